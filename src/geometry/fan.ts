import type { ObstructionSet } from './obstructions.js';

/**
 * The obstructions of a set sorted once into angular sectors around one point (a shooter's
 * eye or foot), so that every query from that point reads only the few sectors its triangle
 * spans instead of the whole table. Bounding circles are registered, so a sector lists every
 * obstruction that can lie in it; the queries then run their own exact tests.
 *
 * Angles are pseudo-angles (see {@link pseudoAngle}): monotone in the true angle and free of
 * trigonometry, which matters because a fan is built for every shooter.
 */
export type ObstructionFan = {
  readonly x: number;
  readonly y: number;
  /** Distance from the point to each obstruction's bounding circle (0 when inside it). */
  readonly near: Float64Array;
  /** How many sectors the turn is cut into (see {@link fanSectors}). */
  readonly sectors: number;
  /** Words of 32 bits per sector. */
  readonly words: number;
  /** Sector k's members as a bit set: bit o of `bits[k * words …]`; reading bits gives them ascending. */
  readonly bits: Int32Array;
  /**
   * Which words of each sector's bit set hold any member: bit w of `summary[k * summaryWords …]`.
   * On a crowded table a sector's members fill few of its words, and a target reads only those.
   */
  readonly summary: Int32Array;
  readonly summaryWords: number;
  /** Where {@link fanCandidates} writes its answer; valid until the next query on this fan. */
  readonly list: Int32Array;
};

/**
 * Sectors around the point: 64 for a skirmish table (a target a few inches away spans one or
 * two), more as the table fills, so that what a target reads, the obstructions of a sector
 * nearer than the target, stays a thin wedge on a large table instead of growing with it.
 * One obstruction in a sector for every eight on the table, at most 1,024 sectors.
 */
export function fanSectors(obstructions: number): number {
  let sectors = MIN_SECTORS;
  while (sectors < MAX_SECTORS && sectors * OBSTRUCTIONS_PER_SECTOR < obstructions) sectors *= 2;
  return sectors;
}

const MIN_SECTORS = 64;
const MAX_SECTORS = 1024;
const OBSTRUCTIONS_PER_SECTOR = 8;

/**
 * Slack on every angle and reach, far above the rounding of the pseudo-angles and far below
 * a sector: the fan only has to hold a superset of what the exact tests accept.
 */
const SLACK = 1e-9;

/**
 * A number in [0, 4) that grows with the direction's angle (from +x towards +y), like
 * atan2 but with one division and no branch: 1 − x / (|x| + |y|) runs from 0 to 2 over the
 * half-turn where y ≥ 0, and the other half-turn is mirrored onto 2 to 4. (The zero vector
 * gives NaN; callers keep it out.)
 */
function pseudoAngle(x: number, y: number): number {
  const d = 1 - x / (Math.abs(x) + Math.abs(y));
  return d + +(y < 0) * (4 - 2 * d);
}

function sectorOf(angle: number, sectors: number): number {
  const a = angle < 0 ? angle + 4 : angle >= 4 ? angle - 4 : angle;
  const k = Math.floor(a * (sectors / 4));
  return k >= sectors ? sectors - 1 : k < 0 ? 0 : k;
}

/**
 * Sorts the set's obstructions (less those in `ignore`) into sectors around (x, y) (by
 * default as many as {@link fanSectors} gives for the set; a power of two). An obstruction
 * whose bounding circle holds the point falls in every sector. The fan lives in
 * shared buffers: it is good until the next fan is built.
 */
