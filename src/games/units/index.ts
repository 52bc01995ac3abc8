/**
 * What the games with rank-and-file units share: damage to a unit, removed as whole models.
 *
 * @example
 * unitAfterWound({ models: 4, onCurrent: 2 }, 5, { wounds: 3, overflow: 'pool' }); // { models: 3, onCurrent: 2 }
 */
export { freshUnit, unitAfterWound, unitDamageKey, type DamageRule, type UnitDamage } from './damage.js';
