import {
  atLeast,
  countDistribution,
  countMean,
  diceFromSeed,
  memoisedOdds,
  OddsMemo,
  probability,
  repeatOdds,
  rollRepeat,
  type Arithmetic,
  type DiceState,
  type Distribution,
  type TraceEntry,
  floatsByDefault,
} from '../../dice/index.js';
import { analyseSave, analyseToHit, analyseToWound, type SaveAnalysis, type ToHitAnalysis, type ToWoundAnalysis } from './analysis.js';
import { CONDITIONS, type Condition, type MordheimAttack } from './attack-types.js';
import { MISFIRE_RESULTS, type CriticalKind, type MisfireResult, type MordheimCheck, type MordheimOutcome } from './explanation.js';
import { barrelsFired, countHits, countWounds, mordheimSeries, seriesRounds, summariseShot, type ShotSummary } from './series.js';
import { misfireApplies, shotProcess, type ShotState, type TargetState } from './shot.js';
import { avoidRollsFrom, hitRerollFrom, injuryResultRuleFrom, wardRollFrom, type AvoidRoll, type InjuryResultRule } from '../shared/index.js';
import { weaponHas } from './weapons.js';
import { HIT_REROLL_RULES, INJURY_RESULT_RULES, MORDHEIM_RULES, ruleOfKind, WARD_RULES, type AvoidHitCode, type HitRerollRule, type InjuryResultRuleId, type WardRule } from './rules.js';

/** The analyses of an attack, before any die: to hit, the target's rolls to discard a hit, to wound, the save. */
export interface MordheimAnalysis {
  readonly toHit: ToHitAnalysis;
  /** Dodge, a lucky charm not yet spent: in the order they are rolled. */
  readonly avoids: readonly AvoidRoll<AvoidHitCode>[];
  readonly toWound: ToWoundAnalysis;
  readonly save: SaveAnalysis;
  /** The shooter's rule that re-rolls a failed to-hit roll (Blessed Sight), else null. */
  readonly reroll: HitRerollRule | null;
  /** The target's roll to ignore each unsaved wound (Regeneration 4+), else null. */
  readonly ward: { readonly rule: WardRule; readonly needed: number } | null;
  /** The target's rule that changes what an injury result does (No Pain), else null. */
  readonly injuryResult: { readonly rule: InjuryResultRuleId; readonly kind: InjuryResultRule } | null;
}

/** The chances of one shot at the target as it stands before the first shot. */
export interface MordheimShotOdds<N> {
  readonly outOfRange: N;
  readonly cannotHit: N;
  readonly miss: N;
  readonly coverStrike: N;
  readonly hit: N;
  /** A hit the target discarded with its roll (Dodge, a lucky charm). */
  readonly avoided: N;
  readonly cannotWound: N;
  readonly noWound: N;
  /** A wound, criticals included. */
  readonly wound: N;
  readonly critical: N;
  readonly criticals: Readonly<Record<CriticalKind, N>>;
  readonly saved: N;
  /** Wounded and not saved (failed, impossible or ignored save). */
  readonly unsaved: N;
  /** Not saved, and the target's roll after the saves ignored a wound of it (Regeneration). */
  readonly woundIgnored: N;
  readonly conditions: Readonly<Record<Condition, N>>;
  /** `woundsLeft[k]`: the chance that k wounds are left. */
  readonly woundsLeft: readonly N[];
  /**
   * Under the optional misfire (M-16) with a blackpowder weapon: the chance of each result of
   * the misfire die (a natural 1, then the die); null when no misfire can happen.
   */
  readonly misfires: Readonly<Record<MisfireResult, N>> | null;
  /** A hit of an entangling weapon (a bolas) that stood: the target entangled, unhurt. */
  readonly entangled: N;
  /** With a weapon that rolls nothing to wound (blessed water): a hit that stood and did nothing, the target being none of the kinds it harms; null for any other weapon. */
  readonly noEffect: N | null;
  /** With a dangerous weapon (a bolas): the chance of the natural 1 that hits the thrower; null for any other weapon. */
  readonly dangerous: N | null;
}

/** The chances over the whole series of shots: the target's end state, hits and wounds counted. */
export interface MordheimSeriesOdds<N> {
  /** The rounds rolled: the shots, or a double-barrelled weapon's two barrels (M-17). */
  readonly shots: number;
  /** The barrels fired: 2 when both barrels of a double-barrelled weapon share one to-hit roll, else 1. */
  readonly barrels: 1 | 2;
  readonly conditions: Readonly<Record<Condition, N>>;
  readonly woundsLeft: readonly N[];
  /** `hits[k]`: P(exactly k hits); `hitsAtLeast[k]`: P(k or more). */
  readonly hits: readonly N[];
  readonly hitsAtLeast: readonly N[];
  readonly meanHits: number;
  /** Wounds the target lost, criticals counting two. */
  readonly wounds: readonly N[];
  readonly woundsAtLeast: readonly N[];
  readonly meanWounds: number;
}

