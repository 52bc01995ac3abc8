import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { example, EXAMPLES_DIR, runForTest } from './test-io.js';

const dieter = example('crossbow-vs-dieter.json');
const scenario = (attack: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ game: 'mordheim', attack: { shooter: { profile: { BS: 3 } }, weapon: 'bow', target: { profile: { T: 3 } }, ...attack }, ...extra });

describe('marksman odds', () => {
  it('prints the worked example with its exact fractions', async () => {
    const run = await runForTest(['odds', dieter]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    // Values worked by hand in src/games/mordheim/mordheim.test.ts.
    expect(run.stdout).toMatch(/Armour save\s+5\+/);
    expect(run.stdout).toMatch(/not saved\s+24\.1%\s+13\/54/);
    expect(run.stdout).toMatch(/out of action\s+10\.6%\s+103\/972/);
  });

  it('--json gives every probability as { p, exact }', async () => {
    const run = await runForTest(['odds', dieter, '--json']);
    const out = JSON.parse(run.stdout) as {
      game: string;
      shot: { hit: { p: number; exact: string }; conditions: Record<string, { p: number; exact: string }> };
      series: { shots: number; hitsAtLeast: { p: number; exact: string }[] };
      analysis: { save: { needed: number } };
    };
    expect(out.game).toBe('mordheim');
    expect(out.shot.hit).toEqual({ p: 0.5, exact: '1/2' });
    expect(out.shot.conditions['out-of-action']?.exact).toBe('103/972');
    expect(out.analysis.save.needed).toBe(5);
    expect(out.series.shots).toBe(1);
    expect(out.series.hitsAtLeast.map((x) => x.exact)).toEqual(['1', '1/2']);
  });

  it('shows "at least N" for several shots', async () => {
    const run = await runForTest(['odds', example('ogre-two-handgun-shots.json')]);
    expect(run.stdout).toMatch(/at least 2\s+25\.0%\s+1\/4/);
  });

  it('reads standard input with -', async () => {
    const run = await runForTest(['odds', '-', '--json'], { stdin: scenario({}) });
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as { shot: { hit: { exact: string } } }).shot.hit.exact).toBe('1/2');
  });
});

describe('marksman roll', () => {
  it('gives the same output byte for byte for the same seed', async () => {
    const a = await runForTest(['roll', dieter, '--seed', '27']);
    const b = await runForTest(['roll', dieter, '--seed', '27']);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).toContain('Seed 27');
    expect(a.stdout).toMatch(/To hit: rolled \d, needs 4\+ \(BS 3: 4\+\)/);
  });

  it('picks a seed when none is given and prints it', async () => {
    const run = await runForTest(['roll', dieter], { newSeed: 31337 });
    expect(run.stdout).toContain('Seed 31337');
    expect(run.stdout).toBe((await runForTest(['roll', dieter, '--seed', '31337'])).stdout);
  });

  it('--json lists each die with its face, the score needed and the reasons as data', async () => {
    const run = await runForTest(['roll', dieter, '--seed', '27', '--json']);
    const out = JSON.parse(run.stdout) as { seed: number; shots: { dice: { step: string; face: number | null; needed: number | null; check: { base?: number } }[] }[] };
    expect(out.seed).toBe(27);
    const first = out.shots[0]?.dice[0];
    expect(first?.step).toBe('to-hit');
    expect(first?.needed).toBe(4);
    expect(first?.check.base).toBe(4);
    expect(first?.face).toBeGreaterThanOrEqual(1);
  });

  it('rolls every bundled example the same way twice', async () => {
    for (const file of readdirSync(`${EXAMPLES_DIR}/mordheim`).filter((f) => !f.startsWith('battle-'))) {
      const a = await runForTest(['roll', example(file), '--seed', '99']);
      expect(a.code, file).toBe(0);
      expect((await runForTest(['roll', example(file), '--seed', '99'])).stdout).toBe(a.stdout);
    }
  });
});

