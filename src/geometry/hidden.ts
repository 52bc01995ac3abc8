import { grazingSightLine } from './grazing.js';
import { fanCandidates, obstructionFan } from './fan.js';
import type { ObstructionOptions, Obstructions, ObstructionSet, PreparedObstruction } from './obstructions.js';
import { asObstructionSet, OUTLINE_ROUND, PACKED, triangleCandidates } from './obstructions.js';
import type { Solid } from './shapes.js';
import { EPSILON } from './tolerance.js';
import type { FlatPolygon } from './union.js';
import { convexUncoveredArea, convexUnionAreas } from './convex-union.js';
import { convexEroded, flatClipToRect, flatPolygonArea } from './union.js';
import type { Point3 } from './vector.js';
import type { Shadow, TargetSilhouette } from './view.js';
import { obstructionCut, obstructionShadow, obstructionShadowSome, silhouetteBase, silhouetteBaseInto, targetSilhouette } from './view.js';

/** How much of the target one obstruction hides on its own. */
export type ObstructionShare = { readonly index: number; readonly fraction: number };

/**
 * How much of the target's silhouette the obstructions hide together (`hidden`, 0 to 1), how
 * much each hides alone (`by`, in index order, only those hiding more than EPSILON² square
 * inches), and whether a sight line exists (the same answer as {@link sightLineExists}).
 * When one obstruction's convex piece alone holds the whole silhouette (with 2·EPSILON to
 * spare), `by` names just that obstruction, the lowest such index, with fraction 1.
 */
export type HiddenFraction = {
  readonly hidden: number;
  readonly by: readonly ObstructionShare[];
  readonly sightLine: boolean;
};

/** Uncovered area (square inches of the silhouette) below this is rounding, not a gap. */
const AREA_NOISE = EPSILON * EPSILON;

/**
 * The same for the shadows shrunk by EPSILON, but smaller: where two shadows meet at a
 * grazing corner, shrinking them leaves an EPSILON × EPSILON square uncovered, AREA_NOISE
 * itself, and that is a gap to hand to the careful test, not rounding (which stays far below
 * this on any silhouette up to a few feet across).
 */
const SHRUNK_NOISE = AREA_NOISE / 16;

/**
 * True when one convex shadow holds the whole rectangle with 2·EPSILON to spare on every
 * side. The distance inward from an edge's line is linear, so of the rectangle's corners only
 * the one least inside each edge needs testing.
 */
function swallows(piece: FlatPolygon, s: TargetSilhouette): boolean {
  const n = piece.length;
  let twice = 0;
  for (let i = 0; i < n; i += 2) {
    const j = i + 2 === n ? 0 : i + 2;
    twice += piece[i]! * piece[j + 1]! - piece[j]! * piece[i + 1]!;
  }
  const sign = twice > 0 ? 1 : -1;
  for (let i = 0; i < n; i += 2) {
    const j = i + 2 === n ? 0 : i + 2;
    const ax = piece[i]!;
    const ay = piece[i + 1]!;
    const ex = (piece[j]! - ax) * sign;
    const ey = (piece[j + 1]! - ay) * sign;
    const x = ey > 0 ? s.right : s.left;
    const y = ex > 0 ? s.bottom : s.top;
    const inward = ex * (y - ay) - ey * (x - ax);
    // inward / length < 2·EPSILON, squared (a zero-length edge passes, as it bounds nothing).
    if (inward < 0 || inward * inward < SPARE_SQUARED * (ex * ex + ey * ey)) return false;
  }
  return true;
}

/** (2·EPSILON)²: the room a swallowing shadow leaves around the rectangle, squared. */
const SPARE_SQUARED = 4 * EPSILON * EPSILON;

/**
 * A target as the queries see it: its silhouette, the candidates (ascending, any superset of
 * the obstructions whose bounding circle meets the corridor) and what to leave out.
 */
type Sighting = {
  readonly silhouette: TargetSilhouette;
  readonly set: ObstructionSet;
  readonly candidates: ArrayLike<number>;
  readonly count: number;
  readonly ignore: readonly number[];
};

