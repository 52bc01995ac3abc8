import { viewMatrix, type ViewMatrix, type ViewMatrixRow } from '../geometry/index.js';
import { modelEye, modelSolid, type ObstructionRef, type PreparedTable } from './prepare.js';
import type { ModelView } from './queries.js';

/** What every model of a table sees of every other; see {@link tableViews}. */
export interface TableViews {
  /** The models, in the table's order: rows (shooters) and columns (targets) alike. */
  readonly ids: readonly string[];
  /**
   * `views[s][t]` is `modelView(table, ids[s], ids[t])`; null where a model would look at
   * itself, or, given `sides`, at a model of its own side.
   */
  readonly views: readonly (readonly (ModelView | null)[])[];
  /**
   * For each shooter, the targets (column numbers, ascending) whose view was worked out afresh;
   * the others are the very objects of `reuse`, so a page redraws only these.
   */
  readonly redone: readonly (readonly number[])[];
  /** What the next call carries over from. */
  readonly matrix: ViewMatrix;
  /** What the views' obstruction indices name; the next call carries over only while they match. */
  readonly refs: readonly ObstructionRef[];
  /** Each model's side, by position in `ids` (null: no side given, so every model's target). */
  readonly sides: readonly (string | null)[];
}

/** Options of {@link tableViews}. */
export interface TableViewsOptions {
  /**
   * Which side each model is on, by model id (a warband, an army). Given sides, only models
   * of different sides look at each other: the targets of a shooting phase, half the pairs or
   * fewer. A model left out of the map is on no side, and looks at and is seen by every other.
   */
  readonly sides?: ReadonlyMap<string, string>;
}

/**
 * The view from every model's eyes to every other model's body, for a whole table: sight
 * line, share hidden, and by what, exactly as {@link modelView} answers each pair. Given
 * `sides`, only enemies are looked at. Given the views of the table's previous state as
 * `reuse` (the same models in the same order and on the same sides, the same terrain and
 * buildings, some of them moved), only the pairs the change can touch are worked out again:
 * dragging one model costs its own row and column and the pairs whose sight lines pass near it.
 *
 * @example
 * // table: the prepared table of prepareTable's example
 * const sides = new Map([['marksman', 'reiklanders'], ['ogre', 'skaven'], ['lookout', 'skaven']]);
 * const views = tableViews(table, undefined, { sides }); // views.views[0]: null, then the ogre's and the lookout's views
 * const moved = { ...table.table, models: table.table.models.map((m) => (m.id === 'ogre' ? { ...m, base: circle(point2(10, 12), 1) } : m)) };
 * tableViews(prepareTable(moved), views, { sides }).redone; // [[1], [0], []]: the marksman–ogre pair only
 */
export function tableViews(table: PreparedTable, reuse?: TableViews, options: TableViewsOptions = {}): TableViews {
  const ids = [...table.models.keys()];
  const sides = ids.map((id) => options.sides?.get(id) ?? null);
  const indices = ids.map((id) => table.modelIndex.get(id) ?? -1);
  const bodies = ids.map((id) => modelSolid(table.models.get(id)!));
  // Each shooter's columns: every other model, or with sides, every model of another side.
  const columns = ids.map((_, s) => ids.map((_, t) => t).filter((t) => t !== s && (sides[s] === null || sides[t] === null || sides[s] !== sides[t])));
  const rows: ViewMatrixRow[] = ids.map((id, s) => ({
    eye: modelEye(table.models.get(id)!),
    targets: columns[s]!.map((t) => ({ body: bodies[t]! })),
    ignore: [indices[s]!],
    ignoreEach: columns[s]!.map((t) => [indices[t]!]),
  }));
  // The carried views name obstructions by the old table's references: only as good as
  // those references are the same things at the same places.
  const carried =
    reuse && listsMatch(reuse.ids, ids, same) && listsMatch(reuse.sides, sides, same) && listsMatch(reuse.refs, table.refs, refsEqual) ? reuse : undefined;
  const matrix = viewMatrix(rows, table.obstructions, carried?.matrix);
  const redone = matrix.redone.map((row, s) => row.map((k) => columns[s]![k]!));
  const views = matrix.views.map((row, s) => {
    const out: (ModelView | null)[] = carried ? carried.views[s]!.slice() : new Array<ModelView | null>(ids.length).fill(null);
    for (const k of matrix.redone[s]!) {
      const view = row[k]!.view;
      out[columns[s]![k]!] = { sightLine: view.sightLine, hidden: view.hidden, by: view.by.map((share) => ({ ref: table.refs[share.index]!, fraction: share.fraction })) };
    }
    return out;
  });
  return { ids, views, redone, matrix, refs: table.refs, sides };
}

function same<T>(a: T, b: T): boolean {
  return a === b;
}

function listsMatch<T>(a: readonly T[], b: readonly T[], equal: (p: T, q: T) => boolean): boolean {
  return a.length === b.length && a.every((p, i) => equal(p, b[i]!));
}

function refsEqual(a: ObstructionRef, b: ObstructionRef): boolean {
  switch (a.kind) {
    case 'terrain':
      return b.kind === 'terrain' && a.id === b.id && a.terrain === b.terrain;
    case 'floor':
      return b.kind === 'floor' && a.building === b.building && a.floor === b.floor;
    case 'model':
      return b.kind === 'model' && a.id === b.id;
  }
}