export function obstructionFan(set: ObstructionSet, x: number, y: number, ignore: readonly number[], sectors = fanSectors(set.bounds.cx.length)): ObstructionFan {
  const { cx, cy, reach } = set.bounds;
  const count = cx.length;
  const words = (count + 31) >>> 5;
  const summaryWords = (words + 31) >>> 5;
  if (nearScratch.length < count) {
    nearScratch = new Float64Array(2 * count);
    listScratch = new Int32Array(2 * count);
  }
  if (bitsScratch.length < sectors * words) bitsScratch = new Int32Array(2 * sectors * words);
  if (summaryScratch.length < sectors * summaryWords) summaryScratch = new Int32Array(2 * sectors * summaryWords);
  const near = nearScratch;
  const bits = bitsScratch;
  const summary = summaryScratch;
  clearInts(bits, sectors * words);
  clearInts(summary, sectors * summaryWords);
  for (let o = 0; o < count; o++) {
    const rx = cx[o]! - x;
    const ry = cy[o]! - y;
    const r = reach[o]! * (1 + SLACK) + SLACK;
    const rho = Math.sqrt(rx * rx + ry * ry);
    near[o] = rho > r ? rho - r : 0;
    let ignored = false;
    for (let i = 0; i < ignore.length; i++) if (ignore[i] === o) ignored = true;
    if (ignored) continue;
    let s0 = 0;
    let s1 = sectors - 1;
    if (rho > r) {
      // The two tangents from the point: the centre's direction turned by ±δ, sin δ = r/ρ.
      const sin = r / rho;
      const cos = Math.sqrt(1 - sin * sin);
      s0 = sectorOf(pseudoAngle(rx * cos + ry * sin, ry * cos - rx * sin) - SLACK, sectors);
      s1 = sectorOf(pseudoAngle(rx * cos - ry * sin, ry * cos + rx * sin) + SLACK, sectors);
    }
    const word = o >>> 5;
    const bit = 1 << (31 - (o & 31));
    const summaryWord = word >>> 5;
    const summaryBit = 1 << (31 - (word & 31));
    for (let k = s0; ; k = k + 1 === sectors ? 0 : k + 1) {
      bits[k * words + word]! |= bit;
      summary[k * summaryWords + summaryWord]! |= summaryBit;
      if (k === s1) break;
    }
  }
  return { x, y, near, sectors, words, bits, summary, summaryWords, list: listScratch };
}

/**
 * Zeroes the first `n` entries: a plain loop for a few hundred or fewer, where calling the
 * typed array's `fill` costs more than the clearing (per target, on a skirmish table, that
 * call was about a twentieth of a batch); `fill` beyond.
 */
function clearInts(array: Int32Array, n: number): void {
  if (n > CLEAR_BY_LOOP) array.fill(0, 0, n);
  else for (let i = 0; i < n; i++) array[i] = 0;
}

const CLEAR_BY_LOOP = 512;

/**
 * The order to visit points around the fan's point, sector by sector (by the turn, from +x
 * towards +y), given as x, y pairs (NaN pairs first): neighbouring corridors read the same
 * obstructions, so a batch visiting its targets in this order finds them still in the cache.
 * Only the order of the work changes, never an answer. The order is the first `count` entries
 * of a shared buffer, good until the next call.
 */
export function fanOrder(fan: ObstructionFan, points: Float64Array, count: number): Int32Array {
  const { sectors } = fan;
  // Shared buffers, as the fan's own (see nearScratch): a batch reads the order only while it runs.
  if (orderStarts.length < sectors + 2) orderStarts = new Int32Array(2 * sectors + 2);
  if (orderKeys.length < count) {
    orderKeys = new Int32Array(2 * count);
    orderScratch = new Int32Array(2 * count);
  }
  const starts = orderStarts;
  const keys = orderKeys;
  clearInts(starts, sectors + 2);
  for (let k = 0; k < count; k++) {
    const x = points[2 * k]! - fan.x;
    const y = points[2 * k + 1]! - fan.y;
    // A point on the fan's own (or NaN) has no direction: it goes first.
    keys[k] = x === 0 && y === 0 ? 0 : x === x && y === y ? 1 + sectorOf(pseudoAngle(x, y), sectors) : 0;
    starts[keys[k]! + 1]!++;
  }
  for (let k = 0; k <= sectors; k++) starts[k + 1]! += starts[k]!;
  const order = orderScratch;
  for (let k = 0; k < count; k++) order[starts[keys[k]!]!++] = k;
  return order;
}

/** Scratch for fanOrder: sector counts, each point's sector, and the order (good until the next call). */
let orderStarts = new Int32Array(MIN_SECTORS + 2);
let orderKeys = new Int32Array(256);
let orderScratch = new Int32Array(256);

/**
 * Buffers every fan is built in: a fan is only used within the batch call that built it, and
 * batch calls do not nest, so the next one can take them over (sparing the allocator a few
 * kilobytes per shooter).
 */
let nearScratch = new Float64Array(256);
let listScratch = new Int32Array(256);
let bitsScratch = new Int32Array(MIN_SECTORS * 8);
let summaryScratch = new Int32Array(MIN_SECTORS);

/** Scratch for fanCandidates: which words any sector read holds members in. */
let merged = new Int32Array(8);

/**
 * Obstructions that may meet the triangle from the fan's point to (ax, ay) and (bx, by), or
 * the one to (cx, cy) and (dx, dy): those in the sectors between each pair of directions (the
 * narrower way round) whose bounding circle comes nearer than the furthest corner. The eight
 * numbers come in `ends` (ax, ay, bx, by, cx, cy, dx, dy; the second pair the first again when
 * there is one triangle): passed one by one to a function this large, which the compiler does
 * not inline, each would be boxed on every call. Writes them ascending into `fan.list` and
 * returns how many there are.
 */
