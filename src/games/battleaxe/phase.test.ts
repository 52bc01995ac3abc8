// The shooting phase on a table: cover from what hides each target model (B-10), batches,
// range bands from each shooter, volleys (B-7), and units shooting in turn with the state
// they leave. Expected odds are worked by hand in the comments.
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString } from '../../dice/index.js';
import { prepareTable } from '../../table/index.js';
import {
  analyseToHit,
  BATTLEAXE_DEFAULT_VARIANTS,
  battleaxeApplyShot,
  battleaxePhaseOdds,
  battleaxePhaseUnitOdds,
  battleaxePlanShot,
  battleaxeRollPhase,
  battleaxeRollShot,
  battleaxeTargetReport,
  unitModels,
  type BattleaxeBattle,
} from './index.js';
import { box, piece, testBattle, type TestUnit } from './test-battle.js';

const options = { variants: BATTLEAXE_DEFAULT_VARIANTS };
const report = (battle: BattleaxeBattle, unit = 'archers') => battleaxeTargetReport(battle, unit, options, prepareTable(battle.table));

// Ten archers in a line (1" bases) 8.5" from ten spearmen, five wide and two deep, facing them.
const archers: TestUnit = { id: 'archers', army: 'a', at: [24, 30], files: 10 };
const spearmen: TestUnit = { id: 'spearmen', army: 'b', at: [24, 20], files: 5, ranks: 2, facing: 180 };
// Just in front of the spearmen, lower than their 1.25" bodies: it hides the lower four fifths.
const along = box(21, 21.2, 27, 21.6);

const direct = (battle: BattleaxeBattle, target = 'spearmen') => report(battle).candidates.find((c) => c.target === target)?.options.find((o) => !o.volley);
const volley = (battle: BattleaxeBattle, target = 'spearmen') => report(battle).candidates.find((c) => c.target === target)?.options.find((o) => o.volley);

describe('cover from the table (B-10)', () => {
  it('in the open: one batch of ten at 4+, short range', () => {
    const shooting = direct(testBattle([archers, spearmen]));
    expect(shooting?.batches.map((b) => [b.models, b.cover])).toEqual([[10, null]]);
    expect(shooting?.batches[0]?.circumstances).toMatchObject({ longRange: false, pointBlank: false, softCover: false, hardCover: false });
    // 10 shots hitting on 4+ and wounding T3 with S3 on 4+: 10 · 1/4 = 2.5 models on average.
    expect(shooting?.odds?.meanModelsRemoved).toBeCloseTo(2.5, 12);
  });

  it('behind a hedge: every spearman more than half hidden by soft cover, 5+', () => {
    const shooting = direct(testBattle([archers, spearmen], [piece('hedge', 'soft-cover', along, 1)]));
    const batch = shooting?.batches[0];
    expect(batch).toMatchObject({ models: 10, cover: 'soft', hiddenModels: 10, coverBy: [{ kind: 'terrain', id: 'hedge', cover: 'soft' }] });
    // 10 · 1/3 · 1/2 = 5/3.
    expect(shooting?.odds?.meanModelsRemoved).toBeCloseTo(5 / 3, 12);
  });

  it('behind a wall: hard cover, 6+', () => {
    const shooting = direct(testBattle([archers, spearmen], [piece('wall', 'hard-cover', along, 1)]));
    expect(shooting?.batches[0]?.cover).toBe('hard');
    // 10 · 1/6 · 1/2 = 5/6.
    expect(shooting?.odds?.meanModelsRemoved).toBeCloseTo(5 / 6, 12);
  });

  it('a hedge and a wall together give −2, not −3 (B-4)', () => {
    const both = testBattle([archers, spearmen], [piece('hedge', 'soft-cover', box(21, 21.8, 27, 22.2), 1), piece('wall', 'hard-cover', along, 1)]);
    const batch = direct(both)?.batches[0];
    expect(batch?.cover).toBe('hard');
    expect(batch?.circumstances).toMatchObject({ softCover: false, hardCover: true });
  });

  it('half behind a hedge and half behind a wall: soft cover unless hard things hide more than half, as each archer sees it', () => {
    const mixed = testBattle([archers, spearmen], [piece('hedge', 'soft-cover', box(21, 21.2, 24, 21.6), 1), piece('wall', 'hard-cover', box(24, 21.2, 27, 21.6), 1)]);
    const candidate = report(mixed).candidates[0];
    for (const view of candidate?.views ?? []) {
      const hard = view.hiddenModels.filter((h) => h.cover === 'hard').length;
      expect(view.hiddenModels.length).toBe(10);
      expect(view.cover).toBe(hard > 5 ? 'hard' : 'soft');
    }
    // From the left the wall hides at most the two right-hand files (4 of 10): soft. From the right
    // the middle file is behind the wall too (6 of 10): hard. Two batches, each with its own roll.
    const batches = candidate?.options[0]?.batches ?? [];
    expect(batches.map((b) => [b.models, b.cover])).toEqual([
      [6, 'soft'],
      [4, 'hard'],
    ]);
    expect(batches.map((b) => b.coverBy.map((s) => ('id' in s ? s.id : '')).sort())).toEqual([
      ['hedge', 'wall'],
      ['hedge', 'wall'],
    ]);
  });
});

