import { keptPreparation } from './advice-memo.js';
import { tablePreparer } from './table.js';
import { countDistribution, floatArithmetic, odds, OddsMemo, probability, type Arithmetic, type Distribution } from '../dice/index.js';
import {
  applyShot,
  CONDITIONS,
  effectiveNeeded,
  ledgeOf,
  misfireApplies,
  planShot,
  shooterStatus,
  struckCover,
  tableShot,
  weaponHas,
  weaponInHands,
  withinRange,
  legalTargetsInRange,
  type MordheimBattle,
  type ShooterStatus,
  type TableShot,
  type TableShotState,
  type TargetCandidate,
  type TargetViews,
  type Warrior,
  type WarriorState,
} from '../games/mordheim/index.js';
import { countOdds } from '../games/shared/index.js';
import { modelDistance, type PreparedTable } from '../table/index.js';
import type { MordheimScenario } from '../scenario/index.js';
import { gridPlaces, tableMovedTo, type MoveReach } from './advice-places.js';
import type { AdviceGoal, GameAdvice, GameOdds, GamePlaces, GameRatedShot, GameShotAt } from './game.js';

type MordheimBattleScenario = Extract<MordheimScenario, { kind: 'battle' }>;

/** The rules of a Mordheim move the advisor does not weigh, named in every answer (docs/advisor.md). */
const NOT_APPLIED = ['path-not-traced', 'climb-test', 'enemy-one-inch'] as const;

const battleOf = (scenario: MordheimScenario): MordheimBattleScenario | null => (scenario.kind === 'battle' ? scenario : null);
const warriorOf = (battle: MordheimBattle, id: string): Warrior | undefined => battle.warriors.find((w) => w.id === id);

/** A table shot's exact odds, in the shape a quick attack's have: hits and wounds left counted, the target's condition at the end. */
function oddsOfShot<N>(shot: TableShot, arithmetic: Arithmetic<N>, memo?: OddsMemo<N>): GameOdds<N> {
  const dist = odds(shot.process, shot.start, arithmetic, memo);
  return {
    counts: [
      { count: 'hits', odds: countOdds(countDistribution(dist, (s) => s.hits, arithmetic), arithmetic) },
      { count: 'wounds-left', odds: countOdds(countDistribution(dist, (s) => s.target.woundsLeft, arithmetic), arithmetic) },
    ],
    results: CONDITIONS.map((condition) => ({ result: condition, chance: probability(dist, (s) => s.target.condition === condition, arithmetic) })),
  };
}

/**
 * The prepared table of the last battle the advice looked at, handed to the next preparation:
 * a heat map moves one warrior place by place, so only its body is prepared again.
 */
/**
 * What a table shot's odds depend on, as a key: the attack with its distance reduced to in range
 * or not (the only use the dice make of it), the cover it may strike, where the target and that
 * cover stand (their ledges), the firer's ledge when its weapon can hurt it, and whether a
 * stealthy shooter is hidden. A blunderbuss's line hangs on every model near it and is never
 * keyed.
 */
