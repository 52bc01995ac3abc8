import { tablePreparer } from './table.js';
import { floatArithmetic, type Arithmetic } from '../dice/index.js';
import {
  analyseToHit,
  ninthAgeOdds,
  ninthAgePlanShot,
  ninthAgeShooter,
  ninthAgeShooterStatus,
  shooterBlockId,
  modelsShooting,
  ninthAgeTargetCandidate,
  ninthAgeTargetCandidates,
  unitModels,
  type NinthAgeAttack,
  type Movement,
  type NinthAgeBattle,
  type NinthAgeSightMemo,
  type NinthAgeUnit,
  type ModelShooting,
  type TargetCandidate,
} from '../games/ninth-age/index.js';
import type { PreparedTable } from '../table/index.js';
import type { NinthAgeScenario } from '../scenario/index.js';
import { keptPreparation, oddsMemo } from './advice-memo.js';
import { gridPlaces, tableMovedTo, unitMover, type MoveReach } from './advice-places.js';
import type { AdviceGoal, GameAdvice, GameOdds, GameRatedShot } from './game.js';

type NinthAgeBattleScenario = Extract<NinthAgeScenario, { kind: 'battle' }>;

/** The rules of a Move Manoeuvre the advisor does not apply: the unit keeps its facing (no wheel, no reform) and its way there is not traced. */
const NOT_APPLIED = ['path-not-traced', 'facing-kept'] as const;

/** A March Rate is taken as twice the Advance Rate given (docs/advisor.md). */
const MARCH_PER_ADVANCE = 2;

const battleOf = (scenario: NinthAgeScenario): NinthAgeBattleScenario | null => (scenario.kind === 'battle' ? scenario : null);
const unitOf = (battle: NinthAgeBattle, id: string) => battle.units.find((u) => u.id === id);

/**
 * A Ninth Age attack's exact odds in the shape every game shares: hits, wounds, unsaved wounds,
 * Health Points and models lost, and the chance the unit is destroyed.
 *
 * @example
 * ninthAgeGameOdds(attack, floatArithmetic).counts.map((c) => c.count); // ['hits', 'wounds', 'unsaved', 'hp-lost', 'models-removed']
 */
export function ninthAgeGameOdds<N>(attack: NinthAgeAttack, arithmetic: Arithmetic<N>): GameOdds<N> {
  const { series } = ninthAgeOdds(attack, arithmetic);
  return {
    counts: [
      { count: 'hits', odds: series.hits },
      { count: 'wounds', odds: series.wounds },
      { count: 'unsaved', odds: series.unsaved },
      { count: 'hp-lost', odds: series.hpLost },
      { count: 'models-removed', odds: series.modelsRemoved },
    ],
    results: [{ result: 'destroyed', chance: series.destroyed }],
  };
}

const neededOf = (attack: NinthAgeAttack): number | null => attack.volleys.reduce<number | null>((low, volley) => Math.min(low ?? Infinity, analyseToHit(attack, volley).needed), null);

/**
 * What an attack's odds depend on: everything but each volley's sight lines (which models see
 * from where), which only explanations show (the odds read a volley's count, shots and circumstances).
 */
function attackKey(attack: NinthAgeAttack): string {
  const { shooter, target, volleys, variants } = attack;
  return JSON.stringify([shooter, target, volleys.map(({ sight: _sight, ...volley }) => volley), variants]);
}

/** What a rater keeps between places: sight and cover by where a model looks from, odds by attack, each target's shots by what they hang on. */
interface RaterMemo {
  readonly sight: NinthAgeSightMemo;
  readonly odds: (key: string, weigh: () => GameOdds<number>) => GameOdds<number>;
  /** A target's rated shots with one weapon by the weapon, the target, the shooter's state and its models' findings as the attack reads them ({@link modelClass}), model by model. */
  readonly shots: Map<string, readonly GameRatedShot[]>;
  /** The battle those shots were rated in: they hold while only the shooting unit's state and its models have changed. */
  battle: NinthAgeBattleScenario | null;
}

