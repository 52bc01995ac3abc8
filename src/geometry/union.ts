import type { Polygon } from './polygon.js';

/** A polygon as a flat list of coordinates x0, y0, x1, y1, …; the hot paths use this form. */
export type FlatPolygon = readonly number[];

export function flatPolygon(polygon: Polygon): FlatPolygon {
  const flat: number[] = [];
  for (const p of polygon) flat.push(p.x, p.y);
  return flat;
}

/** Shoelace area of a flat polygon (absolute). */
export function flatPolygonArea(flat: FlatPolygon): number {
  let twice = 0;
  const n = flat.length;
  for (let i = 0; i < n; i += 2) {
    const j = (i + 2) % n;
    twice += flat[i]! * flat[j + 1]! - flat[j]! * flat[i + 1]!;
  }
  return Math.abs(twice) / 2;
}

/** Edges of every polygon as parallel arrays, left end first; vertical edges bound no strip. */
type Edges = { xa: number[]; ya: number[]; xb: number[]; slope: number[]; owner: number[] };

function collectEdges(polygons: readonly FlatPolygon[]): Edges {
  const edges: Edges = { xa: [], ya: [], xb: [], slope: [], owner: [] };
  polygons.forEach((flat, owner) => {
    const n = flat.length;
    for (let i = 0; i < n; i += 2) {
      const j = (i + 2) % n;
      let xa = flat[i]!;
      let ya = flat[i + 1]!;
      let xb = flat[j]!;
      let yb = flat[j + 1]!;
      if (xa === xb) continue;
      if (xb < xa) [xa, ya, xb, yb] = [xb, yb, xa, ya];
      edges.xa.push(xa);
      edges.ya.push(ya);
      edges.xb.push(xb);
      edges.slope.push((yb - ya) / (xb - xa));
      edges.owner.push(owner);
    }
  });
  return edges;
}

/**
 * Area of the union of simple polygons (either winding, convex or not) by a vertical sweep.
 * Between consecutive corners and crossings no edge starts, ends or passes another, so the
 * covered length of a vertical line is linear in x there and the midpoint rule gives each
 * strip's area exactly. Each polygon's crossings with a vertical line pair up (even-odd),
 * which is what lets non-convex polygons in.
 */
export function sweepUnionArea(polygons: readonly FlatPolygon[]): number {
  const edges = collectEdges(polygons);
  const edgeCount = edges.xa.length;
  const byLeft = Array.from({ length: edgeCount }, (_, e) => e).sort((p, q) => edges.xa[p]! - edges.xa[q]!);
  const xs: number[] = [];
  for (const flat of polygons) for (let i = 0; i < flat.length; i += 2) xs.push(flat[i]!);
  xs.sort((p, q) => p - q);

  let area = 0;
  let active: number[] = [];
  let next = 0;
  for (let k = 0; k + 1 < xs.length; k++) {
    const left = xs[k]!;
    const right = xs[k + 1]!;
    if (right <= left) continue;
    while (next < edgeCount && edges.xa[byLeft[next]!]! <= left) active.push(byLeft[next++]!);
    active = active.filter((e) => edges.xb[e]! > left);
    if (active.length < 2) continue;
    const cuts = crossingsInStrip(edges, active, left, right);
    let a = left;
    for (const b of cuts) {
      area += (b - a) * coveredLength(edges, active, (a + b) / 2);
      a = b;
    }
    area += (right - a) * coveredLength(edges, active, (a + right) / 2);
  }
  return area;
}

function edgeY(edges: Edges, e: number, x: number): number {
  return edges.ya[e]! + (x - edges.xa[e]!) * edges.slope[e]!;
}

/** Length covered by the polygons on the vertical line at x, given the edges spanning x. */
function coveredLength(edges: Edges, active: readonly number[], x: number): number {
  const crossings = active.map((e) => ({ owner: edges.owner[e]!, y: edgeY(edges, e, x) }));
  crossings.sort((p, q) => p.owner - q.owner || p.y - q.y);
  const spans: { lo: number; hi: number }[] = [];
  for (let i = 0; i + 1 < crossings.length; i += 2) {
    const lo = crossings[i]!;
    const hi = crossings[i + 1]!;
    // A polygon always crosses a line between its corners an even number of times.
    if (lo.owner === hi.owner) spans.push({ lo: lo.y, hi: hi.y });
    else i -= 1;
  }
  spans.sort((p, q) => p.lo - q.lo);
  let length = 0;
  let runStart = 0;
  let runEnd = -Infinity;
  for (const { lo, hi } of spans) {
    if (lo > runEnd) {
      if (runEnd > -Infinity) length += runEnd - runStart;
      runStart = lo;
      runEnd = hi;
    } else if (hi > runEnd) {
      runEnd = hi;
    }
  }
  if (runEnd > -Infinity) length += runEnd - runStart;
  return length;
}

