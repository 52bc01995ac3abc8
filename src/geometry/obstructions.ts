import type { Polygon } from './polygon.js';
import { pointStrictlyInPolygon, polygonBoundaryDistance, polygonCentroid, polygonConvexParts, polygonIsConvex } from './polygon.js';
import type { OutlineHints } from './crossing.js';
import type { Footprint, Solid } from './shapes.js';
import { EPSILON } from './tolerance.js';
import type { Point2 } from './vector.js';
import type { Circle } from './shapes.js';
import { CIRCLE_SIDES, circleFlatPolygon, footprintPolygon, solidsEqual } from './shapes.js';
import type { FlatPolygon } from './union.js';
import { convexEroded, flatPolygon } from './union.js';

/**
 * An obstruction a line passes through, with how tall it is and how high its top stands. It is
 * defined here, not with the three-line test that reports it, because each prepared
 * obstruction carries its own (`crossing`).
 */
export type LineCrossing = { readonly index: number; readonly height: number; readonly top: number };

/** One obstruction made ready for many queries. */
export type PreparedObstruction = {
  /** Its position in the list it was prepared from; results report this. */
  readonly index: number;
  readonly footprint: Footprint;
  readonly bottom: number;
  readonly top: number;
  /** A circle around the footprint, for cheap rejection. */
  readonly cx: number;
  readonly cy: number;
  readonly reach: number;
  /** Convex pieces tiling the footprint (a circle is its regular polygon), wound positively. */
  readonly pieces: readonly FlatPolygon[];
  /** The exact outline for flat tests (a circle is tested as a circle and has none here). */
  readonly outline: Polygon | null;
  /** The same outline as flat coordinates, for the hot loops. */
  readonly flatOutline: FlatPolygon | null;
  /** What a line crossing it reports; one shared, read-only object per obstruction. */
  readonly crossing: LineCrossing;
  /**
   * For a convex outline, a disk so deep inside it that any line through the disk surely
   * crosses (see `core`); its radius is negative when there is none (circles, non-convex
   * outlines, slivers).
   */
  readonly coreX: number;
  readonly coreY: number;
  readonly coreRadius: number;
  /**
   * For each convex piece, a disk inside it: x, y and radius, the piece's centroid and its
   * distance to the piece's outline (radius 0 when there is none).
   */
  readonly pieceDisks: Float64Array;
  /** Convexity and shrunk pieces of the outline, for the crossing test; null for circles. */
  readonly hints: OutlineHints | null;
  /**
   * A convex outline shrunk by 2·EPSILON (and a rounding margin): a line that passes through
   * it surely crosses (see `core`). Null for circles and non-convex outlines.
   */
  readonly deepOutline: FlatPolygon | null;
  /**
   * For a non-convex outline, its convex pieces with what the three-line test needs to settle
   * a line through one (see `deepPieces`); empty otherwise.
   */
  readonly deepPieces: readonly DeepPiece[];
};

/**
 * A convex piece of a non-convex outline, shrunk by 2·EPSILON (and a rounding margin), with
 * the piece itself and its seams: the edges it shares with other pieces, inside the outline
 * (x0, y0, x1, y1 each).
 */
export type DeepPiece = { readonly deep: FlatPolygon; readonly piece: FlatPolygon; readonly seams: Float64Array };

/**
 * Obstructions prepared once (convex pieces, bounding circles) and reused by every query:
 * build one per table state and pass it instead of the plain list when asking many questions.
 */
