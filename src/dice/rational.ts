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

/** `rational(1, 6)` is one sixth; the denominator must not be zero. */
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

export const RATIONAL_ZERO: Rational = { num: 0n, den: 1n };
export const RATIONAL_ONE: Rational = { num: 1n, den: 1n };

export function rationalAdd(a: Rational, b: Rational): Rational {
  return a.den === b.den ? rational(a.num + b.num, a.den) : rational(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function rationalSub(a: Rational, b: Rational): Rational {
  return rationalAdd(a, { num: -b.num, den: b.den });
}

export function rationalMul(a: Rational, b: Rational): Rational {
  return rational(a.num * b.num, a.den * b.den);
}

export function rationalEquals(a: Rational, b: Rational): boolean {
  return a.num === b.num && a.den === b.den;
}

export function rationalCompare(a: Rational, b: Rational): -1 | 0 | 1 {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

export function rationalToNumber(r: Rational): number {
  return Number(r.num) / Number(r.den);
}

/** "5/36", or "1" and "0" for whole numbers. */
export function rationalToString(r: Rational): string {
  return r.den === 1n ? r.num.toString() : `${r.num}/${r.den}`;
}

/** Parses "5/36" or "3"; used by tests to write expected values as fractions. */
export function parseRational(text: string): Rational {
  const match = /^\s*(-?\d+)\s*(?:\/\s*(\d+))?\s*$/.exec(text);
  if (!match?.[1]) throw new SyntaxError(`not a fraction: ${text}`);
  return rational(BigInt(match[1]), BigInt(match[2] ?? '1'));
}
