/**
 * Several shooters, weapons or ways of shooting on one chart of a count (from `overlayCharts`
 * in logic/chart.ts), in SVG: above, a group of bars for each count, one bar a series, for the
 * chance of exactly N; below, a line a series for the chance of at least N. Each series keeps
 * its colour and dash in both; the legend is in the drawing (so a saved file holds it) and
 * marks the best on average. On a phone the drawing keeps its width and scrolls inside its
 * box; the legend sits at the left, where the box opens.
 */
import type { JSX } from 'preact';
import { useRef } from 'preact/hooks';
import { percent } from '../../../i18n/index.js';
import type { OverlayChart as Overlay } from '../logic/chart.js';
import { useTexts } from '../texts.js';
import { download, downloadPng } from './download.js';

/** Colours a reader with a colour vision deficiency still tells apart (Okabe and Ito's), all readable on white. */
const COLOURS = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#8a6d00', '#1d1d1b'] as const;
/** Each series' dash too, so series stay apart in a grey print. */
const DASHES = ['', '6 3', '2 3', '8 3 2 3', '1 2', '10 4'] as const;

const LEFT = 44;
const PLOT = 96;
const TITLE = 16;
const GAP = 18;
const AXIS = 22;
const LEGEND_LINE = 16;
/** Past this many counts, only every k-th is labelled, so the labels never overlap. */
const LABELS_AT_MOST = 16;

const n = (value: number) => Number(value.toFixed(2));