/** x of every point inside (left, right) where two spanning edges of different polygons cross, sorted. */
function crossingsInStrip(edges: Edges, active: readonly number[], left: number, right: number): number[] {
  const count = active.length;
  const yl = active.map((e) => edgeY(edges, e, left));
  const yr = active.map((e) => edgeY(edges, e, right));
  const order = active.map((_, i) => i).sort((p, q) => yl[p]! - yl[q]! || yr[p]! - yr[q]!);
  let untangled = true;
  for (let i = 1; i < count && untangled; i++) if (yr[order[i]!]! < yr[order[i - 1]!]!) untangled = false;
  if (untangled) return [];
  const cuts: number[] = [];
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) {
      if (edges.owner[active[i]!] === edges.owner[active[j]!]) continue;
      const dl = yl[i]! - yl[j]!;
      const dr = yr[i]! - yr[j]!;
      if ((dl < 0 && dr > 0) || (dl > 0 && dr < 0)) {
        const x = left + ((right - left) * dl) / (dl - dr);
        if (x > left && x < right) cuts.push(x);
      }
    }
  }
  return cuts.sort((p, q) => p - q);
}

/**
 * Exact area covered by at least one of the polygons (simple polygons, either winding,
 * possibly non-convex and overlapping).
 *
 * @example
 * const square = [point2(0, 0), point2(4, 0), point2(4, 4), point2(0, 4)];
 * polygonUnionArea([square, square.map((p) => point2(p.x + 2, p.y + 2))]); // 28
 */
export function polygonUnionArea(polygons: readonly Polygon[]): number {
  return sweepUnionArea(polygons.filter((p) => p.length >= 3).map(flatPolygon));
}

/** Two scratch buffers the clipping passes write back and forth between. */
let clipA = new Float64Array(128);
let clipB = new Float64Array(128);

/**
 * Clips a convex flat polygon to the rectangle [x0, x1] × [y0, y1] (Sutherland and Hodgman,
 * one side at a time). The result is convex; fewer than three corners means nothing is left.
 */
export function flatClipToRect(flat: FlatPolygon, x0: number, x1: number, y0: number, y1: number): number[] {
  const n = flat.length;
  // Each pass adds at most two corners, so n + 16 numbers always suffice.
  if (clipA.length < n + 16) {
    clipA = new Float64Array(2 * n + 32);
    clipB = new Float64Array(2 * n + 32);
  }
  const from = clipA;
  for (let i = 0; i < n; i++) from[i] = flat[i]!;
  return clipAToRect(n, x0, x1, y0, y1);
}

/**
 * {@link flatClipToRect} of the polygon held by the first `n` numbers of `flat`, a typed
 * buffer (a shadow just projected), with the same arithmetic and so the same numbers.
 * @internal
 */
export function typedClipToRect(flat: Float64Array, n: number, x0: number, x1: number, y0: number, y1: number): number[] {
  if (clipA.length < n + 16) {
    clipA = new Float64Array(2 * n + 32);
    clipB = new Float64Array(2 * n + 32);
  }
  const from = clipA;
  for (let i = 0; i < n; i++) from[i] = flat[i]!;
  return clipAToRect(n, x0, x1, y0, y1);
}

