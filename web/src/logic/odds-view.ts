/**
 * The odds as the panels show them, whatever the game: rows of chances in sections, each
 * section with what its rolls need and why. The games' modules (web/src/games/) fill them from
 * the library's odds reports; the panels only draw them.
 */
import type { Catalogue } from '../../../i18n/index.js';
import type { Chance } from './shooting.js';

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
}

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
  /** Whether fractions were worked out (few enough shots). */
  readonly exact: boolean;
}

/** A mean as the panels print it: two decimals, in the catalogue's language. */
export const fixed2 = (cat: Catalogue, value: number): string => new Intl.NumberFormat(cat.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
