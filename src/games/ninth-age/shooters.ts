import { arcFacing, EPSILON, facingRightVector, facingVector, pointLerp, type Arc, type Point2, type Segment } from '../../geometry/index.js';
import { modelUnitDistance, type PreparedTable, type TableModel, type TableUnit } from '../../table/index.js';
import { refusalsFrom } from '../shared/index.js';
import { inOpenOrder, unitModels, type NinthAgeBattle, type NinthAgeUnit } from './battle.js';
import { characterIndexOf, shooterBlockId, shooterGone } from './character-shooters.js';
import { aloneView } from './alone.js';
import { clearFacingLine, coverFrom, coveringTerrainHolding, SIGHT_PARTS, targetArcOf, terrainAround, unitLocation, type CoverFinding, type SightContext, type StandingInCover } from './cover.js';
import { NINTH_AGE_RULES, type WeaponRefusal } from './rules.js';
import type { NinthAgeVariants } from './variants.js';
import { weaponHas, type WeaponEntry } from './weapons.js';

export type { WeaponRefusal };

/** Why a unit may not shoot this phase. */
export type UnitRefusal = 'not-their-turn' | 'destroyed' | 'engaged' | 'fleeing' | 'already-shot' | 'no-shooting-weapon' | 'no-usable-weapon';

/** One of a unit's weapons, and why it cannot be used now (empty: it can). */
export interface WeaponChoice {
  readonly entry: WeaponEntry;
  readonly refusals: readonly WeaponRefusal[];
}

/** Whether a unit may shoot this phase, every reason why not, and its weapons. */
export interface UnitShooterStatus {
  readonly unit: string;
  readonly may: boolean;
  readonly refusals: readonly UnitRefusal[];
  readonly weapons: readonly WeaponChoice[];
}

/** A weapon's refusals are its rules' (Move or Fire, marching without March and Shoot): `NINTH_AGE_RULES` at the may-shoot step. */
function weaponChoice(unit: NinthAgeUnit, entry: WeaponEntry): WeaponChoice {
  return { entry, refusals: refusalsFrom(NINTH_AGE_RULES, { unit, entry }) };
}

/**
 * Whether a unit may shoot now, every reason it may not, and which of its weapons it can use.
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const [crossbowmen, spearmen] = [battle.units.find((u) => u.id === 'crossbowmen'), battle.units.find((u) => u.id === 'spearmen')];
 * if (crossbowmen) ninthAgeShooterStatus(battle, crossbowmen).may; // true
 * if (spearmen) ninthAgeShooterStatus(battle, spearmen).refusals; // ['not-their-turn', 'no-shooting-weapon']
 */
export function ninthAgeShooterStatus(battle: NinthAgeBattle, unit: NinthAgeUnit): UnitShooterStatus {
  const refusals: UnitRefusal[] = [];
  if (unit.army !== battle.shooting) refusals.push('not-their-turn');
  if (shooterGone(battle, unit)) refusals.push('destroyed');
  if (unit.state.engaged) refusals.push('engaged');
  if (unit.state.fleeing) refusals.push('fleeing');
  if (unit.state.hasShot) refusals.push('already-shot');
  const weapons = unit.weapons.map((entry) => weaponChoice(unit, entry));
  if (weapons.length === 0) refusals.push('no-shooting-weapon');
  else if (weapons.every((w) => w.refusals.length > 0)) refusals.push('no-usable-weapon');
  return { unit: unit.id, may: refusals.length === 0, refusals, weapons };
}

/** Why one model may not shoot at the chosen target (facts B1, B4). */
export type ModelRefusal = 'rear-rank' | 'out-of-range' | 'within-minimum-range' | 'outside-front-arc' | 'no-line-of-sight';

/** One model of the shooting unit against one target: may it shoot, from where, and what cover its lines find. */
export interface ModelShooting {
  readonly model: string;
  readonly rank: number;
  /** Where its lines start: the point of the unit's front facing straight ahead of it (facts B4). */
  readonly sightPoint: Point2;
  readonly may: boolean;
  readonly refusals: readonly ModelRefusal[];
  /** To the closest point of the target's Unit Boundary (facts B1). */
  readonly distance: number;
  readonly longRange: boolean;
  /** Whether it sees the target only by Volley Fire's leave to look past smaller models. */
  readonly byVolleyFire: boolean;
  /** 2.x: a Stand and Shoot beyond the weapon's range, shot as if at long range (T-1). */
  readonly beyondRangeByStandAndShoot: boolean;
  readonly cover: CoverFinding | null;
}

