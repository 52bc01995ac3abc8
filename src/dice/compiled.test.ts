import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CompiledProcess } from './compiled.js';
import { DiceCursor, diceFromSeed } from './dice-state.js';
import { roll, rollQuietly, rollQuietlyWalked, rollWalked } from './roll.js';
import { autoStep, DONE, thenStep, type Branch, type Process, type Step } from './process.js';
import { countPasses } from './test-processes.js';

/** How one state of a random process goes on: every number is folded into range when the process is built. */
interface StepPlan {
  readonly kind: 'done' | 'auto' | 'roll' | 'then';
  readonly sides: number;
  readonly cuts: readonly number[];
  readonly to: readonly number[];
}

interface ProcessPlan {
  readonly states: readonly StepPlan[];
  /** The process each `then` runs: a plan of its own, without `then` steps. */
  readonly sub?: ProcessPlan;
}

/** A state of a random process. Steps hand out new objects each time: states meet by key, as a game's do. */
interface Node {
  readonly at: number;
}

const stepPlan = (kinds: readonly StepPlan['kind'][]) =>
  fc.record({
    kind: fc.constantFrom(...kinds),
    // Mostly small dice, sometimes one of 1 or 2 faces (never rejected), sometimes one too wide to table.
    sides: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 12 }), weight: 6 }, fc.constantFrom(1, 2, 100, 101, 1000)),
    cuts: fc.array(fc.nat(), { maxLength: 4 }),
    to: fc.array(fc.nat(), { minLength: 5, maxLength: 5 }),
  });

const processPlan: fc.Arbitrary<ProcessPlan> = fc.record({
  states: fc.array(stepPlan(['done', 'auto', 'roll', 'roll', 'then']), { minLength: 1, maxLength: 8 }),
  sub: fc.record({ states: fc.array(stepPlan(['done', 'auto', 'roll', 'roll']), { minLength: 1, maxLength: 5 }) }),
});

/**
 * The process a plan describes, over states 0..n (n is the end): every way out of state i
 * leads to a later state, so each roll ends. Checks and outcomes name the state and branch.
 */
function planned(plan: ProcessPlan): Process<Node, string, string> {
  const last = plan.states.length;
  const later = (at: number, pick: number): Node => ({ at: at + 1 + (pick % (last - at)) });
  const sub = plan.sub && planned(plan.sub);
  const step = (at: number): Step<Node, string, string> => {
    const spec = plan.states[at];
    if (!spec) return DONE;
    const [first = 0, ...others] = spec.to;
    switch (spec.kind) {
      case 'done':
        return DONE;
      case 'auto':
        return autoStep(`auto ${at}`, `automatic ${at}`, later(at, first));
      case 'roll': {
        const upTos = [...new Set(spec.cuts.map((cut) => 1 + (cut % spec.sides)))].filter((upTo) => upTo < spec.sides).sort((a, b) => a - b);
        const branches: Branch<Node, string>[] = [...upTos, spec.sides].map((upTo, index) => ({ upTo, outcome: `branch ${index}`, next: later(at, spec.to[index] ?? first) }));
        return { kind: 'roll', sides: spec.sides, check: `die ${at}`, branches };
      }
      case 'then':
        return sub ? thenStep(`sub ${at}`, { process: sub, start: { at: 0 }, next: (end) => later(at, (others[0] ?? first) + end.at) }) : DONE;
    }
  };
  return { key: (node) => node.at, step: (node) => step(node.at) };
}

