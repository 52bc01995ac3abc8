// The shape of every `--json` output as a zod schema, and as the JSON Schema that
// `marksman schema <output>` prints and schema/output/<output>.schema.json holds (npm run
// schema writes them; a test checks the committed files are the printed ones, and that the
// outputs of the bundled examples parse).
import * as z from 'zod';
import { BUILT_IN_REGISTRY, registryJsonSchema, type GameRegistry } from '../src/engine/index.js';
import { BATTLEAXE_OUTPUTS } from './games/battleaxe/output-schema.js';
import { battleFile, DATA_OUTPUTS } from './data-output-schema.js';
import { jsonText, OUTPUT_KINDS, type OutputKind } from './json-format.js';
import { MORDHEIM_OUTPUTS } from './games/mordheim/output-schema.js';
import { NINTH_AGE_OUTPUTS } from './games/ninth-age/output-schema.js';
import { envelope } from './output-schema-parts.js';
import { GENERIC_OUTPUTS } from './generic-output-schema.js';
import { ADVISE_OUTPUT } from './advise-output-schema.js';
import { PLAN_OUTPUT } from './plan-output-schema.js';

/** One output of every game that has it, told apart by `game`. */
function byGame<K extends keyof typeof MORDHEIM_OUTPUTS>(kind: K) {
  return z.discriminatedUnion('game', [MORDHEIM_OUTPUTS[kind], BATTLEAXE_OUTPUTS[kind], NINTH_AGE_OUTPUTS[kind]]);
}

// The demo shows a Mordheim example (run.ts's DEMO_EXAMPLE): its odds and its roll, whole.
const demo = z.object({
  ...envelope('demo', 'mordheim'),
  example: z.string().describe('the bundled example shown, as examples/…'),
  odds: MORDHEIM_OUTPUTS.odds,
  roll: MORDHEIM_OUTPUTS.roll,
});

const DESCRIPTIONS: Readonly<Record<OutputKind, string>> = {
  odds: 'marksman odds --json: the exact odds of an attack, each chance as { p, exact }.',
  roll: 'marksman roll --json: an attack rolled with seeded dice, every die with its face, the score it needed and why.',
  demo: 'marksman demo --json: the odds and a seeded roll of a bundled example, each as odds --json and roll --json print them.',
  targets: 'marksman targets --json: whom a shooter may shoot on the table, why or why not, what each shot needs and its odds, and the advised target.',
  shoot: 'marksman shoot --json: one shot on the table, its dice, and the battle after it.',
  phase: 'marksman phase --json: every shooter in turn, its dice, and the battle after the phase.',
  plan: 'marksman plan --json: whom to shoot first — the best plan over every way the dice can fall, its first shot and what follows, the best fixed order and the one-by-one advice.',
  profiles: "marksman profiles --json: the warriors or units of the community's BattleScribe data, and the problems found in it as codes with data.",
  roster: 'marksman roster --json: a BattleScribe roster added to a battle, the warband or army it became, and the warnings as codes with data.',
  advise: 'marksman advise --json: every place a shooter could stand this turn, the best exact value for the goal from each, the best few, and its exposure to the enemy there.',
};

/** The schema of each output: every game's form of it, told apart by `game`. */
export const OUTPUT_SCHEMAS: Readonly<Record<OutputKind, z.ZodType>> = {
  // A game plugged in without commands of its own prints the generic form.
  odds: z.union([byGame('odds'), GENERIC_OUTPUTS.odds]),
  roll: z.union([byGame('roll'), GENERIC_OUTPUTS.roll]),
  demo,
  targets: byGame('targets'),
  shoot: byGame('shoot'),
  phase: byGame('phase'),
  plan: PLAN_OUTPUT,
  profiles: z.discriminatedUnion('game', DATA_OUTPUTS.profiles),
  roster: z.discriminatedUnion('game', DATA_OUTPUTS.roster),
  advise: ADVISE_OUTPUT,
};

/** Where the output schemas sit (schema/output/) relative to the scenario schema (schema/). */
const SCENARIO_SCHEMA_FROM_OUTPUTS = '../scenario.schema.json';

/** An output's JSON Schema (draft 2020-12). Objects allow more fields than they list: fields added do not bump a version. */
export function outputJsonSchema(kind: OutputKind): Record<string, unknown> {
  const schema = z.toJSONSchema(OUTPUT_SCHEMAS[kind], {
    target: 'draft-2020-12',
    // Input, not output: an object's unlisted fields are allowed rather than refused (additionalProperties: false).
    io: 'input',
    override: ({ zodSchema, jsonSchema }) => {
      // The roster's battle is a scenario file: a reference to its schema, not a copy of it.
      if (zodSchema !== battleFile) return;
      for (const key of Object.keys(jsonSchema)) delete (jsonSchema as Record<string, unknown>)[key];
      Object.assign(jsonSchema, { $ref: SCENARIO_SCHEMA_FROM_OUTPUTS, description: 'A battle scenario file, as schema/scenario.schema.json describes it.' });
    },
  });
  const { $schema, ...shape } = schema;
  return { $schema, title: `marksman-${kind}`, description: DESCRIPTIONS[kind], ...shape };
}

/** What `marksman schema [name]` prints: the scenario file format (the default), or one output's shape. */
export const SCHEMA_NAMES = ['scenario', ...OUTPUT_KINDS] as const;
export type SchemaName = (typeof SCHEMA_NAMES)[number];

export const isSchemaName = (name: string): name is SchemaName => (SCHEMA_NAMES as readonly string[]).includes(name);

/** A schema as `marksman schema` prints it; the scenario's covers every game of the registry. */
export function schemaText(name: SchemaName, registry: GameRegistry = BUILT_IN_REGISTRY): string {
  return jsonText(name === 'scenario' ? registryJsonSchema(registry) : outputJsonSchema(name));
}

/** Where each schema is committed, from the package root (`npm run schema` writes them there). */
export function schemaFile(name: SchemaName): string {
  return name === 'scenario' ? 'schema/scenario.schema.json' : `schema/output/${name}.schema.json`;
}
