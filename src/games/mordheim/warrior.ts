import type { Table } from '../../table/index.js';
import type { MordheimKit, MordheimProfile, Condition, MordheimTarget } from './attack-types.js';
import type { MordheimModelRuleId } from './model-rules.js';
import type { InjuryTable } from './tables.js';
import type { MissileWeapon } from './weapons.js';

/** What happened to a warrior this turn, as far as shooting cares (seed: who can shoot). */
export interface WarriorState {
  readonly condition: Condition;
  readonly woundsLeft: number;
  readonly moved: boolean;
  readonly ran: boolean;
  readonly failedCharge: boolean;
  readonly rallied: boolean;
  readonly inCombat: boolean;
  readonly fleeing: boolean;
  readonly hidden: boolean;
  /** Stood up from knocked down this turn: may shoot, and standing up is not moving (M-11). */
  readonly stoodUp: boolean;
  /** Has already shot this phase. */
  readonly hasShot: boolean;
  /** Weapons with "prepare shot" fired last turn and still being reloaded. */
  readonly reloading: readonly string[];
  /** Fell from an edge this turn: may not move or hide for the rest of it (M-10). */
  readonly fell: boolean;
  /** Its lucky charm has had its one roll this battle. */
  readonly luckyCharmUsed: boolean;
  /** Fire-once weapons (a blunderbuss) it has fired this battle. */
  readonly firedOnce: readonly string[];
  /** Blackpowder weapons a misfire jammed (M-16, a 2): unusable for the rest of the battle. */
  readonly jammed: readonly string[];
  /** Blackpowder weapons a misfire blew up (M-16, a 1): lost for the rest of the battle. */
  readonly lost: readonly string[];
  /**
   * Blackpowder weapons a misfire left unfired and needing a turn more to reload (M-16, a 3):
   * unusable while listed. The battle a shot leaves lists them; a player takes one off once
   * its two turns of reloading have passed.
   */
  readonly misfireReload: readonly string[];
  /**
   * Double-barrelled weapons' reload tokens (M-17): the weapon's id once for each unloaded barrel.
   * A shot adds one per barrel fired; a player takes one off for each phase spent reloading, since
   * Marksman plays one phase, not turns in sequence. Two listed: nothing loaded; one: one barrel.
   */
  readonly unloadedBarrels: readonly string[];
}

/** A warrior at the start of its turn: standing, one wound, nothing done yet. */
export const FRESH_STATE: WarriorState = {
  condition: 'standing',
  woundsLeft: 1,
  moved: false,
  ran: false,
  failedCharge: false,
  rallied: false,
  inCombat: false,
  fleeing: false,
  hidden: false,
  stoodUp: false,
  hasShot: false,
  reloading: [],
  fell: false,
  luckyCharmUsed: false,
  firedOnce: [],
  jammed: [],
  lost: [],
  misfireReload: [],
  unloadedBarrels: [],
};

/** A warrior on the table: its model's id there, its profile, kit, weapons and state. */
export interface Warrior {
  readonly id: string;
  readonly name: string;
  readonly warband: string;
  readonly profile: MordheimProfile;
  readonly kit: MordheimKit;
  readonly weapons: readonly MissileWeapon[];
  readonly largeTarget: boolean;
  readonly injuryTable: InjuryTable;
  /** Its skills, equipment and special rules (model-rules.ts). */
  readonly rules: readonly MordheimModelRuleId[];
  readonly state: WarriorState;
}

/**
 * A warrior as the target of a shot: its profile, kit, rules and how it stands now. A warrior
 * out of action is never shot; should one be asked for, it is taken as stunned, the worst it
 * can be while still on the table.
 *
 * @example
 * // battle: examples/mordheim/battle-street.json, parsed as in targetReport's example
 * const ogre = battle.warriors.find((w) => w.id === 'ogre');
 * if (ogre) warriorAsTarget(ogre).largeTarget; // true
 */
export function warriorAsTarget(warrior: Warrior): MordheimTarget {
  const s = warrior.state;
  return {
    name: warrior.name,
    profile: warrior.profile,
    kit: warrior.kit,
    woundsLeft: s.woundsLeft,
    condition: s.condition === 'out-of-action' ? 'stunned' : s.condition,
    largeTarget: warrior.largeTarget,
    injuryTable: warrior.injuryTable,
    rules: warrior.rules,
    luckyCharmUsed: s.luckyCharmUsed,
  };
}

/** A warband on the table: its id and the name players know it by. */
export interface Warband {
  readonly id: string;
  readonly name: string;
}

/** A Mordheim battle: the table, the warbands and their warriors, and whose shooting phase it is. */
export interface MordheimBattle {
  readonly table: Table;
  readonly warbands: readonly Warband[];
  readonly warriors: readonly Warrior[];
  /** The warband whose shooting phase it is. */
  readonly shooting: string;
}
