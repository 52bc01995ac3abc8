import { fanCandidates, fanOrder, obstructionFan } from './fan.js';
import type { BatchOptions, HiddenFraction } from './hidden.js';
import { candidatesView } from './hidden.js';
import type { ObstructionSet, Obstructions } from './obstructions.js';
import { asObstructionSet, triangleCandidatesInto } from './obstructions.js';
import type { Segment } from './segment.js';
import type { Solid } from './shapes.js';
import { footprintCentre } from './shapes.js';
import type { ThreeLines } from './three-lines.js';
import { linesThrough, outlinesFrom } from './three-lines.js';
import type { Point2, Point3 } from './vector.js';
import { silhouetteBaseInto, silhouetteInto, silhouetteScratch } from './view.js';

/** One target of {@link shooterViews}: its body, and the facing to draw three lines to, if any. */
export type ShooterTarget = { readonly body: Solid; readonly facing?: Segment };

/** What one shooter makes of one target: the hidden fraction and, given a facing, the three lines. */
export type ShooterView = { readonly view: HiddenFraction; readonly lines: ThreeLines | null };

/**
 * The options of {@link shooterViews}: those of every batch, and whether to draw a target's
 * three lines only when the eye sees it.
 */
export type ShooterOptions = BatchOptions & {
  /**
   * Draw a target's three lines only when the eye has a line of sight to it; the others'
   * `lines` are null. Cover lines matter only to a target that can be shot at (The Ninth Age
   * draws them from a point that sees the target, ruling T-6), and on a crowded table most
   * targets are out of sight, their lines the longest, crossing the most and answering nothing.
   */
  readonly linesInSight?: boolean;
};

const NONE: readonly number[] = [];

/**
 * Targets from which reading the outlines from the eye (`outlinesFrom`, each the first time a
 * line meets it) pays: it only saves line tests, and the lines of a few targets (a view
 * matrix redoing a handful of pairs per shooter) meet each outline too seldom to repay
 * reading it. The answers are the same either way.
 */
const OUTLINES_FROM = 12;

/**
 * Everything one shooter asks about many targets in one pass: entry k holds
 * `hiddenFraction(eye, targets[k].body, …)` and, when the target has a facing,
 * `threeLines(foot, targets[k].facing, …)` from the eye's foot, each exactly as the one-pair
 * function answers with `{ ignore: [...ignore, ...ignoreEach[k]] }`. The obstructions are
 * sorted into angular sectors around the eye once, and each target reads them once for both
 * questions. With `linesInSight`, a target out of the eye's sight gets no lines.
 *
 * @example
 * // wall, ogre, goblin, set, eye: the scene of obstructionSet's example
 * const views = shooterViews(eye, [{ body: ogre, facing: segment(point2(9, 3), point2(9, -3)) }, { body: goblin }], set, { ignoreEach: [[1], [2]] });
 * // views[0]: hidden 0.378…, and three lines, the centre one through the wall; views[1]: hidden 0.145…, lines null
 */
