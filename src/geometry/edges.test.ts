import { describe, expect, it } from 'vitest';
import { footprintEdgeDistance, footprintInsidePolygon, footprintNearEdge } from './edges.js';
import { circle, orientedRect, polygonFootprint } from './shapes.js';
import { point2 } from './vector.js';

// A 10"×6" building floor, and an L-shaped one.
const floor = [point2(0, 0), point2(10, 0), point2(10, 6), point2(0, 6)];
const ell = [point2(0, 0), point2(6, 0), point2(6, 2), point2(2, 2), point2(2, 6), point2(0, 6)];

describe('edges', () => {
  it('measures from a base to the nearest edge of the floor', () => {
    // Centre 2" from the left edge, radius 0.5.
    expect(footprintEdgeDistance(circle(point2(2, 3), 0.5), floor)).toBe(1.5);
    // A base hanging over the edge is at 0.
    expect(footprintEdgeDistance(circle(point2(0.2, 3), 0.5), floor)).toBe(0);
    // Outside the building it is the gap to the wall.
    expect(footprintEdgeDistance(circle(point2(12, 3), 0.5), floor)).toBe(1.5);
    // A 2×1 base at (5, 5): its rear edge is at y = 5.5, half an inch from the edge y = 6.
    expect(footprintEdgeDistance(orientedRect(point2(5, 5), 2, 1), floor)).toBe(0.5);
  });

  it('tells whether a base is within a distance of the edge', () => {
    const base = circle(point2(2, 3), 0.5);
    expect(footprintNearEdge(base, floor, 1.5)).toBe(true);
    expect(footprintNearEdge(base, floor, 1.4)).toBe(false);
    // A base in the L's notch at (3, 3) is 1" from both inner walls (y = 2 and x = 2).
    expect(footprintEdgeDistance(circle(point2(3, 3), 0.5), ell)).toBe(0.5);
    // Beyond the end of the bar, the corner (6, 2) is nearest: from (9, 6), 3-4-5.
    expect(footprintEdgeDistance(circle(point2(9, 6), 0.5), ell)).toBe(4.5);
  });

  it('tells whether a footprint stands wholly on the floor', () => {
    expect(footprintInsidePolygon(circle(point2(2, 3), 0.5), floor)).toBe(true);
    expect(footprintInsidePolygon(circle(point2(0.5, 3), 0.5), floor)).toBe(true);
    expect(footprintInsidePolygon(circle(point2(0.4, 3), 0.5), floor)).toBe(false);
    expect(footprintInsidePolygon(orientedRect(point2(1, 1), 1, 1), ell)).toBe(true);
    expect(footprintInsidePolygon(polygonFootprint([point2(0, 0), point2(6, 0), point2(6, 2), point2(0, 2)]), ell)).toBe(true);
    // A triangle with every corner on the L whose long side cuts across the notch.
    expect(footprintInsidePolygon(polygonFootprint([point2(1, 1), point2(5, 1), point2(1, 5)]), ell)).toBe(false);
    expect(footprintInsidePolygon(orientedRect(point2(3, 3), 2, 2), ell)).toBe(false);
  });
});
