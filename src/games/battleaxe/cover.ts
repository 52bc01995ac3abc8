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

const softIndicesOfRefs = new WeakMap<readonly ObstructionRef[], readonly number[]>();

/**
 * Obstruction indices of soft-cover terrain: left out to find what hard things alone hide.
 * Kept per list of obstructions, which every shooting model asks and a heat map's tables share
 * from place to place (`preparedKeepingObstructions`).
 */
function softIndices(table: PreparedTable): readonly number[] {
  let softs = softIndicesOfRefs.get(table.refs);
  if (!softs) softIndicesOfRefs.set(table.refs, (softs = table.refs.flatMap((ref, index) => (obstructionCover(ref) === 'soft' ? [index] : []))));
  return softs;
}

/** What hides a model, each source named once (a unit's models by their unit), in the order first named, each key holding the last source named under it. */
function coverSourcesOf(table: PreparedTable, by: readonly { readonly ref: ObstructionRef }[]): CoverSource[] {
  const first = by[0];
  // Most hidden models are hidden by one thing (a hedge, a wall): no map to build.
  if (by.length === 1 && first) return [coverSource(table, first.ref)];
  const seen = new Map<string, CoverSource>();
  for (const b of by) {
    const source = coverSource(table, b.ref);
    seen.set(coverSourceKey(source), source);
  }
  return [...seen.values()];
}

/**
 * Views from one shooting unit's models already worked out, by where the model stands and the
 * target unit: a heat map moves the unit place by place and its models stand again and again
 * where others of them stood. A memo serves one shooting unit on tables where nothing else moves.
 * By the target unit's id, then what a view hangs on besides where the base stands (the
 * range, the model's height and level, its base's shape: one slot for each, most units have
 * one), then the base centre's x and y as numbers: a Map compares numbers by value, so no key
 * is written out at every place.
 */
export type ShooterViewMemo = Map<string, ViewSlot[]>;

/** A view without the model it was taken from: what a memo keeps for whichever model stands there. */
export type RememberedView = Omit<ShooterView, 'model'>;

/** The views from bases of one shape, height and level with one range, by the base centre's x, then y. */
export interface ViewSlot {
  readonly range: number;
  readonly height: number;
  readonly elevation: number;
  readonly circle: boolean;
  /** A circle's radius, or a rectangle's width, depth and facing. */
  readonly shape: readonly [number, number, number];
  readonly views: Map<number, Map<number, RememberedView>>;
}

/** The memo's slot for views from this model to this target with this range, made when there is none. */
function slotOf(memo: ShooterViewMemo, target: string, range: number, from: TableModel): ViewSlot {
  const base = from.base;
  const circle = base.kind === 'circle';
  const s0 = base.kind === 'circle' ? base.radius : base.width;
  const s1 = base.kind === 'circle' ? 0 : base.depth;
  const s2 = base.kind === 'circle' ? 0 : base.facing;
  let slots = memo.get(target);
  if (!slots) memo.set(target, (slots = []));
  for (const slot of slots) {
    if (slot.range === range && slot.height === from.height && slot.elevation === from.standing.elevation && slot.circle === circle && slot.shape[0] === s0 && slot.shape[1] === s1 && slot.shape[2] === s2) return slot;
  }
  const slot: ViewSlot = { range, height: from.height, elevation: from.standing.elevation, circle, shape: [s0, s1, s2], views: new Map() };
  slots.push(slot);
  return slot;
}

/**
 * The view from one shooting model to the target unit without the model's id, taken from the
 * memo when a model of the unit stood there before (`shooterView` is this with the id); null
 * when the model is not on the table.
 *
 * @example
 * // battle, variants: examples/battleaxe/hedge-and-wall.json, parsed as in battleaxeTargetReport's example
 * const memo: ShooterViewMemo = new Map();
 * const archers = unitModels(battle, 'archers');
 * rememberedView(prepareTable(battle.table), 'archers#1', archers, { id: 'goblins', models: unitModels(battle, 'goblins') }, 24, memo)?.cover; // 'soft'
 */
export function rememberedView(
  table: PreparedTable,
  shooter: string,
  shooterUnit: readonly string[],
  target: { readonly id: string; readonly models: readonly string[] },
  range: number,
  memo: ShooterViewMemo,
): RememberedView | null {
  const from = table.models.get(shooter);
  if (!from) return null;
  const byX = slotOf(memo, target.id, range, from).views;
  const { x, y } = from.base.centre;
  let byY = byX.get(x);
  if (!byY) byX.set(x, (byY = new Map<number, RememberedView>()));
  const known = byY.get(y);
  if (known) return known;
  const { model: _model, ...seen } = freshShooterView(table, shooter, shooterUnit, target, range);
  byY.set(y, seen);
  return seen;
}

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
  const known = memo && rememberedView(table, shooter, shooterUnit, target, range, memo);
  return known ? { model: shooter, ...known } : freshShooterView(table, shooter, shooterUnit, target, range);
}

function freshShooterView(table: PreparedTable, shooter: string, shooterUnit: readonly string[], target: { readonly id: string; readonly models: readonly string[] }, range: number): ShooterView {
  const ignoreModels = [...shooterUnit, ...target.models];
  const softs = softIndices(table);
  let sees = false;
  const hiddenModels: HiddenModel[] = [];
  const from = table.models.get(shooter);
  // One batch for every target model: the obstructions are sorted around the eye once (each view equal to `modelView`'s).
  const views = modelViews(table, shooter, target.models, { ignoreModels });
  for (let k = 0; k < target.models.length; k++) {
    const view = views[k];
    const model = target.models[k];
    if (!view || model === undefined) continue;
    sees ||= view.sightLine;
    if (view.hidden <= HIDDEN_SHARE) continue;
    let [hard, soft] = [false, false];
    for (const b of view.by) {
      if (obstructionCover(b.ref) === 'hard') hard = true;
      else soft = true;
    }
    let hardHidden = hard ? view.hidden : 0;
    const to = table.models.get(model);
    if (hard && soft && from && to) {
      hardHidden = hiddenFraction(modelEye(from), modelSolid(to), table.obstructions, { ignore: [...ignoreModels.map((id) => table.modelIndex.get(id) ?? -1), ...softs] }).hidden;
    }
    hiddenModels.push({ model, hidden: view.hidden, hardHidden, cover: hardHidden > HIDDEN_SHARE ? 'hard' : 'soft', by: coverSourcesOf(table, view.by) });
  }
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