const weighed = (attack: NinthAgeAttack): GameOdds<number> => ninthAgeGameOdds(attack, floatArithmetic);

/** A candidate's rated shot, when it is legal and has an attack. */
function shotOf(candidate: TargetCandidate, way: string, memo?: RaterMemo): GameRatedShot[] {
  const attack = candidate.attack;
  if (!candidate.legal || !attack) return [];
  const cover = attack.volleys.length > 0 && attack.volleys.every((v) => v.circumstances.cover !== 'none');
  return [{ target: candidate.target, way, needed: neededOf(attack), cover, odds: memo ? memo.odds(attackKey(attack), () => weighed(attack)) : weighed(attack) }];
}

function ratedShotsOf(scenario: NinthAgeBattleScenario, unitId: string, table: PreparedTable): GameRatedShot[] {
  const { battle, variants } = scenario;
  // A joined character with its own weapon is a shooter too (T-14); it moves only with its unit.
  const unit = ninthAgeShooter(battle, unitId);
  if (!unit) return [];
  const status = ninthAgeShooterStatus(battle, unit);
  if (!status.may) return [];
  return status.weapons.flatMap((choice) =>
    choice.refusals.length > 0 ? [] : ninthAgeTargetCandidates(battle, table, unit, choice.entry, variants, false).flatMap((candidate) => shotOf(candidate, choice.entry.weapon.id)),
  );
}

const COVER_CLASS = { none: 'n', soft: 's', hard: 'h' } as const;

/**
 * A model's finding as two characters, in the respects the attack reads it (`tableAttack`: a
 * model that may shoot joins the volley of its range band and cover): '--' when it may not
 * shoot. Runs of findings alike give the same attack.
 */
function modelClass(model: ModelShooting): string {
  return model.may && model.cover ? `${model.longRange ? 'l' : 's'}${COVER_CLASS[model.cover.cover]}` : '--';
}

/** Whether two units are the same but for their state: the shooting unit moved from place to place keeps every other field's object. */
function sameButState(a: NinthAgeUnit, b: NinthAgeUnit): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof NinthAgeUnit)[];
  return keys.length === Object.keys(b).length && keys.every((key) => key === 'state' || a[key] === b[key]);
}

/** Whether the shots rated in one battle hold in another: the same variants, every field of the battle but its table and units the same, and every unit the same object (the moving block's: but for its state). */
function sameBattle(a: NinthAgeBattleScenario, b: NinthAgeBattleScenario, blockId: string): boolean {
  if (a.variants !== b.variants || a.battle.units.length !== b.battle.units.length) return false;
  const keys = Object.keys(a.battle) as (keyof NinthAgeBattle)[];
  if (keys.length !== Object.keys(b.battle).length || !keys.every((key) => key === 'table' || key === 'units' || a.battle[key] === b.battle[key])) return false;
  return a.battle.units.every((u, i) => {
    const w = b.battle.units[i];
    return u === w || (w !== undefined && u.id === blockId && w.id === blockId && sameButState(u, w));
  });
}

/**
 * The rater's rated shots: equal to `ratedShotsOf`, but each target's shot with a weapon is
 * worked out once for each state of the shooter and run of its models' findings (the Target
 * Facing's arc among them): from place to place only those change (the memo's battle and
 * `keptPreparation` see to it that nothing else has).
 */
