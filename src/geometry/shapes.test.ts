import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { polygonArea, polygonSignedArea } from './polygon.js';
import {
  circle,
  circleFlatPolygon,
  circlePolygon,
  facingRightVector,
  facingVector,
  footprintArea,
  footprintBounds,
  footprintCentre,
  mmToInches,
  orientedRect,
  polygonFootprint,
  rectCorners,
  rectPolygon,
  roundBase,
} from './shapes.js';
import { point2 } from './vector.js';

describe('shapes', () => {
  it('converts base sizes from millimetres: 25.4 mm is an inch', () => {
    expect(mmToInches(25.4)).toBe(1);
    expect(mmToInches(50.8)).toBe(2);
    expect(roundBase(point2(0, 0), 25.4).radius).toBe(0.5);
  });

  it('faces up the table at 0° and turns clockwise as drawn', () => {
    const up = facingVector(0);
    expect(up.x).toBeCloseTo(0, 15);
    expect(up.y).toBe(-1);
    const east = facingVector(90);
    expect(east.x).toBe(1);
    expect(east.y).toBeCloseTo(0, 15);
    const right = facingRightVector(0);
    expect(right.x).toBe(1);
    expect(right.y).toBe(0);
  });

  it('names the corners of a 10"×4" unit facing up the table', () => {
    const c = rectCorners(orientedRect(point2(0, 0), 10, 4));
    expect(c.frontLeft).toEqual({ x: -5, y: -2 });
    expect(c.frontRight).toEqual({ x: 5, y: -2 });
    expect(c.rearRight).toEqual({ x: 5, y: 2 });
    expect(c.rearLeft).toEqual({ x: -5, y: 2 });
  });

  it('turns the corners with the facing: facing 90° (+x), the front-left corner is up-right', () => {
    const c = rectCorners(orientedRect(point2(0, 0), 10, 4, 90));
    expect(c.frontLeft.x).toBeCloseTo(2, 12);
    expect(c.frontLeft.y).toBeCloseTo(-5, 12);
    expect(polygonSignedArea(rectPolygon(orientedRect(point2(0, 0), 10, 4, 37)))).toBeCloseTo(40, 12);
  });

  it('puts the corners of a circle polygon on the circle, wound positively', () => {
    const poly = circlePolygon(circle(point2(1, 2), 2), 4);
    expect(poly[0]).toEqual({ x: 3, y: 2 });
    expect(polygonSignedArea(poly)).toBeCloseTo(8, 12);
    // A 16-gon inscribed in radius 1: (16/2)·sin(2π/16).
    expect(polygonArea(circlePolygon(circle(point2(0, 0), 1)))).toBeCloseTo(8 * Math.sin(Math.PI / 8), 12);
  });

  it('writes a circle\'s polygon flat with exactly the corners of circlePolygon', () => {
    // The first corner lies on +x, the fifth (a quarter turn, y down) straight below the centre.
    const flat = circleFlatPolygon(circle(point2(1, 2), 2));
    expect(flat.length).toBe(32);
    expect(flat.slice(0, 2)).toEqual([3, 2]);
    expect(flat[8]).toBeCloseTo(1, 15);
    expect(flat[9]).toBe(4);
    const coordinate = fc.double({ min: -1000, max: 1000, noNaN: true });
    fc.assert(
      fc.property(coordinate, coordinate, fc.double({ min: 0, max: 50, noNaN: true }), (x, y, r) => {
        const c = circle(point2(x, y), r);
        expect(circleFlatPolygon(c)).toEqual(circlePolygon(c).flatMap((p) => [p.x, p.y]));
      }),
    );
  });

  it('gives centres, bounds and areas', () => {
    const tri = polygonFootprint([point2(0, 0), point2(3, 0), point2(0, 3)]);
    expect(footprintCentre(tri)).toEqual({ x: 1, y: 1 });
    expect(footprintBounds(circle(point2(1, 1), 2))).toEqual({ minX: -1, minY: -1, maxX: 3, maxY: 3 });
    expect(footprintArea(orientedRect(point2(0, 0), 10, 4, 30))).toBe(40);
    expect(footprintArea(tri)).toBe(4.5);
  });
});
