import type { Arithmetic } from './arithmetic.js';
import type { Distribution } from './odds.js';

/**
 * The probability that `predicate` holds for the end state.
 *
 * @example
 // toHit: one die that hits on 4+, as built in cachedProcess's example
 * rationalToString(probability(odds(toHit, null, exactArithmetic), (hit) => hit === true, exactArithmetic)); // "1/2"
 */
export function probability<S, N>(dist: Distribution<S, N>, predicate: (state: S) => boolean, arithmetic: Arithmetic<N>): N {
  let total = arithmetic.zero;
  for (const { state, p } of dist) if (predicate(state)) total = arithmetic.add(total, p);
  return total;
}

/**
 * Groups a distribution by a whole-number measure of the end state (hits, wounds…):
 * `result[k]` is P(measure = k), for k from 0 to the largest value reached.
 *
 * @example
 // toHit: one die that hits on 4+, as built in cachedProcess's example
 * const volley = repeatOdds({ process: toHit, start: null, times: 3, carry: () => null, stop: () => false }, (hit) => (hit ? 1 : 0));
 * countDistribution(volley, (end) => end.count, floatArithmetic); // [0.125, 0.375, 0.375, 0.125]: 0 to 3 hits
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

/**
 * From P(count = k) to P(count ≥ k): "at least one hit" is what a player asks. `exactly` is a
 * whole distribution (its terms sum to one), so "at least 0" is one.
 *
 * @example
 * atLeast([0.125, 0.375, 0.375, 0.125], floatArithmetic); // [1, 0.875, 0.5, 0.125]
 */
export function atLeast<N>(exactly: readonly N[], arithmetic: Arithmetic<N>): N[] {
  const result: N[] = new Array<N>(exactly.length);
  let tail = arithmetic.zero;
  for (let k = exactly.length - 1; k >= 0; k -= 1) {
    tail = arithmetic.add(tail, exactly[k] ?? arithmetic.zero);
    result[k] = tail;
  }
  // Every count is at least 0: certain, where a float sum of the terms may land a hair off one.
  if (result.length > 0) result[0] = arithmetic.one;
  return result;
}

/**
 * The mean of a count distribution, as a float.
 *
 * @example
 * countMean([0.125, 0.375, 0.375, 0.125], floatArithmetic); // 1.5 hits
 */
export function countMean<N>(exactly: readonly N[], arithmetic: Arithmetic<N>): number {
  let mean = 0;
  exactly.forEach((p, k) => {
    mean += k * arithmetic.toNumber(p);
  });
  return mean;
}

/**
 * The sum of all probabilities: 1 for any distribution `odds` returns, so tests check it.
 *
 * @example
 // toHit: one die that hits on 4+, as built in cachedProcess's example
 * rationalToString(totalProbability(odds(toHit, null, exactArithmetic), exactArithmetic)); // "1"
 */
export function totalProbability<S, N>(dist: Distribution<S, N>, arithmetic: Arithmetic<N>): N {
  return probability(dist, () => true, arithmetic);
}

/**
 * Adds `source × p`, shifted up by `shift` counts, into `target` (growing it as needed): the
 * step of every chain that carries a count from one stage of an attack to the next.
 *
 * @example
 * const target = [0.5];
 * addShiftedCounts(target, [0.25, 0.75], 1, 0.5, floatArithmetic); // target: [0.5, 0.125, 0.375]
 */
export function addShiftedCounts<N>(target: N[], source: readonly N[], shift: number, p: N, arithmetic: Arithmetic<N>): void {
  source.forEach((q, k) => {
    const at = k + shift;
    while (target.length <= at) target.push(arithmetic.zero);
    target[at] = arithmetic.add(target[at] as N, arithmetic.mul(q, p));
  });
}

/**
 * The distribution of the sum of two independent counts (the hits of two volleys).
 *
 * @example
 * convolveCounts([0.5, 0.5], [0.5, 0.5], floatArithmetic); // [0.25, 0.5, 0.25]
 */
export function convolveCounts<N>(a: readonly N[], b: readonly N[], arithmetic: Arithmetic<N>): N[] {
  const sum: N[] = [];
  a.forEach((p, shift) => addShiftedCounts(sum, b, shift, p, arithmetic));
  return sum;
}
