import { EPSILON, footprintBounds, footprintDistance, pointInPolygon, polygonFootprint, type Bounds, type Circle, type Footprint, type OrientedRect, type Point2 } from '../geometry/index.js';
import { basesOverlap, type Standing, type Table, type TableModel, type TableUnit } from '../table/index.js';
import type { GamePlace, PlaceMove } from './game.js';

/** A move a shooter may make, and how many inches it may cover. */
export interface MoveReach {
  readonly move: PlaceMove;
  readonly reach: number;
}

/** What moves, from where, and how far: the input of {@link gridPlaces}. */
export interface PlaceSearch {
  readonly table: Table;
  /** The bases that move together (one warrior's, or every model of a unit), as they stand now. */
  readonly bases: readonly (Circle | OrientedRect)[];
  /** The point a place names: the warrior's centre, or the unit's boundary centre. */
  readonly centre: Point2;
  readonly standing: Standing;
  /** The tallest body among the movers (what a wall's span must miss). */
  readonly height: number;
  /** The models that move: they never stand in their own way. */
  readonly movers: ReadonlySet<string>;
  /** The moves it may make, shortest reach first; a place takes the first that reaches it. */
  readonly moves: readonly MoveReach[];
  /** Whether it may change level (Mordheim's climbing, counted against its Movement). */
  readonly climbs: boolean;
  readonly grid: number;
}

const FLOOR_LEVEL_TOLERANCE = 0.01;

/**
 * A base moved by (dx, dy).
 *
 * @example
 * shiftedBase(circle(point2(1, 1), 0.5), 2, 0).centre; // { x: 3, y: 1 }
 */
export function shiftedBase<B extends Circle | OrientedRect>(base: B, dx: number, dy: number): B {
  return { ...base, centre: { x: base.centre.x + dx, y: base.centre.y + dy } };
}

/** The levels a point offers: the ground (at the mover's ground elevation) and every floor above it. */
function levelsAt(table: Table, point: Point2, standing: Standing, climbs: boolean): { readonly level: number; readonly floor: GamePlace['floor'] }[] {
  const levels: { level: number; floor: GamePlace['floor'] }[] = [];
  const groundLevel = standing.kind === 'ground' ? standing.elevation : 0;
  if (climbs || standing.kind === 'ground') levels.push({ level: groundLevel, floor: null });
  for (const building of table.buildings) {
    for (const floor of building.floors) {
      const same = standing.kind === 'floor' && standing.building === building.id && standing.floor === floor.id;
      if (!climbs && !same) continue;
      if (pointInPolygon(point, floor.outline)) levels.push({ level: floor.level, floor: { building: building.id, floor: floor.id } });
    }
  }
  return levels;
}

/** Whether two boxes share more than a touching edge (as `basesOverlap` judges boxes): bases in boxes that do not can never overlap. */
const boxesMeet = (a: Bounds, b: Bounds): boolean => a.minX < b.maxX - EPSILON && b.minX < a.maxX - EPSILON && a.minY < b.maxY - EPSILON && b.minY < a.maxY - EPSILON;

/**
 * Whether two boxes lie further apart than contact (`footprintDistance` reads a gap of up to
 * EPSILON as 0): shapes in them can never touch, so their distance need not be worked out.
 */
const boxesApart = (a: Bounds, b: Bounds): boolean => a.maxX < b.minX - 2 * EPSILON || b.maxX < a.minX - 2 * EPSILON || a.maxY < b.minY - 2 * EPSILON || b.maxY < a.minY - 2 * EPSILON;

/** A piece a mover may not stand in (a wall, a rock), with its outline and box worked out once for every place. */
interface Barrier {
  readonly top: number;
  readonly bottom: number;
  readonly outline: Footprint;
  readonly box: Bounds;
}

/** Whether the moved bases fit: on the table, clear of walls at their level, clear of other models there. */
function fits(search: PlaceSearch, bases: readonly (Circle | OrientedRect)[], level: number, barriers: readonly Barrier[], others: readonly { readonly model: TableModel; readonly box: Bounds }[]): boolean {
  const { table } = search;
  let all: Bounds | null = null;
  const boxes: Bounds[] = [];
  for (const base of bases) {
    const box = footprintBounds(base);
    if (box.minX < 0 || box.minY < 0 || box.maxX > table.width || box.maxY > table.depth) return false;
    boxes.push(box);
    all = all ? { minX: Math.min(all.minX, box.minX), minY: Math.min(all.minY, box.minY), maxX: Math.max(all.maxX, box.maxX), maxY: Math.max(all.maxY, box.maxY) } : box;
  }
  for (const piece of barriers) {
    if (piece.top <= level + FLOOR_LEVEL_TOLERANCE || piece.bottom >= level + search.height) continue;
    if (all && boxesApart(all, piece.box)) continue;
    if (bases.some((base, k) => !boxesApart(boxes[k] ?? footprintBounds(base), piece.box) && footprintDistance(base, piece.outline) === 0)) return false;
  }
  for (const { model, box } of others) {
    if (Math.abs(model.standing.elevation - level) > FLOOR_LEVEL_TOLERANCE || (all && !boxesMeet(all, box))) continue;
    if (bases.some((base) => basesOverlap(base, model.base))) return false;
  }
  return true;
}

