/**
 * The numbers of a weapon a unit's file defines itself (its range, Strength, shots, Armour
 * Piercing or Penetration, Aim), as its game's format keys them; its other parts stay as written.
 */
import type { JSX } from 'preact';
import type { UnitEditorProps } from '../games/web-game-ui.js';
import { unitGame } from '../games/registry.js';
import { ownWeaponNumber, setOwnWeaponNumber, type OwnWeaponAt } from '../logic/unit-edits.js';
import { useTexts } from '../texts.js';
import { NumberField } from './editors.js';

/** Limits of the own weapon's numbers, as the scenario format takes them. */
const OWN_LIMITS: Readonly<Record<string, { readonly min: number; readonly max: number; readonly step: number }>> = {
  aim: { min: 1, max: 6, step: 1 },
  range: { min: 0.5, max: 120, step: 0.5 },
  shots: { min: 1, max: 20, step: 1 },
  strength: { min: 0, max: 10, step: 1 },
  armourPiercing: { min: 0, max: 6, step: 1 },
  armourPenetration: { min: 0, max: 10, step: 1 },
};

export function OwnWeaponNumbers(props: UnitEditorProps & { readonly at: OwnWeaponAt }): JSX.Element {
  const t = useTexts();
  const { session, unit, at } = props;
  const where = at.field === 'weapon' ? 'weapon' : `weapon-${at.index}`;
  return (
    <div class="profile own-weapon" data-testid={`own-${where}`}>
      {unitGame(session.scenario.game).file.ownWeaponNumbers.map((field) => (
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
