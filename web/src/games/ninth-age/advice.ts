/** The Ninth Age and the advisor: the library's game, whose own `GameAdvice` moves a shooter; the page asks for the unit's Advance Rate (March and Shoot marches twice that). */
import { ninthAgeGame } from '../../../../src/engine/index.js';
import type { AdviceWay } from '../web-game.js';

export const ninthAgeAdvice: AdviceWay<'ninth-age'> = {
  id: 'ninth-age',
  game: ninthAgeGame,
  moveInProfile: false,
  // The library's advice names a Ninth Age shot by its weapon's id (src/engine/ninth-age-advice.ts).
  choiceOf: (way) => (way === null ? {} : { weapon: way }),
};
