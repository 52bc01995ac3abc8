// The advisor's fast target lists against the full one: on random tables (walls, a tower,
// warriors standing, downed, hidden, in combat, Large), `targetsInRange` is exactly the
// candidates `targetCandidates` calls in range, and `legalTargetsInRange` exactly the legal
// ones among them, in the same order, with the same attacks, views and reasons.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareTable } from '../../table/index.js';
import { legalTargetsInRange, targetCandidates, targetsInRange, type TargetViews } from './targets.js';
import { box, options, testBattle, wallPiece, type TestWarrior } from './test-battle.js';
import { MORDHEIM_WEAPON_IDS, MORDHEIM_WEAPONS } from './weapons.js';

const WEAPONS = MORDHEIM_WEAPON_IDS.map((id) => MORDHEIM_WEAPONS[id]);
const tower = { id: 'tower', outline: box(20, 20, 28, 28), floors: [{ id: 'top', level: 3, outline: box(20, 20, 28, 28) }] };
const onTop = { kind: 'floor', building: 'tower', floor: 'top', elevation: 3 } as const;

/** Inches in quarter steps: fast-check's doubles crowd at the ends and at 0, stacking models on each other. */
const inches = (min: number, max: number) => fc.integer({ min: min * 4, max: max * 4 }).map((q) => q / 4 + 0.01);

const enemy = fc.record({
  // Around the shooter, most within a bow's reach, so the closest-target rule has work to do.
  dx: inches(-16, 16),
  dy: inches(-16, 16),
  state: fc.constantFrom('standing', 'standing', 'standing', 'knocked-down', 'fleeing', 'hidden', 'in-combat'),
  large: fc.constantFrom(false, false, false, true),
  up: fc.constantFrom(false, false, false, true),
  BS: fc.integer({ min: 2, max: 5 }),
  armour: fc.boolean(),
});

const scene = fc.record({
  shooter: fc.record({ x: inches(2, 46), y: inches(2, 46), up: fc.constantFrom(false, false, false, true), moved: fc.boolean() }),
  weapon: fc.constantFrom(...WEAPONS),
  walls: fc.array(fc.record({ dx: inches(-10, 10), dy: inches(-10, 10), long: fc.boolean(), top: fc.constantFrom(0.5, 0.75, 1, 3) }), { maxLength: 10 }),
  enemies: fc.array(enemy, { minLength: 1, maxLength: 9 }),
});

type Scene = typeof scene extends fc.Arbitrary<infer T> ? T : never;

function battleOf(s: Scene) {
  const [sx, sy] = s.shooter.up ? [24, 24] : [s.shooter.x, s.shooter.y];
  const clamp = (v: number) => Math.min(47, Math.max(1, v));
  const warriors: TestWarrior[] = [
    {
      id: 'shooter',
      warband: 'a',
      at: [sx, sy],
      weapons: [s.weapon],
      state: { moved: s.shooter.moved },
      ...(s.shooter.up ? { standing: onTop } : {}),
    },
    ...s.enemies.map((e, i): TestWarrior => {
      const up = e.up && i % 2 === 0;
      const at: [number, number] = up ? [21 + (i % 4) * 2, 21 + Math.floor(i / 4) * 2] : [clamp(sx + e.dx), clamp(sy + e.dy)];
      return {
        id: `e${i}`,
        warband: 'b',
        at,
        profile: { BS: e.BS },
        kit: { armour: e.armour ? 'light' : null },
        largeTarget: e.large,
        ...(e.large ? { height: 2.5, baseMm: 40 } : {}),
        ...(up ? { standing: onTop } : {}),
        state: {
          condition: e.state === 'knocked-down' ? 'knocked-down' : 'standing',
          ...(e.state === 'knocked-down' ? { woundsLeft: 0 } : {}),
          fleeing: e.state === 'fleeing',
          hidden: e.state === 'hidden',
          inCombat: e.state === 'in-combat',
        },
      };
    }),
  ];
  const walls = s.walls.map((w, i) => {
    const [x, y] = [Math.min(43, Math.max(1, sx + w.dx)), Math.min(43, Math.max(1, sy + w.dy))];
    return wallPiece(`wall-${i}`, w.long ? box(x, y, x + 4, y + 0.5) : box(x, y, x + 0.5, y + 3), w.top);
  });
  return testBattle(warriors, walls, [tower]);
}

describe('target lists in range (the advisor’s)', () => {
  it('equal the full list’s candidates in range, and its legal ones, on random tables', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const battle = battleOf(s);
        const table = prepareTable(battle.table);
        const shooter = battle.warriors.find((w) => w.id === 'shooter');
        if (!shooter) throw new Error('no shooter');
        const weapon = s.weapon;
        const full = targetCandidates(battle, table, shooter, weapon, options.variants);
        expect(targetsInRange(battle, table, shooter, weapon, options.variants)).toEqual(full.filter((c) => c.inRange));
        const views: TargetViews = new Map();
        expect(legalTargetsInRange(battle, table, shooter, weapon, options.variants, {}, views)).toEqual(full.filter((c) => c.inRange && c.legal));
        // Asked about one enemy alone: what the full list says of it.
        for (const e of battle.warriors.filter((w) => w.warband === 'b')) {
          expect(legalTargetsInRange(battle, table, shooter, weapon, options.variants, {}, new Map(), e.id)).toEqual(full.filter((c) => c.inRange && c.legal && c.target === e.id));
        }
        // A second weapon reading the views the first left gets the same answer.
        expect(legalTargetsInRange(battle, table, shooter, MORDHEIM_WEAPONS['long-bow'], options.variants, {}, views)).toEqual(
          targetCandidates(battle, table, shooter, MORDHEIM_WEAPONS['long-bow'], options.variants).filter((c) => c.inRange && c.legal),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('leaves out an enemy the closest-target rule rules out, and keeps one easier to hit', () => {
    // The seed's diagram (phase.test.ts): A 7" away behind a wall (cover, 5+), B 9" away in the
    // open (4+: easier), C and D in the open farther than B (4+: no easier than B).
    const battle = testBattle(
      [{ id: 'shooter', warband: 'a', at: [10, 24] }, { id: 'A', warband: 'b', at: [18, 24] }, { id: 'B', warband: 'b', at: [10, 14] }, { id: 'C', warband: 'b', at: [18, 16] }, { id: 'D', warband: 'b', at: [4, 33] }],
      [wallPiece('wall', box(15, 22, 15.5, 26), 1)],
    );
    const shooter = battle.warriors[0];
    if (!shooter) throw new Error('no shooter');
    const views: TargetViews = new Map();
    const legal = legalTargetsInRange(battle, prepareTable(battle.table), shooter, MORDHEIM_WEAPONS.bow, options.variants, {}, views);
    expect(legal.map((c) => [c.target, c.reasons])).toEqual([
      ['A', ['closest']],
      ['B', ['easier-to-hit']],
    ]);
    // C and D need 4+ even in the open, as B does: their views were never worked out.
    expect([...views.keys()].sort()).toEqual(['A', 'B']);
  });
});