function sighting(eye: Point3, target: Solid, obstructions: Obstructions, options: ObstructionOptions): Sighting | null {
  const silhouette = targetSilhouette(eye, target);
  if (!silhouette) return null;
  const set = asObstructionSet(obstructions);
  const [bx, by, ex, ey] = silhouetteBase(silhouette);
  const candidates = triangleCandidates(set, eye.x, eye.y, bx, by, ex, ey);
  return { silhouette, set, candidates, count: candidates.length, ignore: options.ignore ?? NONE };
}

/** Every candidate's whole shadow, in index order (see {@link obstructionShadow}). */
function wholeShadows(v: Sighting): Shadow[] {
  const out: Shadow[] = [];
  for (let i = 0; i < v.count; i++) {
    const o = v.candidates[i]!;
    if (listHas(v.ignore, o)) continue;
    const pieces = obstructionShadow(v.silhouette, v.set, o);
    if (pieces) out.push({ index: o, pieces });
  }
  return out;
}

/** The whole shadows cut to the rectangle (pieces that keep at least three corners). */
function cutsOf(s: TargetSilhouette, whole: readonly Shadow[]): Shadow[] {
  const out: Shadow[] = [];
  for (const o of whole) {
    let pieces: FlatPolygon[] | null = null;
    for (const piece of o.pieces) {
      const c = flatClipToRect(piece, s.left, s.right, s.bottom, s.top);
      if (c.length >= 6) (pieces ??= []).push(c);
    }
    if (pieces) out.push({ index: o.index, pieces });
  }
  return out;
}

/** Whether the point lies inside or on the convex flat polygon. */
function inConvex(piece: FlatPolygon, x: number, y: number): boolean {
  const n = piece.length;
  let sign = 0;
  for (let i = 0; i < n; i += 2) {
    const j = (i + 2) % n;
    const ax = piece[i]!;
    const ay = piece[i + 1]!;
    const cross = (piece[j]! - ax) * (y - ay) - (piece[j + 1]! - ay) * (x - ax);
    if (cross === 0) continue;
    const side = cross > 0 ? 1 : -1;
    if (sign === 0) sign = side;
    else if (side !== sign) return false;
  }
  return true;
}

/** Nine points spread over the rectangle, tried before any area is measured. */
const PROBES = [0.5, 0.1, 0.9] as const;

/**
 * Whether one of a few probe points of the rectangle lies outside every shadow, which settles
 * that a sight line exists without measuring anything (most visible targets end here).
 */
function probeSeesThrough(s: TargetSilhouette, list: readonly Shadow[]): boolean {
  for (const fx of PROBES) {
    const x = s.left + (s.right - s.left) * fx;
    for (const fy of PROBES) {
      const y = s.bottom + (s.top - s.bottom) * fy;
      let covered = false;
      for (let o = 0; o < list.length && !covered; o++) {
        const pieces = list[o]!.pieces;
        for (let p = 0; p < pieces.length && !covered; p++) covered = inConvex(pieces[p]!, x, y);
      }
      if (!covered) return true;
    }
  }
  return false;
}

function rectangleArea(s: TargetSilhouette): number {
  return Math.max(0, s.right - s.left) * Math.max(0, s.top - s.bottom);
}

/**
 * The part of the rectangle more than EPSILON inside the convex piece: (piece ⊖ EPSILON) ∩
 * rectangle, or an empty list when nothing is left. The piece is first cut to the rectangle
 * grown by EPSILON, which leaves the answer unchanged (shrinking distributes over
 * intersection, and the grown rectangle shrinks back to the rectangle) but leaves only a few
 * corners to shrink, however long the shadow.
 */
function erodedInRect(piece: FlatPolygon, s: TargetSilhouette): number[] {
  const grown = flatClipToRect(piece, s.left - EPSILON, s.right + EPSILON, s.bottom - EPSILON, s.top + EPSILON);
  if (grown.length < 6) return [];
  const shrunk = convexEroded(grown, EPSILON);
  return shrunk.length < 6 ? [] : flatClipToRect(shrunk, s.left, s.right, s.bottom, s.top);
}

/**
 * Whether the shadows leave a sight line, given the area of their union in the rectangle
 * (callers have already ruled out one shadow holding the whole rectangle). Plain cases end
 * early: an uncovered patch means a line, and shadows that still cover everything after
 * shrinking by EPSILON mean none. Only what is left, the grazing cases, goes to the careful
 * test. The whole shadows (`whole`) are asked for only past the first step.
 */