function shotKey(battle: MordheimBattle, table: PreparedTable, candidate: TargetCandidate): string | null {
  const { attack } = candidate;
  if (weaponHas(attack.weapon, 'shot')) return null;
  const cover = attack.circumstances.cover ? struckCover(battle, table, candidate) : null;
  // A model's place matters to the dice only through the edge it could slip from (`ledgeOf`, M-10):
  // off a raised floor there is none, so every such place keys alike and an exposure map, whose
  // target moves place by place, weighs an enemy's shot once for them all.
  const standingOf = (id: string) => {
    const model = table.models.get(id);
    if (!model) return null;
    return model.standing.kind === 'floor' && model.standing.elevation > 0 ? [model.base, model.standing] : 'no-edge';
  };
  const coverKey = cover?.kind === 'model' ? { id: cover.warrior.id, state: cover.warrior.state, at: standingOf(cover.warrior.id) } : cover;
  const firer = battle.warriors.find((w) => w.id === candidate.shooter);
  const hidden = firer?.state.hidden ?? false;
  // M-15, M-16: a weapon that can hurt its firer (a misfire's explosion, a bolas's Dangerous 1)
  // may leave the firer downed by an edge it could slip from, so the firer's edge is part of the shot.
  const firerEdge = firer && (misfireApplies(attack) || weaponHas(attack.weapon, 'dangerous')) ? ledgeOf(table, firer) : null;
  const circumstances = { ...attack.circumstances, distance: candidate.inRange };
  const { shooter, weapon, target, variants, shots, criticalHits } = attack;
  // The parts a heat map repeats place after place (the same objects) stand in the key as short
  // numbers, one for each JSON (see partId); the rest is whole JSON, which holds no raw line
  // break, so the joined key is as unambiguous as one JSON array of them all.
  const parts = keyPartsOf(battle.table.buildings);
  return [
    JSON.stringify(shooter.name ?? null),
    partId(parts, shooter.profile),
    partId(parts, shooter.rules),
    partId(parts, weapon),
    partId(parts, target),
    partId(parts, variants),
    shots,
    criticalHits,
    JSON.stringify(circumstances),
    JSON.stringify(coverKey),
    JSON.stringify(standingOf(candidate.target)),
    hidden,
    JSON.stringify(firerEdge),
  ].join('\n');
}

/** The numbers {@link shotKey} writes for the long parts of its keys: one for each JSON, and each object's, found once. */
interface KeyParts {
  readonly byJson: Map<string, number>;
  readonly byObject: WeakMap<object, number>;
}

/**
 * The key parts of the shot keys of tables with the same buildings: as long-lived as the caches
 * keyed by those keys ({@link shotOddsCache}, {@link shotEndsCache}), so a number stands for the
 * same JSON wherever a key is read.
 */
const keyParts = new WeakMap<object, KeyParts>();

function keyPartsOf(buildings: object): KeyParts {
  let parts = keyParts.get(buildings);
  if (!parts) {
    parts = { byJson: new Map(), byObject: new WeakMap() };
    keyParts.set(buildings, parts);
  }
  return parts;
}

/** A read-only object's number: equal JSON, equal number (two warriors of one profile share their odds). */
function partId(parts: KeyParts, value: object): number {
  let id = parts.byObject.get(value);
  if (id === undefined) {
    const json = JSON.stringify(value);
    id = parts.byJson.get(json);
    if (id === undefined) {
      id = parts.byJson.size;
      parts.byJson.set(json, id);
    }
    parts.byObject.set(value, id);
  }
  return id;
}

/**
 * The odds of shots already worked out, by {@link shotKey}, for tables with the same buildings
 * (the floors a ledge is measured on): a heat map asks the same shot from many places.
 */
const shotOddsCache = new WeakMap<object, Map<string, GameOdds<number>>>();

function cachedOdds(battle: MordheimBattle, table: PreparedTable, candidate: TargetCandidate, memo: OddsMemo<number>): GameOdds<number> {
  const key = shotKey(battle, table, candidate);
  let known = shotOddsCache.get(battle.table.buildings);
  if (!known) {
    known = new Map();
    shotOddsCache.set(battle.table.buildings, known);
  }
  const found = key === null ? undefined : known.get(key);
  if (found) return found;
  const shot = oddsOfShot(tableShot(battle, table, candidate), floatArithmetic, memo);
  if (key !== null) known.set(key, shot);
  return shot;
}

/**
 * The end states of table shots already weighed in floats, by {@link shotKey}, as
 * {@link shotOddsCache} keeps their odds: the exposure map weighs the same enemy's shot at the
 * shooter from many places.
 */
const shotEndsCache = new WeakMap<object, Map<string, Distribution<TableShotState, number>>>();