/** Every model of a Skirmisher or Light Troops unit shoots (T-12): no rank is too far back. */
export const EVERY_RANK = Number.POSITIVE_INFINITY;

/**
 * Two ranks shoot; Volley Fire lets a Line Formation unit that stood still and is not standing
 * and shooting shoot from a third (facts B3, T-12); Skirmishers and Light Troops shoot with every
 * model (T-12, BS-T9A-2ND Skirmisher).
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const crossbowmen = battle.units.find((u) => u.id === 'crossbowmen');
 * if (crossbowmen) shootingRanks(crossbowmen, crossbowmen.weapons[0]!); // 2: a crossbow has no Volley Fire
 */
export function shootingRanks(unit: NinthAgeUnit, entry: WeaponEntry): number {
  if (inOpenOrder(unit)) return EVERY_RANK;
  const volleyRank = weaponHas(entry.weapon, 'volley-fire') && unit.formation === 'line' && unit.state.movement === 'none' && !unit.state.standAndShoot;
  return volleyRank ? 3 : 2;
}

function baseDepth(model: TableModel): number {
  return model.base.kind === 'rect' ? model.base.depth : model.base.radius * 2;
}

function baseHalfWidth(model: TableModel): number {
  return model.base.kind === 'rect' ? model.base.width / 2 : model.base.radius;
}

/**
 * The rank a model stands in (1: the front rank), and the point of the front facing ahead of it.
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const table = prepareTable(battle.table);
 * const block = table.table.units.find((u) => u.id === 'crossbowmen');
 * const model = table.models.get('crossbowmen#4');
 * if (block && model) modelPlace(block, model); // { rank: 2, sightPoint: { x: 31, y: 21 } }: it looks from the front, past #1
 */
export function modelPlace(block: TableUnit, model: TableModel): { rank: number; sightPoint: Point2 } {
  const f = facingVector(block.boundary.facing);
  const centre = model.base.centre;
  const ahead = (centre.x - block.boundary.centre.x) * f.x + (centre.y - block.boundary.centre.y) * f.y;
  const fromFront = block.boundary.depth / 2 - ahead;
  const rank = Math.max(1, Math.floor(fromFront / baseDepth(model) + EPSILON) + 1);
  return { rank, sightPoint: { x: centre.x + f.x * fromFront, y: centre.y + f.y * fromFront } };
}

/**
 * Whether a point lies in the Front Arc of a model looking from `from` (the middle of its front
 * edge): ahead of that edge, and no further aside than it is ahead, counted from the edge's ends
 * (the arc's borders leave the front corners at 135°, facts B4). Round bases see all round.
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const table = prepareTable(battle.table);
 * const model = table.models.get('crossbowmen#1');
 * if (model) inFrontArc(model, 270, point2(31, 21), point2(20, 20)); // true: ahead of the unit, which faces 270°
 * if (model) inFrontArc(model, 270, point2(31, 21), point2(40, 20)); // false: behind it
 */
export function inFrontArc(model: TableModel, facing: number, from: Point2, to: Point2): boolean {
  if (model.base.kind === 'circle') return true;
  const f = facingVector(facing);
  const r = facingRightVector(facing);
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const forward = dx * f.x + dy * f.y;
  const aside = Math.abs(dx * r.x + dy * r.y);
  return forward > EPSILON && forward + EPSILON >= aside - baseHalfWidth(model);
}

/** What the sight lines from a model found: none in the arc, none clear, or a clear one. */
export type SightResult = 'outside-front-arc' | 'no-line-of-sight' | 'visible';

/** What a model's sight lines found, and the point of its front edge that sees (null when none does). */
export interface SightFinding {
  readonly result: SightResult;
  readonly from: Point2 | null;
}

const ARCS: readonly Arc[] = ['front', 'left', 'right', 'rear'];

