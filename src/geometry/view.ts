import type { ObstructionSet, PreparedObstruction } from './obstructions.js';
import { triangleCandidates } from './obstructions.js';
import type { Solid } from './shapes.js';
import { footprintCentre, footprintSpanAcross } from './shapes.js';
import { EPSILON } from './tolerance.js';
import type { FlatPolygon } from './union.js';
import { packed, typedClipToRect } from './union.js';
import type { Point2, Point3, Vector2 } from './vector.js';

/**
 * The target as the eye sees it: a vertical rectangle standing on the line through the
 * target's centre square to the line of sight. Across it, offsets run from `left` to `right`
 * (negative to the viewer's left); up it, heights run from `bottom` to `top`.
 */
export type TargetSilhouette = {
  readonly eye: Point3;
  /** The target footprint's centre, where the rectangle's centre line stands. */
  readonly centre: Point2;
  /** Horizontal unit vector from the eye towards the centre. */
  readonly toward: Vector2;
  /** Horizontal unit vector to the viewer's right, along the rectangle. */
  readonly across: Vector2;
  /** Horizontal distance from the eye to the centre. */
  readonly distance: number;
  readonly left: number;
  readonly right: number;
  readonly bottom: number;
  readonly top: number;
};

/**
 * The rectangle that stands for the target's body when seen from the eye: as wide as the
 * footprint is across the line of sight, as tall as the solid. Null when the eye is within
 * {@link EPSILON} of straight above or below the target's centre, where "across" means nothing.
 *
 * @example
 * const s = targetSilhouette(point3(0, 0, 2), solid(circle(point2(12, 0), 0.5), 0, 2));
 * // s.distance 12, s.left −0.5, s.right 0.5, s.bottom 0, s.top 2, s.across (0, 1)
 */
export function targetSilhouette(eye: Point3, target: Solid): TargetSilhouette | null {
  const centre = footprintCentre(target.footprint);
  const dx = centre.x - eye.x;
  const dy = centre.y - eye.y;
  const distance = Math.sqrt(dx * dx + dy * dy);
  if (distance <= EPSILON) return null;
  const toward = { x: dx / distance, y: dy / distance };
  const span = footprintSpanAcross(target.footprint, centre, toward);
  return {
    eye,
    centre,
    toward,
    across: { x: -toward.y, y: toward.x },
    distance,
    left: span.min,
    right: span.max,
    bottom: target.bottom,
    top: target.top,
  };
}

/** A silhouette a batch writes target after target (see {@link silhouetteInto}). @internal */
export type SilhouetteScratch = {
  eye: Point3;
  centre: Point2;
  readonly toward: { x: number; y: number };
  readonly across: { x: number; y: number };
  distance: number;
  left: number;
  right: number;
  bottom: number;
  top: number;
};

/** A fresh {@link SilhouetteScratch}. @internal */
export function silhouetteScratch(): SilhouetteScratch {
  // Fractional numbers from the start, so that the fields hold doubles in place from the first target on.
  return { eye: { x: 0.5, y: 0.5, z: 0.5 }, centre: { x: 0.5, y: 0.5 }, toward: { x: 0.5, y: 0.5 }, across: { x: 0.5, y: 0.5 }, distance: 0.5, left: -0.5, right: 0.5, bottom: 0.5, top: 1.5 };
}

/**
 * {@link targetSilhouette} written into `out` (with the same arithmetic), for a batch that
 * uses each target's silhouette only while it works on that target: overwriting one object's
 * numbers allocates nothing, where a fresh silhouette is nine boxed numbers and three objects
 * per target. False (and `out` unchanged) where targetSilhouette gives null.
 */
export function silhouetteInto(eye: Point3, target: Solid, out: SilhouetteScratch): boolean {
  const centre = footprintCentre(target.footprint);
  const dx = centre.x - eye.x;
  const dy = centre.y - eye.y;
  const distance = Math.sqrt(dx * dx + dy * dy);
  if (distance <= EPSILON) return false;
  out.toward.x = dx / distance;
  out.toward.y = dy / distance;
  const footprint = target.footprint;
  out.eye = eye;
  out.centre = centre;
  out.across.x = -out.toward.y;
  out.across.y = out.toward.x;
  out.distance = distance;
  if (footprint.kind === 'circle') {
    // footprintSpanAcross of a circle, written out (the same arithmetic) to spare its answer's object.
    const offset = (footprint.centre.x - centre.x) * out.across.x + (footprint.centre.y - centre.y) * out.across.y;
    out.left = offset - footprint.radius;
    out.right = offset + footprint.radius;
  } else {
    const span = footprintSpanAcross(footprint, centre, out.toward);
    out.left = span.min;
    out.right = span.max;
  }
  out.bottom = target.bottom;
  out.top = target.top;
  return true;
}

