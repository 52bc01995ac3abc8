import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactArithmetic, floatArithmetic } from './arithmetic.js';
import { DiceCursor, diceFromSeed } from './dice-state.js';
import { atLeast, countDistribution, countMean, totalProbability } from './distribution.js';
import { odds, OddsMemo } from './odds.js';
import { branchesAreWellFormed, thresholdRoll } from './process.js';
import { parseRational, rationalToString, type Rational } from './rational.js';
import { roll, rollQuietly } from './roll.js';
import { countPasses, singleRoll } from './test-processes.js';

const fractions = (values: readonly Rational[]) => values.map(rationalToString);

describe('thresholdRoll', () => {
  it('splits the faces at the needed score', () => {
    const step = thresholdRoll(6, null, 4, { outcome: 'fail', next: 0 }, { outcome: 'pass', next: 1 });
    expect(step.branches.map((b) => [b.upTo, b.outcome])).toEqual([
      [3, 'fail'],
      [6, 'pass'],
    ]);
    expect(branchesAreWellFormed(step)).toBe(true);
  });

  it('has one branch when every face passes or every face fails', () => {
    expect(thresholdRoll(6, null, 1, { outcome: 'f', next: 0 }, { outcome: 'p', next: 1 }).branches).toEqual([{ upTo: 6, outcome: 'p', next: 1 }]);
    expect(thresholdRoll(6, null, 7, { outcome: 'f', next: 0 }, { outcome: 'p', next: 1 }).branches).toEqual([{ upTo: 6, outcome: 'f', next: 0 }]);
  });
});

describe('odds', () => {
  it('gives the binomial for three dice passing on 6 (worked by hand)', () => {
    // P(k sixes in 3 dice) = C(3,k) (1/6)^k (5/6)^(3-k): 125/216, 75/216, 15/216, 1/216.
    const dist = odds(countPasses(3, 6), { thrown: 0, passes: 0 }, exactArithmetic);
    const exactly = countDistribution(dist, (s) => s.passes, exactArithmetic);
    expect(fractions(exactly)).toEqual(['125/216', '25/72', '5/72', '1/216']);
    expect(fractions(atLeast(exactly, exactArithmetic))).toEqual(['1', '91/216', '2/27', '1/216']);
    expect(countMean(exactly, exactArithmetic)).toBeCloseTo(0.5, 12);
  });

  it('merges identical states: ten dice leave eleven end states', () => {
    const dist = odds(countPasses(10, 4), { thrown: 0, passes: 0 });
    expect(dist).toHaveLength(11);
    expect(dist.find((w) => w.state.passes === 10)?.p).toBeCloseTo(1 / 1024, 15);
  });

  it('expands a sub-process once per distinct start state', () => {
    let steps = 0;
    const one = singleRoll(3);
    const counted = { key: one.key, step: (s: boolean | null) => ((steps += 1), one.step(s)) };
    // `counted` is one object, so the memo recognises it across all fifty throws.
    odds(countPasses(50, 3, counted), { thrown: 0, passes: 0 }, floatArithmetic, new OddsMemo(floatArithmetic));
    expect(steps).toBe(3); // start, then the two end states
  });

  it('always sums to 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 8 }), (dice, needed) => {
        const dist = odds(countPasses(dice, needed), { thrown: 0, passes: 0 }, exactArithmetic);
        expect(rationalToString(totalProbability(dist, exactArithmetic))).toBe('1');
      }),
    );
  });
});

