import type { BattleaxeCircumstances, BattleaxeShootingAttack, BattleaxeTarget, ShootingBatch } from './attack-types.js';
import { coverSourceKey, type CoverKind, type CoverSource, type HiddenModel, type ShooterView } from './cover.js';
import { unitModels, type BattleaxeBattle, type BattleaxeUnit } from './unit.js';
import type { BattleaxeVariants } from './variants.js';

/** A batch of a unit's shooting on the table, with the facts behind its circumstances. */
export interface TableBatch extends ShootingBatch {
  readonly cover: CoverKind | null;
  /** Everything hiding more than half of a target model from these shooters. */
  readonly coverBy: readonly CoverSource[];
  /** The most target models more than half hidden from any of these shooters, of `targetModels`. */
  readonly hiddenModels: number;
  readonly targetModels: number;
  /** Closest distances from these shooters to the target unit. */
  readonly distance: { readonly min: number; readonly max: number };
}

/**
 * The target unit as the attack reads it.
 *
 * @example
 * // battle, variants: examples/battleaxe/hedge-and-wall.json, parsed as in battleaxeTargetReport's example
 * const goblins = findUnit(battle, 'goblins');
 * if (goblins) targetOfUnit(battle, goblins);
 * // { name: 'Goblins', profile: { T: 3, W: 1, armour: 6, ward: null }, keywords: [], models: 10, startingModels: 10, woundsOnCurrent: 0 }
 */
export function targetOfUnit(battle: BattleaxeBattle, unit: BattleaxeUnit): BattleaxeTarget {
  const models = unitModels(battle, unit.id).length;
  return {
    name: unit.name,
    profile: { T: unit.profile.T, W: unit.profile.W, armour: unit.profile.armour, ward: unit.profile.ward },
    keywords: unit.keywords,
    models,
    startingModels: Math.max(models, unit.startingModels),
    woundsOnCurrent: unit.state.woundsOnCurrent,
  };
}

/** Each view's cover sources by key, kept per list of hidden models: a heat map's views share their lists from place to place. */
const sourcesOfHidden = new WeakMap<readonly HiddenModel[], ReadonlyMap<string, CoverSource>>();

/** The cover sources of one view's hidden models by key, in the order they are first named (each key holding the last source named under it, as gathering them one by one does). */
function sourcesOf(hidden: readonly HiddenModel[]): ReadonlyMap<string, CoverSource> {
  let sources = sourcesOfHidden.get(hidden);
  if (!sources) {
    const gathered = new Map<string, CoverSource>();
    for (const model of hidden) for (const source of model.by) gathered.set(coverSourceKey(source), source);
    sourcesOfHidden.set(hidden, (sources = gathered));
  }
  return sources;
}

/**
 * B-10: shooters that see the target the same way — the same cover, and the same range
 * band measured from each of them — roll together; the others make batches of their own,
 * in the order their first model stands in the unit.
 *
 * @example
 * // battle, variants: examples/battleaxe/hedge-and-wall.json, parsed as in battleaxeTargetReport's example
 * const archers = findUnit(battle, 'archers');
 * const goblins = archers && battleaxeTargetCandidates(battle, archers, variants).find((c) => c.target === 'goblins');
 * if (goblins) batchesOf(goblins.views, { moved: false, volleyFire: false, standAndShoot: false }).map((b) => [b.models, b.cover, b.circumstances.longRange]);
 * // [[4, 'soft', false], [6, 'soft', true]]: the six farther archers are at long range
 */
export function batchesOf(views: readonly ShooterView[], shared: Pick<BattleaxeCircumstances, 'moved' | 'volleyFire' | 'standAndShoot'> & Partial<Pick<BattleaxeCircumstances, 'intoCombat'>>): TableBatch[] {
  const groups = new Map<string, ShooterView[]>();
  for (const view of views) {
    const key = `${view.cover ?? 'none'}|${view.longRange}|${view.pointBlank}`;
    const group = groups.get(key);
    if (group) group.push(view);
    else groups.set(key, [view]);
  }
  return [...groups.values()].map((group): TableBatch => {
    const first = group[0] as ShooterView;
    const sources = new Map<string, CoverSource>();
    // Only a batch in cover names what gives it.
    if (first.cover !== null) for (const view of group) for (const [key, source] of sourcesOf(view.hiddenModels)) sources.set(key, source);
    const circumstances: BattleaxeCircumstances = {
      moved: shared.moved,
      longRange: first.longRange,
      pointBlank: first.pointBlank,
      standAndShoot: shared.standAndShoot,
      volleyFire: shared.volleyFire,
      softCover: first.cover === 'soft',
      hardCover: first.cover === 'hard',
      intoCombat: shared.intoCombat ?? false,
    };
    const distances = group.map((v) => v.distance);
    return {
      models: group.length,
      circumstances,
      shooters: group.map((v) => v.model),
      cover: first.cover,
      coverBy: first.cover === null ? [] : [...sources.values()],
      hiddenModels: Math.max(...group.map((v) => v.hiddenModels.length)),
      targetModels: first.targetModels,
      distance: { min: Math.min(...distances), max: Math.max(...distances) },
    };
  });
}

/**
 * The attack one unit makes on the table: its weapon, its batches, the target unit as it stands.
 *
 * @example
 * // battle, variants: examples/battleaxe/hedge-and-wall.json, parsed as in battleaxeTargetReport's example
 * const [archers, goblins] = [findUnit(battle, 'archers'), findUnit(battle, 'goblins')];
 * const candidate = archers && battleaxeTargetCandidates(battle, archers, variants).find((c) => c.target === 'goblins');
 * if (archers && goblins && candidate) {
 *   const batches = batchesOf(candidate.views, { moved: false, volleyFire: false, standAndShoot: false });
 *   battleaxeOdds(battleaxeTableAttack(battle, archers, goblins, batches, variants)!).unit.modelsRemoved.mean; // 0.97…
 * }
 */
export function battleaxeTableAttack(battle: BattleaxeBattle, shooter: BattleaxeUnit, target: BattleaxeUnit, batches: readonly TableBatch[], variants: BattleaxeVariants): BattleaxeShootingAttack | null {
  if (shooter.weapon === null || batches.length === 0) return null;
  return {
    kind: 'shooting',
    shooter: { name: shooter.name, profile: { BS: shooter.profile.BS, S: shooter.profile.S } },
    weapon: shooter.weapon,
    batches,
    target: targetOfUnit(battle, target),
    variants,
  };
}