function endsOf<N>(battle: MordheimBattle, table: PreparedTable, candidate: TargetCandidate, shot: TableShot, arithmetic: Arithmetic<N>): Distribution<TableShotState, N> {
  // Only floats are kept: exact fractions are for tests and the command line, asked once.
  if ((arithmetic as unknown) !== floatArithmetic) return effects(odds(shot.process, shot.start, arithmetic), arithmetic);
  const key = shotKey(battle, table, candidate);
  let known = shotEndsCache.get(battle.table.buildings);
  if (!known) {
    known = new Map();
    shotEndsCache.set(battle.table.buildings, known);
  }
  const found = key === null ? undefined : known.get(key);
  if (found) return found as unknown as Distribution<TableShotState, N>;
  const ends = effects(odds(shot.process, shot.start, floatArithmetic), floatArithmetic);
  if (key !== null) known.set(key, ends);
  return ends as unknown as Distribution<TableShotState, N>;
}

/**
 * A shot's end states gathered by what `applyShot` reads of them (the target, the model in the
 * way, the blunderbuss's line and the firer as they end, falls, a misfire, being spotted), their
 * chances added: ends that differ only in what was counted on the way (hits, shots left) leave
 * the same battle, so each is applied once.
 */
function effects<N>(ends: Distribution<TableShotState, N>, arithmetic: Arithmetic<N>): Distribution<TableShotState, N> {
  const gathered = new Map<string, { state: TableShotState; p: N }>();
  for (const end of ends) {
    const e = end.state;
    const key = JSON.stringify([e.target, e.targetFell, e.cover, e.coverFell, e.line, e.firer, e.firerFell, e.misfire, e.spotted]);
    const seen = gathered.get(key);
    gathered.set(key, seen ? { state: seen.state, p: arithmetic.add(seen.p, end.p) } : { state: e, p: end.p });
  }
  return [...gathered.values()];
}

/**
 * The battle after a shot with the shooter as it was before it (not marked as having shot,
 * still hidden, loaded as it was): one warrior's having shot changes no other's shots, so a
 * search over a phase weighs a shot once and keeps who has shot itself.
 *
 * @example
 * readyAgain(after, 'marksman', before.warriors[0]!.state); // the marksman's hasShot, hidden and loads as in `before`
 */
export function readyAgain(after: MordheimBattle, shooter: string, before: WarriorState): MordheimBattle {
  return {
    ...after,
    warriors: after.warriors.map((w) => (w.id === shooter ? { ...w, state: { ...w.state, hasShot: before.hasShot, hidden: before.hidden, reloading: before.reloading, firedOnce: before.firedOnce, unloadedBarrels: before.unloadedBarrels } } : w)),
  };
}

/**
 * The battle with the shooter as the very object it was before its shot, where the shot left
 * its state as it was (no misfire, no fall): a search keys battles by their warriors' objects,
 * so a new object equal to the old costs it a key written out again.
 */
function asItWas(battle: MordheimBattle, before: Warrior): MordheimBattle {
  const at = battle.warriors.findIndex((w) => w.id === before.id);
  const now = battle.warriors[at];
  if (!now || now === before) return battle;
  const was = before.state as unknown as Record<string, unknown>;
  const is = now.state as unknown as Record<string, unknown>;
  const keys = Object.keys(is);
  if (keys.length !== Object.keys(was).length || keys.some((k) => is[k] !== was[k])) return battle;
  return { ...battle, warriors: battle.warriors.map((w, i) => (i === at ? before : w)) };
}

/** Each warrior's longest range, as it holds its weapons (Eagle Eyes…) and as the target lists measure it. */
const reaches = new WeakMap<Warrior, number>();

function reachOf(warrior: Warrior): number {
  let reach = reaches.get(warrior);
  if (reach === undefined) {
    reach = Math.max(-Infinity, ...warrior.weapons.map((w) => weaponInHands(warrior, weaponInHands(warrior, w)).range));
    reaches.set(warrior, reach);
  }
  return reach;
}

/**
 * Each warrior's views of its enemies on one prepared table: a view hangs only on where the
 * models stand, so the exposure map's search, which asks an enemy about the shooter in each
 * state it passes through (standing, knocked down, stunned) on the same table, looks once.
 */
const tableViews = new WeakMap<PreparedTable, Map<string, TargetViews>>();

