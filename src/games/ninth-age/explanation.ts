import type { AreaAnalysis, ArmourAnalysis, SpecialSaveChoice, ToHitAnalysis, ToWoundAnalysis } from './analysis.js';
import type { HeightClass } from './heights.js';
import type { NinthAgeEdition } from './variants.js';
import type { ShotsDice, WoundsValue } from './weapons.js';

/**
 * The explanation of one step: what a front end needs to say what was rolled, what it
 * needed and why. Codes and numbers only; words come from the catalogues.
 */
export type NinthAgeCheck =
  /** One die of a model's rolled shots (`dice`), of a Volley Gun or not. */
  | { readonly step: 'shots-roll'; readonly volley: number; readonly dice: ShotsDice; readonly volleyGun: boolean }
  /** The shots those dice gave, and for a Volley Gun how many natural 6s they showed. */
  | { readonly step: 'shots-total'; readonly volley: number; readonly dice: ShotsDice; readonly volleyGun: boolean; readonly shots: number; readonly sixes: number }
  /** The Misfire Table's D6 after a Misfire. */
  | { readonly step: 'misfire'; readonly volley: number }
  /** Out of range: beyond `range`, or with `minRange` nearer than the weapon's minimum (NA-MINRANGE). */
  | { readonly step: 'range'; readonly distance: number; readonly range: number; readonly minRange?: number }
  | ({ readonly step: 'to-hit'; readonly volley: number; readonly edition: NinthAgeEdition } & Omit<ToHitAnalysis, 'chance' | 'outOfRange'>)
  /** A Catapult's Partial Hit: a new to-hit roll after a miss, with no Misfire (T9A-LEX-CATAPULT). */
  | ({ readonly step: 'partial-hit'; readonly volley: number; readonly edition: NinthAgeEdition } & Omit<ToHitAnalysis, 'chance' | 'outOfRange' | 'misfireOnOne' | 'partialHit'>)
  /**
   * An Area Attack's hits (BS-T9A-2ND Area Attack): X on each of up to Y ranks (`facing` Front or
   * Rear) or files (Flank), whose models `lines` lists; `partial`: a Catapult's Partial Hit, at
   * (X−1)×(Y−1) and half Strength and AP.
   */
  | ({ readonly step: 'area-hits'; readonly volley: number; readonly partial: boolean } & Pick<AreaAnalysis, 'template' | 'x' | 'y' | 'facing' | 'lines' | 'hits'>)
  | { readonly step: 'hopeless-second-roll'; readonly needed: number }
  /** The Misfire Table's D6 after a Cannon's natural 1 to hit (NR-CANNON). */
  | { readonly step: 'cannon-misfire'; readonly volley: number }
  /** The Misfire Table's D6 after a Catapult's natural 1 to hit (T9A-LEX-CATAPULT, NR-MISFIRE). */
  | { readonly step: 'catapult-misfire'; readonly volley: number }
  | { readonly step: 'poison' }
  | ({ readonly step: 'to-wound'; readonly reroll: boolean } & ToWoundAnalysis)
  | ({ readonly step: 'armour-save'; readonly lethal: boolean; readonly needed: number | null } & Pick<ArmourAnalysis, 'armour' | 'armourPenetration' | 'penetrationModifiers'>)
  /** `reroll`: the second roll of a successful Aegis save against Divine Attacks. */
  | ({ readonly step: 'special-save'; readonly lethal: boolean; readonly reroll?: true } & SpecialSaveChoice)
  /**
   * `againstStandard`: the weapon's Multiple Wounds holds against Standard models only, and this is
   * the target's Height class; any other class takes one Health Point a wound, `value` being the
   * written one that did not apply.
   */
  | { readonly step: 'multiple-wounds'; readonly value: WoundsValue; readonly cap: number; readonly clippedWings?: true; readonly againstStandard?: HeightClass }
  | {
      readonly step: 'health-points';
      /** HP the wound costs (after the cap), HP the unit actually lost, models removed, and what is left. */
      readonly damage: number;
      readonly lost: number;
      readonly removed: number;
      readonly modelsLeft: number;
      readonly hpLostOnModel: number;
    }
  | { readonly step: 'shot'; readonly volley: number; readonly index: number; readonly of: number }
  /**
   * One volley's hits shared out at a unit with joined characters (NR-COMBINED, T-13): the rank
   * and file's share and each character's (in `characters`' order: each one's place in the
   * unit's list and its name, when it has one), and how many of each share are poisoned.
   */
  | {
      readonly step: 'joined-share';
      readonly volley: number;
      readonly hits: number;
      readonly shares: { readonly rankAndFile: number; readonly characters: readonly number[] };
      readonly poisoned: { readonly rankAndFile: number; readonly characters: readonly number[] };
      readonly characters: readonly JoinedCharacterRef[];
      /** The unit has no rank and file left (NA-ALONE): every share is a character's, none the rank and file's to name. */
      readonly alone?: true;
      /** A template's hit at the bracketed values: who took it (NA-AREA-JOINED). */
      readonly bracketed?: JoinedCharacterRef | 'rank-and-file';
    }
  /** One shared hit rolled from the to-wound roll on: on the rank and file (`character` null) or on a character. */
  | { readonly step: 'joined-hit'; readonly volley: number; readonly character: JoinedCharacterRef | null; readonly index: number; readonly of: number }
  | { readonly step: 'unit-turn'; readonly shooter: string; readonly target: string; readonly weapon: string }
  /** What the shooting certainly costs its own firer, at the end of its turn (Dying Embers, firer.ts): no die. */
  | { readonly step: 'firer-harm'; readonly shooter: string; readonly code: 'dying-embers'; readonly models: number; readonly hpLost: number };

/** A joined character as explanations name it: its place in the unit's list, and its name when it has one. */
export interface JoinedCharacterRef {
  readonly place: number;
  readonly name?: string;
}

/** The name of a step, as traces and dice groups carry it. */
export type NinthAgeStep = NinthAgeCheck['step'];

/** The steps in the order the attack sequence takes them (facts B1), for grouping dice. */
export const NINTH_AGE_STEPS: readonly NinthAgeStep[] = [
  'shots-roll',
  'shots-total',
  'misfire',
  'range',
  'to-hit',
  'hopeless-second-roll',
  'cannon-misfire',
  'catapult-misfire',
  'partial-hit',
  'area-hits',
  'joined-share',
  'poison',
  'to-wound',
  'armour-save',
  'special-save',
  'multiple-wounds',
  'health-points',
  'shot',
  'joined-hit',
  'unit-turn',
  'firer-harm',
];

/** Every code a die (or a step without one) can come to, for the catalogues to word. */
export const NINTH_AGE_OUTCOMES = [
  'shots-die',
  'shots-six',
  'shots',
  'volley-gun-six',
  'misfire',
  'cannon-misfire',
  'catapult-misfire',
  'partial-hit',
  'area-hits',
  'breakdown',
  'jammed',
  'malfunction',
  'out-of-range',
  'cannot-hit',
  'hit',
  'poisoned-hit',
  'miss',
  'second-roll',
  'wound',
  'lethal-wound',
  'no-wound',
  're-roll',
  'saved',
  'divine-reroll',
  'not-saved',
  'no-save',
  'multiple-wounds',
  'hp-lost',
  'models-removed',
  'unit-destroyed',
  'no-effect',
  'hits-shared',
] as const;
/** One of {@link NINTH_AGE_OUTCOMES}. */
export type NinthAgeOutcome = (typeof NINTH_AGE_OUTCOMES)[number];
