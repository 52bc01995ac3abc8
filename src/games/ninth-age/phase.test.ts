import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString, totalProbability } from '../../dice/index.js';
import { prepareTable } from '../../table/index.js';
import { blockAfterCasualties, NINTH_AGE_WEAPONS, ninthAgeApplyShot, ninthAgePhaseOdds, ninthAgePlanShot, ninthAgeRoll, ninthAgeRollPhase, ninthAgeRollShot, ninthAgeTargetReport, unitModels, type WeaponEntry } from './index.js';
import { bow, box, options, terrain, testBattle, type TestUnit } from './test-battle.js';

// Red: 5 × 4 at (20, 20) facing up. Blue archers: 3 × 2 at (32, 20) facing left, 8" from red.
const red: TestUnit = { id: 'red', army: 'b', at: [20, 20], files: 5, ranks: 4, models: 18 };
const blue: TestUnit = { id: 'blue', army: 'a', at: [32, 20], facing: 270, files: 3, ranks: 2 };

describe('casualties leave from the rear (facts B2)', () => {
  it('shrinks the block to the ranks still there, its front where it was', () => {
    const battle = testBattle([red, blue]);
    const block = battle.table.units.find((u) => u.id === 'red');
    if (!block) throw new Error('no block');
    // 18 models in 4 ranks of 5 (the last rank holds 3); 4 removed leave 14: 3 ranks, depth 3".
    const after = blockAfterCasualties(battle.table, block, 4);
    expect(after.models).toEqual(block.models.slice(0, 14));
    expect(after.boundary.depth).toBe(3);
    // The front stays at y = 18: the centre moves from 20 to 19.5.
    expect(after.boundary.centre.y).toBeCloseTo(19.5, 12);
  });

  it('keeps the Health Points lost on the next model and removes whole models', () => {
    const battle = testBattle([red, blue]);
    const after = ninthAgeApplyShot(battle, 'blue', 'red', { models: 15, onCurrent: 0 });
    expect(unitModels(after, 'red')).toHaveLength(15);
    expect(after.table.models.some((m) => m.id === 'red#18')).toBe(false);
    expect(after.units.find((u) => u.id === 'blue')?.state.hasShot).toBe(true);
    const wiped = ninthAgeApplyShot(battle, 'blue', 'red', { models: 0, onCurrent: 0 });
    expect(wiped.table.units.some((u) => u.id === 'red')).toBe(false);
  });
});

describe('planning and rolling a shooting on the table', () => {
  it('refuses an illegal target and a unit that may not shoot', () => {
    const battle = testBattle([red, blue], [terrain('hill', 'opaque', box(25, 10, 27, 30))]);
    const planned = ninthAgePlanShot(battle, 'blue', 'red', null, options);
    expect(planned.ok ? null : planned.refusal.code).toBe('target-not-legal');
    const engaged = testBattle([red, { ...blue, state: { engaged: true } }]);
    const refused = ninthAgePlanShot(engaged, 'blue', 'red', null, options);
    expect(refused.ok ? null : refused.refusal.code).toBe('shooter-may-not');
  });

  it('shoots, given no weapon, the weapon the advice takes at that target, not the first one listed', () => {
    // Blue carries pistols (12") first and bows (24") second; red stands 16" away, past the pistols' reach.
    const pistols: WeaponEntry = { weapon: NINTH_AGE_WEAPONS.pistol, aim: 4 };
    const far = testBattle([{ ...red, at: [20, 20] }, { ...blue, at: [40, 20], weapons: [pistols, bow()] }]);
    const report = ninthAgeTargetReport(far, 'blue', options);
    expect(report.advice).toEqual({ target: 'red', weapon: 'bow' });
    const planned = ninthAgePlanShot(far, 'blue', 'red', null, options);
    expect(planned.ok ? planned.attack.volleys.map((v) => v.entry.weapon.id) : planned.refusal.code).toEqual(['bow']);
    // Asked for the pistols by name, the shot is refused as before.
    const pistolShot = ninthAgePlanShot(far, 'blue', 'red', 'pistol', options);
    expect(pistolShot.ok ? null : pistolShot.refusal.code).toBe('target-not-legal');
  });

  it('rolls the planned attack and hands back the battle after it', () => {
    const battle = testBattle([red, blue]);
    const planned = ninthAgePlanShot(battle, 'blue', 'red', 'bow', options, prepareTable(battle.table));
    if (!planned.ok) throw new Error('not planned');
    // Six archers in two ranks: one volley of six shots, all at short range in the open.
    expect(planned.attack.volleys.map((v) => [v.models, v.shots, v.circumstances.cover, v.circumstances.longRange])).toEqual([[6, 6, 'none', false]]);
    const result = ninthAgeRollShot(battle, planned, 7);
    expect(result.report).toEqual(ninthAgeRoll(planned.attack, 7));
    expect(unitModels(result.battle, 'red')).toHaveLength(18 - result.report.modelsRemoved);
  });
});

describe('the phase', () => {
  it('gives a distribution of battles summing to 1, and replays from its seed', () => {
    const battle = testBattle([{ ...red, models: 3 }, { ...blue, files: 2, ranks: 1 }]);
    const dist = ninthAgePhaseOdds(battle, options, undefined, exactArithmetic);
    expect(rationalToString(totalProbability(dist, exactArithmetic))).toBe('1');
    // Two bows at 4+, wounding on 4+, no save: each removes a model with 1/4. None: 9/16.
    const untouched = dist.filter((w) => unitModels(w.state.battle, 'red').length === 3).reduce((a, w) => exactArithmetic.add(a, w.p), exactArithmetic.zero);
    expect(rationalToString(untouched)).toBe('9/16');
    const rolled = ninthAgeRollPhase(battle, options, 11);
    expect(rolled).toEqual(ninthAgeRollPhase(battle, options, 11));
    expect(rolled.turns.map((t) => [t.shooter, t.target, t.weapon])).toEqual([['blue', 'red', 'bow']]);
    expect(rolled.turns[0]?.trace.length).toBe(2);
  });
});
