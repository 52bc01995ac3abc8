// Worked examples on small tables; expected values are worked by hand (similar triangles).
import { describe, expect, it } from 'vitest';
import { mmToInches, orientedRect, roundBase, type Polygon } from '../geometry/index.js';
import { modelBuilding, modelDistance, modelEdge, modelView, preparedKeepingObstructions, prepareTable, unitThreeLines, type Table, type TableModel, type TerrainPiece } from './index.js';

const BASE_MM = 25;
const RADIUS = mmToInches(BASE_MM) / 2;

function model(id: string, x: number, y: number, options: Partial<Pick<TableModel, 'height' | 'standing' | 'unit'>> = {}): TableModel {
  return { id, base: roundBase({ x, y }, BASE_MM), height: options.height ?? 1.25, standing: options.standing ?? { kind: 'ground', elevation: 0 }, facing: 0, unit: options.unit ?? null };
}

const box = (x0: number, y0: number, x1: number, y1: number): Polygon => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

function wall(top: number, kind: TerrainPiece['kind'] = 'hard-cover'): TerrainPiece {
  // Runs across the line of fire, from x = 4 to 5: its far top edge is 5" from the shooter.
  return { id: 'wall', kind, outline: box(4, -3, 5, 3), bottom: 0, top, explosive: false };
}

function table(parts: Partial<Table>): Table {
  return { width: 48, depth: 48, terrain: [], buildings: [], models: [], units: [], ...parts };
}

describe('sight over a wall', () => {
  // Shooter 1.25" tall: eyes at 0.9 · 1.25 = 1.125". Target 10" away, 1.25" tall.
  const shooter = model('shooter', 0, 0);
  const target = model('target', 10, 0);

  it('a wall taller than both models hides the target completely', () => {
    const view = modelView(prepareTable(table({ terrain: [wall(1.5)], models: [shooter, target] })), 'shooter', 'target');
    expect(view.sightLine).toBe(false);
    expect(view.hidden).toBe(1);
    expect(view.by).toEqual([{ ref: { kind: 'terrain', id: 'wall', terrain: 'hard-cover' }, fraction: 1 }]);
  });

  it('lowered to 0.75", the wall hides the lower 3/10 of the target', () => {
    // The far top edge (5" away, 0.75" up) projects onto the target's plane (10" away) at
    // 1.125 + (0.75 − 1.125) · 10/5 = 0.375": hidden 0.375 / 1.25 = 3/10.
    const view = modelView(prepareTable(table({ terrain: [wall(0.75)], models: [shooter, target] })), 'shooter', 'target');
    expect(view.sightLine).toBe(true);
    expect(view.hidden).toBeCloseTo(3 / 10, 9);
  });

  it('a shooter that stepped up keeps the table prepared before its step, and sees as on its own', () => {
    // Prepared with the shooter 2" further back; it steps to 10" from the target, where the
    // 0.75" wall hides 3/10 of it (the case above). Its own body, left where it stood in the
    // prepared set, is one it looks past anyway.
    const still = prepareTable(table({ terrain: [wall(0.75)], models: [model('shooter', -2, 0), target] }));
    const moved = preparedKeepingObstructions({ ...still.table, models: [shooter, target] }, still, new Set(['shooter']));
    expect(moved?.obstructions).toBe(still.obstructions);
    expect(moved && modelView(moved, 'shooter', 'target').hidden).toBeCloseTo(3 / 10, 9);
    // The target moved too, but is not named as moved: its body in the set is stale.
    expect(preparedKeepingObstructions({ ...still.table, models: [shooter, model('target', 12, 0)] }, still, new Set(['shooter']))).toBeNull();
    // Other terrain: nothing prepared may be kept.
    expect(preparedKeepingObstructions({ ...still.table, terrain: [wall(0.75)], models: [shooter, target] }, still, new Set(['shooter']))).toBeNull();
  });

  it('a model on an upper floor sees over the tall wall', () => {
    // Floor at 3": eyes at 4.125". Over the wall's far edge the line reaches the target's
    // plane at 4.125 + (1.5 − 4.125) · 2 = −1.125", below its feet; over the floor's edge
    // (2" out) a line to the target's feet is still at 4.125 − 4.125 · 0.2 = 3.3", above the slab.
    const tower = { id: 'tower', outline: box(-2, -2, 2, 2), floors: [{ id: 'upper', level: 3, outline: box(-2, -2, 2, 2) }] };
    const up = model('shooter', 0, 0, { standing: { kind: 'floor', building: 'tower', floor: 'upper', elevation: 3 } });
    const view = modelView(prepareTable(table({ terrain: [wall(1.5)], buildings: [tower], models: [up, target] })), 'shooter', 'target');
    expect(view.sightLine).toBe(true);
    expect(view.hidden).toBe(0);
  });

  it('another model in the way hides part of the target and is named', () => {
    // Halfway, 0.6" to the side: seen from the eye it doubles, covering 1.2 − 2r … on the
    // target's plane, i.e. the target's side from 0.22" to its edge at 0.49": about 0.27.
    const blocker = model('blocker', 5, 0.6, { height: 2 });
    const view = modelView(prepareTable(table({ models: [shooter, target, blocker] })), 'shooter', 'target');
    expect(view.sightLine).toBe(true);
    expect(view.hidden).toBeGreaterThan(0.2);
    expect(view.hidden).toBeLessThan(0.3);
    expect(view.by.map((b) => b.ref)).toEqual([{ kind: 'model', id: 'blocker' }]);
  });

  it('a game may see through soft cover: it still hides, but does not stop sight', () => {
    const hedge = wall(1.5, 'soft-cover');
    const prepared = prepareTable(table({ terrain: [hedge], models: [shooter, target] }));
    const view = modelView(prepared, 'shooter', 'target', { blocks: (ref) => !(ref.kind === 'terrain' && ref.terrain === 'soft-cover') });
    expect(view.hidden).toBe(1);
    expect(view.sightLine).toBe(true);
  });
});

