import { EPSILON } from './tolerance.js';
import type { Point2 } from './vector.js';
import { pointDistance, pointLerp } from './vector.js';

/** A straight piece of line from a to b. Where a side has a left and a right end, a is the left. */
export type Segment = { readonly a: Point2; readonly b: Point2 };

/**
 * The segment from a to b: a sight line, a wall, a unit's front.
 *
 * @example
 * segment(point2(0, 0), point2(6, 0)); // { a: { x: 0, y: 0 }, b: { x: 6, y: 0 } }
 */
export function segment(a: Point2, b: Point2): Segment {
  return { a, b };
}

/**
 * How long a segment is, in inches.
 *
 * @example
 * segmentLength(segment(point2(0, 0), point2(6, 0))); // 6
 */
export function segmentLength(s: Segment): number {
  return pointDistance(s.a, s.b);
}

/**
 * The point halfway along a segment.
 *
 * @example
 * segmentMidpoint(segment(point2(0, 0), point2(6, 0))); // { x: 3, y: 0 }
 */
export function segmentMidpoint(s: Segment): Point2 {
  return pointLerp(s.a, s.b, 0.5);
}

/** Where along s (0 at a, 1 at b) the point nearest to p lies. */
export function segmentClosestParameter(s: Segment, p: Point2): number {
  const dx = s.b.x - s.a.x;
  const dy = s.b.y - s.a.y;
  const lengthSquared = dx * dx + dy * dy;
  if (lengthSquared === 0) return 0;
  const t = ((p.x - s.a.x) * dx + (p.y - s.a.y) * dy) / lengthSquared;
  return t < 0 ? 0 : t > 1 ? 1 : t;
}

/**
 * The distance from a point to the nearest point of a segment, its ends included.
 *
 * @example
 * pointSegmentDistance(point2(3, 4), segment(point2(0, 0), point2(6, 0))); // 4
 * pointSegmentDistance(point2(9, 4), segment(point2(0, 0), point2(6, 0))); // 5, to the end at (6, 0)
 */
export function pointSegmentDistance(p: Point2, s: Segment): number {
  return pointDistance(p, pointLerp(s.a, s.b, segmentClosestParameter(s, p)));
}

/**
 * The squared distance from (px, py) to the segment from (ax, ay) to (bx, by), in plain
 * numbers for the hot loops (no objects, no square root: Math.hypot is slow there).
 */
export function pointSegmentDistanceSquared(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  let t = lengthSquared === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / lengthSquared;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = px - ax - dx * t;
  const ey = py - ay - dy * t;
  return ex * ex + ey * ey;
}

function orientation(a: Point2, b: Point2, c: Point2): number {
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

/**
 * True when each segment has its ends strictly on opposite sides of the other's line: the two
 * cross at a single point inside both. Touching and collinear overlap are not crossing.
 *
 * @example
 * segmentsCross(segment(point2(0, 0), point2(6, 0)), segment(point2(2, -1), point2(2, 1))); // true
 * segmentsCross(segment(point2(0, 0), point2(6, 0)), segment(point2(6, 0), point2(6, 2))); // false: they only touch
 */
export function segmentsCross(s1: Segment, s2: Segment): boolean {
  const o1 = orientation(s1.a, s1.b, s2.a);
  const o2 = orientation(s1.a, s1.b, s2.b);
  const o3 = orientation(s2.a, s2.b, s1.a);
  const o4 = orientation(s2.a, s2.b, s1.b);
  return ((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0));
}

/**
 * Shortest distance between two segments; 0 when they cross or touch.
 *
 * @example
 * segmentDistance(segment(point2(0, 0), point2(6, 0)), segment(point2(2, 1), point2(2, 3))); // 1
 */
export function segmentDistance(s1: Segment, s2: Segment): number {
  if (segmentsCross(s1, s2)) return 0;
  return Math.min(
    pointSegmentDistance(s1.a, s2),
    pointSegmentDistance(s1.b, s2),
    pointSegmentDistance(s2.a, s1),
    pointSegmentDistance(s2.b, s1),
  );
}

/**
 * True when the segments cross or come within {@link EPSILON} of each other.
 *
 * @example
 * segmentsIntersect(segment(point2(0, 0), point2(6, 0)), segment(point2(6, 0), point2(6, 2))); // true: touching counts
 */
export function segmentsIntersect(s1: Segment, s2: Segment): boolean {
  return segmentDistance(s1, s2) <= EPSILON;
}

/**
 * The point where two segments meet, or null when they stay more than {@link EPSILON} apart.
 * Parallel segments that overlap give the overlapping point nearest to s1.a; segments that
 * only come within EPSILON give the point of s1 nearest to s2.
 *
 * @example
 * segmentIntersection(segment(point2(0, 0), point2(6, 0)), segment(point2(2, -1), point2(2, 1))); // { x: 2, y: 0 }
 * segmentIntersection(segment(point2(0, 0), point2(6, 0)), segment(point2(2, 1), point2(2, 3))); // null
 */
export function segmentIntersection(s1: Segment, s2: Segment): Point2 | null {
  const rx = s1.b.x - s1.a.x;
  const ry = s1.b.y - s1.a.y;
  const sx = s2.b.x - s2.a.x;
  const sy = s2.b.y - s2.a.y;
  const denominator = rx * sy - ry * sx;
  const qx = s2.a.x - s1.a.x;
  const qy = s2.a.y - s1.a.y;
  if (denominator !== 0) {
    const t = (qx * sy - qy * sx) / denominator;
    const u = (qx * ry - qy * rx) / denominator;
    if (t >= 0 && t <= 1 && u >= 0 && u <= 1) return pointLerp(s1.a, s1.b, t);
  }
  if (!segmentsIntersect(s1, s2)) return null;
  // Near misses and parallel overlaps: walk s1's candidates (its ends and the feet of s2's ends)
  // and keep the first, in order along s1, that lies on s2.
  const candidates = [0, 1, segmentClosestParameter(s1, s2.a), segmentClosestParameter(s1, s2.b)].sort(
    (p, q) => p - q,
  );
  for (const t of candidates) {
    const p = pointLerp(s1.a, s1.b, t);
    if (pointSegmentDistance(p, s2) <= EPSILON) return p;
  }
  return pointLerp(s1.a, s1.b, segmentClosestParameter(s1, pointLerp(s2.a, s2.b, 0.5)));
}
