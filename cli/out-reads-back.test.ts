import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../i18n/index.js';
import { writeBattle, type CliContext, type ReadScenario } from './context.js';
import type { CliIo } from './io.js';
import { BUILT_IN_GAMES_ON_CLI } from './games/registry.js';
import { InternalProblem, OutputProblem } from './problems.js';
import { EXIT_INTERNAL, EXIT_OUTPUT_FAILED, failureOf } from './run.js';
import { EXAMPLES_DIR, runForTest } from './test-io.js';

type Models = { id: string; position: [number, number]; floor?: string; state?: { fell?: boolean; condition?: string } }[];

/** Runs a command with --out and returns what it printed, the file it wrote, and how that file reads back. */
async function outAndBack(argv: readonly string[]) {
  const written = new Map<string, string>();
  const run = await runForTest([...argv, '--out', 'after.json', '--lang', 'en'], { written });
  const text = written.get('after.json') ?? '';
  const back = await runForTest(['targets', '-', '--shooter', 'x', '--lang', 'en'], { stdin: text });
  return { run, text, back };
}

/** Read back with an unknown shooter: a battle that parses gets exactly this refusal, and no other. */
const parsesAgain = (stderr: string) => expect(stderr).toMatch(/^--shooter: there is no (model|unit) "x"/);

describe('what --out writes reads back', () => {
  it('a Mordheim warrior who falls off a roof at the table edge comes down on the table, clear of the tower', async () => {
    // The tower stands in the table's corner; the lookout is knocked down 0.1" from its edge
    // on the table's own edge, where the spot beyond the edge is off the table.
    const battle = {
      game: 'mordheim',
      battle: {
        table: { width: 24, depth: 24 },
        buildings: [{ id: 'tower', outline: [[18, 14], [24, 14], [24, 20], [18, 20]], floors: [{ id: 'roof', level: 4 }] }],
        warbands: [
          { id: 'reikland', models: [{ id: 'marksman', position: [21, 4], facing: 90, profile: { BS: 6, S: 3, T: 3, I: 3 }, weapons: ['handgun'] }] },
          { id: 'skaven', models: [{ id: 'lookout', position: [23.4, 17], floor: 'tower/roof', facing: 270, profile: { BS: 3, S: 3, T: 3, W: 1, I: 1 } }] },
        ],
      },
    };
    const written = new Map<string, string>();
    // Seed 33: a hit, a wound, knocked down, the Initiative test failed, a fall that leaves him stunned.
    const run = await runForTest(['shoot', '-', '--shooter', 'marksman', '--target', 'lookout', '--seed', '33', '--out', 'after.json', '--lang', 'en'], { stdin: JSON.stringify(battle), written });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('lookout: stunned, 0 wounds left, fell');
    const after = JSON.parse(written.get('after.json') ?? '{}') as { battle: { warbands: { models: Models }[] } };
    const lookout = after.battle.warbands[1]?.models[0];
    expect(lookout?.floor).toBeUndefined();
    const [x = NaN, y = NaN] = lookout?.position ?? [];
    // A 25 mm base (0.49" across to its rim) wholly on the table and not under the tower's roof.
    expect(x + 0.492).toBeLessThanOrEqual(24);
    expect(x < 18 - 0.49 || y > 20 + 0.49 || y < 14 - 0.49).toBe(true);
    const back = await runForTest(['targets', '-', '--shooter', 'x', '--lang', 'en'], { stdin: written.get('after.json') ?? '' });
    parsesAgain(back.stderr);
  });

  it('a Battleaxe unit read in destroyed (models: 0) is not written with startingModels: 0', async () => {
    const file = JSON.parse(readFileSync(`${EXAMPLES_DIR}/battleaxe/hedge-and-wall.json`, 'utf8')) as { battle: { armies: { units: Record<string, unknown>[] }[] } };
    file.battle.armies[1]?.units.push({ id: 'wolves', name: 'Wolves', position: [24, 10], facing: 180, files: 5, ranks: 1, models: 0, base: { width: 1, depth: 1, unit: 'in' }, profile: { BS: 5, S: 3, T: 3, W: 1 } });
    const written = new Map<string, string>();
    const run = await runForTest(['phase', '-', '--seed', '3', '--out', 'after.json', '--lang', 'en'], { stdin: JSON.stringify(file), written });
    expect(run.code).toBe(0);
    const after = JSON.parse(written.get('after.json') ?? '{}') as typeof file;
    const wolves = after.battle.armies[1]?.units.find((u) => u.id === 'wolves');
    expect(wolves).toMatchObject({ models: 0 });
    expect(wolves).not.toHaveProperty('startingModels');
    const back = await runForTest(['targets', '-', '--shooter', 'x', '--lang', 'en'], { stdin: written.get('after.json') ?? '' });
    parsesAgain(back.stderr);
  });

  it('a Battleaxe unit destroyed by the shots keeps what it began with, and a Ninth Age one leaves its army', async () => {
    const battleaxe = await outAndBack(['shoot', `${EXAMPLES_DIR}/battleaxe/hedge-and-wall.json`, '--shooter', 'archers', '--target', 'goblins', '--seed', '1']);
    expect(battleaxe.run.code).toBe(0);
    parsesAgain(battleaxe.back.stderr);
    const ninthAge = await outAndBack(['shoot', `${EXAMPLES_DIR}/ninth-age/forest-flank.json`, '--shooter', 'crossbowmen', '--target', 'goblins', '--seed', '1']);
    expect(ninthAge.run.code).toBe(0);
    expect(ninthAge.text).not.toContain('"goblins"');
    parsesAgain(ninthAge.back.stderr);
  });

  it('a battle that names profiles from the community data is read back with them', async () => {
    const named = await outAndBack(['phase', `${EXAMPLES_DIR}/mordheim/battle-named-warriors.json`, '--seed', '2']);
    expect(named.run.code).toBe(0);
    expect(named.text).toContain('"profile": "');
    parsesAgain(named.back.stderr);
  });
});

