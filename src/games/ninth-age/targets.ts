import { floatArithmetic } from '../../dice/index.js';
import type { PreparedTable } from '../../table/index.js';
import type { ModelSight, NinthAgeAttack, NinthAgeVolley } from './attack-types.js';
import { shotsPerModel } from './analysis.js';
import { rankAndFileCount, unitModels, type NinthAgeBattle, type NinthAgeUnit } from './battle.js';
import { aloneOdds, aloneView } from './alone.js';
import type { JoinedTarget } from './combined.js';
import { joinedOdds } from './combined-odds.js';
import { ninthAgeOdds } from './report.js';
import { modelPlace, modelsShooting, type ModelShooting, type NinthAgeSightMemo } from './shooters.js';
import type { NinthAgeVariants } from './variants.js';
import { areaTemplate, type TargetFacing, type WeaponEntry } from './weapons.js';
import type { Arc } from '../../geometry/index.js';

/** Why a unit cannot be a target. */
export type TargetRefusal = 'engaged' | 'no-model-can-shoot';

/** A target's chances from the unit's shooting, at a glance. */
export interface TargetOdds {
  readonly meanHpLost: number;
  readonly meanModelsRemoved: number;
  /** At least one model removed. */
  readonly modelRemoved: number;
  readonly destroyed: number;
  /**
   * With joined characters (NR-COMBINED, T-13): the figures above count the rank and file only,
   * under the sharing; each character (by its place in the unit's list) with its chance to be
   * hit and removed.
   */
  readonly characters?: readonly { readonly character: number; readonly hittable: boolean; readonly hit: number; readonly removed: number }[];
}

/** The characters still with a target unit, as the joined odds and roll read them, and each one's place in the unit's list. */
export interface TableJoinedTarget {
  readonly joined: JoinedTarget;
  readonly places: readonly number[];
}

/**
 * The joined characters a unit on the table still has, for the shooting side's `aimAt` (T-13);
 * null when it has none left (a Champion alone changes nothing until the rest are gone, and the
 * table's unit damage already keeps it to the last).
 *
 * @example
 * // battle: a Ninth Age battle whose 'spearmen' carry one character
 * tableJoinedTarget(battle, battle.units.find((u) => u.id === 'spearmen')!)?.places; // [0]
 */
export function tableJoinedTarget(battle: NinthAgeBattle, target: NinthAgeUnit): TableJoinedTarget | null {
  const joined = target.joined;
  if (!joined) return null;
  const places = joined.characters.flatMap((c, i) => (c.removed ? [] : [i]));
  if (places.length === 0) return null;
  const characters = places.map((i) => {
    const { removed: _removed, ...character } = joined.characters[i]!;
    return character;
  });
  return { joined: { type: joined.type, characters, champion: joined.champion, aimAt: battle.aimAt ?? 'characters' }, places };
}

/** An enemy unit as a target for one weapon: legal or not and why, each shooting model, the attack and its odds. */
export interface TargetCandidate {
  readonly target: string;
  readonly entry: WeaponEntry;
  readonly legal: boolean;
  readonly refusals: readonly TargetRefusal[];
  /** Every model of the shooting unit, may it shoot or not, with its lines. */
  readonly models: readonly ModelShooting[];
  /** The shooting the table makes, when legal. */
  readonly attack: NinthAgeAttack | null;
  /** The target's joined characters, when it has any left (NR-COMBINED, T-13). */
  readonly joined: TableJoinedTarget | null;
  readonly odds: TargetOdds | null;
}

/**
 * The attack the shooting models make: models with the same range band and cover share a
 * volley (one to-hit analysis); each keeps its own lines in `sight`.
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const table = prepareTable(battle.table);
 * const [crossbowmen, spearmen] = [battle.units.find((u) => u.id === 'crossbowmen'), battle.units.find((u) => u.id === 'spearmen')];
 * if (!crossbowmen || !spearmen) throw new Error('not in this battle');
 * const sight = sightContext(battle, table, crossbowmen, spearmen, variants, false);
 * const entry = crossbowmen.weapons[0]!;
 * const attack = tableAttack(battle, crossbowmen, spearmen, entry, modelsShooting(battle, table, crossbowmen, spearmen, entry, variants), variants);
 * attack.volleys.map((v) => [v.models, v.circumstances.cover]); // [[2, 'soft'], [4, 'none']]: two volleys
 */
