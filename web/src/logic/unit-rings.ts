/**
 * Range rings of a shooting unit, for drawing: where the unit's weapon reaches at half and
 * at full range.
 *
 * Both games measure range from each shooting model's base to the closest point of the
 * target's Unit Boundary (Battleaxe: `shooterView` in src/games/battleaxe/cover.ts; The Ninth
 * Age: `modelUnitDistance` in src/games/ninth-age/shooters.ts, facts B1). A target is in range
 * of a model when its boundary comes within the range of that model's base, so the ring is the
 * union, over the models that shoot, of each base grown by the range: a square base grows into
 * a square with rounded corners, a round base into a larger circle. For a full block this union
 * is the unit's boundary grown by the range. Beyond half range is long range in both games
 * (Battleaxe B-9, The Ninth Age's −1 for long range), hence the inner ring.
 */
import { facingVector, rectPolygon, type Point2, type Polygon } from '../../../src/geometry/index.js';
import type { TableModel } from '../../../src/table/index.js';
import { withUnitGame } from '../games/registry.js';
import type { UnitScenario } from './units.js';

/** One base grown by a distance: a circle, or a convex outline with rounded corners as an SVG path. */
export type GrownBase = { readonly kind: 'circle'; readonly centre: Point2; readonly radius: number } | { readonly kind: 'path'; readonly d: string };

export interface UnitRangeRings {
  readonly weapon: string;
  readonly half: number;
  readonly full: number;
  readonly halfShapes: readonly GrownBase[];
  readonly fullShapes: readonly GrownBase[];
  /** Where each ring's label goes: straight ahead of the unit's front, on the ring. */
  readonly halfLabel: Point2;
  readonly fullLabel: Point2;
}

const n = (value: number) => Number(value.toFixed(3));

/**
 * A convex polygon grown outwards by `by`: each edge pushed out along its normal, the corners
 * joined by arcs of radius `by` (the points within `by` of the polygon). Drawn clockwise on
 * the table (y down), so every arc turns the same way.
 */
export function grownOutline(polygon: Polygon, by: number): string {
  const doubled = polygon.reduce((sum, p, i) => {
    const q = polygon[(i + 1) % polygon.length] ?? p;
    return sum + p.x * q.y - q.x * p.y;
  }, 0);
  const points = doubled >= 0 ? polygon : [...polygon].reverse();
  const parts: string[] = [];
  points.forEach((a, i) => {
    const b = points[(i + 1) % points.length] ?? a;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length === 0) return;
    const out = { x: ((b.y - a.y) / length) * by, y: (-(b.x - a.x) / length) * by };
    const from = `${n(a.x + out.x)},${n(a.y + out.y)}`;
    parts.push(parts.length === 0 ? `M${from}` : `A${n(by)},${n(by)} 0 0 1 ${from}`);
    parts.push(`L${n(b.x + out.x)},${n(b.y + out.y)}`);
  });
  const first = parts[0]?.slice(1) ?? '0,0';
  return `${parts.join(' ')} A${n(by)},${n(by)} 0 0 1 ${first} Z`;
}

function grownBase(model: TableModel, by: number): GrownBase {
  const { base } = model;
  return base.kind === 'circle' ? { kind: 'circle', centre: base.centre, radius: base.radius + by } : { kind: 'path', d: grownOutline(rectPolygon(base), by) };
}

/**
 * The rings of the unit with its weapon (The Ninth Age: the one named, else its first), or null
 * when it has none; a Ninth Age character joined to a unit (`unit/1`, T-14) is drawn from its own
 * place in the unit's front rank with its own weapon.
 */
export function unitRangeRings(scenario: UnitScenario, shooter: string, weapon?: string): UnitRangeRings | null {
  const found = withUnitGame(scenario, (game, scenario) => game.rangeWeapon(scenario, shooter, weapon));
  const block = scenario.battle.table.units.find((u) => u.id === (found?.block ?? shooter));
  if (!found || !block || found.models.length === 0) return null;
  const half = found.range / 2;
  const f = facingVector(block.boundary.facing);
  const ahead = (by: number) => ({ x: block.boundary.centre.x + f.x * (block.boundary.depth / 2 + by), y: block.boundary.centre.y + f.y * (block.boundary.depth / 2 + by) });
  return {
    weapon: found.weapon,
    half,
    full: found.range,
    halfShapes: found.models.map((m) => grownBase(m, half)),
    fullShapes: found.models.map((m) => grownBase(m, found.range)),
    halfLabel: ahead(half),
    fullLabel: ahead(found.range),
  };
}
