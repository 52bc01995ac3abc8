import { floatsByDefault, type Arithmetic } from './arithmetic.js';
import { countPower, countRowsFor, convolveRows, type CountRows, type UsedRow } from './count-rows.js';
import { memoisedOdds, OddsMemo, type Distribution } from './odds.js';
import type { Repeat } from './repeat.js';

/** The state a series leaves, with a count summed over its rounds (hits, wounds…). */
export interface CountedEnd<T> {
  readonly state: T;
  readonly count: number;
}

/** One way out of a round's start: to state `to`, adding `add` to the count, with chance `p`. */
interface Move<N> {
  readonly to: number;
  readonly add: number;
  readonly p: N;
}

/**
 * The odds interpreter for a series: the exact joint distribution of the state it leaves
 * and of `count` summed over the rounds.
 *
 * One round's distribution is worked out once per distinct start state (few: a model's
 * wounds and condition), then reduced to moves "to state j, adding c, with chance p". The
 * series is then a chain over rows indexed by the count, so a hundred rounds cost a hundred
 * passes of multiply-adds, not a hundred tree walks. Where the rounds left are alike — every
 * state still in play leads only back to itself, as a volley at a unit whose state no die
 * reads — they are combined at once: the count's distribution for one round raised to the
 * number of rounds left by repeated squaring. That is exact in any arithmetic (the same sums
 * and products, grouped otherwise) and equals the round-by-round chain.
 *
 * @example
 // toHit: one die that hits on 4+, as built in cachedProcess's example
 * const volley = { process: toHit, start: null, times: 3, carry: () => null, stop: () => false };
 * repeatOdds(volley, (hit) => (hit ? 1 : 0), exactArithmetic);
 * // counts 0 to 3 hits with 1/8, 3/8, 3/8, 1/8: [{ state: { state: null, count: 0 }, p: { num: 1n, den: 8n } }, …]
 */
export function repeatOdds<T, E, O extends string, N = number>(
  repeat: Repeat<T, E, O>,
  count: (end: T) => number,
  arithmetic: Arithmetic<N> = floatsByDefault<N>(),
  memo: OddsMemo<N> = new OddsMemo(arithmetic),
): Distribution<CountedEnd<T>, N> {
  return seriesChain(repeat, count, countRowsFor(arithmetic), memo, true);
}

/**
 * The same distribution walked round by round, never combining alike rounds: the general
 * walk the fast path is checked against.
 *
 * @example
 // toHit: one die that hits on 4+, as built in cachedProcess's example
 * const volley = { process: toHit, start: null, times: 3, carry: () => null, stop: () => false };
 * repeatOddsRoundByRound(volley, (hit) => (hit ? 1 : 0), exactArithmetic); // as repeatOdds gives
 */
export function repeatOddsRoundByRound<T, E, O extends string, N = number>(
  repeat: Repeat<T, E, O>,
  count: (end: T) => number,
  arithmetic: Arithmetic<N> = floatsByDefault<N>(),
  memo: OddsMemo<N> = new OddsMemo(arithmetic),
): Distribution<CountedEnd<T>, N> {
  return seriesChain(repeat, count, countRowsFor(arithmetic), memo, false);
}

/** A chain's layer: for each state, its row of counts and how much of it is in use (the rest is left from earlier rounds). */
interface Layer<R> {
  readonly rows: (R | undefined)[];
  readonly used: number[];
}

const emptyLayer = <R>(): Layer<R> => ({ rows: [], used: [] });

