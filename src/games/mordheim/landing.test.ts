import { describe, expect, it } from 'vitest';
import { footprintInsidePolygon, pointInPolygon, polygonBoundaryDistance, roundBase } from '../../geometry/index.js';
import { basesOverlap, modelEdge, prepareTable, type Building, type Standing } from '../../table/index.js';
import { landingSpot } from './landing.js';
import { box, testBattle, type TestWarrior } from './test-battle.js';

const ROOF: Standing = { kind: 'floor', building: 'tower', floor: 'roof', elevation: 4 };
const tower = (x0: number, y0: number, x1: number, y1: number): Building => ({ id: 'tower', outline: box(x0, y0, x1, y1), floors: [{ id: 'roof', level: 4, outline: box(x0, y0, x1, y1) }] });
const onRoof = (at: [number, number]): TestWarrior => ({ id: 'T', warband: 'b', at, standing: ROOF });
/** A 25 mm base reaches this far from its centre. */
const REACH = roundBase({ x: 0, y: 0 }, 25).radius;

describe('where a model that slipped off a roof comes down', () => {
  it('just beyond the nearest edge, on the table, when it can stand there', () => {
    const table = prepareTable(testBattle([onRoof([16.8, 24])], [], [tower(16, 20, 22, 28)]).table);
    const edge = modelEdge(table, 'T');
    const spot = landingSpot(table, 'T');
    expect(spot?.standing).toEqual({ kind: 'ground', elevation: 0 });
    expect(spot?.centre.x).toBeCloseTo(edge?.landing.centre.x ?? NaN, 3);
    expect(spot?.centre.y).toBeCloseTo(24, 3);
  });

  it('on the table, clear of the tower, when the edge it slips over is the table edge', () => {
    const battle = testBattle([onRoof([47.4, 24])], [], [tower(42, 20, 48, 28)]);
    const spot = landingSpot(prepareTable(battle.table), 'T');
    if (!spot) throw new Error('there is room beside the tower');
    const base = roundBase(spot.centre, 25);
    expect(spot.standing).toEqual({ kind: 'ground', elevation: 0 });
    expect(footprintInsidePolygon(base, box(0, 0, 48, 48))).toBe(true);
    expect(pointInPolygon(spot.centre, box(42, 20, 48, 28))).toBe(false);
    expect(polygonBoundaryDistance(spot.centre, box(42, 20, 48, 28))).toBeGreaterThanOrEqual(REACH - 1e-9);
    // The nearest such spot: beside the tower's near corner, not across the table.
    expect(spot.centre.x).toBeGreaterThan(46);
  });

  it('beside a model that stands where it would land, never on its base', () => {
    const blocker: TestWarrior = { id: 'B', warband: 'a', at: [15.4, 24] };
    const battle = testBattle([onRoof([16.8, 24]), blocker], [], [tower(16, 20, 22, 28)]);
    const table = prepareTable(battle.table);
    expect(basesOverlap(roundBase(modelEdge(table, 'T')?.landing.centre ?? { x: 0, y: 0 }, 25), roundBase({ x: 15.4, y: 24 }, 25))).toBe(true);
    const spot = landingSpot(table, 'T');
    if (!spot) throw new Error('there is room beside the other model');
    expect(basesOverlap(roundBase(spot.centre, 25), roundBase({ x: 15.4, y: 24 }, 25))).toBe(false);
    expect(Math.hypot(spot.centre.x - 15.4, spot.centre.y - 24)).toBeLessThan(2);
  });

  it('under the roof, when the tower covers the whole table', () => {
    const battle = testBattle([onRoof([5.5, 3])], [], [tower(0, 0, 6, 6)]);
    const spot = landingSpot(prepareTable({ ...battle.table, width: 6, depth: 6 }), 'T');
    if (!spot) throw new Error('the ground under the roof is free');
    expect(spot.standing).toEqual({ kind: 'ground', elevation: 0 });
    expect(footprintInsidePolygon(roundBase(spot.centre, 25), box(0, 0, 6, 6))).toBe(true);
  });

  it('kept to the three decimals a file writes', () => {
    const spot = landingSpot(prepareTable(testBattle([onRoof([47.4, 24.12345])], [], [tower(42, 20, 48, 28)]).table), 'T');
    expect(spot && Number(spot.centre.x.toFixed(3))).toBe(spot?.centre.x);
    expect(spot && Number(spot.centre.y.toFixed(3))).toBe(spot?.centre.y);
  });

  it('nowhere for a model on the ground', () => {
    expect(landingSpot(prepareTable(testBattle([{ id: 'T', warband: 'b', at: [10, 10] }]).table), 'T')).toBeNull();
  });
});