export function tableAttack(battle: NinthAgeBattle, shooter: NinthAgeUnit, unit: NinthAgeUnit, entry: WeaponEntry, models: readonly ModelShooting[], variants: NinthAgeVariants): NinthAgeAttack {
  // With its rank and file gone the unit is its characters: their Height, no Hard Target (NA-ALONE).
  const target = aloneView(unit);
  const keyed = new Map<string, ModelSight[]>();
  for (const m of models) {
    if (!m.may || !m.cover) continue;
    const sight: ModelSight = { model: m.model, distance: m.distance, longRange: m.longRange, cover: m.cover };
    const key = `${String(m.longRange)}/${m.cover.cover}`;
    const group = keyed.get(key);
    if (group) group.push(sight);
    else keyed.set(key, [sight]);
  }
  const perModel = shotsPerModel(entry, shooter.weapons);
  const volleys: NinthAgeVolley[] = [...keyed.values()].map((group) => {
    const first = group[0] as ModelSight;
    return {
      entry,
      models: group.length,
      shots: group.length * perModel.shots,
      ...(perModel.rule ? { shotsRule: perModel.rule } : {}),
      circumstances: { longRange: first.longRange, cover: first.cover.cover, distance: null },
      sight: group,
    };
  });
  const count = rankAndFileCount(battle, target.id);
  const arc = volleys[0]?.sight[0]?.cover.arc;
  // An Area Attack reads the target's ranks or files from the facing the shooting unit is in (T-6).
  const formation = areaTemplate(entry.weapon) && arc ? { formation: { width: frontRankWidth(battle, target.id), facing: facingOfArc(arc) } } : {};
  return {
    shooter: { name: shooter.name, profile: { Str: shooter.profile.Str, AP: shooter.profile.AP, Height: shooter.profile.Height }, movement: shooter.state.movement, marchAndShoot: shooter.marchAndShoot, standAndShoot: shooter.state.standAndShoot },
    target: {
      name: target.name,
      models: count,
      profile: { HP: target.profile.HP, Res: target.profile.Res, Arm: target.profile.Arm, Aegis: target.profile.Aegis, Fortitude: target.profile.Fortitude, ...(target.profile.AegisMagical === undefined ? {} : { AegisMagical: target.profile.AegisMagical }), Height: target.profile.Height, ...(target.profile.Dis === undefined ? {} : { Dis: target.profile.Dis }) },
      hpLost: count === 0 ? 0 : target.state.hpLost,
      hardTarget: target.hardTarget > 0 ? [{ value: target.hardTarget, models: count }] : [],
      flammable: target.flammable,
      fly: target.fly,
      ...formation,
    },
    volleys,
    variants,
  };
}

/** The facing of a target arc as an Area Attack reads it: either side is a Flank. */
function facingOfArc(arc: Arc): TargetFacing {
  return arc === 'left' || arc === 'right' ? 'flank' : arc;
}

/** Models in the unit's front rank as it stands on the table: the width its ranks and files are counted by. */
function frontRankWidth(battle: NinthAgeBattle, unitId: string): number {
  const block = battle.table.units.find((u) => u.id === unitId);
  const models = battle.table.models.filter((m) => m.unit === unitId);
  if (!block) return Math.max(1, models.length);
  const front = models.filter((m) => modelPlace(block, m).rank === 1).length;
  return Math.max(1, front > 0 ? front : models.length);
}

/**
 * A target's chances at a glance from an attack: Health Points and models lost on average, any model removed, destroyed.
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const table = prepareTable(battle.table);
 * const [crossbowmen, spearmen] = [battle.units.find((u) => u.id === 'crossbowmen'), battle.units.find((u) => u.id === 'spearmen')];
 * if (!crossbowmen || !spearmen) throw new Error('not in this battle');
 * const sight = sightContext(battle, table, crossbowmen, spearmen, variants, false);
 * const entry = crossbowmen.weapons[0]!;
 * targetOdds(tableAttack(battle, crossbowmen, spearmen, entry, modelsShooting(battle, table, crossbowmen, spearmen, entry, variants), variants));
 * // { meanHpLost: 1.111…, meanModelsRemoved: 1.111…, modelRemoved: 0.708…, destroyed: 0 }
 */
