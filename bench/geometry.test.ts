// The drag-step bench measures what it says: its running checksum, kept from the pairs the
// view matrix redid, is the checksum of every pair worked out from nothing.
import { describe, expect, it } from 'vitest';
import { growthExponent } from './case.js';
import { obstructionSet, viewMatrix } from '../src/geometry/index.js';
import { benchTable, enemiesOf, MatrixChecksum, ownIndices, shooterQueries, sidesOf, tableRows, tableWithModelMoved } from './geometry.js';

describe('the geometry bench', () => {
  it('keeps the all-against-all checksum through drag steps', () => {
    let table = benchTable();
    const own = ownIndices(table);
    let matrix = viewMatrix(tableRows(table, own), obstructionSet(table.solids));
    const running = new MatrixChecksum(table, matrix);
    let total = 0;
    let redone = 0;
    // 12 models dragged a quarter inch and back: every kind of step the bench times, on an input small enough for any machine.
    const steps = 24;
    for (let step = 0; step < steps; step++) {
      table = tableWithModelMoved(table, step % 12, step < 12 ? 0.25 : -0.25);
      // As the bench does it: the set updated from the last, only the dragged model prepared again.
      matrix = viewMatrix(tableRows(table, own), obstructionSet(table.solids, matrix.obstructions), matrix);
      total = running.update(table, matrix);
      redone += matrix.redone.reduce((sum, row) => sum + row.length, 0);
    }
    const set = obstructionSet(table.solids);
    let fresh = 0;
    for (let shooter = 0; shooter < 100; shooter++) fresh += shooterQueries(table, set, shooter, own);
    // A running sum of 9,900 terms drifts in its last digits, nothing more.
    expect(total).toBeCloseTo(fresh, 6);
    // Each step redoes the dragged model's row (100 with itself) and column (99), and some more, never all.
    expect(redone).toBeGreaterThan(steps * 199);
    expect(redone).toBeLessThan(steps * 9_900);
  });

  it('asks the two sides case about every enemy pair, and those alone', () => {
    const table = benchTable();
    const own = ownIndices(table);
    const set = obstructionSet(table.solids);
    // Each of the 100 shooters has the 50 models of the other half as its enemies.
    expect(enemiesOf(0)).toEqual(Array.from({ length: 50 }, (_, k) => 50 + k));
    expect(enemiesOf(99)).toEqual(Array.from({ length: 50 }, (_, k) => k));
    const sides = sidesOf(table);
    expect(sides[0]).toEqual(enemiesOf(0));
    expect(sides[49]).toEqual(enemiesOf(0));
    expect(sides[50]).toEqual(enemiesOf(99));
    // Its checksum is the whole matrix's, read over the pairs across the sides only.
    const whole = new MatrixChecksum(table, viewMatrix(tableRows(table, own), set));
    let across = 0;
    let pairs = 0;
    for (let shooter = 0; shooter < 100; shooter++) {
      for (const target of enemiesOf(shooter)) {
        across += whole.pair(shooter, target);
        pairs += 1;
      }
    }
    let asked = 0;
    for (let shooter = 0; shooter < 100; shooter++) asked += shooterQueries(table, set, shooter, own, enemiesOf(shooter));
    expect(pairs).toBe(5_000);
    expect(asked).toBeCloseTo(across, 6);
  });

  it('grows the table at the same density: four times the models and terrain on four times the area', () => {
    const small = benchTable();
    const large = benchTable(7, 4);
    expect(large.models.length).toBe(400);
    expect(large.solids.length).toBe(400 + 120);
    // Scale 1 is the bench table itself, drawn from the same seed.
    expect(benchTable(7, 1)).toEqual(small);
    const extent = (table: typeof small): number => Math.max(...table.models.map((m) => Math.max(m.foot.x, m.foot.y)));
    // Models stand at least an inch from the edges of a 48" and a 96" square.
    expect(extent(small)).toBeLessThanOrEqual(47);
    expect(extent(large)).toBeLessThanOrEqual(95);
    expect(extent(large)).toBeGreaterThan(48);
    expect(enemiesOf(0, 400)).toEqual(Array.from({ length: 200 }, (_, k) => 200 + k));
  });
});

describe('growthExponent', () => {
  it('is log(time ratio) / log(size ratio)', () => {
    // 4× the size: 4× the time is linear, 16× quadratic, 8× the power 1.5; the same time, flat.
    expect(growthExponent(4, 400, 1, 100)).toBeCloseTo(1, 12);
    expect(growthExponent(16, 400, 1, 100)).toBeCloseTo(2, 12);
    expect(growthExponent(8, 400, 1, 100)).toBeCloseTo(1.5, 12);
    expect(growthExponent(3, 1600, 3, 400)).toBe(0);
    // Shrinking sizes work the same way round.
    expect(growthExponent(1, 100, 4, 400)).toBeCloseTo(1, 12);
  });

  it('is null without two different sizes or without two times', () => {
    expect(growthExponent(4, undefined, 1, 100)).toBeNull();
    expect(growthExponent(4, 400, 1, undefined)).toBeNull();
    expect(growthExponent(4, 100, 1, 100)).toBeNull();
    expect(growthExponent(0, 400, 1, 100)).toBeNull();
    expect(growthExponent(4, 400, 0, 100)).toBeNull();
  });
});
