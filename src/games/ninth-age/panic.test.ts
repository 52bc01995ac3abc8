// Panic from heavy casualties (docs/ninth-age.md, Panic), worked by hand. A Bow (4+) of
// Strength 3 at Resilience 3 and no Armour: each shot hits on 4+ and wounds on 4+, with no save,
// so it costs one Health Point with chance 1/2 × 1/2 = 1/4; n shots lose X ~ Binomial(n, 1/4).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString, type Rational } from '../../dice/index.js';
import { disciplineFails, ninthAgeApplyShot, ninthAgeAttack, ninthAgeOdds, ninthAgePhasePanic, ninthAgeRoll, ninthAgeRollPhase, panicThreshold, unitModels, type NinthAgeAttackInput, type PhasePanic } from './index.js';
import { bow, options, testBattle } from './test-battle.js';

const fr = (r: Rational | null) => (r === null ? 'null' : rationalToString(r));
const bows = (shots: number, target: NinthAgeAttackInput['target'], edition: 'current' | '2.x' = 'current'): NinthAgeAttackInput => ({
  weapon: 'Bow (4+)',
  models: shots,
  target: { profile: { Res: 3 }, ...target, ...(target.profile ? { profile: { Res: 3, ...target.profile } } : {}) },
  variants: { edition },
});
const panic = (input: NinthAgeAttackInput) => ninthAgeOdds(ninthAgeAttack(input), exactArithmetic).series.panic;

describe('the Discipline Test (2D6 ≤ Dis, NR-CHARTEST)', () => {
  it('fails on the throws above the Discipline', () => {
    // 2D6 ≤ 7 in 21 of 36 throws: fails in 15/36 = 5/12.
    expect(rationalToString(disciplineFails(7, exactArithmetic))).toBe('5/12');
    // Only 11 and 12 (3 throws) beat 10.
    expect(rationalToString(disciplineFails(10, exactArithmetic))).toBe('1/12');
    // Only double one passes Discipline 2.
    expect(rationalToString(disciplineFails(2, exactArithmetic))).toBe('35/36');
    expect(rationalToString(disciplineFails(12, exactArithmetic))).toBe('0');
    expect(rationalToString(disciplineFails(0, exactArithmetic))).toBe('1');
  });
});

describe('the threshold of heavy casualties', () => {
  it('current rules: a quarter of the Health Points at the start, and never fewer than 3', () => {
    // 8 models of 1 HP: a quarter is 2, so 3.
    expect(panicThreshold(ninthAgeAttack(bows(4, { models: 8 })))).toEqual({ rule: 'quarter-of-health-and-three', test: 'courage', startHp: 8, hpLost: 3, exempt: null });
    // 20 models: a quarter is 5.
    expect(panicThreshold(ninthAgeAttack(bows(4, { models: 20 }))).hpLost).toBe(5);
    // 5 models of 2 HP with 1 lost: 9 HP, a quarter is 2.25, rounded up to 3.
    expect(panicThreshold(ninthAgeAttack(bows(4, { models: 5, profile: { Res: 3, HP: 2 }, hpLost: 1 }))).startHp).toBe(9);
    // 21 HP: a quarter is 5.25, so 6.
    expect(panicThreshold(ninthAgeAttack(bows(4, { models: 7, profile: { Res: 3, HP: 3 } }))).hpLost).toBe(6);
    // 2 models of 1 HP can never lose 3 and still be there to test.
    expect(panicThreshold(ninthAgeAttack(bows(4, { models: 2 }))).hpLost).toBeNull();
  });

  it('2.x: a quarter of the Health Points, rounded up; a unit of one model never tests (docs/ninth-age.md, Panic)', () => {
    expect(panicThreshold(ninthAgeAttack(bows(4, { models: 8 }, '2.x')))).toEqual({ rule: 'quarter-of-health', test: 'discipline', startHp: 8, hpLost: 2, exempt: null });
    // 10 models: 2.5 rounds up to 3.
    expect(panicThreshold(ninthAgeAttack(bows(4, { models: 10 }, '2.x'))).hpLost).toBe(3);
    expect(panicThreshold(ninthAgeAttack(bows(4, { models: 1, profile: { Res: 3, HP: 6 } }, '2.x')))).toEqual({ rule: 'quarter-of-health', test: 'discipline', startHp: 6, hpLost: null, exempt: 'single-model' });
  });
});