function rememberedShotsOf(scenario: NinthAgeBattleScenario, unitId: string, table: PreparedTable, memo: RaterMemo): GameRatedShot[] {
  const { battle, variants } = scenario;
  const unit = ninthAgeShooter(battle, unitId);
  if (!unit) return [];
  const status = ninthAgeShooterStatus(battle, unit);
  if (!status.may) return [];
  if (!memo.battle || !sameBattle(memo.battle, scenario, shooterBlockId(unit))) memo.shots.clear();
  memo.battle = scenario;
  // What of the shooter's state the attack reads (`tableAttack`): its movement and a Stand and Shoot; the rest refuses the shot in its status.
  const state = `${unit.state.movement}|${unit.state.standAndShoot ? 1 : 0}`;
  const enemies = battle.units.filter((u) => u.army !== unit.army && unitModels(battle, u.id).length > 0);
  const shots: GameRatedShot[] = [];
  for (const choice of status.weapons) {
    if (choice.refusals.length > 0) continue;
    for (const target of enemies) {
      const models = modelsShooting(battle, table, unit, target, choice.entry, variants, memo.sight);
      // The arc the models' cover was judged in (one for the whole unit, T-6): an Area Attack reads the target's formation by it.
      let key = `${choice.entry.weapon.id}|${target.id}|${state}|${models.find((m) => m.cover)?.cover?.arc ?? '-'}|`;
      for (const model of models) key += modelClass(model);
      let found = memo.shots.get(key);
      if (!found) {
        found = shotOf(ninthAgeTargetCandidate(battle, unit, target, choice.entry, variants, models, false), choice.entry.weapon.id, memo);
        memo.shots.set(key, found);
      }
      shots.push(...found);
    }
  }
  return shots;
}

/** A unit's goal values: destroyed; any Health Point lost; Health Points lost on average. */
function goalValue(shot: GameOdds<number>, goal: AdviceGoal): number {
  const hpLost = shot.counts.find((c) => c.count === 'hp-lost')?.odds;
  switch (goal) {
    case 'out-of-action':
      return shot.results.find((r) => r.result === 'destroyed')?.chance ?? 0;
    case 'any-effect':
      return hpLost?.atLeast[1] ?? 0;
    case 'models':
      return hpLost?.mean ?? 0;
  }
}

/** The Health Points a unit has lost in all (its removed models' and the one taking wounds, and its joined characters'), and its models left. */
function hpLost(battle: NinthAgeBattle, unitId: string): { readonly models: number; readonly hp: number } | null {
  const unit = unitOf(battle, unitId);
  if (!unit) return null;
  const models = unitModels(battle, unitId).length;
  const characters = (unit.joined?.characters ?? []).reduce((sum, c) => sum + (c.removed ? c.profile.HP : c.hpLost), 0);
  return { models, hp: unit.state.hpLost - models * unit.profile.HP + characters };
}

/** What became of a unit between two battles, for the goal: destroyed; any Health Point lost; Health Points lost. */
function harmOf(before: NinthAgeBattle, after: NinthAgeBattle, unitId: string, goal: AdviceGoal): number {
  const [was, now] = [hpLost(before, unitId), hpLost(after, unitId)];
  if (!was || !now) return 0;
  switch (goal) {
    case 'out-of-action':
      return now.models === 0 && was.models > 0 ? 1 : 0;
    case 'any-effect':
      return now.hp > was.hp ? 1 : 0;
    case 'models':
      return now.hp - was.hp;
  }
}

/**
 * The Ninth Age's part of the advisor: a unit that has not moved may Advance up to the inches
 * asked, else its profile's Advance Rate (`Adv`; neither: it stays) and, with March and Shoot,
 * March up to twice that, keeping its facing; the game's rules then apply moving's −1 and
 * refuse Move or Fire.
 *
 * @example
 * ninthAgeAdvice().places(forestFlank, 'crossbowmen', { grid: 0.5, move: 4 })?.notApplied; // ['path-not-traced', 'facing-kept']
 */
