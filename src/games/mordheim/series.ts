import type { Repeat } from '../../dice/index.js';
import type { MordheimAttack } from './attack-types.js';
import type { MordheimCheck, MordheimOutcome } from './explanation.js';
import { shotProcess, shotStart, targetStateOf, type ShotState } from './shot.js';
import { weaponHas } from './weapons.js';

/** A misfire (M-16) that leaves the weapon unable to fire again this turn: blown up, jammed or unloaded. */
export const misfireDisarms = (end: Pick<ShotState, 'misfire'>): boolean => end.misfire === 'explodes' || end.misfire === 'jammed' || end.misfire === 'reload';

/**
 * The barrels an attack fires (M-17): a double-barrelled weapon fires both unless the attack
 * says one; every other weapon has one.
 *
 * @example
 * barrelsFired(mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'double-barrelled-pistol', target: { profile: { T: 3 } } })); // 2
 * barrelsFired(mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'double-barrelled-pistol', target: { profile: { T: 3 } }, barrels: 1 })); // 1
 * barrelsFired(mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'pistol', target: { profile: { T: 3 } } })); // 1
 */
export function barrelsFired(attack: Pick<MordheimAttack, 'weapon' | 'barrels'>): 1 | 2 {
  return weaponHas(attack.weapon, 'double-barrelled') ? (attack.barrels ?? 2) : 1;
}

/**
 * The rounds a series rolls: its shots, or a double-barrelled weapon's two barrels, each a
 * round of its own after their shared to-hit roll (M-17).
 *
 * @example
 * seriesRounds(mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 3 } }, shots: 2 })); // 2
 * seriesRounds(mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'double-barrelled-hunting-rifle', target: { profile: { T: 3 } } })); // 2
 */
export function seriesRounds(attack: Pick<MordheimAttack, 'weapon' | 'barrels' | 'shots'>): number {
  return barrelsFired(attack) === 2 ? 2 : attack.shots;
}

/**
 * Where the second barrel starts from the first's end (M-17, DB-a): both share the to-hit roll,
 * so after a hit the second is a hit of its own from the target's rolls to discard it on (with a
 * misfire's +1 Strength, which hangs on that roll); after anything else it is not rolled — its
 * start is marked `done`, which `stop` reads.
 */
function secondBarrelStart(end: ShotState): ShotState {
  const start = shotStart(end.target, end.criticalUsed, end.hit === 'hit' ? 'to-wound' : 'to-hit');
  return end.hit === 'hit' ? { ...start, misfire: end.misfire } : { ...start, stage: 'done', hit: end.hit, misfire: end.misfire };
}

/**
 * Shots at the same model in one turn, as one description for both interpreters. Each
 * shot starts from the target as the last one left it; the series ends early when the
 * model goes out of action (it leaves the table, and the shooter would have to pick
 * another target) or a misfire leaves the weapon unable to fire (M-16). Both barrels of a
 * double-barrelled weapon are two rounds sharing the first round's to-hit roll (M-17).
 *
 * @example
 * const series = mordheimSeries(mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 3, W: 1 } }, shots: 2 }));
 * rollRepeat(series, diceFromSeed(42)).rounds.length; // 1: the first shot took the target out of action
 */
export function mordheimSeries(attack: MordheimAttack, shot = shotProcess(attack)): Repeat<ShotState, MordheimCheck, MordheimOutcome> {
  const bothBarrels = barrelsFired(attack) === 2;
  return {
    process: shot,
    start: shotStart(targetStateOf(attack.target), false),
    times: seriesRounds(attack),
    // A disarming misfire rides on the next start only so that `stop` can see it.
    carry: bothBarrels
      ? secondBarrelStart
      : (end) => (misfireDisarms(end) ? { ...shotStart(end.target, end.criticalUsed), misfire: end.misfire } : shotStart(end.target, end.criticalUsed)),
    stop: (start) => start.stage === 'done' || start.target.condition === 'out-of-action' || misfireDisarms(start),
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