/**
 * The point of the silhouette rectangle at offset `across` and height `height`, on the table.
 *
 * @example
 * const s = targetSilhouette(point3(0, 0, 2), solid(circle(point2(12, 0), 0.5), 0, 2));
 * if (s) silhouettePoint(s, 0.5, 1); // { x: 12, y: 0.5, z: 1 }: the target's right edge, half way up
 */
export function silhouettePoint(s: TargetSilhouette, across: number, height: number): Point3 {
  return { x: s.centre.x + s.across.x * across, y: s.centre.y + s.across.y * across, z: height };
}

/** An obstruction's shadow on the silhouette's plane: convex polygons in (across, height). */
export type Shadow = {
  readonly index: number;
  /** Each convex piece's projection, uncut (it may reach far beyond the rectangle). */
  readonly pieces: readonly FlatPolygon[];
};

/**
 * Keeps the part of a convex (t, s) polygon, the first `n` numbers of `ts`, where
 * sign·t ≥ limit; t is depth along the line of sight, s the offset across it. Writes into
 * `out` and returns how many numbers it wrote.
 */
function clipDepthSide(ts: Float64Array, n: number, sign: 1 | -1, limit: number, out: Float64Array): number {
  let written = 0;
  for (let i = 0; i < n; i += 2) {
    const j = i + 2 === n ? 0 : i + 2;
    const dp = sign * ts[i]! - limit;
    const dq = sign * ts[j]! - limit;
    if (dp >= 0) {
      out[written++] = ts[i]!;
      out[written++] = ts[i + 1]!;
    }
    if ((dp >= 0 && dq < 0) || (dp < 0 && dq >= 0)) {
      const t = dp / (dp - dq);
      out[written++] = sign * limit;
      out[written++] = ts[i + 1]! + (ts[j + 1]! - ts[i + 1]!) * t;
    }
  }
  return written;
}

/**
 * Central projection from the eye of a convex prism (footprint: the first `n` numbers of
 * `ts`, depth/offset pairs, all in front of the eye) onto the plane at depth `d`.
 *
 * Seen along a vertical plane through the eye, the prism is a rectangle between the near and
 * far points of the footprint; its top appears highest at the near point when the top is above
 * the eye and at the far point when below it (likewise the bottom). So the shadow's upper
 * outline is the top at the near or far chain of the footprint and its lower outline the bottom
 * at one of them, the chains meeting at the corners seen furthest left and right. No hull is
 * needed, and the result is convex.
 */
function projectPrismInto(ts: Float64Array, n: number, bottom: number, top: number, eyeZ: number, d: number, out: Float64Array): number {
  const m = n / 2;
  let low = 0;
  let high = 0;
  let lowRatio = Infinity;
  let highRatio = -Infinity;
  for (let k = 0; k < m; k++) {
    const ratio = ts[2 * k + 1]! / ts[2 * k]!;
    if (ratio < lowRatio) {
      lowRatio = ratio;
      low = k;
    }
    if (ratio > highRatio) {
      highRatio = ratio;
      high = k;
    }
  }
  // Positive winding in (t, s): walking forward from the leftmost-seen corner to the rightmost
  // follows the far chain, walking backward follows the near chain.
  // Steps from the leftmost-seen corner to the rightmost along the far chain, and along the near one.
  const far = (high - low + m) % m;
  const near = m - far;
  const lowerSteps = bottom <= eyeZ ? near : far;
  const upperSteps = top >= eyeZ ? near : far;
  let w = 0;
  // Lower outline, left to right: near chain (walking backward) when the bottom is below the eye.
  const lowerStep = bottom <= eyeZ ? m - 1 : 1;
  for (let k = low, step = 0; step <= lowerSteps; k = (k + lowerStep) % m, step++) {
    const scale = d / ts[2 * k]!;
    out[w++] = ts[2 * k + 1]! * scale;
    out[w++] = eyeZ + (bottom - eyeZ) * scale;
  }
  // Upper outline, right to left: near chain (walking forward from the right) when the top is above the eye.
  const upperStep = top >= eyeZ ? 1 : m - 1;
  for (let k = high, step = 0; step <= upperSteps; k = (k + upperStep) % m, step++) {
    const scale = d / ts[2 * k]!;
    out[w++] = ts[2 * k + 1]! * scale;
    out[w++] = eyeZ + (top - eyeZ) * scale;
  }
  return w;
}

