import { flatSegmentCrossesPolygonAt } from './crossing.js';
import { fanCandidates, obstructionFan } from './fan.js';
import type { BatchOptions } from './hidden.js';
import type { DeepPiece, LineCrossing, ObstructionOptions, Obstructions, ObstructionSet } from './obstructions.js';
import { asObstructionSet, OUTLINE_CONCAVE, PACKED, triangleCandidates } from './obstructions.js';
import type { Segment } from './segment.js';
import type { FlatPolygon } from './union.js';
import { EPSILON } from './tolerance.js';
import type { Point2 } from './vector.js';
import { pointLerp } from './vector.js';
import type { SlabsSeen } from './slabs.js';
import { slabsCrossed, slabsFrom } from './slabs.js';

/** One of the three lines: where it ends and what it passes through, in index order. */
export type CoverLine = { readonly to: Point2; readonly crosses: readonly LineCrossing[] };

/** The three lines from a point to a facing's left end, middle and right end. */
export type ThreeLines = { readonly left: CoverLine; readonly centre: CoverLine; readonly right: CoverLine };

const NONE: readonly number[] = [];

/**
 * The three-line test: lines from `from` to the left end (`facing.a`), the middle and the right
 * end (`facing.b`) of the target facing, and for each the obstructions whose footprint it
 * passes through (more than EPSILON inside; touching is not crossing; round footprints are
 * exact). Heights are reported, not judged: which heights block is the game's business.
 * The crossing entries are shared, read-only objects, one per obstruction of the set.
 *
 * @example
 * // A forest across the lower two lines only.
 * const forest = solid(polygonFootprint([point2(4, -1), point2(6, -1), point2(6, 8), point2(4, 8)]), 0, 3);
 * const lines = threeLines(point2(0, 0), segment(point2(10, -4), point2(10, 4)), [forest]);
 * // lines.left.crosses = [], lines.centre.crosses = [{ index: 0, height: 3, top: 3 }], lines.right.crosses likewise
 */
export function threeLines(
  from: Point2,
  facing: Segment,
  obstructions: Obstructions,
  options: ObstructionOptions = {},
): ThreeLines {
  const set = asObstructionSet(obstructions);
  const candidates = triangleCandidates(set, from.x, from.y, facing.a.x, facing.a.y, facing.b.x, facing.b.y);
  return linesThrough(from, facing, set, candidates, candidates.length, options.ignore ?? NONE, NONE, null);
}

/**
 * {@link threeLines} from one point to many facings: entry k equals
 * `threeLines(from, facings[k], obstructions, { ignore: [...ignore, ...ignoreEach[k]] })`
 * exactly, but the obstructions are sorted into angular sectors around `from` once (see
 * `obstructionFan`) and each facing reads only the sectors its lines cross.
 *
 * @example
 * // wall, ogre, goblin, set, eye: the scene of obstructionSet's example
 * const lines = threeLinesPerFacing(point2(0, 0), [segment(point2(9, 3), point2(9, -3)), segment(point2(9.5, 5), point2(9.5, 3))], set, { ignoreEach: [[1], [2]] });
 * lines[0]?.centre.crosses; // [{ index: 0, height: 1, top: 1 }]: the wall
 */
export function threeLinesPerFacing(
  from: Point2,
  facings: readonly Segment[],
  obstructions: Obstructions,
  options: BatchOptions = {},
): ThreeLines[] {
  const set = asObstructionSet(obstructions);
  const fan = obstructionFan(set, from.x, from.y, options.ignore ?? NONE);
  const seen = outlinesFrom(set, from.x, from.y);
  const ends = new Float64Array(8);
  const out = new Array<ThreeLines>(facings.length);
  for (let k = 0; k < facings.length; k++) {
    const facing = facings[k]!;
    ends[0] = ends[4] = facing.a.x;
    ends[1] = ends[5] = facing.a.y;
    ends[2] = ends[6] = facing.b.x;
    ends[3] = ends[7] = facing.b.y;
    const count = fanCandidates(fan, ends);
    out[k] = linesThrough(from, facing, set, fan.list, count, NONE, options.ignoreEach?.[k] ?? NONE, seen);
  }
  return out;
}

