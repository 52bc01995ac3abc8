import {
  footprintDistance,
  footprintEdgeDistance,
  footprintCentre,
  hiddenFraction,
  pointArc,
  pointInPolygon,
  polygonEdges,
  pointSegmentDistance,
  shooterViews,
  sightLineExists,
  solidDistance,
  threeLines,
  type Arc,
  type Point2,
  type Point3,
  type Segment,
} from '../geometry/index.js';
import { modelEye, modelSolid, type ObstructionRef, type PreparedTable } from './prepare.js';
import type { Standing, Table, TableModel, TableUnit } from './types.js';

/** A missing id is a programming error: scenarios are validated before they reach here. */
function modelOf(table: PreparedTable, id: string): TableModel {
  const model = table.models.get(id);
  if (!model) throw new RangeError(`no model "${id}" on the table`);
  return model;
}

function unitOf(table: PreparedTable, id: string): TableUnit {
  const unit = table.table.units.find((u) => u.id === id);
  if (!unit) throw new RangeError(`no unit "${id}" on the table`);
  return unit;
}

/** How distances are taken: `horizontal` base to base on the table's plane, `3d` body to body, heights included. */
export type Measure = '3d' | 'horizontal';

/**
 * Closest distance between two models' bases (horizontal) or bodies (3d: elevation counts).
 *
 * @example
 * // table: the prepared table of prepareTable's example
 * modelDistance(table, 'marksman', 'ogre', 'horizontal'); // 6.5
 * modelDistance(table, 'marksman', 'lookout', '3d'); // 13.432306498641523: the lookout stands 3" up
 */
export function modelDistance(table: PreparedTable, a: string, b: string, measure: Measure): number {
  const first = modelOf(table, a);
  const second = modelOf(table, b);
  switch (measure) {
    case 'horizontal':
      return footprintDistance(first.base, second.base);
    case '3d':
      return solidDistance(modelSolid(first), modelSolid(second));
  }
}

/**
 * Closest distance between a model's base and a unit's boundary, on the table's plane.
 *
 * @example
 * // table: the prepared table of prepareTable's example
 * modelUnitDistance(table, 'marksman', 'spears'); // 10.316653826391969
 */
export function modelUnitDistance(table: PreparedTable, model: string, unit: string): number {
  return footprintDistance(modelOf(table, model).base, unitOf(table, unit).boundary);
}

/** One obstruction and the share of the target it hides. */
export interface HiddenBy {
  readonly ref: ObstructionRef;
  /** The share of the target this obstruction alone hides. */
  readonly fraction: number;
}

/** What the shooter sees of the target: whether any sight line reaches it, and how much is hidden by what. */
export interface ModelView {
  readonly sightLine: boolean;
  readonly hidden: number;
  readonly by: readonly HiddenBy[];
}

/**
 * Which obstructions stop sight lines; the rest only hide. By default everything blocks;
 * a game that sees through covering terrain passes its own judgement.
 */
export type BlocksSight = (ref: ObstructionRef) => boolean;

const EVERYTHING_BLOCKS: BlocksSight = () => true;

/**
 * The view from one model's eyes to another's body, through terrain, floors and the other
 * models (the two themselves and, when given, more models to leave out — a game's own
 * unit, for instance — do not count).
 *
 * @example
 * // table: the prepared table of prepareTable's example
 * modelView(table, 'marksman', 'ogre');
 * // { sightLine: true, hidden: 0.3611111111111111, by: [{ ref: { kind: 'terrain', id: 'wall', terrain: 'hard-cover' }, fraction: 0.3611111111111111 }] }
 */
export function modelView(table: PreparedTable, shooter: string, target: string, options: { blocks?: BlocksSight; ignoreModels?: readonly string[] } = {}): ModelView {
  const from = modelOf(table, shooter);
  const to = modelOf(table, target);
  const ignore = [shooter, target, ...(options.ignoreModels ?? [])].map((id) => table.modelIndex.get(id) ?? -1);
  const eye = modelEye(from);
  const body = modelSolid(to);
  const result = hiddenFraction(eye, body, table.obstructions, { ignore });
  const blocks = options.blocks ?? EVERYTHING_BLOCKS;
  let sightLine = result.sightLine;
  if (blocks !== EVERYTHING_BLOCKS) {
    const seeThrough = table.refs.flatMap((ref, index) => (blocks(ref) ? [] : [index]));
    sightLine = seeThrough.length === 0 ? result.sightLine : sightLineExists(eye, body, table.obstructions, { ignore: [...ignore, ...seeThrough] });
  }
  return {
    sightLine,
    hidden: result.hidden,
    by: result.by.map((share) => ({ ref: table.refs[share.index] as ObstructionRef, fraction: share.fraction })),
  };
}

