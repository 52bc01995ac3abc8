/**
 * The page's words for editing a unit battle's table (Battleaxe, The Ninth Age): a unit's
 * profile, weapons and special rules, adding a unit, the range rings and the compare view.
 * Held in the page's section (`web.unitTable`); each language has its own file
 * (en-web-units.ts, ru-web-units.ts).
 */
import type { BattleaxeKeyword } from '../src/games/battleaxe/index.js';
import type { HeightClass } from '../src/games/ninth-age/index.js';
import type { NinthAgeUnitRule } from '../src/scenario/index.js';

/** The characteristics a unit editor offers, as the scenario file keys them. */
export type UnitProfileField = 'M' | 'BS' | 'S' | 'T' | 'W' | 'armour' | 'ward' | 'Height' | 'Adv' | 'HP' | 'Res' | 'Arm' | 'Aegis' | 'Fortitude' | 'Str' | 'AP';
/** The numbers of a weapon a unit's file defines itself, as the scenario format keys them. */
export type OwnWeaponField = 'aim' | 'range' | 'shots' | 'strength' | 'armourPiercing' | 'armourPenetration';
/** The special rules a unit may have in the scenario format: Battleaxe's keywords, The Ninth Age's rules. */
export type UnitRuleField = BattleaxeKeyword | 'shoots-into-combat' | NinthAgeUnitRule;

export interface WebUnitTableTexts {
  readonly profile: string;
  readonly field: Readonly<Record<UnitProfileField, string>>;
  readonly fieldTitle: Readonly<Record<UnitProfileField, string>>;
  readonly weapon: string;
  readonly noWeapon: string;
  readonly ownWeapon: (name: string) => string;
  readonly ownWeaponField: Readonly<Record<OwnWeaponField, string>>;
  readonly weapons: string;
  readonly aim: string;
  readonly addWeapon: string;
  readonly removeWeapon: (weapon: string) => string;
  readonly rules: string;
  readonly rule: Readonly<Record<UnitRuleField, string>>;
  readonly hardTarget: string;
  /** The Ninth Age's Height as a 2.x class, offered beside the numbers 0–5. */
  readonly heightClass: Readonly<Record<HeightClass, string>>;
  /** No Height written: the game's default. */
  readonly heightDefault: string;
  readonly formation: string;
  /** The Ninth Age's characters joined to a unit (NR-COMBINED, T-13), in the unit editor. */
  readonly characters: {
    readonly heading: string;
    readonly hint: string;
    readonly none: string;
    /** A character the file names not: its place in the list, from 1. */
    readonly unnamed: (n: number) => string;
    readonly name: string;
    readonly hpLost: string;
    /** A character's Type, written as the file writes it ("cavalry"): empty is the unit's. */
    readonly type: string;
    readonly typeTitle: string;
    readonly removed: string;
    readonly remove: (name: string) => string;
    readonly newHeading: string;
    readonly add: string;
    /** The format's bound: no more join a unit. */
    readonly full: (max: number) => string;
    /** After a pick from the community's data filled the new character's fields. */
    readonly filled: (name: string) => string;
    /** Over a character's own weapons (T-14): with one it shoots on its own. */
    readonly weaponsHint: string;
    /** Over the weapons a character picked from the community's data may carry, to tick. */
    readonly dataWeapons: string;
  };
  readonly formationChoice: { readonly close: string; readonly line: string };
  readonly modeAddUnit: string;
  readonly army: string;
  readonly addUnitHint: string;
  readonly newUnit: (count: number) => string;
  readonly noRoom: string;
  readonly terrainHint: string;
  readonly ringsHint: (weapon: string, half: number, full: number) => string;
  readonly compareIntro: string;
  readonly meanRemoved: (mean: string) => string;
  readonly anyRemoved: string;
  readonly destroyed: string;
}
