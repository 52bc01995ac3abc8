/**
 * Mordheim's numeric charts, as typed constants. Source: the English shooting rules
 * (seeds/mordheim-shooting-en.txt) unless a line says otherwise; rulings are from
 * shared/rules/rulings.md.
 */

/** To hit: the score needed before modifiers is 7 − BS (BS 3 → 4+, BS 6 → 1+). */
export function baseToHit(ballisticSkill: number): number {
  return 7 - ballisticSkill;
}

/** To wound: the Strength-against-Toughness chart Mordheim shares with its parent game (M-4). */
export { CHARACTERISTIC_MAX, CHARACTERISTIC_MIN, neededToWound, WOUND_CHART } from '../shared/index.js';

/**
 * Armour save modifier from Strength: none up to S3, −1 per point above, −6 at S9 and more (M-12).
 *
 * @example
 * strengthSaveModifier(3); // 0
 * strengthSaveModifier(4); // -1
 */
export function strengthSaveModifier(strength: number): number {
  return -Math.min(6, Math.max(0, strength - 3));
}

/** Body armour and its save on its own (seed; ithilmar and toughened leathers from BSData's data.cat). */
export const BODY_ARMOUR = {
  light: 6,
  heavy: 5,
  gromril: 4,
  ithilmar: 5,
  'toughened-leathers': 6,
} as const satisfies Record<string, number>;
/** One kind of body armour: light, heavy, gromril… */
export type BodyArmour = keyof typeof BODY_ARMOUR;
/** Every kind of body armour, for menus and checks. */
export const BODY_ARMOURS = Object.keys(BODY_ARMOUR) as BodyArmour[];

/**
 * Pieces that improve a save by one, or give a 6+ worn alone: a shield (seed) and
 * barding (data.cat; warhorses only). A buckler and a helmet give no save.
 */
export const SAVE_IMPROVERS = ['shield', 'barding'] as const;
/** A shield or barding. */
export type SaveImprover = (typeof SAVE_IMPROVERS)[number];

/** The last face of each injury result: 1–2 knocked down, 3–4 stunned, 5–6 out of action. */
export const INJURY_TABLES = {
  standard: { knockedDownUpTo: 2, stunnedUpTo: 4 },
  /** Hard to Kill (dwarfs): 1–2 knocked down, 3–5 stunned, 6 out of action (M-13). */
  'hard-to-kill': { knockedDownUpTo: 2, stunnedUpTo: 5 },
} as const;
/** Which injury chart a warrior rolls on. */
export type InjuryTable = keyof typeof INJURY_TABLES;

/** A critical hit's two wounds; master strikes add this to each injury roll. */
export const CRITICAL_WOUNDS = 2;
export const MASTER_STRIKE_INJURY_BONUS = 2;
/** A helmet turns a stunned result into knocked down on this score, unmodified (M-13). */
export const HELMET_SAVE = 4;
/** A shooter more than this many inches up may ignore the closest-target rule. */
export const ELEVATED_SHOOTER_HEIGHT = 2;

/** The optional blackpowder misfire (facts A4, `MH-BP`; M-16): a 1 blows the weapon up as a hit of this Strength on the firer. */
export const MISFIRE_EXPLOSION_STRENGTH = 4;
/** …and a 6 lets the shot off at this much more Strength. */
export const MISFIRE_STRENGTH_BONUS = 1;
/** A bolas's Dangerous rule (BS-M data.cat): a natural 1 to hit is a hit of this Strength on the thrower. */
export const DANGEROUS_STRENGTH = 3;
