/**
 * The battlefield: models, units, terrain and buildings as plain data, and the facts games
 * ask of it — distances, what a model sees of another and what hides it, the three-line
 * test against a unit, arcs, floor edges.
 *
 * @example
 * const table = prepareTable(battle.table);
 * modelView(table, 'marksman', 'ogre'); // { sightLine: true, hidden: 0.35, by: [{ ref: { kind: 'terrain', id: 'wall', … }, fraction: 0.35 }] }
 *
 * @module marksman/table
 */
export { EYE_HEIGHT_SHARE, FLOOR_THICKNESS, modelEye, modelSolid, prepareTable, type ObstructionRef, type PreparedTable } from './prepare.js';
export {
  modelArc,
  modelBuilding,
  modelDistance,
  modelEdge,
  modelUnitDistance,
  modelView,
  surfaceBelow,
  unitThreeLines,
  type BlocksSight,
  type CrossedBy,
  type EdgeFacts,
  type HiddenBy,
  type LineResult,
  type Measure,
  type ModelView,
  type TargetFacingLines,
} from './queries.js';
export { basesOverlap, firstOverlaps, type PlacedBase } from './overlap.js';
export { tableViews, type TableViews, type TableViewsOptions } from './views.js';
export { TERRAIN_KINDS, type Building, type Floor, type Standing, type Table, type TableModel, type TableUnit, type TerrainKind, type TerrainPiece } from './types.js';
