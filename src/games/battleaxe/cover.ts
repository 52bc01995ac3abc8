import { EPSILON, hiddenFraction } from '../../geometry/index.js';
import { modelEye, modelSolid, modelUnitDistance, modelViews, type ObstructionRef, type PreparedTable, type TableModel } from '../../table/index.js';
import { POINT_BLANK_RANGE } from './tables.js';

/** B-10: more than this share of a model hidden counts as hidden. */
export const HIDDEN_SHARE = 0.5;

/** What an obstruction gives (B-10): soft-cover terrain is soft; hard-cover and opaque terrain, floors and models of other units are hard. */
export type CoverKind = 'soft' | 'hard';

/**
 * The cover an obstruction gives: soft for soft-cover terrain, hard for everything else.
 *
 * @example
 * obstructionCover({ kind: 'terrain', id: 'hedge', terrain: 'soft-cover' }); // 'soft'
 * obstructionCover({ kind: 'model', id: 'orcs#1' }); // 'hard'
 */
export function obstructionCover(ref: ObstructionRef): CoverKind {
  switch (ref.kind) {
    case 'terrain':
      return ref.terrain === 'soft-cover' ? 'soft' : 'hard';
    case 'floor':
    case 'model':
      return 'hard';
  }
}

/** What hides a target model, as an explanation names it: a terrain piece, a floor, or another unit. */
export type CoverSource =
  | { readonly kind: 'terrain'; readonly id: string; readonly cover: CoverKind }
  | { readonly kind: 'floor'; readonly building: string; readonly floor: string }
  | { readonly kind: 'unit'; readonly id: string }
  | { readonly kind: 'model'; readonly id: string };

/**
 * An obstruction as the explanation names it: a model of a unit is named by its unit.
 *
 * @example
 * // battle, variants: examples/battleaxe/hedge-and-wall.json, parsed as in battleaxeTargetReport's example
 * const table = prepareTable(battle.table);
 * coverSource(table, { kind: 'model', id: 'orcs#1' }); // { kind: 'unit', id: 'orcs' }
 * coverSource(table, { kind: 'terrain', id: 'wall', terrain: 'hard-cover' }); // { kind: 'terrain', id: 'wall', cover: 'hard' }
 */
export function coverSource(table: PreparedTable, ref: ObstructionRef): CoverSource {
  switch (ref.kind) {
    case 'terrain':
      return { kind: 'terrain', id: ref.id, cover: obstructionCover(ref) };
    case 'floor':
      return { kind: 'floor', building: ref.building, floor: ref.floor };
    case 'model': {
      const unit = table.models.get(ref.id)?.unit;
      return unit ? { kind: 'unit', id: unit } : { kind: 'model', id: ref.id };
    }
  }
}

export const coverSourceKey = (s: CoverSource): string => (s.kind === 'floor' ? `floor:${s.building}/${s.floor}` : `${s.kind}:${s.id}`);

/** A target model more than half hidden from one shooting model, and by what. */
export interface HiddenModel {
  readonly model: string;
  readonly hidden: number;
  /** The share hidden by hard things alone (soft-cover terrain left out). */
  readonly hardHidden: number;
  readonly cover: CoverKind;
  readonly by: readonly CoverSource[];
}

/** How one shooting model sees the target unit: distance, sight, and which of its models are hidden. */
export interface ShooterView {
  readonly model: string;
  /** Closest distance to the target unit, on the table's plane. */
  readonly distance: number;
  readonly inRange: boolean;
  /** B-9: strictly more than half the weapon's range. */
  readonly longRange: boolean;
  /** B-5: 4" or closer. */
  readonly pointBlank: boolean;
  /** A sight line reaches at least one model of the target unit. */
  readonly sees: boolean;
  readonly targetModels: number;
  readonly hiddenModels: readonly HiddenModel[];
  /** B-10: the unit (or a lone model) is in cover when more than half its models are hidden; hard when more than half are hidden by hard things. */
  readonly cover: CoverKind | null;
}

/**
 * B-10: cover for a unit from the models hidden from one shooter.
 *
 * @example
 * const behindHedge = { hidden: 0.99, hardHidden: 0, cover: 'soft', by: [{ kind: 'terrain', id: 'hedge', cover: 'soft' }] } as const;
 * unitCover([1, 2, 3, 4, 5, 6].map((n) => ({ ...behindHedge, model: `goblins#${n}` })), 10); // 'soft': six of ten hidden
 * unitCover([], 10); // null
 */
export function unitCover(hidden: readonly HiddenModel[], models: number): CoverKind | null {
  if (hidden.length <= models / 2) return null;
  return hidden.filter((h) => h.cover === 'hard').length > models / 2 ? 'hard' : 'soft';
}

