import type { Segment } from './segment.js';
import { pointSegmentDistance, segmentsCross, segmentDistance } from './segment.js';
import { EPSILON } from './tolerance.js';
import type { Point2 } from './vector.js';

/**
 * A simple polygon: its corners in order, either winding, the last joined back to the first.
 * "Positive" winding means a positive signed area, which is clockwise as drawn with y down.
 */
export type Polygon = readonly Point2[];

/** An axis-aligned box, used to reject far-apart shapes cheaply. */
export type Bounds = { readonly minX: number; readonly minY: number; readonly maxX: number; readonly maxY: number };

/**
 * The area with a sign: positive when the corners run clockwise as drawn (y down), negative the other way.
 *
 * @example
 * polygonSignedArea([point2(0, 0), point2(4, 0), point2(4, 4), point2(0, 4)]); // 16
 * polygonSignedArea([point2(0, 4), point2(4, 4), point2(4, 0), point2(0, 0)]); // -16
 */
export function polygonSignedArea(polygon: Polygon): number {
  let twice = 0;
  const count = polygon.length;
  for (let i = 0; i < count; i++) {
    const p = polygon[i]!;
    const q = polygon[(i + 1) % count]!;
    twice += p.x * q.y - q.x * p.y;
  }
  return twice / 2;
}

/**
 * The area in square inches, whichever way the corners run.
 *
 * @example
 * polygonArea([point2(0, 0), point2(4, 0), point2(4, 4), point2(0, 4)]); // 16
 */
export function polygonArea(polygon: Polygon): number {
  return Math.abs(polygonSignedArea(polygon));
}

/**
 * The centre of mass of the polygon's area (the mean of its corners when it has no area).
 *
 * @example
 * polygonCentroid([point2(0, 0), point2(4, 0), point2(4, 4), point2(0, 4)]); // { x: 2, y: 2 }
 */
export function polygonCentroid(polygon: Polygon): Point2 {
  let twice = 0;
  let cx = 0;
  let cy = 0;
  const count = polygon.length;
  for (let i = 0; i < count; i++) {
    const p = polygon[i]!;
    const q = polygon[(i + 1) % count]!;
    const cross = p.x * q.y - q.x * p.y;
    twice += cross;
    cx += (p.x + q.x) * cross;
    cy += (p.y + q.y) * cross;
  }
  if (twice === 0) {
    let sx = 0;
    let sy = 0;
    for (const p of polygon) {
      sx += p.x;
      sy += p.y;
    }
    return { x: sx / Math.max(1, count), y: sy / Math.max(1, count) };
  }
  return { x: cx / (3 * twice), y: cy / (3 * twice) };
}

/**
 * The polygon's sides as segments, the last joining the final corner to the first.
 *
 * @example
 * polygonEdges([point2(0, 0), point2(4, 0), point2(0, 3)]);
 * // [{ a: (0, 0), b: (4, 0) }, { a: (4, 0), b: (0, 3) }, { a: (0, 3), b: (0, 0) }] as points
 */
export function polygonEdges(polygon: Polygon): Segment[] {
  return polygon.map((a, i) => ({ a, b: polygon[(i + 1) % polygon.length]! }));
}

/**
 * The smallest axis-aligned box around the polygon.
 *
 * @example
 * polygonBounds([point2(0, 0), point2(4, 0), point2(4, 2), point2(2, 4)]); // { minX: 0, minY: 0, maxX: 4, maxY: 4 }
 */
export function polygonBounds(polygon: Polygon): Bounds {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of polygon) {
    if (p.x < minX) minX = p.x;
    if (p.x > maxX) maxX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.y > maxY) maxY = p.y;
  }
  return { minX, minY, maxX, maxY };
}

/**
 * Distance from p to the polygon's outline (not to its area: a point inside is not at 0).
 *
 * @example
 * polygonBoundaryDistance(point2(2, 1), [point2(0, 0), point2(4, 0), point2(4, 4), point2(0, 4)]); // 1, though inside
 */
export function polygonBoundaryDistance(p: Point2, polygon: Polygon): number {
  let best = Infinity;
  const count = polygon.length;
  for (let i = 0; i < count; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % count]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const lengthSquared = dx * dx + dy * dy;
    let t = lengthSquared === 0 ? 0 : ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    const ex = p.x - a.x - dx * t;
    const ey = p.y - a.y - dy * t;
    const d = ex * ex + ey * ey;
    if (d < best) best = d;
  }
  return Math.sqrt(best);
}

