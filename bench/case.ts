/** One benchmark: `run` does `perRun` units of work; a target is a time per run or a rate per unit. */
export type BenchCase = {
  readonly name: string;
  readonly unit: string;
  readonly perRun: number;
  readonly run: () => void;
  /** Another case this one is shown against, as a ratio of their times (the reference convolution, `node -e 0`). */
  readonly reference?: string;
} & (
  | { readonly targetMs: number | null }
  | { readonly targetPerSecond: number }
  /** A rate of at least this share of the reference's rate, measured in the same run (25 % of the raw dice). */
  | { readonly targetShareOfReference: number }
);
