// The shapes of the page's library of the community's profiles. A leaf of its own: the
// generated library (web/src/data/community-profiles.ts) is typed by it, and the module that
// loads that library (profile-library.ts) must not be imported back by what it loads.
import type { MordheimWeaponId } from '../../../src/games/mordheim/index.js';
import type { HeightClass, ShootingWeapon } from '../../../src/games/ninth-age/index.js';
import type { MORDHEIM_KIT_ITEMS, MORDHEIM_TARGET_RULES, NinthAgeNeeded, NinthAgeUnitRule, NinthAgeWeaponGap } from '../../../src/scenario/index.js';

type KitItem = (typeof MORDHEIM_KIT_ITEMS)[number];
type TargetRule = (typeof MORDHEIM_TARGET_RULES)[number];

/** A Mordheim warrior of the data, ready to fill a warrior of a battle file. */
export interface MordheimPick {
  /** "Reiklanders/Marksmen". */
  readonly key: string;
  /** Other names the data gives it ("Marksman", its profile's name). */
  readonly aliases: readonly string[];
  readonly profile: { readonly BS: number; readonly S: number; readonly T: number; readonly W: number; readonly I: number } & Readonly<Partial<Record<'M' | 'WS' | 'A' | 'Ld', number>>>;
  /** The missile weapons on its lists that Marksman knows. */
  readonly weapons: readonly MordheimWeaponId[];
  /** Its armour options, every one its lists offer (a pick keeps only what the warrior already wore). */
  readonly kit: readonly KitItem[];
  /** Large Target, Hard to Kill, and the skills and special rules its entry gives, by id (a Tilean Marksman's Dead Eye Shot). */
  readonly rules: readonly TargetRule[];
}

/** A Ninth Age unit of the data, ready to fill a unit of a battle file. */
export interface NinthAgePick {
  /** "Empire of Sonnstahl/State Militia". */
  readonly key: string;
  /** Its models' names other than the unit's: they find it when no unit has the name (as on the command line). */
  readonly aliases: readonly string[];
  readonly profile: { readonly HP: number; readonly Res: number; readonly Arm: number; readonly Str?: number; readonly AP?: number; readonly Dis?: number; readonly Adv?: number; readonly Aegis?: number; readonly Fortitude?: number; readonly AegisMagical?: number; readonly Height?: HeightClass };
  readonly hardTarget: number;
  readonly rules: readonly (NinthAgeUnitRule)[];
  /** The model's Type in lower case ("infantry"), as the command line's lookup gives it; absent where the data writes none. */
  readonly type?: string;
  /** The weapons a shot can be made with, each with the Aim the data prints (null for a Breath Attack, which hits without a roll). */
  readonly weapons: readonly { readonly name: string; readonly aim: number | null; readonly weapon: ShootingWeapon }[];
  /**
   * Weapons the data lists that the picker cannot give, and why: `no-aim`, the data prints no
   * Aim (a file naming the unit gives it, "Crossbow (4+)"); otherwise the weapon cannot shoot
   * here, with what stops it (the dice of its shots, the attribute).
   */
  readonly unusable: readonly ({ readonly name: string; readonly gap: 'no-aim'; readonly weapon: ShootingWeapon } | { readonly name: string; readonly gap: NinthAgeWeaponGap; readonly detail: string })[];
}

/** A warrior or unit the data names but a shot cannot use (its profile lacks what a shot needs): found by name, then refused as the command line refuses it. */
export interface IncompletePick {
  readonly key: string;
  readonly aliases: readonly string[];
}

export interface WebProfileLibrary {
  readonly mordheim: readonly MordheimPick[];
  readonly ninthAge: readonly NinthAgePick[];
  readonly incomplete: {
    readonly mordheim: readonly IncompletePick[];
    readonly ninthAge: readonly (IncompletePick & { readonly missing: readonly NinthAgeNeeded[] })[];
  };
}
