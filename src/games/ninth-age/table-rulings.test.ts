// The table as armies play it (issue 20): rulings T-6 (one Target Facing for the shooting unit,
// the Flank on a border), T-9 (sight from any point of the front edge to any part of the target),
// T-11 (a unit inside Covering terrain), T-12 (ranks, Skirmishers and Light Troops) and T-1's
// 2.x list. Every layout is worked out in its comment; inches, y down the table.
import { describe, expect, it } from 'vitest';
import { orientedRect, pointArc } from '../../geometry/index.js';
import { prepareTable, type TerrainPiece } from '../../table/index.js';
import {
  analyseToHit,
  FRONT_EDGE_INSET,
  hardTargetValue,
  modelsShooting,
  NINTH_AGE_WEAPONS,
  ninthAgeAttack,
  ninthAgeShooterStatus,
  shootingRanks,
  tableAttack,
  targetArcOf,
  type ModelShooting,
  type NinthAgeBattle,
  type NinthAgeVariants,
  type WeaponEntry,
} from './index.js';
import { box, bow, options, terrain, testBattle, type TestUnit } from './test-battle.js';

/* The red target: 5 files × 4 ranks of 1" bases centred on (20, 20), facing up the table (0°):
 * x ∈ [17.5, 22.5], y ∈ [18, 22]; its front facing is y = 18, its right facing x = 22.5. */
const red: TestUnit = { id: 'red', army: 'b', at: [20, 20], files: 5, ranks: 4 };
const crossbow = (): WeaponEntry => ({ weapon: NINTH_AGE_WEAPONS.crossbow, aim: 4 });
const v2: NinthAgeVariants = { edition: '2.x' };

function shooting(battle: NinthAgeBattle, entry: WeaponEntry = crossbow(), variants: NinthAgeVariants = options.variants): ModelShooting[] {
  const shooter = battle.units.find((u) => u.id === 'blue');
  const target = battle.units.find((u) => u.id === 'red');
  if (!shooter || !target) throw new Error('test battle without its units');
  return modelsShooting(battle, prepareTable(battle.table), shooter, target, entry, variants);
}

function only(models: readonly ModelShooting[]): ModelShooting {
  const [first] = models;
  if (!first || models.length !== 1) throw new Error('expected one shooting model');
  return first;
}

describe('T-6: one Target Facing for the shooting unit, judged by the centre of its Front Facing', () => {
  it('a wide unit whose end stands in the front arc still shoots at the right facing', () => {
    // Blue: 10 files × 1 rank facing 270° (left), centred on (30, 12): its files run along
    // y ∈ [7, 17] and its front facing is x = 29.5. The front facing's centre (29.5, 12) is
    // 9.5 right of red's centre (beyond the right side by 7) and 8 ahead (beyond the front by 6):
    // right arc. The end model's sight point (29.5, 7.5) is 12.5 ahead (beyond the front by
    // 10.5 > 7): alone it would be in the front arc.
    const battle = testBattle([red, { id: 'blue', army: 'a', at: [30, 12], facing: 270, files: 10 }]);
    const models = shooting(battle);
    const end = models.find((m) => Math.abs(m.sightPoint.y - 7.5) < 1e-9);
    expect(end).toBeDefined();
    expect(pointArc(orientedRect({ x: 20, y: 20 }, 5, 4, 0), end?.sightPoint ?? { x: 0, y: 0 }).arc).toBe('front');
    const covers = models.filter((m) => m.may).map((m) => m.cover);
    expect(covers.length).toBeGreaterThan(0);
    for (const cover of covers) {
      expect(cover?.arc).toBe('right');
      expect(cover?.facing).toEqual({ a: { x: 22.5, y: 22 }, b: { x: 22.5, y: 18 } });
    }
    expect(end?.may).toBe(true);
    expect(end?.cover?.arc).toBe('right');
  });

  it('a unit exactly on the border of the front and right arcs is in the right (Flank) arc', () => {
    // Blue: one 1" model facing 270° at (29, 12): its front centre (28.5, 12) is 8.5 right of
    // red's centre (beyond the right side by 8.5 − 2.5 = 6) and 8 ahead (beyond the front by
    // 8 − 2 = 6): on the border. The seed's geometry puts it in the front arc; T-6 in the flank.
    const rect = orientedRect({ x: 20, y: 20 }, 5, 4, 0);
    expect(pointArc(rect, { x: 28.5, y: 12 }).arc).toBe('front');
    expect(targetArcOf(rect, { x: 28.5, y: 12 }).arc).toBe('right');
    const model = only(shooting(testBattle([red, { id: 'blue', army: 'a', at: [29, 12], facing: 270 }])));
    expect(model.may).toBe(true);
    expect(model.cover?.arc).toBe('right');
  });

  it('off the border the arcs are as before: clearly in front, clearly on the flank', () => {
    const rect = orientedRect({ x: 20, y: 20 }, 5, 4, 0);
    expect(targetArcOf(rect, { x: 20, y: 10 }).arc).toBe('front');
    expect(targetArcOf(rect, { x: 32, y: 20 }).arc).toBe('right');
    expect(targetArcOf(rect, { x: 8, y: 20 }).arc).toBe('left');
    expect(targetArcOf(rect, { x: 20, y: 30 }).arc).toBe('rear');
    // The rear-left border: 8.5 left (beyond by 6) and 8 behind (beyond by 6): the left flank.
    expect(targetArcOf(rect, { x: 11.5, y: 28 }).arc).toBe('left');
  });
});

