/**
 * The Ninth Age's characters joined to a unit, in the unit editor (NR-COMBINED, ruling T-13): each
 * with its profile as the file gives it, the Health Points it has lost and whether it was removed
 * (both editable), a button that takes it off the unit, and a small form that joins a new one,
 * its numbers typed or filled from a unit of the community's data.
 */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { pickLabel } from '../../logic/profile-library.js';
import { useTexts } from '../../texts.js';
import { Check, NumberField } from '../../ui/editors.js';
import { NinthAgeProfilePicker } from '../../ui/profile-picker.js';
import type { UnitEditorProps } from '../web-game-ui.js';
import type { NinthAgeWeaponFile } from '../../../../src/scenario/index.js';
import {
  addCharacter,
  CHARACTER_PROFILE_KEYS,
  CHARACTER_RULES,
  characterFromPick,
  characterWeaponChoices,
  MAX_JOINED_CHARACTERS,
  removeCharacter,
  removeCharacterWeapon,
  setCharacterHpLost,
  setCharacterMarchAndShoot,
  setCharacterRemoved,
  setCharacterWeapon,
  unitCharacters,
  type CharacterRow,
  type NewCharacter,
} from './characters.js';
import { NINTH_AGE_HEIGHTS } from './unit-edits.js';
import { DEFAULT_AIM, TableWeaponChoice } from './table-weapon-choice.js';
import { ninthAgeUnits } from './units.js';

/** A new character's numbers before anything is typed: a plain two-HP hero of Resilience 3, no armour. */
const FRESH: NewCharacter = { name: '', profile: { HP: 2, Res: 3, Arm: 0 } };

/** The format's bounds on a character's numbers (src/scenario/ninth-age.ts, the defence fields). */
const BOUNDS = { HP: { min: 1, max: 20 }, Res: { min: 0, max: 10 }, Arm: { min: 0, max: 10 }, Aegis: { min: 2, max: 6 }, Fortitude: { min: 2, max: 6 } } as const;

type Texts = ReturnType<typeof useTexts>;

function heightText(t: Texts, value: number | string): string {
  const known = NINTH_AGE_HEIGHTS.find((h) => h === value);
  return typeof known === 'string' ? t.web.unitTable.heightClass[known] : String(value);
}

/** "HP 2 · Res 3 · Aegis 5+": what the file writes of the character's profile, in the editor's labels. */
function profileText(t: Texts, row: CharacterRow): string {
  const numbers = CHARACTER_PROFILE_KEYS.flatMap((key) => {
    const value = row.profile[key];
    if (value === undefined) return [];
    const shown = key === 'Height' ? heightText(t, value) : key === 'Aegis' || key === 'Fortitude' ? `${value}+` : String(value);
    return [`${t.web.unitTable.field[key]} ${shown}`];
  });
  const type = row.type === null ? [] : [`${t.web.unitTable.characters.type} ${row.type}`];
  return [...numbers, ...type, ...row.rules.map((r) => t.web.unitTable.rule[r])].join(' · ');
}

/**
 * A character's own weapons (T-14), edited as the unit's are: a weapon of the game's table with
 * its Aim, or one the file writes out (a data character's), which can be taken off; and its
 * March and Shoot once it carries one. With a weapon it shoots as `unit/1`.
 */
