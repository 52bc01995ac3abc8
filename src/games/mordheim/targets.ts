import { EPSILON } from '../../geometry/index.js';
import { modelBuilding, modelDistance, modelView, modelViews, type ModelView, type PreparedTable } from '../../table/index.js';
import { analyseToHit, type ToHitAnalysis } from './analysis.js';
import { withinRange } from './range.js';
import type { MordheimAttack, MordheimCircumstances } from './attack-types.js';
import { shotsInHand, spottingRange, weaponInHands } from './in-hands.js';
import { ELEVATED_SHOOTER_HEIGHT } from './tables.js';
import type { MordheimVariants } from './variants.js';
import { warriorAsTarget, type MordheimBattle, type Warrior } from './warrior.js';
import { weaponHas, type MissileWeapon } from './weapons.js';
import { loadedBarrels } from './rules.js';

/** Why a target may be shot (ruling M-5). */
export type TargetReason = 'closest' | 'easier-to-hit' | 'large-target' | 'downed-or-fleeing' | 'elevated-shooter' | 'same-building' | 'pick-target' | 'any-direction';

/** Why a target may not be shot. */
export type TargetRefusal = 'in-combat' | 'not-visible' | 'hidden' | 'not-closest' | 'enemy-in-same-building';

/** A body over this many inches tall or wide is a Large Target (seed: hit modifiers). */
export const LARGE_BODY = 2;
/** Any part hidden means cover; shares below this are rounding, not scenery. */
export const COVER_SHARE = 1e-6;

/** An enemy as a target for one shooter and weapon: legal or not and why, the distance, the view, the attack. */
export interface TargetCandidate {
  /** The shooter's id. */
  readonly shooter: string;
  readonly target: string;
  readonly legal: boolean;
  readonly reasons: readonly TargetReason[];
  readonly refusals: readonly TargetRefusal[];
  /** Distance as ruling M-4 measures it, and whether the weapon reaches (measured after the choice). */
  readonly distance: number;
  readonly inRange: boolean;
  readonly view: ModelView;
  /** The shot at this target as the table makes it: cover, range, moving, Large Target. */
  readonly attack: MordheimAttack;
  readonly toHit: ToHitAnalysis;
  /** With 'easier-to-hit': the best score a closer standing enemy needs, or 'cannot-hit' when none of them can be hit at all. */
  readonly closerNeeds: number | 'cannot-hit' | null;
  /** With 'not-closest': the closest standing enemy. */
  readonly closest: string | null;
}

/** Choices a player makes about a shot. */
export interface ShotOptions {
  /** Fire every shot the rules allow — a weapon's fire twice, Quick Shot… (default: yes); false fires once. */
  readonly fireTwice?: boolean;
  /**
   * The barrels a double-barrelled weapon fires (ruling M-17): 1 fires one barrel even when
   * both are loaded; unset or 2 fires both when both are loaded. With one reload token on the
   * weapon only its loaded barrel fires, whatever is asked.
   */
  readonly barrels?: 1 | 2;
}

/**
 * The score a roll needs in practice: a natural 1 misses by default, 7+ cannot hit.
 *
 * @example
 * const attack = mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 3, W: 1 } }, circumstances: { cover: true, longRange: true } });
 * effectiveNeeded(analyseToHit(attack), MORDHEIM_DEFAULT_VARIANTS); // 6
 */
export function effectiveNeeded(toHit: ToHitAnalysis, variants: MordheimVariants): number {
  switch (toHit.resolution) {
    case 'automatic':
      return 1;
    case 'cannot-hit':
      return Infinity;
    case 'second-roll':
      return toHit.needed;
    case 'roll':
      return Math.max(toHit.needed, variants.naturalOneMisses ? 2 : 1);
  }
}

function isLargeBody(table: PreparedTable, id: string): boolean {
  const model = table.models.get(id);
  if (!model) return false;
  const width = model.base.kind === 'circle' ? model.base.radius * 2 : Math.max(model.base.width, model.base.depth);
  return model.height > LARGE_BODY || width > LARGE_BODY;
}

