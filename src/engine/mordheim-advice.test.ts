// The Mordheim advice keeps a shot's end states between calls on tables with the same buildings
// (a heat map or an exposure map asks the same shot from many places). What it keeps must not
// stand in for a shot whose firer could slip off a ledge where the first firer could not.
import { describe, expect, it } from 'vitest';
import { floatArithmetic } from '../dice/index.js';
import { MORDHEIM_DEFAULT_VARIANTS, MORDHEIM_WEAPONS } from '../games/mordheim/index.js';
import { box, testBattle } from '../games/mordheim/test-battle.js';
import { mordheimGame } from './mordheim.js';

describe('the Mordheim advice\'s kept shots', () => {
  it('tells apart a misfiring gunner at a roof\'s edge from one in the roof\'s middle (M-15, M-16)', () => {
    // The same buildings array in both battles: the advice keys what it keeps by it.
    const buildings = [{ id: 'house', outline: box(10, 10, 20, 17), floors: [{ id: 'roof', level: 4, outline: box(10, 10, 20, 17) }] }];
    const onRoof = { kind: 'floor', building: 'house', floor: 'roof', elevation: 4 } as const;
    const variants = { ...MORDHEIM_DEFAULT_VARIANTS, blackpowderMisfire: true };
    const battleWithGunnerAt = (at: [number, number], on = buildings) =>
      testBattle([
        { id: 'gunner', warband: 'a', at, weapons: [MORDHEIM_WEAPONS.handgun], standing: onRoof },
        { id: 'T', warband: 'b', at: [15, 36] },
      ], [], on);
    // In the middle of the roof no edge is within 1": a misfire that downs the gunner drops it nowhere.
    const middle = { game: 'mordheim' as const, kind: 'battle' as const, battle: battleWithGunnerAt([15, 13.5]), variants };
    // At the roof's south edge (its base's centre 0.8" from it), a downed gunner may slip and fall.
    const edge = { game: 'mordheim' as const, kind: 'battle' as const, battle: battleWithGunnerAt([15, 16.2]), variants };
    const fellChance = (scenario: typeof middle) => {
      const shots = mordheimGame.advice?.shotsAt?.(scenario, 'gunner', 'T', floatArithmetic) ?? [];
      expect(shots).toHaveLength(1);
      return (shots[0]?.outcomes ?? [])
        .filter(({ after }) => after.kind === 'battle' && after.battle.warriors.find((w) => w.id === 'gunner')?.state.fell === true)
        .reduce((sum, o) => sum + o.chance, 0);
    };
    expect(fellChance(middle)).toBe(0);
    // Asked after the middle's shot was kept: the edge's own chance of a fall, not the middle's none.
    const edgeFell = fellChance(edge);
    expect(edgeFell).toBeGreaterThan(0);
    // The same edge on buildings of their own, where nothing was kept: the same chance.
    const alone = { game: 'mordheim' as const, kind: 'battle' as const, battle: battleWithGunnerAt([15, 16.2], structuredClone(buildings)), variants };
    expect(fellChance(alone)).toBe(edgeFell);
  });
});
