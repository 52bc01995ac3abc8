// Cover, sight and who may shoot on a table (T-6, T-7, T-8 mixing, facts B1/B4). Distances are
// in inches; every layout is worked out in the comments.
import { describe, expect, it } from 'vitest';
import { prepareTable } from '../../table/index.js';
import { modelsShooting, NINTH_AGE_WEAPONS, ninthAgeShooterStatus, ninthAgeTargetReport, type ModelShooting, type NinthAgeBattle, type WeaponEntry } from './index.js';
import { box, bow, options, terrain, testBattle, type TestUnit } from './test-battle.js';
import type { TerrainPiece } from '../../table/index.js';

/*
 * The red target: 5 files × 4 ranks of 1" bases centred on (20, 20), facing up the table: its
 * right facing runs along x = 22.5 from (22.5, 22) (rear, the facing's left end seen from the
 * right) to (22.5, 18) (front). The blue shooter: one model on a 1" base at (32, 20) facing left
 * (270°), so its sight point is the middle of its front edge, (31.5, 20): in red's right arc.
 * Its lines run to (22.5, 22), (22.5, 20) and (22.5, 18); at x = 27 they are at y = 21, 20, 19.
 */
const red: TestUnit = { id: 'red', army: 'b', at: [20, 20], files: 5, ranks: 4 };
const blue: TestUnit = { id: 'blue', army: 'a', at: [32, 20], facing: 270 };

/** Crossbows by default: bows have Volley Fire, which looks past smaller models. */
const crossbow = (): WeaponEntry => ({ weapon: NINTH_AGE_WEAPONS.crossbow, aim: 4 });

function shooterModel(battle: NinthAgeBattle, target = 'red', entry: WeaponEntry = crossbow()): ModelShooting {
  const table = prepareTable(battle.table);
  const shooter = battle.units.find((u) => u.id === 'blue');
  const victim = battle.units.find((u) => u.id === target);
  if (!shooter || !victim) throw new Error('test battle without its units');
  const [first] = modelsShooting(battle, table, shooter, victim, entry, options.variants);
  if (!first) throw new Error('no shooting model');
  return first;
}

const coverWith = (pieces: readonly TerrainPiece[], extra: readonly TestUnit[] = []) => shooterModel(testBattle([red, blue, ...extra], pieces)).cover;

describe('the forest example: the shooter in the flank arc, two of three lines through the forest', () => {
  it('gives soft cover against the flank facing', () => {
    // Forest x ∈ [26, 28], y ∈ [19.5, 24]: at x = 27 the left (y 21) and centre (y 20) lines are in it, the right (y 19) is not.
    const cover = coverWith([terrain('forest', 'soft-cover', box(26, 19.5, 28, 24))]);
    expect(cover?.arc).toBe('right');
    expect(cover?.facing).toEqual({ a: { x: 22.5, y: 22 }, b: { x: 22.5, y: 18 } });
    expect([cover?.lines.left.soft, cover?.lines.centre.soft, cover?.lines.right.soft]).toEqual([true, true, false]);
    expect(cover?.lines.left.crossings).toEqual([{ obstruction: { kind: 'terrain', id: 'forest', terrain: 'soft-cover' }, grade: 'soft', reason: 'soft-cover-terrain' }]);
    expect(cover?.cover).toBe('soft');
  });
});

