/**
 * Points and vectors as plain data. Coordinates are inches on the table, x to the right and
 * y pointing down (as in SVG); z is height above the table.
 */

export type Point2 = { readonly x: number; readonly y: number };
export type Point3 = { readonly x: number; readonly y: number; readonly z: number };
/** A displacement rather than a position; the same shape as {@link Point2}. */
export type Vector2 = Point2;

export function point2(x: number, y: number): Point2 {
  return { x, y };
}

export function point3(x: number, y: number, z: number): Point3 {
  return { x, y, z };
}

export function vectorAdd(a: Vector2, b: Vector2): Vector2 {
  return { x: a.x + b.x, y: a.y + b.y };
}

export function vectorSubtract(a: Point2, b: Point2): Vector2 {
  return { x: a.x - b.x, y: a.y - b.y };
}

export function vectorScale(v: Vector2, factor: number): Vector2 {
  return { x: v.x * factor, y: v.y * factor };
}

export function vectorDot(a: Vector2, b: Vector2): number {
  return a.x * b.x + a.y * b.y;
}

/** z of the 3D cross product; positive when b turns clockwise from a as drawn with y down. */
export function vectorCross(a: Vector2, b: Vector2): number {
  return a.x * b.y - a.y * b.x;
}

export function vectorLength(v: Vector2): number {
  return Math.sqrt(v.x * v.x + v.y * v.y);
}

/** The unit vector along v, or the zero vector when v has no length. */
export function vectorNormalize(v: Vector2): Vector2 {
  const length = vectorLength(v);
  return length === 0 ? { x: 0, y: 0 } : { x: v.x / length, y: v.y / length };
}

export function pointDistance(a: Point2, b: Point2): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return Math.sqrt(dx * dx + dy * dy);
}

export function pointLerp(a: Point2, b: Point2, t: number): Point2 {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/** Degrees to radians; public data speaks degrees, the maths inside speaks radians. */
export function degreesToRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/**
 * Turns p about centre by the given degrees, clockwise as drawn (y points down), the same
 * sense as a facing angle.
 */
export function pointRotate(p: Point2, centre: Point2, degrees: number): Point2 {
  const radians = degreesToRadians(degrees);
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const dx = p.x - centre.x;
  const dy = p.y - centre.y;
  return { x: centre.x + dx * cos - dy * sin, y: centre.y + dx * sin + dy * cos };
}