describe('shooters that see the target differently (B-10) and volleys over a friendly unit (B-7)', () => {
  // Six swordsmen of the same army stand 2" in front of the six archers on the left.
  const friends = testBattle([archers, spearmen, { id: 'swordsmen', army: 'a', at: [22, 28], files: 6, weapon: null }]);

  it('shooting directly, only the archers that see past the swordsmen fire', () => {
    const shooting = direct(friends);
    expect(shooting?.idle.map((i) => i.reason)).toEqual(Array(6).fill('no-sight'));
    expect(shooting?.batches.map((b) => [b.shooters, b.cover])).toEqual([[['archers#7', 'archers#8', 'archers#9', 'archers#10'], null]]);
    // 4 · 1/2 · 1/2 = 1.
    expect(shooting?.odds?.meanModelsRemoved).toBeCloseTo(1, 12);
  });

  it('in a volley every archer in range fires at −1; those behind the swordsmen take hard cover too', () => {
    const shooting = volley(friends);
    expect(shooting?.batches.map((b) => [b.models, b.cover, b.coverBy])).toEqual([
      [6, 'hard', [{ kind: 'unit', id: 'swordsmen' }]],
      [4, null, []],
    ]);
    const needed = shooting?.attack?.batches.map((b) => b.circumstances);
    expect(needed?.every((c) => c.volleyFire)).toBe(true);
    // Open batch 5+ (1/3), covered batch 4 + 1 + 2 = 7: a 6 then 4+ (1/12); each hit wounds on 4+.
    // 4 · 1/3 · 1/2 + 6 · 1/12 · 1/2 = 2/3 + 1/4 = 11/12: direct shooting does better and is advised.
    expect(shooting?.odds?.meanModelsRemoved).toBeCloseTo(11 / 12, 12);
    expect(report(friends).advice).toEqual({ target: 'spearmen', volley: false });
  });

  it('measures range from each shooter: long range and point-blank batches', () => {
    // A line of archers slanting away: the nearest 3" from the target, the farthest 15".
    const slant: TestUnit = { id: 'archers', army: 'a', at: [24, 30], files: 1 };
    const near = { ...slant, id: 'near', at: [24, 24.5] as const };
    const far = { ...slant, id: 'far', at: [24, 36.5] as const };
    const battle = testBattle([{ ...near, id: 'archers' }, spearmen]);
    const close = direct(battle)?.batches[0];
    expect(close?.circumstances.pointBlank).toBe(true);
    expect(close?.distance.min).toBeCloseTo(3, 9);
    const distant = direct(testBattle([{ ...far, id: 'archers' }, spearmen]))?.batches[0];
    expect(distant?.circumstances.longRange).toBe(true);
    expect(distant?.distance.min).toBeCloseTo(15, 9);
  });

  it('shoots a stand and shoot reaction at −1, with neither point-blank nor long range (B-6)', () => {
    // The archer 3" away would take point-blank: BS 4 needs 4+ (seed: 7 − BS), +1 is 3+.
    // As a stand and shoot the +1 goes and −1 comes: 5+. The one 15" away (long range with
    // the bow's 24") likewise needs 5+ instead of the 5+ long range alone would give.
    const slant: TestUnit = { id: 'archers', army: 'a', at: [24, 24.5], files: 1 };
    const reacting = { ...slant, state: { standAndShoot: true } };
    const close = direct(testBattle([reacting, spearmen]))!;
    const attack = close.attack!;
    const toHit = analyseToHit(attack, attack.batches[0]!);
    expect(toHit.modifiers).toEqual([
      { code: 'point-blank', value: 0, ignoredBy: 'stand-and-shoot' },
      { code: 'stand-and-shoot', value: -1 },
    ]);
    expect(toHit.needed).toBe(5);
    const far = direct(testBattle([{ ...reacting, at: [24, 36.5] }, spearmen]))!.attack!;
    const farHit = analyseToHit(far, far.batches[0]!);
    expect(farHit.modifiers).toEqual([
      { code: 'long-range', value: 0, ignoredBy: 'stand-and-shoot' },
      { code: 'stand-and-shoot', value: -1 },
    ]);
    expect(farHit.needed).toBe(5);
  });

  it('refuses a unit in combat, out of sight, or out of range', () => {
    expect(direct(testBattle([archers, { ...spearmen, state: { inCombat: true } }]))?.refusals).toEqual(['in-combat']);
    const hidden = testBattle([archers, spearmen], [piece('tower', 'opaque', box(18, 22.5, 30, 23.5), 5)]);
    expect(direct(hidden)?.refusals).toEqual(['not-visible']);
    expect(volley(hidden)?.refusals).toEqual(['not-visible']);
    const far = testBattle([{ ...archers, at: [24, 46] }, { ...spearmen, at: [24, 2] }]);
    expect(direct(far)?.refusals).toEqual(['out-of-range']);
  });
});

