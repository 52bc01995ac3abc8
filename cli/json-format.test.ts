import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FORMAT_VERSIONS, formatOf, jsonText, OUTPUT_KINDS, withFormat } from './json-format.js';
import { EXAMPLES_DIR, example, runForTest } from './test-io.js';

const ROSTERS = fileURLToPath(new URL('../data/bsdata/rosters', import.meta.url));

describe('the format of --json outputs', () => {
  it('names each output after its command, at version 1 but advise (2: a place\'s exposure may be null, withheld for a joined character)', () => {
    expect(OUTPUT_KINDS.map((kind) => formatOf(kind))).toEqual(OUTPUT_KINDS.map((kind) => ({ name: `marksman-${kind}`, version: kind === 'advise' ? 2 : 1 })));
    expect(Object.keys(FORMAT_VERSIONS).sort()).toEqual([...OUTPUT_KINDS].sort());
  });

  it('puts format and game first, and keeps the game of the data', () => {
    const data = { game: 'battleaxe', seed: 3 };
    const wrapped = withFormat('roll', 'battleaxe', data);
    expect(Object.keys(wrapped)).toEqual(['format', 'game', 'seed']);
    expect(wrapped).toEqual({ format: { name: 'marksman-roll', version: 1 }, game: 'battleaxe', seed: 3 });
    expect(jsonText({ a: 1 })).toBe('{\n  "a": 1\n}\n');
  });

  it('every command prints it first, then the game, Mordheim battles too (whose data had no game)', async () => {
    const street = example('battle-street.json');
    const runs: [kind: string, game: string, argv: readonly string[]][] = [
      ['odds', 'mordheim', ['odds', example('crossbow-vs-dieter.json'), '--json']],
      ['roll', 'ninth-age', ['roll', `${EXAMPLES_DIR}/ninth-age/hard-target.json`, '--seed', '1', '--json']],
      ['targets', 'mordheim', ['targets', street, '--shooter', 'marksman', '--json']],
      ['shoot', 'mordheim', ['shoot', street, '--shooter', 'marksman', '--target', 'lookout', '--seed', '1', '--json']],
      ['phase', 'battleaxe', ['phase', `${EXAMPLES_DIR}/battleaxe/hedge-and-wall.json`, '--seed', '1', '--json']],
      ['profiles', 'ninth-age', ['profiles', '--game', 'ninth-age', '--search', 'militia', '--json']],
    ];
    for (const [kind, game, argv] of runs) {
      const out = JSON.parse((await runForTest(argv)).stdout) as Record<string, unknown>;
      expect(Object.keys(out).slice(0, 2)).toEqual(['format', 'game']);
      expect({ format: out.format, game: out.game }).toEqual({ format: { name: `marksman-${kind}`, version: 1 }, game });
    }
  });

  it('demo --json is one document: the odds and the roll, each under its own format', async () => {
    const run = await runForTest(['demo', '--json']);
    const demo = JSON.parse(run.stdout) as { format: unknown; example: string; odds: { format: unknown }; roll: { format: unknown; seed: number } };
    expect(demo.format).toEqual({ name: 'marksman-demo', version: 1 });
    expect(demo.example).toBe('examples/mordheim/crossbow-vs-dieter.json');
    expect(demo.odds.format).toEqual({ name: 'marksman-odds', version: 1 });
    expect(demo.roll.format).toEqual({ name: 'marksman-roll', version: 1 });
    expect(demo.roll.seed).toBe(27);
  });
});

describe('marksman roster --json', () => {
  type RosterJson = { format: unknown; game: string; added: { kind: string; id: string }; battle: { battle: { warbands?: { id: string }[]; armies?: { id: string }[] } }; warnings: { code: string; entry: { name: string } | null }[] };

  it('the battle, the warband added (the last of the battle) and the warnings as codes, nothing on standard error', async () => {
    const file = `${ROSTERS}/reiklanders.ros`;
    const run = await runForTest(['roster', file, '--json']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const out = JSON.parse(run.stdout) as RosterJson;
    expect(out.format).toEqual({ name: 'marksman-roster', version: 1 });
    expect(out.game).toBe('mordheim');
    // A new battle holds this one warband.
    expect(out.battle.battle.warbands?.map((band) => band.id)).toEqual([out.added.id]);
    expect(out.added.kind).toBe('warband');
    // The youngblood's javelins are a Marksman weapon now: nothing to warn about, in words or as codes.
    const text = await runForTest(['roster', file]);
    expect(text.stderr).not.toContain('problem');
    expect(out.warnings).toEqual([]);
    // And the battle is what roster prints without --json.
    expect(out.battle).toEqual(JSON.parse(text.stdout));
  });

  it('a Ninth Age army; with --out the battle goes to the file and the data to standard output', async () => {
    const written = new Map<string, string>();
    const run = await runForTest(['roster', `${ROSTERS}/sonnstahl.ros`, '--json', '--out', 'battle.json'], { written });
    const out = JSON.parse(run.stdout) as RosterJson;
    expect(out.game).toBe('ninth-age');
    expect(out.added.kind).toBe('army');
    expect(out.battle.battle.armies?.at(-1)?.id).toBe(out.added.id);
    expect(JSON.parse(written.get('battle.json') ?? 'null')).toEqual(out.battle);
  });
});
