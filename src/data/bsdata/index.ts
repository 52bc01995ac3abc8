/**
 * BattleScribe (BSData) data for Marksman: a reader for game systems, catalogues and
 * rosters, and the profile libraries built from them for Mordheim and The Ninth Age. Pure:
 * callers pass file contents in; nothing here reads files.
 *
 * @example
 * const dir = 'data/bsdata/mordheim/';
 * const library = buildMordheimLibrary(readdirSync(dir).filter((f) => /\.(gst|cat)$/.test(f)).map((name) => ({ name, text: readFileSync(dir + name, 'utf8') })));
 * resolveMordheimProfile(library, 'Reiklanders/Marksman'); // { ok: true, value: { profile: { BS: 4, … }, … } }
 * resolveMordheimWeapon(library, 'Long bow'); // { ok: true, value: { weapon: MORDHEIM_WEAPONS['long-bow'], … } }
 * importMordheimRoster({ name: 'reiklanders.ros', data: readFileSync('data/bsdata/rosters/reiklanders.ros', 'utf8') }); // { ok: true, warband: { id, name, models: [...] }, problems }
 *
 * @module marksman/data
 */
export { parseXml, XML_ERROR_REASONS, XML_LIMITS, type XmlElement, type XmlError, type XmlErrorReason, type XmlLimit, type XmlLimits, type XmlOverLimit, type XmlResult } from './xml.js';
export { ROSTER_LIMITS, type RosterLimits } from './limits.js';
export {
  readBsFile,
  type BsCatalogueLink,
  type BsCharacteristic,
  type BsFile,
  type BsFileResult,
  type BsInfoLink,
  type BsModifier,
  type BsNode,
  type BsNodeKind,
  type BsProfile,
  type BsProfileType,
  type BsRule,
  type BsSourceFile,
  type BsTarget,
} from './files.js';
export { BsScope, cleanName, nameKey, readBsFiles, type BsFileSet, type EffectiveProfile } from './links.js';
export { BSDATA_PROBLEM_SEVERITY, isFatal, type At, type BsdataProblem, type BsdataProblemCode, type EntryRef } from './problems.js';
export {
  MORDHEIM_ARMOUR_NAMES,
  MORDHEIM_KIT_SAVES,
  MORDHEIM_RULES_NOT_FOR_SHOOTING,
  MORDHEIM_SHOOTING_RULES_NOT_MODELLED,
  MORDHEIM_TARGET_RULE_NAMES,
  MORDHEIM_WEAPON_NAMES,
  type MordheimKitItem,
  type MordheimProfileRule,
  type MordheimTargetRule,
  type WeaponMapping,
} from './mordheim-mapping.js';
export {
  buildMordheimLibrary,
  MORDHEIM_CHARACTERISTICS,
  withoutEditionTag,
  type MordheimArmourOption,
  type MordheimCharacteristic,
  type MordheimCharacteristics,
  type MordheimLibrary,
  type MordheimRuleRef,
  type MordheimWarbandEntry,
  type MordheimWarriorEntry,
  type MordheimWeaponOption,
} from './mordheim.js';
export {
  buildNinthAgeLibrary,
  isBreathAttack,
  readBreathAttack,
  isModelProfileType,
  ninthAgeProfileKind,
  NINTH_AGE_ATTRIBUTE_NAMES,
  NINTH_AGE_ATTRIBUTES,
  NINTH_AGE_CHARACTERISTICS,
  NINTH_AGE_PROFILE_TYPES,
  type NinthAgeArmourEntry,
  type NinthAgeArmyEntry,
  type NinthAgeAttribute,
  type NinthAgeCharacteristic,
  type NinthAgeLibrary,
  type NinthAgeModelEntry,
  type NinthAgeProfileKind,
  type NinthAgeUnitEntry,
  type NinthAgeValue,
  type NinthAgeWeaponAttribute,
  type NinthAgeWeaponEntry,
} from './ninth-age.js';
export { findMordheimWarriors, resolveMordheimProfile, resolveMordheimWeapon, suggestNames, type Lookup, type LookupProblem, type ResolvedMordheimWarrior, type ResolvedMordheimWeapon } from './resolve.js';
export {
  findNinthAgeUnits,
  findNinthAgeWeapon,
  NINTH_AGE_NEEDED,
  NINTH_AGE_WEAPON_GAPS,
  advanceRate,
  ninthAgeUnitProfile,
  ninthAgeWeaponUse,
  resolveNinthAgeUnit,
  type ArmourBonus,
  type NinthAgeLookup,
  type NinthAgeLookupProblem,
  type NinthAgeNeeded,
  type NinthAgeWeaponGap,
  type NinthAgeWeaponUse,
  type ResolvedNinthAgeProfile,
  type ResolvedNinthAgeUnit,
  type ResolvedNinthAgeWeapon,
} from './ninth-age-resolve.js';
export { mordheimLookups, ninthAgeLookups } from './lookups.js';
export { ninthAgeSourcesNamed } from './ninth-age-sources.js';
export {
  hasCharacteristics,
  ninthAgeDataShare,
  ninthAgeWeaponKind,
  type NinthAgeDataShare,
  type NinthAgeWeaponKind,
  type NinthAgeShare,
  type NinthAgeUnitNotLoaded,
  type NinthAgeWeaponBlock,
  type NinthAgeWeaponNotShooting,
} from './ninth-age-share.js';
export {
  DEFAULT_UNIT_DEPLOYMENT,
  deployUnits,
  importNinthAgeRoster,
  parseBase,
  rosterGame,
  type NinthAgeRosterImport,
  type NinthAgeRosterOptions,
  type RosterArmy,
  type RosterUnit,
  type UnitDeployment,
} from './ninth-age-roster.js';
export {
  BODY_ARMOUR_ITEMS,
  DEFAULT_DEPLOYMENT,
  deploy,
  importMordheimRoster,
  MORDHEIM_GAME_SYSTEM,
  NINTH_AGE_GAME_SYSTEM,
  openRoster,
  rosterText,
  type Deployment,
  type OpenedRoster,
  type OpenRoster,
  type RosterFile,
  type RosterImport,
  type RosterOptions,
  type RosterWarband,
  type RosterWarrior,
} from './roster.js';

/** A game whose BSData files Marksman reads. */
export const BSDATA_GAMES = ['mordheim', 'ninth-age'] as const;
/** One of {@link BSDATA_GAMES}. */
export type BsdataGame = (typeof BSDATA_GAMES)[number];
