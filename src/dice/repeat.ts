import type { DiceCursor} from './dice-state.js';
import { type DiceState } from './dice-state.js';
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
