import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hiddenFraction } from './hidden.js';
import { obstructionSet, triangleCandidates } from './obstructions.js';
import type { Solid } from './shapes.js';
import { circle, orientedRect, polygonFootprint, solid } from './shapes.js';
import { sightLineExists } from './sight.js';
import { threeLines } from './three-lines.js';

/** A crowded 24"×24" table: enough solids for the set to build its grid. */
const tableArb = fc
  .array(
    fc.record({
      x: fc.double({ min: 0, max: 24, noNaN: true }),
      y: fc.double({ min: 0, max: 24, noNaN: true }),
      kind: fc.integer({ min: 0, max: 2 }),
      size: fc.double({ min: 0.3, max: 3, noNaN: true }),
      top: fc.double({ min: 0.5, max: 5, noNaN: true }),
    }),
    { minLength: 30, maxLength: 60 },
  )
  .map((specs): Solid[] =>
    specs.map(({ x, y, kind, size, top }) => {
      const centre = { x, y };
      const footprint =
        kind === 0
          ? circle(centre, size / 2)
          : kind === 1
            ? orientedRect(centre, size * 2, size / 3, x * 15)
            : polygonFootprint([
                { x: x - size, y },
                { x, y: y - size / 2 },
                { x: x + size, y },
                { x, y: y + size },
              ]);
      return solid(footprint, 0, top);
    }),
  );

describe('ObstructionSet', () => {
  it('builds a grid for a crowded table and keeps every candidate a scan would find', () => {
    fc.assert(
      fc.property(tableArb, fc.nat(), fc.nat(), (solids, i, j) => {
        const set = obstructionSet(solids);
        expect(set.grid).not.toBeNull();
        const scan = { ...set, grid: null };
        const a = i % solids.length;
        const b = j % solids.length;
        fc.pre(a !== b);
        const eyeAt = set.prepared[a]!;
        const targetAt = set.prepared[b]!;
        const eye = { x: eyeAt.cx, y: eyeAt.cy, z: 2.5 };
        const target = solids[b]!;
        const options = { ignore: [a, b] };
        expect(hiddenFraction(eye, target, set, options)).toEqual(hiddenFraction(eye, target, scan, options));
        expect(sightLineExists(eye, target, set, options)).toBe(sightLineExists(eye, target, scan, options));
        const facing = { a: { x: targetAt.cx - 1, y: targetAt.cy }, b: { x: targetAt.cx + 1, y: targetAt.cy } };
        expect(threeLines(eye, facing, set, options)).toEqual(threeLines(eye, facing, scan, options));
      }),
      { numRuns: 100 },
    );
  });

  it('updated from the last table state, is the set prepared from nothing, and keeps what did not change', () => {
    fc.assert(
      fc.property(tableArb, tableArb, fc.array(fc.nat(), { maxLength: 6 }), (solids, others, moves) => {
        // Some solids replaced by others (moved, grown, turned into another shape), some rebuilt equal, the rest kept.
        const next = solids.map((s, o) => (moves.includes(o % 10) ? (others[o % others.length] as Solid) : o % 3 === 0 ? solid(s.footprint, s.bottom, s.top) : s));
        const before = obstructionSet(solids);
        const updated = obstructionSet(next, before);
        expect(updated).toEqual(obstructionSet(next));
        next.forEach((s, o) => {
          if (s === solids[o] || (s.footprint === solids[o]!.footprint && s.top === solids[o]!.top && s.bottom === solids[o]!.bottom)) {
            expect(updated.prepared[o]).toBe(before.prepared[o]);
          }
        });
        // A set of another length keeps what matches index by index, and prepares the rest.
        const fewer = next.slice(0, -1);
        expect(obstructionSet(fewer, updated)).toEqual(obstructionSet(fewer));
      }),
      { numRuns: 100 },
    );
  });

  it('finds, through the grid, every solid whose bounding circle meets a triangle', () => {
    fc.assert(
      fc.property(
        tableArb,
        fc.array(fc.double({ min: -2, max: 26, noNaN: true }), { minLength: 6, maxLength: 6 }),
        (solids, [ax, ay, bx, by, qx, qy]) => {
          const set = obstructionSet(solids);
          const list = triangleCandidates(set, ax!, ay!, bx!, by!, qx!, qy!);
          // Each once, ascending: the queries' answers must not depend on the order cells are read in.
          list.forEach((o, k) => k === 0 || expect(o).toBeGreaterThan(list[k - 1]!));
          const found = new Set(list);
          set.prepared.forEach((o, index) => {
            if (circleMeetsTriangle(o.cx, o.cy, o.reach, [ax!, ay!, bx!, by!, qx!, qy!])) expect(found.has(index)).toBe(true);
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});

function circleMeetsTriangle(cx: number, cy: number, r: number, t: readonly number[]): boolean {
  const [ax, ay, bx, by, qx, qy] = t as [number, number, number, number, number, number];
  const inside = (() => {
    const d1 = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
    const d2 = (qx - bx) * (cy - by) - (qy - by) * (cx - bx);
    const d3 = (ax - qx) * (cy - qy) - (ay - qy) * (cx - qx);
    return (d1 >= 0 && d2 >= 0 && d3 >= 0) || (d1 <= 0 && d2 <= 0 && d3 <= 0);
  })();
  if (inside) return true;
  const toSegment = (px: number, py: number, rx: number, ry: number): number => {
    const dx = rx - px;
    const dy = ry - py;
    const l = dx * dx + dy * dy;
    const u = l === 0 ? 0 : Math.max(0, Math.min(1, ((cx - px) * dx + (cy - py) * dy) / l));
    return Math.hypot(cx - px - dx * u, cy - py - dy * u);
  };
  return Math.min(toSegment(ax, ay, bx, by), toSegment(bx, by, qx, qy), toSegment(qx, qy, ax, ay)) < r;
}