describe('lines through soft, hard and mixed obstructions (T-6, T-8)', () => {
  // Strips across single lines at x ∈ [26.5, 27.5]: the left line is at y 20.94…21.06 there,
  // the centre at 20, the right at 18.94…19.06.
  const across = (line: 'left' | 'centre' | 'right', kind: 'soft-cover' | 'hard-cover' | 'opaque', id = `${kind}-${line}`) => {
    const y = { left: 21, centre: 20, right: 19 }[line];
    return terrain(id, kind, box(26.5, y - 0.3, 27.5, y + 0.3));
  };

  it('one soft line: no cover', () => {
    expect(coverWith([across('left', 'soft-cover')])?.cover).toBe('none');
  });

  it('three soft lines: soft cover', () => {
    expect(coverWith([across('left', 'soft-cover'), across('centre', 'soft-cover'), across('right', 'soft-cover')])?.cover).toBe('soft');
  });

  it('one hard line: no cover; two hard lines: hard cover', () => {
    expect(coverWith([across('left', 'hard-cover')])?.cover).toBe('none');
    const cover = coverWith([across('left', 'hard-cover'), across('right', 'hard-cover')]);
    expect([cover?.softLines, cover?.hardLines, cover?.cover]).toEqual([2, 2, 'hard']);
  });

  it('one hard and one soft line: soft cover (two lines through soft-or-hard, one hard)', () => {
    const cover = coverWith([across('left', 'hard-cover'), across('centre', 'soft-cover')]);
    expect([cover?.softLines, cover?.hardLines, cover?.cover]).toEqual([2, 1, 'soft']);
  });

  it('two hard lines and a soft one: hard cover', () => {
    expect(coverWith([across('left', 'hard-cover'), across('centre', 'hard-cover'), across('right', 'soft-cover')])?.cover).toBe('hard');
  });

  it('a line through both kinds counts for both', () => {
    // The left line crosses a soft and a hard strip; the centre one a hard strip: two hard lines.
    const left2 = terrain('wall-left', 'hard-cover', box(24, 21.2, 25, 21.8));
    const cover = coverWith([across('left', 'soft-cover'), left2, across('centre', 'hard-cover')]);
    expect(cover?.lines.left.crossings.map((c) => c.grade)).toEqual(['soft', 'hard']);
    expect([cover?.softLines, cover?.hardLines, cover?.cover]).toEqual([2, 2, 'hard']);
  });

  it('opaque terrain is hard cover, and a line past it still gives sight', () => {
    const shooting = shooterModel(testBattle([red, blue], [across('left', 'opaque'), across('centre', 'opaque')]));
    expect(shooting.may).toBe(true);
    expect(shooting.cover?.cover).toBe('hard');
  });

  it('opaque terrain across every line blocks sight', () => {
    const shooting = shooterModel(testBattle([red, blue], [terrain('hill', 'opaque', box(26, 10, 28, 30))]));
    expect(shooting.refusals).toEqual(['no-line-of-sight']);
  });
});

describe('models of other units by Height (T-7)', () => {
  // A 1 × 2 block of 1" bases centred on (27, 20.5), facing up: it covers y ∈ [19.5, 21.5] at
  // x ∈ [26.5, 27.5], so the left (y ≈ 21) and centre (y = 20) lines cross it, the right not.
  const between = (Height: number): TestUnit => ({ id: 'green', army: 'b', at: [27, 20.5], files: 1, ranks: 2, profile: { Height } });
  const withHeights = (shooter: number, target: number, obstacle: number) =>
    shooterModel(testBattle([{ ...red, profile: { Height: target } }, { ...blue, profile: { Height: shooter } }, between(obstacle)])).cover;

  it('smaller than both: nothing', () => {
    const cover = withHeights(2, 2, 1);
    expect(cover?.lines.left.crossings[0]?.reason).toBe('height-smaller-than-both');
    expect(cover?.cover).toBe('none');
  });

  it('at least one of them: soft', () => {
    expect(withHeights(2, 3, 2)?.cover).toBe('soft');
    expect(withHeights(3, 1, 2)?.lines.centre.crossings[0]?.reason).toBe('height-at-least-one');
  });

  it('at least both: hard, and it blocks the lines it crosses (T-9)', () => {
    const cover = withHeights(2, 2, 2);
    expect(cover?.lines.centre.crossings).toEqual([{ obstruction: { kind: 'model', id: 'green#1', unit: 'green', height: 2 }, grade: 'hard', reason: 'height-at-least-both' }]);
    expect(cover?.cover).toBe('hard');
  });

  it('Volley Fire looks past intervening models of the shooter\'s Height or smaller', () => {
    const battle = testBattle([red, blue, between(2)]);
    expect(shooterModel(battle, 'red', bow()).cover?.lines.centre.crossings[0]?.reason).toBe('volley-fire');
    expect(shooterModel(battle, 'red', bow()).cover?.cover).toBe('none');
    expect(shooterModel(testBattle([red, blue, between(3)]), 'red', bow()).cover?.cover).toBe('hard');
  });

  it("never the shooter's own unit", () => {
    // A second rank behind the blue model: its sight point is the front rank's, and its own
    // front rank in the way does not count.
    const twoRanks: TestUnit = { ...blue, at: [32.5, 20], ranks: 2 };
    const battle = testBattle([red, twoRanks]);
    const table = prepareTable(battle.table);
    const [shooter, target] = [battle.units[1], battle.units[0]];
    if (!shooter || !target) throw new Error('units');
    const models = modelsShooting(battle, table, shooter, target, bow(), options.variants);
    expect(models.map((m) => [m.rank, m.may, m.cover?.cover])).toEqual([
      [1, true, 'none'],
      [2, true, 'none'],
    ]);
    expect(models[1]?.sightPoint).toEqual({ x: 31.5, y: 20 });
  });

  it('2.x Height classes: Standard models are all alike', () => {
    const battle = testBattle([{ ...red, profile: { Height: 1 } }, { ...blue, profile: { Height: 2 } }, between(1)]);
    const table = prepareTable(battle.table);
    const [target, shooter] = [battle.units[0], battle.units[1]];
    if (!shooter || !target) throw new Error('units');
    const [model] = modelsShooting(battle, table, shooter, target, crossbow(), { edition: '2.x' });
    // Heights 1 and 2 are both Standard: the obstacle is as tall as both, so hard lines.
    expect(model?.cover?.lines.centre.crossings[0]?.reason).toBe('height-at-least-both');
  });
});

