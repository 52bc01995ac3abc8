/** Mordheim and the advisor: the library's game, whose own `GameAdvice` moves a shooter; a warrior's profile holds its Movement (M). */
import { mordheimGame } from '../../../../src/engine/index.js';
import type { AdviceWay } from '../web-game.js';

export const mordheimAdvice: AdviceWay<'mordheim'> = {
  id: 'mordheim',
  game: mordheimGame,
  moveInProfile: true,
  // A warrior's shot is named by the weapon in its hands.
  choiceOf: (way) => (way === null ? {} : { weapon: way }),
  exposureWithheld: () => null,
};
