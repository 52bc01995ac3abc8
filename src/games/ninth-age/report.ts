import {
  countDistribution,
  diceFromSeed,
  odds,
  OddsMemo,
  probability,
  roll,
  rollRepeat,
  type Arithmetic,
  type DiceState,
  type TraceEntry,
  floatsByDefault,
} from '../../dice/index.js';
import { countOdds, type CountOdds, type UnitDamage } from '../shared/index.js';
import { analyseVolley, type VolleyAnalysis } from './analysis.js';
import { targetStart, type NinthAgeAttack } from './attack-types.js';
import { NINTH_AGE_STEPS, type NinthAgeCheck, type NinthAgeOutcome } from './explanation.js';
import { attackCount, attackUnit, countHits, countUnsaved, countWounds, shotProcesses, summariseShot, volleyRepeat, type ShotSummary } from './series.js';
import { panicOdds, panicTaken, panicThreshold, type PanicOdds, type PanicThreshold } from './panic.js';
import { shotStart, type NinthAgeShotState } from './shot.js';
import { MISFIRE_RESULTS, SHOTS_ROLL_START, shotsRollProcess, type MisfireResult, type ShotsRollState } from './shots-roll.js';
import type { NinthAgeVolley } from './attack-types.js';
import { firerHarm, type FirerHarm } from './firer.js';
import { weaponHas, type ShotsDice } from './weapons.js';

/** The chances of one shot of a volley at the target as it stands before the shooting. */
export interface NinthAgeShotOdds<N> {
  readonly outOfRange: N;
  readonly cannotHit: N;
  readonly miss: N;
  /** Hits, poisoned ones included. */
  readonly hit: N;
  readonly poisoned: N;
  readonly noWound: N;
  /** Wounds, lethal and poisoned ones included. */
  readonly wound: N;
  readonly lethal: N;
  readonly armourSaved: N;
  readonly specialSaved: N;
  readonly unsaved: N;
  /** `damage[k]`: the chance the shot costs the unit k Health Points. */
  readonly damage: readonly N[];
  /** A Cannon's or a Catapult's natural 1: the shot Misfires (0 for any other weapon), and each result of the Misfire Table. */
  readonly misfire: N;
  readonly misfireResults: Readonly<Record<MisfireResult, N>>;
  /**
   * An Area Attack (or a Catapult): the chance of a hit and of a Partial Hit that hit, and
   * `hits[k]` of the shot inflicting k hits. A shot is then several hits: `wound` and `unsaved`
   * are the chance of at least one, `damage` the Health Points the shot costs, and the other
   * chances are of its last hit.
   */
  readonly area?: { readonly full: N; readonly partial: N; readonly hits: readonly N[] };
}

/** The chances over the whole shooting: hits, wounds, unsaved wounds, Health Points and models lost. */
export interface NinthAgeSeriesOdds<N> {
  /** Every volley's shots; with shots rolled on dice, the most they can give (`shotsRolled` weighs them). */
  readonly shots: number;
  /** With shots rolled on dice: the chance of each number of shots over the whole shooting; else null. */
  readonly shotsRolled: CountOdds<N> | null;
  readonly hits: CountOdds<N>;
  readonly wounds: CountOdds<N>;
  readonly unsaved: CountOdds<N>;
  /** Health Points the unit lost (wounds beyond the last model are lost too, T-8). */
  readonly hpLost: CountOdds<N>;
  readonly modelsRemoved: CountOdds<N>;
  /** The whole unit removed. */
  readonly destroyed: N;
  /** A Panic Test forced by the casualties, and failed. */
  readonly panic: PanicOdds<N>;
}

/**
 * One model's roll for its shots (a volley whose weapon's shots are dice): the chance of each
 * number of shots, and for a Volley Gun of its −1 to hit and of a Misfire and its result.
 */
export interface NinthAgeShotsRollOdds<N> {
  readonly dice: ShotsDice;
  readonly volleyGun: boolean;
  readonly shots: CountOdds<N>;
  readonly volleyGunSix: N;
  readonly misfire: N;
  readonly misfireResults: Readonly<Record<MisfireResult, N>>;
}

