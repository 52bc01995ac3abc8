/**
 * Damage to a rank-and-file unit, shared by the games that have units (Battleaxe, The
 * Ninth Age). Casualties are removed as whole models; wounds short of a whole model stay on
 * the model taking them. Whether damage beyond one model's Wounds carries on to the next is
 * each game's rule, so it is a parameter.
 */
export interface UnitDamage {
  /** Models still in the unit. */
  readonly models: number;
  /** Wounds (Health Points) already lost by the model in the line of fire, below its Wounds. */
  readonly onCurrent: number;
}

/** How wounds turn into casualties: one model's Wounds, and where damage past them goes. */
export interface DamageRule {
  /** Wounds (Health Points) of one model. */
  readonly wounds: number;
  /**
   * `cap`: one unsaved wound's damage stops at the model it lands on (Battleaxe B-13);
   * `pool`: damage is capped at one model's Wounds, then taken from the unit's shared pool
   * and may finish the next model too (The Ninth Age T-8).
   */
  readonly overflow: 'cap' | 'pool';
}

export function freshUnit(models: number): UnitDamage {
  return { models, onCurrent: 0 };
}

/** The unit after one unsaved wound of `amount` damage (a Multiple Wounds value, or 1). */
export function unitAfterWound(unit: UnitDamage, amount: number, rule: DamageRule): UnitDamage {
  if (unit.models === 0 || amount <= 0) return unit;
  const dealt = Math.min(amount, rule.wounds);
  switch (rule.overflow) {
    case 'cap': {
      const total = unit.onCurrent + dealt;
      return total >= rule.wounds ? { models: unit.models - 1, onCurrent: 0 } : { models: unit.models, onCurrent: total };
    }
    case 'pool': {
      const total = unit.onCurrent + dealt;
      const removed = Math.min(unit.models, Math.floor(total / rule.wounds));
      const models = unit.models - removed;
      return { models, onCurrent: models === 0 ? 0 : total % rule.wounds };
    }
  }
}

/** Compact key for merging equal unit states in the odds interpreter. */
export function unitDamageKey(unit: UnitDamage): number {
  return unit.models * 64 + unit.onCurrent;
}