export type ObstructionSet = {
  readonly kind: 'obstruction-set';
  readonly solids: readonly Solid[];
  /** Each solid in the queries' working form. @internal */
  readonly prepared: readonly PreparedObstruction[];
  /** The bounding circles again, packed for the culling loops. @internal */
  readonly bounds: { readonly cx: Float64Array; readonly cy: Float64Array; readonly reach: Float64Array };
  /**
   * Each obstruction's numbers for the hot loops side by side, {@link PACKED} per obstruction,
   * so that a candidate is read from one or two cache lines rather than from its prepared
   * object (on a table of thousands, those objects are spread over megabytes):
   * 0–2 its bounding circle (x, y, reach); 3 the radius of a round footprint, NaN otherwise;
   * 4–6 a round footprint's centre and (radius − EPSILON)², the squared distance a line must
   * come within to cross it, or a convex outline's core disk (`coreX`, `coreY`,
   * `coreRadius`); 7 what the outline is (see {@link OUTLINE_ROUND}); 8 bottom; 9 top;
   * 10–11 where the piece disks start in `disks` and how many numbers they take.
   *
   * @internal
   */
  readonly packed: Float64Array;
  /** Every obstruction's `pieceDisks`, one after the other (see `packed`). @internal */
  readonly disks: Float64Array;
  /**
   * Each prepared obstruction's `crossing`, side by side: the three-line loops report most
   * candidates they read without touching the rest of what was prepared for them. @internal
   */
  readonly crossings: readonly LineCrossing[];
  /** A uniform grid over the bounding circles, or null when a plain scan is as fast. @internal */
  readonly grid: ObstructionGrid | null;
};

/**
 * Cells of `size` inches from (`x0`, `y0`), `columns` × `rows` of them; the obstructions
 * touching cell c are `items[starts[c]]` up to `items[starts[c + 1]]`.
 */
export type ObstructionGrid = {
  readonly x0: number;
  readonly y0: number;
  readonly size: number;
  readonly columns: number;
  readonly rows: number;
  readonly starts: Int32Array;
  readonly items: Int32Array;
};

/** Numbers per obstruction in an {@link ObstructionSet}'s `packed`. @internal */
export const PACKED = 12;

/** What `packed` says an outline is (entry 7): round (a circle), convex, or not convex. @internal */
export const OUTLINE_ROUND = 0;
export const OUTLINE_CONVEX = 1;
export const OUTLINE_CONCAVE = 2;

/** Below this many obstructions a linear scan beats walking a grid. */
const GRID_FROM = 24;

/** Either the plain list of solids or a prepared {@link ObstructionSet} of them. */
export type Obstructions = readonly Solid[] | ObstructionSet;

/** Options shared by the queries that take obstructions. */
export type ObstructionOptions = {
  /** Indices to leave out: typically the shooter and the target themselves. */
  readonly ignore?: readonly number[];
};

function prepare(s: Solid, index: number): PreparedObstruction {
  if (s.footprint.kind === 'circle') return preparedRound(s, s.footprint, index);
  const outline = footprintPolygon(s.footprint);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of outline) {
    minX = Math.min(minX, p.x);
    maxX = Math.max(maxX, p.x);
    minY = Math.min(minY, p.y);
    maxY = Math.max(maxY, p.y);
  }
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  // One square root of the largest squared distance, not Math.hypot per corner (a slow
  // builtin, most of what preparing a round base cost): the two differ by rounding only, far
  // below EPSILON, and every test reading the bounding circle allows for more than that.
  let furthest = 0;
  for (const p of outline) furthest = Math.max(furthest, (p.x - cx) * (p.x - cx) + (p.y - cy) * (p.y - cy));
  const reach = Math.sqrt(furthest);
  const pieces = s.footprint.kind === 'rect' ? [flatPolygon(outline)] : polygonConvexParts(outline).map(flatPolygon);
  const exact = outline;
  const deep = core(exact);
  const convex = polygonIsConvex(exact);
  const disks = pieceDisks(pieces);
  return {
    index,
    footprint: s.footprint,
    bottom: s.bottom,
    top: s.top,
    cx,
    cy,
    reach,
    pieces,
    outline: exact,
    flatOutline: flatPolygon(exact),
    crossing: Object.freeze({ index, height: s.top - s.bottom, top: s.top }),
    coreX: deep?.x ?? 0,
    coreY: deep?.y ?? 0,
    coreRadius: deep?.radius ?? -1,
    pieceDisks: disks,
    hints: { convex, cores: shrunkPieces(pieces) },
    deepOutline: deepOutline(exact),
    deepPieces: pieces.length > 1 ? deepPieces(exact, pieces) : [],
  };
}

/**
 * {@link prepare} for a round footprint, the most common obstruction (every round base):
 * the same numbers from its regular polygon's corners written flat, without a corner object
 * or an outline to walk twice.
 */
