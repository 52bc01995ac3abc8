/** The Ninth Age and the advisor: the library's game, whose own `GameAdvice` moves a shooter; the page asks for the unit's Advance Rate (March and Shoot marches twice that). */
import { ninthAgeGame } from '../../../../src/engine/index.js';
import { ninthAgeShooter } from '../../../../src/games/ninth-age/index.js';
import type { AdviceWay } from '../web-game.js';

export const ninthAgeAdvice: AdviceWay<'ninth-age'> = {
  id: 'ninth-age',
  game: ninthAgeGame,
  moveInProfile: false,
  // The library's advice names a Ninth Age shot by its weapon's id (src/engine/ninth-age-advice.ts).
  choiceOf: (way) => (way === null ? {} : { weapon: way }),
  // A joined character shooting its own weapon (T-14) is rated and moved by the library's advice,
  // but its exposure map would count only shots aimed at the character itself, and the enemies
  // aim at its unit: every place would read as safe and hidden. The page says so instead.
  exposureWithheld: (scenario, shooter) => (scenario.kind === 'battle' && ninthAgeShooter(scenario.battle, shooter)?.joinedTo !== undefined ? 'joined-character' : null),
};
