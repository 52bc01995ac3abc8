import { describe, expect, it } from 'vitest';
import { diceFromSeed, exactArithmetic, odds, probability, rationalToString, roll, type TraceEntry } from '../../dice/index.js';
import type { MordheimCheck, MordheimOutcome } from './explanation.js';
import { acrobatTakesTest, fallHitAttack, fallProcess, fallStart, fallStrength, type Faller } from './fall.js';
import { MORDHEIM_DEFAULT_VARIANTS } from './variants.js';

const faller: Faller = { initiative: 3, toughness: 3, wounds: 1, helmet: false, injuryTable: 'standard', rules: [] };
const knockedDown = { condition: 'knocked-down' as const, woundsLeft: 0, luckyCharmUsed: false };

describe('falling from an edge (Russian seed, M-10)', () => {
  it('has these exact odds: I 3, a 4" drop onto a knocked-down T 3 model', () => {
    const dist = odds(fallProcess(faller, 4, MORDHEIM_DEFAULT_VARIANTS), fallStart(knockedDown), exactArithmetic);
    const p = (condition: string) => rationalToString(probability(dist, (s) => s.target.condition === condition, exactArithmetic));
    // Passes the test on 1–3 (1/2). A fall: D3 hits at S4 against T3, wounding on 3+ (2/3),
    // no save, no critical; each wound at 0 W rolls injury (out of action 1/3).
    // P(out) = 1/2 · (1 − E[(7/9)^k]) = 1/2 · (1 − 1351/2187) = 418/2187.
    // P(still only knocked down) = 1/2 + 1/2 · E[(5/9)^k] = 1/2 + 1/2 · 755/2187 = 1471/2187.
    expect(p('out-of-action')).toBe('418/2187');
    expect(p('knocked-down')).toBe('1471/2187');
    expect(p('stunned')).toBe('298/2187');
    expect(rationalToString(probability(dist, (s) => s.fell, exactArithmetic))).toBe('1/2');
  });

  it('a 6 passes for Initiative 6 unless the variant makes it fail (M-9)', () => {
    const nimble = { ...faller, initiative: 6 };
    const fell = (sixFails: boolean) =>
      rationalToString(probability(odds(fallProcess(nimble, 4, { ...MORDHEIM_DEFAULT_VARIANTS, initiativeSixFails: sixFails }), fallStart(knockedDown), exactArithmetic), (s) => s.fell, exactArithmetic));
    expect(fell(false)).toBe('0');
    expect(fell(true)).toBe('1/6');
  });

  it('hits at the height in whole inches; under an inch does no harm', () => {
    expect([fallStrength(0.5), fallStrength(2.9), fallStrength(4), fallStrength(14)]).toEqual([0, 2, 4, 10]);
    const dist = odds(fallProcess(faller, 0.5, MORDHEIM_DEFAULT_VARIANTS), fallStart(knockedDown), exactArithmetic);
    expect(rationalToString(probability(dist, (s) => s.target.condition === 'knocked-down', exactArithmetic))).toBe('1');
  });

  it("applies the faller's own injury rule: No Pain turns every stunned result into knocked down", () => {
    const dist = odds(fallProcess({ ...faller, rules: ['no-pain'] }, 4, MORDHEIM_DEFAULT_VARIANTS), fallStart(knockedDown), exactArithmetic);
    const p = (condition: string) => rationalToString(probability(dist, (s) => s.target.condition === condition, exactArithmetic));
    // As above, but an injury roll of 3–4 leaves it knocked down: per hit out of action 2/3 · 1/3 = 2/9,
    // otherwise still knocked down. P(out) = 1/2 · (1 − E[(7/9)^k]) = 418/2187, as without the rule;
    // P(knocked down) = 1 − 418/2187 = 1769/2187 (the 298/2187 that were stunned join it).
    expect(p('out-of-action')).toBe('418/2187');
    expect(p('stunned')).toBe('0');
    expect(p('knocked-down')).toBe('1769/2187');
  });

  it('leaves out the rules that are for enemy shots: Dodge, a lucky charm, Regeneration', () => {
    expect(fallHitAttack({ ...faller, rules: ['dodge', 'lucky-charm', 'regeneration', 'no-pain-veskit'] }, 4, MORDHEIM_DEFAULT_VARIANTS).target.rules).toEqual(['no-pain-veskit']);
    const withMissileRules = odds(fallProcess({ ...faller, rules: ['dodge', 'lucky-charm', 'regeneration'] }, 4, MORDHEIM_DEFAULT_VARIANTS), fallStart(knockedDown), exactArithmetic);
    expect(rationalToString(probability(withMissileRules, (s) => s.target.condition === 'out-of-action', exactArithmetic))).toBe('418/2187');
  });

  it("names No Pain in every injury roll of a rolled fall, and never ends stunned", () => {
    const injuries = (entries: readonly TraceEntry<MordheimCheck, MordheimOutcome>[]): MordheimCheck[] =>
      entries.flatMap((e) => (e.kind === 'group' ? injuries(e.entries) : e.check.step === 'injury' ? [e.check] : []));
    let rolledInjuries = 0;
    for (let seed = 0; seed < 60; seed += 1) {
      const result = roll(fallProcess({ ...faller, rules: ['no-pain'] }, 4, MORDHEIM_DEFAULT_VARIANTS), fallStart(knockedDown), diceFromSeed(seed));
      expect(result.end.target.condition).not.toBe('stunned');
      for (const check of injuries(result.trace)) {
        rolledInjuries += 1;
        expect(check).toMatchObject({ step: 'injury', resultRule: { rule: 'no-pain', kind: 'stunned-as-knocked-down' } });
      }
    }
    expect(rolledInjuries).toBeGreaterThan(0);
  });

  it('explains the test, the D3 and each hit when rolled', () => {
    for (let seed = 0; seed < 30; seed += 1) {
      const result = roll(fallProcess(faller, 4, MORDHEIM_DEFAULT_VARIANTS), fallStart(knockedDown), diceFromSeed(seed));
      const [test, count, ...hits] = result.trace;
      expect(test).toMatchObject({ kind: 'die', check: { step: 'initiative-test', initiative: 3 } });
      if (!result.end.fell) continue;
      expect(count).toMatchObject({ kind: 'die', sides: 3, check: { step: 'fall', strength: 4 } });
      expect(hits.length).toBeLessThanOrEqual(count?.kind === 'die' ? count.face : 0);
      for (const h of hits) expect(h).toMatchObject({ kind: 'group', check: { step: 'fall-hit' } });
    }
  });
});

