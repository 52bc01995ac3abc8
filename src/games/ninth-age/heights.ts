import type { NinthAgeEdition } from './variants.js';

/**
 * Model Height. The seed's rules give it as a number from 0 (a tiny creature) to 5 (a giant);
 * the 2.x rules as one of three classes. Either form is accepted in both editions and turned
 * into the edition's scale when compared (our choice, see docs/ninth-age.md).
 */
export const HEIGHT_CLASSES = ['standard', 'large', 'gigantic'] as const;
/** One of {@link HEIGHT_CLASSES}. */
export type HeightClass = (typeof HEIGHT_CLASSES)[number];
/** A model's Height in either form: a number from 0 to 5, or a class. */
export type NinthAgeHeight = number | HeightClass;

/** The lowest numeric Height: a tiny creature. */
export const HEIGHT_MIN = 0;
/** The highest numeric Height: a giant. */
export const HEIGHT_MAX = 5;

/** A class on the numeric scale: infantry (Orc 2), monsters (Troll 3), giants (5). */
const NUMBER_OF_CLASS: Readonly<Record<HeightClass, number>> = { standard: 2, large: 3, gigantic: 5 };

/**
 * A number as a 2.x class: 0–2 Standard, 3–4 Large, 5 Gigantic.
 *
 * @example
 * heightClassOf(3); // 'large'
 * heightClassOf(5); // 'gigantic'
 * heightClassOf('large'); // 'large'
 */
export function heightClassOf(height: NinthAgeHeight): HeightClass {
  if (typeof height !== 'number') return height;
  return height <= 2 ? 'standard' : height <= 4 ? 'large' : 'gigantic';
}

/**
 * The Height on the edition's scale: the number itself, or the class's rank (0, 1, 2) in 2.x.
 *
 * @example
 * heightRank('large', 'current'); // 3
 * heightRank('large', '2.x'); // 1
 * heightRank(4, '2.x'); // 1: Large
 */
export function heightRank(height: NinthAgeHeight, edition: NinthAgeEdition): number {
  switch (edition) {
    case 'current':
      return typeof height === 'number' ? height : NUMBER_OF_CLASS[height];
    case '2.x':
      return HEIGHT_CLASSES.indexOf(heightClassOf(height));
  }
}

/**
 * How an intervening model's Height compares with the shooter's and the target's (T-7):
 * at least both makes hard cover (and blocks sight, T-9), at least one of them soft cover,
 * smaller than both nothing.
 */
export type HeightRelation = 'at-least-both' | 'at-least-one' | 'smaller-than-both';

/**
 * How an intervening model's Height compares with the shooter's and the target's, on the edition's scale.
 *
 * @example
 * heightRelation(3, 2, 2, 'current'); // 'at-least-both': a troll between two infantry units
 * heightRelation(2, 2, 3, 'current'); // 'at-least-one'
 * heightRelation(1, 2, 2, 'current'); // 'smaller-than-both'
 */
export function heightRelation(obstacle: NinthAgeHeight, shooter: NinthAgeHeight, target: NinthAgeHeight, edition: NinthAgeEdition): HeightRelation {
  const o = heightRank(obstacle, edition);
  const atLeastShooter = o >= heightRank(shooter, edition);
  const atLeastTarget = o >= heightRank(target, edition);
  if (atLeastShooter && atLeastTarget) return 'at-least-both';
  return atLeastShooter || atLeastTarget ? 'at-least-one' : 'smaller-than-both';
}
