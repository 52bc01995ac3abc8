/**
 * What several games share: the Strength-against-Toughness wound chart, and damage to a
 * rank-and-file unit, removed as whole models.
 *
 * @example
 * unitAfterWound({ models: 4, onCurrent: 2 }, 5, { wounds: 3, overflow: 'pool' }); // { models: 3, onCurrent: 2 }
 */
export { freshUnit, unitAfterWound, unitDamageKey, type DamageRule, type UnitDamage } from './unit-damage.js';
export { rollPhaseTurns, type PhaseTurn, type PhaseTurns } from './phase-turns.js';
export { CHARACTERISTIC_MAX, CHARACTERISTIC_MIN, neededToWound, WOUND_CHART } from './wound-chart.js';
export { countOdds, type CountOdds } from './count-odds.js';
