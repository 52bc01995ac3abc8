/**
 * Battleaxe's numbers, as typed constants. Source: the Battleaxe shooting rules
 * (seeds/battleaxe-shooting.txt) unless a line says otherwise; rulings are from
 * shared/rules/rulings.md (B-1 … B-14).
 */

/** The to-hit modifiers of the seed's list; positive ones make the shot easier (B-3). */
export const HIT_MODIFIER_VALUES = {
  moved: -1,
  'long-range': -1,
  'point-blank': 1,
  'stand-and-shoot': -1,
  'volley-fire': -1,
  'lone-target': -1,
  'large-target': 1,
  'soft-cover': -1,
  // B-4: hard cover is −2 in all, and soft cover never adds to it.
  'hard-cover': -2,
} as const satisfies Record<string, number>;
/** What can change the to-hit roll. */
export type HitModifierCode = keyof typeof HIT_MODIFIER_VALUES;
/** Every to-hit modifier, in the seed's order. */
export const HIT_MODIFIER_CODES = Object.keys(HIT_MODIFIER_VALUES) as HitModifierCode[];

/** B-5: point-blank range is a target this many inches away or closer. */
export const POINT_BLANK_RANGE = 4;

/**
 * B-1: a needed score of 7 to 9 is a 6 followed by a second die needing this score
 * (7 → 4+, 8 → 5+, 9 → 6); 10 or more cannot hit at all.
 */
export const SECOND_ROLL_CHART: Readonly<Record<7 | 8 | 9, number>> = { 7: 4, 8: 5, 9: 6 };
/** A needed score from which no roll can hit. */
export const CANNOT_HIT_FROM = 10;

/** B-2 and B-12: a natural 1 fails a to-hit roll and every save, so 2 is the best score a die can need. */
export const BEST_SCORE = 2;

/**
 * B-12: the armour save is worsened by the hit's Strength, −1 at S4 and one more per point
 * (S10 −7). Armour Piercing X counts as X more Strength for this only, so the same line
 * carries on above 10 (it cannot matter: a 1+ save is gone by S9).
 *
 * @example
 * strengthSaveModifier(3); // 0
 * strengthSaveModifier(5); // -2
 */
export function strengthSaveModifier(strength: number): number {
  return -Math.max(0, strength - 3);
}

/** The dice an amount can be rolled on: a D3 (multiple wounds) or a D6 (a Fireball's hits). */
export const DIE_SIDES = [3, 6] as const;
/** 3 or 6. */
export type DieSides = (typeof DIE_SIDES)[number];
