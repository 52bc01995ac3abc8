import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freshUnit, unitAfterWound, type DamageRule } from './unit-damage.js';

const cap: DamageRule = { wounds: 3, overflow: 'cap' };
const pool: DamageRule = { wounds: 3, overflow: 'pool' };

describe('unit damage', () => {
  it('removes whole models and keeps the wounds short of one on the model taking them', () => {
    let unit = freshUnit(4);
    unit = unitAfterWound(unit, 1, cap);
    expect(unit).toEqual({ models: 4, onCurrent: 1 });
    unit = unitAfterWound(unit, 2, cap);
    expect(unit).toEqual({ models: 3, onCurrent: 0 });
  });

  it('caps a multiple-wound hit at the model it lands on, or lets it carry on in the pool', () => {
    const wounded = { models: 4, onCurrent: 2 };
    // Battleaxe (B-13): a D6-wound hit of 5 on a model with 1 wound left removes it; the rest is lost.
    expect(unitAfterWound(wounded, 5, cap)).toEqual({ models: 3, onCurrent: 0 });
    // The Ninth Age (T-8): 5 is capped at 3 Health Points, then 2 + 3 = 5 lost: one model, 2 on the next.
    expect(unitAfterWound(wounded, 5, pool)).toEqual({ models: 3, onCurrent: 2 });
  });

  it('stops at an empty unit', () => {
    expect(unitAfterWound({ models: 1, onCurrent: 2 }, 3, pool)).toEqual({ models: 0, onCurrent: 0 });
    expect(unitAfterWound({ models: 0, onCurrent: 0 }, 3, cap)).toEqual({ models: 0, onCurrent: 0 });
  });

  it('never loses more wounds than were dealt, nor creates any', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 20 }), fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 30 }), fc.boolean(), (W, models, hits, pooled) => {
        const rule: DamageRule = { wounds: W, overflow: pooled ? 'pool' : 'cap' };
        let unit = freshUnit(models);
        let dealt = 0;
        for (const h of hits) {
          const before = unit;
          unit = unitAfterWound(unit, h, rule);
          if (before.models > 0) dealt += Math.min(h, W);
        }
        const lost = (models - unit.models) * W + unit.onCurrent;
        expect(lost).toBeLessThanOrEqual(dealt);
        expect(unit.onCurrent).toBeLessThan(W);
        expect(unit.models).toBeGreaterThanOrEqual(0);
        if (pooled) expect(lost).toBe(Math.min(dealt, models * W));
      }),
    );
  });
});
