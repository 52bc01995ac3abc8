import { segmentCrossesPolygon } from './crossing.js';
import type { ObstructionOptions, Obstructions } from './obstructions.js';
import { asObstructionSet, triangleCandidates } from './obstructions.js';
import type { Segment } from './segment.js';
import { EPSILON } from './tolerance.js';
import type { Point2 } from './vector.js';
import { pointLerp } from './vector.js';

/** An obstruction a line passes through, with how tall it is and how high its top stands. */
export type LineCrossing = { readonly index: number; readonly height: number; readonly top: number };

/** One of the three lines: where it ends and what it passes through, in index order. */
export type CoverLine = { readonly to: Point2; readonly crosses: readonly LineCrossing[] };

export type ThreeLines = { readonly left: CoverLine; readonly centre: CoverLine; readonly right: CoverLine };

/**
 * The three-line test: lines from `from` to the left end (`facing.a`), the middle and the right
 * end (`facing.b`) of the target facing, and for each the obstructions whose footprint it
 * passes through (more than EPSILON inside; touching is not crossing; round footprints are
 * exact). Heights are reported, not judged: which heights block is the game's business.
 *
 * @example
 * // A forest across the lower two lines only.
 * const forest = solid(polygonFootprint([point2(4, -1), point2(6, -1), point2(6, 8), point2(4, 8)]), 0, 3);
 * const lines = threeLines(point2(0, 0), segment(point2(10, -4), point2(10, 4)), [forest]);
 * // lines.left.crosses = [], lines.centre.crosses = [{ index: 0, height: 3, top: 3 }], lines.right.crosses likewise
 */
export function threeLines(
  from: Point2,
  facing: Segment,
  obstructions: Obstructions,
  options: ObstructionOptions = {},
): ThreeLines {
  const set = asObstructionSet(obstructions);
  const ignore = options.ignore ?? [];
  const ends = [facing.a, pointLerp(facing.a, facing.b, 0.5), facing.b] as const;
  const crosses: LineCrossing[][] = [[], [], []];
  const { cx, cy, reach } = set.bounds;
  const fx = from.x;
  const fy = from.y;
  const sides = triangleSides(from, facing.a, facing.b);
  const [n1x, n1y, c1, n2x, n2y, c2, n3x, n3y, c3] = sides ?? [0, 0, -Infinity, 0, 0, -Infinity, 0, 0, -Infinity];
  for (const o of triangleCandidates(set, fx, fy, facing.a.x, facing.a.y, facing.b.x, facing.b.y)) {
    const ox = cx[o]!;
    const oy = cy[o]!;
    const r = reach[o]!;
    // Wholly outside one side of the triangle that holds all three lines.
    if (n1x * ox + n1y * oy - c1 <= -r || n2x * ox + n2y * oy - c2 <= -r || n3x * ox + n3y * oy - c3 <= -r) continue;
    for (let line = 0; line < 3; line++) {
      // Cheap rejection: the bounding circle stays clear of this line.
      const end = ends[line]!;
      if (pointToSegmentSquared(ox, oy, fx, fy, end.x, end.y) >= r * r) continue;
      if (ignore.includes(o)) break;
      const prepared = set.prepared[o]!;
      const f = prepared.footprint;
      const hit =
        f.kind === 'circle'
          ? f.radius > EPSILON &&
            pointToSegmentSquared(f.centre.x, f.centre.y, fx, fy, end.x, end.y) < (f.radius - EPSILON) ** 2
          : segmentCrossesPolygon({ a: from, b: end }, prepared.outline ?? []);
      if (hit) crosses[line]!.push({ index: o, height: prepared.top - prepared.bottom, top: prepared.top });
    }
  }
  const result = (line: 0 | 1 | 2): CoverLine => ({ to: ends[line], crosses: crosses[line]! });
  return { left: result(0), centre: result(1), right: result(2) };
}

/**
 * The triangle holding all three lines, as three inward-facing unit normals with an offset
 * each (n·p ≥ offset inside); null when it has no area and cannot cull.
 */
function triangleSides(p: Point2, q: Point2, r: Point2): [number, number, number, number, number, number, number, number, number] | null {
  const turn = (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
  if (turn === 0) return null;
  const sign = turn > 0 ? 1 : -1;
  const side = (a: Point2, b: Point2): [number, number, number] => {
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    const length = Math.sqrt(ex * ex + ey * ey);
    const nx = (-ey * sign) / length;
    const ny = (ex * sign) / length;
    return [nx, ny, nx * a.x + ny * a.y];
  };
  return [...side(p, q), ...side(q, r), ...side(r, p)];
}

/** Squared distance from a point to a segment (squared: Math.hypot is slow in this loop). */
function pointToSegmentSquared(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  let t = lengthSquared === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / lengthSquared;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = px - ax - dx * t;
  const ey = py - ay - dy * t;
  return ex * ex + ey * ey;
}
