import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convexUncoveredArea, convexUnionArea, convexUnionAreas } from './convex-union.js';
import type { Box } from './convex-union.js';
import type { FlatPolygon } from './union.js';
import { flatClipToRect, flatPolygonArea, sweepUnionArea } from './union.js';

/**
 * The plain form of convexUncoveredArea, which its fast path is held to: the same cuts with an
 * array per fragment, the way the module cut them before its flat buffers.
 */
function convexUncoveredAreaPlain(box: Box, polygons: readonly FlatPolygon[]): number {
  let fragments: number[][] = [[box.x0, box.y0, box.x1, box.y0, box.x1, box.y1, box.x0, box.y1]];
  for (const polygon of polygons) {
    const c = polygon.length;
    let twice = 0;
    for (let i = 0; i < c; i += 2) {
      const j = i + 2 === c ? 0 : i + 2;
      twice += polygon[i]! * polygon[j + 1]! - polygon[j]! * polygon[i + 1]!;
    }
    const sign = twice >= 0 ? 1 : -1;
    const next: number[][] = [];
    for (let fragment of fragments) {
      for (let i = 0; i < c && fragment.length >= 6; i += 2) {
        const j = i + 2 === c ? 0 : i + 2;
        const ax = polygon[i]!;
        const ay = polygon[i + 1]!;
        const ex = polygon[j]! - ax;
        const ey = polygon[j + 1]! - ay;
        if (ex === 0 && ey === 0) continue;
        const [outside, inside] = halfPlaneSplit(fragment, ax, ay, sign * ex, sign * ey);
        if (outside.length >= 6 && flatPolygonArea(outside) > 0) next.push(outside);
        fragment = inside;
      }
    }
    fragments = next;
    if (fragments.length === 0) return 0;
  }
  let area = 0;
  for (const fragment of fragments) area += flatPolygonArea(fragment);
  return area;
}

/**
 * The parts of a convex polygon outside and inside the half-plane left of the line through
 * (ax, ay) along (ex, ey) (the inside of a positively wound polygon's edge).
 */
function halfPlaneSplit(flat: readonly number[], ax: number, ay: number, ex: number, ey: number): [number[], number[]] {
  const outside: number[] = [];
  const inside: number[] = [];
  const n = flat.length;
  for (let v = 0; v < n; v += 2) {
    const u = v + 2 === n ? 0 : v + 2;
    const px = flat[v]!;
    const py = flat[v + 1]!;
    const qx = flat[u]!;
    const qy = flat[u + 1]!;
    const dp = ex * (py - ay) - ey * (px - ax);
    const dq = ex * (qy - ay) - ey * (qx - ax);
    if (dp >= 0) inside.push(px, py);
    if (dp <= 0) outside.push(px, py);
    if ((dp > 0 && dq < 0) || (dp < 0 && dq > 0)) {
      const t = dp / (dp - dq);
      const x = px + (qx - px) * t;
      const y = py + (qy - py) * t;
      inside.push(x, y);
      outside.push(x, y);
    }
  }
  return [outside, inside];
}

/** Convex polygons: regular-ish polygons squashed and turned, some sharing corners on a grid. */
const convexArb: fc.Arbitrary<FlatPolygon> = fc
  .record({
    cx: fc.integer({ min: -8, max: 8 }),
    cy: fc.integer({ min: -8, max: 8 }),
    corners: fc.integer({ min: 3, max: 9 }),
    rx: fc.double({ min: 0.5, max: 6, noNaN: true }),
    ry: fc.double({ min: 0.5, max: 6, noNaN: true }),
    turn: fc.double({ min: 0, max: 6.3, noNaN: true }),
  })
  .map(({ cx, cy, corners, rx, ry, turn }) => {
    const flat: number[] = [];
    for (let k = 0; k < corners; k++) {
      const a = (2 * Math.PI * k) / corners;
      const x = rx * Math.cos(a);
      const y = ry * Math.sin(a);
      flat.push(cx + x * Math.cos(turn) - y * Math.sin(turn), cy + x * Math.sin(turn) + y * Math.cos(turn));
    }
    return flat;
  });

/** Axis-aligned boxes on a half-inch grid: shared edges and corners galore. */
const boxArb: fc.Arbitrary<FlatPolygon> = fc
  .tuple(fc.integer({ min: -8, max: 8 }), fc.integer({ min: -8, max: 8 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 }))
  .map(([x, y, w, h]) => [x / 2, y / 2, (x + w) / 2, y / 2, (x + w) / 2, (y + h) / 2, x / 2, (y + h) / 2]);

