import { probability, type Arithmetic, type Distribution } from '../../dice/index.js';
import type { UnitDamage } from '../shared/index.js';
import type { BattleaxeAttack } from './attack-types.js';
import { unitModels, type BattleaxeBattle } from './unit.js';

/**
 * Heavy casualties from shooting in Battleaxe (docs/battleaxe.md, Panic). The Battleaxe Panic
 * page (BA-PANIC) makes a Panic test a Leadership test and one per phase; its list of causes is
 * not in the text we hold, so the heavy-casualties cause is the one of the rules it follows
 * (facts A: WAP, then WFB 8th; W8-HEAVY): a unit that loses a quarter or more of the models it
 * had at the start of the phase.
 */
export const BATTLEAXE_PANIC_SHARE: readonly [number, number] = [1, 4];

/** The threshold of heavy casualties for one target, before any die. */
export interface BattleaxePanicThreshold {
  /** Models in the unit as the shooting starts, taken as the start of the phase. */
  readonly startModels: number;
  /** Models removed that force the test; null when this shooting cannot force one (a unit of one model). */
  readonly modelsRemoved: number | null;
}

/** The chance that the shooting forces a Panic test; failing it is not worked out (no Leadership in the file). */
export interface BattleaxePanicOdds<N> {
  readonly threshold: BattleaxePanicThreshold;
  /** The unit survives the shooting having lost the threshold's models. */
  readonly forced: N;
}

/**
 * The models the target must lose to the shooting to take a Panic test: a quarter of those it
 * has as the shooting starts, rounded up, and at least one.
 *
 * @example
 * battleaxePanicThreshold(battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: 'short-bow', target: { profile: { T: 3 }, models: 10 } })); // { startModels: 10, modelsRemoved: 3 }
 */
export function battleaxePanicThreshold(attack: BattleaxeAttack): BattleaxePanicThreshold {
  return modelsThreshold(attack.target.models);
}

function modelsThreshold(startModels: number): BattleaxePanicThreshold {
  const [numerator, denominator] = BATTLEAXE_PANIC_SHARE;
  const needed = Math.max(1, Math.ceil((startModels * numerator) / denominator));
  // Losing them all destroys the unit, which then takes no test.
  return { startModels, modelsRemoved: needed < startModels ? needed : null };
}

/**
 * Whether a unit left with `modelsLeft` models takes the Panic test: it is still there, and lost
 * at least the threshold's models.
 *
 * @example
 * battleaxePanicTaken({ startModels: 8, modelsRemoved: 2 }, 6); // true
 * battleaxePanicTaken({ startModels: 8, modelsRemoved: 2 }, 0); // false: destroyed
 */
export function battleaxePanicTaken(threshold: BattleaxePanicThreshold, modelsLeft: number): boolean {
  return threshold.modelsRemoved !== null && modelsLeft > 0 && threshold.startModels - modelsLeft >= threshold.modelsRemoved;
}

/**
 * The chance that the shooting forces a Panic test: the unit still there after the casualties,
 * having lost the threshold's models.
 *
 * @example
 * const attack = battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: 'short-bow', models: 4, target: { profile: { T: 3 }, models: 8 } });
 * battleaxePanicOdds(attack, unitAfter, exactArithmetic).forced; // P(2 to 7 of the 8 removed)
 */
export function battleaxePanicOdds<N>(attack: BattleaxeAttack, unitAfter: Distribution<UnitDamage, N>, arithmetic: Arithmetic<N>): BattleaxePanicOdds<N> {
  const threshold = battleaxePanicThreshold(attack);
  const forced = probability(unitAfter, (after) => battleaxePanicTaken(threshold, after.models), arithmetic);
  return { threshold, forced };
}

/** A unit that lost models in the phase: how many of those it had, and whether that forces a Panic test. */
export interface BattleaxePhasePanic {
  readonly unit: string;
  readonly threshold: BattleaxePanicThreshold;
  /** Models removed over the whole phase, every shooting at the unit together. */
  readonly modelsRemoved: number;
  readonly taken: boolean;
}

/**
 * The Panic tests the phase's casualties force: for each unit of the other armies that lost
 * models, its losses over the whole phase against a quarter of the models it had at the start
 * of the phase (W8-HEAVY: heavy casualties are counted per phase). Units that lost none are
 * left out.
 *
 * @example
 * // battle, variants: examples/battleaxe/hedge-and-wall.json, parsed as in battleaxeTargetReport's example
 * const rolled = battleaxeRollPhase(battle, { variants }, 3);
 * battleaxePhasePanic(battle, rolled.battle); // [{ unit: 'goblins', modelsRemoved: …, taken: … }]
 */
export function battleaxePhasePanic(before: BattleaxeBattle, after: BattleaxeBattle): readonly BattleaxePhasePanic[] {
  return before.units.flatMap((unit) => {
    if (unit.army === before.shooting) return [];
    const threshold = modelsThreshold(unitModels(before, unit.id).length);
    const modelsLeft = unitModels(after, unit.id).length;
    const modelsRemoved = threshold.startModels - modelsLeft;
    return modelsRemoved > 0 ? [{ unit: unit.id, threshold, modelsRemoved, taken: battleaxePanicTaken(threshold, modelsLeft) }] : [];
  });
}
