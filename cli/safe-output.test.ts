import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseXml } from '../src/data/bsdata/xml.js';
import type { CliIo } from './io.js';
import { DEMO_EXAMPLE, runCli } from './run.js';
import { visibleControls } from './safe-text.js';
import { EXAMPLES_DIR, example, runForTest } from './test-io.js';

// eslint-disable-next-line no-control-regex -- the characters a terminal acts on are what is looked for
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
/** Every character XML 1.0 allows (a surrogate pair counts as one character). */
const XML_CHARACTERS = /^(?:[\t\n\r\u0020-\ud7ff\ue000-\ufffd]|[\ud800-\udbff][\udc00-\udfff])*$/;

const SHOOTER = 'Mark\u001b[2J\u001b]0;pwned\u0007sman\r';
const TARGET = 'Die\u009b31mter\u007f';

const attack = {
  game: 'mordheim',
  title: 'Title\u001b[1m',
  attack: {
    shooter: { name: SHOOTER, profile: { BS: 3 } },
    weapon: 'crossbow',
    target: { name: TARGET, profile: { T: 3, W: 1 } },
  },
};

describe('visibleControls', () => {
  it('shows C0 (escape, carriage return, bell…), DEL and C1 as \\u escapes, and keeps newlines and tabs', () => {
    expect(visibleControls('a\u001b[2Jb\rc\u0007d\u007fe\u0080f\u009fg\u0000')).toBe('a\\u001b[2Jb\\u000dc\\u0007d\\u007fe\\u0080f\\u009fg\\u0000');
    expect(visibleControls('line one\n\tline two\n')).toBe('line one\n\tline two\n');
    expect(visibleControls('Дитер ¡ü 🎯 \u00a0')).toBe('Дитер ¡ü 🎯 \u00a0');
  });

  it('shows the bidirectional controls that could make a name read backwards', () => {
    expect(visibleControls('Dieter\u202egnip\u202c \u2066x\u2069\u200f')).toBe('Dieter\\u202egnip\\u202c \\u2066x\\u2069\\u200f');
  });

  it('leaves JSON valid and meaning the same: the escape it writes is the JSON escape', () => {
    const every = Array.from({ length: 0xa0 }, (_, code) => String.fromCharCode(code)).join('');
    const json = JSON.stringify({ name: every });
    const shown = visibleControls(json);
    expect(shown).not.toMatch(RAW_CONTROL);
    expect((JSON.parse(shown) as { name: string }).name).toBe(every);
  });
});

describe('names with control characters on the terminal', () => {
  it('odds prints them visibly, never raw, in text', async () => {
    const run = await runForTest(['odds', '-', '--lang', 'en'], { stdin: JSON.stringify(attack) });
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(RAW_CONTROL);
    expect(run.stdout).toContain('Title\\u001b[1m');
    expect(run.stdout).toContain('Mark\\u001b[2J\\u001b]0;pwned\\u0007sman\\u000d');
    expect(run.stdout).toContain('Die\\u009b31mter\\u007f');
  });

  it('in JSON they stay the same names', async () => {
    const run = await runForTest(['roll', '-', '--json', '--seed', '3'], { stdin: JSON.stringify(attack) });
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(RAW_CONTROL);
    const out = JSON.parse(run.stdout) as { title: string };
    expect(out.title).toBe(attack.title);
    expect(run.stdout).toContain(JSON.stringify(SHOOTER).slice(1, -1));
  });

  it('errors that repeat what was given show it visibly too', async () => {
    const run = await runForTest(['roll', example('dwarf-helmet.json'), '--seed', '\u001b[31m7', '--lang', 'en']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('--seed: expected a whole number from 0 to 4294967295, got "\\u001b[31m7"\n');
  });
});

describe('standard output is written whole or not at all', () => {
  it('a command that fails after it began its output prints only the error', async () => {
    // The demo prints its heading, then the odds of its example: an example that is a battle fails there.
    const dir = await mkdtemp(join(tmpdir(), 'marksman-demo-'));
    try {
      await cp(EXAMPLES_DIR, dir, { recursive: true });
      await cp(example('battle-street.json'), join(dir, DEMO_EXAMPLE));
      const { code, stdout, stderr } = await runForTest(['demo', '--lang', 'en'], { io: { examplesDir: dir } });
      expect({ code, stdout, stderr }).toEqual({ code: 2, stdout: '', stderr: '"odds" works on a scenario with an "attack"; this one holds a battle (try "render")\n' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a command that succeeds prints all of it in one write', async () => {
    const writes: string[] = [];
    const io: CliIo = {
      stdout: (text) => writes.push(text),
      stderr: () => undefined,
      readFile: (path) => readFile(path, 'utf8'),
      readStdin: () => Promise.resolve(''),
      writeFile: () => Promise.resolve(),
      env: {},
      newSeed: () => 1,
      examplesDir: EXAMPLES_DIR,
    };
    expect(await runCli(['demo'], io)).toBe(0);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toContain('Seed 27');
  });
});

describe('the SVG of names with control characters', () => {
  const battle = JSON.parse(readFileSync(example('battle-street.json'), 'utf8')) as { battle: { warbands: { models: { name?: string }[] }[] } };
  const warriors = battle.battle.warbands.flatMap((band) => band.models);
  const names = ['Ogre\u0000\u001b[5m', 'Lone \ud800 half', 'Bell\u0007 & <b>', 'C1\u0085\u009b', 'Pair 🎯 ok', 'Not chars \ufffe\uffff'];
  warriors.forEach((warrior, i) => (warrior.name = names[i % names.length] ?? 'x'));

  it('is well-formed XML, the names shown with what XML cannot hold replaced', async () => {
    const written = new Map<string, string>();
    const run = await runForTest(['render', '-', '--svg', 'street.svg', '--from', 'marksman'], { stdin: JSON.stringify(battle), written });
    expect(run.code).toBe(0);
    const svg = written.get('street.svg') ?? '';
    expect(svg).toMatch(XML_CHARACTERS);
    expect(parseXml(svg).ok).toBe(true);
    expect(svg).toContain('>Ogre\ufffd\ufffd[5m<');
    expect(svg).toContain('>Lone \ufffd half<');
    expect(svg).toContain('>Bell\ufffd &#38; &#60;b&#62;<');
    expect(svg).toContain('>Pair 🎯 ok<');
    expect(svg).toContain('>Not chars \ufffd\ufffd<');
  });

  it('is the same on standard output', async () => {
    const written = new Map<string, string>();
    await runForTest(['render', '-', '--svg', 'street.svg'], { stdin: JSON.stringify(battle), written });
    const run = await runForTest(['render', '-', '--svg', '-'], { stdin: JSON.stringify(battle) });
    expect(run.stdout).toBe(written.get('street.svg'));
  });
});