/**
 * {@link modelView} from one shooter to many targets at once: entry k is exactly
 * `modelView(table, shooter, targets[k], options)`. The obstructions are sorted around the
 * shooter's eyes once for all the targets (the geometry's `shooterViews`), as a shooter
 * weighing every enemy, or an advisor scoring a place, asks.
 *
 * @example
 * // table: the prepared table of prepareTable's example
 * modelViews(table, 'marksman', ['ogre', 'lookout']).map((view) => view.hidden);
 * // [0.3611111111111111, …]: the ogre's as modelView gives it, then the lookout's
 */
export function modelViews(table: PreparedTable, shooter: string, targets: readonly string[], options: { blocks?: BlocksSight; ignoreModels?: readonly string[] } = {}): ModelView[] {
  const blocks = options.blocks ?? EVERYTHING_BLOCKS;
  // A game that sees through some obstructions asks a second sight question per pair: the one-pair query answers it.
  if (blocks !== EVERYTHING_BLOCKS) return targets.map((target) => modelView(table, shooter, target, options));
  const eye = modelEye(modelOf(table, shooter));
  const ignore = [shooter, ...(options.ignoreModels ?? [])].map((id) => table.modelIndex.get(id) ?? -1);
  const bodies = targets.map((id) => ({ body: modelSolid(modelOf(table, id)) }));
  const ignoreEach = targets.map((id) => [table.modelIndex.get(id) ?? -1]);
  return shooterViews(eye, bodies, table.obstructions, { ignore, ignoreEach }).map(({ view }) => ({
    sightLine: view.sightLine,
    hidden: view.hidden,
    by: view.by.map((share) => ({ ref: table.refs[share.index] as ObstructionRef, fraction: share.fraction })),
  }));
}

/** An obstruction one of the three lines passes through. */
export interface CrossedBy {
  readonly ref: ObstructionRef;
  /** How tall the obstruction is, and how high its top stands above the table. */
  readonly height: number;
  readonly top: number;
}

/** The three-line test's answer: the arc the shooter is in, the facing it sees, and each line. */
export interface TargetFacingLines {
  readonly arc: Arc;
  readonly facing: Segment;
  readonly lines: { readonly left: LineResult; readonly centre: LineResult; readonly right: LineResult };
}

/** One of the three lines: where it ends on the facing, and what it passes through. */
export interface LineResult {
  readonly to: Point2;
  readonly crosses: readonly CrossedBy[];
}

/**
 * The three-line test against a unit: the arc of its boundary the point is in gives the
 * target facing; lines run from the point to its left end, middle and right end. The
 * target unit's own models and any listed ones (the shooter's unit) are left out.
 *
 * @example
 * // table: the prepared table of prepareTable's example
 * unitThreeLines(table, point2(2, 10), 'spears', { ignoreModels: ['marksman'] });
 * // { arc: 'front', facing: { a: (12, 19), b: (8, 19) }, lines: { left: { to: (12, 19), crosses: [] }, centre: …, right: … } }
 */
export function unitThreeLines(table: PreparedTable, from: Point2, target: string, options: { ignoreModels?: readonly string[] } = {}): TargetFacingLines {
  const unit = unitOf(table, target);
  const position = pointArc(unit.boundary, from);
  const ignore = [...unit.models, ...(options.ignoreModels ?? [])].map((id) => table.modelIndex.get(id) ?? -1);
  const result = threeLines(from, position.facing, table.obstructions, { ignore });
  const line = (l: typeof result.left): LineResult => ({
    to: l.to,
    crosses: l.crosses.map((c) => ({ ref: table.refs[c.index] as ObstructionRef, height: c.height, top: c.top })),
  });
  return { arc: position.arc, facing: position.facing, lines: { left: line(result.left), centre: line(result.centre), right: line(result.right) } };
}

/**
 * The arc of a unit that a model stands in, judged by the model's centre.
 *
 * @example
 * // table: the prepared table of prepareTable's example
 * modelArc(table, 'spears', 'ogre'); // 'front'
 */
export function modelArc(table: PreparedTable, unit: string, model: string): Arc {
  return pointArc(unitOf(table, unit).boundary, footprintCentre(modelOf(table, model).base)).arc;
}

/** How near a model on a floor stands to the drop, and where it would land going over. */
export interface EdgeFacts {
  /** Distance from the base to the floor's edge. */
  readonly distance: number;
  /** How far it is down from the floor to what lies beyond its nearest edge. */
  readonly drop: number;
  /** Where a model going over that edge comes down: its base's new centre and what it stands on. */
  readonly landing: { readonly centre: Point2; readonly standing: Standing };
}