const softIndicesOfTable = new WeakMap<PreparedTable, readonly number[]>();

/** Obstruction indices of soft-cover terrain: left out to find what hard things alone hide. Kept per table, which every shooting model asks. */
function softIndices(table: PreparedTable): readonly number[] {
  let softs = softIndicesOfTable.get(table);
  if (!softs) softIndicesOfTable.set(table, (softs = table.refs.flatMap((ref, index) => (obstructionCover(ref) === 'soft' ? [index] : []))));
  return softs;
}

/**
 * Views from one shooting unit's models already worked out, by where the model stands and the
 * target unit: a heat map moves the unit place by place and its models stand again and again
 * where others of them stood. A memo serves one shooting unit on tables where nothing else moves.
 */
export type ShooterViewMemo = Map<string, Omit<ShooterView, 'model'>>;

/** A base as a memo key: its shape and every number that places it (each number as it prints, so equal keys are equal bases). */
const baseKey = (base: TableModel['base']): string =>
  base.kind === 'circle' ? `c|${base.centre.x}|${base.centre.y}|${base.radius}` : `r|${base.centre.x}|${base.centre.y}|${base.width}|${base.depth}|${base.facing}`;

/**
 * The view from one shooting model to every model of the target unit. Neither unit hides
 * itself: the shooters' own unit and the target's ranks are left out (our reading of B-10:
 * the "other models" that give cover are those of other units).
 *
 * @example
 * // battle, variants: examples/battleaxe/hedge-and-wall.json, parsed as in battleaxeTargetReport's example
 * const view = shooterView(prepareTable(battle.table), 'archers#1', unitModels(battle, 'archers'), { id: 'goblins', models: unitModels(battle, 'goblins') }, 24);
 * // view.distance 10.79…, view.sees true, view.cover 'soft': the hedge hides each goblin
 */
export function shooterView(
  table: PreparedTable,
  shooter: string,
  shooterUnit: readonly string[],
  target: { readonly id: string; readonly models: readonly string[] },
  range: number,
  memo?: ShooterViewMemo,
): ShooterView {
  const from = table.models.get(shooter);
  // What the view depends on besides the table that stands still: where the model's eye and base are.
  const key = memo && from ? `${target.id}|${range}|${from.height}|${from.standing.elevation}|${baseKey(from.base)}` : null;
  const known = key === null ? undefined : memo?.get(key);
  if (known) return { model: shooter, ...known };
  const view = freshShooterView(table, shooter, shooterUnit, target, range);
  if (key !== null) {
    const { model: _model, ...seen } = view;
    memo?.set(key, seen);
  }
  return view;
}

function freshShooterView(table: PreparedTable, shooter: string, shooterUnit: readonly string[], target: { readonly id: string; readonly models: readonly string[] }, range: number): ShooterView {
  const ignoreModels = [...shooterUnit, ...target.models];
  const ignoreIndices = ignoreModels.map((id) => table.modelIndex.get(id) ?? -1);
  const softs = softIndices(table);
  let sees = false;
  const hiddenModels: HiddenModel[] = [];
  const from = table.models.get(shooter);
  // One batch for every target model: the obstructions are sorted around the eye once (each view equal to `modelView`'s).
  const views = modelViews(table, shooter, target.models, { ignoreModels });
  target.models.forEach((model, k) => {
    const view = views[k];
    if (!view) return;
    sees ||= view.sightLine;
    if (view.hidden <= HIDDEN_SHARE) return;
    const kinds = new Set(view.by.map((b) => obstructionCover(b.ref)));
    let hardHidden = kinds.has('hard') ? view.hidden : 0;
    const to = table.models.get(model);
    if (kinds.has('hard') && kinds.has('soft') && from && to) {
      hardHidden = hiddenFraction(modelEye(from), modelSolid(to), table.obstructions, { ignore: [...ignoreIndices, ...softs] }).hidden;
    }
    const seen = new Map<string, CoverSource>();
    for (const b of view.by) {
      const source = coverSource(table, b.ref);
      seen.set(coverSourceKey(source), source);
    }
    hiddenModels.push({ model, hidden: view.hidden, hardHidden, cover: hardHidden > HIDDEN_SHARE ? 'hard' : 'soft', by: [...seen.values()] });
  });
  const distance = modelUnitDistance(table, shooter, target.id);
  return {
    model: shooter,
    distance,
    inRange: distance <= range + EPSILON,
    longRange: distance > range / 2 + EPSILON,
    pointBlank: distance <= POINT_BLANK_RANGE + EPSILON,
    sees,
    targetModels: target.models.length,
    hiddenModels,
    cover: unitCover(hiddenModels, target.models.length),
  };
}
