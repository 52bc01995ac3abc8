// Characters left when every rank-and-file model of their unit is gone (ruling NA-ALONE,
// docs/ninth-age.md): they stay the same Combined Unit (newrecruit wiki, The Ninth Age (2022),
// rules/r&f-models-in-a-combined-unit-wiped-out), now a block of the characters alone, each a
// model of its own in the front rank it stood in (BS-T9A-2ND Front Rank).
import { facingRightVector, facingVector, orientedRect, type OrientedRect } from '../../geometry/index.js';
import type { TableModel, TableUnit } from '../../table/index.js';
import type { NinthAgeUnit } from './battle.js';
import { heightRank, type NinthAgeHeight } from './heights.js';
import { characterShooterId } from './character-shooters.js';

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
  let Height: NinthAgeHeight = unit.profile.Height;
  let rank = Number.NEGATIVE_INFINITY;
  for (const c of living) {
    const r = heightRank(c.profile.Height, 'current');
    if (r > rank) {
      rank = r;
      Height = c.profile.Height;
    }
  }
  return { ...unit, profile: { ...unit.profile, Height }, hardTarget: 0 };
}
