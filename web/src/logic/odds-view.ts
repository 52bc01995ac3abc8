/**
 * The odds as the panels show them, whatever the game: rows of chances in sections, each
 * section with what its rolls need and why. The games' modules (web/src/games/) fill them from
 * the library's odds reports; the panels only draw them.
 */
import type { Catalogue } from '../../../i18n/index.js';
import { describeNeeds } from '../../../i18n/explain.js';
import type { Chance, ShotOddsView } from './shooting.js';
import { CONDITIONS } from '../../../src/games/mordheim/index.js';
import { categoryBars, chartBars, type CategoryBar, type ChartBar } from './chart.js';

export interface OddsRow {
  readonly name: string;
  readonly label: string;
  readonly chance: Chance;
  readonly indent?: boolean;
}

export interface OddsSection {
  readonly heading: string;
  /** (step, score, reasons) rows; empty when the section only holds chances. */
  readonly needs: readonly (readonly [string, string, string])[];
  readonly chancesHeading: string;
  readonly chances: readonly OddsRow[];
}

/** The odds panel of a unit battle's shot. */
export interface UnitOddsView {
  readonly heading: string;
  readonly sections: readonly OddsSection[];
  readonly modelsHeading: string;
  /** "at least N" for N = 1 … the target's models, then the whole unit. */
  readonly models: readonly OddsRow[];
  /** Whether fractions were worked out (few enough shots). */
  readonly exact: boolean;
  /** What may follow the casualties (The Ninth Age's Panic Test), when the game gives it. */
  readonly after?: CountList;
  /** Distributions drawn as charts only: the models left, The Ninth Age's Health Points lost. */
  readonly charts?: readonly OddsChart[];
}

/**
 * A distribution the panels draw as a chart with no rows of its own: a count from the chance of
 * each value (index N, from 0; `…/chart.ts` `exactlyBars`), or categories (final states) from
 * their rows (`categoryBars`).
 */
export type OddsChart =
  | { readonly kind: 'count'; readonly name: string; readonly heading: string; readonly exactly: readonly number[] }
  | { readonly kind: 'categories'; readonly name: string; readonly heading: string; readonly rows: readonly OddsRow[] };

export interface CountList {
  readonly heading: string;
  readonly rows: readonly OddsRow[];
}

/** A line under the odds' heading: what the shooter and target hold, or the rules Marksman does not apply (ruling M-14). */
export interface OddsNote {
  readonly text: string;
  readonly kind: 'held' | 'not-applied';
}

/** The notes of a shot's rules, from their words (i18n/explain.ts `describeRulesHeld`). */
export function rulesNotes(words: { readonly held: readonly string[]; readonly notApplied: string | null }): OddsNote[] {
  return [...words.held.map((text) => ({ text, kind: 'held' as const })), ...(words.notApplied === null ? [] : [{ text: words.notApplied, kind: 'not-applied' as const }])];
}

/** The calculator's odds of one shot in full: what each roll needs and why, each step's chance, and "at least N". */
export interface CalcOdds {
  readonly heading: string;
  /** Under the heading: the rules the shooter and target hold (Mordheim's skills, equipment, special rules); empty for the others. */
  readonly notes: readonly OddsNote[];
  readonly sections: readonly OddsSection[];
  readonly counts: readonly CountList[];
  /** Distributions drawn as charts only (final states, models left, Health Points lost). */
  readonly charts?: readonly OddsChart[];
  /** Whether fractions were worked out (few enough shots). */
  readonly exact: boolean;
}

/** A mean as the panels print it: two decimals, in the catalogue's language. */
export const fixed2 = (cat: Catalogue, value: number): string => new Intl.NumberFormat(cat.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/**
 * The small chart a strip draws (issue 21: the odds as a chart without scrolling), from the bars
 * the odds panel's own charts are drawn from: the Mordheim target's final states as one stacked
 * bar, or a unit's models removed as "at least N" for N from 1.
 */
export type GlanceChart =
  | { readonly kind: 'states'; readonly heading: string; readonly bars: readonly CategoryBar[] }
  | { readonly kind: 'at-least'; readonly heading: string; readonly bars: readonly ChartBar[] };

/** A chosen shot at a glance (the calculator's strip, the table's odds strip): the score needed to hit, then its main chances, and its chart when it has one. */
export interface AtAGlance {
  readonly toHit: string;
  readonly rows: readonly OddsRow[];
  readonly chart?: GlanceChart;
}

const named = (suffix: string) => (row: OddsRow): boolean => row.name === suffix || row.name.endsWith(`-${suffix}`);

/**
 * The first section's score to hit and its chances of a hit and of an unsaved wound (a batch's
 * or a volley's rows end in `-hit`, `-unsaved`), then the ends given.
 *
 * @example
 * atAGlance(odds.sections, firstAndLast(odds.models)).toHit; // "4+"
 */
export function atAGlance(sections: readonly OddsSection[], ends: readonly OddsRow[]): AtAGlance {
  const first = sections[0];
  const shotRows = (first?.chances ?? []).filter((r) => named('hit')(r) || named('unsaved')(r));
  return { toHit: first?.needs[0]?.[1] ?? '', rows: [...shotRows, ...ends] };
}

/**
 * The ends of a unit's shooting that matter most: at least one model removed, and the last row
 * (the whole unit) when there are more.
 *
 * @example
 * firstAndLast(odds.models).map((r) => r.name); // ["models-at-least-1", "destroyed"]
 */
export function firstAndLast(rows: readonly OddsRow[]): OddsRow[] {
  return [rows[0], rows.length > 1 ? rows[rows.length - 1] : undefined].filter((r): r is OddsRow => r !== undefined);
}

/**
 * A unit battle's chosen shot at a glance: the first batch's or volley's score and chances, a
 * model removed, the unit destroyed; its chart the models removed, at least N for N from 1 up to
 * the most the shots can remove (count 0 is always certain, so left out).
 *
 * @example
 * unitOddsAtAGlance(odds).chart?.bars.map((bar) => bar.count); // [1, 2, 3]
 */
export function unitOddsAtAGlance(odds: UnitOddsView): AtAGlance {
  const bars = chartBars(odds.models).filter((bar) => bar.count > 0 && bar.atLeast > 0);
  const glance = atAGlance(odds.sections, firstAndLast(odds.models));
  return bars.length === 0 ? glance : { ...glance, chart: { kind: 'at-least', heading: odds.modelsHeading, bars } };
}

/**
 * The Mordheim table's chosen shot at a glance: the score to hit, a hit, an unsaved wound, and
 * the target out of action on this table (with the model in the way and any fall).
 *
 * @example
 * tableShotAtAGlance(cat, odds).rows.map((r) => r.name); // ["hit", "unsaved", "final-out-of-action"]
 */
export function tableShotAtAGlance(cat: Catalogue, odds: ShotOddsView): AtAGlance {
  const toHit = describeNeeds(cat, odds.attack, odds.report.analysis)[0]?.[1] ?? '';
  const rows: OddsRow[] = [
    { name: 'hit', label: cat.outcome.hit, chance: odds.steps.hit },
    { name: 'unsaved', label: cat.web.odds.unsaved, chance: odds.steps.unsaved },
  ];
  if (!odds.target) return { toHit, rows };
  const { conditions } = odds.target;
  rows.push({ name: 'final-out-of-action', label: cat.condition['out-of-action'], chance: conditions['out-of-action'] });
  const bars = categoryBars(CONDITIONS.map((c) => ({ name: c, label: cat.condition[c], chance: conditions[c] })));
  return { toHit, rows, chart: { kind: 'states', heading: cat.web.odds.finalStateHeading, bars } };
}
