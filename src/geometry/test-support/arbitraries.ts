// Shared fast-check arbitraries for the geometry tests (test support, left out of the build).
import fc from 'fast-check';
import type { Footprint } from '../shapes.js';
import { circle, orientedRect, polygonFootprint } from '../shapes.js';
import type { Point2 } from '../vector.js';
import { point2, pointRotate } from '../vector.js';

const coordinate = fc.double({ min: -20, max: 20, noNaN: true });
const size = fc.double({ min: 0.2, max: 5, noNaN: true });
export const point = fc.record({ x: coordinate, y: coordinate });

export const circleArb = fc.record({ centre: point, r: size }).map(({ centre, r }) => circle(centre, r / 2));
export const rectArb = fc
  .record({ centre: point, w: size, d: size, facing: fc.double({ min: 0, max: 360, noNaN: true }) })
  .map(({ centre, w, d, facing }) => orientedRect(centre, w, d, facing));
/** Star-shaped about its centre (so it is simple and scaling about the centre only grows it). */
export const starArb = fc
  .record({ centre: point, radii: fc.array(fc.double({ min: 0.3, max: 4, noNaN: true }), { minLength: 3, maxLength: 8 }) })
  .map(({ centre, radii }) =>
    polygonFootprint(
      radii.map((r, k) => {
        const angle = (2 * Math.PI * k) / radii.length;
        return point2(centre.x + r * Math.cos(angle), centre.y + r * Math.sin(angle));
      }),
    ),
  );
export const footprintArb: fc.Arbitrary<Footprint> = fc.oneof(circleArb, rectArb, starArb);

/** A rigid motion of the whole table: turn about the origin, then shift. */
export const motionArb = fc.record({
  angle: fc.double({ min: 0, max: 360, noNaN: true }),
  dx: coordinate,
  dy: coordinate,
});
export type Motion = { readonly angle: number; readonly dx: number; readonly dy: number };

export function movePoint(p: Point2, m: Motion): Point2 {
  const r = pointRotate(p, point2(0, 0), m.angle);
  return point2(r.x + m.dx, r.y + m.dy);
}

export function moveFootprint(f: Footprint, m: Motion): Footprint {
  switch (f.kind) {
    case 'circle':
      return circle(movePoint(f.centre, m), f.radius);
    case 'rect':
      return orientedRect(movePoint(f.centre, m), f.width, f.depth, f.facing + m.angle);
    case 'polygon':
      return polygonFootprint(f.points.map((p) => movePoint(p, m)));
  }
}
