import { atLeast, countMean, type Arithmetic } from '../../dice/index.js';

/** A count summed over a whole shooting: `exactly[k]` is P(k), `atLeast[k]` P(k or more). */
export interface CountOdds<N> {
  readonly exactly: readonly N[];
  readonly atLeast: readonly N[];
  readonly mean: number;
}

/** The odds of a count, from the chance of each exact value. */
export function countOdds<N>(exactly: readonly N[], arithmetic: Arithmetic<N>): CountOdds<N> {
  return { exactly, atLeast: atLeast(exactly, arithmetic), mean: countMean(exactly, arithmetic) };
}
