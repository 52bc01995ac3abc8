import { facingVector, pointArc, pointInPolygon, pointLerp, threeLines, type Arc, type ArcPosition, type OrientedRect, type Point2, type Segment } from '../../geometry/index.js';
import type { ObstructionRef, PreparedTable, TableUnit, TerrainKind } from '../../table/index.js';
import type { CoverLevel } from './cover-level.js';
import { heightClassOf, heightRank, heightRelation, type NinthAgeHeight } from './heights.js';
import type { NinthAgeEdition } from './variants.js';

/** Something a line from the shooter passes through, as the explanation names it. */
export type CoverObstruction =
  | { readonly kind: 'terrain'; readonly id: string; readonly terrain: TerrainKind }
  | { readonly kind: 'floor'; readonly id: string }
  | { readonly kind: 'model'; readonly id: string; readonly unit: string | null; readonly height: NinthAgeHeight | null };

/** Why an obstruction counts as it does (T-7; Volley Fire and our own choices). */
export type CrossingReason =
  | 'soft-cover-terrain'
  | 'hard-cover-terrain'
  | 'opaque-terrain'
  | 'open-terrain'
  | 'floor'
  | 'height-at-least-both'
  | 'height-at-least-one'
  | 'height-smaller-than-both'
  | 'volley-fire'
  | 'shooter-inside'
  | 'unknown-model'
  | 'open-order'
  | 'gigantic-ignores-standard';

/** What one obstruction on a line gives: nothing, soft or hard cover. */
export type CoverGrade = 'none' | 'soft' | 'hard';

/** One obstruction a line passes through, what it gives and why. */
export interface JudgedCrossing {
  readonly obstruction: CoverObstruction;
  readonly grade: CoverGrade;
  readonly reason: CrossingReason;
}

/** One line from the shooter, every obstruction on it judged. */
export interface JudgedLine {
  readonly to: Point2;
  readonly crossings: readonly JudgedCrossing[];
  /** The line passes through an obstruction that contributes to cover, soft or hard. */
  readonly soft: boolean;
  /** The line passes through an obstruction that contributes to hard cover. */
  readonly hard: boolean;
}

/** Covering terrain the target unit stands (more than half) inside, and the cover it gives (T-11). */
export interface StandingInCover {
  readonly id: string;
  readonly terrain: 'soft-cover' | 'hard-cover';
}

/**
 * The cover one shooting model's shots face (T-6): its three lines to the target facing and
 * what each crossed. In 2.x (`facing-share`) the decision is the share of the facing hidden,
 * measured along `share.samples` evenly spaced lines; the three lines are still shown.
 * `standingIn` is the Covering terrain the target stands inside and the shooter does not
 * (T-11): its cover holds whatever the lines find, and `cover` is the better of the two.
 */
export interface CoverFinding {
  readonly method: 'three-lines' | 'facing-share';
  readonly from: Point2;
  /** The target's arc the shooter stands in, and its facing (left end `a`, right end `b`). */
  readonly arc: Arc;
  readonly facing: Segment;
  readonly lines: { readonly left: JudgedLine; readonly centre: JudgedLine; readonly right: JudgedLine };
  readonly softLines: number;
  readonly hardLines: number;
  readonly share: { readonly soft: number; readonly hard: number; readonly samples: number } | null;
  readonly standingIn: readonly StandingInCover[];
  readonly cover: CoverLevel;
}

/** What the cover and sight tests need to know about the shooting and the table. */
export interface SightContext {
  readonly table: PreparedTable;
  readonly edition: NinthAgeEdition;
  /** The shooting unit's models: they never obstruct (T-7). */
  readonly shooterModels: readonly string[];
  readonly shooterHeight: NinthAgeHeight;
  readonly targetUnit: string;
  readonly targetHeight: NinthAgeHeight;
  /** The target's arc the shooting unit stands in and its facing, one for the whole unit (T-6). */
  readonly targetFacing: ArcPosition;
  /** Covering terrain the target unit stands more than half inside (T-11). */
  readonly targetStandsIn: readonly StandingInCover[];
  /** The unit and Height of any model on the table, if known, and whether its unit fights in open order (T-12). */
  readonly modelInfo: (id: string) => { readonly unit: string | null; readonly height: NinthAgeHeight | null; readonly openOrder: boolean };
  /** Volley Fire: intervening models of the shooter's Height or smaller are ignored (facts B3). */
  readonly volleyFire: boolean;
}