describe('a battle that would not read back is never written', () => {
  const offTable = { game: 'mordheim', battle: { table: { width: 24, depth: 24 }, warbands: [{ id: 'a', models: [{ id: 'm', position: [30, 4], profile: { BS: 3, S: 3, T: 3, I: 3 } }] }] } };
  const entry = BUILT_IN_GAMES_ON_CLI.find('mordheim');
  if (entry === undefined) throw new Error('Mordheim is not on the command line');
  const read: ReadScenario = { scenario: { game: 'mordheim', kind: 'attack' }, entry, source: offTable, parseOptions: {} };

  function contextIn(language: 'en' | 'ru'): { context: CliContext; written: string[] } {
    const written: string[] = [];
    const io: CliIo = {
      stdout: () => undefined,
      stderr: () => undefined,
      readFile: () => Promise.reject(new Error('not read')),
      readStdin: () => Promise.resolve(''),
      writeFile: (path) => {
        written.push(path);
        return Promise.resolve();
      },
      env: {},
      newSeed: () => 1,
      examplesDir: EXAMPLES_DIR,
    };
    return { context: { cat: catalogue(language), io, games: BUILT_IN_GAMES_ON_CLI }, written };
  }

  it('says so with the problems, in the chosen language, as a fault inside (exit code 1), and writes nothing', async () => {
    const en = contextIn('en');
    const error = await writeBattle(en.context, read, 'after.json', offTable).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InternalProblem);
    expect((error as InternalProblem).lines).toEqual([
      'after.json was not written: the battle after the shots would not read back (battle.warbands[0].models[0].position: the base at (30, 4) is not wholly on the 24" × 24" table); this is a fault inside Marksman, please report it',
    ]);
    expect(failureOf(en.context.cat, error).code).toBe(EXIT_INTERNAL);
    expect(en.written).toEqual([]);

    const ru = contextIn('ru');
    const russian = await writeBattle(ru.context, read, 'after.json', offTable).catch((e: unknown) => e);
    expect((russian as InternalProblem).lines[0]).toMatch(/^after\.json не записан: бой после выстрелов не прочитался бы снова \(battle\.warbands\[0\]\.models\[0\]\.position: подставка/);
    expect(ru.written).toEqual([]);
  });

  it('checks with the lookups the input was read with: a named profile needs its library', async () => {
    const named = JSON.parse(readFileSync(`${EXAMPLES_DIR}/mordheim/battle-named-warriors.json`, 'utf8')) as unknown;
    const { context, written } = contextIn('en');
    const error = await writeBattle(context, { ...read, source: named }, 'after.json', named).catch((e: unknown) => e);
    expect((error as InternalProblem).lines[0]).toContain('names a profile, but no profile library is loaded here');
    expect(written).toEqual([]);
  });

  it('a result that cannot be written is exit code 3', () => {
    expect(failureOf(catalogue('en'), new OutputProblem(['after.json: cannot be written'])).code).toBe(EXIT_OUTPUT_FAILED);
  });
});
