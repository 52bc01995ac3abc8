/**
 * The sizes of a phase plan, checked before the search starts (docs/limits.md). The search is
 * exact over every battle the phase can reach, which grows with the shooters' orders and the
 * targets' states, so it has a ceiling of its own besides the table's limits.
 */

/** Shooters on the side whose phase it is: the case is 6, and 8! orders is past what a turn can wait for. */
export const PLAN_MAX_SHOOTERS = 8;

/** Enemies still standing that a plan weighs shots at. */
export const PLAN_MAX_ENEMIES = 12;

/** Shots weighed in all (each once per battle reached); past it the plan is refused rather than left running. */
export const PLAN_MAX_WEIGHED_SHOTS = 200_000;