function viewsFrom(table: PreparedTable, shooter: string): TargetViews {
  let byShooter = tableViews.get(table);
  if (!byShooter) {
    byShooter = new Map();
    tableViews.set(table, byShooter);
  }
  let views = byShooter.get(shooter);
  if (!views) {
    views = new Map();
    byShooter.set(shooter, views);
  }
  return views;
}

/** Every legal shot of a warrior at one enemy that reaches it, each weapon's, with every battle it can leave (the shooter left ready). */
function shotsAtOf<N>(scenario: MordheimBattleScenario, shooterId: string, table: PreparedTable, target: string, arithmetic: Arithmetic<N>): GameShotAt<MordheimScenario, N>[] {
  const { battle, variants } = scenario;
  const shooter = warriorOf(battle, shooterId);
  if (!shooter || !table.models.has(shooterId) || !table.models.has(target)) return [];
  // Beyond every weapon's reach (as it holds them) no weapon has it as a candidate: nothing else is looked at.
  if (!withinRange(modelDistance(table, shooterId, target, variants.measure), reachOf(shooter))) return [];
  const status = shooterStatus(battle, shooter);
  if (!status.may) return [];
  const views = viewsFrom(table, shooterId);
  const shots: GameShotAt<MordheimScenario, N>[] = [];
  for (const choice of status.weapons) {
    if (choice.refusals.length > 0) continue;
    for (const candidate of legalTargetsInRange(battle, table, shooter, choice.weapon, variants, {}, views, target)) {
      const shot = tableShot(battle, table, candidate);
      const outcomes = endsOf(battle, table, candidate, shot, arithmetic).map((end) => ({ chance: end.p, after: { ...scenario, battle: asItWas(readyAgain(applyShot(battle, shooterId, { ...candidate, weapon: choice.weapon, odds: null }, shot, end.state), shooterId, shooter.state), shooter) } }));
      shots.push({ way: choice.weapon.id, outcomes });
    }
  }
  return shots;
}

/** What became of a warrior between two battles, for the goal: out of action; no longer as it was (a wound lost, or with none left a worse condition); out of action as one model. */
function harmOf(before: MordheimBattle, after: MordheimBattle, targetId: string, goal: AdviceGoal): number {
  const was = warriorOf(before, targetId)?.state;
  const now = warriorOf(after, targetId)?.state;
  if (!was || !now) return 0;
  switch (goal) {
    case 'out-of-action':
    case 'models':
      return now.condition === 'out-of-action' && was.condition !== 'out-of-action' ? 1 : 0;
    case 'any-effect':
      // As goalValue reads a shot: a warrior with wounds left is harmed by losing one, one with none by a worse condition.
      if (was.woundsLeft > 0) return now.woundsLeft !== was.woundsLeft ? 1 : 0;
      return now.condition !== was.condition ? 1 : 0;
  }
}

/** Every legal shot of a warrior that reaches its target, each weapon it may use at each target, with its odds. */
function ratedShotsOf(scenario: MordheimBattleScenario, shooterId: string, table: PreparedTable, only?: string): GameRatedShot[] {
  const { battle, variants } = scenario;
  const shooter = warriorOf(battle, shooterId);
  if (!shooter || !table.models.has(shooterId)) return [];
  const status = statusOf(battle, shooter);
  if (!status.may) return [];
  const memo = new OddsMemo(floatArithmetic);
  const shots: GameRatedShot[] = [];
  // Every weapon looks at the same enemies from the same place: their views are worked out once
  // (and kept with the table, for the exposure search that asks the same enemy again).
  const views = viewsFrom(table, shooterId);
  for (const choice of status.weapons) {
    if (choice.refusals.length > 0) continue;
    // A shot out of range does nothing (it misses at the range step): the enemies beyond it are
    // not looked at, nor those the closest-target rule surely rules out.
    for (const candidate of legalTargetsInRange(battle, table, shooter, choice.weapon, variants, {}, views, only)) {
      const odds = cachedOdds(battle, table, candidate, memo);
      shots.push({ target: candidate.target, way: choice.weapon.id, needed: effectiveNeeded(candidate.toHit, variants), cover: candidate.attack.circumstances.cover, odds });
    }
  }
  return shots;
}

