// Golden values worked by hand from the Battleaxe seed and rulings B-1 … B-14; each comment
// shows the sum. Fractions are exact (`exactArithmetic`).
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString, type Rational } from '../../dice/index.js';
import {
  analyseSave,
  analyseToHit,
  analyseToWound,
  battleaxeAttack,
  battleaxeOdds,
  hitFace,
  isLoneTarget,
  strengthSaveModifier,
  targetOf,
  toHitFrom,
  type BattleaxeAttackInput,
  type BattleaxeCircumstances,
  type BattleaxeShootingAttack,
} from './index.js';

const fr = (r: Rational | undefined) => (r === undefined ? 'none' : rationalToString(r));
const exact = (input: BattleaxeAttackInput) => battleaxeOdds(battleaxeAttack(input), exactArithmetic);

const archers = (circumstances: Partial<BattleaxeCircumstances> = {}, models = 5): BattleaxeShootingAttack => {
  const attack = battleaxeAttack({ shooter: { name: 'Imperial Archers', profile: { BS: 4 } }, weapon: 'short-bow', models, circumstances, target: { profile: { T: 3 }, models: 10 } });
  if (attack.kind !== 'shooting') throw new Error('a shooting attack');
  return attack;
};
const needed = (circumstances: Partial<BattleaxeCircumstances>, target: Parameters<typeof targetOf>[0] = { profile: { T: 3 }, models: 10 }) => {
  const attack = battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: 'bow', circumstances, target });
  return attack.kind === 'shooting' && attack.batches[0] ? analyseToHit(attack, attack.batches[0]) : undefined;
};

describe("the seed's worked example: five Imperial Archers", () => {
  const rolled = [1, 2, 2, 4, 6];

  it('need 4+ and score two hits with 1, 2, 2, 4 and 6', () => {
    const attack = archers();
    const toHit = analyseToHit(attack, attack.batches[0]!);
    expect(toHit.needed).toBe(4);
    expect(rolled.map((face) => hitFace(face, toHit))).toEqual(['miss', 'miss', 'miss', 'hit', 'hit']);
  });

  it('need 5+ with a −1 and score one hit with the same dice', () => {
    const attack = archers({ moved: true });
    const toHit = analyseToHit(attack, attack.batches[0]!);
    expect(toHit.modifiers).toEqual([{ code: 'moved', value: -1 }]);
    expect(toHit.needed).toBe(5);
    expect(rolled.filter((face) => hitFace(face, toHit) === 'hit')).toEqual([6]);
  });

  it('have these exact odds of hits', () => {
    // 4+: each die 1/2. Two hits of five: C(5,2)/2^5 = 10/32 = 5/16; at least one: 31/32.
    const open = battleaxeOdds(archers(), exactArithmetic).unit.hits;
    expect(fr(open.exactly[2])).toBe('5/16');
    expect(fr(open.atLeast[1])).toBe('31/32');
    expect(open.mean).toBeCloseTo(2.5, 12);
    // 5+: each die 1/3. One hit: 5 · 1/3 · (2/3)^4 = 80/243; none: (2/3)^5 = 32/243.
    const minusOne = battleaxeOdds(archers({ moved: true }), exactArithmetic).unit.hits;
    expect(fr(minusOne.exactly[1])).toBe('80/243');
    expect(fr(minusOne.exactly[0])).toBe('32/243');
  });
});