function CharacterWeapons(props: UnitEditorProps & { readonly row: CharacterRow; readonly index: number }): JSX.Element {
  const t = useTexts();
  const { session, unit, row, index, onEdit } = props;
  const weaponName = (id: string) => ninthAgeUnits.weaponName(t.cat, id);
  const remove = (w: number, name: string) => (
    <button type="button" class="small" onClick={() => onEdit(removeCharacterWeapon(session, unit, index, w))}>
      {t.web.unitTable.removeWeapon(name)}
    </button>
  );
  return (
    <div class="character-weapons" data-testid="character-weapons">
      {row.weapons.map((w, k) =>
        w.kind === 'own' ? (
          <p key={k} class="weapon-row" data-weapon-row={k}>
            <span>{t.web.unitTable.ownWeapon(w.name)}</span> {remove(k, w.name)}
          </p>
        ) : (
          <p key={k} class="weapon-row" data-weapon-row={k}>
            <TableWeaponChoice weapon={w.weapon} aim={w.aim} names={{ weapon: `character-weapon-${index}-${k}`, aim: `character-aim-${index}-${k}` }} onChoose={(weapon, aim) => onEdit(setCharacterWeapon(session, unit, index, k, weapon, aim))} />{' '}
            {remove(k, weaponName(w.weapon))}
          </p>
        ),
      )}
      {row.weapons.length > 0 && <Check name={`character-march-and-shoot-${index}`} label={t.web.unitTable.rule['march-and-shoot']} checked={row.marchAndShoot} onValue={(on) => onEdit(setCharacterMarchAndShoot(session, unit, index, on))} />}
      <button type="button" class="small" data-testid="character-add-weapon" onClick={() => onEdit(setCharacterWeapon(session, unit, index, row.weapons.length, 'bow', DEFAULT_AIM))}>
        {t.web.unitTable.addWeapon}
      </button>
    </div>
  );
}

function CharacterLine(props: UnitEditorProps & { readonly row: CharacterRow; readonly index: number }): JSX.Element {
  const t = useTexts();
  const { session, unit, row, index, onEdit } = props;
  const name = row.name ?? t.web.unitTable.characters.unnamed(index + 1);
  const hp = typeof row.profile.HP === 'number' ? row.profile.HP : 1;
  return (
    <div class="character-row" data-testid="unit-character" data-character={index}>
      <p>
        <strong>{name}</strong> <span class="hint">{profileText(t, row)}</span>
      </p>
      <div class="profile">
        {/* A removed character has lost them all: the library counts none lost, so no field is offered. */}
        {!row.removed && <NumberField name={`character-hp-lost-${index}`} label={t.web.unitTable.characters.hpLost} value={row.hpLost} min={0} max={Math.max(0, hp - 1)} step={1} onValue={(value) => onEdit(setCharacterHpLost(session, unit, index, value ?? 0))} />}
        <Check name={`character-removed-${index}`} label={t.web.unitTable.characters.removed} checked={row.removed} onValue={(on) => onEdit(setCharacterRemoved(session, unit, index, on))} />
      </div>
      <CharacterWeapons {...props} />
      <button type="button" class="small" data-testid="unit-character-remove" onClick={() => onEdit(removeCharacter(session, unit, index))}>
        {t.web.unitTable.characters.remove(name)}
      </button>
    </div>
  );
}

