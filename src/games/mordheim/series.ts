import type { Repeat } from '../../dice/index.js';
import type { MordheimAttack } from './attack-types.js';
import type { MordheimCheck, MordheimOutcome } from './explanation.js';
import { shotProcess, shotStart, targetStateOf, type ShotState } from './shot.js';

/** A misfire (M-16) that leaves the weapon unable to fire again this turn: blown up, jammed or unloaded. */
export const misfireDisarms = (end: Pick<ShotState, 'misfire'>): boolean => end.misfire === 'explodes' || end.misfire === 'jammed' || end.misfire === 'reload';

/**
 * Shots at the same model in one turn, as one description for both interpreters. Each
 * shot starts from the target as the last one left it; the series ends early when the
 * model goes out of action (it leaves the table, and the shooter would have to pick
 * another target) or a misfire leaves the weapon unable to fire (M-16).
 *
 * @example
 * const series = mordheimSeries(mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 3, W: 1 } }, shots: 2 }));
 * rollRepeat(series, diceFromSeed(42)).rounds.length; // 1: the first shot took the target out of action
 */
export function mordheimSeries(attack: MordheimAttack, shot = shotProcess(attack)): Repeat<ShotState, MordheimCheck, MordheimOutcome> {
  return {
    process: shot,
    start: shotStart(targetStateOf(attack.target), false),
    times: attack.shots,
    // A disarming misfire rides on the next start only so that `stop` can see it.
    carry: (end) => (misfireDisarms(end) ? { ...shotStart(end.target, end.criticalUsed), misfire: end.misfire } : shotStart(end.target, end.criticalUsed)),
    stop: (start) => start.target.condition === 'out-of-action' || misfireDisarms(start),
  };
}

/** What one shot of a series did, as reports list it. */
export type ShotSummary = Pick<ShotState, 'hit' | 'wound' | 'critical' | 'save' | 'woundsCaused' | 'target' | 'entangled' | 'dangerous'>;

/**
 * The parts of a shot's end state a report lists: what the hit, wound and save did, and the target after.
 *
 * @example
 * const series = mordheimSeries(mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 3, W: 1 } } }));
 * const [first] = rollRepeat(series, diceFromSeed(42)).rounds;
 * if (first) summariseShot(first.end); // { hit: 'hit', wound: 'wound', critical: 'none', save: 'no-save', woundsCaused: 1, target: { condition: 'out-of-action', woundsLeft: 0 }, entangled: false, dangerous: false }
 */
export function summariseShot(end: ShotState): ShotSummary {
  const { hit, wound, critical, save, woundsCaused, target, entangled, dangerous } = end;
  return { hit, wound, critical, save, woundsCaused, target, entangled, dangerous };
}

/**
 * 1 when the shot hit its target, else 0: the count `repeatOdds` sums into hits.
 *
 * @example
 * const series = mordheimSeries(mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 3, W: 1 } }, shots: 2 }));
 * countDistribution(repeatOdds(series, countHits), (end) => end.count, floatArithmetic); // P(0 hits), P(1 hit), P(2 hits)
 */
export const countHits = (end: ShotState): number => (end.hit === 'hit' ? 1 : 0);
/**
 * The wounds the shot took off the target (a critical's two count as two): summed into wounds.
 *
 * @example
 * const series = mordheimSeries(mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 4, W: 3 } }, shots: 2 }));
 * countDistribution(repeatOdds(series, countWounds), (end) => end.count, floatArithmetic); // P(0 wounds), P(1), …
 */
export const countWounds = (end: ShotState): number => end.woundsCaused;