export function ninthAgeAdvice(): GameAdvice<NinthAgeScenario> {
  const prepared = tablePreparer<NinthAgeBattle>();
  return {
    shotOdds(scenario, shooter, target, way, arithmetic) {
      const s = battleOf(scenario);
      if (!s) return null;
      const planned = ninthAgePlanShot(s.battle, shooter, target, way, { variants: s.variants }, prepared(s.battle));
      return planned.ok ? ninthAgeGameOdds(planned.attack, arithmetic) : null;
    },
    ratedShots(scenario, shooter, target) {
      const s = battleOf(scenario);
      if (!s || !ninthAgeShooter(s.battle, shooter)) return null;
      const shots = ratedShotsOf(s, shooter, prepared(s.battle));
      return target === undefined ? shots : shots.filter((shot) => shot.target === target);
    },
    shotRater(shooter) {
      const memo: RaterMemo = { sight: { sight: new Map(), cover: new Map(), distance: new Map(), standsIn: new Map() }, odds: oddsMemo(), shots: new Map(), battle: null };
      const kept = keptPreparation(prepared);
      return {
        rate(scenario) {
          const s = battleOf(scenario);
          const unit = s && ninthAgeShooter(s.battle, shooter);
          if (!s || !unit) return null;
          // Sight and cover kept hold only while nothing but the shooting unit (a joined character's: its unit's block, T-14) has moved.
          const table = kept(s.battle, shooterBlockId(unit), () => {
            memo.sight.sight.clear();
            memo.sight.cover.clear();
            memo.sight.distance.clear();
            memo.sight.standsIn.clear();
            memo.shots.clear();
          });
          return rememberedShotsOf(s, shooter, table, memo);
        },
      };
    },
    goalValue: (_scenario, _target, shot, goal) => goalValue(shot, goal),
    places(scenario, shooter, options) {
      const s = battleOf(scenario);
      // A joined character (T-14) moves with its unit: the unit's block and Advance Rate.
      const unit = s && ninthAgeShooter(s.battle, shooter);
      const carrier = s && unit && unitOf(s.battle, shooterBlockId(unit));
      const mover = s && unit && unitMover(s.battle.table, shooterBlockId(unit));
      if (!s || !unit || !carrier || !mover) return null;
      // The move asked (the command line's --move) overrides the file's Advance Rate (the profile's Adv).
      const advance = options.move ?? carrier.advanceRate;
      const moves: MoveReach[] =
        unit.state.movement !== 'none' || advance === undefined
          ? []
          : [{ move: 'advance', reach: advance }, ...(unit.marchAndShoot || unit.lightTroops ? [{ move: 'march' as const, reach: advance * MARCH_PER_ADVANCE }] : [])];
      const places = gridPlaces({ table: s.battle.table, ...mover, moves, climbs: false, grid: options.grid });
      return { places, notApplied: [...NOT_APPLIED, ...(advance === undefined ? ['movement-unknown'] : [])] };
    },
    moveTo(scenario, shooter, place) {
      const s = battleOf(scenario);
      const unit = s && ninthAgeShooter(s.battle, shooter);
      const block = unit ? shooterBlockId(unit) : shooter;
      const mover = s && unitMover(s.battle.table, block);
      if (!s || !mover) return null;
      if (place.move === 'stay') return s;
      const movement: Movement = place.move === 'march' ? 'march' : 'advance';
      const table = tableMovedTo(s.battle.table, mover.movers, new Set([block]), mover.centre, place);
      const units = s.battle.units.map((u) => (u.id === block ? { ...u, state: { ...u.state, movement } } : u));
      return { ...s, battle: { ...s.battle, table, units } };
    },
    harm(before, after, target, goal) {
      const [b, a] = [battleOf(before), battleOf(after)];
      return b && a ? harmOf(b.battle, a.battle, target, goal) : 0;
    },
    tableOf: (scenario) => battleOf(scenario)?.battle.table ?? null,
    exposureWithheld(scenario, shooter) {
      const s = battleOf(scenario);
      // T-14: a joined character shoots on its own, but the enemy shoots at its unit (T-13 shares those hits).
      const joined = s ? ninthAgeShooter(s.battle, shooter)?.joinedTo : undefined;
      return joined ? { code: 'joined-character', unit: joined.unit } : null;
    },
    enemyPhases(scenario, shooter) {
      const s = battleOf(scenario);
      const unit = s && ninthAgeShooter(s.battle, shooter);
      if (!s || !unit) return null;
      return s.battle.armies
        .filter((a) => a.id !== unit.army)
        .map((enemy) => {
          const units = s.battle.units.map((u) => (u.army === enemy.id ? { ...u, state: { ...u.state, movement: 'none' as const, hasShot: false, standAndShoot: false } } : u));
          return { ...s, battle: { ...s.battle, shooting: enemy.id, units } };
        });
    },
  };
}