function preparedRound(s: Solid, f: Circle, index: number): PreparedObstruction {
  const flat = circleFlatPolygon(f);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < flat.length; i += 2) {
    minX = Math.min(minX, flat[i]!);
    maxX = Math.max(maxX, flat[i]!);
    minY = Math.min(minY, flat[i + 1]!);
    maxY = Math.max(maxY, flat[i + 1]!);
  }
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  let furthest = 0;
  for (let i = 0; i < flat.length; i += 2) {
    const dx = flat[i]! - cx;
    const dy = flat[i + 1]! - cy;
    furthest = Math.max(furthest, dx * dx + dy * dy);
  }
  // A round footprint's polygon holds the circle of radius r·cos(π/sides) about its centre.
  const disks = new Float64Array(3);
  disks[0] = f.centre.x;
  disks[1] = f.centre.y;
  disks[2] = f.radius * ROUND_INNER;
  return {
    index,
    footprint: f,
    bottom: s.bottom,
    top: s.top,
    cx,
    cy,
    reach: Math.sqrt(furthest),
    pieces: [flat],
    outline: null,
    flatOutline: null,
    crossing: Object.freeze({ index, height: s.top - s.bottom, top: s.top }),
    coreX: 0,
    coreY: 0,
    coreRadius: -1,
    pieceDisks: disks,
    hints: null,
    deepOutline: null,
    deepPieces: [],
  };
}

const ROUND_INNER = Math.cos(Math.PI / CIRCLE_SIDES);

/**
 * A line that crosses a piece's shrunk self, enters and leaves the piece through the
 * outline's own edges (no seam) and runs on past it has a stretch inside the outline that is
 * the piece's chord, or part of it, with a point more than 2·EPSILON inside: by the chord
 * argument of `core` the middle of that stretch is more than EPSILON inside.
 */
function deepPieces(outline: Polygon, pieces: readonly FlatPolygon[]): DeepPiece[] {
  const n = outline.length;
  const onOutline = (ax: number, ay: number, bx: number, by: number): boolean => {
    for (let i = 0; i < n; i++) {
      const p = outline[i]!;
      const q = outline[(i + 1) % n]!;
      if ((p.x === ax && p.y === ay && q.x === bx && q.y === by) || (p.x === bx && p.y === by && q.x === ax && q.y === ay)) return true;
    }
    return false;
  };
  const out: DeepPiece[] = [];
  for (const piece of pieces) {
    const deep = convexEroded(piece, 2 * EPSILON + CORE_MARGIN);
    if (deep.length < 6) continue;
    const seams: number[] = [];
    for (let i = 0; i < piece.length; i += 2) {
      const j = i + 2 === piece.length ? 0 : i + 2;
      const [ax, ay, bx, by] = [piece[i]!, piece[i + 1]!, piece[j]!, piece[j + 1]!];
      if (!onOutline(ax, ay, bx, by)) seams.push(ax, ay, bx, by);
    }
    out.push({ deep, piece, seams: Float64Array.from(seams) });
  }
  return out;
}

function deepOutline(outline: Polygon | null): FlatPolygon | null {
  if (!outline || !polygonIsConvex(outline)) return null;
  const shrunk = convexEroded(flatPolygon(outline), 2 * EPSILON + CORE_MARGIN);
  return shrunk.length >= 6 ? shrunk : null;
}

function pieceDisks(pieces: readonly FlatPolygon[]): Float64Array {
  const out = new Float64Array(3 * pieces.length);
  pieces.forEach((piece, k) => {
    const polygon: Point2[] = [];
    for (let i = 0; i < piece.length; i += 2) polygon.push({ x: piece[i]!, y: piece[i + 1]! });
    const c = polygonCentroid(polygon);
    out[3 * k] = c.x;
    out[3 * k + 1] = c.y;
    out[3 * k + 2] = pointStrictlyInPolygon(c, polygon) ? polygonBoundaryDistance(c, polygon) : 0;
    // Small pieces get their widest disk instead: the centroid's can be much smaller, in a
    // sliver of a triangle, and the disks decide how many swallowed targets skip projecting.
    if (piece.length <= 2 * WIDEST_CORNERS) {
      const widest = widestDisk(piece);
      if (widest && widest[2] > out[3 * k + 2]!) out.set(widest, 3 * k);
    }
  });
  return out;
}