/** Scratch space for one piece in depth/offset coordinates; reused because shadows run per pair. */
let scratch = new Float64Array(64);
let scratchCut = new Float64Array(64);

/**
 * The shadows of every obstruction that can fall on the silhouette rectangle: culled first
 * by the corridor (the triangle from the eye's foot to the rectangle's base line, which holds
 * every sight line seen from above), then cut to the slab between the eye and the target's
 * plane (depth EPSILON to `distance`; nothing beyond can lie on a sight line, and a piece
 * nearer than EPSILON would throw an unbounded shadow), then projected.
 */
export function shadows(s: TargetSilhouette, set: ObstructionSet, ignore: readonly number[]): Shadow[] {
  const out: Shadow[] = [];
  const [baseX, baseY, endX, endY] = silhouetteBase(s);
  for (const o of triangleCandidates(set, s.eye.x, s.eye.y, baseX, baseY, endX, endY)) {
    if (ignore.includes(o)) continue;
    const pieces = obstructionShadow(s, set, o);
    if (pieces) out.push({ index: o, pieces });
  }
  return out;
}

/** Writes the ends of the rectangle's base line (see {@link silhouetteBase}) into out[at…at + 3]. */
export function silhouetteBaseInto(s: TargetSilhouette, out: Float64Array, at: number): void {
  out[at] = s.centre.x + s.across.x * s.left;
  out[at + 1] = s.centre.y + s.across.y * s.left;
  out[at + 2] = s.centre.x + s.across.x * s.right;
  out[at + 3] = s.centre.y + s.across.y * s.right;
}

/** The ends of the rectangle's base line on the table, left then right: x, y, x, y. */
export function silhouetteBase(s: TargetSilhouette): [number, number, number, number] {
  return [
    s.centre.x + s.across.x * s.left,
    s.centre.y + s.across.y * s.left,
    s.centre.x + s.across.x * s.right,
    s.centre.y + s.across.y * s.right,
  ];
}

/**
 * The shadow of obstruction `o` on the silhouette's plane (its convex pieces' projections
 * that reach the rectangle), or null when none does; see {@link shadows}. The answer
 * depends on nothing but the silhouette and the obstruction, so any superset of candidates
 * gives the same shadows.
 */
export function obstructionShadow(s: TargetSilhouette, set: ObstructionSet, o: number): FlatPolygon[] | null {
  if (!shadowMayFall(s, set, o)) return null;
  const prepared = set.prepared[o]!;
  let pieces: FlatPolygon[] | null = null;
  for (let p = 0; p < prepared.pieces.length; p++) {
    const n = pieceShadowInto(s, prepared, p);
    if (n === 0) continue;
    // Made at its length, one piece as most obstructions have: pushed into from empty, a list keeps room for seventeen.
    if (pieces) pieces.push(packed(shadowOut, n));
    else pieces = [packed(shadowOut, n)];
  }
  return pieces;
}

/**
 * The pieces of {@link obstructionShadow} cut to the silhouette rectangle (`flatClipToRect`),
 * those keeping at least three corners, or null when none does: the same numbers as cutting
 * the whole shadow, without making the whole shadow first (most targets never need it).
 * @internal
 */
export function obstructionCut(s: TargetSilhouette, set: ObstructionSet, o: number): FlatPolygon[] | null {
  if (!shadowMayFall(s, set, o)) return null;
  const prepared = set.prepared[o]!;
  let pieces: FlatPolygon[] | null = null;
  for (let p = 0; p < prepared.pieces.length; p++) {
    const n = pieceShadowInto(s, prepared, p);
    if (n === 0) continue;
    const c = typedClipToRect(shadowOut, n, s.left, s.right, s.bottom, s.top);
    if (c.length < 6) continue;
    if (pieces) pieces.push(c);
    else pieces = [c];
  }
  return pieces;
}

