// Knife Fighter's throws divided between targets (BS-M data.cat: Knife Fighter; ruling M-15).
// Expected odds are worked by hand in the comments.
import { describe, expect, it } from 'vitest';
import { exactArithmetic, probability, rationalToString } from '../../dice/index.js';
import { checkDeclared, phaseOdds, rollPhase } from './phase-play.js';
import { planSplit, rollSplit, splitOdds } from './split.js';
import { options, testBattle } from './test-battle.js';
import { MORDHEIM_WEAPONS } from './weapons.js';

const knives = [MORDHEIM_WEAPONS['throwing-knives']];
// The orc and the goblin stand 4" from the thrower's centre, and from the archer's: both are the closest, both legal.
const battle = testBattle([
  { id: 'knifer', warband: 'a', at: [10, 24], weapons: knives, rules: ['knife-fighter'] },
  { id: 'plain', warband: 'a', at: [10, 30], weapons: knives },
  { id: 'archer', warband: 'a', at: [14, 20] },
  { id: 'orc', warband: 'b', at: [14, 24] },
  { id: 'goblin', warband: 'b', at: [10, 20] },
]);
const fr = (n: Parameters<typeof rationalToString>[0]) => rationalToString(n);

describe('planning divided throws', () => {
  it('gives a knife fighter up to three throws, each at its own legal target', () => {
    const planned = planSplit(battle, 'knifer', ['orc', 'orc', 'goblin'], null, options);
    expect(planned).toMatchObject({ ok: true, targets: ['orc', 'orc', 'goblin'], rule: 'knife-fighter', allowed: 3 });
  });

  it('refuses a fourth throw, and a second one for a warrior without the skill', () => {
    expect(planSplit(battle, 'knifer', ['orc', 'orc', 'goblin', 'goblin'], null, options)).toEqual({ ok: false, refusal: { code: 'too-many-shots', asked: 4, allowed: 3 } });
    expect(planSplit(battle, 'plain', ['orc', 'orc'], null, options)).toEqual({ ok: false, refusal: { code: 'too-many-shots', asked: 2, allowed: 1 } });
  });

  it('refuses to divide the shots of a weapon no rule lets divide', () => {
    expect(planSplit(battle, 'archer', ['orc', 'goblin'], null, options)).toEqual({ ok: false, refusal: { code: 'split-not-allowed', weapon: 'bow' } });
  });

  it('refuses a throw at a target a single shot could not take', () => {
    const far = testBattle([
      { id: 'knifer', warband: 'a', at: [10, 24], weapons: knives, rules: ['knife-fighter'] },
      { id: 'orc', warband: 'b', at: [14, 24] },
      { id: 'troll', warband: 'b', at: [10, 16] },
    ]);
    const planned = planSplit(far, 'knifer', ['orc', 'troll'], null, options);
    expect(planned.ok).toBe(false);
    if (!planned.ok) expect(planned.refusal).toMatchObject({ code: 'target-not-legal', candidate: { target: 'troll', refusals: ['not-closest'] } });
  });
});

describe('the odds of divided throws, target by target', () => {
  // One throw: BS 3 hits on 4+ (1/2); S3 against T3 wounds on 4+, the 6 a critical. A plain
  // wound takes the one wound: one injury roll, out of action on 5–6 (1/3). A critical's two
  // wounds give two injury rolls (vital part, exposed spot: 1 − (2/3)² = 5/9; master strike
  // at +2: 1 − (1/3)² = 8/9), so 2/3 in all. Out of action: 1/2 · (2/6 · 1/3 + 1/6 · 2/3) = 1/9;
  // any effect (any wound): 1/2 · 1/2 = 1/4.
  it('two throws at the orc and one at the goblin', () => {
    const planned = planSplit(battle, 'knifer', ['orc', 'orc', 'goblin'], null, options);
    if (!planned.ok) throw new Error('refused');
    const [orc, goblin] = splitOdds(battle, planned, options, exactArithmetic);
    // Each throw that reaches a model not yet out of action takes it out with 1/9: 1 − (8/9)².
    expect(orc).toMatchObject({ target: 'orc', throws: 2 });
    expect(fr(orc!.outOfAction)).toBe('17/81');
    expect(fr(orc!.anyEffect)).toBe('7/16');
    expect(goblin).toMatchObject({ target: 'goblin', throws: 1 });
    expect(fr(goblin!.outOfAction)).toBe('1/9');
    expect(fr(goblin!.anyEffect)).toBe('1/4');
  });

  it('the order of the throws does not change the odds', () => {
    const planned = planSplit(battle, 'knifer', ['orc', 'goblin', 'orc'], null, options);
    if (!planned.ok) throw new Error('refused');
    expect(splitOdds(battle, planned, options, exactArithmetic).map((o) => [o.target, fr(o.outOfAction)])).toEqual([
      ['orc', '17/81'],
      ['goblin', '1/9'],
    ]);
  });
});

