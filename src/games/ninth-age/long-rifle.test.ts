// Multiple Wounds against Standard models only: the Empire of Sonnstahl's Long Rifle as the
// community data gives it (2nd-empireOfSonnstahl.cat, profile "Long Rifle": 48", Shots 1, Str 5,
// AP 3, "Multiple Wounds (2, against Standard), Unwieldy"; Aim 3+ on the Artificer). The value
// holds against a target of Standard Height; a Large or Gigantic one loses one Health Point a
// wound (docs/special-rules.md, Multiple Wounds against Standard). Worked by hand as fractions,
// then checked against seeded rolls.
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString, type Rational } from '../../dice/index.js';
import { ninthAgeAttack, ninthAgeOdds, ninthAgeRoll, parseAttribute, weaponAttributeText, type NinthAgeAttackInput, type NinthAgeHeight, type ShootingWeapon } from './index.js';
import { traceChecks as checks } from './test-battle.js';

const fr = (r: Rational | undefined) => (r === undefined ? 'undefined' : rationalToString(r));

const longRifle: ShootingWeapon = {
  id: 'Long Rifle',
  range: 48,
  shots: 1,
  strength: 5,
  armourPenetration: 3,
  attributes: [{ code: 'multiple-wounds', value: 2, againstStandard: true }, { code: 'unwieldy', value: 1 }],
};

// Two riflemen (Aim 3+, not moved, at Short Range) at three models of 2 HP, Resilience 3, Armour 2.
const at = (Height: NinthAgeHeight): NinthAgeAttackInput => ({ weapon: longRifle, aim: 3, models: 2, target: { models: 3, profile: { HP: 2, Res: 3, Arm: 2, Height } } });
const odds = (Height: NinthAgeHeight) => ninthAgeOdds(ninthAgeAttack(at(Height)), exactArithmetic);

describe('Multiple Wounds (2, against Standard): read and written', () => {
  it('the data\'s bracket reads as the value with its condition, and writes back the same', () => {
    expect(parseAttribute('Multiple Wounds (2, against Standard)')).toEqual({ code: 'multiple-wounds', value: 2, againstStandard: true });
    expect(parseAttribute('multiple-wounds (D3, clipped-wings, against-standard)')).toEqual({ code: 'multiple-wounds', value: 'D3', clippedWings: true, againstStandard: true });
    expect(weaponAttributeText({ code: 'multiple-wounds', value: 2, againstStandard: true })).toBe('multiple-wounds (2, against-standard)');
    expect(parseAttribute('Multiple Wounds (2, against Standard, against Standard)')).toBeNull();
  });
});

describe('the Long Rifle by the target\'s Height', () => {
  // Each shot: to hit 3+ (2/3); Strength 5 against Resilience 3 wounds on 2+ (5/6); Armour 2 against
  // AP 3 needs 7 − 2 + 3 = 8: no save. Unsaved 2/3 · 5/6 = 5/9.
  it('Standard: each unsaved wound costs 2 HP, a whole model: a shot takes 2 HP with 5/9', () => {
    const report = odds('standard');
    const volley = report.volleys[0];
    expect(volley?.analysis.damage).toEqual({ multipleWounds: 2, cap: 2, againstStandard: { written: 2, height: 'standard' } });
    expect(fr(volley?.shot.unsaved)).toBe('5/9');
    expect(volley?.shot.damage.map(fr)).toEqual(['4/9', '0', '5/9']);
    // Two shots, each removing a model with 5/9: none 16/81, one 2 · 5/9 · 4/9 = 40/81, two 25/81.
    expect(report.series.modelsRemoved.exactly.map(fr)).toEqual(['16/81', '40/81', '25/81']);
  });

  it('Large: Multiple Wounds set aside, 1 HP a wound: a model falls only when both shots wound it (25/81)', () => {
    const report = odds('large');
    const volley = report.volleys[0];
    expect(volley?.analysis.damage).toEqual({ multipleWounds: null, cap: 2, againstStandard: { written: 2, height: 'large' } });
    expect(volley?.shot.damage.map(fr)).toEqual(['4/9', '5/9']);
    // The two HP lost come off the unit's pool one model at a time (T-8): 2 HP remove one model.
    expect(report.series.modelsRemoved.exactly.map(fr)).toEqual(['56/81', '25/81']);
  });

  it('Gigantic as Large; a numeric Height counts as its class (2 Standard, 3 Large, 5 Gigantic)', () => {
    expect(odds('gigantic').volleys[0]?.shot.damage.map(fr)).toEqual(['4/9', '5/9']);
    expect(odds(2).volleys[0]?.shot.damage.map(fr)).toEqual(['4/9', '0', '5/9']);
    expect(odds(3).volleys[0]?.analysis.damage.againstStandard).toEqual({ written: 2, height: 'large' });
    expect(odds(5).volleys[0]?.shot.damage.map(fr)).toEqual(['4/9', '5/9']);
  });

  it('a Multiple Wounds without the condition keeps its value against a Large target', () => {
    const plain: ShootingWeapon = { ...longRifle, attributes: [{ code: 'multiple-wounds', value: 2 }] };
    const volley = ninthAgeOdds(ninthAgeAttack({ ...at('large'), weapon: plain }), exactArithmetic).volleys[0];
    expect(volley?.analysis.damage).toEqual({ multipleWounds: 2, cap: 2 });
  });

  it('rolled: every unsaved wound names the condition and the target\'s class, and costs 2 HP against Standard, 1 against Large', () => {
    for (const [Height, cost] of [['standard', 2], ['large', 1]] as const) {
      let seen = 0;
      for (let seed = 0; seed < 120; seed++) {
        for (const shot of ninthAgeRoll(ninthAgeAttack(at(Height)), seed).shots) {
          const steps = checks(shot.trace);
          const wounds = steps.find((check) => check.step === 'multiple-wounds');
          if (!wounds) continue;
          seen++;
          expect(wounds).toEqual({ step: 'multiple-wounds', value: 2, cap: 2, againstStandard: Height });
          const health = steps.find((check) => check.step === 'health-points');
          expect(health?.step === 'health-points' ? health.damage : null).toBe(cost);
        }
      }
      expect(seen).toBeGreaterThan(0);
    }
  });

  it('rolled: the share of seeds removing two Standard models stays near 25/81', () => {
    const runs = 2000;
    let two = 0;
    for (let seed = 0; seed < runs; seed++) if (ninthAgeRoll(ninthAgeAttack(at('standard')), seed).modelsRemoved === 2) two++;
    const p = 25 / 81;
    expect(Math.abs(two - runs * p)).toBeLessThan(4.5 * Math.sqrt(runs * p * (1 - p)));
  });
});