/**
 * The three lines against the first `count` candidates (ascending; any superset of the
 * obstructions near the triangle gives the same answer), leaving out both ignore lists.
 * Lines that cross the same obstructions share one list (results are read-only).
 * @internal shared with shooter.ts
 */
export function linesThrough(
  from: Point2,
  facing: Segment,
  set: ObstructionSet,
  candidates: ArrayLike<number>,
  count: number,
  ignore: readonly number[],
  ignoreMore: readonly number[],
  seen: OutlinesSeen | null,
): ThreeLines {
  const middle = pointLerp(facing.a, facing.b, 0.5);
  const packed = set.packed;
  const fx = from.x;
  const fy = from.y;
  const ax = facing.a.x;
  const ay = facing.a.y;
  const bx = facing.b.x;
  const by = facing.b.y;
  const line = lines;
  line[LINES_FROM] = fx;
  line[LINES_FROM + 1] = fy;
  setLine(line, 0, fx, fy, ax, ay);
  setLine(line, 1, fx, fy, middle.x, middle.y);
  setLine(line, 2, fx, fy, bx, by);
  if (hits.length < 3 * count) hits = new Int32Array(6 * count);
  const found = hits;
  let left = 0;
  let centre = count;
  let right = 2 * count;
  // The triangle holding all three lines, as three inward unit normals with offsets
  // (n·p ≥ offset inside); with no area it cannot cull, and every offset is −∞.
  const turn = (ax - fx) * (by - fy) - (ay - fy) * (bx - fx);
  const sign = turn > 0 ? 1 : -1;
  let n1x = 0;
  let n1y = 0;
  let c1 = -Infinity;
  let n2x = 0;
  let n2y = 0;
  let c2 = -Infinity;
  let n3x = 0;
  let n3y = 0;
  let c3 = -Infinity;
  if (turn !== 0) {
    let length = Math.sqrt((ax - fx) * (ax - fx) + (ay - fy) * (ay - fy));
    n1x = (-(ay - fy) * sign) / length;
    n1y = ((ax - fx) * sign) / length;
    c1 = n1x * fx + n1y * fy;
    length = Math.sqrt((bx - ax) * (bx - ax) + (by - ay) * (by - ay));
    n2x = (-(by - ay) * sign) / length;
    n2y = ((bx - ax) * sign) / length;
    c2 = n2x * ax + n2y * ay;
    length = Math.sqrt((fx - bx) * (fx - bx) + (fy - by) * (fy - by));
    n3x = (-(fy - by) * sign) / length;
    n3y = ((fx - bx) * sign) / length;
    c3 = n3x * bx + n3y * by;
  }
  for (let i = 0; i < count; i++) {
    const o = candidates[i]!;
    const at = PACKED * o;
    const ox = packed[at]!;
    const oy = packed[at + 1]!;
    const r = packed[at + 2]!;
    // Wholly outside one side of the triangle that holds all three lines.
    if (n1x * ox + n1y * oy - c1 <= -r || n2x * ox + n2y * oy - c2 <= -r || n3x * ox + n3y * oy - c3 <= -r) continue;
    if (listHas(ignore, o) || listHas(ignoreMore, o)) continue;
    const radius = packed[at + 3]!;
    if (radius === radius) {
      // A round footprint: exact, and no dearer than the bounding circle it would replace.
      if (!(radius > EPSILON)) continue;
      const px = packed[at + 4]! - fx;
      const py = packed[at + 5]! - fy;
      const within = packed[at + 6]!;
      // pointSegmentDistanceSquared from (fx, fy) along each line, with its very arithmetic:
      // the outer lines first, then the middle one, unless they settle it. (Written out here:
      // a function returning a number that the compiler does not inline returns it boxed.)
      let toLeft = 0;
      let toRight = 0;
      for (let step = 0; step < 3; step++) {
        const k = step === 0 ? 0 : step === 1 ? 2 : 1;
        if (step === 2) {
          // The segments from the point that come within a distance of the centre have a
          // convex set of ends, so the middle line comes at least as near as the farther outer
          // one: when both come nearer with room to spare (far above rounding), so does it.
          if (toLeft < within * SURELY && toRight < within * SURELY) {
            found[centre++] = o;
            break;
          }
        }
        const dx = line[LINE * k + 2]!;
        const dy = line[LINE * k + 3]!;
        const lengthSquared = line[LINE * k + 4]!;
        let t = lengthSquared === 0 ? 0 : (px * dx + py * dy) / lengthSquared;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        const ex = px - dx * t;
        const ey = py - dy * t;
        const distance = ex * ex + ey * ey;
        if (step === 0) toLeft = distance;
        else if (step === 1) toRight = distance;
        if (!(distance < within)) continue;
        if (k === 0) found[left++] = o;
        else if (k === 1) found[centre++] = o;
        else found[right++] = o;
      }
      continue;
    }
    const hit = polygonHits(set, o, seen);
    if (hit & 1) found[left++] = o;
    if (hit & 2) found[centre++] = o;
    if (hit & 4) found[right++] = o;
  }
  const crossings = set.crossings;
  const leftList = crossingList(found, 0, left, crossings);
  const centreList = sameHits(found, 0, left, count, centre) ? leftList : crossingList(found, count, centre, crossings);
  const rightList = sameHits(found, count, centre, 2 * count, right) ? centreList : sameHits(found, 0, left, 2 * count, right) ? leftList : crossingList(found, 2 * count, right, crossings);
  return {
    left: { to: facing.a, crosses: leftList },
    centre: { to: middle, crosses: centreList },
    right: { to: facing.b, crosses: rightList },
  };
}

