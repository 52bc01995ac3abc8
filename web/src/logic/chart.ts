/**
 * A count's distribution as a chart draws it: for each count N from 0, the chance of exactly N
 * and of at least N, from the "at least N" rows the odds views list. DOM-free; the page's
 * `CountChart` draws it in SVG.
 */
import type { Chance } from './shooting.js';

/**
 * A row of chances as the charts read it: the odds views' `OddsRow` has this shape. Declared here
 * rather than imported, so that `odds-view.ts` can draw its strip's chart from these bars without
 * an import circle.
 */
export interface ChartRow {
  readonly name: string;
  readonly label: string;
  readonly chance: Chance;
}

/** One count of a chart: the chance of exactly this many, and of this many or more. */
export interface ChartBar {
  readonly count: number;
  readonly exactly: number;
  readonly atLeast: number;
}

const AT_LEAST = /-at-least-(\d+)$/;
/** Rows of a count's every value (Mordheim's "wounds-left-N"): the chance of exactly N. */
const EXACTLY = /-left-(\d+)$/;

/**
 * The bars of a distribution given as the chance of exactly each count (index N, from 0): at
 * least N is the sum from N up. Counts that cannot happen at either end are cut (a shot that
 * takes two wounds at most leaves no target of three wounds with none), so the bars may start
 * above 0; those between stay, at 0.
 *
 * @example
 * // Three wounds, one shot: none lost 61/81, one 25/216, two 85/648 — none left cannot happen.
 * exactlyBars([0, 85 / 648, 25 / 216, 61 / 81]).map((bar) => bar.count); // [1, 2, 3]
 */
export function exactlyBars(exactly: readonly number[]): ChartBar[] {
  let from = 0;
  while (from < exactly.length && (exactly[from] ?? 0) <= 0) from += 1;
  let to = exactly.length - 1;
  while (to > from && (exactly[to] ?? 0) <= 0) to -= 1;
  if (from > to) return [];
  const bars: ChartBar[] = [];
  let tail = 0;
  for (let count = exactly.length - 1; count >= from; count -= 1) {
    tail += exactly[count] ?? 0;
    if (count <= to) bars.push({ count, exactly: exactly[count] ?? 0, atLeast: Math.min(1, tail) });
  }
  return bars.reverse();
}

/**
 * The bars of a count list: its rows named "…-at-least-N" (other rows, such as a whole unit,
 * are not counts and are left to the list). Count 0 is the chance of none; exactly N is at
 * least N less at least N + 1. Counts no row reaches (they cannot happen: the rows were cut)
 * are not drawn. Rows named "…-left-N" (the chance of exactly N left, Mordheim's wounds left)
 * are read as {@link exactlyBars} reads them. An empty list when the rows hold no count.
 *
 * @example
 * // Two shots that each hit with 1/2: at least 1 with 3/4, at least 2 with 1/4.
 * chartBars([{ name: 'hits-at-least-1', label: 'at least 1', chance: { p: 0.75, exact: '3/4' } }, { name: 'hits-at-least-2', label: 'at least 2', chance: { p: 0.25, exact: '1/4' } }]);
 * // [{ count: 0, exactly: 0.25, atLeast: 1 }, { count: 1, exactly: 0.5, atLeast: 0.75 }, { count: 2, exactly: 0.25, atLeast: 0.25 }]
 */
