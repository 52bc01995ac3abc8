/**
 * The characters joined to a Ninth Age unit of a battle, as the unit editor shows and edits them
 * (the scenario file's `characters`: NR-COMBINED, ruling T-13; docs/ninth-age.md "On a table").
 * Each edit goes through the library's parser like every unit edit (logic/units.ts,
 * `editUnitFile`), so a refused one (Health Points lost up to the character's HP, a seventh
 * character) changes nothing and comes back with its path.
 */
import { ninthAgeWeaponFile, type NinthAgeWeaponFile } from '../../../../src/scenario/index.js';
import { jsonObjectOf, type JsonObject } from '../../logic/json.js';
import type { NinthAgePick } from '../../logic/profile-library.js';
import { editUnitFile, unitFileEntry, type UnitEdit, type UnitSession } from '../../logic/units.js';
import { ninthAgeEntryText, ninthAgeWeaponRowsOf, type NinthAgeWeaponRow } from './unit-edits.js';

/** The scenario format's bound on the characters joined to one unit (src/scenario/ninth-age.ts). */
export const MAX_JOINED_CHARACTERS = 6;

/** The numbers of a character's profile the editor shows and a new character is given. */
export const CHARACTER_PROFILE_KEYS = ['HP', 'Res', 'Arm', 'Aegis', 'Fortitude', 'Height'] as const;
export type CharacterProfileKey = (typeof CHARACTER_PROFILE_KEYS)[number];

/** The rules a joined character may carry in the file (Flammable; Fly, for Clipped Wings). */
export const CHARACTER_RULES = ['flammable', 'fly'] as const;
export type CharacterRule = (typeof CHARACTER_RULES)[number];

/** A joined character as the file gives it: what is not written is left out (the format's defaults apply). */
export interface CharacterRow {
  readonly name: string | null;
  readonly profile: Readonly<Partial<Record<CharacterProfileKey, number | string>>>;
  /** Its Type when the file gives one (else the unit's): a Type other than the unit's can be hit (T-13). */
  readonly type: string | null;
  readonly rules: readonly CharacterRule[];
  readonly hpLost: number;
  readonly removed: boolean;
  /** Its own shooting weapons (T-14), as the unit's are shown: with one it shoots as `unit/1`. */
  readonly weapons: readonly NinthAgeWeaponRow[];
  /** March and Shoot for its own weapons (the file's `march-and-shoot`). */
  readonly marchAndShoot: boolean;
}

/** The rules of a character's own shooting (T-14), written only when it carries a weapon. */
export type CharacterShootingRule = 'march-and-shoot' | 'light-troops';

/**
 * A new character's fields: a name, its profile's numbers (Res is the one the format needs; Str
 * and AP for its own weapons), and optionally its Type and rules.
 */
export interface NewCharacter {
  readonly name: string;
  readonly profile: Readonly<Partial<Record<CharacterProfileKey | 'Str' | 'AP', number | string>>>;
  readonly type?: string;
  readonly rules?: readonly CharacterRule[];
  /** March and Shoot and Light Troops (a data character's), written with its weapons only. */
  readonly shootingRules?: readonly CharacterShootingRule[];
  /** Its own weapons, written out whole (a data character's, as the data gives them). */
  readonly weapons?: readonly NinthAgeWeaponFile[];
}

function characterList(unit: Readonly<Record<string, unknown>> | null | undefined): unknown[] {
  return Array.isArray(unit?.characters) ? (unit.characters as unknown[]) : [];
}

/**
 * The characters joined to a unit, in the file's order (an empty list when it has none).
 *
 * @example
 * unitCharacters(session, 'spearmen'); // [{ name: 'Captain', profile: { Height: 2, HP: 2, Res: 3 }, hpLost: 0, removed: false }]
 */
export function unitCharacters(session: UnitSession, id: string): CharacterRow[] {
  return characterList(unitFileEntry(session, id)).map((entry): CharacterRow => {
    const c = jsonObjectOf(entry);
    const written = jsonObjectOf(c.profile);
    const profile: Partial<Record<CharacterProfileKey, number | string>> = {};
    for (const key of CHARACTER_PROFILE_KEYS) {
      const value = written[key];
      if (typeof value === 'number' || typeof value === 'string') profile[key] = value;
    }
    const rules = Array.isArray(c.rules) ? CHARACTER_RULES.filter((r) => (c.rules as unknown[]).includes(r)) : [];
    const marchAndShoot = Array.isArray(c.rules) && (c.rules as unknown[]).includes('march-and-shoot');
    return { name: typeof c.name === 'string' ? c.name : null, profile, type: typeof c.type === 'string' ? c.type : null, rules, hpLost: typeof c.hpLost === 'number' ? c.hpLost : 0, removed: c.removed === true, weapons: ninthAgeWeaponRowsOf(c.weapons), marchAndShoot };
  });
}

