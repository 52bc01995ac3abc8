// The view matrix: a whole table's views, and carrying them over when the table changes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ViewMatrix, ViewMatrixRow } from './matrix.js';
import { capsuleNear, nearEdge, viewMatrix } from './matrix.js';
import { solidsEqual } from './shapes.js';
import { obstructionSet } from './obstructions.js';
import type { Footprint, Solid } from './shapes.js';
import { circle, footprintCentre, orientedRect, polygonFootprint, solid } from './shapes.js';
import { shooterViews } from './shooter.js';
import { facingAcross, snapper, solidFromSpec, solidSpecArb, unit } from './test-support/tables.js';
import { point2, point3 } from './vector.js';

/**
 * Rows for a table whose solids `people` are models: each looks from 90% of its height above
 * its centre at every model (itself too: straight below the eye, so clear), leaving out
 * itself for all and each target itself; every other target gets a facing.
 */
function rowsFor(solids: readonly Solid[], people: readonly number[]): ViewMatrixRow[] {
  return people.map((s) => {
    const body = solids[s]!;
    const c = footprintCentre(body.footprint);
    return {
      eye: point3(c.x, c.y, body.bottom + 0.9 * (body.top - body.bottom)),
      targets: people.map((t, k) => ({ body: solids[t]!, facing: k % 2 === 0 ? facingAcross(solids[t]!) : undefined })),
      ignore: [s],
      ignoreEach: people.map((t) => [t]),
    };
  });
}

function shifted(footprint: Footprint, dx: number, dy: number): Footprint {
  switch (footprint.kind) {
    case 'circle':
      return circle(point2(footprint.centre.x + dx, footprint.centre.y + dy), footprint.radius);
    case 'rect':
      return orientedRect(point2(footprint.centre.x + dx, footprint.centre.y + dy), footprint.width, footprint.depth, footprint.facing);
    case 'polygon':
      return polygonFootprint(footprint.points.map((p) => point2(p.x + dx, p.y + dy)));
  }
}

/** How many pairs the matrix worked out afresh. */
function computed(matrix: ViewMatrix): number {
  return matrix.redone.reduce((sum, row) => sum + row.length, 0);
}

/** A change to the table: solid `which` shifted, or raised to a new top, or nothing. */
const changeArb = fc.oneof(
  fc.record({ kind: fc.constant('shift' as const), which: fc.nat(), dx: fc.double({ min: -3, max: 3, noNaN: true }), dy: fc.double({ min: -3, max: 3, noNaN: true }) }),
  fc.record({ kind: fc.constant('nudge' as const), which: fc.nat(), dx: fc.constantFrom(1e-7, -1e-7, 0.25, -0.25), dy: fc.constantFrom(0, 1e-7, 0.25) }),
  fc.record({ kind: fc.constant('top' as const), which: fc.nat(), top: unit }),
  fc.constant({ kind: 'none' as const }),
);
type Change = typeof changeArb extends fc.Arbitrary<infer T> ? T : never;

function applied(solids: readonly Solid[], change: Change, snapped: boolean): Solid[] {
  const q = snapper(snapped);
  return solids.map((s, o) => {
    if (change.kind === 'none' || o !== change.which % solids.length) return s;
    switch (change.kind) {
      case 'shift':
        return solid(shifted(s.footprint, q(change.dx), q(change.dy)), s.bottom, s.top);
      case 'nudge':
        return solid(shifted(s.footprint, change.dx, change.dy), s.bottom, s.top);
      case 'top':
        return solid(s.footprint, s.bottom, s.bottom + (q(0.25 + change.top * 5) || 0.25));
    }
  });
}

const scenarioArb = fc.record({
  snapped: fc.boolean(),
  specs: fc.array(solidSpecArb, { minLength: 2, maxLength: 30 }),
  picks: fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
  changes: fc.array(changeArb, { minLength: 1, maxLength: 3 }),
});