export function fanCandidates(fan: ObstructionFan, ends: Float64Array): number {
  const { sectors, words, bits, summaryWords, near, list } = fan;
  const ax = ends[0]!;
  const ay = ends[1]!;
  const bx = ends[2]!;
  const by = ends[3]!;
  const cx = ends[4]!;
  const cy = ends[5]!;
  const dx = ends[6]!;
  const dy = ends[7]!;
  if (merged.length < summaryWords) merged = new Int32Array(2 * summaryWords);
  const acc = merged;
  clearInts(acc, summaryWords);
  const first = sectorRange(sectors, ax - fan.x, ay - fan.y, bx - fan.x, by - fan.y);
  mergeSummaries(fan, acc, first);
  let second = first;
  let reach = Math.max(squaredLength(ax - fan.x, ay - fan.y), squaredLength(bx - fan.x, by - fan.y));
  if (cx !== ax || cy !== ay || dx !== bx || dy !== by) {
    second = sectorRange(sectors, cx - fan.x, cy - fan.y, dx - fan.x, dy - fan.y);
    if (second !== first) mergeSummaries(fan, acc, second);
    reach = Math.max(reach, squaredLength(cx - fan.x, cy - fan.y), squaredLength(dx - fan.x, dy - fan.y));
  }
  const far = Math.sqrt(reach) * (1 + SLACK) + SLACK;
  const s0 = Math.floor(first / sectors);
  const s1 = first - s0 * sectors;
  const t0 = Math.floor(second / sectors);
  const t1 = second - t0 * sectors;
  let n = 0;
  for (let v = 0; v < summaryWords; v++) {
    let held = acc[v]!;
    while (held !== 0) {
      // Word w is bit 31 − (w mod 32) of the summary, so the leading bit is the lowest word.
      const z = Math.clz32(held);
      const w = (v << 5) | z;
      held ^= 1 << (31 - z);
      let word = 0;
      for (let k = s0; ; k = k + 1 === sectors ? 0 : k + 1) {
        word |= bits[k * words + w]!;
        if (k === s1) break;
      }
      if (second !== first) {
        for (let k = t0; ; k = k + 1 === sectors ? 0 : k + 1) {
          word |= bits[k * words + w]!;
          if (k === t1) break;
        }
      }
      while (word !== 0) {
        // Obstruction o is bit 31 − (o mod 32), so the leading bit is the lowest index.
        const b = Math.clz32(word);
        const o = (w << 5) | b;
        word ^= 1 << (31 - b);
        // Kept when its bounding circle comes nearer than the far corner (counted without a
        // branch: the test goes either way at random, and a mispredicted branch costs more).
        list[n] = o;
        n += +(near[o]! < far);
      }
    }
  }
  return n;
}

function squaredLength(x: number, y: number): number {
  return x * x + y * y;
}

/**
 * The sectors between the directions u and v, the narrower way round, as first · sectors +
 * last; every sector (0 to sectors − 1) when the triangle opens to a half-plane or more (the
 * point on the segment between the ends, or an end on the point).
 */
function sectorRange(sectors: number, ux: number, uy: number, vx: number, vy: number): number {
  const turn = ux * vy - uy * vx;
  const open = (turn === 0 && ux * vx + uy * vy <= 0) || (ux === 0 && uy === 0) || (vx === 0 && vy === 0);
  if (open) return sectors - 1;
  const pu = pseudoAngle(ux, uy);
  const pv = pseudoAngle(vx, vy);
  // From the end at the lower angle to the other, the short way round.
  const fromU = turn >= 0;
  return sectorOf((fromU ? pu : pv) - SLACK, sectors) * sectors + sectorOf((fromU ? pv : pu) + SLACK, sectors);
}

/** ORs into `acc` the summaries of the sectors in `range` (see {@link sectorRange}). */
function mergeSummaries(fan: ObstructionFan, acc: Int32Array, range: number): void {
  const { sectors, summaryWords, summary } = fan;
  const s0 = Math.floor(range / sectors);
  const s1 = range - s0 * sectors;
  for (let k = s0; ; k = k + 1 === sectors ? 0 : k + 1) {
    const at = k * summaryWords;
    for (let v = 0; v < summaryWords; v++) acc[v]! |= summary[at + v]!;
    if (k === s1) break;
  }
}