describe('to-hit modifiers (seed list; B-3 … B-9)', () => {
  it('each one alone, positive ones making the shot easier (B-3)', () => {
    const cases: [Partial<BattleaxeCircumstances>, string, number][] = [
      [{ moved: true }, 'moved', 5],
      [{ longRange: true }, 'long-range', 5],
      [{ pointBlank: true }, 'point-blank', 3],
      [{ standAndShoot: true }, 'stand-and-shoot', 5],
      [{ volleyFire: true }, 'volley-fire', 5],
      [{ softCover: true }, 'soft-cover', 5],
      [{ hardCover: true }, 'hard-cover', 6],
    ];
    for (const [circumstances, code, score] of cases) {
      const toHit = needed(circumstances);
      expect(toHit?.modifiers.map((m) => m.code)).toEqual([code]);
      expect(toHit?.needed).toBe(score);
    }
    expect(needed({}, { profile: { T: 5 }, keywords: ['large'] })?.needed).toBe(3);
    expect(needed({}, { profile: { T: 3 }, keywords: ['character'] })?.needed).toBe(5);
  });

  it('add up (cumulative unless noted): moved, long range and soft cover make 4+ a 7+', () => {
    const toHit = needed({ moved: true, longRange: true, softCover: true });
    expect(toHit?.needed).toBe(7);
    expect(toHit?.resolution).toBe('second-roll');
  });

  it('stand and shoot takes neither long range nor point-blank (B-6)', () => {
    expect(needed({ standAndShoot: true, longRange: true })?.modifiers).toEqual([
      { code: 'long-range', value: 0, ignoredBy: 'stand-and-shoot' },
      { code: 'stand-and-shoot', value: -1 },
    ]);
    expect(needed({ standAndShoot: true, longRange: true })?.needed).toBe(5);
    expect(needed({ standAndShoot: true, pointBlank: true })?.needed).toBe(5);
  });

  it('no point-blank bonus when shooting into a combat (B-5)', () => {
    expect(needed({ pointBlank: true, intoCombat: true })?.modifiers).toEqual([{ code: 'point-blank', value: 0, ignoredBy: 'into-combat' }]);
    expect(needed({ pointBlank: true, intoCombat: true })?.needed).toBe(4);
  });

  it('soft and hard cover never stack: −2 in all (B-4)', () => {
    const toHit = needed({ softCover: true, hardCover: true });
    expect(toHit?.modifiers).toEqual([
      { code: 'soft-cover', value: 0, ignoredBy: 'hard-cover' },
      { code: 'hard-cover', value: -2 },
    ]);
    expect(toHit?.needed).toBe(6);
  });

  it('a lone target is a character alone or the last model of a unit, never a war machine (B-8)', () => {
    expect(isLoneTarget(targetOf({ profile: { T: 4 }, models: 1, keywords: ['character'] }))).toBe(true);
    expect(isLoneTarget(targetOf({ profile: { T: 3 }, models: 1, startingModels: 20 }))).toBe(true);
    // A monster that came alone is neither.
    expect(isLoneTarget(targetOf({ profile: { T: 6 }, models: 1, keywords: ['large'] }))).toBe(false);
    expect(isLoneTarget(targetOf({ profile: { T: 7 }, models: 1, startingModels: 3, keywords: ['war-machine', 'character'] }))).toBe(false);
    expect(isLoneTarget(targetOf({ profile: { T: 3 }, models: 2, startingModels: 20, keywords: ['character'] }))).toBe(false);
    expect(needed({}, { profile: { T: 3 }, models: 1, startingModels: 20 })?.modifiers).toEqual([{ code: 'lone-target', value: -1 }]);
  });
});

describe('the 7+ chart (B-1) and natural ones (B-2)', () => {
  // BS 4+: hard cover −2, long range −1 → 7; moved −1 → 8; volley −1 → 9; lone −1 → 10.
  const lone = { profile: { T: 3 }, models: 1, startingModels: 5 };
  const seven = { hardCover: true, longRange: true };
  const eight = { ...seven, moved: true };
  const nine = { ...eight, volleyFire: true };
  const hit = (circumstances: Partial<BattleaxeCircumstances>, target: BattleaxeAttackInput['target'] = { profile: { T: 3 }, models: 10 }) =>
    fr(exact({ shooter: { profile: { BS: 4 } }, weapon: 'bow', circumstances, target }).shots[0]?.hit);

  it('7 is a 6 then 4+: 1/6 · 3/6 = 1/12', () => expect(hit(seven)).toBe('1/12'));
  it('8 is a 6 then 5+: 1/6 · 2/6 = 1/18', () => expect(hit(eight)).toBe('1/18'));
  it('9 is a 6 then 6: 1/6 · 1/6 = 1/36', () => expect(hit(nine)).toBe('1/36'));
  it('10 or more cannot hit: no die is rolled', () => {
    const attack = battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: 'bow', circumstances: nine, target: lone });
    const report = battleaxeOdds(attack, exactArithmetic);
    expect(report.analysis.batches[0]?.toHit.needed).toBe(10);
    expect(report.analysis.batches[0]?.toHit.resolution).toBe('cannot-hit');
    expect(fr(report.shots[0]?.hit)).toBe('0');
    expect(fr(report.shots[0]?.cannotHit)).toBe('1');
  });

  it('the chart reads 7 → 4+, 8 → 5+, 9 → 6', () => {
    expect([7, 8, 9].map((score) => toHitFrom(score, []).secondRollNeeded)).toEqual([4, 5, 6]);
  });

  it('a 1 always fails, even for BS 1+ or a score brought below 2 (B-2)', () => {
    const toHit = toHitFrom(2, [{ code: 'point-blank', value: 1 }]);
    expect(toHit.needed).toBe(1);
    expect(toHit.lowest).toBe(2);
    expect(hitFace(1, toHit)).toBe('natural-one');
    expect(hitFace(2, toHit)).toBe('hit');
    // BS 1+ hits on 2–6: 5/6.
    expect(fr(exact({ shooter: { profile: { BS: 1 } }, weapon: 'bow', target: { profile: { T: 3 } } }).shots[0]?.hit)).toBe('5/6');
  });
});

