// The compare view's overlay counts on the street, worked by hand.
import { describe, expect, it } from 'vitest';
import { prepareTable } from '../../../src/table/index.js';
import { overlayCharts } from './chart.js';
import { compareCounts, compareKey } from './compare-charts.js';
import { compareRows } from './shooting.js';
import { street } from './test-battle.js';

describe('compareCounts', () => {
  const { scenario } = street();
  const table = prepareTable(scenario.battle.table);
  const rows = compareRows(scenario.battle, scenario.variants, table, 'ogre', []);

  it('each weapon\'s own shots: the marksman\'s long bow hits the Ogre on 2+; one wound or a critical\'s two', () => {
    const counts = compareCounts(rows, null);
    expect(counts.map((c) => c.key)).toEqual(['marksman/long-bow', 'crossbowman/crossbow']);
    const bow = counts[0];
    expect(bow?.shots).toBe(1);
    // BS 4 hits on 3+, +1 for a Large Target: 2+ (5/6).
    expect(bow?.hits.map((b) => b.exactly)).toEqual([expect.closeTo(1 / 6, 12), expect.closeTo(5 / 6, 12)]);
    // Strength 3 against Toughness 4 wounds on 5+. A 5 is one wound, which the Ogre's light
    // armour saves on 6+: 5/6 × 1/6 × 5/6 = 25/216. A 6 is a critical hit of two wounds, saved only
    // when it hits a vital part (1–2 on the critical chart) and the 6+ is made: 5/6 × 1/6 ×
    // (1/3 × 5/6 + 2/3) = 85/648. At least one: 25/216 + 85/648 = 160/648 = 20/81.
    expect(bow?.wounds[2]?.exactly).toBeCloseTo(85 / 648, 12);
    expect(bow?.wounds[1]?.atLeast).toBeCloseTo(20 / 81, 12);
  });

  // The Ogre's three wounds outlast any one shot (two at most), so the second shot is always taken.
  it('a series of two shots each: none 1/36, one 10/36, both 25/36', () => {
    const bow = compareCounts(rows, 2)[0];
    expect(bow?.shots).toBe(2);
    expect(bow?.hits.map((b) => b.exactly)).toEqual([expect.closeTo(1 / 36, 12), expect.closeTo(10 / 36, 12), expect.closeTo(25 / 36, 12)]);
    // At least one unsaved wound: 1 − (61/81)².
    expect(bow?.wounds[1]?.atLeast).toBeCloseTo(1 - (61 / 81) ** 2, 12);
  });

  it('the crossbowman behind the wall (4+ to hit, 1/2) hits less often than the marksman: the long bow is best', () => {
    const counts = compareCounts(rows, null);
    const chart = overlayCharts(counts.map((c) => ({ key: c.key, label: c.key, bars: c.hits })));
    expect(chart.counts).toBe(2);
    expect(chart.series[1]?.bars[1]?.exactly).toBeCloseTo(1 / 2, 12);
    expect(chart.best).toEqual(['marksman/long-bow']);
  });

  it('names a tried weapon\'s row apart from the carried one', () => {
    expect(compareKey({ shooter: 'marksman', weapon: 'crossbow', whatIf: true, shooterMay: true, candidate: null, hit: null, wound: null })).toBe('marksman/crossbow/tried');
    expect(compareKey({ shooter: 'marksman', weapon: 'crossbow', whatIf: false, shooterMay: true, candidate: null, hit: null, wound: null })).toBe('marksman/crossbow');
  });
});