/** Pieces with at most this many corners look for their widest disk (the search is cubic). */
const WIDEST_CORNERS = 8;

/**
 * The widest disk inside a convex polygon (its centre the point furthest from every edge):
 * of the disks touching three edge lines from inside, the widest that no edge line cuts.
 * Null when the polygon has no area.
 */
function widestDisk(piece: FlatPolygon): [number, number, number] | null {
  const n = piece.length / 2;
  let twice = 0;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    twice += piece[2 * i]! * piece[2 * j + 1]! - piece[2 * j]! * piece[2 * i + 1]!;
  }
  if (twice === 0) return null;
  const sign = twice > 0 ? 1 : -1;
  // Inward unit normals and offsets: distance inside edge i is nx·x + ny·y − c.
  const nx: number[] = [];
  const ny: number[] = [];
  const c: number[] = [];
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const ex = piece[2 * j]! - piece[2 * i]!;
    const ey = piece[2 * j + 1]! - piece[2 * i + 1]!;
    const length = Math.hypot(ex, ey);
    if (length === 0) continue;
    const ux = (-ey * sign) / length;
    const uy = (ex * sign) / length;
    nx.push(ux);
    ny.push(uy);
    c.push(ux * piece[2 * i]! + uy * piece[2 * i + 1]!);
  }
  const m = nx.length;
  let best: [number, number, number] | null = null;
  for (let a = 0; a < m; a++) {
    for (let b = a + 1; b < m; b++) {
      for (let d = b + 1; d < m; d++) {
        // Equal distance r to the three lines: (n_a − n_b)·p = c_a − c_b, (n_a − n_d)·p = c_a − c_d.
        const a11 = nx[a]! - nx[b]!;
        const a12 = ny[a]! - ny[b]!;
        const a21 = nx[a]! - nx[d]!;
        const a22 = ny[a]! - ny[d]!;
        const det = a11 * a22 - a12 * a21;
        if (Math.abs(det) < 1e-12) continue;
        const r1 = c[a]! - c[b]!;
        const r2 = c[a]! - c[d]!;
        const x = (r1 * a22 - a12 * r2) / det;
        const y = (a11 * r2 - r1 * a21) / det;
        let r = Infinity;
        for (let e = 0; e < m; e++) r = Math.min(r, nx[e]! * x + ny[e]! * y - c[e]!);
        if (r > 0 && (!best || r > best[2])) best = [x, y, r];
      }
    }
  }
  return best;
}

/**
 * The pieces shrunk by EPSILON (and a rounding margin), wound positively: a point in one is
 * more than EPSILON inside its piece, hence inside the whole outline. Pieces too thin to
 * keep anything are left out.
 */
function shrunkPieces(pieces: readonly FlatPolygon[]): FlatPolygon[] {
  const out: FlatPolygon[] = [];
  for (const piece of pieces) {
    const shrunk = convexEroded(piece, EPSILON + CORE_MARGIN);
    if (shrunk.length < 6) continue;
    let twice = 0;
    for (let i = 0; i < shrunk.length; i += 2) {
      const j = i + 2 === shrunk.length ? 0 : i + 2;
      twice += shrunk[i]! * shrunk[j + 1]! - shrunk[j]! * shrunk[i + 1]!;
    }
    if (twice > 0) out.push(shrunk);
    else {
      const reversed: number[] = [];
      for (let i = shrunk.length - 2; i >= 0; i -= 2) reversed.push(shrunk[i]!, shrunk[i + 1]!);
      out.push(reversed);
    }
  }
  return out;
}

/**
 * A disk inside a convex outline, about its centroid, kept 2·EPSILON (and a rounding margin)
 * clear of the outline: a segment reaching into it has a point more than 2·EPSILON inside.
 * On a convex outline the depth along a chord is concave, so the chord's middle is then more
 * than EPSILON inside, and the three-line test (which judges each stretch by its middle)
 * answers "crosses" without looking further. Null for non-convex outlines, where a stretch
 * can pass deep through one part and still have its middle near an edge.
 */
