import { grazingSightLine } from './grazing.js';
import type { ObstructionOptions, Obstructions } from './obstructions.js';
import { asObstructionSet } from './obstructions.js';
import type { Solid } from './shapes.js';
import { EPSILON } from './tolerance.js';
import type { FlatPolygon } from './union.js';
import { convexUnionArea } from './convex-union.js';
import { flatClipToRect, flatPolygonArea } from './union.js';
import type { Point3 } from './vector.js';
import type { Shadow, TargetSilhouette } from './view.js';
import { shadows, targetSilhouette } from './view.js';

/** How much of the target one obstruction hides on its own. */
export type ObstructionShare = { readonly index: number; readonly fraction: number };

/**
 * How much of the target's silhouette the obstructions hide together (`hidden`, 0 to 1), how
 * much each hides alone (`by`, in index order, only those hiding more than EPSILON² square
 * inches), and whether a sight line exists (the same answer as {@link sightLineExists}).
 */
export type HiddenFraction = {
  readonly hidden: number;
  readonly by: readonly ObstructionShare[];
  readonly sightLine: boolean;
};

/** Uncovered area (square inches of the silhouette) below this is rounding, not a gap. */
const AREA_NOISE = EPSILON * EPSILON;

type Cut = { readonly index: number; readonly clipped: readonly FlatPolygon[]; readonly area: number };

function cutToRectangle(list: readonly Shadow[], s: TargetSilhouette): Cut[] {
  const out: Cut[] = [];
  for (const o of list) {
    const clipped: FlatPolygon[] = [];
    for (const piece of o.pieces) {
      const c = flatClipToRect(piece, s.left, s.right, s.bottom, s.top);
      if (c.length >= 6) clipped.push(c);
    }
    if (clipped.length === 0) continue;
    const area = clipped.length === 1 ? flatPolygonArea(clipped[0]!) : convexUnionArea(clipped);
    out.push({ index: o.index, clipped, area });
  }
  return out;
}

/** True when one convex shadow holds the whole rectangle with 2·EPSILON to spare on every side. */
function swallows(piece: FlatPolygon, s: TargetSilhouette): boolean {
  const n = piece.length;
  let twice = 0;
  for (let i = 0; i < n; i += 2) {
    const j = (i + 2) % n;
    twice += piece[i]! * piece[j + 1]! - piece[j]! * piece[i + 1]!;
  }
  const sign = twice > 0 ? 1 : -1;
  const corners = [s.left, s.bottom, s.right, s.bottom, s.right, s.top, s.left, s.top];
  for (let i = 0; i < n; i += 2) {
    const j = (i + 2) % n;
    const ax = piece[i]!;
    const ay = piece[i + 1]!;
    const ex = piece[j]! - ax;
    const ey = piece[j + 1]! - ay;
    const length = Math.sqrt(ex * ex + ey * ey);
    if (length === 0) continue;
    for (let k = 0; k < 8; k += 2) {
      const inward = (sign * (ex * (corners[k + 1]! - ay) - ey * (corners[k]! - ax))) / length;
      if (inward < 2 * EPSILON) return false;
    }
  }
  return true;
}

type Analysis = { readonly silhouette: TargetSilhouette; readonly shadows: readonly Shadow[] };

