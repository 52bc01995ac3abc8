/**
 * The readings a table group can switch (shared/rules/rulings.md). Every result that a
 * variant changes names the reading in its explanation.
 */
export interface MordheimVariants {
  /** M-1: a natural 1 to hit always misses. */
  readonly naturalOneMisses: boolean;
  /** M-2: what a needed 7+ means: no hit, or WFB 6th's six-then-second-roll chart. */
  readonly sevenPlus: 'cannot-hit' | 'second-roll';
  /** M-3: when a shot strikes the cover: the English text's "missed by one" or the Russian "rolled a 1". */
  readonly coverStrike: 'missed-by-one' | 'natural-one';
  /** M-4: distances in three dimensions (elevation counts) or on the table's plane. */
  readonly measure: '3d' | 'horizontal';
  /** M-6: at most one critical hit per shooter in a shooting phase (a house rule). */
  readonly oneCriticalPerPhase: boolean;
  /** M-9: an Initiative test always fails on a 6. */
  readonly initiativeSixFails: boolean;
  /**
   * M-16: the rulebook's optional blackpowder misfire (facts A4, `MH-BP`): a natural 1 to hit
   * with a blackpowder weapon rolls a D6 for what went wrong. Off unless a table plays it.
   */
  readonly blackpowderMisfire: boolean;
}

/** The readings used unless a table group picks others. */
export const MORDHEIM_DEFAULT_VARIANTS: MordheimVariants = {
  naturalOneMisses: true,
  sevenPlus: 'cannot-hit',
  coverStrike: 'missed-by-one',
  measure: '3d',
  oneCriticalPerPhase: false,
  initiativeSixFails: false,
  blackpowderMisfire: false,
};

/** The variant names and the ruling each one belongs to, for help texts and validation. */
export const MORDHEIM_VARIANT_RULINGS: Readonly<Record<keyof MordheimVariants, string>> = {
  naturalOneMisses: 'M-1',
  sevenPlus: 'M-2',
  coverStrike: 'M-3',
  measure: 'M-4',
  oneCriticalPerPhase: 'M-6',
  initiativeSixFails: 'M-9',
  blackpowderMisfire: 'M-16',
};