/** One volley's analysis and the chances of one of its shots (without a Volley Gun's −1), and its shots roll if any. */
export interface NinthAgeVolleyOdds<N> {
  readonly analysis: VolleyAnalysis;
  readonly shot: NinthAgeShotOdds<N>;
  readonly shotsRoll: NinthAgeShotsRollOdds<N> | null;
}

/** What {@link ninthAgeOdds} returns: each volley, and the whole shooting. */
export interface NinthAgeOddsReport<N> {
  readonly volleys: readonly NinthAgeVolleyOdds<N>[];
  readonly series: NinthAgeSeriesOdds<N>;
  /** What the shooting certainly costs the firer (Dying Embers); null when nothing. */
  readonly firer: FirerHarm | null;
}

/**
 * Every volley's analysis, in volley order.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Crossbow (4+)', models: 10, target: { models: 20, profile: { Res: 3, Arm: 2, Aegis: 5 } }, circumstances: { longRange: true, cover: 'soft' } });
 * analyseAttack(attack)[0]?.toHit.needed; // 6
 */
export function analyseAttack(attack: NinthAgeAttack): VolleyAnalysis[] {
  return attack.volleys.map((volley) => analyseVolley(attack, volley));
}

/**
 * Health Points a unit lost between two of its states.
 *
 * @example
 * hpLostBetween({ models: 20, onCurrent: 0 }, { models: 18, onCurrent: 1 }, 2); // 5: two models of 2 HP, and 1 on the next
 */
export function hpLostBetween(before: UnitDamage, after: UnitDamage, hp: number): number {
  return (before.models - after.models) * hp + after.onCurrent - before.onCurrent;
}

/**
 * Exact odds of a unit's shooting: each volley's single shot, and the whole shooting (hits,
 * wounds, unsaved wounds, Health Points lost, models removed; at least N; means).
 *
 * @example
 * const report = ninthAgeOdds(ninthAgeAttack({ weapon: 'Throwing Weapons (5+)', target: { profile: { Res: 3 } } }), exactArithmetic);
 * rationalToString(report.series.hits.atLeast[1]!); // "5/9": two shots at 5+
 */
export function ninthAgeOdds<N = number>(attack: NinthAgeAttack, arithmetic: Arithmetic<N> = floatsByDefault<N>()): NinthAgeOddsReport<N> {
  const memo = new OddsMemo(arithmetic);
  const processes = shotProcesses(attack);
  const start = targetStart(attack.target);
  const volleys = attack.volleys.map((volley, index): NinthAgeVolleyOdds<N> => {
    const dist = odds(processes[index] as (typeof processes)[number], shotStart(start), arithmetic, memo);
    const p = (predicate: (s: NinthAgeShotState) => boolean) => probability(dist, predicate, arithmetic);
    const analysis = analyseVolley(attack, volley);
    const { area } = analysis;
    return {
      analysis,
      shot: {
        outOfRange: p((s) => s.hit === 'out-of-range'),
        cannotHit: p((s) => s.hit === 'cannot-hit'),
        miss: p((s) => s.hit === 'miss'),
        hit: p((s) => s.hit === 'hit' || s.hit === 'poisoned'),
        poisoned: p((s) => s.hit === 'poisoned'),
        noWound: p((s) => s.wound === 'failed'),
        wound: p((s) => s.wound === 'wound' || s.wound === 'lethal' || s.wound === 'poisoned'),
        lethal: p((s) => s.wound === 'lethal'),
        armourSaved: p((s) => s.save === 'armour'),
        specialSaved: p((s) => s.save === 'special'),
        unsaved: p((s) => s.save === 'unsaved'),
        damage: countDistribution(dist, (s) => (s.save === 'unsaved' ? s.damage : 0), arithmetic),
        misfire: p((s) => s.misfire !== null),
        misfireResults: Object.fromEntries(MISFIRE_RESULTS.map((result) => [result, p((s) => s.misfire === result)])) as Record<MisfireResult, N>,
        ...(area
          ? {
              wound: p((s) => countWounds(s) > 0),
              unsaved: p((s) => countUnsaved(s) > 0),
              damage: countDistribution(dist, (s) => hpLostBetween(start, s.unit, attack.target.profile.HP), arithmetic),
              area: { full: p((s) => s.area?.kind === 'full'), partial: p((s) => s.area?.kind === 'partial' && s.hit !== 'miss'), hits: countDistribution(dist, countHits, arithmetic) },
            }
          : {}),
      },
      shotsRoll: shotsRollOdds(volley, index, arithmetic),
    };
  });
  return { volleys, series: seriesOdds(attack, arithmetic), firer: firerHarm(attack) };
}