/**
 * The current linesThrough call's lines, {@link LINE} numbers each (left, centre, right): the
 * end (x, y), the vector from the point to it (x, y) and that vector's squared length; then
 * the point (x, y) at {@link LINES_FROM}. Kept in one small array, read by the tests below,
 * rather than passed to them as numbers: a number passed to a function that is not inlined
 * is boxed, and these tests run for every candidate of every target.
 */
const LINE = 5;
const LINES_FROM = 3 * LINE;
const lines = new Float64Array(3 * LINE + 2);

/** What each line of the current call crosses, as indices: three runs of `count`. */
let hits = new Int32Array(3 * 64);

/** Room on the middle line's inferred crossing (see linesThrough): far above rounding, far below any gap. */
const SURELY = 1 - 1e-9;

function setLine(line: Float64Array, k: number, fx: number, fy: number, ex: number, ey: number): void {
  const dx = ex - fx;
  const dy = ey - fy;
  line[LINE * k] = ex;
  line[LINE * k + 1] = ey;
  line[LINE * k + 2] = dx;
  line[LINE * k + 3] = dy;
  line[LINE * k + 4] = dx * dx + dy * dy;
}

/** The crossings of the obstructions listed in found[from…to), in order (one shared empty list for none). */
function crossingList(found: Int32Array, from: number, to: number, crossings: readonly LineCrossing[]): readonly LineCrossing[] {
  if (to === from) return NOTHING;
  // Made at its length: a list pushed into from empty keeps room for more than it holds.
  const out = new Array<LineCrossing>(to - from);
  for (let i = from; i < to; i++) out[i - from] = crossings[found[i]!]!;
  return out;
}

/** Whether found[a…aEnd) and found[b…bEnd) list the same obstructions. */
function sameHits(found: Int32Array, a: number, aEnd: number, b: number, bEnd: number): boolean {
  if (aEnd - a !== bEnd - b) return false;
  for (let i = 0; a + i < aEnd; i++) if (found[a + i] !== found[b + i]) return false;
  return true;
}