function editCharacters(session: UnitSession, id: string, change: (list: JsonObject[]) => JsonObject[]): UnitEdit {
  return editUnitFile(session, id, (units, i) => {
    const unit = units[i];
    if (!unit) return;
    const list = change(characterList(unit).map((c) => ({ ...jsonObjectOf(c) })));
    // The format wants at least one character in the list: none is written as no list.
    if (list.length === 0) delete unit.characters;
    else unit.characters = list;
  });
}

/**
 * Sets the Health Points character `index` has lost (0 leaves the field out).
 *
 * @example
 * setCharacterHpLost(session, 'spearmen', 0, 1); // the Captain of 2 HP with 1 left
 */
export function setCharacterHpLost(session: UnitSession, id: string, index: number, hpLost: number): UnitEdit {
  return editCharacters(session, id, (list) =>
    list.map((c, i) => {
      if (i !== index) return c;
      const { hpLost: _old, ...rest } = c;
      return hpLost === 0 ? rest : { ...rest, hpLost };
    }),
  );
}

/**
 * Marks character `index` removed as a casualty, or back on the table (false leaves the field out).
 * A removed character's Health Points lost are dropped, as the library drops them (it counts none).
 *
 * @example
 * setCharacterRemoved(session, 'spearmen', 0, true); // the Captain fell earlier
 */
export function setCharacterRemoved(session: UnitSession, id: string, index: number, removed: boolean): UnitEdit {
  return editCharacters(session, id, (list) =>
    list.map((c, i) => {
      if (i !== index) return c;
      const { removed: _old, hpLost: _lost, ...rest } = c;
      return removed ? { ...rest, removed: true } : { ...rest, ...(c.hpLost === undefined ? {} : { hpLost: c.hpLost }) };
    }),
  );
}

/**
 * Takes character `index` off the unit (the last one takes the list away).
 *
 * @example
 * removeCharacter(session, 'spearmen', 0); // the spearmen with no Captain
 */
export function removeCharacter(session: UnitSession, id: string, index: number): UnitEdit {
  return editCharacters(session, id, (list) => list.filter((_, i) => i !== index));
}

/**
 * Joins a new character to the unit, with its name and Type (each left out when blank: the Type is
 * then the unit's), profile and rules; refused by the parser past the format's six or with a
 * profile it does not take.
 *
 * @example
 * addCharacter(session, 'spearmen', { name: 'Standard Bearer', profile: { HP: 2, Res: 4, Arm: 2 } });
 */
export function addCharacter(session: UnitSession, id: string, character: NewCharacter): UnitEdit {
  const name = character.name.trim();
  const type = (character.type ?? '').trim();
  const rules = CHARACTER_RULES.filter((r) => character.rules?.includes(r));
  const weapons = character.weapons ?? [];
  const written = [...rules, ...(weapons.length === 0 ? [] : (character.shootingRules ?? []))];
  return editCharacters(session, id, (list) => [...list, { ...(name === '' ? {} : { name }), profile: { ...character.profile }, ...(type === '' ? {} : { type }), ...(written.length === 0 ? {} : { rules: written }), ...(weapons.length === 0 ? {} : { weapons: [...weapons] }) }]);
}

/** What a character carries only for its own shooting: with no weapon left the parser refuses each (ninth-age-character-no-weapon). */
const SHOOTING_ONLY_RULES: readonly unknown[] = ['march-and-shoot', 'light-troops'];

function editCharacterWeapons(session: UnitSession, id: string, index: number, change: (list: unknown[]) => unknown[]): UnitEdit {
  return editCharacters(session, id, (list) =>
    list.map((c, i) => {
      if (i !== index) return c;
      const weapons = change(Array.isArray(c.weapons) ? [...(c.weapons as unknown[])] : []);
      if (weapons.length > 0) return { ...c, weapons };
      const { weapons: _w, hasShot: _h, breathUsed: _b, rules, ...rest } = c;
      const kept = Array.isArray(rules) ? (rules as unknown[]).filter((r) => !SHOOTING_ONLY_RULES.includes(r)) : [];
      return kept.length === 0 ? rest : { ...rest, rules: kept };
    }),
  );
}