export function shooterViews(
  eye: Point3,
  targets: readonly ShooterTarget[],
  obstructions: Obstructions,
  options: ShooterOptions = {},
): ShooterView[] {
  const set = asObstructionSet(obstructions);
  if (targets.length * FAN_FROM_SHARE < set.prepared.length) return fewTargetViews(eye, targets, set, options);
  const fan = obstructionFan(set, eye.x, eye.y, options.ignore ?? NONE);
  const foot: Point2 = { x: eye.x, y: eye.y };
  const seen = targets.length >= OUTLINES_FROM ? outlinesFrom(set, eye.x, eye.y) : null;
  // The targets are visited around the eye (see fanOrder), by their footprints' centres (where
  // their silhouettes stand): reading those keeps nothing alive, as silhouettes made ahead
  // would (a garbage collection in the middle of the batch copies whatever is still alive).
  if (pointsScratch.length < 2 * targets.length) pointsScratch = new Float64Array(4 * targets.length);
  const points = pointsScratch;
  for (let k = 0; k < targets.length; k++) {
    const centre = footprintCentre(targets[k]!.body.footprint);
    points[2 * k] = centre.x;
    points[2 * k + 1] = centre.y;
  }
  const order = fanOrder(fan, points, targets.length);
  const ends = endsScratch;
  const linesInSight = options.linesInSight === true;
  // One silhouette for every target in turn: nothing below keeps it past its target.
  const silhouette = silhouetteScratch();
  const out = new Array<ShooterView>(targets.length);
  for (let i = 0; i < targets.length; i++) {
    const k = order[i]!;
    const target = targets[k]!;
    const ignore = options.ignoreEach?.[k] ?? NONE;
    const facing = target.facing;
    const s = silhouetteInto(eye, target.body, silhouette) ? silhouette : null;
    let view: HiddenFraction = CLEAR;
    let lines: ThreeLines | null = null;
    // The corridors to read: the sight one (to the silhouette's base line) and the three
    // lines' one (to the facing), or one of them twice.
    if (s) silhouetteBaseInto(s, ends, 0);
    if (facing) {
      ends[4] = facing.a.x;
      ends[5] = facing.a.y;
      ends[6] = facing.b.x;
      ends[7] = facing.b.y;
    }
    // Copied by hand: `copyWithin`, a builtin, costs more to call than four numbers take to copy.
    if (!s) for (let e = 0; e < 4; e++) ends[e] = ends[e + 4]!;
    else if (!facing) for (let e = 0; e < 4; e++) ends[e + 4] = ends[e]!;
    if (s || facing) {
      const count = fanCandidates(fan, ends);
      if (s) view = candidatesView(s, set, fan.list, count, ignore);
      if (facing && (!linesInSight || view.sightLine)) lines = linesThrough(foot, facing, set, fan.list, count, NONE, ignore, seen);
    }
    out[k] = { view, lines };
  }
  return out;
}

/**
 * The targets' centres and one target's corridor ends, reused by every batch (batches do not
 * nest): a typed array made per shooter cost more than the fan's own pass on a skirmish table.
 */
let pointsScratch = new Float64Array(256);
const endsScratch = new Float64Array(8);

/**
 * A fan is a pass over every obstruction; a target reading the set's grid instead of the fan
 * pays a little more. The pass pays from one target per this many obstructions: with fewer
 * (a view matrix redoing, in every row, the few pairs a move touched) each target reads the
 * grid, as the one-pair queries do. The answers are the same either way.
 */
const FAN_FROM_SHARE = 16;

/**
 * {@link shooterViews} for a few targets: each reads the set's grid over its own corridor
 * (the candidates the one-pair queries read), without a fan or outlines seen from the eye.
 */
function fewTargetViews(eye: Point3, targets: readonly ShooterTarget[], set: ObstructionSet, options: ShooterOptions): ShooterView[] {
  const foot: Point2 = { x: eye.x, y: eye.y };
  const ignore = options.ignore ?? NONE;
  // One buffer for every corridor of the call: a drag step asks this for every row.
  const list = new Int32Array(set.prepared.length);
  // Each corridor's corners, the eye's foot first: read from an array, not passed as numbers
  // (see triangleCandidatesInto).
  const corners = new Float64Array(6);
  corners[0] = eye.x;
  corners[1] = eye.y;
  // One silhouette for every target in turn, as in shooterViews: nothing keeps it past its target.
  const silhouette = silhouetteScratch();
  const out = new Array<ShooterView>(targets.length);
  for (let k = 0; k < targets.length; k++) {
    const target = targets[k]!;
    const own = options.ignoreEach?.[k] ?? NONE;
    const facing = target.facing;
    const s = silhouetteInto(eye, target.body, silhouette) ? silhouette : null;
    let view: HiddenFraction = CLEAR;
    if (s) {
      silhouetteBaseInto(s, corners, 2);
      const found = triangleCandidatesInto(set, corners, list);
      let count = 0;
      for (let i = 0; i < found; i++) if (!ignore.includes(list[i]!)) list[count++] = list[i]!;
      view = candidatesView(s, set, list, count, own);
    }
    let lines: ThreeLines | null = null;
    if (facing && (options.linesInSight !== true || view.sightLine)) {
      corners[2] = facing.a.x;
      corners[3] = facing.a.y;
      corners[4] = facing.b.x;
      corners[5] = facing.b.y;
      const count = triangleCandidatesInto(set, corners, list);
      lines = linesThrough(foot, facing, set, list, count, ignore, own, null);
    }
    out[k] = { view, lines };
  }
  return out;
}

/** What nothing hides; the same shape `hiddenFraction` returns. */
const CLEAR: HiddenFraction = Object.freeze({ hidden: 0, by: Object.freeze([]), sightLine: true });
