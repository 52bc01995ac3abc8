import type { TraceEntry } from '../dice/index.js';
import type { GameCheck, GameDie } from './game.js';

/**
 * A trace's dice in the order thrown, each with its step and outcome; group headings (a shot,
 * a turn) are left out, their dice kept.
 *
 * @example
 * diceOfTrace([{ kind: 'die', check: { step: 'to-hit' }, sides: 6, face: 5, outcome: 'hit' }]); // [{ step: 'to-hit', face: 5, outcome: 'hit' }]
 */
export function diceOfTrace(trace: readonly TraceEntry<GameCheck, string>[]): GameDie[] {
  return trace.flatMap((entry): GameDie[] => {
    switch (entry.kind) {
      case 'die':
        return [{ step: entry.check.step, face: entry.face, outcome: entry.outcome }];
      case 'auto':
        return [{ step: entry.check.step, face: null, outcome: entry.outcome }];
      case 'group':
        return diceOfTrace(entry.entries);
    }
  });
}