/**
 * Which of the current call's three lines (see {@link lines}) cross the outline of obstruction
 * o: bit k for line k. Cheap answers first, each one the full test would give: seen from the
 * point (when `seen` is given), a line misses the outline, or passes through its deep
 * outline; the lines these leave go to {@link polygonLineHit}. One call for the three lines,
 * which read the outline's row once.
 */
function polygonHits(set: ObstructionSet, o: number, seen: OutlinesSeen | null): number {
  let hit = 0;
  let open = 7;
  if (seen) {
    if (marks[o] !== seen.stamp) outlineFrom(seen, o);
    const line = lines;
    for (let k = 0; k < 3; k++) {
      const rx = line[LINE * k + 2]!;
      const ry = line[LINE * k + 3]!;
      if (outlineMissed(outlines, o, rx, ry)) open ^= 1 << k;
      else if (outlineCrossed(outlines, o, rx, ry)) {
        hit |= 1 << k;
        open ^= 1 << k;
      }
    }
  }
  for (let k = 0; k < 3; k++) if (open & (1 << k) && polygonLineHit(set, o, k, seen)) hit |= 1 << k;
  return hit;
}

/**
 * Whether line k crosses the outline of obstruction o, once the answers seen from the point
 * (see {@link polygonHits}) are out: (seen from the point) the line passes deep through a
 * slab of a non-convex outline, or the bounding circle stays clear of the line, or the line
 * reaches the deep core about the centroid, or (seen from the point) passes deep through a
 * piece of a non-convex outline; only then the full test. What the cheap answers
 * read is packed in the set (and in `seen`): the prepared obstruction is read only for the
 * full test and the pieces.
 */
function polygonLineHit(set: ObstructionSet, o: number, k: number, seen: OutlinesSeen | null): boolean {
  const line = lines;
  const at = LINE * k;
  const packed = set.packed;
  const row = PACKED * o;
  // A line left here by the answers seen from the point runs into the outline's span, so
  // the slabs (which settle most of those) go before the bounding circle (which settles few).
  if (seen && packed[row + 7] === OUTLINE_CONCAVE && slabsCrossed(seen.slabs, set, o, line, at + 2)) return true;
  if (!lineNearPacked(packed, row, row + 2, at)) return false;
  if (packed[row + 6]! > 0 && lineNearPacked(packed, row + 4, row + 6, at)) return true;
  const prepared = set.prepared[o]!;
  if (seen && prepared.deepPieces.length > 0 && pieceCrossed(seen, o, prepared.deepPieces, line, at)) return true;
  return flatSegmentCrossesPolygonAt(line, LINES_FROM, at, prepared.flatOutline ?? [], prepared.hints, seen !== null);
}

/**
 * Whether line `at` of the current call (see {@link lines}) comes nearer to the point at
 * packed[point…point + 1] than the distance at packed[distance]: pointSegmentDistanceSquared
 * from the line's start to its end, with its very arithmetic (the line's vector and squared
 * length are those setLine worked out the same way). Only indices come in and a boolean goes
 * out: in polygonHits, too large for the compiler to inline that function into it, its six
 * numbers and its answer were boxed on every call (about 200 KB a drag step).
 */
function lineNearPacked(packed: Float64Array, point: number, distance: number, at: number): boolean {
  const line = lines;
  const dx = line[at + 2]!;
  const dy = line[at + 3]!;
  const lengthSquared = line[at + 4]!;
  const qx = packed[point]! - line[LINES_FROM]!;
  const qy = packed[point + 1]! - line[LINES_FROM + 1]!;
  let t = lengthSquared === 0 ? 0 : (qx * dx + qy * dy) / lengthSquared;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = qx - dx * t;
  const ey = qy - dy * t;
  const r = packed[distance]!;
  return ex * ex + ey * ey < r * r;
}

