import * as z from 'zod';
import {
  facingRightVector,
  facingVector,
  footprintInsidePolygon,
  mmToInches,
  orientedRect,
  polygonIsSimple,
  roundBase,
  type Circle,
  type OrientedRect,
  type Polygon,
} from '../geometry/index.js';
import { firstOverlaps, TERRAIN_KINDS, type Building, type Standing, type Table, type TableModel, type TableUnit, type TerrainPiece } from '../table/index.js';
import type { ScenarioIssue } from './issues.js';
import { cornerIssues, modelCountIssues } from './limits.js';
import { onFirstUse } from './on-first-use.js';

/**
 * The table's parts of a battle file's schema, built on first use (`onFirstUse`): a quick
 * attack's file has no table, and most commands read one.
 */
export const tableFields = onFirstUse(() => {
  /** A point on the table: [x, y] in inches from the top-left corner, y pointing down. */
  /** Inches from the table's corner; a table is at most 240" across, so anything farther is a mistake, said as such. */
  const coordinate = z.number().min(-1000).max(1000);
  const point = z.tuple([coordinate, coordinate]);
  const outline = z.array(point).min(3).max(200).describe('Corners in order: [[x, y], …], in inches.');
  const id = z.string().min(1).max(60);

  const terrainSchema = z.strictObject({
    id,
    name: z.string().max(80).optional(),
    kind: z.enum(TERRAIN_KINDS),
    outline,
    height: z.number().positive().max(100).describe('Height of its top above its bottom, in inches.'),
    bottom: z.number().min(0).max(100).optional().describe('Height of its bottom above the table (default 0).'),
    explosive: z.boolean().optional().describe('A powder keg or the like: may explode when a shot strikes it.'),
  });

  const floorSchema = z.strictObject({
    id,
    level: z.number().positive().max(100).describe('Height of the floor above the table, in inches.'),
    outline: outline.optional().describe('Where the floor is; defaults to the building outline.'),
  });

  const buildingSchema = z.strictObject({ id, name: z.string().max(80).optional(), outline, floors: z.array(floorSchema).max(20) });

  const baseSchema = z
    .union([
      z.number().positive().max(300).describe('A round base: its diameter in millimetres.'),
      z.strictObject({ diameter: z.number().positive().max(300), unit: z.enum(['mm', 'in']).optional() }),
      z.strictObject({ width: z.number().positive().max(300), depth: z.number().positive().max(300), unit: z.enum(['mm', 'in']).optional() }),
    ])
    .describe('25 (a 25 mm round base), { "diameter": 40 }, or { "width": 20, "depth": 20 }; millimetres unless "unit": "in".');

  /** The table fields of a model; each game adds its own (profile, weapons, state). */
  const placedModel = {
    id,
    name: z.string().max(80).optional(),
    position: point.describe('Centre of the base, [x, y] in inches.'),
    base: baseSchema.optional(),
    height: z.number().positive().max(20).optional().describe('Height of the body in inches (default 1.25).'),
    facing: z.number().min(-360).max(360).optional().describe('Degrees: 0 faces up the table, 90 to the right.'),
    floor: z.string().regex(/^[^/]+\/[^/]+$/).optional().describe('"building/floor" the model stands on.'),
    elevation: z.number().min(0).max(100).optional().describe('Height of the ground it stands on (a hill), in inches.'),
  };

  /**
   * A rank-and-file unit as a block: `files` models across, `ranks` deep, filled rank by
   * rank from the front (the last rank may be short), on identical rectangular bases.
   */
  const unitBlock = {
    id,
    name: z.string().max(80).optional(),
    position: point.describe('Centre of the Unit Boundary, [x, y] in inches.'),
    facing: z.number().min(-360).max(360).optional(),
    files: z.number().int().min(1).max(40),
    ranks: z.number().int().min(1).max(40),
    models: z.number().int().min(1).max(400).optional().describe('How many models (default files × ranks).'),
    base: z.strictObject({ width: z.number().positive().max(300), depth: z.number().positive().max(300), unit: z.enum(['mm', 'in']).optional() }),
    height: z.number().positive().max(20).optional(),
  };

  const tableSchema = z.strictObject({
    width: z.number().positive().max(240),
    depth: z.number().positive().max(240),
  });

  const battlefield = {
    table: tableSchema,
    terrain: z.array(terrainSchema).max(500).optional(),
    buildings: z.array(buildingSchema).max(100).optional(),
  };
  return { placedModel, unitBlock, battlefield, terrain: terrainSchema, building: buildingSchema, base: baseSchema };
});