/** A step this far beyond an edge finds what lies below it. */
const BEYOND_EDGE = 0.05;

/**
 * For a model on a floor above the table: how near its base is to the floor's edge and how
 * far the drop is there (to a lower floor beyond the edge, or to the table). Null on the ground.
 *
 * @example
 * // table: the prepared table of prepareTable's example
 * modelEdge(table, 'lookout'); // { distance: 0.5, drop: 3, landing: { centre: { x: 13.45, y: 4 }, standing: { kind: 'ground', elevation: 0 } } }
 * modelEdge(table, 'ogre'); // null: on the ground
 */
export function modelEdge(table: PreparedTable, id: string): EdgeFacts | null {
  const model = modelOf(table, id);
  if (model.standing.kind !== 'floor' || model.standing.elevation <= 0) return null;
  const { building, floor } = model.standing;
  const outline = table.table.buildings.find((b) => b.id === building)?.floors.find((f) => f.id === floor)?.outline;
  if (!outline) return null;
  const centre = footprintCentre(model.base);
  let nearest: Segment | undefined;
  let best = Infinity;
  for (const edge of polygonEdges(outline)) {
    const d = pointSegmentDistance(centre, edge);
    if (d < best) [best, nearest] = [d, edge];
  }
  if (!nearest) return null;
  const level = model.standing.elevation;
  const beyond = pointBeyondEdge(centre, nearest, BEYOND_EDGE);
  const below = levelBelow(table, beyond, level);
  const reach = model.base.kind === 'circle' ? model.base.radius : Math.hypot(model.base.width, model.base.depth) / 2;
  return {
    distance: footprintEdgeDistance(model.base, outline),
    drop: level - below.level,
    landing: { centre: pointBeyondEdge(centre, nearest, BEYOND_EDGE + reach), standing: below.standing },
  };
}

function pointBeyondEdge(centre: Point2, edge: Segment, beyond: number): Point2 {
  const dx = edge.b.x - edge.a.x;
  const dy = edge.b.y - edge.a.y;
  const length = Math.hypot(dx, dy) || 1;
  const t = Math.max(0, Math.min(1, ((centre.x - edge.a.x) * dx + (centre.y - edge.a.y) * dy) / (length * length)));
  const foot = { x: edge.a.x + t * dx, y: edge.a.y + t * dy };
  const away = Math.hypot(foot.x - centre.x, foot.y - centre.y) || 1;
  return { x: foot.x + ((foot.x - centre.x) / away) * beyond, y: foot.y + ((foot.y - centre.y) / away) * beyond };
}

/**
 * The highest surface under a point below a level: a lower floor, a terrain top, or the table.
 *
 * @example
 * // table: the prepared table of prepareTable's example
 * surfaceBelow(table.table, point2(15, 4), 5); // { kind: 'floor', building: 'tower', floor: 'top', elevation: 3 }
 * surfaceBelow(table.table, point2(15, 4), 3); // { kind: 'ground', elevation: 0 }
 */
export function surfaceBelow(table: Table, point: Point2, level: number): Standing {
  let highest: Standing = { kind: 'ground', elevation: 0 };
  for (const building of table.buildings) {
    for (const floor of building.floors) {
      if (floor.level < level && floor.level > highest.elevation && pointInPolygon(point, floor.outline)) {
        highest = { kind: 'floor', building: building.id, floor: floor.id, elevation: floor.level };
      }
    }
  }
  for (const piece of table.terrain) {
    if (piece.kind !== 'open' && piece.top < level && piece.top > highest.elevation && pointInPolygon(point, piece.outline)) {
      highest = { kind: 'ground', elevation: piece.top };
    }
  }
  return highest;
}

function levelBelow(table: PreparedTable, point: Point2, level: number): { level: number; standing: Standing } {
  const standing = surfaceBelow(table.table, point, level);
  return { level: standing.elevation, standing };
}

/**
 * Whether a model stands inside a building: on one of its floors, or on the ground within its outline.
 *
 * @example
 * // table: the prepared table of prepareTable's example
 * modelBuilding(table, 'lookout'); // 'tower'
 * modelBuilding(table, 'ogre'); // null
 */
export function modelBuilding(table: PreparedTable, id: string): string | null {
  const model = modelOf(table, id);
  if (model.standing.kind === 'floor') return model.standing.building;
  const centre = footprintCentre(model.base);
  return table.table.buildings.find((b) => pointInPolygon(centre, b.outline))?.id ?? null;
}

export type { Point3 };
