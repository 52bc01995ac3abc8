import {
  countDistribution,
  diceFromSeed,
  odds,
  OddsMemo,
  probability,
  repeatOdds,
  rollRepeat,
  type Arithmetic,
  type CountedEnd,
  type DiceState,
  type Distribution,
  type TraceEntry,
  floatsByDefault,
} from '../../dice/index.js';
import { countOdds, unitAfterSeries, type CountOdds, type UnitDamage, type UnitSlot } from '../shared/index.js';
import { analyseAttack, type BattleaxeAnalysis } from './analysis.js';
import type { BattleaxeAttack } from './attack-types.js';
import { battleaxePanicOdds, battleaxePanicTaken, battleaxePanicThreshold, type BattleaxePanicOdds, type BattleaxePanicThreshold } from './panic.js';
import type { BattleaxeCheck, BattleaxeOutcome, BattleaxeStep } from './explanation.js';
import { batchOfRound, battleaxeSeries, countHits, countUnsaved, countWounds, targetDamage } from './series.js';
import type { ShotState } from './shot.js';

/** The chances of one shot of a batch (or one automatic hit), at the unit as it stands. */
export interface BattleaxeShotOdds<N> {
  readonly cannotHit: N;
  readonly hit: N;
  readonly cannotWound: N;
  readonly wound: N;
  readonly armourSaved: N;
  readonly wardSaved: N;
  /** Wounded and neither save held. */
  readonly unsaved: N;
}

/** The whole unit's shooting (or every automatic hit) at the target unit. */
export interface BattleaxeUnitOdds<N> {
  /** Dice rolled to hit (shots), or the most automatic hits there can be. */
  readonly rounds: number;
  readonly hits: CountOdds<N>;
  readonly wounds: CountOdds<N>;
  readonly unsaved: CountOdds<N>;
  readonly modelsRemoved: CountOdds<N>;
  /** P(no model left). */
  readonly destroyed: N;
  /** `woundsOnCurrent[k]`: P(the model in the line of fire is left with k wounds lost), models left or not. */
  readonly woundsOnCurrent: readonly N[];
  /** A Panic test forced by heavy casualties. */
  readonly panic: BattleaxePanicOdds<N>;
}

/** What {@link battleaxeOdds} returns: the analysis, each batch's first shot, and the whole unit's shooting. */
export interface BattleaxeOddsReport<N> {
  readonly analysis: BattleaxeAnalysis;
  /** One entry per batch; a single entry for automatic hits. */
  readonly shots: readonly BattleaxeShotOdds<N>[];
  readonly unit: BattleaxeUnitOdds<N>;
}

/** A unit with no model left: shots at it still hit, wound and go unsaved, but change nothing. */
const EMPTY_UNIT: UnitDamage = { models: 0, onCurrent: 0 };

/** Where a shot keeps the target unit. */
const UNIT_SLOT: UnitSlot<ShotState> = { unitOf: (state) => state.unit, withUnit: (state, unit) => ({ ...state, unit }) };

function shotOdds<N>(dist: Distribution<ShotState, N>, arithmetic: Arithmetic<N>): BattleaxeShotOdds<N> {
  const p = (predicate: (s: ShotState) => boolean) => probability(dist, predicate, arithmetic);
  return {
    cannotHit: p((s) => s.hit === 'cannot-hit'),
    hit: p((s) => s.hit === 'hit'),
    cannotWound: p((s) => s.wound === 'cannot-wound'),
    wound: p((s) => s.wound === 'wound'),
    armourSaved: p((s) => s.save === 'armour'),
    wardSaved: p((s) => s.save === 'ward'),
    unsaved: p((s) => s.save === 'unsaved'),
  };
}

function countOddsOf<N>(dist: Distribution<CountedEnd<ShotState>, N>, measure: (end: CountedEnd<ShotState>) => number, arithmetic: Arithmetic<N>): CountOdds<N> {
  return countOdds(countDistribution(dist, measure, arithmetic), arithmetic);
}

