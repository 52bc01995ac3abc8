import { addShiftedCounts, convolveCounts, countDistribution, repeatOdds, type Arithmetic, type CountedEnd, type Distribution, type OddsMemo, type Process, type Repeat } from '../../dice/index.js';
import { unitAfterSeries, unitDamageKey, type UnitDamage, type UnitSlot } from '../shared/index.js';
import type { NinthAgeAttack } from './attack-types.js';
import type { NinthAgeCheck, NinthAgeOutcome } from './explanation.js';
import { shotProcess, shotStart, type AreaProgress, type NinthAgeShotState } from './shot.js';

/** The shot process of one volley. */
export type ShotProcess = Process<NinthAgeShotState, NinthAgeCheck, NinthAgeOutcome>;

/**
 * One process per volley (each has its own to-hit analysis and weapon).
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Crossbow (4+)', models: 10, target: { models: 20, profile: { Res: 3, Arm: 2, Aegis: 5 } }, circumstances: { longRange: true, cover: 'soft' } });
 * shotProcesses(attack).length; // 1: one volley
 */
export function shotProcesses(attack: NinthAgeAttack): ShotProcess[] {
  return attack.volleys.map((_, index) => shotProcess(attack, index));
}

/**
 * The shots of one volley as a series: each starts from the unit as the last one left it.
 * Nothing stops the series early: all the dice of a step are thrown together (facts B1), so a
 * shot at a unit already destroyed is still rolled and counted, and simply does nothing.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Crossbow (4+)', models: 10, target: { models: 20, profile: { Res: 3, Arm: 2, Aegis: 5 } }, circumstances: { longRange: true, cover: 'soft' } });
 * const volley = volleyRepeat(attack, 0, targetStart(attack.target));
 * rollRepeat(volley, diceFromSeed(42)).rounds.map((round) => round.end.hit); // ten shots: two hits, eight misses
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
export type ShotCount = (end: Pick<NinthAgeShotState, 'hit' | 'wound' | 'save'> & { readonly area?: AreaProgress | null }) => number;
const hitOnce = (hit: NinthAgeShotState['hit']) => (hit === 'hit' || hit === 'poisoned' ? 1 : 0);
const woundOnce = (wound: NinthAgeShotState['wound']) => (wound === 'wound' || wound === 'lethal' || wound === 'poisoned' ? 1 : 0);
/** 1 when the shot hit (a poisoned hit too), else 0; an Area Attack's hits when it hit. */
export const countHits: ShotCount = (end) => (end.area ? hitOnce(end.hit) * end.area.hits : hitOnce(end.hit));
/** 1 when the shot wounded (lethal and poisoned wounds too), else 0; an Area Attack adds its earlier hits' wounds. */
export const countWounds: ShotCount = (end) => (end.area?.wounds ?? 0) + woundOnce(end.wound);
/** 1 when the wound got past both saves, else 0; an Area Attack adds its earlier hits' unsaved wounds. */
export const countUnsaved: ShotCount = (end) => (end.area?.unsaved ?? 0) + (end.save === 'unsaved' ? 1 : 0);

/**
 * The exact joint distribution of the target unit after the whole shooting and of `count`
 * summed over every shot: each volley is a `repeatOdds` series from each unit state the
 * volleys before it can leave, and the counts are added up across volleys.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Crossbow (4+)', models: 10, target: { models: 20, profile: { Res: 3, Arm: 2, Aegis: 5 } }, circumstances: { longRange: true, cover: 'soft' } });
 * const ends = attackOdds(attack, targetStart(attack.target), countUnsaved, floatArithmetic, new OddsMemo(floatArithmetic));
 * countMean(countDistribution(ends, (end) => end.count, floatArithmetic), floatArithmetic); // 0.617…: unsaved wounds on average
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
        addShiftedCounts(entry.counts, counts, state.count, p, arithmetic);
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

/** A unit with no model left: a shot at it is still rolled and counted, and changes nothing. */
const EMPTY_UNIT: UnitDamage = { models: 0, onCurrent: 0 };

/**
 * The distribution of `count` summed over every shot of every volley, without the unit: no
 * die reads the unit, so each volley is weighed at an empty one (its rounds alike, combined at
 * once) and the volleys' counts are added by convolution.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Crossbow (4+)', models: 10, target: { models: 20, profile: { Res: 3, Arm: 2, Aegis: 5 } }, circumstances: { longRange: true, cover: 'soft' } });
 * countMean(attackCount(attack, countUnsaved, floatArithmetic, new OddsMemo(floatArithmetic)), floatArithmetic); // 0.617…: unsaved wounds on average
 */
export function attackCount<N>(attack: NinthAgeAttack, count: ShotCount, arithmetic: Arithmetic<N>, memo: OddsMemo<N>, processes: readonly ShotProcess[] = shotProcesses(attack)): N[] {
  let total: N[] = [arithmetic.one];
  attack.volleys.forEach((_, index) => {
    const volley = countDistribution(repeatOdds(volleyRepeat(attack, index, EMPTY_UNIT, processes[index]), count, arithmetic, memo), (end) => end.count, arithmetic);
    total = convolveCounts(total, volley, arithmetic);
  });
  return total;
}

/** Where a shot keeps the target unit. */
const UNIT_SLOT: UnitSlot<NinthAgeShotState> = { unitOf: (state) => state.unit, withUnit: (state, unit) => ({ ...state, unit }) };

/**
 * The target unit after the whole shooting, every volley in turn, with its chance.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Crossbow (4+)', models: 10, target: { models: 20, profile: { Res: 3, Arm: 2, Aegis: 5 } }, circumstances: { longRange: true, cover: 'soft' } });
 * attackUnit(attack, targetStart(attack.target), floatArithmetic, new OddsMemo(floatArithmetic)); // [{ state: { models: 20, onCurrent: 0 }, p: 0.51… }, …]
 */
export function attackUnit<N>(attack: NinthAgeAttack, start: UnitDamage, arithmetic: Arithmetic<N>, memo: OddsMemo<N>, processes: readonly ShotProcess[] = shotProcesses(attack)): Distribution<UnitDamage, N> {
  const volleys = attack.volleys.map((_, index) => volleyRepeat(attack, index, start, processes[index]));
  return unitAfterSeries(volleys, start, UNIT_SLOT, arithmetic, memo);
}

/** What one shot did, as reports list it; an Area Attack's hits (the last one's in `hit`, `wound`, `save`, `damage`). */
export type ShotSummary = Pick<NinthAgeShotState, 'hit' | 'wound' | 'save' | 'damage' | 'unit'> & { readonly area?: AreaProgress };

/**
 * The parts of a shot's end state a report lists: what the hit, wound and save did, its damage, the unit after.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Crossbow (4+)', models: 10, target: { models: 20, profile: { Res: 3, Arm: 2, Aegis: 5 } }, circumstances: { longRange: true, cover: 'soft' } });
 * const [first] = rollRepeat(volleyRepeat(attack, 0, targetStart(attack.target)), diceFromSeed(42)).rounds;
 * if (first) summariseShot(first.end); // { hit: 'miss', wound: 'none', save: 'none', damage: 0, unit: { models: 20, onCurrent: 0 } }
 */
export function summariseShot(end: NinthAgeShotState): ShotSummary {
  const { hit, wound, save, damage, unit, area } = end;
  return { hit, wound, save, damage, unit, ...(area ? { area } : {}) };
}
