import { describe, expect, it } from 'vitest';
import { percent } from './index.js';

// What percent wrote before it wrote English itself, and what it must go on writing.
const intl = new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const expected = (p: number): string => {
  if (p < 1e-12) return intl.format(0);
  if (p > 1 - 1e-12) return intl.format(1);
  if (p < 0.0005) return `<${intl.format(0.001)}`;
  if (p > 0.9995) return `>${intl.format(0.999)}`;
  return intl.format(p);
};

describe('percent in English, written without Intl', () => {
  it('writes every fraction of a die-roll denominator as Intl does', () => {
    const shares: number[] = [];
    for (const denominator of [2, 3, 6, 7, 8, 9, 12, 36, 54, 64, 216, 972, 1000, 1296, 2000, 7776]) {
      for (let numerator = 0; numerator <= denominator; numerator += 1) shares.push(numerator / denominator);
    }
    for (const share of shares) expect(percent('en', share)).toBe(expected(share));
  });

  it('rounds halves as Intl does, on the decimal it reads, not the float beneath it', () => {
    // 0.00125 is a hair under 1/800 as a float; 0.12345 a hair over; Intl rounds both up.
    for (const share of [0.00125, 0.00135, 0.12345, 0.12355, 0.9994999, 0.0005, 0.9995, 0.99949, 0.00049999, 1e-7, 1 - 1e-13, 0.1005, 0.0995, 0.9985, 0.5]) {
      expect(percent('en', share)).toBe(expected(share));
    }
  });

  it('writes sums of floats as Intl does', () => {
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 20000; i += 1) {
      const share = next() * next() + next() * 1e-4;
      expect(percent('en', Math.min(share, 1))).toBe(expected(Math.min(share, 1)));
    }
  });
});