/**
 * The places a mover could stand this turn on a square grid through where it stands now:
 * every point within its longest reach (horizontal inches plus, when it climbs, the height
 * climbed or dropped) where its bases fit. Where it stands now comes first, as `stay`. The way
 * there is not traced: a place counts as reached when its cost fits the move (docs/advisor.md).
 *
 * @example
 * const ground = { kind: 'ground', elevation: 0 } as const;
 * const table = { width: 10, depth: 10, terrain: [], buildings: [], models: [], units: [] };
 * const places = gridPlaces({ table, bases: [circle(point2(5, 5), 0.5)], centre: point2(5, 5), standing: ground, height: 1, movers: new Set(['a']), moves: [{ move: 'move', reach: 1 }], climbs: false, grid: 1 });
 * places.length; // 5: where it stands and one inch each way
 */
export function gridPlaces(search: PlaceSearch): GamePlace[] {
  const { centre, standing, grid, moves } = search;
  const stay: GamePlace = { x: centre.x, y: centre.y, level: standing.elevation, floor: standing.kind === 'floor' ? { building: standing.building, floor: standing.floor } : null, move: 'stay', cost: 0 };
  const places: GamePlace[] = [stay];
  const longest = moves.reduce((most, m) => Math.max(most, m.reach), 0);
  if (longest <= 0 || grid <= 0) return places;
  const steps = Math.floor(longest / grid + 1e-9);
  // The models that stay, each with its box, worked out once for every place.
  const others = search.table.models.filter((m) => !search.movers.has(m.id)).map((model) => ({ model, box: footprintBounds(model.base) }));
  // Open ground and soft cover (a hedge's gaps, a wood) may be stood in; a wall or a rock may not.
  const barriers = search.table.terrain.flatMap((piece): Barrier[] => {
    if (piece.kind === 'open' || piece.kind === 'soft-cover') return [];
    const outline = polygonFootprint(piece.outline);
    return [{ top: piece.top, bottom: piece.bottom, outline, box: footprintBounds(outline) }];
  });
  for (let j = -steps; j <= steps; j++) {
    for (let i = -steps; i <= steps; i++) {
      if (i === 0 && j === 0) continue;
      const dx = i * grid;
      const dy = j * grid;
      const across = Math.hypot(dx, dy);
      if (across > longest + 1e-9) continue;
      const point = { x: centre.x + dx, y: centre.y + dy };
      const bases = search.bases.map((base) => shiftedBase(base, dx, dy));
      for (const { level, floor } of levelsAt(search.table, point, standing, search.climbs)) {
        const climbed = Math.abs(level - standing.elevation);
        const cost = across + climbed;
        const reach = moves.find((m) => m.reach + 1e-9 >= cost);
        if (!reach || !fits(search, bases, level, barriers, others)) continue;
        const move: PlaceMove = climbed > FLOOR_LEVEL_TOLERANCE && reach.move === 'move' ? 'climb' : reach.move;
        places.push({ x: point.x, y: point.y, level, floor, move, cost });
      }
    }
  }
  return places;
}

/**
 * Where a moved model stands: the place's floor, or the ground at the place's level.
 *
 * @example
 * standingAt({ x: 1, y: 1, level: 0, floor: null, move: 'move', cost: 1 }); // { kind: 'ground', elevation: 0 }
 */
export function standingAt(place: GamePlace): Standing {
  return place.floor ? { kind: 'floor', building: place.floor.building, floor: place.floor.floor, elevation: place.level } : { kind: 'ground', elevation: place.level };
}

/**
 * The table with the listed models moved by the place's offset from `centre` (and onto its
 * level), and the listed units' boundaries moved with them. Facing is kept.
 *
 * @example
 * const moved = tableMovedTo(table, new Set(['a']), [], point2(5, 5), place);
 */
export function tableMovedTo(table: Table, models: ReadonlySet<string>, units: ReadonlySet<string>, centre: Point2, place: GamePlace): Table {
  const dx = place.x - centre.x;
  const dy = place.y - centre.y;
  const standing = standingAt(place);
  const movedModel = (m: TableModel): TableModel => (models.has(m.id) ? { ...m, base: shiftedBase(m.base, dx, dy), standing } : m);
  const movedUnit = (u: TableUnit): TableUnit => (units.has(u.id) ? { ...u, boundary: shiftedBase(u.boundary, dx, dy) } : u);
  return { ...table, models: table.models.map(movedModel), units: table.units.map(movedUnit) };
}

/**
 * A unit's block as a mover: its models' bases, its boundary's centre, where its models stand
 * and the tallest of them; null when the block is not on the table.
 *
 * @example
 * unitMover(table, 'archers'); // { bases: [...], centre: { x: 10, y: 20 }, standing: { kind: 'ground', elevation: 0 }, height: 1, movers: Set {...} }
 */
export function unitMover(table: Table, unitId: string): Pick<PlaceSearch, 'bases' | 'centre' | 'standing' | 'height' | 'movers'> | null {
  const block = table.units.find((u) => u.id === unitId);
  if (!block) return null;
  const ids = new Set(block.models);
  const models = table.models.filter((m) => ids.has(m.id));
  const first = models[0];
  if (!first) return null;
  return {
    bases: [block.boundary, ...models.map((m) => m.base)],
    centre: block.boundary.centre,
    standing: first.standing,
    height: models.reduce((most, m) => Math.max(most, m.height), 0),
    movers: ids,
  };
}