/**
 * Whether the shooter fires more than once at this distance (the weapon's fire twice — a sling
 * only unmoved and within half range — Quick Shot, Pistolier, Knife Fighter), as the shots
 * rules of `MORDHEIM_RULES` have it, unless the player chose to fire once.
 *
 * @example
 * // battle, variants: examples/mordheim/battle-street.json, parsed as in targetReport's example
 * const marksman = battle.warriors.find((w) => w.id === 'marksman');
 * if (marksman) firesTwice(marksman, MORDHEIM_WEAPONS.sling, 5, {}); // true: within half of 18"
 * if (marksman) firesTwice(marksman, MORDHEIM_WEAPONS.sling, 10, {}); // false
 */
export function firesTwice(shooter: Warrior, weapon: MissileWeapon, distance: number, options: ShotOptions): boolean {
  return shotsInHand({ warrior: shooter, weapon: weaponInHands(shooter, weapon), distance }, options.fireTwice !== false).shots > 1;
}

/**
 * The attack one shooter makes with one weapon at one target on this table.
 *
 * @example
 * // battle, variants: examples/mordheim/battle-street.json, parsed as in targetReport's example
 * const find = (id: string) => battle.warriors.find((w) => w.id === id);
 * const [marksman, swordsman] = [find('marksman'), find('swordsman')];
 * if (marksman && swordsman) tableAttack(prepareTable(battle.table), marksman, swordsman, MORDHEIM_WEAPONS['long-bow'], variants).attack.circumstances;
 * // { cover: true, longRange: false, moved: false, largeBody: false, fireTwice: false, distance: 5.985492969349072 }
 */
export function tableAttack(
  table: PreparedTable,
  shooter: Warrior,
  target: Warrior,
  weapon: MissileWeapon,
  variants: MordheimVariants,
  options: ShotOptions = {},
): { attack: MordheimAttack; view: ModelView; distance: number } {
  const view = modelView(table, shooter.id, target.id);
  const distance = modelDistance(table, shooter.id, target.id, variants.measure);
  return { attack: attackAt(table, shooter, target, weaponInHands(shooter, weapon), variants, options, view, distance), view, distance };
}

/**
 * A warrior as a target, one object per warrior: the warriors a shooter does not change stay
 * the same objects from one battle to the next (an advisor moving one model), so their
 * attacks share it, and what keys on it (the advisor's odds cache) reads it once.
 */
const targets = new WeakMap<Warrior, MordheimAttack['target']>();

function asTarget(warrior: Warrior): MordheimAttack['target'] {
  let target = targets.get(warrior);
  if (!target) {
    target = warriorAsTarget(warrior);
    targets.set(warrior, target);
  }
  return target;
}

/** The circumstances of a shot and the shots fired, the view and distance known. */
function circumstancesAt(table: PreparedTable, shooter: Warrior, target: Warrior, inHand: MissileWeapon, options: ShotOptions, view: ModelView, distance: number): { readonly circumstances: MordheimCircumstances; readonly shots: number } {
  const shots = shotsInHand({ warrior: shooter, weapon: inHand, distance }, options.fireTwice !== false);
  const circumstances: MordheimCircumstances = {
    cover: view.hidden > COVER_SHARE,
    longRange: !withinRange(distance, inHand.range / 2),
    moved: shooter.state.moved,
    largeBody: isLargeBody(table, target.id),
    fireTwice: shots.fireTwice,
    distance,
  };
  return { circumstances, shots: shots.shots };
}

/** {@link tableAttack} with the weapon already in hand and the view and distance known. */
function attackAt(table: PreparedTable, shooter: Warrior, target: Warrior, inHand: MissileWeapon, variants: MordheimVariants, options: ShotOptions, view: ModelView, distance: number): MordheimAttack {
  const { circumstances, shots } = circumstancesAt(table, shooter, target, inHand, options, view, distance);
  return attackOf(shooter, target, inHand, variants, options, circumstances, shots);
}

