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

/**
 * Area of the union of convex polygons: the hot path behind the hidden fraction.
 *
 * Polygons whose boxes overlap no other's count their own area. Each cluster of overlapping
 * ones is swept left to right: every convex polygon meets a vertical line in one span between
 * its lower and upper chain, both linear between consecutive corners; where two of those
 * lines (from different polygons) swap order inside a strip, the strip is cut there. Then the
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
    const flat = polygons[i]!;
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
    boxes[4 * i] = minX;
    boxes[4 * i + 1] = maxX;
    boxes[4 * i + 2] = minY;
    boxes[4 * i + 3] = maxY;
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
    total += members.length === 1 ? area(i) : sweepConvex(members);
  }
  return total;
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