describe('T-9: sight from any point of the front edge to any part of the target unit', () => {
  it('a target whose front facing is hidden but whose flank is seen is in sight, in hard cover', () => {
    // Blue: one 1" model facing 180° (down) at (27, 11.5); its sight point (27, 12) is 7 right
    // of red's centre (beyond by 4.5) and 8 ahead (beyond by 6): red's front arc, so the front
    // facing y = 18, x ∈ [17.5, 22.5] is the Target Facing. An opaque wall x ∈ [15, 22.5],
    // y ∈ [16.5, 17.9] hides every line to it but the one to its right corner (22.5, 18),
    // which at y = 17.9 is at x = 27 − 4.5 · 5.9/6 = 22.575; a post x ∈ [22.3, 22.6],
    // y ∈ [17.95, 17.99] takes that one (there x = 22.54…22.51). A line to the flank point
    // (22.5, 18.5) is at x = 27 − 4.5 · 5.95/6.5 = 22.88 when y = 17.95: clear of both, and
    // within blue's Front Arc (6.5 ahead, 4.5 aside).
    const pieces: TerrainPiece[] = [terrain('wall', 'opaque', box(15, 16.5, 22.5, 17.9)), terrain('post', 'opaque', box(22.3, 17.95, 22.6, 17.99))];
    const model = only(shooting(testBattle([red, { id: 'blue', army: 'a', at: [27, 11.5], facing: 180 }], pieces)));
    expect(model.refusals).toEqual([]);
    expect(model.may).toBe(true);
    // Cover is still judged against the Target Facing: all three lines meet opaque terrain.
    expect(model.cover?.arc).toBe('front');
    expect([model.cover?.hardLines, model.cover?.cover]).toEqual([3, 'hard']);
  });

  it('a model whose sight point is blocked but whose front-edge corner sees may shoot, its cover drawn from that corner', () => {
    // Blue: one model on a 4" × 1" base facing 270° at (40, 20): sight point (39.5, 20), front
    // edge from (39.5, 18) to (39.5, 22), its ends taken FRONT_EDGE_INSET in. An opaque pillar x ∈ [38, 39], y ∈ [19.5, 20.5]:
    // every line from (39.5, 20) to red (x ≤ 22.5, y ∈ [18, 22]) is within 0.18 of y = 20
    // there, so blocked. From the corner (39.5, 18) the lines to the right facing are at
    // y ≤ 18 + 4 · 1.5/17 = 18.35 there: clear. The corner is 17 ahead of the right facing
    // and at most 4 − 2 = 2 aside of the sight point: within the Front Arc.
    const pieces = [terrain('pillar', 'opaque', box(38, 19.5, 39, 20.5))];
    const model = only(shooting(testBattle([red, { id: 'blue', army: 'a', at: [40, 20], facing: 270, base: [4, 1] }], pieces)));
    expect(model.may).toBe(true);
    expect(model.cover?.from.x).toBeCloseTo(39.5, 9);
    expect(Math.abs((model.cover?.from.y ?? 20) - 20)).toBeCloseTo(2 - FRONT_EDGE_INSET, 9);
    expect(model.cover?.cover).toBe('none');
  });

  it('still refused when no point of the front edge sees any part of the target', () => {
    // The same model behind an opaque wall x ∈ [35, 36], y ∈ [10, 30] that every line crosses.
    const pieces = [terrain('wall', 'opaque', box(35, 10, 36, 30))];
    const model = only(shooting(testBattle([red, { id: 'blue', army: 'a', at: [40, 20], facing: 270, base: [4, 1] }], pieces)));
    expect(model.refusals).toEqual(['no-line-of-sight']);
  });
});