/** The volley's shots roll weighed, or null when its shots are a number. */
function shotsRollOdds<N>(volley: NinthAgeVolley, index: number, arithmetic: Arithmetic<N>): NinthAgeShotsRollOdds<N> | null {
  const { weapon } = volley.entry;
  if (weapon.shotsDice === undefined) return null;
  const volleyGun = weaponHas(weapon, 'volley-gun');
  const ends = odds(shotsRollProcess(index, weapon.shotsDice, volleyGun), SHOTS_ROLL_START, arithmetic);
  const p = (predicate: (s: ShotsRollState) => boolean) => probability(ends, predicate, arithmetic);
  const misfireResults = Object.fromEntries(MISFIRE_RESULTS.map((result) => [result, p((s) => s.misfire === result)])) as Record<MisfireResult, N>;
  return {
    dice: weapon.shotsDice,
    volleyGun,
    shots: countOdds(countDistribution(ends, (s) => s.shots, arithmetic), arithmetic),
    volleyGunSix: p((s) => s.volleyGunSix),
    misfire: p((s) => s.misfire !== null),
    misfireResults,
  };
}

/**
 * The attack once one model of volley `index` has rolled its shots: that model becomes a volley
 * of its own with the shots rolled (and a Volley Gun's −1), in the same place; the volley's other
 * models, if any, follow it still to roll.
 *
 * @example
 * // attack: a Volley Gun's (3D6*2) attack; end: its roll came to 14 shots with one natural 6
 * rolledAttack(attack, 0, end).volleys[0]; // { models: 1, shots: 14, volleyGunSix: true, entry: { weapon: { …, no shotsDice } }, … }
 */
export function rolledAttack(attack: NinthAgeAttack, index: number, end: Pick<ShotsRollState, 'shots' | 'volleyGunSix'>): NinthAgeAttack {
  const volley = attack.volleys[index];
  if (!volley) throw new RangeError(`no volley ${index}`);
  const { shotsDice: _rolled, ...weapon } = volley.entry.weapon;
  const one: NinthAgeVolley = { ...volley, entry: { ...volley.entry, weapon }, models: 1, shots: end.shots, volleyGunSix: end.volleyGunSix };
  const rest: NinthAgeVolley[] = volley.models > 1 ? [{ ...volley, models: volley.models - 1, shots: volley.shots - volley.shots / volley.models }] : [];
  return { ...attack, volleys: [...attack.volleys.slice(0, index), one, ...rest, ...attack.volleys.slice(index + 1)] };
}

/**
 * The whole shooting weighed. Shots rolled on dice are weighed first: the chances over each
 * number of shots (and a Volley Gun's −1) are mixed, each by the chance of its roll (one model
 * at a time, in volley order, as the roll throws them).
 */
