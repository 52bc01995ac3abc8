import { describe, expect, it } from 'vitest';
import { diceFromSeed, exactArithmetic, odds, probability, rationalToString, roll, type TraceEntry } from '../../dice/index.js';
import type { MordheimCheck, MordheimOutcome } from './explanation.js';
import { fallHitAttack, fallProcess, fallStart, fallStrength, type Faller } from './fall.js';
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
