import {
  cachedProcess,
  diceFromSeed,
  DONE,
  odds,
  roll,
  thenStep,
  type Arithmetic,
  type DiceState,
  type Distribution,
  type Process,
  type Step,
  floatsByDefault,
} from '../../dice/index.js';
import { prepareTable, type PreparedTable, type Table } from '../../table/index.js';
import type { UnitDamage } from '../shared/index.js';
import type { BattleaxeShootingAttack } from './attack-types.js';
import type { BattleaxeCheck, BattleaxeOutcome } from './explanation.js';
import { battleaxePhasePanic, type BattleaxePhasePanic } from './panic.js';
import { battleaxeOdds, battleaxeRoll, groupDice, type BattleaxeRollReport, type DiceGroup } from './report.js';
import { batchOfRound, battleaxeSeries, seriesProcess, type SeriesState } from './series.js';
import { battleaxeShooterStatus, type BattleaxeShooterStatus } from './shooters.js';
import type { TableBatch } from './table-shot.js';
import { battleaxeTargetCandidates, type BattleaxeTargetCandidate, type BattleaxeTargetOption } from './targets.js';
import { findUnit, unitModels, type BattleaxeBattle, type BattleaxeUnit } from './unit.js';
import type { BattleaxeVariants } from './variants.js';

/** How the phase is played: the table's rulings. */
export interface BattleaxePhaseOptions {
  readonly variants: BattleaxeVariants;
}

/** A target option's chances at a glance. */
export interface BattleaxeTargetOdds {
  readonly meanModelsRemoved: number;
  /** P(at least one model removed). */
  readonly anyRemoved: number;
  readonly destroyed: number;
}

/** A way of shooting a target, with its odds when it is legal. */
export interface RatedOption extends BattleaxeTargetOption {
  readonly odds: BattleaxeTargetOdds | null;
}

/** A target with each way of shooting it rated. */
export interface RatedCandidate extends Omit<BattleaxeTargetCandidate, 'options'> {
  readonly options: readonly RatedOption[];
}

/** Everything a player choosing a target needs: may the unit shoot, at whom, how, with what odds, and the advice. */
export interface BattleaxeTargetReport {
  readonly shooter: BattleaxeShooterStatus;
  readonly candidates: readonly RatedCandidate[];
  /** The legal target and way of shooting that removes the most models on average. */
  readonly advice: { readonly target: string; readonly volley: boolean } | null;
}

function unitOf(battle: BattleaxeBattle, id: string): BattleaxeUnit {
  const unit = findUnit(battle, id);
  if (!unit) throw new RangeError(`no unit "${id}"`);
  return unit;
}

function rate(attack: BattleaxeShootingAttack | null): BattleaxeTargetOdds | null {
  if (!attack) return null;
  const { unit } = battleaxeOdds(attack);
  return { meanModelsRemoved: unit.modelsRemoved.mean, anyRemoved: unit.modelsRemoved.atLeast[1] ?? 0, destroyed: unit.destroyed };
}

const TIE = 1e-12;

function advise(candidates: readonly RatedCandidate[]): BattleaxeTargetReport['advice'] {
  let best: { target: string; volley: boolean; odds: BattleaxeTargetOdds } | null = null;
  for (const c of candidates) {
    for (const o of c.options) {
      if (!o.legal || !o.odds) continue;
      const better =
        !best ||
        o.odds.meanModelsRemoved > best.odds.meanModelsRemoved + TIE ||
        (Math.abs(o.odds.meanModelsRemoved - best.odds.meanModelsRemoved) <= TIE && o.odds.anyRemoved > best.odds.anyRemoved + TIE);
      if (better) best = { target: c.target, volley: o.volley, odds: o.odds };
    }
  }
  return best ? { target: best.target, volley: best.volley } : null;
}

