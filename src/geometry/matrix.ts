import type { BatchOptions } from './hidden.js';
import type { ObstructionSet, Obstructions } from './obstructions.js';
import { asObstructionSet } from './obstructions.js';
import type { Footprint, Solid } from './shapes.js';
import { footprintCentre, rectPolygon, solidsEqual } from './shapes.js';
import type { ShooterOptions, ShooterTarget, ShooterView } from './shooter.js';
import { shooterViews } from './shooter.js';
import { EPSILON } from './tolerance.js';
import type { Point3 } from './vector.js';

/** One shooter of a {@link viewMatrix}: its eye, its targets, and what each target leaves out. */
export type ViewMatrixRow = {
  readonly eye: Point3;
  readonly targets: readonly ShooterTarget[];
} & ShooterOptions;

/**
 * What every shooter makes of each of its targets: `views[s][k]` is entry k of
 * `shooterViews(rows[s].eye, rows[s].targets, obstructions, rows[s])`. What the rows were is
 * kept in `asked`, compactly, so that the next matrix can carry over what did not change.
 */
export type ViewMatrix = {
  readonly views: readonly (readonly ShooterView[])[];
  /**
   * For each row, the targets (ascending) whose views were worked out afresh; the others were
   * carried over from `reuse`, so a page redraws only these. Every target without `reuse`.
   */
  readonly redone: readonly (readonly number[])[];
  readonly obstructions: ObstructionSet;
  readonly asked: readonly AskedRow[];
};

/**
 * A row as the matrix remembers it: the eye, the lists, the targets' bodies and their facings
 * (four numbers each, NaN for none). Numbers rather than the caller's objects, which a page
 * rebuilds on every drag step and need not outlive it. The lists and bodies are kept as given:
 * like all the layer's data they are read-only, and must not be changed in place afterwards.
 */
export type AskedRow = {
  readonly eye: Point3;
  readonly ignore: readonly number[] | undefined;
  readonly ignoreEach: BatchOptions['ignoreEach'];
  readonly linesInSight: boolean;
  readonly bodies: readonly Solid[];
  /**
   * Seven numbers a target from `numbersAt` on: its facing's ends (a x, a y, b x, b y; NaN for
   * none), its body's centre (x, y) and how far the body reaches from it, with the carry-over
   * test's margin. One buffer holds every row of a matrix (a typed array per row, made on every
   * drag step, cost more than the carry-over test of all its pairs), and the test reads a
   * body's centre and reach here rather than from the body, scattered in memory.
   */
  readonly numbers: Float64Array;
  readonly numbersAt: number;
};

/**
 * Every shooter's views of its targets (hidden fractions, sight lines and three lines), for a
 * whole table at once. Given the matrix of the table's previous state as `reuse`, only the
 * pairs the change can touch are worked out again, and the answer is still exactly the one a
 * fresh matrix gives. A pair is carried over when its shooter's eye and options, its target's
 * body, facing and own options are unchanged, and every obstruction that changed (by value,
 * at the same index) stayed, before and after, clear of the pair's corridors: what a pair
 * answers depends only on obstructions that reach, seen from above, the triangle from the
 * eye's foot to the target's silhouette or to its facing, and each is checked here as a
 * triangle holding it (after a cheaper capsule around the triangle). Dragging one model thus
 * costs its own row and column and the few pairs whose lines pass near it, not the whole table.
 *
 * @example
 * // wall, ogre, goblin, set, eye: the scene of obstructionSet's example
 * const first = viewMatrix([{ eye, targets: [{ body: ogre }, { body: goblin }], ignoreEach: [[1], [2]] }], [wall, ogre, goblin]);
 * const stepped = solid(circle(point2(10, 0.5), 1), 0, 2.5); // the ogre steps half an inch
 * const next = viewMatrix([{ eye, targets: [{ body: stepped }, { body: goblin }], ignoreEach: [[1], [2]] }], [wall, stepped, goblin], first);
 * next.redone; // [[0]]: only the ogre's view was worked out again
 */
