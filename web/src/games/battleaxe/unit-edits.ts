/**
 * Battleaxe's own edits of a unit: its one missile weapon, from the game's table. Each goes
 * through the library's parser like every unit edit (logic/units.ts, `editUnitFile`).
 */
import { BATTLEAXE_WEAPON_IDS } from '../../../../src/games/battleaxe/index.js';
import { jsonObjectOf } from '../../logic/json.js';
import { editUnitFile, unitFileEntry, type UnitEdit, type UnitSession } from '../../logic/units.js';

export const BATTLEAXE_WEAPON_CHOICES = BATTLEAXE_WEAPON_IDS;

/** The unit's missile weapon as the file names it (a table weapon's id), its own weapon's name, or null. */
export function battleaxeUnitWeapon(session: UnitSession, id: string): { readonly id: string; readonly own: boolean } | null {
  const weapon = unitFileEntry(session, id)?.weapon;
  if (typeof weapon === 'string') return { id: weapon, own: false };
  const name = jsonObjectOf(weapon).name;
  return typeof name === 'string' ? { id: name, own: true } : null;
}

/** Arms the unit with a weapon of the game's table (null: none). */
export function setBattleaxeWeapon(session: UnitSession, id: string, weapon: string | null): UnitEdit {
  return editUnitFile(session, id, (units, i) => {
    const unit = units[i];
    if (!unit) return;
    if (weapon === null) delete unit.weapon;
    else unit.weapon = weapon;
  });
}
