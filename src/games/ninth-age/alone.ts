// Characters left when every rank-and-file model of their unit is gone (ruling NA-ALONE,
// docs/ninth-age.md): they stay the same Combined Unit (newrecruit wiki, The Ninth Age (2022),
// rules/r&f-models-in-a-combined-unit-wiped-out), now a block of the characters alone, each a
// model of its own in the front rank it stood in (BS-T9A-2ND Front Rank).
import { facingRightVector, facingVector, orientedRect, type OrientedRect } from '../../geometry/index.js';
import type { TableModel, TableUnit } from '../../table/index.js';
import type { NinthAgeBattle, NinthAgeUnit } from './battle.js';
import { heightRank, type NinthAgeHeight } from './heights.js';
import { characterShooterId } from './character-shooters.js';
import { floatsByDefault, odds, probability, type Arithmetic } from '../../dice/index.js';
import type { NinthAgeAttack } from './attack-types.js';
import type { JoinedTarget } from './combined.js';
import { joinedShootingProcess, type JoinedShootingState } from './joined-shooting.js';

/** What a character standing alone takes from the rank and file it stood with: its base, body height and standing. */
export interface AloneModelShape {
  readonly width: number;
  readonly depth: number;
  /** The body's height above its base, in inches. */
  readonly height: number;
  readonly standing: TableModel['standing'];
}

/**
 * The front-rank places the characters left take (ruling NA-ALONE): the `characters` places of
 * the unit's front rank nearest its middle (of two equally near, the one on the unit's left first;
 * beyond the old front when it is narrower), taken by the characters in the order of the unit's
 * list from left to right, so that one character alone stands at T-14's place and several side by
 * side from the middle of the old front. Each place is the offset of a base's centre from that
 * middle along the front, towards the unit's right, in inches.
 *
 * @example
 * alonePlaces(5, 1, 1); // [0]: the middle of five
 * alonePlaces(5, 2, 1); // [-1, 0]: the middle, then the nearer of its neighbours (the left)
 * alonePlaces(4, 2, 1); // [-0.5, 0.5]: the two places either side of the middle of four
 * alonePlaces(1, 3, 1); // [-1, 0, 1]: wider than the old front, they step out on both sides
 */
export function alonePlaces(files: number, characters: number, baseWidth: number): number[] {
  const slots: number[] = [];
  for (let j = -characters; j < files + characters; j += 1) slots.push((j + 0.5) * baseWidth - (files * baseWidth) / 2);
  // Sorting is stable, so the left of two equally near places comes first.
  const nearest = slots
    .sort((a, b) => {
      const d = Math.abs(a) - Math.abs(b);
      return Math.abs(d) < 1e-9 ? 0 : d;
    })
    .slice(0, characters);
  return nearest.sort((a, b) => a - b);
}

/**
 * A block of the characters left: each living character (by its place in the unit's list) a
 * model `unit/N` at its place ({@link alonePlaces}) on the front edge of `boundary`, one base
 * deep, facing as the unit did; the block's boundary is the rectangle around them.
 *
 * @example
 * const boundary = orientedRect({ x: 10, y: 10 }, 5, 2, 0); // 5 wide, 2 deep, its front at y 9
 * const placed = aloneBlock('spearmen', boundary, 5, [0], { width: 1, depth: 1, height: 1.25, standing: { kind: 'ground', elevation: 0 } });
 * placed.block.models; // ['spearmen/1']
 * placed.block.boundary.centre; // { x: 10, y: 9.5 }: the middle of the old front, one base deep
 */
export function aloneBlock(unitId: string, boundary: OrientedRect, files: number, characters: readonly number[], shape: AloneModelShape): { block: TableUnit; models: TableModel[] } {
  const forward = facingVector(boundary.facing);
  const right = facingRightVector(boundary.facing);
  const front = { x: boundary.centre.x + forward.x * (boundary.depth / 2), y: boundary.centre.y + forward.y * (boundary.depth / 2) };
  const offsets = alonePlaces(files, characters.length, shape.width);
  const back = shape.depth / 2;
  const models = characters.map((index, i): TableModel => {
    const along = offsets[i] ?? 0;
    const centre = { x: front.x + right.x * along - forward.x * back, y: front.y + right.y * along - forward.y * back };
    return { id: characterShooterId(unitId, index), base: orientedRect(centre, shape.width, shape.depth, boundary.facing), height: shape.height, standing: shape.standing, facing: boundary.facing, unit: unitId };
  });
  const low = Math.min(...offsets);
  const high = Math.max(...offsets);
  const middle = (low + high) / 2;
  const centre = { x: front.x + right.x * middle - forward.x * back, y: front.y + right.y * middle - forward.y * back };
  return { block: { id: unitId, boundary: orientedRect(centre, high - low + shape.width, shape.depth, boundary.facing), models: models.map((m) => m.id) }, models };
}

/**
 * The shape of a block's models, read from one of them (a round base counts as its diameter square).
 *
 * @example
 * // battle: examples/ninth-age/captain-in-unit-table.json, parsed
 * shapeOf(battle.table.models[0]!); // { width: 1, depth: 1, height: 1.25, standing: { kind: 'ground', elevation: 0 } }
 */
export function shapeOf(model: TableModel): AloneModelShape {
  const width = model.base.kind === 'rect' ? model.base.width : model.base.radius * 2;
  const depth = model.base.kind === 'rect' ? model.base.depth : model.base.radius * 2;
  return { width, depth, height: model.height, standing: model.standing };
}

