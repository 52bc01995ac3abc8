import type { Polygon } from './polygon.js';
import {
  pointInPolygon,
  pointStrictlyInPolygon,
  polygonBoundaryDistance,
  polygonEdges,
  polygonOutlinesCross,
} from './polygon.js';
import { segmentDistance } from './segment.js';
import type { Footprint } from './shapes.js';
import { rectPolygon } from './shapes.js';
import { EPSILON, snapToZero } from './tolerance.js';

/**
 * Distance from a footprint to the outline of a polygon, such as a building floor's edge:
 * 0 when the footprint touches or straddles the outline, otherwise the gap, whether the
 * footprint is inside the polygon or out.
 *
 * @example
 * const floor = [point2(0, 0), point2(10, 0), point2(10, 6), point2(0, 6)];
 * footprintEdgeDistance(circle(point2(2, 3), 0.5), floor); // 1.5
 */
export function footprintEdgeDistance(footprint: Footprint, polygon: Polygon): number {
  switch (footprint.kind) {
    case 'circle':
      return snapToZero(Math.max(0, polygonBoundaryDistance(footprint.centre, polygon) - footprint.radius));
    case 'rect':
    case 'polygon': {
      const outline = footprint.kind === 'rect' ? rectPolygon(footprint) : footprint.points;
      const first = polygon[0];
      if (first !== undefined && pointStrictlyInPolygon(first, outline)) return 0;
      let best = Infinity;
      const edges = polygonEdges(polygon);
      for (const e of polygonEdges(outline)) for (const g of edges) best = Math.min(best, segmentDistance(e, g));
      return snapToZero(best);
    }
  }
}

/**
 * Whether the footprint comes within `distance` (plus EPSILON) of the polygon's outline.
 *
 * @example
 * const floor = [point2(0, 0), point2(10, 0), point2(10, 6), point2(0, 6)];
 * footprintNearEdge(circle(point2(2, 3), 0.5), floor, 1); // false: 1.5" from the edge
 * footprintNearEdge(circle(point2(2, 3), 0.5), floor, 2); // true
 */
export function footprintNearEdge(footprint: Footprint, polygon: Polygon, distance: number): boolean {
  return footprintEdgeDistance(footprint, polygon) <= distance + EPSILON;
}

/**
 * Whether the footprint lies wholly inside the polygon; touching the outline from inside
 * (within EPSILON) still counts as inside.
 *
 * @example
 * const floor = [point2(0, 0), point2(10, 0), point2(10, 6), point2(0, 6)];
 * footprintInsidePolygon(circle(point2(2, 3), 0.5), floor); // true
 * footprintInsidePolygon(circle(point2(0.2, 3), 0.5), floor); // false: it overhangs
 */
export function footprintInsidePolygon(footprint: Footprint, polygon: Polygon): boolean {
  switch (footprint.kind) {
    case 'circle':
      return (
        pointInPolygon(footprint.centre, polygon) &&
        polygonBoundaryDistance(footprint.centre, polygon) >= footprint.radius - EPSILON
      );
    case 'rect':
    case 'polygon': {
      const outline = footprint.kind === 'rect' ? rectPolygon(footprint) : footprint.points;
      if (!outline.every((p) => pointInPolygon(p, polygon))) return false;
      if (polygonOutlinesCross(outline, polygon)) return false;
      // A corner of the polygon poking into the footprint means part of the footprint is outside.
      return !polygon.some((p) => pointStrictlyInPolygon(p, outline) && polygonBoundaryDistance(p, outline) > EPSILON);
    }
  }
}
