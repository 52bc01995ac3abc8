/**
 * A straight strip laid from a base's edge in one direction: what a blunderbuss's shot (a line
 * 16" long and 1" wide) covers, and which footprints it meets.
 */
import { footprintDistance } from './distance.js';
import { segment, segmentIntersection } from './segment.js';
import { footprintCentre, footprintPolygon, orientedRect, type Footprint, type OrientedRect } from './shapes.js';
import { EPSILON } from './tolerance.js';
import { pointDistance, type Point2 } from './vector.js';

/**
 * How far a footprint reaches from its centre along a direction (a unit vector): its radius
 * for a circle, the distance to where the ray leaves it for a rectangle or polygon.
 *
 * @example
 * footprintReach(circle(point2(0, 0), 0.5), { x: 1, y: 0 }); // 0.5
 * footprintReach(orientedRect(point2(0, 0), 2, 4), { x: 0, y: -1 }); // 2: half its depth, straight ahead
 */
export function footprintReach(footprint: Footprint, direction: Point2): number {
  if (footprint.kind === 'circle') return footprint.radius;
  const centre = footprintCentre(footprint);
  const polygon = footprintPolygon(footprint);
  // A ray longer than any footprint: its last crossing of the outline is where it leaves.
  const far = polygon.reduce((longest, p) => Math.max(longest, pointDistance(centre, p)), 0) * 2 + 1;
  const ray = segment(centre, { x: centre.x + direction.x * far, y: centre.y + direction.y * far });
  let reach = 0;
  polygon.forEach((corner, i) => {
    const next = polygon[(i + 1) % polygon.length] ?? corner;
    const crossing = segmentIntersection(ray, segment(corner, next));
    if (crossing) reach = Math.max(reach, pointDistance(centre, crossing));
  });
  return reach;
}

/**
 * The strip `length` long and `width` wide that starts at the edge of `from` and runs toward
 * `toward`; null when `toward` is the footprint's own centre (no direction).
 *
 * @example
 * stripFrom(circle(point2(0, 10), 0.5), point2(10, 10), 16, 1); // a 1" by 16" rectangle from x 0.5 to x 16.5, facing 90°
 */
export function stripFrom(from: Footprint, toward: Point2, length: number, width: number): OrientedRect | null {
  const centre = footprintCentre(from);
  const span = pointDistance(centre, toward);
  if (span <= EPSILON) return null;
  const direction = { x: (toward.x - centre.x) / span, y: (toward.y - centre.y) / span };
  const start = footprintReach(from, direction);
  const middle = { x: centre.x + direction.x * (start + length / 2), y: centre.y + direction.y * (start + length / 2) };
  // Facing 0° is up the table (−y), clockwise positive.
  const facing = (Math.atan2(direction.x, -direction.y) * 180) / Math.PI;
  return orientedRect(middle, width, length, facing);
}

/**
 * Whether a footprint meets a strip: overlaps or touches it.
 *
 * @example
 * footprintMeetsStrip(circle(point2(8, 11), 0.5), stripFrom(circle(point2(0, 10), 0.5), point2(10, 10), 16, 1)!); // true: its edge is at 10.5, the strip's at 10.5
 */
export function footprintMeetsStrip(footprint: Footprint, strip: OrientedRect): boolean {
  return footprintDistance(footprint, strip) === 0;
}
