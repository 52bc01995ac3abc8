import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactArithmetic } from './arithmetic.js';
import { DiceCursor, diceFromSeed } from './dice-state.js';
import { countDistribution } from './distribution.js';
import { odds } from './odds.js';
import { DONE, thenStep, type Process } from './process.js';
import { rationalToString, type Rational } from './rational.js';
import { rollRepeat, rollRepeatQuietly, type Repeat } from './repeat.js';
import { repeatOdds } from './series-odds.js';
import { singleRoll, type ToyCheck, type ToyOutcome } from './test-processes.js';

/** Throw a die needing `needed` up to `times` times, stopping at the first pass. */
function untilPass(needed: number, times: number): Repeat<boolean | null, ToyCheck, ToyOutcome> {
  return { process: singleRoll(needed), start: null, times, carry: (end) => (end === true ? true : null), stop: (start) => start === true };
}

describe('repeatOdds', () => {
  it('counts rounds until a 6, at most four (worked by hand)', () => {
    // Misses before stopping: k misses then a 6 is (5/6)^k·1/6 for k < 4; four misses (5/6)^4.
    const dist = repeatOdds(untilPass(6, 4), (end) => (end === true ? 0 : 1), exactArithmetic);
    const misses = countDistribution(dist, (s) => s.count, exactArithmetic).map(rationalToString);
    expect(misses).toEqual(['1/6', '5/36', '25/216', '125/1296', '625/1296']);
    const passed = dist.filter((w) => w.state.state === true).reduce((sum, w) => exactArithmetic.add(sum, w.p), exactArithmetic.zero);
    expect(rationalToString(passed)).toBe('671/1296');
  });

  it('gives the binomial when nothing stops the series', () => {
    const repeat: Repeat<boolean | null, ToyCheck, ToyOutcome> = { process: singleRoll(4), start: null, times: 3, carry: () => null, stop: () => false };
    const passes = countDistribution(repeatOdds(repeat, (end) => (end === true ? 1 : 0), exactArithmetic), (s) => s.count, exactArithmetic);
    expect(passes.map(rationalToString)).toEqual(['1/8', '3/8', '3/8', '1/8']);
  });
});

describe('repeatOdds against the general walk', () => {
  it('equals odds() over the whole series written as one process, exactly, with stops and state changes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 4 }), (first, then, times, stopAt) => {
        // The die's score needed changes once a pass has come (a state of the series); the series stops at `stopAt` passes.
        interface S {
          readonly passes: number;
          readonly thrown: number;
        }
        const shot = (passes: number) => singleRoll(passes === 0 ? first : then);
        // The series as a chain over passes: each round a sub-process of one die.
        const series: Repeat<S, ToyCheck, ToyOutcome> = {
          process: {
            key: (s) => `${s.passes}/${s.thrown}`,
            step: (s) =>
              s.thrown > 0
                ? DONE
                : thenStep({ step: 'throw', index: 1 }, { process: shot(s.passes), start: null, next: (end) => ({ passes: s.passes + (end === true ? 1 : 0), thrown: 1 }) }),
          },
          start: { passes: 0, thrown: 0 },
          times,
          carry: (end) => ({ passes: end.passes, thrown: 0 }),
          stop: (s) => s.passes >= stopAt,
        };
        const chained = repeatOdds(series, () => 0, exactArithmetic);
        // The general walk: the same rounds unrolled into one process over (passes, rounds thrown).
        const whole: Process<{ passes: number; round: number }, ToyCheck, ToyOutcome> = {
          key: (s) => `${s.passes}/${s.round}`,
          step: (s) =>
            s.round >= times || s.passes >= stopAt
              ? DONE
              : thenStep({ step: 'throw', index: s.round + 1 }, { process: shot(s.passes), start: null, next: (end) => ({ passes: s.passes + (end === true ? 1 : 0), round: s.round + 1 }) }),
        };
        const walked = odds(whole, { passes: 0, round: 0 }, exactArithmetic);
        const byPasses = (entries: readonly { passes: number; p: Rational }[]) => {
          const sums = new Map<number, Rational>();
          for (const { passes, p } of entries) sums.set(passes, exactArithmetic.add(sums.get(passes) ?? exactArithmetic.zero, p));
          return [...sums].sort((a, b) => a[0] - b[0]).map(([passes, p]) => [passes, rationalToString(p)]);
        };
        expect(byPasses(chained.map((w) => ({ passes: w.state.state.passes, p: w.p })))).toEqual(byPasses(walked.map((w) => ({ passes: w.state.passes, p: w.p }))));
      }),
      { numRuns: 150 },
    );
  });
});

describe('rollRepeat', () => {
  it('stops when the series is over and replays from the seed', () => {
    const repeat = untilPass(2, 10);
    const a = rollRepeat(repeat, diceFromSeed(5));
    expect(a).toEqual(rollRepeat(repeat, diceFromSeed(5)));
    expect(a.rounds.at(-1)?.end).toBe(a.final === true ? true : false);
    expect(a.rounds.length).toBe(a.dice.drawn);
    expect(rollRepeatQuietly(repeat, new DiceCursor(diceFromSeed(5)))).toEqual(a.rounds.map((r) => r.end));
  });
});
