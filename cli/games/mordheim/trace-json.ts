import type { TraceEntry } from '../../../src/dice/index.js';
import type { MordheimCheck, MordheimOutcome } from '../../../src/games/mordheim/index.js';
import { neededScore } from '../../../i18n/explain.js';

/** A trace for programs: each die with its face, the score it needed and its explanation data. */
export function traceJson(entries: readonly TraceEntry<MordheimCheck, MordheimOutcome>[]): unknown[] {
  return entries.map((entry) => {
    switch (entry.kind) {
      case 'die':
        return { step: entry.check.step, face: entry.face, sides: entry.sides, needed: neededScore(entry.check), outcome: entry.outcome, check: entry.check };
      case 'auto':
        return { step: entry.check.step, face: null, needed: null, outcome: entry.outcome, check: entry.check };
      case 'group':
        return { step: entry.check.step, check: entry.check, dice: traceJson(entry.entries) };
    }
  });
}
