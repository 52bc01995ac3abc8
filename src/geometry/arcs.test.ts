import { describe, expect, it } from 'vitest';
import type { Arc } from './arcs.js';
import { arcFacing, footprintArc, footprintTouchesFrontArc, pointArc } from './arcs.js';
import { circle, orientedRect, polygonFootprint } from './shapes.js';
import { point2 } from './vector.js';

// A 10" wide, 4" deep unit at the origin facing up the table (−y): corners (±5, ±2), the
// front edge at y = −2. The arc borders leave the corners at 45° outwards: from the
// front-right corner (5, −2) along (1, −1), from the front-left (−5, −2) along (−1, −1).
const unit = orientedRect(point2(0, 0), 10, 4);

describe('pointArc around a 10"×4" unit', () => {
  const cases: [number, number, Arc][] = [
    [0, -10, 'front'],
    [0, 10, 'rear'],
    [-8, 0, 'left'],
    [8, 0, 'right'],
    // Beyond the front-right corner: 2" ahead of the front and 1" right of the flank → front.
    [6, -4, 'front'],
    // 1" ahead and 2" right → right flank.
    [7, -3, 'right'],
    // Behind the rear-left corner: 3" behind, 1" left → rear; 1" behind, 3" left → left.
    [-6, 5, 'rear'],
    [-8, 3, 'left'],
    // Inside the unit the nearest side wins.
    [0, -1.5, 'front'],
    [4.5, 0, 'right'],
  ];
  it.each(cases)('(%d, %d) is in the %s arc', (x, y, arc) => {
    expect(pointArc(unit, point2(x, y)).arc).toBe(arc);
  });

  it('gives border points to the front or rear, never to a flank', () => {
    // Exactly on the lines from the front-right (5, −2) and rear-left (−5, 2) corners.
    expect(pointArc(unit, point2(7, -4)).arc).toBe('front');
    expect(pointArc(unit, point2(-7, 4)).arc).toBe('rear');
    // A corner itself belongs to front or rear.
    expect(pointArc(unit, point2(-5, -2)).arc).toBe('front');
    expect(pointArc(unit, point2(5, 2)).arc).toBe('rear');
    // Within EPSILON of a border counts as on it.
    expect(pointArc(unit, point2(7 + 1e-7, -4)).arc).toBe('front');
    expect(pointArc(unit, point2(7 + 1e-3, -4)).arc).toBe('right');
  });

  it("with onBorder 'flank', gives border points to a flank, and leaves the rest as they were", () => {
    expect(pointArc(unit, point2(7, -4), 'flank').arc).toBe('right');
    expect(pointArc(unit, point2(-7, 4), 'flank').arc).toBe('left');
    expect(pointArc(unit, point2(-7 + 1e-7, -4), 'flank').arc).toBe('left');
    // Off the borders: the same arcs either way.
    expect(pointArc(unit, point2(0, -10), 'flank').arc).toBe('front');
    expect(pointArc(unit, point2(7 + 1e-3, -4), 'flank').arc).toBe('right');
    expect(pointArc(unit, point2(7 - 1e-3, -4), 'flank').arc).toBe('front');
  });

  it('turns with the unit: facing 90° (+x), a point to the east is in front', () => {
    const east = orientedRect(point2(0, 0), 10, 4, 90);
    expect(pointArc(east, point2(10, 0)).arc).toBe('front');
    expect(pointArc(east, point2(0, -10)).arc).toBe('left');
    expect(pointArc(east, point2(0, 10)).arc).toBe('right');
  });

  it('returns the facing with its left and right ends as seen from outside', () => {
    // Standing in front and looking back at the unit (towards +y), the viewer's left is +x.
    expect(pointArc(unit, point2(0, -10)).facing).toEqual({ a: { x: 5, y: -2 }, b: { x: -5, y: -2 } });
    expect(arcFacing(unit, 'rear')).toEqual({ a: { x: -5, y: 2 }, b: { x: 5, y: 2 } });
    // From the left (−x), looking towards +x, the viewer's left is −y: the front corner.
    expect(arcFacing(unit, 'left')).toEqual({ a: { x: -5, y: -2 }, b: { x: -5, y: 2 } });
    expect(arcFacing(unit, 'right')).toEqual({ a: { x: 5, y: 2 }, b: { x: 5, y: -2 } });
  });

  it('places a footprint by its centre', () => {
    expect(footprintArc(unit, circle(point2(9, -1), 3)).arc).toBe('right');
    expect(footprintArc(unit, polygonFootprint([point2(-1, -9), point2(1, -9), point2(0, -7)])).arc).toBe('front');
  });
});

describe('footprintTouchesFrontArc: any part in the 90° front arc of the 10"×4" unit', () => {
  // The arc: beyond y = −2, and inside the borders from (5, −2) along (1, −1) and from (−5, −2) along (−1, −1).
  it('takes a circle by its distance to the arc: from (8, −2) the border is 3/√2 ≈ 2.1213" away', () => {
    expect(footprintTouchesFrontArc(unit, circle(point2(8, -2), 2.12))).toBe(false);
    expect(footprintTouchesFrontArc(unit, circle(point2(8, -2), 2.13))).toBe(true);
    expect(footprintTouchesFrontArc(unit, circle(point2(0, -10), 0.5))).toBe(true);
    // 1" behind the front side, between the corners' columns: the front side is 1" away.
    expect(footprintTouchesFrontArc(unit, circle(point2(0, 1), 0.9))).toBe(false);
    expect(footprintTouchesFrontArc(unit, circle(point2(0, 10), 1))).toBe(false);
    // Behind and beside the front-left corner (−5, −2), at (−7, 1): the corner is the nearest point, √(2² + 3²) = √13 away.
    expect(footprintTouchesFrontArc(unit, circle(point2(-7, 1), Math.sqrt(13) - 0.01))).toBe(false);
    expect(footprintTouchesFrontArc(unit, circle(point2(-7, 1), Math.sqrt(13) + 0.01))).toBe(true);
  });

  it('takes a rectangle when any corner or edge reaches into the arc, a border touch included', () => {
    // A 2"×2" square centred (8, −2): its corner (7, −3) is 1" ahead and 2" right of the flank → outside.
    expect(footprintTouchesFrontArc(unit, orientedRect(point2(8, -2), 2, 2))).toBe(false);
    // Centred (7.5, −3): the corner (6.5, −4) is 2" ahead, 1.5" right → inside.
    expect(footprintTouchesFrontArc(unit, orientedRect(point2(7.5, -3), 2, 2))).toBe(true);
    // Exactly on the border: the square (7, −4)…(9, −6) touches it at its corner (7, −4).
    expect(footprintTouchesFrontArc(unit, polygonFootprint([point2(7, -4), point2(9, -4), point2(9, -6), point2(7, -6)]))).toBe(true);
    // A wide footprint behind the unit never reaches round its flanks.
    expect(footprintTouchesFrontArc(unit, orientedRect(point2(0, 6), 30, 2))).toBe(false);
  });

  it('turns with the unit: facing 90° (+x), a target up the table is on its left flank', () => {
    const turned = orientedRect(point2(0, 0), 10, 4, 90);
    expect(footprintTouchesFrontArc(turned, circle(point2(0, -10), 0.5))).toBe(false);
    expect(footprintTouchesFrontArc(turned, circle(point2(10, 0), 0.5))).toBe(true);
  });
});