export function viewMatrix(rows: readonly ViewMatrixRow[], obstructions: Obstructions, reuse?: ViewMatrix): ViewMatrix {
  const set = asObstructionSet(obstructions);
  const moved = reuse ? movedObstructions(reuse.obstructions, set) : null;
  const views: (readonly ShooterView[])[] = [];
  const redone: (readonly number[])[] = [];
  const asked: AskedRow[] = [];
  let size = 0;
  for (const row of rows) size += PER_TARGET * row.targets.length;
  const numbers = new Float64Array(size);
  let numbersAt = 0;
  for (let s = 0; s < rows.length; s++) {
    const row = rows[s]!;
    const before = reuse?.asked[s];
    const kept = before && moved && sameRowOptions(before, row) ? reuse.views[s]! : null;
    // The row's numbers are written first and the carry-over test reads the facings from
    // there: the caller's facings, made afresh on every drag step, are read once.
    rowNumbersInto(row, numbers, numbersAt, before);
    const redo = kept ? pairsToRedo(before!, row, numbers, numbersAt, moved!) : everyTarget(row.targets.length);
    redone.push(redo);
    const whole = kept && redo.length === 0 && row.targets.length === before!.bodies.length;
    views.push(whole ? kept : rowWith(row, set, kept, redo));
    // A row carried over whole was asked with equal values, so its record stands, its numbers
    // copied into this matrix's buffer: a record never holds an older matrix's buffer alive.
    asked.push(whole ? carriedRow(before!, numbers, numbersAt) : askedRow(row, numbers, numbersAt));
    numbersAt += PER_TARGET * row.targets.length;
  }
  return { views, redone, obstructions: set, asked };
}

/** Numbers an asked row keeps per target (see {@link AskedRow}). */
const PER_TARGET = 7;

/** 0, 1, … n − 1. */
function everyTarget(n: number): number[] {
  const all: number[] = [];
  for (let k = 0; k < n; k++) all.push(k);
  return all;
}

/** A remembered row carried over whole, its numbers copied to `numbers[at…]`. */
function carriedRow(before: AskedRow, numbers: Float64Array, at: number): AskedRow {
  const n = PER_TARGET * before.bodies.length;
  for (let i = 0; i < n; i++) numbers[at + i] = before.numbers[before.numbersAt + i]!;
  return { ...before, numbers, numbersAt: at };
}

/**
 * The row's numbers (see {@link AskedRow}) written into `numbers` from `at` on; a body that is
 * the very object the row had before (`before`) keeps the centre and reach worked out then.
 */
function rowNumbersInto(row: ViewMatrixRow, numbers: Float64Array, at: number, before: AskedRow | undefined): void {
  const targets = row.targets;
  const known = before ? before.bodies.length : 0;
  for (let k = 0; k < targets.length; k++) {
    const { body, facing } = targets[k]!;
    const i = at + PER_TARGET * k;
    numbers[i] = facing ? facing.a.x : NaN;
    numbers[i + 1] = facing ? facing.a.y : NaN;
    numbers[i + 2] = facing ? facing.b.x : NaN;
    numbers[i + 3] = facing ? facing.b.y : NaN;
    if (k < known && before!.bodies[k] === body) {
      const j = before!.numbersAt + PER_TARGET * k;
      numbers[i + 4] = before!.numbers[j + 4]!;
      numbers[i + 5] = before!.numbers[j + 5]!;
      numbers[i + 6] = before!.numbers[j + 6]!;
      continue;
    }
    // The silhouette's base line stands on the line through the footprint's centre, no further
    // from it than the footprint's bounding circle about it (see clearOfMoved).
    const footprint = body.footprint;
    const centre = footprintCentre(footprint);
    numbers[i + 4] = centre.x;
    numbers[i + 5] = centre.y;
    numbers[i + 6] = (footprint.kind === 'circle' ? footprint.radius : footprintReach(footprint, centre.x, centre.y)) * (1 + MARGIN) + MARGIN;
  }
}

