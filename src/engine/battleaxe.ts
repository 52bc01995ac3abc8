import { odds } from '../dice/index.js';
import {
  batchOfRound,
  battleaxeApplyShot,
  battleaxeSeries,
  seriesProcess,
  unitModels,
  BATTLEAXE_DEFAULT_VARIANTS,
  BATTLEAXE_VARIANT_RULINGS,
  battleaxePlanShot,
  battleaxeRoll,
  battleaxeRollPhase,
  battleaxeRollShot,
  battleaxeShootingOrder,
  battleaxeTargetReport,
  findUnit,
  type BattleaxeOutcome,
  type BattleaxeVariants,
  type BattleaxeBattle,
  type BattleaxeShooterRefusal,
  type BattleaxeShotRefusal,
  type BattleaxeTargetRefusal,
  type BattleaxeStep,
  type DiceGroup,
} from '../games/battleaxe/index.js';
import { battleaxeFormat, type BattleaxeScenario } from '../scenario/index.js';
import { battleaxeAdvice, battleaxeGameOdds } from './battleaxe-advice.js';
import { codesOf, TABLE_SHOT_REFUSALS } from './codes.js';
import type { Game, GameDie } from './game.js';
import { gameTable } from './table.js';

const STEPS = codesOf<BattleaxeStep>({
  'hits-roll': true,
  'to-hit': true,
  'to-hit-second-roll': true,
  'to-wound': true,
  'armour-save': true,
  'ward-save': true,
  'multiple-wounds': true,
  shot: true,
  'unit-turn': true,
});

const REFUSALS = [
  ...codesOf<BattleaxeShooterRefusal>({ 'not-their-phase': true, destroyed: true, 'in-combat': true, fleeing: true, 'already-shot': true, 'no-missile-weapon': true }),
  ...codesOf<Exclude<BattleaxeTargetRefusal, BattleaxeShooterRefusal>>({ 'outside-arc': true, 'not-visible': true, 'out-of-range': true }),
  ...codesOf<BattleaxeShotRefusal['code']>({ 'shooter-may-not': true, 'no-such-target': true, 'volley-not-allowed': true, 'target-not-legal': true }),
  ...TABLE_SHOT_REFUSALS,
];

const OUTCOMES = codesOf<BattleaxeOutcome>({
  hits: true,
  hit: true,
  miss: true,
  'natural-one': true,
  'second-roll': true,
  'cannot-hit': true,
  wound: true,
  'no-wound': true,
  'cannot-wound': true,
  saved: true,
  'not-saved': true,
  'no-save': true,
  wounds: true,
});

/** A unit shoots directly or as a volley: the way is `direct` or `volley`. */
const wayOf = (volley: boolean): string => (volley ? 'volley' : 'direct');

/** The dice of a turn as thrown, group by group. */
const diceOfGroups = (groups: readonly DiceGroup[]): GameDie[] => groups.flatMap((group) => group.dice.map((die) => ({ step: group.step, face: die.face, outcome: die.outcome })));

