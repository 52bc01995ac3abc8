import { EPSILON, footprintInsidePolygon, pointInPolygon, polygonBoundaryDistance, type Point2, type Polygon } from '../../geometry/index.js';
import { basesOverlap, modelEdge, surfaceBelow, type PreparedTable, type Standing, type Table, type TableModel } from '../../table/index.js';

/** Where a falling model comes down: its base's new centre and what it stands on. */
export interface Landing {
  readonly centre: Point2;
  readonly standing: Standing;
}

/** How far from the spot beyond the edge a model may come down, and the step the search takes (inches). */
export const LANDING_REACH = 12;
const LANDING_STEP = 0.25;

/** Files keep positions to three decimals, so a landing is judged where the file will put it. */
const asWritten = (p: Point2): Point2 => ({ x: Number(p.x.toFixed(3)), y: Number(p.y.toFixed(3)) });

function floorOutline(table: Table, standing: Standing): Polygon | null {
  if (standing.kind !== 'floor') return null;
  return table.buildings.find((b) => b.id === standing.building)?.floors.find((f) => f.id === standing.floor)?.outline ?? null;
}

/** Whether the model may stand there, as a scenario file is checked: wholly on the table and on its floor, on no other base at its level. */
function canStand(table: Table, model: TableModel, landing: Landing): boolean {
  const base = { ...model.base, centre: landing.centre };
  const edges: Polygon = [
    { x: 0, y: 0 },
    { x: table.width, y: 0 },
    { x: table.width, y: table.depth },
    { x: 0, y: table.depth },
  ];
  if (!footprintInsidePolygon(base, edges)) return false;
  const floor = floorOutline(table, landing.standing);
  if (floor && !footprintInsidePolygon(base, floor)) return false;
  return !table.models.some((other) => other.id !== model.id && other.standing.elevation === landing.standing.elevation && basesOverlap(other.base, base));
}

/** Whether a base there stays clear of the floor it fell from, not even partly under it. */
function clearOf(model: TableModel, centre: Point2, floor: Polygon): boolean {
  const reach = model.base.kind === 'circle' ? model.base.radius : Math.hypot(model.base.width, model.base.depth) / 2;
  return !pointInPolygon(centre, floor) && polygonBoundaryDistance(centre, floor) >= reach - EPSILON;
}

/** Points on rings ever farther around a centre, nearest first. */
function* ringsAround(centre: Point2): Generator<Point2> {
  for (let radius = LANDING_STEP; radius <= LANDING_REACH + 1e-9; radius += LANDING_STEP) {
    const count = Math.max(8, Math.ceil((2 * Math.PI * radius) / LANDING_STEP));
    for (let k = 0; k < count; k += 1) {
      const angle = (2 * Math.PI * k) / count;
      yield { x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) };
    }
  }
}

/**
 * Where a model that slipped over its floor's nearest edge comes down (M-10): just beyond
 * that edge, on what lies below. When that spot is off the table, on another model's base
 * or not wholly on the floor below, the model comes down on the nearest spot within 12" where
 * it can stand — clear of the floor it fell from if there is one, else under it (a building
 * at the table's edge). Null when it stood on no floor, or no spot is free; it then stays.
 */
export function landingSpot(table: PreparedTable, id: string): Landing | null {
  const model = table.models.get(id);
  const edge = modelEdge(table, id);
  if (!model || !edge) return null;
  const ideal: Landing = { centre: asWritten(edge.landing.centre), standing: edge.landing.standing };
  if (canStand(table.table, model, ideal)) return ideal;
  const fellFrom = floorOutline(table.table, model.standing);
  let under: Landing | null = null;
  for (const point of ringsAround(edge.landing.centre)) {
    const centre = asWritten(point);
    const landing: Landing = { centre, standing: surfaceBelow(table.table, centre, model.standing.elevation) };
    if (!canStand(table.table, model, landing)) continue;
    if (fellFrom === null || clearOf(model, centre, fellFrom)) return landing;
    under ??= landing;
  }
  return under;
}
