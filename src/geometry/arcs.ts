import type { Segment } from './segment.js';
import type { Footprint, OrientedRect } from './shapes.js';
import { facingRightVector, facingVector, footprintCentre, rectCorners } from './shapes.js';
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

/**
 * The arc of a rectangle (a unit boundary) that a point lies in.
 *
 * The borders are the lines leaving each corner at 135° to both sides that meet there (45°
 * outwards from each side's extension). Outside the rectangle that is the same as asking
 * which side's line the point is furthest beyond; inside it, the nearest side wins, so the
 * four arcs cover the whole table. On a border (within EPSILON) front and rear win over the
 * flanks, and front over rear, left over right.
 *
 * @example
 * const unit = orientedRect(point2(0, 0), 10, 4); // facing 0°, up the table (−y)
 * pointArc(unit, point2(0, -10)).arc; // 'front'
 * pointArc(unit, point2(8, 0)).arc; // 'right'
 * pointArc(unit, point2(7, -4)).arc; // 'front': on the border from the front-right corner
 */
export function pointArc(rect: OrientedRect, p: Point2): ArcPosition {
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
  const order: readonly Arc[] = ['front', 'rear', 'left', 'right'];
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
