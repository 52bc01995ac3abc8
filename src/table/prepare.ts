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

export function modelSolid(model: TableModel): Solid {
  return solid(model.base, model.standing.elevation, model.standing.elevation + model.height);
}

export function modelEye(model: TableModel): Point3 {
  const centre = model.base.centre;
  return { x: centre.x, y: centre.y, z: model.standing.elevation + model.height * EYE_HEIGHT_SHARE };
}

export function prepareTable(table: Table): PreparedTable {
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
  return { table, obstructions: obstructionSet(solids), refs, modelIndex, models: new Map(table.models.map((m) => [m.id, m])) };
}
