// Characters joined to a unit on the command line (NR-COMBINED, T-13). The example shoots six
// Crossbows (4+) at four spearmen (one the Champion) and a Captain of 3 HP: the three spearmen
// other than the Champion and the Captain share the hits, the hits left over go to the Captain.
// He is hit unless all six shots miss: 1 − (1/2)^6 = 63/64. Six hits give him at most two
// (one round of four, the two left over to him first), so he is never removed.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLES_DIR, runForTest } from './test-io.js';

const captain = join(EXAMPLES_DIR, 'ninth-age', 'captain-in-spearmen.json');

describe('a character joined to the target', () => {
  it('odds: the Captain’s chance to be hit and removed, in text and --json', async () => {
    const text = await runForTest(['odds', captain]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Captain: hit 98.4% (63/64), removed 0.0% (0)');
    // 3 spearmen, the Champion and the Captain: 4 + 3 = 7 HP; a quarter is 2, so 3 (current rules).
    expect(text.stdout).toContain('3 of 7 HP lost forces the test');
    const json = await runForTest(['odds', captain, '--json']);
    const joined = (JSON.parse(json.stdout) as { joined: { aimAt: string; characters: { hit: { exact: string }; removed: { exact: string } }[] } }).joined;
    expect(joined.aimAt).toBe('characters');
    expect(joined.characters[0]?.hit.exact).toBe('63/64');
    expect(joined.characters[0]?.removed.exact).toBe('0');
  });

  it('roll: the hits shared by the rule, each share rolled against its own profile', async () => {
    const run = await runForTest(['roll', captain, '--seed', '3', '--json']);
    const out = JSON.parse(run.stdout) as { seed: number; joined: { volleys: { hits: number; shares: { rankAndFile: number; characters: number[] } }[]; characters: { hits: number }[] } };
    const [volley] = out.joined.volleys;
    expect(out.seed).toBe(3);
    expect(volley).toBeDefined();
    if (!volley) return;
    // Four models share the hits; the Captain gets the first of any left over.
    const captainHits = Math.floor(volley.hits / 4) + (volley.hits % 4 > 0 ? 1 : 0);
    expect(volley.shares.characters).toEqual([captainHits]);
    expect(volley.shares.rankAndFile).toBe(volley.hits - captainHits);
    expect(out.joined.characters[0]?.hits).toBe(captainHits);
    const text = await runForTest(['roll', captain, '--seed', '3', '--lang', 'ru']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Герои в отряде');
  });

  it('names Poison as not applied to the joined characters (which hits would be poisoned is not settled), in English, Russian and --json', async () => {
    const example = JSON.parse(readFileSync(captain, 'utf8')) as { attack: Record<string, unknown> };
    const poisoned = JSON.stringify({ ...example, attack: { ...example.attack, weapon: { name: 'Poisoned bow (4+)', range: 24, strength: 3, armourPenetration: 0, shots: 1, attributes: ['poison'] } } });
    const text = await runForTest(['odds', '-'], { stdin: poisoned });
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Not worked out for joined characters: Poison');
    expect((await runForTest(['odds', '-', '--lang', 'ru'], { stdin: poisoned })).stdout).toContain('Для героев в отряде не считается: яд');
    const json = JSON.parse((await runForTest(['odds', '-', '--json'], { stdin: poisoned })).stdout) as { joined: { notApplied: unknown } };
    expect(json.joined.notApplied).toEqual(['poison']);
  });

  it('refuses aimAt without characters, with its path', async () => {
    const run = await runForTest(['odds', '-'], { stdin: JSON.stringify({ game: 'ninth-age', attack: { shooter: { models: 2 }, weapon: 'Bow (4+)', target: { models: 5, profile: { Res: 3 } }, aimAt: 'characters' } }) });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('attack.aimAt');
  });
});
