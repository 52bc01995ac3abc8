/**
 * A unit's profile, missile weapon(s) and special rules in a unit battle, as the scenario file
 * writes them. Every change is an edit of the file checked by the library's parser
 * (logic/unit-edits.ts); a refused one changes nothing, and the fields show the file again.
 */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { isBattleaxeWeaponId } from '../../../src/games/battleaxe/index.js';
import { isNinthAgeWeaponId } from '../../../src/games/ninth-age/index.js';
import {
  BATTLEAXE_WEAPON_CHOICES,
  battleaxeUnitWeapon,
  NINTH_AGE_FORMATIONS,
  NINTH_AGE_HEIGHTS,
  NINTH_AGE_WEAPON_CHOICES,
  ninthAgeWeaponRows,
  OWN_WEAPON_NUMBERS,
  ownWeaponNumber,
  removeNinthAgeWeapon,
  setOwnWeaponNumber,
  setBattleaxeWeapon,
  setNinthAgeWeapon,
  setUnitFormation,
  setUnitFromPick,
  setUnitHeight,
  setUnitHardTarget,
  setUnitProfile,
  setUnitRule,
  UNIT_PROFILE_KEYS,
  UNIT_RULES,
  unitFormation,
  unitHardTarget,
  unitHeight,
  unitProfileValue,
  unitRules,
  type OwnWeaponAt,
} from '../logic/unit-edits.js';
import type { UnitEdit, UnitSession } from '../logic/units.js';
import { useTexts, type Texts } from '../texts.js';
import { Check, NumberField } from './editors.js';
import { NinthAgeProfilePicker } from './profile-picker.js';

export interface UnitProfileEditorProps {
  readonly session: UnitSession;
  readonly unit: string;
  /** Applies an accepted edit; returns false when the parser refused it. */
  readonly onEdit: (edit: UnitEdit) => boolean;
}

/** Scores read from a D6 (saves, Aim) run 2–6 or 1–6; characteristics 0–10. */
const LIMITS: Readonly<Record<string, { readonly min: number; readonly max: number }>> = {
  BS: { min: 1, max: 10 },
  W: { min: 1, max: 20 },
  HP: { min: 1, max: 20 },
  armour: { min: 1, max: 6 },
  ward: { min: 1, max: 6 },
  Aegis: { min: 2, max: 6 },
  Fortitude: { min: 2, max: 6 },
};

export function weaponName(t: Texts, game: UnitSession['scenario']['game'], id: string): string {
  switch (game) {
    case 'battleaxe':
      return isBattleaxeWeaponId(id) ? t.cat.battleaxe.weapon[id] : id;
    case 'ninth-age':
      return isNinthAgeWeaponId(id) ? t.cat.ninthAge.weapon[id] : id;
  }
}

/** Limits of the own weapon's numbers, as the scenario format takes them. */
const OWN_LIMITS: Readonly<Record<string, { readonly min: number; readonly max: number; readonly step: number }>> = {
  aim: { min: 1, max: 6, step: 1 },
  range: { min: 0.5, max: 120, step: 0.5 },
  shots: { min: 1, max: 20, step: 1 },
  strength: { min: 0, max: 10, step: 1 },
  armourPiercing: { min: 0, max: 6, step: 1 },
  armourPenetration: { min: 0, max: 10, step: 1 },
};

/** The numbers of a weapon the unit's file defines itself; its other parts stay as written. */
function OwnWeaponNumbers(props: UnitProfileEditorProps & { readonly at: OwnWeaponAt }): JSX.Element {
  const t = useTexts();
  const { session, unit, at } = props;
  const where = at.game === 'battleaxe' ? 'weapon' : `weapon-${at.index}`;
  return (
    <div class="profile own-weapon" data-testid={`own-${where}`}>
      {OWN_WEAPON_NUMBERS[at.game].map((field) => (
        <NumberField
          key={field}
          name={`unit-${where}-${field}`}
          label={t.web.unitTable.ownWeaponField[field]}
          value={ownWeaponNumber(session, unit, at, field)}
          min={OWN_LIMITS[field]?.min}
          max={OWN_LIMITS[field]?.max}
          step={OWN_LIMITS[field]?.step}
          onValue={(value) => props.onEdit(setOwnWeaponNumber(session, unit, at, field, value))}
        />
      ))}
    </div>
  );
}

function BattleaxeWeapon(props: UnitProfileEditorProps): JSX.Element {
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
              {weaponName(t, 'battleaxe', id)}
            </option>
          ))}
          {current?.own && <option value={current.id}>{t.web.unitTable.ownWeapon(current.id)}</option>}
        </select>
      </label>
      {current?.own && <OwnWeaponNumbers {...props} at={{ game: 'battleaxe' }} />}
    </>
  );
}