describe('viewMatrix', () => {
  it('is every shooter\'s shooterViews', () => {
    fc.assert(
      fc.property(scenarioArb, ({ snapped, specs, picks }) => {
        const solids = specs.map((spec) => solidFromSpec(spec, snapped));
        const people = [...new Set(picks.map((p) => p % solids.length))];
        const rows = rowsFor(solids, people);
        const set = obstructionSet(solids);
        const matrix = viewMatrix(rows, set);
        expect(matrix.views).toEqual(rows.map((row) => shooterViews(row.eye, row.targets, set, row)));
        expect(computed(matrix)).toBe(people.length * people.length);
      }),
      { numRuns: 150 },
    );
  });

  it('carried over from the last table state, equals a fresh matrix after any change', () => {
    let carried = 0;
    fc.assert(
      fc.property(scenarioArb, ({ snapped, specs, picks, changes }) => {
        let solids = specs.map((spec) => solidFromSpec(spec, snapped));
        const people = [...new Set(picks.map((p) => p % solids.length))];
        let matrix = viewMatrix(rowsFor(solids, people), obstructionSet(solids));
        for (const change of changes) {
          solids = applied(solids, change, snapped);
          const rows = rowsFor(solids, people);
          const set = obstructionSet(solids);
          const fresh = viewMatrix(rows, set);
          const last = matrix;
          matrix = viewMatrix(rows, set, last);
          expect(matrix.views).toEqual(fresh.views);
          // What is not listed as redone is the last matrix's own answer, so a page keeps it.
          matrix.views.forEach((row, s) => {
            row.forEach((view, k) => {
              if (!matrix.redone[s]!.includes(k)) expect(view).toBe(last.views[s]![k]);
            });
          });
          if (change.kind === 'none') expect(computed(matrix)).toBe(0);
          carried += people.length * people.length - computed(matrix);
        }
      }),
      { numRuns: 300 },
    );
    // The property is only worth something if pairs were in fact carried over.
    expect(carried).toBeGreaterThan(0);
  });

  describe('worked example: three models and a wall', () => {
    // A at (0, 0), B at (10, 0), C at (0, 10): 1" bases, 2" tall, eyes at 1.8". A wall 4" long
    // and 0.5" thick stands across the line from A to B at x = 5 (from x 4.75 to 5.25).
    const model = (x: number, y: number): Solid => solid(circle(point2(x, y), 0.5), 0, 2);
    const wall = (top: number): Solid => solid(orientedRect(point2(5, 0), 4, 0.5, 90), 0, top);
    const people = [0, 1, 2];
    const table = (c: Solid, w: Solid): Solid[] => [model(0, 0), model(10, 0), c, w];
    const first = table(model(0, 10), wall(3));
    const before = viewMatrix(rowsFor(first, people), obstructionSet(first));

    it('starts with the wall, taller than both, hiding A and B from each other', () => {
      expect(before.views[0]![1]!.view).toEqual({ hidden: 1, by: [{ index: 3, fraction: 1 }], sightLine: false });
      expect(before.views[1]![0]!.view).toEqual({ hidden: 1, by: [{ index: 3, fraction: 1 }], sightLine: false });
      expect(before.views[0]![2]!.view.hidden).toBe(0);
    });

    it('redoes only the moved model\'s row and column when it steps away from every line', () => {
      const next = table(model(0, 12), wall(3));
      const after = viewMatrix(rowsFor(next, people), obstructionSet(next), before);
      // C looks at A, B and itself, and A and B look at C; A and B's views of each other are kept.
      expect(computed(after)).toBe(5);
      expect(after.views[0]![1]).toBe(before.views[0]![1]);
      expect(after.views).toEqual(viewMatrix(rowsFor(next, people), obstructionSet(next)).views);
    });

    it('redoes only the pairs whose lines cross the wall when it is lowered', () => {
      const next = table(model(0, 10), wall(1));
      const after = viewMatrix(rowsFor(next, people), obstructionSet(next), before);
      expect(computed(after)).toBe(2);
      // From A's eye (1.8") over the wall's far top edge (1" at 5.25") to B's plane (10"): the
      // wall shows up to 9/5 − (4/5)·10/5.25 = 29/105" of B's 2": 29/210 hidden.
      const view = after.views[0]![1]!.view;
      expect(view.sightLine).toBe(true);
      expect(view.hidden).toBeCloseTo(29 / 210, 12);
      expect(after.views[0]![2]).toBe(before.views[0]![2]);
    });

    it('redoes everything when the obstructions no longer match index by index', () => {
      const next = [...first, solid(circle(point2(20, 20), 1), 0, 1)];
      const after = viewMatrix(rowsFor(next, people), obstructionSet(next), before);
      expect(computed(after)).toBe(9);
    });

    it('keeps a row\'s remaining targets when some are dropped, and works out added ones', () => {
      const rows = rowsFor(first, people);
      const fewer = rows.map((row, s) => (s === 0 ? { ...row, targets: row.targets.slice(0, 2) } : row));
      const dropped = viewMatrix(fewer, obstructionSet(first), before);
      expect(dropped.views[0]).toHaveLength(2);
      expect(computed(dropped)).toBe(0);
      const again = viewMatrix(rows, obstructionSet(first), dropped);
      expect(again.redone).toEqual([[2], [], []]);
      expect(again.views).toEqual(before.views);
    });

    it('redoes a whole row when the shooter\'s options change', () => {
      const rows = rowsFor(first, people).map((row, s) => (s === 2 ? { ...row, ignore: [2, 3] } : row));
      const after = viewMatrix(rows, obstructionSet(first), before);
      expect(computed(after)).toBe(3);
    });

    it('redoes a whole row when it asks lines only to the targets in sight, and then carries it over', () => {
      const rows = rowsFor(first, people).map((row, s) => (s === 1 ? { ...row, linesInSight: true } : row));
      const after = viewMatrix(rows, obstructionSet(first), before);
      expect(computed(after)).toBe(3);
      // B sees C but not A, behind the wall taller than both: its lines to A (a faced target) go.
      expect(before.views[1]![0]!.lines).not.toBeNull();
      expect(after.views[1]![0]!.lines).toBeNull();
      expect(after.views[1]![2]).toEqual(before.views[1]![2]);
      expect(computed(viewMatrix(rows, obstructionSet(first), after))).toBe(0);
    });
  });

  describe('worked example: posts stepping in at the edges of a pair\'s lines', () => {
    // A (1" base, 2" tall, eye 1.8") at the origin looks at B, a 4"-wide body 10" away, whose
    // facing runs 8" across it from (10, −4) to (10, 4). Two thin 3" posts start far away.
    const a = solid(circle(point2(0, 0), 0.5), 0, 2);
    const b = solid(circle(point2(10, 0), 2), 0, 2);
    const post = (x: number, y: number, radius: number): Solid => solid(circle(point2(x, y), radius), 0, 3);
    const facing = { a: point2(10, -4), b: point2(10, 4) };
    // Without the facing in the first example, so that only the sight corridor can notice.
    const rows = (solids: readonly Solid[], lines = true): ViewMatrixRow[] => [
      { eye: point3(0, 0, 1.8), targets: [{ body: solids[1]!, facing: lines ? facing : undefined }], ignore: [0], ignoreEach: [[1]] },
    ];
    const first = [a, b, post(30, 30, 0.1), post(30, -30, 0.25)];
    const before = viewMatrix(rows(first), obstructionSet(first));

    it('starts with nothing in the way', () => {
      expect(before.views[0]![0]!.view.hidden).toBe(0);
      expect(before.views[0]![0]!.lines!.right.crosses).toEqual([]);
    });

    it('sees a post that steps into the sight corridor well off its middle line', () => {
      // At x = 7.5 the corridor to B's 4" silhouette is ±1.5" wide; the post covers y 1.1–1.3.
      // Its shadow on B's plane is its width (0.196–0.2" for the 16-gon) scaled by 10/7.6 to
      // 10/7.4: 0.258–0.270" of B's 4", so 6.4–6.8% hidden.
      const next = [a, b, post(7.5, 1.2, 0.1), first[3]!];
      const after = viewMatrix(rows(next, false), obstructionSet(next), viewMatrix(rows(first, false), obstructionSet(first)));
      expect(computed(after)).toBe(1);
      const view = after.views[0]![0]!.view;
      expect(view.by.map((share) => share.index)).toEqual([2]);
      expect(view.hidden).toBeGreaterThan(0.064);
      expect(view.hidden).toBeLessThan(0.068);
    });

    it('sees a post that steps across the right line only, outside the sight corridor', () => {
      // The right line runs from (0, 0) to (10, 4), y = 0.4x; the post at (8, 3) lies
      // 0.2/√1.16 ≈ 0.186" from it, inside its 0.25" radius, and 3.2 − 1.6 clear of B's corridor.
      const next = [a, b, first[2]!, post(8, 3, 0.25)];
      const after = viewMatrix(rows(next), obstructionSet(next), before);
      expect(computed(after)).toBe(1);
      const lines = after.views[0]![0]!.lines!;
      expect(lines.right.crosses).toEqual([{ index: 3, height: 3, top: 3 }]);
      expect(lines.left.crosses).toEqual([]);
      expect(lines.centre.crosses).toEqual([]);
      expect(after.views[0]![0]!.view.hidden).toBe(0);
    });

    it('carries the pair over when a post steps in beside the eye, clear of both corridors', () => {
      // At x = 1 the sight corridor (to B's ±2" about its centre) spans y ±0.2 and the three
      // lines' triangle y ±0.4; the post at (1, 1.5) covers y 1.4–1.6, clear of both, though
      // within 2" of the line from A to B's centre (a capsule as wide as B would take it in).
      const next = [a, b, post(1, 1.5, 0.1), first[3]!];
      const after = viewMatrix(rows(next), obstructionSet(next), before);
      expect(computed(after)).toBe(0);
      expect(after.views[0]![0]).toBe(before.views[0]![0]);
      expect(viewMatrix(rows(next), obstructionSet(next)).views).toEqual(after.views);
    });
  });

  it('compares solids by value', () => {
    const a = solid(polygonFootprint([point2(0, 0), point2(2, 0), point2(1, 1)]), 0, 1);
    expect(solidsEqual(a, solid(polygonFootprint([point2(0, 0), point2(2, 0), point2(1, 1)]), 0, 1))).toBe(true);
    expect(solidsEqual(a, solid(polygonFootprint([point2(0, 0), point2(2, 0), point2(1, 2)]), 0, 1))).toBe(false);
    expect(solidsEqual(a, solid(a.footprint, 0, 2))).toBe(false);
    expect(solidsEqual(solid(circle(point2(1, 1), 1), 0, 1), solid(orientedRect(point2(1, 1), 2, 2), 0, 1))).toBe(false);
  });
});

