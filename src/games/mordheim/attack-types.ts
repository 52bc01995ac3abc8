import type { MordheimModelRuleId } from './model-rules.js';
import type { BodyArmour, InjuryTable } from './tables.js';
import type { MordheimVariants } from './variants.js';
import type { MissileWeapon, WeaponRule } from './weapons.js';

/** A warrior's characteristics (M WS BS S T W I A Ld); an attack reads the ones it needs. */
export interface MordheimProfile {
  readonly M?: number;
  readonly WS?: number;
  readonly BS: number;
  readonly S: number;
  readonly T: number;
  readonly W: number;
  readonly I?: number;
  readonly A?: number;
  readonly Ld?: number;
}

/** What a warrior wears: at most one body armour, plus pieces that add to it. */
export interface MordheimKit {
  readonly armour: BodyArmour | null;
  readonly shield: boolean;
  readonly buckler: boolean;
  readonly helmet: boolean;
  readonly barding: boolean;
}

/** Nothing worn: the kit of a target given none. */
export const NO_KIT: MordheimKit = { armour: null, shield: false, buckler: false, helmet: false, barding: false };

/** A warrior's conditions, from best to worst. */
export const CONDITIONS = ['standing', 'knocked-down', 'stunned', 'out-of-action'] as const;
/** A warrior's state on the table; it only ever gets worse within a turn (M-8). */
export type Condition = (typeof CONDITIONS)[number];

/** The shooter as an attack needs it: its BS, its Strength for thrown weapons, its skills and equipment. */
export interface MordheimShooter {
  readonly name?: string;
  readonly profile: Pick<MordheimProfile, 'BS' | 'S'>;
  /** Its skills, equipment and special rules (model-rules.ts). */
  readonly rules: readonly MordheimModelRuleId[];
}

/** The target as an attack needs it: Toughness, Wounds, kit, and how it stands now. */
export interface MordheimTarget {
  readonly name?: string;
  /** Its Strength, when known, is read only by a net's roll to tear it (BS-M data.cat, Net). */
  readonly profile: Pick<MordheimProfile, 'T' | 'W'> & Partial<Pick<MordheimProfile, 'S'>>;
  readonly kit: MordheimKit;
  /** Wounds left now (defaults to the profile's W). */
  readonly woundsLeft: number;
  readonly condition: Exclude<Condition, 'out-of-action'>;
  readonly largeTarget: boolean;
  readonly injuryTable: InjuryTable;
  /** Its skills, equipment and special rules (model-rules.ts): Dodge, a lucky charm, an Elven cloak… */
  readonly rules: readonly MordheimModelRuleId[];
  /** Its lucky charm has had its one roll this battle. */
  readonly luckyCharmUsed: boolean;
}

/** What the table says about the shot; in a table scenario these come from geometry. */
export interface MordheimCircumstances {
  /** Any part of the target hidden by scenery or models. */
  readonly cover: boolean;
  readonly longRange: boolean;
  readonly moved: boolean;
  /** The target's body is over 2" tall or wide (the Large Target rule can also come from the target). */
  readonly largeBody: boolean;
  /** The shooter uses the weapon's fire-twice rule: each shot at −1. */
  readonly fireTwice: boolean;
  /** Distance to the target in inches, when known; beyond the weapon's range the shot misses. */
  readonly distance: number | null;
}

/** A shot in the open, at short range, by a shooter who has not moved. */
export const NO_CIRCUMSTANCES: MordheimCircumstances = {
  cover: false,
  longRange: false,
  moved: false,
  largeBody: false,
  fireTwice: false,
  distance: null,
};

/** One shooter firing `shots` shots with one weapon at one target, in one turn. */
export interface MordheimAttack {
  readonly shooter: MordheimShooter;
  readonly weapon: MissileWeapon;
  readonly target: MordheimTarget;
  readonly circumstances: MordheimCircumstances;
  readonly shots: number;
  readonly variants: MordheimVariants;
  /** False for hits that cannot be critical at all (a fall, ruling M-10). */
  readonly criticalHits: boolean;
  /**
   * A double-barrelled weapon (M-17): 2 fires both barrels with one to-hit roll, 1 a single
   * barrel as an ordinary shot. Left out, such a weapon fires both; other weapons have one.
   */
  readonly barrels?: 1 | 2;
}

/** Every to-hit modifier, in the order explanations list them. */
export const HIT_MODIFIER_CODES = ['cover', 'long-range', 'moved', 'large-target', 'accuracy', 'fire-twice', 'elven-cloak', 'gun-rest'] as const;
/** What can change the to-hit roll. */
export type HitModifierCode = (typeof HIT_MODIFIER_CODES)[number];
/** What changes the armour save: the hit's Strength, the weapon's own modifier, a Wolfcloak against shooting. */
export type SaveModifierCode = 'strength' | 'weapon' | 'wolfcloak' | 'shaggy-hide';

/** The rules that may cancel a to-hit modifier: a thrown weapon's, an accurate weapon's, and the skills that ignore cover or long range. */
export type MordheimHitCanceller = Extract<WeaponRule, 'thrown' | 'accurate' | 'thrown-no-range-penalty'> | Extract<MordheimModelRuleId, 'trick-shooter' | 'dead-eye-shot' | 'steady-hands'>;

/** A modifier as the explanation shows it; `ignoredBy` names the rule that cancels it. */
export interface Modifier<C extends string> {
  readonly code: C;
  readonly value: number;
  readonly ignoredBy?: MordheimHitCanceller;
}