/**
 * Whom this unit may shoot, how its models see each enemy unit (the batches, with cover and
 * range from each model), the odds of each way of shooting, and the advised choice.
 *
 * @example
 * const parsed = parseScenarioOf('battleaxe', JSON.parse(readFileSync('examples/battleaxe/hedge-and-wall.json', 'utf8')));
 * if (!parsed.ok || parsed.scenario.kind !== 'battle') throw new Error('not a battle');
 * const { battle, variants } = parsed.scenario;
 * const report = battleaxeTargetReport(battle, 'archers', { variants });
 * report.advice; // { target: 'goblins', volley: false }: 0.97 Goblins on average, against 0.26 Orcs behind their wall
 */
export function battleaxeTargetReport(battle: BattleaxeBattle, unitId: string, options: BattleaxePhaseOptions, table: PreparedTable = prepareTable(battle.table)): BattleaxeTargetReport {
  const unit = unitOf(battle, unitId);
  const status = battleaxeShooterStatus(battle, unit);
  const candidates: RatedCandidate[] = battleaxeTargetCandidates(battle, unit, options.variants, table).map((c) => ({
    ...c,
    options: c.options.map((o) => ({ ...o, odds: status.may ? rate(o.attack) : null })),
  }));
  return { shooter: status, candidates, advice: status.may ? advise(candidates) : null };
}

/** Why a chosen shooting cannot be done, as codes. */
export type BattleaxeShotRefusal =
  | { readonly code: 'shooter-may-not'; readonly shooter: BattleaxeShooterStatus }
  | { readonly code: 'no-such-target'; readonly target: string }
  | { readonly code: 'volley-not-allowed'; readonly weapon: string }
  | { readonly code: 'target-not-legal'; readonly target: string; readonly option: BattleaxeTargetOption };

/** A unit's shooting ready to roll, or why it cannot be done. */
export type BattleaxePlannedShot =
  | { readonly ok: true; readonly shooter: string; readonly candidate: RatedCandidate; readonly option: RatedOption; readonly attack: BattleaxeShootingAttack }
  | { readonly ok: false; readonly refusal: BattleaxeShotRefusal };

/**
 * Checks a chosen unit, target and way of shooting against the rules, and builds the attack.
 * `volley` null takes the advised way for that target (a volley only when it does better).
 *
 * @example
 * // battle, variants: examples/battleaxe/hedge-and-wall.json, parsed as in battleaxeTargetReport's example
 * const planned = battleaxePlanShot(battle, 'archers', 'goblins', null, { variants });
 * if (planned.ok) planned.attack.batches.length; // 2: near and far archers roll apart
 * battleaxePlanShot(battle, 'crossbowmen', 'goblins', true, { variants }); // { ok: false, refusal: { code: 'volley-not-allowed', weapon: 'crossbow' } }
 */
export function battleaxePlanShot(
  battle: BattleaxeBattle,
  unitId: string,
  targetId: string,
  volley: boolean | null,
  options: BattleaxePhaseOptions,
  table: PreparedTable = prepareTable(battle.table),
): BattleaxePlannedShot {
  return planFromReport(battle, unitId, battleaxeTargetReport(battle, unitId, options, table), targetId, volley);
}

function planFromReport(battle: BattleaxeBattle, unitId: string, report: BattleaxeTargetReport, targetId: string, volley: boolean | null): BattleaxePlannedShot {
  if (!report.shooter.may) return { ok: false, refusal: { code: 'shooter-may-not', shooter: report.shooter } };
  const candidate = report.candidates.find((c) => c.target === targetId);
  if (!candidate) return { ok: false, refusal: { code: 'no-such-target', target: targetId } };
  const weapon = unitOf(battle, unitId).weapon;
  if (volley === true && !weapon?.volleyFire) return { ok: false, refusal: { code: 'volley-not-allowed', weapon: weapon?.id ?? '' } };
  const legal = candidate.options.filter((o) => o.legal && o.attack);
  const advised = report.advice?.target === targetId ? report.advice.volley : (legal[0]?.volley ?? false);
  const wanted = volley ?? advised;
  const chosen = candidate.options.find((o) => o.volley === wanted) ?? candidate.options[0];
  if (!chosen) return { ok: false, refusal: { code: 'no-such-target', target: targetId } };
  if (!chosen.legal || !chosen.attack) return { ok: false, refusal: { code: 'target-not-legal', target: targetId, option: chosen } };
  return { ok: true, shooter: unitId, candidate, option: chosen, attack: chosen.attack };
}