function seriesOdds<N>(attack: NinthAgeAttack, arithmetic: Arithmetic<N>): NinthAgeSeriesOdds<N> {
  const index = attack.volleys.findIndex((v) => v.entry.weapon.shotsDice !== undefined && v.models > 0);
  const volley = attack.volleys[index];
  if (!volley?.entry.weapon.shotsDice) return fixedSeriesOdds(attack, arithmetic);
  const ends = odds(shotsRollProcess(index, volley.entry.weapon.shotsDice, weaponHas(volley.entry.weapon, 'volley-gun')), SHOTS_ROLL_START, arithmetic);
  // A Misfire's results differ only after the shooting: equal shots and −1 are weighed once.
  const alike = new Map<string, { end: ShotsRollState; p: N }>();
  for (const { state, p } of ends) {
    const key = `${state.shots}/${state.volleyGunSix}`;
    const seen = alike.get(key);
    alike.set(key, seen ? { end: seen.end, p: arithmetic.add(seen.p, p) } : { end: state, p });
  }
  const parts = [...alike.values()].map(({ end, p }) => ({ p, series: seriesOdds(rolledAttack(attack, index, end), arithmetic) }));
  return mixSeries(parts, attack.volleys.reduce((sum, v) => sum + v.shots, 0), arithmetic);
}

/** Several outcomes' odds mixed, each weighted by its chance. */
function mixSeries<N>(parts: readonly { readonly p: N; readonly series: NinthAgeSeriesOdds<N> }[], shots: number, arithmetic: Arithmetic<N>): NinthAgeSeriesOdds<N> {
  const mix = (pick: (s: NinthAgeSeriesOdds<N>) => readonly N[]): CountOdds<N> => {
    const exactly: N[] = [];
    for (const { p, series } of parts) {
      pick(series).forEach((q, k) => {
        exactly[k] = arithmetic.add(exactly[k] ?? arithmetic.zero, arithmetic.mul(p, q));
      });
    }
    return countOdds(exactly.map((q) => q ?? arithmetic.zero), arithmetic);
  };
  const weigh = (pick: (s: NinthAgeSeriesOdds<N>) => N) => parts.reduce((sum, { p, series }) => arithmetic.add(sum, arithmetic.mul(p, pick(series))), arithmetic.zero);
  const point = (series: NinthAgeSeriesOdds<N>): readonly N[] => series.shotsRolled?.exactly ?? Array.from({ length: series.shots + 1 }, (_, k) => (k === series.shots ? arithmetic.one : arithmetic.zero));
  return {
    shots,
    shotsRolled: mix(point),
    hits: mix((s) => s.hits.exactly),
    wounds: mix((s) => s.wounds.exactly),
    unsaved: mix((s) => s.unsaved.exactly),
    hpLost: mix((s) => s.hpLost.exactly),
    modelsRemoved: mix((s) => s.modelsRemoved.exactly),
    destroyed: weigh((s) => s.destroyed),
    panic: mixPanic(parts, arithmetic),
  };
}

/** The Panic Test's chances mixed as {@link mixSeries} mixes the counts: the threshold is the target's, alike in every part. */
function mixPanic<N>(parts: readonly { readonly p: N; readonly series: NinthAgeSeriesOdds<N> }[], arithmetic: Arithmetic<N>): PanicOdds<N> {
  const first = parts[0]!.series.panic;
  const weigh = (pick: (panic: PanicOdds<N>) => N) => parts.reduce((sum, { p, series }) => arithmetic.add(sum, arithmetic.mul(p, pick(series.panic))), arithmetic.zero);
  const failed = parts.every(({ series }) => series.panic.failed !== null) ? weigh((panic) => panic.failed!) : null;
  return { threshold: first.threshold, forced: weigh((panic) => panic.forced), failed, failUnknown: first.failUnknown };
}

