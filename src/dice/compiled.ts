import type { DiceCursor } from './dice-state.js';
import type { Process, Step } from './process.js';
import type { TraceEntry } from './trace.js';

// What a node of the compiled graph does; a node is a state whose step has been asked once.
const DONE = 0;
const AUTO = 1;
/** A die whose every face has a slot of its own: the face drawn is the slot taken. */
const ROLL = 2;
/** A die with too many faces for a slot each: the face's branch is looked up, and has the slot. */
const WIDE_ROLL = 3;
const THEN = 4;
type Kind = typeof DONE | typeof AUTO | typeof ROLL | typeof WIDE_ROLL | typeof THEN;

/** The most faces a die may have and still get a slot per face (a d66 would; a d1000 would not). */
const MOST_TABLED_SIDES = 100;

const UNKNOWN = -1;

/** A sub-process run from a node: where it leaves the outer process, each die's entry added to `trace` if one is kept. */
type Run<E, O extends string> = (cursor: DiceCursor, trace: TraceEntry<E, O>[] | undefined) => number;

/** A typed array twice as long (at least `least`), its contents kept and the rest `fill`. */
function grown<A extends Int32Array | Uint8Array>(array: A, least: number, fill: number, make: (length: number) => A): A {
  if (least <= array.length) return array;
  const bigger = make(Math.max(least, array.length * 2));
  bigger.fill(fill, array.length);
  bigger.set(array);
  return bigger;
}

/** The index of the branch a face falls in; the branches are well formed (see `branchesAreWellFormed`). */
function branchOf(branches: readonly { readonly upTo: number }[], face: number): number {
  for (let index = 0; index < branches.length; index += 1) if (face <= (branches[index] as { readonly upTo: number }).upTo) return index;
  throw new RangeError(`no branch for face ${face}`);
}

/**
 * A process compiled for rolling: it draws the same dice in the same order as `roll` and
 * `rollQuietly`, so it reaches the same end from the same state, with the same trace when one
 * is asked for, but asks each state's step and key only the first time the state is reached.
 * The graph is flat: each state is an integer, its kind and die are entries of typed arrays,
 * and each way out of it (each face of a die) is a slot holding the next state's integer once
 * first taken, beside the trace entry that way out records. Rolling again is then a walk over
 * integers, with no key built, no step asked and nothing allocated per die, traced or not
 * (but for the entry of a die too wide to table, whose face is not its slot's).
 * The compiled graph belongs to this object: keep it for as long as the process is rolled.
 */
export class CompiledProcess<S, E, O extends string> {
  readonly #process: Process<S, E, O>;
  readonly #indexOfKey = new Map<string | number, number>();
  /** States met before, by identity: a series hands the same start object round after round, and its key costs a string. */
  readonly #indexOfObject = new WeakMap<object, number>();
  /** Where each end state leads under a series' `carry`, by end node, for each carry function. */
  readonly #carried = new WeakMap<(end: S) => S, Map<number, number>>();
  #lastStart: S | undefined = undefined;
  #lastIndex = UNKNOWN;

  // By node.
  readonly #states: S[] = [];
  readonly #steps: Step<S, E, O>[] = [];
  readonly #runs: (Run<E, O> | undefined)[] = [];
  #kind = new Uint8Array(16);
  #sides = new Int32Array(16);
  /** The node's first slot, less one for a tabled die so that slot + face is the face's slot. */
  #base = new Int32Array(16);

  // By slot.
  /** The node a slot leads to, −1 until first taken. */
  #next = new Int32Array(64).fill(UNKNOWN);
  /** What a slot records in a trace: shared by every roll that takes it (a wide die's are built per roll). */
  readonly #entries: (TraceEntry<E, O> | undefined)[] = [];
  #slots = 0;

  constructor(process: Process<S, E, O>) {
    this.#process = process;
  }

  /**
   * Rolls from `start` to the process's end, drawing from `cursor`.
   *
   * @example
   * // toHit: one die that hits on 4+, as built in cachedProcess's example
   * const compiled = new CompiledProcess(toHit);
   * compiled.roll(null, new DiceCursor(diceFromSeed(42))); // true, as rollQuietly(toHit, null, …) gives
   */
  roll(start: S, cursor: DiceCursor): S {
    return this.#states[this.#walk(this.#startIndex(start), cursor, undefined)] as S;
  }