/** Whether any of the 2·parts + 1 evenly spaced points of a facing that `facingLines` draws its lines to passes `test` (tried in order, none made past the first that does). */
function anySidePoint(side: Segment, parts: number, test: (point: Point2) => boolean): boolean {
  for (let k = 0; k <= 2 * parts; k++) if (test(pointLerp(side.a, side.b, k / (2 * parts)))) return true;
  return false;
}

/**
 * How far in from each end of the front edge its end points are taken: bases of one unit stand
 * in contact, in line with each other, so a line from the very corner could run along the seam
 * between two bases of a unit in its way and see through a Unit Boundary that blocks (facts B4).
 */
export const FRONT_EDGE_INSET = 0.01;

/**
 * The points a model may look from (T-9): the middle of its front edge first (its sight
 * point, where the seed's lines start), then the edge's two ends. A rear-rank model's edge is
 * the stretch of the unit's front facing straight ahead of it. The ends are taken
 * {@link FRONT_EDGE_INSET} in from the corners.
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const table = prepareTable(battle.table);
 * const model = table.models.get('crossbowmen#1');
 * if (model) frontEdgePoints(model, 270, point2(31, 21)); // [(31, 21), (31, 21.49), (31, 20.51)]
 */
export function frontEdgePoints(model: TableModel, facing: number, sightPoint: Point2): Point2[] {
  const r = facingRightVector(facing);
  const half = baseHalfWidth(model) - FRONT_EDGE_INSET;
  return [sightPoint, { x: sightPoint.x - r.x * half, y: sightPoint.y - r.y * half }, { x: sightPoint.x + r.x * half, y: sightPoint.y + r.y * half }];
}

/**
 * Line of Sight (facts B4, T-9): a clear line, within the model's Front Arc, from any point of
 * its front edge to any part of the target unit (any of its four facings). The target facing
 * is tried first from the middle of the edge, so where that sees, the lines and cover are the
 * seed's; otherwise the other facings, then the edge's ends.
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const table = prepareTable(battle.table);
 * const [crossbowmen, spearmen] = [battle.units.find((u) => u.id === 'crossbowmen'), battle.units.find((u) => u.id === 'spearmen')];
 * if (!crossbowmen || !spearmen) throw new Error('not in this battle');
 * const sight = sightContext(battle, table, crossbowmen, spearmen, variants, false);
 * const model = table.models.get('crossbowmen#1');
 * if (model) sightFrom(sight, model, 270, point2(31, 21)); // { result: 'visible', from: (31, 21) }
 */
export function sightFrom(ctx: SightContext, model: TableModel, facing: number, sightPoint: Point2): SightFinding {
  const target = ctx.table.table.units.find((u) => u.id === ctx.targetUnit);
  if (!target) return { result: 'no-line-of-sight', from: null };
  const sides: Segment[] = [ctx.targetFacing.facing, ...ARCS.filter((a) => a !== ctx.targetFacing.arc).map((a) => arcFacing(target.boundary, a))];
  // The Front Arc is the model's own, measured from the middle of its front edge (facts B4), so
  // a facing with no point in it is left out before any line is drawn.
  const inArc = (p: Point2) => inFrontArc(model, facing, sightPoint, p);
  const seenSides = sides.filter((side) => anySidePoint(side, SIGHT_PARTS, inArc));
  if (seenSides.length === 0) return { result: 'outside-front-arc', from: null };
  for (const from of frontEdgePoints(model, facing, sightPoint)) {
    const inside = terrainAround(ctx.table, from);
    for (const side of seenSides) {
      if (clearFacingLine(ctx, from, side, SIGHT_PARTS, inArc, inside)) return { result: 'visible', from };
    }
  }
  return { result: 'no-line-of-sight', from: null };
}

/** The facing a target missing from the table would have: never read, as such a target has no models to shoot at. */
const NO_FACING = { arc: 'front', facing: { a: { x: 0, y: 0 }, b: { x: 0, y: 0 } } } as const;