/**
 * Harm the firer's own weapon can do to it: a misfire's explosion (M-16) and a bolas's natural 1.
 * A quick attack knows no firer's Toughness or armour, so its reports name these instead of
 * working them out; a table battle rolls them.
 */
export const FIRER_HARMS = ['misfire-explosion', 'dangerous-hit'] as const;
/** One harm to the firer from its own weapon, as {@link FIRER_HARMS} lists them. */
export type FirerHarm = (typeof FIRER_HARMS)[number];

/** What {@link mordheimOdds} returns: the analysis, one shot's odds, and the series' odds. */
export interface MordheimOddsReport<N> {
  readonly analysis: MordheimAnalysis;
  readonly shot: MordheimShotOdds<N>;
  readonly series: MordheimSeriesOdds<N>;
  /** Harm to the firer this attack can bring and these odds leave out ({@link FIRER_HARMS}). */
  readonly firerHarmNotWorkedOut: readonly FirerHarm[];
}

/** The harms to the firer an attack's weapon can bring: what its odds name as not worked out. */
function firerHarmsPossible(attack: MordheimAttack): FirerHarm[] {
  return [...(misfireApplies(attack) ? (['misfire-explosion'] as const) : []), ...(weaponHas(attack.weapon, 'dangerous') ? (['dangerous-hit'] as const) : [])];
}

/**
 * Every analysis of the attack at once, as reports show it before the dice.
 *
 * @example
 * const attack = mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 3, W: 1 } } });
 * analyseAttack(attack).toHit.needed; // 4
 * analyseAttack(attack).save.possible; // false: no armour
 */
export function analyseAttack(attack: MordheimAttack): MordheimAnalysis {
  const avoids = avoidRollsFrom(MORDHEIM_RULES, attack).filter((roll) => !roll.oncePerBattle || !attack.target.luckyCharmUsed);
  return {
    toHit: analyseToHit(attack),
    avoids,
    toWound: analyseToWound(attack),
    save: analyseSave(attack),
    reroll: ruleOfKind(HIT_REROLL_RULES, hitRerollFrom(MORDHEIM_RULES, attack))?.rule ?? null,
    ward: ruleOfKind(WARD_RULES, wardRollFrom(MORDHEIM_RULES, attack)),
    injuryResult: ruleOfKind(INJURY_RESULT_RULES, injuryResultRuleFrom(MORDHEIM_RULES, attack)),
  };
}

function conditionOdds<S, N>(dist: Distribution<S, N>, targetOf: (s: S) => TargetState, arithmetic: Arithmetic<N>): Record<Condition, N> {
  const entries = CONDITIONS.map((c) => [c, probability(dist, (s) => targetOf(s).condition === c, arithmetic)] as const);
  return Object.fromEntries(entries) as Record<Condition, N>;
}

function woundsLeftOdds<S, N>(dist: Distribution<S, N>, targetOf: (s: S) => TargetState, maxWounds: number, arithmetic: Arithmetic<N>): N[] {
  const counts = countDistribution(dist, (s) => targetOf(s).woundsLeft, arithmetic);
  while (counts.length <= maxWounds) counts.push(arithmetic.zero);
  return counts;
}

function shotOdds<N>(dist: Distribution<ShotState, N>, maxWounds: number, arithmetic: Arithmetic<N>, misfires: boolean, dangerous: boolean, noWoundRoll: boolean): MordheimShotOdds<N> {
  const p = (predicate: (s: ShotState) => boolean) => probability(dist, predicate, arithmetic);
  const critical = (kind: CriticalKind) => p((s) => s.critical === kind);
  return {
    outOfRange: p((s) => s.hit === 'out-of-range'),
    cannotHit: p((s) => s.hit === 'cannot-hit'),
    miss: p((s) => s.hit === 'miss'),
    coverStrike: p((s) => s.hit === 'cover-strike'),
    hit: p((s) => s.hit === 'hit'),
    avoided: p((s) => s.avoided !== 'none'),
    cannotWound: p((s) => s.wound === 'cannot-wound'),
    noWound: p((s) => s.wound === 'failed'),
    wound: p((s) => s.wound === 'wound' || s.wound === 'critical'),
    critical: p((s) => s.wound === 'critical'),
    criticals: { 'vital-part': critical('vital-part'), 'exposed-spot': critical('exposed-spot'), 'master-strike': critical('master-strike') },
    saved: p((s) => s.save === 'saved'),
    unsaved: p((s) => s.save === 'failed' || s.save === 'no-save' || s.save === 'ignored'),
    woundIgnored: p((s) => s.woundsIgnored > 0),
    conditions: conditionOdds(dist, (s) => s.target, arithmetic),
    woundsLeft: woundsLeftOdds(dist, (s) => s.target, maxWounds, arithmetic),
    misfires: misfires ? (Object.fromEntries(MISFIRE_RESULTS.map((m) => [m, p((s) => s.misfire === m)])) as Record<MisfireResult, N>) : null,
    entangled: p((s) => s.entangled),
    dangerous: dangerous ? p((s) => s.dangerous) : null,
    noEffect: noWoundRoll ? p((s) => s.hit === 'hit' && s.avoided === 'none' && s.wound === 'none') : null,
  };
}

