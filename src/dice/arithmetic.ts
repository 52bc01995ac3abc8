import {
  RATIONAL_ONE,
  RATIONAL_ZERO,
  rational,
  rationalAdd,
  rationalMul,
  rationalToNumber,
  type Rational,
} from './rational.js';

/**
 * The numbers the odds interpreter computes with. Floats are the fast path; exact
 * rationals let tests compare against hand-worked fractions and let front ends print them.
 */
export interface Arithmetic<N> {
  readonly zero: N;
  readonly one: N;
  add(a: N, b: N): N;
  mul(a: N, b: N): N;
  /** `count / total`, e.g. the chance of 2 faces out of 6. */
  ratio(count: number, total: number): N;
  toNumber(n: N): number;
  isZero(n: N): boolean;
}

export const floatArithmetic: Arithmetic<number> = {
  zero: 0,
  one: 1,
  add: (a, b) => a + b,
  mul: (a, b) => a * b,
  ratio: (count, total) => count / total,
  toNumber: (n) => n,
  isZero: (n) => n === 0,
};

/**
 * The default of functions generic in the number type: when no arithmetic is passed, `N`
 * defaults to `number` and floats are what is meant. TypeScript cannot tie a default value to a
 * default type parameter, so the one cast lives here.
 */
export function floatsByDefault<N>(): Arithmetic<N> {
  return floatArithmetic as unknown as Arithmetic<N>;
}

export const exactArithmetic: Arithmetic<Rational> = {
  zero: RATIONAL_ZERO,
  one: RATIONAL_ONE,
  add: rationalAdd,
  mul: rationalMul,
  ratio: (count, total) => rational(count, total),
  toNumber: rationalToNumber,
  isZero: (n) => n.num === 0n,
};
