import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flatSegmentCrossesPolygon, flatSegmentCrossesPolygonAt, segmentCrossesFootprint, segmentCrossesPolygon, segmentCrossesSolid } from './crossing.js';
import { obstructionSet } from './obstructions.js';
import { segment } from './segment.js';
import { circle, orientedRect, polygonFootprint, solid } from './shapes.js';
import { threeLines } from './three-lines.js';
import { EPSILON } from './tolerance.js';
import { point2, point3 } from './vector.js';

describe('threeLines: round footprints along the lines', () => {
  it('lists exactly the bases the plain crossing test says each line crosses, bases grazing the outer lines included', () => {
    // Bases strung along the corridor, often crossed by all three lines (where the middle one is
    // settled from the outer two), some placed so an outer line passes a hair nearer or farther
    // than their radius less EPSILON, on snapped and unsnapped tables. (At exactly that distance
    // this test and the plain one round the tie each its own way, as they always have.)
    const baseArb = fc.record({
      along: fc.double({ min: 0.05, max: 1.2, noNaN: true }),
      offset: fc.double({ min: -1.5, max: 1.5, noNaN: true }),
      radius: fc.double({ min: 0.2, max: 1.2, noNaN: true }),
      graze: fc.constantFrom('none', 'left', 'right'),
      nudge: fc.constantFrom(-1e-7, -1e-9, 1e-9, 1e-7),
    });
    const sceneArb = fc.record({
      snapped: fc.boolean(),
      from: fc.record({ x: fc.double({ min: -20, max: 20, noNaN: true }), y: fc.double({ min: -20, max: 20, noNaN: true }) }),
      towards: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
      distance: fc.double({ min: 2, max: 150, noNaN: true }),
      width: fc.double({ min: 0.2, max: 3, noNaN: true }),
      bases: fc.array(baseArb, { minLength: 1, maxLength: 20 }),
    });
    fc.assert(
      fc.property(sceneArb, ({ snapped, from, towards, distance, width, bases }) => {
        const q = (v: number): number => (snapped ? Math.round(v * 4) / 4 : v);
        const f = point2(q(from.x), q(from.y));
        const ux = Math.cos(towards);
        const uy = Math.sin(towards);
        const mx = f.x + ux * distance;
        const my = f.y + uy * distance;
        const facing = segment(point2(q(mx + uy * width), q(my - ux * width)), point2(q(mx - uy * width), q(my + ux * width)));
        const solids = bases.map(({ along, offset, radius, graze, nudge }) => {
          let cx = f.x + (mx - f.x) * along - uy * offset;
          let cy = f.y + (my - f.y) * along + ux * offset;
          if (graze !== 'none') {
            // Centre at distance radius − EPSILON (plus a nudge) from the outer line, square to it.
            const end = graze === 'left' ? facing.a : facing.b;
            const lx = end.x - f.x;
            const ly = end.y - f.y;
            const length = Math.hypot(lx, ly);
            const away = radius - EPSILON + nudge;
            cx = f.x + lx * along - (ly / length) * away;
            cy = f.y + ly * along + (lx / length) * away;
          }
          return solid(circle(point2(q(cx), q(cy)), radius), 0, 1);
        });
        const lines = threeLines(f, facing, solids);
        const middle = point2((facing.a.x + facing.b.x) / 2, (facing.a.y + facing.b.y) / 2);
        for (const [line, to] of [[lines.left, facing.a], [lines.centre, middle], [lines.right, facing.b]] as const) {
          const plain = solids.flatMap((body, index) => (segmentCrossesFootprint(segment(f, to), body.footprint) ? [index] : []));
          expect(line.crosses.map((c) => c.index)).toEqual(plain);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('threeLines', () => {
  // The shooter at (0, 0) looks along +x at a facing from (10, −4) (its left end, since y points
  // down) to (10, 4). The lines reach x = 4…6 at y = −0.4x, 0 and 0.4x.
  const facing = segment(point2(10, -4), point2(10, 4));

  it('finds a forest crossed by the centre and right lines but not the left one', () => {
    // Forest x ∈ [4, 6], y ∈ [−1, 8]: the left line is at y ∈ [−2.4, −1.6] there, outside it.
    const forest = solid(polygonFootprint([point2(4, -1), point2(6, -1), point2(6, 8), point2(4, 8)]), 0, 3);
    const hill = solid(circle(point2(2, -5), 1), 0, 1);
    const lines = threeLines(point2(0, 0), facing, [hill, forest]);
    expect(lines.left.crosses).toEqual([]);
    expect(lines.centre.crosses).toEqual([{ index: 1, height: 3, top: 3 }]);
    expect(lines.right.crosses).toEqual([{ index: 1, height: 3, top: 3 }]);
    expect(lines.centre.to).toEqual({ x: 10, y: 0 });
  });

  it('reports height and top for obstructions standing on something', () => {
    const onHill = solid(circle(point2(5, 0), 0.5), 2, 3.5);
    const lines = threeLines(point2(0, 0), facing, obstructionSet([onHill]));
    expect(lines.centre.crosses).toEqual([{ index: 0, height: 1.5, top: 3.5 }]);
  });

  it('does not count touching as crossing', () => {
    // The left line passes (5, −2); a block whose corner is exactly there only touches it.
    const corner = solid(polygonFootprint([point2(5, -2), point2(7, -2), point2(7, 2), point2(5, 2)]), 0, 2);
    const lines = threeLines(point2(0, 0), facing, [corner]);
    expect(lines.left.crosses).toEqual([]);
    expect(lines.centre.crosses.map((c) => c.index)).toEqual([0]);
    // A base touching the centre line from above.
    const base = solid(circle(point2(5, -1), 1), 0, 1);
    expect(threeLines(point2(0, 0), facing, [base]).centre.crosses).toEqual([]);
  });

  it('skips ignored obstructions', () => {
    const base = solid(circle(point2(5, 0), 1), 0, 1);
    expect(threeLines(point2(0, 0), facing, [base], { ignore: [0] }).centre.crosses).toEqual([]);
  });
});

describe('segment crossings', () => {
  const s = segment(point2(0, 0), point2(10, 0));

  it('crosses footprints through their inside only', () => {
    expect(segmentCrossesFootprint(s, circle(point2(5, 0.9), 1))).toBe(true);
    expect(segmentCrossesFootprint(s, circle(point2(5, 1), 1))).toBe(false);
    expect(segmentCrossesFootprint(s, orientedRect(point2(5, 1), 2, 2))).toBe(false);
    expect(segmentCrossesFootprint(s, orientedRect(point2(5, 0.5), 2, 2))).toBe(true);
    // Along an edge of an L's notch, then through its inside.
    const ell = polygonFootprint([point2(2, -2), point2(8, -2), point2(8, 0), point2(4, 0), point2(4, 4), point2(2, 4)]);
    expect(segmentCrossesFootprint(s, ell)).toBe(true);
    expect(segmentCrossesFootprint(segment(point2(4, 0), point2(10, 0)), ell)).toBe(false);
  });

  it('crosses solids only between their bottom and top', () => {
    const wall = solid(orientedRect(point2(5, 0), 4, 0.5, 90), 0, 2);
    expect(segmentCrossesSolid(point3(0, 0, 1), point3(10, 0, 1), wall)).toBe(true);
    expect(segmentCrossesSolid(point3(0, 0, 3), point3(10, 0, 3), wall)).toBe(false);
    // Over the top: from 3" down to 1" meets x ≈ 5 at 2", grazing the top edge… at the wall's
    // near face (x = 4.75) the line is at 2.05", at the far face (5.25) at 1.95": it clips the top.
    expect(segmentCrossesSolid(point3(0, 0, 3), point3(10, 0, 1), wall)).toBe(true);
    // Exactly along the top: grazing.
    expect(segmentCrossesSolid(point3(0, 0, 2), point3(10, 0, 2), wall)).toBe(false);
  });
});

describe('degenerate lines', () => {
  it('treats a line of no length as a point, and a vertical line as its foot', () => {
    const box = orientedRect(point2(0, 0), 2, 2);
    expect(segmentCrossesFootprint(segment(point2(0.5, 0.5), point2(0.5, 0.5)), box)).toBe(true);
    expect(segmentCrossesFootprint(segment(point2(1, 0), point2(1, 0)), box)).toBe(false);
    const tower = solid(box, 0, 3);
    expect(segmentCrossesSolid(point3(0.5, 0.5, 5), point3(0.5, 0.5, 1), tower)).toBe(true);
    expect(segmentCrossesSolid(point3(0.5, 0.5, 5), point3(0.5, 0.5, 3.5), tower)).toBe(false);
    expect(segmentCrossesSolid(point3(0, 0, 5), point3(0, 0, 1), solid(circle(point2(0, 0), 1), 0, 3))).toBe(true);
  });
});

describe('the flat crossing test', () => {
  // Star-shaped outlines (often non-convex) and segments, half of them on a quarter-inch grid
  // so that segments run along edges, through corners and end on outlines.
  const value = fc.double({ min: -6, max: 6, noNaN: true });
  const caseArb = fc
    .record({
      snapped: fc.boolean(),
      radii: fc.array(fc.double({ min: 0.5, max: 4, noNaN: true }), { minLength: 3, maxLength: 9 }),
      twist: fc.double({ min: 0, max: 1, noNaN: true }),
      ends: fc.array(value, { minLength: 4, maxLength: 4 }),
    })
    .map(({ snapped, radii, twist, ends }) => {
      const q = (v: number): number => (snapped ? Math.round(v * 4) / 4 : v);
      const points = radii.map((r, k) => {
        const angle = ((k + twist) / radii.length) * 2 * Math.PI;
        return point2(q(r * Math.cos(angle)), q(r * Math.sin(angle)));
      });
      const [ax, ay, bx, by] = ends.map(q) as [number, number, number, number];
      return { points, s: segment(point2(ax, ay), point2(bx, by)) };
    });

  it('answers as segmentCrossesPolygon, with or without the outline hints', () => {
    fc.assert(
      fc.property(caseArb, ({ points, s }) => {
        const footprint = polygonFootprint(points);
        const prepared = obstructionSet([solid(footprint, 0, 1)]).prepared[0]!;
        const flat = prepared.flatOutline!;
        const expected = segmentCrossesPolygon(s, prepared.outline!);
        expect(flatSegmentCrossesPolygon(s.a.x, s.a.y, s.b.x, s.b.y, flat)).toBe(expected);
        expect(flatSegmentCrossesPolygon(s.a.x, s.a.y, s.b.x, s.b.y, flat, prepared.hints)).toBe(expected);
        // Skipping the one-side test only skips a shortcut; the answer stands.
        expect(flatSegmentCrossesPolygon(s.a.x, s.a.y, s.b.x, s.b.y, flat, prepared.hints, true)).toBe(expected);
        // The form the three lines call, its ends read from an array (end first, as they lie there).
        const ends = Float64Array.of(9, s.b.x, s.b.y, s.a.x, s.a.y);
        expect(flatSegmentCrossesPolygonAt(ends, 3, 1, flat, prepared.hints, true)).toBe(expected);
        expect(flatSegmentCrossesPolygonAt(ends, 3, 1, flat, null, false)).toBe(expected);
        expect(segmentCrossesFootprint(s, footprint)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps the worked cases: touching a corner or running along an edge is not crossing', () => {
    const square = [0, 0, 4, 0, 4, 4, 0, 4];
    expect(flatSegmentCrossesPolygon(-1, 0, 5, 0, square)).toBe(false);
    expect(flatSegmentCrossesPolygon(-1, -1, 1, 1, square)).toBe(true);
    expect(flatSegmentCrossesPolygon(-1, 1, 1, -1, square)).toBe(false);
    expect(flatSegmentCrossesPolygon(2, 2, 2, 2, square)).toBe(true);
  });
});
