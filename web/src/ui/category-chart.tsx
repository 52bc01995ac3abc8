/**
 * A chart of categories in SVG (a target's final state): one horizontal bar a category, its
 * words at the left and its chance at the right, so the words never crowd each other and the
 * drawing fits a 360 px phone without scrolling. Categories that cannot happen are cut
 * (`categoryBars`); saved as an SVG or a PNG file like the count charts.
 */
import type { JSX } from 'preact';
import { useRef } from 'preact/hooks';
import { percent } from '../../../i18n/index.js';
import type { CategoryBar } from '../logic/chart.js';
import { useTexts } from '../texts.js';
import { ChartSaveButtons } from './count-chart.js';

/** The drawing's units: a row a category, the words' column, the bars' room and the chance's. */
const ROW = 24;
const LABEL = 118;
const BAR = 142;
const VALUE = 48;
const WIDTH = LABEL + BAR + VALUE;

const n = (value: number) => Number(value.toFixed(2));

export function CategoryChart(props: { readonly heading: string; readonly bars: readonly CategoryBar[]; readonly name: string }): JSX.Element | null {
  const t = useTexts();
  const svg = useRef<SVGSVGElement>(null);
  const { bars } = props;
  if (bars.length < 2) return null;
  const height = ROW * bars.length + 4;
  return (
    <figure class="count-chart category-chart" data-testid={`chart-${props.name}`}>
      <svg ref={svg} xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${WIDTH} ${height}`} width={WIDTH} height={height} role="img" aria-label={t.web.odds.categoryChartLabel(props.heading)} font-family="system-ui, sans-serif" font-size="11">
        <rect x={0} y={0} width={WIDTH} height={height} fill="#ffffff" />
        <line x1={LABEL} x2={LABEL} y1={0} y2={height} stroke="#d9d5c8" stroke-width={1} />
        {bars.map((bar, i) => {
          const y = 2 + ROW * i;
          return (
            <g key={bar.name} data-category={bar.name} data-p={bar.p.toFixed(6)}>
              <text x={LABEL - 6} y={n(y + ROW / 2 + 4)} text-anchor="end" fill="#1d1d1b">
                {bar.label}
              </text>
              <rect class="chart-category" x={LABEL} y={n(y + 4)} width={n(Math.max(1, BAR * bar.p))} height={ROW - 8} fill="#8a3b12">
                <title>{`${bar.label}: ${percent(t.language, bar.p)}`}</title>
              </rect>
              <text x={n(LABEL + BAR * bar.p + 4)} y={n(y + ROW / 2 + 4)} fill="#5b5a55">
                {percent(t.language, bar.p)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption class="count-chart-legend">
        <ChartSaveButtons svg={svg} name={props.name} />
      </figcaption>
    </figure>
  );
}
