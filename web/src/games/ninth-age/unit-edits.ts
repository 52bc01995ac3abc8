/**
 * The Ninth Age's own edits of a unit: its Height (a number or a 2.x class), Hard Target and
 * formation, its weapons with their Aim, and a unit filled from the community's data. Each goes
 * through the library's parser like every unit edit (logic/units.ts, `editUnitFile`).
 */
import { findWeapon, FORMATIONS, HEIGHT_CLASSES, HEIGHT_MAX, HEIGHT_MIN, NINTH_AGE_WEAPON_IDS, parseWeaponEntry, type NinthAgeHeight } from '../../../../src/games/ninth-age/index.js';
import { jsonObjectOf } from '../../logic/json.js';
import { ninthAgeUnitPatch, type NinthAgePick } from '../../logic/profile-library.js';
import { editUnitFile, unitFileEntry, type UnitEdit, type UnitSession } from '../../logic/units.js';
import { ninthAgeEntryText } from './units.js';

export { ninthAgeEntryText } from './units.js';

export const NINTH_AGE_WEAPON_CHOICES = NINTH_AGE_WEAPON_IDS;
export const NINTH_AGE_FORMATIONS = FORMATIONS;

/** The Heights an editor offers: the seed's numbers 0–5, then the 2.x classes. */
export const NINTH_AGE_HEIGHTS: readonly NinthAgeHeight[] = [...Array.from({ length: HEIGHT_MAX - HEIGHT_MIN + 1 }, (_, k) => HEIGHT_MIN + k), ...HEIGHT_CLASSES];

/** A unit's Height as the file writes it (a number or a 2.x class), undefined when not written. */
export function unitHeight(session: UnitSession, id: string): NinthAgeHeight | undefined {
  const value = jsonObjectOf(unitFileEntry(session, id)?.profile).Height;
  return NINTH_AGE_HEIGHTS.find((h) => h === value);
}

/** Sets a unit's Height, a number or a class (undefined removes it: the game's default). */
export function setUnitHeight(session: UnitSession, id: string, value: NinthAgeHeight | undefined): UnitEdit {
  return editUnitFile(session, id, (units, i) => {
    const unit = units[i];
    if (!unit) return;
    const profile = { ...jsonObjectOf(unit.profile) };
    if (value === undefined) delete profile.Height;
    else profile.Height = value;
    unit.profile = profile;
  });
}

/** Hard Target (X) on every model of the unit, 0 when none. */
export function unitHardTarget(session: UnitSession, id: string): number {
  const value = unitFileEntry(session, id)?.hardTarget;
  return typeof value === 'number' ? value : 0;
}

export function setUnitHardTarget(session: UnitSession, id: string, value: number): UnitEdit {
  return editUnitFile(session, id, (units, i) => {
    const unit = units[i];
    if (!unit) return;
    if (value === 0) delete unit.hardTarget;
    else unit.hardTarget = value;
  });
}

/**
 * A unit filled from a unit of the community's data: its profile, weapons (written out whole,
 * so the file reads without the data), Hard Target and rules replace the unit's own; its
 * place, formation, models and state stay, and so does its Advance Rate (`Adv`), which the
 * data's profiles do not bring yet (docs/advisor.md, Gaps left).
 */
export function setUnitFromPick(session: UnitSession, id: string, pick: NinthAgePick): UnitEdit {
  const patch = ninthAgeUnitPatch(pick);
  return editUnitFile(session, id, (units, i) => {
    const unit = units[i];
    if (!unit) return;
    const advance = jsonObjectOf(unit.profile).Adv;
    unit.profile = { ...patch.profile, ...(advance === undefined ? {} : { Adv: advance }) };
    if (patch.weapons.length === 0) delete unit.weapons;
    else unit.weapons = [...patch.weapons];
    if (patch.hardTarget === 0) delete unit.hardTarget;
    else unit.hardTarget = patch.hardTarget;
    if (patch.rules.length === 0) delete unit.rules;
    else unit.rules = [...patch.rules];
  });
}

/** The unit's formation (the file's default, close, when not written): Line Formation lets Volley Fire shoot from a third rank. */
export function unitFormation(session: UnitSession, id: string): (typeof FORMATIONS)[number] {
  return unitFileEntry(session, id)?.formation === 'line' ? 'line' : 'close';
}

export function setUnitFormation(session: UnitSession, id: string, formation: string): UnitEdit {
  return editUnitFile(session, id, (units, i) => {
    const unit = units[i];
    if (unit) unit.formation = formation;
  });
}

/**
 * A weapon entry as the editor shows it: a table weapon with its Aim, or a weapon the file
 * defines (`profile`: written as an object, whose numbers the editor can change; else a name
 * the game's table does not know, kept as written).
 */
export type NinthAgeWeaponRow = { readonly kind: 'table'; readonly weapon: string; readonly aim: number | null } | { readonly kind: 'own'; readonly name: string; readonly profile: boolean };

export function ninthAgeWeaponRows(session: UnitSession, id: string): NinthAgeWeaponRow[] {
  return ninthAgeWeaponRowsOf(unitFileEntry(session, id)?.weapons);
}

/**
 * A file's `weapons` list (a unit's or a joined character's) as the editor shows it; an empty
 * list when there is none.
 *
 * @example
 * ninthAgeWeaponRowsOf(['Handgun (3+)']); // [{ kind: 'table', weapon: 'handgun', aim: 3 }]
 */
export function ninthAgeWeaponRowsOf(list: unknown): NinthAgeWeaponRow[] {
  if (!Array.isArray(list)) return [];
  return list.map((entry): NinthAgeWeaponRow => {
    if (typeof entry === 'string') {
      const written = parseWeaponEntry(entry);
      const weapon = findWeapon(written?.name ?? entry);
      return weapon ? { kind: 'table', weapon: weapon.id, aim: written?.aim ?? null } : { kind: 'own', name: entry, profile: false };
    }
    const name = jsonObjectOf(entry).name;
    return { kind: 'own', name: typeof name === 'string' ? name : '?', profile: true };
  });
}

function editWeapons(session: UnitSession, id: string, change: (list: unknown[]) => unknown[]): UnitEdit {
  return editUnitFile(session, id, (units, i) => {
    const unit = units[i];
    if (!unit) return;
    const list = change(Array.isArray(unit.weapons) ? [...(unit.weapons as unknown[])] : []);
    if (list.length === 0) delete unit.weapons;
    else unit.weapons = list;
  });
}

/** Sets entry `index` to a table weapon with an Aim (index = the length adds one). */
export function setNinthAgeWeapon(session: UnitSession, id: string, index: number, weapon: string, aim: number): UnitEdit {
  return editWeapons(session, id, (list) => {
    const next = [...list];
    next[Math.min(index, next.length)] = ninthAgeEntryText(weapon, aim);
    return next;
  });
}

export function removeNinthAgeWeapon(session: UnitSession, id: string, index: number): UnitEdit {
  return editWeapons(session, id, (list) => list.filter((_, i) => i !== index));
}
