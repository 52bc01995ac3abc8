import {
  countDistribution,
  diceFromSeed,
  odds,
  OddsMemo,
  probability,
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
}

/** The chances over the whole shooting: hits, wounds, unsaved wounds, Health Points and models lost. */
export interface NinthAgeSeriesOdds<N> {
  readonly shots: number;
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

/** One volley's analysis and the chances of one of its shots. */
export interface NinthAgeVolleyOdds<N> {
  readonly analysis: VolleyAnalysis;
  readonly shot: NinthAgeShotOdds<N>;
}

/** What {@link ninthAgeOdds} returns: each volley, and the whole shooting. */
export interface NinthAgeOddsReport<N> {
  readonly volleys: readonly NinthAgeVolleyOdds<N>[];
  readonly series: NinthAgeSeriesOdds<N>;
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
  const hp = attack.target.profile.HP;
  const volleys = attack.volleys.map((volley, index): NinthAgeVolleyOdds<N> => {
    const dist = odds(processes[index] as (typeof processes)[number], shotStart(start), arithmetic, memo);
    const p = (predicate: (s: NinthAgeShotState) => boolean) => probability(dist, predicate, arithmetic);
    return {
      analysis: analyseVolley(attack, volley),
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
      },
    };
  });
  // The counts and the unit are weighed apart: no die reads the unit, so each is a chain over
  // far fewer states than their joint distribution.
  const counted = (count: typeof countHits) => countOdds(attackCount(attack, count, arithmetic, memo, processes), arithmetic);
  const unit = attackUnit(attack, start, arithmetic, memo, processes);
  return {
    volleys,
    series: {
      shots: attack.volleys.reduce((sum, v) => sum + v.shots, 0),
      hits: counted(countHits),
      wounds: counted(countWounds),
      unsaved: counted(countUnsaved),
      hpLost: countOdds(countDistribution(unit, (after) => hpLostBetween(start, after, hp), arithmetic), arithmetic),
      modelsRemoved: countOdds(countDistribution(unit, (after) => start.models - after.models, arithmetic), arithmetic),
      destroyed: probability(unit, (after) => after.models === 0, arithmetic),
      panic: panicOdds(attack, unit, arithmetic),
    },
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

/** What {@link ninthAgeRoll} returns: each shot, the dice grouped as thrown, and the unit after. */
export interface NinthAgeRollReport {
  readonly seed: number;
  readonly analysis: readonly VolleyAnalysis[];
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
  attack.volleys.forEach((_, volley) => {
    const result = rollRepeat(volleyRepeat(attack, volley, unit, processes[volley]), current);
    for (const round of result.rounds) shots.push({ volley, index: round.index, trace: round.trace, result: summariseShot(round.end) });
    unit = result.final.unit;
    current = result.dice;
  });
  const sum = (count: (end: ShotSummary) => number) => shots.reduce((total, s) => total + count(s.result), 0);
  const hpLost = hpLostBetween(start, unit, attack.target.profile.HP);
  const threshold = panicThreshold(attack);
  return {
    seed: from.seed,
    analysis: analyseAttack(attack),
    shots,
    groups: groupDice(shots),
    start,
    unit,
    hits: sum(countHits),
    wounds: sum(countWounds),
    unsaved: sum(countUnsaved),
    hpLost,
    modelsRemoved: start.models - unit.models,
    panic: { threshold, taken: panicTaken(threshold, hpLost, unit.models) },
    dice: current,
  };
}
