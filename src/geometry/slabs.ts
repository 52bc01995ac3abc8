import type { ObstructionSet, PreparedObstruction } from './obstructions.js';
import { polygonIsSimple } from './polygon.js';
import { EPSILON } from './tolerance.js';
import type { FlatPolygon } from './union.js';

/**
 * Non-convex outlines seen from one point (a shooter's foot), cut into slabs by the rays from
 * the point through their corners, so that most lines from that point are settled as crossing
 * an outline without the full crossing test.
 *
 * Why it holds. Seen from a point outside a simple outline, sort the corners by direction; the
 * rays through them cut the outline's angular span into slabs. Inside one slab every edge that
 * meets it spans it wholly and no two of them cross there, so along every ray of the slab the
 * outline is met by the same edges in the same order, alternately in and out. The first two,
 * e1 and e2, bound a convex region R (the slab's wedge beyond e1's line and short of e2's),
 * inside the outline, whose only sides that are not the outline's own are the two rays. A line
 * from the point in that slab never crosses a ray of the wedge, so it enters R through e1 and
 * leaves through e2: R's chord along it is one of the stretches the crossing test cuts the line
 * into (no other edge meets the line there), provided the line runs on past the outline and no
 * edge is parallel to it (a parallel edge adds the ends it projects onto the line as cuts).
 * Depth inside R along a chord of R is concave and R lies in the outline, so if the line passes
 * a point 2·EPSILON (and a margin) deep in R, the chord's middle is more than EPSILON deep in
 * the outline, and the crossing test, which judges each stretch by its middle, answers yes.
 * Each slab keeps one disk that deep inside its R (about the middle of R's chord along the
 * slab's bisector), and a line is settled when it passes through its slab's disk.
 *
 * The margin is far above the rounding of the crossing test's own parameters, so the stretch it
 * cuts and its middle are the chord and the middle used here to within far less than it.
 */

/** Slabs worked out for one point, in shared buffers, good for the batch call that asked. */
export type SlabsSeen = {
  readonly x: number;
  readonly y: number;
  /** Lines that ask about an outline before its slabs are worked out (see {@link SLABS_AFTER}). */
  readonly after: number;
  /** Marks which outlines have had their slabs worked out for this point (see `marks`). */
  readonly stamp: number;
};

/**
 * Per outline: `marks[o] === stamp` once `starts[o]` speaks of the current point: where its
 * slabs start in `data`, −1 when it has none (the point not being well outside it), or below
 * that while they are not worked out yet, counting the lines that asked (−2 − asked).
 * Buffers shared by every batch: batches do not nest.
 */
let marks = new Int32Array(64);
let starts = new Int32Array(64);
let data = new Float64Array(1024);
let used = 0;
let current = 0;

/**
 * Lines that ask about an outline before it is cut into slabs: cutting it costs about what
 * settling a few lines the slower way does (each slab's disk is worked out only when a line
 * first falls in it), so an outline one or two lines from this point meet is left alone.
 */
const SLABS_AFTER = 4;

/** Scratch for slabsOf: each corner's key (its direction) and the corners in key order. */
let keys = new Float64Array(16);
let order = new Int32Array(16);

/**
 * How deep inside R a slab's disk stays: 2·EPSILON for the chord argument, and a margin far
 * above rounding (of this file and of the crossing test) and far below EPSILON.
 */
const DEEP = 2 * EPSILON + 1e-9;

/**
 * Whether a prepared outline is simple (`polygonIsSimple`), asked only of outlines whose slabs
 * are worked out, and remembered beside them: a table of pieces no corridor meets often
 * never pays for it, and one that does pays once per piece, not once per shooter.
 */
const simpleOutlines = new WeakMap<PreparedObstruction, boolean>();

function outlineSimple(prepared: PreparedObstruction): boolean {
  let simple = simpleOutlines.get(prepared);
  if (simple === undefined) {
    simple = prepared.outline !== null && polygonIsSimple(prepared.outline);
    simpleOutlines.set(prepared, simple);
  }
  return simple;
}

