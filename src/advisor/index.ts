/**
 * The advisor: what a player should do with the odds the engine gives — where a shooter should
 * stand this turn (its heat map, exact for a goal) and how safe each place is from the enemy's
 * next shooting phase (its exposure map), for any game that offers the engine's `GameAdvice`;
 * and whom to shoot first (the phase plan), worked out exactly over the battles the phase can reach.
 *
 * @example
 * const map = heatMap(mordheimGame, scenario, 'marksman', { goal: 'out-of-action' });
 * const plan = phasePlan(mordheimGame, scenario, { goal: { kind: 'expected' } });
 */
export { adviceStart, bestShot, DEFAULT_GRID, type AdviceOptions, type AdviceProblem, type AdviceStart } from './places.js';
export { BEST_PLACES, bestPlaces, heatMap, type HeatMap, type HeatPlace } from './heat-map.js';
export { combineThreats, EXPOSURE_ORDER_LIMIT, exposureMap, exposureValue, threatsAt, worstExposure, type ExposedPlace, type ExposureMap, type ExposureOrder, type Threat, type WorstExposure } from './exposure.js';
export { BEST_SHELTERED, bestSheltered } from './sheltered.js';
export { phasePlan, type PhasePlan, type PlanBranch, type PlanChoice, type PlanGoal, type PlanOptions, type PlanOrder, type PlanRefusal, type PlanResult, type PlanStep } from './plan.js';
export { PLAN_MAX_ENEMIES, PLAN_MAX_SHOOTERS, PLAN_MAX_WEIGHED_SHOTS } from './plan-limits.js';
