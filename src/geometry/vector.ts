/**
 * Points and vectors as plain data. Coordinates are inches on the table, x to the right and
 * y pointing down (as in SVG); z is height above the table.
 */

/** A place on the table, in inches from its top-left corner. */
export type Point2 = { readonly x: number; readonly y: number };
/** A place with a height: z inches above the table. */
export type Point3 = { readonly x: number; readonly y: number; readonly z: number };
/** A displacement rather than a position; the same shape as {@link Point2}. */
export type Vector2 = Point2;

/**
 * A point on the table, x inches right and y inches down from the top-left corner.
 *
 * @example
 * point2(3, 4); // { x: 3, y: 4 }
 */
export function point2(x: number, y: number): Point2 {
  return { x, y };
}

/**
 * A point z inches above the table: an eye, a roof's edge.
 *
 * @example
 * point3(3, 4, 1.5); // { x: 3, y: 4, z: 1.5 }
 */
export function point3(x: number, y: number, z: number): Point3 {
  return { x, y, z };
}

/**
 * The sum of two displacements, or a point moved by a displacement.
 *
 * @example
 * vectorAdd(point2(1, 2), point2(3, -1)); // { x: 4, y: 1 }
 */
export function vectorAdd(a: Vector2, b: Vector2): Vector2 {
  return { x: a.x + b.x, y: a.y + b.y };
}

/**
 * The displacement from b to a.
 *
 * @example
 * vectorSubtract(point2(5, 5), point2(2, 1)); // { x: 3, y: 4 }
 */
export function vectorSubtract(a: Point2, b: Point2): Vector2 {
  return { x: a.x - b.x, y: a.y - b.y };
}

/**
 * The displacement stretched by a factor.
 *
 * @example
 * vectorScale(point2(1, -2), 3); // { x: 3, y: -6 }
 */
export function vectorScale(v: Vector2, factor: number): Vector2 {
  return { x: v.x * factor, y: v.y * factor };
}

/**
 * The dot product: 0 for square-on directions, positive when they point the same way.
 *
 * @example
 * vectorDot(point2(2, 3), point2(4, 5)); // 23
 * vectorDot(point2(1, 0), point2(0, 1)); // 0
 */
export function vectorDot(a: Vector2, b: Vector2): number {
  return a.x * b.x + a.y * b.y;
}

/**
 * z of the 3D cross product; positive when b turns clockwise from a as drawn with y down.
 *
 * @example
 * vectorCross(point2(1, 0), point2(0, 1)); // 1: from +x to +y (down) is clockwise
 */
export function vectorCross(a: Vector2, b: Vector2): number {
  return a.x * b.y - a.y * b.x;
}

/**
 * How long a displacement is, in inches.
 *
 * @example
 * vectorLength(point2(3, 4)); // 5
 */
export function vectorLength(v: Vector2): number {
  return Math.sqrt(v.x * v.x + v.y * v.y);
}

/**
 * The unit vector along v, or the zero vector when v has no length.
 *
 * @example
 * vectorNormalize(point2(3, 4)); // { x: 0.6, y: 0.8 }
 */
export function vectorNormalize(v: Vector2): Vector2 {
  const length = vectorLength(v);
  return length === 0 ? { x: 0, y: 0 } : { x: v.x / length, y: v.y / length };
}

/**
 * The straight distance between two points, in inches (centre to centre, not base to base).
 *
 * @example
 * pointDistance(point2(0, 0), point2(3, 4)); // 5
 */
export function pointDistance(a: Point2, b: Point2): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return Math.sqrt(dx * dx + dy * dy);
}

/**
 * The point a share t of the way from a to b (0 is a, 1 is b).
 *
 * @example
 * pointLerp(point2(0, 0), point2(10, 4), 0.25); // { x: 2.5, y: 1 }
 */
export function pointLerp(a: Point2, b: Point2, t: number): Point2 {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/**
 * Degrees to radians; public data speaks degrees, the maths inside speaks radians.
 *
 * @example
 * degreesToRadians(180); // 3.141592653589793
 */
export function degreesToRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/**
 * Turns p about centre by the given degrees, clockwise as drawn (y points down), the same
 * sense as a facing angle.
 *
 * @example
 * pointRotate(point2(1, 0), point2(0, 0), 90); // { x: 0, y: 1 }, give or take 1e-16
 */
export function pointRotate(p: Point2, centre: Point2, degrees: number): Point2 {
  const radians = degreesToRadians(degrees);
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const dx = p.x - centre.x;
  const dy = p.y - centre.y;
  return { x: centre.x + dx * cos - dy * sin, y: centre.y + dx * sin + dy * cos };
}
