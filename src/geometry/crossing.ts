import type { Polygon } from './polygon.js';
import { pointStrictlyInPolygon, polygonBoundaryDistance } from './polygon.js';
import type { Segment } from './segment.js';
import type { Footprint, Solid } from './shapes.js';
import { rectPolygon } from './shapes.js';
import { EPSILON } from './tolerance.js';
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