/** Removes casualties from the back of a unit's block (the last models are the rear rank). */
function withCasualties(table: Table, unitId: string, left: number): Table {
  const unit = table.units.find((u) => u.id === unitId);
  if (!unit || unit.models.length <= left) return table;
  const removed = new Set(unit.models.slice(left));
  const units = left === 0 ? table.units.filter((u) => u.id !== unitId) : table.units.map((u) => (u.id === unitId ? { ...u, models: u.models.slice(0, left) } : u));
  return { ...table, units, models: table.models.filter((m) => !removed.has(m.id)) };
}

/**
 * The battle after a unit's shooting: it has shot; the target has lost its casualties and carries the wounds on its next model.
 *
 * @example
 * // battle, variants: examples/battleaxe/hedge-and-wall.json, parsed as in battleaxeTargetReport's example
 * const after = battleaxeApplyShot(battle, 'archers', 'goblins', { models: 8, onCurrent: 0 });
 * unitModels(after, 'goblins').length; // 8: two came off the back
 * findUnit(after, 'archers')?.state.hasShot; // true
 */
export function battleaxeApplyShot(battle: BattleaxeBattle, unitId: string, targetId: string, after: UnitDamage): BattleaxeBattle {
  const units = battle.units.map((u) => {
    if (u.id === unitId) return { ...u, state: { ...u.state, hasShot: true } };
    if (u.id === targetId) return { ...u, state: { ...u.state, woundsOnCurrent: after.onCurrent } };
    return u;
  });
  return { ...battle, units, table: withCasualties(battle.table, targetId, after.models) };
}

/** One unit's shooting rolled: the report of its dice, and the battle it leaves. */
export interface BattleaxeShotRoll {
  readonly report: BattleaxeRollReport;
  readonly battle: BattleaxeBattle;
}

/**
 * Rolls one planned shooting on the table and returns the battle it leaves.
 *
 * @example
 * // battle, variants: examples/battleaxe/hedge-and-wall.json, parsed as in battleaxeTargetReport's example
 * const planned = battleaxePlanShot(battle, 'archers', 'goblins', null, { variants });
 * if (planned.ok) battleaxeRollShot(battle, planned, 5).report.modelsRemoved; // 3
 */
export function battleaxeRollShot(battle: BattleaxeBattle, planned: Extract<BattleaxePlannedShot, { ok: true }>, dice: DiceState | number): BattleaxeShotRoll {
  const report = battleaxeRoll(planned.attack, dice);
  return { report, battle: battleaxeApplyShot(battle, planned.shooter, planned.candidate.target, report.target) };
}

/** The phase between two units' shooting: the battle so far and the next unit in the order to consider. */
export interface BattleaxePhaseState {
  readonly battle: BattleaxeBattle;
  readonly next: number;
}

/**
 * The order units shoot in: as given, else the shooting army's units in file order.
 *
 * @example
 * // battle, variants: examples/battleaxe/hedge-and-wall.json, parsed as in battleaxeTargetReport's example
 * battleaxeShootingOrder(battle); // ['archers', 'crossbowmen']
 */
export function battleaxeShootingOrder(battle: BattleaxeBattle, order?: readonly string[]): string[] {
  return order ? [...order] : battle.units.filter((u) => u.army === battle.shooting).map((u) => u.id);
}

function phaseKey(state: BattleaxePhaseState): string {
  return JSON.stringify([state.next, state.battle.units.map((u) => [u.id, unitModels(state.battle, u.id).length, u.state.woundsOnCurrent, u.state.hasShot])]);
}

