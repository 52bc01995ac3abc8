import type { Segment } from './segment.js';
import type { Footprint, OrientedRect } from './shapes.js';
import { facingRightVector, facingVector, footprintCentre, rectCorners, rectPolygon } from './shapes.js';
import { EPSILON } from './tolerance.js';
import type { Point2 } from './vector.js';

/** One of a unit's four arcs, named as the unit sees them. */
export type Arc = 'front' | 'left' | 'right' | 'rear';

/**
 * The arc something is in, and the side of the rectangle belonging to it (the target facing),
 * its `a` end being the left end and `b` the right end as seen from outside, looking at it.
 */
export type ArcPosition = { readonly arc: Arc; readonly facing: Segment };

/**
 * The side of the rectangle an arc belongs to, left end first as seen from outside.
 *
 * @example
 * arcFacing(orientedRect(point2(0, 0), 10, 4), 'front'); // { a: (5, -2), b: (-5, -2) } as points
 */
export function arcFacing(rect: OrientedRect, arc: Arc): Segment {
  const c = rectCorners(rect);
  switch (arc) {
    case 'front':
      return { a: c.frontRight, b: c.frontLeft };
    case 'rear':
      return { a: c.rearLeft, b: c.rearRight };
    case 'left':
      return { a: c.frontLeft, b: c.rearLeft };
    case 'right':
      return { a: c.rearRight, b: c.frontRight };
  }
}

/** Which arc a point on a border between arcs is given, in order of preference. */
const FRONT_FIRST: readonly Arc[] = ['front', 'rear', 'left', 'right'];
const FLANK_FIRST: readonly Arc[] = ['left', 'right', 'front', 'rear'];

/**
 * The arc of a rectangle (a unit boundary) that a point lies in.
 *
 * The borders are the lines leaving each corner at 135° to both sides that meet there (45°
 * outwards from each side's extension). Outside the rectangle that is the same as asking
 * which side's line the point is furthest beyond; inside it, the nearest side wins, so the
 * four arcs cover the whole table. On a border (within EPSILON) front and rear win over the
 * flanks, and front over rear, left over right; with `onBorder` 'flank' the flanks win over
 * front and rear instead (The Ninth Age's T-6).
 *
 * @example
 * const unit = orientedRect(point2(0, 0), 10, 4); // facing 0°, up the table (−y)
 * pointArc(unit, point2(0, -10)).arc; // 'front'
 * pointArc(unit, point2(8, 0)).arc; // 'right'
 * pointArc(unit, point2(7, -4)).arc; // 'front': on the border from the front-right corner
 * pointArc(unit, point2(7, -4), 'flank').arc; // 'right'
 */
export function pointArc(rect: OrientedRect, p: Point2, onBorder: 'front' | 'flank' = 'front'): ArcPosition {
  const f = facingVector(rect.facing);
  const r = facingRightVector(rect.facing);
  const dx = p.x - rect.centre.x;
  const dy = p.y - rect.centre.y;
  const forward = dx * f.x + dy * f.y;
  const right = dx * r.x + dy * r.y;
  const hw = rect.width / 2;
  const hd = rect.depth / 2;
  // How far beyond each side's line the point lies (negative when on the rectangle's side).
  const beyond: Record<Arc, number> = { front: forward - hd, rear: -forward - hd, left: -right - hw, right: right - hw };
  const most = Math.max(beyond.front, beyond.rear, beyond.left, beyond.right);
  const order = onBorder === 'front' ? FRONT_FIRST : FLANK_FIRST;
  const arc = order.find((a) => beyond[a] >= most - EPSILON) ?? 'front';
  return { arc, facing: arcFacing(rect, arc) };
}

/**
 * The arc a footprint is in, judged by its centre (a polygon's centroid).
 *
 * @example
 * footprintArc(orientedRect(point2(0, 0), 10, 4), circle(point2(0, -10), 0.5)).arc; // 'front'
 */
export function footprintArc(rect: OrientedRect, footprint: Footprint): ArcPosition {
  return pointArc(rect, footprintCentre(footprint));
}

