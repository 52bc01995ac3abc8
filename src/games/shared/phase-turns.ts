import { diceFromSeed, roll, type DiceState, type Process, type TraceEntry } from '../../dice/index.js';

/** Who shot at whom with what in one turn of a phase, and its dice. */
export interface PhaseTurn<E, O extends string> {
  readonly shooter: string;
  readonly target: string;
  readonly weapon: string;
  readonly trace: readonly TraceEntry<E, O>[];
}

export interface PhaseTurns<S, E, O extends string> {
  readonly seed: number;
  readonly turns: readonly PhaseTurn<E, O>[];
  readonly end: S;
  readonly dice: DiceState;
}

/**
 * Rolls a phase description and lists its turns: each top-level group of the trace whose
 * explanation `turnOf` recognises as a shooter's turn. Same description, start and dice:
 * same turns.
 */
export function rollPhaseTurns<S, E, O extends string>(
  process: Process<S, E, O>,
  start: S,
  dice: DiceState | number,
  turnOf: (check: E) => Omit<PhaseTurn<E, O>, 'trace'> | null,
): PhaseTurns<S, E, O> {
  const from = typeof dice === 'number' ? diceFromSeed(dice) : dice;
  const result = roll(process, start, from);
  const turns = result.trace.flatMap((entry) => {
    const turn = entry.kind === 'group' ? turnOf(entry.check) : null;
    return turn && entry.kind === 'group' ? [{ ...turn, trace: entry.entries }] : [];
  });
  return { seed: from.seed, turns, end: result.end, dice: result.dice };
}