/** The whole shooting when every volley's shots are a number. */
function fixedSeriesOdds<N>(attack: NinthAgeAttack, arithmetic: Arithmetic<N>): NinthAgeSeriesOdds<N> {
  const memo = new OddsMemo(arithmetic);
  const processes = shotProcesses(attack);
  const start = targetStart(attack.target);
  const hp = attack.target.profile.HP;
  // The counts and the unit are weighed apart: no die reads the unit, so each is a chain over
  // far fewer states than their joint distribution.
  const counted = (count: typeof countHits) => countOdds(attackCount(attack, count, arithmetic, memo, processes), arithmetic);
  const unit = attackUnit(attack, start, arithmetic, memo, processes);
  return {
    shots: attack.volleys.reduce((sum, v) => sum + v.shots, 0),
    shotsRolled: null,
    hits: counted(countHits),
    wounds: counted(countWounds),
    unsaved: counted(countUnsaved),
    hpLost: countOdds(countDistribution(unit, (after) => hpLostBetween(start, after, hp), arithmetic), arithmetic),
    modelsRemoved: countOdds(countDistribution(unit, (after) => start.models - after.models, arithmetic), arithmetic),
    destroyed: probability(unit, (after) => after.models === 0, arithmetic),
    panic: panicOdds(attack, unit, arithmetic),
  };
}

/** One rolled shot: its volley and number, every die, and what it did. */
export interface NinthAgeShotRoll {
  /** The volley (0-based) and the shot's number within it (1-based). */
  readonly volley: number;
  readonly index: number;
  readonly trace: readonly TraceEntry<NinthAgeCheck, NinthAgeOutcome>[];
  readonly result: ShotSummary;
}

/** One die (or a result needing none: `face` null) in a group, and which shot it belongs to. */
export interface NinthAgeDie {
  readonly volley: number;
  readonly shot: number;
  readonly face: number | null;
  readonly outcome: NinthAgeOutcome;
}

/** Dice thrown together: one step of the attack sequence with one same explanation. */
export interface NinthAgeDiceGroup {
  readonly check: NinthAgeCheck;
  readonly dice: readonly NinthAgeDie[];
}

/** One model's rolled shots (its weapon's shots are dice): its dice, the shots, a Volley Gun's −1 or Misfire. */
export interface NinthAgeShotsRoll {
  readonly volley: number;
  /** The model's number within its volley, from 1. */
  readonly model: number;
  readonly trace: readonly TraceEntry<NinthAgeCheck, NinthAgeOutcome>[];
  readonly shots: number;
  readonly volleyGunSix: boolean;
  readonly misfire: MisfireResult | null;
}

/** What {@link ninthAgeRoll} returns: each shot, the dice grouped as thrown, and the unit after. */
export interface NinthAgeRollReport {
  readonly seed: number;
  readonly analysis: readonly VolleyAnalysis[];
  /** The rolls for the number of shots, before those shots (none when every weapon's shots are a number). */
  readonly shotsRolls: readonly NinthAgeShotsRoll[];
  readonly shots: readonly NinthAgeShotRoll[];
  /** The same dice as players throw them: step by step (facts B1), one group per explanation. */
  readonly groups: readonly NinthAgeDiceGroup[];
  readonly start: UnitDamage;
  readonly unit: UnitDamage;
  readonly hits: number;
  readonly wounds: number;
  readonly unsaved: number;
  readonly hpLost: number;
  readonly modelsRemoved: number;
  /** The casualties force a Panic Test (docs/ninth-age.md, Panic); the test itself is not rolled. */
  readonly panic: { readonly threshold: PanicThreshold; readonly taken: boolean };
  /** What the shooting cost the firer (Dying Embers: certain, no die); null when nothing. */
  readonly firer: FirerHarm | null;
  readonly dice: DiceState;
}

/**
 * Regroups shot-by-shot traces step by step: all to-hit dice, then the second rolls, the
 * to-wound dice, the armour saves… as they are thrown at the table. Each die keeps its shot.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Crossbow (4+)', models: 10, target: { models: 20, profile: { Res: 3, Arm: 2, Aegis: 5 } }, circumstances: { longRange: true, cover: 'soft' } });
 * const report = ninthAgeRoll(attack, 42);
 * groupDice(report.shots).map((group) => group.check.step); // ['to-hit', 'to-wound', 'armour-save', 'special-save', 'health-points']
 */
