import { addShiftedCounts, repeatOdds, type Arithmetic, type Distribution, type OddsMemo, type Repeat } from '../../dice/index.js';
import { unitDamageKey, type UnitDamage } from './unit-damage.js';

/** Where a shot's state keeps the target unit, so the unit can be read and swapped. */
export interface UnitSlot<T> {
  readonly unitOf: (state: T) => UnitDamage;
  readonly withUnit: (state: T, unit: UnitDamage) => T;
}

/**
 * The target unit after a unit's shooting — one series of shots, or several volleys in turn
 * — worked out on the wounds short of a model and the models removed, not on every unit the
 * shots can leave.
 *
 * Why this is exact: no die of a shot reads the unit; the unit only takes the damage (every
 * die is thrown even at a unit already gone, facts B1). So until the last model falls, a
 * unit of m models and one of any other size with the same wounds on its front model go the
 * same way, removing the same models. Each volley is therefore run at a unit that never runs
 * out, counting the models it removes — its rounds are then alike wherever the wounds short
 * of a model are, and are combined at once — and a count that reaches the unit's size is the
 * unit destroyed, as it stays. The rounds' `stop` must not read the unit.
 *
 * @example
 * const attack = battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: 'short-bow', models: 5, target: { profile: { T: 3 }, models: 3 } });
 * unitAfterSeries([battleaxeSeries(attack)], { models: 3, onCurrent: 0 }, slot, exactArithmetic, new OddsMemo(exactArithmetic));
 * // the unit with 3, 2, 1 or 0 models left, each with its chance
 */
export function unitAfterSeries<T, E, O extends string, N>(
  volleys: readonly Repeat<T, E, O>[],
  start: UnitDamage,
  slot: UnitSlot<T>,
  arithmetic: Arithmetic<N>,
  memo: OddsMemo<N>,
): Distribution<UnitDamage, N> {
  if (start.models === 0) return [{ state: start, p: arithmetic.one }];
  const size = start.models;
  const unending = (onCurrent: number): UnitDamage => ({ models: size, onCurrent });
  // removed.get(onCurrent)[k]: the chance of k models removed so far, with this much on the front model.
  let removed = new Map<number, N[]>([[start.onCurrent, [arithmetic.one]]]);
  for (const volley of volleys) {
    const next = new Map<number, N[]>();
    for (const [onCurrent, counts] of removed) {
      const series: Repeat<T, E, O> = {
        ...volley,
        start: slot.withUnit(volley.start, unending(onCurrent)),
        carry: (end) => {
          const carried = volley.carry(end);
          return slot.withUnit(carried, unending(slot.unitOf(carried).onCurrent));
        },
      };
      for (const { state, p } of repeatOdds(series, (end) => size - slot.unitOf(end).models, arithmetic, memo)) {
        const after = slot.unitOf(state.state).onCurrent;
        let row = next.get(after);
        if (!row) next.set(after, (row = []));
        addShiftedCounts(row, counts, state.count, p, arithmetic);
      }
    }
    removed = next;
  }
  const units = new Map<number, { state: UnitDamage; p: N }>();
  for (const [onCurrent, counts] of removed) {
    counts.forEach((p, k) => {
      if (arithmetic.isZero(p)) return;
      const unit: UnitDamage = k >= size ? { models: 0, onCurrent: 0 } : { models: size - k, onCurrent };
      const key = unitDamageKey(unit);
      const entry = units.get(key);
      if (entry) entry.p = arithmetic.add(entry.p, p);
      else units.set(key, { state: unit, p });
    });
  }
  return [...units.values()];
}
