// The shape of `marksman plan --json` (cli/plan-command.ts): one shape for every game with a
// table, since the plan reads each game through its `Game` alone.
import * as z from 'zod';
import { FORMAT_VERSIONS } from './json-format.js';
import { probability, title } from './output-schema-parts.js';

const chance = probability;
const fraction = z.string().regex(/^-?\d+(\/\d+)?$/).describe('the same value as an exact fraction, e.g. "47/96"');

const goal = z
  .discriminatedUnion('kind', [z.object({ kind: z.literal('expected') }), z.object({ kind: z.literal('chance'), target: z.string().describe('the id of the enemy to take out') })])
  .describe('expected: the most enemy models taken out on average (a Mordheim warrior out of action counts one); chance: the best chance to leave `target` with no models');

const step = z
  .object({
    shooter: z.string(),
    target: z.string(),
    way: z.string().nullable().describe('the weapon (Mordheim, The Ninth Age), volley or direct (Battleaxe); null when there is one way only'),
    takeOut: chance.describe('the chance this shot leaves its target with no models'),
    expected: z.number().min(0).describe('the enemy models this shot takes out on average'),
    expectedExact: fraction,
    value: z.number().min(0).describe("the goal's value of the plan from this shot on, this shot included"),
    valueExact: fraction,
  })
  .describe('One shot of the plan.');

const order = z.object({ order: z.array(z.string()).describe('the shooters in turn, each taking the advised shot'), value: z.number().min(0), valueExact: fraction });

export const PLAN_OUTPUT = z.object({
  format: z.object({ name: z.literal('marksman-plan'), version: z.literal(FORMAT_VERSIONS.plan) }).describe('Which output this is and the version of its shape.'),
  game: z.string().describe('the game of the battle'),
  title,
  goal,
  value: z.number().min(0).describe("the goal's value of the best plan, each shot chosen after the dice of the ones before: models on average, or a chance"),
  valueExact: fraction,
  first: step.nullable().describe('the shot to take first; null when no shooter has a legal target'),
  then: z.array(z.object({ chance, next: step.nullable().describe('the next shot; null where the phase ends') })).describe("the first shot's outcomes, gathered by the shot the plan takes next"),
  fixed: order.describe('the best fixed order of shooters'),
  advice: order.describe("today's one-by-one advice: the file's order, each taking the advised shot"),
  gain: z.number().describe("the plan's value less the advice's (0 when the advice is already best)"),
  gainExact: fraction,
});