function sightLineGiven(s: TargetSilhouette, unionArea: number, whole: () => readonly Shadow[]): boolean {
  const rect = rectangleArea(s);
  if (rect - unionArea > AREA_NOISE) return true;
  const list = whole();
  const shrunk: FlatPolygon[] = [];
  for (const o of list) {
    for (const piece of o.pieces) {
      const c = erodedInRect(piece, s);
      if (c.length >= 6) shrunk.push(c);
    }
  }
  if (convexUncoveredArea({ x0: s.left, x1: s.right, y0: s.bottom, y1: s.top }, shrunk) <= SHRUNK_NOISE) return false;
  return grazingSightLine(list, s);
}

/**
 * The union of the cut shadows in the rectangle, and (into `areas`, by position in `cuts`)
 * each obstruction's own: one walk measures both.
 */
function measure(s: TargetSilhouette, cuts: readonly Shadow[]): number {
  // The lists and the box are reused (nothing keeps them past the call): a union is measured
  // for every target no single shadow swallows.
  const pieces = measurePieces;
  const owners = measureOwners;
  pieces.length = 0;
  owners.length = 0;
  for (let k = 0; k < cuts.length; k++) {
    for (const piece of cuts[k]!.pieces) {
      pieces.push(piece);
      owners.push(k);
    }
  }
  if (areas.length < cuts.length) areas = new Float64Array(2 * cuts.length);
  for (let k = 0; k < cuts.length; k++) areas[k] = 0;
  const box = measureBox;
  box.x0 = s.left;
  box.x1 = s.right;
  box.y0 = s.bottom;
  box.y1 = s.top;
  const union = convexUnionAreas(pieces, owners, areas, box);
  // Dropped, so that the pieces are not kept alive until the next union.
  pieces.length = 0;
  return union;
}

const measurePieces: FlatPolygon[] = [];
const measureOwners: number[] = [];
const measureBox = { x0: 0.5, x1: 1.5, y0: 0.5, y1: 1.5 };

/**
 * Sight test without the per-obstruction shares; it stops as soon as the answer is plain,
 * and otherwise measures the union exactly as {@link hiddenFraction} does, so the two agree.
 * @internal shared with sight.ts
 */
export function sightLineOnly(eye: Point3, target: Solid, obstructions: Obstructions, options: ObstructionOptions): boolean {
  const v = sighting(eye, target, obstructions, options);
  if (!v) return true;
  const s = v.silhouette;
  const list = wholeShadows(v);
  if (list.length === 0) return true;
  if (rectangleArea(s) <= 0) return grazingSightLine(list, s);
  if (probeSeesThrough(s, list)) return true;
  if (list.some((o) => o.pieces.some((piece) => swallows(piece, s)))) return false;
  const cuts = cutsOf(s, list);
  // The pieces' areas add up to at least their union: when even they leave a clear gap, so
  // does the union (the margin keeps rounding from ever telling the two apart).
  let sum = 0;
  for (const o of cuts) for (const piece of o.pieces) sum += flatPolygonArea(piece);
  if (rectangleArea(s) - sum > 2 * AREA_NOISE) return true;
  return sightLineGiven(s, measure(s, cuts), () => list);
}

/**
 * How much of the target is hidden from the eye, and by what.
 *
 * The target's body is its silhouette rectangle (see {@link targetSilhouette}). Each
 * obstruction, cut to the slab between the eye and that rectangle's plane, is projected from
 * the eye onto the plane; the union of those shadows inside the rectangle, as a share of the
 * rectangle's area, is `hidden`. Each entry of `by` is one obstruction's shadow alone, with
 * one exception: when a single convex piece of an obstruction casts a shadow holding the
 * whole rectangle (with 2·EPSILON to spare), the target is hidden by that obstruction alone
 * and `by` names only it, the lowest such index, with fraction 1; nothing else is measured.
 * The union's area is exact (see `convexUnionAreas`); round footprints take part as
 * their {@link circlePolygon}.
 *
 * An obstruction that surrounds the eye throws a shadow over everything, so leave out what
 * should not count (the shooter's own model, the terrain a game lets one see out of).
 *
 * @example
 * // A 2" wall halfway to a 2" tall target, the eye 1" up: the wall's top appears at
 * // 1 + (2 − 1)·2 = 3" on the target's plane, so the whole target is hidden.
 * const wall = solid(orientedRect(point2(5, 0), 4, 0.5, 90), 0, 2);
 * const target = solid(circle(point2(10, 0), 0.5), 0, 2);
 * hiddenFraction(point3(0, 0, 1), target, [wall]); // { hidden: 1, by: [{ index: 0, fraction: 1 }], sightLine: false }
 */
