/**
 * The chosen shot's odds kept in view (issue 21): a strip at the bottom of the window with who
 * shoots whom, the score to hit, the main chances and a small chart of them (`strip-chart.tsx`);
 * a tap opens the odds panel and brings it into view. On a phone the odds sit far below the table, on a laptop a scroll away in the side.
 */
import type { JSX } from 'preact';
import type { AtAGlance } from '../logic/odds-view.js';
import { chanceText, useTexts, type ChanceFormat } from '../texts.js';
import { StripChart } from './strip-chart.js';

export interface ShotStripProps {
  readonly shooter: string;
  readonly target: string;
  readonly glance: AtAGlance;
  readonly format: ChanceFormat;
  /** The id of the odds panel's `<details>`, opened and scrolled to on a tap. */
  readonly oddsId: string;
}

function openOdds(id: string): void {
  const details = document.getElementById(id);
  if (!details) return;
  if (details instanceof HTMLDetailsElement) details.open = true;
  details.scrollIntoView({ block: 'start' });
  details.querySelector('summary')?.focus({ preventScroll: true });
}

export function ShotStrip(props: ShotStripProps): JSX.Element {
  const t = useTexts();
  const { glance } = props;
  return (
    <button type="button" class="shot-strip" data-testid="shot-strip" aria-controls={props.oddsId} title={t.web.odds.stripOpen} onClick={() => openOdds(props.oddsId)}>
      <span class="strip-shot">{t.web.odds.stripShot(props.shooter, props.target)}</span>
      {glance.toHit !== '' && <span class="strip-score">{t.web.odds.stripToHit(glance.toHit)}</span>}
      {glance.rows.map((row) => (
        <span key={row.name} class="strip-chance" data-strip-chance={row.name} data-p={row.chance.p.toFixed(6)}>
          {row.label} <strong>{chanceText(t, row.chance, props.format)}</strong>
        </span>
      ))}
      <StripChart chart={glance.chart} />
      <span class="visually-hidden">{t.web.odds.stripOpen}</span>
    </button>
  );
}
