// The view box arithmetic of the tables' zoom, pan and pinch, worked by hand.
import { describe, expect, it } from 'vitest';
import { contentView, fitView, pannedView, pinchedView, tableAspect, zoomedView, type ViewBox } from './table-zoom.js';

const TEN: ViewBox = { x: 0, y: 0, w: 10, h: 10 };

describe('the table view box', () => {
  it('fits the table with 2" round it, and keeps that shape on narrow screens', () => {
    expect(fitView(48, 36)).toEqual({ x: -2, y: -2, w: 52, h: 40 });
    expect(tableAspect(48, 36)).toEqual({ '--table-aspect': '52 / 40' });
  });

  it("opens on the units with 6\" round them, in the table's shape, inside the table", () => {
    // A 72"×48" table fits as 76"×52". Two units between (30, 10) and (42, 30): 12"×20", with
    // the margin 24"×32"; widened to 76:52 that is 32·76/52 = 46.77" across, centred on (36, 20).
    const view = contentView(72, 48, { minX: 30, minY: 10, maxX: 42, maxY: 30 });
    expect(view.h).toBe(32);
    expect(view.w).toBeCloseTo((32 * 76) / 52, 12);
    expect(view.x + view.w / 2).toBeCloseTo(36, 12);
    expect(view.y).toBe(4);
    // Near an edge, the view moves back inside the fitted table rather than show beyond it.
    const corner = contentView(72, 48, { minX: 0, minY: 0, maxX: 4, maxY: 4 });
    expect([corner.x, corner.y]).toEqual([-2, -2]);
    // Units that fill most of the table, or none: the whole table.
    expect(contentView(72, 48, { minX: 0, minY: 0, maxX: 70, maxY: 20 })).toEqual(fitView(72, 48));
    expect(contentView(72, 48, null)).toEqual(fitView(72, 48));
  });

  it('zooms about a point, which keeps its place in the view', () => {
    // (2, 2) is a fifth of the way across; halved, the view is 5 wide and starts 1" before it.
    expect(zoomedView(TEN, 0.5, 100, { x: 2, y: 2 })).toEqual({ x: 1, y: 1, w: 5, h: 5 });
    // About the middle by default.
    expect(zoomedView(TEN, 2, 100)).toEqual({ x: -5, y: -5, w: 20, h: 20 });
  });

  it('stops at 4" across and at four tables across', () => {
    expect(zoomedView(TEN, 0.1, 100).w).toBe(4);
    // A 10" table with its margins is 14" across: no wider than 56".
    expect(zoomedView(TEN, 100, 10).w).toBe(56);
  });

  it('pans with the pointer: dragged right, the view moves left', () => {
    expect(pannedView(TEN, 30, -10, 0.1)).toEqual({ x: -3, y: 1, w: 10, h: 10 });
  });

  it('pinches: fingers spread twice as far halve the view about the point first between them, which then follows their middle', () => {
    const start = [0, 0, 100, 0] as const;
    // At 0.1" a pixel, the anchor (5, 5) between the fingers; spread from 100 to 200 px.
    expect(pinchedView(TEN, 0.1, { x: 5, y: 5 }, start, [-50, 0, 150, 0], 100)).toEqual({ x: 2.5, y: 2.5, w: 5, h: 5 });
    // Then both 30 px to the right: at the new 0.05" a pixel the view starts 1.5" further left.
    expect(pinchedView(TEN, 0.1, { x: 5, y: 5 }, start, [-20, 0, 180, 0], 100)).toEqual({ x: 1, y: 2.5, w: 5, h: 5 });
    // Fingers that have not moved leave the view as it was.
    expect(pinchedView(TEN, 0.1, { x: 5, y: 5 }, start, start, 100)).toEqual(TEN);
  });
});