/** Battleaxe's table: units shoot one by one, each directly or as a volley. */
const table = gameTable<BattleaxeScenario, BattleaxeBattle, BattleaxeVariants>({
  has: (battle, id) => findUnit(battle, id) !== undefined,
  order: (battle) => battleaxeShootingOrder(battle),
  targets(battle, variants, shooter) {
    const report = battleaxeTargetReport(battle, shooter, { variants });
    return {
      may: report.shooter.may,
      refusals: report.shooter.refusals,
      candidates: report.candidates.flatMap((c) => c.options.map((option) => ({ target: c.target, way: wayOf(option.volley), legal: option.legal, refusals: option.refusals }))),
      advised: report.advice && { target: report.advice.target, way: wayOf(report.advice.volley) },
    };
  },
  shoot(battle, variants, shooter, target, way, dice) {
    if (way !== null && way !== 'volley' && way !== 'direct') return { ok: false, refusal: 'unknown-way' };
    const planned = battleaxePlanShot(battle, shooter, target, way === null ? null : way === 'volley', { variants });
    if (!planned.ok) return { ok: false, refusal: planned.refusal.code };
    const { report, battle: after } = battleaxeRollShot(battle, planned, dice);
    return { ok: true, seed: report.seed, dice: diceOfGroups(report.groups), battle: after, diceAfter: report.dice };
  },
  phase(battle, variants, dice, order) {
    const result = battleaxeRollPhase(battle, { variants }, dice, order);
    const turns = result.turns.map((turn) => ({ shooter: turn.unit, target: turn.target, dice: diceOfGroups(turn.groups) }));
    return { seed: result.seed, turns, battle: result.battle, diceAfter: result.dice };
  },
  outcomes(battle, variants, shooter, target, way, arithmetic) {
    if (way !== null && way !== 'volley' && way !== 'direct') return { ok: false, refusal: 'unknown-way' };
    const planned = battleaxePlanShot(battle, shooter, target, way === null ? null : way === 'volley', { variants });
    if (!planned.ok) return { ok: false, refusal: planned.refusal.code };
    const series = battleaxeSeries(planned.attack);
    const ends = odds(seriesProcess(series, batchOfRound(planned.attack)), { round: 0, start: series.start }, arithmetic);
    return { ok: true, outcomes: ends.map((end) => ({ chance: end.p, battle: battleaxeApplyShot(battle, shooter, target, end.state.start.unit) })) };
  },
  shooterOutcomes(battle, variants, shooter, arithmetic, ready) {
    const report = battleaxeTargetReport(battle, shooter, { variants });
    const before = findUnit(battle, shooter)?.state;
    const asBefore = (after: BattleaxeBattle): BattleaxeBattle => (ready && before ? { ...after, units: after.units.map((u) => (u.id === shooter ? { ...u, state: { ...u.state, hasShot: before.hasShot } } : u)) } : after);
    const shots = (report.shooter.may ? report.candidates : []).flatMap((candidate) =>
      candidate.options.flatMap((option) => {
        if (!option.legal || !option.attack) return [];
        const series = battleaxeSeries(option.attack);
        const ends = odds(seriesProcess(series, batchOfRound(option.attack)), { round: 0, start: series.start }, arithmetic);
        return [{ target: candidate.target, way: wayOf(option.volley), outcomes: ends.map((end) => ({ chance: end.p, battle: asBefore(battleaxeApplyShot(battle, shooter, candidate.target, end.state.start.unit)) })) }];
      }),
    );
    return { may: report.shooter.may, advised: report.advice && { target: report.advice.target, way: wayOf(report.advice.volley) }, shots };
  },
  enemies: (battle) => battle.units.filter((u) => u.army !== battle.shooting).map((u) => ({ id: u.id, models: unitModels(battle, u.id).length })),
  key: (battle) => JSON.stringify(battle.units.map((u) => [u.id, u.state, unitModels(battle, u.id).length])),
});

/** Battleaxe as the engine sees it: a unit's shooting at a unit, ending in models removed or the unit destroyed. */
export const battleaxeGame: Game<BattleaxeScenario> = {
  id: 'battleaxe',
  format: battleaxeFormat,
  variants: { defaults: { ...BATTLEAXE_DEFAULT_VARIANTS }, rulings: BATTLEAXE_VARIANT_RULINGS },
  codes: { steps: STEPS, outcomes: OUTCOMES, counts: ['hits', 'wounds', 'unsaved', 'models-removed'], results: ['destroyed'], refusals: REFUSALS },
  attackOdds(scenario, arithmetic) {
    if (scenario.kind !== 'attack') return null;
    return battleaxeGameOdds(scenario.attack, arithmetic);
  },
  attackRoll(scenario, dice) {
    if (scenario.kind !== 'attack') return null;
    const report = battleaxeRoll(scenario.attack, dice);
    return {
      seed: report.seed,
      shots: report.rounds.map((round) => round.trace),
      counts: [
        { count: 'hits', value: report.hits },
        { count: 'wounds', value: report.wounds },
        { count: 'unsaved', value: report.unsaved },
        { count: 'models-removed', value: report.modelsRemoved },
      ],
      results: report.target.models === 0 ? ['destroyed'] : [],
      dice: report.dice,
    };
  },
  table,
  profiles: null,
  advice: battleaxeAdvice(),
};
