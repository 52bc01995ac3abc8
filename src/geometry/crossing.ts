import type { Polygon } from './polygon.js';
import { pointStrictlyInPolygon, polygonBoundaryDistance } from './polygon.js';
import type { Segment } from './segment.js';
import type { Footprint, Solid } from './shapes.js';
import { rectPolygon } from './shapes.js';
import { EPSILON } from './tolerance.js';
import type { FlatPolygon } from './union.js';
import type { Point2, Point3 } from './vector.js';

/** A stretch of a segment by parameter, 0 at its start and 1 at its end. */
type Stretch = readonly [number, number];

/** Parameters in (0, 1) where the segment meets the outline, sorted, with 0 and 1 around them. */
function outlineParameters(s: Segment, polygon: Polygon): number[] {
  const params = [0];
  const rx = s.b.x - s.a.x;
  const ry = s.b.y - s.a.y;
  const lengthSquared = rx * rx + ry * ry;
  const count = polygon.length;
  const add = (t: number): void => {
    if (!(t > 0 && t < 1)) return;
    let at = params.length;
    params.push(t);
    while (at > 0 && params[at - 1]! > t) {
      params[at] = params[at - 1]!;
      at--;
    }
    params[at] = t;
  };
  for (let i = 0; i < count; i++) {
    const p = polygon[i]!;
    const q = polygon[(i + 1) % count]!;
    const sx = q.x - p.x;
    const sy = q.y - p.y;
    const den = rx * sy - ry * sx;
    const qx = p.x - s.a.x;
    const qy = p.y - s.a.y;
    if (den !== 0) {
      const u = (qx * ry - qy * rx) / den;
      if (u >= 0 && u <= 1) add((qx * sy - qy * sx) / den);
    } else if (lengthSquared > 0) {
      // A parallel edge: its ends, placed along the segment, bound any shared stretch.
      add((qx * rx + qy * ry) / lengthSquared);
      add(((q.x - s.a.x) * rx + (q.y - s.a.y) * ry) / lengthSquared);
    }
  }
  params.push(1);
  return params;
}

/** More than EPSILON inside the polygon. */
function deepIn(x: number, y: number, polygon: Polygon): boolean {
  const p = { x, y };
  return pointStrictlyInPolygon(p, polygon) && polygonBoundaryDistance(p, polygon) > EPSILON;
}

/**
 * Stretches of the segment inside the polygon, cut where it meets the outline; a stretch
 * counts when its middle lies more than EPSILON inside, so touching a corner or running along
 * an edge gives nothing.
 */
function polygonStretches(s: Segment, polygon: Polygon): Stretch[] {
  const params = outlineParameters(s, polygon);
  const out: Stretch[] = [];
  for (let i = 0; i + 1 < params.length; i++) {
    const lo = params[i]!;
    const hi = params[i + 1]!;
    if (hi <= lo) continue;
    const mid = (lo + hi) / 2;
    if (deepIn(s.a.x + (s.b.x - s.a.x) * mid, s.a.y + (s.b.y - s.a.y) * mid, polygon)) out.push([lo, hi]);
  }
  return out;
}

/** Whether some stretch of the segment lies more than EPSILON inside the polygon (see polygonStretches). */
export function segmentCrossesPolygon(s: Segment, polygon: Polygon): boolean {
  const params = outlineParameters(s, polygon);
  for (let i = 0; i + 1 < params.length; i++) {
    const lo = params[i]!;
    const hi = params[i + 1]!;
    if (hi <= lo) continue;
    const mid = (lo + hi) / 2;
    if (deepIn(s.a.x + (s.b.x - s.a.x) * mid, s.a.y + (s.b.y - s.a.y) * mid, polygon)) return true;
  }
  return false;
}

