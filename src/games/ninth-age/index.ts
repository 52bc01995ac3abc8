/**
 * The Ninth Age: a unit's shooting at a unit, from Aim and shots to whole models removed, and
 * the shooting phase on a table with three-line cover.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Throwing Weapons (5+)', shooter: { profile: { Str: 3 } }, target: { profile: { Res: 3 } } });
 * ninthAgeOdds(attack).series.hits.atLeast[1]; // 5/9: the seed's dwarf, two shots at 5+
 * ninthAgeRoll(attack, 42).groups; // the dice as thrown, step by step, each explained
 *
 * @module marksman/ninth-age
 */
export {
  analyseArmour,
  analyseDamage,
  analyseSpecialSave,
  analyseToHit,
  analyseToWound,
  analyseVolley,
  analyseArea,
  hitModifiers,
  HOPELESS_SECOND_ROLL,
  LETHAL_STRIKE_AP,
  LOWEST_SUCCESS,
  neededArmourSave,
  neededToWound,
  penetrationModifiers,
  shotsPerModel,
  woundsForFace,
  type ArmourAnalysis,
  type AreaAnalysis,
  type HitAnalysis,
  type ModelShots,
  type PenetrationModifier,
  type DamageAnalysis,
  type FortitudeIgnoredBy,
  type HitResolution,
  type SpecialSaveAnalysis,
  type SpecialSaveChoice,
  type SpecialSaveKind,
  type ToHitAnalysis,
  type ToWoundAnalysis,
  type VolleyAnalysis,
} from './analysis.js';
export {
  HIT_MODIFIER_CODES,
  MOVEMENTS,
  targetStart,
  type HardTargetInstance,
  type HitModifier,
  type HitModifierCode,
  type ModelSight,
  type Movement,
  type NinthAgeAttack,
  type NinthAgeDefence,
  type NinthAgeShooter,
  type NinthAgeTarget,
  type TargetFormation,
  type NinthAgeVolley,
  type VolleyCircumstances,
} from './attack-types.js';
export { COVER_LEVELS, type CoverLevel } from './cover-level.js';
export { FORMATIONS, FRESH_UNIT_STATE, inOpenOrder, rankAndFileCount, unitModels, type CharacterShooting, type Formation, type NinthAgeArmy, type NinthAgeBattle, type NinthAgeUnit, type NinthAgeUnitState, type TableCharacter, type UnitJoined } from './battle.js';
export { ALONE_NOT_APPLIED, aloneBlock, aloneNotApplied, aloneOdds, alonePlaces, aloneView, shapeOf, tallestHeight, type AloneModelShape, type AloneNotApplied, type AloneOdds, type UnitNotApplied } from './alone.js';
export { characterIndexOf, characterShooterId, characterShooters, ninthAgeShooter, shooterBlockId, shooterGone, withShooterState } from './character-shooters.js';
export { DEFAULT_DEFENCE, DEFAULT_HEIGHT, ninthAgeAttack, weaponEntry, type NinthAgeAttackInput } from './build.js';
export {
  betterCover,
  blocksSight,
  clearFacingLine,
  coverFrom,
  coverFromLines,
  coverFromShare,
  coveringTerrainHolding,
  FACING_SHARE_PARTS,
  FACING_SHARE_SAMPLES,
  facingLines,
  judgeCrossing,
  SIGHT_PARTS,
  standingInCover,
  targetArcOf,
  terrainAround,
  unitLocation,
  type CoverFinding,
  type StandingInCover,
  type CoverGrade,
  type CoverObstruction,
  type CrossingReason,
  type JudgedCrossing,
  type JudgedLine,
  type SightContext,
} from './cover.js';
export { NINTH_AGE_OUTCOMES, NINTH_AGE_STEPS, type JoinedCharacterRef, type NinthAgeCheck, type NinthAgeOutcome, type NinthAgeStep } from './explanation.js';
export { HEIGHT_CLASSES, HEIGHT_MAX, HEIGHT_MIN, heightClassOf, heightRank, heightRelation, type HeightClass, type HeightRelation, type NinthAgeHeight } from './heights.js';
export {
  blockAfterCasualties,
  ninthAgeApplyShot,
  harmFirer,
  ninthAgePhaseOdds,
  ninthAgePhaseProcess,
  ninthAgePlanShot,
  ninthAgeRollPhase,
  ninthAgeRollShot,
  ninthAgeShootingOrder,
  ninthAgeTargetReport,
  ninthAgeShotOutcomes,
  unitShootingProcess,
  type CharactersAfter,
  type NinthAgePhaseOptions,
  type NinthAgePhaseRoll,
  type NinthAgePhaseState,
  type NinthAgePlannedShot,
  type NinthAgeShotRefusal,
  type NinthAgeShotRoll,
  type NinthAgeTargetReport,
  type UnitShootingState,
} from './phase.js';
export {
  analyseAttack,
  groupDice,
  hpLostBetween,
  ninthAgeOdds,
  ninthAgeRoll,
  rolledAttack,
  type NinthAgeShotsRoll,
  type NinthAgeShotsRollOdds,
  type NinthAgeDiceGroup,
  type NinthAgeDie,
  type NinthAgeOddsReport,
  type NinthAgeRollReport,
  type NinthAgeSeriesOdds,
  type NinthAgeShotOdds,
  type NinthAgeShotRoll as NinthAgeSingleShotRoll,
  type NinthAgeVolleyOdds,
} from './report.js';
export { attackOdds, countHits, countUnsaved, countWounds, shotProcesses, summariseShot, volleyRepeat, type ShotCount, type ShotProcess, type ShotSummary } from './series.js';
export { AIM_AT, areaRuns, areaShares, attackOnCharacter, distributeHits, hitStart, hitsRepeat, hittableCharacters, joinedProcesses, poisonedShares, SHIELDING_MODELS, sharingModels, templateAttack, toHitOnly, type AimAt, type AreaHitKind, type AreaShares, type HitShares, type JoinedCharacter, type JoinedTarget } from './combined.js';
export { joinedOdds, joinedRoll, type JoinedCharacterOdds, type JoinedOdds, type JoinedPanic, type JoinedRoll, type JoinedRound, type JoinedTrace, type JoinedVolleyRoll } from './combined-odds.js';
export { joinedShootingProcess, type JoinedShootingState, type PendingTemplate, type QueuedHits } from './joined-shooting.js';
export { firerHarm, type FirerHarm } from './firer.js';
export { disciplineFails, NINTH_AGE_PANIC_RULES, ninthAgePhasePanic, panicOdds, panicTaken, panicThreshold, unitPanic, type PanicFailUnknown, type PanicOdds, type PanicRule, type PanicThreshold, type PhasePanic } from './panic.js';
export { MISFIRE_RESULTS, SHOTS_ROLL_START, shotsRollProcess, type MisfireResult, type ShotsRollState } from './shots-roll.js';
export { shotProcess, shotStart, shotStateKey, type AreaProgress, type HitResult, type NinthAgeShotState, type SaveResult, type Stage, type WoundResult } from './shot.js';
export {
  characterPlace,
  EVERY_RANK,
  FRONT_EDGE_INSET,
  frontEdgePoints,
  inFrontArc,
  modelPlace,
  modelsShooting,
  ninthAgeShooterStatus,
  shootingRanks,
  sightContext,
  sightFrom,
  standAndShootReachesAnywhere,
  type ModelRefusal,
  type ModelShooting,
  type SightFinding,
  type SightResult,
  type UnitRefusal,
  type UnitShooterStatus,
  type WeaponChoice,
  type WeaponRefusal,
  type NinthAgeSightMemo,
  type ByPoint,
} from './shooters.js';
export { ninthAgeTargetCandidate, ninthAgeTargetCandidates, tableAttack, tableJoinedTarget, targetOdds, type TableJoinedTarget, type TargetCandidate, type TargetOdds, type TargetRefusal } from './targets.js';
export { NINTH_AGE_DEFAULT_VARIANTS, NINTH_AGE_EDITIONS, NINTH_AGE_VARIANT_RULINGS, type NinthAgeEdition, type NinthAgeVariants } from './variants.js';
export {
  findWeapon,
  isNinthAgeWeaponId,
  multipleWounds,
  NINTH_AGE_WEAPON_IDS,
  NINTH_AGE_WEAPONS,
  parseAttribute,
  weaponAttributeText,
  parseWeaponEntry,
  parseWoundsValue,
  parseMultipleWounds,
  parseBracketedValue,
  woundsPlus,
  unwieldyValue,
  isPistol,
  MOST_SHOTS_WITH_PISTOL,
  MOST_VEIL_TOKENS,
  veilTokens,
  withVeilTokens,
  shortRangePenetration,
  shotsWithPistol,
  VALUED_ATTRIBUTES,
  WEAPON_ATTRIBUTE_CODES,
  weaponHas,
  weaponKey,
  mostShots,
  parseShotsDice,
  shotsDiceText,
  SHOTS_DICE_LIMITS,
  BREATH_ATTACK,
  parseBreathAttack,
  parseTemplateSize,
  areaTemplate,
  formationLines,
  areaHits,
  MOST_AREA_SIZE,
  TARGET_FACINGS,
  type AreaTemplate,
  type TargetFacing,
  type BreathAttackRead,
  type ShotsDice,
  type NinthAgeWeaponId,
  type ShootingWeapon,
  type WeaponAttribute,
  type WeaponAttributeCode,
  type WeaponEntry,
  type WoundsValue,
  type WoundsDie,
} from './weapons.js';
export type { CountOdds } from '../shared/index.js';
export { hardTargetValue, NINTH_AGE_RULES, type NinthAgeRule, type NinthAgeRuleId, type NinthAgeRuleTerms, type NinthAgeShotsContext, type NinthAgeVolleyContext, type NinthAgeWeaponUse } from './rules.js';
