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
export const SEED_MAX = 0xffff_ffff;

export function isSeed(value: number): boolean {
  return Number.isInteger(value) && value >= SEED_MIN && value <= SEED_MAX;
}

export function diceFromSeed(seed: number): DiceState {
  if (!isSeed(seed)) throw new RangeError(`seed must be a whole number from ${SEED_MIN} to ${SEED_MAX}`);
  return { seed, drawn: 0, words: xoroshiro128plus(seed | 0).getState() };
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

  get drawn(): number {
    return this.count;
  }

  state(): DiceState {
    return { seed: this.seed, drawn: this.count, words: this.generator.getState() };
  }
}