export const DEFAULT_BASE_MM = 25;
export const DEFAULT_HEIGHT = 1.25;

type TableFields = ReturnType<typeof tableFields>;
type TerrainFile = z.infer<TableFields['terrain']>;
type BuildingFile = z.infer<TableFields['building']>;
type BaseFile = z.infer<TableFields['base']>;
export type PlacedModelFile = z.infer<z.ZodObject<TableFields['placedModel']>>;
export type UnitBlockFile = z.infer<z.ZodObject<TableFields['unitBlock']>>;
type Path = readonly (string | number)[];

const toPolygon = (points: readonly (readonly [number, number])[]): Polygon => points.map(([x, y]) => ({ x, y }));

function baseOf(file: BaseFile | undefined, x: number, y: number, facing: number): Circle | OrientedRect {
  const centre = { x, y };
  if (file === undefined) return roundBase(centre, DEFAULT_BASE_MM);
  if (typeof file === 'number') return roundBase(centre, file);
  const inches = (value: number) => (file.unit === 'in' ? value : mmToInches(value));
  return 'diameter' in file ? { kind: 'circle', centre, radius: inches(file.diameter) / 2 } : orientedRect(centre, inches(file.width), inches(file.depth), facing);
}

export interface PlacedModelInput {
  readonly file: PlacedModelFile;
  readonly path: Path;
  readonly unit: string | null;
}

export type TableResult = { readonly ok: true; readonly table: Table } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

/**
 * Builds the table from a file's battlefield and placed models, with the checks a schema
 * cannot make: outlines that cross themselves, duplicate ids, floors that do not exist,
 * models off the table or off their floor, overlapping bases.
 */
export function tableFromFile(
  field: { table: { width: number; depth: number }; terrain?: readonly TerrainFile[]; buildings?: readonly BuildingFile[] },
  loose: readonly PlacedModelInput[],
  at: Path,
  blocks: readonly { readonly file: UnitBlockFile; readonly path: Path }[] = [],
): TableResult {
  const models = loose.length + blocks.reduce((sum, { file }) => sum + (file.models ?? file.files * file.ranks), 0);
  const tooLarge = [...modelCountIssues(models, at), ...cornerIssues(field, at)];
  if (tooLarge.length > 0) return { ok: false, issues: tooLarge };
  const issues: ScenarioIssue[] = [];
  const seen = new Map<string, Path>();
  const uniqueId = (value: string, path: Path) => {
    const first = seen.get(value);
    if (first) issues.push({ code: 'duplicate-id', path: [...path, 'id'], id: value });
    else seen.set(value, path);
  };
  const simple = (points: Polygon, path: Path) => {
    if (!polygonIsSimple(points)) issues.push({ code: 'outline-crosses-itself', path });
  };

  const terrain: TerrainPiece[] = (field.terrain ?? []).map((piece, i) => {
    const path = [...at, 'terrain', i];
    uniqueId(piece.id, path);
    const points = toPolygon(piece.outline);
    simple(points, [...path, 'outline']);
    const bottom = piece.bottom ?? 0;
    return { id: piece.id, kind: piece.kind, outline: points, bottom, top: bottom + piece.height, explosive: piece.explosive ?? false };
  });

  const buildings: Building[] = (field.buildings ?? []).map((building, i) => {
    const path = [...at, 'buildings', i];
    uniqueId(building.id, path);
    const points = toPolygon(building.outline);
    simple(points, [...path, 'outline']);
    const floorIds = new Set<string>();
    const floors = building.floors.map((floor, j) => {
      if (floorIds.has(floor.id)) issues.push({ code: 'duplicate-id', path: [...path, 'floors', j, 'id'], id: floor.id });
      floorIds.add(floor.id);
      const floorOutline = floor.outline ? toPolygon(floor.outline) : points;
      if (floor.outline) simple(floorOutline, [...path, 'floors', j, 'outline']);
      return { id: floor.id, level: floor.level, outline: floorOutline };
    });
    return { id: building.id, outline: points, floors };
  });

  const width = field.table.width;
  const depth = field.table.depth;
  const units: TableUnit[] = [];
  const placed: PlacedModelInput[] = [...loose];
  for (const { file, path } of blocks) {
    uniqueId(file.id, path);
    const block = unitBlock(file, path);
    if (block.count > file.files * file.ranks) issues.push({ code: 'too-many-models', path: [...path, 'models'], models: block.count, room: file.files * file.ranks });
    units.push(block.unit);
    placed.push(...block.models);
  }
  const placedModels: TableModel[] = [];
  const paths: Path[] = [];
  for (const { file, path, unit } of placed) {
    uniqueId(file.id, path);
    const [x, y] = file.position;
    const facing = file.facing ?? 0;
    const base = baseOf(file.base, x, y, facing);
    const standing = standingOf(file, path, buildings, issues);
    const model: TableModel = { id: file.id, base, height: file.height ?? DEFAULT_HEIGHT, standing, facing, unit };
    const tableOutline: Polygon = [
      { x: 0, y: 0 },
      { x: width, y: 0 },
      { x: width, y: depth },
      { x: 0, y: depth },
    ];
    if (!footprintInsidePolygon(base, tableOutline)) issues.push({ code: 'off-table', path: [...path, 'position'], x, y, width, depth });
    if (standing.kind === 'floor') {
      const floor = buildings.find((b) => b.id === standing.building)?.floors.find((f) => f.id === standing.floor);
      if (floor && !footprintInsidePolygon(base, floor.outline)) issues.push({ code: 'off-floor', path: [...path, 'position'], floor: `${standing.building}/${standing.floor}` });
    }
    placedModels.push(model);
    paths.push(path);
  }
  firstOverlaps(placedModels.map((m) => ({ base: m.base, elevation: m.standing.elevation, unit: m.unit }))).forEach((clash, index) => {
    const other = clash === null ? undefined : placedModels[clash];
    if (other) issues.push({ code: 'bases-overlap', path: [...(paths[index] ?? []), 'position'], other: other.id });
  });
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, table: { width, depth, terrain, buildings, models: placedModels, units } };
}

