// Panic from heavy casualties in Battleaxe (docs/battleaxe.md, Panic), worked by hand. A short
// bow (Strength 3) at BS 4 against Toughness 3, no armour, in the open: each shot hits with 1/2
// and wounds on 4+ (1/2), so it removes a one-Wound model with 1/4; n shots remove
// X ~ Binomial(n, 1/4) models (while the unit lasts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString } from '../../dice/index.js';
import { battleaxeAttack, battleaxeOdds, battleaxePanicThreshold, battleaxeRoll } from './index.js';

const bows = (shots: number, models: number) => battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: 'short-bow', models: shots, target: { profile: { T: 3 }, models } });
const forced = (shots: number, models: number) => rationalToString(battleaxeOdds(bows(shots, models), exactArithmetic).unit.panic.forced);

describe('Battleaxe: the threshold of heavy casualties (a quarter of the models, rounded up)', () => {
  it('counts the models as the shooting starts', () => {
    expect(battleaxePanicThreshold(bows(4, 8))).toEqual({ startModels: 8, modelsRemoved: 2 });
    // 10 models: 2.5 rounds up to 3.
    expect(battleaxePanicThreshold(bows(4, 10)).modelsRemoved).toBe(3);
    // 3 models: three quarters of a model rounds up to one.
    expect(battleaxePanicThreshold(bows(4, 3)).modelsRemoved).toBe(1);
    // One model can only be destroyed, and a destroyed unit takes no test.
    expect(battleaxePanicThreshold(bows(4, 1)).modelsRemoved).toBeNull();
  });
});

describe('Battleaxe: the chance of a Panic test', () => {
  it('two or more of 8 removed by 4 shots', () => {
    // P(X ≥ 2) = 1 − (3/4)⁴ − 4 × 1/4 × (3/4)³ = 1 − 81/256 − 108/256 = 67/256.
    expect(forced(4, 8)).toBe('67/256');
  });

  it('a unit destroyed takes no test', () => {
    // 2 models: one removed forces the test, two destroy the unit. P(X = 1) = 4 × 1/4 × (3/4)³ = 27/64.
    expect(forced(4, 2)).toBe('27/64');
    expect(forced(4, 1)).toBe('0');
  });
});

describe('Battleaxe: the Panic test after a seeded roll', () => {
  it('is taken exactly when the unit is still there having lost a quarter of its 8 models (2)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const report = battleaxeRoll(bows(6, 8), seed);
        expect(report.panic.taken).toBe(report.target.models > 0 && report.modelsRemoved >= 2);
      }),
      { numRuns: 200 },
    );
  });
});
