import { DONE, thresholdRoll, type Process } from '../../dice/index.js';
import type { MordheimCheck, MordheimOutcome } from './explanation.js';
import type { MordheimVariants } from './variants.js';

/** Before the test, or its result. */
export type InitiativeTestState = 'pending' | 'passed' | 'failed';

/**
 * An Initiative test: a D6 at or under Initiative passes. By default a 6 does not fail
 * on its own (M-9); the `initiativeSixFails` variant makes it fail.
 *
 * @example
 * const ends = odds(initiativeTest(4, MORDHEIM_DEFAULT_VARIANTS), 'pending', exactArithmetic);
 * // passed with p 2/3, failed with p 1/3
 */
export function initiativeTest(initiative: number, variants: Pick<MordheimVariants, 'initiativeSixFails'>): Process<InitiativeTestState, MordheimCheck, MordheimOutcome> {
  const highestPass = Math.min(initiative, variants.initiativeSixFails ? 5 : 6);
  return {
    key: (state) => state,
    step: (state) =>
      state === 'pending'
        ? thresholdRoll(
            6,
            { step: 'initiative-test', initiative, sixFails: variants.initiativeSixFails },
            highestPass + 1,
            { outcome: 'passed', next: 'passed' },
            { outcome: 'failed', next: 'failed' },
          )
        : DONE,
  };
}