function NinthAgeWeapons(props: UnitProfileEditorProps): JSX.Element {
  const t = useTexts();
  const rows = ninthAgeWeaponRows(props.session, props.unit);
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
            {row.profile && <OwnWeaponNumbers {...props} at={{ game: 'ninth-age', index: i }} />}
          </div>
        ) : (
          <p key={i} class="weapon-row" data-weapon-row={i}>
            <select name={`unit-weapon-${i}`} data-testid="unit-weapon" value={row.weapon} onChange={(e) => props.onEdit(setNinthAgeWeapon(props.session, props.unit, i, e.currentTarget.value, row.aim ?? 4))}>
              {NINTH_AGE_WEAPON_CHOICES.map((id) => (
                <option key={id} value={id}>
                  {weaponName(t, 'ninth-age', id)}
                </option>
              ))}
            </select>{' '}
            <label class="field inline">
              <span>{t.web.unitTable.aim}</span>
              <select name={`unit-aim-${i}`} data-testid="unit-aim" value={String(row.aim ?? 4)} onChange={(e) => props.onEdit(setNinthAgeWeapon(props.session, props.unit, i, row.weapon, Number(e.currentTarget.value)))}>
                {[1, 2, 3, 4, 5, 6].map((aim) => (
                  <option key={aim} value={aim}>{`${aim}+`}</option>
                ))}
              </select>
            </label>{' '}
            <button type="button" class="small" onClick={() => props.onEdit(removeNinthAgeWeapon(props.session, props.unit, i))}>
              {t.web.unitTable.removeWeapon(weaponName(t, 'ninth-age', row.weapon))}
            </button>
          </p>
        ),
      )}
      <button type="button" class="small" data-testid="unit-add-weapon" onClick={() => props.onEdit(setNinthAgeWeapon(props.session, props.unit, rows.length, 'bow', 4))}>
        {t.web.unitTable.addWeapon}
      </button>
    </fieldset>
  );
}

/**
 * The Ninth Age's Height: the seed's numbers 0–5 or a 2.x class, as the file may write either
 * (the library turns one into the other's scale). A select, so a class is shown as written.
 */
function HeightField(props: UnitProfileEditorProps): JSX.Element {
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

export function UnitProfileEditor(props: UnitProfileEditorProps): JSX.Element {
  const t = useTexts();
  const { session, unit } = props;
  const game = session.scenario.game;
  /** Bumped when an edit is refused, so the fields are drawn afresh from the file. */
  const [revision, setRevision] = useState(0);
  const onEdit = (edit: UnitEdit): boolean => {
    const ok = props.onEdit(edit);
    if (!ok) setRevision((r) => r + 1);
    return ok;
  };
  const rules = unitRules(session, unit);
  return (
    <div class="unit-profile" data-testid="unit-profile" key={revision}>
      <fieldset>
        <legend>{t.web.unitTable.profile}</legend>
        <div class="profile">
          {UNIT_PROFILE_KEYS[game].map((key) =>
            key === 'Height' ? (
              <HeightField key={key} {...props} onEdit={onEdit} />
            ) : (
              <NumberField
                key={key}
                name={`unit-profile-${key}`}
                label={t.web.unitTable.field[key]}
                title={t.web.unitTable.fieldTitle[key]}
                value={unitProfileValue(session, unit, key)}
                min={LIMITS[key]?.min ?? 0}
                max={LIMITS[key]?.max ?? 10}
                step={1}
                onValue={(value) => onEdit(setUnitProfile(session, unit, key, value))}
              />
            ),
          )}
          {game === 'ninth-age' && (
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
          )}
          {game === 'ninth-age' && <NumberField name="unit-hard-target" label={t.web.unitTable.hardTarget} value={unitHardTarget(session, unit)} min={0} max={6} step={1} onValue={(value) => onEdit(setUnitHardTarget(session, unit, value ?? 0))} />}
        </div>
        {game === 'ninth-age' && <NinthAgeProfilePicker onPick={(pick) => onEdit(setUnitFromPick(session, unit, pick))} />}
      </fieldset>
      {game === 'battleaxe' ? <BattleaxeWeapon {...props} onEdit={onEdit} /> : <NinthAgeWeapons {...props} onEdit={onEdit} />}
      <fieldset>
        <legend>{t.web.unitTable.rules}</legend>
        <div class="checks">
          {UNIT_RULES[game].map((rule) => (
            <Check key={rule} name={`unit-rule-${rule}`} label={t.web.unitTable.rule[rule]} checked={rules.includes(rule)} onValue={(on) => onEdit(setUnitRule(session, unit, rule, on))} />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
