/**
 * The scenario file format: its schema, parsing with clear issues, and the JSON Schema
 * for editors.
 *
 * @example
 * import { parseScenario } from 'marksman/scenario';
 * parseScenario(readFileSync('examples/mordheim/crossbow-vs-dieter.json', 'utf8')).ok; // true
 * parseScenario('{"game": "mordheim", "attack": {"shooter": {"profile": {"BS": 11}}, "weapon": "crossbow", "target": {"profile": {"T": 3}}}}');
 * // { ok: false, issues: [{ code: 'out-of-range', path: ['attack', 'shooter', 'profile', 'BS'], value: '11', … }] }
 *
 * @module marksman/scenario
 */
export { describeValue, formatPath, type ExpectedKind, type ReceivedKind, type ScenarioIssue, type ScenarioIssueCode } from './issues.js';
export { battleaxeBattleToFile, battleaxeFormat, type BattleaxeScenario } from './battleaxe.js';
export { ninthAgeBattleToFile, ninthAgeFormat, ninthAgeWeaponFile, type NinthAgeScenario, type NinthAgeWeaponFile } from './ninth-age.js';
export { MORDHEIM_KIT_ITEMS, MORDHEIM_TARGET_RULES, mordheimBattleToFile, mordheimFormat, type MordheimScenario, type MordheimScenarioFile } from './mordheim.js';
export type { FormatResult, GameFormat, NinthAgeUnitRule, NamesWrittenOut, NamedNinthAgeUnit, NamedProfile, NameFilled, NinthAgeUnitLookup, ParseOptions, ProfileLookup, ScenarioHeader } from './format.js';
export type { At } from './issue-at.js';
export type { BattleaxeScenarioIssue } from './battleaxe-issues.js';
export type { NinthAgeScenarioIssue } from './ninth-age-issues.js';
export { NINTH_AGE_NEEDED, NINTH_AGE_WEAPON_GAPS, type NinthAgeNeeded, type NinthAgeWeaponGap } from './ninth-age-issues.js';
export {
  BUILT_IN_FORMATS,
  GAMES,
  namedProfilesWrittenOut,
  namedProfilesWrittenOutWith,
  namesProfiles,
  profileNames,
  parseScenario,
  parseScenarioOf,
  parseScenarioValue,
  parseScenarioValueWith,
  parseScenarioWith,
  scenarioJsonSchema,
  scenarioFormats,
  scenarioJsonSchemaOf,
  scenarioSchema,
  scenarioSchemaOf,
  withoutByteOrderMark,
  type ParseResult,
  type Scenario,
  type ScenarioFormats,
  type WrittenOut,
} from './parse.js';
export { headerFields, NINTH_AGE_UNIT_RULES, NO_NAMES } from './format.js';
export { closestNames, editDistance } from './suggest.js';
export { ATTACK_MAX_SHOTS, jsonTextDepth, SCENARIO_MAX_BYTES, SCENARIO_MAX_DEPTH, TABLE_MAX_CORNERS, TABLE_MAX_MODELS } from './limits.js';
