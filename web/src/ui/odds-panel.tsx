/**
 * The odds of the chosen shot: what each roll needs and why, the chance of each step of one
 * shot, the target's final state on this table, and "at least N" over a series of shots.
 */
import type { JSX } from 'preact';
import { CONDITIONS, MISFIRE_RESULTS } from '../../../src/games/mordheim/index.js';
import { describeNeeds } from '../../../i18n/explain.js';
import type { RatedCandidate } from '../../../src/games/mordheim/index.js';
import type { FinalStates, ShotOddsView } from '../logic/shooting.js';
import { useTexts, type ChanceFormat } from '../texts.js';
import { CountChart } from './count-chart.js';
import { categoryBars, chartBars, countRows, exactlyBars } from '../logic/chart.js';
import { CategoryChart } from './category-chart.js';
import { FormatSwitch } from './format-switch.js';
import { ChanceBar } from './chance-bar.js';
import { candidateReasons } from './words.js';
import { NeedsTable } from './needs-table.js';
import { RulesHeld } from './rules-held.js';

export interface OddsPanelProps {
  readonly shooterName: string;
  readonly targetName: string;
  readonly candidate: RatedCandidate | null;
  readonly odds: ShotOddsView | null;
  readonly names: ReadonlyMap<string, string>;
  readonly format: ChanceFormat;
  readonly onFormat: (format: ChanceFormat) => void;
  readonly seriesShots: number | null;
  readonly onSeriesShots: (shots: number | null) => void;
}

export const SERIES_MAX = 20;

function States(props: { readonly states: FinalStates; readonly format: ChanceFormat; readonly wounds: number; readonly prefix: string }): JSX.Element {
  const t = useTexts();
  const { states } = props;
  return (
    <>
      <CategoryChart heading={t.web.odds.finalStateHeading} bars={categoryBars(CONDITIONS.map((c) => ({ name: c, label: t.cat.condition[c], chance: states.conditions[c] })))} name={`${props.prefix}states`} />
      {CONDITIONS.map((c) => (
        <ChanceBar key={c} name={`${props.prefix}${c}`} label={t.cat.condition[c]} chance={states.conditions[c]} format={props.format} />
      ))}
      {states.fell.p > 0 && <ChanceBar name={`${props.prefix}fell`} label={t.web.odds.fell} chance={states.fell} format={props.format} />}
      {props.wounds > 1 && <CountChart heading={t.cat.text.woundsLeftHeading} bars={exactlyBars(states.woundsLeft.map((chance) => chance.p))} name={`${props.prefix}wounds-left`} />}
      {props.wounds > 1 &&
        states.woundsLeft
          .map((chance, k) => ({ chance, k }))
          .reverse()
          .map(({ chance, k }) => <ChanceBar key={`w${k}`} name={`${props.prefix}wounds-left-${k}`} label={t.cat.text.woundsLeft(k)} chance={chance} format={props.format} indent />)}
    </>
  );
}