function attackOf(shooter: Warrior, target: Warrior, inHand: MissileWeapon, variants: MordheimVariants, options: ShotOptions, circumstances: MordheimCircumstances, shots: number): MordheimAttack {
  return {
    shooter: { name: shooter.name, profile: shooter.profile, rules: shooter.rules },
    weapon: inHand,
    target: asTarget(target),
    circumstances,
    shots,
    variants,
    criticalHits: true,
    // M-17: the firer declares one barrel or both; with one reload token on it, the weapon has one barrel to fire.
    ...(weaponHas(inHand, 'double-barrelled') ? { barrels: options.barrels !== 1 && loadedBarrels(shooter, inHand) >= 2 ? 2 : 1 } : {}),
  };
}

/**
 * What one shooter sees of its enemies on one prepared table, by target id: worked out once
 * (all the missing ones in one batch) and shared by every weapon it weighs.
 */
export type TargetViews = Map<string, ModelView>;

/** The views of `targets` from the shooter, the missing ones added to `known` in one batch. */
function viewsOf(table: PreparedTable, shooter: string, targets: readonly string[], known: TargetViews): TargetViews {
  const missing = targets.filter((id) => !known.has(id));
  if (missing.length > 0) modelViews(table, shooter, missing).forEach((view, k) => known.set(missing[k]!, view));
  return known;
}

function isDowned(w: Warrior): boolean {
  return w.state.condition === 'knocked-down' || w.state.condition === 'stunned' || w.state.fleeing;
}

/**
 * Every enemy on the table as a target for this shooter and weapon, legal or not, each with
 * its reasons (ruling M-5): visible enemies not in hand-to-hand; the closest standing one;
 * a farther one that needs a strictly lower score than every closer standing one;
 * knocked-down, stunned and fleeing enemies, who never force the choice; a Large Target;
 * from more than 2" up, any visible enemy unless standing enemies in the same building are in
 * sight: then those, downed or fleeing enemies and Large Targets.
 *
 * @example
 * // battle, variants: examples/mordheim/battle-street.json, parsed as in targetReport's example
 * const crossbowman = battle.warriors.find((w) => w.id === 'crossbowman');
 * if (crossbowman) targetCandidates(battle, prepareTable(battle.table), crossbowman, MORDHEIM_WEAPONS.crossbow, variants).map((c) => [c.target, c.reasons, c.refusals]);
 * // [['ogre', ['closest', 'large-target'], []], ['swordsman', [], ['not-visible']], …]
 */
export function targetCandidates(
  battle: MordheimBattle,
  table: PreparedTable,
  shooter: Warrior,
  weapon: MissileWeapon,
  variants: MordheimVariants,
  options: ShotOptions = {},
  views: TargetViews = new Map(),
): TargetCandidate[] {
  const enemies = enemiesOf(battle, table, shooter).map((target) => ({ target, distance: modelDistance(table, shooter.id, target.id, variants.measure) }));
  return candidatesAmong(table, shooter, weapon, variants, options, enemies, views);
}

/** The enemies a warrior may look at: of another warband, not out of action, on the table. */
function enemiesOf(battle: MordheimBattle, table: PreparedTable, shooter: Warrior): Warrior[] {
  return battle.warriors.filter((w) => w.warband !== shooter.warband && w.state.condition !== 'out-of-action' && table.models.has(w.id));
}

/**
 * The candidates {@link targetCandidates} gives that the weapon reaches (`inRange`), each
 * exactly as it gives them, without looking at the enemies it does not reach — all that an
 * advisor weighing shots needs, since a shot out of range does nothing. Whether an enemy in
 * range may be shot depends only on the enemies nearer the shooter (the closest-target rule,
 * ruling M-5), which the range holds too, and, for a shooter more than 2" up, on the standing
 * enemies in its building, which are looked at wherever they stand.
 *
 * @example
 * // battle, variants: examples/mordheim/battle-street.json, parsed as in targetReport's example
 * const marksman = battle.warriors.find((w) => w.id === 'marksman');
 * if (marksman) targetsInRange(battle, prepareTable(battle.table), marksman, MORDHEIM_WEAPONS['long-bow'], variants).map((c) => c.target);
 * // the enemies within the long bow's 30", legal or not, as targetCandidates gives them
 */
