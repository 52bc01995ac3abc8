import { floatsByDefault, type Arithmetic } from './arithmetic.js';
import type { DiceCursor} from './dice-state.js';
import { type DiceState } from './dice-state.js';
import { memoisedOdds, OddsMemo, type Distribution } from './odds.js';
import type { Process } from './process.js';
import type { CompiledProcess } from './compiled.js';
import { roll, rollQuietly, type TraceEntry } from './roll.js';

/**
 * A series described once: the same process run round after round (shot after shot),
 * each round starting from what the last one left, until `times` rounds are done or
 * `stop` says the series is over (the target is out of action).
 */
export interface Repeat<T, E, O extends string> {
  readonly process: Process<T, E, O>;
  readonly start: T;
  readonly times: number;
  /** The next round's start from the last round's end; it must keep all the next round needs. */
  readonly carry: (end: T) => T;
  /** Whether the series is over before a round with this start (nothing left to shoot at). */
  readonly stop: (start: T) => boolean;
}

/** One round of a rolled series: its number from 1, its dice, where it ended. */
export interface RoundRoll<T, E, O extends string> {
  readonly index: number;
  readonly trace: readonly TraceEntry<E, O>[];
  readonly end: T;
}

/** What {@link rollRepeat} rolled: each round, and the dice and state it left. */
export interface RepeatRoll<T, E, O extends string> {
  readonly rounds: readonly RoundRoll<T, E, O>[];
  /** The start the next round would have had: the state the series leaves behind. */
  readonly final: T;
  readonly dice: DiceState;
}

/**
 * The roll interpreter for a series: each round rolled and traced in turn.
 *
 * @example
 // toHit: one die that hits on 4+, as built in cachedProcess's example
 * const volley = { process: toHit, start: null, times: 3, carry: () => null, stop: () => false };
 * rollRepeat(volley, diceFromSeed(42)).rounds.map((round) => round.end); // [true, false, true]
 */
export function rollRepeat<T, E, O extends string>(repeat: Repeat<T, E, O>, dice: DiceState): RepeatRoll<T, E, O> {
  const rounds: RoundRoll<T, E, O>[] = [];
  let start = repeat.start;
  let current = dice;
  for (let index = 1; index <= repeat.times && !repeat.stop(start); index += 1) {
    const result = roll(repeat.process, start, current);
    rounds.push({ index, trace: result.trace, end: result.end });
    current = result.dice;
    start = repeat.carry(result.end);
  }
  return { rounds, final: start, dice: current };
}

/**
 * The same without traces, drawing the same dice: for simulations. Returns each round's end.
 * Pass a `CompiledProcess` of the series' process to roll over its compiled graph: kept across
 * many series of one process, it rolls several times faster (compiling for one short series
 * costs more than it saves).
 *
 * @example
 // toHit: one die that hits on 4+, as built in cachedProcess's example
 * const volley = { process: toHit, start: null, times: 3, carry: () => null, stop: () => false };
 * rollRepeatQuietly(volley, new DiceCursor(diceFromSeed(42))); // [true, false, true]
 */
export function rollRepeatQuietly<T, E, O extends string>(repeat: Repeat<T, E, O>, cursor: DiceCursor, compiled?: CompiledProcess<T, E, O>): T[] {
  if (compiled) return compiled.rollSeries(repeat, cursor);
  const ends: T[] = [];
  let start = repeat.start;
  for (let index = 1; index <= repeat.times && !repeat.stop(start); index += 1) {
    const end = rollQuietly(repeat.process, start, cursor);
    ends.push(end);
    start = repeat.carry(end);
  }
  return ends;
}

/** The state a series leaves, with a count summed over its rounds (hits, wounds…). */
export interface CountedEnd<T> {
  readonly state: T;
  readonly count: number;
}

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
 * series is then a chain over dense vectors indexed by the count, so a hundred rounds cost
 * a hundred passes of multiply-adds, not a hundred tree walks.
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
  const { process } = repeat;
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
    const start = states[from] as T;
    const merged = new Map<number, { to: number; add: number; p: N }>();
    for (const end of memoisedOdds(process, start, arithmetic, memo)) {
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

  // layer.rows[i][c]: chance of being at state i, with count c, before the next round; only the
  // first used[i] entries count. Two layers take turns, so no round allocates rows afresh: the
  // collector's work on a thousand rounds of new rows was as much as the sums themselves.
  let layer = emptyLayer<N>();
  let next = emptyLayer<N>();
  const finished = emptyLayer<N>();
  const startIndex = indexOf(repeat.start);
  layer.rows[startIndex] = [arithmetic.one];
  layer.used[startIndex] = 1;

  for (let round = 0; round < repeat.times; round += 1) {
    next.used.fill(0);
    let live = false;
    for (let from = 0; from < layer.used.length; from += 1) {
      const length = layer.used[from] ?? 0;
      if (length === 0) continue;
      const row = layer.rows[from] as N[];
      if (repeat.stop(states[from] as T)) {
        addRow(finished, from, row, length, 0, arithmetic.one, arithmetic);
        continue;
      }
      live = true;
      for (const move of moves(from)) addRow(next, move.to, row, length, move.add, move.p, arithmetic);
    }
    [layer, next] = [next, layer];
    if (!live) break;
  }
  for (let index = 0; index < layer.used.length; index += 1) {
    const length = layer.used[index] ?? 0;
    if (length > 0) addRow(finished, index, layer.rows[index] as N[], length, 0, arithmetic.one, arithmetic);
  }

  const result: { state: CountedEnd<T>; p: N }[] = [];
  for (let index = 0; index < finished.used.length; index += 1) {
    const row = finished.rows[index] ?? [];
    for (let c = 0; c < (finished.used[index] ?? 0); c += 1) {
      const p = row[c] as N;
      if (!arithmetic.isZero(p)) result.push({ state: { state: states[index] as T, count: c }, p });
    }
  }
  return result;
}

/** Rows of a chain's layer by state, each with the length of it in use (the rest is left from earlier rounds). */
interface Layer<N> {
  readonly rows: N[][];
  readonly used: number[];
}

const emptyLayer = <N>(): Layer<N> => ({ rows: [], used: [] });

/** Adds `row × p`, shifted by `add` counts, into state `to` of `layer`, zeroing what was left there first. */
function addRow<N>(layer: Layer<N>, to: number, row: readonly N[], length: number, add: number, p: N, arithmetic: Arithmetic<N>): void {
  const target = (layer.rows[to] ??= []);
  const used = layer.used[to] ?? 0;
  const needed = length + add;
  for (let c = used; c < needed; c += 1) target[c] = arithmetic.zero;
  if (needed > used) layer.used[to] = needed;
  for (let c = 0; c < length; c += 1) target[c + add] = arithmetic.add(target[c + add] as N, arithmetic.mul(row[c] as N, p));
}