describe('viewMatrix and a list of solids refilled in place', () => {
  it('still sees what moved: the old side is what the old set prepared', () => {
    // A wall between the eye and a target, then moved out of the way in the same array.
    const solids: Solid[] = [solid(circle(point2(0, 0), 0.5), 0, 2), solid(circle(point2(10, 0), 0.5), 0, 2), solid(orientedRect(point2(5, 0), 4, 0.5, 90), 0, 3)];
    const rows: ViewMatrixRow[] = [{ eye: point3(0, 0, 1.8), targets: [{ body: solids[1]! }], ignore: [0], ignoreEach: [[1]] }];
    const before = viewMatrix(rows, obstructionSet(solids));
    expect(before.views[0]![0]!.view.hidden).toBe(1);
    solids[2] = solid(orientedRect(point2(5, 20), 4, 0.5, 90), 0, 3);
    const after = viewMatrix(rows, obstructionSet(solids), before);
    expect(after.views[0]![0]!.view).toEqual({ hidden: 0, by: [], sightLine: true });
  });
});

describe('the capsule test a carried-over pair reads', () => {
  it('answers exactly as the segment test it stands for, on any point, segment and width', () => {
    // Whole and fractional coordinates, so that points on the segment, at its ends and exactly
    // at the width come up, and segments of no length.
    const coordinate = fc.oneof(fc.integer({ min: -4, max: 4 }), fc.double({ min: -40, max: 40, noNaN: true }));
    fc.assert(
      fc.property(fc.array(coordinate, { minLength: 6, maxLength: 6 }), fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 9 }), fc.double({ min: 0, max: 50, noNaN: true })), (numbers, within) => {
        const [ox, oy, ax, ay, bx, by] = numbers as [number, number, number, number, number, number];
        const t = new Float64Array([ox, oy, within, ax, ay, bx, by, 0, 0]);
        const dx = bx - ax;
        const dy = by - ay;
        expect(capsuleNear(ox - ax, oy - ay, dx, dy, dx * dx + dy * dy, within)).toBe(nearEdge(t, 3, 5));
      }),
      { numRuns: 2000 },
    );
  });
});
