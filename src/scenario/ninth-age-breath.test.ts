// A Ninth Age file giving a Breath Attack as a weapon: examples/ninth-age/breath-attack.json.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString } from '../dice/index.js';
import { ninthAgeOdds } from '../games/ninth-age/index.js';
import { parseScenarioOf } from './parse.js';

const breathFile: unknown = JSON.parse(readFileSync(new URL('../../examples/ninth-age/breath-attack.json', import.meta.url), 'utf8'));

describe('a Breath Attack in a file', () => {
  it('reads "Breath Attack" and "2D6": hits with no roll, so the hard cover does nothing', () => {
    const result = parseScenarioOf('ninth-age', breathFile);
    if (!result.ok || result.scenario.kind !== 'attack') throw new Error(JSON.stringify(result));
    const report = ninthAgeOdds(result.scenario.attack, exactArithmetic);
    expect(report.volleys[0]?.analysis.toHit.resolution).toBe('automatic');
    // Each hit: wounds on 3+ (2/3), saved on 6+ (1/6): unsaved 2/3 · 5/6 = 5/9.
    expect(rationalToString(report.volleys[0]?.shot.unsaved ?? exactArithmetic.zero)).toBe('5/9');
    expect(rationalToString(report.series.hits.exactly[7] ?? exactArithmetic.zero)).toBe('1/6');
  });

  it('needs no Aim: the entry has none; a weapon without Breath Attack still needs one', () => {
    const file = breathFile as { attack: { weapon: Record<string, unknown> } };
    const weapon = file.attack.weapon;
    const result = parseScenarioOf('ninth-age', file);
    if (!result.ok || result.scenario.kind !== 'attack') throw new Error(JSON.stringify(result));
    expect(result.scenario.attack.volleys[0]?.entry.aim).toBeNull();
    const report = ninthAgeOdds(result.scenario.attack, exactArithmetic);
    expect(report.volleys[0]?.analysis.toHit).toMatchObject({ aim: null, resolution: 'automatic', modifiers: [] });
    expect(rationalToString(report.volleys[0]?.shot.unsaved ?? exactArithmetic.zero)).toBe('5/9');
    const plain = parseScenarioOf('ninth-age', { ...file, attack: { ...file.attack, weapon: { ...weapon, attributes: ['Flaming Attacks'] } } });
    expect(plain.ok ? [] : plain.issues.map((i) => [i.code, i.path.join('.')])).toEqual([['ninth-age-aim-needed', 'attack.weapon.name']]);
  });

  it('refuses an Aim given beside it, as a field or in the name, at its path: it would never be read', () => {
    const file = breathFile as { attack: { weapon: Record<string, unknown> } };
    const issuesOf = (weapon: unknown) => {
      const result = parseScenarioOf('ninth-age', { ...file, attack: { ...file.attack, weapon } });
      return result.ok ? [] : result.issues.map((i) => [i.code, i.path.join('.')]);
    };
    expect(issuesOf({ ...file.attack.weapon, aim: 4 })).toEqual([['ninth-age-aim-unused', 'attack.weapon.aim']]);
    expect(issuesOf({ ...file.attack.weapon, name: 'Breath Attack (4+)' })).toEqual([['ninth-age-aim-unused', 'attack.weapon.name']]);
  });

  it('an unknown word among the attributes is refused with its path', () => {
    const file = breathFile as { attack: { weapon: Record<string, unknown> } };
    const result = parseScenarioOf('ninth-age', { ...file, attack: { ...file.attack, weapon: { ...file.attack.weapon, attributes: ['Breath Attack', 'Scorching Fumes'] } } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((i) => [i.code, i.path.join('.')])).toEqual([['ninth-age-unknown-attribute', 'attack.weapon.attributes.1']]);
  });
});
