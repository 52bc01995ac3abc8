import { footprintCentre, footprintDistance, footprintMeetsStrip, stripFrom } from '../geometry/index.js';
import type { PreparedTable } from './prepare.js';
import { modelView } from './queries.js';

/**
 * The models a straight strip from one model toward another meets (a blunderbuss's shot: 16"
 * by 1"), nearest first: every model but the one it starts from whose base overlaps or
 * touches it on the table's plane and that the first model can see. Friends are met as well
 * as enemies.
 *
 * @example
 * // table: examples/mordheim/battle-street.json's, prepared
 * modelsInStrip(table, 'crossbowman', 'ogre', 16, 1); // the ids of the models in that line, nearest first
 */
export function modelsInStrip(table: PreparedTable, from: string, toward: string, length: number, width: number): string[] {
  const origin = table.models.get(from);
  const aim = table.models.get(toward);
  if (!origin || !aim) return [];
  const strip = stripFrom(origin.base, footprintCentre(aim.base), length, width);
  if (!strip) return [];
  return [...table.models.values()]
    .filter((m) => m.id !== from && footprintMeetsStrip(m.base, strip) && modelView(table, from, m.id).sightLine)
    .map((m) => ({ id: m.id, distance: footprintDistance(origin.base, m.base) }))
    .sort((a, b) => a.distance - b.distance)
    .map((m) => m.id);
}
