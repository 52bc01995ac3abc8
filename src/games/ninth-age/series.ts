import { repeatOdds, type Arithmetic, type CountedEnd, type Distribution, type OddsMemo, type Process, type Repeat } from '../../dice/index.js';
import { unitDamageKey, type UnitDamage } from '../shared/index.js';
import type { NinthAgeAttack } from './attack-types.js';
import type { NinthAgeCheck, NinthAgeOutcome } from './explanation.js';
import { shotProcess, shotStart, type NinthAgeShotState } from './shot.js';

export type ShotProcess = Process<NinthAgeShotState, NinthAgeCheck, NinthAgeOutcome>;

/** One process per volley (each has its own to-hit analysis and weapon). */
export function shotProcesses(attack: NinthAgeAttack): ShotProcess[] {
  return attack.volleys.map((_, index) => shotProcess(attack, index));
}

/**
 * The shots of one volley as a series: each starts from the unit as the last one left it.
 * Nothing stops the series early: all the dice of a step are thrown together (facts B1), so a
 * shot at a unit already destroyed is still rolled and counted, and simply does nothing.
 */
export function volleyRepeat(attack: NinthAgeAttack, index: number, unit: UnitDamage, process: ShotProcess = shotProcess(attack, index)): Repeat<NinthAgeShotState, NinthAgeCheck, NinthAgeOutcome> {
  return {
    process,
    start: shotStart(unit),
    times: attack.volleys[index]?.shots ?? 0,
    carry: (end) => shotStart(end.unit),
    stop: () => false,
  };
}

/** Counts the series adds up, one shot at a time. */
export type ShotCount = (end: Pick<NinthAgeShotState, 'hit' | 'wound' | 'save'>) => number;
export const countHits: ShotCount = (end) => (end.hit === 'hit' || end.hit === 'poisoned' ? 1 : 0);
export const countWounds: ShotCount = (end) => (end.wound === 'wound' || end.wound === 'lethal' || end.wound === 'poisoned' ? 1 : 0);
export const countUnsaved: ShotCount = (end) => (end.save === 'unsaved' ? 1 : 0);

/**
 * The exact joint distribution of the target unit after the whole shooting and of `count`
 * summed over every shot: each volley is a `repeatOdds` series from each unit state the
 * volleys before it can leave, and the counts are added up across volleys.
 */
export function attackOdds<N>(
  attack: NinthAgeAttack,
  start: UnitDamage,
  count: ShotCount,
  arithmetic: Arithmetic<N>,
  memo: OddsMemo<N>,
  processes: readonly ShotProcess[] = shotProcesses(attack),
): Distribution<CountedEnd<UnitDamage>, N> {
  let current = new Map<number, { unit: UnitDamage; counts: N[] }>([[unitDamageKey(start), { unit: start, counts: [arithmetic.one] }]]);
  attack.volleys.forEach((_, index) => {
    const next = new Map<number, { unit: UnitDamage; counts: N[] }>();
    for (const { unit, counts } of current.values()) {
      for (const { state, p } of repeatOdds(volleyRepeat(attack, index, unit, processes[index]), count, arithmetic, memo)) {
        const after = state.state.unit;
        const key = unitDamageKey(after);
        let entry = next.get(key);
        if (!entry) next.set(key, (entry = { unit: after, counts: [] }));
        const target = entry.counts;
        counts.forEach((q, k) => {
          const at = k + state.count;
          while (target.length <= at) target.push(arithmetic.zero);
          target[at] = arithmetic.add(target[at] as N, arithmetic.mul(q, p));
        });
      }
    }
    current = next;
  });
  const result: { state: CountedEnd<UnitDamage>; p: N }[] = [];
  for (const { unit, counts } of current.values()) {
    counts.forEach((p, c) => {
      if (!arithmetic.isZero(p)) result.push({ state: { state: unit, count: c }, p });
    });
  }
  return result;
}

/** What one shot did, as reports list it. */
export type ShotSummary = Pick<NinthAgeShotState, 'hit' | 'wound' | 'save' | 'damage' | 'unit'>;

export function summariseShot(end: NinthAgeShotState): ShotSummary {
  const { hit, wound, save, damage, unit } = end;
  return { hit, wound, save, damage, unit };
}
