/**
 * The catalogues that turn the library's codes into words, one file per language, and
 * the few helpers every front end needs (plurals, numbers, paths).
 */
import type { Catalogue } from './catalogue.js';
import type { Language } from './language.js';
import { en } from './en.js';
import { ru } from './ru.js';

export type { Catalogue, CliIssue } from './catalogue.js';
export { LANGUAGES, type Language } from './language.js';

export const CATALOGUES: Readonly<Record<Language, Catalogue>> = { en, ru };

export function catalogue(language: Language): Catalogue {
  return CATALOGUES[language];
}

export function isLanguage(value: string): value is Language {
  return value === 'en' || value === 'ru';
}

/** "ru_RU.UTF-8" → ru; anything unknown → undefined. */
export function languageFromLocale(locale: string | undefined): Language | undefined {
  const prefix = locale?.slice(0, 2).toLowerCase();
  return prefix !== undefined && isLanguage(prefix) ? prefix : undefined;
}

export { countOf, pluralForm, type PluralForms } from './plural.js';
export { decimal, TWO_DECIMALS, UP_TO_TWO_DECIMALS, type DecimalStyle } from './number.js';

// One format a language, made on first use: an odds table says a score of chances, and making a format is slow.
const PERCENT_FORMATS = new Map<Language, Intl.NumberFormat>();

/**
 * A share in English as Intl writes it with one decimal ("50.0%"), without Intl: the first
 * Intl number format of a process costs a quick `odds` a tenth of its time (ICU's start).
 * Intl rounds the shortest decimal that reads back as the number (as String gives it) half
 * away from zero, and so does this (a share under 10, where no digits are grouped; Intl writes
 * the rest); percent.test.ts holds it to Intl's text.
 */
function percentEn(share: number): string {
  const [whole = '', fraction = ''] = String(share).split('.');
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction) || whole.length > 1) return intlPercent('en', share);
  // In tenths of a percent, truncated, then rounded by the digit after.
  const digits = fraction.padEnd(4, '0');
  const tenths = Number(whole + digits.slice(0, 3)) + (digits.charCodeAt(3) >= 53 ? 1 : 0);
  return `${Math.floor(tenths / 10)}.${tenths % 10}%`;
}

function intlPercent(language: Language, share: number): string {
  const format = PERCENT_FORMATS.get(language) ?? new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  PERCENT_FORMATS.set(language, format);
  return format.format(share);
}

/** 0.5 → "50.0%" (ru: "50,0 %"), with one decimal, or "<0.1%" for tiny non-zero chances. */
export function percent(language: Language, p: number): string {
  const format = (share: number) => (language === 'en' ? percentEn(share) : intlPercent(language, share));
  // Sums of floats land a hair off 0 and 1; those are 0 and 1, not "almost".
  if (p < 1e-12) return format(0);
  if (p > 1 - 1e-12) return format(1);
  if (p < 0.0005) return `<${format(0.001)}`;
  if (p > 0.9995) return `>${format(0.999)}`;
  return format(p);
}

/** A catalogue section with one text function per code, each taking its own issue type. */
export type TextsByCode<I extends { readonly code: string }> = { readonly [C in I['code']]: (issue: Extract<I, { code: C }>) => string };

/** Looks up the text function for an issue's code and applies it. */
export function textFor<I extends { readonly code: string }, C extends I['code']>(texts: TextsByCode<I>, issue: Extract<I, { code: C }>): string {
  const text: (issue: Extract<I, { code: C }>) => string = texts[issue.code];
  return text(issue);
}
