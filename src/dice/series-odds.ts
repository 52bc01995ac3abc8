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
 * number of rounds left by repeated squaring. Where every state in play does nothing with the
 * same chance (a miss, whatever the target's wounds), the chain runs over the rounds that do
 * something, mixed by the binomial chance of how many do. Both are exact in any arithmetic
 * (the same sums and products, grouped otherwise) and equal the round-by-round chain; in
 * floats only, the second ends once what is still in play is below 2⁻¹⁰⁰ of the whole.
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
 * The same distribution walked round by round, never combining rounds nor leaving anything
 * out: the general walk the fast paths are checked against.
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
  combine: boolean,
): Distribution<CountedEnd<T>, N> {
  const chain = new SeriesChain(repeat, count, rows, memo);
  if (!(combine && chain.byActiveRounds())) chain.roundByRound(combine);
  return chain.ends();
}

/**
 * The chain of a series over (state, count): the states met so far, each one's moves, and the
 * ends reached. Three ways to walk it share these: round by round; combining rounds alike;
 * and over the rounds that do something, when the rest are idle with the same chance.
 */
class SeriesChain<T, E, O extends string, N, R> {
  readonly #states: T[] = [];
  readonly #indexOfKey = new Map<string | number, number>();
  readonly #moves: Move<N>[][] = [];
  readonly #stopped: boolean[] = [];
  readonly #finished = emptyLayer<R>();
  readonly #start: number;
  readonly #arithmetic: Arithmetic<N>;

  constructor(
    private readonly repeat: Repeat<T, E, O>,
    private readonly count: (end: T) => number,
    private readonly rows: CountRows<N, R>,
    private readonly memo: OddsMemo<N>,
  ) {
    this.#arithmetic = rows.arithmetic;
    this.#start = this.#indexOf(repeat.start);
  }