/** The row as the matrix remembers it, its numbers already written into `numbers` from `at` on. */
function askedRow(row: ViewMatrixRow, numbers: Float64Array, at: number): AskedRow {
  return {
    eye: { x: row.eye.x, y: row.eye.y, z: row.eye.z },
    ignore: row.ignore,
    ignoreEach: row.ignoreEach,
    linesInSight: row.linesInSight === true,
    bodies: row.targets.map((target) => target.body),
    numbers,
    numbersAt: at,
  };
}

/**
 * The targets of a row asked with the same options as `before` whose views must be worked out
 * again: a target the row had not, or whose body, facing or own list changed, or one that an
 * obstruction which moved comes near (see {@link clearOfMoved}). The row's new numbers are at
 * `numbers[at…]`.
 */
function pairsToRedo(before: AskedRow, row: ViewMatrixRow, numbers: Float64Array, at: number, moved: readonly number[]): number[] {
  const redo: number[] = [];
  const targets = row.targets;
  const known = before.bodies.length;
  // One list for every row, as a table's own indices are, is equal entry by entry.
  const sameLists = before.ignoreEach === row.ignoreEach;
  const old = before.numbers;
  for (let k = 0; k < targets.length; k++) {
    if (k >= known) {
      redo.push(k);
      continue;
    }
    const target = targets[k]!;
    const i = at + PER_TARGET * k;
    const j = before.numbersAt + PER_TARGET * k;
    const kept =
      solidsEqual(before.bodies[k]!, target.body) &&
      // A facing is kept when both rows have none (NaN remembered) or both have the same ends.
      (target.facing ? old[j] === numbers[i] && old[j + 1] === numbers[i + 1] && old[j + 2] === numbers[i + 2] && old[j + 3] === numbers[i + 3] : old[j] !== old[j]) &&
      (sameLists || listsEqual(before.ignoreEach?.[k], row.ignoreEach?.[k])) &&
      (moved.length === 0 || clearOfMoved(row.eye, old, j, numbers, i, target.facing !== undefined, moved));
    if (!kept) redo.push(k);
  }
  return redo;
}

/** The row's views with the entries in `redo` worked out afresh and the others taken from `kept`. */
function rowWith(row: ViewMatrixRow, set: ObstructionSet, kept: readonly ShooterView[] | null, redo: readonly number[]): ShooterView[] {
  if (redo.length === row.targets.length) return shooterViews(row.eye, row.targets, set, row);
  const fresh = shooterViews(
    row.eye,
    redo.map((k) => row.targets[k]!),
    set,
    { ignore: row.ignore, ignoreEach: redo.map((k) => row.ignoreEach?.[k]), linesInSight: row.linesInSight },
  );
  const out = kept!.slice(0, row.targets.length);
  redo.forEach((k, i) => (out[k] = fresh[i]!));
  return out;
}

/**
 * The bounding circles, before and after, of the obstructions that changed (x, y, reach, in
 * turn, for each), or null when the two sets cannot be matched index by index. The old side
 * is read from what the old set prepared, not from the list it was given, which its caller
 * may since have refilled.
 */
function movedObstructions(before: ObstructionSet, after: ObstructionSet): number[] | null {
  if (before.prepared.length !== after.solids.length) return null;
  const out: number[] = [];
  for (let o = 0; o < after.solids.length; o++) {
    if (solidsEqual(before.prepared[o]!, after.solids[o]!)) continue;
    out.push(before.bounds.cx[o]!, before.bounds.cy[o]!, before.bounds.reach[o]!);
    out.push(after.bounds.cx[o]!, after.bounds.cy[o]!, after.bounds.reach[o]!);
  }
  return out;
}

function sameRowOptions(before: AskedRow, after: ViewMatrixRow): boolean {
  return (
    before.eye.x === after.eye.x &&
    before.eye.y === after.eye.y &&
    before.eye.z === after.eye.z &&
    before.linesInSight === (after.linesInSight === true) &&
    listsEqual(before.ignore, after.ignore)
  );
}