/**
 * Sets weapon `weapon` of character `index` to a weapon of the game's table with an Aim
 * ("Handgun (3+)"); `weapon` equal to the list's length adds one (T-14: it then shoots as `unit/1`).
 *
 * @example
 * setCharacterWeapon(session, 'militia', 0, 0, 'handgun', 3); // the Captain's Handgun (3+)
 */
export function setCharacterWeapon(session: UnitSession, id: string, index: number, weapon: number, name: string, aim: number): UnitEdit {
  return editCharacterWeapons(session, id, index, (list) => {
    const next = [...list];
    next[Math.min(weapon, next.length)] = ninthAgeEntryText(name, aim);
    return next;
  });
}

/**
 * Takes weapon `weapon` off character `index`; with the last one go its shooting rules and state
 * (March and Shoot, Light Troops, `hasShot`, `breathUsed`), which nothing would read.
 *
 * @example
 * removeCharacterWeapon(session, 'militia', 0, 0); // the Captain no longer shoots
 */
export function removeCharacterWeapon(session: UnitSession, id: string, index: number, weapon: number): UnitEdit {
  return editCharacterWeapons(session, id, index, (list) => list.filter((_, k) => k !== weapon));
}

/**
 * Gives character `index` March and Shoot for its own weapons, or takes it away.
 *
 * @example
 * setCharacterMarchAndShoot(session, 'militia', 0, true); // the Captain may March and still shoot
 */
export function setCharacterMarchAndShoot(session: UnitSession, id: string, index: number, on: boolean): UnitEdit {
  return editCharacters(session, id, (list) =>
    list.map((c, i) => {
      if (i !== index) return c;
      const { rules, ...rest } = c;
      const others = Array.isArray(rules) ? (rules as unknown[]).filter((r) => r !== 'march-and-shoot') : [];
      const next = on ? [...others, 'march-and-shoot'] : others;
      return next.length === 0 ? rest : { ...rest, rules: next };
    }),
  );
}

/**
 * The weapons a character of the community's data may carry, written out whole as the file
 * keeps them (the player picks which it carries; the data lists options, not what it bought).
 * Weapons the data cannot shoot here are left out, as the unit picker leaves them out.
 *
 * @example
 * characterWeaponChoices(marshal).map((w) => w.name); // ['Pistol', 'Repeater Pistol']
 */
export function characterWeaponChoices(pick: NinthAgePick): NinthAgeWeaponFile[] {
  return pick.weapons.map(({ name, aim, weapon }) => ninthAgeWeaponFile(name, aim, weapon));
}

/**
 * A new character's fields from a unit of the community's data ("Empire of Sonnstahl/Marshal"):
 * the name after the army's, the numbers of its profile a joined character carries (HP, Res,
 * Arm, Aegis, Fortitude, Height, and Str and AP when the data gives it weapons), its Type, its Flammable
 * and Fly, and its March and Shoot and Light Troops for the weapons it may carry. No weapon is
 * chosen: the form offers them (`characterWeaponChoices`). Its Advance Rate and Discipline are
 * not part of a joined character in the file.
 *
 * @example
 * characterFromPick(marshal); // { name: 'Marshal', profile: { HP: 3, Res: 4, Arm: 3, Height: 'standard', Str: 4, AP: 1 }, type: 'infantry' }
 */
export function characterFromPick(pick: NinthAgePick): NewCharacter {
  const profile: Partial<Record<CharacterProfileKey | 'Str' | 'AP', number | string>> = {};
  const keys = pick.weapons.length > 0 ? [...CHARACTER_PROFILE_KEYS, 'Str' as const, 'AP' as const] : CHARACTER_PROFILE_KEYS;
  for (const key of keys) {
    const value = pick.profile[key];
    if (value !== undefined) profile[key] = value;
  }
  const rules = CHARACTER_RULES.filter((r) => pick.rules.includes(r));
  // Light Troops has March and Shoot only in a unit that has it too (BS-T9A-2ND), so both are kept as the data writes them.
  const shootingRules = (['march-and-shoot', 'light-troops'] as const).filter((r) => pick.rules.includes(r));
  return { name: pick.key.slice(pick.key.indexOf('/') + 1), profile, ...(pick.type === undefined ? {} : { type: pick.type }), ...(rules.length === 0 ? {} : { rules }), ...(shootingRules.length === 0 ? {} : { shootingRules }) };
}
