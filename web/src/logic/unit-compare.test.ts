// The page loads each game when it opens; these tests use every game's module at once.
import '../games/every-game.js';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../i18n/index.js';
import { unitCompareRows } from './unit-compare.js';
import { unitBattleFromValue } from './units.js';

const block = { files: 5, ranks: 2, base: { width: 1, depth: 1, unit: 'in' } } as const;

/**
 * Ten archers in one rank at y 34 and twenty goblins 6.5"–10.5" up the table, nothing between
 * them: short range (under half the bow's 24"), not point-blank (over 4").
 */
const battleaxeFile = {
  game: 'battleaxe',
  battle: {
    table: { width: 48, depth: 48 },
    armies: [
      {
        id: 'empire',
        units: [
          { id: 'archers', position: [24, 34], files: 10, ranks: 1, base: { width: 1, depth: 1, unit: 'in' }, profile: { BS: 4, S: 3, T: 3 }, weapon: 'bow' },
          { id: 'unarmed', position: [40, 40], ...block, profile: { BS: 4, S: 3, T: 3 } },
        ],
      },
      { id: 'greenskins', units: [{ id: 'goblins', position: [24, 26], facing: 180, files: 10, ranks: 2, base: { width: 1, depth: 1, unit: 'in' }, profile: { BS: 5, S: 3, T: 3 } }] },
    ],
  },
};

describe('unit battles: the compare view', () => {
  it('Battleaxe: each unit and each way of shooting at the target; the odds worked by hand', () => {
    const scenario = unitBattleFromValue(battleaxeFile);
    if (!scenario) throw new Error('not a unit battle');
    const cat = catalogue('en');
    const rows = unitCompareRows(cat, scenario, 'goblins');
    expect(rows.map((r) => [r.shooter, r.how, r.usable])).toEqual([
      ['archers', cat.battleaxe.battle.direct, true],
      ['archers', cat.battleaxe.battle.volley, true],
      ['unarmed', '', false],
    ]);
    // Direct fire: ten shots, BS 4 hits on 4+ (1/2), S3 against T3 wounds on 4+ (1/2), no save:
    // each shot removes a goblin with 1/4; ten shots remove 10/4 on average, and any with 1 − (3/4)^10.
    const direct = rows[0]?.odds;
    expect(direct?.meanModelsRemoved).toBeCloseTo(2.5, 9);
    expect(direct?.anyRemoved).toBeCloseTo(1 - (3 / 4) ** 10, 9);
    expect(direct?.destroyed).toBe(0);
    // A volley is −1 to hit: 5+ (1/3), so each shot removes one with 1/6.
    expect(rows[1]?.odds?.meanModelsRemoved).toBeCloseTo(10 / 6, 9);
    // The models removed for the overlay chart: none with (3/4)^10, all ten shots with (1/4)^10,
    // and no eleventh (ten shots); a volley removes exactly one with 10 × 1/6 × (5/6)^9.
    expect(rows[0]?.models[0]?.exactly).toBeCloseTo((3 / 4) ** 10, 12);
    expect(rows[0]?.models[10]?.atLeast).toBeCloseTo((1 / 4) ** 10, 12);
    expect(rows[0]?.models[11]?.atLeast ?? 0).toBe(0);
    expect(rows[1]?.models[1]?.exactly).toBeCloseTo(10 * (1 / 6) * (5 / 6) ** 9, 12);
    expect(rows[0]?.modelsHeading).not.toBeNull();
    expect(rows[2]?.models).toEqual([]);
    // The unit without a bow may not shoot, and says why.
    expect(rows[2]?.odds).toBeNull();
    expect(rows[2]?.reasons.join(' ')).toContain(cat.battleaxe.shooterRefusal['no-missile-weapon']);
  });
});
