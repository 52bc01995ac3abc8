// The shape of `marksman advise --json`: every place scored, the best few, the exposure there.
import * as z from 'zod';
import { ADVICE_GOALS, PLACE_MOVES } from '../src/engine/index.js';
import { FORMAT_VERSIONS } from './json-format.js';

const place = z.object({
  x: z.number().describe("the place's centre across the table, in inches"),
  y: z.number().describe("the place's centre down the table, in inches"),
  level: z.number().describe('the height of the surface it stands on (0: the table)'),
  floor: z.object({ building: z.string(), floor: z.string() }).nullable().describe('the building floor it stands on, or null on the ground'),
  move: z.enum(PLACE_MOVES).describe('how it gets there'),
  cost: z.number().min(0).describe('the inches of its move the place costs, climbing included'),
  value: z.number().min(0).describe('the best value for the goal from there: a chance, or for models an expectation; 0 with no legal shot'),
  target: z.string().nullable().describe('the target of that best shot'),
  way: z.string().nullable().describe('its weapon (or volley/direct)'),
  needed: z.number().int().nullable().describe('the score its to-hit roll needs'),
  exposure: z.number().min(0).nullable().describe("what the enemy's next shooting phase does to it there, for the same goal (exact over its states, the enemies in the order worst for it); null when exposureWithheld says why it is not worked out"),
  threats: z.number().int().min(0).nullable().describe('how many enemy shooters may shoot it there; null when the exposure is withheld'),
  sheltered: z.boolean().nullable().describe('no enemy may shoot it there, or each that may counts it in cover; null when the exposure is withheld (not known, not safe)'),
});

/** `marksman advise --json`, for any game with advice. */
export const ADVISE_OUTPUT = z.object({
  format: z.object({ name: z.literal('marksman-advise'), version: z.literal(FORMAT_VERSIONS.advise) }).describe('Which output this is and the version of its shape: a field removed or changed in meaning bumps the version; fields added do not.'),
  game: z.string(),
  title: z.string().optional().describe("the scenario's title, when it has one"),
  shooter: z.string(),
  goal: z.enum(ADVICE_GOALS),
  grid: z.number().positive().describe('inches between places'),
  notApplied: z.array(z.string()).describe('the rules the advisor could not apply, as codes (exposure-withheld: no danger worked out, see exposureWithheld)'),
  exposureWithheld: z
    .object({ code: z.enum(['joined-character']), unit: z.string().describe('the unit it is joined to, which the enemy shoots at') })
    .nullable()
    .describe('why no danger is worked out for this shooter (a character joined to a unit, ruling T-14), or null; when set, every place has exposure, threats and sheltered null and bestSheltered is empty'),
  places: z.array(place).describe('every place it could stand this turn; the first is where it stands now'),
  best: z.array(z.number().int().min(0)).describe('indexes into places of the best few, best first'),
  bestSheltered: z.array(z.number().int().min(0)).describe('indexes of the best places that are also sheltered'),
});