describe('planning, rolling and applying a unit\'s shooting', () => {
  const battle = testBattle([archers, spearmen]);

  it('refuses a unit that may not shoot, an unknown target and a volley the weapon cannot fire', () => {
    expect(battleaxePlanShot(battle, 'spearmen', 'archers', null, options)).toMatchObject({ ok: false, refusal: { code: 'shooter-may-not' } });
    expect(battleaxePlanShot(battle, 'archers', 'nobody', null, options)).toMatchObject({ ok: false, refusal: { code: 'no-such-target', target: 'nobody' } });
    const crossbows = testBattle([{ ...archers, weapon: { id: 'crossbow', range: 30, strength: 4, shots: 1, armourPiercing: 0, multipleWounds: { kind: 'fixed', value: 1 }, volleyFire: false } }, spearmen]);
    expect(battleaxePlanShot(crossbows, 'archers', 'spearmen', true, options)).toMatchObject({ ok: false, refusal: { code: 'volley-not-allowed', weapon: 'crossbow' } });
  });

  it('removes casualties from the rear and marks the unit as having shot', () => {
    const planned = battleaxePlanShot(battle, 'archers', 'spearmen', false, options);
    if (!planned.ok) throw new Error('a legal shooting');
    const result = battleaxeRollShot(battle, planned, 3);
    const left = unitModels(result.battle, 'spearmen');
    expect(left.length).toBe(10 - result.report.modelsRemoved);
    expect(left).toEqual(unitModels(battle, 'spearmen').slice(0, left.length));
    expect(result.battle.units.find((u) => u.id === 'archers')?.state.hasShot).toBe(true);
    expect(battleaxeRollShot(battle, planned, 3)).toEqual(result);
  });

  it('carries a wound on the next model and makes a last model a lone target (B-8, B-13)', () => {
    const after = battleaxeApplyShot(testBattle([archers, { ...spearmen, profile: { W: 2 } }]), 'archers', 'spearmen', { models: 1, onCurrent: 1 });
    expect(unitModels(after, 'spearmen')).toEqual(['spearmen#1']);
    const second = battleaxePlanShot({ ...after, units: after.units.map((u) => (u.id === 'archers' ? { ...u, state: { ...u.state, hasShot: false } } : u)) }, 'archers', 'spearmen', false, options);
    if (!second.ok) throw new Error('a legal shooting');
    expect(second.attack.target).toMatchObject({ models: 1, startingModels: 10, woundsOnCurrent: 1 });
    const batch = second.attack.batches[0];
    expect(batch && analyseToHit(second.attack, batch).modifiers).toEqual([{ code: 'lone-target', value: -1 }]);
  });
});

describe('the phase: units shooting in turn at what the last one left', () => {
  // Two lone archers (one model each) and a target of two one-wound models, all in the open.
  const duel = testBattle([
    { id: 'first', army: 'a', at: [22, 30], files: 1 },
    { id: 'second', army: 'a', at: [26, 30], files: 1 },
    { id: 'pair', army: 'b', at: [24, 22], files: 2, facing: 180 },
  ]);

  it('has these exact odds, the second shot at a lone last model when the first one killed', () => {
    // First shot: 4+ to hit, 4+ to wound: 1/4. If it kills, the last model is a lone target:
    // 5+, 1/3 · 1/2 = 1/6; if not, the second shot is 1/4 again.
    // Two left 3/4 · 3/4 = 9/16; one left 3/4 · 1/4 + 1/4 · 5/6 = 19/48; none 1/4 · 1/6 = 1/24.
    const left = battleaxePhaseUnitOdds(battleaxePhaseOdds(duel, options, undefined, exactArithmetic), exactArithmetic).get('pair');
    expect(left?.map(rationalToString)).toEqual(['1/24', '19/48', '9/16']);
  });

  it('rolls each unit in turn from a seed, the same log for the same seed', () => {
    const roll = battleaxeRollPhase(duel, options, 11);
    expect(roll.turns.map((t) => [t.unit, t.target])).toEqual([
      ['first', 'pair'],
      ['second', 'pair'],
    ]);
    const removed = roll.turns.reduce((n, t) => n + t.modelsRemoved, 0);
    expect(unitModels(roll.battle, 'pair').length).toBe(2 - removed);
    for (const turn of roll.turns) {
      expect(turn.groups[0]?.step).toBe('to-hit');
      expect(turn.batches.length).toBe(1);
    }
    expect(battleaxeRollPhase(duel, options, 11)).toEqual(roll);
    expect(roll.battle.units.filter((u) => u.army === 'a').every((u) => u.state.hasShot)).toBe(true);
  });

  it('takes an order, and skips units that may not shoot', () => {
    const roll = battleaxeRollPhase(duel, options, 4, ['second', 'pair', 'first']);
    expect(roll.turns.map((t) => t.unit)).toEqual(['second', 'first']);
  });
});
