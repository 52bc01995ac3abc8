/**
 * Mordheim on the page. Its battles are warbands of warriors, played on the page's own table
 * (web/src/logic/session.ts, shooting.ts and battle-file.ts, which hold only Mordheim), so the
 * registry needs only its name and its calculator from here.
 */
import { mordheimAdvice } from './advice.js';
import type { WebGame } from '../web-game.js';
import { mordheimCalculator } from './calculator.js';

export const mordheimWeb: WebGame<'mordheim'> = {
  id: 'mordheim',
  calculator: mordheimCalculator,
  advice: mordheimAdvice,
};