describe('T-11: a unit standing more than half inside Covering terrain has its cover', () => {
  // Blue: one model facing 270° at (32, 20), sight point (31.5, 20): red's right arc. Red's
  // models' centres are at x = 18 … 22 (five files), y = 18.5 … 21.5.
  const blue: TestUnit = { id: 'blue', army: 'a', at: [32, 20], facing: 270 };
  const coverWith = (pieces: readonly TerrainPiece[]) => only(shooting(testBattle([red, blue], pieces))).cover;

  it('a forest holding every model but not reaching the facing: soft cover, though no line crosses it', () => {
    // The forest x ∈ [17, 22.2] holds all 20 centres (x ≤ 22); the lines end at x = 22.5.
    const cover = coverWith([terrain('forest', 'soft-cover', box(17, 17.5, 22.2, 22.5))]);
    expect(cover?.softLines).toBe(0);
    expect(cover?.standingIn).toEqual([{ id: 'forest', terrain: 'soft-cover' }]);
    expect(cover?.cover).toBe('soft');
  });

  it('ruins (hard Covering terrain) holding the unit give hard cover', () => {
    expect(coverWith([terrain('ruins', 'hard-cover', box(17, 17.5, 22.2, 22.5))])?.cover).toBe('hard');
  });

  it('more than half: 12 of 20 models inside is enough, 8 of 20 is not', () => {
    // x ∈ [17, 20.2] holds the files at x = 18, 19, 20: 12 models; x ∈ [17, 19.2] two files: 8.
    expect(coverWith([terrain('forest', 'soft-cover', box(17, 17.5, 20.2, 22.5))])?.cover).toBe('soft');
    const half = coverWith([terrain('forest', 'soft-cover', box(17, 17.5, 19.2, 22.5))]);
    expect([half?.standingIn, half?.cover]).toEqual([[], 'none']);
  });

  it('no such cover against a shooter standing in the same forest', () => {
    // One forest from x = 17 to 33 holds red and blue's sight point: shot from inside it.
    const cover = coverWith([terrain('forest', 'soft-cover', box(17, 17.5, 33, 22.5))]);
    expect([cover?.standingIn, cover?.cover]).toEqual([[], 'none']);
  });

  it('opaque terrain is not Covering terrain', () => {
    // A hill under the unit: no cover of its own (its lines to the facing do not cross it).
    expect(coverWith([terrain('hill', 'opaque', box(17, 17.5, 22.2, 22.5))])?.cover).toBe('none');
  });
});

