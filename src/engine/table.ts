import type { Arithmetic, DiceState } from '../dice/index.js';
import { prepareTable, type PreparedTable, type Table } from '../table/index.js';
import type { GameDie, GameEnemy, GameOutcome, GameTable, GameTargets } from './game.js';

/** A battle scenario of one game, as its own library takes it: the battle and the table's variants. */
interface BattleScenario<B, V> {
  readonly kind: 'battle';
  readonly battle: B;
  readonly variants: V;
}

/** A shot on the table in a game's own terms, before it becomes the shape every game shares. */
export type TableShotResult<B> = { readonly ok: true; readonly seed: number; readonly dice: readonly GameDie[]; readonly battle: B; readonly diceAfter: DiceState } | { readonly ok: false; readonly refusal: string };

/** A phase in a game's own terms. */
export interface TablePhaseResult<B> {
  readonly seed: number;
  readonly turns: readonly { readonly shooter: string; readonly target: string; readonly dice: readonly GameDie[] }[];
  readonly battle: B;
  readonly diceAfter: DiceState;
}

/** Every battle a shot can leave, in a game's own terms (equal battles not yet merged). */
export type TableOutcomes<B, N> = { readonly ok: true; readonly outcomes: readonly { readonly chance: N; readonly battle: B }[] } | { readonly ok: false; readonly refusal: string };

/** A shooter's legal shots weighed, in a game's own terms. */
export interface TableShooterOutcomes<B, N> {
  readonly may: boolean;
  readonly advised: { readonly target: string; readonly way: string | null } | null;
  readonly shots: readonly { readonly target: string; readonly way: string | null; readonly outcomes: readonly { readonly chance: N; readonly battle: B }[] }[];
}

/** What a game's library does on its table, given a battle known to hold the shooter (and the order's ids). */
export interface TableParts<B, V> {
  has(battle: B, id: string): boolean;
  order(battle: B): readonly string[];
  targets(battle: B, variants: V, shooter: string): Omit<GameTargets, 'shooter'>;
  shoot(battle: B, variants: V, shooter: string, target: string, way: string | null, dice: DiceState | number): TableShotResult<B>;
  phase(battle: B, variants: V, dice: DiceState | number, order: readonly string[] | undefined): TablePhaseResult<B>;
  /** The shot `shoot` would roll, weighed by the odds interpreter instead. */
  outcomes<N>(battle: B, variants: V, shooter: string, target: string, way: string | null, arithmetic: Arithmetic<N>): TableOutcomes<B, N>;
  /** Every legal shot of a shooter the battle holds, weighed from one working out of its targets. */
  shooterOutcomes<N>(battle: B, variants: V, shooter: string, arithmetic: Arithmetic<N>, ready: boolean): TableShooterOutcomes<B, N>;
  enemies(battle: B): readonly GameEnemy[];
  /** Equal for two battles whose shots are all the same (the states and places of every model and unit). */
  key(battle: B): string;
}

/** Merges outcomes whose battles have the same key, adding their chances, in the order each first appears. */
function mergeOutcomes<B, N, S>(outcomes: readonly { readonly chance: N; readonly battle: B }[], key: (battle: B) => string, wrap: (battle: B) => S, arithmetic: Arithmetic<N>): GameOutcome<S, N>[] {
  const merged = new Map<string, { chance: N; battle: B }>();
  for (const outcome of outcomes) {
    const k = key(outcome.battle);
    const seen = merged.get(k);
    merged.set(k, seen ? { chance: arithmetic.add(seen.chance, outcome.chance), battle: seen.battle } : { chance: outcome.chance, battle: outcome.battle });
  }
  return [...merged.values()].map((outcome) => ({ chance: outcome.chance, after: wrap(outcome.battle) }));
}

/**
 * A game's `GameTable` from its own table functions: a quick attack answers null, an unknown
 * shooter is refused (or null where there is no shot to refuse), and the battle after a shot
 * or a phase goes back into the scenario it came from.
 *
 * @example
 * const table = gameTable<NinthAgeScenario, NinthAgeBattle, NinthAgeVariants>({ has, order, targets, shoot, phase, outcomes, shooterOutcomes, enemies, key });
 * table.shoot(attackScenario, 'a', 'b', null, 1); // null: a quick attack has no table
 */
