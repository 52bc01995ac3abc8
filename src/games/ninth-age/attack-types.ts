import type { UnitDamage } from '../shared/index.js';
import type { CoverFinding } from './cover.js';
import type { CoverLevel } from './cover-level.js';
import type { NinthAgeHeight } from './heights.js';
import type { NinthAgeVariants } from './variants.js';
import type { TargetFacing, WeaponEntry } from './weapons.js';

/**
 * A Move Manoeuvre the unit made this player turn, if any (T-5). `pivot`: it only pivoted, which
 * is moving (facts B3 names the Pivot among what Move or Fire forbids) but which some weapons'
 * rules forgive (the Cyclops' Hurl Attack, `pivot-ignores-moving`).
 */
export const MOVEMENTS = ['none', 'pivot', 'advance', 'reform', 'march'] as const;
/** One of {@link MOVEMENTS}. */
export type Movement = (typeof MOVEMENTS)[number];

/** Defensive characteristics of the models of a unit (one profile for the whole unit). */
export interface NinthAgeDefence {
  readonly HP: number;
  readonly Res: number;
  readonly Arm: number;
  /** Aegis X+ and Fortitude X+ special saves, or null. */
  readonly Aegis: number | null;
  readonly Fortitude: number | null;
  /**
   * Aegis X+ that works only against Magical Attacks ("Aegis (4+, against Magical Attacks)",
   * BS-T9A-2ND Magical Attacks); against such an attack the better of it and `Aegis` is rolled.
   */
  readonly AegisMagical?: number;
  readonly Height: NinthAgeHeight;
  /** Discipline, when known: the Panic Test of the 2.x rules is 2D6 ≤ Dis (NR-CHARTEST). */
  readonly Dis?: number;
}

/** One Hard Target (X) rule and how many of the unit's models have it (T-4). */
export interface HardTargetInstance {
  readonly value: number;
  readonly models: number;
}

/** The target unit as the attack reads it: its models, profile, damage so far and rules. */
export interface NinthAgeTarget {
  readonly name?: string;
  /** Models in the unit now. */
  readonly models: number;
  readonly profile: NinthAgeDefence;
  /** Health Points already lost by the model taking the wounds, below its HP. */
  readonly hpLost: number;
  readonly hardTarget: readonly HardTargetInstance[];
  /** Flaming Attacks re-roll failed to-wound rolls against it (facts B2). */
  readonly flammable: boolean;
  /** Fly: Clipped Wings adds one to a weapon's Multiple Wounds against it (BS-T9A-2ND Multiple Wounds). */
  readonly fly: boolean;
  /**
   * Its ranks as an Area Attack reads them: `width` models in each full rank, and the facing the
   * shooter is in (T-6). Absent: every model in one rank, shot at from the Front.
   */
  readonly formation?: TargetFormation;
}

/** A target's width (models in a full rank) and the facing the shooter is in (Front, Flank, Rear). */
export interface TargetFormation {
  readonly width: number;
  readonly facing: TargetFacing;
  /**
   * Models standing in the ranks when more than the unit's own: characters joined to it stand
   * in its ranks and count there (ruling NA-AREA-JOINED). Absent: the unit's models.
   */
  readonly inRanks?: number;
}

/** The shooting unit as the attack reads it: its profile, how it moved, its rules. */
export interface NinthAgeShooter {
  readonly name?: string;
  /** The shooting models' Strength, AP and Height (Strength and AP serve "as user" weapons). */
  readonly profile: { readonly Str: number; readonly AP: number; readonly Height: NinthAgeHeight };
  readonly movement: Movement;
  /** The unit has March and Shoot (T-5); a weapon can have it too. */
  readonly marchAndShoot: boolean;
  /** A Stand and Shoot charge reaction: −1 in 2.x; the seed's rules give no modifier. */
  readonly standAndShoot: boolean;
}

/** What the table says about one group of shots: the same Aim, range band and cover. */
export interface VolleyCircumstances {
  readonly longRange: boolean;
  readonly cover: CoverLevel;
  /** Inches to the target's Unit Boundary when known; beyond the weapon's range the shots miss. */
  readonly distance: number | null;
}

/** Where one shooting model stands and what its three lines crossed (table scenarios). */
export interface ModelSight {
  readonly model: string;
  readonly distance: number;
  readonly longRange: boolean;
  readonly cover: CoverFinding;
}

/**
 * Shots that share one to-hit analysis: one weapon entry, fired by `models` models at the same
 * range band and cover. On a table, `sight` holds each of those models' lines.
 */
export interface NinthAgeVolley {
  readonly entry: WeaponEntry;
  readonly models: number;
  readonly shots: number;
  /** The rule that set each model's shots, when one did (the Repeater Pistol beside a Pistol). */
  readonly shotsRule?: 'shots-with-pistol';
  /** A Volley Gun's shots were rolled with one natural 6: −1 to hit (NR-VOLLEY-GUN). */
  readonly volleyGunSix?: boolean;
  readonly circumstances: VolleyCircumstances;
  readonly sight: readonly ModelSight[];
}

/** A unit's shooting at one target unit: its volleys, resolved step by step (facts B1). */
export interface NinthAgeAttack {
  readonly shooter: NinthAgeShooter;
  readonly target: NinthAgeTarget;
  readonly volleys: readonly NinthAgeVolley[];
  readonly variants: NinthAgeVariants;
}

/** What can change the to-hit roll. */
export type HitModifierCode = 'long-range' | 'moving' | 'unwieldy' | 'stand-and-shoot' | 'soft-cover' | 'hard-cover' | 'hard-target' | 'volley-gun-six' | 'cannon-gigantic';
/** Every to-hit modifier, in the order explanations list them. */
export const HIT_MODIFIER_CODES: readonly HitModifierCode[] = ['long-range', 'moving', 'unwieldy', 'stand-and-shoot', 'soft-cover', 'hard-cover', 'hard-target', 'volley-gun-six', 'cannon-gigantic'];

/** A to-hit modifier as explanations show it; `ignoredBy` names the attribute that cancels it. */
export interface HitModifier {
  readonly code: HitModifierCode;
  readonly value: number;
  readonly ignoredBy?: 'accurate' | 'quick-to-fire' | 'hits-on-aim' | 'cannon' | 'catapult' | 'pivot-ignores-moving';
}

/**
 * The target unit's damage before the shooting: its models, and the HP already lost on the next model.
 *
 * @example
 * targetStart(ninthAgeAttack({ weapon: 'Bow (4+)', target: { models: 10, profile: { HP: 2 }, hpLost: 1 } }).target); // { models: 10, onCurrent: 1 }
 */
export function targetStart(target: NinthAgeTarget): UnitDamage {
  return { models: target.models, onCurrent: target.models === 0 ? 0 : target.hpLost };
}
