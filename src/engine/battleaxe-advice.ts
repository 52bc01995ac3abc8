import { tablePreparer } from './table.js';
import { floatArithmetic, type Arithmetic } from '../dice/index.js';
import {
  analyseToHit,
  battleaxeOdds,
  battleaxePlanShot,
  battleaxeShooterStatus,
  battleaxeTargetCandidates,
  findUnit,
  unitModels,
  type BattleaxeAttack,
  type BattleaxeBattle,
  type BattleaxeShootingAttack,
  type ShooterViewMemo,
} from '../games/battleaxe/index.js';
import type { PreparedTable } from '../table/index.js';
import type { BattleaxeScenario } from '../scenario/index.js';
import { keptPreparation, oddsMemo } from './advice-memo.js';
import { gridPlaces, tableMovedTo, unitMover } from './advice-places.js';
import type { AdviceGoal, GameAdvice, GameOdds, GameRatedShot } from './game.js';

type BattleaxeBattleScenario = Extract<BattleaxeScenario, { kind: 'battle' }>;

/** The rules of a unit's move the advisor does not apply: it keeps its facing (no wheel, no reform) and its way there is not traced. */
const NOT_APPLIED = ['path-not-traced', 'facing-kept'] as const;

const battleOf = (scenario: BattleaxeScenario): BattleaxeBattleScenario | null => (scenario.kind === 'battle' ? scenario : null);

/**
 * A Battleaxe attack's exact odds in the shape every game shares: hits, wounds, unsaved wounds
 * and models removed, and the chance the unit is destroyed.
 *
 * @example
 * battleaxeGameOdds(attack, floatArithmetic).results; // [{ result: 'destroyed', chance: … }]
 */
export function battleaxeGameOdds<N>(attack: BattleaxeAttack, arithmetic: Arithmetic<N>): GameOdds<N> {
  const { unit } = battleaxeOdds(attack, arithmetic);
  return {
    counts: [
      { count: 'hits', odds: unit.hits },
      { count: 'wounds', odds: unit.wounds },
      { count: 'unsaved', odds: unit.unsaved },
      { count: 'models-removed', odds: unit.modelsRemoved },
    ],
    results: [{ result: 'destroyed', chance: unit.destroyed }],
  };
}

/** The lowest score any batch of the shooting needs to hit. */
const neededOf = (attack: BattleaxeShootingAttack): number | null => attack.batches.reduce<number | null>((low, batch) => Math.min(low ?? Infinity, analyseToHit(attack, batch).needed), null);

/**
 * What an attack's odds depend on: everything but the ids of the models in each batch, which
 * only explanations name (the odds read a batch's count and circumstances).
 */
function attackKey(attack: BattleaxeShootingAttack): string {
  const { shooter, weapon, batches, target, variants } = attack;
  // The weapon and the variants are the unit's and the battle's own objects, the same at every place: written once.
  return `[${JSON.stringify(shooter)},${writtenOnce(weapon)},${JSON.stringify(batches.map((b) => [b.models, b.circumstances]))},${JSON.stringify(target)},${writtenOnce(variants)}]`;
}

const written = new WeakMap<object, string>();

/** An object as JSON, written once for each object (which must not change). */
function writtenOnce(value: object): string {
  let json = written.get(value);
  if (json === undefined) written.set(value, (json = JSON.stringify(value)));
  return json;
}

/** What a rater keeps between places: views by where a model stands, odds by attack. */
interface RaterMemo {
  readonly views: ShooterViewMemo;
  readonly odds: (key: string, weigh: () => GameOdds<number>) => GameOdds<number>;
}

const weighed = (attack: BattleaxeShootingAttack): GameOdds<number> => battleaxeGameOdds(attack, floatArithmetic);

function ratedShotsOf(scenario: BattleaxeBattleScenario, unitId: string, table: PreparedTable, memo?: RaterMemo): GameRatedShot[] {
  const { battle, variants } = scenario;
  const unit = findUnit(battle, unitId);
  if (!unit || !battleaxeShooterStatus(battle, unit).may) return [];
  return battleaxeTargetCandidates(battle, unit, variants, table, memo?.views).flatMap((candidate) =>
    candidate.options.flatMap((option): GameRatedShot[] => {
      const attack = option.attack;
      if (!option.legal || !attack) return [];
      const cover = attack.batches.length > 0 && attack.batches.every((b) => b.circumstances.softCover || b.circumstances.hardCover);
      return [{ target: candidate.target, way: option.volley ? 'volley' : 'direct', needed: neededOf(attack), cover, odds: memo ? memo.odds(attackKey(attack), () => weighed(attack)) : weighed(attack) }];
    }),
  );
}

/** A unit's goal values: destroyed; any wound unsaved; models removed on average. */
function goalValue(shot: GameOdds<number>, goal: AdviceGoal): number {
  const count = (code: string) => shot.counts.find((c) => c.count === code)?.odds;
  switch (goal) {
    case 'out-of-action':
      return shot.results.find((r) => r.result === 'destroyed')?.chance ?? 0;
    case 'any-effect':
      return count('unsaved')?.atLeast[1] ?? 0;
    case 'models':
      return count('models-removed')?.mean ?? 0;
  }
}