describe('2.x cover by the share of the target facing hidden (T-1)', () => {
  // Samples every 0.2" of the facing from y 22 to 18 (21 lines); at x ≈ 27 each line is at
  // y = 20 + (y_t − 20)/2 (within ±1% across the 0.2" thick strips).
  it('two lines crossed but only 3 of 21 hidden: soft cover by three lines, none in 2.x', () => {
    // A covers y_t 21.8 and 22 (y 20.9, 21.0); B covers y_t 20 only.
    const pieces = [terrain('a', 'soft-cover', box(26.9, 20.85, 27.1, 21.2)), terrain('b', 'soft-cover', box(26.9, 19.95, 27.1, 20.05))];
    expect(coverWith(pieces)?.cover).toBe('soft');
    const battle = testBattle([red, blue], pieces);
    const table = prepareTable(battle.table);
    const [target, shooter] = [battle.units[0], battle.units[1]];
    if (!shooter || !target) throw new Error('units');
    const [model] = modelsShooting(battle, table, shooter, target, bow(), { edition: '2.x' });
    expect(model?.cover?.method).toBe('facing-share');
    expect(model?.cover?.share?.soft).toBeCloseTo(3 / 21, 12);
    expect(model?.cover?.cover).toBe('none');
  });

  it('most of the facing hidden by the forest: soft cover in 2.x', () => {
    // The lines leave the forest at x = 28, where they are at y = 20 + (y_t − 20)·3.5/9: every
    // line to y_t above 20 − 0.5·9/3.5 = 18.71 passes through it: y_t = 18.8 … 22, 17 of 21.
    const battle = testBattle([red, blue], [terrain('forest', 'soft-cover', box(26, 19.5, 28, 24))]);
    const table = prepareTable(battle.table);
    const [target, shooter] = [battle.units[0], battle.units[1]];
    if (!shooter || !target) throw new Error('units');
    const [model] = modelsShooting(battle, table, shooter, target, bow(), { edition: '2.x' });
    expect(model?.cover?.share?.soft).toBeCloseTo(17 / 21, 12);
    expect(model?.cover?.cover).toBe('soft');
  });
});

