/**
 * The battlefield: models, units, terrain and buildings as plain data, and the facts games
 * ask of it — distances, what a model sees of another and what hides it, the three-line
 * test against a unit, arcs, floor edges.
 *
 * @example
 * import { parseScenarioOf } from 'marksman';
 * import { modelView, prepareTable } from 'marksman/table';
 * const parsed = parseScenarioOf('mordheim', JSON.parse(readFileSync('examples/mordheim/battle-street.json', 'utf8')));
 * if (parsed.ok && parsed.scenario.kind === 'battle') {
 *   modelView(prepareTable(parsed.scenario.battle.table), 'crossbowman', 'ogre').hidden; // 0.75: the wall, and the swordsman behind it
 * }
 *
 * @module marksman/table
 */
export { EYE_HEIGHT_SHARE, FLOOR_THICKNESS, modelEye, modelSolid, preparedKeepingObstructions, prepareTable, type ObstructionRef, type PreparedTable } from './prepare.js';
export {
  modelArc,
  modelBuilding,
  modelDistance,
  modelEdge,
  modelUnitDistance,
  modelView,
  modelViews,
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
export { modelsInStrip } from './strip.js';
export { tableViews, type TableViews, type TableViewsOptions } from './views.js';
export { TERRAIN_KINDS, type Building, type Floor, type Standing, type Table, type TableModel, type TableUnit, type TerrainKind, type TerrainPiece } from './types.js';
