import { describe, expect, it } from 'vitest';
import { exactArithmetic } from './arithmetic.js';
import { DiceCursor, diceFromSeed } from './dice-state.js';
import { countDistribution } from './distribution.js';
import { rationalToString } from './rational.js';
import { repeatOdds, rollRepeat, rollRepeatQuietly, type Repeat } from './repeat.js';
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
