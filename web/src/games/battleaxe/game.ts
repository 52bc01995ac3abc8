/** Battleaxe on the page: its calculator, and its battles of units on the unit page. */
import { battleaxeAdvice } from './advice.js';
import type { UnitWebGame } from '../web-game.js';
import { battleaxeCalculator } from './calculator.js';
import { battleaxeUnits, type BattleaxeUnitTypes } from './units.js';

export const battleaxeWeb: UnitWebGame<'battleaxe', BattleaxeUnitTypes> = {
  id: 'battleaxe',
  calculator: battleaxeCalculator,
  advice: battleaxeAdvice,
  units: battleaxeUnits,
};