describe('T-12: who shoots', () => {
  // Blue: bows (Volley Fire), 3 files × 3 ranks facing 270° at (32, 20): ranks at x = 31, 32, 33.
  const archers = (extra: Partial<TestUnit>): TestUnit => ({ id: 'blue', army: 'a', at: [32, 20], facing: 270, files: 3, ranks: 3, weapons: [bow()], ...extra });
  const byRank = (models: readonly ModelShooting[]) => [1, 2, 3].map((rank) => models.filter((m) => m.rank === rank && m.may).length);

  it('Volley Fire adds the third rank in Line Formation when the unit stood still', () => {
    expect(byRank(shooting(testBattle([red, archers({ formation: 'line' })]), bow()))).toEqual([3, 3, 3]);
  });

  it('not when it stands and shoots, nor in close formation, nor after moving', () => {
    expect(byRank(shooting(testBattle([red, archers({ formation: 'line', state: { standAndShoot: true } })]), bow()))).toEqual([3, 3, 0]);
    expect(byRank(shooting(testBattle([red, archers({ formation: 'close' })]), bow()))).toEqual([3, 3, 0]);
    expect(byRank(shooting(testBattle([red, archers({ formation: 'line', state: { movement: 'advance' } })]), bow()))).toEqual([3, 3, 0]);
    const third = shooting(testBattle([red, archers({ formation: 'line', state: { standAndShoot: true } })]), bow()).filter((m) => m.rank === 3);
    expect(third.every((m) => m.refusals.includes('rear-rank'))).toBe(true);
  });

  it('Skirmishers and Light Troops shoot with every model, whatever the weapon and formation', () => {
    // Crossbows (no Volley Fire), 3 files × 4 ranks, close formation: all 12 shoot.
    const deep = (rule: 'skirmisher' | 'lightTroops'): TestUnit => ({ id: 'blue', army: 'a', at: [32.5, 20], facing: 270, files: 3, ranks: 4, weapons: [crossbow()], [rule]: true });
    for (const rule of ['skirmisher', 'lightTroops'] as const) {
      const battle = testBattle([red, deep(rule)]);
      const unit = battle.units.find((u) => u.id === 'blue');
      if (!unit) throw new Error('no blue');
      expect(shootingRanks(unit, crossbow())).toBe(Number.POSITIVE_INFINITY);
      expect(shooting(battle).filter((m) => m.may)).toHaveLength(12);
    }
    const ranked = shooting(testBattle([red, { ...deep('skirmisher'), skirmisher: false }]));
    expect(ranked.filter((m) => m.may)).toHaveLength(6);
  });

  it('Light Troops may shoot after marching (they have March and Shoot)', () => {
    const marched = (lightTroops: boolean) => {
      const battle = testBattle([red, { id: 'blue', army: 'a', at: [32, 20], facing: 270, lightTroops, state: { movement: 'march' } }]);
      const unit = battle.units.find((u) => u.id === 'blue');
      if (!unit) throw new Error('no blue');
      return ninthAgeShooterStatus(battle, unit).refusals;
    };
    expect(marched(true)).toEqual([]);
    expect(marched(false)).toEqual(['no-usable-weapon']);
  });

  describe('Skirmishers and Light Troops do not block sight as ranked units do', () => {
    // Green, Height 3 (taller than both Height-2 units), one file of 5 ranks at x ∈ [26.5, 27.5],
    // y ∈ [17.5, 22.5]: every line from blue's front edge (x = 31.5, y 19.5…20.5) to any part
    // of red passes x = 27 within y ∈ [18.9, 21.1], through green.
    const green = (extra: Partial<TestUnit>): TestUnit => ({ id: 'green', army: 'b', at: [27, 20], files: 1, ranks: 5, profile: { Height: 3 }, ...extra });
    const blue: TestUnit = { id: 'blue', army: 'a', at: [32, 20], facing: 270 };

    it('ranked: no line of sight', () => {
      expect(only(shooting(testBattle([red, blue, green({})]))).refusals).toEqual(['no-line-of-sight']);
    });

    it('skirmishers or light troops: seen through, and only soft cover (three lines, none hard)', () => {
      for (const rule of [{ skirmisher: true }, { lightTroops: true }]) {
        const model = only(shooting(testBattle([red, blue, green(rule)])));
        expect(model.may).toBe(true);
        expect([model.cover?.softLines, model.cover?.hardLines, model.cover?.cover]).toEqual([3, 0, 'soft']);
        expect(model.cover?.lines.centre.crossings.map((c) => c.reason)).toEqual(['open-order']);
      }
    });
  });
});

