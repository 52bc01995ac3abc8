import { EPSILON, footprintBounds, footprintPolygon, polygonArea, polygonUnionArea, type Bounds, type Circle, type OrientedRect } from '../geometry/index.js';

/**
 * Whether two bases overlap, rather than merely touch: bases in contact are legal on the
 * table, bases inside each other are not. Round pairs are exact; other pairs compare the
 * area of their union with the sum of their areas.
 *
 * @example
 * basesOverlap(circle(point2(0, 0), 0.5), circle(point2(1, 0), 0.5)); // false: in contact
 * basesOverlap(circle(point2(0, 0), 0.5), circle(point2(0.8, 0), 0.5)); // true
 */
export function basesOverlap(a: Circle | OrientedRect, b: Circle | OrientedRect): boolean {
  if (a.kind === 'circle' && b.kind === 'circle') {
    return Math.hypot(a.centre.x - b.centre.x, a.centre.y - b.centre.y) < a.radius + b.radius - EPSILON;
  }
  if (!boundsOverlap(footprintBounds(a), footprintBounds(b))) return false;
  const pa = footprintPolygon(a);
  const pb = footprintPolygon(b);
  return polygonArea(pa) + polygonArea(pb) - polygonUnionArea([pa, pb]) > EPSILON;
}

/** Boxes that share more than a touching edge. */
function boundsOverlap(a: Bounds, b: Bounds): boolean {
  return a.minX < b.maxX - EPSILON && b.minX < a.maxX - EPSILON && a.minY < b.maxY - EPSILON && b.minY < a.maxY - EPSILON;
}

const CELL_INDEX_LIMIT = 1_000_000;

/** A base to check against the others: where it stands, and the unit block it was laid out in. */
export interface PlacedBase {
  readonly base: Circle | OrientedRect;
  readonly elevation: number;
  /** Bases of one unit block are laid out side by side, never inside each other. */
  readonly unit: string | null;
}

/**
 * For each base, the first earlier base it overlaps at the same elevation (its index), or
 * null. Bases are bucketed in a grid of cells about the size of a base, so only neighbours
 * are compared: a table of thousands of models is checked in a few milliseconds, not by
 * comparing every pair.
 *
 * @example
 * firstOverlaps([
 *   { base: circle(point2(0, 0), 0.5), elevation: 0, unit: null },
 *   { base: circle(point2(3, 0), 0.5), elevation: 0, unit: null },
 *   { base: circle(point2(0.5, 0), 0.5), elevation: 0, unit: null },
 * ]); // [null, null, 0]: the third sits on the first
 */
export function firstOverlaps(bases: readonly PlacedBase[]): (number | null)[] {
  const bounds = bases.map((b) => footprintBounds(b.base));
  const cell = Math.max(1, ...bounds.map((b) => Math.max(b.maxX - b.minX, b.maxY - b.minY)));
  const cells = new Map<string, number[]>();
  // Indices are clamped to whole numbers a loop can count: far off the table, a coordinate such
  // as 1e300 plus one is still 1e300. A base spans at most two cells a side (no base is wider than a cell).
  const index = (value: number) => Math.max(-CELL_INDEX_LIMIT, Math.min(CELL_INDEX_LIMIT, Math.floor(value / cell)));
  const cellsOf = (box: Bounds): string[] => {
    const keys: string[] = [];
    for (let i = index(box.minX); i <= index(box.maxX); i += 1) {
      for (let j = index(box.minY); j <= index(box.maxY); j += 1) keys.push(`${i},${j}`);
    }
    return keys;
  };
  return bases.map((placed, index) => {
    const box = bounds[index] as Bounds;
    const keys = cellsOf(box);
    const candidates = new Set<number>();
    for (const key of keys) for (const other of cells.get(key) ?? []) candidates.add(other);
    let first: number | null = null;
    for (const other of [...candidates].sort((a, b) => a - b)) {
      const earlier = bases[other] as PlacedBase;
      if (earlier.elevation !== placed.elevation) continue;
      if (placed.unit !== null && earlier.unit === placed.unit) continue;
      if (!boundsOverlap(bounds[other] as Bounds, box)) continue;
      if (basesOverlap(earlier.base, placed.base)) {
        first = other;
        break;
      }
    }
    for (const key of keys) {
      const list = cells.get(key);
      if (list) list.push(index);
      else cells.set(key, [index]);
    }
    return first;
  });
}
