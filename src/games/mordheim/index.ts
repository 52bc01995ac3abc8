/**
 * Mordheim: one warrior's shots at one model, from the to-hit roll to the injury.
 *
 * @example
 * const attack = mordheimAttack({ shooter: { profile: { BS: 3, S: 3 } }, weapon: 'crossbow', target: { profile: { T: 3, W: 1 } } });
 * mordheimOdds(attack).shot.hit; // 0.5
 * mordheimRoll(attack, 42).shots[0]?.trace; // every die, with what it needed and why
 *
 * @module marksman/mordheim
 */
export { analyseSave, analyseToHit, analyseToWound, hitModifiers, kitSave, weaponStrength, type ArmourPiece, type SaveAnalysis, type ToHitAnalysis, type ToWoundAnalysis } from './analysis.js';
export {
  CONDITIONS,
  HIT_MODIFIER_CODES,
  NO_CIRCUMSTANCES,
  NO_KIT,
  type Condition,
  type HitModifierCode,
  type Modifier,
  type MordheimAttack,
  type MordheimCircumstances,
  type MordheimHitCanceller,
  type MordheimKit,
  type MordheimProfile,
  type MordheimShooter,
  type MordheimTarget,
  type SaveModifierCode,
} from './attack-types.js';
export { mordheimAttack, type MordheimAttackInput } from './build.js';
export { MISFIRE_RESULTS, type CriticalKind, type InjuryModifier, type MisfireResult, type MordheimCheck, type MordheimOutcome } from './explanation.js';
export { initiativeTest, type InitiativeTestState } from './initiative.js';
export { analyseAttack, FIRER_HARMS, mordheimOdds, mordheimRoll, type FirerHarm, type MordheimAnalysis, type MordheimOddsReport, type MordheimRollReport, type MordheimSeriesOdds, type MordheimShotOdds, type MordheimShotRoll } from './report.js';
export { barrelsFired, countHits, countWounds, mordheimSeries, seriesRounds, summariseShot, type ShotSummary } from './series.js';
export { misfireApplies, shotProcess, shotStart, type HitResult, type SaveResult, type ShotAnalyses, type ShotState, type Stage, type TargetState, type WoundResult } from './shot.js';
export { BODY_ARMOUR, BODY_ARMOURS, INJURY_TABLES, neededToWound, SAVE_IMPROVERS, strengthSaveModifier, WOUND_CHART, type BodyArmour, type InjuryTable, type SaveImprover } from './tables.js';
export { ACROBAT_MAX_DROP, acrobatTakesTest, EDGE_SLIP_DISTANCE, fallProcess, fallRules, fallStart, fallStrength, type Faller, type FallState } from './fall.js';
export { dangerousHitAttack, explosionRules, misfireExplosionAttack, ownWeaponHitAttack } from './misfire.js';
export { checkDeclared, phaseOdds, phaseProcess, rollPhase, type DeclarationRefusal, type PhaseRoll, type PhaseState } from './phase-play.js';
export {
  applyShot,
  planShot,
  rollShot,
  shootingOrder,
  targetReport,
  type PhaseOptions,
  type PlannedShot,
  type RatedCandidate,
  type ShotRefusal,
  type ShotRoll,
  type MisfireOdds,
  type EntangleOdds,
  type TargetOdds,
  type TargetReport,
} from './phase.js';
export { shooterStatus, type ShooterRefusal, type ShooterStatus, type WeaponChoice, type WeaponRefusal } from './shooters.js';
export { ledgeOf, SHOT_LINE_WIDTH, struckCover, tableShot, type Ledge, type LineHit, type LineModelState, type StruckCover, type TableShot, type TableShotState } from './table-shot.js';
export { COVER_SHARE, effectiveNeeded, firesTwice, LARGE_BODY, legalTargetsInRange, tableAttack, targetCandidates, targetsInRange, type ShotOptions, type TargetCandidate, type TargetReason, type TargetRefusal, type TargetViews } from './targets.js';
export { FRESH_STATE, warriorAsTarget, type MordheimBattle, type Warband, type Warrior, type WarriorState } from './warrior.js';
export { MORDHEIM_DEFAULT_VARIANTS, MORDHEIM_VARIANT_RULINGS, type MordheimVariants } from './variants.js';
export { findWeapon, MORDHEIM_WEAPON_IDS, MORDHEIM_WEAPONS, WEAPON_GROUPS, WEAPON_RULES, weaponHas, weaponIn, type MissileWeapon, type MordheimWeaponId, type WeaponBonus, type WeaponGroup, type WeaponRule } from './weapons.js';
export {
  MORDHEIM_RULES,
  loadedBarrels,
  HIT_REROLL_RULES,
  INJURY_RESULT_RULES,
  NATURAL_SAVE_RULES,
  NO_SAVE_RULES,
  WARD_RULES,
  ruleOfKind,
  type HitRerollRule,
  type InjuryResultRuleId,
  type NaturalSaveRule,
  type NoSaveRule,
  type WardRule,
  type AvoidHitCode,
  type InjuryModifierCode,
  type MordheimRule,
  type MordheimRuleId,
  type MordheimRuleTerms,
  type RangeModifierCode,
  type SaveRuleCode,
  type Spotter,
  type SpottingModifierCode,
  type StrengthModifierCode,
  type WeaponAtDistance,
  type WeaponHolder,
  type WeaponInHand,
} from './rules.js';
export { withinRange } from './range.js';
export {
  findModelRule,
  holdsRule,
  MORDHEIM_MODEL_RULE_IDS,
  MORDHEIM_MODEL_RULES,
  modelRuleIdsOf,
  rulesNotApplied,
  type ModelRuleEntry,
  type ModelRuleKind,
  type ModelRuleStatus,
  type MordheimModelRuleId,
} from './model-rules.js';
export { shotsInHand, spottingRange, weaponInHands, type ShotsInHand } from './in-hands.js';
export { planSplit, rollSplit, splitOdds, splitProcess, splitStart, type PlannedSplit, type SplitRefusal, type SplitRoll, type SplitState, type SplitTargetOdds } from './split.js';
