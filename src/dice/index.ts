/**
 * Seeded dice, the rules-description type and its two interpreters.
 *
 * @example
 * import { diceFromSeed, odds, roll, exactArithmetic } from './dice/index.js';
 * const exact = odds(process, start, exactArithmetic);
 * const { end, trace } = roll(process, start, diceFromSeed(7));
 */
export { floatArithmetic, floatsByDefault, exactArithmetic, type Arithmetic } from './arithmetic.js';
export { DiceCursor, diceFromSeed, isSeed, SEED_MAX, SEED_MIN, type DiceState } from './dice-state.js';
export { atLeast, countDistribution, countMean, probability, totalProbability } from './distribution.js';
export { memoisedOdds, odds, OddsMemo, type Distribution, type Weighted } from './odds.js';
export {
  autoStep,
  branchesAreWellFormed,
  cachedProcess,
  DONE,
  thenStep,
  thresholdRoll,
  type AutoStep,
  type Branch,
  type Done,
  type Process,
  type RollStep,
  type Step,
  type Sub,
  type ThenStep,
} from './process.js';
export {
  parseRational,
  rational,
  RATIONAL_ONE,
  RATIONAL_ZERO,
  rationalAdd,
  rationalCompare,
  rationalEquals,
  rationalMul,
  rationalSub,
  rationalToNumber,
  rationalToString,
  type Rational,
} from './rational.js';
export { repeatOdds, rollRepeat, rollRepeatQuietly, type CountedEnd, type Repeat, type RepeatRoll, type RoundRoll } from './repeat.js';
export { roll, rollQuietly, type RollResult, type TraceEntry } from './roll.js';