function core(outline: Polygon): { x: number; y: number; radius: number } | null {
  if (!polygonIsConvex(outline)) return null;
  const c = polygonCentroid(outline);
  const radius = polygonBoundaryDistance(c, outline) - 2 * EPSILON - CORE_MARGIN;
  return radius > 0 && pointStrictlyInPolygon(c, outline) ? { x: c.x, y: c.y, radius } : null;
}

/** Far above the rounding of table coordinates and far below EPSILON. */
const CORE_MARGIN = 1e-9;

/**
 * Prepares solids for repeated sight, hidden-fraction and three-line queries; indices in the
 * results are positions in `solids`. Given the set of the table's previous state, every solid
 * equal by value to the one `previous` held at the same index keeps what was prepared for it,
 * so a move prepares only what moved, and the packed arrays and the grid are the previous
 * ones with only the moved entries changed (copied, not changed in place: `previous` stays
 * good). The answers are those of a set prepared from nothing.
 *
 * @example
 * const wall = solid(polygonFootprint([point2(5.5, -2), point2(6.5, -2), point2(6.5, 2), point2(5.5, 2)]), 0, 1);
 * const ogre = solid(circle(point2(10, 0), 1), 0, 2.5);
 * const goblin = solid(circle(point2(10, 4), 0.5), 0, 1);
 * const set = obstructionSet([wall, ogre, goblin]);
 * const eye = point3(0, 0, 1.1);
 * hiddenFraction(eye, ogre, set, { ignore: [1] }).hidden; // 0.37846153846153846: the wall hides the ogre's legs; it does not hide itself
 * const stepped = obstructionSet([wall, solid(circle(point2(10, 0.5), 1), 0, 2.5), goblin], set); // the ogre steps: only it is prepared again
 */
export function obstructionSet(solids: readonly Solid[], previous?: ObstructionSet): ObstructionSet {
  const before = previous?.prepared ?? [];
  const count = solids.length;
  const prepared = new Array<PreparedObstruction>(count);
  const changed: number[] = [];
  for (let o = 0; o < count; o++) {
    const s = solids[o]!;
    const kept = before[o];
    if (kept && solidsEqual(kept, s)) prepared[o] = kept;
    else {
      prepared[o] = prepare(s, o);
      changed.push(o);
    }
  }
  // The same number of obstructions: the previous arrays with the changed entries written over.
  if (previous && before.length === count) {
    if (changed.length === 0) return { ...previous, solids };
    const bounds = { cx: previous.bounds.cx.slice(), cy: previous.bounds.cy.slice(), reach: previous.bounds.reach.slice() };
    const packed = previous.packed.slice();
    const crossings = previous.crossings.slice();
    // The disks stay where they were while each changed obstruction has as many as before.
    const sameDisks = changed.every((o) => prepared[o]!.pieceDisks.length === before[o]!.pieceDisks.length);
    const disks = sameDisks ? previous.disks.slice() : disksOf(prepared, packed);
    for (const o of changed) {
      fill(prepared[o]!, bounds, packed, crossings);
      if (sameDisks) disks.set(prepared[o]!.pieceDisks, packed[PACKED * o + 10]);
    }
    return { kind: 'obstruction-set', solids, prepared, bounds, packed, disks, crossings, grid: gridUpdated(previous.grid, previous.bounds, bounds, changed) };
  }
  const bounds = { cx: new Float64Array(count), cy: new Float64Array(count), reach: new Float64Array(count) };
  const packed = new Float64Array(PACKED * count);
  // Filled in order, so the array stays packed (no holes for the loops to check).
  const crossings: LineCrossing[] = [];
  for (let o = 0; o < count; o++) {
    crossings.push(prepared[o]!.crossing);
    fill(prepared[o]!, bounds, packed, crossings);
  }
  return { kind: 'obstruction-set', solids, prepared, bounds, packed, disks: disksOf(prepared, packed), crossings, grid: gridBuilt(bounds) };
}

