// A quick attack at a unit with no rank and file left (`models: 0`, ruling NA-ALONE), worked by
// hand on examples/ninth-age/characters-alone-quick.json: two Bows (4+), Strength 3, at a Captain
// (2 HP, Resilience 4) and a Wizard (1 HP, Resilience 3), no armour. Each shot hits on 4+ (1/2), so
// the two give no hit 1/4, one hit 1/2, two hits 1/4. All the characters may be hit (no rank and
// file) and share the hits as equally as possible (T-13): one hit goes to the first in the list
// (aimAt characters), two give each one. The Captain is wounded on 5+ (1/3), the Wizard on 4+ (1/2).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diceFromSeed, exactArithmetic, rationalToString, roll, type Rational } from '../dice/index.js';
import { aloneOdds, joinedOdds, joinedRoll, joinedShootingProcess } from '../games/ninth-age/index.js';
import { parseScenarioOf } from './parse.js';

const fr = (r: Rational) => rationalToString(r);
const file = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'ninth-age', 'characters-alone-quick.json'), 'utf8')) as { attack: { target: Record<string, unknown> } };

function parsed(value: unknown = file) {
  const result = parseScenarioOf('ninth-age', value);
  if (!result.ok || result.scenario.kind !== 'attack' || !result.scenario.joined) throw new Error(JSON.stringify(result));
  return { attack: result.scenario.attack, joined: result.scenario.joined };
}
const codes = (value: unknown) => {
  const result = parseScenarioOf('ninth-age', value);
  return result.ok ? [] : result.issues.map((i) => [i.code, i.path.join('.')]);
};
const withTarget = (changes: Record<string, unknown>) => {
  const copy = structuredClone(file);
  Object.assign(copy.attack.target, changes);
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete copy.attack.target[key];
  return copy;
};

describe('a quick attack at characters left alone (models 0)', () => {
  it('every hit goes to the characters: the Captain hit 3/4, never removed; the Wizard hit 1/4, removed 1/4 · 1/2 = 1/8', () => {
    const { attack, joined } = parsed();
    expect(attack.target.models).toBe(0);
    const odds = joinedOdds(attack, joined, exactArithmetic);
    expect(odds.characters.map((c) => [c.hittable, fr(c.hit), fr(c.removed)])).toEqual([
      [true, '3/4', '0'],
      [true, '1/4', '1/8'],
    ]);
    // The Captain: 3/4 · 1/3 = 1/4 HP on average; the Wizard 1/8.
    expect(odds.characters[0]!.meanHpLost).toBeCloseTo(1 / 4, 12);
    expect(odds.characters[1]!.meanHpLost).toBeCloseTo(1 / 8, 12);
    // 3 HP at the start; the test needs 3 lost with a model left, which two shots cannot do.
    expect([odds.panic.startHp, odds.panic.hpLost, fr(odds.panic.forced)]).toEqual([3, 3, '0']);
  });

  it('the unit counts its characters as its models: one removed 1/8, both 0, 3/8 HP and 1/8 characters on average', () => {
    const { attack, joined } = parsed();
    const alone = aloneOdds(attack, joined, exactArithmetic);
    expect([fr(alone.modelRemoved), fr(alone.destroyed)]).toEqual(['1/8', '0']);
    expect(alone.meanHpLost).toBeCloseTo(3 / 8, 12);
    expect(alone.meanModelsRemoved).toBeCloseTo(1 / 8, 12);
  });

  it('a lone Captain of 2 HP and Resilience 3 falls only to two hits that both wound: (1/2 · 1/2)² = 1/16', () => {
    const { attack, joined } = parsed(withTarget({ characters: [{ name: 'Captain', profile: { HP: 2, Res: 3, Arm: 0 } }] }));
    expect(fr(aloneOdds(attack, joined, exactArithmetic).destroyed)).toBe('1/16');
    expect(fr(joinedOdds(attack, joined, exactArithmetic).characters[0]!.removed)).toBe('1/16');
  });

  it('the seeded roll throws the dice of the description the odds weigh, seed for seed', () => {
    const { attack, joined } = parsed();
    const { process, start } = joinedShootingProcess(attack, joined);
    for (let seed = 0; seed < 200; seed += 1) {
      const rolled = joinedRoll(attack, joined, seed);
      const described = roll(process, start, diceFromSeed(seed)).end;
      expect(rolled.characterDamage).toEqual(described.characters);
      expect(rolled.dice).toEqual(roll(process, start, diceFromSeed(seed)).dice);
      expect(rolled.rankAndFile).toEqual({ hits: 0, modelsLeft: 0, modelsRemoved: 0 });
    }
  });

  it('its Height is its tallest character\'s, not the rank and file\'s (NA-ALONE)', () => {
    const tall = withTarget({ characters: [{ name: 'Captain', profile: { HP: 2, Res: 4, Arm: 0 } }, { name: 'Giant', profile: { HP: 4, Res: 5, Arm: 0, Height: 4 } }] });
    expect(parsed(tall).attack.target.profile.Height).toBe(4);
    expect(parsed().attack.target.profile.Height).toBe(2);
  });

  it('refused, each at its path: no characters to stand as the unit, and the rank and file\'s hpLost and Hard Target', () => {
    const bare = withTarget({ characters: undefined }) as { attack: Record<string, unknown> };
    delete bare.attack.aimAt;
    expect(codes(bare)).toEqual([['ninth-age-no-model-left', 'attack.target.models']]);
    expect(codes(withTarget({ hpLost: 0, hardTarget: 1 }))).toEqual([
      ['ninth-age-alone-field-unused', 'attack.target.hpLost'],
      ['ninth-age-alone-field-unused', 'attack.target.hardTarget'],
    ]);
    expect(codes(withTarget({ champion: true }))).toEqual([['ninth-age-champion-alone', 'attack.target.champion']]);
  });
});
