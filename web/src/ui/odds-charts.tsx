/**
 * The distributions an odds view gives as charts only (`OddsChart`): a count (models left,
 * Health Points lost) as a `CountChart`, categories (a final state) as a `CategoryChart`.
 */
import type { JSX } from 'preact';
import { categoryBars, exactlyBars } from '../logic/chart.js';
import type { OddsChart } from '../logic/odds-view.js';
import { CategoryChart } from './category-chart.js';
import { CountChart } from './count-chart.js';

export function OddsCharts(props: { readonly charts: readonly OddsChart[] | undefined; readonly prefix?: string }): JSX.Element {
  return (
    <>
      {(props.charts ?? []).map((chart) => {
        const name = `${props.prefix ?? ''}${chart.name}`;
        switch (chart.kind) {
          case 'count':
            return <OneChart key={chart.name} heading={chart.heading} drawn={<CountChart heading={chart.heading} bars={exactlyBars(chart.exactly)} name={name} />} show={exactlyBars(chart.exactly).length > 1} />;
          case 'categories':
            return <OneChart key={chart.name} heading={chart.heading} drawn={<CategoryChart heading={chart.heading} bars={categoryBars(chart.rows)} name={name} />} show={categoryBars(chart.rows).length > 1} />;
        }
      })}
    </>
  );
}

/** A chart under its heading; nothing when it would draw a single bar (no spread to see). */
function OneChart(props: { readonly heading: string; readonly drawn: JSX.Element; readonly show: boolean }): JSX.Element | null {
  if (!props.show) return null;
  return (
    <div class="calc-odds-section odds-chart">
      <h4>{props.heading}</h4>
      {props.drawn}
    </div>
  );
}
