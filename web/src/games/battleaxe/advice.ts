/** Battleaxe and the advisor: the library's game, whose own `GameAdvice` moves a shooter; a unit's profile holds no move: the page asks how far it moves. */
import { battleaxeGame } from '../../../../src/engine/index.js';
import type { AdviceWay } from '../web-game.js';

export const battleaxeAdvice: AdviceWay<'battleaxe'> = {
  id: 'battleaxe',
  game: battleaxeGame,
  moveInProfile: false,
  // The library's advice names a Battleaxe shot by how it is fired (src/engine/battleaxe-advice.ts).
  choiceOf: (way) => (way === 'volley' ? { volley: true } : way === 'direct' ? { volley: false } : {}),
  exposureWithheld: () => null,
};
