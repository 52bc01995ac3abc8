/**
 * Marksman's geometry layer: pure maths in inches on a table whose y axis points down.
 * It states facts (distances, sight lines, hidden fractions, three-line crossings, arcs,
 * edges) and knows no game rules. See README.md in this folder for conventions.
 *
 * @example
 * import { circle, footprintDistance, point2 } from './index.js';
 * footprintDistance(circle(point2(0, 0), 0.5), circle(point2(3, 4), 1)); // 3.5
 *
 * @module marksman/geometry
 */

export { EPSILON } from './tolerance.js';

export type { Point2, Point3, Vector2 } from './vector.js';
export {
  point2,
  point3,
  vectorAdd,
  vectorSubtract,
  vectorScale,
  vectorDot,
  vectorCross,
  vectorLength,
  vectorNormalize,
  pointDistance,
  pointLerp,
  pointRotate,
  degreesToRadians,
} from './vector.js';

export type { Segment } from './segment.js';
export {
  segment,
  segmentLength,
  segmentMidpoint,
  segmentIntersection,
  segmentsIntersect,
  segmentsCross,
  segmentDistance,
  pointSegmentDistance,
} from './segment.js';

export type { Polygon, Bounds } from './polygon.js';
export {
  polygonArea,
  polygonSignedArea,
  polygonCentroid,
  polygonBounds,
  polygonEdges,
  polygonIsSimple,
  polygonIsConvex,
  polygonConvexParts,
  polygonBoundaryDistance,
  pointInPolygon,
} from './polygon.js';
export { polygonUnionArea } from './union.js';

export type { Circle, OrientedRect, PolygonFootprint, Footprint, Solid, RectCorners } from './shapes.js';
export {
  MM_PER_INCH,
  CIRCLE_SIDES,
  circle,
  orientedRect,
  polygonFootprint,
  solid,
  mmToInches,
  roundBase,
  facingVector,
  facingRightVector,
  rectCorners,
  rectPolygon,
  circlePolygon,
  footprintPolygon,
  footprintCentre,
  footprintBounds,
  footprintArea,
} from './shapes.js';

export {
  footprintDistance,
  solidDistance,
  solidVerticalGap,
  pointFootprintDistance,
  circleSegmentDistance,
} from './distance.js';

export type { ObstructionSet, Obstructions, ObstructionOptions } from './obstructions.js';
export { obstructionSet } from './obstructions.js';
export type { TargetSilhouette } from './view.js';
export { targetSilhouette, silhouettePoint } from './view.js';
export type { HiddenFraction, ObstructionShare, BatchOptions } from './hidden.js';
export { hiddenFraction, hiddenFractions } from './hidden.js';
export { sightLineExists } from './sight.js';
export { segmentCrossesFootprint, segmentCrossesSolid } from './crossing.js';

export type { LineCrossing } from './obstructions.js';
export type { CoverLine, ThreeLines } from './three-lines.js';
export { threeLines, threeLinesPerFacing } from './three-lines.js';

export type { ShooterOptions, ShooterTarget, ShooterView } from './shooter.js';
export { shooterViews } from './shooter.js';
export type { AskedRow, ViewMatrix, ViewMatrixRow } from './matrix.js';
export { viewMatrix } from './matrix.js';

export type { Arc, ArcPosition } from './arcs.js';
export { pointArc, footprintArc, arcFacing, footprintTouchesFrontArc } from './arcs.js';

export { footprintEdgeDistance, footprintNearEdge, footprintInsidePolygon } from './edges.js';
export { footprintMeetsStrip, footprintReach, stripFrom } from './strip.js';
