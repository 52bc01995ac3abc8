import { describe, expect, it } from 'vitest';
import { decimal, TWO_DECIMALS, UP_TO_TWO_DECIMALS, type DecimalStyle } from './number.js';
import { countOf, pluralForm } from './plural.js';

// What the catalogues wrote with Intl before English was written without it, and must go on writing.
const STYLES: readonly [string, DecimalStyle, Intl.NumberFormatOptions][] = [
  ['up to two decimals', UP_TO_TWO_DECIMALS, { useGrouping: false, maximumFractionDigits: 2 }],
  ['two decimals', TWO_DECIMALS, { minimumFractionDigits: 2, maximumFractionDigits: 2 }],
  ['one decimal, grouped', { minimumFractionDigits: 1, maximumFractionDigits: 1, grouped: true }, { minimumFractionDigits: 1, maximumFractionDigits: 1 }],
  ['whole, not grouped', { minimumFractionDigits: 0, maximumFractionDigits: 0, grouped: false }, { maximumFractionDigits: 0, useGrouping: false }],
];

/** Means, counts and their halves; sums of floats; halves a hair off in binary; tiny means String writes with an exponent; the odd ones out (signs, huge exponents). */
function values(): number[] {
  const found: number[] = [0, -0, 1, -1, -0.004, 0.005, 0.015, 1.005, 1.045, 2.675, 999.995, 999.994, 1000, 1234.5, 12345678.125, 1e21, 1e-7, 1.228784580928787e-7, 4.99e-3, 5e-7, 0.000001, 9.995e-7, 5e-324, Number.MAX_SAFE_INTEGER, NaN, Infinity, -Infinity];
  for (let whole = 0; whole <= 2000; whole += 1) found.push(whole, whole + 0.5, whole / 8, whole / 3, whole / 7);
  let seed = 11;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 5000; i += 1) found.push(next() * 10 ** Math.floor(next() * 7), next() * next() + next() * 1e-3, next() * 10 ** -Math.floor(next() * 12));
  return found;
}

describe('decimals in English, written without Intl', () => {
  for (const [name, style, options] of STYLES) {
    it(`writes ${name} as Intl does`, () => {
      const intl = new Intl.NumberFormat('en', options);
      // Mismatches gathered and compared once: an expect per value made this slow on a loaded machine.
      const wrong = values().flatMap((value) => (decimal('en', value, style) === intl.format(value) ? [] : [`${value}: ${decimal('en', value, style)}`]));
      expect(wrong).toEqual([]);
    });
  }

  it('leaves Russian to Intl', () => {
    expect(decimal('ru', 1234.5, TWO_DECIMALS)).toBe(new Intl.NumberFormat('ru', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.5));
  });
});

describe('counted nouns in English, without Intl', () => {
  const forms = { one: 'model', other: 'models' };
  it('takes the form Intl.PluralRules gives and writes the count as Intl does', () => {
    const rules = new Intl.PluralRules('en');
    const number = new Intl.NumberFormat('en', { useGrouping: false, maximumFractionDigits: 2 });
    const wrong: string[] = [];
    for (const count of [...values(), 0.9999, 1.0004, 1.5, -1, -2]) {
      const form = rules.select(count) === 'one' ? 'model' : 'models';
      if (pluralForm('en', count, forms) !== form) wrong.push(`${count}: form ${pluralForm('en', count, forms)}`);
      if (countOf('en', count, forms) !== `${number.format(count)} ${form}`) wrong.push(`${count}: ${countOf('en', count, forms)}`);
    }
    expect(wrong).toEqual([]);
  });
});