  #indexOf(state: T): number {
    const key = this.repeat.process.key(state);
    let index = this.#indexOfKey.get(key);
    if (index === undefined) {
      index = this.#states.length;
      this.#indexOfKey.set(key, index);
      this.#states.push(state);
    }
    return index;
  }

  /** Where one round from a state leads, merged by next state and count added. */
  #movesFrom(from: number): Move<N>[] {
    const known = this.#moves[from];
    if (known) return known;
    const arithmetic = this.#arithmetic;
    const merged = new Map<number, { to: number; add: number; p: N }>();
    for (const end of memoisedOdds(this.repeat.process, this.#states[from] as T, arithmetic, this.memo)) {
      const to = this.#indexOf(this.repeat.carry(end.state));
      const add = this.count(end.state);
      const key = to * 65536 + add;
      const entry = merged.get(key);
      if (entry) entry.p = arithmetic.add(entry.p, end.p);
      else merged.set(key, { to, add, p: end.p });
    }
    const list = [...merged.values()];
    this.#moves[from] = list;
    return list;
  }

  #isStopped(index: number): boolean {
    return (this.#stopped[index] ??= this.repeat.stop(this.#states[index] as T));
  }

  /** `layer[to] += row × p`, shifted by `add` counts, clearing what earlier rounds left past its used part first. */
  #addInto(layer: Layer<R>, to: number, row: R, length: number, add: number, p: N): void {
    const { rows } = this;
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
  }

  #startLayer(): Layer<R> {
    const layer = emptyLayer<R>();
    const first = this.rows.zeros(1);
    this.rows.set(first, 0, this.#arithmetic.one);
    layer.rows[this.#start] = first;
    layer.used[this.#start] = 1;
    return layer;
  }

  /** Round after round; with `combine`, the rounds left are combined once they are alike. */
  roundByRound(combine: boolean): void {
    const one = this.#arithmetic.one;
    const times = this.repeat.times;
    // Two layers take turns, so no round allocates rows afresh: the collector's work on a
    // thousand rounds of new rows was as much as the sums themselves.
    let layer = this.#startLayer();
    let next = emptyLayer<R>();
    for (let round = 0; round < times; round += 1) {
      if (combine && this.#finishAlike(layer, times - round)) return;
      next.used.fill(0);
      let live = false;
      for (let from = 0; from < layer.used.length; from += 1) {
        const length = layer.used[from] ?? 0;
        if (length === 0) continue;
        const row = layer.rows[from] as R;
        if (this.#isStopped(from)) {
          this.#addInto(this.#finished, from, row, length, 0, one);
          continue;
        }
        live = true;
        for (const move of this.#movesFrom(from)) this.#addInto(next, move.to, row, length, move.add, move.p);
      }
      [layer, next] = [next, layer];
      if (!live) break;
    }
    for (let index = 0; index < layer.used.length; index += 1) {
      const length = layer.used[index] ?? 0;
      if (length > 0) this.#addInto(this.#finished, index, layer.rows[index] as R, length, 0, one);
    }
  }

  /**
   * When every state in play is stopped or leads only back to itself, the rounds left are
   * alike for each: its row is convolved with its one-round count raised to their number,
   * and the chain is over. Returns whether it was.
   */
  #finishAlike(current: Layer<R>, roundsLeft: number): boolean {
    // One round left gains nothing: the chain's own pass is as cheap.
    if (roundsLeft < 2) return false;
    let live = 0;
    for (let index = 0; index < current.used.length; index += 1) {
      if ((current.used[index] ?? 0) === 0 || this.#isStopped(index)) continue;
      if (this.#movesFrom(index).some((move) => move.to !== index)) return false;
      live += 1;
    }
    if (live === 0) return false;
    const one = this.#arithmetic.one;
    for (let index = 0; index < current.used.length; index += 1) {
      const length = current.used[index] ?? 0;
      if (length === 0) continue;
      const row = current.rows[index] as R;
      if (this.#isStopped(index)) this.#addInto(this.#finished, index, row, length, 0, one);
      else {
        const after = convolveRows(this.rows, { row, length }, countPower(this.rows, this.#oneRoundCount(index), roundsLeft));
        this.#addInto(this.#finished, index, after.row, after.length, 0, one);
      }
      current.used[index] = 0;
    }
    return true;
  }

  /** The count one round adds from a state that leads only back to itself, as a row. */
  #oneRoundCount(index: number): UsedRow<R> {
    const list = this.#movesFrom(index);
    const length = list.reduce((most, move) => Math.max(most, move.add), 0) + 1;
    const row = this.rows.zeros(length);
    for (const move of list) this.rows.set(row, move.add, this.#arithmetic.add(this.rows.at(row, move.add), move.p));
    return { row, length };
  }

  /** Whether a move changes nothing: back to its own state, adding nothing. */
  static #idle<N>(from: number, move: Move<N>): boolean {
    return move.to === from && move.add === 0;
  }

  /**
   * The series over the rounds that do something, when every other round is idle — back to
   * the same state, adding nothing — with the same chance q from every state in play (a miss,
   * whatever the target's wounds). Then which rounds do something is a coin of 1 − q each,
   * apart from what they do: the series is a chain over k rounds that do something, each
   * drawn from its state's moves given that it does something, and the k of n rounds that do
   * are binomial. An end in play after k such rounds has the chance that exactly k of n do
   * something; a stop reached at the k-th, that at least k do. The chain's length is then the
   * number of rounds that do something, and a count that every such round adds to (a hit)
   * needs no row of its own: the least any of them adds is taken out of the row and put back
   * as k times that. Returns whether the series had that shape (and was worked out so).
   */
  byActiveRounds(): boolean {
    const arithmetic = this.#arithmetic;
    const { times } = this.repeat;
    if (times < 2 || this.#isStopped(this.#start)) return false;
    const live = this.#liveStates(times);
    const idleChance = (from: number) => this.#movesFrom(from).reduce((sum, move) => (SeriesChain.#idle(from, move) ? arithmetic.add(sum, move.p) : sum), arithmetic.zero);
    const idle = idleChance(this.#start);
    if (arithmetic.isZero(idle)) return false;
    const active: Move<N>[][] = [];
    let least = Number.POSITIVE_INFINITY;
    let activeFromStart = arithmetic.zero;
    for (const from of live) {
      if (!arithmetic.same(idleChance(from), idle)) return false;
      const moves = this.#movesFrom(from).filter((move) => !SeriesChain.#idle(from, move));
      // A state whose every round is idle: then every state's is, and nothing happens at all.
      if (moves.length === 0) return false;
      const doesSomething = moves.reduce((sum, move) => arithmetic.add(sum, move.p), arithmetic.zero);
      if (from === this.#start) activeFromStart = doesSomething;
      active[from] = moves.map((move) => ({ to: move.to, add: move.add, p: arithmetic.div(move.p, doesSomething) }));
      for (const move of moves) least = Math.min(least, move.add);
    }
    const coin = this.rows.zeros(2);
    this.rows.set(coin, 0, idle);
    this.rows.set(coin, 1, activeFromStart);
    const exactly = countPower(this.rows, { row: coin, length: 2 }, times);
    const atLeast: N[] = new Array<N>(times + 2).fill(arithmetic.zero);
    for (let k = times; k >= 0; k -= 1) atLeast[k] = arithmetic.add(atLeast[k + 1] as N, this.rows.at(exactly.row, k));

    let layer = this.#startLayer();
    let next = emptyLayer<R>();
    for (let k = 0; ; k += 1) {
      let any = false;
      for (let index = 0; index < layer.used.length; index += 1) {
        const length = layer.used[index] ?? 0;
        if (length === 0) continue;
        any = true;
        this.#addInto(this.#finished, index, layer.rows[index] as R, length, k * least, this.rows.at(exactly.row, k));
      }
      if (!any || k === times) return true;
      next.used.fill(0);
      for (let from = 0; from < layer.used.length; from += 1) {
        const length = layer.used[from] ?? 0;
        if (length === 0) continue;
        const row = layer.rows[from] as R;
        for (const move of active[from] ?? []) this.#addInto(next, move.to, row, length, move.add - least, move.p);
      }
      // A stop reached at the (k + 1)-th round that does something ends the series there.
      for (let index = 0; index < next.used.length; index += 1) {
        const length = next.used[index] ?? 0;
        if (length === 0 || !this.#isStopped(index)) continue;
        this.#addInto(this.#finished, index, next.rows[index] as R, length, (k + 1) * least, atLeast[k + 1] as N);
        next.used[index] = 0;
      }
      [layer, next] = [next, layer];
      // What is still in play bounds all it can add later (its weights are chances): in floats
      // a series whose target is all but certainly down can end here.
      if (this.#negligible(layer)) return true;
    }
  }

  /** Whether everything in a layer together is too small to matter (never, in exact arithmetic). */
  #negligible(layer: Layer<R>): boolean {
    const { rows } = this;
    // Exact arithmetic never leaves anything out: no need to add anything up.
    if (!rows.negligible(this.#arithmetic.zero)) return false;
    let total = this.#arithmetic.zero;
    for (let index = 0; index < layer.used.length; index += 1) {
      const length = layer.used[index] ?? 0;
      if (length > 0) total = this.#arithmetic.add(total, rows.sum(layer.rows[index] as R, length));
    }
    return rows.negligible(total);
  }

  /** The states in play (not stopped) that the series can reach and leave within `times` rounds. */
  #liveStates(times: number): number[] {
    const live: number[] = [];
    const seen = new Set<number>([this.#start]);
    let frontier = [this.#start];
    for (let depth = 0; depth < times && frontier.length > 0; depth += 1) {
      const reached: number[] = [];
      for (const from of frontier) {
        if (this.#isStopped(from)) continue;
        live.push(from);
        for (const move of this.#movesFrom(from)) {
          if (seen.has(move.to)) continue;
          seen.add(move.to);
          reached.push(move.to);
        }
      }
      frontier = reached;
    }
    return live;
  }

  /** Every end reached, with its count, as a distribution. */
  ends(): Distribution<CountedEnd<T>, N> {
    const finished = this.#finished;
    const result: { state: CountedEnd<T>; p: N }[] = [];
    for (let index = 0; index < finished.used.length; index += 1) {
      const row = finished.rows[index];
      if (row === undefined) continue;
      for (let c = 0; c < (finished.used[index] ?? 0); c += 1) {
        const p = this.rows.at(row, c);
        if (!this.#arithmetic.isZero(p)) result.push({ state: { state: this.#states[index] as T, count: c }, p });
      }
    }
    return result;
  }
}
