import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CompiledProcess } from './compiled.js';
import { DiceCursor, diceFromSeed } from './dice-state.js';
import { roll, rollQuietly } from './roll.js';
import { countPasses } from './test-processes.js';

describe('a compiled process', () => {
  it('rolls as the trace interpreter does: the same end, the same dice drawn', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 7 }), (seed, dice, needed) => {
        const process = countPasses(dice, needed);
        const start = { thrown: 0, passes: 0 };
        const traced = roll(process, start, diceFromSeed(seed));
        const cursor = new DiceCursor(diceFromSeed(seed));
        expect(new CompiledProcess(process).roll(start, cursor)).toEqual(traced.end);
        expect(cursor.state()).toEqual(traced.dice);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps its graph: many rolls of one compiled process match as many quiet rolls, die for die', () => {
    const process = countPasses(5, 4);
    const start = { thrown: 0, passes: 0 };
    const compiled = new CompiledProcess(process);
    const [a, b] = [new DiceCursor(diceFromSeed(7)), new DiceCursor(diceFromSeed(7))];
    for (let i = 0; i < 500; i += 1) expect(compiled.roll(start, a)).toEqual(rollQuietly(process, start, b));
    expect(a.state()).toEqual(b.state());
  });

  it('five dice at 4+: the passes of many rolls average 5/2 (a loose check of the walk itself)', () => {
    const compiled = new CompiledProcess(countPasses(5, 4));
    const cursor = new DiceCursor(diceFromSeed(11));
    let passes = 0;
    for (let i = 0; i < 4000; i += 1) passes += compiled.roll({ thrown: 0, passes: 0 }, cursor).passes;
    // Standard deviation of the mean: √(5/4 / 4000) ≈ 0.018; six of them is far from a flake.
    expect(Math.abs(passes / 4000 - 2.5)).toBeLessThan(0.11);
  });
});
