// Every `--json` output of every bundled example against its schema, and the committed JSON
// Schemas against the ones the CLI prints.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OUTPUT_KINDS, type OutputKind } from './json-format.js';
import { OUTPUT_SCHEMAS, SCHEMA_NAMES, schemaFile } from './output-schemas.js';
import { EXAMPLES_DIR, runForTest } from './test-io.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ROSTERS = `${ROOT}data/bsdata/rosters`;

type Json = Record<string, unknown>;

interface Example {
  readonly file: string;
  readonly game: string;
  /** The warriors' or units' ids of a battle; none for an attack. */
  readonly shooters: readonly string[];
}

/** Every bundled example, with the ids of its battle's warriors or units (Mordheim's warbands hold models, the others' armies units). */
function bundledExamples(): Example[] {
  return ['mordheim', 'battleaxe', 'ninth-age'].flatMap((game) =>
    readdirSync(`${EXAMPLES_DIR}/${game}`)
      .filter((name) => name.endsWith('.json'))
      .map((name) => {
        const file = `${EXAMPLES_DIR}/${game}/${name}`;
        const value = JSON.parse(readFileSync(file, 'utf8')) as { battle?: { warbands?: { models: { id: string }[] }[]; armies?: { units: { id: string; characters?: { weapons?: unknown[] }[] }[] }[] } };
        const sides = value.battle?.warbands?.map((band) => band.models) ?? value.battle?.armies?.map((army) => army.units) ?? [];
        // A Ninth Age character with its own weapons shoots as `unit/1` (T-14).
        const characters = (value.battle?.armies ?? []).flatMap((army) => army.units.flatMap((u) => (u.characters ?? []).flatMap((c, i) => (c.weapons ? [`${u.id}/${String(i + 1)}`] : []))));
        return { file, game, shooters: [...sides.flat().map((s) => s.id), ...characters] };
      }),
  );
}

const EXAMPLES = bundledExamples();
const attacks = EXAMPLES.filter((e) => e.shooters.length === 0);
const battles = EXAMPLES.filter((e) => e.shooters.length > 0);

/** A command's JSON output; the command must succeed and say nothing on standard error. */
async function jsonOf(argv: readonly string[]): Promise<Json> {
  const run = await runForTest(argv);
  expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
  return JSON.parse(run.stdout) as Json;
}

/**
 * The output parses against its kind's schema, and nothing is dropped on the way: every
 * field the CLI writes is one the schema describes (objects of the library pass whole).
 */
function expectMatches(kind: OutputKind, output: Json): void {
  expect(output.format).toEqual({ name: `marksman-${kind}`, version: 1 });
  const parsed = OUTPUT_SCHEMAS[kind].safeParse(output);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  expect(parsed.data).toStrictEqual(output);
}

describe('every --json output of the bundled examples matches its schema', () => {
  it('there are attacks and battles of each game to check', () => {
    for (const game of ['mordheim', 'battleaxe', 'ninth-age']) {
      expect(attacks.filter((e) => e.game === game).length).toBeGreaterThan(0);
      expect(battles.filter((e) => e.game === game).length).toBeGreaterThan(0);
    }
  });

  for (const { file } of attacks) {
    it(`odds and roll: ${file.slice(EXAMPLES_DIR.length + 1)}`, async () => {
      expectMatches('odds', await jsonOf(['odds', file, '--json']));
      expectMatches('roll', await jsonOf(['roll', file, '--json', '--seed', '7']));
    });
  }

  // One test per shooter, so no test does a whole battle's work: on a loaded machine that took
  // longer than a test may.
  for (const { file, game, shooters } of battles) {
    const name = file.slice(EXAMPLES_DIR.length + 1);
    let shots = 0;
    for (const shooter of shooters) {
      it(`targets of ${shooter} and its advised shot: ${name}`, async () => {
        const report = await jsonOf(['targets', file, '--shooter', shooter, '--json']);
        expectMatches('targets', report);
        const advice = report.advice as { target: string; weapon?: string; volley?: boolean } | null;
        if (advice === null) return;
        // The advised shot, as the advice gives it: Battleaxe's by volley or not, the others' by weapon.
        const how = game === 'battleaxe' ? [advice.volley === true ? '--volley' : '--no-volley'] : ['--weapon', advice.weapon ?? ''];
        expectMatches('shoot', await jsonOf(['shoot', file, '--shooter', shooter, '--target', advice.target, ...how, '--seed', '7', '--json']));
        shots += 1;
      });
    }
    it(`the phase, after at least one advised shot: ${name}`, async () => {
      expect(shots).toBeGreaterThan(0);
      expectMatches('phase', await jsonOf(['phase', file, '--seed', '7', '--json']));
    });
  }

  it('demo', async () => {
    const demo = await jsonOf(['demo', '--json']);
    expectMatches('demo', demo);
    // The odds and the roll inside are whole outputs of their own: what odds and roll print for the example.
    expect(demo.odds).toEqual(await jsonOf(['odds', `${EXAMPLES_DIR}/mordheim/crossbow-vs-dieter.json`, '--json']));
    expect(demo.roll).toEqual(await jsonOf(['roll', `${EXAMPLES_DIR}/mordheim/crossbow-vs-dieter.json`, '--seed', '27', '--json']));
  });

  it('profiles of the shipped data, whole and searched', async () => {
    for (const game of ['mordheim', 'ninth-age']) {
      expectMatches('profiles', await jsonOf(['profiles', '--game', game, '--json']));
      expectMatches('profiles', await jsonOf(['profiles', '--game', game, '--search', 'bow', '--json']));
    }
  });

  it('roster of each shipped roster, alone and into a battle of its game', async () => {
    const rosters = readdirSync(ROSTERS).filter((name) => /\.rosz?$/.test(name));
    expect(rosters.length).toBeGreaterThan(0);
    for (const name of rosters) expectMatches('roster', await jsonOf(['roster', `${ROSTERS}/${name}`, '--json']));
    // Into a battle: the Skaven warband's battle for the Reiklanders, a bundled one for the Sonnstahl army.
    const dir = mkdtempSync(join(tmpdir(), 'marksman-roster-'));
    writeFileSync(join(dir, 'skaven.json'), JSON.stringify((await jsonOf(['roster', `${ROSTERS}/skaven.ros`, '--json'])).battle));
    expectMatches('roster', await jsonOf(['roster', `${ROSTERS}/reiklanders.ros`, '--into', join(dir, 'skaven.json'), '--json']));
    expectMatches('roster', await jsonOf(['roster', `${ROSTERS}/sonnstahl.ros`, '--into', `${EXAMPLES_DIR}/ninth-age/forest-flank.json`, '--json']));
  });
});