/** The stretch of the segment more than EPSILON inside the circle, if any. */
function circleStretch(s: Segment, centre: Point2, radius: number): Stretch | null {
  const inner = radius - EPSILON;
  if (inner <= 0) return null;
  const dx = s.b.x - s.a.x;
  const dy = s.b.y - s.a.y;
  const fx = s.a.x - centre.x;
  const fy = s.a.y - centre.y;
  const a = dx * dx + dy * dy;
  const c = fx * fx + fy * fy - inner * inner;
  if (a === 0) return c < 0 ? [0, 1] : null;
  const b = 2 * (fx * dx + fy * dy);
  const disc = b * b - 4 * a * c;
  if (disc <= 0) return null;
  const root = Math.sqrt(disc);
  const lo = Math.max(0, (-b - root) / (2 * a));
  const hi = Math.min(1, (-b + root) / (2 * a));
  return hi > lo ? [lo, hi] : null;
}

function footprintStretches(s: Segment, footprint: Footprint): Stretch[] {
  switch (footprint.kind) {
    case 'circle': {
      const stretch = circleStretch(s, footprint.centre, footprint.radius);
      return stretch ? [stretch] : [];
    }
    case 'rect':
      return polygonStretches(s, rectPolygon(footprint));
    case 'polygon':
      return polygonStretches(s, footprint.points);
  }
}

/**
 * Whether the segment passes through the inside of the footprint, seen from above. Touching
 * the outline (a corner, an edge, a base in contact) is not crossing, nor is going less than
 * EPSILON in. Circles are exact here.
 *
 * @example
 * segmentCrossesFootprint(segment(point2(0, 0), point2(10, 0)), circle(point2(5, 1), 1)); // false: it touches
 */
export function segmentCrossesFootprint(s: Segment, footprint: Footprint): boolean {
  return footprintStretches(s, footprint).length > 0;
}

/**
 * Whether the straight line from `from` to `to` passes through the inside of the solid: more
 * than EPSILON inside its footprint (seen from above) while more than EPSILON above its bottom
 * and below its top. Circles are exact here; the sight queries use their polygon instead.
 *
 * @example
 * const crate = solid(orientedRect(point2(5, 0), 1, 1), 0, 2);
 * segmentCrossesSolid(point3(0, 0, 1), point3(10, 0, 1), crate); // true
 * segmentCrossesSolid(point3(0, 0, 3), point3(10, 0, 3), crate); // false: over the top
 */
export function segmentCrossesSolid(from: Point3, to: Point3, body: Solid): boolean {
  const flat: Segment = { a: from, b: to };
  const low = body.bottom + EPSILON;
  const high = body.top - EPSILON;
  if (high <= low) return false;
  const dz = to.z - from.z;
  let zLo = 0;
  let zHi = 1;
  if (dz === 0) {
    if (from.z <= low || from.z >= high) return false;
  } else {
    const t1 = (low - from.z) / dz;
    const t2 = (high - from.z) / dz;
    zLo = Math.max(0, Math.min(t1, t2));
    zHi = Math.min(1, Math.max(t1, t2));
    if (zHi <= zLo) return false;
  }
  // A vertical line is a point seen from above: one stretch [0, 1] when that point is inside.
  for (const [lo, hi] of footprintStretches(flat, body.footprint)) {
    const a = Math.max(lo, zLo);
    const b = Math.min(hi, zHi);
    if (b <= a) continue;
    if (body.footprint.kind === 'circle') return true;
    // The footprint test judged the stretch's middle; judge the part that is also at the right height.
    const polygon = body.footprint.kind === 'rect' ? rectPolygon(body.footprint) : body.footprint.points;
    const mid = (a + b) / 2;
    if (deepIn(from.x + (to.x - from.x) * mid, from.y + (to.y - from.y) * mid, polygon)) return true;
  }
  return false;
}

/** Parameters where a segment meets an outline, for flatSegmentCrossesPolygon; reused per call. */
let params = new Float64Array(64);

/**
 * What a prepared obstruction knows of its outline beyond the corners, which lets the
 * crossing test skip work without changing its answer (see `obstructionSet`).
 */
export type OutlineHints = {
  /** Every corner turns the same way. */
  readonly convex: boolean;
  /**
   * The outline's convex pieces shrunk by EPSILON (and a rounding margin), wound positively:
   * a point inside one is more than EPSILON inside the outline.
   */
  readonly cores: readonly FlatPolygon[];
};

