import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hiddenFraction } from './hidden.js';
import { obstructionSet, triangleCandidates } from './obstructions.js';
import type { ObstructionSet } from './obstructions.js';
import type { Footprint, Solid } from './shapes.js';
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
        // The grid keeps the cells it was built with (see below); everything else is as prepared from nothing.
        expect({ ...updated, grid: null }).toEqual({ ...obstructionSet(next), grid: null });
        expectGridHolds(updated);
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

  it('updated over many moves, keeps its grid cells, each listing exactly the solids that reach it, and leaves the last state\'s set as it was', () => {
    // Small moves keep the cells; one far off makes the grid anew over the wider table.
    const movesArb = fc.array(fc.record({ o: fc.nat(), dx: fc.double({ min: -2, max: 2, noNaN: true }), dy: fc.double({ min: -2, max: 2, noNaN: true }), far: fc.boolean() }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(tableArb, movesArb, (solids, moves) => {
        let current = solids.slice();
        let set = obstructionSet(current);
        for (const { o, dx, dy, far } of moves) {
          const k = o % current.length;
          const s = current[k]!;
          const shift = far && dx > 1.5 ? 40 : 1;
          current = current.slice();
          current[k] = solid(movedFootprint(s, dx * shift, dy * shift), s.bottom, s.top);
          const copy = { starts: set.grid!.starts.slice(), items: set.grid!.items.slice() };
          const last = set;
          set = obstructionSet(current, set);
          expect(last.grid!.starts).toEqual(copy.starts);
          expect(last.grid!.items).toEqual(copy.items);
          expectGridHolds(set);
        }
        expect({ ...set, grid: null }).toEqual({ ...obstructionSet(current), grid: null });
      }),
      { numRuns: 60 },
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

/** Every cell of the set's grid lists, ascending, exactly the solids whose bounding circle reaches it (by the grid's own cells), and all of them lie inside the grid. */
function expectGridHolds(set: ObstructionSet): void {
  const grid = set.grid!;
  const { x0, y0, size, columns, rows } = grid;
  const clamp = (v: number, n: number): number => Math.min(n - 1, Math.max(0, v));
  const lists: number[][] = Array.from({ length: columns * rows }, () => []);
  const outside = set.prepared.filter((o) => o.cx - o.reach < x0 || o.cy - o.reach < y0 || o.cx + o.reach > x0 + columns * size || o.cy + o.reach > y0 + rows * size);
  expect(outside).toEqual([]);
  set.prepared.forEach((o, index) => {
    for (let r = clamp(Math.floor((o.cy - o.reach - y0) / size), rows); r <= clamp(Math.floor((o.cy + o.reach - y0) / size), rows); r++) {
      for (let c = clamp(Math.floor((o.cx - o.reach - x0) / size), columns); c <= clamp(Math.floor((o.cx + o.reach - x0) / size), columns); c++) lists[r * columns + c]!.push(index);
    }
  });
  expect(grid.starts.length).toBe(columns * rows + 1);
  expect(lists.map((_, cell) => [...grid.items.subarray(grid.starts[cell], grid.starts[cell + 1])])).toEqual(lists);
}

function movedFootprint(s: Solid, dx: number, dy: number): Footprint {
  const f = s.footprint;
  switch (f.kind) {
    case 'circle':
      return circle({ x: f.centre.x + dx, y: f.centre.y + dy }, f.radius);
    case 'rect':
      return orientedRect({ x: f.centre.x + dx, y: f.centre.y + dy }, f.width, f.depth, f.facing);
    case 'polygon':
      return polygonFootprint(f.points.map((p) => ({ x: p.x + dx, y: p.y + dy })));
  }
}

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
