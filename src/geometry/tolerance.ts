/**
 * The single tolerance of the geometry layer, in inches.
 *
 * Every "touching" decision uses it: bases closer than this are in contact, a line that comes
 * within this of an obstruction's boundary without going deeper only grazes it, a point this
 * close to a border belongs to the border. A millionth of an inch is far below anything a
 * tape measure can tell apart, yet far above the rounding noise of doubles on a 100" table.
 */
export const EPSILON = 1e-6;

/** Distances at or below {@link EPSILON} are treated as contact, so they read as exactly 0. */
export function snapToZero(distance: number): number {
  return distance <= EPSILON ? 0 : distance;
}