/**
 * What the cover and sight tests need for one shooting unit and target: the table, both units' Heights, the edition.
 * Given a memo, the covering terrain the target stands in is worked out once for every place.
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const table = prepareTable(battle.table);
 * const [crossbowmen, spearmen] = [battle.units.find((u) => u.id === 'crossbowmen'), battle.units.find((u) => u.id === 'spearmen')];
 * if (!crossbowmen || !spearmen) throw new Error('not in this battle');
 * const sight = sightContext(battle, table, crossbowmen, spearmen, variants, false);
 * sight.modelInfo('goblins#1'); // { unit: 'goblins', height: 1, openOrder: false }
 * sight.targetFacing.arc; // 'right': the crossbowmen's front is in the spearmen's right flank arc
 */
export function sightContext(battle: NinthAgeBattle, table: PreparedTable, shooter: NinthAgeUnit, target: NinthAgeUnit, variants: NinthAgeVariants, volleyFire: boolean, memo?: NinthAgeSightMemo): SightContext {
  // Only a crossing judged anew asks after a model's unit; a heat map's rater judges few.
  let byId: ReadonlyMap<string, NinthAgeUnit> | undefined;
  const shooterBlock = table.table.units.find((u) => u.id === shooterBlockId(shooter));
  const targetBlock = table.table.units.find((u) => u.id === target.id);
  // T-6: one Target Facing for the whole shooting unit, from where the unit is Located.
  const targetFacing = targetBlock && shooterBlock ? targetArcOf(targetBlock.boundary, unitLocation(table, shooterBlock)) : NO_FACING;
  let standsIn: readonly StandingInCover[] | undefined;
  return {
    table,
    edition: variants.edition,
    shooterModels: unitModels(battle, shooterBlockId(shooter)),
    shooterHeight: shooter.profile.Height,
    targetUnit: target.id,
    targetHeight: aloneView(target).profile.Height,
    targetFacing,
    // Only a cover test reads it, and a heat map's rater makes one only from a place not seen before.
    get targetStandsIn() {
      // The target stands still while a memo holds: what it stands in is worked out once.
      const holding = () => coveringTerrainHolding(table, target.id);
      return (standsIn ??= memo ? slot(memo.standsIn, target.id, holding) : holding());
    },
    modelInfo: (id) => {
      const unit = table.models.get(id)?.unit ?? null;
      const known = unit === null ? undefined : (byId ??= new Map(battle.units.map((u) => [u.id, u]))).get(unit);
      // A character standing alone (NA-ALONE) is a model of its own Height.
      const alone = known?.joined?.alone ? known.joined.characters[characterIndexOf(id, known.id)] : undefined;
      return { unit, height: alone?.profile.Height ?? known?.profile.Height ?? null, openOrder: known ? inOpenOrder(known) : false };
    },
    volleyFire,
  };
}

/**
 * Where a joined character stands to shoot (T-14): in the front rank (BS-T9A-2ND Front Rank), at
 * the place of the front-rank model nearest the middle of the unit's front (the first of two
 * equally near). The block holds the rank and file only, so the character takes that model's
 * base: its range, Front Arc, sight and cover are measured from there.
 *
 * @example
 * // battle: examples/ninth-age/captain-shoots.json, parsed; the Militia 5 wide
 * const table = prepareTable(battle.table);
 * const block = table.table.units.find((u) => u.id === 'militia');
 * const places = block ? block.models.flatMap((id) => { const m = table.models.get(id); return m ? [{ id, model: m, ...modelPlace(block, m) }] : []; }) : [];
 * if (block) characterPlace(block, places).map((p) => p.id); // ['militia#3']: the middle of five
 */
export function characterPlace<P extends { readonly id: string; readonly model: TableModel; readonly rank: number }>(block: TableUnit, places: readonly P[]): P[] {
  const f = facingVector(block.boundary.facing);
  const half = block.boundary.depth / 2;
  const middle = { x: block.boundary.centre.x + f.x * half, y: block.boundary.centre.y + f.y * half };
  let best: P | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const p of places) {
    if (p.rank !== 1) continue;
    const d = Math.hypot(p.model.base.centre.x - middle.x, p.model.base.centre.y - middle.y);
    if (d < bestDistance - EPSILON) {
      best = p;
      bestDistance = d;
    }
  }
  return best ? [best] : [];
}

