/** The Ninth Age on the page: its calculator, and its battles of units on the unit page. */
import { ninthAgeAdvice } from './advice.js';
import type { UnitWebGame } from '../web-game.js';
import { ninthAgeCalculator } from './calculator.js';
import { ninthAgeUnits, type NinthAgeUnitTypes } from './units.js';

export const ninthAgeWeb: UnitWebGame<'ninth-age', NinthAgeUnitTypes> = {
  id: 'ninth-age',
  calculator: ninthAgeCalculator,
  advice: ninthAgeAdvice,
  units: ninthAgeUnits,
};
