// The net (BS-M data.cat and Characters.cat, Net): thrown 8" once, BS with no range or moving
// modifier; a hit makes the target roll a D6 against its own Strength. Worked by hand.
import { describe, expect, it } from 'vitest';
import { diceFromSeed, exactArithmetic, odds, probability, rationalToString, roll, type Rational } from '../../dice/index.js';
import { en } from '../../../i18n/en.js';
import { ru } from '../../../i18n/ru.js';
import { describeTraceEntry } from '../../../i18n/explain.js';
import { mordheimAttack } from './build.js';
import type { MordheimModelRuleId } from './model-rules.js';
import { applyShot, planShot } from './phase.js';
import { mordheimOdds, mordheimRoll } from './report.js';
import { shooterStatus } from './shooters.js';
import { options, testBattle } from './test-battle.js';
import { findWeapon, MORDHEIM_WEAPONS } from './weapons.js';

const text = (n: Rational) => rationalToString(n);

/** BS 3 throwing a net at a T3 W1 model of Strength `S` in the open: 4+ to hit. */
const netAt = (S: number | undefined, rules: readonly MordheimModelRuleId[] = [], circumstances = {}) =>
  mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'net', target: { profile: { T: 3, W: 1, ...(S === undefined ? {} : { S }) }, rules }, circumstances });

describe('the net on one throw', () => {
  it('is found by name with the data profile: 8", thrown (no range or moving modifier), used once', () => {
    expect(findWeapon('Net')).toMatchObject({ id: 'net', range: 8, rules: ['thrown', 'fire-once', 'net'] });
  });

  it('BS 3 hits on 4+ (1/2); a target of S 3 tears it on 1–3, so netted 1/2 · 1/2 = 1/4', () => {
    const { shot } = mordheimOdds(netAt(3), exactArithmetic);
    expect(text(shot.hit)).toBe('1/2');
    expect(text(shot.entangled)).toBe('1/4');
    expect(text(shot.wound)).toBe('0');
    expect(text(shot.saved)).toBe('0');
    expect(text(shot.conditions.standing)).toBe('1');
  });

  it('a target of S 4 breaks free on 1–4: netted 1/2 · 2/6 = 1/6; of S 6 or more it is never held', () => {
    expect(text(mordheimOdds(netAt(4), exactArithmetic).shot.entangled)).toBe('1/6');
    expect(text(mordheimOdds(netAt(6), exactArithmetic).shot.entangled)).toBe('0');
    // S 1: only a 1 tears it, so 1/2 · 5/6 = 5/12.
    expect(text(mordheimOdds(netAt(1), exactArithmetic).shot.entangled)).toBe('5/12');
  });

  it('ignores long range and moving (it hits with BS alone) but not cover: in cover 5+, netted 1/3 · 1/2 = 1/6', () => {
    expect(text(mordheimOdds(netAt(3, [], { longRange: true, moved: true }), exactArithmetic).shot.entangled)).toBe('1/4');
    expect(text(mordheimOdds(netAt(3, [], { cover: true }), exactArithmetic).shot.entangled)).toBe('1/6');
  });

  it('meets Dodge (5+) and a lucky charm (4+) before the Strength roll (ruling M-19)', () => {
    // Dodge: the hit stands on 1–4 (2/3): 1/2 · 2/3 · 1/2 = 1/6; a lucky charm's 1–3: 1/2 · 1/2 · 1/2 = 1/8.
    expect(text(mordheimOdds(netAt(3, ['dodge']), exactArithmetic).shot.entangled)).toBe('1/6');
    expect(text(mordheimOdds(netAt(3, ['lucky-charm']), exactArithmetic).shot.entangled)).toBe('1/8');
  });

  it('is refused without the target\'s Strength, rather than assuming one', () => {
    expect(() => netAt(undefined)).toThrow(/target's Strength/);
  });

  it('explains the target\'s die, in English and Russian; the same seed rolls the same', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 200 && seen.size < 2; seed += 1) {
      const report = mordheimRoll(netAt(3), seed);
      expect(mordheimRoll(netAt(3), seed)).toEqual(report);
      const [toHit, net, after] = report.shots[0]?.trace ?? [];
      if (toHit?.kind !== 'die' || toHit.face < 4) continue;
      expect(net).toMatchObject({ kind: 'die', check: { step: 'net', weapon: 'net', strength: 3 } });
      expect(after).toBeUndefined();
      if (net?.kind !== 'die') continue;
      const outcome = net.face <= 3 ? 'net-torn' : 'netted';
      expect(net.outcome).toBe(outcome);
      expect(report.entangled).toBe(outcome === 'netted');
      expect(report.target).toEqual({ condition: 'standing', woundsLeft: 1, luckyCharmUsed: false });
      expect(report.wounds).toBe(0);
      seen.add(outcome);
      expect(describeTraceEntry(en, net)).toMatch(/4\+/);
      if (outcome === 'netted') {
        expect(describeTraceEntry(en, net)).toMatch(/may not move, shoot or cast spells/);
        expect(describeTraceEntry(ru, net)).toMatch(/не может двигаться, стрелять и колдовать/);
      }
    }
    expect([...seen].sort()).toEqual(['net-torn', 'netted']);
  });
});

describe('the net on the table', () => {
  // 6" apart: within the net's 8"; the target is the test warrior, of S 3 unless given.
  const battleWith = (S = 3) =>
    testBattle([
      { id: 'hunter', warband: 'a', at: [10, 10], weapons: [MORDHEIM_WEAPONS.net] },
      { id: 'goblin', warband: 'b', at: [10, 16], profile: { S } },
    ]);
  const battle = battleWith();

  it('reads the target\'s own Strength: S 3 netted 1/4, S 4 netted 1/6', () => {
    for (const [S, expected] of [[3, '1/4'], [4, '1/6']] as const) {
      const planned = planShot(battleWith(S), 'hunter', 'goblin', 'net', options);
      if (!planned.ok) throw new Error('the throw should be legal');
      const ends = odds(planned.shot.process, planned.shot.start, exactArithmetic);
      expect(text(probability(ends, (s) => s.targetEntangled, exactArithmetic))).toBe(expected);
      expect(text(probability(ends, (s) => s.target.condition === 'standing' && s.target.woundsLeft === 1, exactArithmetic))).toBe('1');
    }
  });

  it('is spent whether it hits or misses: one throw in the phase', () => {
    const planned = planShot(battle, 'hunter', 'goblin', 'net', options);
    if (!planned.ok) throw new Error('the throw should be legal');
    for (const seed of [0, 1, 2, 3]) {
      const { end } = roll(planned.shot.process, planned.shot.start, diceFromSeed(seed));
      const after = applyShot(battle, 'hunter', planned.candidate, planned.shot, end);
      const hunter = after.warriors.find((w) => w.id === 'hunter');
      if (!hunter) throw new Error('the hunter is on the table');
      expect(hunter.state.firedOnce).toEqual(['net']);
      expect(shooterStatus(after, { ...hunter, state: { ...hunter.state, hasShot: false } }).weapons[0]?.refusals).toEqual(['fired-once']);
    }
  });
});
