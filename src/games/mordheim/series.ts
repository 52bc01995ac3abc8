import type { Repeat } from '../../dice/index.js';
import type { MordheimAttack } from './attack-types.js';
import type { MordheimCheck, MordheimOutcome } from './explanation.js';
import { shotProcess, shotStart, type ShotState } from './shot.js';

/**
 * Shots at the same model in one turn, as one description for both interpreters. Each
 * shot starts from the target as the last one left it; the series ends early when the
 * model goes out of action (it leaves the table, and the shooter would have to pick
 * another target).
 */
export function mordheimSeries(attack: MordheimAttack, shot = shotProcess(attack)): Repeat<ShotState, MordheimCheck, MordheimOutcome> {
  return {
    process: shot,
    start: shotStart({ condition: attack.target.condition, woundsLeft: attack.target.woundsLeft }, false),
    times: attack.shots,
    carry: (end) => shotStart(end.target, end.criticalUsed),
    stop: (start) => start.target.condition === 'out-of-action',
  };
}

/** What one shot of a series did, as reports list it. */
export type ShotSummary = Pick<ShotState, 'hit' | 'wound' | 'critical' | 'save' | 'woundsCaused' | 'target'>;

export function summariseShot(end: ShotState): ShotSummary {
  const { hit, wound, critical, save, woundsCaused, target } = end;
  return { hit, wound, critical, save, woundsCaused, target };
}

/** Counts a series adds up, one round at a time. */
export const countHits = (end: ShotState): number => (end.hit === 'hit' ? 1 : 0);
export const countWounds = (end: ShotState): number => end.woundsCaused;
