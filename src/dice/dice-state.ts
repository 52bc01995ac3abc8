import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/**
 * Randomness kept as plain data, in the manner of boardgame.io: a roll takes a
 * `DiceState` and hands back the next one, so any sequence of rolls replays exactly from
 * its seed and can be stored, sent or compared.
 */
export interface DiceState {
  readonly seed: number;
  /** How many dice have been drawn since the seed. */
  readonly drawn: number;
  /** The generator's internal words (xoroshiro128+). */
  readonly words: readonly number[];
}

/** Seeds are whole numbers in the 32-bit range, so they survive JSON and the command line. */
export const SEED_MIN = 0;
/** The largest seed, 2³² − 1. */
export const SEED_MAX = 0xffff_ffff;

/**
 * Whether a number can seed the dice: a whole number from {@link SEED_MIN} to {@link SEED_MAX}.
 *
 * @example
 * isSeed(42); // true
 * isSeed(1.5); // false
 */
export function isSeed(value: number): boolean {
  return Number.isInteger(value) && value >= SEED_MIN && value <= SEED_MAX;
}

/**
 * SplitMix32: spreads a seed over the generator's four words. Seeding xoroshiro128+
 * directly with small numbers leaves the first draws of neighbouring seeds related
 * (seeds 0, 1, 2… give first dice 1, 2, 3…), which players would notice.
 */
function splitMix32(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x9e3779b9) | 0;
    let mixed = state ^ (state >>> 16);
    mixed = Math.imul(mixed, 0x21f0aaad);
    mixed ^= mixed >>> 15;
    mixed = Math.imul(mixed, 0x735a2d97);
    return (mixed ^ (mixed >>> 15)) | 0;
  };
}

/**
 * The dice before any is rolled, from a seed: the same seed always rolls the same dice. A
 * value that is not a seed ({@link isSeed}) throws a `RangeError`.
 *
 * @example
 * // toHit: one die that hits on 4+, as built in cachedProcess's example
 * const dice = diceFromSeed(42); // { seed: 42, drawn: 0, words: [...] }
 * roll(toHit, null, dice).trace; // face 4 for seed 42, every time
 */
export function diceFromSeed(seed: number): DiceState {
  if (!isSeed(seed)) throw new RangeError(`seed must be a whole number from ${SEED_MIN} to ${SEED_MAX}`);
  const next = splitMix32(seed);
  const words = [next(), next(), next(), next()];
  // An all-zero state would make xoroshiro128+ return zeros forever.
  if (words.every((word) => word === 0)) return { seed, drawn: 0, words: xoroshiro128plus(seed | 0).getState() };
  return { seed, drawn: 0, words };
}

/**
 * A cursor over a `DiceState` that draws in place: what the interpreters use inside one
 * call, for speed. Nothing outside the call sees it change; `state()` turns it back into data.
 *
 * A die is pure-rand's `uniformInt` from 1 to `sides`, rewritten here in our own words for one
 * thing: its remainder. pure-rand takes it with `%` on a number that may pass 2³¹, which is a
 * floating-point remainder, a call out of compiled code that made a die through the compiled
 * roller cost nearly twice what it does now. The generator is pure-rand's, and the draws kept
 * or drawn again are the same, so every seed rolls the faces it always has, in the same order
 * (the tests hold it to pure-rand, draw for draw).
 */
export class DiceCursor {
  private readonly generator: RandomGenerator;
  private readonly seed: number;
  private count: number;
  /** The last die's sides and the bound below which a raw draw is kept for it, so a run of one die skips the division. */
  private lastSides = 0;
  private keepBelow = 0;

  constructor(from: DiceState) {
    this.generator = xoroshiro128plusFromState(from.words);
    this.seed = from.seed;
    this.count = from.drawn;
  }

  /** A die with `sides` faces, numbered 1..sides. */
  draw(sides: number): number {
    this.count += 1;
    if (sides !== this.lastSides) {
      this.lastSides = sides;
      this.keepBelow = keepBelow(sides);
    }
    for (;;) {
      // The raw draw as an unsigned 32-bit number, as pure-rand shifts it before rejecting.
      const unsigned = this.generator.next() + 0x8000_0000;
      // The floor is exact: below 2³² a quotient short of a whole number is short by 1/sides
      // or more, far above a double's rounding there.
      if (unsigned < this.keepBelow) return unsigned - Math.floor(unsigned / sides) * sides + 1;
    }
  }

  /** How many dice have been drawn since the seed. */
  get drawn(): number {
    return this.count;
  }

  /** Where the dice stand now, as plain data another call can carry on from. */
  state(): DiceState {
    return { seed: this.seed, drawn: this.count, words: this.generator.getState() };
  }
}

/**
 * The largest multiple of `sides` a raw 32-bit draw may reach: draws at or above it are
 * drawn again, so that every face is equally likely. pure-rand keeps every draw for one or two
 * sides (2³² is a multiple of both), and so must this, to draw the same.
 */
function keepBelow(sides: number): number {
  return sides > 2 ? Math.floor(0x1_0000_0000 / sides) * sides : 0x1_0000_0000;
}
