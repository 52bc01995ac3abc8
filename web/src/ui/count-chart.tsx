/**
 * A count's distribution in SVG: a bar for the chance of exactly N and a line for the chance
 * of at least N, for each count from 0; readable on a phone (the chart keeps its width and
 * scrolls inside its box when there are many counts), in the page's language, and saved as
 * an SVG or a PNG file.
 */
import type { JSX, RefObject } from 'preact';
import { useRef } from 'preact/hooks';
import { percent } from '../../../i18n/index.js';
import type { ChartBar } from '../logic/chart.js';
import { useTexts } from '../texts.js';
import { download, downloadPng } from './download.js';

/** The chart's drawing units: each count's column, the plot's height and the room for the axes. */
const COLUMN = 26;
const PLOT = 120;
const LEFT = 44;
const TOP = 10;
const BOTTOM = 22;
/** Past this many counts, only every k-th is labelled, so the labels never overlap. */
const LABELS_AT_MOST = 16;

const n = (value: number) => Number(value.toFixed(2));

export function CountChart(props: { readonly heading: string; readonly bars: readonly ChartBar[]; readonly name: string }): JSX.Element | null {
  const t = useTexts();
  const svg = useRef<SVGSVGElement>(null);
  const { bars } = props;
  if (bars.length < 2) return null;
  const width = LEFT + COLUMN * bars.length + 8;
  const height = TOP + PLOT + BOTTOM;
  const y = (p: number) => TOP + PLOT * (1 - p);
  // Placed by their order, not their count: the bars may start above 0 (values that cannot happen are cut).
  const x = (index: number) => LEFT + COLUMN * index + COLUMN / 2;
  const every = Math.ceil(bars.length / LABELS_AT_MOST);
  return (
    <figure class="count-chart" data-testid={`chart-${props.name}`}>
      {/* Focusable, so a keyboard scrolls a chart wider than its box (a phone). */}
      <div class="count-chart-scroll" tabIndex={0} role="group" aria-label={t.web.odds.chartLabel(props.heading)}>
        <svg ref={svg} xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-label={t.web.odds.chartLabel(props.heading)} font-family="system-ui, sans-serif" font-size="10">
          <rect x={0} y={0} width={width} height={height} fill="#ffffff" />
          {[0, 0.5, 1].map((p) => (
            <g key={p}>
              <line x1={LEFT} x2={width - 4} y1={n(y(p))} y2={n(y(p))} stroke="#d9d5c8" stroke-width={1} />
              <text x={LEFT - 4} y={n(y(p) + 3)} text-anchor="end" fill="#5b5a55">
                {percent(t.language, p)}
              </text>
            </g>
          ))}
          {bars.map((bar, i) => (
            <g key={bar.count} data-count={bar.count} data-exactly={bar.exactly.toFixed(6)} data-at-least={bar.atLeast.toFixed(6)}>
              <rect class="chart-exactly" x={n(x(i) - COLUMN * 0.35)} y={n(y(bar.exactly))} width={n(COLUMN * 0.7)} height={n(PLOT * bar.exactly)} fill="#8a3b12">
                <title>{`${bar.count}: ${percent(t.language, bar.exactly)}`}</title>
              </rect>
              {i % every === 0 && (
                <text x={n(x(i))} y={height - 8} text-anchor="middle" fill="#1d1d1b">
                  {bar.count}
                </text>
              )}
            </g>
          ))}
          <polyline class="chart-at-least" points={bars.map((bar, i) => `${n(x(i))},${n(y(bar.atLeast))}`).join(' ')} fill="none" stroke="#1a5fb4" stroke-width={2} />
          {bars.map((bar, i) => (
            <circle key={bar.count} cx={n(x(i))} cy={n(y(bar.atLeast))} r={2.5} fill="#1a5fb4" />
          ))}
        </svg>
      </div>
      <figcaption class="count-chart-legend">
        <span class="legend-exactly">{t.web.odds.chartExactly}</span>
        <span class="legend-at-least">{t.web.odds.chartAtLeast}</span>
        <ChartSaveButtons svg={svg} name={props.name} />
      </figcaption>
    </figure>
  );
}

/** "Save the chart" (the SVG as it is drawn) and "Save as a picture" (a PNG of it), named after the chart. */
export function ChartSaveButtons(props: { readonly svg: RefObject<SVGSVGElement | null>; readonly name: string }): JSX.Element {
  const t = useTexts();
  const save = () => {
    const drawn = props.svg.current;
    if (drawn) download(`${props.name}.svg`, new XMLSerializer().serializeToString(drawn), 'image/svg+xml');
  };
  return (
    <>
      <button type="button" class="small" onClick={save} data-testid={`chart-save-${props.name}`}>
        {t.web.odds.chartSave}
      </button>
      <button type="button" class="small" onClick={() => props.svg.current && void downloadPng(`${props.name}.png`, props.svg.current)} data-testid={`chart-png-${props.name}`}>
        {t.web.odds.chartSavePng}
      </button>
    </>
  );
}