/**
 * Starts the slabs for lines from (x, y) over a set of `count` obstructions; what an earlier
 * call worked out is dropped. Each outline's slabs are worked out once `after` lines have
 * asked about it (tests ask for them at once).
 */
export function slabsFrom(x: number, y: number, count: number, after = SLABS_AFTER): SlabsSeen {
  if (marks.length < count) {
    marks = new Int32Array(2 * count);
    starts = new Int32Array(2 * count);
  }
  if (++current > 2_000_000_000) {
    marks.fill(0);
    current = 1;
  }
  used = 0;
  return { x, y, after, stamp: current };
}

/**
 * Whether the line from the point of `seen` along (rx, ry) = line[from], line[from + 1]
 * (numbers in an array: passed one by one, they would be boxed on every call) surely
 * crosses obstruction o's outline (not convex; only a simple one has slabs), by the slab
 * argument above: it runs on past the outline's furthest corner, passes through the disk of
 * its slab, and no edge of the outline is parallel to it (tested as the crossing test
 * computes it). False means only "not settled here". The outline is cut into slabs (seen
 * along the direction of its bounding circle, along which every corner must lie ahead) once
 * `seen.after` lines have asked, and each slab's disk worked out when a line first falls in it.
 */
export function slabsCrossed(seen: SlabsSeen, set: ObstructionSet, o: number, line: Float64Array, from: number): boolean {
  if (marks[o] !== seen.stamp) {
    marks[o] = seen.stamp;
    starts[o] = -2;
  }
  let at = starts[o]!;
  if (at < -1) {
    if (at > -2 - seen.after) {
      starts[o] = at - 1;
      return false;
    }
    const prepared = set.prepared[o]!;
    const flat = prepared.flatOutline;
    at = starts[o] = flat && outlineSimple(prepared) ? slabsOf(flat, seen.x, seen.y, prepared.cx - seen.x, prepared.cy - seen.y) : -1;
  }
  if (at < 0) return false;
  const rx = line[from]!;
  const ry = line[from + 1]!;
  const d = data;
  if (!(rx * rx + ry * ry > d[at + 1]!)) return false;
  const n = d[at + 2]!;
  const m = n - 1;
  const dirs = at + 3;
  // The slab holding the line's direction: after corner direction lo, not after hi.
  if (!(d[dirs]! * ry - d[dirs + 1]! * rx > 0) || !(rx * d[dirs + 2 * m + 1]! - ry * d[dirs + 2 * m]! > 0)) return false;
  let lo = 0;
  let hi = m;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (d[dirs + 2 * mid]! * ry - d[dirs + 2 * mid + 1]! * rx > 0) lo = mid;
    else hi = mid;
  }
  const disk = dirs + 2 * n + SLAB * lo;
  if (d[disk + 2] !== d[disk + 2]) slabDisk(at, lo);
  const roomSquared = d[disk + 2]!;
  if (!(roomSquared > 0)) return false;
  // pointSegmentDistanceSquared from the disk's centre to the segment from the point along
  // (rx, ry), written out: passed to a function the compiler does not inline, the numbers
  // (and the answer) would be boxed on every call.
  const cx = d[disk]!;
  const cy = d[disk + 1]!;
  const lengthSquared = rx * rx + ry * ry;
  let t = (cx * rx + cy * ry) / lengthSquared;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = cx - rx * t;
  const ey = cy - ry * t;
  if (!(ex * ex + ey * ey < roomSquared)) return false;
  // An edge parallel to the line would cut it where its ends project: the crossing test's own
  // arithmetic (its edge vectors, kept after the disks) says whether one is, for the edges
  // whose direction lies in the slab's (see slabDisk), or for all of them past 30 corners.
  const edges = dirs + 2 * n + SLAB * m;
  const maybe = d[disk + 3]!;
  if (maybe === 0) return true;
  for (let i = 0; i < n; i++) {
    if (maybe >= 0 && !(maybe & (1 << i))) continue;
    if (rx * d[edges + 2 * i + 1]! - ry * d[edges + 2 * i]! === 0) return false;
  }
  return true;
}

