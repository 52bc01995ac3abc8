/**
 * The advisor: what a player should do with the odds the engine gives, worked out exactly over
 * the battles the phase can reach (the phase plan: whom to shoot first).
 *
 * @example
 * import { phasePlan } from 'marksman/advisor';
 * const result = phasePlan(game, scenario, { goal: { kind: 'expected' } });
 *
 * @module marksman/advisor
 */
export { phasePlan, type PhasePlan, type PlanBranch, type PlanChoice, type PlanGoal, type PlanOptions, type PlanOrder, type PlanRefusal, type PlanResult, type PlanStep } from './plan.js';
export { PLAN_MAX_ENEMIES, PLAN_MAX_SHOOTERS, PLAN_MAX_WEIGHED_SHOTS } from './plan-limits.js';
