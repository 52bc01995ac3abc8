import { tablePreparer } from './table.js';
import { floatArithmetic, type Arithmetic } from '../dice/index.js';
import {
  analyseToHit,
  battleaxeArcCheck,
  battleaxeOdds,
  battleaxePlanShot,
  battleaxeShooterStatus,
  battleaxeTargetCandidates,
  battleaxeTargetOptions,
  findUnit,
  rememberedView,
  shooterView,
  unitModels,
  type BattleaxeAttack,
  type BattleaxeBattle,
  type BattleaxeShootingAttack,
  type BattleaxeTargetOption,
  type BattleaxeUnit,
  type RememberedView,
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

/** What a rater keeps between places: views by where a model stands, odds by attack, each target's shots by what they hang on. */
interface RaterMemo {
  readonly views: ShooterViewMemo;
  readonly odds: (key: string, weigh: () => GameOdds<number>) => GameOdds<number>;
  /** A target's rated shots by its id, the arc check, the shooting unit's state and its models' views as the shooting reads them ({@link viewClass}), rank by rank. */
  readonly shots: Map<string, readonly GameRatedShot[]>;
  /** The battle those shots were rated in: they hold while only the shooting unit's state and its models have changed. */
  battle: BattleaxeBattleScenario | null;
}

const weighed = (attack: BattleaxeShootingAttack): GameOdds<number> => battleaxeGameOdds(attack, floatArithmetic);

/** One target's rated shots from its ways of shooting: the legal ones, each with its odds. */
function shotsOfOptions(target: string, options: readonly BattleaxeTargetOption[], memo?: RaterMemo): GameRatedShot[] {
  return options.flatMap((option): GameRatedShot[] => {
    const attack = option.attack;
    if (!option.legal || !attack) return [];
    const cover = attack.batches.length > 0 && attack.batches.every((b) => b.circumstances.softCover || b.circumstances.hardCover);
    return [{ target, way: option.volley ? 'volley' : 'direct', needed: neededOf(attack), cover, odds: memo ? memo.odds(attackKey(attack), () => weighed(attack)) : weighed(attack) }];
  });
}

function ratedShotsOf(scenario: BattleaxeBattleScenario, unitId: string, table: PreparedTable): GameRatedShot[] {
  const { battle, variants } = scenario;
  const unit = findUnit(battle, unitId);
  if (!unit || !battleaxeShooterStatus(battle, unit).may) return [];
  return battleaxeTargetCandidates(battle, unit, variants, table).flatMap((candidate) => shotsOfOptions(candidate.target, candidate.options));
}

const COVER_CLASS = { none: 0, soft: 1, hard: 2 } as const;

/**
 * A view as one character, in the respects a unit's ways of shooting read it (targets.ts: which
 * models fire, B-7 and B-15; table-shot.ts: a batch's cover and range band, B-5, B-9, B-10): its
 * cover, long range, point-blank, sight and range. Views alike in these give the same shots.
 */
function viewClass(view: RememberedView): string {
  const code = COVER_CLASS[view.cover ?? 'none'] + 3 * (Number(view.longRange) + 2 * (Number(view.pointBlank) + 2 * (Number(view.sees) + 2 * Number(view.inRange))));
  return String.fromCharCode(48 + code);
}

/** Whether two units are the same but for their state: the shooting unit moved from place to place keeps every other field's object. */
function sameButState(a: BattleaxeUnit, b: BattleaxeUnit): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof BattleaxeUnit)[];
  return keys.length === Object.keys(b).length && keys.every((key) => key === 'state' || a[key] === b[key]);
}

/** Whether the shots rated in one battle hold in another: the same variants and phase, and every unit the same object (the shooting unit: but for its state). */
function sameBattle(a: BattleaxeBattleScenario, b: BattleaxeBattleScenario, unitId: string): boolean {
  if (a.variants !== b.variants || a.battle.shooting !== b.battle.shooting || a.battle.units.length !== b.battle.units.length) return false;
  return a.battle.units.every((u, i) => {
    const w = b.battle.units[i];
    return u === w || (w !== undefined && u.id === unitId && w.id === unitId && sameButState(u, w));
  });
}

/**
 * The rater's rated shots: equal to `ratedShotsOf`, but each target's shots are worked out
 * once for each arc check, state of the shooting unit and run of its models' view classes:
 * from place to place only those change (the memo's battle and `keptPreparation` see to it
 * that nothing else has).
 */
function rememberedShotsOf(scenario: BattleaxeBattleScenario, unitId: string, table: PreparedTable, memo: RaterMemo): GameRatedShot[] {
  const { battle, variants } = scenario;
  const unit = findUnit(battle, unitId);
  const weapon = unit?.weapon;
  if (!unit || !weapon || !battleaxeShooterStatus(battle, unit).may) return [];
  const own = unitModels(battle, unit.id);
  if (own.length === 0) return [];
  if (!memo.battle || !sameBattle(memo.battle, scenario, unitId)) memo.shots.clear();
  memo.battle = scenario;
  const state = `${Number(unit.state.moved)}${Number(unit.state.standAndShoot)}`;
  const shots: GameRatedShot[] = [];
  for (const target of battle.units) {
    const models = target.army === unit.army ? [] : unitModels(battle, target.id);
    if (models.length === 0) continue;
    const targetModels = { id: target.id, models };
    const arc = battleaxeArcCheck(battle, table, unit, target.id, variants);
    const seen = own.map((model) => rememberedView(table, model, own, targetModels, weapon.range, memo.views));
    let key = `${target.id}|${arc}|${state}|`;
    for (const view of seen) key += view ? viewClass(view) : '-';
    let found = memo.shots.get(key);
    if (!found) {
      const views = own.map((model, i) => {
        const view = seen[i];
        return view ? { model, ...view } : shooterView(table, model, own, targetModels, weapon.range);
      });
      found = shotsOfOptions(target.id, battleaxeTargetOptions(battle, unit, target, arc, views, variants), memo);
      memo.shots.set(key, found);
    }
    shots.push(...found);
  }
  return shots;
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
      const memo: RaterMemo = { views: new Map(), odds: oddsMemo(), shots: new Map(), battle: null };
      const kept = keptPreparation(prepared);
      return {
        rate(scenario) {
          const s = battleOf(scenario);
          if (!s || !findUnit(s.battle, shooter)) return null;
          // The views kept hold only while nothing but the shooting unit has moved.
          const table = kept(s.battle, shooter, () => {
            memo.views.clear();
            memo.shots.clear();
          });
          return rememberedShotsOf(s, shooter, table, memo);
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
