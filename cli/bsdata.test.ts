// The community's data on the command line: profiles, named profiles in scenarios, rosters.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runForTest } from './test-io.js';

const named = (attack: Record<string, unknown>) => JSON.stringify({ game: 'mordheim', attack: { weapon: 'Long bow', ...attack } });

describe('marksman profiles', () => {
  it('lists warriors with their profiles, found by a search', async () => {
    const run = await runForTest(['profiles', '--game', 'mordheim', '--search', 'rat ogre']);
    expect(run.code).toBe(0);
    // facts.md A5: the Rat Ogre is 6 3 3 5 5 3 4 4 4, a Large Target.
    expect(run.stdout).toMatch(/Rat Ogre[\s\S]*M 6\s+WS 3\s+BS 3\s+S 5\s+T 5\s+W 3\s+I 4\s+A 4\s+Ld 4/);
    expect(run.stdout).toContain('[large-target]');
  });

  it('--json gives the library entries, and a bad game is refused', async () => {
    const run = await runForTest(['profiles', '--game', 'mordheim', '--search', 'marksman', '--json']);
    expect(run.code).toBe(0);
    expect(() => JSON.parse(run.stdout) as unknown).not.toThrow();
    const bad = await runForTest(['profiles', '--game', 'chess']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('--game: expected one of mordheim, ninth-age, got "chess"\n');
  });
});

describe('a scenario naming profiles from the data', () => {
  it('takes the characteristics and Large Target from the library', async () => {
    const run = await runForTest(['odds', '-', '--json'], { stdin: named({ shooter: { profile: 'Reiklanders/Marksman' }, target: { profile: 'Skaven/Rat Ogre' } }) });
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as { attack: { shooter: { name: string; profile: { BS: number } }; target: { largeTarget: boolean; profile: { T: number; W: number } } }; analysis: { toHit: { needed: number } } };
    // Reikland marksmen start at BS 4 (facts A5): 3+, and +1 for the Large Target: 2+.
    expect(out.attack.shooter.profile.BS).toBe(4);
    expect(out.attack.shooter.name).toBe('Marksman');
    expect(out.attack.target).toMatchObject({ largeTarget: true, profile: { T: 5, W: 3 } });
    expect(out.analysis.toHit.needed).toBe(2);
  });

  it('names an unknown profile with the nearest ones', async () => {
    const run = await runForTest(['odds', '-'], { stdin: named({ shooter: { profile: 'Reiklanders/Marksmann' }, target: { profile: { T: 3 } } }) });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('attack.shooter.profile: no profile "Reiklanders/Marksmann" in the community\'s data; did you mean');
  });
});

describe('marksman roster', () => {
  it('imports a roster as a warband of a new battle, which parses as a scenario', async () => {
    const run = await runForTest(['roster', 'data/bsdata/rosters/reiklanders.ros']);
    expect(run.code).toBe(0);
    const scenario = JSON.parse(run.stdout) as { battle: { warbands: { models: unknown[] }[] } };
    expect(scenario.battle.warbands).toHaveLength(1);
    const render = await runForTest(['render', '-', '--svg', '-'], { stdin: run.stdout });
    expect(render.code).toBe(0);
  });

  it('adds a second roster to an existing battle, at the other edge', async () => {
    const written = new Map<string, string>();
    const first = await runForTest(['roster', 'data/bsdata/rosters/reiklanders.ros', '--out', 'one.json'], { written });
    expect(first.code).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), 'marksman-'));
    writeFileSync(join(dir, 'one.json'), written.get('one.json') ?? '');
    const second = await runForTest(['roster', 'data/bsdata/rosters/skaven.ros', '--into', join(dir, 'one.json')]);
    expect(second.code).toBe(0);
    const battle = (JSON.parse(second.stdout) as { battle: { warbands: { id: string }[] } }).battle;
    expect(battle.warbands).toHaveLength(2);
    const targets = await runForTest(['targets', '-', '--shooter', String((JSON.parse(second.stdout) as { battle: { warbands: { models: { id: string }[] }[] } }).battle.warbands[0]?.models[0]?.id)], { stdin: second.stdout });
    expect(targets.code).toBe(0);
  });

  it('reports a roster that is not a roster', async () => {
    const run = await runForTest(['roster', 'examples/mordheim/crossbow-vs-dieter.json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^examples\/mordheim\/crossbow-vs-dieter\.json: the roster cannot be imported: /);
  });
});
