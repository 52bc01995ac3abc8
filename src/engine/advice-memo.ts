import { preparedKeepingObstructions, type PreparedTable, type Table } from '../table/index.js';

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

/**
 * Whether `table` is `before` with only the unit `unitId` moved: what a unit's views hang on
 * besides its own models (the terrain, the buildings, every other model and unit block, and
 * which models the unit holds) is the very same objects in the same order, as `tableMovedTo`
 * leaves them from place to place.
 */
function movedAlone(table: Table, before: Table, unitId: string, own: ReadonlySet<string>): boolean {
  if (table.terrain !== before.terrain || table.buildings !== before.buildings || table.models.length !== before.models.length || table.units.length !== before.units.length) return false;
  for (let i = 0; i < table.models.length; i++) {
    const [now, was] = [table.models[i], before.models[i]];
    if (now !== was && !(now && was && now.id === was.id && own.has(now.id))) return false;
  }
  for (let i = 0; i < table.units.length; i++) {
    const [now, was] = [table.units[i], before.units[i]];
    if (now !== was && !(now && was && now.id === unitId && was.id === unitId && now.models === was.models)) return false;
  }
  return true;
}

/**
 * A rater's tables, place after place, for one shooting unit (or one model, where no unit has
 * the id: a Mordheim warrior): while nothing but that unit has
 * moved, every place reuses the obstruction set prepared for the first
 * (`preparedKeepingObstructions`): each game's shooting models look past their own unit's
 * models, so where those stand in the set changes no answer, and a place costs no preparation.
 * When anything else has moved, `forget` is called (what the rater kept no longer holds) and
 * the table is prepared as `prepare` does.
 *
 * @example
 * const kept = keptPreparation(tablePreparer<BattleaxeBattle>());
 * kept(battle, 'archers', () => views.clear()); // prepared: the first table
 * kept(movedArchers, 'archers', () => views.clear()).obstructions; // the first table's set, not prepared again
 */
export function keptPreparation<B extends { readonly table: Table }>(prepare: (battle: B) => PreparedTable): (battle: B, unitId: string, forget: () => void) => PreparedTable {
  let base: PreparedTable | null = null;
  let own: ReadonlySet<string> = new Set();
  return (battle, unitId, forget) => {
    if (!base || !movedAlone(battle.table, base.table, unitId, own)) {
      forget();
      base = prepare(battle);
      // A unit's models; a model of its own (a Mordheim warrior) where no unit has the id.
      own = new Set(battle.table.units.find((u) => u.id === unitId)?.models ?? [unitId]);
      return base;
    }
    return preparedKeepingObstructions(battle.table, base, own) ?? prepare(battle);
  };
}
