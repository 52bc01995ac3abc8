/**
 * A weapon of The Ninth Age's table with its Aim, chosen from two lists: the one control the
 * unit editor shows for each of a unit's weapons and for each of a joined character's (T-3:
 * the Aim belongs to the weapon entry, "Bow (4+)").
 */
import type { JSX } from 'preact';
import { useTexts } from '../../texts.js';
import { NINTH_AGE_WEAPON_CHOICES } from './unit-edits.js';
import { ninthAgeUnits } from './units.js';

/** The Aims a weapon entry may have, 1+ to 6+. */
const AIMS = [1, 2, 3, 4, 5, 6] as const;

/** The Aim shown for an entry that writes none: the commonest one. */
export const DEFAULT_AIM = 4;

export interface TableWeaponChoiceProps {
  readonly weapon: string;
  readonly aim: number | null;
  /** The form names of the two lists (the browser tests find them by these). */
  readonly names: { readonly weapon: string; readonly aim: string };
  readonly testIds?: { readonly weapon: string; readonly aim: string };
  readonly onChoose: (weapon: string, aim: number) => void;
}

/**
 * The weapon's list and its Aim's list, each change written at once.
 *
 * @example
 * <TableWeaponChoice weapon="bow" aim={4} names={{ weapon: 'unit-weapon-0', aim: 'unit-aim-0' }} onChoose={(w, a) => save(w, a)} />
 */
export function TableWeaponChoice(props: TableWeaponChoiceProps): JSX.Element {
  const t = useTexts();
  const aim = props.aim ?? DEFAULT_AIM;
  return (
    <>
      <select name={props.names.weapon} aria-label={t.web.unitTable.weapon} data-testid={props.testIds?.weapon} value={props.weapon} onChange={(e) => props.onChoose(e.currentTarget.value, aim)}>
        {NINTH_AGE_WEAPON_CHOICES.map((id) => (
          <option key={id} value={id}>
            {ninthAgeUnits.weaponName(t.cat, id)}
          </option>
        ))}
      </select>{' '}
      <label class="field inline">
        <span>{t.web.unitTable.aim}</span>
        <select name={props.names.aim} data-testid={props.testIds?.aim} value={String(aim)} onChange={(e) => props.onChoose(props.weapon, Number(e.currentTarget.value))}>
          {AIMS.map((a) => (
            <option key={a} value={a}>{`${a}+`}</option>
          ))}
        </select>
      </label>
    </>
  );
}
