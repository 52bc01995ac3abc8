/**
 * The sticky strip's own small chart (issue 21: "see the odds as a chart without scrolling"):
 * a Mordheim target's final states as one stacked bar with a legend, or a unit's models removed
 * as "at least N" columns. Drawn from the bars the odds panel's charts use (`GlanceChart` in
 * `logic/odds-view.ts`), never from odds of its own; sized to the strip, so it reads at 360 px.
 */
import type { JSX } from 'preact';
import { percent } from '../../../i18n/index.js';
import type { GlanceChart } from '../logic/odds-view.js';
import type { CategoryBar, ChartBar } from '../logic/chart.js';
import { useTexts } from '../texts.js';

/** The drawing's width in its own units; the strip scales it to its width (about 300 px on a phone). */
const WIDTH = 300;
const STACK_HEIGHT = 14;
/** The columns' room: a line for the chance above, the bars, a line for the count below. */
const COLUMN_TOP = 13;
const COLUMN_ROOM = 30;
const COLUMN_HEIGHT = 58;
/** Below this width a column's chance no longer fits above it; the screen readers' label and each bar's title still give it. */
const CHANCE_TEXT_MIN = 30;
/** Few columns stay this narrow, drawn from the left, rather than spread over the strip. */
const COLUMN_MAX = 48;

/** One colour a final state, from still standing (green) to out of action (dark red). */
const STATE_COLOURS: Readonly<Record<string, string>> = {
  standing: '#4f7a3a',
  'knocked-down': '#d39e2a',
  stunned: '#c4622d',
  'out-of-action': '#7a2410',
};

const n = (value: number) => Number(value.toFixed(2));

function States(props: { readonly heading: string; readonly bars: readonly CategoryBar[] }): JSX.Element {
  const t = useTexts();
  const said = props.bars.map((bar) => `${bar.label} ${percent(t.language, bar.p)}`).join(', ');
  let x = 0;
  return (
    <span class="strip-chart strip-states" data-testid="strip-chart" data-kind="states">
      <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${WIDTH} ${STACK_HEIGHT}`} preserveAspectRatio="none" height={STACK_HEIGHT} role="img" aria-label={t.web.odds.stripChartLabel(props.heading, said)}>
        {props.bars.map((bar) => {
          const from = x;
          x += WIDTH * bar.p;
          return (
            <rect key={bar.name} data-strip-state={bar.name} data-p={bar.p.toFixed(6)} x={n(from)} y={0} width={n(WIDTH * bar.p)} height={STACK_HEIGHT} fill={STATE_COLOURS[bar.name] ?? '#8a3b12'}>
              <title>{`${bar.label}: ${percent(t.language, bar.p)}`}</title>
            </rect>
          );
        })}
      </svg>
      <span class="strip-legend" aria-hidden="true">
        {props.bars.map((bar) => (
          <span key={bar.name} class="strip-legend-item">
            <span class="strip-swatch" style={{ background: STATE_COLOURS[bar.name] ?? '#8a3b12' }} />
            {bar.label} {percent(t.language, bar.p)}
          </span>
        ))}
      </span>
    </span>
  );
}

function AtLeast(props: { readonly heading: string; readonly bars: readonly ChartBar[] }): JSX.Element {
  const t = useTexts();
  const said = props.bars.map((bar) => `${t.web.odds.stripAtLeast(bar.count)} ${percent(t.language, bar.atLeast)}`).join(', ');
  const column = Math.min(COLUMN_MAX, WIDTH / props.bars.length);
  const width = n(column * props.bars.length);
  const labelEvery = column >= 16 ? 1 : Math.ceil(16 / column);
  return (
    <span class="strip-chart strip-at-least" data-testid="strip-chart" data-kind="at-least">
      <span class="strip-chart-heading" aria-hidden="true">
        {props.heading}
      </span>
      <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${width} ${COLUMN_HEIGHT}`} preserveAspectRatio="xMinYMid meet" height={COLUMN_HEIGHT} role="img" aria-label={t.web.odds.stripChartLabel(props.heading, said)} font-family="system-ui, sans-serif" font-size="10">
        <line x1={0} x2={width} y1={COLUMN_TOP + COLUMN_ROOM} y2={COLUMN_TOP + COLUMN_ROOM} stroke="#b9b4a5" stroke-width={1} />
        {props.bars.map((bar, i) => {
          const height = COLUMN_ROOM * bar.atLeast;
          const x = column * i;
          const middle = n(x + column / 2);
          return (
            <g key={bar.count}>
              <rect data-strip-count={bar.count} data-p={bar.atLeast.toFixed(6)} x={n(x + column * 0.15)} y={n(COLUMN_TOP + COLUMN_ROOM - height)} width={n(column * 0.7)} height={n(Math.max(0.5, height))} fill="#8a3b12">
                <title>{`${t.web.odds.stripAtLeast(bar.count)}: ${percent(t.language, bar.atLeast)}`}</title>
              </rect>
              {column >= CHANCE_TEXT_MIN && (
                <text x={middle} y={n(COLUMN_TOP + COLUMN_ROOM - height - 3)} text-anchor="middle" fill="#1d1d1b">
                  {percent(t.language, bar.atLeast)}
                </text>
              )}
              {(i % labelEvery === 0 || i === props.bars.length - 1) && (
                <text x={middle} y={COLUMN_HEIGHT - 3} text-anchor="middle" fill="#5b5a55">
                  {`≥${bar.count}`}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </span>
  );
}

/**
 * The strip's chart of a chosen shot, or nothing when the shot has none to draw.
 *
 * @example
 * <StripChart chart={{ kind: 'at-least', heading: 'Models removed', bars: [{ count: 1, exactly: 0.5, atLeast: 0.75 }, { count: 2, exactly: 0.25, atLeast: 0.25 }] }} />
 */
export function StripChart(props: { readonly chart: GlanceChart | undefined }): JSX.Element | null {
  const { chart } = props;
  if (!chart || chart.bars.length === 0) return null;
  switch (chart.kind) {
    case 'states':
      return <States heading={chart.heading} bars={chart.bars} />;
    case 'at-least':
      return <AtLeast heading={chart.heading} bars={chart.bars} />;
  }
}
