/**
 * Battleaxe's part of the unit editor: the unit's one missile weapon, from the game's table or
 * defined by the file itself (then its numbers can be changed).
 */
import type { JSX } from 'preact';
import { useTexts } from '../../texts.js';
import { OwnWeaponNumbers } from '../../ui/own-weapon-numbers.js';
import type { UnitEditorParts, UnitEditorProps } from '../web-game-ui.js';
import { BATTLEAXE_WEAPON_CHOICES, battleaxeUnitWeapon, setBattleaxeWeapon } from './unit-edits.js';
import { battleaxeUnits } from './units.js';

function Weapon(props: UnitEditorProps): JSX.Element {
  const t = useTexts();
  const current = battleaxeUnitWeapon(props.session, props.unit);
  return (
    <>
      <label class="field">
        <span>{t.web.unitTable.weapon}</span>
        <select name="unit-weapon" data-testid="unit-weapon" value={current?.id ?? ''} onChange={(e) => props.onEdit(setBattleaxeWeapon(props.session, props.unit, e.currentTarget.value === '' ? null : e.currentTarget.value))}>
          <option value="">{t.web.unitTable.noWeapon}</option>
          {BATTLEAXE_WEAPON_CHOICES.map((id) => (
            <option key={id} value={id}>
              {battleaxeUnits.weaponName(t.cat, id)}
            </option>
          ))}
          {current?.own && <option value={current.id}>{t.web.unitTable.ownWeapon(current.id)}</option>}
        </select>
      </label>
      {current?.own && <OwnWeaponNumbers {...props} at={{ field: 'weapon' }} />}
    </>
  );
}

export const battleaxeUnitEditor: UnitEditorParts<'battleaxe'> = {
  id: 'battleaxe',
  profileFields: {},
  ProfileExtras: null,
  ProfilePicker: null,
  Weapons: Weapon,
  // A Battleaxe file that joins characters to a unit is refused (battleaxe-characters-not-built): none are offered.
  Characters: null,
};
