// Characters joined to a unit on the command line (NR-COMBINED, T-13). The example shoots six
// Crossbows (4+) at four spearmen (one the Champion) and a Captain of 3 HP: the three spearmen
// other than the Champion and the Captain share the hits, the hits left over go to the Captain.
// He is hit unless all six shots miss: 1 − (1/2)^6 = 63/64. Six hits give him at most two
// (one round of four, the two left over to him first), so he is never removed.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { EXAMPLES_DIR, runForTest } from './test-io.js';

const captain = join(EXAMPLES_DIR, 'ninth-age', 'captain-in-spearmen.json');

describe('a character joined to the target', () => {
  it('odds: the Captain’s chance to be hit and removed, in text and --json', async () => {
    const text = await runForTest(['odds', captain]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Captain: hit 98.4% (63/64), removed 0.0% (0)');
    // The unit's own odds come first, and say that they leave the characters out.
    expect(text.stdout.indexOf('as if no character were joined')).toBeGreaterThan(-1);
    expect(text.stdout.indexOf('as if no character were joined')).toBeLessThan(text.stdout.indexOf('The whole shooting'));
    const ru = await runForTest(['odds', captain, '--lang', 'ru']);
    expect(ru.stdout).toContain('как будто героев в отряде нет');
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

  // One Poison bow (4+, S3) at three spearmen (Res 3) and a 1-HP captain: the hit (1/2) is his, and
  // he is removed by a plain hit that wounds (1/3 × 1/2) or a poisoned one (1/6): 1/3.
  const poisonShot = (shots: number | string) => ({
    game: 'ninth-age',
    attack: {
      shooter: { models: 1 },
      weapon: { name: 'Poison Bow', aim: 4, range: 24, strength: 3, armourPenetration: 0, shots, attributes: ['Poison'] },
      target: { models: 3, profile: { Res: 3 }, characters: [{ name: 'Captain', profile: { HP: 1, Res: 3 } }] },
    },
  });

  it('odds with Poison and with shots on dice, worked out for the characters', async () => {
    const poison = await runForTest(['odds', '-', '--json'], { stdin: JSON.stringify(poisonShot(1)) });
    expect(poison.code).toBe(0);
    const joined = (JSON.parse(poison.stdout) as { joined: { notApplied?: unknown; characters: { hit: { exact: string }; removed: { exact: string } }[] } }).joined;
    expect(joined.notApplied).toBeUndefined();
    expect(joined.characters[0]?.removed.exact).toBe('1/3');
    // D3 shots, each hitting on 4+ and a 6 poisoned: at least one hit (1/2 + 3/4 + 7/8) / 3 = 17/24.
    const onDice = await runForTest(['odds', '-'], { stdin: JSON.stringify(poisonShot('D3')) });
    expect(onDice.code).toBe(0);
    expect(onDice.stdout).toContain('Captain: hit 70.8% (17/24)');
  });

  it('roll with Poison and shots on dice: the shots die, the poisoned hits and where they went', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const run = await runForTest(['roll', '-', '--seed', String(seed), '--json'], { stdin: JSON.stringify(poisonShot('D3')) });
      expect(run.code).toBe(0);
      const volley = (JSON.parse(run.stdout) as { joined: { volleys: { hits: number; shotsRolls: { step: string }[]; poisoned: { rankAndFile: number; characters: number[] }; toHit: { dice: { outcome: string }[] }[] }[] } }).joined.volleys[0];
      expect(volley?.shotsRolls.map((g) => g.step)).toContain('shots-roll');
      const outcomes = (volley?.toHit ?? []).flatMap((g) => g.dice.map((d) => d.outcome));
      const poisoned = outcomes.filter((o) => o === 'poisoned-hit').length;
      expect((volley?.poisoned.rankAndFile ?? 0) + (volley?.poisoned.characters[0] ?? 0)).toBe(poisoned);
    }
  });

  it('refuses aimAt without characters, with its path', async () => {
    const run = await runForTest(['odds', '-'], { stdin: JSON.stringify({ game: 'ninth-age', attack: { shooter: { models: 2 }, weapon: 'Bow (4+)', target: { models: 5, profile: { Res: 3 } }, aimAt: 'characters' } }) });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('attack.aimAt');
  });
});
