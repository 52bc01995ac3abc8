import type { Bounds, Polygon } from './polygon.js';
import { polygonArea, polygonBounds, polygonCentroid } from './polygon.js';
import type { Point2, Vector2 } from './vector.js';
import { degreesToRadians } from './vector.js';

/** Millimetres in an inch; base sizes are sold in millimetres, the table is measured in inches. */
export const MM_PER_INCH = 25.4;

/**
 * Sides of the regular polygon that stands in for a round footprint in the sight queries
 * (sight lines, hidden fractions, {@link circlePolygon}). Its corners lie on the circle, so
 * it hides slightly less than the true cylinder (2.6% less area, at most 1.9% less width).
 */
export const CIRCLE_SIDES = 16;

/** A round base or any round footprint. */
export type Circle = { readonly kind: 'circle'; readonly centre: Point2; readonly radius: number };

/**
 * A rectangle turned to a facing: a rectangular base or a unit's boundary. `width` runs across
 * the front (left to right), `depth` from front to rear. `facing` is the direction the front
 * faces, in degrees: 0 faces up the table (towards −y), and angles grow clockwise as drawn,
 * so 90 faces +x.
 */
export type OrientedRect = {
  readonly kind: 'rect';
  readonly centre: Point2;
  readonly width: number;
  readonly depth: number;
  readonly facing: number;
};

/** A terrain outline or any footprint given by its corners. */
export type PolygonFootprint = { readonly kind: 'polygon'; readonly points: Polygon };

/** What a thing covers on the table, seen from above. */
export type Footprint = Circle | OrientedRect | PolygonFootprint;

/**
 * A vertical prism: a footprint standing from height `bottom` to height `top` (inches above
 * the table). A model is a cylinder or box from its elevation to elevation + height; a terrain
 * piece is its outline from the ground to its height.
 */
export type Solid = { readonly footprint: Footprint; readonly bottom: number; readonly top: number };

/**
 * A round footprint: a round base, a tree's trunk.
 *
 * @example
 * circle(point2(10, 10), 0.5); // a 25.4 mm base at (10, 10)
 */
export function circle(centre: Point2, radius: number): Circle {
  return { kind: 'circle', centre, radius };
}

/**
 * A rectangle `width` wide and `depth` deep about its centre, its front turned to `facing` degrees.
 *
 * @example
 * orientedRect(point2(10, 10), 2, 1, 90); // 2" across, 1" deep, front facing +x
 */
export function orientedRect(centre: Point2, width: number, depth: number, facing = 0): OrientedRect {
  return { kind: 'rect', centre, width, depth, facing };
}

/**
 * A footprint from its corners: a wood, a wall, a building's outline.
 *
 * @example
 * polygonFootprint([point2(0, 0), point2(4, 0), point2(4, 4), point2(0, 4)]); // { kind: 'polygon', points: [...] }
 */
export function polygonFootprint(points: Polygon): PolygonFootprint {
  return { kind: 'polygon', points };
}

/**
 * A footprint standing from `bottom` to `top` inches above the table.
 *
 * @example
 * solid(circle(point2(10, 10), 0.5), 0, 1.25); // a man-sized model on the ground
 */
export function solid(footprint: Footprint, bottom: number, top: number): Solid {
  return { footprint, bottom, top };
}

/**
 * Millimetres as inches.
 *
 * @example
 * mmToInches(50.8); // 2
 */
export function mmToInches(mm: number): number {
  return mm / MM_PER_INCH;
}

/**
 * A round base of the given diameter in millimetres, as a circle in inches.
 *
 * @example
 * roundBase(point2(10, 10), 25.4).radius; // 0.5
 */
export function roundBase(centre: Point2, diameterMm: number): Circle {
  return circle(centre, mmToInches(diameterMm) / 2);
}

/**
 * The unit vector a facing angle points along (0° is −y, clockwise positive).
 *
 * @example
 * facingVector(0); // { x: 0, y: -1 }: up the table
 * facingVector(90); // { x: 1, y: 0 }, give or take 1e-16
 */
export function facingVector(degrees: number): Vector2 {
  const radians = degreesToRadians(degrees);
  return { x: Math.sin(radians), y: -Math.cos(radians) };
}