/** flatClipToRect of the polygon copied into the first `n` numbers of clipA. */
function clipAToRect(n: number, x0: number, x1: number, y0: number, y1: number): number[] {
  let from = clipA;
  let to = clipB;
  // Wholly inside, or wholly beyond one side: the passes would keep every corner, or none.
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < n; i += 2) {
    const x = from[i]!;
    const y = from[i + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  if (maxX < x0 || minX > x1 || maxY < y0 || minY > y1) return [];
  if (minX >= x0 && maxX <= x1 && minY >= y0 && maxY <= y1) return packed(from, n);
  let m = n;
  // Only the sides the polygon reaches past cut anything; the others are skipped.
  for (let side = 0; side < 4 && m >= 6; side++) {
    const axis = side < 2 ? 0 : 1;
    const sign = side % 2 === 0 ? 1 : -1;
    const limit = side === 0 ? x0 : side === 1 ? -x1 : side === 2 ? y0 : -y1;
    const reaches = side === 0 ? minX < x0 : side === 1 ? maxX > x1 : side === 2 ? minY < y0 : maxY > y1;
    if (!reaches) continue;
    m = clipSide(from, m, axis, sign, limit, to);
    const swap = from;
    from = to;
    to = swap;
  }
  if (m < 6) return [];
  return packed(from, m);
}

/** Keeps the part where sign·coordinate ≥ limit (axis 0 is x, 1 is y), from `from` into `to`; returns the count written. */
function clipSide(from: Float64Array, n: number, axis: 0 | 1, sign: 1 | -1, limit: number, to: Float64Array): number {
  let w = 0;
  if (n < 6) return 0;
  for (let i = 0; i < n; i += 2) {
    const j = i + 2 === n ? 0 : i + 2;
    const px = from[i]!;
    const py = from[i + 1]!;
    const qx = from[j]!;
    const qy = from[j + 1]!;
    const dp = sign * (axis === 0 ? px : py) - limit;
    const dq = sign * (axis === 0 ? qx : qy) - limit;
    if (dp >= 0) {
      to[w++] = px;
      to[w++] = py;
    }
    if ((dp >= 0 && dq < 0) || (dp < 0 && dq >= 0)) {
      const t = dp / (dp - dq);
      // The cut coordinate is set to the limit itself so pieces clipped alike share it exactly.
      if (axis === 0) {
        to[w++] = sign * limit;
        to[w++] = py + (qy - py) * t;
      } else {
        to[w++] = px + (qx - px) * t;
        to[w++] = sign * limit;
      }
    }
  }
  return w;
}

/** Two scratch buffers the erosion passes write back and forth between. */
let erodeA = new Float64Array(64);
let erodeB = new Float64Array(64);

/**
 * The convex flat polygon shrunk by `distance` all round: cut by each edge's line moved
 * inwards (exact for convex polygons, since shrinking distributes over the half-planes that
 * make one up). Fewer than three corners means nothing is left.
 */
export function convexEroded(flat: FlatPolygon, distance: number): number[] {
  const n = flat.length;
  let twice = 0;
  for (let i = 0; i < n; i += 2) {
    const j = i + 2 === n ? 0 : i + 2;
    twice += flat[i]! * flat[j + 1]! - flat[j]! * flat[i + 1]!;
  }
  const sign = twice > 0 ? 1 : -1;
  // Each cut adds at most one corner.
  if (erodeA.length < 2 * n + 8) {
    erodeA = new Float64Array(4 * n + 16);
    erodeB = new Float64Array(4 * n + 16);
  }
  let from = erodeA;
  let to = erodeB;
  for (let i = 0; i < n; i++) from[i] = flat[i]!;
  let m = n;
  for (let i = 0; i < n && m >= 6; i += 2) {
    const j = i + 2 === n ? 0 : i + 2;
    const ax = flat[i]!;
    const ay = flat[i + 1]!;
    const ex = flat[j]! - ax;
    const ey = flat[j + 1]! - ay;
    const length = Math.sqrt(ex * ex + ey * ey);
    if (length === 0) continue;
    let w = 0;
    for (let v = 0; v < m; v += 2) {
      const u = v + 2 === m ? 0 : v + 2;
      const dp = (sign * (ex * (from[v + 1]! - ay) - ey * (from[v]! - ax))) / length - distance;
      const dq = (sign * (ex * (from[u + 1]! - ay) - ey * (from[u]! - ax))) / length - distance;
      if (dp >= 0) {
        to[w++] = from[v]!;
        to[w++] = from[v + 1]!;
      }
      if ((dp >= 0 && dq < 0) || (dp < 0 && dq >= 0)) {
        const t = dp / (dp - dq);
        to[w++] = from[v]! + (from[u]! - from[v]!) * t;
        to[w++] = from[v + 1]! + (from[u + 1]! - from[v + 1]!) * t;
      }
    }
    m = w;
    const swap = from;
    from = to;
    to = swap;
  }
  if (m < 6) return [];
  return packed(from, m);
}

/**
 * The first `n` numbers of `from` as a plain array without holes (an array made at its length,
 * `new Array(n)`, starts out with holes, and every later read of it checks for them): written
 * into a template of doubles and sliced off it, which makes the array at its length in one
 * step, where pushing from empty makes room for 17 numbers, then 41, copying as it grows.
 * @internal shared with view.ts
 */
export function packed(from: Float64Array, n: number): number[] {
  const out = template;
  while (out.length < n) out.push(0.5);
  for (let i = 0; i < n; i++) out[i] = from[i]!;
  return out.slice(0, n);
}

/** Doubles from the start (0.5, not 0), so that the template and its slices hold unboxed doubles. */
const template: number[] = [];
for (let i = 0; i < 64; i++) template.push(0.5);
