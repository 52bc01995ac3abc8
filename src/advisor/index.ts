/**
 * The advisor: what a player should do with the odds the engine gives, worked out exactly over
 * the battles the phase can reach (the phase plan: whom to shoot first).
 *
 * Not yet a subpath of the package: the CLI (`marksman plan`) reaches it from the source.
 *
 * @example
 * import { phasePlan } from './advisor/index.js';
 * const result = phasePlan(game, scenario, { goal: { kind: 'expected' } });
 */
export { phasePlan, type PhasePlan, type PlanBranch, type PlanChoice, type PlanGoal, type PlanOptions, type PlanOrder, type PlanRefusal, type PlanResult, type PlanStep } from './plan.js';
export { PLAN_MAX_ENEMIES, PLAN_MAX_SHOOTERS, PLAN_MAX_WEIGHED_SHOTS } from './plan-limits.js';