/** Even-odd test with no tolerance; points exactly on the outline may go either way. */
export function pointStrictlyInPolygon(p: Point2, polygon: Polygon): boolean {
  let inside = false;
  const count = polygon.length;
  for (let i = 0, j = count - 1; i < count; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > p.y !== b.y > p.y) {
      const x = a.x + ((p.y - a.y) * (b.x - a.x)) / (b.y - a.y);
      if (p.x < x) inside = !inside;
    }
  }
  return inside;
}

/**
 * True inside the polygon or within {@link EPSILON} of its outline (the outline belongs to it).
 *
 * @example
 * pointInPolygon(point2(2, 2), [point2(0, 0), point2(4, 0), point2(4, 4), point2(0, 4)]); // true
 * pointInPolygon(point2(4, 2), [point2(0, 0), point2(4, 0), point2(4, 4), point2(0, 4)]); // true: on the outline
 */
export function pointInPolygon(p: Point2, polygon: Polygon): boolean {
  return pointStrictlyInPolygon(p, polygon) || polygonBoundaryDistance(p, polygon) <= EPSILON;
}

/**
 * True for a polygon fit to be a footprint: at least three corners, an area, no edge shorter
 * than {@link EPSILON}, and no two edges meeting anywhere but at the corner they share (nor
 * coming within EPSILON of each other, nor folding back along each other).
 *
 * @example
 * polygonIsSimple([point2(0, 0), point2(4, 0), point2(4, 4), point2(0, 4)]); // true
 * polygonIsSimple([point2(0, 0), point2(4, 4), point2(4, 0), point2(0, 4)]); // false: a bow tie
 */
export function polygonIsSimple(polygon: Polygon): boolean {
  const count = polygon.length;
  if (count < 3) return false;
  if (polygonArea(polygon) <= EPSILON * EPSILON) return false;
  const edges = polygonEdges(polygon);
  for (const edge of edges) {
    if (Math.hypot(edge.b.x - edge.a.x, edge.b.y - edge.a.y) <= EPSILON) return false;
  }
  for (let i = 0; i < count; i++) {
    const ei = edges[i]!;
    for (let j = i + 1; j < count; j++) {
      const ej = edges[j]!;
      const adjacent = j === i + 1 || (i === 0 && j === count - 1);
      if (!adjacent) {
        if (segmentDistance(ei, ej) <= EPSILON) return false;
        continue;
      }
      // Neighbours share one corner; they are still at fault if either far end lies on the other.
      const [first, second] = j === i + 1 ? [ei, ej] : [ej, ei];
      if (pointSegmentDistance(first.a, second) <= EPSILON) return false;
      if (pointSegmentDistance(second.b, first) <= EPSILON) return false;
    }
  }
  return true;
}

