import { EPSILON } from './tolerance.js';
import type { FlatPolygon } from './union.js';
import { flatPolygonArea } from './union.js';

/**
 * Scratch buffers for the sweep, grown on demand and reused: the sweep runs for every
 * shooter–target pair, and fresh typed arrays each time would cost more than the sweep.
 */
let chainX = new Float64Array(256);
let chainY = new Float64Array(256);
let events = new Float64Array(256);
let small = new Float64Array(16 * 8);
let marks = new Int32Array(16 * 6);

function ensure(points: number, polygons: number): void {
  if (chainX.length < points) {
    chainX = new Float64Array(2 * points);
    chainY = new Float64Array(2 * points);
    events = new Float64Array(2 * points);
  }
  if (marks.length < polygons * 6) {
    small = new Float64Array(polygons * 16);
    marks = new Int32Array(polygons * 12);
  }
}


/** Writes a flat polygon's bounding box into `boxes` at slot `index`, as minX, maxX, minY, maxY. */
function writeFlatBox(flat: FlatPolygon, boxes: number[] | Float64Array, index: number): void {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let v = 0; v < flat.length; v += 2) {
    const x = flat[v]!;
    const y = flat[v + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  boxes[4 * index] = minX;
  boxes[4 * index + 1] = maxX;
  boxes[4 * index + 2] = minY;
  boxes[4 * index + 3] = maxY;
}
/**
 * Area of the union of convex polygons.
 *
 * Polygons whose boxes overlap no other's count their own area. A cluster of a few
 * overlapping ones is measured by inclusion–exclusion (see `overlapUnion`); a larger one is
 * swept left to right: every convex polygon meets a vertical line in one span between its
 * lower and upper chain, both linear between consecutive corners; where two of those lines
 * (from different polygons) swap order inside a strip, the strip is cut there. Then the
 * covered length is linear across each piece of strip and its midpoint value times its width
 * is exact.
 */
export function convexUnionArea(polygons: readonly FlatPolygon[], areas?: readonly number[]): number {
  const k = polygons.length;
  if (k === 0) return 0;
  const area = (i: number): number => areas?.[i] ?? flatPolygonArea(polygons[i]!);
  if (k === 1) return area(0);
  const boxes: number[] = new Array<number>(4 * k);
  for (let i = 0; i < k; i++) {
    writeFlatBox(polygons[i]!, boxes, i);
  }
  // Clusters of overlapping boxes: each polygon points at the cluster it joined (union-find).
  const parent: number[] = new Array<number>(k);
  for (let i = 0; i < k; i++) parent[i] = i;
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  let clustered = false;
  for (let i = 0; i < k; i++) {
    for (let j = i + 1; j < k; j++) {
      if (
        boxes[4 * i]! < boxes[4 * j + 1]! &&
        boxes[4 * j]! < boxes[4 * i + 1]! &&
        boxes[4 * i + 2]! < boxes[4 * j + 3]! &&
        boxes[4 * j + 2]! < boxes[4 * i + 3]!
      ) {
        parent[find(i)] = find(j);
        clustered = true;
      }
    }
  }
  if (!clustered) {
    let sum = 0;
    for (let i = 0; i < k; i++) sum += area(i);
    return sum;
  }
  let total = 0;
  const done: boolean[] = new Array<boolean>(k).fill(false);
  for (let i = 0; i < k; i++) {
    if (done[i]) continue;
    const root = find(i);
    const members: FlatPolygon[] = [];
    for (let j = i; j < k; j++) {
      if (!done[j] && find(j) === root) {
        done[j] = true;
        members.push(polygons[j]!);
      }
    }
    total += members.length === 1 ? area(i) : members.length <= SMALL_CLUSTER ? overlapUnion(members) : sweepConvex(members);
  }
  return total;
}

/** Up to this many overlapping polygons, inclusion–exclusion beats the sweep. */
const SMALL_CLUSTER = 4;

/**
 * Area of the union of a few convex polygons by inclusion–exclusion: the areas, less the
 * pairwise overlaps, plus the triple ones, and so on. Each overlap of convex polygons is
 * convex (one polygon clipped by the other's edges), and a subset is extended only by
 * polygons whose boxes meet every member's and only while its overlap has an area, so
 * overlapping shadows cost a handful of small clips. The overlaps are written one after
 * another into a scratch arena, one per depth of the walk.
 *
 * With `owners` (a group number per polygon, below 32 groups' worth of polygons) the same
 * walk also adds each subset whose members all share a group to that group's entry of
 * `groupAreas`, which so receives the area of each group's own union.
 */
function overlapUnion(members: readonly FlatPolygon[], owners?: ArrayLike<number>, groupAreas?: Float64Array): number {
  const k = members.length;
  let total = 0;
  let size = 0;
  if (boxes.length < 4 * k) boxes = new Float64Array(8 * k);
  for (let i = 0; i < k; i++) {
    const flat = members[i]!;
    const a = flatPolygonArea(flat);
    total += a;
    if (owners && groupAreas) groupAreas[owners[i]!]! += a;
    size += flat.length;
    writeFlatBox(flat, boxes, i);
  }
  // meets[i]: the polygons after i whose boxes overlap i's, as bits.
  if (meets.length < k) meets = new Int32Array(2 * k);
  for (let i = 0; i < k; i++) {
    let bits = 0;
    for (let j = i + 1; j < k; j++) {
      if (
        boxes[4 * i]! < boxes[4 * j + 1]! &&
        boxes[4 * j]! < boxes[4 * i + 1]! &&
        boxes[4 * i + 2]! < boxes[4 * j + 3]! &&
        boxes[4 * j + 2]! < boxes[4 * i + 3]!
      ) {
        bits |= 1 << j;
      }
    }
    meets[i] = bits;
  }
  // An overlap has at most as many corners as its members together.
  const room = size + 8;
  if (arena.length < room * (k + 1)) arena = new Float64Array(2 * room * (k + 1));
  if (clipFrom.length < 2 * room) {
    clipFrom = new Float64Array(4 * room);
    clipTo = new Float64Array(4 * room);
  }
  // Depth-first over the subsets in increasing order: the overlap of the subset so far sits
  // in the arena at `at` (`length` numbers); `open` holds the later polygons whose boxes meet
  // every member's; `depth` is its size; `group` its members' shared group, or −1.
  const extend = (at: number, length: number, open: number, depth: number, group: number): void => {
    const next = at + room;
    while (open !== 0) {
      const j = 31 - Math.clz32(open & -open);
      open &= open - 1;
      const n = convexClipInto(arena, at, length, members[j]!, next);
      if (n < 6) continue;
      const a = arenaArea(next, n);
      if (!(a > 0)) continue;
      const term = depth % 2 === 1 ? -a : a;
      total += term;
      const shared = owners && group >= 0 && owners[j] === group ? group : -1;
      if (shared >= 0 && groupAreas) groupAreas[shared]! += term;
      extend(next, n, open & meets[j]!, depth + 1, shared);
    }
  };
  for (let i = 0; i + 1 < k; i++) {
    const first = members[i]!;
    for (let v = 0; v < first.length; v++) arena[v] = first[v]!;
    extend(0, first.length, meets[i]!, 1, owners ? owners[i]! : -1);
  }
  return total;
}

/** Scratch for overlapUnion: boxes (min x, max x, min y, max y) and box overlaps as bits. */
let boxes = new Float64Array(64);
let meets = new Int32Array(16);

/** Up to this many polygons, {@link convexUnionAreas} walks their overlaps in one pass. */
const OVERLAP_WALK = 4;

/** A rectangle [x0, x1] × [y0, y1]. */
export type Box = { readonly x0: number; readonly x1: number; readonly y0: number; readonly y1: number };

/**
 * The area of the union of convex polygons, and of the union of each group of them: polygon
 * i belongs to group `owners[i]`, and `groupAreas[g]` receives group g's union (it must come
 * in zeroed, and have an entry for every group). A few polygons are measured in one
 * inclusion–exclusion walk that serves both. More are measured group by group, and all
 * together as what they leave of `box`, the rectangle they all lie in (see
 * {@link convexUncoveredArea}), unless one group alone covers it (to within rounding), which
 * makes that group's area the union.
 */
export function convexUnionAreas(polygons: readonly FlatPolygon[], owners: ArrayLike<number>, groupAreas: Float64Array, box: Box): number {
  const k = polygons.length;
  if (k === 0) return 0;
  if (k <= OVERLAP_WALK) return overlapUnion(polygons, owners, groupAreas);
  let largest = 0;
  for (let i = 0; i < k; i++) {
    const g = owners[i]!;
    // The first polygon of each group measures the group.
    let first = true;
    for (let j = 0; j < i && first; j++) if (owners[j] === g) first = false;
    if (!first) continue;
    const group: FlatPolygon[] = [];
    for (let j = i; j < k; j++) if (owners[j] === g) group.push(polygons[j]!);
    groupAreas[g] = group.length === 1 ? flatPolygonArea(group[0]!) : convexUnionArea(group);
    largest = Math.max(largest, groupAreas[g]);
  }
  const whole = (box.x1 - box.x0) * (box.y1 - box.y0);
  if (whole - largest <= WHOLE_NOISE) return largest;
  return whole - convexUncoveredArea(box, polygons);
}

/**
 * The area of the rectangle left uncovered by convex polygons lying in it: the rectangle is
 * cut down polygon by polygon, each one splitting every uncovered convex fragment into the
 * parts outside its edges (kept) and the part inside it (dropped). Exact, like the sweep, and
 * quick when the polygons cover most of the rectangle, since fragments then run out early.
 */
export function convexUncoveredArea(box: Box, polygons: readonly FlatPolygon[]): number {
  // The fragments live one after another in a flat arena (`at`: where each starts, `length`:
  // how many numbers), the next polygon's in a second arena: arrays per fragment and per cut
  // were most of what this cost. The arithmetic and the order of fragments are those of the
  // plain form (convexUncoveredAreaPlain in convex-union.test.ts), so the area is the same to the
  // last bit.
  let from = uncoveredA;
  let count = 1;
  from.numbers[0] = box.x0;
  from.numbers[1] = box.y0;
  from.numbers[2] = box.x1;
  from.numbers[3] = box.y0;
  from.numbers[4] = box.x1;
  from.numbers[5] = box.y1;
  from.numbers[6] = box.x0;
  from.numbers[7] = box.y1;
  from.at[0] = 0;
  from.length[0] = 8;
  let into = uncoveredB;
  for (const polygon of polygons) {
    const c = polygon.length;
    let twice = 0;
    for (let i = 0; i < c; i += 2) {
      const j = i + 2 === c ? 0 : i + 2;
      twice += polygon[i]! * polygon[j + 1]! - polygon[j]! * polygon[i + 1]!;
    }
    const sign = twice >= 0 ? 1 : -1;
    let kept = 0;
    let used = 0;
    for (let f = 0; f < count; f++) {
      // The fragment still to cut, in `piece` (copied from the arena first).
      let n = from.length[f]!;
      const first = from.at[f]!;
      if (piece.length < n) piece = new Float64Array(2 * n + 16);
      for (let v = 0; v < n; v++) piece[v] = from.numbers[first + v]!;
      for (let i = 0; i < c && n >= 6; i += 2) {
        const j = i + 2 === c ? 0 : i + 2;
        const ax = polygon[i]!;
        const ay = polygon[i + 1]!;
        const ex0 = polygon[j]! - ax;
        const ey0 = polygon[j + 1]! - ay;
        if (ex0 === 0 && ey0 === 0) continue;
        const ex = sign * ex0;
        const ey = sign * ey0;
        // Each part gets at most every corner and a crossing after each (two, for a convex piece).
        if (into.numbers.length < used + 2 * n) into.numbers = grownCopy(into.numbers, used, 2 * (used + 2 * n));
        if (pieceNext.length < 2 * n) pieceNext = new Float64Array(4 * n + 16);
        const out = into.numbers;
        let o = used;
        let w = 0;
        for (let v = 0; v < n; v += 2) {
          const u = v + 2 === n ? 0 : v + 2;
          const px = piece[v]!;
          const py = piece[v + 1]!;
          const qx = piece[u]!;
          const qy = piece[u + 1]!;
          const dp = ex * (py - ay) - ey * (px - ax);
          const dq = ex * (qy - ay) - ey * (qx - ax);
          if (dp >= 0) {
            pieceNext[w++] = px;
            pieceNext[w++] = py;
          }
          if (dp <= 0) {
            out[o++] = px;
            out[o++] = py;
          }
          if ((dp > 0 && dq < 0) || (dp < 0 && dq > 0)) {
            const t = dp / (dp - dq);
            const x = px + (qx - px) * t;
            const y = py + (qy - py) * t;
            pieceNext[w++] = x;
            pieceNext[w++] = y;
            out[o++] = x;
            out[o++] = y;
          }
        }
        if (o - used >= 6 && arenaSliceArea(out, used, o - used) > 0) {
          if (into.at.length <= kept) {
            into.at = grownInts(into.at, kept, 2 * kept + 16);
            into.length = grownInts(into.length, kept, 2 * kept + 16);
          }
          into.at[kept] = used;
          into.length[kept] = o - used;
          kept++;
          used = o;
        }
        const swap = piece;
        piece = pieceNext;
        pieceNext = swap;
        n = w;
      }
    }
    count = kept;
    if (count === 0) return 0;
    const swap = from;
    from = into;
    into = swap;
  }
  let area = 0;
  for (let f = 0; f < count; f++) area += arenaSliceArea(from.numbers, from.at[f]!, from.length[f]!);
  return area;
}

/** Fragments of {@link convexUncoveredArea}: their numbers one after another, where each starts and how many it has. */
type FragmentArena = { numbers: Float64Array; at: Int32Array; length: Int32Array };

/** The two arenas convexUncoveredArea cuts between, and the fragment being cut (two buffers). */
const uncoveredA: FragmentArena = { numbers: new Float64Array(512), at: new Int32Array(32), length: new Int32Array(32) };
const uncoveredB: FragmentArena = { numbers: new Float64Array(512), at: new Int32Array(32), length: new Int32Array(32) };
let piece = new Float64Array(64);
let pieceNext = new Float64Array(64);

/** A larger array holding the first `used` numbers of `from`. */
function grownCopy(from: Float64Array, used: number, size: number): Float64Array {
  const out = new Float64Array(size);
  for (let i = 0; i < used; i++) out[i] = from[i]!;
  return out;
}

function grownInts(from: Int32Array, used: number, size: number): Int32Array {
  const out = new Int32Array(size);
  for (let i = 0; i < used; i++) out[i] = from[i]!;
  return out;
}

/** {@link flatPolygonArea} of the `n` numbers of `numbers` from `at` on, with the same arithmetic. */
function arenaSliceArea(numbers: Float64Array, at: number, n: number): number {
  let twice = 0;
  for (let i = 0; i < n; i += 2) {
    const j = (i + 2) % n;
    twice += numbers[at + i]! * numbers[at + j + 1]! - numbers[at + j]! * numbers[at + i + 1]!;
  }
  return Math.abs(twice) / 2;
}

/** Area below which a gap in `whole` is rounding (EPSILON² square inches, as the hidden fraction counts). */
const WHOLE_NOISE = EPSILON * EPSILON;

/** Scratch for overlapUnion: the overlaps by depth, and two buffers for the clipping passes. */
let arena = new Float64Array(512);
let clipFrom = new Float64Array(128);
let clipTo = new Float64Array(128);

function arenaArea(at: number, n: number): number {
  let twice = 0;
  for (let i = 0; i < n; i += 2) {
    const j = i + 2 === n ? 0 : i + 2;
    twice += arena[at + i]! * arena[at + j + 1]! - arena[at + j]! * arena[at + i + 1]!;
  }
  return Math.abs(twice) / 2;
}

/**
 * Clips the convex polygon at `source[at…at + n]` by the convex polygon `clipper`
 * (Sutherland and Hodgman, one edge at a time) and writes the part inside to `arena` at
 * `into`; returns how many numbers it wrote (fewer than 6: nothing is left).
 */
function convexClipInto(source: Float64Array, at: number, n: number, clipper: FlatPolygon, into: number): number {
  const c = clipper.length;
  let twice = 0;
  for (let i = 0; i < c; i += 2) {
    const j = i + 2 === c ? 0 : i + 2;
    twice += clipper[i]! * clipper[j + 1]! - clipper[j]! * clipper[i + 1]!;
  }
  const sign = twice >= 0 ? 1 : -1;
  let from = clipFrom;
  let to = clipTo;
  for (let v = 0; v < n; v++) from[v] = source[at + v]!;
  let m = n;
  for (let i = 0; i < c && m >= 6; i += 2) {
    const j = i + 2 === c ? 0 : i + 2;
    const ax = clipper[i]!;
    const ay = clipper[i + 1]!;
    const ex = clipper[j]! - ax;
    const ey = clipper[j + 1]! - ay;
    if (ex === 0 && ey === 0) continue;
    let w = 0;
    for (let v = 0; v < m; v += 2) {
      const u = v + 2 === m ? 0 : v + 2;
      const px = from[v]!;
      const py = from[v + 1]!;
      const qx = from[u]!;
      const qy = from[u + 1]!;
      const dp = sign * (ex * (py - ay) - ey * (px - ax));
      const dq = sign * (ex * (qy - ay) - ey * (qx - ax));
      if (dp >= 0) {
        to[w++] = px;
        to[w++] = py;
      }
      if ((dp > 0 && dq < 0) || (dp < 0 && dq > 0)) {
        const t = dp / (dp - dq);
        to[w++] = px + (qx - px) * t;
        to[w++] = py + (qy - py) * t;
      }
    }
    m = w;
    const swap = from;
    from = to;
    to = swap;
  }
  if (m < 6) return 0;
  for (let v = 0; v < m; v++) arena[into + v] = from[v]!;
  return m;
}

/**
 * Writes a convex polygon's lower and upper chains, each from its leftmost to its rightmost
 * corner, into the chain buffers at `at`; records where each starts and ends in `marks`.
 */
function writeChains(flat: FlatPolygon, polygon: number, at: number): number {
  const m = flat.length / 2;
  let left = 0;
  let right = 0;
  let twice = 0;
  for (let v = 0; v < m; v++) {
    const x = flat[2 * v]!;
    const w = v + 1 === m ? 0 : v + 1;
    twice += x * flat[2 * w + 1]! - flat[2 * w]! * flat[2 * v + 1]!;
    if (x < flat[2 * left]!) left = v;
    if (x > flat[2 * right]!) right = v;
  }
  // With positive winding (y up) the forward walk from the leftmost corner runs along the bottom.
  const lowStep = twice >= 0 ? 1 : m - 1;
  let w = at;
  marks[6 * polygon] = w;
  for (let v = left; ; v = (v + lowStep) % m) {
    chainX[w] = flat[2 * v]!;
    chainY[w++] = flat[2 * v + 1]!;
    if (v === right) break;
  }
  marks[6 * polygon + 1] = w;
  marks[6 * polygon + 2] = w;
  for (let v = left; ; v = (v + m - lowStep) % m) {
    chainX[w] = flat[2 * v]!;
    chainY[w++] = flat[2 * v + 1]!;
    if (v === right) break;
  }
  marks[6 * polygon + 3] = w;
  // Cursors into each chain, advanced as the sweep moves right.
  marks[6 * polygon + 4] = marks[6 * polygon]!;
  marks[6 * polygon + 5] = marks[6 * polygon + 2]!;
  return w;
}

/** Moves a chain cursor forward to the segment that starts at or before a and ends after it. */
function advance(cursor: number, end: number, a: number): number {
  while (cursor + 2 < end && chainX[cursor + 1]! <= a) cursor++;
  return cursor;
}

function chainValue(p: number, x: number): number {
  const x0 = chainX[p]!;
  const x1 = chainX[p + 1]!;
  const y0 = chainY[p]!;
  return x1 === x0 ? y0 : y0 + ((x - x0) * (chainY[p + 1]! - y0)) / (x1 - x0);
}

function sweepConvex(polygons: readonly FlatPolygon[]): number {
  const k = polygons.length;
  let points = 0;
  for (const flat of polygons) points += flat.length + 2;
  ensure(points, k);
  let used = 0;
  for (let i = 0; i < k; i++) used = writeChains(polygons[i]!, i, used);
  events.set(chainX.subarray(0, used));
  const xs = events.subarray(0, used).sort();

  // Per strip, for each active polygon n: low and high at both ends (la, lb, ha, hb), then
  // spans at a probe (spanLo, spanHi), all packed into `small`.
  const LA = 0;
  const LB = k;
  const HA = 2 * k;
  const HB = 3 * k;
  const SPAN_LO = 4 * k;
  const SPAN_HI = 5 * k;
  const cuts: number[] = [];
  let area = 0;

  const coveredAt = (count: number, t: number): number => {
    for (let n = 0; n < count; n++) {
      const lo = small[LA + n]! + (small[LB + n]! - small[LA + n]!) * t;
      const hi = small[HA + n]! + (small[HB + n]! - small[HA + n]!) * t;
      let at = n;
      while (at > 0 && small[SPAN_LO + at - 1]! > lo) {
        small[SPAN_LO + at] = small[SPAN_LO + at - 1]!;
        small[SPAN_HI + at] = small[SPAN_HI + at - 1]!;
        at--;
      }
      small[SPAN_LO + at] = lo;
      small[SPAN_HI + at] = hi;
    }
    let length = 0;
    let runLo = small[SPAN_LO]!;
    let runHi = small[SPAN_HI]!;
    for (let n = 1; n < count; n++) {
      const lo = small[SPAN_LO + n]!;
      const hi = small[SPAN_HI + n]!;
      if (lo > runHi) {
        length += runHi - runLo;
        runLo = lo;
        runHi = hi;
      } else if (hi > runHi) runHi = hi;
    }
    return length + (runHi - runLo);
  };

  for (let e = 0; e + 1 < used; e++) {
    const a = xs[e]!;
    const b = xs[e + 1]!;
    if (b <= a) continue;
    let count = 0;
    for (let i = 0; i < k; i++) {
      const lowStart = marks[6 * i]!;
      const lowEnd = marks[6 * i + 1]!;
      if (chainX[lowStart]! > a || chainX[lowEnd - 1]! < b) continue;
      const lowAt = (marks[6 * i + 4] = advance(marks[6 * i + 4]!, lowEnd, a));
      const highAt = (marks[6 * i + 5] = advance(marks[6 * i + 5]!, marks[6 * i + 3]!, a));
      small[LA + count] = chainValue(lowAt, a);
      small[LB + count] = chainValue(lowAt, b);
      small[HA + count] = chainValue(highAt, a);
      small[HB + count] = chainValue(highAt, b);
      count++;
    }
    if (count === 0) continue;
    const width = b - a;
    if (count === 1) {
      area += (width * (small[HA]! - small[LA]! + small[HB]! - small[LB]!)) / 2;
      continue;
    }
    cuts.length = 0;
    for (let p = 0; p < count; p++) {
      for (let q = p + 1; q < count; q++) {
        addCut(cuts, small[LA + p]! - small[LA + q]!, small[LB + p]! - small[LB + q]!);
        addCut(cuts, small[LA + p]! - small[HA + q]!, small[LB + p]! - small[HB + q]!);
        addCut(cuts, small[HA + p]! - small[LA + q]!, small[HB + p]! - small[LB + q]!);
        addCut(cuts, small[HA + p]! - small[HA + q]!, small[HB + p]! - small[HB + q]!);
      }
    }
    if (cuts.length === 0) {
      area += width * coveredAt(count, 0.5);
      continue;
    }
    if (cuts.length > 1) cuts.sort((p, q) => p - q);
    let from = 0;
    for (const to of cuts) {
      if (to > from) area += width * (to - from) * coveredAt(count, (from + to) / 2);
      from = to;
    }
    area += width * (1 - from) * coveredAt(count, (from + 1) / 2);
  }
  return area;
}

/** Where, as a fraction across the strip, a difference going from da to db changes sign. */
function addCut(cuts: number[], da: number, db: number): void {
  if ((da < 0 && db > 0) || (da > 0 && db < 0)) {
    const t = da / (da - db);
    if (t > 0 && t < 1) cuts.push(t);
  }
}
