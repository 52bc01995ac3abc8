// The `--json` outputs of a game shown through the generic commands (cli/generic-commands.ts):
// any game registered without commands of its own. `game` is its id; codes are the ones its
// `Game` declares (`codes`), so they are strings here.
import * as z from 'zod';
import { SEED_MAX } from '../src/dice/index.js';
import { FORMAT_VERSIONS, type OutputKind } from './json-format.js';

const exactChance = z.object({
  p: z.number().describe('the chance, from 0 to 1'),
  exact: z
    .string()
    .regex(/^\d+(\/\d+)?$/)
    .describe('the same chance as an exact fraction'),
});

function genericEnvelope(kind: OutputKind) {
  return {
    format: z.object({ name: z.literal(`marksman-${kind}`), version: z.literal(FORMAT_VERSIONS[kind]) }),
    game: z.string().describe("a registered game's id"),
    title: z.string().optional(),
  };
}

const odds = z
  .object({
    ...genericEnvelope('odds'),
    counts: z.array(
      z.object({
        count: z.string().describe('one of the codes the game declares for counts'),
        exactly: z.array(exactChance).describe('exactly[k]: the chance of k'),
        atLeast: z.array(exactChance).describe('atLeast[k]: the chance of k or more'),
        mean: z.number(),
      }),
    ),
    results: z.array(z.object({ result: z.string().describe('one of the codes the game declares for results'), ...exactChance.shape })),
  })
  .describe('The odds of a game shown through the generic commands.');

type Die = { step: string; face?: number | null; sides?: number; outcome?: string; check: Record<string, unknown>; dice?: Die[] };
const die: z.ZodType<Die> = z.lazy(() =>
  z.object({
    step: z.string(),
    face: z.number().int().nullable().optional(),
    sides: z.number().int().optional(),
    outcome: z.string().optional(),
    check: z.looseObject({ step: z.string() }),
    dice: z.array(die).optional(),
  }),
);

const roll = z
  .object({
    ...genericEnvelope('roll'),
    seed: z.number().int().min(0).max(SEED_MAX),
    shots: z.array(z.object({ dice: z.array(die) })),
    counts: z.array(z.object({ count: z.string(), value: z.number().int() })),
    results: z.array(z.string()),
    diceAfter: z.looseObject({ seed: z.number().int() }),
  })
  .describe('A roll of a game shown through the generic commands.');

/** The generic odds and roll outputs. */
export const GENERIC_OUTPUTS = { odds, roll } as const;
