import { obstructionSet, polygonFootprint, solid, type ObstructionSet, type Point3, type Solid } from '../geometry/index.js';
import type { Table, TableModel, TerrainKind } from './types.js';

/** Floors are slabs this thick under their surface: sight does not pass through a floor. */
export const FLOOR_THICKNESS = 0.25;

/** A model's eyes are at this share of its height above its base. */
export const EYE_HEIGHT_SHARE = 0.9;

/** What an obstruction on the table is, so results can say what hid a target. */
export type ObstructionRef =
  | { readonly kind: 'terrain'; readonly id: string; readonly terrain: TerrainKind }
  | { readonly kind: 'floor'; readonly building: string; readonly floor: string }
  | { readonly kind: 'model'; readonly id: string };

/**
 * A table made ready for many queries: every obstruction as a solid, prepared once, with
 * what each one is. Build one per table state (each time something moves).
 */
export interface PreparedTable {
  readonly table: Table;
  readonly obstructions: ObstructionSet;
  readonly refs: readonly ObstructionRef[];
  readonly modelIndex: ReadonlyMap<string, number>;
  readonly models: ReadonlyMap<string, TableModel>;
}

/**
 * A model's body as a solid: its base standing from its elevation to elevation + height.
 *
 * @example
 * modelSolid({ id: 'marksman', base: circle(point2(2, 10), 0.5), height: 1.25, standing: { kind: 'ground', elevation: 0 }, facing: 90, unit: null });
 * // { footprint: { kind: 'circle', centre: { x: 2, y: 10 }, radius: 0.5 }, bottom: 0, top: 1.25 }
 */
export function modelSolid(model: TableModel): Solid {
  return solid(model.base, model.standing.elevation, model.standing.elevation + model.height);
}

/**
 * Where a model looks from: above its base's centre, at {@link EYE_HEIGHT_SHARE} of its height.
 *
 * @example
 * modelEye({ id: 'marksman', base: circle(point2(2, 10), 0.5), height: 1.25, standing: { kind: 'ground', elevation: 0 }, facing: 90, unit: null });
 * // { x: 2, y: 10, z: 1.125 }
 */
export function modelEye(model: TableModel): Point3 {
  const centre = model.base.centre;
  return { x: centre.x, y: centre.y, z: model.standing.elevation + model.height * EYE_HEIGHT_SHARE };
}

/**
 * Makes a table ready for the queries: every terrain piece, raised floor and model as a solid.
 * Open terrain hides nothing and is left out. Given the prepared table of its previous state
 * (a model moved, say), what did not change keeps what was prepared for it (see the geometry's
 * `obstructionSet`); the answer is the same as preparing from nothing.
 *
 * @example
 * const ground = { kind: 'ground', elevation: 0 } as const;
 * const square = (x: number, y: number, size: number) => [point2(x, y), point2(x + size, y), point2(x + size, y + size), point2(x, y + size)];
 * const table = prepareTable({
 *   width: 24,
 *   depth: 24,
 *   terrain: [{ id: 'wall', kind: 'hard-cover', outline: [point2(5.5, 8), point2(6.5, 8), point2(6.5, 12), point2(5.5, 12)], bottom: 0, top: 1, explosive: false }],
 *   buildings: [{ id: 'tower', outline: square(14, 2, 4), floors: [{ id: 'top', level: 3, outline: square(14, 2, 4) }] }],
 *   models: [
 *     { id: 'marksman', base: circle(point2(2, 10), 0.5), height: 1.25, standing: ground, facing: 90, unit: null },
 *     { id: 'ogre', base: circle(point2(10, 10), 1), height: 2.5, standing: ground, facing: 270, unit: null },
 *     { id: 'lookout', base: circle(point2(15, 4), 0.5), height: 1.25, standing: { kind: 'floor', building: 'tower', floor: 'top', elevation: 3 }, facing: 180, unit: null },
 *   ],
 *   units: [{ id: 'spears', boundary: orientedRect(point2(10, 20), 4, 2), models: [] }],
 * });
 * modelView(table, 'marksman', 'ogre').hidden; // 0.3611111111111111: the wall hides about a third
 * // the ogre steps aside: only its body is prepared again
 * const next = prepareTable({ ...table.table, models: table.table.models.map((m) => (m.id === 'ogre' ? { ...m, base: circle(point2(10, 13), 1) } : m)) }, table);
 */
export function prepareTable(table: Table, previous?: PreparedTable): PreparedTable {
  const solids: Solid[] = [];
  const refs: ObstructionRef[] = [];
  for (const piece of table.terrain) {
    if (piece.kind === 'open') continue;
    solids.push(solid(polygonFootprint(piece.outline), piece.bottom, piece.top));
    refs.push({ kind: 'terrain', id: piece.id, terrain: piece.kind });
  }
  for (const building of table.buildings) {
    for (const floor of building.floors) {
      if (floor.level <= 0) continue;
      solids.push(solid(polygonFootprint(floor.outline), Math.max(0, floor.level - FLOOR_THICKNESS), floor.level));
      refs.push({ kind: 'floor', building: building.id, floor: floor.id });
    }
  }
  const modelIndex = new Map<string, number>();
  for (const model of table.models) {
    modelIndex.set(model.id, solids.length);
    solids.push(modelSolid(model));
    refs.push({ kind: 'model', id: model.id });
  }
  return { table, obstructions: obstructionSet(solids, previous?.obstructions), refs, modelIndex, models: new Map(table.models.map((m) => [m.id, m])) };
}

/**
 * A moved table prepared with the obstruction set of `still`, the preparation of the same table
 * before the models in `moved` moved: nothing is prepared again. The set still holds the moved
 * models where they stood, at the same indices, so it is right only for queries that leave every
 * moved model out (ignore their indices): a unit looking past its own models, as each game's
 * shooting model does, answers as on the moved table's own set. Null when anything else differs
 * (the terrain, the buildings, the models' order, or any model not in `moved`).
 *
 * @example
 * const still = prepareTable(table);
 * // the archers step 1" forward; their views ignore their own models
 * const moved = preparedKeepingObstructions(movedTable, still, new Set(['archers#1', 'archers#2']));
 * moved?.obstructions === still.obstructions; // true
 */
export function preparedKeepingObstructions(table: Table, still: PreparedTable, moved: ReadonlySet<string>): PreparedTable | null {
  const before = still.table;
  if (table.terrain !== before.terrain || table.buildings !== before.buildings || table.models.length !== before.models.length) return null;
  // The models by id are `still`'s with the moved ones put in (a heat map asks this at each of its hundreds of places).
  let models: Map<string, TableModel> | null = null;
  for (let i = 0; i < table.models.length; i++) {
    const [now, was] = [table.models[i], before.models[i]];
    if (!now || !was || now.id !== was.id || (now !== was && !moved.has(now.id))) return null;
    if (now !== was) (models ??= new Map(still.models)).set(now.id, now);
  }
  return { table, obstructions: still.obstructions, refs: still.refs, modelIndex: still.modelIndex, models: models ?? still.models };
}