/** Writes a prepared obstruction's entries into the packed arrays (`crossings` already long enough). */
function fill(p: PreparedObstruction, bounds: ObstructionSet['bounds'], packed: Float64Array, crossings: LineCrossing[]): void {
  const o = p.index;
  bounds.cx[o] = p.cx;
  bounds.cy[o] = p.cy;
  bounds.reach[o] = p.reach;
  crossings[o] = p.crossing;
  const at = PACKED * o;
  packed[at] = p.cx;
  packed[at + 1] = p.cy;
  packed[at + 2] = p.reach;
  packed[at + 8] = p.bottom;
  packed[at + 9] = p.top;
  const f = p.footprint;
  if (f.kind === 'circle') {
    packed[at + 3] = f.radius;
    packed[at + 4] = f.centre.x;
    packed[at + 5] = f.centre.y;
    packed[at + 6] = (f.radius - EPSILON) ** 2;
    packed[at + 7] = OUTLINE_ROUND;
    return;
  }
  packed[at + 3] = NaN;
  packed[at + 4] = p.coreX;
  packed[at + 5] = p.coreY;
  packed[at + 6] = p.coreRadius;
  packed[at + 7] = p.hints?.convex ? OUTLINE_CONVEX : OUTLINE_CONCAVE;
}

/** Every obstruction's piece disks one after another, with where each starts written into `packed`. */
function disksOf(prepared: readonly PreparedObstruction[], packed: Float64Array): Float64Array {
  let total = 0;
  for (const p of prepared) total += p.pieceDisks.length;
  const out = new Float64Array(total);
  let at = 0;
  for (const p of prepared) {
    out.set(p.pieceDisks, at);
    packed[PACKED * p.index + 10] = at;
    packed[PACKED * p.index + 11] = p.pieceDisks.length;
    at += p.pieceDisks.length;
  }
  return out;
}

/** The cells obstruction o's bounding circle touches: first and last column, first and last row. */
function cellsOf(grid: ObstructionGrid, bounds: ObstructionSet['bounds'], o: number, out: Int32Array): void {
  const { x0, y0, size, columns, rows } = grid;
  const x = bounds.cx[o]!;
  const y = bounds.cy[o]!;
  const r = bounds.reach[o]!;
  out[0] = Math.min(columns - 1, Math.max(0, Math.floor((x - r - x0) / size)));
  out[1] = Math.min(columns - 1, Math.max(0, Math.floor((x + r - x0) / size)));
  out[2] = Math.min(rows - 1, Math.max(0, Math.floor((y - r - y0) / size)));
  out[3] = Math.min(rows - 1, Math.max(0, Math.floor((y + r - y0) / size)));
}

/** Scratch for cellsOf. */
const span = new Int32Array(4);
const spanBefore = new Int32Array(4);

function gridBuilt(bounds: ObstructionSet['bounds']): ObstructionGrid | null {
  const { cx, cy, reach } = bounds;
  const count = cx.length;
  if (count < GRID_FROM) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let o = 0; o < count; o++) {
    minX = Math.min(minX, cx[o]! - reach[o]!);
    maxX = Math.max(maxX, cx[o]! + reach[o]!);
    minY = Math.min(minY, cy[o]! - reach[o]!);
    maxY = Math.max(maxY, cy[o]! + reach[o]!);
  }
  if (!Number.isFinite(minX + minY + maxX + maxY)) return null;
  // About one obstruction's worth of table per cell, and never more than 64 cells a side.
  const width = Math.max(maxX - minX, 1e-3);
  const height = Math.max(maxY - minY, 1e-3);
  const size = Math.max(Math.sqrt((width * height) / count), width / 64, height / 64);
  const columns = Math.max(1, Math.ceil(width / size));
  const rows = Math.max(1, Math.ceil(height / size));
  const grid = { x0: minX, y0: minY, size, columns, rows, starts: new Int32Array(columns * rows + 1), items: new Int32Array(0) };
  const counts = grid.starts;
  for (let o = 0; o < count; o++) {
    cellsOf(grid, bounds, o, span);
    for (let r = span[2]!; r <= span[3]!; r++) for (let c = span[0]!; c <= span[1]!; c++) counts[r * columns + c + 1]!++;
  }
  for (let c = 0; c < columns * rows; c++) counts[c + 1]! += counts[c]!;
  const items = new Int32Array(counts[columns * rows]!);
  const next = counts.slice(0, columns * rows);
  for (let o = 0; o < count; o++) {
    cellsOf(grid, bounds, o, span);
    for (let r = span[2]!; r <= span[3]!; r++) for (let c = span[0]!; c <= span[1]!; c++) items[next[r * columns + c]!++] = o;
  }
  return { ...grid, items };
}