/** The goal's value of a shot's odds; a target unharmed keeps its wounds (any wound lost, or an injury at none left, is an effect). */
function goalValue(battle: MordheimBattle, targetId: string, shot: GameOdds<number>, goal: AdviceGoal): number {
  const chanceOf = (result: string) => shot.results.find((r) => r.result === result)?.chance ?? 0;
  switch (goal) {
    case 'out-of-action':
    case 'models':
      // One warrior: the models it loses are 1 out of action or none, so the expectation is the chance.
      return chanceOf('out-of-action');
    case 'any-effect': {
      const target = warriorOf(battle, targetId);
      if (!target) return 0;
      const before = target.state;
      if (before.woundsLeft > 0) {
        const left = shot.counts.find((c) => c.count === 'wounds-left')?.odds.exactly ?? [];
        return 1 - (left[before.woundsLeft] ?? 0);
      }
      return 1 - chanceOf(before.condition);
    }
  }
}

/**
 * A warrior as it starts its side's next phase (not moved nor shot), one object per warrior:
 * the exposure map asks every place about the same enemies, and a search keys them by object.
 */
const freshWarriors = new WeakMap<Warrior, Warrior>();

function fresh(warrior: Warrior): Warrior {
  let found = freshWarriors.get(warrior);
  if (!found) {
    found = { ...warrior, state: { ...warrior.state, moved: false, ran: false, hasShot: false, failedCharge: false, rallied: false } };
    freshWarriors.set(warrior, found);
  }
  return found;
}

/**
 * A warrior as it stands after its move (moved, no longer hidden), one object per warrior: a
 * heat map moves it to hundreds of places, and what is kept by warrior (its reach, its weapons'
 * status) is then worked out once.
 */
const movedWarriors = new WeakMap<Warrior, Warrior>();

function movedWarrior(warrior: Warrior): Warrior {
  let moved = movedWarriors.get(warrior);
  if (!moved) {
    moved = { ...warrior, state: { ...warrior.state, moved: true, hidden: false } };
    movedWarriors.set(warrior, moved);
  }
  return moved;
}

/** Each warrior's status as a shooter, with the warband whose phase it was asked in: it reads nothing else. */
const statuses = new WeakMap<Warrior, { readonly shooting: string; readonly status: ShooterStatus }>();

function statusOf(battle: MordheimBattle, warrior: Warrior): ShooterStatus {
  const known = statuses.get(warrior);
  if (known?.shooting === battle.shooting) return known.status;
  const status = shooterStatus(battle, warrior);
  statuses.set(warrior, { shooting: battle.shooting, status });
  return status;
}

/** How far a warrior may move and still shoot: the asked move, else its Movement; running rules shooting out, so it is never offered. */
function movesOf(warrior: Warrior, asked: number | undefined): MoveReach[] {
  if (warrior.state.moved || warrior.state.ran || warrior.state.fell) return [];
  // The move asked (the command line's --move) overrides the profile's M, as in every game.
  const reach = asked ?? warrior.profile.M;
  return reach === undefined ? [] : [{ move: 'move', reach }];
}

/**
 * Mordheim's part of the advisor: a warrior moves up to its Movement (or the move asked, which
 * overrides it), climbing counted against it; a warrior that moves has moved (a move-or-fire weapon may not fire) and is no longer hidden.
 *
 * @example
 * mordheimAdvice().places(streetScenario, 'marksman', { grid: 0.5 })?.places.length; // 148
 */
