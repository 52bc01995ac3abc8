import { EPSILON } from '../../geometry/index.js';

/**
 * Whether a distance is within a range (or half of one). M-5: one tolerance, the table's, decides
 * every such question, so the list of targets, the long-range modifier, a sling's second shot
 * and the shot itself never disagree about a model standing on the line.
 *
 * @example
 * withinRange(16, 16); // true
 * withinRange(16 + 1e-12, 16); // true: the same line, measured another way
 * withinRange(16.01, 16); // false
 */
export function withinRange(distance: number, range: number): boolean {
  return distance <= range + EPSILON;
}
