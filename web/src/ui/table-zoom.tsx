/**
 * The part of the table an SVG shows, and the zoom and pan both table views offer (the
 * Mordheim table and the unit games' table): buttons, the wheel about the pointer, a drag on
 * the empty table, and two fingers pinching. The view box is plain data; the functions that
 * move it are pure.
 */
import type { JSX } from 'preact';
import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
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

/** Room (inches) shown round the models when a table opens fitted to them. */
const CONTENT_MARGIN = 6;

/**
 * The view a table opens on: the part that holds `content` (the units' blocks), with room
 * round it, in the table's own shape so nothing is letterboxed, inside the fitted table; the
 * whole table when there is no content or it fills most of it. A 72"×48" table of two small
 * units opens on those units, readable, not on 76" of empty table.
 */
export function contentView(width: number, depth: number, content: { readonly minX: number; readonly minY: number; readonly maxX: number; readonly maxY: number } | null): ViewBox {
  const whole = fitView(width, depth);
  if (!content) return whole;
  const aspect = whole.w / whole.h;
  let w = content.maxX - content.minX + 2 * CONTENT_MARGIN;
  let h = content.maxY - content.minY + 2 * CONTENT_MARGIN;
  if (w / h < aspect) w = h * aspect;
  else h = w / aspect;
  if (w >= whole.w || h >= whole.h) return whole;
  const cx = (content.minX + content.maxX) / 2;
  const cy = (content.minY + content.maxY) / 2;
  // Centred on the content, then moved back inside the table where it would leave it.
  const x = Math.min(Math.max(cx - w / 2, whole.x), whole.x + whole.w - w);
  const y = Math.min(Math.max(cy - h / 2, whole.y), whole.y + whole.h - h);
  return { x, y, w, h };
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

/** Two points on the screen, in client pixels: x, y of the first, then of the second. */
export type FingerPair = readonly [number, number, number, number];

/**
 * The view a pinch leaves: scaled by how much the fingers spread apart (or closed) since they
 * came down, about `anchor`, the table point that was then between them, which then follows
 * their middle. `from` and `scale` (inches per pixel) are the view when the pinch began.
 */
export function pinchedView(from: ViewBox, scale: number, anchor: { readonly x: number; readonly y: number }, start: FingerPair, now: FingerPair, tableWidth: number): ViewBox {
  const before = Math.hypot(start[2] - start[0], start[3] - start[1]);
  const after = Math.hypot(now[2] - now[0], now[3] - now[1]);
  const zoomed = zoomedView(from, before > 0 && after > 0 ? before / after : 1, tableWidth, anchor);
  const dx = (now[0] + now[2] - start[0] - start[2]) / 2;
  const dy = (now[1] + now[3] - start[1] - start[3]) / 2;
  return pannedView(zoomed, dx, dy, (scale * zoomed.w) / from.w);
}

/** Inches per screen pixel of the table as the SVG draws it now (its screen transform's scale). */
export function inchesPerPixel(svg: SVGSVGElement | null): number {
  const scale = svg?.getScreenCTM()?.a ?? 0;
  return scale > 0 ? 1 / scale : 1;
}

/** The least height a label of the table keeps on the screen, in pixels, however far the table is zoomed out. */
export const LABEL_MIN_PX = 11;

/**
 * The least size of a label that reads, in table inches: `LABEL_MIN_PX` on the screen as the
 * table is drawn now (0 before it is). A unit battle opens fitted to its units, which on a phone
 * draws an inch in less than 12 px, so names of 0.7" would be 8 px high (issue 21). Measured
 * again after each change of the view and when the window's size changes.
 *
 * @example
 * const size = Math.max(0.7, useLeastLabelSize(svg, zoom.box)); // 0.7 on a laptop; about 0.9 on a 390 px phone
 */
export function useLeastLabelSize(svg: RefObject<SVGSVGElement | null>, box: ViewBox): number {
  const [perPixel, setPerPixel] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const scale = svg.current?.getScreenCTM()?.a ?? 0;
      setPerPixel(scale > 0 ? 1 / scale : 0);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [svg, box.x, box.y, box.w, box.h]);
  return LABEL_MIN_PX * perPixel;
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
export function useTableZoom(width: number, depth: number, content: () => Parameters<typeof contentView>[2] = () => null): TableZoom {
  // Opened on what stands on the table (asked once, not on every drawing); the table's size changing fits it again.
  const [box, setBox] = useState<ViewBox>(() => contentView(width, depth, content()));
  const opened = useRef(true);
  useEffect(() => {
    if (opened.current) opened.current = false;
    else setBox(fitView(width, depth));
  }, [width, depth]);
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

/** What a pinch remembers from when its second finger came down. */
interface Pinch {
  readonly first: number;
  readonly second: number;
  readonly start: FingerPair;
  readonly from: ViewBox;
  readonly scale: number;
  readonly anchor: { readonly x: number; readonly y: number };
}

/** A table's pinch: the component hands it every pointer event before its own gestures. */
export interface TablePinch {
  /** A pointer went down; true when it starts (or joins) a pinch, so the caller drops its own gesture. */
  readonly down: (event: PointerEvent) => boolean;
  /** True when the move belongs to a pinch, which has moved the view. */
  readonly move: (event: PointerEvent) => boolean;
  /** A pointer went up or was cancelled; true when it belonged to a pinch. */
  readonly up: (event: PointerEvent) => boolean;
}

/**
 * Two fingers on the table zoom it about the point between them and pan it as they move
 * together. Only touches count: a mouse is one pointer.
 */
export function useTablePinch(svg: RefObject<SVGSVGElement | null>, zoom: TableZoom, tableWidth: number): TablePinch {
  const touches = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<Pinch | null>(null);
  const fingers = (a: number, b: number): FingerPair => {
    const p = touches.current.get(a) ?? { x: 0, y: 0 };
    const q = touches.current.get(b) ?? { x: 0, y: 0 };
    return [p.x, p.y, q.x, q.y];
  };
  return {
    down: (event) => {
      if (event.pointerType !== 'touch') return false;
      // The first finger of a new touch means every earlier one has lifted, seen or not.
      if (event.isPrimary) {
        touches.current.clear();
        pinch.current = null;
      }
      touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pinch.current) return true;
      if (touches.current.size !== 2) return false;
      const [first, second] = [...touches.current.keys()] as [number, number];
      const start = fingers(first, second);
      const matrix = svg.current?.getScreenCTM()?.inverse();
      const middle = new DOMPoint((start[0] + start[2]) / 2, (start[1] + start[3]) / 2).matrixTransform(matrix);
      pinch.current = { first, second, start, from: zoom.box, scale: inchesPerPixel(svg.current), anchor: { x: middle.x, y: middle.y } };
      svg.current?.setPointerCapture(event.pointerId);
      return true;
    },
    move: (event) => {
      if (event.pointerType !== 'touch' || !touches.current.has(event.pointerId)) return false;
      touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const p = pinch.current;
      if (!p) return false;
      if (event.pointerId === p.first || event.pointerId === p.second) {
        zoom.setBox(pinchedView(p.from, p.scale, p.anchor, p.start, fingers(p.first, p.second), tableWidth));
      }
      return true;
    },
    up: (event) => {
      if (!touches.current.delete(event.pointerId)) return false;
      const p = pinch.current;
      if (!p) return false;
      if (touches.current.size === 0 || event.pointerId === p.first || event.pointerId === p.second) pinch.current = null;
      return true;
    },
  };
}
