// Panic from heavy casualties in Battleaxe (docs/battleaxe.md, Panic), worked by hand. A short
// bow (Strength 3) at BS 4 against Toughness 3, no armour, in the open: each shot hits with 1/2
// and wounds on 4+ (1/2), so it removes a one-Wound model with 1/4; n shots remove
// X ~ Binomial(n, 1/4) models (while the unit lasts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString } from '../../dice/index.js';
import { BATTLEAXE_DEFAULT_VARIANTS, BATTLEAXE_WEAPONS, battleaxeApplyShot, battleaxeAttack, battleaxeOdds, battleaxePanicThreshold, battleaxePhasePanic, battleaxeRoll, battleaxeRollPhase, type BattleaxePhasePanic } from './index.js';
import { testBattle } from './test-battle.js';

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

describe('Battleaxe: Panic tests counted over the whole phase (W8-HEAVY: losses in one phase)', () => {
  // Two units of army a, bows in hand, facing army b's eight-model block 10" away.
  const before = testBattle([
    { id: 'archers', army: 'a', at: [10, 20], files: 4, weapon: BATTLEAXE_WEAPONS['short-bow'] },
    { id: 'hunters', army: 'a', at: [16, 20], files: 4, weapon: BATTLEAXE_WEAPONS['short-bow'] },
    { id: 'spears', army: 'b', at: [13, 10], files: 4, ranks: 2, facing: 180 },
    { id: 'troll', army: 'b', at: [25, 10], files: 1, facing: 180, profile: { W: 3 } },
  ]);
  const byUnit = (panics: readonly BattleaxePhasePanic[]) => Object.fromEntries(panics.map((p) => [p.unit, [p.modelsRemoved, p.threshold.modelsRemoved, p.taken]]));

  it('one model lost to each of two shootings: neither alone is a quarter of 8, the phase is', () => {
    const after = battleaxeApplyShot(battleaxeApplyShot(before, 'archers', 'spears', { models: 7, onCurrent: 0 }), 'hunters', 'spears', { models: 6, onCurrent: 0 });
    expect(byUnit(battleaxePhasePanic(before, after))).toEqual({ spears: [2, 2, true] });
    expect(byUnit(battleaxePhasePanic(before, battleaxeApplyShot(before, 'archers', 'spears', { models: 7, onCurrent: 0 })))).toEqual({ spears: [1, 2, false] });
  });

  it('a destroyed unit takes none; a model that loses wounds but stays is not a casualty; the shooters are left out', () => {
    expect(byUnit(battleaxePhasePanic(before, battleaxeApplyShot(before, 'archers', 'spears', { models: 0, onCurrent: 0 })))).toEqual({ spears: [8, 2, false] });
    expect(battleaxePhasePanic(before, battleaxeApplyShot(before, 'archers', 'troll', { models: 1, onCurrent: 2 }))).toEqual([]);
  });

  it('a seeded phase reports the Panic tests of the battle it leaves', () => {
    let hurt = 0;
    for (let seed = 1; seed <= 20; seed += 1) {
      const rolled = battleaxeRollPhase(before, { variants: BATTLEAXE_DEFAULT_VARIANTS }, seed);
      expect(rolled.turns.length).toBe(2);
      expect(rolled.panic).toEqual(battleaxePhasePanic(before, rolled.battle));
      hurt += rolled.panic.length;
    }
    // Eight bow shots a phase at 4+ and 4+: some phases remove somebody.
    expect(hurt).toBeGreaterThan(0);
  });
});