function seriesChain<T, E, O extends string, N, R>(
  repeat: Repeat<T, E, O>,
  count: (end: T) => number,
  rows: CountRows<N, R>,
  memo: OddsMemo<N>,
  combineAlike: boolean,
): Distribution<CountedEnd<T>, N> {
  const { process } = repeat;
  const { arithmetic } = rows;
  const states: T[] = [];
  const indexOfKey = new Map<string | number, number>();
  const indexOf = (state: T): number => {
    const key = process.key(state);
    let index = indexOfKey.get(key);
    if (index === undefined) {
      index = states.length;
      indexOfKey.set(key, index);
      states.push(state);
    }
    return index;
  };
  const movesOf: Move<N>[][] = [];
  const moves = (from: number): Move<N>[] => {
    const known = movesOf[from];
    if (known) return known;
    const merged = new Map<number, { to: number; add: number; p: N }>();
    for (const end of memoisedOdds(process, states[from] as T, arithmetic, memo)) {
      const to = indexOf(repeat.carry(end.state));
      const add = count(end.state);
      const key = to * 65536 + add;
      const entry = merged.get(key);
      if (entry) entry.p = arithmetic.add(entry.p, end.p);
      else merged.set(key, { to, add, p: end.p });
    }
    const list = [...merged.values()];
    movesOf[from] = list;
    return list;
  };
  const stopped: boolean[] = [];
  const isStopped = (index: number): boolean => (stopped[index] ??= repeat.stop(states[index] as T));

  /** `layer[to] += row × p`, shifted by `add` counts, clearing what earlier rounds left past its used part first. */
  const addInto = (layer: Layer<R>, to: number, row: R, length: number, add: number, p: N): void => {
    const used = layer.used[to] ?? 0;
    const needed = length + add;
    let target = layer.rows[to];
    if (target === undefined) layer.rows[to] = target = rows.zeros(needed);
    else if (needed > used) {
      layer.rows[to] = target = rows.withRoom(target, needed, used);
      rows.clear(target, used, needed);
    }
    if (needed > used) layer.used[to] = needed;
    rows.addScaled(target, add, row, length, p);
  };

  // Two layers take turns, so no round allocates rows afresh: the collector's work on a
  // thousand rounds of new rows was as much as the sums themselves.
  let layer = emptyLayer<R>();
  let next = emptyLayer<R>();
  const finished = emptyLayer<R>();
  const startIndex = indexOf(repeat.start);
  const first = rows.zeros(1);
  rows.set(first, 0, arithmetic.one);
  layer.rows[startIndex] = first;
  layer.used[startIndex] = 1;

  for (let round = 0; round < repeat.times; round += 1) {
    if (combineAlike && finishAlikeRounds(layer, repeat.times - round)) break;
    next.used.fill(0);
    let live = false;
    for (let from = 0; from < layer.used.length; from += 1) {
      const length = layer.used[from] ?? 0;
      if (length === 0) continue;
      const row = layer.rows[from] as R;
      if (isStopped(from)) {
        addInto(finished, from, row, length, 0, arithmetic.one);
        continue;
      }
      live = true;
      for (const move of moves(from)) addInto(next, move.to, row, length, move.add, move.p);
    }
    [layer, next] = [next, layer];
    if (!live) break;
  }
  for (let index = 0; index < layer.used.length; index += 1) {
    const length = layer.used[index] ?? 0;
    if (length > 0) addInto(finished, index, layer.rows[index] as R, length, 0, arithmetic.one);
  }

  /**
   * When every state in play is stopped or leads only back to itself, the rounds left are
   * alike for each: its row is convolved with its one-round count raised to their number,
   * and the chain is over. Returns whether it was.
   */
  function finishAlikeRounds(current: Layer<R>, roundsLeft: number): boolean {
    const live: number[] = [];
    for (let index = 0; index < current.used.length; index += 1) {
      if ((current.used[index] ?? 0) === 0 || isStopped(index)) continue;
      if (moves(index).some((move) => move.to !== index)) return false;
      live.push(index);
    }
    // One round left gains nothing: the chain's own pass is as cheap.
    if (live.length === 0 || roundsLeft < 2) return false;
    for (let index = 0; index < current.used.length; index += 1) {
      const length = current.used[index] ?? 0;
      if (length === 0) continue;
      const row = current.rows[index] as R;
      if (isStopped(index)) addInto(finished, index, row, length, 0, arithmetic.one);
      else {
        const after = convolveRows(rows, { row, length }, countPower(rows, oneRoundCount(index), roundsLeft));
        addInto(finished, index, after.row, after.length, 0, arithmetic.one);
      }
      current.used[index] = 0;
    }
    return true;
  }

  /** The count one round adds from a state that leads only back to itself, as a row. */
  function oneRoundCount(index: number): UsedRow<R> {
    const list = moves(index);
    const length = list.reduce((most, move) => Math.max(most, move.add), 0) + 1;
    const row = rows.zeros(length);
    for (const move of list) rows.set(row, move.add, arithmetic.add(rows.at(row, move.add), move.p));
    return { row, length };
  }

  const result: { state: CountedEnd<T>; p: N }[] = [];
  for (let index = 0; index < finished.used.length; index += 1) {
    const row = finished.rows[index];
    if (row === undefined) continue;
    for (let c = 0; c < (finished.used[index] ?? 0); c += 1) {
      const p = rows.at(row, c);
      if (!arithmetic.isZero(p)) result.push({ state: { state: states[index] as T, count: c }, p });
    }
  }
  return result;
}