describe('who may shoot (facts B1, B4)', () => {
  // Blue: 3 files × 3 ranks of 1" bases at (32, 20) facing left; its front edge is x = 30.5.
  const archers: TestUnit = { id: 'blue', army: 'a', at: [32, 20], facing: 270, files: 3, ranks: 3 };

  const shooting = (unit: TestUnit, target: TestUnit = red, pieces: readonly TerrainPiece[] = []) => {
    const battle = testBattle([target, unit], pieces);
    const table = prepareTable(battle.table);
    const [victim, shooter] = [battle.units[0], battle.units[1]];
    if (!shooter || !victim) throw new Error('units');
    return modelsShooting(battle, table, shooter, victim, shooter.weapons[0] ?? bow(), options.variants);
  };

  it('the first two ranks shoot; Volley Fire adds a third rank in Line Formation when the unit stood still', () => {
    expect(shooting(archers).map((m) => m.may)).toEqual([true, true, true, true, true, true, false, false, false]);
    expect(shooting(archers)[8]?.refusals).toEqual(['rear-rank']);
    expect(shooting({ ...archers, formation: 'line' }).every((m) => m.may)).toBe(true);
    expect(shooting({ ...archers, formation: 'line', state: { movement: 'advance' } })[8]?.refusals).toEqual(['rear-rank']);
  });

  it('range is measured to the Unit Boundary', () => {
    // Bow 24": the target's boundary is at x = 22.5, the blue front at 30.5: 8" away. Moved to x = 60: 37.5" away.
    const far = shooting({ ...archers, at: [60, 20] });
    expect(far[0]?.refusals).toEqual(['out-of-range']);
    expect(shooting(archers)[0]?.distance).toBeCloseTo(8, 12);
    expect(shooting(archers)[0]?.longRange).toBe(false);
  });

  it("a model nearer than the weapon's minimum range may not shoot; one exactly at it may", () => {
    // A catapult of Range 12-60" (the Dwarf Catapult's profile). The target's boundary is at
    // x = 22.5; with the unit centred at x = 36 its front rank's bases start at x = 34.5: 12"
    // away, the second rank 13". Centred at x = 35.9: 11.9" and 12.9".
    const catapult: WeaponEntry = { weapon: { id: 'catapult', minRange: 12, range: 60, shots: 1, strength: 7, armourPenetration: 4, attributes: [] }, aim: 4 };
    const atMinimum = shooting({ ...archers, at: [36, 20], weapons: [catapult] });
    expect(atMinimum[0]?.distance).toBeCloseTo(12, 12);
    expect(atMinimum.slice(0, 6).every((m) => m.may)).toBe(true);
    const nearer = shooting({ ...archers, at: [35.9, 20], weapons: [catapult] });
    expect(nearer.slice(0, 3).map((m) => m.refusals)).toEqual([['within-minimum-range'], ['within-minimum-range'], ['within-minimum-range']]);
    expect(nearer.slice(3, 6).every((m) => m.may)).toBe(true);
    // All within 12" (8", 9", 10"): the target is not legal, and each model says why.
    const battle = testBattle([red, { ...archers, weapons: [catapult] }]);
    const [candidate] = ninthAgeTargetReport(battle, 'blue', options).candidates;
    expect(candidate?.legal).toBe(false);
    expect(candidate?.models.filter((m) => m.rank <= 2).every((m) => m.refusals.includes('within-minimum-range'))).toBe(true);
  });

  it('a target behind the shooting unit is outside the Front Arc', () => {
    expect(shooting({ ...archers, facing: 90 })[0]?.refusals).toEqual(['outside-front-arc']);
  });

  it('a unit that marched shoots only with March and Shoot; Move or Fire weapons never after moving', () => {
    const battle = testBattle([red, { ...archers, state: { movement: 'march' } }]);
    const unit = battle.units[1];
    if (!unit) throw new Error('unit');
    expect(ninthAgeShooterStatus(battle, unit).weapons[0]?.refusals).toEqual(['marched']);
    expect(ninthAgeShooterStatus(battle, { ...unit, marchAndShoot: true }).may).toBe(true);
    const moveOrFire = { weapon: { id: 'bolt', range: 48, shots: 1, strength: 6, armourPenetration: 3, attributes: [{ code: 'move-or-fire' as const }] }, aim: 4 };
    expect(ninthAgeShooterStatus(battle, { ...unit, marchAndShoot: true, weapons: [moveOrFire] }).refusals).toEqual(['no-usable-weapon']);
  });

  it('the target report rates the legal targets and advises one', () => {
    const battle = testBattle([red, archers]);
    const report = ninthAgeTargetReport(battle, 'blue', options);
    expect(report.shooter.may).toBe(true);
    expect(report.candidates.map((c) => [c.target, c.legal])).toEqual([['red', true]]);
    expect(report.advice).toEqual({ target: 'red', weapon: 'bow' });
    // Six bows at 4+, S3 v R3 4+, no armour: 1/4 per shot, a model each: 6/4 on average.
    expect(report.candidates[0]?.odds?.meanModelsRemoved).toBeCloseTo(1.5, 12);
  });

  it('a unit shooting as a Stand and Shoot reaction takes −1 in 2.x only (T-1)', () => {
    const battle = testBattle([red, { ...archers, state: { standAndShoot: true } }]);
    // By the seed's rules nothing changes: 6/4 as above.
    expect(ninthAgeTargetReport(battle, 'blue', options).candidates[0]?.odds?.meanModelsRemoved).toBeCloseTo(1.5, 12);
    // 2.x: 5+ to hit (1/3), then 4+ to wound (1/2): 1/6 per bow, six bows: 1.
    const older = ninthAgeTargetReport(battle, 'blue', { variants: { ...options.variants, edition: '2.x' } });
    expect(older.candidates[0]?.odds?.meanModelsRemoved).toBeCloseTo(1, 12);
  });
});