/**
 * The whole shooting phase as one description: each unit in order, if it may shoot, takes
 * the advised shooting, and later units see the battle it leaves (fewer models, a wounded
 * model in line, a last model that is now a lone target). Rolled, it plays the phase from a
 * seed; weighed, it gives the exact odds of every battle the phase can leave.
 *
 * @example
 * // battle, variants: examples/battleaxe/hedge-and-wall.json, parsed as in battleaxeTargetReport's example
 * const phase = battleaxePhaseProcess(battleaxeShootingOrder(battle), { variants });
 * roll(phase, { battle, next: 0 }, diceFromSeed(21)).trace.map((turn) => turn.check);
 * // two 'unit-turn' groups: the archers at the Goblins, then the crossbowmen at the Orcs (the Goblins are outside their front arc, B-16)
 */
export function battleaxePhaseProcess(order: readonly string[], options: BattleaxePhaseOptions): Process<BattleaxePhaseState, BattleaxeCheck, BattleaxeOutcome> {
  const step = (state: BattleaxePhaseState): Step<BattleaxePhaseState, BattleaxeCheck, BattleaxeOutcome> => {
    const table = prepareTable(state.battle.table);
    for (let i = state.next; i < order.length; i += 1) {
      const unitId = order[i] ?? '';
      if (!findUnit(state.battle, unitId)) continue;
      const report = battleaxeTargetReport(state.battle, unitId, options, table);
      if (!report.advice) continue;
      const planned = planFromReport(state.battle, unitId, report, report.advice.target, report.advice.volley);
      if (!planned.ok) continue;
      const series = battleaxeSeries(planned.attack);
      const target = planned.candidate.target;
      return thenStep<BattleaxePhaseState, SeriesState, BattleaxeCheck, BattleaxeOutcome>(
        { step: 'unit-turn', unit: unitId, target, volley: planned.option.volley, batches: planned.option.batches },
        {
          process: seriesProcess(series, batchOfRound(planned.attack)),
          start: { round: 0, start: series.start },
          next: (end) => ({ battle: battleaxeApplyShot(state.battle, unitId, target, end.start.unit), next: i + 1 }),
        },
      );
    }
    return DONE;
  };
  return cachedProcess(phaseKey, step);
}

/** One unit's turn in a rolled phase: what it shot at and how, every die grouped as rolled, and what it did. */
export interface BattleaxePhaseTurn {
  readonly unit: string;
  readonly target: string;
  readonly volley: boolean;
  readonly batches: readonly TableBatch[];
  readonly groups: readonly DiceGroup[];
  readonly hits: number;
  readonly wounds: number;
  readonly unsaved: number;
  readonly modelsRemoved: number;
  /** The target unit after this turn. */
  readonly targetAfter: UnitDamage;
}

/** A phase played with seeded dice: each unit's turn, and the battle it leaves. */
export interface BattleaxePhaseRoll {
  readonly seed: number;
  readonly turns: readonly BattleaxePhaseTurn[];
  readonly battle: BattleaxeBattle;
  readonly dice: DiceState;
  /** The Panic tests the phase's casualties force, counted over the whole phase. */
  readonly panic: readonly BattleaxePhasePanic[];
}

const countOutcomes = (groups: readonly DiceGroup[], steps: readonly DiceGroup['step'][], outcome: BattleaxeOutcome) =>
  groups.filter((g) => steps.includes(g.step)).reduce((n, g) => n + g.dice.filter((d) => d.outcome === outcome).length, 0);

/**
 * Plays the phase with seeded dice: the same battle, order and seed give the same log. It
 * walks the phase description turn by turn and rolls each unit's shooting with the roll
 * interpreter, so it keeps the battle between turns for the log.
 *
 * @example
 * // battle, variants: examples/battleaxe/hedge-and-wall.json, parsed as in battleaxeTargetReport's example
 * const phase = battleaxeRollPhase(battle, { variants }, 21);
 * phase.turns.map((turn) => [turn.unit, turn.target, turn.hits, turn.modelsRemoved]); // [['archers', 'goblins', 1, 0], ['crossbowmen', 'orcs', 0, 0]]
 */
