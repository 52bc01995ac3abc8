// How the page writes a chance: percentages by default, a fraction only when asked and short.
import { describe, expect, it } from 'vitest';
import { percent } from '../../i18n/index.js';
import { chanceText, READABLE_FRACTION_CHARS, textsFor } from './texts.js';

describe('chanceText', () => {
  const en = textsFor('en');
  // A hit on 4+, then a wound on 3+, then no save: 1/2 · 2/3 = 1/3.
  const third = { p: 1 / 3, exact: '1/3' };

  it('writes the percentage unless fractions are asked, and the fraction when they are', () => {
    expect(chanceText(en, third, 'percent')).toBe(percent('en', 1 / 3));
    expect(chanceText(en, third, 'fraction')).toBe('1/3');
  });

  it('writes the percentage where no fraction was worked out', () => {
    expect(chanceText(en, { p: 0.25, exact: null }, 'fraction')).toBe(percent('en', 0.25));
  });

  it('keeps fractions up to the readable length, and gives the percentage for a longer one', () => {
    // Five Battleaxe shots, each killing a Goblin with 5/24: at least one falls with 1 − (19/24)⁵.
    const fiveShots = { p: 1 - (19 / 24) ** 5, exact: '5486525/7962624' };
    expect(fiveShots.exact.length).toBe(READABLE_FRACTION_CHARS);
    expect(chanceText(en, fiveShots, 'fraction')).toBe('5486525/7962624');
    const oneMoreDigit = { p: 12345678 / 16796160, exact: '12345678/16796160' };
    expect(chanceText(en, oneMoreDigit, 'fraction')).toBe(percent('en', oneMoreDigit.p));
    const battleaxeSeries = { p: 2836530153082175 / 3656158440062976, exact: '2836530153082175/3656158440062976' };
    expect(chanceText(en, battleaxeSeries, 'fraction')).toBe(percent('en', battleaxeSeries.p));
    expect(chanceText(textsFor('ru'), battleaxeSeries, 'fraction')).toBe(percent('ru', battleaxeSeries.p));
  });
});
