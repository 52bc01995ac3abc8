// Small rules descriptions used by the dice tests: simple enough to work out by hand.
import { DONE, thenStep, thresholdRoll, type Process } from './process.js';

export type ToyCheck = { readonly step: 'd6'; readonly needed: number } | { readonly step: 'throw'; readonly index: number };
export type ToyOutcome = 'pass' | 'fail' | 'thrown';

/** One die that passes on `needed`+; the state is null before, true/false after. */
export function singleRoll(needed: number): Process<boolean | null, ToyCheck, ToyOutcome> {
  return {
    key: (state) => (state === null ? 'start' : String(state)),
    step: (state) =>
      state === null
        ? thresholdRoll(6, { step: 'd6', needed }, needed, { outcome: 'fail', next: false }, { outcome: 'pass', next: true })
        : DONE,
  };
}

export interface CountState {
  readonly thrown: number;
  readonly passes: number;
}

/**
 * `dice` throws of one die passing on `needed`+, counting the passes; each throw is a
 * sub-process, as a series of shots is.
 */
export function countPasses(
  dice: number,
  needed: number,
  one: Process<boolean | null, ToyCheck, ToyOutcome> = singleRoll(needed),
): Process<CountState, ToyCheck, ToyOutcome> {
  return {
    key: (state) => state.thrown * 1000 + state.passes,
    step: (state) =>
      state.thrown >= dice
        ? DONE
        : thenStep({ step: 'throw', index: state.thrown + 1 }, {
            process: one,
            start: null,
            next: (end) => ({ thrown: state.thrown + 1, passes: state.passes + (end === true ? 1 : 0) }),
          }),
  };
}