export function targetsInRange(
  battle: MordheimBattle,
  table: PreparedTable,
  shooter: Warrior,
  weapon: MissileWeapon,
  variants: MordheimVariants,
  options: ShotOptions = {},
  views: TargetViews = new Map(),
): TargetCandidate[] {
  const { inHand, building } = looking(table, shooter, weapon, variants, options);
  const enemies = enemiesOf(battle, table, shooter).flatMap((target) => {
    const distance = modelDistance(table, shooter.id, target.id, variants.measure);
    return withinRange(distance, inHand.range) || (building !== null && modelBuilding(table, target.id) === building) ? [{ target, distance }] : [];
  });
  return candidatesAmong(table, shooter, weapon, variants, options, enemies, views).filter((c) => c.inRange);
}

/** An enemy looked at: its attack, view and distance, and the refusals that need no other enemy. */
interface Looked {
  readonly target: Warrior;
  readonly attack: MordheimAttack;
  readonly view: ModelView;
  readonly distance: number;
  readonly toHit: ToHitAnalysis;
  readonly refusals: readonly TargetRefusal[];
  readonly needed: number;
}

/** What the candidates of one shooter and weapon share: the weapon in hand, the shooter's height and building. */
interface Looking {
  readonly table: PreparedTable;
  readonly shooter: Warrior;
  readonly weapon: MissileWeapon;
  readonly inHand: MissileWeapon;
  readonly variants: MordheimVariants;
  readonly options: ShotOptions;
  readonly elevated: boolean;
  readonly building: string | null;
  /** What every to-hit analysis of this shooter and weapon shares, as the start of {@link toHitOf}'s key. */
  readonly toHitKey: string;
}

function looking(table: PreparedTable, shooter: Warrior, weapon: MissileWeapon, variants: MordheimVariants, options: ShotOptions): Looking {
  const shooterModel = table.models.get(shooter.id);
  const elevated = (shooterModel?.standing.elevation ?? 0) > ELEVATED_SHOOTER_HEIGHT;
  const inHand = weaponInHands(shooter, weapon);
  // The attack's shooter is made of the warrior's profile and rules (attackOf).
  const toHitKey = `${idOf(shooter.profile)},${idOf(shooter.rules)},${idOf(inHand)},${idOf(variants)},`;
  return { table, shooter, weapon, inHand, variants, options, elevated, building: elevated ? modelBuilding(table, shooter.id) : null, toHitKey };
}

/** Each read-only object a to-hit analysis hangs on, as a small number for {@link toHitOf}'s keys. */
const objectIds = new WeakMap<object, number>();
let objectCount = 0;

function idOf(value: object): number {
  let id = objectIds.get(value);
  if (id === undefined) {
    id = (objectCount += 1);
    objectIds.set(value, id);
  }
  return id;
}

/** The to-hit analyses already made, by target (the same object while its warrior is): see {@link toHitOf}. */
const analysed = new WeakMap<MordheimAttack['target'], Map<string, ToHitAnalysis>>();

/**
 * `analyseToHit(attack)`, made once for each set of what it reads: the shooter's profile and
 * rules, the weapon in hand, the target, the variants, the circumstances' flags, and of the
 * distance only whether the weapon reaches (no to-hit rule reads the inches themselves:
 * `analysis.test.ts` holds them to it). An advisor moving the shooter place by place, or
 * weighing every enemy in range, asks the same analysis again and again.
 */
