// Every model's view of every other, and carrying those views over when a model moves.
import { describe, expect, it } from 'vitest';
import { roundBase, type Polygon } from '../geometry/index.js';
import { modelView, prepareTable, tableViews, type Table, type TableModel, type TerrainPiece } from './index.js';

const box = (x0: number, y0: number, x1: number, y1: number): Polygon => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

function model(id: string, x: number, y: number, standing: TableModel['standing'] = { kind: 'ground', elevation: 0 }): TableModel {
  return { id, base: roundBase({ x, y }, 25), height: 1.25, standing, facing: 0, unit: null };
}

function wall(top: number, id = 'wall'): TerrainPiece {
  // From x = 4 to 5 across the line from (0, 0) to (10, 0).
  return { id, kind: 'hard-cover', outline: box(4, -3, 5, 3), bottom: 0, top, explosive: false };
}

/** A street: the wall, a ruin with an upper floor, and eight models about them. */
function street(moved: { readonly id: string; readonly x: number; readonly y: number } | null = null, terrain: TerrainPiece[] = [wall(0.75)]): Table {
  const ruin = { id: 'ruin', outline: box(12, 6, 16, 10), floors: [{ id: 'upper', level: 3, outline: box(12, 6, 16, 10) }] };
  const models = [
    model('shooter', 0, 0),
    model('target', 10, 0),
    model('lookout', 14, 8, { kind: 'floor', building: 'ruin', floor: 'upper', elevation: 3 }),
    model('runner', 6, 8),
    model('ogre', 20, 2),
    model('rat', 3, -6),
    model('scout', 22, 12),
    model('guard', 8, 14),
  ].map((m) => (moved && m.id === moved.id ? { ...m, base: roundBase(moved, 25) } : m));
  return { width: 48, depth: 48, terrain, buildings: [ruin], models, units: [] };
}

function expectEveryPairAsModelView(table: Table): void {
  const prepared = prepareTable(table);
  const views = tableViews(prepared);
  views.ids.forEach((shooter, s) => {
    views.ids.forEach((target, t) => {
      expect(views.views[s]![t]).toEqual(s === t ? null : modelView(prepared, shooter, target));
    });
  });
}

/** Two warbands about the street; the ogre is left without a side. */
const SIDES: ReadonlyMap<string, string> = new Map([
  ['shooter', 'reds'],
  ['lookout', 'reds'],
  ['rat', 'reds'],
  ['target', 'blues'],
  ['runner', 'blues'],
  ['scout', 'blues'],
  ['guard', 'blues'],
]);