/**
 * The unit vector to the right hand of something facing the given angle.
 *
 * @example
 * facingRightVector(0); // { x: 1, y: 0 }
 */
export function facingRightVector(degrees: number): Vector2 {
  const radians = degreesToRadians(degrees);
  return { x: Math.cos(radians), y: Math.sin(radians) };
}

/** The four corners of a turned rectangle, named as seen by the rectangle looking forward. */
export type RectCorners = {
  readonly frontLeft: Point2;
  readonly frontRight: Point2;
  readonly rearRight: Point2;
  readonly rearLeft: Point2;
};

/**
 * The four corners of a turned rectangle, each by name (front-left, front-right…).
 *
 * @example
 * rectCorners(orientedRect(point2(10, 10), 2, 1));
 * // { frontLeft: (9, 9.5), frontRight: (11, 9.5), rearRight: (11, 10.5), rearLeft: (9, 10.5) } as points
 */
export function rectCorners(rect: OrientedRect): RectCorners {
  const f = facingVector(rect.facing);
  const r = facingRightVector(rect.facing);
  const hw = rect.width / 2;
  const hd = rect.depth / 2;
  const at = (forward: number, right: number): Point2 => ({
    x: rect.centre.x + f.x * forward + r.x * right,
    y: rect.centre.y + f.y * forward + r.y * right,
  });
  return { frontLeft: at(hd, -hw), frontRight: at(hd, hw), rearRight: at(-hd, hw), rearLeft: at(-hd, -hw) };
}

/**
 * The rectangle as a polygon, front-left first, wound positively.
 *
 * @example
 * rectPolygon(orientedRect(point2(10, 10), 2, 1)); // [(9, 9.5), (11, 9.5), (11, 10.5), (9, 10.5)] as points
 */
export function rectPolygon(rect: OrientedRect): Polygon {
  const c = rectCorners(rect);
  return [c.frontLeft, c.frontRight, c.rearRight, c.rearLeft];
}

/**
 * The regular polygon with its corners on the circle, the first at angle 0 (+x), wound
 * positively. Its orientation is fixed on the table, not turned towards any viewer.
 *
 * @example
 * circlePolygon(circle(point2(0, 0), 1), 4); // (1, 0), (0, 1), (-1, 0), (0, -1), give or take 1e-16
 */
export function circlePolygon(c: Circle, sides = CIRCLE_SIDES): Polygon {
  const unit = sides === CIRCLE_SIDES ? UNIT_CIRCLE : unitCircle(sides);
  const points: Point2[] = [];
  for (let k = 0; k < sides; k++) points.push({ x: c.centre.x + c.radius * unit[2 * k]!, y: c.centre.y + c.radius * unit[2 * k + 1]! });
  return points;
}

/**
 * The corners of {@link circlePolygon} (at its default sides) as flat x, y pairs: the same
 * numbers, without an object per corner.
 *
 * @example
 * circleFlatPolygon(circle(point2(0, 0), 1)).slice(0, 2); // [1, 0]: the first corner, on +x
 */
export function circleFlatPolygon(c: Circle): number[] {
  // Pushed, not preset to a length: an array made with holes stays one to the compiler.
  const out: number[] = [];
  const { x, y } = c.centre;
  const r = c.radius;
  for (let k = 0; k < 2 * CIRCLE_SIDES; k += 2) out.push(x + r * UNIT_CIRCLE[k]!, y + r * UNIT_CIRCLE[k + 1]!);
  return out;
}

/** cos and sin of each corner's angle, (2π·k)/sides, in turn. */
function unitCircle(sides: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < sides; k++) {
    const angle = (2 * Math.PI * k) / sides;
    out.push(Math.cos(angle), Math.sin(angle));
  }
  return out;
}

/** The usual polygon's corners worked out once: every obstruction set rebuilds a hundred bases. */
const UNIT_CIRCLE = unitCircle(CIRCLE_SIDES);

/**
 * The footprint as a polygon; a circle becomes its {@link circlePolygon}.
 *
 * @example
 * footprintPolygon(circle(point2(0, 0), 1)).length; // 16 corners (CIRCLE_SIDES)
 */
export function footprintPolygon(footprint: Footprint): Polygon {
  switch (footprint.kind) {
    case 'circle':
      return circlePolygon(footprint);
    case 'rect':
      return rectPolygon(footprint);
    case 'polygon':
      return footprint.points;
  }
}

