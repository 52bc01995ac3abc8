import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseRational,
  rational,
  rationalAdd,
  rationalCompare,
  rationalEquals,
  rationalMul,
  rationalSub,
  rationalToNumber,
  rationalToString,
} from './rational.js';

describe('rational', () => {
  it('keeps lowest terms with a positive denominator', () => {
    expect(rational(2, 4)).toEqual({ num: 1n, den: 2n });
    expect(rational(3, -6)).toEqual({ num: -1n, den: 2n });
    expect(rationalToString(rational(10, 5))).toBe('2');
  });

  it('adds, subtracts and multiplies', () => {
    expect(rationalToString(rationalAdd(rational(1, 6), rational(1, 3)))).toBe('1/2');
    expect(rationalToString(rationalSub(rational(1, 2), rational(1, 3)))).toBe('1/6');
    expect(rationalToString(rationalMul(rational(5, 6), rational(3, 10)))).toBe('1/4');
  });

  it('parses fractions written in tests', () => {
    expect(rationalEquals(parseRational('5/36'), rational(5, 36))).toBe(true);
    expect(() => parseRational('five')).toThrow(SyntaxError);
    expect(() => rational(1, 0)).toThrow(RangeError);
  });

  it('orders like the floats it stands for', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: -50, max: 50 }), fc.integer({ min: 1, max: 50 }), (a, b, c, d) => {
        const x = rational(a, b);
        const y = rational(c, d);
        expect(rationalCompare(x, y)).toBe(Math.sign(a / b - c / d));
        expect(rationalToNumber(rationalAdd(x, y))).toBeCloseTo(a / b + c / d, 12);
      }),
    );
  });
});