/**
 * Whether every obstruction that moved stays clear, before and after, of the corridors of the
 * pair seen from `eye`, whose remembered body's centre and reach are at `old[j + 4…j + 6]` and
 * whose facing's ends (when it has one) are at `facings[i…i + 3]`. The eye comes as its object,
 * not as two numbers: passed to a function the compiler does not inline, they would be boxed.
 */
function clearOfMoved(eye: Point3, old: Float64Array, j: number, facings: Float64Array, i: number, faced: boolean, moved: readonly number[]): boolean {
  // The silhouette's base line stands on the line through the footprint's centre square to
  // the line of sight, no further from the centre than the footprint's bounding circle about
  // it: the triangle from the eye's foot to the two points of that line a reach either side
  // of the centre holds the sight corridor. The three lines' triangle runs from the foot to
  // the facing's ends. Each triangle lies in a capsule (from the foot to the centre, as wide
  // as the reach; from the foot to the facing's middle, as wide as half the facing), which
  // settles most obstructions at less cost. (With the eye straight above the centre there is
  // no silhouette, and the capsule stands in for its triangle.)
  // The body is the one remembered (by value), so its centre and reach are those worked out
  // when it was asked (rowNumbersInto).
  const fx = eye.x;
  const fy = eye.y;
  const cx = old[j + 4]!;
  const cy = old[j + 5]!;
  const bodyReach = old[j + 6]!;
  const dx = cx - fx;
  const dy = cy - fy;
  const ax = facings[i]!;
  const ay = facings[i + 1]!;
  const bx = facings[i + 2]!;
  const by = facings[i + 3]!;
  // The capsules' axes (foot to centre, foot to the facing's middle) and what the triangles
  // need (the silhouette's half-width across the line of sight, half the facing) are worked
  // out only for a pair that some moved obstruction comes near: most pairs of a drag step
  // are settled by the first capsule alone. The numbers are those worked out up front before.
  const mx = faced ? (ax + bx) / 2 : 0;
  const my = faced ? (ay + by) / 2 : 0;
  const sightLength = dx * dx + dy * dy;
  const facingLength = (mx - fx) * (mx - fx) + (my - fy) * (my - fy);
  let half = -1;
  // The tests read their numbers from `near` (see nearTriangle): passed as arguments to a
  // function the compiler does not inline, each would be boxed, nine per pair and obstruction.
  const t = near;
  for (let i = 0; i < moved.length; i += 3) {
    const ox = moved[i]!;
    const oy = moved[i + 1]!;
    const r = moved[i + 2]! * (1 + MARGIN) + MARGIN;
    if (capsuleNear(ox - fx, oy - fy, dx, dy, sightLength, (r + bodyReach) * (r + bodyReach))) {
      const distance = Math.sqrt(dx * dx + dy * dy);
      if (!(distance > MARGIN)) return false;
      const vx = (-dy / distance) * bodyReach;
      const vy = (dx / distance) * bodyReach;
      t[0] = ox;
      t[1] = oy;
      t[2] = r * r;
      t[3] = fx;
      t[4] = fy;
      t[5] = cx - vx;
      t[6] = cy - vy;
      t[7] = cx + vx;
      t[8] = cy + vy;
      if (nearTriangle(t)) return false;
    }
    if (faced) {
      if (half < 0) half = Math.sqrt((bx - ax) ** 2 + (by - ay) ** 2) / 2 + MARGIN;
      if (capsuleNear(ox - fx, oy - fy, mx - fx, my - fy, facingLength, (r + half) * (r + half))) {
        t[0] = ox;
        t[1] = oy;
        t[2] = r * r;
        t[3] = fx;
        t[4] = fy;
        t[5] = ax;
        t[6] = ay;
        t[7] = bx;
        t[8] = by;
        if (nearTriangle(t)) return false;
      }
    }
  }
  return true;
}