describe('a compiled process', () => {
  it('rolls as the trace interpreter does: the same end, the same dice drawn', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 7 }), (seed, dice, needed) => {
        const process = countPasses(dice, needed);
        const start = { thrown: 0, passes: 0 };
        const traced = rollWalked(process, start, diceFromSeed(seed));
        const cursor = new DiceCursor(diceFromSeed(seed));
        expect(new CompiledProcess(process).roll(start, cursor)).toEqual(traced.end);
        expect(cursor.state()).toEqual(traced.dice);
      }),
      { numRuns: 200 },
    );
  });

  it('rolls any process as the plain interpreters walk it, traced and not, roll after roll on one compiled graph', () => {
    fc.assert(
      fc.property(processPlan, fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 1, max: 6 }), (plan, seed, rolls) => {
        const process = planned(plan);
        const compiled = new CompiledProcess(process);
        let dice = diceFromSeed(seed);
        const quiet = new DiceCursor(dice);
        const compiledQuiet = new DiceCursor(dice);
        const compiledTraced = new DiceCursor(dice);
        for (let i = 0; i < rolls; i += 1) {
          const start = { at: i % 2 === 0 ? 0 : Math.min(1, plan.states.length) };
          const traced = rollWalked(process, start, dice);
          expect(compiled.rollTraced(start, compiledTraced)).toEqual({ end: traced.end, trace: traced.trace });
          expect(compiled.roll(start, compiledQuiet)).toEqual(rollQuietlyWalked(process, start, quiet));
          expect(compiledTraced.state()).toEqual(traced.dice);
          expect(compiledQuiet.state()).toEqual(quiet.state());
          dice = traced.dice;
        }
        expect(quiet.state()).toEqual(dice);
      }),
      { numRuns: 300 },
    );
  });

  it('roll and rollQuietly, called again and again on one process (walked at its first roll, compiled from its second), give what the walk gives', () => {
    fc.assert(
      fc.property(processPlan, fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 2, max: 6 }), (plan, seed, rolls) => {
        // Two processes alike, so the walk's process is never the one rolled again.
        const [process, walkedProcess] = [planned(plan), planned(plan)];
        let [dice, walkedDice] = [diceFromSeed(seed), diceFromSeed(seed)];
        const [quiet, walkedQuiet] = [new DiceCursor(dice), new DiceCursor(dice)];
        for (let i = 0; i < rolls; i += 1) {
          const start = { at: i % 2 === 0 ? 0 : Math.min(1, plan.states.length) };
          const traced = roll(process, start, dice);
          const walked = rollWalked(walkedProcess, start, walkedDice);
          expect(traced).toEqual(walked);
          expect(rollQuietly(process, start, quiet)).toEqual(rollQuietlyWalked(walkedProcess, start, walkedQuiet));
          expect(quiet.state()).toEqual(walkedQuiet.state());
          [dice, walkedDice] = [traced.dice, walked.dice];
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a die with a branch for every face rolls as roll does, tabled (100 faces) or too wide to table (101)', () => {
    for (const sides of [100, 101]) {
      const branches = Array.from({ length: sides }, (_, index) => ({ upTo: index + 1, outcome: `face ${index + 1}`, next: index + 1 }));
      const process: Process<number, string, string> = { key: (at) => at, step: (at) => (at === 0 ? { kind: 'roll', sides, check: 'd', branches } : DONE) };
      const compiled = new CompiledProcess(process);
      const cursor = new DiceCursor(diceFromSeed(sides));
      let dice = diceFromSeed(sides);
      for (let i = 0; i < 2000; i += 1) {
        const traced = rollWalked(process, 0, dice);
        expect(compiled.rollTraced(0, cursor)).toEqual({ end: traced.end, trace: traced.trace });
        dice = traced.dice;
      }
      expect(cursor.state()).toEqual(dice);
    }
  });

  it('a traced roll keeps the trace roll gives, group by group (five sub-process throws)', () => {
    const process = countPasses(5, 4);
    const start = { thrown: 0, passes: 0 };
    const { end, trace } = new CompiledProcess(process).rollTraced(start, new DiceCursor(diceFromSeed(42)));
    const expected = rollWalked(process, start, diceFromSeed(42));
    expect(trace.map((entry) => entry.kind)).toEqual(['group', 'group', 'group', 'group', 'group']);
    expect({ end, trace }).toEqual({ end: expected.end, trace: expected.trace });
  });

  it('keeps its graph: many rolls of one compiled process match as many quiet rolls, die for die', () => {
    const process = countPasses(5, 4);
    const start = { thrown: 0, passes: 0 };
    const compiled = new CompiledProcess(process);
    const [a, b] = [new DiceCursor(diceFromSeed(7)), new DiceCursor(diceFromSeed(7))];
    for (let i = 0; i < 500; i += 1) expect(compiled.roll(start, a)).toEqual(rollQuietlyWalked(process, start, b));
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