/**
 * Whether some piece of {@link obstructionShadow} passes `test` with the silhouette, read from
 * the shadow's numbers where it was projected (nothing is made).
 * @internal
 */
export function obstructionShadowSome(
  s: TargetSilhouette,
  set: ObstructionSet,
  o: number,
  test: (shadow: Float64Array, n: number, s: TargetSilhouette) => boolean,
): boolean {
  if (!shadowMayFall(s, set, o)) return false;
  const prepared = set.prepared[o]!;
  for (let p = 0; p < prepared.pieces.length; p++) {
    const n = pieceShadowInto(s, prepared, p);
    if (n > 0 && test(shadowOut, n, s)) return true;
  }
  return false;
}

/** Whether obstruction o's bounding circle reaches the slab and corridor of the silhouette. */
function shadowMayFall(s: TargetSilhouette, set: ObstructionSet, o: number): boolean {
  const { eye, distance: d, left, right } = s;
  const tx = s.toward.x;
  const ty = s.toward.y;
  const { cx, cy, reach } = set.bounds;
  const rx = cx[o]! - eye.x;
  const ry = cy[o]! - eye.y;
  const r = reach[o]!;
  const t = rx * tx + ry * ty;
  if (t + r <= 0 || t - r >= d) return false;
  const u = ry * tx - rx * ty;
  // Lengths of the corridor sides' normals turn the side tests into distances.
  return !(u * d - left * t <= -r * Math.sqrt(d * d + left * left) || right * t - u * d <= -r * Math.sqrt(d * d + right * right));
}

/**
 * Piece p of the prepared obstruction cut to the slab and projected onto the silhouette's
 * plane, written into `shadowOut`: how many numbers, or 0 when the piece casts nothing on
 * the rectangle (beyond the slab, outside the corridor, or its shadow's box clear of it).
 */
function pieceShadowInto(s: TargetSilhouette, prepared: PreparedObstruction, p: number): number {
  const piece = prepared.pieces[p]!;
  const d = s.distance;
  const tx = s.toward.x;
  const ty = s.toward.y;
  const ex = s.eye.x;
  const ey = s.eye.y;
  let n = piece.length;
  if (scratch.length < 2 * n + 8) {
    scratch = new Float64Array(4 * n + 16);
    scratchCut = new Float64Array(4 * n + 16);
  }
  let nearest = Infinity;
  let furthest = -Infinity;
  for (let i = 0; i < n; i += 2) {
    const px = piece[i]! - ex;
    const py = piece[i + 1]! - ey;
    const pt = px * tx + py * ty;
    scratch[i] = pt;
    scratch[i + 1] = py * tx - px * ty;
    if (pt < nearest) nearest = pt;
    if (pt > furthest) furthest = pt;
  }
  if (furthest <= EPSILON || nearest >= d) return 0;
  if (nearest < EPSILON || furthest > d) {
    n = clipDepthSide(scratch, n, 1, EPSILON, scratchCut);
    n = clipDepthSide(scratchCut, n, -1, -d, scratch);
    if (n < 6) return 0;
  }
  if (outsideCorridor(scratch, n, d, s.left, s.right)) return 0;
  // The outline has at most one corner per corner of the piece and one more at each end of each chain.
  if (shadowOut.length < 2 * n + 8) shadowOut = new Float64Array(4 * n + 16);
  const w = projectPrismInto(scratch, n, prepared.bottom, prepared.top, s.eye.z, d, shadowOut);
  return overlapsRect(shadowOut, w, s) ? w : 0;
}

/** Where {@link pieceShadowInto} writes a shadow; good until the next piece. */
let shadowOut = new Float64Array(64);


function outsideCorridor(ts: Float64Array, n: number, d: number, left: number, right: number): boolean {
  let allLeft = true;
  let allRight = true;
  for (let i = 0; i < n && (allLeft || allRight); i += 2) {
    const t = ts[i]!;
    const u = ts[i + 1]!;
    if (u * d > left * t) allLeft = false;
    if (u * d < right * t) allRight = false;
  }
  return allLeft || allRight;
}

/** True when the box of the shadow (the first `n` numbers of `flat`) overlaps the rectangle with positive width and height. */
function overlapsRect(flat: Float64Array, n: number, s: TargetSilhouette): boolean {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < n; i += 2) {
    const x = flat[i]!;
    const y = flat[i + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return maxX > s.left && minX < s.right && maxY > s.bottom && minY < s.top;
}
