// The slab certificate against the crossing tests it stands in for.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flatSegmentCrossesPolygon, segmentCrossesPolygon } from './crossing.js';
import type { Polygon } from './polygon.js';
import { polygonIsConvex, polygonIsSimple } from './polygon.js';
import { obstructionSet } from './obstructions.js';
import { polygonFootprint, solid } from './shapes.js';
import { slabsCrossed, slabsFrom } from './slabs.js';
import { flatPolygon } from './union.js';
import { point2 } from './vector.js';

/** Star-shaped about its centre, often not convex; snapped to a quarter inch half the time. */
const outlineArb = fc
  .record({
    snapped: fc.boolean(),
    x: fc.double({ min: -10, max: 10, noNaN: true }),
    y: fc.double({ min: -10, max: 10, noNaN: true }),
    twist: fc.double({ min: 0, max: 1, noNaN: true }),
    radii: fc.array(fc.double({ min: 0.2, max: 4, noNaN: true }), { minLength: 4, maxLength: 10 }),
  })
  .map(({ snapped, x, y, twist, radii }): Polygon => {
    const q = (v: number): number => (snapped ? Math.round(v * 4) / 4 : v);
    return radii.map((r, k) => {
      const angle = ((k + twist) / radii.length) * 2 * Math.PI;
      return point2(q(x + r * Math.cos(angle)), q(y + r * Math.sin(angle)));
    });
  })
  .filter((outline) => polygonIsSimple(outline) && !polygonIsConvex(outline));

/**
 * Where lines end, relative to the point: anywhere, through the outline near its middle,
 * through a corner (grazing it), along an edge's direction (parallel to it), or through the
 * middle of an edge; each drawn short or long.
 */
const endArb = fc.record({
  kind: fc.constantFrom('free', 'through', 'corner', 'parallel', 'edge'),
  pick: fc.nat(),
  dx: fc.double({ min: -30, max: 30, noNaN: true }),
  dy: fc.double({ min: -30, max: 30, noNaN: true }),
  scale: fc.constantFrom(0.5, 1, 1.5, 3, 10),
});

describe('slabs: a line they settle as crossing, the crossing test says crosses', () => {
  it('on random outlines, from random points, with grazing and parallel lines', () => {
    let settled = 0;
    fc.assert(
      fc.property(
        outlineArb,
        fc.record({ x: fc.double({ min: -40, max: 40, noNaN: true }), y: fc.double({ min: -40, max: 40, noNaN: true }), snapped: fc.boolean() }),
        fc.array(endArb, { minLength: 1, maxLength: 12 }),
        (outline, from, ends) => {
          const q = (v: number): number => (from.snapped ? Math.round(v * 4) / 4 : v);
          const fx = q(from.x);
          const fy = q(from.y);
          const flat = flatPolygon(outline);
          const set = obstructionSet([solid(polygonFootprint(outline), 0, 1)]);
          const { cx, cy } = set.prepared[0]!;
          const seen = slabsFrom(fx, fy, 1, 0);
          for (const end of ends) {
            const n = outline.length;
            const a = outline[end.pick % n]!;
            const b = outline[(end.pick + 1) % n]!;
            const toward =
              end.kind === 'corner'
                ? { x: a.x - fx, y: a.y - fy }
                : end.kind === 'parallel'
                  ? { x: b.x - a.x, y: b.y - a.y }
                  : end.kind === 'edge'
                    ? { x: (a.x + b.x) / 2 - fx, y: (a.y + b.y) / 2 - fy }
                    : end.kind === 'through'
                      ? { x: cx + end.dx / 15 - fx, y: cy + end.dy / 15 - fy }
                      : { x: end.dx, y: end.dy };
            const ex = fx + toward.x * end.scale;
            const ey = fy + toward.y * end.scale;
            if (!slabsCrossed(seen, set, 0, Float64Array.of(ex - fx, ey - fy), 0)) continue;
            settled++;
            expect(flatSegmentCrossesPolygon(fx, fy, ex, ey, flat)).toBe(true);
            expect(segmentCrossesPolygon({ a: point2(fx, fy), b: point2(ex, ey) }, outline)).toBe(true);
          }
        },
      ),
      { numRuns: 1500 },
    );
    // The certificate must actually be exercised, not only be sound.
    expect(settled).toBeGreaterThan(400);
  });

  it('settles nothing from a point inside or beside the outline, where a corner is not ahead', () => {
    const outline = [point2(0, 0), point2(4, 0), point2(4, 4), point2(2, 1), point2(0, 4)];
    const set = obstructionSet([solid(polygonFootprint(outline), 0, 1)]);
    // From inside the notch's hull, with corners on both sides.
    const seen = slabsFrom(2, 3, 1, 0);
    expect(slabsCrossed(seen, set, 0, Float64Array.of(10, 0), 0)).toBe(false);
    expect(slabsCrossed(seen, set, 0, Float64Array.of(0, -10), 0)).toBe(false);
  });

  it('works an outline\'s slabs out only once enough lines have asked', () => {
    const outline = [point2(0, 0), point2(4, 0), point2(4, 4), point2(3, 4), point2(3, 1), point2(1, 1), point2(1, 4), point2(0, 4)];
    const set = obstructionSet([solid(polygonFootprint(outline), 0, 1)]);
    const seen = slabsFrom(2.1, -10, 1, 3);
    expect([0, 1, 2, 3].map(() => slabsCrossed(seen, set, 0, Float64Array.of(0.2, 30), 0))).toEqual([false, false, false, true]);
  });

  it('settles a long line through the middle of a notched outline, across the seam between its pieces', () => {
    // A U seen from below: the line from (2, -10) straight up through the bottom bar crosses it.
    const outline = [point2(0, 0), point2(4, 0), point2(4, 4), point2(3, 4), point2(3, 1), point2(1, 1), point2(1, 4), point2(0, 4)];
    const flat = flatPolygon(outline);
    const set = obstructionSet([solid(polygonFootprint(outline), 0, 1)]);
    const seen = slabsFrom(2.1, -10, 1, 0);
    expect(slabsCrossed(seen, set, 0, Float64Array.of(0.2, 30), 0)).toBe(true);
    // The crossing test agrees.
    expect(flatSegmentCrossesPolygon(2.1, -10, 2.3, 20, flat)).toBe(true);
    // Too short to run past the outline: not settled here (the full test decides).
    expect(slabsCrossed(seen, set, 0, Float64Array.of(0.01, 10.5), 0)).toBe(false);
  });
});
