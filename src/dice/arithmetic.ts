import {
  RATIONAL_ONE,
  RATIONAL_ZERO,
  rational,
  rationalAdd,
  rationalDiv,
  rationalEquals,
  rationalMul,
  rationalToNumber,
  type Rational,
} from './rational.js';

/**
 * The numbers the odds interpreter computes with. Floats are the fast path; exact
 * rationals let tests compare against hand-worked fractions and let front ends print them.
 */
export interface Arithmetic<N> {
  /** Impossible: where a sum of probabilities starts. */
  readonly zero: N;
  /** Certain. */
  readonly one: N;
  /** Two probabilities summed: either of two exclusive outcomes. */
  add(a: N, b: N): N;
  /** Two probabilities multiplied: two things in a row. */
  mul(a: N, b: N): N;
  /** `a / b` for `b` not zero: the chance of `a` among the cases where `b` happened. */
  div(a: N, b: N): N;
  /**
   * Whether two probabilities are the same to this arithmetic's precision: exactly, for
   * fractions; within rounding, for floats (one chance summed in two orders differs in its last
   * bits). The series interpreter combines rounds only where their chances are the same.
   */
  same(a: N, b: N): boolean;
  /** `count / total`, e.g. the chance of 2 faces out of 6. */
  ratio(count: number, total: number): N;
  /** The number as a float, for display. */
  toNumber(n: N): number;
  /** Whether a probability is exactly nothing, so the branch can be skipped. */
  isZero(n: N): boolean;
}

/**
 * How far apart, relative to their size, two float chances may be and still be the same: a
 * chance summed over a shot's outcomes in another order differs by a few units in the last
 * place (about 1e-16 each), far below this.
 */
const FLOAT_SAME = 1e-12;

/** Odds as floats: fast, and what every odds function uses when given no arithmetic. */
export const floatArithmetic: Arithmetic<number> = {
  zero: 0,
  one: 1,
  add: (a, b) => a + b,
  mul: (a, b) => a * b,
  div: (a, b) => a / b,
  same: (a, b) => Math.abs(a - b) <= FLOAT_SAME * Math.max(Math.abs(a), Math.abs(b)),
  ratio: (count, total) => count / total,
  toNumber: (n) => n,
  isZero: (n) => n === 0,
};

/**
 * The default of functions generic in the number type: when no arithmetic is passed, `N`
 * defaults to `number` and floats are what is meant. TypeScript cannot tie a default value to a
 * default type parameter, so the one cast lives here.
 *
 * @example
 * function chance<N>(count: number, arithmetic: Arithmetic<N> = floatsByDefault<N>()): N {
 *   return arithmetic.ratio(count, 6);
 * }
 * chance(2); // 0.3333333333333333
 */
export function floatsByDefault<N>(): Arithmetic<N> {
  return floatArithmetic as unknown as Arithmetic<N>;
}

/** Odds as exact fractions ({@link Rational}): slower, but "103/972" rather than 0.10596707818930041. */
export const exactArithmetic: Arithmetic<Rational> = {
  zero: RATIONAL_ZERO,
  one: RATIONAL_ONE,
  add: rationalAdd,
  mul: rationalMul,
  div: rationalDiv,
  same: rationalEquals,
  ratio: (count, total) => rational(count, total),
  toNumber: rationalToNumber,
  isZero: (n) => n.num === 0n,
};