describe('roll', () => {
  it('replays exactly from the same seed', () => {
    const process = countPasses(5, 4);
    const a = roll(process, { thrown: 0, passes: 0 }, diceFromSeed(2024));
    const b = roll(process, { thrown: 0, passes: 0 }, diceFromSeed(2024));
    expect(b).toEqual(a);
    expect(a.dice.drawn).toBe(5);
    expect(a.trace).toHaveLength(5);
    expect(a.trace[0]).toMatchObject({ kind: 'group', check: { step: 'throw', index: 1 } });
  });

  it('continues the sequence from the returned dice state', () => {
    const process = singleRoll(4);
    const first = roll(process, null, diceFromSeed(9));
    const second = roll(process, null, first.dice);
    const cursor = new DiceCursor(diceFromSeed(9));
    const faces = [cursor.draw(6), cursor.draw(6)];
    const faceOf = (r: typeof first) => (r.trace[0]?.kind === 'die' ? r.trace[0].face : -1);
    expect([faceOf(first), faceOf(second)]).toEqual(faces);
  });

  it('reaches the same end quietly as with a trace', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        const process = countPasses(6, 3);
        const traced = roll(process, { thrown: 0, passes: 0 }, diceFromSeed(seed));
        const quiet = rollQuietly(process, { thrown: 0, passes: 0 }, new DiceCursor(diceFromSeed(seed)));
        expect(quiet).toEqual(traced.end);
      }),
      { numRuns: 200 },
    );
  });

  it('rejects seeds that are not 32-bit whole numbers', () => {
    expect(() => diceFromSeed(-1)).toThrow(RangeError);
    expect(() => diceFromSeed(1.5)).toThrow(RangeError);
    expect(() => diceFromSeed(2 ** 32)).toThrow(RangeError);
  });

  it('draws fair dice: 60 000 faces pass a chi-square test (fixed seed)', () => {
    const cursor = new DiceCursor(diceFromSeed(1));
    const counts = [0, 0, 0, 0, 0, 0];
    const n = 60_000;
    for (let i = 0; i < n; i += 1) counts[cursor.draw(6) - 1]! += 1;
    const expected = n / 6;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 5 degrees of freedom: 20.52 is the 0.999 quantile.
    expect(chiSquare).toBeLessThan(20.52);
  });
});

describe('rolls agree with odds', () => {
  it('for counts of passes on four dice needing 5+', () => {
    const process = countPasses(4, 5);
    const exact = countDistribution(odds(process, { thrown: 0, passes: 0 }, exactArithmetic), (s) => s.passes, exactArithmetic);
    // P(k) = C(4,k) (1/3)^k (2/3)^(4-k)
    expect(fractions(exact)).toEqual(['16/81', '32/81', '8/27', '8/81', '1/81']);
    const n = 20_000;
    const observed = [0, 0, 0, 0, 0];
    const cursor = new DiceCursor(diceFromSeed(77));
    for (let i = 0; i < n; i += 1) observed[rollQuietly(process, { thrown: 0, passes: 0 }, cursor).passes]! += 1;
    const chiSquare = observed.reduce((sum, o, k) => {
      const e = n * exactArithmetic.toNumber(parseRational(fractions(exact)[k]!));
      return sum + (o - e) ** 2 / e;
    }, 0);
    // 4 degrees of freedom: 18.47 is the 0.999 quantile.
    expect(chiSquare).toBeLessThan(18.47);
  });
});

describe('seeds', () => {
  it('neighbouring seeds give unrelated dice: each of the first three draws is fair across 6 000 seeds', () => {
    for (let draw = 1; draw <= 3; draw += 1) {
      const counts = [0, 0, 0, 0, 0, 0];
      for (let seed = 0; seed < 6000; seed += 1) {
        const cursor = new DiceCursor(diceFromSeed(seed));
        let face = 0;
        for (let i = 0; i < draw; i += 1) face = cursor.draw(6);
        counts[face - 1]! += 1;
      }
      const chiSquare = counts.reduce((sum, c) => sum + (c - 1000) ** 2 / 1000, 0);
      // 5 degrees of freedom: 20.52 is the 0.999 quantile; an exactly even spread (a sign
      // of faces following the seed) is below 0.0001.
      expect(chiSquare).toBeLessThan(20.52);
      expect(chiSquare).toBeGreaterThan(0.0001);
    }
  });
});