export function hiddenFraction(
  eye: Point3,
  target: Solid,
  obstructions: Obstructions,
  options: ObstructionOptions = {},
): HiddenFraction {
  const v = sighting(eye, target, obstructions, options);
  if (!v) return CLEAR;
  const list = wholeShadows(v);
  if (list.length === 0) return CLEAR;
  const s = v.silhouette;
  if (rectangleArea(s) > 0) {
    // A shadow holding the whole rectangle settles every answer without a union.
    for (const o of list) {
      for (const piece of o.pieces) if (swallows(piece, s)) return hiddenBy(o.index);
    }
  }
  return viewOf(s, cutsOf(s, list), () => list);
}

/** What nothing hides. Shared: results are read-only. */
const CLEAR: HiddenFraction = Object.freeze({ hidden: 0, by: Object.freeze([]), sightLine: true });

/** Each obstruction's own hidden area, by position in the cut list; reused per call. */
let areas = new Float64Array(16);

/**
 * The hidden fraction, its shares and the sight answer, once no single shadow swallows the
 * rectangle: from the cut shadows (in index order), and from the whole ones (`whole`) only
 * where the sight answer needs them.
 */
function viewOf(s: TargetSilhouette, cuts: readonly Shadow[], whole: () => readonly Shadow[]): HiddenFraction {
  const rect = rectangleArea(s);
  if (rect <= 0) {
    const list = whole();
    const sightLine = list.length === 0 || grazingSightLine(list, s);
    return { hidden: sightLine ? 0 : 1, by: [], sightLine };
  }
  if (cuts.length === 0) return CLEAR;
  const union = measure(s, cuts);
  // Made at its length when it has one or two entries, as most have: an array grown by
  // pushing starts with room for seventeen.
  let shares = 0;
  for (let k = 0; k < cuts.length; k++) if (areas[k]! > AREA_NOISE) shares++;
  const share = (k: number): ObstructionShare => ({ index: cuts[k]!.index, fraction: Math.min(1, areas[k]! / rect) });
  let by: ObstructionShare[];
  if (shares === cuts.length && shares <= 2) by = shares === 0 ? [] : shares === 1 ? [share(0)] : [share(0), share(1)];
  else {
    by = [];
    for (let k = 0; k < cuts.length; k++) if (areas[k]! > AREA_NOISE) by.push(share(k));
  }
  const sightLine = sightLineGiven(s, union, whole);
  const hidden = rect - union <= AREA_NOISE ? 1 : Math.max(0, union / rect);
  return { hidden, by, sightLine };
}

/** "Hidden whole by obstruction i", one frozen answer per index, shared: results are read-only. */
const hiddenByIndex: HiddenFraction[] = [];

function hiddenBy(index: number): HiddenFraction {
  return (hiddenByIndex[index] ??= Object.freeze({
    hidden: 1,
    by: Object.freeze([Object.freeze({ index, fraction: 1 })]),
    sightLine: false,
  }));
}

/** Options of the batch queries: what to leave out for every target, and for each one. */
export type BatchOptions = {
  /** Indices to leave out for every target: typically the shooter. */
  readonly ignore?: readonly number[];
  /**
   * Indices to leave out for one target each, in the targets' order: typically the target
   * itself, or its whole unit. Missing entries leave out nothing more.
   */
  readonly ignoreEach?: readonly (readonly number[] | undefined)[];
};

/**
 * {@link hiddenFraction} from one eye to many targets: entry k equals
 * `hiddenFraction(eye, targets[k], obstructions, { ignore: [...ignore, ...ignoreEach[k]] })`
 * exactly, `by` included, but the obstructions are sorted into angular sectors around the
 * eye once (see `obstructionFan`), and a target hidden whole by one obstruction is settled
 * as soon as that obstruction is found, before the others are projected.
 *
 * @example
 * // wall, ogre, goblin, set, eye: the scene of obstructionSet's example
 * hiddenFractions(eye, [ogre, goblin], set, { ignoreEach: [[1], [2]] }).map((view) => view.hidden);
 * // [0.378…, 0.145…]: each target leaves itself out
 */
