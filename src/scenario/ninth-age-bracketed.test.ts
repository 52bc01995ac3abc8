// A Ninth Age file writing bracketed values ("4[10]", ruling NA-WM-1), the Cannon and Multiple
// Wounds (D3+1, Clipped Wings) as profiles print them: examples/ninth-age/cannon.json.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioOf } from './parse.js';

const cannonFile: unknown = JSON.parse(readFileSync(new URL('../../examples/ninth-age/cannon.json', import.meta.url), 'utf8'));
const withWeapon = (weapon: Record<string, unknown>) => {
  const file = cannonFile as { attack: { weapon: Record<string, unknown> } };
  return { ...file, attack: { ...file.attack, weapon: { ...file.attack.weapon, ...weapon } } };
};

describe('bracketed values in a file', () => {
  it('"4[10]" and "0[10]": the hit uses 10 and 10, the plain 4 and 0 kept; the attributes as printed, brackets and all', () => {
    const result = parseScenarioOf('ninth-age', cannonFile);
    if (!result.ok || result.scenario.kind !== 'attack') throw new Error(JSON.stringify(result));
    expect(result.scenario.attack.volleys[0]?.entry).toEqual({
      aim: 4,
      weapon: {
        id: 'Cannon',
        range: 72,
        shots: 1,
        strength: 10,
        armourPenetration: 10,
        attributes: [{ code: 'cannon' }, { code: 'multiple-wounds', value: 'D3+1', clippedWings: true }],
        plain: { strength: 4, armourPenetration: 0 },
      },
    });
  });

  it('only Strength bracketed ("3[6]" beside AP 10): the plain AP is the one the hit uses', () => {
    const result = parseScenarioOf('ninth-age', withWeapon({ strength: '3[6]', armourPenetration: 10 }));
    if (!result.ok || result.scenario.kind !== 'attack') throw new Error(JSON.stringify(result));
    expect(result.scenario.attack.volleys[0]?.entry.weapon).toMatchObject({ strength: 6, armourPenetration: 10, plain: { strength: 3, armourPenetration: 10 } });
  });

  it('a bracket beyond 10, or text that is not one, is refused at its path', () => {
    for (const strength of ['4[11]', '4 [x]', '[10]']) {
      const result = parseScenarioOf('ninth-age', withWeapon({ strength }));
      expect(result.ok, strength).toBe(false);
      if (!result.ok) expect(result.issues.map((i) => i.path.join('.'))).toContain('attack.weapon.strength');
    }
    const unknown = parseScenarioOf('ninth-age', withWeapon({ attributes: ['[Scatter (1x5)]'] }));
    expect(unknown.ok ? [] : unknown.issues.map((i) => i.code)).toEqual(['ninth-age-unknown-attribute']);
    // Area Attack (X×Y) is read now (docs/ninth-age.md, Area Attacks and Catapults): it needs the target's width.
    const area = parseScenarioOf('ninth-age', withWeapon({ attributes: ['[Area Attack (1x5)]'] }));
    expect(area.ok ? [] : area.issues.map((i) => i.code)).toEqual(['ninth-age-area-width-needed']);
  });
});