/**
 * Exact odds of an attack: one shot, and the whole series of `attack.shots` shots.
 *
 * @example
 * const attack = mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 3, W: 1 } } });
 * const report = mordheimOdds(attack, exactArithmetic);
 * rationalToString(report.shot.hit); // "1/2" for BS 3 in the open
 */
export function mordheimOdds<N = number>(attack: MordheimAttack, arithmetic: Arithmetic<N> = floatsByDefault<N>()): MordheimOddsReport<N> {
  const analysis = analyseAttack(attack);
  const series = mordheimSeries(attack, shotProcess(attack, analysis));
  const memo = new OddsMemo(arithmetic);
  const maxWounds = attack.target.profile.W;
  const single = memoisedOdds(series.process, series.start, arithmetic, memo);
  const byHits = repeatOdds(series, countHits, arithmetic, memo);
  const byWounds = repeatOdds(series, countWounds, arithmetic, memo);
  const hits = countDistribution(byHits, (s) => s.count, arithmetic);
  const wounds = countDistribution(byWounds, (s) => s.count, arithmetic);
  return {
    analysis,
    shot: shotOdds(single, maxWounds, arithmetic, misfireApplies(attack), weaponHas(attack.weapon, 'dangerous'), analysis.toWound.noWoundRoll),
    series: {
      shots: seriesRounds(attack),
      barrels: barrelsFired(attack),
      conditions: conditionOdds(byHits, (s) => s.state.target, arithmetic),
      woundsLeft: woundsLeftOdds(byHits, (s) => s.state.target, maxWounds, arithmetic),
      hits,
      hitsAtLeast: atLeast(hits, arithmetic),
      meanHits: countMean(hits, arithmetic),
      wounds,
      woundsAtLeast: atLeast(wounds, arithmetic),
      meanWounds: countMean(wounds, arithmetic),
    },
    firerHarmNotWorkedOut: firerHarmsPossible(attack),
  };
}

/** One rolled shot of a series: its number from 1, every die, and what it did. */
export interface MordheimShotRoll {
  readonly index: number;
  readonly trace: readonly TraceEntry<MordheimCheck, MordheimOutcome>[];
  readonly result: ShotSummary;
}

/** What {@link mordheimRoll} returns: each shot explained, and where the target ends up. */
export interface MordheimRollReport {
  readonly seed: number;
  readonly analysis: MordheimAnalysis;
  readonly shots: readonly MordheimShotRoll[];
  /** The barrels fired (M-17): with 2, each barrel is a shot of `shots` and the second shares the first's to-hit roll. */
  readonly barrels: 1 | 2;
  /** Shots (or a second barrel) not taken because the target went out of action first. */
  readonly shotsNotTaken: number;
  readonly target: TargetState;
  readonly hits: number;
  readonly wounds: number;
  /** A bolas's hit stood: the target is entangled (it stays as `target` says, unhurt by it). */
  readonly entangled: boolean;
  /** Harm to the firer these dice brought and the roll did not resolve ({@link FIRER_HARMS}). */
  readonly firerHarmNotWorkedOut: readonly FirerHarm[];
  readonly dice: DiceState;
}

/**
 * Rolls an attack with seeded dice and explains every die. The same attack and seed give
 * the same report.
 *
 * @example
 * const attack = mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 3, W: 1 } } });
 * const report = mordheimRoll(attack, 42);
 * report.shots[0]?.trace; // to hit 4 (hit), to wound 3 (wound), no save, injury 5 (out of action)
 * report.target; // { condition: 'out-of-action', woundsLeft: 0 }
 */
export function mordheimRoll(attack: MordheimAttack, dice: DiceState | number): MordheimRollReport {
  const from = typeof dice === 'number' ? diceFromSeed(dice) : dice;
  const result = rollRepeat(mordheimSeries(attack), from);
  const barrels = barrelsFired(attack);
  const shots = result.rounds.map((round): MordheimShotRoll => ({ index: round.index, trace: round.trace, result: summariseShot(round.end) }));
  return {
    seed: from.seed,
    analysis: analyseAttack(attack),
    shots,
    barrels,
    // A second barrel whose shared roll did not hit was fired all the same: only out of action leaves it unfired.
    shotsNotTaken: barrels === 2 && result.final.stage === 'done' ? 0 : seriesRounds(attack) - shots.length,
    target: result.final.target,
    hits: result.rounds.reduce((sum, round) => sum + countHits(round.end), 0),
    wounds: result.rounds.reduce((sum, round) => sum + countWounds(round.end), 0),
    entangled: result.rounds.some((round) => round.end.entangled),
    firerHarmNotWorkedOut: [
      ...(result.rounds.some((round) => round.end.misfire === 'explodes') ? (['misfire-explosion'] as const) : []),
      ...(result.rounds.some((round) => round.end.dangerous) ? (['dangerous-hit'] as const) : []),
    ],
    dice: result.dice,
  };
}
