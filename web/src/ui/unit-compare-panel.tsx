/**
 * The compare view of a unit battle: each unit of the shooting army, each way it may shoot,
 * against the chosen target, side by side (logic/unit-compare.ts asks the library).
 */
import type { JSX } from 'preact';
import { overlayCharts } from '../logic/chart.js';
import type { UnitCompareRow } from '../logic/unit-compare.js';
import { useTexts, type ChanceFormat } from '../texts.js';
import { ChanceBar, floatChance } from './chance-bar.js';
import { OverlayChart } from './overlay-chart.js';

export interface UnitComparePanelProps {
  readonly targetName: string | null;
  readonly rows: readonly UnitCompareRow[];
  readonly names: (id: string) => string;
  readonly format: ChanceFormat;
}

export function UnitComparePanel(props: UnitComparePanelProps): JSX.Element {
  const t = useTexts();
  if (props.targetName === null) return <p class="hint">{t.web.compare.pickTarget}</p>;
  const usable = props.rows.filter((row) => row.usable && row.models.length > 0);
  const heading = usable.find((row) => row.modelsHeading !== null)?.modelsHeading ?? undefined;
  const overlay = overlayCharts(usable.map((row) => ({ key: `${row.shooter}/${row.how}`, label: row.how ? `${props.names(row.shooter)}, ${row.how}` : props.names(row.shooter), bars: row.models })));
  const decimal = new Intl.NumberFormat(t.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <div class="compare-panel" data-testid="unit-compare">
      <p class="hint">{t.web.unitTable.compareIntro}</p>
      <ul class="compare-rows">
        {props.rows.map((row) => (
          <li key={`${row.shooter}|${row.how}`} class={`compare-row${row.usable ? '' : ' not-allowed'}`} data-compare={`${row.shooter}/${row.how}`} data-usable={row.usable ? 'yes' : 'no'}>
            <div class="compare-head">
              <strong>{props.names(row.shooter)}</strong>
              <span>{row.how}</span>
            </div>
            {row.usable && row.odds ? (
              <div class="chances">
                <p class="hint" data-mean={row.odds.meanModelsRemoved.toFixed(6)}>
                  {t.web.unitTable.meanRemoved(decimal.format(row.odds.meanModelsRemoved))}
                </p>
                <ChanceBar name="any" label={t.web.unitTable.anyRemoved} chance={floatChance(row.odds.anyRemoved)} format={props.format} />
                <ChanceBar name="destroyed" label={t.web.unitTable.destroyed} chance={floatChance(row.odds.destroyed)} format={props.format} />
              </div>
            ) : (
              <p class="hint">{`${t.web.compare.notAllowed}: ${row.reasons.join('; ')}`}</p>
            )}
          </li>
        ))}
      </ul>
      {heading !== undefined && <OverlayChart heading={t.web.compare.overlayHeading(heading)} chart={overlay} name="compare-models" />}
    </div>
  );
}
