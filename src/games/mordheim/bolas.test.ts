// The bolas (BS-M data.cat: 16", no Strength; Dangerous and Entangle), worked by hand.
import { describe, expect, it } from 'vitest';
import { diceFromSeed, exactArithmetic, odds, probability, rationalToString, roll, type Rational, type TraceEntry } from '../../dice/index.js';
import { prepareTable } from '../../table/index.js';
import { mordheimAttack } from './build.js';
import type { MordheimCheck, MordheimOutcome } from './explanation.js';
import { dangerousHitAttack } from './misfire.js';
import { applyShot, planShot, targetReport } from './phase.js';
import { mordheimOdds, mordheimRoll } from './report.js';
import type { TableShotState } from './table-shot.js';
import { testBattle } from './test-battle.js';
import { MORDHEIM_DEFAULT_VARIANTS } from './variants.js';
import { findWeapon, MORDHEIM_WEAPONS } from './weapons.js';

const text = (n: Rational) => rationalToString(n);
const variants = MORDHEIM_DEFAULT_VARIANTS;

/** BS 3 throwing a bolas at a T3 W1 model in the open, at short range: 4+ to hit. */
const bolasAt = (target: { rules?: Parameters<typeof mordheimAttack>[0]['target']['rules'] } = {}, BS = 3, circumstances = {}) =>
  mordheimAttack({ shooter: { profile: { BS } }, weapon: 'bolas', target: { profile: { T: 3, W: 1 }, ...target }, circumstances });

describe('the bolas on one throw', () => {
  it('is found by name, with the data profile: 16", Dangerous, Entangle', () => {
    expect(findWeapon('Bolas')).toMatchObject({ id: 'bolas', range: 16, rules: ['dangerous', 'entangle'] });
  });

  it('entangles on a hit and never wounds: BS 3 hits on 4–6 (1/2), a 1 hits the thrower (1/6)', () => {
    const { shot } = mordheimOdds(bolasAt(), exactArithmetic);
    expect(text(shot.hit)).toBe('1/2');
    expect(text(shot.entangled)).toBe('1/2');
    expect(shot.dangerous && text(shot.dangerous)).toBe('1/6');
    // The 1 is a miss at the target: 1 (1/6) and 2–3 (1/3).
    expect(text(shot.miss)).toBe('1/2');
    expect(text(shot.wound)).toBe('0');
    expect(text(shot.saved)).toBe('0');
    expect(text(shot.conditions.standing)).toBe('1');
  });

  it('keeps the to-hit modifiers: it is not a thrown weapon by its text (long range −1, moved −1: a 6 is needed)', () => {
    const { shot } = mordheimOdds(bolasAt({}, 3, { longRange: true, moved: true }), exactArithmetic);
    expect(text(shot.entangled)).toBe('1/6');
    expect(shot.dangerous && text(shot.dangerous)).toBe('1/6');
  });

  it('a BS 4 thrower hits on 3+: entangled 2/3, the 1 still 1/6', () => {
    const { shot } = mordheimOdds(bolasAt({}, 4), exactArithmetic);
    expect(text(shot.entangled)).toBe('2/3');
    expect(shot.dangerous && text(shot.dangerous)).toBe('1/6');
  });

  it('is stopped by Dodge (5+) and a lucky charm (4+), whose texts cover any missile hit', () => {
    // Dodge: 1/2 · 4/6 = 1/3 entangled, 1/2 · 2/6 = 1/6 avoided.
    const dodge = mordheimOdds(bolasAt({ rules: ['dodge'] }), exactArithmetic).shot;
    expect(text(dodge.entangled)).toBe('1/3');
    expect(text(dodge.avoided)).toBe('1/6');
    // A lucky charm not yet used: 1/2 · 1/2 = 1/4.
    expect(text(mordheimOdds(bolasAt({ rules: ['lucky-charm'] }), exactArithmetic).shot.entangled)).toBe('1/4');
  });

  it('no other weapon entangles or is dangerous', () => {
    const bow = mordheimOdds(mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'bow', target: { profile: { T: 3 } } }), exactArithmetic).shot;
    expect(text(bow.entangled)).toBe('0');
    expect(bow.dangerous).toBeNull();
  });

  it('explains each throw: a hit is an entangle step with no die, a 1 is the dangerous outcome; the same seed rolls the same', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 100 && seen.size < 2; seed += 1) {
      const report = mordheimRoll(bolasAt(), seed);
      expect(mordheimRoll(bolasAt(), seed)).toEqual(report);
      const [toHit, next] = report.shots[0]?.trace ?? [];
      if (toHit?.kind !== 'die') continue;
      if (toHit.face === 1) {
        seen.add('dangerous');
        expect(toHit.outcome).toBe('dangerous');
        expect(next).toBeUndefined();
      } else if (toHit.face >= 4) {
        seen.add('entangled');
        expect(next).toMatchObject({ kind: 'auto', check: { step: 'entangle', weapon: 'bolas' }, outcome: 'entangled' });
        expect(report.target).toEqual({ condition: 'standing', woundsLeft: 1, luckyCharmUsed: false });
        expect(report.wounds).toBe(0);
      }
    }
    expect([...seen].sort()).toEqual(['dangerous', 'entangled']);
  });
});