/** The first shot of each batch (or the first automatic hit), from the unit as it stands. */
function firstShots(attack: BattleaxeAttack): ShotState[] {
  const series = battleaxeSeries(attack);
  if (attack.kind === 'hits') {
    // A die of hits: the first hit starts where the roll for how many leaves the unit.
    return [series.start.stage === 'hits-roll' ? series.carry({ ...series.start, stage: 'done', cursor: 1 }) : series.start];
  }
  const starts: ShotState[] = [];
  let state = series.start;
  const batchOf = batchOfRound(attack);
  for (let round = 0; round < series.times; round += 1) {
    if (batchOf(round) === starts.length) starts.push(state);
    state = series.carry({ ...state, stage: 'done' });
  }
  return starts;
}

/**
 * Exact odds of an attack: one shot of each batch, and the whole unit's shooting — hits,
 * wounds, unsaved wounds and models removed, each exactly, at least, and on average.
 * Floats by default; pass `exactArithmetic` for fractions.
 *
 * @example
 * const attack = battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: 'short-bow', target: { profile: { T: 3 } } });
 * const report = battleaxeOdds(attack, exactArithmetic);
 * rationalToString(report.shots[0]!.hit); // "1/2" for BS 4+ in the open
 */
export function battleaxeOdds<N = number>(attack: BattleaxeAttack, arithmetic: Arithmetic<N> = floatsByDefault<N>()): BattleaxeOddsReport<N> {
  const analysis = analyseAttack(attack);
  const series = battleaxeSeries(attack, analysis);
  const memo = new OddsMemo(arithmetic);
  const shots = firstShots(attack).map((start) => shotOdds(odds(series.process, start, arithmetic, memo), arithmetic));
  // One count per view; the per-state memo of the shot is shared between them. No roll to
  // hit, wound or save depends on the wounds the unit has taken, so the counts are weighed on
  // the same series detached from the unit (an empty one never changes): one state per round
  // instead of every wounded unit, and rounds alike once the batches before the last are
  // past. The unit itself is followed once, by the models it loses.
  const detached = { ...series, start: { ...series.start, unit: EMPTY_UNIT } };
  const byHits = repeatOdds(detached, countHits, arithmetic, memo);
  const byWounds = repeatOdds(detached, countWounds, arithmetic, memo);
  const byUnsaved = repeatOdds(detached, countUnsaved, arithmetic, memo);
  const byUnit = unitAfterSeries([series], targetDamage(attack), UNIT_SLOT, arithmetic, memo);
  const before = attack.target.models;
  const woundsOnCurrent = countDistribution(byUnit, (unit) => unit.onCurrent, arithmetic);
  return {
    analysis,
    shots,
    unit: {
      rounds: series.times,
      hits: countOddsOf(byHits, (s) => s.count, arithmetic),
      wounds: countOddsOf(byWounds, (s) => s.count, arithmetic),
      unsaved: countOddsOf(byUnsaved, (s) => s.count, arithmetic),
      modelsRemoved: countOdds(countDistribution(byUnit, (unit) => before - unit.models, arithmetic), arithmetic),
      destroyed: probability(byUnit, (unit) => unit.models === 0, arithmetic),
      woundsOnCurrent,
      panic: battleaxePanicOdds(attack, byUnit, arithmetic),
    },
  };
}

/** One die (or a step decided without one) of a roll, in the round it belongs to. */
export interface RolledDie {
  readonly round: number;
  readonly face: number | null;
  readonly sides: number;
  readonly outcome: BattleaxeOutcome;
}

/**
 * Dice as players roll them: every to-hit die of a batch together, then every wound die,
 * every armour save, every ward save, every Multiple Wounds die. The check is the same for
 * all the dice of a group (what they need and why).
 */
export interface DiceGroup {
  readonly step: Exclude<BattleaxeStep, 'shot' | 'unit-turn'>;
  /** The batch (0-based) for to-hit groups; null for the steps every batch shares. */
  readonly batch: number | null;
  readonly check: BattleaxeCheck;
  readonly dice: readonly RolledDie[];
}

/** One round of a rolled attack: its shot's number, batch, dice and end. */
export interface BattleaxeRound {
  readonly index: number;
  readonly batch: number | null;
  readonly trace: readonly TraceEntry<BattleaxeCheck, BattleaxeOutcome>[];
  readonly end: ShotState;
}

