import { viewMatrix, type ViewMatrix, type ViewMatrixRow } from '../geometry/index.js';
import { modelEye, modelSolid, type ObstructionRef, type PreparedTable } from './prepare.js';
import type { ModelView } from './queries.js';

/** What every model of a table sees of every other; see {@link tableViews}. */
export interface TableViews {
  /** The models, in the table's order: rows (shooters) and columns (targets) alike. */
  readonly ids: readonly string[];
  /** `views[s][t]` is `modelView(table, ids[s], ids[t])`; null where a model would look at itself. */
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
}

/**
 * The view from every model's eyes to every other model's body, for a whole table: sight
 * line, share hidden, and by what, exactly as {@link modelView} answers each pair. Given the
 * views of the table's previous state as `reuse` (the same models in the same order, the same
 * terrain and buildings, some of them moved), only the pairs the change can touch are worked
 * out again: dragging one model costs its own row and column and the pairs whose sight lines
 * pass near it.
 *
 * @example
 * let views = tableViews(prepareTable(battle.table));
 * // …the marksman is dragged a little:
 * views = tableViews(prepareTable(movedTable), views); // views.redone: what to redraw
 */
export function tableViews(table: PreparedTable, reuse?: TableViews): TableViews {
  const ids = [...table.models.keys()];
  const indices = ids.map((id) => table.modelIndex.get(id) ?? -1);
  const targets = ids.map((id) => ({ body: modelSolid(table.models.get(id)!) }));
  const own = indices.map((index) => [index]);
  const rows: ViewMatrixRow[] = ids.map((id, s) => ({ eye: modelEye(table.models.get(id)!), targets, ignore: [indices[s]!], ignoreEach: own }));
  // The carried views name obstructions by the old table's references: only as good as
  // those references are the same things at the same places.
  const carried = reuse && listsMatch(reuse.ids, ids, (a, b) => a === b) && listsMatch(reuse.refs, table.refs, refsEqual) ? reuse : undefined;
  const matrix = viewMatrix(rows, table.obstructions, carried?.matrix);
  const views = matrix.views.map((row, s) => {
    const redone = matrix.redone[s]!;
    const out: (ModelView | null)[] = carried ? carried.views[s]!.slice() : new Array<ModelView | null>(ids.length).fill(null);
    for (const t of redone) {
      if (t === s) continue;
      const view = row[t]!.view;
      out[t] = { sightLine: view.sightLine, hidden: view.hidden, by: view.by.map((share) => ({ ref: table.refs[share.index]!, fraction: share.fraction })) };
    }
    return out;
  });
  return { ids, views, redone: matrix.redone.map((row, s) => row.filter((t) => t !== s)), matrix, refs: table.refs };
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
