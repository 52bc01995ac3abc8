// The trace's entry on its own, so the roll interpreter and the compiled one (which it uses
// for a process rolled again) both name it without importing each other.

/** What happened at one step: data for the front ends to put into words. */
export type TraceEntry<E, O extends string> =
  | { readonly kind: 'die'; readonly check: E; readonly sides: number; readonly face: number; readonly outcome: O }
  | { readonly kind: 'auto'; readonly check: E; readonly outcome: O }
  | { readonly kind: 'group'; readonly check: E; readonly entries: readonly TraceEntry<E, O>[] };
