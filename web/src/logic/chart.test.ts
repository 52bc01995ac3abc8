// A count's chart, worked by hand from the "at least N" rows.
import { describe, expect, it } from 'vitest';
import { chartBars } from './chart.js';
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
