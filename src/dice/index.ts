/**
 * Seeded dice, the rules-description type and its two interpreters.
 *
 * @example
 * import { cachedProcess, diceFromSeed, DONE, exactArithmetic, odds, roll, thresholdRoll } from 'marksman/dice';
 * const toHit = cachedProcess(
 *   (hit: boolean | null) => String(hit),
 *   (hit) => (hit === null ? thresholdRoll(6, 'to hit', 4, { outcome: 'miss', next: false }, { outcome: 'hit', next: true }) : DONE),
 * );
 * odds(toHit, null, exactArithmetic); // hit and miss, each { num: 1n, den: 2n }
 * roll(toHit, null, diceFromSeed(42)).trace; // [{ kind: 'die', check: 'to hit', sides: 6, face: 4, outcome: 'hit' }]
 *
 * @module marksman/dice
 */
export { floatArithmetic, floatsByDefault, exactArithmetic, type Arithmetic } from './arithmetic.js';
export { DiceCursor, diceFromSeed, isSeed, SEED_MAX, SEED_MIN, type DiceState } from './dice-state.js';
export { addShiftedCounts, atLeast, convolveCounts, countDistribution, countMean, probability, totalProbability } from './distribution.js';
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
  rationalDiv,
  rationalEquals,
  rationalMul,
  rationalSub,
  rationalToNumber,
  rationalToString,
  type Rational,
} from './rational.js';
export { rollRepeat, rollRepeatQuietly, type Repeat, type RepeatRoll, type RoundRoll } from './repeat.js';
export { repeatOdds, repeatOddsRoundByRound, type CountedEnd } from './series-odds.js';
export { roll, rollQuietly, type RollResult, type TraceEntry } from './roll.js';
export { CompiledProcess } from './compiled.js';