describe('the schemas refuse what is not their output', () => {
  const dieter = `${EXAMPLES_DIR}/mordheim/crossbow-vs-dieter.json`;
  const refused = (kind: OutputKind, value: unknown) => !OUTPUT_SCHEMAS[kind].safeParse(value).success;

  it('a missing or different format, another game, a chance that is no number or no fraction', async () => {
    const odds = await jsonOf(['odds', dieter, '--json']);
    const { format: _format, ...noFormat } = odds;
    expect(refused('odds', noFormat)).toBe(true);
    expect(refused('odds', { ...odds, format: { name: 'marksman-odds', version: 2 } })).toBe(true);
    expect(refused('odds', { ...odds, format: { name: 'marksman-roll', version: 1 } })).toBe(true);
    expect(refused('odds', { ...odds, game: 'chess' })).toBe(true);
    const shot = odds.shot as Json;
    expect(refused('odds', { ...odds, shot: { ...shot, hit: { p: '0.5', exact: '1/2' } } })).toBe(true);
    expect(refused('odds', { ...odds, shot: { ...shot, hit: { p: 0.5, exact: 'one half' } } })).toBe(true);
    // A field added is no change of format.
    expect(refused('odds', { ...odds, somethingNew: true })).toBe(false);
  });

  it('a die with an outcome the game does not have', async () => {
    const roll = await jsonOf(['roll', dieter, '--seed', '27', '--json']);
    const [shot] = roll.shots as { dice: Json[] }[];
    const [die] = shot?.dice ?? [];
    expect(die?.outcome).toBeTypeOf('string');
    expect(refused('roll', { ...roll, shots: [{ ...shot, dice: [{ ...die, outcome: 'bullseye' }] }] })).toBe(true);
  });
});

describe('the committed JSON Schemas', () => {
  it('are what marksman schema prints, one for each output (cli.test.ts checks the scenario files\' one)', async () => {
    expect(SCHEMA_NAMES).toEqual(['scenario', ...OUTPUT_KINDS]);
    for (const name of OUTPUT_KINDS) {
      const run = await runForTest(['schema', name]);
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(readFileSync(`${ROOT}${schemaFile(name)}`, 'utf8'));
    }
  });

  it('schema/output holds those and nothing else', () => {
    expect(readdirSync(`${ROOT}schema/output`).sort()).toEqual(OUTPUT_KINDS.map((kind) => `${kind}.schema.json`).sort());
  });

  it('each names its output, pins its version and leaves room for fields added', () => {
    for (const kind of OUTPUT_KINDS) {
      const schema = JSON.parse(readFileSync(`${ROOT}${schemaFile(kind)}`, 'utf8')) as Json;
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schema.title).toBe(`marksman-${kind}`);
      const text = JSON.stringify(schema);
      expect(text).toContain(`"const":"marksman-${kind}"`);
      expect(text).not.toContain('"additionalProperties":false');
    }
  });

  it('the roster schema refers to the scenario schema rather than copying it', () => {
    const roster = readFileSync(`${ROOT}schema/output/roster.schema.json`, 'utf8');
    expect(roster).toContain('"$ref": "../scenario.schema.json"');
  });

  it('an unknown name is refused with the names there are', async () => {
    const run = await runForTest(['schema', 'oddz']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('schema: expected one of scenario, odds, roll, demo, targets, shoot, phase, plan, profiles, roster, advise, got "oddz"\n');
  });
});
