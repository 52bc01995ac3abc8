import type { Polygon } from './polygon.js';
import { polygonConvexParts } from './polygon.js';
import type { Footprint, Solid } from './shapes.js';
import { circlePolygon, footprintPolygon } from './shapes.js';
import type { FlatPolygon } from './union.js';
import { flatPolygon } from './union.js';

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
};

/**
 * Obstructions prepared once (convex pieces, bounding circles) and reused by every query:
 * build one per table state and pass it instead of the plain list when asking many questions.
 */
export type ObstructionSet = {
  readonly kind: 'obstruction-set';
  readonly solids: readonly Solid[];
  readonly prepared: readonly PreparedObstruction[];
  /** The bounding circles again, packed for the culling loops. */
  readonly bounds: { readonly cx: Float64Array; readonly cy: Float64Array; readonly reach: Float64Array };
  /** A uniform grid over the bounding circles, or null when a plain scan is as fast. */
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
  let reach = 0;
  for (const p of outline) reach = Math.max(reach, Math.hypot(p.x - cx, p.y - cy));
  const pieces =
    s.footprint.kind === 'circle'
      ? [flatPolygon(circlePolygon(s.footprint))]
      : s.footprint.kind === 'rect'
        ? [flatPolygon(outline)]
        : polygonConvexParts(outline).map(flatPolygon);
  const exact = s.footprint.kind === 'circle' ? null : outline;
  return { index, footprint: s.footprint, bottom: s.bottom, top: s.top, cx, cy, reach, pieces, outline: exact };
}

/**
 * Prepares solids for repeated sight, hidden-fraction and three-line queries; indices in the
 * results are positions in `solids`.
 *
 * @example
 * const set = obstructionSet([wall, ...models]);
 * hiddenFraction(eye, target, set, { ignore: [shooterIndex, targetIndex] });
 */
export function obstructionSet(solids: readonly Solid[]): ObstructionSet {
  const prepared = solids.map(prepare);
  const bounds = {
    cx: Float64Array.from(prepared, (o) => o.cx),
    cy: Float64Array.from(prepared, (o) => o.cy),
    reach: Float64Array.from(prepared, (o) => o.reach),
  };
  return { kind: 'obstruction-set', solids, prepared, bounds, grid: buildGrid(bounds) };
}

function buildGrid(bounds: ObstructionSet['bounds']): ObstructionGrid | null {
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
  const column = (x: number): number => Math.min(columns - 1, Math.max(0, Math.floor((x - minX) / size)));
  const row = (y: number): number => Math.min(rows - 1, Math.max(0, Math.floor((y - minY) / size)));
  const counts = new Int32Array(columns * rows + 1);
  const visit = (o: number, each: (cell: number) => void): void => {
    for (let r = row(cy[o]! - reach[o]!); r <= row(cy[o]! + reach[o]!); r++) {
      for (let c = column(cx[o]! - reach[o]!); c <= column(cx[o]! + reach[o]!); c++) each(r * columns + c);
    }
  };
  for (let o = 0; o < count; o++) visit(o, (cell) => counts[cell + 1]!++);
  for (let c = 0; c < columns * rows; c++) counts[c + 1]! += counts[c]!;
  const starts = counts.slice();
  const fill = counts.slice();
  const items = new Int32Array(starts[columns * rows]!);
  for (let o = 0; o < count; o++) visit(o, (cell) => (items[fill[cell]!++] = o));
  return { x0: minX, y0: minY, size, columns, rows, starts, items };
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
  const grid = set.grid;
  const out: number[] = [];
  const count = set.prepared.length;
  if (!grid) {
    for (let o = 0; o < count; o++) out.push(o);
    return out;
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
          out.push(o);
        }
      }
    }
  }
  // Ascending, so that answers never depend on the order the cells were read in.
  return out.sort((p, q) => p - q);
}

/** Scratch marks for triangleCandidates (see there); reused across calls to spare the allocator. */
let stamps = new Int32Array(256);
let stamp = 0;

export function asObstructionSet(obstructions: Obstructions): ObstructionSet {
  return 'kind' in obstructions ? obstructions : obstructionSet(obstructions);
}