/**
 * {@link segmentCrossesPolygon} for the segment (ax, ay)–(bx, by) and an outline given flat
 * (x0, y0, x1, y1, …), with the same answer: the outline parameters and the stretches'
 * middles are computed with the same arithmetic, and what is skipped cannot change the
 * answer. The three-line queries call it for every line near a terrain piece.
 *
 * Skipped, first: the whole test when the outline lies (to within EPSILON/2) on one side of
 * the segment's line, since then each point of the segment inside it is within EPSILON/2 of
 * the outline (rounding is far below that margin); `skipSides` leaves that out, for callers
 * with a cheaper test of their own (it is only a shortcut: the answer stands either way). Then divisions whose quotient's sign or size already rules an edge
 * out. With `hints`: a middle inside a shrunk piece is deep in without more tests, and on a
 * convex outline a stretch between two crossings (no edge parallel to the segment) is a
 * chord, inside, so only its middle's distance to the outline is left to measure.
 */
export function flatSegmentCrossesPolygon(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  flat: FlatPolygon,
  hints: OutlineHints | null = null,
  skipSides = false,
): boolean {
  ends[0] = ax;
  ends[1] = ay;
  ends[2] = bx;
  ends[3] = by;
  return flatSegmentCrossesPolygonAt(ends, 0, 2, flat, hints, skipSides);
}

/** The segment's ends for {@link flatSegmentCrossesPolygon}. */
const ends = new Float64Array(4);

/**
 * {@link flatSegmentCrossesPolygon} for the segment from (numbers[from], numbers[from + 1]) to
 * (numbers[to], numbers[to + 1]): the same test, reading the ends from an array. The
 * three-line queries call it this way: four numbers passed to a function this large, which
 * the compiler does not inline, would be boxed on every call. @internal
 */
export function flatSegmentCrossesPolygonAt(
  numbers: Float64Array,
  from: number,
  to: number,
  flat: FlatPolygon,
  hints: OutlineHints | null,
  skipSides: boolean,
): boolean {
  const ax = numbers[from]!;
  const ay = numbers[from + 1]!;
  const bx = numbers[to]!;
  const by = numbers[to + 1]!;
  const rx = bx - ax;
  const ry = by - ay;
  const lengthSquared = rx * rx + ry * ry;
  const n = flat.length;
  if (!skipSides) {
    const half = (EPSILON / 2) * Math.sqrt(lengthSquared);
    let leftOf = true;
    let rightOf = true;
    for (let i = 0; i < n; i += 2) {
      const side = rx * (flat[i + 1]! - ay) - ry * (flat[i]! - ax);
      if (side < -half) leftOf = false;
      if (side > half) rightOf = false;
    }
    if (leftOf || rightOf) {
      if (lengthSquared !== 0) return false;
      probe[0] = ax;
      probe[1] = ay;
      return flatDeepIn(flat);
    }
  }
  if (params.length < n + 4) params = new Float64Array(2 * n + 8);
  const out = params;
  out[0] = 0;
  let count = 1;
  // Parameters from parallel edges are ends placed along the segment, not crossings: with any,
  // a stretch between two parameters need not be a chord.
  let parallel = false;
  for (let i = 0; i < n; i += 2) {
    const j = i + 2 === n ? 0 : i + 2;
    const px = flat[i]!;
    const py = flat[i + 1]!;
    const sx = flat[j]! - px;
    const sy = flat[j + 1]! - py;
    const den = rx * sy - ry * sx;
    const qx = px - ax;
    const qy = py - ay;
    let first: number;
    let second = NaN;
    if (den !== 0) {
      const num = qx * ry - qy * rx;
      // u = num / den is negative when the signs differ, and above 1 (even once rounded)
      // when |num| exceeds |den| by more than a few units in the last place.
      if ((num < 0 && den > 0) || (num > 0 && den < 0) || Math.abs(num) > Math.abs(den) * ABOVE_ONE) continue;
      const u = num / den;
      if (!(u >= 0 && u <= 1)) continue;
      first = (qx * sy - qy * sx) / den;
    } else if (lengthSquared > 0) {
      // A parallel edge: its ends, placed along the segment, bound any shared stretch.
      first = (qx * rx + qy * ry) / lengthSquared;
      second = ((flat[j]! - ax) * rx + (flat[j + 1]! - ay) * ry) / lengthSquared;
      parallel = true;
    } else {
      continue;
    }
    for (let k = 0; k < 2; k++) {
      const t = k === 0 ? first : second;
      if (!(t > 0 && t < 1)) continue;
      let at = count++;
      while (at > 0 && out[at - 1]! > t) {
        out[at] = out[at - 1]!;
        at--;
      }
      out[at] = t;
    }
  }
  out[count++] = 1;
  // Inner stretches first (they are the ones likely inside); the answer does not depend on the order.
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i + 1 < count; i++) {
      const inner = i > 0 && i + 2 < count;
      if (inner !== (pass === 0)) continue;
      const lo = out[i]!;
      const hi = out[i + 1]!;
      if (hi <= lo) continue;
      const mid = (lo + hi) / 2;
      probe[0] = ax + (bx - ax) * mid;
      probe[1] = ay + (by - ay) * mid;
      if (hints) {
        if (inCore(hints.cores)) return true;
        if (inner && hints.convex && !parallel) {
          if (flatClearOfOutline(flat)) return true;
          continue;
        }
      }
      if (flatDeepIn(flat)) return true;
    }
  }
  return false;
}

