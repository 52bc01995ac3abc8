import type { DieSides, HitModifierCode } from './tables.js';
import type { BattleaxeVariants } from './variants.js';

/** A number of hits or wounds: fixed, or rolled on a die (D3, D6). */
export type Amount = { readonly kind: 'fixed'; readonly value: number } | { readonly kind: 'die'; readonly sides: DieSides };

/** Every keyword shooting reads, for menus and checks. */
export const BATTLEAXE_KEYWORDS = ['large', 'character', 'war-machine'] as const;
/** The keywords shooting reads: Large (+1 to hit), and character and war machine for the lone target (B-8). */
export type BattleaxeKeyword = (typeof BATTLEAXE_KEYWORDS)[number];

/**
 * A model's characteristics as shooting reads them. BS is a target number (4 means 4+),
 * as are the saves; `null` is no save of that kind.
 */
export interface BattleaxeProfile {
  readonly BS: number;
  readonly S: number;
  readonly T: number;
  readonly W: number;
  readonly armour: number | null;
  readonly ward: number | null;
}

/** A missile weapon: its range in inches, Strength (or the user's), shots per model and special rules. */
export interface BattleaxeWeapon {
  readonly id: string;
  readonly range: number;
  readonly strength: number | 'user';
  readonly shots: number;
  /** Armour Piercing X: X more Strength for the armour save only (B-12). */
  readonly armourPiercing: number;
  /** What each unsaved wound becomes (B-13). */
  readonly multipleWounds: Amount;
  /** May fire a volley: the whole unit in range shoots if one model sees, all at −1 (B-7). */
  readonly volleyFire: boolean;
}

/** The unit being shot at, as it stands before the shooting. */
export interface BattleaxeTarget {
  readonly name?: string;
  readonly profile: Pick<BattleaxeProfile, 'T' | 'W' | 'armour' | 'ward'>;
  readonly keywords: readonly BattleaxeKeyword[];
  /** Models in the unit now. */
  readonly models: number;
  /** Models the unit had at the start (a unit down to its last model is a lone target, B-8). */
  readonly startingModels: number;
  /** Wounds already lost by the model in the line of fire, fewer than its Wounds (B-13). */
  readonly woundsOnCurrent: number;
}

/** What the table says about one batch of shots; in a battle these come from geometry. */
export interface BattleaxeCircumstances {
  readonly moved: boolean;
  readonly longRange: boolean;
  /** The target is 4" away or closer (B-5). */
  readonly pointBlank: boolean;
  /** A stand and shoot charge reaction: −1, and no long range or point-blank (B-6). */
  readonly standAndShoot: boolean;
  /** The unit fires a volley (B-7). */
  readonly volleyFire: boolean;
  /** More than half of the target hidden by soft things, or by hard ones (B-4, B-10). */
  readonly softCover: boolean;
  readonly hardCover: boolean;
  /** Shooting into a combat (by a special rule): no point-blank bonus (B-5). */
  readonly intoCombat: boolean;
}

/** Shooting in the open at normal range, without having moved. */
export const NO_CIRCUMSTANCES: BattleaxeCircumstances = {
  moved: false,
  longRange: false,
  pointBlank: false,
  standAndShoot: false,
  volleyFire: false,
  softCover: false,
  hardCover: false,
  intoCombat: false,
};

/**
 * Models of the shooting unit that see the target the same way and so roll together;
 * shooters that see it differently are separate batches (B-10).
 */
export interface ShootingBatch {
  readonly models: number;
  readonly circumstances: BattleaxeCircumstances;
  /** The shooting models' ids on the table (empty for a quick attack). */
  readonly shooters: readonly string[];
}

/** A unit shooting one weapon at a unit: every model of each batch fires the weapon's shots. */
export interface BattleaxeShootingAttack {
  readonly kind: 'shooting';
  readonly shooter: { readonly name?: string; readonly profile: Pick<BattleaxeProfile, 'BS' | 'S'> };
  readonly weapon: BattleaxeWeapon;
  readonly batches: readonly ShootingBatch[];
  readonly target: BattleaxeTarget;
  readonly variants: BattleaxeVariants;
}

/** Every source of hits that skip the to-hit roll. */
export const HITS_SOURCES = ['spell', 'impact-hits', 'automatic'] as const;
/** Where hits that skip the to-hit roll come from (B-14): a spell such as a Fireball, a chariot's impact hits, any other automatic hits. */
export type HitsSource = (typeof HITS_SOURCES)[number];

/** Hits that need no roll to hit (B-14): resolved from the wound roll on. */
export interface BattleaxeHitsAttack {
  readonly kind: 'hits';
  readonly source: HitsSource;
  readonly name?: string;
  readonly hits: Amount;
  readonly strength: number;
  readonly armourPiercing: number;
  readonly multipleWounds: Amount;
  readonly target: BattleaxeTarget;
  readonly variants: BattleaxeVariants;
}

/** What the attack functions take: a unit's shooting, or hits that need no roll to hit. */
export type BattleaxeAttack = BattleaxeShootingAttack | BattleaxeHitsAttack;

/** What cancels a modifier that would otherwise apply (B-4, B-5, B-6). */
export type ModifierCancel = 'stand-and-shoot' | 'into-combat' | 'hard-cover';

/** A modifier as the explanation shows it; one with `ignoredBy` counts 0. */
export interface Modifier<C extends string> {
  readonly code: C;
  readonly value: number;
  readonly ignoredBy?: ModifierCancel;
}

/** What can worsen the armour save: the hit's Strength, and Armour Piercing. */
export type SaveModifierCode = 'strength' | 'armour-piercing';
export type { HitModifierCode };
