import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hiddenFraction } from './hidden.js';
import { obstructionSet } from './obstructions.js';
import { pointStrictlyInPolygon, polygonBoundaryDistance } from './polygon.js';
import type { Footprint, Solid } from './shapes.js';
import { circle, footprintCentre, footprintPolygon, orientedRect, polygonFootprint, solid } from './shapes.js';
import { sightLineExists } from './sight.js';
import { EPSILON } from './tolerance.js';
import type { Point2, Point3 } from './vector.js';
import { pointDistance } from './vector.js';

/** A footprint together with a point it is star-shaped about, so scaling about it only grows it. */
type Piece = { readonly footprint: Footprint; readonly centre: Point2; readonly bottom: number; readonly top: number };
type Scene = { readonly eye: Point3; readonly target: Solid; readonly pieces: readonly Piece[]; readonly heading: number };

const unit = fc.double({ min: 0, max: 1, noNaN: true });

function scaled(p: Piece, factor: number): Piece {
  const f = p.footprint;
  const c = p.centre;
  switch (f.kind) {
    case 'circle':
      return { ...p, footprint: circle(f.centre, f.radius * factor) };
    case 'rect':
      return { ...p, footprint: orientedRect(f.centre, f.width * factor, f.depth * factor, f.facing) };
    case 'polygon':
      return {
        ...p,
        footprint: polygonFootprint(f.points.map((q) => ({ x: c.x + (q.x - c.x) * factor, y: c.y + (q.y - c.y) * factor }))),
      };
  }
}

const toSolid = (p: Piece): Solid => solid(p.footprint, p.bottom, p.top);

function covers(f: Footprint, p: Point2): boolean {
  const outline = footprintPolygon(f);
  return pointStrictlyInPolygon(p, outline) || polygonBoundaryDistance(p, outline) < 0.01;
}

const sceneArb: fc.Arbitrary<Scene> = fc
  .record({
    heading: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
    eyeZ: fc.double({ min: 0.5, max: 4, noNaN: true }),
    reach: fc.double({ min: 4, max: 15, noNaN: true }),
    targetRadius: fc.double({ min: 0.3, max: 1, noNaN: true }),
    targetBottom: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 2, noNaN: true })),
    targetHeight: fc.double({ min: 0.5, max: 2.5, noNaN: true }),
    pieces: fc.array(
      fc.record({
        along: fc.double({ min: 0.1, max: 0.9, noNaN: true }),
        lateral: fc.double({ min: -3, max: 3, noNaN: true }),
        kind: fc.integer({ min: 0, max: 2 }),
        sizes: fc.array(fc.double({ min: 0.3, max: 3, noNaN: true }), { minLength: 8, maxLength: 8 }),
        facing: fc.double({ min: 0, max: 360, noNaN: true }),
        bottom: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 2, noNaN: true })),
        height: fc.double({ min: 0.2, max: 5, noNaN: true }),
        corners: fc.integer({ min: 3, max: 8 }),
        twist: unit,
      }),
      { maxLength: 5 },
    ),
  })
  .map(({ heading, eyeZ, reach, targetRadius, targetBottom, targetHeight, pieces }): Scene => {
    const dir = { x: Math.cos(heading), y: Math.sin(heading) };
    const at = (along: number, lateral: number): Point2 => ({
      x: dir.x * reach * along - dir.y * lateral,
      y: dir.y * reach * along + dir.x * lateral,
    });
    const eye = { x: 0, y: 0, z: eyeZ };
    const target = solid(circle(at(1, 0), targetRadius), targetBottom, targetBottom + targetHeight);
    const made = pieces.map((p): Piece => {
      const centre = at(p.along, p.lateral);
      const s = p.sizes;
      const footprint: Footprint =
        p.kind === 0
          ? circle(centre, s[0]! / 2)
          : p.kind === 1
            ? orientedRect(centre, s[0]! * 2, s[1]! / 2, p.facing)
            : polygonFootprint(
                Array.from({ length: p.corners }, (_, k) => {
                  const angle = ((k + p.twist) / p.corners) * 2 * Math.PI;
                  return { x: centre.x + s[k]! * Math.cos(angle), y: centre.y + s[k]! * Math.sin(angle) };
                }),
              );
      return { footprint, centre, bottom: p.bottom, top: p.bottom + p.height };
    });
    return { eye, target, heading, pieces: made.filter((p) => !covers(p.footprint, eye)) };
  });

