// Golden values worked by hand from the Mordheim seed's charts; each comment shows the sum.
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString, type Rational } from '../../dice/index.js';
import { analyseSave, analyseToHit, mordheimAttack, mordheimOdds, mordheimRoll, neededToWound, strengthSaveModifier, type MordheimAttackInput } from './index.js';

const fr = (r: Rational) => rationalToString(r);
const exact = (input: MordheimAttackInput) => mordheimOdds(mordheimAttack(input), exactArithmetic);

const dieter = { name: 'Dieter', profile: { T: 3, W: 1 }, kit: { armour: 'heavy', shield: true } } as const;
const ogre = { name: 'Ogre', profile: { T: 4, W: 3 }, kit: { armour: 'light' }, largeTarget: true } as const;

describe('charts', () => {
  it('reads the wound chart by index, dashes included (M-4)', () => {
    expect(neededToWound(3, 3)).toBe(4);
    expect(neededToWound(4, 3)).toBe(3);
    expect(neededToWound(1, 4)).toBe(6);
    expect(neededToWound(1, 5)).toBeNull();
    expect(neededToWound(3, 7)).toBeNull();
    expect(neededToWound(10, 10)).toBe(4);
  });

  it('caps the Strength save modifier at −6 (M-12)', () => {
    expect([1, 3, 4, 5, 8, 9, 10].map(strengthSaveModifier)).toEqual([-0, -0, -1, -2, -5, -6, -6]);
  });
});

describe("the seed's worked example: Dieter, heavy armour and shield, hit by a crossbow", () => {
  const attack = mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: dieter });

  it('saves on 5+ (4+ worsened by one for Strength 4)', () => {
    const save = analyseSave(attack);
    expect(save.base).toBe(4);
    expect(save.modifiers).toEqual([{ code: 'strength', value: -1 }]);
    expect(save.needed).toBe(5);
  });

  it('has these exact odds for one shot', () => {
    const { shot } = exact({ shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: dieter });
    // Hit 4+: 1/2. Wound 3+ (S4 v T3): 4/6, of which the 6 is a critical.
    expect(fr(shot.hit)).toBe('1/2');
    expect(fr(shot.wound)).toBe('1/3');
    expect(fr(shot.critical)).toBe('1/12');
    expect(fr(shot.criticals['vital-part'])).toBe('1/36');
    // Saved: plain wounds 1/2·3/6·1/3 = 1/12, vital parts 1/36·1/3 = 1/108: 10/108.
    expect(fr(shot.saved)).toBe('5/54');
    expect(fr(shot.unsaved)).toBe('13/54');
    // Plain unsaved 1/6: one injury roll. Vital part 1/54 and exposed spot 1/36: two rolls,
    // the worst kept (out of action 5/9, stunned 1/3, knocked down 1/9). Master strike 1/36:
    // two rolls at +2 (out of action 8/9, stunned 1/9).
    // Out of action: 1/18 + 5/486 + 5/324 + 8/324 = 103/972.
    expect(fr(shot.conditions['out-of-action'])).toBe('103/972');
    expect(fr(shot.conditions.stunned)).toBe('2/27');
    expect(fr(shot.conditions['knocked-down'])).toBe('59/972');
    expect(fr(shot.conditions.standing)).toBe('41/54');
  });
});