export function OverlayChart(props: { readonly heading: string; readonly chart: Overlay; readonly name: string }): JSX.Element | null {
  const t = useTexts();
  const svg = useRef<SVGSVGElement>(null);
  const { chart } = props;
  if (chart.series.length < 2 || chart.counts < 2) return null;
  const k = chart.series.length;
  const best = new Set(chart.best);
  const barWidth = Math.max(4, Math.min(10, 40 / k));
  const column = Math.max(26, barWidth * k + 10);
  const plotsWidth = LEFT + column * chart.counts + 8;
  // Wide enough for the longest legend line too (about 6.5 units a letter at this size, bold), so a saved file cuts none.
  const legendWidth = 40 + Math.max(...chart.series.map((s) => (best.has(s.key) ? `${s.label} ★ ${t.web.odds.overlayBest}` : s.label).length)) * 6.5 + 8;
  const width = Math.ceil(Math.max(plotsWidth, legendWidth, 240));
  const exactlyTop = TITLE;
  const atLeastTop = exactlyTop + PLOT + GAP + TITLE;
  const axisY = atLeastTop + PLOT + AXIS - 8;
  const legendTop = atLeastTop + PLOT + AXIS + 4;
  const height = legendTop + LEGEND_LINE * k + 4;
  const x = (count: number) => LEFT + column * count + column / 2;
  const y = (top: number, p: number) => top + PLOT * (1 - p);
  const every = Math.ceil(chart.counts / LABELS_AT_MOST);
  const colour = (i: number) => COLOURS[i % COLOURS.length] ?? '#1d1d1b';
  const dash = (i: number) => DASHES[i % DASHES.length] ?? '';
  const grid = (top: number) =>
    [0, 0.5, 1].map((p) => (
      <g key={`${top}-${p}`}>
        <line x1={LEFT} x2={plotsWidth - 4} y1={n(y(top, p))} y2={n(y(top, p))} stroke="#d9d5c8" stroke-width={1} />
        <text x={LEFT - 4} y={n(y(top, p) + 3)} text-anchor="end" fill="#5b5a55">
          {percent(t.language, p)}
        </text>
      </g>
    ));
  const save = () => {
    const drawn = svg.current;
    if (drawn) download(`${props.name}.svg`, new XMLSerializer().serializeToString(drawn), 'image/svg+xml');
  };
  return (
    <figure class="count-chart overlay-chart" data-testid={`overlay-${props.name}`} data-best={chart.best.join(' ')}>
      <figcaption class="overlay-heading">{props.heading}</figcaption>
      {/* Focusable, so a keyboard scrolls a chart wider than its box (a phone). */}
      <div class="count-chart-scroll" tabIndex={0} role="group" aria-label={props.heading}>
        <svg ref={svg} xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-label={t.web.odds.overlayLabel(props.heading, chart.series.map((s) => (best.has(s.key) ? `${s.label} (${t.web.odds.overlayBest})` : s.label)).join('; '))} font-family="system-ui, sans-serif" font-size="10">
          <rect x={0} y={0} width={width} height={height} fill="#ffffff" />
          <text x={LEFT} y={exactlyTop - 5} fill="#1d1d1b" font-weight="bold">
            {t.web.odds.chartExactly}
          </text>
          {grid(exactlyTop)}
          <text x={LEFT} y={atLeastTop - 5} fill="#1d1d1b" font-weight="bold">
            {t.web.odds.chartAtLeast}
          </text>
          {grid(atLeastTop)}
          {chart.series.map((series, i) => (
            <g key={series.key} class="overlay-series" data-series={series.key} data-mean={series.mean.toFixed(6)} data-best={best.has(series.key) ? 'yes' : 'no'}>
              {series.bars.map((bar) => (
                <rect
                  key={bar.count}
                  class="chart-exactly"
                  data-count={bar.count}
                  data-exactly={bar.exactly.toFixed(6)}
                  data-at-least={bar.atLeast.toFixed(6)}
                  x={n(x(bar.count) - (barWidth * k) / 2 + barWidth * i)}
                  y={n(y(exactlyTop, bar.exactly))}
                  width={n(barWidth - 1)}
                  height={n(PLOT * bar.exactly)}
                  fill={colour(i)}
                >
                  <title>{`${series.label}, ${bar.count}: ${percent(t.language, bar.exactly)}`}</title>
                </rect>
              ))}
              <polyline class="chart-at-least" points={series.bars.map((bar) => `${n(x(bar.count))},${n(y(atLeastTop, bar.atLeast))}`).join(' ')} fill="none" stroke={colour(i)} stroke-width={best.has(series.key) ? 3 : 2} stroke-dasharray={dash(i) || undefined} />
              {series.bars.map((bar) => (
                <circle key={bar.count} cx={n(x(bar.count))} cy={n(y(atLeastTop, bar.atLeast))} r={2.5} fill={colour(i)}>
                  <title>{`${series.label}, ${bar.count}+: ${percent(t.language, bar.atLeast)}`}</title>
                </circle>
              ))}
            </g>
          ))}
          {Array.from({ length: chart.counts }, (_, count) =>
            count % every === 0 ? (
              <text key={count} x={n(x(count))} y={axisY} text-anchor="middle" fill="#1d1d1b">
                {count}
              </text>
            ) : null,
          )}
          {chart.series.map((series, i) => {
            const top = legendTop + LEGEND_LINE * i;
            return (
              <g key={series.key} class="overlay-legend" data-series={series.key}>
                <line x1={8} x2={34} y1={top + 6} y2={top + 6} stroke={colour(i)} stroke-width={best.has(series.key) ? 3 : 2} stroke-dasharray={dash(i) || undefined} />
                <text x={40} y={top + 10} fill="#1d1d1b" font-weight={best.has(series.key) ? 'bold' : 'normal'}>
                  {best.has(series.key) ? `${series.label} ★ ${t.web.odds.overlayBest}` : series.label}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <p class="count-chart-legend">
        <button type="button" class="small" onClick={save} data-testid={`overlay-save-${props.name}`}>
          {t.web.odds.chartSave}
        </button>
        <button type="button" class="small" onClick={() => svg.current && void downloadPng(`${props.name}.png`, svg.current)} data-testid={`overlay-png-${props.name}`}>
          {t.web.odds.chartSavePng}
        </button>
      </p>
    </figure>
  );
}