describe('to wound (B-11) and saves (B-12)', () => {
  it('reads the Strength/Toughness chart; its dashes cannot wound, or wound on 6 with the variant', () => {
    const wound = (S: number, T: number, woundChart: 'chart' | 'always-six' = 'chart') =>
      analyseToWound(battleaxeAttack({ hits: { count: 1, strength: S }, target: { profile: { T } }, variants: { woundChart } })).needed;
    expect(wound(3, 3)).toBe(4);
    expect(wound(4, 3)).toBe(3);
    expect(wound(1, 5)).toBeNull();
    expect(wound(1, 5, 'always-six')).toBe(6);
    expect(wound(3, 7, 'always-six')).toBe(6);
    expect(wound(3, 6, 'always-six')).toBe(6);
  });

  it('worsens armour by Strength, S4 −1 … S10 −7', () => {
    expect([3, 4, 5, 6, 7, 8, 9, 10].map((s) => -strengthSaveModifier(s))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('counts Armour Piercing X as X more Strength for the armour save only; the ward save is never modified', () => {
    const save = (strength: number, armourPiercing: number, armour: number | null, ward: number | null) =>
      analyseSave(battleaxeAttack({ hits: { count: 1, strength, armourPiercing }, target: { profile: { T: 3, armour, ward } } }));
    // Armour 4+ against S4: 5+.
    expect(save(4, 0, 4, null).armour).toMatchObject({ base: 4, needed: 5, possible: true, modifiers: [{ code: 'strength', value: -1 }] });
    // S3 with AP1 counts as S4: 5+, all of it from Armour Piercing.
    expect(save(3, 1, 4, null).armour).toMatchObject({ needed: 5, modifiers: [{ code: 'armour-piercing', value: -1 }] });
    // S5 AP2 on 4+: 4 + 2 + 2 = 8: no save; the 5+ ward stays 5+.
    const heavy = save(5, 2, 4, 5);
    expect(heavy.armour).toMatchObject({ needed: 8, possible: false });
    expect(heavy.ward).toEqual({ needed: 5, lowest: 5 });
    // A 1+ save still fails on a 1.
    expect(save(3, 0, 1, 1)).toEqual({ armour: { base: 1, modifiers: [], needed: 1, possible: true, lowest: 2 }, ward: { needed: 1, lowest: 2 } });
  });
});

describe("a unit's volley with armour and ward saves, worked by hand", () => {
  // Four archers fire a volley with bows: 4+ − 1 = 5+, P(hit) = 1/3. S3 v T3: 4+, 1/2.
  // Armour 5+ (S3 takes nothing off): saved 2/6 = 1/3; ward 6+: saved 1/6.
  // Per shot: wounded 1/6; armour saves 1/18; the ward saves 1/6 · 2/3 · 1/6 = 1/54;
  // unsaved 1/6 · 2/3 · 5/6 = 5/54. Ten one-wound models: each unsaved wound removes one.
  const input: BattleaxeAttackInput = {
    shooter: { name: 'Archers', profile: { BS: 4 } },
    weapon: 'bow',
    models: 4,
    circumstances: { volleyFire: true },
    target: { name: 'Halberdiers', profile: { T: 3, W: 1, armour: 5, ward: 6 }, models: 10 },
  };
  const report = exact(input);

  it('one shot', () => {
    const shot = report.shots[0];
    expect(fr(shot?.hit)).toBe('1/3');
    expect(fr(shot?.wound)).toBe('1/6');
    expect(fr(shot?.armourSaved)).toBe('1/18');
    expect(fr(shot?.wardSaved)).toBe('1/54');
    expect(fr(shot?.unsaved)).toBe('5/54');
  });

  it('the whole unit: models removed are binomial(4, 5/54)', () => {
    const removed = report.unit.modelsRemoved;
    // None: (49/54)^4 = 5764801/8503056. One: 4 · 5 · 49^3 / 54^4 = 2352980/8503056 = 588245/2125764.
    expect(fr(removed.exactly[0])).toBe('5764801/8503056');
    expect(fr(removed.exactly[1])).toBe('588245/2125764');
    // Four: 5^4/54^4 = 625/8503056.
    expect(fr(removed.exactly[4])).toBe('625/8503056');
    // Mean 4 · 5/54 = 10/27.
    expect(removed.mean).toBeCloseTo(10 / 27, 12);
    expect(report.unit.unsaved.mean).toBeCloseTo(10 / 27, 12);
    // Wounds: binomial(4, 1/6); at least one: 1 − (5/6)^4 = 671/1296.
    expect(fr(report.unit.wounds.atLeast[1])).toBe('671/1296');
    expect(fr(report.unit.destroyed)).toBe('0');
  });
});

describe('batches that see the target differently (B-10)', () => {
  it('roll with their own modifiers and add up', () => {
    // Three in the open need 4+ (1/2); two behind a wall need 6+ (1/6).
    const report = exact({
      shooter: { profile: { BS: 4 } },
      weapon: 'bow',
      batches: [{ models: 3 }, { models: 2, circumstances: { hardCover: true } }],
      target: { profile: { T: 3 }, models: 10 },
    });
    expect(report.analysis.batches.map((b) => b.toHit.needed)).toEqual([4, 6]);
    expect(report.shots.map((s) => fr(s.hit))).toEqual(['1/2', '1/6']);
    // No hit: (1/2)^3 · (5/6)^2 = 25/288. Mean 3/2 + 2/6 = 11/6.
    expect(fr(report.unit.hits.exactly[0])).toBe('25/288');
    expect(report.unit.hits.mean).toBeCloseTo(11 / 6, 12);
  });
});

describe('multiple wounds, capped at the model, no spill (B-13)', () => {
  it('two automatic D3-wound hits at two 2-wound models', () => {
    // S4 v T4: 4+, no save. Per hit: nothing 1/2; one wound 1/6; 2 or 3 (capped at 2) 1/3.
    // From {2 models, 0 lost}: {2,0} 1/4; {2,1} 1/2·1/6 + 1/6·1/2 = 1/6;
    // {1,0} 1/2·1/3 + 1/6·1/2 + 1/3·1/2 = 5/12 (from {2,1} any wound ends that model, the rest is lost);
    // {1,1} 1/3·1/6 = 1/18; {0,0} 1/3·1/3 = 1/9.
    const report = exact({ hits: { source: 'impact-hits', count: 2, strength: 4, multipleWounds: 'D3' }, target: { profile: { T: 4, W: 2 }, models: 2 } });
    expect(report.unit.modelsRemoved.exactly.map(fr)).toEqual(['5/12', '17/36', '1/9']);
    expect(report.unit.woundsOnCurrent.map(fr)).toEqual(['7/9', '2/9']);
    expect(fr(report.unit.destroyed)).toBe('1/9');
  });

  it('a wound already on the model in line carries over', () => {
    // One hit wounding on 4+, no save: a 2-wound model with one lost goes on any wound: 1/2.
    const report = exact({ hits: { count: 1, strength: 4 }, target: { profile: { T: 4, W: 2 }, models: 3, woundsOnCurrent: 1 } });
    expect(report.unit.modelsRemoved.exactly.map(fr)).toEqual(['1/2', '1/2']);
  });
});

describe('automatic hits and unusual attacks (B-14)', () => {
  it('a Fireball: D6 Strength 4 hits, resolved from the wound roll', () => {
    // S4 v T3: 3+, 2/3; armour 6+ at S4 is 7+: no save. Each hit removes a model with 2/3.
    // Hits 1–6, each 1/6: mean 7/2. Models removed: mean 7/2 · 2/3 = 7/3.
    // None removed: Σ 1/6 · (1/3)^h for h = 1..6 = 1/6 · (1/3)(1 − 1/729)/(2/3) = 728/8748 = 182/2187.
    const report = exact({ hits: { source: 'spell', name: 'Fireball', count: 'D6', strength: 4 }, target: { profile: { T: 3, armour: 6 }, models: 10 } });
    expect(report.analysis.save.armour?.possible).toBe(false);
    expect(report.unit.hits.exactly.map(fr)).toEqual(['0', '1/6', '1/6', '1/6', '1/6', '1/6', '1/6']);
    expect(report.unit.hits.mean).toBeCloseTo(3.5, 12);
    expect(fr(report.unit.modelsRemoved.exactly[0])).toBe('182/2187');
    expect(report.unit.modelsRemoved.mean).toBeCloseTo(7 / 3, 12);
    expect(fr(report.shots[0]?.unsaved)).toBe('2/3');
  });

  it('a fixed number of impact hits', () => {
    // Three S5 hits at T4 (3+, 2/3), armour 4+ at S5 is 6+ (1/6 saved): each gets through 5/9.
    // All three: 125/729.
    const report = exact({ hits: { source: 'impact-hits', count: 3, strength: 5 }, target: { profile: { T: 4, armour: 4 }, models: 5 } });
    expect(fr(report.unit.unsaved.exactly[3])).toBe('125/729');
    expect(report.unit.hits.exactly.map(fr)).toEqual(['0', '0', '0', '1']);
  });
});
