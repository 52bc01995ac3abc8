import { bestPlaces, type HeatMap } from './heat-map.js';
import type { ExposureMap } from './exposure.js';

/** How many sheltered places the advisor marks. */
export const BEST_SHELTERED = 3;

/**
 * The hidden placement layer (issue 22, point 1): the indexes of the best `count` places from
 * which the shooter has a shot (value above 0) and where it is sheltered — no enemy may shoot it
 * there, or every enemy that may counts it in cover — best shot first, equal values by the
 * shorter move (as {@link bestPlaces} ranks). `heat` and `exposure` are the same shooter's maps
 * with the same options, so their places match index by index. None where the exposure map
 * withholds the danger (`ExposureMap.withheld`): not known to be sheltered is not sheltered.
 *
 * @example
 * const heat = heatMap(mordheimGame, scenario, 'marksman', { goal: 'out-of-action' });
 * const exposure = exposureMap(mordheimGame, scenario, 'marksman', { goal: 'out-of-action' });
 * if (heat.ok && exposure.ok) bestSheltered(heat.value, exposure.value); // [17, 4, 30]
 */
export function bestSheltered(heat: HeatMap, exposure: ExposureMap, count: number = BEST_SHELTERED): number[] {
  // Danger not worked out (`withheld`) is not shelter: no place is marked.
  if (exposure.withheld) return [];
  const scored = heat.places.map((p, i) => ({ value: exposure.places[i]?.sheltered === true ? p.value : 0, cost: p.place.cost }));
  return bestPlaces(scored, count);
}