/**
 * The footprint's centre: a circle's or rectangle's centre, a polygon's centroid.
 *
 * @example
 * footprintCentre(polygonFootprint([point2(0, 0), point2(4, 0), point2(4, 4), point2(0, 4)])); // { x: 2, y: 2 }
 */
export function footprintCentre(footprint: Footprint): Point2 {
  switch (footprint.kind) {
    case 'circle':
    case 'rect':
      return footprint.centre;
    case 'polygon':
      return polygonCentroid(footprint.points);
  }
}

/**
 * The smallest axis-aligned box around a footprint (a circle's true one, not its polygon's).
 *
 * @example
 * footprintBounds(circle(point2(10, 10), 0.5)); // { minX: 9.5, minY: 9.5, maxX: 10.5, maxY: 10.5 }
 */
export function footprintBounds(footprint: Footprint): Bounds {
  switch (footprint.kind) {
    case 'circle': {
      const { centre, radius } = footprint;
      return { minX: centre.x - radius, minY: centre.y - radius, maxX: centre.x + radius, maxY: centre.y + radius };
    }
    case 'rect':
      return polygonBounds(rectPolygon(footprint));
    case 'polygon':
      return polygonBounds(footprint.points);
  }
}

/**
 * A footprint's area in square inches (a circle's true area).
 *
 * @example
 * footprintArea(orientedRect(point2(10, 10), 2, 1)); // 2
 * footprintArea(circle(point2(0, 0), 1)); // 3.141592653589793
 */
export function footprintArea(footprint: Footprint): number {
  switch (footprint.kind) {
    case 'circle':
      return Math.PI * footprint.radius * footprint.radius;
    case 'rect':
      return footprint.width * footprint.depth;
    case 'polygon':
      return polygonArea(footprint.points);
  }
}

/**
 * How far the footprint reaches either side of `origin` across the unit direction `along`:
 * the smallest and largest offsets along the perpendicular (right-hand) axis. A circle uses
 * its true radius, not its polygon.
 */
export function footprintSpanAcross(footprint: Footprint, origin: Point2, along: Vector2): { min: number; max: number } {
  const ax = -along.y;
  const ay = along.x;
  switch (footprint.kind) {
    case 'circle': {
      const offset = (footprint.centre.x - origin.x) * ax + (footprint.centre.y - origin.y) * ay;
      return { min: offset - footprint.radius, max: offset + footprint.radius };
    }
    case 'rect':
    case 'polygon': {
      let min = Infinity;
      let max = -Infinity;
      for (const p of footprint.kind === 'rect' ? rectPolygon(footprint) : footprint.points) {
        const offset = (p.x - origin.x) * ax + (p.y - origin.y) * ay;
        if (offset < min) min = offset;
        if (offset > max) max = offset;
      }
      return { min, max };
    }
  }
}

/**
 * Whether two solids are the same prism, compared by value (a prism rebuilt from the same
 * numbers is the same).
 *
 * @example
 * solidsEqual(solid(circle(point2(1, 1), 1), 0, 2), solid(circle(point2(1, 1), 1), 0, 2)); // true
 * solidsEqual(solid(circle(point2(1, 1), 1), 0, 2), solid(circle(point2(1, 1), 1), 0, 3)); // false
 */
export function solidsEqual(a: Solid, b: Solid): boolean {
  return a === b || (a.bottom === b.bottom && a.top === b.top && footprintsEqual(a.footprint, b.footprint));
}

function footprintsEqual(a: Footprint, b: Footprint): boolean {
  if (a === b) return true;
  switch (a.kind) {
    case 'circle':
      return b.kind === 'circle' && a.radius === b.radius && a.centre.x === b.centre.x && a.centre.y === b.centre.y;
    case 'rect':
      return (
        b.kind === 'rect' &&
        a.width === b.width &&
        a.depth === b.depth &&
        a.facing === b.facing &&
        a.centre.x === b.centre.x &&
        a.centre.y === b.centre.y
      );
    case 'polygon':
      return (
        b.kind === 'polygon' &&
        a.points.length === b.points.length &&
        a.points.every((p, i) => p.x === b.points[i]!.x && p.y === b.points[i]!.y)
      );
  }
}