/** 2.x cover: lines to this many evenly spaced points of the facing, corners included. */
export const FACING_SHARE_PARTS = 10;
/** The lines 2.x cover is measured along: both corners and every part's end and middle. */
export const FACING_SHARE_SAMPLES = 2 * FACING_SHARE_PARTS + 1;
/** Sight: lines to this many evenly spaced points of the facing (2 × 4 + 1), corners included. */
export const SIGHT_PARTS = 4;

function obstructionOf(ctx: SightContext, ref: ObstructionRef): CoverObstruction {
  switch (ref.kind) {
    case 'terrain':
      return { kind: 'terrain', id: ref.id, terrain: ref.terrain };
    case 'floor':
      return { kind: 'floor', id: `${ref.building}/${ref.floor}` };
    case 'model': {
      const info = ctx.modelInfo(ref.id);
      return { kind: 'model', id: ref.id, unit: info.unit, height: info.height };
    }
  }
}

function terrainGrade(terrain: TerrainKind): { grade: CoverGrade; reason: CrossingReason } {
  switch (terrain) {
    case 'soft-cover':
      return { grade: 'soft', reason: 'soft-cover-terrain' };
    case 'hard-cover':
      return { grade: 'hard', reason: 'hard-cover-terrain' };
    case 'opaque':
      return { grade: 'hard', reason: 'opaque-terrain' };
    case 'open':
      return { grade: 'none', reason: 'open-terrain' };
  }
}

/** T-1, 2.x: a Gigantic shooter ignores Standard models for soft cover (NR-SOFTCOVER-OLD). */
function gigantLooksOver(ctx: SightContext, obstacle: NinthAgeHeight): boolean {
  return ctx.edition === '2.x' && heightClassOf(ctx.shooterHeight) === 'gigantic' && heightClassOf(obstacle) === 'standard';
}

/**
 * T-7: covering terrain as its kind says, opaque terrain hard; a model of another unit soft
 * when its Height is at least the shooter's or the target's, hard when at least both, nothing
 * when smaller than both. Floors (buildings) count as hard, and terrain the shooter's sight
 * point stands in is ignored (our choices, docs/ninth-age.md).
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const table = prepareTable(battle.table);
 * const [crossbowmen, spearmen] = [battle.units.find((u) => u.id === 'crossbowmen'), battle.units.find((u) => u.id === 'spearmen')];
 * if (!crossbowmen || !spearmen) throw new Error('not in this battle');
 * const sight = sightContext(battle, table, crossbowmen, spearmen, variants, false);
 * judgeCrossing(sight, { kind: 'terrain', id: 'forest', terrain: 'soft-cover' }, new Set()); // grade 'soft', reason 'soft-cover-terrain'
 * judgeCrossing(sight, { kind: 'model', id: 'goblins#1' }, new Set()); // grade 'none', reason 'height-smaller-than-both'
 */
export function judgeCrossing(ctx: SightContext, ref: ObstructionRef, inside: ReadonlySet<string>): JudgedCrossing {
  const obstruction = obstructionOf(ctx, ref);
  switch (obstruction.kind) {
    case 'terrain':
      if (inside.has(obstruction.id)) return { obstruction, grade: 'none', reason: 'shooter-inside' };
      return { obstruction, ...terrainGrade(obstruction.terrain) };
    case 'floor':
      return { obstruction, grade: 'hard', reason: 'floor' };
    case 'model': {
      if (obstruction.height === null) return { obstruction, grade: 'none', reason: 'unknown-model' };
      if (ctx.volleyFire && heightRank(obstruction.height, ctx.edition) <= heightRank(ctx.shooterHeight, ctx.edition)) return { obstruction, grade: 'none', reason: 'volley-fire' };
      if (gigantLooksOver(ctx, obstruction.height)) return { obstruction, grade: 'none', reason: 'gigantic-ignores-standard' };
      const relation = heightRelation(obstruction.height, ctx.shooterHeight, ctx.targetHeight, ctx.edition);
      switch (relation) {
        case 'at-least-both':
          // Skirmishers and Light Troops never block sight, so never give hard cover (T-12, BS-T9A-2ND Skirmisher).
          if (ctx.modelInfo(obstruction.id).openOrder) return { obstruction, grade: 'soft', reason: 'open-order' };
          return { obstruction, grade: 'hard', reason: 'height-at-least-both' };
        case 'at-least-one':
          return { obstruction, grade: 'soft', reason: 'height-at-least-one' };
        case 'smaller-than-both':
          return { obstruction, grade: 'none', reason: 'height-smaller-than-both' };
      }
    }
  }
}

