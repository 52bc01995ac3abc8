import { floatArithmetic, type Arithmetic } from './arithmetic.js';
import type { Process, Sub } from './process.js';

/** One end state and its probability. A distribution lists each distinct state once. */
export interface Weighted<S, N> {
  readonly state: S;
  readonly p: N;
}
export type Distribution<S, N> = readonly Weighted<S, N>[];

/**
 * Memo of sub-process distributions, shared between `odds` calls that use the same
 * processes and arithmetic (for example the hits and the wounds views of one series).
 */
export class OddsMemo<N> {
  private readonly byProcess = new Map<object, Map<object | null, Map<string | number, Distribution<unknown, N>>>>();

  constructor(readonly arithmetic: Arithmetic<N>) {}

  lookup<T>(process: object, summarise: object | null, key: string | number): Distribution<T, N> | undefined {
    return this.byProcess.get(process)?.get(summarise)?.get(key) as Distribution<T, N> | undefined;
  }

  store<T>(process: object, summarise: object | null, key: string | number, value: Distribution<T, N>): void {
    let bySummary = this.byProcess.get(process);
    if (!bySummary) this.byProcess.set(process, (bySummary = new Map<object | null, Map<string | number, Distribution<unknown, N>>>()));
    let byKey = bySummary.get(summarise);
    if (!byKey) bySummary.set(summarise, (byKey = new Map<string | number, Distribution<unknown, N>>()));
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
 * const dist = odds(shotProcess, start, exactArithmetic); // [{ state, p: 5/36 }, …]
 */
export function odds<S, E, O extends string, N = number>(
  process: Process<S, E, O>,
  start: S,
  arithmetic: Arithmetic<N> = floatArithmetic as unknown as Arithmetic<N>,
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
            for (const end of subDistribution(sub, arithmetic, memo)) {
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

function subDistribution<S, T, E, O extends string, N>(
  sub: Sub<S, T, E, O>,
  arithmetic: Arithmetic<N>,
  memo: OddsMemo<N>,
): Distribution<T, N> {
  const key = sub.process.key(sub.start);
  const summarise = sub.summarise ?? null;
  const known = memo.lookup<T>(sub.process, summarise, key);
  if (known) return known;
  const full = odds(sub.process, sub.start, arithmetic, memo);
  let result = full;
  if (summarise) {
    const merged = new Accumulator<T, N>((state) => sub.process.key(state), arithmetic);
    for (const end of full) merged.add(summarise(end.state), end.p);
    result = merged.toDistribution();
  }
  memo.store(sub.process, summarise, key, result);
  return result;
}