function analyse(eye: Point3, target: Solid, obstructions: Obstructions, options: ObstructionOptions): Analysis | null {
  const silhouette = targetSilhouette(eye, target);
  if (!silhouette) return null;
  return { silhouette, shadows: shadows(silhouette, asObstructionSet(obstructions), options.ignore ?? []) };
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
function probeSeesThrough(a: Analysis): boolean {
  const s = a.silhouette;
  const list = a.shadows;
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
 * The convex piece shrunk by EPSILON all round (cut by each edge's line moved inwards), or
 * an empty list when nothing is left.
 */
function eroded(piece: FlatPolygon): number[] {
  const n = piece.length;
  let twice = 0;
  for (let i = 0; i < n; i += 2) {
    const j = (i + 2) % n;
    twice += piece[i]! * piece[j + 1]! - piece[j]! * piece[i + 1]!;
  }
  const sign = twice > 0 ? 1 : -1;
  let out: number[] = [...piece];
  for (let i = 0; i < n && out.length >= 6; i += 2) {
    const j = (i + 2) % n;
    const ax = piece[i]!;
    const ay = piece[i + 1]!;
    const ex = piece[j]! - ax;
    const ey = piece[j + 1]! - ay;
    const length = Math.sqrt(ex * ex + ey * ey);
    if (length === 0) continue;
    const inside = (x: number, y: number): number => (sign * (ex * (y - ay) - ey * (x - ax))) / length - EPSILON;
    const next: number[] = [];
    const m = out.length;
    for (let v = 0; v < m; v += 2) {
      const w = (v + 2) % m;
      const dp = inside(out[v]!, out[v + 1]!);
      const dq = inside(out[w]!, out[w + 1]!);
      if (dp >= 0) next.push(out[v]!, out[v + 1]!);
      if ((dp >= 0 && dq < 0) || (dp < 0 && dq >= 0)) {
        const t = dp / (dp - dq);
        next.push(out[v]! + (out[w]! - out[v]!) * t, out[v + 1]! + (out[w + 1]! - out[v + 1]!) * t);
      }
    }
    out = next;
  }
  return out.length >= 6 ? out : [];
}

/**
 * Whether the cuts' union leaves a sight line, given the union's area (callers have already
 * ruled out one shadow holding the whole rectangle). Plain cases end early: an uncovered patch
 * means a line, and shadows that still cover everything after shrinking by EPSILON mean none.
 * Only what is left, the grazing cases, goes to the careful test.
 */
function sightLineGiven(a: Analysis, unionArea: number): boolean {
  const s = a.silhouette;
  const rect = rectangleArea(s);
  if (rect - unionArea > AREA_NOISE) return true;
  const shrunk: FlatPolygon[] = [];
  for (const o of a.shadows) {
    for (const piece of o.pieces) {
      const e = eroded(piece);
      if (e.length === 0) continue;
      const c = flatClipToRect(e, s.left, s.right, s.bottom, s.top);
      if (c.length >= 6) shrunk.push(c);
    }
  }
  if (rect - convexUnionArea(shrunk) <= AREA_NOISE) return false;
  return grazingSightLine(a.shadows, s);
}

/** Area of the union of the cuts, which all lie in a rectangle of area `rect`. */
function unionOf(cuts: readonly Cut[], rect: number): number {
  if (cuts.length === 0) return 0;
  if (cuts.length === 1) return cuts[0]!.area;
  // One cut filling the rectangle is the whole union.
  for (const c of cuts) if (rect - c.area <= AREA_NOISE) return c.area;
  const pieces: FlatPolygon[] = [];
  const areas: number[] = [];
  for (const c of cuts) {
    for (const piece of c.clipped) {
      pieces.push(piece);
      areas.push(c.clipped.length === 1 ? c.area : flatPolygonArea(piece));
    }
  }
  return convexUnionArea(pieces, areas);
}

/**
 * Sight test without the per-obstruction shares; it stops as soon as the answer is plain.
 * @internal shared with sight.ts
 */
export function sightLineOnly(eye: Point3, target: Solid, obstructions: Obstructions, options: ObstructionOptions): boolean {
  const a = analyse(eye, target, obstructions, options);
  if (!a || a.shadows.length === 0) return true;
  const s = a.silhouette;
  const rect = rectangleArea(s);
  if (rect <= 0) return grazingSightLine(a.shadows, s);
  if (probeSeesThrough(a)) return true;
  if (a.shadows.some((o) => o.pieces.some((piece) => swallows(piece, s)))) return false;
  const cuts = cutToRectangle(a.shadows, s);
  let sum = 0;
  for (const c of cuts) sum += c.area;
  if (rect - sum > AREA_NOISE) return true;
  return sightLineGiven(a, unionOf(cuts, rect));
}

/**
 * How much of the target is hidden from the eye, and by what.
 *
 * The target's body is its silhouette rectangle (see {@link targetSilhouette}). Each
 * obstruction, cut to the slab between the eye and that rectangle's plane, is projected from
 * the eye onto the plane; the union of those shadows inside the rectangle, as a share of the
 * rectangle's area, is `hidden`. Each entry of `by` is one obstruction's shadow alone.
 * The union's area is exact (a sweep, see `polygonUnionArea`); round footprints take part as
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
  const a = analyse(eye, target, obstructions, options);
  if (!a) return { hidden: 0, by: [], sightLine: true };
  const rect = rectangleArea(a.silhouette);
  if (rect <= 0) {
    const sightLine = a.shadows.length === 0 || grazingSightLine(a.shadows, a.silhouette);
    return { hidden: sightLine ? 0 : 1, by: [], sightLine };
  }
  if (a.shadows.length === 0) return { hidden: 0, by: [], sightLine: true };
  const cuts = cutToRectangle(a.shadows, a.silhouette);
  const by: ObstructionShare[] = [];
  for (const c of cuts) {
    if (c.area > AREA_NOISE) by.push({ index: c.index, fraction: Math.min(1, c.area / rect) });
  }
  // A shadow holding the whole rectangle settles both answers without a union.
  const swallowed = a.shadows.some((o) => o.pieces.some((piece) => swallows(piece, a.silhouette)));
  const union = swallowed ? rect : unionOf(cuts, rect);
  const sightLine = !swallowed && sightLineGiven(a, union);
  const hidden = rect - union <= AREA_NOISE ? 1 : Math.max(0, union / rect);
  return { hidden, by, sightLine };
}