describe('the bolas on the table: the target entangled, the thrower hit by its own 1', () => {
  // 6" apart, centre to centre: short range (8" or less), in the open.
  const battle = testBattle([
    { id: 'thrower', warband: 'a', at: [10, 10], weapons: [MORDHEIM_WEAPONS.bolas], rules: ['dodge'] },
    { id: 'goblin', warband: 'b', at: [10, 16] },
  ]);

  it('has exact odds for the target and the thrower', () => {
    const planned = planShot(battle, 'thrower', 'goblin', 'bolas', { variants });
    if (!planned.ok) throw new Error('the throw should be legal');
    const ends = odds(planned.shot.process, planned.shot.start, exactArithmetic);
    const p = (predicate: (s: TableShotState) => boolean) => text(probability(ends, predicate, exactArithmetic));
    expect(p((s) => s.targetEntangled)).toBe('1/2');
    expect(p((s) => s.target.condition === 'standing' && s.target.woundsLeft === 1)).toBe('1');
    // A 1 (1/6): an S3 hit on the T3 W1 thrower wounds on 4+ (1/2), no armour, no critical; its Dodge is not rolled.
    // Injury: 1–2 knocked down, 3–4 stunned, 5–6 out of action, each 1/3 of 1/12.
    expect(p((s) => s.firer?.woundsLeft === 0)).toBe('1/12');
    expect(p((s) => s.firer?.condition === 'out-of-action')).toBe('1/36');
    expect(p((s) => s.firer?.condition === 'stunned')).toBe('1/36');
    expect(p((s) => s.firer?.condition === 'knocked-down')).toBe('1/36');
    expect(p((s) => s.misfire !== 'none')).toBe('0');
    const rated = targetReport(battle, 'thrower', { variants }).candidates.find((c) => c.target === 'goblin');
    expect(rated?.odds?.misfire).toBeNull();
    expect(rated?.odds?.entangle?.entangled).toBeCloseTo(1 / 2, 12);
    expect(rated?.odds?.entangle?.throwerHurt).toBeCloseTo(1 / 12, 12);
    expect(rated?.odds?.entangle?.throwerOutOfAction).toBeCloseTo(1 / 36, 12);
    // Entangling is an effect on the target, though it costs no wound.
    expect(rated?.odds?.anyEffect).toBeCloseTo(1 / 2, 12);
  });

  it('rolls the hit on the thrower as the step dangerous-hit, and carries its harm into the battle', () => {
    const hitsOnThrower = (entries: readonly TraceEntry<MordheimCheck, MordheimOutcome>[]): TraceEntry<MordheimCheck, MordheimOutcome>[] =>
      entries.flatMap((e) => (e.check.step === 'dangerous-hit' ? [e] : e.kind === 'group' ? hitsOnThrower(e.entries) : []));
    const table = prepareTable(battle.table);
    const seen = new Set<string>();
    for (let seed = 0; seed < 200 && seen.size < 2; seed += 1) {
      const planned = planShot(battle, 'thrower', 'goblin', 'bolas', { variants }, table);
      if (!planned.ok) throw new Error('the throw should be legal');
      const result = roll(planned.shot.process, planned.shot.start, diceFromSeed(seed));
      const after = applyShot(battle, 'thrower', planned.candidate, planned.shot, result.end);
      const thrower = after.warriors.find((w) => w.id === 'thrower');
      const blows = hitsOnThrower(result.trace);
      if (blows.length > 0) {
        seen.add('dangerous');
        expect(blows[0]?.check).toEqual({ step: 'dangerous-hit', model: 'thrower', weapon: 'bolas', strength: 3 });
        expect(result.end.targetEntangled).toBe(false);
        expect(thrower?.state.woundsLeft).toBe(result.end.firer?.woundsLeft);
      }
      if (result.end.targetEntangled) {
        seen.add('entangled');
        // Entangled changes nothing the shooting phase reads: the goblin stays standing, unhurt.
        expect(after.warriors.find((w) => w.id === 'goblin')?.state).toMatchObject({ condition: 'standing', woundsLeft: 1 });
      }
    }
    expect([...seen].sort()).toEqual(['dangerous', 'entangled']);
  });

  it("meets only the thrower's injury rules and its body's own save, at Strength 3 with no criticals", () => {
    const thrower = battle.warriors.find((w) => w.id === 'thrower');
    if (thrower) expect(dangerousHitAttack(thrower, variants, 'bolas')).toMatchObject({ weapon: { id: 'bolas', strength: 3 }, criticalHits: false, target: { rules: [] } });
  });
});
