/** One benchmark: `run` does `perRun` units of work; a target is a time per run or a rate per unit. */
export type BenchCase = {
  readonly name: string;
  readonly unit: string;
  readonly perRun: number;
  readonly run: () => void;
} & ({ readonly targetMs: number | null } | { readonly targetPerSecond: number });
