/**
 * The characters joined to a Ninth Age unit of a battle, as the unit editor shows and edits them
 * (the scenario file's `characters`: NR-COMBINED, ruling T-13; docs/ninth-age.md "On a table").
 * Each edit goes through the library's parser like every unit edit (logic/units.ts,
 * `editUnitFile`), so a refused one (Health Points lost up to the character's HP, a seventh
 * character) changes nothing and comes back with its path.
 */
import { jsonObjectOf, type JsonObject } from '../../logic/json.js';
import type { NinthAgePick } from '../../logic/profile-library.js';
import { editUnitFile, unitFileEntry, type UnitEdit, type UnitSession } from '../../logic/units.js';

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
}

/** A new character's fields: a name, its profile's numbers (Res is the one the format needs), and optionally its Type and rules. */
export interface NewCharacter {
  readonly name: string;
  readonly profile: Readonly<Partial<Record<CharacterProfileKey, number | string>>>;
  readonly type?: string;
  readonly rules?: readonly CharacterRule[];
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
    return { name: typeof c.name === 'string' ? c.name : null, profile, type: typeof c.type === 'string' ? c.type : null, rules, hpLost: typeof c.hpLost === 'number' ? c.hpLost : 0, removed: c.removed === true };
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
  return editCharacters(session, id, (list) => [...list, { ...(name === '' ? {} : { name }), profile: { ...character.profile }, ...(type === '' ? {} : { type }), ...(rules.length === 0 ? {} : { rules }) }]);
}

/**
 * A new character's fields from a unit of the community's data ("Empire of Sonnstahl/Marshal"):
 * the name after the army's, the numbers of its profile a joined character carries (HP, Res,
 * Arm, Aegis, Fortitude, Height) and its Flammable and Fly; its weapons and its other numbers are
 * not part of a joined character in the file.
 *
 * @example
 * characterFromPick(marshal); // { name: 'Marshal', profile: { HP: 3, Res: 4, Arm: 0, Height: 'standard' } }
 */
export function characterFromPick(pick: NinthAgePick): NewCharacter {
  const profile: Partial<Record<CharacterProfileKey, number | string>> = {};
  for (const key of CHARACTER_PROFILE_KEYS) {
    const value = pick.profile[key];
    if (value !== undefined) profile[key] = value;
  }
  const rules = CHARACTER_RULES.filter((r) => pick.rules.includes(r));
  return { name: pick.key.slice(pick.key.indexOf('/') + 1), profile, ...(rules.length === 0 ? {} : { rules }) };
}