/**
 * The unit as a target sees it (ruling NA-ALONE): with its rank and file gone, its Height is the
 * tallest of its characters left, and the rank and file's Hard Target is gone with them.
 *
 * @example
 * // unit: a unit of the battle; a unit with rank and file is returned as it is
 * aloneView(unit) === unit; // true when unit.joined?.alone is not set
 */
export function aloneView(unit: NinthAgeUnit): NinthAgeUnit {
  const joined = unit.joined;
  if (!joined?.alone) return unit;
  const living = joined.characters.filter((c) => !c.removed);
  const Height = living.length === 0 ? unit.profile.Height : tallestHeight(living.map((c) => c.profile.Height));
  return { ...unit, profile: { ...unit.profile, Height }, hardTarget: 0 };
}

/**
 * The Height of a unit of characters alone (ruling NA-ALONE): the tallest of theirs (the first of
 * equals, as written), what a table's target and a quick attack's both take.
 *
 * @example
 * tallestHeight([2, 4, 3]); // 4
 * tallestHeight(['standard', 4]); // 4: Standard is Height 2
 */
export function tallestHeight(heights: readonly NinthAgeHeight[]): NinthAgeHeight {
  let Height: NinthAgeHeight = heights[0] ?? 2;
  let rank = Number.NEGATIVE_INFINITY;
  for (const h of heights) {
    const r = heightRank(h, 'current');
    if (r > rank) {
      rank = r;
      Height = h;
    }
  }
  return Height;
}

/** What a shooting does to a unit of characters alone, its characters counted as its models. */
export interface AloneOdds<N> {
  readonly meanHpLost: number;
  readonly meanModelsRemoved: number;
  /** At least one character removed. */
  readonly modelRemoved: N;
  /** Every character removed: the unit leaves the table. */
  readonly destroyed: N;
}

/**
 * A shooting at a unit of characters alone (ruling NA-ALONE: `attack.target.models` 0): its
 * models are its characters, so Health Points lost, models removed, at least one and all of them
 * count the characters, weighed exactly (or on floats) over the one description the phase and a
 * seeded roll throw (`joinedShootingProcess`, whose dice `joinedRoll` draws in the same order).
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Bow (4+)', models: 2, target: { models: 0, profile: { Res: 3 } } });
 * const captain = { profile: { ...attack.target.profile, HP: 2 }, type: 'infantry', hpLost: 0, flammable: false };
 * rationalToString(aloneOdds(attack, { type: 'infantry', characters: [captain], champion: false, aimAt: 'characters' }, exactArithmetic).destroyed); // "1/16": both shots hit and wound
 */
export function aloneOdds<N = number>(attack: NinthAgeAttack, joined: JoinedTarget, arithmetic: Arithmetic<N> = floatsByDefault<N>(), places?: readonly number[]): AloneOdds<N> {
  const { process, start } = joinedShootingProcess(attack, joined, places);
  const ends = odds(process, start, arithmetic);
  const profiles = joined.characters;
  const removed = (end: JoinedShootingState) => end.characters.filter((c) => c.models === 0).length;
  const hpLost = (end: JoinedShootingState) => end.characters.reduce((sum, c, i) => sum + (c.models === 0 ? (profiles[i]?.profile.HP ?? 0) - (profiles[i]?.hpLost ?? 0) : c.onCurrent - (profiles[i]?.hpLost ?? 0)), 0);
  const mean = (value: (end: JoinedShootingState) => number) => ends.reduce((sum, e) => sum + arithmetic.toNumber(e.p) * value(e.state), 0);
  return {
    meanHpLost: mean(hpLost),
    meanModelsRemoved: mean(removed),
    modelRemoved: probability(ends, (end) => removed(end) > 0, arithmetic),
    destroyed: probability(ends, (end) => removed(end) === profiles.length, arithmetic),
  };
}

/**
 * What the rules say of characters left alone that Marksman does not apply (ruling NA-ALONE),
 * named wherever such a unit is shot or shoots, never dropped in silence:
 * - `mismatching-base`: each character stands on the rank and file's base, one model each; its
 *   own base size (a Mismatching Base, BS-T9A-2ND Front Rank's Matching Bases) is not read, since
 *   a file gives a character none;
 * - `rally-as-new-unit`: the rules make them a new unit for Rally Tests (NR-ALONE); no Rally Test
 *   is part of the shooting phase.
 */
export const ALONE_NOT_APPLIED = ['mismatching-base', 'rally-as-new-unit'] as const;
/** One of {@link ALONE_NOT_APPLIED}. */
export type AloneNotApplied = (typeof ALONE_NOT_APPLIED)[number];

/** A unit standing as its characters alone, and what of their rules is not applied. */
export interface UnitNotApplied {
  readonly unit: string;
  readonly rules: readonly AloneNotApplied[];
}

/**
 * Each unit that stands as its characters alone in any of `battles` (a shooting's battle before
 * and after, so a unit left alone by it counts), with what is not applied for it
 * ({@link ALONE_NOT_APPLIED}); `ids` keeps only those units.
 *
 * @example
 * // before, after: a battle and what a shooting that killed the Spearmen's last model left
 * aloneNotApplied([before, after]); // [{ unit: 'spearmen', rules: ['mismatching-base', 'rally-as-new-unit'] }]
 */
export function aloneNotApplied(battles: readonly NinthAgeBattle[], ids?: readonly string[]): UnitNotApplied[] {
  const units = new Set<string>();
  for (const battle of battles) for (const unit of battle.units) if (unit.joined?.alone && (ids === undefined || ids.includes(unit.id))) units.add(unit.id);
  return [...units].map((unit) => ({ unit, rules: ALONE_NOT_APPLIED }));
}
