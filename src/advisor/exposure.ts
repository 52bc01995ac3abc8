import type { AdviceGoal, Game, GameAdvice, GamePlace, GameScenario } from '../engine/index.js';
import { adviceStart, bestShot, type AdviceOptions, type AdviceProblem } from './places.js';

/** One enemy shooter that may shoot the shooter at a place, with its worst way for the shooter. */
export interface Threat {
  readonly shooter: string;
  readonly way: string | null;
  readonly value: number;
  /** The shooter counts as in cover from it. */
  readonly cover: boolean;
}

/** One place of an exposure map: how the enemy's next shooting phase would go for the shooter standing there. */
export interface ExposedPlace {
  readonly place: GamePlace;
  /** Out of action (destroyed) / any effect: the chance; models: the models (Health Points) expected lost. */
  readonly value: number;
  /** No enemy may shoot it there, or each that may counts it in cover (the hidden / in-cover layer). */
  readonly sheltered: boolean;
  readonly threats: readonly Threat[];
}

/** The shooter's exposure at each place it could stand. */
export interface ExposureMap {
  readonly shooter: string;
  readonly places: readonly ExposedPlace[];
  readonly notApplied: readonly string[];
}

/**
 * Several enemies' shots combined as independent shots at the shooter as it stands unharmed:
 * a chance is 1 − Π(1 − pᵢ), an expectation the sum (docs/advisor.md says what this leaves out).
 *
 * @example
 * combineThreats([0.5, 0.5], 'out-of-action'); // 0.75
 * combineThreats([1.5, 0.5], 'models'); // 2
 */
export function combineThreats(values: readonly number[], goal: AdviceGoal): number {
  switch (goal) {
    case 'models':
      return values.reduce((sum, v) => sum + v, 0);
    case 'out-of-action':
    case 'any-effect':
      return 1 - values.reduce((spared, v) => spared * (1 - v), 1);
  }
}

/**
 * Every enemy shooter's worst legal shot at the shooter, in each enemy side's next phase (those
 * that can do something to it: a shot out of range is none).
 *
 * @example
 * threatsAt(game, advice, scenario, 'me', 'any-effect'); // [{ shooter: 'archer', way: 'short-bow', value: 0.25, cover: false }]
 */
export function threatsAt<S extends GameScenario>(game: Game<S>, advice: GameAdvice<S>, scenario: S, shooter: string, goal: AdviceGoal): Threat[] {
  const threats: Threat[] = [];
  for (const phase of advice.enemyPhases(scenario, shooter) ?? []) {
    for (const enemy of game.table?.shooters(phase) ?? []) {
      // A game written before `target` was asked answers every shot: the filter keeps those at the shooter.
      const shots = (advice.ratedShots(phase, enemy, shooter) ?? []).filter((s) => s.target === shooter);
      const worst = bestShot(advice, phase, shots, goal);
      // A shot that can do nothing to it (out of range, say) is no threat, and takes no cover away.
      if (worst && worst.value > 0) threats.push({ shooter: enemy, way: worst.shot.way, value: worst.value, cover: worst.shot.cover });
    }
  }
  return threats;
}

/**
 * The shooter's exposure map: for every place it could stand this turn, what the enemy's next
 * shooting phase would do to it there — each enemy shooter's exact odds with the game's
 * target rules (the closest-target rule included) applied from the enemy's side, the enemies
 * standing where they are, combined by {@link combineThreats}.
 *
 * @example
 * const map = exposureMap(mordheimGame, scenario, 'marksman', { goal: 'out-of-action' });
 * if (map.ok) map.value.places[0]; // where it stands now: the chance it is taken out of action there
 */
export function exposureMap<S extends GameScenario>(game: Game<S>, scenario: S, shooter: string, options: AdviceOptions): { readonly ok: true; readonly value: ExposureMap } | { readonly ok: false; readonly problem: AdviceProblem } {
  const start = adviceStart(game, scenario, shooter, options);
  if (!start.ok) return start;
  const { advice, places, notApplied } = start.value;
  const exposed = places.map((place): ExposedPlace => {
    const moved = advice.moveTo(scenario, shooter, place);
    const threats = moved ? threatsAt(game, advice, moved, shooter, options.goal) : [];
    return { place, value: combineThreats(threats.map((t) => t.value), options.goal), sheltered: threats.every((t) => t.cover), threats };
  });
  return { ok: true, value: { shooter, places: exposed, notApplied } };
}