export function hiddenFractions(
  eye: Point3,
  targets: readonly Solid[],
  obstructions: Obstructions,
  options: BatchOptions = {},
): HiddenFraction[] {
  const set = asObstructionSet(obstructions);
  const fan = obstructionFan(set, eye.x, eye.y, options.ignore ?? NONE);
  const ends = new Float64Array(8);
  const out = new Array<HiddenFraction>(targets.length);
  for (let k = 0; k < targets.length; k++) {
    const s = targetSilhouette(eye, targets[k]!);
    if (!s) {
      out[k] = CLEAR;
      continue;
    }
    silhouetteBaseInto(s, ends, 0);
    ends.copyWithin(4, 0, 4);
    const count = fanCandidates(fan, ends);
    out[k] = candidatesView(s, set, fan.list, count, options.ignoreEach?.[k] ?? NONE);
  }
  return out;
}

const NONE: readonly number[] = [];

/**
 * The hidden fraction for the silhouette against the first `count` candidates (ascending,
 * any superset of the obstructions whose bounding circle meets the corridor), less `ignore`.
 * @internal shared with shooter.ts
 */
export function candidatesView(
  s: TargetSilhouette,
  set: ObstructionSet,
  list: ArrayLike<number>,
  count: number,
  ignore: readonly number[],
): HiddenFraction {
  if (rectangleArea(s) > 0) {
    // First the lowest index whose shadow swallows the rectangle, trying only obstructions
    // whose bounding circle meets both of the rectangle's edge lines seen from above (a
    // shadow that holds the rectangle must cross them) and whose heights could reach past it.
    const packed = set.packed;
    const eye = s.eye;
    const lx = s.distance * s.toward.x + s.left * s.across.x;
    const ly = s.distance * s.toward.y + s.left * s.across.y;
    const rx = s.distance * s.toward.x + s.right * s.across.x;
    const ry = s.distance * s.toward.y + s.right * s.across.y;
    rays[0] = lx;
    rays[1] = ly;
    rays[2] = rx;
    rays[3] = ry;
    for (let i = 0; i < count; i++) {
      const o = list[i]!;
      if (listHas(ignore, o)) continue;
      const at = PACKED * o;
      const ox = packed[at]! - eye.x;
      const oy = packed[at + 1]! - eye.y;
      const r = packed[at + 2]! * (1 + SLACK) + SLACK;
      if (!rayMeetsCircle(lx, ly, ox, oy, r) || !rayMeetsCircle(rx, ry, ox, oy, r)) continue;
      // reachesHeights, written out (see rays): could a shadow reach past the rectangle's top and bottom?
      const z = s.eye.z;
      const scale = s.distance / Math.max(EPSILON, ox * s.toward.x + oy * s.toward.y - r);
      const top = packed[at + 9]!;
      const bottom = packed[at + 8]!;
      const high = top > z ? z + (top - z) * scale : z;
      const low = bottom < z ? z - (z - bottom) * scale : z;
      if (!(high + SLACK * (1 + Math.abs(high)) >= s.top && low - SLACK * (1 + Math.abs(low)) <= s.bottom)) continue;
      if (surelySwallows(s, set, at)) return hiddenBy(o);
      if (packed[at + 7] !== OUTLINE_ROUND && !somePieceStraddles(s, set.prepared[o]!)) continue;
      if (obstructionShadowSome(s, set, o, swallowsAt)) return hiddenBy(o);
    }
  }
  // Each shadow cut to the rectangle as it is projected (the numbers cutsOf gives): the whole
  // shadows are projected again only for the few targets whose sight answer needs them.
  // One list for every target, emptied after it (nothing keeps it: see measure).
  const cuts = candidateCuts;
  cuts.length = 0;
  for (let i = 0; i < count; i++) {
    const o = list[i]!;
    if (listHas(ignore, o)) continue;
    const pieces = obstructionCut(s, set, o);
    if (pieces) cuts.push({ index: o, pieces });
  }
  // What wholeOfCandidates reads, set here rather than caught in a closure made per target.
  wholeFrom.s = s;
  wholeFrom.set = set;
  wholeFrom.list = list;
  wholeFrom.count = count;
  wholeFrom.ignore = ignore;
  const view = viewOf(s, cuts, wholeOfCandidates);
  // Dropped, so that the cut shadows are not kept alive until the next target.
  cuts.length = 0;
  wholeFrom.s = null;
  wholeFrom.set = null;
  wholeFrom.list = NONE;
  return view;
}

