/**
 * The part of the table an SVG shows, and the zoom and pan both table views offer (the
 * Mordheim table and the unit games' table): buttons, the wheel about the pointer, and a drag
 * on the empty table. The view box is plain data; the functions that move it are pure.
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useTexts } from '../texts.js';

export interface ViewBox {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Room (inches) shown around the table when it is fitted. */
const MARGIN = 2;
/** The narrowest view, in inches across. */
const NARROWEST = 4;
/** The widest view, in tables across. */
const WIDEST_TABLES = 4;
/** One press of a zoom button; one wheel notch is gentler. */
export const ZOOM_STEP = 1.25;
export const WHEEL_STEP = 1.15;

/** The whole table with a margin round it. */
export function fitView(width: number, depth: number): ViewBox {
  return { x: -MARGIN, y: -MARGIN, w: width + 2 * MARGIN, h: depth + 2 * MARGIN };
}

/**
 * The view scaled by `factor` (below 1 zooms in) about `around` (the view's centre unless
 * given), which stays where it was on the screen; never narrower than NARROWEST inches nor
 * wider than WIDEST_TABLES tables.
 */
export function zoomedView(view: ViewBox, factor: number, tableWidth: number, around?: { readonly x: number; readonly y: number }): ViewBox {
  const centre = around ?? { x: view.x + view.w / 2, y: view.y + view.h / 2 };
  const w = Math.min(Math.max(view.w * factor, NARROWEST), (tableWidth + 2 * MARGIN) * WIDEST_TABLES);
  const h = (view.h / view.w) * w;
  return { x: centre.x - ((centre.x - view.x) / view.w) * w, y: centre.y - ((centre.y - view.y) / view.h) * h, w, h };
}

/** The view a drag of (dx, dy) screen pixels leaves, at `scale` inches per pixel: the table follows the pointer. */
export function pannedView(from: ViewBox, dx: number, dy: number, scale: number): ViewBox {
  return { ...from, x: from.x - dx * scale, y: from.y - dy * scale };
}

/** Inches per screen pixel of the table as the SVG draws it now (its screen transform's scale). */
export function inchesPerPixel(svg: SVGSVGElement | null): number {
  const scale = svg?.getScreenCTM()?.a ?? 0;
  return scale > 0 ? 1 / scale : 1;
}

/** The fitted view's shape as a CSS aspect ratio, which the table keeps on narrow screens. */
export function tableAspect(width: number, depth: number): { readonly '--table-aspect': string } {
  const fitted = fitView(width, depth);
  return { '--table-aspect': `${fitted.w} / ${fitted.h}` };
}

export interface TableZoom {
  readonly box: ViewBox;
  readonly setBox: (box: ViewBox) => void;
  readonly zoom: (factor: number, around?: { readonly x: number; readonly y: number }) => void;
  readonly fit: () => void;
}

/** The view box of a table of this size, fitted again whenever the size changes. */
export function useTableZoom(width: number, depth: number): TableZoom {
  const [box, setBox] = useState<ViewBox>(() => fitView(width, depth));
  useEffect(() => setBox(fitView(width, depth)), [width, depth]);
  return {
    box,
    setBox,
    zoom: (factor, around) => setBox((view) => zoomedView(view, factor, width, around)),
    fit: () => setBox(fitView(width, depth)),
  };
}

/** Zoom in, zoom out and fit the table, over the table's top right corner. */
export function ZoomButtons(props: { readonly zoom: TableZoom }): JSX.Element {
  const t = useTexts();
  const { zoom } = props;
  return (
    <div class="zoom-buttons">
      <button type="button" onClick={() => zoom.zoom(1 / ZOOM_STEP)} aria-label={t.web.table.zoomIn} title={t.web.table.zoomIn} data-testid="zoom-in">
        +
      </button>
      <button type="button" onClick={() => zoom.zoom(ZOOM_STEP)} aria-label={t.web.table.zoomOut} title={t.web.table.zoomOut} data-testid="zoom-out">
        −
      </button>
      <button type="button" onClick={zoom.fit} aria-label={t.web.table.zoomFit} title={t.web.table.zoomFit} data-testid="zoom-fit">
        ⤢
      </button>
    </div>
  );
}
