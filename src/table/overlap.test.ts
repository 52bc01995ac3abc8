import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { circle, orientedRect, point2 } from '../geometry/index.js';
import { basesOverlap, firstOverlaps, type PlacedBase } from './overlap.js';

/** What the grid must agree with: every earlier base compared, the first overlap kept. */
function firstOverlapsByEveryPair(bases: readonly PlacedBase[]): (number | null)[] {
  return bases.map((placed, index) => {
    const clash = bases.slice(0, index).findIndex((earlier) => earlier.elevation === placed.elevation && !(placed.unit !== null && earlier.unit === placed.unit) && basesOverlap(earlier.base, placed.base));
    return clash < 0 ? null : clash;
  });
}

const placedBase: fc.Arbitrary<PlacedBase> = fc.record({
  base: fc.oneof(
    fc.record({ x: fc.integer({ min: 0, max: 40 }), y: fc.integer({ min: 0, max: 40 }), r: fc.integer({ min: 1, max: 6 }) }).map(({ x, y, r }) => circle(point2(x / 4, y / 4), r / 4)),
    fc
      .record({ x: fc.integer({ min: 0, max: 40 }), y: fc.integer({ min: 0, max: 40 }), w: fc.integer({ min: 1, max: 8 }), d: fc.integer({ min: 1, max: 8 }), facing: fc.constantFrom(0, 30, 45, 90, 180) })
      .map(({ x, y, w, d, facing }) => orientedRect(point2(x / 4, y / 4), w / 4, d / 4, facing)),
  ),
  elevation: fc.constantFrom(0, 0, 2),
  unit: fc.constantFrom(null, null, 'a', 'b'),
});

describe('firstOverlaps', () => {
  it('finds, for each base, the first earlier base it overlaps, as comparing every pair does', () => {
    fc.assert(fc.property(fc.array(placedBase, { maxLength: 30 }), (bases) => {
      expect(firstOverlaps(bases)).toEqual(firstOverlapsByEveryPair(bases));
    }));
  });

  it('lets touching bases be, and names the first of several a base lands on', () => {
    // 25 mm bases are about 0.98" across: centres 1" apart touch nothing, centres 0.5" apart overlap.
    const base = (x: number, elevation = 0): PlacedBase => ({ base: circle(point2(x, 5), 0.5), elevation, unit: null });
    expect(firstOverlaps([base(1), base(2), base(3)])).toEqual([null, null, null]);
    expect(firstOverlaps([base(1), base(2), base(1.5)])).toEqual([null, null, 0]);
    // On a floor 2" up, a base over one on the ground is not in its way.
    expect(firstOverlaps([base(1), base(1, 2)])).toEqual([null, null]);
  });

  it('checks thousands of stacked models without comparing every pair to the end', () => {
    const stacked = Array.from({ length: 2000 }, (): PlacedBase => ({ base: orientedRect(point2(10, 10), 1, 1), elevation: 0, unit: null }));
    const clashes = firstOverlaps(stacked);
    expect(clashes[0]).toBeNull();
    expect(clashes.slice(1).every((clash) => clash === 0)).toBe(true);
  });

  it('answers for bases far off any table, where adding one to a coordinate changes nothing', () => {
    const far = (y: number): PlacedBase => ({ base: circle(point2(6, y), 0.5), elevation: 0, unit: null });
    // At 1e15 a half inch still shows: the two bases there overlap. At 1e300 it does not, and
    // only an answer is asked for (files keep coordinates within 1,000").
    expect(firstOverlaps([far(1e15), far(1e15), far(-1e15), far(5)])).toEqual([null, 0, null, null]);
    expect(firstOverlaps([far(1e300), far(1e300), far(-1e300), far(5)])).toHaveLength(4);
  });
});