describe('bad input: one clear message per problem, exit code 2', () => {
  const bad = async (text: string) => {
    const run = await runForTest(['odds', '-'], { stdin: text });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).not.toMatch(/\n\s+at |Error:/);
    return run.stderr;
  };

  it('a missing field', async () => {
    expect(await bad(scenario({ target: { profile: {} } }))).toContain('attack.target.profile.T: missing: expected a whole number');
  });

  it('a wrong type', async () => {
    expect(await bad(scenario({ shooter: { profile: { BS: 'four' } } }))).toContain('attack.shooter.profile.BS: expected a whole number from 1 to 10, got "four"');
  });

  it('an unknown weapon, with a suggestion', async () => {
    expect(await bad(scenario({ weapon: 'crosbow' }))).toContain('attack.weapon: unknown weapon "crosbow"; did you mean crossbow?');
  });

  it('BS out of range', async () => {
    expect(await bad(scenario({ shooter: { profile: { BS: 11 } } }))).toContain('attack.shooter.profile.BS: expected a whole number from 1 to 10, got 11');
  });

  it('malformed JSON, with line and column', async () => {
    expect(await bad('{\n  "game": "mordheim",\n  "attack": }\n')).toContain('not valid JSON (line 3, column 13)');
  });

  it('an unknown field and an unknown game', async () => {
    expect(await bad(scenario({ sniper: true }))).toContain('attack.sniper: unknown field "sniper"');
    expect(await bad(JSON.stringify({ game: 'chess', attack: {} }))).toContain('game: expected one of mordheim, battleaxe, ninth-age, got "chess"');
  });

  it('rules the schema cannot see: two body armours, a crossbow after moving', async () => {
    const stderr = await bad(scenario({ weapon: 'crossbow', target: { profile: { T: 3 }, kit: ['light-armour', 'heavy-armour'] }, circumstances: { moved: true } }));
    expect(stderr).toContain('2 problems found');
    expect(stderr).toContain('attack.target.kit: a warrior wears one body armour, not light-armour, heavy-armour');
    expect(stderr).toContain('attack.circumstances.moved: the crossbow is move-or-fire');
  });

  it('several problems are all reported, each once', async () => {
    const stderr = await bad(scenario({ shooter: { profile: { BS: 0 } }, target: { profile: { T: 'x', W: 20 } }, shots: 0 }));
    expect(stderr.trim().split('\n')).toHaveLength(5);
    expect(stderr).toContain('4 problems found');
  });

  it('a file that does not exist', async () => {
    const run = await runForTest(['odds', 'no-such-file.json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('no-such-file.json: no such file\n');
  });

  it('a bad flag, a bad seed, a bad language, a missing argument', async () => {
    const cases: [string[], string][] = [
      [['odds', dieter, '--fast'], 'unknown option --fast'],
      [['roll', dieter, '--seed', 'abc'], '--seed: expected a whole number from 0 to 4294967295, got "abc"'],
      [['roll', dieter, '--seed', '4294967296'], 'got "4294967296"'],
      [['odds', dieter, '--lang', 'fr'], '--lang: expected one of en, ru, got "fr"'],
      [['odds'], 'missing file'],
      [['fire', dieter], 'unknown command "fire"'],
    ];
    for (const [argv, message] of cases) {
      const run = await runForTest(argv);
      expect(run.code, argv.join(' ')).toBe(2);
      expect(run.stderr).toContain(message);
    }
  });
});

describe('marksman render', () => {
  const street = example('battle-street.json');

  it('writes the table as SVG, with sight lines from the chosen model', async () => {
    const written = new Map<string, string>();
    const run = await runForTest(['render', street, '--svg', 'out.svg', '--from', 'marksman'], { written });
    expect(run.code).toBe(0);
    const svg = written.get('out.svg') ?? '';
    expect(svg).toMatch(/^<svg /);
    expect(svg.match(/class="sight /g)).toHaveLength(5);
  });

  it('draws the pictures of src/table/README.md as they are committed', async () => {
    // Rewrite them with `npx marksman render examples/mordheim/battle-street.json --svg docs/pictures/street-<from|to>-<id>.svg --<from|to> <id>`.
    for (const [flag, id] of [['--from', 'marksman'], ['--from', 'crossbowman'], ['--to', 'swordsman']] as const) {
      const written = new Map<string, string>();
      await runForTest(['render', street, '--svg', 'out.svg', flag, id], { written });
      const picture = `street-${flag.slice(2)}-${id}.svg`;
      const committed = readFileSync(fileURLToPath(new URL(`../docs/pictures/${picture}`, import.meta.url)), 'utf8');
      expect(written.get('out.svg')).toBe(committed);
    }
  });

  it('--svg - prints it instead', async () => {
    const run = await runForTest(['render', street, '--svg', '-']);
    expect(run.stdout).toMatch(/^<svg /);
    expect(run.stdout).not.toContain('class="sight');
  });

  it('--to draws every other model\'s sight line to one model; --from and --to together are refused', async () => {
    const run = await runForTest(['render', street, '--svg', '-', '--to', 'swordsman']);
    expect(run.code).toBe(0);
    expect(run.stdout.match(/class="sight [a-z]+" data-from=/g)).toHaveLength(5);
    const both = await runForTest(['render', street, '--svg', '-', '--from', 'marksman', '--to', 'swordsman']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--from, --to: give one of them, not both');
    const unknown = await runForTest(['render', street, '--svg', '-', '--to', 'nobody']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--to: there is no model "nobody"');
  });

  it('refuses an unknown model, a file without a table, and a missing --svg', async () => {
    const unknown = await runForTest(['render', street, '--svg', '-', '--from', 'nobody']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--from: there is no model "nobody"; the models are marksman, crossbowman, ogre');
    const attack = await runForTest(['render', dieter, '--svg', '-']);
    expect(attack.code).toBe(2);
    expect(attack.stderr).toContain('"render" works on a scenario with a "battle"');
    const noSvg = await runForTest(['render', street]);
    expect(noSvg.code).toBe(2);
    expect(noSvg.stderr).toContain('--svg needs a value');
  });

  it('odds and roll explain that a battle needs the phase commands', async () => {
    const run = await runForTest(['odds', street]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('"odds" works on a scenario with an "attack"');
  });
});

describe('help and language', () => {
  it('every command has --help', async () => {
    for (const command of ['odds', 'roll', 'demo', 'schema', 'render']) {
      const run = await runForTest([command, '--help']);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`marksman ${command}`);
    }
    const roll = await runForTest(['roll', '--help']);
    expect(roll.stdout).toContain('--seed <n>');
  });

  it('accepts --lang ru and takes the language from LANG', async () => {
    expect((await runForTest(['odds', dieter, '--lang', 'ru'])).code).toBe(0);
    expect((await runForTest(['odds', dieter], { env: { LANG: 'ru_RU.UTF-8' } })).code).toBe(0);
  });
});

describe('marksman demo and schema', () => {
  it('demo prints the odds and a replayable roll of the bundled example', async () => {
    const run = await runForTest(['demo']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('examples/mordheim/crossbow-vs-dieter.json');
    expect(run.stdout).toContain('103/972');
    expect(run.stdout).toContain('Seed 27');
  });

  it('schema prints the JSON Schema that schema/scenario.schema.json holds', async () => {
    const run = await runForTest(['schema']);
    const { readFile } = await import('node:fs/promises');
    const committed = await readFile(fileURLToPath(new URL('../schema/scenario.schema.json', import.meta.url)), 'utf8');
    expect(run.stdout).toBe(committed);
  });
});

describe('the installed command', () => {
  it('runs from dist/ as the package bin, and exits 2 on bad input', async () => {
    const main = fileURLToPath(new URL('../dist/cli/bundle/marksman.js', import.meta.url));
    const run = promisify(execFile);
    const ok = await run(process.execPath, [main, 'odds', dieter, '--json']);
    expect((JSON.parse(ok.stdout) as { shot: { hit: { exact: string } } }).shot.hit.exact).toBe('1/2');
    await expect(run(process.execPath, [main, 'odds', 'missing.json'])).rejects.toMatchObject({ code: 2, stderr: 'missing.json: no such file\n' });
  });
});