export function chartBars(rows: readonly ChartRow[]): ChartBar[] {
  if (!rows.some((row) => AT_LEAST.test(row.name)) && rows.some((row) => EXACTLY.test(row.name))) {
    const exactly: number[] = [];
    for (const row of rows) {
      const match = EXACTLY.exec(row.name);
      if (match) exactly[Number(match[1])] = row.chance.p;
    }
    return exactlyBars(Array.from(exactly, (p) => p ?? 0));
  }
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
export function chartName(rows: readonly ChartRow[]): string {
  const first = rows.find((row) => AT_LEAST.test(row.name));
  if (first) return first.name.replace(AT_LEAST, '');
  const exact = rows.find((row) => EXACTLY.test(row.name));
  return exact ? exact.name.replace(/-(\d+)$/, '') : 'counts';
}

/**
 * "At least N" chances (index N, from 0) as the rows {@link chartBars} reads, named `name-at-least-N`.
 *
 * @example
 * countRows('hits', [{ p: 1, exact: '1' }, { p: 0.75, exact: '3/4' }]).map((row) => row.name); // ['hits-at-least-1']
 */
export function countRows(name: string, atLeast: readonly Chance[]): ChartRow[] {
  return atLeast.slice(1).map((chance, i) => ({ name: `${name}-at-least-${i + 1}`, label: `${i + 1}`, chance }));
}

/** One series of an overlay: a shooter, a weapon or a way of shooting, with its bars from count 0. */
export interface OverlaySeries {
  /** Stable across redraws (a row's key): tests and colours hold to it. */
  readonly key: string;
  readonly label: string;
  readonly bars: readonly ChartBar[];
}

/** Several series of one count on one chart, over the same counts. */
export interface OverlayChart {
  /** Every series with one bar for each count 0 … `counts − 1` (a series that cannot reach a count has 0 there). */
  readonly series: readonly (OverlaySeries & { readonly mean: number })[];
  readonly counts: number;
  /** The keys of the series with the highest mean (several when tied); empty with fewer than two series or nothing to tell them apart. */
  readonly best: readonly string[];
}

/** Chances closer than this are one (floats of the same fraction worked two ways). */
const SAME = 1e-12;

/**
 * Several series of one count (hits, wounds, models removed) laid over the same counts, for one
 * chart: each series gets a bar for every count up to the highest any series can reach (its
 * own missing counts are 0); counts no series can reach are cut; the series with the highest
 * mean (the sum of its "at least N" for N ≥ 1) is marked best, all of them when tied, none
 * when every series is the same or there is only one. A series with no bars is left out.
 *
 * @example
 * // One shot hitting with 1/2 against two hitting with 1/3 each.
 * const one = { key: 'a', label: 'A', bars: [{ count: 0, exactly: 0.5, atLeast: 1 }, { count: 1, exactly: 0.5, atLeast: 0.5 }] };
 * const two = { key: 'b', label: 'B', bars: [{ count: 0, exactly: 4 / 9, atLeast: 1 }, { count: 1, exactly: 4 / 9, atLeast: 5 / 9 }, { count: 2, exactly: 1 / 9, atLeast: 1 / 9 }] };
 * overlayCharts([one, two]); // counts 3; A's count 2 is 0; best ['b'] (mean 2/3 against 1/2)
 */
export function overlayCharts(series: readonly OverlaySeries[]): OverlayChart {
  const drawn = series.filter((s) => s.bars.length > 0);
  const reach = (bars: readonly ChartBar[]): number => {
    let last = 0;
    for (const bar of bars) if (bar.atLeast > SAME) last = bar.count;
    return last;
  };
  const counts = drawn.length === 0 ? 0 : Math.max(...drawn.map((s) => reach(s.bars))) + 1;
  const padded = drawn.map((s) => {
    const bars = Array.from({ length: counts }, (_, count): ChartBar => s.bars.find((b) => b.count === count) ?? { count, exactly: 0, atLeast: 0 });
    const mean = bars.reduce((sum, bar) => sum + (bar.count > 0 ? bar.atLeast : 0), 0);
    return { ...s, bars, mean };
  });
  const top = Math.max(...padded.map((s) => s.mean));
  const best = padded.filter((s) => s.mean >= top - SAME).map((s) => s.key);
  return { series: padded, counts, best: padded.length < 2 || best.length === padded.length ? [] : best };
}

/**
 * The chance of each value left, from the chance of each value lost (index N, from 0) out of
 * `total`: N left is `total − N` lost. Losses past `total` cannot happen and are dropped; what
 * the loss list does not reach is 0. Drawn through {@link exactlyBars}, so impossible values at
 * either end are cut.
 *
 * @example
 * // Five models, at most two removed (1/2 none, 1/3 one, 1/6 two): 5 left 1/2, 4 left 1/3, 3 left 1/6.
 * leftOf([1 / 2, 1 / 3, 1 / 6], 5); // [0, 0, 0, 1/6, 1/3, 1/2]
 */
export function leftOf(lost: readonly number[], total: number): number[] {
  return Array.from({ length: total + 1 }, (_, left) => lost[total - left] ?? 0);
}

/** One category of a categories chart (a final state): its row's name and words, and its chance. */
export interface CategoryBar {
  readonly name: string;
  readonly label: string;
  readonly p: number;
}

/**
 * The bars of a chart of categories (a Mordheim target's final state), in the rows' order:
 * categories that cannot happen (a chance of 0) are cut.
 *
 * @example
 * // A shot at a warrior of one wound with no way to knock it down: it stays standing or is taken out.
 * categoryBars([{ name: 'standing', label: 'Standing', chance: { p: 2 / 3, exact: '2/3' } }, { name: 'knocked-down', label: 'Knocked down', chance: { p: 0, exact: '0' } }, { name: 'out-of-action', label: 'Out of action', chance: { p: 1 / 3, exact: '1/3' } }]).map((bar) => bar.name); // ['standing', 'out-of-action']
 */
export function categoryBars(rows: readonly ChartRow[]): CategoryBar[] {
  return rows.filter((row) => row.chance.p > 0).map((row) => ({ name: row.name, label: row.label, p: row.chance.p }));
}