describe('criticals against a 3-wound model', () => {
  const base = { shooter: { profile: { BS: 4 } }, weapon: 'crossbow' } as const;

  it('one shot at a fresh Ogre only takes wounds off', () => {
    // Large Target +1: BS 4 needs 2+ (5/6). S4 v T4 4+; light armour 6+ −1 = no save.
    const { shot, analysis } = exact({ ...base, target: ogre });
    expect(analysis.toHit.needed).toBe(2);
    expect(analysis.save.possible).toBe(false);
    expect(fr(shot.critical)).toBe('5/36');
    // Wounds left: 3 with 7/12; 2 after a plain wound (5/6·2/6 = 5/18); 1 after a critical (5/36).
    expect(shot.woundsLeft.map(fr)).toEqual(['0', '5/36', '5/18', '7/12']);
    expect(fr(shot.conditions.standing)).toBe('1');
  });

  it('a critical on the last wound rolls two injuries, +2 each on a master strike', () => {
    const { shot } = exact({ ...base, target: { ...ogre, woundsLeft: 1 } });
    // Plain 5/18 → 1/3 out of action; vital or exposed 10/108 → 5/9; master 5/108 → 8/9.
    // 5/54 + 50/972 + 40/972 = 5/27.
    expect(fr(shot.conditions['out-of-action'])).toBe('5/27');
    expect(fr(shot.conditions['knocked-down'])).toBe('25/243');
    expect(fr(shot.conditions.stunned)).toBe('125/972');
  });

  it('two shots take a fresh Ogre out of action with 125/2916', () => {
    const { series } = exact({ ...base, target: ogre, shots: 2 });
    // crit+crit 25/1296 · 2/3, crit+plain 25/648 · 1/3, plain+crit 25/648 · 4/9
    // = 50/3888 + 50/3888 + 100/5832 = 125/2916.
    expect(fr(series.conditions['out-of-action'])).toBe('125/2916');
    expect(series.hitsAtLeast.map(fr)).toEqual(['1', '35/36', '25/36']);
  });
});

describe('shots that cannot hit or cannot wound', () => {
  it('a blowpipe (S1) cannot wound a Rat Ogre (T5) but with a poisoned 6 to hit (BSData: Poison)', () => {
    const { shot } = exact({ shooter: { profile: { BS: 3 } }, weapon: 'blowpipe', target: { profile: { T: 5, W: 3 }, largeTarget: true } });
    // 4+ with Large Target's +1: 3+. The 3s, 4s and 5s cannot wound; the 6 wounds at once.
    expect(fr(shot.hit)).toBe('2/3');
    expect(fr(shot.cannotWound)).toBe('1/2');
    expect(fr(shot.wound)).toBe('1/6');
    expect(fr(shot.critical)).toBe('0');
    // The unarmoured Rat Ogre still gets 6+ against the dart: 1/6 × 5/6 of a wound, and W3 keeps it standing.
    expect(fr(shot.unsaved)).toBe('5/36');
    expect(fr(shot.saved)).toBe('1/36');
    expect(fr(shot.conditions.standing)).toBe('1');
  });

  it('needing 8 cannot hit by default, and is a 6 then 5+ with the second-roll chart (M-2)', () => {
    const input = { shooter: { profile: { BS: 1 } }, weapon: 'bow', target: { profile: { T: 3 } }, circumstances: { cover: true, longRange: true } } as const;
    expect(fr(exact(input).shot.cannotHit)).toBe('1');
    expect(fr(exact({ ...input, variants: { sevenPlus: 'second-roll' } }).shot.hit)).toBe('1/18');
  });

  it('a natural 1 misses for BS 6 unless the variant says otherwise (M-1)', () => {
    const input = { shooter: { profile: { BS: 6 } }, weapon: 'bow', target: { profile: { T: 3 } } } as const;
    expect(fr(exact(input).shot.hit)).toBe('5/6');
    expect(fr(exact({ ...input, variants: { naturalOneMisses: false } }).shot.hit)).toBe('1');
  });

  it('out of range is an automatic miss', () => {
    const { shot } = exact({ shooter: { profile: { BS: 3 } }, weapon: 'short-bow', target: { profile: { T: 3 } }, circumstances: { distance: 16.5 } });
    expect(fr(shot.outOfRange)).toBe('1');
  });
});