/** A point in a rectangle's own frame: `across` to its right of the centre line, `ahead` beyond its front side. */
type FrontFrame = { readonly across: number; readonly ahead: number };

function frontFrame(rect: OrientedRect): (p: Point2) => FrontFrame {
  const f = facingVector(rect.facing);
  const r = facingRightVector(rect.facing);
  const hd = rect.depth / 2;
  return (p) => {
    const dx = p.x - rect.centre.x;
    const dy = p.y - rect.centre.y;
    return { across: dx * r.x + dy * r.y, ahead: dx * f.x + dy * f.y - hd };
  };
}

/**
 * The front arc as three half-planes, each `value(p) ≥ 0`: beyond the front side, and on the
 * inner side of the border leaving each front corner at 45° outwards from straight ahead.
 */
function frontArcSides(halfWidth: number): readonly ((p: FrontFrame) => number)[] {
  return [(p) => p.ahead, (p) => p.ahead - p.across + halfWidth, (p) => p.ahead + p.across + halfWidth];
}

/** Keeps the part of a polygon where `side` is at least −EPSILON (one Sutherland–Hodgman pass). */
function clipBySide(points: readonly FrontFrame[], side: (p: FrontFrame) => number): FrontFrame[] {
  const out: FrontFrame[] = [];
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as FrontFrame;
    const sp = side(p) + EPSILON;
    const sq = side(q) + EPSILON;
    if (sp >= 0) out.push(p);
    if ((sp >= 0) !== (sq >= 0)) {
      const t = sp / (sp - sq);
      out.push({ across: p.across + t * (q.across - p.across), ahead: p.ahead + t * (q.ahead - p.ahead) });
    }
  });
  return out;
}

/** Distance from a point to the ray starting at `from` along the unit vector `along`. */
function rayDistance(p: FrontFrame, from: FrontFrame, along: FrontFrame): number {
  const dx = p.across - from.across;
  const dy = p.ahead - from.ahead;
  const t = Math.max(0, dx * along.across + dy * along.ahead);
  return Math.hypot(dx - t * along.across, dy - t * along.ahead);
}

/**
 * Whether any part of a footprint lies in a rectangle's front arc: the 90° arc beyond its front
 * side, bounded by the lines leaving the two front corners at 45° outwards from straight ahead
 * (the front arc `pointArc` draws, from the front side outwards). Touching a border (within
 * EPSILON) counts as inside. Exact for circles, rectangles and polygons.
 *
 * @example
 * const unit = orientedRect(point2(0, 0), 10, 4); // front side y = −2, from x = −5 to 5
 * footprintTouchesFrontArc(unit, circle(point2(8, -2), 1)); // false: 3/√2 ≈ 2.12" from the border
 * footprintTouchesFrontArc(unit, circle(point2(8, -2), 2.2)); // true: its edge crosses the border
 * footprintTouchesFrontArc(unit, circle(point2(0, 10), 1)); // false: behind the unit
 */
export function footprintTouchesFrontArc(rect: OrientedRect, footprint: Footprint): boolean {
  const toFrame = frontFrame(rect);
  const hw = rect.width / 2;
  const sides = frontArcSides(hw);
  if (footprint.kind === 'circle') {
    const c = toFrame(footprint.centre);
    if (sides.every((side) => side(c) >= -EPSILON)) return true;
    const diagonal = Math.SQRT1_2;
    const front = Math.hypot(Math.max(0, Math.abs(c.across) - hw), c.ahead);
    const borders = Math.min(rayDistance(c, { across: hw, ahead: 0 }, { across: diagonal, ahead: diagonal }), rayDistance(c, { across: -hw, ahead: 0 }, { across: -diagonal, ahead: diagonal }));
    return Math.min(front, borders) <= footprint.radius + EPSILON;
  }
  const points = footprint.kind === 'polygon' ? footprint.points : rectPolygon(footprint);
  let clipped = points.map(toFrame);
  for (const side of sides) {
    clipped = clipBySide(clipped, side);
    if (clipped.length === 0) return false;
  }
  return true;
}
