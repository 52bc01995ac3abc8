/**
 * Marksman: the shooting phase of Mordheim, Battleaxe and The Ninth Age, with exact odds and
 * seeded, explained rolls. This root entry holds what most programs start from: reading a
 * scenario file, each game's quick attack with its odds and roll, and the exact fractions.
 * Each game's whole library is a subpath (`marksman/mordheim`, `marksman/battleaxe`,
 * `marksman/ninth-age`), as are the layers below it (`marksman/dice`, `marksman/geometry`,
 * `marksman/table`, `marksman/scenario`, `marksman/data`).
 *
 * @example
 * import { mordheimAttack, mordheimOdds, exactArithmetic, rationalToString } from 'marksman';
 * const attack = mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 3, W: 1 }, kit: { armour: 'heavy', shield: true } } });
 * rationalToString(mordheimOdds(attack, exactArithmetic).shot.conditions['out-of-action']); // "103/972"
 *
 * // Any game the same way: the engine's `Game` interface, through a registry a program may add its own games to.
 * const parsed = parseGameScenario(BUILT_IN_REGISTRY, text);
 * if (parsed.ok) parsed.game.attackOdds(parsed.scenario, exactArithmetic)?.results; // [{ result: 'standing', chance: … }, …]
 *
 * @module marksman
 */
export {
  ATTACK_MAX_SHOTS,
  formatPath,
  GAMES,
  parseScenario,
  parseScenarioOf,
  parseScenarioValue,
  SCENARIO_MAX_BYTES,
  SCENARIO_MAX_DEPTH,
  scenarioJsonSchema,
  TABLE_MAX_CORNERS,
  TABLE_MAX_MODELS,
  type ParseOptions,
  type ParseResult,
  type Scenario,
  type ScenarioIssue,
  type ScenarioIssueCode,
} from './scenario/index.js';
export { exactArithmetic, floatArithmetic, rationalToNumber, rationalToString, SEED_MAX, type Arithmetic, type Rational } from './dice/index.js';
export { MORDHEIM_DEFAULT_VARIANTS, mordheimAttack, mordheimOdds, mordheimRoll, type MordheimAttack, type MordheimAttackInput, type MordheimOddsReport, type MordheimRollReport, type MordheimVariants } from './games/mordheim/index.js';
export { BATTLEAXE_DEFAULT_VARIANTS, battleaxeAttack, battleaxeOdds, battleaxeRoll, type BattleaxeAttack, type BattleaxeAttackInput, type BattleaxeOddsReport, type BattleaxeRollReport, type BattleaxeVariants } from './games/battleaxe/index.js';
export { NINTH_AGE_DEFAULT_VARIANTS, ninthAgeAttack, ninthAgeOdds, ninthAgeRoll, type NinthAgeAttack, type NinthAgeAttackInput, type NinthAgeOddsReport, type NinthAgeRollReport, type NinthAgeVariants } from './games/ninth-age/index.js';
export {
  battleaxeGame,
  BUILT_IN_GAMES,
  BUILT_IN_REGISTRY,
  codesOf,
  createRegistry,
  gameProfilesWrittenOut,
  mordheimGame,
  ninthAgeGame,
  parseGameScenario,
  parseGameScenarioValue,
  registryJsonSchema,
  type Game,
  type GameCheck,
  type GameCodes,
  type GameCountOdds,
  type GameDie,
  type GameOdds,
  type GameParseResult,
  type GamePhase,
  type GameProfiles,
  type GameRegistry,
  type GameResultChance,
  type GameRoll,
  type GameScenario,
  type GameShot,
  type GameShooterOutcomes,
  type GameEnemy,
  type GameOutcome,
  type GameOutcomes,
  type GameTable,
  type GameTargetChoice,
  type GameTargets,
  type GameTrace,
  type GameVariants,
  type RegistryResult,
} from './engine/index.js';
export { headerFields, NO_NAMES, type FormatResult, type GameFormat, type NamesWrittenOut, type ScenarioHeader } from './scenario/index.js';
// Special rules as data (docs/special-rules.md): the types every game's rule table is written in.
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
  toWoundRulesFrom,
  unarmouredSaveFrom,
  noArmourSaveFrom,
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
} from './games/shared/index.js';