describe('a table prepared again after a move', () => {
  it('answers as one prepared from nothing, and prepares again only what moved', () => {
    const shooter = model('shooter', 0, 0);
    const target = model('target', 10, 0);
    const before = prepareTable(table({ terrain: [wall(1.5)], models: [shooter, target] }));
    expect(modelView(before, 'shooter', 'target').hidden).toBe(1);
    // The target steps 10" down the table. The wall ends at y = 3, and the line to the
    // target's nearest side, (10 + r/√2, 10 − r/√2), is already at y > 3.7 where it reaches the wall's near face x = 4.
    const moved = table({ terrain: [wall(1.5)], models: [shooter, { ...target, base: roundBase({ x: 10, y: 10 }, BASE_MM) }] });
    const after = prepareTable(moved, before);
    expect(after.obstructions).toEqual(prepareTable(moved).obstructions);
    expect(modelView(after, 'shooter', 'target')).toEqual(modelView(prepareTable(moved), 'shooter', 'target'));
    expect(modelView(after, 'shooter', 'target')).toEqual({ sightLine: true, hidden: 0, by: [] });
    // Obstructions are the wall (0), the shooter (1) and the target (2): only the target is new.
    expect(after.obstructions.prepared[0]).toBe(before.obstructions.prepared[0]);
    expect(after.obstructions.prepared[1]).toBe(before.obstructions.prepared[1]);
    expect(after.obstructions.prepared[2]).not.toBe(before.obstructions.prepared[2]);
  });
});