/**
 * The grid of the previous state with the changed obstructions moved to their new cells: a
 * new grid (the previous one is left as it was) over the same cells, each listing what it
 * did, less what left it and with what came in, in ascending order as a fresh grid lists
 * them. Built afresh when something changed now lies outside the grid (the cells would not
 * cover it) or there was no grid.
 */
function gridUpdated(grid: ObstructionGrid | null, before: ObstructionSet['bounds'], after: ObstructionSet['bounds'], changed: readonly number[]): ObstructionGrid | null {
  if (!grid) return gridBuilt(after);
  const { x0, y0, size, columns, rows, starts, items } = grid;
  // Per edited cell, what leaves it and what enters it.
  const edits = new Map<number, { readonly leaving: number[]; readonly entering: number[] }>();
  const edit = (cell: number): { readonly leaving: number[]; readonly entering: number[] } => {
    let e = edits.get(cell);
    if (!e) edits.set(cell, (e = { leaving: [], entering: [] }));
    return e;
  };
  for (const o of changed) {
    const x = after.cx[o]!;
    const y = after.cy[o]!;
    const r = after.reach[o]!;
    if (!(x - r >= x0 && y - r >= y0 && x + r <= x0 + columns * size && y + r <= y0 + rows * size)) return gridBuilt(after);
    cellsOf(grid, before, o, spanBefore);
    cellsOf(grid, after, o, span);
    if (span.every((v, k) => v === spanBefore[k])) continue;
    for (let r = spanBefore[2]!; r <= spanBefore[3]!; r++) for (let c = spanBefore[0]!; c <= spanBefore[1]!; c++) edit(r * columns + c).leaving.push(o);
    for (let r = span[2]!; r <= span[3]!; r++) for (let c = span[0]!; c <= span[1]!; c++) edit(r * columns + c).entering.push(o);
  }
  if (edits.size === 0) return grid;
  let delta = 0;
  for (const e of edits.values()) delta += e.entering.length - e.leaving.length;
  const cells = columns * rows;
  const nextStarts = new Int32Array(cells + 1);
  const nextItems = new Int32Array(items.length + delta);
  // Whole runs of untouched cells are copied at once; each edited cell is merged.
  let read = 0;
  let written = 0;
  let cell = 0;
  let shift = 0;
  for (const edited of [...edits.keys()].sort((a, b) => a - b)) {
    const { leaving, entering } = edits.get(edited)!;
    for (; cell <= edited; cell++) nextStarts[cell] = starts[cell]! + shift;
    nextItems.set(items.subarray(read, starts[edited]), written);
    written += starts[edited]! - read;
    const listed: number[] = [];
    for (let i = starts[edited]!; i < starts[edited + 1]!; i++) if (!leaving.includes(items[i]!)) listed.push(items[i]!);
    listed.push(...entering);
    listed.sort((a, b) => a - b);
    for (const o of listed) nextItems[written++] = o;
    shift += listed.length - (starts[edited + 1]! - starts[edited]!);
    read = starts[edited + 1]!;
  }
  for (; cell <= cells; cell++) nextStarts[cell] = starts[cell]! + shift;
  nextItems.set(items.subarray(read), written);
  return { x0, y0, size, columns, rows, starts: nextStarts, items: nextItems };
}

/**
 * Obstructions whose bounding circle may meet the triangle (ax, ay), (bx, by), (qx, qy),
 * each once, ascending. With a grid only the cells the triangle crosses are read, column by
 * column.
 */
export function triangleCandidates(
  set: ObstructionSet,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  qx: number,
  qy: number,
): number[] {
  const out = new Int32Array(set.prepared.length);
  const corners = triangleCorners;
  corners[0] = ax;
  corners[1] = ay;
  corners[2] = bx;
  corners[3] = by;
  corners[4] = qx;
  corners[5] = qy;
  return Array.from(out.subarray(0, triangleCandidatesInto(set, corners, out)));
}

/** The corners {@link triangleCandidates} hands on (nothing else reads them past the call). */
const triangleCorners = new Float64Array(6);

