import { floatArithmetic, type Arithmetic } from './arithmetic.js';

/**
 * Rows of chances indexed by a count (hits, wounds, models removed): how the series
 * interpreter stores, for each state, the chance of every count so far. Two kinds share one
 * shape: floats in a `Float64Array`, where the inner loops are what a series costs, and any
 * other arithmetic (exact fractions) in plain arrays.
 */
export interface CountRows<N, R> {
  readonly arithmetic: Arithmetic<N>;
  /** A row of `length` zeros. */
  zeros(length: number): R;
  /** How many counts the row has room for. */
  capacity(row: R): number;
  /** A row with room for at least `length` counts, keeping the first `keep`; the same row when it already has room. */
  withRoom(row: R, length: number, keep: number): R;
  /** Sets counts `from` up to (not including) `to` to zero. */
  clear(row: R, from: number, to: number): void;
  /** `target[c + shift] += source[c] × p` for every c below `length`. */
  addScaled(target: R, shift: number, source: R, length: number, p: N): void;
  at(row: R, c: number): N;
  set(row: R, c: number, p: N): void;
  /** The sum of the first `length` counts of a row. */
  sum(row: R, length: number): N;
  /** Whether a chance is too small to matter: never, for exact arithmetic; below {@link FLOAT_NEGLIGIBLE}, for floats. */
  negligible(p: N): boolean;
}

/**
 * What a float series may leave out: 2⁻¹⁰⁰ ≈ 8 × 10⁻³¹ of the whole. A float holds a chance
 * near one to about 10⁻¹⁶, so no probability shown or summed changes; only chances that small
 * themselves (a thousandth hit of a thousand) come out as less than they are. Exact
 * arithmetic leaves nothing out.
 */
export const FLOAT_NEGLIGIBLE = 2 ** -100;

const floatRows: CountRows<number, Float64Array> = {
  arithmetic: floatArithmetic,
  zeros: (length) => new Float64Array(length),
  capacity: (row) => row.length,
  withRoom(row, length, keep) {
    if (row.length >= length) return row;
    const grown = new Float64Array(Math.max(length, row.length * 2));
    grown.set(row.subarray(0, keep));
    return grown;
  },
  clear: (row, from, to) => row.fill(0, from, to),
  addScaled(target, shift, source, length, p) {
    for (let c = 0; c < length; c += 1) target[c + shift] = (target[c + shift] as number) + (source[c] as number) * p;
  },
  at: (row, c) => row[c] as number,
  set(row, c, p) {
    row[c] = p;
  },
  sum(row, length) {
    let total = 0;
    for (let c = 0; c < length; c += 1) total += row[c] as number;
    return total;
  },
  negligible: (p) => p < FLOAT_NEGLIGIBLE,
};

function arrayRows<N>(arithmetic: Arithmetic<N>): CountRows<N, N[]> {
  return {
    arithmetic,
    zeros: (length) => new Array<N>(length).fill(arithmetic.zero),
    capacity: (row) => row.length,
    withRoom(row, length, keep) {
      if (row.length >= length) return row;
      for (let c = keep; c < length; c += 1) row[c] = arithmetic.zero;
      return row;
    },
    clear(row, from, to) {
      for (let c = from; c < to; c += 1) row[c] = arithmetic.zero;
    },
    addScaled(target, shift, source, length, p) {
      for (let c = 0; c < length; c += 1) target[c + shift] = arithmetic.add(target[c + shift] as N, arithmetic.mul(source[c] as N, p));
    },
    at: (row, c) => row[c] as N,
    set(row, c, p) {
      row[c] = p;
    },
    sum(row, length) {
      let total = arithmetic.zero;
      for (let c = 0; c < length; c += 1) total = arithmetic.add(total, row[c] as N);
      return total;
    },
    negligible: () => false,
  };
}

/**
 * The rows for an arithmetic: typed float rows for the float arithmetic, plain arrays otherwise.
 * The caller sees one interface; which rows it got is invisible but for speed.
 */
export function countRowsFor<N>(arithmetic: Arithmetic<N>): CountRows<N, unknown> {
  // The float rows are typed for numbers; when `arithmetic` is the float one, N is number.
  if ((arithmetic as unknown) === floatArithmetic) return floatRows as unknown as CountRows<N, unknown>;
  return arrayRows(arithmetic);
}

/** A row and how many of its counts are in use. */
export interface UsedRow<R> {
  readonly row: R;
  readonly length: number;
}

/**
 * The distribution of the sum of two independent counts: `a` convolved with `b`.
 *
 * @example
 * // One die hitting on 4+ and another on 5+: 0, 1 or 2 hits.
 * const rows = countRowsFor(exactArithmetic);
 * convolveRows(rows, { row: [rational(1, 2), rational(1, 2)], length: 2 }, { row: [rational(2, 3), rational(1, 3)], length: 2 });
 * // { row: [1/3, 1/2, 1/6], length: 3 } as fractions
 */
export function convolveRows<N, R>(rows: CountRows<N, R>, a: UsedRow<R>, b: UsedRow<R>): UsedRow<R> {
  const length = a.length + b.length - 1;
  const row = rows.zeros(length);
  // The shorter row drives the outer loop: fewer calls, longer inner loops.
  const [outer, inner] = a.length <= b.length ? [a, b] : [b, a];
  for (let c = 0; c < outer.length; c += 1) rows.addScaled(row, c, inner.row, inner.length, rows.at(outer.row, c));
  return { row, length };
}

/**
 * The count's distribution after `times` independent rounds alike, each adding a count
 * distributed as `once`: `once` convolved with itself `times` times, by repeated squaring,
 * so a thousand rounds cost about a third of a thousand convolution passes.
 *
 * @example
 * // Three dice hitting on 4+: 1/8, 3/8, 3/8, 1/8 hits.
 * countPower(countRowsFor(exactArithmetic), { row: [rational(1, 2), rational(1, 2)], length: 2 }, 3);
 * // { row: [1/8, 3/8, 3/8, 1/8], length: 4 } as fractions
 */
export function countPower<N, R>(rows: CountRows<N, R>, once: UsedRow<R>, times: number): UsedRow<R> {
  const unit = rows.zeros(1);
  rows.set(unit, 0, rows.arithmetic.one);
  let result: UsedRow<R> = { row: unit, length: 1 };
  let base = once;
  for (let left = times; left > 0; left = Math.floor(left / 2)) {
    if (left % 2 === 1) result = convolveRows(rows, result, base);
    if (left > 1) base = convolveRows(rows, base, base);
  }
  return result;
}
