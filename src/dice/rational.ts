/**
 * Exact fractions on bigints, always kept in lowest terms with a positive denominator.
 * Used by tests and by front ends that show odds as fractions; the odds interpreter
 * runs on floats unless asked for exact arithmetic.
 */
export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) {
    [x, y] = [y, x % y];
  }
  return x;
}

/**
 * A fraction in lowest terms, the sign on top; a zero denominator throws.
 *
 * @example
 * rationalToString(rational(2, 12)); // "1/6"
 * rationalToString(rational(3, -6)); // "-1/2"
 */
export function rational(num: bigint | number, den: bigint | number = 1n): Rational {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('rational: zero denominator');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d);
  return g > 1n ? { num: n / g, den: d / g } : { num: n, den: d };
}

/** Nothing: where a sum of probabilities starts. */
export const RATIONAL_ZERO: Rational = { num: 0n, den: 1n };
/** Certainty: the total every distribution must reach. */
export const RATIONAL_ONE: Rational = { num: 1n, den: 1n };

/**
 * The sum `a + b`, in lowest terms.
 *
 * @example
 * rationalToString(rationalAdd(rational(1, 6), rational(1, 3))); // "1/2"
 */
export function rationalAdd(a: Rational, b: Rational): Rational {
  return a.den === b.den ? rational(a.num + b.num, a.den) : rational(a.num * b.den + b.num * a.den, a.den * b.den);
}

/**
 * The difference `a − b`: for instance the chance that something does not happen.
 *
 * @example
 * rationalToString(rationalSub(RATIONAL_ONE, rational(1, 6))); // "5/6"
 */
export function rationalSub(a: Rational, b: Rational): Rational {
  return rationalAdd(a, { num: -b.num, den: b.den });
}

/**
 * The product `a × b`: the chance that two independent things both happen.
 *
 * @example
 * rationalToString(rationalMul(rational(1, 2), rational(2, 3))); // "1/3"
 */
export function rationalMul(a: Rational, b: Rational): Rational {
  return rational(a.num * b.num, a.den * b.den);
}

/**
 * The quotient `a ÷ b`: a chance given another (the chance of a wound among the rounds that
 * do something). Dividing by zero throws.
 *
 * @example
 * rationalToString(rationalDiv(rational(1, 6), rational(1, 2))); // "1/3"
 */
export function rationalDiv(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den, a.den * b.num);
}

/**
 * Whether two fractions are the same number (both are kept in lowest terms).
 *
 * @example
 * rationalEquals(rational(2, 4), rational(1, 2)); // true
 */
export function rationalEquals(a: Rational, b: Rational): boolean {
  return a.num === b.num && a.den === b.den;
}

/**
 * −1, 0 or 1 as `a` is below, equal to or above `b`; fits `Array.prototype.sort`.
 *
 * @example
 * rationalCompare(rational(1, 3), rational(1, 2)); // -1
 */
export function rationalCompare(a: Rational, b: Rational): -1 | 0 | 1 {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * The nearest float, for display or for comparing with the float interpreter.
 *
 * @example
 * rationalToNumber(rational(1, 4)); // 0.25
 */
export function rationalToNumber(r: Rational): number {
  return Number(r.num) / Number(r.den);
}

/**
 * The fraction as text: "5/36", or "1" and "0" for whole numbers.
 *
 * @example
 * rationalToString(rational(5, 36)); // "5/36"
 * rationalToString(rational(6, 3)); // "2"
 */
export function rationalToString(r: Rational): string {
  return r.den === 1n ? r.num.toString() : `${r.num}/${r.den}`;
}

/**
 * Reads "5/36" or "3" (spaces allowed); used by tests to write expected values as fractions.
 * Anything else throws a `SyntaxError`.
 *
 * @example
 * rationalToString(parseRational('10/36')); // "5/18"
 */
export function parseRational(text: string): Rational {
  const match = /^\s*(-?\d+)\s*(?:\/\s*(\d+))?\s*$/.exec(text);
  if (!match?.[1]) throw new SyntaxError(`not a fraction: ${text}`);
  return rational(BigInt(match[1]), BigInt(match[2] ?? '1'));
}
