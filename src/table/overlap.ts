import { EPSILON, footprintPolygon, polygonArea, polygonUnionArea, type Circle, type OrientedRect } from '../geometry/index.js';

/**
 * Whether two bases overlap, rather than merely touch: bases in contact are legal on the
 * table, bases inside each other are not. Round pairs are exact; other pairs compare the
 * area of their union with the sum of their areas.
 */
export function basesOverlap(a: Circle | OrientedRect, b: Circle | OrientedRect): boolean {
  if (a.kind === 'circle' && b.kind === 'circle') {
    return Math.hypot(a.centre.x - b.centre.x, a.centre.y - b.centre.y) < a.radius + b.radius - EPSILON;
  }
  const pa = footprintPolygon(a);
  const pb = footprintPolygon(b);
  return polygonArea(pa) + polygonArea(pb) - polygonUnionArea([pa, pb]) > EPSILON;
}
