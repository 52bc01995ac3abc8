// The cursor rewrites pure-rand's uniformInt for speed; pure-rand itself is the
// judge here, so that no seed rolls differently than it did when the cursor called pure-rand.
import fc from 'fast-check';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { DiceCursor, diceFromSeed } from './dice-state.js';

// Dice of every kind a draw treats apart: one or two faces (never drawn again), small dice,
// a d6 (the most drawn), and sides that reject many raw draws or sit at the top of the range.
const sides = fc.oneof(fc.integer({ min: 1, max: 20 }), fc.constantFrom(6, 66, 1000, 2 ** 31 - 1, 2 ** 31, 2 ** 31 + 1, 0xaaaa_aaab, 2 ** 32 - 1));

describe('DiceCursor', () => {
  it('draws the faces pure-rand draws from the same words, die for die, and leaves the same words', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.array(sides, { minLength: 1, maxLength: 200 }), (seed, dice) => {
        const start = diceFromSeed(seed);
        const generator = xoroshiro128plusFromState(start.words);
        const cursor = new DiceCursor(start);
        expect(dice.map((n) => cursor.draw(n))).toEqual(dice.map((n) => uniformInt(generator, 1, n)));
        expect(cursor.state()).toEqual({ seed, drawn: dice.length, words: generator.getState() });
      }),
      { numRuns: 500 },
    );
  });

  it('carries on from any words pure-rand may reach, not only fresh seeds', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), { minLength: 4, maxLength: 4 }), fc.array(sides, { maxLength: 50 }), (words, dice) => {
        fc.pre(words.some((word) => word !== 0));
        const generator = xoroshiro128plusFromState(words);
        const cursor = new DiceCursor({ seed: 0, drawn: 7, words });
        expect(dice.map((n) => cursor.draw(n))).toEqual(dice.map((n) => uniformInt(generator, 1, n)));
        expect(cursor.state()).toEqual({ seed: 0, drawn: 7 + dice.length, words: generator.getState() });
      }),
    );
  });

  it('seed 42 rolls the d6 faces it has always rolled (its first, 4, is in the documentation)', () => {
    const cursor = new DiceCursor(diceFromSeed(42));
    expect(Array.from({ length: 10 }, () => cursor.draw(6))).toEqual([4, 3, 5, 1, 1, 4, 6, 6, 3, 5]);
  });
});