function toHitOf(at: Looking, target: Warrior, c: MordheimCircumstances, attack: () => MordheimAttack): ToHitAnalysis {
  const reaches = c.distance === null ? 2 : withinRange(c.distance, at.inHand.range) ? 1 : 0;
  const key = `${at.toHitKey}${+c.cover}${+c.longRange}${+c.moved}${+c.largeBody}${+c.fireTwice}${reaches}`;
  const asTargeted = asTarget(target);
  let known = analysed.get(asTargeted);
  if (!known) {
    known = new Map();
    analysed.set(asTargeted, known);
  }
  let toHit = known.get(key);
  if (!toHit) {
    toHit = analyseToHit(attack());
    known.set(key, toHit);
  }
  return toHit;
}

/**
 * What a shot at an enemy in the open would need ({@link look}'s `needed` with no cover), and
 * whether its body is large: the closest-target rule's test of an enemy farther than one already
 * looked at, asked of most enemies at every place, so no attack is made when the analysis is known.
 */
function neededInTheOpen(at: Looking, target: Warrior, distance: number): { readonly needed: number; readonly largeBody: boolean } {
  const { table, shooter, inHand, variants, options } = at;
  const { circumstances, shots } = circumstancesAt(table, shooter, target, inHand, options, IN_THE_OPEN, distance);
  const toHit = toHitOf(at, target, circumstances, () => attackOf(shooter, target, inHand, variants, options, circumstances, shots));
  return { needed: effectiveNeeded(toHit, variants), largeBody: circumstances.largeBody };
}

function look(at: Looking, target: Warrior, distance: number, view: ModelView): Looked {
  const { table, shooter, inHand, variants, options } = at;
  const attack = attackAt(table, shooter, target, inHand, variants, options, view, distance);
  const toHit = toHitOf(at, target, attack.circumstances, () => attack);
  const refusals: TargetRefusal[] = [];
  if (target.state.inCombat) refusals.push('in-combat');
  // Hidden warriors are seen by enemies within their Initiative in inches (facts A1), farther with a lantern or keen eyes.
  if (target.state.hidden && distance > spottingRange(shooter)) refusals.push('hidden');
  if (!view.sightLine) refusals.push('not-visible');
  return { target, attack, view, distance, toHit, refusals, needed: effectiveNeeded(toHit, variants) };
}

/** The candidates among the enemies given (with their distances), the rest of the table left unlooked at. */
function candidatesAmong(
  table: PreparedTable,
  shooter: Warrior,
  weapon: MissileWeapon,
  variants: MordheimVariants,
  options: ShotOptions,
  enemies: readonly { readonly target: Warrior; readonly distance: number }[],
  views: TargetViews,
): TargetCandidate[] {
  const seen = viewsOf(
    table,
    shooter.id,
    enemies.map((e) => e.target.id),
    views,
  );
  const at = looking(table, shooter, weapon, variants, options);
  const base = enemies.map(({ target, distance }) => look(at, target, distance, seen.get(target.id)!));
  const standing = base.filter((c) => c.refusals.length === 0 && !isDowned(c.target));
  // M-5: only standing enemies in the shooter's building force the choice.
  const sameBuilding = at.building === null ? [] : standing.filter((c) => modelBuilding(table, c.target.id) === at.building);
  const closestDistance = Math.min(...standing.map((c) => c.distance));
  const closest = standing.find((c) => c.distance <= closestDistance + EPSILON) ?? null;
  return base.map((c) => judged(at, c, standing, sameBuilding, closestDistance, closest));
}

/**
 * One enemy judged against the others (ruling M-5): `standing` holds the standing enemies that
 * may be shot (at least every one nearer than it), `closestDistance` the nearest of them.
 */