function NewCharacterForm(props: UnitEditorProps & { readonly full: boolean }): JSX.Element {
  const t = useTexts();
  const [draft, setDraft] = useState<NewCharacter>(FRESH);
  // The weapons the picked data character may carry; the player ticks the ones it does.
  const [offered, setOffered] = useState<readonly NinthAgeWeaponFile[]>([]);
  const chosen = draft.weapons ?? [];
  const set = (key: (typeof CHARACTER_PROFILE_KEYS)[number], value: number | string | undefined) => {
    const { [key]: _old, ...rest } = draft.profile;
    setDraft({ ...draft, profile: value === undefined ? rest : { ...rest, [key]: value } });
  };
  const number = (key: keyof typeof BOUNDS) => {
    const value = draft.profile[key];
    return (
      <NumberField
        key={key}
        name={`new-character-${key}`}
        label={t.web.unitTable.field[key]}
        title={t.web.unitTable.fieldTitle[key]}
        value={typeof value === 'number' ? value : undefined}
        min={BOUNDS[key].min}
        max={BOUNDS[key].max}
        step={1}
        onValue={(v) => set(key, v)}
      />
    );
  };
  const height = draft.profile.Height;
  return (
    <fieldset data-testid="new-character">
      <legend>{t.web.unitTable.characters.newHeading}</legend>
      <div class="profile">
        <label class="field">
          <span>{t.web.unitTable.characters.name}</span>
          <input type="text" name="new-character-name" maxLength={80} value={draft.name} onInput={(e) => setDraft({ ...draft, name: e.currentTarget.value })} />
        </label>
        {number('HP')}
        {number('Res')}
        {number('Arm')}
        {number('Aegis')}
        {number('Fortitude')}
        <label class="field" title={t.web.unitTable.characters.typeTitle}>
          <span>{t.web.unitTable.characters.type}</span>
          <input type="text" name="new-character-type" maxLength={40} value={draft.type ?? ''} onInput={(e) => setDraft({ ...draft, type: e.currentTarget.value })} />
        </label>
        <label class="field" title={t.web.unitTable.fieldTitle.Height}>
          <span>{t.web.unitTable.field.Height}</span>
          <select
            name="new-character-Height"
            value={height === undefined ? '' : String(height)}
            onChange={(e) => {
              const chosen = NINTH_AGE_HEIGHTS.find((h) => String(h) === e.currentTarget.value);
              set('Height', chosen);
            }}
          >
            <option value="">{t.web.unitTable.heightDefault}</option>
            {NINTH_AGE_HEIGHTS.map((h) => (
              <option key={h} value={String(h)}>
                {heightText(t, h)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div class="checks">
        {CHARACTER_RULES.map((rule) => (
          <Check
            key={rule}
            name={`new-character-rule-${rule}`}
            label={t.web.unitTable.rule[rule]}
            checked={draft.rules?.includes(rule) ?? false}
            onValue={(on) => setDraft({ ...draft, rules: [...(draft.rules ?? []).filter((r) => r !== rule), ...(on ? [rule] : [])] })}
          />
        ))}
      </div>
      {offered.length > 0 && (
        <div class="checks" data-testid="new-character-weapons">
          <span>{t.web.unitTable.characters.dataWeapons}</span>
          {offered.map((w, k) => (
            <Check
              key={k}
              name={`new-character-weapon-${k}`}
              label={w.aim === undefined ? w.name : `${w.name} (${w.aim}+)`}
              checked={chosen.includes(w)}
              onValue={(on) => setDraft({ ...draft, weapons: offered.filter((o) => (o === w ? on : chosen.includes(o))) })}
            />
          ))}
        </div>
      )}
      <NinthAgeProfilePicker
        onPick={(pick) => {
          setDraft(characterFromPick(pick));
          setOffered(characterWeaponChoices(pick));
          return true;
        }}
        filled={(pick) => [t.web.unitTable.characters.filled(pickLabel(pick))]}
      />
      <button
        type="button"
        class="small"
        data-testid="unit-character-add"
        disabled={props.full}
        onClick={() => {
          if (!props.onEdit(addCharacter(props.session, props.unit, draft))) return;
          setDraft(FRESH);
          setOffered([]);
        }}
      >
        {t.web.unitTable.characters.add}
      </button>
      {props.full && <p class="hint">{t.web.unitTable.characters.full(MAX_JOINED_CHARACTERS)}</p>}
    </fieldset>
  );
}

/** The unit's joined characters and the form that joins another. */
export function CharactersEditor(props: UnitEditorProps): JSX.Element {
  const t = useTexts();
  const rows = unitCharacters(props.session, props.unit);
  return (
    <fieldset data-testid="unit-characters">
      <legend>{t.web.unitTable.characters.heading}</legend>
      <p class="hint">{t.web.unitTable.characters.hint}</p>
      <p class="hint">{t.web.unitTable.characters.weaponsHint}</p>
      {rows.length === 0 && <p>{t.web.unitTable.characters.none}</p>}
      {rows.map((row, i) => (
        <CharacterLine key={i} {...props} row={row} index={i} />
      ))}
      <NewCharacterForm {...props} full={rows.length >= MAX_JOINED_CHARACTERS} />
    </fieldset>
  );
}
