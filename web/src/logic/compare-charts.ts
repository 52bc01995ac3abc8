/**
 * The compare view's overlay charts of a Mordheim table: the hits and unsaved wounds of each
 * shooter and weapon over a series of shots, from the library's series odds of its attack.
 */
import { mordheimOdds } from '../../../src/games/mordheim/index.js';
import { chartBars, countRows, type ChartBar } from './chart.js';
import type { CompareRow } from './shooting.js';

/** One compare row's counts over a series of shots, for the compare view's overlay charts. */
export interface CompareCounts {
  /** The row's key, as the compare list names it: `shooter/weapon`, `/tried` for a tried weapon. */
  readonly key: string;
  readonly shots: number;
  readonly hits: readonly ChartBar[];
  /** Wounds not saved. */
  readonly wounds: readonly ChartBar[];
}

/**
 * The key of a compare row, shared by its list item and its series on the overlay charts.
 *
 * @example
 * compareKey({ shooter: 'marksman', weapon: 'crossbow', whatIf: true, shooterMay: true, candidate: null, hit: null, wound: null }); // 'marksman/crossbow/tried'
 */
export const compareKey = (row: CompareRow): string => `${row.shooter}/${row.weapon}${row.whatIf ? '/tried' : ''}`;

/**
 * The hits and unsaved wounds of each usable compare row over a series of shots (the library's
 * series odds of the row's attack): `shots` of each, or the shots each weapon takes when null.
 * Rows that may not shoot are left out.
 *
 * @example
 * // The street: the marksman's long bow hits the Ogre on 2+ (5/6); two shots: both hit with 25/36.
 * compareCounts(compareRows(battle, variants, table, 'ogre', []), 2)[0]?.hits[2]?.exactly; // 0.694…
 */
export function compareCounts(rows: readonly CompareRow[], shots: number | null): CompareCounts[] {
  return rows.flatMap((row) => {
    const c = row.candidate;
    if (!row.shooterMay || !c?.legal) return [];
    const attack = shots === null || shots === c.attack.shots ? c.attack : { ...c.attack, shots };
    const { series } = mordheimOdds(attack);
    const bars = (name: string, atLeast: readonly number[]) => chartBars(countRows(name, atLeast.map((p) => ({ p, exact: null }))));
    return [{ key: compareKey(row), shots: attack.shots, hits: bars('hits', series.hitsAtLeast), wounds: bars('wounds', series.woundsAtLeast) }];
  });
}