/**
 * Sight and cover already judged, by the target, the Target Facing, and the point and base they
 * were judged from: a heat map moves the unit place by place and its models look again from
 * where others of them looked. A memo serves one shooting unit on tables where nothing else moves.
 * Each map is keyed first by a short string of what the answers hang on besides where things
 * stand, then by the coordinates in turn as numbers (a Map compares numbers by value, so no
 * coordinate is written out at every place).
 */
export interface NinthAgeSightMemo {
  /** By the context (the target, the edition, Volley Fire, the Target Facing's arc), the unit's facing and the base's shape; then the base centre's x and y; then the sight point's x and y. */
  readonly sight: Map<string, ByPoint<ByPoint<SightFinding>>>;
  /** By the context; then the point looked from, x and y. */
  readonly cover: Map<string, ByPoint<CoverFinding>>;
  /** Each model's distance to the target's Unit Boundary: by the target and the base's shape; then the base centre's x and y. */
  readonly distance: Map<string, ByPoint<number>>;
  /** The covering terrain each target stands in (T-11), by the target. */
  readonly standsIn: Map<string, readonly StandingInCover[]>;
}

/** Values by a point: by its x, then its y. */
export type ByPoint<V> = Map<number, Map<number, V>>;

/**
 * What a sight context's answers hang on beyond the table that stands still: the target, the
 * edition, Volley Fire and the Target Facing's arc. The facing itself is the arc's side of the
 * target's boundary, which stands still while the memo holds (a memo is only used where only the
 * shooting unit moves: `modelsShooting` answers no model when the target is not on the table).
 */
const contextKey = (ctx: SightContext): string => `${ctx.targetUnit}|${ctx.edition}|${ctx.volleyFire ? 1 : 0}|${ctx.targetFacing.arc}`;

/** A base's shape as part of a memo key: where it stands is keyed by number apart. */
const shapeKey = (base: TableModel['base']): string => (base.kind === 'circle' ? `c|${base.radius}` : `r|${base.width}|${base.depth}|${base.facing}`);

/** The value under `key` in `root`, made when there is none. */
function slot<V>(root: Map<string, V>, key: string, make: () => V): V {
  let value = root.get(key);
  if (value === undefined) root.set(key, (value = make()));
  return value;
}

/** The value kept for a point, judged when there is none. */
function rememberedAt<V>(byX: ByPoint<V>, x: number, y: number, judge: () => V): V {
  let byY = byX.get(x);
  if (!byY) byX.set(x, (byY = new Map<number, V>()));
  const known = byY.get(y);
  if (known !== undefined) return known;
  const value = judge();
  byY.set(y, value);
  return value;
}

/**
 * Every model of the shooting unit against one target with one weapon: rank, range to the
 * Unit Boundary, Line of Sight from its front facing within its Front Arc, and the cover its
 * three lines find. With Volley Fire, once any model of the unit sees the target, the others
 * look past intervening models of their own Height or smaller (facts B3).
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const table = prepareTable(battle.table);
 * const [crossbowmen, spearmen] = [battle.units.find((u) => u.id === 'crossbowmen'), battle.units.find((u) => u.id === 'spearmen')];
 * if (!crossbowmen || !spearmen) throw new Error('not in this battle');
 * const sight = sightContext(battle, table, crossbowmen, spearmen, variants, false);
 * modelsShooting(battle, table, crossbowmen, spearmen, crossbowmen.weapons[0]!, variants).map((m) => [m.model, m.rank, m.cover?.cover]);
 * // [['crossbowmen#1', 1, 'soft'], ['crossbowmen#2', 1, 'none'], …, ['crossbowmen#6', 2, 'none']]: all six may shoot
 */