/** Numbers per obstruction in {@link outlinesFrom}. */
const SEEN = 10;

/**
 * How each outline lies as seen from one point, for the lines drawn from it, so that most
 * lines are settled without reading corners. Worked out for each outline the first time a
 * line of the batch meets it (a few targets meet only a few outlines), into shared rows of
 * {@link SEEN} numbers:
 * - 0–3: the corners at either end of its angular span, lowest angle first (offsets from the
 *   point: x, y, x, y), for {@link outlineMissed};
 * - 4: its distance from the point (0 when the point is inside);
 * - 5–8: likewise the ends of the span of its deep outline (see `deepOutline`), and 9: the
 *   squared distance to that outline's furthest corner, for {@link outlineCrossed}.
 * NaN where there is nothing to say: spans of a half-turn or more, non-convex outlines.
 * @internal shared with shooter.ts
 */
export function outlinesFrom(set: ObstructionSet, x: number, y: number): OutlinesSeen {
  const count = set.prepared.length;
  if (marks.length < count) {
    marks = new Int32Array(2 * count);
    pieceAt = new Int32Array(2 * count);
  }
  if (outlines.length < SEEN * count) outlines = new Float64Array(2 * SEEN * count);
  if (++current > 2_000_000_000) {
    marks.fill(0);
    current = 1;
  }
  piecesUsed = 0;
  return { x, y, set, stamp: current, slabs: slabsFrom(x, y, count) };
}

/** Works out outline o's row as seen from the point of `seen` (its deep pieces' rows wait: see pieceCrossed). */
function outlineFrom(seen: OutlinesSeen, o: number): void {
  marks[o] = seen.stamp;
  const { set, x, y } = seen;
  const out = outlines;
  const at = SEEN * o;
  // A loop, not `fill`: the builtin's call costs more than ten numbers take to write.
  for (let i = at; i < at + SEEN; i++) out[i] = NaN;
  const prepared = set.prepared[o]!;
  // The deep pieces' rows wait for the first line the cheaper tests leave to them.
  pieceAt[o] = -1;
  const flat = prepared.flatOutline;
  if (!flat) return;
  const n = flat.length;
  // Angles are measured from the direction of the bounding circle's centre: with every corner
  // ahead of the point along it, the span is under a half-turn and lateral / ahead grows
  // with the angle, so the corners where it is least and greatest are the span's ends.
  const dx = prepared.cx - x;
  const dy = prepared.cy - y;
  spanEnds(flat, x, y, dx, dy, out, at);
  let nearest = Infinity;
  let inside = false;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const px = flat[i]! - x;
    const py = flat[i + 1]! - y;
    // Distance to the edge from the previous corner, and the even-odd count for "inside".
    const qx = flat[j]! - x;
    const qy = flat[j + 1]! - y;
    const ex = px - qx;
    const ey = py - qy;
    const lengthSquared = ex * ex + ey * ey;
    let t = lengthSquared === 0 ? 0 : (-qx * ex - qy * ey) / lengthSquared;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    const gx = qx + ex * t;
    const gy = qy + ey * t;
    nearest = Math.min(nearest, gx * gx + gy * gy);
    if (py > 0 !== qy > 0 && 0 < px + (-py * (qx - px)) / (qy - py)) inside = !inside;
  }
  out[at + 4] = inside ? 0 : Math.sqrt(nearest);
  const deepOutline = prepared.deepOutline;
  if (deepOutline && spanEnds(deepOutline, x, y, dx, dy, out, at + 5)) {
    let furthest = 0;
    for (let i = 0; i < deepOutline.length; i += 2) {
      const px = deepOutline[i]! - x;
      const py = deepOutline[i + 1]! - y;
      furthest = Math.max(furthest, px * px + py * py);
    }
    out[at + 9] = furthest;
  }
}

