import type { Game, GamePlace, GameScenario } from '../engine/index.js';
import { adviceStart, bestShot, comparableValue, type AdviceOptions, type AdviceProblem } from './places.js';

/** One place of a heat map: the best the shooter could do from there, and with what. */
export interface HeatPlace {
  readonly place: GamePlace;
  /** The goal's value of the best shot: a chance, or expected models / Health Points (0: no legal shot that can do anything, and no target named). */
  readonly value: number;
  readonly target: string | null;
  readonly way: string | null;
  /** The score its to-hit roll needs (null: no shot, or no roll to hit). */
  readonly needed: number | null;
}

/** Where a shooter could stand this turn, each place scored for the goal, and the best few. */
export interface HeatMap {
  readonly shooter: string;
  readonly places: readonly HeatPlace[];
  /** Indexes into `places` of the best few (value above 0), best first; equal values keep the cheaper move first. */
  readonly best: readonly number[];
  /** The rules of moving the game could not apply (codes). */
  readonly notApplied: readonly string[];
}

/** How many best places a map marks. */
export const BEST_PLACES = 5;

/**
 * The indexes of the best `count` places by value (above 0), best first; among equal values
 * the place reached with the shorter move comes first.
 *
 * @example
 * bestPlaces([{ value: 0.2, cost: 1 }, { value: 0.5, cost: 3 }, { value: 0.5, cost: 2 }], 2); // [2, 1]
 */
export function bestPlaces(scored: readonly { readonly value: number; readonly cost: number }[], count: number): number[] {
  const order = scored.map((_, i) => i).filter((i) => (scored[i]?.value ?? 0) > 0);
  order.sort((a, b) => {
    const [x, y] = [scored[a], scored[b]];
    if (!x || !y) return 0;
    const [xv, yv] = [comparableValue(x.value), comparableValue(y.value)];
    return xv !== yv ? yv - xv : x.cost - y.cost;
  });
  return order.slice(0, count);
}

/**
 * The shooter's heat map: every place it could stand this turn (on the grid), with the best
 * exact value for the goal it would then have — its legal target, the way (weapon) and the
 * score needed — as the game's own `ratedShots` gives them with the shooter moved there.
 *
 * @example
 * const map = heatMap(mordheimGame, scenario, 'marksman', { goal: 'out-of-action' });
 * if (map.ok) map.value.places[map.value.best[0]!]; // the best place, its target, weapon, score and chance
 */
export function heatMap<S extends GameScenario>(game: Game<S>, scenario: S, shooter: string, options: AdviceOptions): { readonly ok: true; readonly value: HeatMap } | { readonly ok: false; readonly problem: AdviceProblem } {
  const start = adviceStart(game, scenario, shooter, options);
  if (!start.ok) return start;
  const { advice, places, notApplied } = start.value;
  // The game's rater, where it has one, answers as `ratedShots` does but weighs each shot the places share once.
  const rater = advice.shotRater?.(shooter) ?? { rate: (moved: S) => advice.ratedShots(moved, shooter) };
  const scored = places.map((place): HeatPlace => {
    const moved = advice.moveTo(scenario, shooter, place);
    const shots = moved && rater.rate(moved);
    const best = moved && shots ? bestShot(advice, moved, shots, options.goal) : null;
    // A shot that can do nothing (out of range, or one no die can make tell) is no reason to stand there.
    return best && best.value > 0 ? { place, value: best.value, target: best.shot.target, way: best.shot.way, needed: best.shot.needed } : { place, value: 0, target: null, way: null, needed: null };
  });
  const best = bestPlaces(scored.map((s) => ({ value: s.value, cost: s.place.cost })), BEST_PLACES);
  return { ok: true, value: { shooter, places: scored, best, notApplied } };
}
