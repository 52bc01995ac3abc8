// A quick attack at a unit with no rank and file left (`models: 0`, ruling NA-ALONE) on the
// command line, on examples/ninth-age/characters-alone-quick.json (worked by hand in
// src/scenario/ninth-age-alone.test.ts): two Bows (4+) at a Captain (2 HP, Resilience 4) and a
// Wizard (1 HP, Resilience 3). The Wizard takes a hit only when both shots hit (1/4) and falls
// when it wounds on 4+ too: 1/8; the Captain, with at most one hit, never falls.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { EXAMPLES_DIR, runForTest } from './test-io.js';

const alone = join(EXAMPLES_DIR, 'ninth-age', 'characters-alone-quick.json');
const NOT_APPLIED = [{ unit: 'target', rules: ['mismatching-base', 'rally-as-new-unit'] }];

describe('a quick attack at characters left alone', () => {
  it('odds: only the characters\' odds, the unit counted as its characters, in text and --json', async () => {
    const text = await runForTest(['odds', alone]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('No rank and file is left');
    expect(text.stdout).toContain('Wizard: hit 25.0% (1/4), removed 12.5% (1/8)');
    expect(text.stdout).toContain('at least one removed 12.5% (1/8); all removed, the unit gone 0.0% (0)');
    // The rank and file's own odds (already gone) are not shown.
    expect(text.stdout).not.toContain('as if no character were joined');
    expect(text.stdout).not.toContain('Rank and file:');
    const ru = await runForTest(['odds', alone, '--lang', 'ru']);
    expect(ru.stdout).toContain('Рядовых не осталось');
    expect(ru.stdout).toContain('убит хотя бы один 12,5');
    const json = await runForTest(['odds', alone, '--json']);
    const joined = (JSON.parse(json.stdout) as { joined: { alone: { modelRemoved: { exact: string }; destroyed: { exact: string }; meanHpLost: number } } }).joined;
    expect([joined.alone.modelRemoved.exact, joined.alone.destroyed.exact]).toEqual(['1/8', '0']);
    expect(joined.alone.meanHpLost).toBeCloseTo(3 / 8, 12);
    // What the rules say of them and the engine does not apply is named, never dropped.
    expect(text.stdout).toContain("Not applied for Spearmen, its characters standing as the unit (NA-ALONE): each character's own base size (a Mismatching Base)");
    expect(text.stdout).toContain('a Rally Test as a new unit');
    expect(ru.stdout).toContain('Не учтено для отряда «Spearmen»');
    expect((JSON.parse(json.stdout) as { notApplied: unknown }).notApplied).toEqual(NOT_APPLIED);
  });

  it('roll: every hit shared between the characters, no rank-and-file line', async () => {
    for (const seed of ['1', '2', '3', '4', '5']) {
      const run = await runForTest(['roll', alone, '--seed', seed, '--json']);
      const out = JSON.parse(run.stdout) as { joined: { volleys: { hits: number; shares: { rankAndFile: number; characters: number[] } }[]; rankAndFile: { modelsLeft: number } } };
      for (const v of out.joined.volleys) {
        expect(v.shares.rankAndFile).toBe(0);
        // One hit to the Captain (first in the list); two, one each.
        expect(v.shares.characters).toEqual([Math.min(v.hits, 1), Math.max(0, v.hits - 1)]);
      }
      expect(out.joined.rankAndFile.modelsLeft).toBe(0);
      expect((out as { notApplied?: unknown }).notApplied).toEqual(NOT_APPLIED);
      const text = await runForTest(['roll', alone, '--seed', seed]);
      expect(text.stdout).not.toContain('Rank and file:');
      // Volleys name only the characters' shares: there is no rank and file to give a hit to.
      expect(text.stdout).not.toContain('to the rank and file');
      out.joined.volleys.forEach((v, i) => {
        if (v.hits > 0) expect(text.stdout).toMatch(new RegExp(`Volley ${i + 1}: \\d+ hits?: 1 to Captain`));
      });
      expect(text.stdout).toContain('Not applied for Spearmen');
    }
  });

  it('on a table: targets, shoot and phase name what is not applied for a unit standing as its characters, and only then', async () => {
    const file = JSON.parse(readFileSync(join(EXAMPLES_DIR, 'ninth-age', 'captain-in-unit-table.json'), 'utf8')) as { battle: { armies: { units: { id: string; models?: number }[] }[] } };
    const before = await runForTest(['targets', '-', '--shooter', 'archers1'], { stdin: JSON.stringify(file) });
    expect(before.stdout).not.toContain('Not applied for');
    const spearmen = file.battle.armies.flatMap((a) => a.units).find((u) => u.id === 'spearmen');
    if (!spearmen) throw new Error('no Spearmen in the example');
    spearmen.models = 0;
    const stdin = JSON.stringify(file);
    const line = 'Not applied for Spearmen, its characters standing as the unit (NA-ALONE)';
    for (const argv of [['targets', '-', '--shooter', 'archers1'], ['shoot', '-', '--shooter', 'archers1', '--target', 'spearmen', '--seed', '1'], ['phase', '-', '--seed', '1']]) {
      const text = await runForTest(argv, { stdin });
      expect(text.code).toBe(0);
      expect(text.stdout).toContain(line);
      // The shooting's explained dice give every hit to a character: there is no rank and file to name.
      if (argv[0] === 'shoot') expect(text.stdout).not.toContain('to the rank and file');
      const json = await runForTest([...argv, '--json'], { stdin });
      expect((JSON.parse(json.stdout) as { notApplied?: unknown }).notApplied).toEqual([{ unit: 'spearmen', rules: ['mismatching-base', 'rally-as-new-unit'] }]);
    }
  });

  it('--target-models 0 cannot describe characters: refused at the flag with its own message, exit 2', async () => {
    const run = await runForTest(['odds', '--game', 'ninth-age', '--weapon', 'bow (4+)', '--target-res', '3', '--target-models', '0']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--target-models');
    expect(run.stderr).toContain('no rank and file is left');
    expect(run.stderr).not.toContain('at least');
  });
});