describe('Acrobat in a fall (BS-M data.cat: Acrobat; M-10)', () => {
  const acrobat: Faller = { ...faller, rules: ['acrobat'] };
  const dist = (who: Faller, drop: number, sixFails = false) =>
    odds(fallProcess(who, drop, { ...MORDHEIM_DEFAULT_VARIANTS, initiativeSixFails: sixFails }), fallStart(knockedDown), exactArithmetic);
  /** The fall did harm when its D3 was rolled: at least one hit came down on him. */
  const hurt = (who: Faller, drop: number, sixFails = false) => rationalToString(probability(dist(who, drop, sixFails), (s) => s.hits > 0, exactArithmetic));

  it('a second Initiative test after the slip: on a pass the 4" fall does no harm', () => {
    const ends = dist(acrobat, 4);
    const p = (condition: string) => rationalToString(probability(ends, (s) => s.target.condition === condition, exactArithmetic));
    // I 3: the slip test fails on 4–6 (1/2), then his own test passes on 1–3 (1/2), so the
    // D3 comes in 1/2 · 1/2 = 1/4 of the cases, not 1/2. The fall's harm is as in the first
    // case above, at 1/4 instead of 1/2: out 1/4 · 836/2187 = 209/2187, stunned 298/2187 halved
    // = 149/2187, knocked down 3/4 + 1/4 · 755/2187 = 1829/2187.
    expect(rationalToString(probability(ends, (s) => s.fell, exactArithmetic))).toBe('1/2');
    expect(hurt(acrobat, 4)).toBe('1/4');
    expect(p('out-of-action')).toBe('209/2187');
    expect(p('stunned')).toBe('149/2187');
    expect(p('knocked-down')).toBe('1829/2187');
  });

  it('helps from 12" and less only; a drop under 1" needs no test', () => {
    // 12": 1/2 · 1/2 = 1/4 as above. Above 12" the skill does not help: hurt on every failed slip, 1/2.
    expect(hurt(acrobat, 12)).toBe('1/4');
    expect(hurt(acrobat, 12.5)).toBe('1/2');
    expect(hurt(faller, 12)).toBe('1/2');
    expect([acrobatTakesTest(['acrobat'], 12), acrobatTakesTest(['acrobat'], 12.5), acrobatTakesTest(['acrobat'], 0.5), acrobatTakesTest(['dodge'], 4)]).toEqual([true, false, false, false]);
  });

  it('his test follows the Initiative variant too (M-9): I 6 fails only on a 6 when it is on', () => {
    // Off: both tests pass on any die, never hurt. On: 1/6 to slip, then 1/6 to fail his own test.
    expect(hurt({ ...acrobat, initiative: 6 }, 4)).toBe('0');
    expect(hurt({ ...acrobat, initiative: 6 }, 4, true)).toBe('1/36');
  });

  it('rolls his test as its own die, explained: 1–3 lands unharmed, 4–6 takes the D3 hits', () => {
    let landed = 0;
    let hurtOnes = 0;
    for (let seed = 0; seed < 60; seed += 1) {
      const result = roll(fallProcess(acrobat, 4, MORDHEIM_DEFAULT_VARIANTS), fallStart(knockedDown), diceFromSeed(seed));
      const [slip, own, count] = result.trace;
      if (slip?.kind !== 'die' || slip.face <= 3) {
        expect(result.trace).toHaveLength(1);
        continue;
      }
      expect(own).toMatchObject({ kind: 'die', sides: 6, check: { step: 'acrobat', initiative: 3, drop: 4, sixFails: false } });
      if (own?.kind !== 'die') continue;
      if (own.face <= 3) {
        landed += 1;
        expect(own.outcome).toBe('landed-unharmed');
        expect(result.trace).toHaveLength(2);
        expect(result.end).toMatchObject({ fell: true, hits: 0, woundsCaused: 0, target: { condition: 'knocked-down' } });
      } else {
        hurtOnes += 1;
        expect(own.outcome).toBe('failed');
        expect(count).toMatchObject({ kind: 'die', sides: 3, check: { step: 'fall', strength: 4 } });
      }
    }
    expect([landed > 0, hurtOnes > 0]).toEqual([true, true]);
  });
});