function judged(at: Looking, c: Looked, standing: readonly Looked[], sameBuilding: readonly Looked[], closestDistance: number, closest: Looked | null): TargetCandidate {
  const { shooter, weapon, elevated } = at;
  const reasons: TargetReason[] = [];
  const refusals = [...c.refusals];
  let closerNeeds: TargetCandidate['closerNeeds'] = null;
  if (refusals.length === 0) {
    if (weaponHas(weapon, 'pick-target')) reasons.push('pick-target');
    // A blunderbuss's line is drawn "in any direction" (facts A4): the closest-target rule does not bind it.
    else if (weaponHas(weapon, 'shot')) reasons.push('any-direction');
    else if (elevated && sameBuilding.length > 0) {
      // M-5: the seed's "always" for a Large Target and its "no threat" for a downed enemy
      // outrank the building clause.
      if (sameBuilding.includes(c)) reasons.push('same-building');
      if (isDowned(c.target)) reasons.push('downed-or-fleeing');
      if (c.target.largeTarget || c.attack.circumstances.largeBody) reasons.push('large-target');
      if (reasons.length === 0) refusals.push('enemy-in-same-building');
    } else if (elevated) reasons.push('elevated-shooter');
    else {
      if (isDowned(c.target)) reasons.push('downed-or-fleeing');
      else if (c.distance <= closestDistance + EPSILON) reasons.push('closest');
      else {
        const closer = standing.filter((other) => other.distance < c.distance - EPSILON);
        const best = Math.min(...closer.map((other) => other.needed));
        if (c.needed < best) {
          reasons.push('easier-to-hit');
          closerNeeds = Number.isFinite(best) ? best : 'cannot-hit';
        }
      }
      if (c.target.largeTarget || c.attack.circumstances.largeBody) reasons.push('large-target');
      if (reasons.length === 0) refusals.push('not-closest');
    }
  }
  return {
    shooter: shooter.id,
    target: c.target.id,
    legal: refusals.length === 0 && reasons.length > 0,
    reasons,
    refusals,
    distance: c.distance,
    inRange: withinRange(c.distance, c.attack.weapon.range),
    view: c.view,
    attack: c.attack,
    toHit: c.toHit,
    closerNeeds,
    closest: refusals.includes('not-closest') ? (closest?.target.id ?? null) : null,
  };
}

/** The view of an enemy in the open: what a shot at it would need at best, cover or none. */
const IN_THE_OPEN: ModelView = { sightLine: true, hidden: 0, by: [] };

/**
 * The legal candidates {@link targetCandidates} gives that the weapon reaches (`legal` and
 * `inRange`), each exactly as it gives them, looking at as few enemies as the closest-target
 * rule (ruling M-5) allows: the enemies are taken nearest first, and one beyond the nearest
 * that may be shot, standing, not a Large Target, whose shot would need no less than a nearer
 * one's even in the open (cover only makes a shot harder) can never be shot and never makes
 * another enemy legal, so its view is not worked out. A shooter more than 2" up, a weapon that
 * picks its target and a blunderbuss are not bound by the closest-target rule: for them every
 * enemy in range is looked at. In the file's order, as `targetCandidates` lists them. Given
 * `only`, the one for that enemy alone (if legal and in range), the enemies farther than it
 * left unlooked at too: they bear on no nearer enemy's legality.
 *
 * @example
 * // battle, variants: examples/mordheim/battle-street.json, parsed as in targetReport's example
 * const crossbowman = battle.warriors.find((w) => w.id === 'crossbowman');
 * if (crossbowman) legalTargetsInRange(battle, prepareTable(battle.table), crossbowman, MORDHEIM_WEAPONS.crossbow, variants).map((c) => c.target);
 * // ['ogre']: the closest, and a Large Target
 */
