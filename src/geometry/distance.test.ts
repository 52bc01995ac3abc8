import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { footprintArb, moveFootprint, motionArb } from './test-support/arbitraries.js';
import { circleSegmentDistance, footprintDistance, pointFootprintDistance, solidDistance } from './distance.js';
import { segment } from './segment.js';
import { circle, orientedRect, polygonFootprint, solid } from './shapes.js';
import { EPSILON } from './tolerance.js';
import { point2 } from './vector.js';

describe('footprintDistance: worked examples', () => {
  it('measures circles edge to edge', () => {
    // Centres 5 apart (3-4-5), radii 0.5 and 1: 5 − 1.5.
    expect(footprintDistance(circle(point2(0, 0), 0.5), circle(point2(3, 4), 1))).toBe(3.5);
  });

  it('gives 0 for bases exactly in contact and for overlapping bases', () => {
    expect(footprintDistance(circle(point2(0, 0), 0.5), circle(point2(1, 0), 0.5))).toBe(0);
    expect(footprintDistance(circle(point2(0, 0), 0.5), circle(point2(0.6, 0), 0.5))).toBe(0);
    // A gap of a ten-millionth of an inch is below EPSILON: contact.
    expect(footprintDistance(circle(point2(0, 0), 0.5), circle(point2(1 + 1e-7, 0), 0.5))).toBe(0);
  });

  it('measures rectangles: side to side, and corner to corner', () => {
    const a = orientedRect(point2(0, 0), 2, 2);
    expect(footprintDistance(a, orientedRect(point2(5, 0), 2, 2))).toBe(3);
    // Corners (1, 1) and (4, 5): 3-4-5.
    expect(footprintDistance(a, orientedRect(point2(5, 6), 2, 2))).toBeCloseTo(5, 12);
    // Turned 45°, a 2×2 square reaches √2 from its centre towards −x.
    expect(footprintDistance(a, orientedRect(point2(5, 0), 2, 2, 45))).toBeCloseTo(4 - Math.SQRT2, 12);
  });

  it('measures circle to rectangle: to a side, to a corner, and inside', () => {
    const r = orientedRect(point2(0, 0), 4, 2);
    expect(footprintDistance(circle(point2(0, -4), 1), r)).toBe(2);
    // From (5, 5) to the corner (2, 1): 5, less the radius 1.
    expect(footprintDistance(circle(point2(5, 5), 1), r)).toBeCloseTo(4, 12);
    expect(footprintDistance(circle(point2(0.5, 0), 0.25), r)).toBe(0);
    expect(footprintDistance(r, circle(point2(5, 5), 1))).toBeCloseTo(4, 12);
  });

  it('measures polygons, and a polygon swallowing a circle', () => {
    const tri = polygonFootprint([point2(0, 0), point2(4, 0), point2(0, 4)]);
    // The hypotenuse x + y = 4 lies 2√2 from (4, 4); radius 1.
    expect(footprintDistance(tri, circle(point2(4, 4), 1))).toBeCloseTo(2 * Math.SQRT2 - 1, 12);
    expect(footprintDistance(tri, circle(point2(1, 1), 0.2))).toBe(0);
    expect(pointFootprintDistance(point2(-3, 0), tri)).toBe(3);
    expect(circleSegmentDistance(circle(point2(2, 3), 1), segment(point2(0, 0), point2(4, 0)))).toBe(2);
  });

  it('measures solids in 3D: a model on a 3" floor above one on the ground', () => {
    // The high model stands on a floor at 4.5" (its feet), the low one is 1.5" tall.
    const low = solid(circle(point2(0, 0), 0.5), 0, 1.5);
    const high = solid(circle(point2(5, 0), 0.5), 4.5, 6);
    // Gap across 4, gap up 4.5 − 1.5 = 3: the 3-4-5 triangle gives 5.
    expect(solidDistance(low, high)).toBe(5);
    expect(solidDistance(high, low)).toBe(5);
    // Same floor: the vertical ranges overlap and only the horizontal gap counts.
    expect(solidDistance(low, solid(circle(point2(5, 0), 0.5), 1, 2))).toBe(4);
  });
});

describe('solidDistance: properties', () => {
  it('is exactly the hypotenuse of the horizontal and vertical gaps (Math.hypot), on a level or not', () => {
    // Heights from a few levels, so that many pairs overlap in height (vertical gap 0) or touch.
    const level = fc.constantFrom(0, 0.5, 1, 1.5, 3, 4.5);
    const solidArb = fc.tuple(footprintArb, level, fc.constantFrom(0.5, 1, 2, 3.25)).map(([f, bottom, tall]) => solid(f, bottom, bottom + tall));
    fc.assert(
      fc.property(solidArb, solidArb, (a, b) => {
        const vertical = Math.max(0, b.bottom - a.top, a.bottom - b.top);
        const plain = Math.hypot(footprintDistance(a.footprint, b.footprint), vertical);
        expect(solidDistance(a, b)).toBe(plain <= EPSILON ? 0 : plain);
      }),
    );
  });
});

describe('footprintDistance: properties', () => {
  it('is symmetric', () => {
    fc.assert(
      fc.property(footprintArb, footprintArb, (a, b) => {
        // Equal up to rounding: the two orders take the closest points in a different sequence.
        expect(footprintDistance(a, b)).toBeCloseTo(footprintDistance(b, a), 12);
      }),
    );
  });

  it('does not change when the whole table is moved and turned', () => {
    fc.assert(
      fc.property(footprintArb, footprintArb, motionArb, (a, b, m) => {
        const before = footprintDistance(a, b);
        const after = footprintDistance(moveFootprint(a, m), moveFootprint(b, m));
        expect(Math.abs(after - before)).toBeLessThan(1e-9 * (1 + before) + 2e-6);
      }),
    );
  });

  it('is 0 exactly when a footprint contains a point of the other (its centre, here)', () => {
    fc.assert(
      fc.property(footprintArb, (a) => {
        const inside = a.kind === 'polygon' ? null : a.centre;
        if (inside) expect(footprintDistance(a, circle(inside, 0.1))).toBe(0);
      }),
    );
  });
});