export function battleaxeRollPhase(battle: BattleaxeBattle, options: BattleaxePhaseOptions, dice: DiceState | number, order?: readonly string[]): BattleaxePhaseRoll {
  const from = typeof dice === 'number' ? diceFromSeed(dice) : dice;
  const process = battleaxePhaseProcess(battleaxeShootingOrder(battle, order), options);
  const turns: BattleaxePhaseTurn[] = [];
  let state: BattleaxePhaseState = { battle, next: 0 };
  let current = from;
  for (;;) {
    const step = process.step(state);
    if (step.kind !== 'then' || step.check.step !== 'unit-turn') break;
    const check = step.check;
    const before = state.battle;
    state = step.open((sub) => {
      const result = roll(sub.process, sub.start, current);
      current = result.dice;
      const next = sub.next(result.end);
      const rounds = result.trace.flatMap((entry) => (entry.kind === 'group' && entry.check.step === 'shot' ? [{ index: entry.check.index, trace: entry.entries }] : []));
      const groups = groupDice(rounds);
      const wounds = countOutcomes(groups, ['to-wound'], 'wound');
      const after = findUnit(next.battle, check.target);
      const modelsAfter = unitModels(next.battle, check.target).length;
      turns.push({
        unit: check.unit,
        target: check.target,
        volley: check.volley,
        batches: check.batches,
        groups,
        hits: countOutcomes(groups, ['to-hit', 'to-hit-second-roll'], 'hit'),
        wounds,
        unsaved: wounds - countOutcomes(groups, ['armour-save', 'ward-save'], 'saved'),
        modelsRemoved: unitModels(before, check.target).length - modelsAfter,
        targetAfter: { models: modelsAfter, onCurrent: after?.state.woundsOnCurrent ?? 0 },
      });
      return next;
    });
  }
  return { seed: from.seed, turns, battle: state.battle, dice: current, panic: battleaxePhasePanic(battle, state.battle) };
}

/**
 * The exact distribution of the battles the phase can leave.
 *
 * @example
 * // battle, variants: examples/battleaxe/hedge-and-wall.json, parsed as in battleaxeTargetReport's example
 * const ends = battleaxePhaseOdds(battle, { variants });
 * battleaxePhaseUnitOdds(ends, floatArithmetic).get('goblins'); // P(0 … 10 Goblins left): 10 left 0.3570…
 */
export function battleaxePhaseOdds<N = number>(battle: BattleaxeBattle, options: BattleaxePhaseOptions, order?: readonly string[], arithmetic: Arithmetic<N> = floatsByDefault<N>()): Distribution<BattleaxePhaseState, N> {
  return odds(battleaxePhaseProcess(battleaxeShootingOrder(battle, order), options), { battle, next: 0 }, arithmetic);
}

/**
 * From the phase's end battles to each unit's chances of models left: `[unit id, P(k models left) for k = 0…]`.
 *
 * @example
 * // battle, variants: examples/battleaxe/hedge-and-wall.json, parsed as in battleaxeTargetReport's example
 * const left = battleaxePhaseUnitOdds(battleaxePhaseOdds(battle, { variants }), floatArithmetic);
 * left.get('goblins')?.[9]; // 0.3901…: the chance one Goblin falls
 * left.get('orcs')?.[10]; // 0.6977…: the crossbowmen shoot them (the Goblins are outside their arc, B-16)
 */
export function battleaxePhaseUnitOdds<N>(dist: Distribution<BattleaxePhaseState, N>, arithmetic: Arithmetic<N>): Map<string, N[]> {
  const result = new Map<string, N[]>();
  for (const { state, p } of dist) {
    for (const unit of state.battle.units) {
      const left = unitModels(state.battle, unit.id).length;
      const row = result.get(unit.id) ?? [];
      while (row.length <= left) row.push(arithmetic.zero);
      row[left] = arithmetic.add(row[left] ?? arithmetic.zero, p);
      result.set(unit.id, row);
    }
  }
  return result;
}