export function gameTable<S extends { readonly kind: 'attack' | 'battle' }, B, V>(parts: TableParts<B, V>): GameTable<S> {
  const battleOf = (scenario: S): (S & BattleScenario<B, V>) | null => (scenario.kind === 'battle' ? (scenario as S & BattleScenario<B, V>) : null);
  return {
    shooters: (scenario) => {
      const battle = battleOf(scenario);
      return battle && parts.order(battle.battle);
    },
    targets(scenario, shooter) {
      const battle = battleOf(scenario);
      if (!battle || !parts.has(battle.battle, shooter)) return null;
      return { shooter, ...parts.targets(battle.battle, battle.variants, shooter) };
    },
    shoot(scenario, shooter, target, way, dice) {
      const battle = battleOf(scenario);
      if (!battle) return null;
      if (!parts.has(battle.battle, shooter)) return { ok: false, refusal: 'unknown-shooter' };
      const shot = parts.shoot(battle.battle, battle.variants, shooter, target, way, dice);
      if (!shot.ok) return shot;
      return { ok: true, seed: shot.seed, dice: shot.dice, after: { ...battle, battle: shot.battle }, diceAfter: shot.diceAfter };
    },
    phase(scenario, dice, order) {
      const battle = battleOf(scenario);
      if (!battle || order?.some((id) => !parts.has(battle.battle, id))) return null;
      const phase = parts.phase(battle.battle, battle.variants, dice, order);
      return { seed: phase.seed, turns: phase.turns, after: { ...battle, battle: phase.battle }, diceAfter: phase.diceAfter };
    },
    outcomes(scenario, shooter, target, way, arithmetic) {
      const battle = battleOf(scenario);
      if (!battle) return null;
      if (!parts.has(battle.battle, shooter)) return { ok: false, refusal: 'unknown-shooter' };
      const weighed = parts.outcomes(battle.battle, battle.variants, shooter, target, way, arithmetic);
      if (!weighed.ok) return weighed;
      return { ok: true, outcomes: mergeOutcomes(weighed.outcomes, (b) => parts.key(b), (after) => ({ ...battle, battle: after }), arithmetic) };
    },
    shooterOutcomes(scenario, shooter, arithmetic, ready = false) {
      const battle = battleOf(scenario);
      if (!battle || !parts.has(battle.battle, shooter)) return null;
      const weighed = parts.shooterOutcomes(battle.battle, battle.variants, shooter, arithmetic, ready);
      const wrap = (after: B) => ({ ...battle, battle: after });
      return { may: weighed.may, advised: weighed.advised, shots: weighed.shots.map((shot) => ({ target: shot.target, way: shot.way, outcomes: mergeOutcomes(shot.outcomes, (b) => parts.key(b), wrap, arithmetic) })) };
    },
    enemies(scenario) {
      const battle = battleOf(scenario);
      return battle && parts.enemies(battle.battle);
    },
    stateKey(scenario) {
      const battle = battleOf(scenario);
      return battle && parts.key(battle.battle);
    },
  };
}

/**
 * A table's preparation kept across calls: the same table object is prepared once, and a new
 * one (a model moved) is prepared from the last, as the advisor asks place after place.
 *
 * @example
 * const prepared = tablePreparer<MordheimBattle>();
 * prepared(battle) === prepared(battle); // true: prepared once
 */
export function tablePreparer<B extends { readonly table: Table }>(): (battle: B) => PreparedTable {
  // The exposure map goes back and forth between a few tables (a model out of action leaves
  // it), so the last few are kept, newest first. Only a few: a heat map prepares a table at each
  // of its hundreds of places, and keeping every one alive (a WeakMap held them while their
  // tables lived) made the 896-place map spend a sixth of its time collecting garbage.
  let recent: PreparedTable[] = [];
  return (battle) => {
    const newest = recent[0];
    if (newest?.table === battle.table) return newest;
    const known = recent.find((p) => p.table === battle.table);
    const prepared = known ?? prepareTable(battle.table, newest);
    recent = [prepared, ...recent.filter((p) => p !== prepared).slice(0, RECENT_TABLES - 1)];
    return prepared;
  };
}

/** How many prepared tables {@link tablePreparer} keeps: the shooter's few states in an exposure search. */
const RECENT_TABLES = 8;