export function mordheimAdvice(): GameAdvice<MordheimScenario> {
  const prepared = tablePreparer<MordheimBattle>();
  return {
    shotOdds(scenario, shooter, target, way, arithmetic) {
      const s = battleOf(scenario);
      if (!s) return null;
      const table = prepared(s.battle);
      const planned = planShot(s.battle, shooter, target, way, { variants: s.variants }, table);
      return planned.ok ? oddsOfShot(planned.shot, arithmetic) : null;
    },
    ratedShots(scenario, shooter, target) {
      const s = battleOf(scenario);
      if (!s || !warriorOf(s.battle, shooter)) return null;
      return ratedShotsOf(s, shooter, prepared(s.battle), target);
    },
    shotRater(shooter) {
      // A warrior's views look past its own model: while it alone has moved, every place keeps
      // the first table's obstruction set (the views are kept with each place's table, never reused).
      const kept = keptPreparation(prepared);
      return {
        rate(scenario) {
          const s = battleOf(scenario);
          if (!s || !warriorOf(s.battle, shooter)) return null;
          return ratedShotsOf(s, shooter, kept(s.battle, shooter, () => undefined));
        },
      };
    },
    goalValue(scenario, target, shot, goal) {
      const s = battleOf(scenario);
      return s ? goalValue(s.battle, target, shot, goal) : 0;
    },
    places(scenario, shooter, options): GamePlaces | null {
      const s = battleOf(scenario);
      const warrior = s && warriorOf(s.battle, shooter);
      const model = s?.battle.table.models.find((m) => m.id === shooter);
      if (!s || !warrior || !model) return null;
      const moves = movesOf(warrior, options.move);
      const unknown = warrior.profile.M === undefined && options.move === undefined ? ['movement-unknown'] : [];
      const places = gridPlaces({
        table: s.battle.table,
        bases: [model.base],
        centre: model.base.centre,
        standing: model.standing,
        height: model.height,
        movers: new Set([shooter]),
        moves,
        climbs: true,
        grid: options.grid,
      });
      return { places, notApplied: [...NOT_APPLIED, ...unknown] };
    },
    moveTo(scenario, shooter, place) {
      const s = battleOf(scenario);
      const model = s?.battle.table.models.find((m) => m.id === shooter);
      if (!s || !model) return null;
      if (place.move === 'stay') return s;
      const table = tableMovedTo(s.battle.table, new Set([shooter]), new Set(), model.base.centre, place);
      const warriors = s.battle.warriors.map((w) => (w.id === shooter ? movedWarrior(w) : w));
      return { ...s, battle: { ...s.battle, table, warriors } };
    },
    harm(before, after, target, goal) {
      const [b, a] = [battleOf(before), battleOf(after)];
      return b && a ? harmOf(b.battle, a.battle, target, goal) : 0;
    },
    shotsAt(scenario, shooter, target, arithmetic) {
      const s = battleOf(scenario);
      if (!s || !warriorOf(s.battle, shooter)) return null;
      return shotsAtOf(s, shooter, prepared(s.battle), target, arithmetic);
    },
    exposureState(scenario, target, goal) {
      const s = battleOf(scenario);
      const warrior = s && warriorOf(s.battle, target);
      // Knocked down or stunned, a warrior forces no enemy's choice (M-5) and is hit, wounded and
      // saved alike; a later injury makes it no better than it is (the worse condition stays), so
      // out of action comes with the same chance from either. Any effect tells them apart.
      if (goal === 'any-effect' || !s || !warrior || warrior.state.condition !== 'stunned') return scenario;
      const down = { ...warrior, state: { ...warrior.state, condition: 'knocked-down' as const } };
      return { ...s, battle: { ...s.battle, warriors: s.battle.warriors.map((w) => (w === warrior ? down : w)) } };
    },
    tableOf: (scenario) => battleOf(scenario)?.battle.table ?? null,
    enemyPhases(scenario, shooter) {
      const s = battleOf(scenario);
      const warrior = s && warriorOf(s.battle, shooter);
      if (!s || !warrior) return null;
      return s.battle.warbands
        .filter((w) => w.id !== warrior.warband)
        .map((enemy) => {
          // Their next phase: they have not moved nor shot yet (they are taken to stand where they are).
          const warriors = s.battle.warriors.map((w) => (w.warband === enemy.id ? fresh(w) : w));
          return { ...s, battle: { ...s.battle, shooting: enemy.id, warriors } };
        });
    },
  };
}