export function targetOdds(attack: NinthAgeAttack, joined: TableJoinedTarget | null = null): TargetOdds {
  if (joined) {
    const shared = joinedOdds(attack, joined.joined, floatArithmetic);
    const rf = shared.rankAndFile;
    const characters = shared.characters.map((c, i) => ({ character: joined.places[i] ?? i, hittable: c.hittable, hit: c.hit, removed: c.removed }));
    if (attack.target.models === 0) return { ...aloneOdds(attack, joined.joined, floatArithmetic, joined.places), characters };
    return { meanHpLost: rf.meanHpLost, meanModelsRemoved: rf.meanModelsRemoved, modelRemoved: rf.modelRemoved, destroyed: rf.destroyed, characters };
  }
  const { series } = ninthAgeOdds(attack, floatArithmetic);
  return { meanHpLost: series.hpLost.mean, meanModelsRemoved: series.modelsRemoved.mean, modelRemoved: series.modelsRemoved.atLeast[1] ?? 0, destroyed: series.destroyed };
}

/**
 * Every enemy unit on the table as a target for this unit and weapon, legal or not: a unit
 * in combat cannot be shot; otherwise it is legal when at least one model may shoot at it.
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const crossbowmen = battle.units.find((u) => u.id === 'crossbowmen');
 * if (crossbowmen) ninthAgeTargetCandidates(battle, prepareTable(battle.table), crossbowmen, crossbowmen.weapons[0]!, variants).map((c) => [c.target, c.legal, c.odds?.meanModelsRemoved]);
 * // [['spearmen', true, 1.111…], ['goblins', true, 1.561…]]
 *
 * Given a memo, sight and cover judged before from the same point are taken from it (only the
 * shooting unit may have moved since: a heat map's places).
 */
export function ninthAgeTargetCandidates(battle: NinthAgeBattle, table: PreparedTable, shooter: NinthAgeUnit, entry: WeaponEntry, variants: NinthAgeVariants, withOdds = true, memo?: NinthAgeSightMemo): TargetCandidate[] {
  const enemies = battle.units.filter((u) => u.army !== shooter.army && unitModels(battle, u.id).length > 0);
  return enemies.map((target) => ninthAgeTargetCandidate(battle, shooter, target, entry, variants, modelsShooting(battle, table, shooter, target, entry, variants, memo), withOdds));
}

/**
 * One enemy unit as a target for this unit and weapon, from how each of its models shoots at it
 * (`modelsShooting`): what `ninthAgeTargetCandidates` gives each enemy; a heat map's rater asks
 * it only for models' findings it has not met before.
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const table = prepareTable(battle.table);
 * const [crossbowmen, spearmen] = [battle.units.find((u) => u.id === 'crossbowmen'), battle.units.find((u) => u.id === 'spearmen')];
 * if (!crossbowmen || !spearmen) throw new Error('not in this battle');
 * const entry = crossbowmen.weapons[0]!;
 * ninthAgeTargetCandidate(battle, crossbowmen, spearmen, entry, variants, modelsShooting(battle, table, crossbowmen, spearmen, entry, variants)).odds?.meanModelsRemoved; // 1.111…
 */
export function ninthAgeTargetCandidate(battle: NinthAgeBattle, shooter: NinthAgeUnit, target: NinthAgeUnit, entry: WeaponEntry, variants: NinthAgeVariants, models: readonly ModelShooting[], withOdds = true): TargetCandidate {
  const refusals: TargetRefusal[] = [];
  if (target.state.engaged) refusals.push('engaged');
  if (!models.some((m) => m.may)) refusals.push('no-model-can-shoot');
  const joined = tableJoinedTarget(battle, target);
  const legal = refusals.length === 0;
  const attack = legal ? tableAttack(battle, shooter, target, entry, models, variants) : null;
  return { target: target.id, entry, legal, refusals, models, attack, joined, odds: attack && withOdds ? targetOdds(attack, joined) : null };
}