/** Fills the rows of one obstruction's deep pieces, from `first` on (see {@link pieceCrossed}). */
function deepPiecesFrom(deep: readonly DeepPiece[], first: number, x: number, y: number): void {
  for (let k = 0; k < deep.length; k++) {
    const p = deep[k]!;
    const at = first + PIECE * k;
    // Angles from the direction of the piece's first edge's middle: with the point well
    // outside the piece, every corner lies ahead along it.
    const dx = p.piece[0]! + p.piece[2]! - 2 * x;
    const dy = p.piece[1]! + p.piece[3]! - 2 * y;
    if (!spanEnds(p.deep, x, y, dx, dy, pieces, at) || !spanEnds(p.piece, x, y, dx, dy, scratchEnds, 0)) {
      for (let i = at; i < at + PIECE; i++) pieces[i] = NaN;
      continue;
    }
    let furthest = 0;
    for (let i = 0; i < p.piece.length; i += 2) {
      const px = p.piece[i]! - x;
      const py = p.piece[i + 1]! - y;
      furthest = Math.max(furthest, px * px + py * py);
    }
    pieces[at + 4] = furthest;
  }
}

/**
 * What outlinesFrom works out, in buffers shared by every batch (a batch only uses what it
 * worked out itself, and batches do not nest): `marks[o] === stamp` once outline o's row is
 * in `outlines`; its deep pieces' rows are in `pieces` from `pieceAt[o]` once worked out
 * (−1 before).
 */
let outlines = new Float64Array(SEEN * 64);
let marks = new Int32Array(64);
let current = 0;
let pieces = new Float64Array(64);
let pieceAt = new Int32Array(64);
let piecesUsed = 0;

/** One batch's view of the outlines from its point (see {@link outlinesFrom}). */
export type OutlinesSeen = {
  readonly x: number;
  readonly y: number;
  readonly set: ObstructionSet;
  /** Marks the rows this batch has worked out. */
  readonly stamp: number;
  /** The non-convex outlines' slabs seen from the point, worked out as lines ask for them. */
  readonly slabs: SlabsSeen;
};

/**
 * Numbers per deep piece in `pieces`: the ends of the shrunk piece's angular span seen from
 * the point (x, y, x, y) and the squared distance to the piece's furthest corner; NaN when
 * the point is not well outside the piece.
 */
const PIECE = 5;

/** Where spanEnds writes ends it is only asked to check. */
const scratchEnds = new Float64Array(4);

/**
 * Whether the line from the point of {@link outlinesFrom} along (rx, ry) surely crosses a
 * non-convex obstruction o through one of its pieces: its direction lies strictly inside the
 * span of the piece's shrunk self, it runs on past the piece, and it crosses none of the
 * piece's seams (each seam's ends lie strictly on one side of it), so it enters and leaves
 * the piece through the outline's own edges (see `deepPieces`).
 */
function pieceCrossed(seen: OutlinesSeen, o: number, deep: readonly DeepPiece[], line: Float64Array, at: number): boolean {
  const fx = line[LINES_FROM]!;
  const fy = line[LINES_FROM + 1]!;
  const rx = line[at + 2]!;
  const ry = line[at + 3]!;
  if (pieceAt[o]! < 0) {
    if (pieces.length < piecesUsed + PIECE * deep.length) {
      const grown = new Float64Array(2 * (piecesUsed + PIECE * deep.length));
      grown.set(pieces.subarray(0, piecesUsed));
      pieces = grown;
    }
    pieceAt[o] = piecesUsed;
    deepPiecesFrom(deep, piecesUsed, seen.x, seen.y);
    piecesUsed += PIECE * deep.length;
  }
  const start = pieceAt[o]!;
  const length = rx * rx + ry * ry;
  for (let k = 0; k < deep.length; k++) {
    const at = start + PIECE * k;
    if (!(length > pieces[at + 4]!)) continue;
    if (!(pieces[at]! * ry - pieces[at + 1]! * rx > 0 && rx * pieces[at + 3]! - ry * pieces[at + 2]! > 0)) continue;
    const seams = deep[k]!.seams;
    let clear = true;
    for (let i = 0; i < seams.length && clear; i += 4) {
      const a = rx * (seams[i + 1]! - fy) - ry * (seams[i]! - fx);
      const b = rx * (seams[i + 3]! - fy) - ry * (seams[i + 2]! - fx);
      clear = (a > 0 && b > 0) || (a < 0 && b < 0);
    }
    if (clear) return true;
  }
  return false;
}