/** 1 + 2⁻⁵⁰: a quotient of numbers further apart than this rounds above 1. */
const ABOVE_ONE = 1 + 2 ** -50;

/**
 * The point the helpers below test (x, y): kept here rather than passed, since numbers passed
 * to a function the compiler does not inline are boxed, and these run for every stretch.
 */
const probe = new Float64Array(2);

function inCore(cores: readonly FlatPolygon[]): boolean {
  const x = probe[0]!;
  const y = probe[1]!;
  for (const core of cores) {
    const n = core.length;
    let inside = true;
    for (let i = 0; i < n && inside; i += 2) {
      const j = i + 2 === n ? 0 : i + 2;
      const ax = core[i]!;
      const ay = core[i + 1]!;
      inside = (core[j]! - ax) * (y - ay) - (core[j + 1]! - ay) * (x - ax) > 0;
    }
    if (inside) return true;
  }
  return false;
}

/** {@link deepIn} of the probe for a flat outline, with the same arithmetic. */
function flatDeepIn(flat: FlatPolygon): boolean {
  const x = probe[0]!;
  const y = probe[1]!;
  const n = flat.length;
  let inside = false;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const ax = flat[i]!;
    const ay = flat[i + 1]!;
    const by = flat[j + 1]!;
    if (ay > y !== by > y) {
      const bx = flat[j]!;
      const cut = ax + ((y - ay) * (bx - ax)) / (by - ay);
      if (x < cut) inside = !inside;
    }
  }
  return inside && flatClearOfOutline(flat);
}

/**
 * Whether the probe is more than EPSILON from every edge: `polygonBoundaryDistance > EPSILON`
 * with the same arithmetic per edge. The distance is a minimum, so it exceeds EPSILON exactly
 * when every edge's does: the loop stops at the first edge within EPSILON, and skips, without
 * dividing, edges whose line (a lower bound on the distance) is plainly further away.
 */
function flatClearOfOutline(flat: FlatPolygon): boolean {
  const x = probe[0]!;
  const y = probe[1]!;
  const n = flat.length;
  for (let i = 0; i < n; i += 2) {
    const j = i + 2 === n ? 0 : i + 2;
    const ax = flat[i]!;
    const ay = flat[i + 1]!;
    const dx = flat[j]! - ax;
    const dy = flat[j + 1]! - ay;
    const lengthSquared = dx * dx + dy * dy;
    const across = dx * (y - ay) - dy * (x - ax);
    if (across * across > NEAR_SQUARED * lengthSquared) continue;
    let t = lengthSquared === 0 ? 0 : ((x - ax) * dx + (y - ay) * dy) / lengthSquared;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    const ex = x - ax - dx * t;
    const ey = y - ay - dy * t;
    const d = ex * ex + ey * ey;
    if (d < NEAR_SQUARED && Math.sqrt(d) <= EPSILON) return false;
  }
  return true;
}

/** Above this squared distance the distance is surely above EPSILON (it is 10·EPSILON²). */
const NEAR_SQUARED = 10 * EPSILON * EPSILON;
