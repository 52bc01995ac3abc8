/**
 * The Ninth Age's parts of the unit editor: its Height (a number or a 2.x class), formation and
 * Hard Target, a unit filled from the community's data, and its weapons, each with its Aim.
 */
import type { JSX } from 'preact';
import { useTexts } from '../../texts.js';
import { NumberField } from '../../ui/editors.js';
import { OwnWeaponNumbers } from '../../ui/own-weapon-numbers.js';
import { NinthAgeProfilePicker } from '../../ui/profile-picker.js';
import { CharactersEditor } from './character-editor.js';
import type { UnitEditorParts, UnitEditorProps } from '../web-game-ui.js';
import {
  NINTH_AGE_FORMATIONS,
  NINTH_AGE_HEIGHTS,
  ninthAgeWeaponRows,
  removeNinthAgeWeapon,
  setNinthAgeWeapon,
  setUnitFormation,
  setUnitFromPick,
  setUnitHardTarget,
  setUnitHeight,
  unitFormation,
  unitHardTarget,
  unitHeight,
} from './unit-edits.js';
import { ninthAgeUnits } from './units.js';
import { DEFAULT_AIM, TableWeaponChoice } from './table-weapon-choice.js';

/**
 * The seed's numbers 0–5 or a 2.x class, as the file may write either (the library turns one
 * into the other's scale). A select, so a class is shown as written.
 */
function HeightField(props: UnitEditorProps): JSX.Element {
  const t = useTexts();
  const { session, unit } = props;
  const current = unitHeight(session, unit);
  const label = (h: (typeof NINTH_AGE_HEIGHTS)[number]) => (typeof h === 'number' ? String(h) : t.web.unitTable.heightClass[h]);
  return (
    <label class="field" title={t.web.unitTable.fieldTitle.Height}>
      <span>{t.web.unitTable.field.Height}</span>
      <select
        name="unit-profile-Height"
        value={current === undefined ? '' : String(current)}
        onChange={(e) => {
          const chosen = NINTH_AGE_HEIGHTS.find((h) => String(h) === e.currentTarget.value);
          props.onEdit(setUnitHeight(session, unit, chosen));
        }}
      >
        <option value="">{t.web.unitTable.heightDefault}</option>
        {NINTH_AGE_HEIGHTS.map((h) => (
          <option key={h} value={String(h)}>
            {label(h)}
          </option>
        ))}
      </select>
    </label>
  );
}

function FormationAndHardTarget(props: UnitEditorProps): JSX.Element {
  const t = useTexts();
  const { session, unit, onEdit } = props;
  return (
    <>
      <label class="field">
        <span>{t.web.unitTable.formation}</span>
        <select name="unit-formation" data-testid="unit-formation" value={unitFormation(session, unit)} onChange={(e) => onEdit(setUnitFormation(session, unit, e.currentTarget.value))}>
          {NINTH_AGE_FORMATIONS.map((f) => (
            <option key={f} value={f}>
              {t.web.unitTable.formationChoice[f]}
            </option>
          ))}
        </select>
      </label>
      <NumberField name="unit-hard-target" label={t.web.unitTable.hardTarget} value={unitHardTarget(session, unit)} min={0} max={6} step={1} onValue={(value) => onEdit(setUnitHardTarget(session, unit, value ?? 0))} />
    </>
  );
}

function Picker(props: UnitEditorProps): JSX.Element {
  return <NinthAgeProfilePicker onPick={(pick) => props.onEdit(setUnitFromPick(props.session, props.unit, pick))} />;
}

function Weapons(props: UnitEditorProps): JSX.Element {
  const t = useTexts();
  const rows = ninthAgeWeaponRows(props.session, props.unit);
  const weaponName = (id: string) => ninthAgeUnits.weaponName(t.cat, id);
  return (
    <fieldset data-testid="unit-weapons">
      <legend>{t.web.unitTable.weapons}</legend>
      {rows.map((row, i) =>
        row.kind === 'own' ? (
          <div key={i} class="weapon-row" data-weapon-row={i}>
            <span>{t.web.unitTable.ownWeapon(row.name)}</span>{' '}
            <button type="button" class="small" onClick={() => props.onEdit(removeNinthAgeWeapon(props.session, props.unit, i))}>
              {t.web.unitTable.removeWeapon(row.name)}
            </button>
            {row.profile && <OwnWeaponNumbers {...props} at={{ field: 'weapons', index: i }} />}
          </div>
        ) : (
          <p key={i} class="weapon-row" data-weapon-row={i}>
            <TableWeaponChoice
              weapon={row.weapon}
              aim={row.aim}
              names={{ weapon: `unit-weapon-${i}`, aim: `unit-aim-${i}` }}
              testIds={{ weapon: 'unit-weapon', aim: 'unit-aim' }}
              onChoose={(weapon, aim) => props.onEdit(setNinthAgeWeapon(props.session, props.unit, i, weapon, aim))}
            />{' '}
            <button type="button" class="small" onClick={() => props.onEdit(removeNinthAgeWeapon(props.session, props.unit, i))}>
              {t.web.unitTable.removeWeapon(weaponName(row.weapon))}
            </button>
          </p>
        ),
      )}
      <button type="button" class="small" data-testid="unit-add-weapon" onClick={() => props.onEdit(setNinthAgeWeapon(props.session, props.unit, rows.length, 'bow', DEFAULT_AIM))}>
        {t.web.unitTable.addWeapon}
      </button>
    </fieldset>
  );
}

export const ninthAgeUnitEditor: UnitEditorParts<'ninth-age'> = {
  id: 'ninth-age',
  profileFields: { Height: HeightField },
  ProfileExtras: FormationAndHardTarget,
  ProfilePicker: Picker,
  Weapons,
  Characters: CharactersEditor,
};