describe('rolled divided throws', () => {
  const planned = planSplit(battle, 'knifer', ['orc', 'goblin', 'orc'], null, options);
  if (!planned.ok) throw new Error('refused');

  it('explains every throw under its own heading, and does not throw at a target already out of action', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const result = rollSplit(battle, planned, options, seed);
      expect(result.trace.map((t) => t.check)).toEqual([
        { step: 'throw', index: 1, of: 3, target: 'orc' },
        { step: 'throw', index: 2, of: 3, target: 'goblin' },
        { step: 'throw', index: 3, of: 3, target: 'orc' },
      ]);
      const first = result.trace[0];
      const outAfterFirst = first?.kind === 'group' && JSON.stringify(first.entries).includes('"out-of-action"');
      const third = result.trace[2];
      expect(third?.kind === 'auto' && third.outcome === 'target-gone').toBe(outAfterFirst);
      expect(result.battle.warriors.find((w) => w.id === 'knifer')?.state.hasShot).toBe(true);
    }
  });

  it('replays the same throws from the same seed', () => {
    expect(rollSplit(battle, planned, options, 9)).toEqual(rollSplit(battle, planned, options, 9));
  });
});

describe('throws declared for a phase (M-15, in a phase)', () => {
  const declared = { variants: options.variants, declared: { knifer: ['orc', 'orc', 'goblin'] } };
  const outOfAction = (ends: ReturnType<typeof phaseOdds<Parameters<typeof rationalToString>[0]>>, id: string) =>
    fr(probability(ends, (s) => s.battle.warriors.find((w) => w.id === id)?.state.condition === 'out-of-action', exactArithmetic));

  it('checks declarations as the phase begins, as shoot checks the same shots', () => {
    expect(checkDeclared(battle, declared)).toBeNull();
    expect(checkDeclared(battle, { ...declared, declared: { archer: ['orc', 'goblin'] } })).toEqual({ shooter: 'archer', refusal: { code: 'split-not-allowed', weapon: 'bow' } });
    expect(checkDeclared(battle, { ...declared, declared: { knifer: ['orc', 'orc', 'goblin', 'goblin'] } })).toEqual({ shooter: 'knifer', refusal: { code: 'too-many-shots', asked: 4, allowed: 3 } });
    // A shooter the order leaves out would never take its declaration.
    expect(checkDeclared(battle, declared, ['archer'])).toEqual({ shooter: 'knifer', refusal: { code: 'not-in-order' } });
    // The enemy's warrior may not shoot in this phase.
    expect(checkDeclared(battle, { ...declared, declared: { orc: ['knifer'] } })?.refusal).toMatchObject({ code: 'shooter-may-not' });
  });

  it('the phase takes the declared throws: the odds are the divided throws\' (17/81 and 1/9, worked above)', () => {
    const ends = phaseOdds(battle, declared, ['knifer'], exactArithmetic);
    expect(outOfAction(ends, 'orc')).toBe('17/81');
    expect(outOfAction(ends, 'goblin')).toBe('1/9');
  });

  it('rolled, the knife fighter\'s turn holds one heading per throw', () => {
    const phase = rollPhase(battle, declared, 5, ['knifer']);
    expect(phase.turns.map(({ shooter, target, weapon }) => ({ shooter, target, weapon }))).toEqual([{ shooter: 'knifer', target: 'orc', weapon: 'throwing-knives' }]);
    expect(phase.turns[0]?.trace.map((t) => t.check)).toEqual([
      { step: 'throw', index: 1, of: 3, target: 'orc' },
      { step: 'throw', index: 2, of: 3, target: 'orc' },
      { step: 'throw', index: 3, of: 3, target: 'goblin' },
    ]);
  });

  // The archer's bow first, at the orc (declared): one shot as a throw is (BS 3, S3 against T3), out
  // of action 1/9. The knife fighter's throw at the orc is taken only if it still stands, so the orc
  // goes out of action with 1 − (8/9)² = 17/81 over both; the goblin's one throw 1/9.
  it('a target an earlier shooter took out of action takes no throw: the throws left are at the others', () => {
    const both = { variants: options.variants, declared: { archer: ['orc'], knifer: ['orc', 'goblin'] } };
    const ends = phaseOdds(battle, both, ['archer', 'knifer'], exactArithmetic);
    expect(outOfAction(ends, 'orc')).toBe('17/81');
    expect(outOfAction(ends, 'goblin')).toBe('1/9');
    let seen = 0;
    for (let seed = 1; seed <= 60; seed += 1) {
      const phase = rollPhase(battle, both, seed, ['archer', 'knifer']);
      const orcOut = phase.turns[0]?.target === 'orc' && JSON.stringify(phase.turns[0].trace).includes('"out-of-action"');
      const throws = phase.turns[1]?.trace.map((t) => t.check) ?? [];
      expect(throws).toEqual(orcOut ? [{ step: 'throw', index: 1, of: 1, target: 'goblin' }] : [{ step: 'throw', index: 1, of: 2, target: 'orc' }, { step: 'throw', index: 2, of: 2, target: 'goblin' }]);
      if (orcOut) seen += 1;
    }
    // Sixty seeds hold at least one where the archer took the orc out (1/9 a time).
    expect(seen).toBeGreaterThan(0);
  });

  it('a shooter whose declared targets are all gone does not shoot, rather than shoot at another', () => {
    const orcOut = { ...battle, warriors: battle.warriors.map((w) => (w.id === 'orc' ? { ...w, state: { ...w.state, condition: 'out-of-action' as const, woundsLeft: 0 } } : w)) };
    const table = { ...orcOut.table, models: orcOut.table.models.filter((m) => m.id !== 'orc') };
    const phase = rollPhase({ ...orcOut, table }, { variants: options.variants, declared: { knifer: ['orc'] } }, 3, ['knifer']);
    expect(phase.turns).toEqual([]);
  });
});
