import { floatsByDefault, type Arithmetic } from './arithmetic.js';
import type { Process } from './process.js';

/** One end state and its probability. A distribution lists each distinct state once. */
export interface Weighted<S, N> {
  readonly state: S;
  readonly p: N;
}
/** Every end state a process can reach, each once, with its probability; they sum to one. */
export type Distribution<S, N> = readonly Weighted<S, N>[];

/**
 * Memo of sub-process distributions, per process object and start key. Shared between
 * `odds` and `repeatOdds` calls that use the same processes and arithmetic (for example
 * the hits and the wounds views of one series).
 */
export class OddsMemo<N> {
  private readonly byProcess = new Map<object, Map<string | number, Distribution<unknown, N>>>();

  constructor(readonly arithmetic: Arithmetic<N>) {}

  /** The distribution stored for this process and start key, if any. */
  lookup<T>(process: object, key: string | number): Distribution<T, N> | undefined {
    return this.byProcess.get(process)?.get(key) as Distribution<T, N> | undefined;
  }

  /** Keeps a distribution for this process and start key. */
  store<T>(process: object, key: string | number, value: Distribution<T, N>): void {
    let byKey = this.byProcess.get(process);
    if (!byKey) this.byProcess.set(process, (byKey = new Map<string | number, Distribution<unknown, N>>()));
    byKey.set(key, value);
  }
}

class Accumulator<S, N> {
  readonly entries = new Map<string | number, { state: S; p: N }>();
  constructor(
    private readonly keyOf: (state: S) => string | number,
    private readonly arithmetic: Arithmetic<N>,
  ) {}

  add(state: S, p: N): void {
    const key = this.keyOf(state);
    const entry = this.entries.get(key);
    if (entry) entry.p = this.arithmetic.add(entry.p, p);
    else this.entries.set(key, { state, p });
  }

  toDistribution(): Distribution<S, N> {
    return [...this.entries.values()];
  }
}

/**
 * The odds interpreter: the exact distribution of end states reached from `start`.
 *
 * It walks the description breadth-first, one step of every live state at a time, and
 * merges states with equal keys before expanding them, so a long series costs one small
 * layer per step instead of a tree of every face.
 *
 * @example
 // toHit: one die that hits on 4+, as built in cachedProcess's example
 * odds(toHit, null); // [{ state: false, p: 0.5 }, { state: true, p: 0.5 }]
 * odds(toHit, null, exactArithmetic); // the same with p as fractions: { num: 1n, den: 2n }
 */
export function odds<S, E, O extends string, N = number>(
  process: Process<S, E, O>,
  start: S,
  arithmetic: Arithmetic<N> = floatsByDefault<N>(),
  memo: OddsMemo<N> = new OddsMemo(arithmetic),
): Distribution<S, N> {
  const keyOf = (state: S) => process.key(state);
  const ends = new Accumulator<S, N>(keyOf, arithmetic);
  let layer = new Accumulator<S, N>(keyOf, arithmetic);
  layer.add(start, arithmetic.one);

  while (layer.entries.size > 0) {
    const next = new Accumulator<S, N>(keyOf, arithmetic);
    for (const { state, p } of layer.entries.values()) {
      const step = process.step(state);
      switch (step.kind) {
        case 'done':
          ends.add(state, p);
          break;
        case 'auto':
          next.add(step.next, p);
          break;
        case 'roll': {
          let previous = 0;
          for (const branch of step.branches) {
            next.add(branch.next, arithmetic.mul(p, arithmetic.ratio(branch.upTo - previous, step.sides)));
            previous = branch.upTo;
          }
          break;
        }
        case 'then':
          step.open((sub) => {
            for (const end of memoisedOdds(sub.process, sub.start, arithmetic, memo)) {
              next.add(sub.next(end.state), arithmetic.mul(p, end.p));
            }
          });
          break;
      }
    }
    layer = next;
  }
  return ends.toDistribution();
}

/**
 * A process's end distribution from `start`, worked out once per memo.
 *
 * @example
 // toHit: one die that hits on 4+, as built in cachedProcess's example
 * const memo = new OddsMemo(floatArithmetic);
 * memoisedOdds(toHit, null, floatArithmetic, memo); // worked out
 * memoisedOdds(toHit, null, floatArithmetic, memo); // looked up
 */
export function memoisedOdds<T, E, O extends string, N>(process: Process<T, E, O>, start: T, arithmetic: Arithmetic<N>, memo: OddsMemo<N>): Distribution<T, N> {
  const key = process.key(start);
  const known = memo.lookup<T>(process, key);
  if (known) return known;
  const dist = odds(process, start, arithmetic, memo);
  memo.store(process, key, dist);
  return dist;
}
