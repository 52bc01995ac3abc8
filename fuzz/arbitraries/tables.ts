/**
 * The table under a generated battle: its size, terrain, a building, and places for models
 * and units that never overlap, so a generated battle passes the table checks by construction.
 */
import fc from 'fast-check';
import { TERRAIN_KINDS } from '../../src/table/index.js';
import type { Json } from './doc.js';

export type JsonRecord = { [key: string]: Json };

/** Drops the fields fast-check left undefined (JSON has no undefined). */
export function defined(fields: Readonly<Record<string, Json | undefined>>): JsonRecord {
  const out: JsonRecord = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) out[key] = value;
  return out;
}

/** A value one time in `oneIn`, else null. (fc.option's `freq` is the other way round: nil one time in `freq`.) */
export const sometimes = <T>(arbitrary: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | null> => fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

/** A value but one time in `missingOneIn`, else null. */
export const mostly = <T>(arbitrary: fc.Arbitrary<T>, missingOneIn: number): fc.Arbitrary<T | null> => fc.oneof({ weight: missingOneIn - 1, arbitrary }, { weight: 1, arbitrary: fc.constant(null) });

/** An optional field of a file: given one time in `oneIn` (half the time by default), else left out. */
export const maybe = <T>(arbitrary: fc.Arbitrary<T>, oneIn = 2): fc.Arbitrary<T | undefined> => sometimes(arbitrary, oneIn).map((v) => v ?? undefined);

/** Numbers as a player writes them: whole, or to a tenth. */
export const tenths = (min: number, max: number): fc.Arbitrary<number> => fc.integer({ min: Math.round(min * 10), max: Math.round(max * 10) }).map((n) => n / 10);

/** A grid of equal square cells, one model or unit to a cell, inside a margin. */
export interface Grid {
  readonly columns: number;
  readonly rows: number;
  readonly cell: number;
  readonly margin: number;
}

export const gridOf = (width: number, depth: number, cell: number, margin = 1): Grid => ({
  columns: Math.max(1, Math.floor((width - 2 * margin) / cell)),
  rows: Math.max(1, Math.floor((depth - 2 * margin) / cell)),
  cell,
  margin,
});

export const cellCount = (grid: Grid): number => grid.columns * grid.rows;

export const cellCentre = (grid: Grid, index: number): readonly [number, number] => {
  const column = index % grid.columns;
  const row = Math.floor(index / grid.columns);
  return [grid.margin + (column + 0.5) * grid.cell, grid.margin + (row + 0.5) * grid.cell];
};

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * `count` distinct cells, walked from `offset` in steps of `stride` (made coprime with the
 * number of cells, so the walk visits each cell once before it repeats).
 */
export function distinctCells(grid: Grid, count: number, offset: number, stride: number): number[] {
  const total = cellCount(grid);
  let step = (stride % total) + 1;
  while (gcd(step, total) !== 1) step += 1;
  return Array.from({ length: Math.min(count, total) }, (_, i) => (offset + i * step) % total);
}

/**
 * Groups of members (warbands of warriors, armies of units), each member placed in the next of
 * `cells`, which `distinctCells` drew for them; members past the last cell are left out.
 */
export function placedInCells<M, F>(groups: readonly (readonly M[])[], cells: readonly number[], grid: Grid, place: (member: M, group: number, index: number, at: readonly [number, number], cell: number) => F): F[][] {
  let next = 0;
  return groups.map((members, g) =>
    members.flatMap((member, m) => {
      const cell = cells[next++];
      return cell === undefined ? [] : [place(member, g, m, cellCentre(grid, cell), cell)];
    }),
  );
}

export const placement = fc.record({ offset: fc.nat({ max: 10_000 }), stride: fc.nat({ max: 10_000 }) });

export const tableSize = (min: number, max: number): fc.Arbitrary<{ readonly width: number; readonly depth: number }> =>
  fc.record({ width: fc.integer({ min, max }), depth: fc.integer({ min, max }) });

const rectangle = (x: number, y: number, w: number, d: number): Json => [
  [x, y],
  [x + w, y],
  [x + w, y + d],
  [x, y + d],
];

/** A few pieces of terrain anywhere on the table: walls, hedges, woods, rocks (models may stand behind or in them). */
export function terrainOn(width: number, depth: number): fc.Arbitrary<Json[]> {
  const piece = fc.record({
    kind: fc.constantFrom(...TERRAIN_KINDS),
    x: fc.double({ min: 0, max: 0.8, noNaN: true }),
    y: fc.double({ min: 0, max: 0.8, noNaN: true }),
    w: tenths(0.3, 6),
    d: tenths(0.3, 6),
    height: tenths(0.5, 5),
    bottom: maybe(tenths(0, 2), 4),
    explosive: maybe(fc.boolean(), 4),
    name: maybe(fc.constantFrom('Wall', 'Hedge', 'Wood', 'Rocks', 'Powder kegs'), 3),
    triangle: fc.boolean(),
  });
  return fc.array(piece, { maxLength: 3 }).map((pieces) =>
    pieces.map((p, i) => {
      const x = Math.round(p.x * width * 10) / 10;
      const y = Math.round(p.y * depth * 10) / 10;
      const w = Math.min(p.w, width - x);
      const d = Math.min(p.d, depth - y);
      const outline = p.triangle ? [[x, y], [x + w, y], [x, y + d]] : rectangle(x, y, w, d);
      return defined({ id: `terrain-${i + 1}`, name: p.name, kind: p.kind, outline, height: p.height, bottom: p.bottom, explosive: p.explosive });
    }),
  );
}

/** A building over a block of cells, with up to two floors; models in its cells may stand on a floor. */
export interface BuildingPlan {
  readonly file: Json;
  readonly cells: ReadonlySet<number>;
  readonly floors: readonly string[];
}

export function buildingOn(grid: Grid): fc.Arbitrary<BuildingPlan> {
  return fc
    .record({ column: fc.nat({ max: 100 }), row: fc.nat({ max: 100 }), columns: fc.integer({ min: 1, max: 3 }), rows: fc.integer({ min: 1, max: 3 }), levels: fc.array(tenths(1.5, 8), { maxLength: 2 }) })
    .map((b) => {
      const columns = Math.min(b.columns, grid.columns);
      const rows = Math.min(b.rows, grid.rows);
      const column = b.column % (grid.columns - columns + 1);
      const row = b.row % (grid.rows - rows + 1);
      const x = grid.margin + column * grid.cell;
      const y = grid.margin + row * grid.cell;
      const cells = new Set<number>();
      for (let r = row; r < row + rows; r += 1) for (let c = column; c < column + columns; c += 1) cells.add(r * grid.columns + c);
      const floors = b.levels.map((level, i) => ({ id: `floor-${i + 1}`, level }));
      return { file: { id: 'house', outline: rectangle(x, y, columns * grid.cell, rows * grid.cell), floors }, cells, floors: floors.map((f) => `house/${f.id}`) };
    });
}

/** A whole number seed, as files give it. */
export const seedNumber = fc.oneof(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 0xffffffff }));

/** Names a player gives: plain words mostly, sometimes any unicode within the format's length. */
export const playerName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('Marksman', 'Ulrich', 'Archers', 'Spearmen', 'Goblins', 'Night runner', 'Дитер', 'Bögen', 'O\'Brien') },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }) },
);