/**
 * {@link nearEdge} for a segment from the origin to (dx, dy) of squared length `lengthSquared`
 * and the point (px, py): whether the point lies nearer than √`within` to it. The same
 * arithmetic as nearEdge (there the segment's first end is subtracted from both), written small
 * enough for the compiler to inline, so that nothing is boxed. @internal exported for its test
 */
export function capsuleNear(px: number, py: number, dx: number, dy: number, lengthSquared: number, within: number): boolean {
  let along = lengthSquared === 0 ? 0 : (px * dx + py * dy) / lengthSquared;
  along = along < 0 ? 0 : along > 1 ? 1 : along;
  const ex = px - dx * along;
  const ey = py - dy * along;
  return ex * ex + ey * ey < within;
}

/**
 * Scratch for {@link nearEdge} and {@link nearTriangle}: 0–1 a point, 2 a squared distance,
 * 3–8 the corners of a triangle (the first two the ends of a segment).
 */
const near = new Float64Array(9);

/**
 * Whether the point of `t` lies nearer than √t[2] to the segment from corner a to corner b
 * (indices into `t`). @internal exported for the test of {@link capsuleNear}
 */
export function nearEdge(t: Float64Array, a: number, b: number): boolean {
  // pointSegmentDistanceSquared, reading its numbers from `t`.
  const ax = t[a]!;
  const ay = t[a + 1]!;
  const dx = t[b]! - ax;
  const dy = t[b + 1]! - ay;
  const px = t[0]! - ax;
  const py = t[1]! - ay;
  const lengthSquared = dx * dx + dy * dy;
  let along = lengthSquared === 0 ? 0 : (px * dx + py * dy) / lengthSquared;
  along = along < 0 ? 0 : along > 1 ? 1 : along;
  const ex = px - dx * along;
  const ey = py - dy * along;
  return ex * ex + ey * ey < t[2]!;
}

/**
 * Whether the point of `t` lies inside the triangle of `t` (either winding; one with no area
 * is its edges) or nearer than √t[2] to an edge of it.
 */
function nearTriangle(t: Float64Array): boolean {
  const ox = t[0]!;
  const oy = t[1]!;
  const ax = t[3]!;
  const ay = t[4]!;
  const bx = t[5]!;
  const by = t[6]!;
  const cx = t[7]!;
  const cy = t[8]!;
  const s1 = (bx - ax) * (oy - ay) - (by - ay) * (ox - ax);
  const s2 = (cx - bx) * (oy - by) - (cy - by) * (ox - bx);
  const s3 = (ax - cx) * (oy - cy) - (ay - cy) * (ox - cx);
  if ((s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0)) return true;
  return nearEdge(t, 3, 5) || nearEdge(t, 5, 7) || nearEdge(t, 7, 3);
}

/**
 * Room on every "stays clear" test, far above rounding and the tolerance of the queries'
 * own touching decisions: a pair is redone rather than risk carrying over a grazing change.
 */
const MARGIN = 4 * EPSILON;

/** How far the footprint reaches from (x, y): its radius about its centre, or its furthest corner. */
function footprintReach(footprint: Footprint, x: number, y: number): number {
  switch (footprint.kind) {
    case 'circle':
      return Math.sqrt((footprint.centre.x - x) ** 2 + (footprint.centre.y - y) ** 2) + footprint.radius;
    case 'rect':
    case 'polygon': {
      let furthest = 0;
      for (const p of footprint.kind === 'rect' ? rectPolygon(footprint) : footprint.points) {
        furthest = Math.max(furthest, (p.x - x) ** 2 + (p.y - y) ** 2);
      }
      return Math.sqrt(furthest);
    }
  }
}

function listsEqual(a: readonly number[] | undefined, b: readonly number[] | undefined): boolean {
  if (a === b) return true;
  const p = a ?? NONE;
  const q = b ?? NONE;
  return p.length === q.length && p.every((v, i) => v === q[i]);
}

const NONE: readonly number[] = [];