describe('distances', () => {
  it('are measured base to base, and in 3D with the elevation', () => {
    const tower = { id: 'tower', outline: box(-2, -2, 2, 2), floors: [{ id: 'upper', level: 3, outline: box(-2, -2, 2, 2) }] };
    const up = model('up', 0, 0, { standing: { kind: 'floor', building: 'tower', floor: 'upper', elevation: 3 } });
    const prepared = prepareTable(table({ buildings: [tower], models: [up, model('down', 10, 0)] }));
    const gap = 10 - 2 * RADIUS;
    expect(modelDistance(prepared, 'up', 'down', 'horizontal')).toBeCloseTo(gap, 9);
    // Bodies: 3" to 4.25" and 0" to 1.25": 1.75" apart vertically.
    expect(modelDistance(prepared, 'up', 'down', '3d')).toBeCloseTo(Math.hypot(gap, 1.75), 9);
    expect(modelDistance(prepared, 'down', 'up', '3d')).toBeCloseTo(modelDistance(prepared, 'up', 'down', '3d'), 12);
  });
});

describe('floor edges', () => {
  const tower = {
    id: 'tower',
    outline: box(-2, -2, 6, 2),
    floors: [
      { id: 'upper', level: 3, outline: box(-2, -2, 2, 2) },
      { id: 'balcony', level: 1.5, outline: box(2, -2, 6, 2) },
    ],
  };

  it('gives the distance to the nearest edge and the drop beyond it', () => {
    const onTop = model('m', -1.2, 0, { standing: { kind: 'floor', building: 'tower', floor: 'upper', elevation: 3 } });
    const facts = modelEdge(prepareTable(table({ buildings: [tower], models: [onTop] })), 'm');
    // Nearest edge x = −2: 0.8" from the centre, 0.8 − r from the base; the table is 3" below.
    expect(facts?.distance).toBeCloseTo(0.8 - RADIUS, 9);
    expect(facts?.drop).toBe(3);
  });

  it('a lower floor beyond the edge shortens the drop', () => {
    const nearBalcony = model('m', 1.5, 0, { standing: { kind: 'floor', building: 'tower', floor: 'upper', elevation: 3 } });
    const facts = modelEdge(prepareTable(table({ buildings: [tower], models: [nearBalcony] })), 'm');
    expect(facts?.drop).toBe(1.5);
  });

  it('nothing for a model on the ground; the building it stands in', () => {
    const prepared = prepareTable(table({ buildings: [tower], models: [model('g', 0, 0), model('out', 20, 20)] }));
    expect(modelEdge(prepared, 'g')).toBeNull();
    expect(modelBuilding(prepared, 'g')).toBe('tower');
    expect(modelBuilding(prepared, 'out')).toBeNull();
  });
});

describe("the three-line test (The Ninth Age's forest example)", () => {
  it('from the flank, two of three lines cross the forest', () => {
    // Red unit 10" × 4" facing up the table; the shooter stands off its right flank.
    const red = { id: 'red', boundary: orientedRect({ x: 20, y: 20 }, 10, 4, 0), models: ['red-1'] };
    const forest: TerrainPiece = { id: 'forest', kind: 'soft-cover', outline: box(28, 19.5, 31, 24), bottom: 0, top: 3, explosive: false };
    const prepared = prepareTable(table({ terrain: [forest], units: [red], models: [model('red-1', 20, 20, { unit: 'red' })] }));
    const result = unitThreeLines(prepared, { x: 35, y: 20 }, 'red');
    expect(result.arc).toBe('right');
    // The right facing runs from the rear-right corner (25, 22) — the left end seen from
    // outside — to the front-right corner (25, 18). The line to (25, 18) passes y = 18.6–19.2
    // over the forest's x range, north of its edge at 19.5; the other two pass through it.
    expect(result.lines.left.to).toEqual({ x: 25, y: 22 });
    expect(result.lines.left.crosses.map((c) => c.ref)).toEqual([{ kind: 'terrain', id: 'forest', terrain: 'soft-cover' }]);
    expect(result.lines.centre.crosses).toHaveLength(1);
    expect(result.lines.right.crosses).toEqual([]);
  });
});
