import { prepareTable, type PreparedTable } from '../../table/index.js';
import type { BattleaxeShootingAttack } from './attack-types.js';
import { shooterView, type ShooterView } from './cover.js';
import { batchesOf, battleaxeTableAttack, type TableBatch } from './table-shot.js';
import { unitModels, type BattleaxeBattle, type BattleaxeUnit } from './unit.js';
import type { BattleaxeVariants } from './variants.js';

/** Why a unit may not be shot, with one way of shooting or at all. */
export type BattleaxeTargetRefusal = 'in-combat' | 'not-visible' | 'out-of-range';

/** Why a model of the shooting unit does not fire. */
export type IdleReason = 'out-of-range' | 'no-sight';

/** One way of shooting a unit: direct (each model that sees it) or a volley (B-7). */
export interface BattleaxeTargetOption {
  readonly volley: boolean;
  readonly legal: boolean;
  readonly refusals: readonly BattleaxeTargetRefusal[];
  readonly batches: readonly TableBatch[];
  readonly idle: readonly { readonly model: string; readonly reason: IdleReason }[];
  readonly attack: BattleaxeShootingAttack | null;
}

/** An enemy unit as a target: how far, how each shooting model sees it, and the ways of shooting it. */
export interface BattleaxeTargetCandidate {
  readonly target: string;
  /** The closest any shooting model is to the target unit. */
  readonly distance: number;
  readonly views: readonly ShooterView[];
  /** Direct shooting, and a volley when the weapon may fire one. */
  readonly options: readonly BattleaxeTargetOption[];
}

function option(battle: BattleaxeBattle, shooter: BattleaxeUnit, target: BattleaxeUnit, views: readonly ShooterView[], volley: boolean, variants: BattleaxeVariants): BattleaxeTargetOption {
  const anySees = views.some((v) => v.sees);
  // B-7: in a volley every model in range fires if any model of the unit sees the target.
  const fires = (v: ShooterView) => v.inRange && (volley ? anySees : v.sees);
  const idle = views.filter((v) => !fires(v)).map((v) => ({ model: v.model, reason: v.inRange ? ('no-sight' as const) : ('out-of-range' as const) }));
  const refusals: BattleaxeTargetRefusal[] = [];
  if (target.state.inCombat) refusals.push('in-combat');
  if (!anySees) refusals.push('not-visible');
  else if (!views.some(fires)) refusals.push('out-of-range');
  const batches = refusals.length === 0 ? batchesOf(views.filter(fires), { moved: shooter.state.moved, volleyFire: volley, standAndShoot: shooter.state.standAndShoot }) : [];
  return { volley, legal: refusals.length === 0, refusals, batches, idle, attack: refusals.length === 0 ? battleaxeTableAttack(battle, shooter, target, batches, variants) : null };
}

/**
 * Every enemy unit as a target for this unit, with how each of its models sees it (range,
 * sight, which target models are hidden and by what) and the batches it would shoot in,
 * directly and, for a volley weapon, as a volley.
 *
 * @example
 * // battle, variants: examples/battleaxe/hedge-and-wall.json, parsed as in battleaxeTargetReport's example
 * const archers = findUnit(battle, 'archers');
 * if (archers) battleaxeTargetCandidates(battle, archers, variants).map((c) => [c.target, c.options.map((o) => [o.volley, o.legal])]);
 * // [['goblins', [[false, true], [true, true]]], ['orcs', [[false, true], [true, true]]]]
 */
export function battleaxeTargetCandidates(battle: BattleaxeBattle, shooter: BattleaxeUnit, variants: BattleaxeVariants, table: PreparedTable = prepareTable(battle.table)): BattleaxeTargetCandidate[] {
  const weapon = shooter.weapon;
  const own = unitModels(battle, shooter.id);
  if (weapon === null || own.length === 0) return [];
  const enemies = battle.units.filter((u) => u.army !== shooter.army && unitModels(battle, u.id).length > 0);
  return enemies.map((target) => {
    const targetModels = { id: target.id, models: unitModels(battle, target.id) };
    const views = own.map((model) => shooterView(table, model, own, targetModels, weapon.range));
    const options = [option(battle, shooter, target, views, false, variants)];
    if (weapon.volleyFire) options.push(option(battle, shooter, target, views, true, variants));
    return { target: target.id, distance: Math.min(...views.map((v) => v.distance)), views, options };
  });
}