function turn(a: Point2, b: Point2, c: Point2): number {
  return (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
}

/** Cross products this close to zero count as straight, so collinear corners do not break convexity. */
const STRAIGHT = 1e-12;

/**
 * True when every corner turns the same way (straight corners allowed).
 *
 * @example
 * polygonIsConvex([point2(0, 0), point2(4, 0), point2(4, 4), point2(0, 4)]); // true
 * polygonIsConvex([point2(0, 0), point2(4, 0), point2(4, 2), point2(2, 2), point2(2, 4), point2(0, 4)]); // false: an L
 */
export function polygonIsConvex(polygon: Polygon): boolean {
  const count = polygon.length;
  if (count < 3) return false;
  let sign = 0;
  for (let i = 0; i < count; i++) {
    const t = turn(polygon[i]!, polygon[(i + 1) % count]!, polygon[(i + 2) % count]!);
    if (Math.abs(t) <= STRAIGHT) continue;
    const s = t > 0 ? 1 : -1;
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

/** The same polygon wound positively (positive signed area). */
export function polygonPositive(polygon: Polygon): Polygon {
  return polygonSignedArea(polygon) < 0 ? [...polygon].reverse() : polygon;
}

function withoutStraightCorners(polygon: Polygon): Point2[] {
  const kept: Point2[] = [];
  const count = polygon.length;
  for (let i = 0; i < count; i++) {
    const prev = polygon[(i + count - 1) % count]!;
    const p = polygon[i]!;
    const next = polygon[(i + 1) % count]!;
    if (Math.abs(turn(prev, p, next)) > STRAIGHT) kept.push(p);
  }
  return kept.length >= 3 ? kept : [...polygon];
}

function inTriangleOrOnIt(p: Point2, a: Point2, b: Point2, c: Point2): boolean {
  return turn(a, b, p) >= 0 && turn(b, c, p) >= 0 && turn(c, a, p) >= 0;
}

/** Ear clipping on a positively wound polygon: a list of triangles as index triples. */
function triangulate(points: readonly Point2[]): number[][] {
  const remaining = points.map((_, i) => i);
  const triangles: number[][] = [];
  while (remaining.length > 3) {
    const count = remaining.length;
    let ear = -1;
    let fallback = 0;
    let fallbackTurn = -Infinity;
    for (let k = 0; k < count && ear < 0; k++) {
      const ia = remaining[(k + count - 1) % count]!;
      const ib = remaining[k]!;
      const ic = remaining[(k + 1) % count]!;
      const a = points[ia]!;
      const b = points[ib]!;
      const c = points[ic]!;
      const t = turn(a, b, c);
      if (t > fallbackTurn) {
        fallbackTurn = t;
        fallback = k;
      }
      if (t <= STRAIGHT) continue;
      const blocked = remaining.some((iq) => {
        if (iq === ia || iq === ib || iq === ic) return false;
        const q = points[iq]!;
        if ((q.x === a.x && q.y === a.y) || (q.x === c.x && q.y === c.y)) return false;
        return inTriangleOrOnIt(q, a, b, c);
      });
      if (!blocked) ear = k;
    }
    // A valid simple polygon always has an ear; the fallback only guards against rounding.
    const k = ear >= 0 ? ear : fallback;
    triangles.push([remaining[(k + count - 1) % count]!, remaining[k]!, remaining[(k + 1) % count]!]);
    remaining.splice(k, 1);
  }
  triangles.push([...remaining]);
  return triangles;
}

function isConvexIndexed(cycle: readonly number[], points: readonly Point2[]): boolean {
  const count = cycle.length;
  for (let i = 0; i < count; i++) {
    const t = turn(points[cycle[i]!]!, points[cycle[(i + 1) % count]!]!, points[cycle[(i + 2) % count]!]!);
    if (t < -STRAIGHT) return false;
  }
  return true;
}

function rotateToStart(cycle: readonly number[], start: number): number[] {
  const at = cycle.indexOf(start);
  return [...cycle.slice(at), ...cycle.slice(0, at)];
}

/** Joins two pieces along a shared diagonal if the result stays convex. */
function mergeIfConvex(p: readonly number[], q: readonly number[], points: readonly Point2[]): number[] | null {
  for (let i = 0; i < p.length; i++) {
    const u = p[i]!;
    const v = p[(i + 1) % p.length]!;
    const j = q.indexOf(v);
    if (j < 0 || q[(j + 1) % q.length] !== u) continue;
    // p runs u→v and q runs v→u: walk p from v round to u, then q from u round to just before v.
    const fromV = rotateToStart(p, v);
    const fromU = rotateToStart(q, u);
    const merged = [...fromV, ...fromU.slice(1, -1)];
    return isConvexIndexed(merged, points) ? merged : null;
  }
  return null;
}

/**
 * Splits a simple polygon into convex pieces that tile it: ear clipping, then dropping every
 * diagonal whose removal keeps a convex piece (Hertel and Mehlhorn), so a polygon with r
 * reflex corners gives at most 4r + 1 pieces and a convex one gives itself. Each piece is
 * wound positively.
 *
 * @example
 * polygonConvexParts([point2(0, 0), point2(4, 0), point2(4, 2), point2(2, 2), point2(2, 4), point2(0, 4)]);
 * // two pieces: [(0, 0), (4, 0), (4, 2), (2, 2)] and [(0, 4), (0, 0), (2, 2), (2, 4)]
 */
export function polygonConvexParts(polygon: Polygon): Polygon[] {
  const points = withoutStraightCorners(polygonPositive(polygon));
  if (polygonIsConvex(points)) return [points];
  let pieces = triangulate(points);
  let merged = true;
  while (merged) {
    merged = false;
    outer: for (let i = 0; i < pieces.length; i++) {
      for (let j = i + 1; j < pieces.length; j++) {
        const joined = mergeIfConvex(pieces[i]!, pieces[j]!, points);
        if (joined) {
          pieces = pieces.filter((_, k) => k !== i && k !== j);
          pieces.push(joined);
          merged = true;
          break outer;
        }
      }
    }
  }
  return pieces.map((cycle) => cycle.map((i) => points[i]!));
}

/** True when the two polygons' outlines cross properly somewhere. */
export function polygonOutlinesCross(a: Polygon, b: Polygon): boolean {
  const ea = polygonEdges(a);
  const eb = polygonEdges(b);
  return ea.some((s) => eb.some((t) => segmentsCross(s, t)));
}
