// The Hope Harvester's Aether Battery (Daemon Legions, 2nd-daemonLegions.cat, profile "Aether
// Battery": 18", Shots 2D6*2, Str 4, AP 1, Volley Gun Artillery Weapon; before the shots are rolled
// the owner may discard 1–3 Veil Tokens, each adding 3 shots). The choice is the file's
// (`veilTokens`, 0 by default): the weapon's rolled shots are raised by 3 a token. Worked by hand
// as fractions, then checked against seeded rolls.
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString, type Rational } from '../../dice/index.js';
import { mostShots, ninthAgeAttack, ninthAgeOdds, ninthAgeRoll, parseAttribute, veilTokens, weaponAttributeText, withVeilTokens, type NinthAgeAttackInput, type ShootingWeapon } from './index.js';
import { traceChecks as checks } from './test-battle.js';

const fr = (r: Rational | undefined) => (r === undefined ? 'undefined' : rationalToString(r));

const battery: ShootingWeapon = {
  id: 'Aether Battery',
  range: 18,
  shots: 24,
  shotsDice: { count: 2, sides: 6, times: 2, plus: 0 },
  strength: 4,
  armourPenetration: 1,
  attributes: [{ code: 'volley-gun' }, { code: 'veil-token-shots', value: 3, spent: 0 }],
};

describe('Veil Tokens for more shots: read, written, chosen', () => {
  it('the attribute reads and writes its shots a token; none spent until chosen', () => {
    expect(parseAttribute('veil-token-shots (3)')).toEqual({ code: 'veil-token-shots', value: 3, spent: 0 });
    expect(weaponAttributeText({ code: 'veil-token-shots', value: 3, spent: 2 })).toBe('veil-token-shots (3)');
    expect(parseAttribute('veil-token-shots')).toBeNull();
  });

  it('two tokens: 2D6*2+6, at most 24 + 6 = 30 shots, the choice kept; back to none gives the profile again', () => {
    const two = withVeilTokens(battery, 2);
    expect(two?.shotsDice).toEqual({ count: 2, sides: 6, times: 2, plus: 6 });
    expect(two?.shots).toBe(30);
    expect(two && veilTokens(two)).toEqual({ perToken: 3, spent: 2 });
    expect(two && withVeilTokens(two, 0)).toEqual(battery);
  });

  it('refused: more than three tokens, a part of one, a weapon without the rule, a weapon with no rolled shots', () => {
    expect(withVeilTokens(battery, 4)).toBeNull();
    expect(withVeilTokens(battery, 1.5)).toBeNull();
    expect(withVeilTokens({ ...battery, attributes: [{ code: 'volley-gun' }] }, 1)).toBeNull();
    const { shotsDice: _dice, ...fixed } = battery;
    expect(withVeilTokens({ ...fixed, shots: 2 }, 1)).toBeNull();
  });
});

describe('the odds with and without Veil Tokens', () => {
  // A small gun with the rule, so that the fractions stay short: D3 shots (1, 2 or 3, each 1/3),
  // 3 more a token; Aim 4+ (1/2), Strength 3 against Resilience 3 (4+, 1/2), no armour: each shot
  // takes a Health Point with 1/4.
  const small: ShootingWeapon = { id: 'gun', range: 18, shots: 3, shotsDice: { count: 1, sides: 3, times: 1, plus: 0 }, strength: 3, armourPenetration: 0, attributes: [{ code: 'veil-token-shots', value: 3, spent: 0 }] };
  const at = (weapon: ShootingWeapon): NinthAgeAttackInput => ({ weapon, aim: 4, target: { models: 20, profile: { Res: 3 } } });

  it('none spent: the shots 1, 2, 3 each 1/3; one token: 4, 5, 6 each 1/3', () => {
    const none = ninthAgeOdds(ninthAgeAttack(at(small)), exactArithmetic);
    expect(none.series.shotsRolled?.exactly.map(fr)).toEqual(['0', '1/3', '1/3', '1/3']);
    const one = withVeilTokens(small, 1);
    if (!one) throw new Error('the small gun has the rule');
    expect(mostShots(one.shotsDice ?? { count: 0, sides: 3, times: 1, plus: 0 })).toBe(6);
    const report = ninthAgeOdds(ninthAgeAttack(at(one)), exactArithmetic);
    expect(report.series.shotsRolled?.exactly.map(fr)).toEqual(['0', '0', '0', '0', '1/3', '1/3', '1/3']);
    // Five shots on average, a Health Point off each with 1/4: 5/4 models of 1 HP on average.
    expect(report.series.modelsRemoved.mean).toBeCloseTo(5 / 4, 12);
    expect(none.series.modelsRemoved.mean).toBeCloseTo(2 / 4, 12);
  });

  it('rolled: the shots are the die plus 3 a token, the dice explained with the raised number', () => {
    const two = withVeilTokens(small, 2);
    if (!two) throw new Error('the small gun has the rule');
    for (let seed = 0; seed < 60; seed++) {
      const report = ninthAgeRoll(ninthAgeAttack(at(two)), seed);
      const rolled = report.shotsRolls.flatMap((r) => checks(r.trace)).find((c) => c.step === 'shots-total');
      expect(rolled?.step === 'shots-total' ? rolled.dice : null).toEqual({ count: 1, sides: 3, times: 1, plus: 6 });
      const shots = rolled?.step === 'shots-total' ? rolled.shots : 0;
      expect(shots).toBeGreaterThanOrEqual(7);
      expect(shots).toBeLessThanOrEqual(9);
      expect(report.shots).toHaveLength(shots);
    }
  });
});
