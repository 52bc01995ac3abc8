/**
 * What several games share: the Strength-against-Toughness wound chart, damage to a
 * rank-and-file unit, removed as whole models, and special rules as data with the functions
 * that apply a game's rule table at one step.
 *
 * @example
 * unitAfterWound({ models: 4, onCurrent: 2 }, 5, { wounds: 3, overflow: 'pool' }); // { models: 3, onCurrent: 2 }
 */
export { freshUnit, unitAfterWound, unitDamageKey, type DamageRule, type UnitDamage } from './unit-damage.js';
export { unitAfterSeries, type UnitSlot } from './unit-series.js';
export { rollPhaseTurns, type PhaseTurn, type PhaseTurns } from './phase-turns.js';
export { CHARACTERISTIC_MAX, CHARACTERISTIC_MIN, neededToWound, WOUND_CHART } from './wound-chart.js';
export { countOdds, type CountOdds } from './count-odds.js';
export {
  avoidRollsFrom,
  hitModifiersFrom,
  hitsAutomaticallyFrom,
  loadedShotsFrom,
  MODIFIER_STEPS,
  modifiersFrom,
  refusalsFrom,
  RULE_DOCUMENTS,
  RULE_HOLDERS,
  RULE_STEPS,
  shotsFrom,
  shotsGrantFrom,
  splitShotsFrom,
  toWoundRulesFrom,
  unarmouredSaveFrom,
  noArmourSaveFrom,
  automaticWoundFrom,
  naturalSaveFrom,
  wardRollFrom,
  hitRerollFrom,
  injuryResultRuleFrom,
  type ArmourSaveRuleEffect,
  type WardRollEffect,
  type RerollEffect,
  type InjuryResultEffect,
  type InjuryResultRule,
  type RuleApplied,
  type AnyStepModifierEffect,
  type AvoidHitEffect,
  type AvoidRoll,
  type EffectStep,
  type LoadedShotsEffect,
  type ModifierStep,
  type StepModifier,
  type StepModifierEffect,
  type ToWoundEffect,
  type ToWoundRule,
  type UnarmouredSaveEffect,
  type HitCanceller,
  type HitAutomaticEffect,
  type HitIgnoresEffect,
  type HitModifierEffect,
  type LiftEffect,
  type PlainRuleEffect,
  type RefuseEffect,
  type RuleCitation,
  type RuleCondition,
  type RuleDocument,
  type RuleEffect,
  type RuleHolder,
  type RuleHolders,
  type RuleModifier,
  type RuleSource,
  type RuleStep,
  type RuleTable,
  type RuleVocabulary,
  type ShotsEffect,
  type SpecialRule,
  type StepCode,
  type StepContext,
  type TableRule,
} from './special-rules.js';
