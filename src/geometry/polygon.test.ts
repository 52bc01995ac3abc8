import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  pointInPolygon,
  polygonArea,
  polygonCentroid,
  polygonConvexParts,
  polygonIsConvex,
  polygonIsSimple,
  polygonSignedArea,
} from './polygon.js';
import { polygonUnionArea } from './union.js';
import type { Point2 } from './vector.js';
import { point2 } from './vector.js';

const square = [point2(0, 0), point2(4, 0), point2(4, 4), point2(0, 4)];
const ell = [point2(0, 0), point2(6, 0), point2(6, 2), point2(2, 2), point2(2, 6), point2(0, 6)];

/** Star-shaped polygons about a centre: simple, often non-convex. */
const starPolygon = fc
  .record({
    cx: fc.double({ min: -10, max: 10, noNaN: true }),
    cy: fc.double({ min: -10, max: 10, noNaN: true }),
    radii: fc.array(fc.double({ min: 0.3, max: 4, noNaN: true }), { minLength: 3, maxLength: 9 }),
  })
  .map(({ cx, cy, radii }): Point2[] =>
    radii.map((r, k) => {
      const angle = (2 * Math.PI * k) / radii.length;
      return point2(cx + r * Math.cos(angle), cy + r * Math.sin(angle));
    }),
  );

describe('polygon basics', () => {
  it('measures area in either winding; positive winding is clockwise as drawn (y down)', () => {
    expect(polygonArea(square)).toBe(16);
    expect(polygonSignedArea(square)).toBe(16);
    expect(polygonSignedArea([...square].reverse())).toBe(-16);
    expect(polygonArea(ell)).toBe(20);
  });

  it('finds the centroid of an L: (2·6·1 + 2·4·4)… worked by parts', () => {
    // Parts: 6×2 at (3, 1) and 2×4 at (1, 4); centroid = (12·(3,1) + 8·(1,4)) / 20 = (2.2, 2.2).
    const c = polygonCentroid(ell);
    expect(c.x).toBeCloseTo(2.2, 12);
    expect(c.y).toBeCloseTo(2.2, 12);
  });

  it('counts the outline as inside', () => {
    expect(pointInPolygon(point2(1, 1), ell)).toBe(true);
    expect(pointInPolygon(point2(4, 4), ell)).toBe(false);
    expect(pointInPolygon(point2(2, 4), ell)).toBe(true);
    expect(pointInPolygon(point2(6, 0), ell)).toBe(true);
    expect(pointInPolygon(point2(6.1, 0), ell)).toBe(false);
  });

  it('tells simple polygons from self-crossing and degenerate ones', () => {
    expect(polygonIsSimple(square)).toBe(true);
    expect(polygonIsSimple(ell)).toBe(true);
    expect(polygonIsSimple([point2(0, 0), point2(4, 4), point2(4, 0), point2(0, 4)])).toBe(false);
    expect(polygonIsSimple([point2(0, 0), point2(4, 0)])).toBe(false);
    expect(polygonIsSimple([point2(0, 0), point2(2, 0), point2(4, 0)])).toBe(false);
    // Two corners touching: a figure of eight pinched at (2, 2).
    expect(
      polygonIsSimple([point2(0, 0), point2(2, 2), point2(4, 0), point2(4, 4), point2(2, 2), point2(0, 4)]),
    ).toBe(false);
    // An edge folding back over its neighbour.
    expect(polygonIsSimple([point2(0, 0), point2(4, 0), point2(2, 0), point2(2, 3)])).toBe(false);
  });

  it('knows convex from not', () => {
    expect(polygonIsConvex(square)).toBe(true);
    expect(polygonIsConvex(ell)).toBe(false);
  });

  it('splits an L into two convex pieces of the same total area', () => {
    const parts = polygonConvexParts(ell);
    expect(parts).toHaveLength(2);
    expect(parts.every(polygonIsConvex)).toBe(true);
    expect(parts.reduce((sum, p) => sum + polygonArea(p), 0)).toBeCloseTo(20, 12);
  });

  it('tiles any star-shaped polygon with convex pieces', () => {
    fc.assert(
      fc.property(starPolygon, (polygon) => {
        fc.pre(polygonIsSimple(polygon));
        const parts = polygonConvexParts(polygon);
        expect(parts.every(polygonIsConvex)).toBe(true);
        const total = parts.reduce((sum, p) => sum + polygonArea(p), 0);
        expect(total).toBeCloseTo(polygonArea(polygon), 9);
        // Pieces tile without overlap: their union is no smaller than their sum.
        expect(polygonUnionArea(parts)).toBeCloseTo(total, 9);
      }),
    );
  });
});

describe('polygonUnionArea', () => {
  it('adds disjoint squares and counts overlaps once', () => {
    const shifted = (dx: number, dy: number) => square.map((p) => point2(p.x + dx, p.y + dy));
    expect(polygonUnionArea([square, shifted(10, 0)])).toBe(32);
    // Overlap 2×2 = 4: 16 + 16 − 4.
    expect(polygonUnionArea([square, shifted(2, 2)])).toBeCloseTo(28, 12);
    expect(polygonUnionArea([square, square])).toBeCloseTo(16, 12);
  });

  it('handles a triangle crossing a square (edges crossing inside strips)', () => {
    // Triangle (−2, 1), (6, 1), (2, 5) over the 4×4 square: area 16; part outside the square is
    // the two corner triangles left and right of x ∈ [0, 4] below y = 4 plus the tip above 4.
    // Triangle area = 8·4/2 = 16. Inside-square part: the trapezoid between y = 1 and y = 4
    // clipped to 0 ≤ x ≤ 4. At height y the triangle spans x ∈ [−2 + (y − 1), 6 − (y − 1)],
    // which covers [0, 4] for y ≤ 3 and [y − 3, 7 − y] for 3 ≤ y ≤ 4: 4·2 + (4 + 2)/2·1 = 11.
    const triangle = [point2(-2, 1), point2(6, 1), point2(2, 5)];
    expect(polygonUnionArea([square, triangle])).toBeCloseTo(16 + 16 - 11, 12);
  });

  it('lies between the largest area and the sum of areas', () => {
    fc.assert(
      fc.property(fc.array(starPolygon, { minLength: 1, maxLength: 5 }), (polygons) => {
        const simple = polygons.filter(polygonIsSimple);
        fc.pre(simple.length > 0);
        const areas = simple.map(polygonArea);
        const union = polygonUnionArea(simple);
        const sum = areas.reduce((a, b) => a + b, 0);
        expect(union).toBeLessThanOrEqual(sum + 1e-9 * (1 + sum));
        expect(union).toBeGreaterThanOrEqual(Math.max(...areas) - 1e-9 * (1 + sum));
      }),
    );
  });
});
