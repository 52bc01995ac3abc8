// A count's chart, worked by hand from the "at least N" rows.
import { describe, expect, it } from 'vitest';
import { categoryBars, chartBars, chartName, exactlyBars, leftOf, overlayCharts, type ChartBar } from './chart.js';
import type { OddsRow } from './odds-view.js';

const row = (name: string, p: number): OddsRow => ({ name, label: name, chance: { p, exact: null } });

describe('chartBars', () => {
  it('two shots hitting on 4+: none 1/4, exactly one 1/2, both 1/4', () => {
    const bars = chartBars([row('hits-at-least-1', 3 / 4), row('hits-at-least-2', 1 / 4)]);
    expect(bars).toEqual([
      { count: 0, exactly: 1 / 4, atLeast: 1 },
      { count: 1, exactly: 1 / 2, atLeast: 3 / 4 },
      { count: 2, exactly: 1 / 4, atLeast: 1 / 4 },
    ]);
  });

  it('five Battleaxe shots each killing with 5/24: the binomial, and the whole unit row is no count', () => {
    const p = 5 / 24;
    const choose = [1, 5, 10, 10, 5, 1];
    const exactly = choose.map((c, k) => c * p ** k * (1 - p) ** (5 - k));
    const atLeast = (k: number) => exactly.slice(k).reduce((a, b) => a + b, 0);
    const rows = [1, 2, 3, 4, 5].map((k) => row(`models-at-least-${k}`, atLeast(k)));
    const bars = chartBars([...rows, row('destroyed', 0)]);
    expect(bars.map((b) => b.count)).toEqual([0, 1, 2, 3, 4, 5]);
    bars.forEach((bar, k) => expect(bar.exactly).toBeCloseTo(exactly[k] ?? -1, 12));
    expect(bars[0]?.exactly).toBeCloseTo((19 / 24) ** 5, 12);
  });

  it('draws nothing for a list with no count', () => {
    expect(chartBars([row('destroyed', 0.1)])).toEqual([]);
  });
});

describe('overlayCharts', () => {
  // A: one shot hitting on 4+ (1/2). B: two shots hitting on 5+ (1/3 each): none (2/3)² = 4/9,
  // exactly one 2 × 1/3 × 2/3 = 4/9, both 1/9; at least one 5/9.
  const bar = (count: number, exactly: number, atLeast: number): ChartBar => ({ count, exactly, atLeast });
  const a = { key: 'a', label: 'A', bars: [bar(0, 1 / 2, 1), bar(1, 1 / 2, 1 / 2)] };
  const b = { key: 'b', label: 'B', bars: [bar(0, 4 / 9, 1), bar(1, 4 / 9, 5 / 9), bar(2, 1 / 9, 1 / 9)] };

  it('lays every series over the same counts, a count a series cannot reach at 0, and marks the higher mean', () => {
    const chart = overlayCharts([a, b]);
    expect(chart.counts).toBe(3);
    expect(chart.series.map((s) => s.key)).toEqual(['a', 'b']);
    expect(chart.series[0]?.bars).toEqual([bar(0, 1 / 2, 1), bar(1, 1 / 2, 1 / 2), bar(2, 0, 0)]);
    expect(chart.series[1]?.bars).toEqual(b.bars);
    // Means: A 1/2; B 5/9 + 1/9 = 2/3 (two shots at 1/3).
    expect(chart.series[0]?.mean).toBeCloseTo(1 / 2, 12);
    expect(chart.series[1]?.mean).toBeCloseTo(2 / 3, 12);
    expect(chart.best).toEqual(['b']);
  });

  it('cuts counts no series can reach (rows of chance 0 at the end)', () => {
    // Three wounds at most, but only one shot: at least 2 and at least 3 are 0 for both.
    const cut = (s: typeof a) => ({ ...s, bars: [...s.bars, bar(s.bars.length, 0, 0), bar(s.bars.length + 1, 0, 0)] });
    const chart = overlayCharts([cut(a), { ...cut(a), key: 'c' }]);
    expect(chart.counts).toBe(2);
    expect(chart.series[1]?.bars).toEqual(a.bars);
  });

  it('marks every series tied for the highest mean, none when all are the same, none for one series', () => {
    const c = { key: 'c', label: 'C', bars: b.bars };
    expect(overlayCharts([a, b, c]).best).toEqual(['b', 'c']);
    expect(overlayCharts([b, c]).best).toEqual([]);
    expect(overlayCharts([b]).best).toEqual([]);
  });

  it('leaves out a series with no bars; nothing at all gives no counts', () => {
    expect(overlayCharts([a, { key: 'x', label: 'X', bars: [] }]).series.map((s) => s.key)).toEqual(['a']);
    expect(overlayCharts([]).counts).toBe(0);
  });
});