/**
 * Blocks Line of Sight (facts B4, T-9): opaque terrain, a floor, a model at least as tall as both.
 *
 * @example
 * blocksSight({ obstruction: { kind: 'floor', id: 'tower/roof' }, grade: 'hard', reason: 'floor' }); // true
 * blocksSight({ obstruction: { kind: 'terrain', id: 'forest', terrain: 'soft-cover' }, grade: 'soft', reason: 'soft-cover-terrain' }); // false
 */
export function blocksSight(crossing: JudgedCrossing): boolean {
  return crossing.reason === 'opaque-terrain' || crossing.reason === 'floor' || crossing.reason === 'height-at-least-both';
}

/**
 * Terrain pieces whose outline holds the point: the shooter stands in them.
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * terrainAround(prepareTable(battle.table), point2(27, 22)); // Set {'forest'}
 * terrainAround(prepareTable(battle.table), point2(2, 2)); // empty
 */
export function terrainAround(table: PreparedTable, point: Point2): Set<string> {
  return new Set(table.table.terrain.filter((t) => t.kind !== 'open' && pointInPolygon(point, t.outline)).map((t) => t.id));
}

function judgedLine(ctx: SightContext, to: Point2, refs: readonly ObstructionRef[], inside: ReadonlySet<string>): JudgedLine {
  const crossings = refs.map((ref) => judgeCrossing(ctx, ref, inside));
  return { to, crossings, soft: crossings.some((c) => c.grade !== 'none'), hard: crossings.some((c) => c.grade === 'hard') };
}

function ignoredIndices(ctx: SightContext): number[] {
  const unit = ctx.table.table.units.find((u) => u.id === ctx.targetUnit);
  return [...(unit?.models ?? []), ...ctx.shooterModels].map((id) => ctx.table.modelIndex.get(id) ?? -1);
}

/**
 * Lines from `from` to 2·parts + 1 evenly spaced points of the facing, corner to corner, each
 * judged. The target's models and the shooter's own are left out.
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const table = prepareTable(battle.table);
 * const [crossbowmen, spearmen] = [battle.units.find((u) => u.id === 'crossbowmen'), battle.units.find((u) => u.id === 'spearmen')];
 * if (!crossbowmen || !spearmen) throw new Error('not in this battle');
 * const sight = sightContext(battle, table, crossbowmen, spearmen, variants, false);
 * const cover = coverFrom(sight, point2(31, 21));
 * facingLines(sight, point2(31, 21), cover.facing, 2).length; // 5 lines: both corners, the middle, and a quarter in from each end
 */
export function facingLines(ctx: SightContext, from: Point2, facing: Segment, parts: number, inside: ReadonlySet<string> = terrainAround(ctx.table, from)): JudgedLine[] {
  const ignore = ignoredIndices(ctx);
  const lines: JudgedLine[] = [];
  for (let i = 0; i < parts; i += 1) {
    const piece = { a: pointLerp(facing.a, facing.b, i / parts), b: pointLerp(facing.a, facing.b, (i + 1) / parts) };
    const found = threeLines(from, piece, ctx.table.obstructions, { ignore });
    const refs = (line: typeof found.left) => line.crosses.map((c) => ctx.table.refs[c.index] as ObstructionRef);
    lines.push(judgedLine(ctx, found.left.to, refs(found.left), inside), judgedLine(ctx, found.centre.to, refs(found.centre), inside));
    if (i === parts - 1) lines.push(judgedLine(ctx, found.right.to, refs(found.right), inside));
  }
  return lines;
}