  /**
   * Rolls as {@link roll} does and keeps the trace `roll` would: the same entries, in the
   * same order. Entries of a die or an automatic result are shared between the rolls that
   * reach them, and frozen; a sub-process's group is new each time.
   *
   * @example
   * // toHit: one die that hits on 4+, as built in cachedProcess's example
   * new CompiledProcess(toHit).rollTraced(null, new DiceCursor(diceFromSeed(42)));
   * // { end: true, trace: [{ kind: 'die', check: 'to hit', sides: 6, face: 4, outcome: 'hit' }] }, as roll(toHit, null, diceFromSeed(42)) gives
   */
  rollTraced(start: S, cursor: DiceCursor): { end: S; trace: TraceEntry<E, O>[] } {
    const trace: TraceEntry<E, O>[] = [];
    const end = this.#states[this.#walk(this.#startIndex(start), cursor, trace)] as S;
    return { end, trace };
  }

  /**
   * Rolls a series of rounds of this process (a `Repeat` of it): each round starts where
   * `carry` takes the last one's end, until `times` rounds or `stop`. Where each end carries
   * to is remembered by end state, for this `carry`, so a round after the first few costs its
   * dice and nothing else. Returns each round's end.
   *
   * @example
   * // toHit: one die that hits on 4+, as built in cachedProcess's example
   * new CompiledProcess(toHit).rollSeries({ start: null, times: 3, carry: () => null, stop: () => false }, new DiceCursor(diceFromSeed(42))); // [true, false, true]
   */
  rollSeries(series: { readonly start: S; readonly times: number; readonly carry: (end: S) => S; readonly stop: (start: S) => boolean }, cursor: DiceCursor): S[] {
    let carried = this.#carried.get(series.carry);
    if (!carried) this.#carried.set(series.carry, (carried = new Map<number, number>()));
    const ends: S[] = [];
    let index = this.#intern(series.start);
    for (let round = 1; round <= series.times && !series.stop(this.#states[index] as S); round += 1) {
      const end = this.#walk(index, cursor, undefined);
      const endState = this.#states[end] as S;
      ends.push(endState);
      let next = carried.get(end);
      if (next === undefined) {
        next = this.#intern(series.carry(endState));
        carried.set(end, next);
      }
      index = next;
    }
    return ends;
  }

  /** A simulation rolls one start again and again: the last one is remembered as it is. */
  #startIndex(start: S): number {
    if (start !== this.#lastStart || this.#lastIndex === UNKNOWN) {
      this.#lastIndex = this.#intern(start);
      this.#lastStart = start;
    }
    return this.#lastIndex;
  }

