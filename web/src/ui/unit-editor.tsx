/**
 * A unit's profile, missile weapon(s) and special rules in a unit battle, as the scenario file
 * writes them. Every change is an edit of the file checked by the library's parser
 * (logic/unit-edits.ts); a refused one changes nothing, and the fields show the file again.
 * The characteristics and rules are the game's (`unitGame`); what the game draws its own way
 * (its weapons, a Height that may be a class…) comes from its part of the editor (`unitEditorParts`).
 */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { unitGame } from '../games/registry.js';
import { unitEditorParts } from '../games/ui-registry.js';
import type { UnitEditorProps } from '../games/web-game-ui.js';
import { setUnitProfile, setUnitRule, unitProfileValue, unitRuleNames, unitRules } from '../logic/unit-edits.js';
import type { UnitEdit } from '../logic/units.js';
import { useTexts } from '../texts.js';
import { Check, NumberField } from './editors.js';

export type UnitProfileEditorProps = UnitEditorProps;

/** Scores read from a D6 (saves, Aim) run 2–6 or 1–6; characteristics 0–10; The Ninth Age's Advance Rate up to 20" (the scenario format's bound). */
const LIMITS: Readonly<Record<string, { readonly min: number; readonly max: number }>> = {
  Adv: { min: 0, max: 20 },
  BS: { min: 1, max: 10 },
  W: { min: 1, max: 20 },
  HP: { min: 1, max: 20 },
  armour: { min: 1, max: 6 },
  ward: { min: 1, max: 6 },
  Aegis: { min: 2, max: 6 },
  Fortitude: { min: 2, max: 6 },
};

export function UnitProfileEditor(props: UnitProfileEditorProps): JSX.Element {
  const t = useTexts();
  const { session, unit } = props;
  const { file } = unitGame(session.scenario.game);
  const { profileFields, ProfileExtras, ProfilePicker, Weapons, Characters } = unitEditorParts(session.scenario.game);
  /** Bumped when an edit is refused, so the fields are drawn afresh from the file. */
  const [revision, setRevision] = useState(0);
  const onEdit = (edit: UnitEdit): boolean => {
    const ok = props.onEdit(edit);
    if (!ok) setRevision((r) => r + 1);
    return ok;
  };
  const parts: UnitEditorProps = { ...props, onEdit };
  const rules = unitRules(session, unit);
  // The joined characters are drawn beside the profile's box, not in it: their form has a picker of its own.
  return (
    <>
      <div class="unit-profile" data-testid="unit-profile" key={revision}>
        <fieldset>
          <legend>{t.web.unitTable.profile}</legend>
          <div class="profile">
            {file.profile.map((key) => {
              const Field = profileFields[key];
              return Field ? (
                <Field key={key} {...parts} />
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
              );
            })}
            {ProfileExtras && <ProfileExtras {...parts} />}
          </div>
          {ProfilePicker && <ProfilePicker {...parts} />}
        </fieldset>
        <Weapons {...parts} />
        <fieldset>
          <legend>{t.web.unitTable.rules}</legend>
          <div class="checks">
            {unitRuleNames(session.scenario.game).map((rule) => (
              <Check key={rule} name={`unit-rule-${rule}`} label={t.web.unitTable.rule[rule]} checked={rules.includes(rule)} onValue={(on) => onEdit(setUnitRule(session, unit, rule, on))} />
            ))}
          </div>
        </fieldset>
      </div>
      {Characters && (
        <div class="unit-profile" key={`characters-${revision}`}>
          <Characters {...parts} />
        </div>
      )}
    </>
  );
}