/**
 * Whether any line {@link facingLines} draws reaches a point `reaches` accepts without crossing
 * anything that blocks sight ({@link blocksSight}): the same lines in the same order, drawn a
 * part of the facing at a time and no further than the first that does (a sight test needs no
 * more, and where the target is in sight the first part usually holds such a line).
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const table = prepareTable(battle.table);
 * const [crossbowmen, spearmen] = [battle.units.find((u) => u.id === 'crossbowmen'), battle.units.find((u) => u.id === 'spearmen')];
 * if (!crossbowmen || !spearmen) throw new Error('not in this battle');
 * const sight = sightContext(battle, table, crossbowmen, spearmen, variants, false);
 * clearFacingLine(sight, point2(31, 21), coverFrom(sight, point2(31, 21)).facing, 4, () => true); // true: the forest hides, it does not block
 */
export function clearFacingLine(ctx: SightContext, from: Point2, facing: Segment, parts: number, reaches: (to: Point2) => boolean, inside: ReadonlySet<string> = terrainAround(ctx.table, from)): boolean {
  const ignore = ignoredIndices(ctx);
  const clear = (line: { readonly to: Point2; readonly crosses: readonly { readonly index: number }[] }) =>
    reaches(line.to) && !line.crosses.some((c) => blocksSight(judgeCrossing(ctx, ctx.table.refs[c.index] as ObstructionRef, inside)));
  for (let i = 0; i < parts; i += 1) {
    const piece = { a: pointLerp(facing.a, facing.b, i / parts), b: pointLerp(facing.a, facing.b, (i + 1) / parts) };
    const found = threeLines(from, piece, ctx.table.obstructions, { ignore });
    if (clear(found.left) || clear(found.centre) || (i === parts - 1 && clear(found.right))) return true;
  }
  return false;
}

/**
 * T-6 (and T-8 on mixing): two or more lines through soft-or-hard obstructions give soft cover, two or more through hard ones hard cover.
 *
 * @example
 * coverFromLines(2, 0); // 'soft'
 * coverFromLines(3, 2); // 'hard'
 * coverFromLines(1, 1); // 'none'
 */
export function coverFromLines(softLines: number, hardLines: number): CoverLevel {
  return hardLines >= 2 ? 'hard' : softLines >= 2 ? 'soft' : 'none';
}

/**
 * 2.x: more than half the facing hidden gives cover; hard when hard obstructions alone hide more than half.
 *
 * @example
 * coverFromShare(0.6, 0.2); // 'soft'
 * coverFromShare(0.7, 0.55); // 'hard'
 * coverFromShare(0.4, 0); // 'none'
 */
export function coverFromShare(soft: number, hard: number): CoverLevel {
  return hard > 0.5 ? 'hard' : soft > 0.5 ? 'soft' : 'none';
}

/**
 * The cover a model shooting from `from` faces (T-6, T-7; 2.x by share of the facing).
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const table = prepareTable(battle.table);
 * const [crossbowmen, spearmen] = [battle.units.find((u) => u.id === 'crossbowmen'), battle.units.find((u) => u.id === 'spearmen')];
 * if (!crossbowmen || !spearmen) throw new Error('not in this battle');
 * const sight = sightContext(battle, table, crossbowmen, spearmen, variants, false);
 * const cover = coverFrom(sight, point2(31, 21)); // the first crossbowman's sight point
 * // cover.arc 'right', cover.softLines 2, cover.cover 'soft': two lines pass through the forest
 */
export function coverFrom(ctx: SightContext, from: Point2): CoverFinding {
  const facing = ctx.targetFacing.facing;
  const found = threeLines(from, facing, ctx.table.obstructions, { ignore: ignoredIndices(ctx) });
  const inside = terrainAround(ctx.table, from);
  const line = (l: typeof found.left) => judgedLine(ctx, l.to, l.crosses.map((c) => ctx.table.refs[c.index] as ObstructionRef), inside);
  const lines = { left: line(found.left), centre: line(found.centre), right: line(found.right) };
  const all = [lines.left, lines.centre, lines.right];
  const softLines = all.filter((l) => l.soft).length;
  const hardLines = all.filter((l) => l.hard).length;
  const standingIn = ctx.targetStandsIn.filter((t) => !inside.has(t.id));
  const base = { from, arc: ctx.targetFacing.arc, facing, lines, softLines, hardLines, standingIn };
  const terrain = standingInCover(standingIn);
  switch (ctx.edition) {
    case 'current':
      return { ...base, method: 'three-lines', share: null, cover: betterCover(coverFromLines(softLines, hardLines), terrain) };
    case '2.x': {
      const samples = facingLines(ctx, from, facing, FACING_SHARE_PARTS, inside);
      const soft = samples.filter((l) => l.soft).length / samples.length;
      const hard = samples.filter((l) => l.hard).length / samples.length;
      return { ...base, method: 'facing-share', share: { soft, hard, samples: samples.length }, cover: betterCover(coverFromShare(soft, hard), terrain) };
    }
  }
}

