/**
 * Decimal numbers as the catalogues write them: Intl's text in each language. English is
 * written here without Intl wherever that gives the same text: the first Intl number format
 * of a process costs a quick command some 15 ms (ICU's start), more than the rest of its odds.
 * number.test.ts holds the English to Intl's text. A leaf: it imports only `language.ts`.
 */
import type { Language } from './language.js';

/** How a decimal is written: its fraction digits (at least, at most) and whether thousands are grouped. */
export interface DecimalStyle {
  readonly minimumFractionDigits: number;
  readonly maximumFractionDigits: number;
  /** true: Intl's default grouping ("1,234.50" in English); false: none ("1234.5"). */
  readonly grouped: boolean;
}

/** "1.5", "2": up to two decimals, no grouping (counts of hits, models, dice). */
export const UP_TO_TWO_DECIMALS: DecimalStyle = { minimumFractionDigits: 0, maximumFractionDigits: 2, grouped: false };
/** "1.50", "1,234.00": two decimals always (means). */
export const TWO_DECIMALS: DecimalStyle = { minimumFractionDigits: 2, maximumFractionDigits: 2, grouped: true };

// One format a language and style, made on first use: making one is slow, and a command writes a score of numbers.
const FORMATS = new Map<string, Intl.NumberFormat>();

function intlFormat(language: Language, style: DecimalStyle): Intl.NumberFormat {
  const key = `${language} ${style.minimumFractionDigits} ${style.maximumFractionDigits} ${String(style.grouped)}`;
  const made =
    FORMATS.get(key) ??
    new Intl.NumberFormat(language, {
      minimumFractionDigits: style.minimumFractionDigits,
      maximumFractionDigits: style.maximumFractionDigits,
      ...(style.grouped ? {} : { useGrouping: false }),
    });
  FORMATS.set(key, made);
  return made;
}

/**
 * The digits of a non-negative number's shortest decimal (String's), before and after the
 * point; a tiny one String writes with an exponent ("1.2e-7") written out ("0.00000012").
 * Null for a sign, a large exponent, or not a finite number.
 */
function decimalDigits(value: number): { readonly whole: string; readonly fraction: string } | null {
  const written = String(value);
  const plain = /^(\d+)(?:\.(\d+))?$/.exec(written);
  if (plain !== null) return { whole: plain[1] ?? '', fraction: plain[2] ?? '' };
  const tiny = /^(\d)(?:\.(\d+))?e-(\d+)$/.exec(written);
  if (tiny === null) return null;
  return { whole: '0', fraction: `${'0'.repeat(Number(tiny[3]) - 1)}${tiny[1] ?? ''}${tiny[2] ?? ''}` };
}

/**
 * A non-negative number in English as Intl writes it, or null where this does not know it does
 * (a sign, a large exponent, not a finite number: Intl writes those). Intl rounds the shortest
 * decimal that reads back as the number (as String gives it) half away from zero, and so does
 * this; English groups thousands by threes with commas.
 */
function decimalEn(value: number, style: DecimalStyle): string | null {
  const digits = decimalDigits(value);
  // String(-0) is "0", but Intl writes "-0".
  if (digits === null || Object.is(value, -0)) return null;
  const { whole, fraction } = digits;
  const kept = style.maximumFractionDigits;
  // In units of the last digit kept, truncated, then rounded by the digit after it.
  const units = BigInt(whole + fraction.slice(0, kept).padEnd(kept, '0')) + (fraction.charCodeAt(kept) >= 53 ? 1n : 0n);
  const rounded = units.toString().padStart(kept + 1, '0');
  const wholeText = rounded.slice(0, rounded.length - kept);
  const fractionText = rounded.slice(rounded.length - kept).replace(/0+$/, '').padEnd(style.minimumFractionDigits, '0');
  const grouped = style.grouped ? wholeText.replace(/\B(?=(\d{3})+$)/g, ',') : wholeText;
  return fractionText === '' ? grouped : `${grouped}.${fractionText}`;
}

/**
 * A number as the language writes it in the style given.
 *
 * @example
 * decimal('en', 1.005, TWO_DECIMALS); // '1.01' (Intl rounds the decimal 1.005, not the float a hair under it)
 * decimal('ru', 1234.5, TWO_DECIMALS); // '1 234,50'
 */
export function decimal(language: Language, value: number, style: DecimalStyle): string {
  return (language === 'en' ? decimalEn(value, style) : null) ?? intlFormat(language, style).format(value);
}
