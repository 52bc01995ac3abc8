/**
 * The odds of a unit's chosen shooting (Battleaxe, The Ninth Age), as the odds panel shows
 * them: what each roll needs and why (per batch or volley), the chance at each step of one
 * shot, and the models removed ("at least N" for N = 1 … the target's models). Every number
 * comes from the library's odds report on the planned attack; the game's module words them.
 */
import type { Catalogue } from '../../../i18n/index.js';
import { withUnitGame } from '../games/registry.js';
import type { ShotChoice } from '../games/web-game.js';
import type { UnitOddsView } from './odds-view.js';
import type { UnitScenario } from './units.js';

export type { OddsRow, OddsSection, UnitOddsView } from './odds-view.js';

/**
 * The odds of the chosen unit shooting the chosen target (the way or weapon of the row), or
 * null when the library refuses that shooting.
 */
export function unitOdds(cat: Catalogue, scenario: UnitScenario, shooter: string, target: string, choice: ShotChoice): UnitOddsView | null {
  return withUnitGame(scenario, (game, scenario) => game.odds(cat, scenario, shooter, target, choice));
}