/** The wounds a unit has lost in all: each model removed its W, and the wounds on the model in the line of fire (B-13). */
function woundsLost(battle: BattleaxeBattle, unitId: string): { readonly models: number; readonly wounds: number } | null {
  const unit = findUnit(battle, unitId);
  if (!unit) return null;
  const models = unitModels(battle, unitId).length;
  return { models, wounds: unit.state.woundsOnCurrent - models * unit.profile.W };
}

/** What became of a unit between two battles, for the goal: destroyed; any wound unsaved; models removed. */
function harmOf(before: BattleaxeBattle, after: BattleaxeBattle, unitId: string, goal: AdviceGoal): number {
  const [was, now] = [woundsLost(before, unitId), woundsLost(after, unitId)];
  if (!was || !now) return 0;
  switch (goal) {
    case 'out-of-action':
      return now.models === 0 && was.models > 0 ? 1 : 0;
    case 'any-effect':
      return now.wounds > was.wounds ? 1 : 0;
    case 'models':
      return was.models - now.models;
  }
}

/**
 * Battleaxe's part of the advisor: a unit that has not moved may move up to the inches asked,
 * else its profile's M (neither: it stays), keeping its facing; one that moves shoots at −1
 * (the game's `moved`). A march rules shooting out, so it is never offered.
 *
 * @example
 * battleaxeAdvice().places(hedgeAndWall, 'archers', { grid: 0.5, move: 4 })?.places[0]?.move; // 'stay'
 */
export function battleaxeAdvice(): GameAdvice<BattleaxeScenario> {
  const prepared = tablePreparer<BattleaxeBattle>();
  return {
    shotOdds(scenario, shooter, target, way, arithmetic) {
      const s = battleOf(scenario);
      if (!s || (way !== null && way !== 'volley' && way !== 'direct')) return null;
      const planned = battleaxePlanShot(s.battle, shooter, target, way === null ? null : way === 'volley', { variants: s.variants }, prepared(s.battle));
      return planned.ok ? battleaxeGameOdds(planned.attack, arithmetic) : null;
    },
    ratedShots(scenario, shooter, target) {
      const s = battleOf(scenario);
      if (!s || !findUnit(s.battle, shooter)) return null;
      const shots = ratedShotsOf(s, shooter, prepared(s.battle));
      return target === undefined ? shots : shots.filter((shot) => shot.target === target);
    },
    shotRater(shooter) {
      const memo: RaterMemo = { views: new Map(), odds: oddsMemo() };
      const kept = keptPreparation(prepared);
      return {
        rate(scenario) {
          const s = battleOf(scenario);
          if (!s || !findUnit(s.battle, shooter)) return null;
          // The views kept hold only while nothing but the shooting unit has moved.
          const table = kept(s.battle, shooter, () => memo.views.clear());
          return ratedShotsOf(s, shooter, table, memo);
        },
      };
    },
    goalValue: (_scenario, _target, shot, goal) => goalValue(shot, goal),
    places(scenario, shooter, options) {
      const s = battleOf(scenario);
      const unit = s && findUnit(s.battle, shooter);
      const mover = s && unitMover(s.battle.table, shooter);
      if (!s || !unit || !mover) return null;
      // The move asked (the command line's --move) overrides the file's (the profile's M).
      const reach = options.move ?? unit.move;
      const moves = unit.state.moved || reach === undefined ? [] : [{ move: 'move' as const, reach }];
      const places = gridPlaces({ table: s.battle.table, ...mover, moves, climbs: false, grid: options.grid });
      return { places, notApplied: [...NOT_APPLIED, ...(reach === undefined ? ['movement-unknown'] : [])] };
    },
    moveTo(scenario, shooter, place) {
      const s = battleOf(scenario);
      const mover = s && unitMover(s.battle.table, shooter);
      if (!s || !mover) return null;
      if (place.move === 'stay') return s;
      const table = tableMovedTo(s.battle.table, mover.movers, new Set([shooter]), mover.centre, place);
      const units = s.battle.units.map((u) => (u.id === shooter ? { ...u, state: { ...u.state, moved: true } } : u));
      return { ...s, battle: { ...s.battle, table, units } };
    },
    harm(before, after, target, goal) {
      const [b, a] = [battleOf(before), battleOf(after)];
      return b && a ? harmOf(b.battle, a.battle, target, goal) : 0;
    },
    tableOf: (scenario) => battleOf(scenario)?.battle.table ?? null,
    enemyPhases(scenario, shooter) {
      const s = battleOf(scenario);
      const unit = s && findUnit(s.battle, shooter);
      if (!s || !unit) return null;
      return s.battle.armies
        .filter((a) => a.id !== unit.army)
        .map((enemy) => {
          const units = s.battle.units.map((u) => (u.army === enemy.id ? { ...u, state: { ...u.state, moved: false, hasShot: false, standAndShoot: false } } : u));
          return { ...s, battle: { ...s.battle, shooting: enemy.id, units } };
        });
    },
  };
}