/** What {@link battleaxeRoll} returns: the dice in the groups players roll them, and what they did. */
export interface BattleaxeRollReport {
  readonly seed: number;
  readonly analysis: BattleaxeAnalysis;
  readonly rounds: readonly BattleaxeRound[];
  readonly groups: readonly DiceGroup[];
  readonly hits: number;
  readonly wounds: number;
  readonly unsaved: number;
  readonly modelsRemoved: number;
  /** The target unit after the shooting. */
  readonly target: UnitDamage;
  /** The casualties force a Panic test (docs/battleaxe.md, Panic); the test itself is not rolled. */
  readonly panic: { readonly threshold: BattleaxePanicThreshold; readonly taken: boolean };
  readonly dice: DiceState;
}

const GROUP_ORDER: readonly DiceGroup['step'][] = ['hits-roll', 'to-hit', 'to-hit-second-roll', 'to-wound', 'armour-save', 'ward-save', 'multiple-wounds'];

/**
 * Gathers the dice of every round into the groups players roll them in.
 *
 * @example
 * const attack = battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: 'short-bow', models: 5, target: { profile: { T: 3 }, models: 10 } });
 * const report = battleaxeRoll(attack, 42);
 * groupDice(report.rounds).map((group) => [group.step, group.dice.map((die) => die.face)]);
 * // [['to-hit', [4, 5, 1, 4, 6]], ['to-wound', [3, 1, 6, 3]]], the same as report.groups
 */
export function groupDice(rounds: readonly { readonly index: number; readonly trace: readonly TraceEntry<BattleaxeCheck, BattleaxeOutcome>[] }[]): DiceGroup[] {
  const groups = new Map<string, { step: DiceGroup['step']; batch: number | null; check: BattleaxeCheck; dice: RolledDie[] }>();
  const visit = (round: number, entry: TraceEntry<BattleaxeCheck, BattleaxeOutcome>) => {
    if (entry.kind === 'group') {
      for (const inner of entry.entries) visit(round, inner);
      return;
    }
    const check = entry.check;
    if (check.step === 'shot' || check.step === 'unit-turn') return;
    const batch = check.step === 'to-hit' || check.step === 'to-hit-second-roll' ? check.batch : null;
    const key = `${check.step}/${batch ?? ''}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { step: check.step, batch, check, dice: [] }));
    group.dice.push(entry.kind === 'die' ? { round, face: entry.face, sides: entry.sides, outcome: entry.outcome } : { round, face: null, sides: 0, outcome: entry.outcome });
  };
  for (const round of rounds) for (const entry of round.trace) visit(round.index, entry);
  return [...groups.values()].sort((a, b) => GROUP_ORDER.indexOf(a.step) - GROUP_ORDER.indexOf(b.step) || (a.batch ?? 0) - (b.batch ?? 0));
}

/**
 * Rolls an attack with seeded dice and explains every die, grouped as players roll them.
 * The same attack and seed give the same report.
 *
 * @example
 * const attack = battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: 'short-bow', models: 5, target: { profile: { T: 3 }, models: 10 } });
 * const report = battleaxeRoll(attack, 42);
 * report.hits; // 4
 * report.modelsRemoved; // 1
 * report.groups[0]?.dice.map((die) => die.face); // [4, 5, 1, 4, 6]: the five to-hit dice
 */
export function battleaxeRoll(attack: BattleaxeAttack, dice: DiceState | number): BattleaxeRollReport {
  const from = typeof dice === 'number' ? diceFromSeed(dice) : dice;
  const analysis = analyseAttack(attack);
  const result = rollRepeat(battleaxeSeries(attack, analysis), from);
  const batchOf = batchOfRound(attack);
  const rounds = result.rounds.map((round): BattleaxeRound => ({ index: round.index, batch: batchOf(round.index - 1), trace: round.trace, end: round.end }));
  const sum = (count: (end: ShotState) => number) => rounds.reduce((total, round) => total + count(round.end), 0);
  return {
    seed: from.seed,
    analysis,
    rounds,
    groups: groupDice(rounds),
    hits: sum(countHits),
    wounds: sum(countWounds),
    unsaved: sum(countUnsaved),
    modelsRemoved: attack.target.models - result.final.unit.models,
    target: result.final.unit,
    panic: { threshold: battleaxePanicThreshold(attack), taken: battleaxePanicTaken(battleaxePanicThreshold(attack), result.final.unit.models) },
    dice: result.dice,
  };
}