/**
 * Cuts an outline seen from (x, y) into slabs, writing at the end of `data`: the squared
 * distance to the furthest corner (at + 1; at + 0 is unused), the number of corners n, the
 * corners (offsets from the point) in order of direction, per slab (n − 1 of them) its disk
 * (centre as an offset, squared radius; NaN until worked out by {@link slabDisk}, −1 for
 * none) and the edges that may be parallel to its lines, the n edge vectors as the crossing test computes them (next corner minus corner, in
 * table coordinates), each corner's place in direction order, and the corners again in the
 * outline's order. Returns where they start, or −1 when some corner is not ahead of the point
 * along (dx, dy), the direction of the outline's bounding circle (then the point may be inside
 * or beside the outline, and nothing is settled here).
 */
function slabsOf(flat: FlatPolygon, x: number, y: number, dx: number, dy: number): number {
  const n = flat.length / 2;
  if (n < 3) return -1;
  if (keys.length < n) {
    keys = new Float64Array(2 * n);
    order = new Int32Array(2 * n);
  }
  const size = 3 + 2 * n + SLAB * (n - 1) + 2 * n + n + 2 * n;
  if (data.length < used + size) {
    const grown = new Float64Array(2 * (used + size));
    grown.set(data.subarray(0, used));
    data = grown;
  }
  const at = used;
  const d = data;
  const dirs = at + 3;
  const disks = dirs + 2 * n;
  const edges = disks + SLAB * (n - 1);
  const ranks = edges + 2 * n;
  const corners = ranks + n;
  const key = keys;
  const sorted = order;
  let furthest = 0;
  for (let i = 0; i < n; i++) {
    const px = flat[2 * i]! - x;
    const py = flat[2 * i + 1]! - y;
    const ahead = px * dx + py * dy;
    if (!(ahead > 0)) return -1;
    d[corners + 2 * i] = px;
    d[corners + 2 * i + 1] = py;
    // With every corner ahead, lateral / ahead grows with the direction's angle.
    const k0 = (dx * py - dy * px) / ahead;
    key[i] = k0;
    const squared = px * px + py * py;
    if (squared > furthest) furthest = squared;
    // Insertion sort: outlines have few corners.
    let k = i;
    while (k > 0 && key[sorted[k - 1]!]! > k0) {
      sorted[k] = sorted[k - 1]!;
      k--;
    }
    sorted[k] = i;
  }
  used += size;
  d[at] = 0;
  d[at + 1] = furthest;
  d[at + 2] = n;
  for (let k = 0; k < n; k++) {
    const c = sorted[k]!;
    d[dirs + 2 * k] = d[corners + 2 * c]!;
    d[dirs + 2 * k + 1] = d[corners + 2 * c + 1]!;
    d[ranks + c] = k;
  }
  for (let k = 0; k < n - 1; k++) d[disks + SLAB * k + 2] = NaN;
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1;
    d[edges + 2 * i] = flat[2 * j]! - flat[2 * i]!;
    d[edges + 2 * i + 1] = flat[2 * j + 1]! - flat[2 * i + 1]!;
  }
  return at;
}

/** Numbers per slab: its disk (centre x, y, squared radius) and the edges that may be parallel to a line in it. */
const SLAB = 4;

/**
 * The edges whose direction (either way) lies in the slab between the corner directions a and
 * b, or within a margin of it (far above rounding), as a bit mask (−1 for "all": more than 30
 * corners). An edge parallel, as the crossing test computes it, to a line whose direction the
 * slab holds has a direction within rounding of the line's: it is among these, so the line
 * need be tested against these only.
 */
