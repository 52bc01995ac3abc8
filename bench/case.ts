/** One benchmark: `run` does `perRun` units of work; a target is a time per run or a rate per unit. */
export type BenchCase = {
  readonly name: string;
  readonly unit: string;
  readonly perRun: number;
  readonly run: () => void;
  /** Another case this one is shown against, as a ratio of their times (the reference convolution, `node -e 0`). */
  readonly reference?: string;
  /**
   * How large the problem is (models on the table, shots in a series). When the case and its
   * reference both have one, the runner prints the growth exponent beside the ratio:
   * log(time ratio) / log(size ratio), per run, so 1 is linear and 2 quadratic.
   */
  readonly size?: number;
  /**
   * The same work at a smaller size, when the growth exponent is to be taken against it rather
   * than against `reference` (a series shown against a plain convolution of its own length, and
   * grown from its shorter self).
   */
  readonly grownFrom?: string;
} & (
  | { readonly targetMs: number | null }
  | { readonly targetPerSecond: number }
  /** A rate of at least this share of the reference's rate, measured in the same run (25 % of the raw dice). */
  | { readonly targetShareOfReference: number }
);

/**
 * How the time grows with the size from a reference case to this one: time ∝ size^exponent,
 * so log(time ratio) / log(size ratio). Null unless both have a size, different and positive,
 * and both times are positive.
 */
export function growthExponent(ms: number, size: number | undefined, referenceMs: number, referenceSize: number | undefined): number | null {
  if (size === undefined || referenceSize === undefined || size === referenceSize || !(size > 0 && referenceSize > 0)) return null;
  if (!(ms > 0 && referenceMs > 0)) return null;
  return Math.log(ms / referenceMs) / Math.log(size / referenceSize);
}
