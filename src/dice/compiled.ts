import type { DiceCursor } from './dice-state.js';
import type { Process, Step } from './process.js';

/**
 * One state of a compiled process. Each state's step is asked once, and each way out of it
 * becomes the index of the next state on first use: rolling again is then a walk over
 * integers, with no key built, no step asked and nothing allocated per die.
 */
type Node<S> =
  | { readonly kind: 'done'; readonly state: S }
  | { readonly kind: 'auto'; readonly state: S; readonly nextState: S; next: number }
  | {
      readonly kind: 'roll';
      readonly state: S;
      readonly sides: number;
      /** `branchOfFace[face]`: the branch a face falls in (index 0 unused). */
      readonly branchOfFace: Uint8Array;
      readonly nextStates: readonly S[];
      /** The node each branch leads to; −1 until first taken. */
      readonly next: Int32Array;
    }
  | { readonly kind: 'then'; readonly state: S; readonly run: (cursor: DiceCursor) => number };

const UNKNOWN = -1;

/**
 * A process compiled for rolling without a trace (simulations, benchmarks): it draws the same
 * dice in the same order as `roll` and `rollQuietly`, so it reaches the same end from the same
 * state, but builds each state's step and key only the first time the state is reached. The
 * compiled graph belongs to this object: keep it for as long as the process is rolled.
 */
export class CompiledProcess<S, E, O extends string> {
  readonly #process: Process<S, E, O>;
  readonly #nodes: Node<S>[] = [];
  readonly #indexOfKey = new Map<string | number, number>();
  /** States met before, by identity: a series hands the same start object round after round, and its key costs a string. */
  readonly #indexOfObject = new WeakMap<object, number>();
  /** Where each end state leads under a series' `carry`, by end node, for each carry function. */
  readonly #carried = new WeakMap<(end: S) => S, Map<number, number>>();
  #lastStart: S | undefined = undefined;
  #lastIndex = UNKNOWN;

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
    // A simulation rolls one start again and again: the last one is remembered as it is.
    if (start !== this.#lastStart || this.#lastIndex === UNKNOWN) {
      this.#lastIndex = this.#intern(start);
      this.#lastStart = start;
    }
    const end = this.#walk(this.#lastIndex, cursor);
    return (this.#nodes[end] as Node<S>).state;
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
    for (let round = 1; round <= series.times && !series.stop((this.#nodes[index] as Node<S>).state); round += 1) {
      const end = this.#walk(index, cursor);
      const endState = (this.#nodes[end] as Node<S>).state;
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

  #intern(state: S): number {
    const isObject = typeof state === 'object' && state !== null;
    if (isObject) {
      const seen = this.#indexOfObject.get(state);
      if (seen !== undefined) return seen;
    }
    const key = this.#process.key(state);
    const known = this.#indexOfKey.get(key);
    if (known !== undefined) {
      if (isObject) this.#indexOfObject.set(state, known);
      return known;
    }
    const index = this.#nodes.length;
    this.#indexOfKey.set(key, index);
    // Reserve the slot first: a sub-process compiled below may intern states of its own.
    this.#nodes.push({ kind: 'done', state });
    if (isObject) this.#indexOfObject.set(state, index);
    this.#nodes[index] = this.#node(state, this.#process.step(state));
    return index;
  }

  #node(state: S, step: Step<S, E, O>): Node<S> {
    switch (step.kind) {
      case 'done':
        return { kind: 'done', state };
      case 'auto':
        return { kind: 'auto', state, nextState: step.next, next: UNKNOWN };
      case 'roll': {
        const branchOfFace = new Uint8Array(step.sides + 1);
        let face = 1;
        step.branches.forEach((branch, index) => {
          for (; face <= branch.upTo; face += 1) branchOfFace[face] = index;
        });
        return { kind: 'roll', state, sides: step.sides, branchOfFace, nextStates: step.branches.map((b) => b.next), next: new Int32Array(step.branches.length).fill(UNKNOWN) };
      }
      case 'then':
        return {
          kind: 'then',
          state,
          run: step.open((sub) => {
            const inner = new CompiledProcess(sub.process);
            const after = new Map<number, number>();
            let startIndex = UNKNOWN;
            return (cursor: DiceCursor): number => {
              if (startIndex === UNKNOWN) startIndex = inner.#intern(sub.start);
              const end = inner.#walk(startIndex, cursor);
              let next = after.get(end);
              if (next === undefined) {
                next = this.#intern(sub.next((inner.#nodes[end] as Node<typeof sub.start>).state));
                after.set(end, next);
              }
              return next;
            };
          }),
        };
    }
  }

  #walk(from: number, cursor: DiceCursor): number {
    let index = from;
    for (;;) {
      const node = this.#nodes[index] as Node<S>;
      switch (node.kind) {
        case 'done':
          return index;
        case 'auto':
          if (node.next === UNKNOWN) node.next = this.#intern(node.nextState);
          index = node.next;
          break;
        case 'roll': {
          const branch = node.branchOfFace[cursor.draw(node.sides)] as number;
          let next = node.next[branch] as number;
          if (next === UNKNOWN) {
            next = this.#intern(node.nextStates[branch] as S);
            node.next[branch] = next;
          }
          index = next;
          break;
        }
        case 'then':
          index = node.run(cursor);
          break;
      }
    }
  }
}
