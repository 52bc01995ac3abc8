import type { Table } from '../table/index.js';

/**
 * What a unit's views hang on besides its own models: the terrain, the buildings, every other
 * model and unit block, and which models the unit holds. A heat map moves only the unit's models
 * and boundary (`tableMovedTo` keeps every other object as it was), so these stay the very same
 * objects from place to place.
 *
 * @example
 * const still = standingStill(table, 'archers');
 * sameObjects(still, standingStill(tableMovedTo(table, archerModels, new Set(['archers']), centre, place), 'archers')); // true
 */
export function standingStill(table: Table, unitId: string): readonly unknown[] {
  const own = table.units.find((u) => u.id === unitId);
  return [table.terrain, table.buildings, own?.models, ...table.models.filter((m) => m.unit !== unitId), ...table.units.filter((u) => u.id !== unitId)];
}

/**
 * Whether two lists hold the same objects in the same order (identity, not likeness).
 *
 * @example
 * const a = {};
 * sameObjects([a], [a]); // true
 * sameObjects([a], [{}]); // false
 */
export function sameObjects(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/**
 * A memo of odds by a key of what they depend on: the odds of one attack are worked out once,
 * however many places ask for it.
 *
 * @example
 * const odds = oddsMemo<string>();
 * odds('key', () => weigh()) === odds('key', () => weigh()); // true: weighed once
 */
export function oddsMemo<V>(): (key: string, weigh: () => V) => V {
  const known = new Map<string, V>();
  return (key, weigh) => {
    const found = known.get(key);
    if (found !== undefined) return found;
    const value = weigh();
    known.set(key, value);
    return value;
  };
}