/**
 * The unit's boundary and its models' places: model k stands in rank ⌊k / files⌋, file
 * k mod files, counted from the front-left as the unit sees it. Models are named "id#1"…
 */
function unitBlock(file: UnitBlockFile, path: Path): { unit: TableUnit; models: PlacedModelInput[]; count: number } {
  const inches = (value: number) => (file.base.unit === 'in' ? value : mmToInches(value));
  const baseWidth = inches(file.base.width);
  const baseDepth = inches(file.base.depth);
  const facing = file.facing ?? 0;
  const [cx, cy] = file.position;
  const boundary = orientedRect({ x: cx, y: cy }, file.files * baseWidth, file.ranks * baseDepth, facing);
  const count = file.models ?? file.files * file.ranks;
  const forward = facingVector(facing);
  const right = facingRightVector(facing);
  const models: PlacedModelInput[] = [];
  const ids: string[] = [];
  for (let k = 0; k < Math.min(count, file.files * file.ranks); k += 1) {
    const rank = Math.floor(k / file.files);
    const column = k % file.files;
    const along = (column + 0.5) * baseWidth - boundary.width / 2;
    const back = boundary.depth / 2 - (rank + 0.5) * baseDepth;
    const x = cx + right.x * along + forward.x * back;
    const y = cy + right.y * along + forward.y * back;
    const modelId = `${file.id}#${k + 1}`;
    ids.push(modelId);
    models.push({
      file: { id: modelId, position: [x, y], base: { width: file.base.width, depth: file.base.depth, ...(file.base.unit ? { unit: file.base.unit } : {}) }, facing, ...(file.height !== undefined ? { height: file.height } : {}) },
      path,
      unit: file.id,
    });
  }
  return { unit: { id: file.id, boundary, models: ids }, models, count };
}

function standingOf(file: PlacedModelFile, path: Path, buildings: readonly Building[], issues: ScenarioIssue[]): Standing {
  if (file.floor === undefined) return { kind: 'ground', elevation: file.elevation ?? 0 };
  if (file.elevation !== undefined) issues.push({ code: 'floor-and-elevation', path: [...path, 'elevation'] });
  const [buildingId = '', floorId = ''] = file.floor.split('/');
  const building = buildings.find((b) => b.id === buildingId);
  const floor = building?.floors.find((f) => f.id === floorId);
  if (!floor) {
    const known = buildings.flatMap((b) => b.floors.map((f) => `${b.id}/${f.id}`));
    issues.push({ code: 'unknown-floor', path: [...path, 'floor'], floor: file.floor, known });
    return { kind: 'ground', elevation: 0 };
  }
  return { kind: 'floor', building: buildingId, floor: floorId, elevation: floor.level };
}