describe("T-1: the 2.x list", () => {
  it('Hard Target is −1 per instance in 2.x, −X in the seed\'s rules', () => {
    const target = { hardTarget: [{ value: 2, models: 10 }], models: 10 };
    expect(hardTargetValue(target)).toBe(2);
    expect(hardTargetValue(target, '2.x')).toBe(1);
    const two = { hardTarget: [{ value: 1, models: 10 }, { value: 1, models: 6 }, { value: 1, models: 5 }], models: 10 };
    // The third instance is on only half the models: it does not count in either edition.
    expect([hardTargetValue(two), hardTargetValue(two, '2.x')]).toEqual([2, 2]);
  });

  it('a Bow (4+) at a Hard Target (2) unit needs 6 by the seed\'s rules (1/6), 5 in 2.x (1/3)', () => {
    const at = (edition: 'current' | '2.x') => analyseToHit(...first(ninthAgeAttack({ weapon: 'Bow (4+)', target: { models: 5, hardTarget: 2 }, variants: { edition } })));
    expect([at('current').needed, at('current').chance]).toEqual([6, 1 / 6]);
    expect([at('2.x').needed, at('2.x').chance]).toEqual([5, 2 / 6]);
  });

  describe('a Gigantic shooter ignores Standard models for soft cover (2.x)', () => {
    // Blue Height Gigantic at (32, 20) facing 270°; green, a Standard unit of one file of 5
    // ranks at x ∈ [26.5, 27.5], across all three lines; red Standard.
    const battle = (Height: 'gigantic' | 'large') =>
      testBattle([red, { id: 'blue', army: 'a', at: [32, 20], facing: 270, profile: { Height } }, { id: 'green', army: 'b', at: [27, 20], files: 1, ranks: 5, profile: { Height: 'standard' } }]);

    it('2.x: no cover, each crossing named', () => {
      const model = only(shooting(battle('gigantic'), crossbow(), v2));
      expect(model.cover?.cover).toBe('none');
      expect(model.cover?.lines.centre.crossings.map((c) => c.reason)).toEqual(['gigantic-ignores-standard']);
    });

    it('a Large shooter in 2.x: the Standard models are as tall as the target, soft cover', () => {
      // Large shooter, Standard target, Standard obstacle: at least one of them → soft on every line.
      expect(only(shooting(battle('large'), crossbow(), v2)).cover?.cover).toBe('soft');
    });

    it("the seed's edition: Height 5 against Height 2 models is still soft cover", () => {
      // Gigantic is 5 on the seed's scale, Standard 2: the obstacle is as tall as the target.
      expect(only(shooting(battle('gigantic'))).cover?.cover).toBe('soft');
    });
  });

  describe('a Stand and Shoot beyond the maximum range counts as long range in 2.x', () => {
    // Blue with a bow (24") at (50, 20) facing 270°: 27" from red's right facing (x = 22.5).
    const battle = (standAndShoot: boolean) => testBattle([red, { id: 'blue', army: 'a', at: [50, 20], facing: 270, weapons: [bow()], state: { standAndShoot } }]);

    it('the seed\'s rules: out of range', () => {
      expect(only(shooting(battle(true), bow())).refusals).toEqual(['out-of-range']);
    });

    it('2.x, not standing and shooting: out of range', () => {
      expect(only(shooting(battle(false), bow(), v2)).refusals).toEqual(['out-of-range']);
    });

    it('2.x standing and shooting: may shoot, at long range, needing 4 + 1 (long range) + 1 (Stand and Shoot) = 6: 1/6', () => {
      const b = battle(true);
      const model = only(shooting(b, bow(), v2));
      expect(model.distance).toBeCloseTo(27, 9);
      expect([model.may, model.longRange, model.beyondRangeByStandAndShoot]).toEqual([true, true, true]);
      const [shooter, target] = [b.units.find((u) => u.id === 'blue'), b.units.find((u) => u.id === 'red')];
      if (!shooter || !target) throw new Error('no units');
      const attack = tableAttack(b, shooter, target, bow(), [model], v2);
      const hit = analyseToHit(attack, attack.volleys[0] ?? fail());
      expect(hit.modifiers.map((m) => [m.code, m.value])).toEqual([
        ['long-range', -1],
        ['stand-and-shoot', -1],
      ]);
      expect([hit.needed, hit.outOfRange, hit.chance]).toEqual([6, false, 1 / 6]);
    });

    it('a quick attack at 27" with a bow: out of range unless standing and shooting in 2.x', () => {
      const quick = (edition: 'current' | '2.x', standAndShoot: boolean) => analyseToHit(...first(ninthAgeAttack({ weapon: 'Bow (4+)', shooter: { standAndShoot }, target: {}, circumstances: { distance: 27, longRange: true }, variants: { edition } })));
      expect(quick('current', true).outOfRange).toBe(true);
      expect(quick('2.x', false).outOfRange).toBe(true);
      expect([quick('2.x', true).outOfRange, quick('2.x', true).chance]).toEqual([false, 1 / 6]);
    });
  });
});

function first(attack: ReturnType<typeof ninthAgeAttack>): Parameters<typeof analyseToHit> {
  return [attack, attack.volleys[0] ?? fail()];
}

function fail(): never {
  throw new Error('no volley');
}