describe('exactlyBars: a count given as the chance of each value (wounds left)', () => {
  // The Ogre (3 wounds, light armour) shot once by a long bow (S3, 5+ to wound): none lost
  // 61/81; one (a 5, not saved on 6+) 5/6 × 1/6 × 5/6 = 25/216; two (a critical) 85/648.
  const left = [0, 85 / 648, 25 / 216, 61 / 81];

  it('sums at least N from the top, and cuts the values that cannot happen at either end', () => {
    const bars = exactlyBars(left);
    expect(bars.map((b) => b.count)).toEqual([1, 2, 3]);
    expect(bars[0]?.atLeast).toBeCloseTo(1, 12);
    expect(bars[1]?.atLeast).toBeCloseTo(25 / 216 + 61 / 81, 12);
    expect(bars[2]).toEqual({ count: 3, exactly: 61 / 81, atLeast: 61 / 81 });
    expect(exactlyBars([0.5, 0, 0.5, 0]).map((b) => [b.count, b.exactly])).toEqual([[0, 0.5], [1, 0], [2, 0.5]]);
    expect(exactlyBars([0, 0])).toEqual([]);
  });

  it('is what chartBars gives for rows named "…-left-N", listed from the most left down', () => {
    const rows = [3, 2, 1, 0].map((w) => row(`wounds-left-${w}`, left[w] ?? 0));
    expect(chartBars(rows)).toEqual(exactlyBars(left));
    expect(chartName(rows)).toBe('wounds-left');
  });
});

describe('leftOf', () => {
  it('five models of which two shots may remove one each (1/4 a shot): 5 left 9/16, 4 left 3/8, 3 left 1/16; fewer cannot happen and are cut', () => {
    const left = leftOf([9 / 16, 6 / 16, 1 / 16], 5);
    expect(left).toEqual([0, 0, 0, 1 / 16, 6 / 16, 9 / 16]);
    const bars = exactlyBars(left);
    expect(bars.map((b) => b.count)).toEqual([3, 4, 5]);
    // At least 4 left: 3/8 + 9/16 = 15/16; at least 3 left: every case.
    expect(bars.map((b) => b.atLeast)).toEqual([1, 15 / 16, 9 / 16]);
  });

  it('drops losses past the total (a list longer than the unit)', () => {
    expect(leftOf([1 / 2, 1 / 4, 1 / 4, 0], 2)).toEqual([1 / 4, 1 / 4, 1 / 2]);
  });
});

describe('categoryBars', () => {
  it('keeps the categories that can happen, in their order, with their words', () => {
    const bars = categoryBars([row('standing', 2 / 3), row('knocked-down', 0), row('stunned', 1 / 9), row('out-of-action', 2 / 9)]);
    expect(bars).toEqual([
      { name: 'standing', label: 'standing', p: 2 / 3 },
      { name: 'stunned', label: 'stunned', p: 1 / 9 },
      { name: 'out-of-action', label: 'out-of-action', p: 2 / 9 },
    ]);
  });
});