/**
 * {@link triangleCandidates} written into `out` (at least as long as the set), returning how
 * many: for callers that ask about many triangles and can keep one buffer for all of them.
 * The corners come in `corners` (ax, ay, bx, by, qx, qy): passed one by one to a function
 * this large, which the compiler does not inline, each would be boxed on every call, and a
 * view matrix's drag step asks two triangles of every pair it redoes.
 */
export function triangleCandidatesInto(set: ObstructionSet, corners: Float64Array, out: Int32Array): number {
  const ax = corners[0]!;
  const ay = corners[1]!;
  const bx = corners[2]!;
  const by = corners[3]!;
  const qx = corners[4]!;
  const qy = corners[5]!;
  const grid = set.grid;
  const count = set.prepared.length;
  let n = 0;
  if (!grid) {
    for (let o = 0; o < count; o++) out[n++] = o;
    return n;
  }
  const { x0, y0, size, columns, rows, starts, items } = grid;
  if (stamps.length < count) stamps = new Int32Array(2 * count);
  // A fresh stamp marks what this call has already collected, without clearing the array.
  if (++stamp > 2_000_000_000) {
    stamps.fill(0);
    stamp = 1;
  }
  const c0 = Math.max(0, Math.floor((Math.min(ax, bx, qx) - x0) / size));
  const c1 = Math.min(columns - 1, Math.floor((Math.max(ax, bx, qx) - x0) / size));
  for (let c = c0; c <= c1; c++) {
    // The triangle's extent in y within this column: corners inside it, and where the sides cross its edges.
    const left = x0 + c * size;
    const right = left + size;
    let low = Infinity;
    let high = -Infinity;
    if (ax >= left && ax <= right) low = high = ay;
    if (bx >= left && bx <= right) {
      low = Math.min(low, by);
      high = Math.max(high, by);
    }
    if (qx >= left && qx <= right) {
      low = Math.min(low, qy);
      high = Math.max(high, qy);
    }
    for (let side = 0; side < 2; side++) {
      const x = side === 0 ? left : right;
      if (ax !== bx && (ax - x) * (bx - x) <= 0) {
        const y = ay + ((x - ax) * (by - ay)) / (bx - ax);
        low = Math.min(low, y);
        high = Math.max(high, y);
      }
      if (bx !== qx && (bx - x) * (qx - x) <= 0) {
        const y = by + ((x - bx) * (qy - by)) / (qx - bx);
        low = Math.min(low, y);
        high = Math.max(high, y);
      }
      if (qx !== ax && (qx - x) * (ax - x) <= 0) {
        const y = qy + ((x - qx) * (ay - qy)) / (ax - qx);
        low = Math.min(low, y);
        high = Math.max(high, y);
      }
    }
    if (low > high) continue;
    const r0 = Math.max(0, Math.floor((low - y0) / size));
    const r1 = Math.min(rows - 1, Math.floor((high - y0) / size));
    for (let r = r0; r <= r1; r++) {
      const cell = r * columns + c;
      for (let i = starts[cell]!; i < starts[cell + 1]!; i++) {
        const o = items[i]!;
        if (stamps[o] !== stamp) {
          stamps[o] = stamp;
          out[n++] = o;
        }
      }
    }
  }
  // Ascending, so that answers never depend on the order the cells were read in. A corridor
  // holds a few dozen at most: sorted in place, without the view `subarray` would make.
  if (n > INSERTION_MOST) out.subarray(0, n).sort();
  else {
    for (let i = 1; i < n; i++) {
      const o = out[i]!;
      let j = i - 1;
      for (; j >= 0 && out[j]! > o; j--) out[j + 1] = out[j]!;
      out[j + 1] = o;
    }
  }
  return n;
}

/** Up to this many candidates, an insertion sort beats making a view to sort. */
const INSERTION_MOST = 48;

/** Scratch marks for triangleCandidates (see there); reused across calls to spare the allocator. */
let stamps = new Int32Array(256);
let stamp = 0;

export function asObstructionSet(obstructions: Obstructions): ObstructionSet {
  return 'kind' in obstructions ? obstructions : obstructionSet(obstructions);
}