export function OddsPanel(props: OddsPanelProps): JSX.Element {
  const t = useTexts();
  const { candidate, odds, format } = props;
  if (!candidate) return <p class="hint">{t.web.odds.pickTarget}</p>;
  if (!candidate.legal || !odds) {
    return (
      <p class="hint" data-testid="no-odds">
        {t.web.odds.noOdds(props.targetName, candidateReasons(t, candidate, props.names).join('; '))}
      </p>
    );
  }
  const { attack, report, steps, series } = odds;
  const { misfires } = steps;
  const analysis = report.analysis;
  const needs = describeNeeds(t.cat, attack, analysis);
  const coverName = odds.cover ? (props.names.get(odds.cover.id) ?? odds.cover.id) : '';
  return (
    <div class="odds-panel" data-testid="odds-panel">
      <p class="attack-line">{t.cat.text.shooterShootsTarget(props.shooterName, attack.weapon.id, props.targetName)}</p>
      <RulesHeld
        holders={[
          { name: props.shooterName, rules: attack.shooter.rules },
          { name: props.targetName, rules: attack.target.rules },
        ]}
        testId="odds-rules"
      />
      <FormatSwitch format={format} onFormat={props.onFormat} name="chance-format" />
      <h4>{t.cat.text.whatRollsNeed}</h4>
      <NeedsTable needs={needs} testId="needs" />
      <h4>{t.web.odds.steps}</h4>
      <div class="chances" data-testid="step-chances">
        <ChanceBar name="hit" label={t.cat.outcome.hit} chance={steps.hit} format={format} />
        {analysis.toHit.coverClaimed && <ChanceBar name="cover-strike" label={t.cat.outcome['cover-strike']} chance={steps.coverStrike} format={format} />}
        <ChanceBar name="wound" label={t.cat.outcome.wound} chance={steps.wound} format={format} />
        {analysis.toWound.criticalOnSix && <ChanceBar name="critical" label={t.cat.outcome.critical} chance={steps.critical} format={format} indent />}
        <ChanceBar name="unsaved" label={t.web.odds.unsaved} chance={steps.unsaved} format={format} />
        {misfires && MISFIRE_RESULTS.map((m) => <ChanceBar key={m} name={`misfire-${m}`} label={t.cat.outcome[`misfire-${m}`]} chance={misfires[m]} format={format} />)}
      </div>
      {odds.target && (
        <>
          <h4>{t.web.odds.afterShooting}</h4>
          <div class="chances" data-testid="final-chances">
            <States states={odds.target} format={format} wounds={attack.target.profile.W} prefix="final-" />
          </div>
        </>
      )}
      {odds.cover && (
        <>
          <h4>{t.web.odds.inTheWay(coverName)}</h4>
          <div class="chances" data-testid="cover-chances">
            <States states={odds.cover.states} format={format} wounds={odds.cover.states.woundsLeft.length - 1} prefix="cover-" />
          </div>
        </>
      )}
      {/* M-17: both barrels of a double-barrelled weapon are the series, whatever the number of shots. */}
      <h4>{report.series.barrels === 2 ? t.cat.text.bothBarrels : t.web.odds.seriesHeading(series.shots)}</h4>
      <label class="field inline">
        <span>{t.web.odds.seriesShots}</span>
        <input
          type="number"
          min={1}
          max={SERIES_MAX}
          step={1}
          value={series.shots}
          data-testid="series-shots"
          onChange={(e) => {
            const value = Number(e.currentTarget.value);
            props.onSeriesShots(Number.isInteger(value) && value >= 1 && value <= SERIES_MAX ? value : null);
          }}
        />
      </label>
      <div class="chances" data-testid="series-chances">
        {/* "At least N" rows that cannot happen (a shot that cannot hit) are left out. */}
        <p class="series-heading">{`${t.cat.text.hits} (${t.cat.text.mean} ${new Intl.NumberFormat(t.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(series.meanHits)})`}</p>
        <CountChart heading={t.cat.text.hits} bars={chartBars(countRows('hits', series.hitsAtLeast))} name="hits" />
        {series.hitsAtLeast.slice(1).map((chance, i) =>
          chance.p > 0 ? <ChanceBar key={`h${i}`} name={`hits-at-least-${i + 1}`} label={`${t.cat.text.atLeast} ${i + 1}`} chance={chance} format={format} indent /> : null,
        )}
        <p class="series-heading">{`${t.cat.text.wounds} (${t.cat.text.mean} ${new Intl.NumberFormat(t.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(series.meanWounds)})`}</p>
        <CountChart heading={t.cat.text.wounds} bars={chartBars(countRows('wounds', series.woundsAtLeast))} name="wounds" />
        {series.woundsAtLeast.slice(1).map((chance, i) =>
          chance.p > 0 ? <ChanceBar key={`w${i}`} name={`wounds-at-least-${i + 1}`} label={`${t.cat.text.atLeast} ${i + 1}`} chance={chance} format={format} indent /> : null,
        )}
        {CONDITIONS.map((c) => (
          <ChanceBar key={c} name={`series-${c}`} label={t.cat.condition[c]} chance={series.conditions[c]} format={format} />
        ))}
      </div>
      <details class="variants">
        <summary>{t.cat.text.variantsUsed}</summary>
        <ul>
          <li>{t.cat.variant.naturalOneMisses(attack.variants.naturalOneMisses)}</li>
          <li>{t.cat.variant.sevenPlus(attack.variants.sevenPlus)}</li>
          <li>{t.cat.variant.coverStrike(attack.variants.coverStrike)}</li>
          <li>{t.cat.variant.measure(attack.variants.measure)}</li>
          <li>{t.cat.variant.oneCriticalPerPhase(attack.variants.oneCriticalPerPhase)}</li>
          <li>{t.cat.variant.blackpowderMisfire(attack.variants.blackpowderMisfire)}</li>
        </ul>
      </details>
    </div>
  );
}
