/**
 * The advisor: where a shooter should stand this turn (its heat map, exact for a goal) and how
 * safe each place is from the enemy's next shooting phase (its exposure map), for any game that
 * offers the engine's `GameAdvice`.
 *
 * @example
 * import { heatMap, exposureMap } from 'marksman';
 * const map = heatMap(mordheimGame, scenario, 'marksman', { goal: 'out-of-action' });
 */
export { adviceStart, bestShot, DEFAULT_GRID, type AdviceOptions, type AdviceProblem, type AdviceStart } from './places.js';
export { BEST_PLACES, bestPlaces, heatMap, type HeatMap, type HeatPlace } from './heat-map.js';
export { combineThreats, exposureMap, threatsAt, type ExposedPlace, type ExposureMap, type Threat } from './exposure.js';