const COVER_ORDER: readonly CoverLevel[] = ['none', 'soft', 'hard'];

/**
 * The better of two covers for the target: hard over soft over none.
 *
 * @example
 * betterCover('soft', 'none'); // 'soft'
 * betterCover('soft', 'hard'); // 'hard'
 */
export function betterCover(a: CoverLevel, b: CoverLevel): CoverLevel {
  return COVER_ORDER.indexOf(a) >= COVER_ORDER.indexOf(b) ? a : b;
}

/**
 * The cover Covering terrain gives a unit standing inside it (T-11): hard when any of it is hard.
 *
 * @example
 * standingInCover([{ id: 'forest', terrain: 'soft-cover' }]); // 'soft'
 * standingInCover([]); // 'none'
 */
export function standingInCover(pieces: readonly StandingInCover[]): CoverLevel {
  if (pieces.some((p) => p.terrain === 'hard-cover')) return 'hard';
  return pieces.length > 0 ? 'soft' : 'none';
}

/**
 * T-11: the Covering terrain (soft or hard) a unit stands more than half inside, judged by
 * how many of its models have their base's centre within the terrain's outline (our reading
 * of "more than half", docs/ninth-age.md).
 *
 * @example
 * // battle: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * coveringTerrainHolding(prepareTable(battle.table), 'spearmen'); // []: the spearmen stand in the open
 */
export function coveringTerrainHolding(table: PreparedTable, unitId: string): StandingInCover[] {
  const models = table.table.units.find((u) => u.id === unitId)?.models ?? [];
  const centres = models.flatMap((id) => {
    const model = table.models.get(id);
    return model ? [model.base.centre] : [];
  });
  const held: StandingInCover[] = [];
  for (const piece of table.table.terrain) {
    if (piece.kind !== 'soft-cover' && piece.kind !== 'hard-cover') continue;
    const inside = centres.filter((c) => pointInPolygon(c, piece.outline)).length;
    if (inside * 2 > centres.length) held.push({ id: piece.id, terrain: piece.kind });
  }
  return held;
}

/**
 * Where a unit is Located for arcs (facts B4, NR-ARCS): the centre of its Front Facing, or a
 * lone round-based model's centre.
 *
 * @example
 * // battle: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const table = prepareTable(battle.table);
 * const crossbowmen = table.table.units.find((u) => u.id === 'crossbowmen');
 * if (crossbowmen) unitLocation(table, crossbowmen); // { x: 31, y: 20 }: the middle of its front, facing 270°
 */
export function unitLocation(table: PreparedTable, unit: TableUnit): Point2 {
  const only = unit.models.length === 1 ? table.models.get(unit.models[0] ?? '') : undefined;
  if (only?.base.kind === 'circle') return only.base.centre;
  const f = facingVector(unit.boundary.facing);
  const half = unit.boundary.depth / 2;
  return { x: unit.boundary.centre.x + f.x * half, y: unit.boundary.centre.y + f.y * half };
}

/**
 * The target's arc a point is Located in and that arc's facing (T-6): as `pointArc`, but a
 * point exactly on a border between arcs is in the Flank arc (NR-ARCS).
 *
 * @example
 * const spearmen = orientedRect(point2(0, 0), 10, 4); // facing 0°, up the table (−y)
 * targetArcOf(spearmen, point2(0, -10)).arc; // 'front'
 * targetArcOf(spearmen, point2(8, -5)).arc; // 'right': on the border of front and right arcs
 */
export function targetArcOf(target: OrientedRect, p: Point2): ArcPosition {
  return pointArc(target, p, 'flank');
}
