/**
 * A count's distribution as a chart draws it: for each count N from 0, the chance of exactly N
 * and of at least N, from the "at least N" rows the odds views list. DOM-free; the page's
 * `CountChart` draws it in SVG.
 */
import type { OddsRow } from './odds-view.js';
import type { Chance } from './shooting.js';

/** One count of a chart: the chance of exactly this many, and of this many or more. */
export interface ChartBar {
  readonly count: number;
  readonly exactly: number;
  readonly atLeast: number;
}

const AT_LEAST = /-at-least-(\d+)$/;

/**
 * The bars of a count list: its rows named "…-at-least-N" (other rows, such as a whole unit,
 * are not counts and are left to the list). Count 0 is the chance of none; exactly N is at
 * least N less at least N + 1. Counts no row reaches (they cannot happen: the rows were cut)
 * are not drawn. An empty list when the rows hold no count.
 *
 * @example
 * // Two shots that each hit with 1/2: at least 1 with 3/4, at least 2 with 1/4.
 * chartBars([{ name: 'hits-at-least-1', label: 'at least 1', chance: { p: 0.75, exact: '3/4' } }, { name: 'hits-at-least-2', label: 'at least 2', chance: { p: 0.25, exact: '1/4' } }]);
 * // [{ count: 0, exactly: 0.25, atLeast: 1 }, { count: 1, exactly: 0.5, atLeast: 0.75 }, { count: 2, exactly: 0.25, atLeast: 0.25 }]
 */
export function chartBars(rows: readonly OddsRow[]): ChartBar[] {
  const atLeast: number[] = [1];
  for (const row of rows) {
    const match = AT_LEAST.exec(row.name);
    if (match) atLeast[Number(match[1])] = row.chance.p;
  }
  if (atLeast.length === 1) return [];
  const at = (count: number): number => atLeast[count] ?? 0;
  return atLeast.map((_, count) => ({ count, exactly: Math.max(0, at(count) - at(count + 1)), atLeast: at(count) }));
}

/**
 * The name a count's chart goes by (in tests and as a saved file's name): its rows' common
 * part, "hits" for "hits-at-least-N", else "counts".
 *
 * @example
 * chartName([{ name: 'models-at-least-1', label: 'at least 1', chance: { p: 0.5, exact: null } }]); // 'models'
 */
export function chartName(rows: readonly OddsRow[]): string {
  const first = rows.find((row) => AT_LEAST.test(row.name));
  return first ? first.name.replace(AT_LEAST, '') : 'counts';
}

/**
 * "At least N" chances (index N, from 0) as the rows {@link chartBars} reads, named `name-at-least-N`.
 *
 * @example
 * countRows('hits', [{ p: 1, exact: '1' }, { p: 0.75, exact: '3/4' }]).map((row) => row.name); // ['hits-at-least-1']
 */
export function countRows(name: string, atLeast: readonly Chance[]): OddsRow[] {
  return atLeast.slice(1).map((chance, i) => ({ name: `${name}-at-least-${i + 1}`, label: `${i + 1}`, chance }));
}