  #intern(state: S): number {
    const isObject = typeof state === 'object' && state !== null;
    if (isObject) {
      const seen = this.#indexOfObject.get(state);
      if (seen !== undefined) return seen;
    }
    const key = this.#process.key(state);
    const known = this.#indexOfKey.get(key);
    // A state met again by key is most often a new object never handed again (The Ninth Age's
    // shot starts, made from the unit at each shot): remembering each by identity filled a
    // WeakMap that the collector then had to sweep, five times a walk's cost a shot.
    if (known !== undefined) return known;
    const index = this.#states.length;
    this.#indexOfKey.set(key, index);
    if (isObject) this.#indexOfObject.set(state, index);
    this.#add(index, state, this.#process.step(state));
    return index;
  }

  /** Lays out node `index`: its kind, its die and its slots, all leading nowhere yet. */
  #add(index: number, state: S, step: Step<S, E, O>): void {
    const size = index + 1;
    this.#kind = grown(this.#kind, size, 0, (n) => new Uint8Array(n));
    this.#sides = grown(this.#sides, size, 0, (n) => new Int32Array(n));
    this.#base = grown(this.#base, size, 0, (n) => new Int32Array(n));
    this.#states.push(state);
    this.#steps.push(step);
    this.#runs.push(step.kind === 'then' ? this.#run(step) : undefined);
    const first = this.#slots;
    switch (step.kind) {
      case 'done':
        this.#kind[index] = DONE;
        return;
      case 'auto':
        this.#kind[index] = AUTO;
        this.#base[index] = first;
        this.#slots += 1;
        break;
      case 'roll': {
        const tabled = step.sides <= MOST_TABLED_SIDES;
        this.#kind[index] = tabled ? ROLL : WIDE_ROLL;
        this.#sides[index] = step.sides;
        this.#base[index] = tabled ? first - 1 : first;
        this.#slots += tabled ? step.sides : step.branches.length;
        break;
      }
      case 'then':
        this.#kind[index] = THEN;
        return;
    }
    this.#next = grown(this.#next, this.#slots, UNKNOWN, (n) => new Int32Array(n));
    this.#entries.length = this.#slots;
  }

  /** Where a sub-process started from this step leaves the outer one, each sub-process end looked up once. */
  #run(step: Extract<Step<S, E, O>, { kind: 'then' }>): Run<E, O> {
    return step.open((sub) => {
      const inner = new CompiledProcess(sub.process);
      const after = new Map<number, number>();
      let startIndex = UNKNOWN;
      return (cursor, trace) => {
        if (startIndex === UNKNOWN) startIndex = inner.#intern(sub.start);
        const entries: TraceEntry<E, O>[] | undefined = trace && [];
        const end = inner.#walk(startIndex, cursor, entries);
        if (trace && entries) trace.push({ kind: 'group', check: step.check, entries });
        let next = after.get(end);
        if (next === undefined) {
          next = this.#intern(sub.next(inner.#states[end] as typeof sub.start));
          after.set(end, next);
        }
        return next;
      };
    });
  }

  /** Takes a slot of node `index` for the first time: where it leads, and what it records. */
  #open(index: number, slot: number): number {
    const step = this.#steps[index] as Step<S, E, O>;
    let next: S;
    switch (step.kind) {
      case 'auto':
        next = step.next;
        this.#entries[slot] = Object.freeze({ kind: 'auto', check: step.check, outcome: step.outcome });
        break;
      case 'roll': {
        const face = slot - (this.#base[index] as number);
        const branch = step.branches[branchOf(step.branches, face)] as (typeof step.branches)[number];
        next = branch.next;
        this.#entries[slot] = Object.freeze({ kind: 'die', check: step.check, sides: step.sides, face, outcome: branch.outcome });
        break;
      }
      case 'done':
      case 'then':
        throw new RangeError(`a ${step.kind} step has no slot`);
    }
    const target = this.#intern(next);
    this.#next[slot] = target;
    return target;
  }

  /** A die with too many faces to table: its branch's slot, and its entry (built, as its face varies). */
  #wideRoll(index: number, cursor: DiceCursor, trace: TraceEntry<E, O>[] | undefined): number {
    const step = this.#steps[index] as Extract<Step<S, E, O>, { kind: 'roll' }>;
    const face = cursor.draw(step.sides);
    const branchIndex = branchOf(step.branches, face);
    const branch = step.branches[branchIndex] as (typeof step.branches)[number];
    if (trace) trace.push({ kind: 'die', check: step.check, sides: step.sides, face, outcome: branch.outcome });
    const slot = (this.#base[index] as number) + branchIndex;
    let next = this.#next[slot] as number;
    if (next === UNKNOWN) {
      next = this.#intern(branch.next);
      this.#next[slot] = next;
    }
    return next;
  }

  /** Rolls from node `from` to an end node, pushing each step's entry to `trace` if it is given. */
  #walk(from: number, cursor: DiceCursor, trace: TraceEntry<E, O>[] | undefined): number {
    let index = from;
    for (;;) {
      let slot: number;
      switch (this.#kind[index] as Kind) {
        case DONE:
          return index;
        case AUTO:
          slot = this.#base[index] as number;
          break;
        case ROLL:
          slot = (this.#base[index] as number) + cursor.draw(this.#sides[index] as number);
          break;
        case WIDE_ROLL:
          index = this.#wideRoll(index, cursor, trace);
          continue;
        case THEN:
          index = (this.#runs[index] as Run<E, O>)(cursor, trace);
          continue;
      }
      const next = this.#next[slot] as number;
      index = next === UNKNOWN ? this.#open(index, slot) : next;
      if (trace) trace.push(this.#entries[slot] as TraceEntry<E, O>);
    }
  }
}
