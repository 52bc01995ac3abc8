import type { AdviceGoal, Game, GameAdvice, GamePlace, GameRatedShot, GameScenario } from '../engine/index.js';

/** How the advisor looks at a shooter's turn: what it scores, on what grid, and how far it moves when the file's word is not to be taken. */
export interface AdviceOptions {
  readonly goal: AdviceGoal;
  /** Inches between places (default {@link DEFAULT_GRID}). */
  readonly grid?: number;
  /** The move in inches, overriding the file's (a warrior's or a Battleaxe unit's M, a Ninth Age unit's Adv); left out, the file's, else the shooter stays. */
  readonly move?: number;
}

/** Half an inch: fine enough that a step matters at the table (issue 22). */
export const DEFAULT_GRID = 0.5;

/** Why the advisor could not look at a shooter's turn, as a code. */
export type AdviceProblem = 'no-advice' | 'not-a-battle' | 'unknown-shooter';

/** A game with its advice, a battle scenario and a shooter known to it: what every map starts from. */
export interface AdviceStart<S extends GameScenario> {
  readonly advice: GameAdvice<S>;
  readonly places: readonly GamePlace[];
  readonly notApplied: readonly string[];
}

/**
 * The advice part of a game and the shooter's places, or why there are none.
 *
 * @example
 * const start = adviceStart(mordheimGame, scenario, 'marksman', { goal: 'out-of-action' });
 * if (start.ok) start.value.places[0]; // where the marksman stands now, move 'stay'
 */
export function adviceStart<S extends GameScenario>(game: Game<S>, scenario: S, shooter: string, options: AdviceOptions): { readonly ok: true; readonly value: AdviceStart<S> } | { readonly ok: false; readonly problem: AdviceProblem } {
  const advice = game.advice;
  if (!advice) return { ok: false, problem: 'no-advice' };
  if (scenario.kind !== 'battle') return { ok: false, problem: 'not-a-battle' };
  const found = advice.places(scenario, shooter, { grid: options.grid ?? DEFAULT_GRID, ...(options.move === undefined ? {} : { move: options.move }) });
  if (!found) return { ok: false, problem: 'unknown-shooter' };
  return { ok: true, value: { advice, places: found.places, notApplied: found.notApplied } };
}

/** Significant digits two goal values must differ in to rank apart. */
const RANKED_DIGITS = 9;

/**
 * A goal value as the advisor ranks it: rounded to {@link RANKED_DIGITS} significant digits, so
 * values that differ only by floating-point rounding tie, at any scale (a chance of 4·10⁻¹¹ to
 * destroy a unit as much as 0.5), and the order is the same in every JavaScript engine (an
 * absolute tolerance tied every tiny value and let the engine's sort decide).
 *
 * @example
 * comparableValue(0.1 + 0.2) === comparableValue(0.3); // true
 * comparableValue(4e-11) > comparableValue(3.9e-11); // true
 */
export function comparableValue(value: number): number {
  return Number(value.toPrecision(RANKED_DIGITS));
}

/**
 * The shot of `shots` with the highest goal value (the first of equals), or null when there is none.
 *
 * @example
 * bestShot(advice, scenario, advice.ratedShots(scenario, 'marksman') ?? [], 'out-of-action'); // { shot: { target: 'lookout', … }, value: 0.128… }
 */
export function bestShot<S>(advice: GameAdvice<S>, scenario: S, shots: readonly GameRatedShot[], goal: AdviceGoal): { readonly shot: GameRatedShot; readonly value: number } | null {
  let best: { shot: GameRatedShot; value: number } | null = null;
  for (const shot of shots) {
    const value = advice.goalValue(scenario, shot.target, shot.odds, goal);
    if (!best || comparableValue(value) > comparableValue(best.value)) best = { shot, value };
  }
  return best;
}