/** The cut shadows of the candidatesView under way (batches do not nest). */
const candidateCuts: Shadow[] = [];

/** The candidates of the candidatesView under way, for {@link wholeOfCandidates}. */
const wholeFrom: { s: TargetSilhouette | null; set: ObstructionSet | null; list: ArrayLike<number>; count: number; ignore: readonly number[] } = {
  s: null,
  set: null,
  list: NONE,
  count: 0,
  ignore: NONE,
};

/** The whole shadows of the candidates of the candidatesView under way, in index order, projected again. */
function wholeOfCandidates(): Shadow[] {
  const { s, set, list, count, ignore } = wholeFrom;
  const whole: Shadow[] = [];
  if (!s || !set) return whole;
  for (let i = 0; i < count; i++) {
    const o = list[i]!;
    if (listHas(ignore, o)) continue;
    const pieces = obstructionShadow(s, set, o);
    if (pieces) whole.push({ index: o, pieces });
  }
  return whole;
}

/** {@link swallows} of the shadow held by the first `n` numbers of a typed buffer, with the same arithmetic. */
function swallowsAt(piece: Float64Array, n: number, s: TargetSilhouette): boolean {
  let twice = 0;
  for (let i = 0; i < n; i += 2) {
    const j = i + 2 === n ? 0 : i + 2;
    twice += piece[i]! * piece[j + 1]! - piece[j]! * piece[i + 1]!;
  }
  const sign = twice > 0 ? 1 : -1;
  for (let i = 0; i < n; i += 2) {
    const j = i + 2 === n ? 0 : i + 2;
    const ax = piece[i]!;
    const ay = piece[i + 1]!;
    const ex = (piece[j]! - ax) * sign;
    const ey = (piece[j + 1]! - ay) * sign;
    const x = ey > 0 ? s.right : s.left;
    const y = ex > 0 ? s.bottom : s.top;
    const inward = ex * (y - ay) - ey * (x - ax);
    if (inward < 0 || inward * inward < SPARE_SQUARED * (ex * ex + ey * ey)) return false;
  }
  return true;
}

/**
 * The swallow scan's two edge rays seen from above (left x, y, right x, y), from the eye's foot
 * to the ends of the base line: kept here for the tests it calls rather than passed to them
 * as numbers, which would be boxed on every call of a function the compiler does not inline.
 */
const rays = new Float64Array(4);

/** Slack for the cheap tests that only rule out swallowing: they may let more through, never less. */
const SLACK = 1e-9;

/**
 * Whether a shadow of an obstruction standing from `bottom` to `top` could reach both above
 * the rectangle's top and below its bottom, given a lower bound on its depth (`nearest`): a top above the eye shows highest
 * at the nearest depth, a top below the eye never rises above the eye; likewise the bottom.
 */
function reachesHeights(s: TargetSilhouette, bottom: number, top: number, nearest: number): boolean {
  const z = s.eye.z;
  const scale = s.distance / Math.max(EPSILON, nearest);
  const high = top > z ? z + (top - z) * scale : z;
  const low = bottom < z ? z - (z - bottom) * scale : z;
  return high + SLACK * (1 + Math.abs(high)) >= s.top && low - SLACK * (1 + Math.abs(low)) <= s.bottom;
}

/** The room a point must have inside a prism for its shadow to hold the point's image by 2·EPSILON. */
const ROOM = 2 * EPSILON + 1e-9;

/**
 * Whether some convex piece of the obstruction surely swallows the rectangle, so that
 * {@link swallows} would say yes of its shadow, without projecting it. Each of the four rays
 * from the eye to the rectangle's corners is followed to where (seen from above) it comes
 * nearest the piece's inner disk; if there it is inside the prism with {@link ROOM} to spare
 * all round (inside the disk, between bottom and top, between depth EPSILON and the
 * rectangle), a ball of that radius about it lies in the cut prism, and its shadow, a disk
 * at least as wide, holds the corner. A convex shadow holding the four corners so holds the
 * rectangle. The rays run from the eye's foot to the ends of the base line (see `rays`); the
 * obstruction's piece disks, bottom and top are read from its packed row.
 */
