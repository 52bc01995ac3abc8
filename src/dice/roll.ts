import { CompiledProcess } from './compiled.js';
import { DiceCursor, type DiceState } from './dice-state.js';
import type { Branch, Process } from './process.js';
import type { TraceEntry } from './trace.js';

export type { TraceEntry } from './trace.js';

/** What {@link roll} reached, how, and the dice it left. */
export interface RollResult<S, E, O extends string> {
  readonly end: S;
  /** Every step on the way, in order. */
  readonly trace: readonly TraceEntry<E, O>[];
  /** The dice after this roll: pass it on to continue the same sequence. */
  readonly dice: DiceState;
}

function branchForFace<S, O extends string>(branches: readonly Branch<S, O>[], face: number): Branch<S, O> {
  for (const branch of branches) if (face <= branch.upTo) return branch;
  throw new RangeError(`no branch for face ${face}`);
}

/**
 * The roll interpreter: draws each die from the seeded dice and records every step.
 * Same description, same dice state: same end, same trace. A process rolled again (by this
 * or `rollQuietly`) is rolled over its compiled graph from then on (`CompiledProcess`):
 * the same dice, end and trace, each state's step asked once.
 *
 * @example
 // toHit: one die that hits on 4+, as built in cachedProcess's example
 * const { end, trace, dice } = roll(toHit, null, diceFromSeed(42));
 * // end: true; trace: [{ kind: 'die', check: 'to hit', sides: 6, face: 4, outcome: 'hit' }]; dice.drawn: 1
 */
export function roll<S, E, O extends string>(process: Process<S, E, O>, start: S, dice: DiceState): RollResult<S, E, O> {
  const cursor = new DiceCursor(dice);
  const compiled = compiledOnceRolledAgain(process);
  const { end, trace } = compiled ? compiled.rollTraced(start, cursor) : rollWithCursor(process, start, cursor);
  return { end, trace, dice: cursor.state() };
}

/**
 * The roll interpreter's own walk, never over a compiled graph: what `roll` does at a
 * process's first roll, and what the tests hold the compiled walk to.
 *
 * @example
 // toHit: one die that hits on 4+, as built in cachedProcess's example
 * rollWalked(toHit, null, diceFromSeed(42)); // as roll(toHit, null, diceFromSeed(42))
 */
export function rollWalked<S, E, O extends string>(process: Process<S, E, O>, start: S, dice: DiceState): RollResult<S, E, O> {
  const cursor = new DiceCursor(dice);
  const { end, trace } = rollWithCursor(process, start, cursor);
  return { end, trace, dice: cursor.state() };
}

/** A process's rolls so far, by process, up to its second, which finds it compiled (see {@link compiledOnceRolledAgain}). */
const rollsSoFar = new WeakMap<object, CompiledProcess<never, unknown, string> | 'rolled-once'>();

/**
 * The compiled graph (`CompiledProcess`) of a process rolled before, made at its second roll
 * and kept as long as the process is; none at its first. A simulation rolls one process again
 * and again, and the graph asks each state's step and key once, where a walk asks them at
 * every die (most of a shot's time); a process rolled once (one command, one shot) is walked,
 * as building the graph for one roll costs more than it saves. Both draw the same dice and
 * reach the same end with the same trace (compiled.test.ts, roll.test.ts).
 */
function compiledOnceRolledAgain<S, E, O extends string>(process: Process<S, E, O>): CompiledProcess<S, E, O> | undefined {
  const known = rollsSoFar.get(process);
  if (known === undefined) {
    rollsSoFar.set(process, 'rolled-once');
    return undefined;
  }
  if (known !== 'rolled-once') return known as unknown as CompiledProcess<S, E, O>;
  const compiled = new CompiledProcess(process);
  rollsSoFar.set(process, compiled as unknown as CompiledProcess<never, unknown, string>);
  return compiled;
}

function rollWithCursor<S, E, O extends string>(
  process: Process<S, E, O>,
  start: S,
  cursor: DiceCursor,
): { end: S; trace: TraceEntry<E, O>[] } {
  const trace: TraceEntry<E, O>[] = [];
  let state = start;
  for (;;) {
    const step = process.step(state);
    switch (step.kind) {
      case 'done':
        return { end: state, trace };
      case 'auto':
        trace.push({ kind: 'auto', check: step.check, outcome: step.outcome });
        state = step.next;
        break;
      case 'roll': {
        const face = cursor.draw(step.sides);
        const branch = branchForFace(step.branches, face);
        trace.push({ kind: 'die', check: step.check, sides: step.sides, face, outcome: branch.outcome });
        state = branch.next;
        break;
      }
      case 'then':
        state = step.open((sub) => {
          const inner = rollWithCursor(sub.process, sub.start, cursor);
          trace.push({ kind: 'group', check: step.check, entries: inner.trace });
          return sub.next(inner.end);
        });
        break;
    }
  }
}

/**
 * The same interpreter without the trace, for simulations and benchmarks: it draws the
 * same dice in the same order as `roll`, so both reach the same end from the same state;
 * from a process's second roll on, over its compiled graph, as `roll` does.
 *
 * @example
 // toHit: one die that hits on 4+, as built in cachedProcess's example
 * const cursor = new DiceCursor(diceFromSeed(42));
 * rollQuietly(toHit, null, cursor); // true, as roll(toHit, null, diceFromSeed(42)).end
 */
export function rollQuietly<S, E, O extends string>(process: Process<S, E, O>, start: S, cursor: DiceCursor): S {
  const compiled = compiledOnceRolledAgain(process);
  return compiled ? compiled.roll(start, cursor) : rollQuietlyWalked(process, start, cursor);
}

/**
 * `rollQuietly`'s own walk, never over a compiled graph: what it does at a process's first
 * roll, and what the tests hold the compiled walk to.
 *
 * @example
 // toHit: one die that hits on 4+, as built in cachedProcess's example
 * rollQuietlyWalked(toHit, null, new DiceCursor(diceFromSeed(42))); // true, as rollQuietly gives
 */
export function rollQuietlyWalked<S, E, O extends string>(process: Process<S, E, O>, start: S, cursor: DiceCursor): S {
  let state = start;
  for (;;) {
    const step = process.step(state);
    switch (step.kind) {
      case 'done':
        return state;
      case 'auto':
        state = step.next;
        break;
      case 'roll':
        state = branchForFace(step.branches, cursor.draw(step.sides)).next;
        break;
      case 'then':
        state = step.open((sub) => sub.next(rollQuietlyWalked(sub.process, sub.start, cursor)));
        break;
    }
  }
}
