import type { Polygon } from './polygon.js';
import { polygonBoundaryDistance, polygonEdges, pointStrictlyInPolygon } from './polygon.js';
import type { Segment } from './segment.js';
import { pointSegmentDistance, segmentDistance } from './segment.js';
import type { Circle, Footprint, Solid } from './shapes.js';
import { rectPolygon } from './shapes.js';
import { snapToZero } from './tolerance.js';
import type { Point2 } from './vector.js';
import { pointDistance } from './vector.js';

/** The exact outline of a footprint that has corners (a circle has none). */
function cornered(footprint: Exclude<Footprint, Circle>): Polygon {
  return footprint.kind === 'rect' ? rectPolygon(footprint) : footprint.points;
}

function pointPolygonDistance(p: Point2, polygon: Polygon): number {
  return pointStrictlyInPolygon(p, polygon) ? 0 : polygonBoundaryDistance(p, polygon);
}

/** Gap between two polygons' areas: 0 when they overlap, touch, or one holds the other. */
function polygonGap(a: Polygon, b: Polygon): number {
  const first = a[0];
  const other = b[0];
  if (first === undefined || other === undefined) return Infinity;
  if (pointStrictlyInPolygon(first, b) || pointStrictlyInPolygon(other, a)) return 0;
  let best = Infinity;
  const edgesB = polygonEdges(b);
  for (const ea of polygonEdges(a)) {
    for (const eb of edgesB) {
      const d = segmentDistance(ea, eb);
      if (d < best) best = d;
    }
  }
  return best;
}

/**
 * Distance from a point to a footprint's area: 0 inside it, otherwise to its nearest edge.
 * Within {@link EPSILON} counts as 0.
 *
 * @example
 * pointFootprintDistance(point2(0, 0), circle(point2(3, 4), 1)); // 4
 * pointFootprintDistance(point2(3, 4), circle(point2(3, 4), 1)); // 0: inside
 */
export function pointFootprintDistance(p: Point2, footprint: Footprint): number {
  switch (footprint.kind) {
    case 'circle':
      return snapToZero(Math.max(0, pointDistance(p, footprint.centre) - footprint.radius));
    case 'rect':
    case 'polygon':
      return snapToZero(pointPolygonDistance(p, cornered(footprint)));
  }
}

/**
 * Distance from a circle's area to a segment; 0 when the segment enters or touches the circle.
 *
 * @example
 * circleSegmentDistance(circle(point2(0, 2), 0.5), segment(point2(-5, 0), point2(5, 0))); // 1.5
 */
export function circleSegmentDistance(c: Circle, s: Segment): number {
  return snapToZero(Math.max(0, pointSegmentDistance(c.centre, s) - c.radius));
}

/**
 * Closest distance between two footprints, edge to edge (base to base): 0 when they touch
 * (a gap of at most {@link EPSILON}) or overlap. Symmetric. Circles are exact here.
 *
 * @example
 * footprintDistance(circle(point2(0, 0), 0.5), circle(point2(3, 4), 1)); // 3.5
 * footprintDistance(orientedRect(point2(0, 0), 2, 2), orientedRect(point2(5, 0), 2, 2)); // 3
 */
export function footprintDistance(a: Footprint, b: Footprint): number {
  if (a.kind === 'circle') {
    if (b.kind === 'circle') {
      return snapToZero(Math.max(0, pointDistance(a.centre, b.centre) - a.radius - b.radius));
    }
    return snapToZero(Math.max(0, pointPolygonDistance(a.centre, cornered(b)) - a.radius));
  }
  if (b.kind === 'circle') return footprintDistance(b, a);
  return snapToZero(polygonGap(cornered(a), cornered(b)));
}

/**
 * Closest distance between two solids in 3D: √(horizontal gap² + vertical gap²). For vertical
 * prisms this is exact, because the nearest points can always be chosen with the horizontal
 * and vertical separations independent. 0 when they touch or overlap.
 *
 * @example
 * // A model on a 4.5" floor, 5" along from one 1.5" tall on the ground: 4 across, 3 up.
 * solidDistance(solid(circle(point2(0, 0), 0.5), 0, 1.5), solid(circle(point2(5, 0), 0.5), 4.5, 6)); // 5
 */
export function solidDistance(a: Solid, b: Solid): number {
  const horizontal = footprintDistance(a.footprint, b.footprint);
  const vertical = Math.max(0, b.bottom - a.top, a.bottom - b.top);
  // Math.hypot is slow (hundreds of nanoseconds), and with one side 0 it is the other exactly.
  if (vertical === 0) return snapToZero(Math.abs(horizontal));
  if (horizontal === 0) return snapToZero(vertical);
  return snapToZero(Math.hypot(horizontal, vertical));
}

/**
 * Vertical gap between two solids' height ranges; 0 when the ranges overlap or meet.
 *
 * @example
 * // A model on a 4.5" floor and one 1.5" tall on the ground: 3" between feet and head.
 * solidVerticalGap(solid(circle(point2(0, 0), 0.5), 0, 1.5), solid(circle(point2(5, 0), 0.5), 4.5, 6)); // 3
 */
export function solidVerticalGap(a: Solid, b: Solid): number {
  return snapToZero(Math.max(0, b.bottom - a.top, a.bottom - b.top));
}
