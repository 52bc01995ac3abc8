// Random tables for the batch and matrix tests (test support, left out of the build).
import fc from 'fast-check';
import type { Segment } from '../segment.js';
import type { Footprint, Solid } from '../shapes.js';
import { circle, footprintCentre, orientedRect, polygonFootprint, solid } from '../shapes.js';
import type { Point3 } from '../vector.js';
import { point2, point3 } from '../vector.js';

/**
 * A table of models and terrain on 30"×30": round and square bases, star-shaped terrain
 * (often non-convex), some raised. Half the tables are snapped to a quarter-inch grid, so
 * corners on sight lines, touching bases and walls at eye height come up often.
 */
export type Table = {
  readonly solids: readonly Solid[];
  readonly eye: Point3;
  /** Indices of the solids that are targets, each with a facing across it. */
  readonly targets: readonly number[];
  readonly facings: readonly Segment[];
  /** Left out for every target (the shooter), and per target. */
  readonly ignore: readonly number[];
  readonly ignoreEach: readonly (readonly number[])[];
};

export const unit = fc.double({ min: 0, max: 1, noNaN: true });

/** What one solid of a random table is made from; see {@link solidFromSpec}. */
export const solidSpecArb = fc.record({
  x: unit,
  y: unit,
  kind: fc.integer({ min: 0, max: 3 }),
  size: unit,
  top: unit,
  raised: unit,
  twist: unit,
  radii: fc.array(unit, { minLength: 8, maxLength: 8 }),
});
export type SolidSpec = typeof solidSpecArb extends fc.Arbitrary<infer T> ? T : never;

/** Rounds to a quarter inch on snapped tables. */
export function snapper(snapped: boolean): (v: number) => number {
  return (v) => (snapped ? Math.round(v * 4) / 4 : v);
}

/** A round base, a turned rectangle or a star-shaped piece, some of them raised. */
export function solidFromSpec({ x, y, kind, size, top, raised, twist, radii }: SolidSpec, snapped: boolean): Solid {
  const q = snapper(snapped);
  const centre = point2(q(x * 30), q(y * 30));
  const s = q(0.25 + size * 3) || 0.25;
  let footprint: Footprint;
  switch (kind) {
    case 0:
      footprint = circle(centre, s / 2);
      break;
    case 1:
      footprint = orientedRect(centre, s, q(s / 3) || 0.25, q(twist * 360));
      break;
    default:
      footprint = polygonFootprint(
        radii.slice(0, 4 + kind * 2).map((r, k, all) => {
          const angle = ((k + twist * 0.8 + 0.1) / all.length) * 2 * Math.PI;
          const reach = s * (0.3 + r);
          return point2(q(centre.x + reach * Math.cos(angle)), q(centre.y + reach * Math.sin(angle)));
        }),
      );
  }
  const bottom = raised < 0.2 ? q(raised * 10) : 0;
  return solid(footprint, bottom, bottom + (q(0.25 + top * 5) || 0.25));
}

/** A facing across the solid's centre, an inch long, slightly tilted. */
export function facingAcross(body: Solid): Segment {
  const c = footprintCentre(body.footprint);
  return { a: point2(c.x - 0.5, c.y + 0.25), b: point2(c.x + 0.5, c.y - 0.25) };
}

export const tableArb: fc.Arbitrary<Table> = fc
  .record({
    snapped: fc.boolean(),
    specs: fc.array(solidSpecArb, { minLength: 2, maxLength: 40 }),
    eye: fc.record({ x: unit, y: unit, z: unit }),
    shooter: fc.option(fc.nat(), { nil: undefined }),
    picks: fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
    extra: fc.array(fc.nat(), { maxLength: 3 }),
  })
  .map(({ snapped, specs, eye, shooter, picks, extra }): Table => {
    const q = snapper(snapped);
    const solids = specs.map((spec) => solidFromSpec(spec, snapped));
    const targets = [...new Set(picks.map((p) => p % solids.length))];
    const ignore = shooter === undefined ? [] : [shooter % solids.length];
    return {
      solids,
      eye: point3(q(eye.x * 30), q(eye.y * 30), q(0.5 + eye.z * 4)),
      targets,
      facings: targets.map((t) => facingAcross(solids[t]!)),
      ignore,
      ignoreEach: targets.map((t, k) => (k % 2 === 0 ? [t] : [t, ...extra.map((e) => e % solids.length)])),
    };
  });
