// The examples in the TSDoc comments, run through the public entry so they stay true.
import { describe, expect, it } from 'vitest';
import {
  circle,
  footprintDistance,
  footprintEdgeDistance,
  hiddenFraction,
  obstructionSet,
  orientedRect,
  point2,
  point3,
  pointArc,
  polygonFootprint,
  polygonIsSimple,
  polygonUnionArea,
  roundBase,
  segment,
  segmentCrossesFootprint,
  sightLineExists,
  solid,
  solidDistance,
  targetSilhouette,
  threeLines,
} from './index.js';

describe('documented examples', () => {
  it('distances', () => {
    expect(footprintDistance(circle(point2(0, 0), 0.5), circle(point2(3, 4), 1))).toBe(3.5);
    expect(footprintDistance(orientedRect(point2(0, 0), 2, 2), orientedRect(point2(5, 0), 2, 2))).toBe(3);
    expect(solidDistance(solid(circle(point2(0, 0), 0.5), 0, 1.5), solid(circle(point2(5, 0), 0.5), 4.5, 6))).toBe(5);
    expect(roundBase(point2(10, 10), 25.4).radius).toBe(0.5);
  });

  it('polygons', () => {
    const square = [point2(0, 0), point2(4, 0), point2(4, 4), point2(0, 4)];
    expect(polygonUnionArea([square, square.map((p) => point2(p.x + 2, p.y + 2))])).toBeCloseTo(28, 12);
    expect(polygonIsSimple(square)).toBe(true);
    expect(polygonIsSimple([point2(0, 0), point2(4, 4), point2(4, 0), point2(0, 4)])).toBe(false);
  });

  it('sight', () => {
    const wall = solid(orientedRect(point2(5, 0), 4, 0.5, 90), 0, 2);
    const target = solid(circle(point2(10, 0), 0.5), 0, 2);
    expect(hiddenFraction(point3(0, 0, 1), target, [wall])).toEqual({ hidden: 1, by: [{ index: 0, fraction: 1 }], sightLine: false });
    const low = solid(orientedRect(point2(5, 0), 4, 0.5, 90), 0, 0.5);
    expect(sightLineExists(point3(0, 0, 1), target, [low])).toBe(true);
    const set = obstructionSet([wall]);
    expect(hiddenFraction(point3(0, 0, 1), target, set, { ignore: [0] }).hidden).toBe(0);
    const s = targetSilhouette(point3(0, 0, 2), solid(circle(point2(12, 0), 0.5), 0, 2));
    expect(s).toMatchObject({ distance: 12, left: -0.5, right: 0.5, bottom: 0, top: 2 });
    expect(s?.across.x).toBeCloseTo(0, 15);
    expect(s?.across.y).toBe(1);
  });

  it('three lines, crossings, arcs and edges', () => {
    const forest = solid(polygonFootprint([point2(4, -1), point2(6, -1), point2(6, 8), point2(4, 8)]), 0, 3);
    const lines = threeLines(point2(0, 0), segment(point2(10, -4), point2(10, 4)), [forest]);
    expect(lines.left.crosses).toEqual([]);
    expect(lines.centre.crosses).toEqual([{ index: 0, height: 3, top: 3 }]);
    expect(lines.right.crosses).toEqual([{ index: 0, height: 3, top: 3 }]);
    expect(segmentCrossesFootprint(segment(point2(0, 0), point2(10, 0)), circle(point2(5, 1), 1))).toBe(false);
    const unit = orientedRect(point2(0, 0), 10, 4);
    expect(pointArc(unit, point2(0, -10)).arc).toBe('front');
    expect(pointArc(unit, point2(8, 0)).arc).toBe('right');
    expect(pointArc(unit, point2(7, -4)).arc).toBe('front');
    const floor = [point2(0, 0), point2(10, 0), point2(10, 6), point2(0, 6)];
    expect(footprintEdgeDistance(circle(point2(2, 3), 0.5), floor)).toBe(1.5);
  });
});