export function groupDice(shots: readonly Pick<NinthAgeShotRoll, 'volley' | 'index' | 'trace'>[]): NinthAgeDiceGroup[] {
  const groups = new Map<string, { check: NinthAgeCheck; dice: NinthAgeDie[] }>();
  const visit = (entries: readonly TraceEntry<NinthAgeCheck, NinthAgeOutcome>[], volley: number, shot: number) => {
    for (const entry of entries) {
      if (entry.kind === 'group') {
        visit(entry.entries, volley, shot);
        continue;
      }
      const key = JSON.stringify(entry.check);
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { check: entry.check, dice: [] }));
      group.dice.push({ volley, shot, face: entry.kind === 'die' ? entry.face : null, outcome: entry.outcome });
    }
  };
  for (const shot of shots) visit(shot.trace, shot.volley, shot.index);
  const order = (g: { check: NinthAgeCheck }) => NINTH_AGE_STEPS.indexOf(g.check.step);
  // A stable sort keeps first appearance within a step.
  return [...groups.values()].sort((a, b) => order(a) - order(b));
}

/**
 * Rolls a unit's shooting with seeded dice and explains every die. The same attack and seed
 * give the same report.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Crossbow (4+)', models: 10, target: { models: 20, profile: { Res: 3, Arm: 2, Aegis: 5 } }, circumstances: { longRange: true, cover: 'soft' } });
 * const report = ninthAgeRoll(attack, 42);
 * report.groups[0]?.dice.map((die) => die.face); // [4, 3, 5, 1, 1, 4, 6, 6, 2, 5]: two 6s hit
 * report.modelsRemoved; // 1
 */
export function ninthAgeRoll(attack: NinthAgeAttack, dice: DiceState | number): NinthAgeRollReport {
  const from = typeof dice === 'number' ? diceFromSeed(dice) : dice;
  const start = targetStart(attack.target);
  const processes = shotProcesses(attack);
  let unit = start;
  let current = from;
  const shots: NinthAgeShotRoll[] = [];
  const shotsRolls: NinthAgeShotsRoll[] = [];
  const fire = (fired: NinthAgeAttack, volley: number, process: (typeof processes)[number] | undefined, first: number) => {
    const result = rollRepeat(volleyRepeat(fired, volley, unit, process), current);
    for (const round of result.rounds) shots.push({ volley, index: first + round.index, trace: round.trace, result: summariseShot(round.end) });
    unit = result.final.unit;
    current = result.dice;
    return result.rounds.length;
  };
  attack.volleys.forEach((entry, volley) => {
    const dice = entry.entry.weapon.shotsDice;
    if (dice === undefined) {
      fire(attack, volley, processes[volley], 0);
      return;
    }
    // Each model rolls its shots, then shoots them (one volley of its own: a Volley Gun's −1 is its roll's).
    const rollShots = shotsRollProcess(volley, dice, weaponHas(entry.entry.weapon, 'volley-gun'));
    let fired = 0;
    for (let model = 1; model <= entry.models; model += 1) {
      const rolled = roll(rollShots, SHOTS_ROLL_START, current);
      current = rolled.dice;
      const { shots: count, volleyGunSix, misfire } = rolled.end;
      shotsRolls.push({ volley, model, trace: rolled.trace, shots: count, volleyGunSix, misfire });
      fired += fire(rolledAttack(attack, volley, rolled.end), volley, undefined, fired);
    }
  });
  const sum = (count: (end: ShotSummary) => number) => shots.reduce((total, s) => total + count(s.result), 0);
  const hpLost = hpLostBetween(start, unit, attack.target.profile.HP);
  const threshold = panicThreshold(attack);
  return {
    seed: from.seed,
    analysis: analyseAttack(attack),
    shotsRolls,
    shots,
    groups: groupDice([...shotsRolls.map((r) => ({ volley: r.volley, index: 0, trace: r.trace })), ...shots]),
    start,
    unit,
    hits: sum(countHits),
    wounds: sum(countWounds),
    unsaved: sum(countUnsaved),
    hpLost,
    modelsRemoved: start.models - unit.models,
    panic: { threshold, taken: panicTaken(threshold, hpLost, unit.models) },
    firer: firerHarm(attack),
    dice: current,
  };
}