describe('tableViews', () => {
  it('answers every pair as modelView does', () => {
    expectEveryPairAsModelView(street());
  });

  it('carried over after a model moves, equals fresh views, and redoes only what the move can touch', () => {
    const before = tableViews(prepareTable(street()));
    const table = street({ id: 'scout', x: 23, y: 12 });
    const prepared = prepareTable(table);
    const after = tableViews(prepared, before);
    expect(after.views).toEqual(tableViews(prepared).views);
    expectEveryPairAsModelView(table);
    const scout = after.ids.indexOf('scout');
    // The scout's own row and its column are redone; far from the wall, the shooter's view of
    // the target is carried over, the very same object.
    expect(after.redone[scout]).toEqual(after.ids.map((_, t) => t).filter((t) => t !== scout));
    after.redone.forEach((row, s) => {
      if (s !== scout) expect(row).toContain(scout);
    });
    const total = after.redone.reduce((sum, row) => sum + row.length, 0);
    expect(total).toBeLessThan(8 * 7);
    expect(after.views[0]![1]).toBe(before.views[0]![1]);
  });

  it('sees the wall raised through the carried views: 3/10 hidden, then all of it', () => {
    // The shooter's eyes at 0.9 · 1.25 = 1.125"; over the 0.75" wall's far edge (5" away) the
    // line reaches the target's plane (10") at 1.125 − 0.375 · 2 = 0.375" of its 1.25": 3/10.
    const before = tableViews(prepareTable(street()));
    expect(before.views[0]![1]!.hidden).toBeCloseTo(3 / 10, 9);
    const after = tableViews(prepareTable(street(null, [wall(1.5)])), before);
    expect(after.views[0]![1]).toEqual({ sightLine: false, hidden: 1, by: [{ ref: { kind: 'terrain', id: 'wall', terrain: 'hard-cover' }, fraction: 1 }] });
  });

  it('carries nothing over when the models are no longer the same ones in the same order', () => {
    const before = tableViews(prepareTable(street()));
    const table = street();
    const swapped = { ...table, models: [table.models[1]!, table.models[0]!, ...table.models.slice(2)] };
    const after = tableViews(prepareTable(swapped), before);
    expect(after.ids.slice(0, 2)).toEqual(['target', 'shooter']);
    expect(after.redone.every((row) => row.length === 7)).toBe(true);
    expect(after.views).toEqual(tableViews(prepareTable(swapped)).views);
  });

  it('carries nothing over when the terrain is no longer the same pieces', () => {
    const before = tableViews(prepareTable(street()));
    const after = tableViews(prepareTable(street(null, [wall(0.75, 'hedge')])), before);
    expect(after.redone.every((row) => row.length === 7)).toBe(true);
    expect(after.views[0]![1]!.by[0]!.ref).toEqual({ kind: 'terrain', id: 'hedge', terrain: 'hard-cover' });
  });

  it('given sides, looks only across them, each view as modelView answers it', () => {
    const prepared = prepareTable(street());
    const views = tableViews(prepared, undefined, { sides: SIDES });
    const looked: string[] = [];
    views.ids.forEach((shooter, s) => {
      views.ids.forEach((target, t) => {
        const across = s !== t && (shooter === 'ogre' || target === 'ogre' || SIDES.get(shooter) !== SIDES.get(target));
        expect(views.views[s]![t]).toEqual(across ? modelView(prepared, shooter, target) : null);
        if (across) looked.push(`${shooter}>${target}`);
      });
    });
    // Three reds see four blues and the ogre, four blues see three reds and the ogre, and the
    // ogre sees the other seven: 3·5 + 4·4 + 7 = 38 of the 56 ordered pairs.
    expect(looked).toHaveLength(38);
    expect(views.redone.reduce((sum, row) => sum + row.length, 0)).toBe(38);
    expect(views.sides).toEqual(views.ids.map((id) => SIDES.get(id) ?? null));
  });

  it('carries views over across sides, and nothing once the sides change', () => {
    const before = tableViews(prepareTable(street()), undefined, { sides: SIDES });
    const prepared = prepareTable(street({ id: 'scout', x: 23, y: 12 }));
    const after = tableViews(prepared, before, { sides: SIDES });
    expect(after.views).toEqual(tableViews(prepared, undefined, { sides: SIDES }).views);
    const shooter = after.ids.indexOf('shooter');
    const target = after.ids.indexOf('target');
    // The scout's own row: the three reds and the ogre, redone; the shooter's view of the
    // target, far from the scout, carried over.
    expect(after.redone[after.ids.indexOf('scout')]!.map((t) => after.ids[t])).toEqual(['shooter', 'lookout', 'ogre', 'rat']);
    expect(after.views[shooter]![target]).toBe(before.views[shooter]![target]);
    // The rat changes sides: every pair is worked out again, now including the rat and the shooter.
    const turned = tableViews(prepared, after, { sides: new Map([...SIDES, ['rat', 'blues']]) });
    expect(turned.redone.reduce((sum, row) => sum + row.length, 0)).toBe(turned.views.flat().filter((v) => v !== null).length);
    expect(turned.views[shooter]![turned.ids.indexOf('rat')]).toEqual(modelView(prepared, 'shooter', 'rat'));
  });
});