describe('convexUnionArea', () => {
  it('matches the general sweep on random convex polygons', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(convexArb, boxArb), { minLength: 1, maxLength: 8 }), (polygons) => {
        const fast = convexUnionArea(polygons);
        const general = sweepUnionArea(polygons);
        expect(Math.abs(fast - general)).toBeLessThan(1e-9 * (1 + general));
      }),
      { numRuns: 500 },
    );
  });

  it('matches it again after clipping to a rectangle, as the hidden fraction does', () => {
    fc.assert(
      fc.property(fc.array(convexArb, { minLength: 2, maxLength: 8 }), (polygons) => {
        const clipped = polygons.map((p) => flatClipToRect(p, -2, 3, -1, 2)).filter((p) => p.length >= 6);
        const fast = convexUnionArea(clipped);
        expect(Math.abs(fast - sweepUnionArea(clipped))).toBeLessThan(1e-9);
        expect(fast).toBeLessThanOrEqual(5 * 3 + 1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it('works out small cases by hand', () => {
    const square = [0, 0, 2, 0, 2, 2, 0, 2];
    const shifted = [1, 1, 3, 1, 3, 3, 1, 3];
    // 4 + 4 − 1.
    expect(convexUnionArea([square, shifted])).toBe(7);
    // A diamond over the square's corner: the diamond (area 2) around (2, 2) overlaps it in a
    // quarter (0.5): 4 + 2 − 0.5.
    const diamond = [2, 1, 3, 2, 2, 3, 1, 2];
    expect(convexUnionArea([square, diamond])).toBeCloseTo(5.5, 12);
    expect(convexUnionArea([square, square, square])).toBe(4);
    expect(convexUnionArea([square])).toBe(flatPolygonArea(square));
  });
});

describe('convexUnionAreas and convexUncoveredArea', () => {
  const box = { x0: -2, x1: 3, y0: -1, y1: 2 };
  const clippedArb = fc
    .array(fc.record({ polygon: convexArb, group: fc.integer({ min: 0, max: 3 }) }), { minLength: 1, maxLength: 9 })
    .map((items) =>
      items
        .map(({ polygon, group }) => ({ polygon: flatClipToRect(polygon, box.x0, box.x1, box.y0, box.y1), group }))
        .filter((item) => item.polygon.length >= 6),
    );

  it('measures the union of all and of each group as the general sweep does, walking or not', () => {
    fc.assert(
      fc.property(clippedArb, (items) => {
        const polygons = items.map((item) => item.polygon);
        const owners = items.map((item) => item.group);
        const groups = new Float64Array(4);
        const total = convexUnionAreas(polygons, owners, groups, box);
        expect(Math.abs(total - sweepUnionArea(polygons))).toBeLessThan(1e-9);
        for (let g = 0; g < 4; g++) {
          const own = polygons.filter((_, i) => owners[i] === g);
          expect(Math.abs(groups[g]! - (own.length === 0 ? 0 : sweepUnionArea(own)))).toBeLessThan(1e-9);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('leaves uncovered the rectangle less the union', () => {
    fc.assert(
      fc.property(clippedArb, (items) => {
        const polygons = items.map((item) => item.polygon);
        const uncovered = convexUncoveredArea(box, polygons);
        expect(Math.abs(uncovered - (15 - sweepUnionArea(polygons)))).toBeLessThan(1e-9);
        expect(uncovered).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 400 },
    );
    // Two halves cover the box exactly; a quarter is left by one of them cut short.
    expect(convexUncoveredArea(box, [[-2, -1, 0.5, -1, 0.5, 2, -2, 2], [0.5, -1, 3, -1, 3, 2, 0.5, 2]])).toBe(0);
    expect(convexUncoveredArea(box, [[-2, -1, 0.5, -1, 0.5, 2, -2, 2], [0.5, -1, 3, -1, 3, 0.5, 0.5, 0.5]])).toBeCloseTo(3.75, 12);
  });

  it('cuts in its arenas exactly as the plain form cuts with an array per fragment, to the last bit', () => {
    // Many polygons, so that fragments multiply and the arenas grow; some cover the box whole.
    const manyArb = fc.array(fc.record({ polygon: convexArb, group: fc.integer({ min: 0, max: 3 }) }), { minLength: 1, maxLength: 24 }).map((items) =>
      items.map(({ polygon }) => flatClipToRect(polygon, box.x0, box.x1, box.y0, box.y1)).filter((polygon) => polygon.length >= 6),
    );
    fc.assert(
      fc.property(manyArb, (polygons) => {
        expect(Object.is(convexUncoveredArea(box, polygons), convexUncoveredAreaPlain(box, polygons))).toBe(true);
      }),
      { numRuns: 500 },
    );
    // One triangle (legs 1 and 1.5, area 0.75) inside the 5 × 3 box leaves 15 − 0.75.
    expect(convexUncoveredAreaPlain(box, [[0, 0, 1, 0, 0, 3 / 2]])).toBe(15 - 3 / 4);
    expect(convexUncoveredArea(box, [[0, 0, 1, 0, 0, 3 / 2]])).toBe(15 - 3 / 4);
  });
});
