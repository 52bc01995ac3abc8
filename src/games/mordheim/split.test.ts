// Knife Fighter's throws divided between targets (BS-M data.cat: Knife Fighter; ruling M-15).
// Expected odds are worked by hand in the comments.
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString } from '../../dice/index.js';
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