/**
 * Writes the corners at the ends of the outline's angular span seen from (x, y) into
 * out[at…at + 3], measuring angles from the direction (dx, dy); false (and nothing written)
 * when some corner is not ahead along that direction.
 */
function spanEnds(flat: FlatPolygon, x: number, y: number, dx: number, dy: number, out: Float64Array, at: number): boolean {
  // lateral / ahead, compared by cross-multiplying (every `ahead` is positive).
  let lowLateral = 0;
  let lowAhead = 0;
  let highLateral = 0;
  let highAhead = 0;
  let lowAt = -1;
  let highAt = -1;
  for (let i = 0; i < flat.length; i += 2) {
    const px = flat[i]! - x;
    const py = flat[i + 1]! - y;
    const ahead = px * dx + py * dy;
    if (!(ahead > 0)) return false;
    const lateral = dx * py - dy * px;
    if (lowAt < 0 || lateral * lowAhead < lowLateral * ahead) {
      lowLateral = lateral;
      lowAhead = ahead;
      lowAt = i;
    }
    if (highAt < 0 || lateral * highAhead > highLateral * ahead) {
      highLateral = lateral;
      highAhead = ahead;
      highAt = i;
    }
  }
  if (lowAt < 0 || highAt < 0) return false;
  out[at] = flat[lowAt]! - x;
  out[at + 1] = flat[lowAt + 1]! - y;
  out[at + 2] = flat[highAt]! - x;
  out[at + 3] = flat[highAt + 1]! - y;
  return true;
}

/**
 * Whether the line from the point of {@link outlinesFrom} along (rx, ry) surely misses
 * obstruction o's outline: it stops more than EPSILON short of it, or both ends of its
 * angular span lie strictly on one side of the line (so every corner does, and no stretch of
 * the line can be more than rounding inside: the crossing test would answer no).
 */
function outlineMissed(seen: Float64Array, o: number, rx: number, ry: number): boolean {
  const at = SEEN * o;
  const reach = seen[at + 4]! - EPSILON;
  if (reach > 0 && rx * rx + ry * ry < reach * reach) return true;
  const lx = seen[at]!;
  if (lx !== lx) return false;
  const low = rx * seen[at + 1]! - ry * lx;
  const high = rx * seen[at + 3]! - ry * seen[at + 2]!;
  return (low > 0 && high > 0) || (low < 0 && high < 0);
}

/**
 * Whether the line from the point of {@link outlinesFrom} along (rx, ry) surely crosses
 * obstruction o: its direction lies strictly inside the angular span of the deep outline, so
 * the ray passes through it, and the line runs on past that outline's furthest corner, so it
 * holds that whole passage. A point of the line is then more than 2·EPSILON inside the convex
 * outline, the middle of its chord more than EPSILON inside: the crossing test would answer yes.
 */
function outlineCrossed(seen: Float64Array, o: number, rx: number, ry: number): boolean {
  const at = SEEN * o;
  const furthest = seen[at + 9]!;
  if (!(rx * rx + ry * ry > furthest)) return false;
  return seen[at + 5]! * ry - seen[at + 6]! * rx > 0 && rx * seen[at + 8]! - ry * seen[at + 7]! > 0;
}

/** No crossings: shared, since results are read-only. */
const NOTHING: readonly LineCrossing[] = Object.freeze([]);

/** `list.includes(o)` for the short ignore lists, as a loop the compiler inlines. */
function listHas(list: readonly number[], o: number): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === o) return true;
  return false;
}
