import { uniformInt } from 'pure-rand/distribution/uniformInt';
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
 */
export class DiceCursor {
  private readonly generator: RandomGenerator;
  private readonly seed: number;
  private count: number;

  constructor(from: DiceState) {
    this.generator = xoroshiro128plusFromState(from.words);
    this.seed = from.seed;
    this.count = from.drawn;
  }

  /** A die with `sides` faces, numbered 1..sides. */
  draw(sides: number): number {
    this.count += 1;
    return uniformInt(this.generator, 1, sides);
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
