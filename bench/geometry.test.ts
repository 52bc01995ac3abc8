// The drag-step bench measures what it says: its running checksum, kept from the pairs the
// view matrix redid, is the checksum of every pair worked out from nothing.
import { describe, expect, it } from 'vitest';
import { obstructionSet, viewMatrix } from '../src/geometry/index.js';
import { benchTable, MatrixChecksum, ownIndices, shooterQueries, tableRows, tableWithModelMoved } from './geometry.js';

describe('the geometry bench', () => {
  it('keeps the all-against-all checksum through drag steps', () => {
    let table = benchTable();
    const own = ownIndices(table);
    let matrix = viewMatrix(tableRows(table, own), obstructionSet(table.solids));
    const running = new MatrixChecksum(table, matrix);
    let total = 0;
    let redone = 0;
    for (let step = 0; step < 120; step++) {
      table = tableWithModelMoved(table, step % 100, step < 100 ? 0.25 : -0.25);
      matrix = viewMatrix(tableRows(table, own), obstructionSet(table.solids), matrix);
      total = running.update(table, matrix);
      redone += matrix.redone.reduce((sum, row) => sum + row.length, 0);
    }
    const set = obstructionSet(table.solids);
    let fresh = 0;
    for (let shooter = 0; shooter < 100; shooter++) fresh += shooterQueries(table, set, shooter, own);
    // A running sum of 9,900 terms drifts in its last digits, nothing more.
    expect(total).toBeCloseTo(fresh, 6);
    // Each step redoes the dragged model's row (100 with itself) and column (99), and some more, never all.
    expect(redone).toBeGreaterThan(120 * 199);
    expect(redone).toBeLessThan(120 * 9_900);
  });
});
