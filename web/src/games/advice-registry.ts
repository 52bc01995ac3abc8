/**
 * Each game's way to the advisor (`AdviceWay`, the `advice` of its `WebGame`), by id: the
 * registry the advisor's worker loads, apart from registry.ts so the worker carries no
 * calculator and no unit page. The cast in `withAdvice` is registry.ts's, for the advisor.
 */
import { battleaxeAdvice } from './battleaxe/advice.js';
import { mordheimAdvice } from './mordheim/advice.js';
import { ninthAgeAdvice } from './ninth-age/advice.js';
import type { AdviceWay, GameId } from './web-game.js';
import type { ExposureWithheld } from '../../../i18n/web-advisor.js';
import type { Game, GameScenario } from '../../../src/engine/index.js';
import type { Scenario } from '../../../src/scenario/index.js';

const ADVICE = {
  mordheim: mordheimAdvice,
  battleaxe: battleaxeAdvice,
  'ninth-age': ninthAgeAdvice,
} as const satisfies { readonly [G in GameId]: AdviceWay<G> };

/**
 * What needs no scenario of the game's own: whether its profiles carry the move, and the page's
 * choice of a shot for a way the advisor names.
 *
 * @example
 * adviceFacts('battleaxe').choiceOf('volley'); // { volley: true }
 */
export function adviceFacts(game: GameId): Pick<AdviceWay<GameId>, 'moveInProfile' | 'choiceOf'> {
  return ADVICE[game];
}

/**
 * Why the exposure map is not asked for the shooter on this battle (`AdviceWay.exposureWithheld`),
 * or null when it is.
 *
 * @example
 * exposureWithheld(captainShoots, 'militia/1'); // 'joined-character'
 * exposureWithheld(captainShoots, 'militia'); // null
 */
export function exposureWithheld(scenario: Scenario, shooter: string): ExposureWithheld | null {
  const way = ADVICE[scenario.game] as AdviceWay<GameId>;
  return way.exposureWithheld(scenario, shooter);
}

/**
 * A scenario handed to its game's way to the advisor. The entry under a game's id takes exactly
 * the scenarios that name that game; the callback, generic over the scenario, cannot mix them.
 *
 * @example
 * withAdvice(scenario, (game, s) => heatMap(game, s, 'marksman', { goal: 'out-of-action' }));
 */
export function withAdvice<R>(scenario: Scenario, use: <S extends GameScenario>(game: Game<S>, scenario: S) => R): R {
  const way = ADVICE[scenario.game] as AdviceWay<GameId>;
  return use(way.game, scenario);
}