function surelySwallows(s: TargetSilhouette, set: ObstructionSet, row: number): boolean {
  const packed = set.packed;
  const disks = set.disks;
  // Whole numbers kept in a float array: `| 0` makes them integers again, which are passed
  // to a function without being boxed.
  const first = packed[row + 10]! | 0;
  const end = first + (packed[row + 11]! | 0);
  for (let k = first; k < end; k += 3) {
    if (!(disks[k + 2]! - ROOM > 0)) continue;
    if (rayThroughPrism(s, packed, row, disks, k, 0) && rayThroughPrism(s, packed, row, disks, k, 2)) return true;
  }
  return false;
}

/**
 * Whether the corner rays above the base-line end `rays[ray…ray + 1]` (from the eye's foot)
 * both pass, where they come nearest the disk at `disks[k…k + 2]` (centre, radius), inside it
 * by the radius less ROOM and inside the heights of the obstruction at packed row `row` and
 * the depth slab by ROOM. Everything is read from arrays: numbers passed to a function the
 * compiler does not inline are boxed, and this runs for most candidates of a crowded table.
 */
function rayThroughPrism(s: TargetSilhouette, packed: Float64Array, row: number, disks: Float64Array, k: number, ray: number): boolean {
  const dx = rays[ray]!;
  const dy = rays[ray + 1]!;
  const room = disks[k + 2]! - ROOM;
  const cx = disks[k]! - s.eye.x;
  const cy = disks[k + 1]! - s.eye.y;
  const length = dx * dx + dy * dy;
  const tau = (dx * cx + dy * cy) / length;
  const ex = cx - dx * tau;
  const ey = cy - dy * tau;
  if (!(ex * ex + ey * ey < room * room)) return false;
  const depth = tau * s.distance;
  if (!(depth > EPSILON + ROOM && depth < s.distance - ROOM)) return false;
  const z = s.eye.z;
  const low = z + (s.bottom - z) * tau;
  const high = z + (s.top - z) * tau;
  return Math.min(low, high) > packed[row + 8]! + ROOM && Math.max(low, high) < packed[row + 9]! - ROOM;
}

/**
 * Whether some convex piece of the obstruction could swallow the rectangle, judged from
 * above: its corners lie on both sides of each of the rectangle's edge lines (a shadow that
 * holds the rectangle reaches past both, so its piece does), and its nearest corner ahead is
 * near enough for the heights (see {@link reachesHeights}). Worth asking of terrain, whose
 * bounding circle says little of its pieces.
 */
function somePieceStraddles(s: TargetSilhouette, o: PreparedObstruction): boolean {
  const lx = rays[0]!;
  const ly = rays[1]!;
  const rx = rays[2]!;
  const ry = rays[3]!;
  const ex = s.eye.x;
  const ey = s.eye.y;
  const tx = s.toward.x;
  const ty = s.toward.y;
  for (const piece of o.pieces) {
    let leftBelow = false;
    let leftAbove = false;
    let rightBelow = false;
    let rightAbove = false;
    let nearest = Infinity;
    for (let i = 0; i < piece.length; i += 2) {
      const px = piece[i]! - ex;
      const py = piece[i + 1]! - ey;
      const l = lx * py - ly * px;
      const r = rx * py - ry * px;
      if (l < 0) leftBelow = true;
      else if (l > 0) leftAbove = true;
      if (r < 0) rightBelow = true;
      else if (r > 0) rightAbove = true;
      nearest = Math.min(nearest, px * tx + py * ty);
    }
    if (leftBelow && leftAbove && rightBelow && rightAbove && reachesHeights(s, o.bottom, o.top, nearest * (1 + SLACK) - SLACK)) return true;
  }
  return false;
}

/** Whether the ray from the origin along (dx, dy) meets the circle at (ox, oy) of radius r. */
function rayMeetsCircle(dx: number, dy: number, ox: number, oy: number, r: number): boolean {
  const rr = r * r;
  if (ox * ox + oy * oy <= rr) return true;
  const dot = dx * ox + dy * oy;
  if (dot <= 0) return false;
  const cross = dx * oy - dy * ox;
  return cross * cross <= rr * (dx * dx + dy * dy);
}

/** `list.includes(o)` for the short ignore lists, as a loop the compiler inlines. */
function listHas(list: readonly number[], o: number): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === o) return true;
  return false;
}
