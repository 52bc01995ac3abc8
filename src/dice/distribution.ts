import type { Arithmetic } from './arithmetic.js';
import type { Distribution } from './odds.js';

/** The probability that `predicate` holds for the end state. */
export function probability<S, N>(dist: Distribution<S, N>, predicate: (state: S) => boolean, arithmetic: Arithmetic<N>): N {
  let total = arithmetic.zero;
  for (const { state, p } of dist) if (predicate(state)) total = arithmetic.add(total, p);
  return total;
}

/**
 * Groups a distribution by a whole-number measure of the end state (hits, wounds…):
 * `result[k]` is P(measure = k), for k from 0 to the largest value reached.
 */
export function countDistribution<S, N>(dist: Distribution<S, N>, measure: (state: S) => number, arithmetic: Arithmetic<N>): N[] {
  const result: N[] = [];
  for (const { state, p } of dist) {
    const k = measure(state);
    while (result.length <= k) result.push(arithmetic.zero);
    result[k] = arithmetic.add(result[k] ?? arithmetic.zero, p);
  }
  return result;
}

/** From P(count = k) to P(count ≥ k). */
export function atLeast<N>(exactly: readonly N[], arithmetic: Arithmetic<N>): N[] {
  const result: N[] = new Array<N>(exactly.length);
  let tail = arithmetic.zero;
  for (let k = exactly.length - 1; k >= 0; k -= 1) {
    tail = arithmetic.add(tail, exactly[k] ?? arithmetic.zero);
    result[k] = tail;
  }
  return result;
}

/** The mean of a count distribution, as a float. */
export function countMean<N>(exactly: readonly N[], arithmetic: Arithmetic<N>): number {
  let mean = 0;
  exactly.forEach((p, k) => {
    mean += k * arithmetic.toNumber(p);
  });
  return mean;
}

/** The sum of all probabilities: 1 for any distribution `odds` returns. */
export function totalProbability<S, N>(dist: Distribution<S, N>, arithmetic: Arithmetic<N>): N {
  return probability(dist, () => true, arithmetic);
}
