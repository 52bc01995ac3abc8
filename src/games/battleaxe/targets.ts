import { prepareTable, type PreparedTable } from '../../table/index.js';
import { battleaxeArcCheck, type BattleaxeArcCheck } from './arc.js';
import type { BattleaxeShootingAttack } from './attack-types.js';
import { shooterView, type ShooterView, type ShooterViewMemo } from './cover.js';
import { directFireCount } from './ranks.js';
import { batchesOf, battleaxeTableAttack, type TableBatch } from './table-shot.js';
import { unitModels, type BattleaxeBattle, type BattleaxeUnit } from './unit.js';
import type { BattleaxeVariants } from './variants.js';

/** Why a unit may not be shot, with one way of shooting or at all: `outside-arc` is B-16. */
export type BattleaxeTargetRefusal = 'outside-arc' | 'in-combat' | 'not-visible' | 'out-of-range';

/** Why a model of the shooting unit does not fire: `rear-rank` — behind the ranks that shoot directly (B-15). */
export type IdleReason = 'rear-rank' | 'out-of-range' | 'no-sight';

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
  /** How the shooter's firing arc judges the target (B-16). */
  readonly arc: BattleaxeArcCheck;
  readonly views: readonly ShooterView[];
  /** Direct shooting, and a volley when the weapon may fire one. */
  readonly options: readonly BattleaxeTargetOption[];
}

interface OptionContext {
  readonly battle: BattleaxeBattle;
  readonly shooter: BattleaxeUnit;
  readonly target: BattleaxeUnit;
  readonly arc: BattleaxeArcCheck;
  readonly views: readonly ShooterView[];
  readonly variants: BattleaxeVariants;
}

function idleReason(view: ShooterView, inRanks: boolean): IdleReason {
  if (!inRanks) return 'rear-rank';
  return view.inRange ? 'no-sight' : 'out-of-range';
}

function option({ battle, shooter, target, arc, views, variants }: OptionContext, volley: boolean): BattleaxeTargetOption {
  // B-15: directly, only the front rank (two in the variant) shoots; the views are front rank first.
  const ranked = volley ? views.length : directFireCount(shooter.formation, views.length, variants);
  const inRanks = (i: number) => i < ranked;
  const anySees = views.some((v, i) => inRanks(i) && v.sees);
  // B-7: in a volley every model in range fires if any model of the unit sees the target.
  const fires = (v: ShooterView, i: number) => inRanks(i) && v.inRange && (volley ? anySees : v.sees);
  const idle = views.flatMap((v, i) => (fires(v, i) ? [] : [{ model: v.model, reason: idleReason(v, inRanks(i)) }]));
  const refusals: BattleaxeTargetRefusal[] = [];
  if (arc === 'outside') refusals.push('outside-arc');
  // A unit in combat may be shot only by a unit whose rule allows it (SEED-BA, point-blank; B-5).
  const intoCombat = target.state.inCombat;
  if (intoCombat && !shooter.rules.includes('shoots-into-combat')) refusals.push('in-combat');
  if (!anySees) refusals.push('not-visible');
  else if (!views.some(fires)) refusals.push('out-of-range');
  const firing = views.filter(fires);
  const batches = refusals.length === 0 ? batchesOf(firing, { moved: shooter.state.moved, volleyFire: volley, standAndShoot: shooter.state.standAndShoot, intoCombat }) : [];
  return { volley, legal: refusals.length === 0, refusals, batches, idle, attack: refusals.length === 0 ? battleaxeTableAttack(battle, shooter, target, batches, variants) : null };
}

/**
 * Every enemy unit as a target for this unit, with how each of its models sees it (range,
 * sight, which target models are hidden and by what), whether it lies in the unit's firing
 * arc (B-16), and the batches it would shoot in: directly with the front rank (B-15) and, for
 * a volley weapon, as a volley with every model in range (B-7).
 *
 * @example
 * // battle, variants: examples/battleaxe/hedge-and-wall.json, parsed as in battleaxeTargetReport's example
 * const archers = findUnit(battle, 'archers');
 * if (archers) battleaxeTargetCandidates(battle, archers, variants).map((c) => [c.target, c.options.map((o) => [o.volley, o.legal])]);
 * // [['goblins', [[false, true], [true, true]]], ['orcs', [[false, true], [true, true]]]]
 */
export function battleaxeTargetCandidates(battle: BattleaxeBattle, shooter: BattleaxeUnit, variants: BattleaxeVariants, table: PreparedTable = prepareTable(battle.table), memo?: ShooterViewMemo): BattleaxeTargetCandidate[] {
  const weapon = shooter.weapon;
  const own = unitModels(battle, shooter.id);
  if (weapon === null || own.length === 0) return [];
  const enemies = battle.units.filter((u) => u.army !== shooter.army && unitModels(battle, u.id).length > 0);
  return enemies.map((target) => {
    const targetModels = { id: target.id, models: unitModels(battle, target.id) };
    const views = own.map((model) => shooterView(table, model, own, targetModels, weapon.range, memo));
    const arc = battleaxeArcCheck(battle, table, shooter, target.id, variants);
    return { target: target.id, distance: Math.min(...views.map((v) => v.distance)), arc, views, options: battleaxeTargetOptions(battle, shooter, target, arc, views, variants) };
  });
}

/**
 * The ways one unit may shoot one target, given its arc check and its models' views (front
 * rank first): directly with the ranks that shoot (B-15) and, for a volley weapon, as a volley
 * (B-7). What `battleaxeTargetCandidates` gives each target; a heat map's rater asks it only
 * for views it has not met before.
 *
 * @example
 * // battle, variants: examples/battleaxe/hedge-and-wall.json, parsed as in battleaxeTargetReport's example
 * const [archers, goblins] = [findUnit(battle, 'archers'), findUnit(battle, 'goblins')];
 * const candidate = archers && battleaxeTargetCandidates(battle, archers, variants).find((c) => c.target === 'goblins');
 * if (archers && goblins && candidate) battleaxeTargetOptions(battle, archers, goblins, candidate.arc, candidate.views, variants).map((o) => [o.volley, o.legal]);
 * // [[false, true], [true, true]]
 */
export function battleaxeTargetOptions(battle: BattleaxeBattle, shooter: BattleaxeUnit, target: BattleaxeUnit, arc: BattleaxeArcCheck, views: readonly ShooterView[], variants: BattleaxeVariants): BattleaxeTargetOption[] {
  const context: OptionContext = { battle, shooter, target, arc, views, variants };
  const options = [option(context, false)];
  if (shooter.weapon?.volleyFire) options.push(option(context, true));
  return options;
}