describe('cover strikes (M-3)', () => {
  const input = { shooter: { profile: { BS: 3 } }, weapon: 'bow', target: { profile: { T: 3 } }, circumstances: { cover: true } } as const;

  it('English reading: a 4 when 5+ was needed strikes the cover', () => {
    const { shot } = exact(input);
    expect([fr(shot.miss), fr(shot.coverStrike), fr(shot.hit)]).toEqual(['1/2', '1/6', '1/3']);
  });

  it('Russian reading: a natural 1 strikes the cover', () => {
    const { shot } = exact({ ...input, variants: { coverStrike: 'natural-one' } });
    expect([fr(shot.miss), fr(shot.coverStrike), fr(shot.hit)]).toEqual(['1/2', '1/6', '1/3']);
    const faces = mordheimAttack({ ...input, variants: { coverStrike: 'natural-one' } });
    expect(analyseToHit(faces).coverClaimed).toBe(true);
  });

  it('no cover, no strike', () => {
    expect(fr(exact({ ...input, circumstances: {} }).shot.coverStrike)).toBe('0');
  });

  // BS 3 (4+) behind cover, at long range, after moving: 4 + 1 + 1 + 1 = 7 needed.
  const hopeless = { ...input, circumstances: { cover: true, longRange: true, moved: true } } as const;

  it('a shot the cover makes 7 is still rolled: the 6 misses by one and strikes the cover', () => {
    const { shot } = exact(hopeless);
    expect([fr(shot.cannotHit), fr(shot.miss), fr(shot.coverStrike), fr(shot.hit)]).toEqual(['0', '5/6', '1/6', '0']);
    const rolled = mordheimRoll(mordheimAttack(hopeless), 3).shots[0]?.trace[0];
    expect(rolled?.kind).toBe('die');
  });

  it('under the Russian reading the natural 1 strikes the cover even then', () => {
    const { shot } = exact({ ...hopeless, variants: { coverStrike: 'natural-one' } });
    expect([fr(shot.cannotHit), fr(shot.miss), fr(shot.coverStrike)]).toEqual(['0', '5/6', '1/6']);
  });

  it('with 8 needed no face can strike the cover, so nothing is rolled', () => {
    const { shot } = exact({ ...hopeless, shooter: { profile: { BS: 2 } } });
    expect(fr(shot.cannotHit)).toBe('1');
    expect(mordheimRoll(mordheimAttack({ ...hopeless, shooter: { profile: { BS: 2 } } }), 3).shots[0]?.trace[0]?.kind).toBe('auto');
  });
});

describe('injuries', () => {
  it('needing 6s to wound makes no critical; Hard to Kill and a helmet shape the injury', () => {
    // Throwing knives at the thrower's S2 against a dwarf (T4): 6+ to wound, so no critical.
    const { shot } = exact({
      shooter: { profile: { BS: 3, S: 2 } },
      weapon: 'throwing-knives',
      target: { profile: { T: 4, W: 1 }, kit: { helmet: true }, hardToKill: true },
    });
    expect(fr(shot.critical)).toBe('0');
    // 1/2 · 1/6 = 1/12 wounded. Hard to Kill: 1–2 down (1/3), 3–5 stunned (1/2), 6 out (1/6);
    // the helmet turns half the stuns into knocked down: down 7/12, stunned 1/4.
    expect(fr(shot.conditions['knocked-down'])).toBe('7/144');
    expect(fr(shot.conditions.stunned)).toBe('1/48');
    expect(fr(shot.conditions['out-of-action'])).toBe('1/72');
  });

  it('thrown weapons ignore long range and moving', () => {
    const attack = mordheimAttack({
      shooter: { profile: { BS: 3, S: 3 } },
      weapon: 'throwing-knives',
      target: { profile: { T: 3 } },
      circumstances: { longRange: true, moved: true },
    });
    const toHit = analyseToHit(attack);
    expect(toHit.needed).toBe(4);
    expect(toHit.modifiers).toEqual([
      { code: 'long-range', value: 0, ignoredBy: 'thrown' },
      { code: 'moved', value: 0, ignoredBy: 'thrown' },
    ]);
  });
});

describe('one critical per phase (M-6)', () => {
  // BS 5 (2+), crossbow S4 v T3 (3+), no armour: a critical is 5/36 a shot; two criticals
  // take four wounds off a 3-wound model (the second lands on its last wound).
  const input = { shooter: { profile: { BS: 5 } }, weapon: 'crossbow', target: { profile: { T: 3, W: 3 } }, shots: 2 } as const;

  it('allows two criticals by default', () => {
    expect(fr(exact(input).series.wounds[4] ?? exactArithmetic.zero)).toBe('25/1296');
  });

  it('the variant allows only one', () => {
    const { series } = exact({ ...input, variants: { oneCriticalPerPhase: true } });
    expect(series.wounds.length).toBeLessThanOrEqual(4);
    expect(fr(series.wounds[4] ?? exactArithmetic.zero)).toBe('0');
  });
});
