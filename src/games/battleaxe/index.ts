/**
 * Battleaxe: a unit's shooting (or a spell's hits) at a unit, from the to-hit roll to the
 * models removed, and the shooting phase on a table.
 *
 * @example
 * const attack = battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: 'short-bow', models: 5, target: { profile: { T: 3 }, models: 10 } });
 * battleaxeOdds(attack).unit.hits.mean; // 2.5
 * battleaxeRoll(attack, 42).groups; // "5 dice to hit: …", every die with what it needed and why
 *
 * @module marksman/battleaxe
 */
export {
  analyseAttack,
  analyseMultipleWounds,
  analyseSave,
  analyseToHit,
  analyseToWound,
  hitFace,
  hitModifiers,
  toHitFrom,
  type ArmourSaveAnalysis,
  type BatchAnalysis,
  type BattleaxeAnalysis,
  type HitFace,
  type MultipleWoundsAnalysis,
  type SaveAnalysis,
  type ToHitAnalysis,
  type ToWoundAnalysis,
  type WardSaveAnalysis,
} from './analysis.js';
export {
  BATTLEAXE_KEYWORDS,
  HITS_SOURCES,
  NO_CIRCUMSTANCES,
  type Amount,
  type BattleaxeAttack,
  type BattleaxeCircumstances,
  type BattleaxeHitsAttack,
  type BattleaxeKeyword,
  type BattleaxeProfile,
  type BattleaxeShootingAttack,
  type BattleaxeTarget,
  type BattleaxeWeapon,
  type HitModifierCode,
  type HitsSource,
  type Modifier,
  type ModifierCancel,
  type SaveModifierCode,
  type ShootingBatch,
} from './attack-types.js';
export { amountOf, battleaxeAttack, targetOf, weaponOf, type AmountInput, type BattleaxeAttackInput, type BattleaxeTargetInput, type BattleaxeWeaponInput } from './build.js';
export type { BattleaxeCheck, BattleaxeOutcome, BattleaxeStep } from './explanation.js';
export {
  battleaxeOdds,
  battleaxeRoll,
  groupDice,
  type BattleaxeOddsReport,
  type BattleaxeRollReport,
  type BattleaxeRound,
  type BattleaxeShotOdds,
  type BattleaxeUnitOdds,
  type DiceGroup,
  type RolledDie,
} from './report.js';
export { BATTLEAXE_PANIC_SHARE, battleaxePanicOdds, battleaxePanicTaken, battleaxePanicThreshold, battleaxePhasePanic, type BattleaxePanicOdds, type BattleaxePanicThreshold, type BattleaxePhasePanic } from './panic.js';
export { batchOfRound, battleaxeSeries, countHits, countUnsaved, countWounds, damageRule, seriesProcess, seriesRounds, shotContext, targetDamage, type SeriesState } from './series.js';
export { hitStart, shotProcess, shotStart, type HitResult, type SaveResult, type ShotContext, type ShotState, type Stage, type WoundResult } from './shot.js';
export { BEST_SCORE, CANNOT_HIT_FROM, DIE_SIDES, HIT_MODIFIER_CODES, HIT_MODIFIER_VALUES, POINT_BLANK_RANGE, SECOND_ROLL_CHART, strengthSaveModifier, type DieSides } from './tables.js';
export { BATTLEAXE_DEFAULT_VARIANTS, BATTLEAXE_VARIANT_RULINGS, type BattleaxeVariants } from './variants.js';
export { BATTLEAXE_WEAPON_IDS, BATTLEAXE_WEAPONS, findBattleaxeWeapon, isBattleaxeWeaponId, type BattleaxeWeaponId } from './weapons.js';
export { coverSource, HIDDEN_SHARE, obstructionCover, rememberedView, shooterView, unitCover, type CoverKind, type CoverSource, type HiddenModel, type RememberedView, type ShooterView, type ShooterViewMemo, type ViewSlot } from './cover.js';
export { battleaxeShooterStatus, type BattleaxeShooterRefusal, type BattleaxeShooterStatus } from './shooters.js';
export { batchesOf, battleaxeTableAttack, targetOfUnit, type TableBatch } from './table-shot.js';
export { battleaxeTargetCandidates, battleaxeTargetOptions, type BattleaxeTargetCandidate, type BattleaxeTargetOption, type BattleaxeTargetRefusal, type IdleReason } from './targets.js';
export { BATTLEAXE_UNIT_RULES, FRESH_UNIT_STATE, findUnit, unitModels, type BattleaxeArmy, type BattleaxeBattle, type BattleaxeFormation, type BattleaxeUnit, type BattleaxeUnitRule, type BattleaxeUnitState } from './unit.js';
export { battleaxeArcCheck, type BattleaxeArcCheck } from './arc.js';
export { directFireCount } from './ranks.js';
export {
  battleaxeApplyShot,
  battleaxePhaseOdds,
  battleaxePhaseProcess,
  battleaxePhaseUnitOdds,
  battleaxePlanShot,
  battleaxeRollPhase,
  battleaxeRollShot,
  battleaxeShootingOrder,
  battleaxeTargetReport,
  type BattleaxePhaseOptions,
  type BattleaxePhaseRoll,
  type BattleaxePhaseState,
  type BattleaxePhaseTurn,
  type BattleaxePlannedShot,
  type BattleaxeShotRefusal,
  type BattleaxeShotRoll,
  type BattleaxeTargetOdds,
  type BattleaxeTargetReport,
  type RatedCandidate,
  type RatedOption,
} from './phase.js';
export type { CountOdds, DamageRule, UnitDamage } from '../shared/index.js';
export { BATTLEAXE_RULES, isLoneTarget, type BattleaxeRule, type BattleaxeRuleId, type BattleaxeRuleTerms, type BattleaxeShotContext } from './rules.js';