describe('sight properties', () => {
  it('keeps the hidden fraction within [0, 1] and agrees with sightLineExists', () => {
    fc.assert(
      fc.property(sceneArb, ({ eye, target, pieces }) => {
        const solids = pieces.map(toSolid);
        const h = hiddenFraction(eye, target, solids);
        expect(h.hidden).toBeGreaterThanOrEqual(0);
        expect(h.hidden).toBeLessThanOrEqual(1);
        for (const b of h.by) {
          expect(b.fraction).toBeGreaterThan(0);
          expect(b.fraction).toBeLessThanOrEqual(h.hidden + 1e-12);
        }
        expect(sightLineExists(eye, target, solids)).toBe(h.sightLine);
        expect(sightLineExists(eye, target, obstructionSet(solids))).toBe(h.sightLine);
        if (h.hidden < 1 - EPSILON) expect(h.sightLine).toBe(true);
        if (!h.sightLine) expect(h.hidden).toBe(1);
      }),
      { numRuns: 300 },
    );
  });

  it('never hides less when an obstruction grows taller or wider', () => {
    fc.assert(
      fc.property(
        sceneArb,
        fc.nat(),
        fc.double({ min: 1, max: 2, noNaN: true }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        ({ eye, target, pieces }, which, factor, extra) => {
          fc.pre(pieces.length > 0);
          const k = which % pieces.length;
          const before = hiddenFraction(eye, target, pieces.map(toSolid));
          const bigger = pieces.map((p, i) => (i === k ? { ...scaled(p, factor), top: p.top + extra } : p));
          const after = hiddenFraction(eye, target, bigger.map(toSolid));
          expect(after.hidden).toBeGreaterThanOrEqual(before.hidden - 1e-9);
          const own = (h: typeof before) => h.by.find((b) => b.index === k)?.fraction ?? 0;
          expect(own(after)).toBeGreaterThanOrEqual(own(before) - 1e-9);
          if (!before.sightLine) expect(after.sightLine).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('does not change when an obstruction moves somewhere away from every sight line', () => {
    fc.assert(
      fc.property(
        sceneArb,
        fc.double({ min: 0.3, max: 3, noNaN: true }),
        fc.double({ min: 0.1, max: 6, noNaN: true }),
        fc.integer({ min: 0, max: 2 }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        ({ eye, target, pieces, heading }, radius, height, where, distance) => {
          const dir = { x: Math.cos(heading), y: Math.sin(heading) };
          const reach = pointDistance(eye, footprintCentre(target.footprint));
          // Behind the eye, beyond the target, or far off to one side of the corridor.
          const place = (d: number): Point2 =>
            where === 0
              ? { x: -dir.x * (radius + 0.5 + d), y: -dir.y * (radius + 0.5 + d) }
              : where === 1
                ? { x: dir.x * (reach + 1.5 + radius + d), y: dir.y * (reach + 1.5 + radius + d) }
                : { x: dir.x * reach * 0.5 - dir.y * (reach + 2 + radius + d), y: dir.y * reach * 0.5 + dir.x * (reach + 2 + radius + d) };
          const solids = pieces.map(toSolid);
          const base = hiddenFraction(eye, target, solids);
          for (const d of [0, distance]) {
            const away = solid(circle(place(d), radius), 0, height);
            expect(hiddenFraction(eye, target, [...solids, away])).toEqual(base);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
