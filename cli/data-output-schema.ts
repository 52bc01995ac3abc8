// The `--json` outputs of `profiles` and `roster` (the community's BattleScribe data), as
// zod schemas (cli/output-schemas.ts makes them JSON Schemas). They follow
// profiles-command.ts and roster-command.ts.
import * as z from 'zod';
import { BSDATA_PROBLEM_SEVERITY, type BsdataProblemCode } from '../src/data/bsdata/index.js';
import { scenarioSchema } from '../src/scenario/index.js';
import { envelope, libraryObject } from './output-schema-parts.js';

const PROBLEM_CODES = Object.keys(BSDATA_PROBLEM_SEVERITY) as [BsdataProblemCode, ...BsdataProblemCode[]];

const entryRef = z.object({ id: z.string(), name: z.string() });

export const bsdataProblem = libraryObject('BsdataProblem (what the reader could not read or map; its data depends on the code)', {
  code: z.enum(PROBLEM_CODES),
  file: z.string(),
  entry: entryRef.nullable().describe('the BattleScribe entry, where there is one'),
}).meta({ id: 'bsdata-problem' });

const gameSystem = z.object({ id: z.string(), name: z.string(), revision: z.string() }).nullable();
const search = z.string().nullable().describe('the --search text, or null');

const mordheimProfiles = z.object({
  ...envelope('profiles', 'mordheim'),
  gameSystem,
  search,
  warbands: z.array(
    libraryObject('MordheimWarband', {
      id: z.string(),
      name: z.string(),
      file: z.string(),
      warriors: z.array(
        libraryObject('MordheimWarriorEntry', {
          key: z.string().describe('what a scenario names it by: "Reiklanders/Marksmen"'),
          warband: z.string(),
          name: z.string(),
          aliases: z.array(z.string()),
          profile: libraryObject('profile (a characteristic the data lacks is absent)', {}),
          weapons: z.array(libraryObject('MordheimWeaponEntry', { name: z.string(), weapon: z.string().nullable().describe("Marksman's weapon id, or null when Marksman has none for it") })),
          armour: z.array(libraryObject('MordheimArmourEntry', { name: z.string() })),
          rules: z.array(libraryObject('MordheimRuleEntry', { name: z.string(), meaning: z.string() })),
        }),
      ),
    }),
  ),
  problems: z.array(bsdataProblem),
});

const ninthAgeProfiles = z.object({
  ...envelope('profiles', 'ninth-age'),
  gameSystem,
  search,
  armies: z.array(
    libraryObject('NinthAgeArmy', {
      id: z.string(),
      name: z.string(),
      file: z.string(),
      units: z.array(
        libraryObject('NinthAgeUnitEntry', {
          key: z.string().describe('what a scenario names it by: "Empire of Sonnstahl/State Militia"'),
          army: z.string(),
          name: z.string(),
          models: z.array(libraryObject('NinthAgeModelEntry', { name: z.string(), characteristics: libraryObject('characteristics', {}) })),
          weapons: z.array(libraryObject('NinthAgeWeaponEntry', { name: z.string(), aim: z.number().int().nullable() })),
          armour: z.array(libraryObject('NinthAgeArmourEntry', { name: z.string() })),
          rules: z.array(z.string()),
        }),
      ),
    }),
  ),
  problems: z.array(bsdataProblem),
});

/**
 * A battle scenario file, as schema/scenario.schema.json describes it: checked against the
 * scenario schema here, and a reference to that file in the JSON Schema (cli/output-schemas.ts).
 */
export const battleFile = z
  .looseObject({ game: z.string(), battle: z.looseObject({}) })
  .refine((value) => scenarioSchema.safeParse(value).success, { message: 'not a battle scenario file' })
  .meta({ id: 'battle-file', description: 'A battle scenario file (schema/scenario.schema.json): what `roster` prints without --json, and writes with --out.' });

const warnings = z.array(bsdataProblem).describe('what was left out or could not be used (none of them stops the import)');

const mordheimRoster = z.object({
  ...envelope('roster', 'mordheim'),
  added: z.object({ kind: z.literal('warband'), id: z.string() }).describe("the roster's warband in the battle: the last of battle.warbands"),
  battle: battleFile,
  warnings,
});

const ninthAgeRoster = z.object({
  ...envelope('roster', 'ninth-age'),
  added: z.object({ kind: z.literal('army'), id: z.string() }).describe("the roster's army in the battle: the last of battle.armies"),
  battle: battleFile,
  warnings,
});

export const DATA_OUTPUTS = {
  profiles: [mordheimProfiles, ninthAgeProfiles],
  roster: [mordheimRoster, ninthAgeRoster],
} as const;
