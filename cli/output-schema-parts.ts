// The pieces every `--json` output schema is built of (cli/output-schemas.ts): the envelope,
// probabilities, counts, dice. Objects the CLI writes are described field by field; objects
// the library hands over as they are (an attack, an analysis, the explanation of a die) are
// described by the fields a program keys on, and may carry more: see their TypeScript types.
import * as z from 'zod';
import { SEED_MAX } from '../src/dice/index.js';
import { FORMAT_VERSIONS, type OutputGame, type OutputKind } from './json-format.js';

/**
 * Every member of a string union, for an enum in a schema: the compiler refuses a list that
 * misses one or holds a stranger, so a code the library adds cannot pass unnoticed.
 */
export function everyOf<T extends string>() {
  return <const L extends readonly [T, ...T[]]>(list: L & ([Exclude<T, L[number]>] extends [never] ? unknown : { readonly missing: Exclude<T, L[number]> })): L => list;
}

/** `format` and `game`, first in every output. The version is pinned: a schema describes one version. */
export function envelope<G extends OutputGame>(kind: OutputKind, game: G) {
  return {
    format: z.object({ name: z.literal(`marksman-${kind}`), version: z.literal(FORMAT_VERSIONS[kind]) }).describe('Which output this is and the version of its shape: a field removed or changed in meaning bumps the version; fields added do not.'),
    game: z.literal(game),
  };
}

/** An object of the library, handed over as it is: the fields listed are there; it may carry more (see its TypeScript type). */
export function libraryObject<S extends z.core.$ZodLooseShape>(type: string, shape: S) {
  return z.looseObject(shape).describe(`The library's ${type}, as it is: these fields, and more that its TypeScript type describes.`);
}

export const probability = z
  .object({
    p: z.number().describe('the chance, from 0 to 1 (as floats sum)'),
    exact: z
      .string()
      .regex(/^\d+(\/\d+)?$/)
      .optional()
      .describe('the same chance as an exact fraction ("103/972", "1", "0"); absent when the attack has too many shots or rounds for fractions'),
  })
  .meta({ id: 'probability', description: 'A chance: as a float, and as an exact fraction when worked out.' });

export const countOdds = z
  .object({
    exactly: z.array(probability).describe('the chance of exactly 0, 1, 2… (index = count)'),
    atLeast: z.array(probability).describe('the chance of at least 0, 1, 2… (index = count; at least 0 is 1)'),
    mean: z.number(),
  })
  .meta({ id: 'count-odds', description: 'The distribution of a count (hits, wounds, models removed…).' });

export const seed = z.number().int().min(0).max(SEED_MAX).describe('the seed the dice were rolled with: the same seed and file give the same output');

export const diceState = z
  .object({ seed, drawn: z.number().int().min(0), words: z.array(z.number().int()) })
  .meta({ id: 'dice-state', description: 'The dice after the roll: seeded with `seed`, `drawn` dice drawn since; roll on from it to continue the sequence.' });

export const point = z.object({ x: z.number(), y: z.number() });

export const title = z.string().optional().describe("the scenario's title, when it has one");

const whole = z.number().int();
export const count = whole.min(0);

/** One die of a trace, an automatic outcome (no die), or a group of entries (a shot, a fall…): the same shape in Mordheim and The Ninth Age. */
export function traceEntry(id: string, step: z.ZodType, outcome: z.ZodType, check: z.ZodType): z.ZodType {
  const die = z.object({ step, face: whole.min(1), sides: whole.min(2), needed: whole.nullable().describe('the score the die needed, when one score decides'), outcome, check });
  const auto = z.object({ step, face: z.null(), needed: z.null(), outcome, check });
  const entry: z.ZodType = z.union([die, auto, z.object({ step, check, dice: z.array(z.lazy(() => entry)) })]).meta({ id, description: 'A die rolled (face, sides, needed), an outcome without a die (face null), or a group of entries (dice).' });
  return entry;
}
