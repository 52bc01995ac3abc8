import type { Table } from '../../table/index.js';
import type { BattleaxeKeyword, BattleaxeProfile, BattleaxeWeapon } from './attack-types.js';

/** What happened to a unit this turn, as far as shooting cares. */
export interface BattleaxeUnitState {
  /** Moved for any reason this turn: −1 to hit. */
  readonly moved: boolean;
  readonly inCombat: boolean;
  readonly fleeing: boolean;
  /** Has already shot this phase. */
  readonly hasShot: boolean;
  /**
   * Shoots as a stand and shoot reaction to a charge (B-6): −1, and neither long range nor
   * point-blank. Which unit it shoots at is the player's to pick: the charger.
   */
  readonly standAndShoot: boolean;
  /** Wounds already lost by the model in the line of fire (B-13). */
  readonly woundsOnCurrent: number;
}

/** A unit at the start of its turn: unmoved, unhurt, free to shoot. */
export const FRESH_UNIT_STATE: BattleaxeUnitState = { moved: false, inCombat: false, fleeing: false, hasShot: false, standAndShoot: false, woundsOnCurrent: 0 };

/**
 * How a unit stands, as its shooting cares (B-15): in ranks of `files` models, filled from the
 * front (its first `files` models on the table are the front rank), or as skirmishers, who
 * all shoot.
 */
export type BattleaxeFormation = { readonly kind: 'ranks'; readonly files: number } | { readonly kind: 'skirmish' };

/** The special rules a unit may hold that change its shooting on the table: `shoots-into-combat` — it may shoot at a unit in combat (SEED-BA's point-blank section allows such a rule; B-5). */
export const BATTLEAXE_UNIT_RULES = ['shoots-into-combat'] as const;
/** One of {@link BATTLEAXE_UNIT_RULES}. */
export type BattleaxeUnitRule = (typeof BATTLEAXE_UNIT_RULES)[number];

/**
 * A rank-and-file unit on the table: its block there (a `TableUnit` with the same id, whose
 * models are the unit's models still standing), its profile, keywords and missile weapon.
 */
export interface BattleaxeUnit {
  readonly id: string;
  readonly name: string;
  readonly army: string;
  readonly profile: BattleaxeProfile;
  readonly keywords: readonly BattleaxeKeyword[];
  readonly weapon: BattleaxeWeapon | null;
  readonly formation: BattleaxeFormation;
  /** Its special rules that the shooting reads. */
  readonly rules: readonly BattleaxeUnitRule[];
  /** Models the unit began the battle with (a lone last model is harder to hit, B-8). */
  readonly startingModels: number;
  /** How far it may move this turn in inches, its profile's M (absent: not given); only the advisor reads it. */
  readonly move?: number;
  readonly state: BattleaxeUnitState;
}

/** An army on the table: its id and the name players know it by. */
export interface BattleaxeArmy {
  readonly id: string;
  readonly name: string;
}

/** A Battleaxe battle: the table, the armies and their units, and whose shooting phase it is. */
export interface BattleaxeBattle {
  readonly table: Table;
  readonly armies: readonly BattleaxeArmy[];
  readonly units: readonly BattleaxeUnit[];
  /** The army whose shooting phase it is. */
  readonly shooting: string;
}

/**
 * The ids of a unit's models still on the table, front rank first.
 *
 * @example
 * // battle, variants: examples/battleaxe/hedge-and-wall.json, parsed as in battleaxeTargetReport's example
 * unitModels(battle, 'goblins'); // ['goblins#1', …, 'goblins#10']
 * unitModels(battle, 'dragon'); // []
 */
export function unitModels(battle: BattleaxeBattle, unitId: string): readonly string[] {
  return battle.table.units.find((u) => u.id === unitId)?.models ?? [];
}

/**
 * A unit of the battle by its id.
 *
 * @example
 * // battle, variants: examples/battleaxe/hedge-and-wall.json, parsed as in battleaxeTargetReport's example
 * findUnit(battle, 'orcs')?.profile; // { BS: 5, S: 3, T: 4, W: 1, armour: 5, ward: null }
 */
export function findUnit(battle: BattleaxeBattle, unitId: string): BattleaxeUnit | undefined {
  return battle.units.find((u) => u.id === unitId);
}