function parallelCandidates(d: Float64Array, edges: number, n: number, ax: number, ay: number, bx: number, by: number): number {
  if (n > 30) return -1;
  let mask = 0;
  for (let i = 0; i < n; i++) {
    const sx = d[edges + 2 * i]!;
    const sy = d[edges + 2 * i + 1]!;
    // Cross products with the slab's sides, against a margin scaled by the lengths.
    const ma = PARALLEL_MARGIN * Math.sqrt((ax * ax + ay * ay) * (sx * sx + sy * sy));
    const mb = PARALLEL_MARGIN * Math.sqrt((bx * bx + by * by) * (sx * sx + sy * sy));
    const fromA = ax * sy - ay * sx;
    const toB = sx * by - sy * bx;
    const forward = fromA >= -ma && toB >= -mb;
    const backward = -fromA >= -ma && -toB >= -mb;
    if (forward || backward) mask |= 1 << i;
  }
  return mask;
}

/** Relative margin on the parallel edges' directions: far above rounding, far below any slab. */
const PARALLEL_MARGIN = 1e-9;

/**
 * Works out slab k's disk of the slabs at `at` (see {@link slabsOf}): along the slab's
 * bisector, the two nearest edges that span it (between its corners' directions) bound R; the
 * disk stands about the middle of R's chord there, as wide as its distance to R's four sides
 * less {@link DEEP}. Writes it (squared radius −1 for none).
 */
function slabDisk(at: number, k: number): void {
  const d = data;
  const n = d[at + 2]!;
  const dirs = at + 3;
  const disk = dirs + 2 * n + SLAB * k;
  const edges = disk - SLAB * k + SLAB * (n - 1);
  const ranks = edges + 2 * n;
  const corners = ranks + n;
  d[disk + 2] = -1;
  const ax = d[dirs + 2 * k]!;
  const ay = d[dirs + 2 * k + 1]!;
  const bx = d[dirs + 2 * k + 2]!;
  const by = d[dirs + 2 * k + 3]!;
  const la = Math.sqrt(ax * ax + ay * ay);
  const lb = Math.sqrt(bx * bx + by * by);
  d[disk + 3] = parallelCandidates(d, edges, n, ax, ay, bx, by);
  const ux = ax / la + bx / lb;
  const uy = ay / la + by / lb;
  let near = Infinity;
  let second = Infinity;
  let nearEdge = -1;
  let secondEdge = -1;
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1;
    const ri = d[ranks + i]!;
    const rj = d[ranks + j]!;
    // The edge spans the slabs between its corners' directions.
    if (!((ri <= k && k < rj) || (rj <= k && k < ri))) continue;
    const qx = d[corners + 2 * i]!;
    const qy = d[corners + 2 * i + 1]!;
    const sx = d[corners + 2 * j]! - qx;
    const sy = d[corners + 2 * j + 1]! - qy;
    const den = ux * sy - uy * sx;
    if (den === 0) continue;
    const t = (qx * sy - qy * sx) / den;
    if (t < near) {
      second = near;
      secondEdge = nearEdge;
      near = t;
      nearEdge = i;
    } else if (t < second) {
      second = t;
      secondEdge = i;
    }
  }
  if (secondEdge < 0 || !(near > 0)) return;
  const mid = (near + second) / 2;
  const cx = ux * mid;
  const cy = uy * mid;
  // Inside the wedge, strictly: a slab between corners in (nearly) one direction has none.
  const sideA = ax * cy - ay * cx;
  const sideB = cx * by - cy * bx;
  if (!(sideA > 0 && sideB > 0)) return;
  // Distances to the wedge's two rays and to the lines of the two edges.
  let room = Math.min(sideA / la, sideB / lb);
  for (const e of [nearEdge, secondEdge]) {
    const f = e + 1 === n ? 0 : e + 1;
    const qx = d[corners + 2 * e]!;
    const qy = d[corners + 2 * e + 1]!;
    const sx = d[corners + 2 * f]! - qx;
    const sy = d[corners + 2 * f + 1]! - qy;
    room = Math.min(room, Math.abs(sx * (cy - qy) - sy * (cx - qx)) / Math.sqrt(sx * sx + sy * sy));
  }
  room -= DEEP;
  if (!(room > 0)) return;
  d[disk] = cx;
  d[disk + 1] = cy;
  d[disk + 2] = room * room;
}