describe('the chance of a Panic Test, and of failing it', () => {
  it('current rules: 3 or more of 4 shots at 8 models; the Courage Test is not worked out', () => {
    // P(X ≥ 3), X ~ Bin(4, 1/4): 4 × (1/4)³ × 3/4 + (1/4)⁴ = 12/256 + 1/256 = 13/256.
    const odds = panic(bows(4, { models: 8, profile: { Res: 3, Dis: 7 } }));
    expect(fr(odds.forced)).toBe('13/256');
    expect(odds.failed).toBeNull();
    expect(odds.failUnknown).toBe('courage-test');
  });

  it('2.x: 2 or more of 4 shots at 8 models, and a Discipline 7 test failed', () => {
    // P(X ≥ 2) = 1 − (3/4)⁴ − 4 × 1/4 × (3/4)³ = 1 − 81/256 − 108/256 = 67/256.
    const odds = panic(bows(4, { models: 8, profile: { Res: 3, Dis: 7 } }, '2.x'));
    expect(fr(odds.forced)).toBe('67/256');
    // 67/256 × 5/12 = 335/3072.
    expect(fr(odds.failed)).toBe('335/3072');
    expect(odds.failUnknown).toBeNull();
  });

  it('2.x without a Discipline: the test is forced, its failure not worked out', () => {
    const odds = panic(bows(4, { models: 8 }, '2.x'));
    expect(fr(odds.forced)).toBe('67/256');
    expect(odds.failed).toBeNull();
    expect(odds.failUnknown).toBe('no-discipline');
  });

  it('a unit destroyed takes no test', () => {
    // 2 models, 2.x: one lost forces the test (a quarter of 2, rounded up), two destroy the unit.
    // P(X = 1) = 4 × 1/4 × (3/4)³ = 108/256 = 27/64.
    expect(fr(panic(bows(4, { models: 2 }, '2.x')).forced)).toBe('27/64');
    // Current rules: 3 lost is the least, and 2 models have only 2 to lose.
    expect(fr(panic(bows(4, { models: 2 })).forced)).toBe('0');
  });

  it('a model of several Health Points counts its Health Points, not its models', () => {
    // Current rules, one model of 4 HP: 3 lost forces the test, 4 destroy it. P(X = 3) = 12/256 = 3/64.
    expect(fr(panic(bows(4, { models: 1, profile: { Res: 3, HP: 4 } })).forced)).toBe('3/64');
    // 2.x: the same model never tests.
    expect(fr(panic(bows(4, { models: 1, profile: { Res: 3, HP: 4, Dis: 7 } }, '2.x')).failed)).toBe('0');
  });
});

describe('the Panic Test after a seeded roll', () => {
  it('is taken exactly when the unit is still there having lost the threshold (current: 3 of 8 HP; 2.x: 2)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom<'current' | '2.x'>('current', '2.x'), (seed, edition) => {
        const report = ninthAgeRoll(ninthAgeAttack(bows(6, { models: 8 }, edition)), seed);
        const least = edition === 'current' ? 3 : 2;
        expect(report.panic.taken).toBe(report.unit.models > 0 && report.hpLost >= least);
        expect(ninthAgeRoll(ninthAgeAttack(bows(6, { models: 8 }, edition)), seed).panic).toEqual(report.panic);
      }),
      { numRuns: 200 },
    );
  });

  it('over many seeds, is taken about as often as the odds say (6 shots at 8 models, current rules)', () => {
    // P(X ≥ 3), X ~ Bin(6, 1/4) = 1 − (3/4)⁶ − 6 × 1/4 × (3/4)⁵ − 15 × (1/4)² × (3/4)⁴ = 1 − 729/4096 − 1458/4096 − 1215/4096 = 694/4096.
    expect(fr(panic(bows(6, { models: 8 })).forced)).toBe('347/2048');
    const runs = 4000;
    let taken = 0;
    for (let seed = 1; seed <= runs; seed += 1) if (ninthAgeRoll(ninthAgeAttack(bows(6, { models: 8 })), seed).panic.taken) taken += 1;
    // Four standard deviations of a binomial share over 4000 runs: √(p(1 − p)/4000) ≈ 0.0059.
    expect(Math.abs(taken / runs - 347 / 2048)).toBeLessThan(4 * 0.0059);
  });
});