export function modelsShooting(battle: NinthAgeBattle, table: PreparedTable, shooter: NinthAgeUnit, target: NinthAgeUnit, entry: WeaponEntry, variants: NinthAgeVariants, memo?: NinthAgeSightMemo): ModelShooting[] {
  const block = table.table.units.find((u) => u.id === shooterBlockId(shooter));
  if (!block || !table.table.units.some((u) => u.id === target.id)) return [];
  const volleyFire = weaponHas(entry.weapon, 'volley-fire');
  const plain = sightContext(battle, table, shooter, target, variants, false, memo);
  const volley = volleyFire ? sightContext(battle, table, shooter, target, variants, true, memo) : plain;
  const ranks = shootingRanks(shooter, entry);
  const all = block.models.flatMap((id) => {
    const model = table.models.get(id);
    return model ? [{ id, model, ...modelPlace(block, model) }] : [];
  });
  // A joined character shoots alone, from the place in the front rank T-14 gives it; standing
  // with no rank and file, from its own model (NA-ALONE).
  const joinedTo = shooter.joinedTo;
  const places = joinedTo ? (battle.units.find((u) => u.id === joinedTo.unit)?.joined?.alone ? all.filter((p) => p.id === shooter.id) : characterPlace(block, all)) : all;
  const facing = block.boundary.facing;
  const sightOf = (ctx: SightContext, p: (typeof places)[number]) => {
    if (!memo) return sightFrom(ctx, p.model, facing, p.sightPoint);
    const byBase = slot(memo.sight, `${contextKey(ctx)}|${facing}|${shapeKey(p.model.base)}`, () => new Map<number, Map<number, ByPoint<SightFinding>>>());
    const byPoint = rememberedAt(byBase, p.model.base.centre.x, p.model.base.centre.y, () => new Map<number, Map<number, SightFinding>>());
    return rememberedAt(byPoint, p.sightPoint.x, p.sightPoint.y, () => sightFrom(ctx, p.model, facing, p.sightPoint));
  };
  const sights = places.map((p) => sightOf(plain, p));
  const unitSees = sights.some((s) => s.result === 'visible');
  const reachesAnywhere = standAndShootReachesAnywhere(shooter, variants);
  return places.map((p, i): ModelShooting => {
    const refusals: ModelRefusal[] = [];
    if (p.rank > ranks) refusals.push('rear-rank');
    const measure = () => modelUnitDistance(table, p.id, target.id);
    const distance = memo ? rememberedAt(slot(memo.distance, `${target.id}|${shapeKey(p.model.base)}`, () => new Map<number, Map<number, number>>()), p.model.base.centre.x, p.model.base.centre.y, measure) : measure();
    const beyondRange = distance > entry.weapon.range + EPSILON;
    if (beyondRange && !reachesAnywhere) refusals.push('out-of-range');
    // Exactly at the minimum range is allowed: only a target nearer than it is refused (docs/ninth-age.md).
    if (entry.weapon.minRange !== undefined && distance < entry.weapon.minRange - EPSILON) refusals.push('within-minimum-range');
    let sight = sights[i] ?? { result: 'no-line-of-sight', from: null };
    let byVolleyFire = false;
    if (sight.result === 'no-line-of-sight' && volleyFire && unitSees) {
      const past = sightOf(volley, p);
      if (past.result === 'visible') {
        sight = past;
        byVolleyFire = true;
      }
    }
    if (sight.result !== 'visible') refusals.push(sight.result);
    const may = refusals.length === 0;
    return {
      model: shooter.joinedTo ? shooter.id : p.id,
      rank: p.rank,
      sightPoint: p.sightPoint,
      may,
      refusals,
      distance,
      longRange: beyondRange || distance > entry.weapon.range / 2,
      byVolleyFire,
      beyondRangeByStandAndShoot: may && beyondRange,
      cover: may ? coverAt(volley, sight.from ?? p.sightPoint, memo) : null,
    };
  });
}

function coverAt(ctx: SightContext, from: Point2, memo: NinthAgeSightMemo | undefined): CoverFinding {
  return memo ? rememberedAt(slot(memo.cover, contextKey(ctx), () => new Map<number, Map<number, CoverFinding>>()), from.x, from.y, () => coverFrom(ctx, from)) : coverFrom(ctx, from);
}

/**
 * 2.x: a Stand and Shoot charge reaction may shoot beyond the weapon's maximum range, counting
 * as long range (T-1, NR-SNS-OLD); the seed's rules keep the range.
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const crossbowmen = battle.units.find((u) => u.id === 'crossbowmen');
 * if (crossbowmen) standAndShootReachesAnywhere(crossbowmen, { edition: '2.x' }); // false: it is not standing and shooting
 */
export function standAndShootReachesAnywhere(shooter: NinthAgeUnit, variants: NinthAgeVariants): boolean {
  return variants.edition === '2.x' && shooter.state.standAndShoot;
}