export function legalTargetsInRange(
  battle: MordheimBattle,
  table: PreparedTable,
  shooter: Warrior,
  weapon: MissileWeapon,
  variants: MordheimVariants,
  options: ShotOptions = {},
  views: TargetViews = new Map(),
  only?: string,
): TargetCandidate[] {
  const at = looking(table, shooter, weapon, variants, options);
  if (at.elevated || weaponHas(weapon, 'pick-target') || weaponHas(weapon, 'shot')) {
    return targetsInRange(battle, table, shooter, weapon, variants, options, views).filter((c) => c.legal && (only === undefined || c.target === only));
  }
  // Asked about one enemy, only the enemies no farther than it can bear on it.
  const onlyModel = only === undefined ? undefined : table.models.has(only) ? only : null;
  if (onlyModel === null) return [];
  const reach = onlyModel === undefined ? Infinity : modelDistance(table, shooter.id, onlyModel, variants.measure);
  const range = at.inHand.range;
  // An enemy out of range is never a candidate here: asked about one, the others need no look.
  if (onlyModel !== undefined && !withinRange(reach, range)) return [];
  // Asked about a downed enemy: it forces no choice and may be shot whoever stands nearer (M-5),
  // so the other enemies are not measured at all.
  const onlyWarrior = onlyModel === undefined ? undefined : battle.warriors.find((w) => w.id === onlyModel);
  if (onlyWarrior && isDowned(onlyWarrior) && onlyWarrior.warband !== shooter.warband && onlyWarrior.state.condition !== 'out-of-action') {
    const alone = look(at, onlyWarrior, reach, viewsOf(table, shooter.id, [onlyWarrior.id], views).get(onlyWarrior.id)!);
    return alone.refusals.length > 0 ? [] : [judged(at, alone, [], [], Infinity, null)];
  }
  const enemies = enemiesOf(battle, table, shooter).flatMap((target, order) => {
    const distance = modelDistance(table, shooter.id, target.id, variants.measure);
    return withinRange(distance, range) && distance <= reach ? [{ target, distance, order }] : [];
  });
  const nearestFirst = [...enemies].sort((a, b) => a.distance - b.distance || a.order - b.order);
  const viewOf = (id: string) => viewsOf(table, shooter.id, [id], views).get(id)!;
  const asked = only === undefined ? undefined : enemies.find((e) => e.target.id === only);
  if (only !== undefined && !asked) return [];
  // Asked about one enemy: it is looked at first. With a refusal of its own it is no candidate;
  // standing and no Large Target, any nearer standing enemy that needs no more to hit rules it
  // out (M-5), so the search stops at the first such.
  const first = asked && look(at, asked.target, asked.distance, viewOf(asked.target.id));
  if (first && first.refusals.length > 0) return [];
  // A downed enemy forces no choice and may be shot whoever stands nearer (M-5): no other needs a look.
  if (first && isDowned(first.target)) return [judged(at, first, [], [], Infinity, null)];
  const blocked = first && !isDowned(first.target) && !first.target.largeTarget && !first.attack.circumstances.largeBody ? first : undefined;
  const looked = new Map<number, Looked>();
  const standing: Looked[] = [];
  let closestDistance = Infinity;
  for (const enemy of nearestFirst) {
    const { target, distance } = enemy;
    const downed = isDowned(target);
    if (closestDistance < Infinity && distance > closestDistance + EPSILON && !downed && !target.largeTarget) {
      const open = neededInTheOpen(at, target, distance);
      if (!open.largeBody) {
        // Every standing enemy nearer by more than the tolerance has been looked at, or needs no less than one that has.
        let best = Infinity;
        for (const other of standing) if (other.distance < distance - EPSILON && other.needed < best) best = other.needed;
        if (open.needed >= best) continue;
      }
    }
    const c = first && target === first.target ? first : look(at, target, distance, viewOf(target.id));
    looked.set(enemy.order, c);
    if (c.refusals.length === 0 && !downed) {
      if (blocked && c !== blocked && distance < reach - EPSILON && c.needed <= blocked.needed) return [];
      standing.push(c);
      closestDistance = Math.min(closestDistance, distance);
    }
  }
  const closest = standing.find((c) => c.distance <= closestDistance + EPSILON) ?? null;
  return enemies.flatMap((enemy) => {
    const c = looked.get(enemy.order);
    if (!c) return [];
    const candidate = judged(at, c, standing, [], closestDistance, closest);
    return candidate.legal && (only === undefined || candidate.target === only) ? [candidate] : [];
  });
}
