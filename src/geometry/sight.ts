import { sightLineOnly } from './hidden.js';
import type { ObstructionOptions, Obstructions } from './obstructions.js';
import type { Solid } from './shapes.js';
import type { Point3 } from './vector.js';

/**
 * Whether some straight line from the eye reaches some point of the target's body without
 * passing through the inside of an obstruction.
 *
 * The body is the target's silhouette rectangle (see `targetSilhouette`). A line that only
 * touches an obstruction's boundary, or goes less than EPSILON into it, grazes it and is not
 * blocked: a sight line along the top of a wall exactly at eye height exists, and so does one
 * through a seam between two walls that touch. Measured on the target's plane, "into" means
 * more than EPSILON below a shadow's top or above its bottom, or more than EPSILON inside its
 * leftmost or rightmost edge.
 *
 * Always agrees with {@link hiddenFraction}: `hidden < 1` (beyond rounding) implies a sight
 * line, and no sight line implies `hidden === 1`. The one overlap is a target reachable only
 * by grazing lines, which is visible with `hidden === 1`.
 *
 * @example
 * // The same wall at 0.5" tall no longer reaches the eye line: the target shows above it.
 * const wall = solid(orientedRect(point2(5, 0), 4, 0.5, 90), 0, 0.5);
 * sightLineExists(point3(0, 0, 1), solid(circle(point2(10, 0), 0.5), 0, 2), [wall]); // true
 */
export function sightLineExists(
  eye: Point3,
  target: Solid,
  obstructions: Obstructions,
  options: ObstructionOptions = {},
): boolean {
  return sightLineOnly(eye, target, obstructions, options);
}
