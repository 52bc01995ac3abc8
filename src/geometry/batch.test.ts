// The batch queries (one shooter, many targets) against the one-pair queries they stand for.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fanCandidates, fanSectors, obstructionFan } from './fan.js';
import { hiddenFraction, hiddenFractions } from './hidden.js';
import { obstructionSet } from './obstructions.js';
import { segmentCrossesFootprint } from './crossing.js';
import { circle, orientedRect, solid } from './shapes.js';
import { shooterViews } from './shooter.js';
import type { Table } from './test-support/tables.js';
import { facingAcross, snapper, solidFromSpec, solidSpecArb, tableArb, unit } from './test-support/tables.js';
import { threeLines, threeLinesPerFacing } from './three-lines.js';
import { flatClipToRect } from './union.js';
import { point2, point3, pointLerp } from './vector.js';
import { obstructionCut, obstructionShadow, obstructionShadowSome, targetSilhouette } from './view.js';

/** The one-pair options that batch entry k stands for. */
const pairIgnore = (table: Table, k: number): { ignore: number[] } => ({ ignore: [...table.ignore, ...table.ignoreEach[k]!] });

describe('batch queries equal the one-pair queries', () => {
  it('hiddenFractions: every entry, `by` included, on random tables', () => {
    fc.assert(
      fc.property(tableArb, (table) => {
        const set = obstructionSet(table.solids);
        const bodies = table.targets.map((t) => table.solids[t]!);
        const batch = hiddenFractions(table.eye, bodies, set, { ignore: table.ignore, ignoreEach: table.ignoreEach });
        bodies.forEach((body, k) => {
          expect(batch[k]).toEqual(hiddenFraction(table.eye, body, set, pairIgnore(table, k)));
          // A plain list gives the same answers as a prepared set.
          expect(batch[k]).toEqual(hiddenFraction(table.eye, body, table.solids, pairIgnore(table, k)));
        });
      }),
      { numRuns: 300 },
    );
  });

  it('threeLinesPerFacing: every entry, on random tables', () => {
    fc.assert(
      fc.property(tableArb, (table) => {
        const set = obstructionSet(table.solids);
        const from = point2(table.eye.x, table.eye.y);
        const batch = threeLinesPerFacing(from, table.facings, set, { ignore: table.ignore, ignoreEach: table.ignoreEach });
        table.facings.forEach((facing, k) => {
          expect(batch[k]).toEqual(threeLines(from, facing, set, pairIgnore(table, k)));
        });
      }),
      { numRuns: 300 },
    );
  });

  it('threeLinesPerFacing: each line lists exactly the footprints the plain crossing test says it crosses, each with its own heights', () => {
    // Independent of everything the batch prepares (fan, outlines seen from the point, shared crossings).
    fc.assert(
      fc.property(tableArb, (table) => {
        const from = point2(table.eye.x, table.eye.y);
        const batch = threeLinesPerFacing(from, table.facings, obstructionSet(table.solids), { ignore: table.ignore, ignoreEach: table.ignoreEach });
        table.facings.forEach((facing, k) => {
          const left = pairIgnore(table, k).ignore;
          const middle = pointLerp(facing.a, facing.b, 0.5);
          const lines = batch[k]!;
          for (const [line, to] of [[lines.left, facing.a], [lines.centre, middle], [lines.right, facing.b]] as const) {
            const plain = table.solids.flatMap((body, index) =>
              !left.includes(index) && segmentCrossesFootprint({ a: from, b: to }, body.footprint) ? [{ index, height: body.top - body.bottom, top: body.top }] : [],
            );
            expect(line.crosses).toEqual(plain);
          }
        });
      }),
      { numRuns: 300 },
    );
  });

  it('shooterViews: hidden fraction and three lines from the eye, with and without facings', () => {
    fc.assert(
      fc.property(tableArb, (table) => {
        const set = obstructionSet(table.solids);
        const foot = point2(table.eye.x, table.eye.y);
        const targets = table.targets.map((t, k) => ({ body: table.solids[t]!, facing: k % 3 === 2 ? undefined : table.facings[k] }));
        const views = shooterViews(table.eye, targets, set, { ignore: table.ignore, ignoreEach: table.ignoreEach });
        targets.forEach((target, k) => {
          expect(views[k]!.view).toEqual(hiddenFraction(table.eye, target.body, set, pairIgnore(table, k)));
          expect(views[k]!.lines).toEqual(target.facing ? threeLines(foot, target.facing, set, pairIgnore(table, k)) : null);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('shooterViews with linesInSight: the same views, and three lines exactly for the targets in sight', () => {
    fc.assert(
      fc.property(tableArb, fc.boolean(), (table, few) => {
        const set = obstructionSet(table.solids);
        const foot = point2(table.eye.x, table.eye.y);
        // One or two targets go through the grid, more through the fan: both paths are checked.
        const asked = few ? table.targets.slice(0, 2) : table.targets;
        const targets = asked.map((t, k) => ({ body: table.solids[t]!, facing: table.facings[k] }));
        const views = shooterViews(table.eye, targets, set, { ignore: table.ignore, ignoreEach: table.ignoreEach, linesInSight: true });
        targets.forEach((target, k) => {
          const view = hiddenFraction(table.eye, target.body, set, pairIgnore(table, k));
          expect(views[k]!.view).toEqual(view);
          expect(views[k]!.lines).toEqual(view.sightLine ? threeLines(foot, target.facing!, set, pairIgnore(table, k)) : null);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('shooterViews for one or two targets (read through the grid, without a fan): the one-pair queries', () => {
    // 40 to 60 solids on 30"×30", so that one or two targets are too few for a fan.
    const fewArb = fc.record({
      snapped: fc.boolean(),
      specs: fc.array(solidSpecArb, { minLength: 40, maxLength: 60 }),
      eye: fc.record({ x: unit, y: unit, z: unit }),
      picks: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
    });
    fc.assert(
      fc.property(fewArb, ({ snapped, specs, eye, picks }) => {
        const solids = specs.map((spec) => solidFromSpec(spec, snapped));
        const set = obstructionSet(solids);
        const [shooter, ...asked] = picks.map((p) => p % solids.length) as [number, ...number[]];
        // The eye stands on the shooter's own solid, which must not hide anything.
        const at = set.prepared[shooter]!;
        const from = point3(at.cx, at.cy, 0.5 + eye.z * 4);
        const foot = point2(from.x, from.y);
        const targets = [...new Set(asked)].filter((t) => t !== shooter).map((t, k) => ({ index: t, body: solids[t]!, facing: k === 1 ? undefined : facingAcross(solids[t]!) }));
        const views = shooterViews(from, targets, set, { ignore: [shooter], ignoreEach: targets.map((t) => [t.index]) });
        targets.forEach((target, k) => {
          const options = { ignore: [shooter, target.index] };
          expect(views[k]!.view).toEqual(hiddenFraction(from, target.body, set, options));
          expect(views[k]!.lines).toEqual(target.facing ? threeLines(foot, target.facing, set, options) : null);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('cuts and tests each shadow where it is projected: the numbers of the whole shadow, and of it cut to the rectangle', () => {
    fc.assert(
      fc.property(tableArb, (table) => {
        const set = obstructionSet(table.solids);
        for (const t of table.targets) {
          const s = targetSilhouette(table.eye, table.solids[t]!);
          if (!s) continue;
          table.solids.forEach((_, o) => {
            const whole = obstructionShadow(s, set, o);
            // Every piece the test is shown, copied, is a piece of the whole shadow, in order.
            const shown: number[][] = [];
            const some = obstructionShadowSome(s, set, o, (shadow, n) => {
              shown.push(Array.from(shadow.subarray(0, n)));
              return false;
            });
            expect(some).toBe(false);
            expect(shown).toEqual(whole ?? []);
            const cut = (whole ?? []).map((piece) => flatClipToRect(piece, s.left, s.right, s.bottom, s.top)).filter((piece) => piece.length >= 6);
            expect(obstructionCut(s, set, o)).toEqual(cut.length === 0 ? null : cut);
          });
        }
      }),
      { numRuns: 150 },
    );
  });

  it('finds, through the fan, every solid whose bounding circle meets a triangle from its point, at every sector count', () => {
    const sectorsArb = fc.constantFrom(64, 128, 256, 512, 1024);
    fc.assert(
      fc.property(tableArb, fc.array(fc.double({ min: -5, max: 35, noNaN: true }), { minLength: 4, maxLength: 4 }), sectorsArb, (table, [ax, ay, bx, by], sectors) => {
        const set = obstructionSet(table.solids);
        const fan = obstructionFan(set, table.eye.x, table.eye.y, [], sectors);
        const count = fanCandidates(fan, Float64Array.of(ax!, ay!, bx!, by!, ax!, ay!, bx!, by!));
        const found = new Set(fan.list.subarray(0, count));
        const sorted = [...fan.list.subarray(0, count)];
        expect(sorted).toEqual([...sorted].sort((p, q) => p - q));
        set.prepared.forEach((o, index) => {
          if (circleMeetsTriangle(o.cx, o.cy, o.reach, [table.eye.x, table.eye.y, ax!, ay!, bx!, by!])) expect(found.has(index)).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('batch queries through terrain many lines cross', () => {
  it('threeLinesPerFacing and shooterViews equal the one-pair queries when the slabs of non-convex terrain settle most lines', () => {
    // A few star-shaped pieces (often not convex) in the middle, 60 to 90 models around them,
    // one to each 3" square (models piled on one spot are another test's business): every
    // piece is asked about by many lines, enough for its slabs to be worked out.
    const manyArb = fc.record({
      snapped: fc.boolean(),
      pieces: fc.array(fc.record({ spec: solidSpecArb, kind: fc.constantFrom(2, 3) }), { minLength: 1, maxLength: 5 }),
      models: fc.array(fc.record({ x: unit, y: unit }), { minLength: 60, maxLength: 90 }),
      eye: fc.record({ x: unit, y: unit, z: unit }),
    });
    fc.assert(
      fc.property(manyArb, ({ snapped, pieces, models, eye }) => {
        const q = snapper(snapped);
        const terrain = pieces.map(({ spec, kind }) => solidFromSpec({ ...spec, kind, x: 0.35 + spec.x * 0.3, y: 0.35 + spec.y * 0.3, size: 0.5 + spec.size / 2 }, snapped));
        const bodies = models.map(({ x, y }, k) => solid(circle(point2(q((k % 10) * 3 + 0.5 + x * 2), q(Math.floor(k / 10) * 3 + 0.5 + y * 2)), 0.5), 0, 1.5));
        const solids = [...terrain, ...bodies];
        const set = obstructionSet(solids);
        const from = point3(q(eye.x * 30), q(eye.y * 30), q(0.5 + eye.z * 2));
        const foot = point2(from.x, from.y);
        const targets = bodies.map((body, k) => ({ index: terrain.length + k, body, facing: facingAcross(body) }));
        const options = { ignoreEach: targets.map((t) => [t.index]) };
        const lines = threeLinesPerFacing(foot, targets.map((t) => t.facing), set, options);
        const views = shooterViews(from, targets, set, options);
        targets.forEach((t, k) => {
          const pair = { ignore: [t.index] };
          const expected = threeLines(foot, t.facing, set, pair);
          expect(lines[k]).toEqual(expected);
          expect(views[k]!.lines).toEqual(expected);
          expect(views[k]!.view).toEqual(hiddenFraction(from, t.body, set, pair));
        });
      }),
      { numRuns: 60 },
    );
  });
});

describe('batch queries on a crowded table', () => {
  it('shooterViews equals the one-pair queries where the fan has more sectors than on a skirmish table', () => {
    // 600 solids: the fan cuts the turn into 128 sectors (64 below 513), so the finer fan is what answers.
    const crowdedArb = fc.record({
      snapped: fc.boolean(),
      specs: fc.array(solidSpecArb, { minLength: 600, maxLength: 600 }),
      eye: fc.record({ x: unit, y: unit, z: unit }),
      picks: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
    });
    fc.assert(
      fc.property(crowdedArb, ({ snapped, specs, eye, picks }) => {
        // Small pieces on a table four times as wide, so that lines are long and pass many of them.
        const solids = specs.map((spec) => solidFromSpec({ ...spec, x: spec.x * 4, y: spec.y * 4, size: spec.size / 4 }, snapped));
        const set = obstructionSet(solids);
        expect(fanSectors(solids.length)).toBe(128);
        const shooter = picks[0]! % solids.length;
        const at = set.prepared[shooter]!;
        const from = point3(at.cx, at.cy, 0.5 + eye.z * 4);
        const targets = [...new Set(picks.slice(1).map((p) => p % solids.length))].filter((t) => t !== shooter);
        const asked = targets.map((t) => ({ body: solids[t]!, facing: facingAcross(solids[t]!) }));
        const views = shooterViews(from, asked, set, { ignore: [shooter], ignoreEach: targets.map((t) => [t]) });
        targets.forEach((t, k) => {
          const options = { ignore: [shooter, t] };
          expect(views[k]!.view).toEqual(hiddenFraction(from, solids[t]!, set, options));
          expect(views[k]!.lines).toEqual(threeLines(point2(from.x, from.y), asked[k]!.facing, set, options));
        });
      }),
      { numRuns: 8 },
    );
  });

  it('cuts the turn finer as the table fills', () => {
    expect([1, 130, 512, 513, 1024, 1025, 2080, 8192, 100_000].map(fanSectors)).toEqual([64, 64, 64, 128, 128, 256, 512, 1024, 1024]);
  });
});

describe('batch queries: worked examples', () => {
  // The eye at (0, 0), 1" up; targets 10" away along +x. A 2" wall halfway hides them whole:
  // its top appears at 1 + (2 − 1)·2 = 3" on their plane.
  const eye = point3(0, 0, 1);
  const wall = (y: number, top = 2) => solid(orientedRect(point2(5, y), 4, 0.5, 90), 0, top);
  const model = (y: number) => solid(circle(point2(10, y), 0.5), 0, 2);

  it('names only the lowest index when one obstruction alone hides the whole target', () => {
    // Two walls one behind the other, each hiding the target whole on its own.
    const near = wall(0);
    const far = solid(orientedRect(point2(7, 0), 4, 0.5, 90), 0, 3);
    const hidden = { hidden: 1, by: [{ index: 0, fraction: 1 }], sightLine: false };
    expect(hiddenFraction(eye, model(0), [near, far])).toEqual(hidden);
    expect(hiddenFractions(eye, [model(0)], [near, far])).toEqual([hidden]);
    expect(hiddenFraction(eye, model(0), [far, near])).toEqual(hidden);
  });

  it('lists every obstruction hiding a part when none hides the target whole', () => {
    // A low wall hides the lowest sliver (the eye line over its far face at 5.25" reaches the
    // target's plane at 1 − 0.5·10/5.25 ≈ 0.05"), and a tall post from y = 0 to 1 covers the
    // target's right half (its shadow runs from y = 0 outwards).
    const low = solid(orientedRect(point2(5, 0), 4, 0.5, 90), 0, 0.5);
    const post = solid(orientedRect(point2(5, 0.5), 1, 0.5, 90), 0, 4);
    const [view] = hiddenFractions(eye, [model(0)], [low, post]);
    expect(view!.sightLine).toBe(true);
    expect(view!.by.map((b) => b.index)).toEqual([0, 1]);
    expect(view).toEqual(hiddenFraction(eye, model(0), [low, post]));
  });

  it('leaves out the shooter for everyone and each target its own body', () => {
    const solids = [solid(circle(point2(0, 0), 0.5), 0, 1.2), model(0), model(3), wall(0)];
    const views = hiddenFractions(eye, [solids[1]!, solids[2]!], solids, { ignore: [0], ignoreEach: [[1], [2]] });
    // The wall hides the first target whole; the second is whatever the one-pair query says.
    expect(views[0]).toEqual({ hidden: 1, by: [{ index: 3, fraction: 1 }], sightLine: false });
    expect(views[1]).toEqual(hiddenFraction(eye, solids[2]!, solids, { ignore: [0, 2] }));
    // Without leaving out the shooter, its own body surrounds the eye and hides everything.
    expect(hiddenFractions(eye, [solids[1]!], solids, { ignoreEach: [[1]] })[0]).toEqual({ hidden: 1, by: [{ index: 0, fraction: 1 }], sightLine: false });
  });

  it('answers a target straight below the eye as clear, and an empty batch with nothing', () => {
    const under = solid(circle(point2(0, 0), 0.5), 0, 0.5);
    expect(hiddenFractions(eye, [under], [wall(0)])).toEqual([{ hidden: 0, by: [], sightLine: true }]);
    expect(hiddenFractions(eye, [], [wall(0)])).toEqual([]);
    expect(threeLinesPerFacing(point2(0, 0), [], [wall(0)])).toEqual([]);
    expect(shooterViews(eye, [], [wall(0)])).toEqual([]);
  });

  it('with linesInSight, draws no lines to a target the wall hides whole, and the usual lines to one in sight', () => {
    const behind = { a: point2(10, -0.5), b: point2(10, 0.5) };
    const beside = { a: point2(10, 6.5), b: point2(10, 7.5) };
    const open = solid(circle(point2(10, 7), 0.5), 0, 2);
    const views = shooterViews(eye, [{ body: model(0), facing: behind }, { body: open, facing: beside }], [wall(0)], { linesInSight: true });
    expect(views[0]!.view.sightLine).toBe(false);
    expect(views[0]!.lines).toBeNull();
    expect(views[1]!.view.sightLine).toBe(true);
    expect(views[1]!.lines).toEqual(threeLines(point2(0, 0), beside, [wall(0)]));
  });

  it('draws three lines from the eye\'s foot only for targets with a facing', () => {
    const facing = { a: point2(10, -4), b: point2(10, 4) };
    const views = shooterViews(eye, [{ body: model(0), facing }, { body: model(3) }], [wall(0)]);
    expect(views[0]!.lines).toEqual(threeLines(point2(0, 0), facing, [wall(0)]));
    expect(views[0]!.lines?.centre.crosses).toEqual([{ index: 0, height: 2, top: 2 }]);
    expect(views[1]!.lines).toBeNull();
    expect(views[1]!.view).toEqual(hiddenFraction(eye, model(3), [wall(0)]));
  });
});

function circleMeetsTriangle(cx: number, cy: number, r: number, t: readonly number[]): boolean {
  const [ax, ay, bx, by, qx, qy] = t as [number, number, number, number, number, number];
  const d1 = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  const d2 = (qx - bx) * (cy - by) - (qy - by) * (cx - bx);
  const d3 = (ax - qx) * (cy - qy) - (ay - qy) * (cx - qx);
  if ((d1 >= 0 && d2 >= 0 && d3 >= 0) || (d1 <= 0 && d2 <= 0 && d3 <= 0)) return true;
  const toSegment = (px: number, py: number, ex: number, ey: number): number => {
    const dx = ex - px;
    const dy = ey - py;
    const l = dx * dx + dy * dy;
    const u = l === 0 ? 0 : Math.max(0, Math.min(1, ((cx - px) * dx + (cy - py) * dy) / l));
    return Math.hypot(cx - px - dx * u, cy - py - dy * u);
  };
  return Math.min(toSegment(ax, ay, bx, by), toSegment(bx, by, qx, qy), toSegment(qx, qy, ax, ay)) < r;
}