describe('Panic Tests counted over the whole phase (NR-PANIC-NEW, NR-PANIC-OLD: losses in one phase)', () => {
  // Two units of army a shoot, one after the other, at army b's eight models of 1 HP.
  const before = testBattle([
    { id: 'archers', army: 'a', at: [10, 2], facing: 180, files: 4, weapons: [bow()] },
    { id: 'hunters', army: 'a', at: [20, 2], facing: 180, files: 4, weapons: [bow()] },
    { id: 'spears', army: 'b', at: [15, 12], files: 4, ranks: 2 },
    { id: 'wolves', army: 'b', at: [30, 12], files: 2, profile: { HP: 3 }, state: { hpLost: 1 } },
    { id: 'giant', army: 'b', at: [40, 12], profile: { HP: 6 } },
  ]);
  const edition2 = '2.x' as const;
  const byUnit = (panics: readonly PhasePanic[]) => Object.fromEntries(panics.map((p) => [p.unit, [p.hpLost, p.threshold.hpLost, p.taken]]));

  it('one model lost to each of two shootings: neither alone reaches a quarter, the phase does (2.x: 2 of 8)', () => {
    const after = ninthAgeApplyShot(ninthAgeApplyShot(before, 'archers', 'spears', { models: 7, onCurrent: 0 }), 'hunters', 'spears', { models: 6, onCurrent: 0 });
    // 8 HP at the start of the phase: a quarter is 2, and 2 are lost.
    expect(byUnit(ninthAgePhasePanic(before, after, edition2))).toEqual({ spears: [2, 2, true] });
    // Current rules: at least 3 as well, so 2 lost do not force it.
    expect(byUnit(ninthAgePhasePanic(before, after, 'current'))).toEqual({ spears: [2, 3, false] });
  });

  it('Health Points, not models: 2 wolves of 3 HP, the first down 1, then one removed and the next down 2', () => {
    // At the start 2 × 3 − 1 = 5 HP; after, 1 model down 2: 1 left. Lost 4; a quarter of 5 rounds up to 2.
    const after = ninthAgeApplyShot(before, 'archers', 'wolves', { models: 1, onCurrent: 2 });
    expect(byUnit(ninthAgePhasePanic(before, after, edition2))).toEqual({ wolves: [4, 2, true] });
  });

  it('a destroyed unit takes no test; a unit of one model never does in 2.x; the shooting army and untouched units are left out', () => {
    const destroyed = ninthAgeApplyShot(before, 'archers', 'spears', { models: 0, onCurrent: 0 });
    expect(byUnit(ninthAgePhasePanic(before, destroyed, edition2))).toEqual({ spears: [8, 2, false] });
    const hurtGiant = ninthAgeApplyShot(before, 'archers', 'giant', { models: 1, onCurrent: 4 });
    expect(ninthAgePhasePanic(before, hurtGiant, edition2)).toEqual([{ unit: 'giant', threshold: { rule: 'quarter-of-health', test: 'discipline', startHp: 6, hpLost: null, exempt: 'single-model' }, hpLost: 4, taken: false }]);
    // Current rules: the giant has no exemption; 4 of 6 HP is at least 3 and a quarter.
    expect(byUnit(ninthAgePhasePanic(before, hurtGiant, 'current'))).toEqual({ giant: [4, 3, true] });
  });

  it('a seeded phase reports the Panic Tests of the battle it leaves', () => {
    let hurt = 0;
    for (let seed = 1; seed <= 30; seed += 1) {
      const rolled = ninthAgeRollPhase(before, { variants: { ...options.variants, edition: edition2 } }, seed);
      expect(rolled.turns.length).toBe(2);
      expect(rolled.panic).toEqual(ninthAgePhasePanic(before, rolled.battle, edition2));
      hurt += rolled.panic.length;
      for (const panic of rolled.panic) expect(panic.taken).toBe(unitModels(rolled.battle, panic.unit).length > 0 && panic.threshold.hpLost !== null && panic.hpLost >= panic.threshold.hpLost);
    }
    // Eight bow shots a phase at 4+ and 4+: some phases hurt somebody.
    expect(hurt).toBeGreaterThan(0);
  });
});
