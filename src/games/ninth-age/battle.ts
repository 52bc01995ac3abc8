import type { Table } from '../../table/index.js';
import type { Movement, NinthAgeDefence } from './attack-types.js';
import type { AimAt, JoinedCharacter } from './joined-types.js';
import type { WeaponEntry } from './weapons.js';

/** Close formation shoots from two ranks; a Line Formation unit with Volley Fire from three when it stood still and is not standing and shooting (facts B3, T-12). */
export const FORMATIONS = ['close', 'line'] as const;
/** One of {@link FORMATIONS}. */
export type Formation = (typeof FORMATIONS)[number];

/** What happened to a unit this player turn, as far as shooting cares. */
export interface NinthAgeUnitState {
  readonly movement: Movement;
  /** Health Points lost by the model that takes the next wounds. */
  readonly hpLost: number;
  readonly engaged: boolean;
  readonly fleeing: boolean;
  readonly hasShot: boolean;
  /** Shoots as a Stand and Shoot charge reaction: −1 in 2.x, nothing in the seed's rules (T-1). */
  readonly standAndShoot: boolean;
  /** Its Breath Attack was used earlier in the game: once per game (BS-T9A-2ND, Breath Attack). */
  readonly breathUsed?: boolean;
}

/** A unit at the start of its turn: unmoved, unhurt, free to shoot. */
export const FRESH_UNIT_STATE: NinthAgeUnitState = { movement: 'none', hpLost: 0, engaged: false, fleeing: false, hasShot: false, standAndShoot: false };

/** A unit on the table: its block there has the same id (models `id#1`, `id#2`… front rank first). */
export interface NinthAgeUnit {
  readonly id: string;
  readonly name: string;
  readonly army: string;
  readonly formation: Formation;
  readonly profile: NinthAgeDefence & { readonly Str: number; readonly AP: number };
  /** Hard Target (X) on every model (0: none). */
  readonly hardTarget: number;
  readonly marchAndShoot: boolean;
  readonly flammable: boolean;
  /** Fly: Clipped Wings adds one to Multiple Wounds against it (BS-T9A-2ND Multiple Wounds). */
  readonly fly: boolean;
  /** Skirmisher: every model shoots, whatever its rank, and the unit never blocks Line of Sight (T-12, BS-T9A-2ND Skirmisher). */
  readonly skirmisher: boolean;
  /** Light Troops: every model shoots and the unit never blocks Line of Sight (T-12); it has March and Shoot (BS-T9A-2ND Light Troops). */
  readonly lightTroops: boolean;
  /** The models' shooting weapons, each with its Aim (T-3). */
  readonly weapons: readonly WeaponEntry[];
  /** Its Advance Rate in inches, the profile's Adv (absent: not given); only the advisor reads it. */
  readonly advanceRate?: number;
  readonly state: NinthAgeUnitState;
  /** Characters joined to the unit and its Champion (NR-COMBINED, T-13); absent when it has neither. */
  readonly joined?: UnitJoined;
  /**
   * Set only on a joined character seen as a shooter (`characterShooters`, T-14): the unit whose
   * block it stands in, its place in that unit's `characters`, and whether it was removed.
   */
  readonly joinedTo?: { readonly unit: string; readonly character: number; readonly removed: boolean };
}

/**
 * A joined character's own shooting (T-14): its Strength and Armour Penetration, its weapons,
 * whether it has March and Shoot, and what it did this turn and game (the rest of its state is
 * its unit's: it moves, fights and flees with it).
 */
export interface CharacterShooting {
  readonly Str: number;
  readonly AP: number;
  readonly weapons: readonly WeaponEntry[];
  readonly marchAndShoot: boolean;
  /** Its own Light Troops: March and Shoot when its unit has Light Troops too (the whole unit then has it, BS-T9A-2ND Light Troops). */
  readonly lightTroops?: boolean;
  readonly hasShot: boolean;
  readonly breathUsed?: boolean;
}

/** A character joined to a unit on the table: its own profile, the Health Points it lost, whether it was removed. */
export interface TableCharacter extends JoinedCharacter {
  readonly removed: boolean;
  /** Its own shooting weapons and profile (T-14); absent when the file gives it no weapon. */
  readonly shooting?: CharacterShooting;
}

/**
 * What a unit on the table carries besides its rank and file (NR-COMBINED, T-13): its Type, its
 * joined characters (not placed as models while rank and file are left: they stand in for rank-and-file places) and whether one
 * of its models is the Champion.
 */
export interface UnitJoined {
  /** The rank and file's Type: a character of another Type can be hit whatever the unit's size. */
  readonly type: string;
  readonly champion: boolean;
  readonly characters: readonly TableCharacter[];
  /**
   * Every rank-and-file model is gone and the characters left stand as the unit, each a model of
   * its own (`unit/N`) in the block (ruling NA-ALONE, alone.ts).
   */
  readonly alone?: boolean;
}

/** An army on the table: its id and the name players know it by. */
export interface NinthAgeArmy {
  readonly id: string;
  readonly name: string;
}

/** A Ninth Age battle: the table, the armies and their units, and whose shooting phase it is. */
export interface NinthAgeBattle {
  readonly table: Table;
  readonly armies: readonly NinthAgeArmy[];
  readonly units: readonly NinthAgeUnit[];
  readonly shooting: string;
  /** Where the shooting army puts the hits it may share out at a unit with characters (T-13); default `characters`. */
  readonly aimAt?: AimAt;
}

/**
 * The unit's models still on the table.
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * unitModels(battle, 'crossbowmen'); // ['crossbowmen#1', …, 'crossbowmen#6']
 */
export function unitModels(battle: NinthAgeBattle, unitId: string): readonly string[] {
  return battle.table.units.find((u) => u.id === unitId)?.models ?? [];
}

/**
 * Whether the unit fights in open order (Skirmisher or Light Troops): every model shoots and
 * its models never block sight nor give hard cover (T-12).
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const crossbowmen = battle.units.find((u) => u.id === 'crossbowmen');
 * if (crossbowmen) inOpenOrder(crossbowmen); // false: a ranked unit
 */
export function inOpenOrder(unit: Pick<NinthAgeUnit, 'skirmisher' | 'lightTroops'>): boolean {
  return unit.skirmisher || unit.lightTroops;
}

/**
 * The rank-and-file models the unit has on the table: none once it stands as its characters alone.
 *
 * @example
 * // battle: examples/ninth-age/captain-in-unit-table.json, parsed
 * rankAndFileCount(battle, 'spearmen'); // 3
 */
export function rankAndFileCount(battle: NinthAgeBattle, unitId: string): number {
  const unit = battle.units.find((u) => u.id === unitId);
  if (unit?.joined?.alone) return 0;
  return battle.table.units.find((u) => u.id === unitId)?.models.length ?? 0;
}
