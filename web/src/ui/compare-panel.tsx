/**
 * Several shooters and weapons against one target, side by side: each warrior of the
 * shooting warband with each of its weapons, and any weapon the player tries in a
 * warrior's hands. Every number is the library's report for that pairing.
 */
import type { JSX } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { MORDHEIM_WEAPON_IDS } from '../../../src/games/mordheim/index.js';
import { overlayCharts } from '../logic/chart.js';
import { compareCounts, compareKey } from '../logic/compare-charts.js';
import type { CompareRow } from '../logic/shooting.js';
import { useTexts, weaponText, type ChanceFormat } from '../texts.js';
import { ChanceBar, floatChance } from './chance-bar.js';
import { OverlayChart } from './overlay-chart.js';
import { candidateReasons, neededText } from './words.js';

export interface ComparePanelProps {
  readonly targetName: string | null;
  readonly rows: readonly CompareRow[];
  readonly names: ReadonlyMap<string, string>;
  /** Warriors of the shooting warband, who may be handed a weapon to try. */
  readonly shooters: readonly { readonly id: string; readonly name: string }[];
  readonly format: ChanceFormat;
  readonly onAdd: (shooter: string, weapon: string) => void;
  readonly onRemove: (shooter: string, weapon: string) => void;
}

function Row(props: { readonly row: CompareRow; readonly names: ReadonlyMap<string, string>; readonly format: ChanceFormat; readonly onRemove: ComparePanelProps['onRemove'] }): JSX.Element {
  const t = useTexts();
  const { row } = props;
  const c = row.candidate;
  const shooter = props.names.get(row.shooter) ?? row.shooter;
  const weapon = weaponText(t, row.weapon);
  const usable = row.shooterMay && c?.legal === true;
  return (
    <li class={`compare-row${usable ? '' : ' not-allowed'}`} data-compare={compareKey(row)}>
      <div class="compare-head">
        <strong>{shooter}</strong>
        <span>{weapon}</span>
        {row.whatIf && <span class="tried">{t.web.compare.tried}</span>}
        {c?.legal && <span class="needs">{neededText(t, c)}</span>}
        {row.whatIf && (
          <button type="button" class="small" onClick={() => props.onRemove(row.shooter, row.weapon)}>
            {t.web.compare.remove(weapon)}
          </button>
        )}
      </div>
      {usable && c ? (
        <div class="chances">
          {row.hit !== null && <ChanceBar label={t.web.compare.hit} chance={floatChance(row.hit)} format={props.format} />}
          {row.wound !== null && <ChanceBar label={t.web.compare.wound} chance={floatChance(row.wound)} format={props.format} />}
          {c.odds && <ChanceBar label={t.web.compare.outOfAction} chance={floatChance(c.odds.outOfAction)} format={props.format} />}
          {c.odds && <ChanceBar label={t.web.compare.anyEffect} chance={floatChance(c.odds.anyEffect)} format={props.format} />}
        </div>
      ) : (
        <p class="hint">{`${t.web.compare.notAllowed}: ${c ? candidateReasons(t, c, props.names).join('; ') : ''}`}</p>
      )}
    </li>
  );
}

/** The compare rows' hits and unsaved wounds, every shooter and weapon on one chart of each. */
function CompareCharts(props: { readonly rows: readonly CompareRow[]; readonly names: ReadonlyMap<string, string> }): JSX.Element | null {
  const t = useTexts();
  const [shots, setShots] = useState<number | null>(null);
  const counts = useMemo(() => compareCounts(props.rows, shots), [props.rows, shots]);
  if (counts.length < 2) return null;
  const labels = new Map(
    props.rows.map((row) => {
      const label = `${props.names.get(row.shooter) ?? row.shooter}, ${weaponText(t, row.weapon)}`;
      return [compareKey(row), row.whatIf ? `${label} (${t.web.compare.tried})` : label];
    }),
  );
  const series = (pick: 'hits' | 'wounds') => overlayCharts(counts.map((c) => ({ key: c.key, label: labels.get(c.key) ?? c.key, bars: c[pick] })));
  return (
    <div class="compare-charts" data-testid="compare-charts">
      <label class="field inline">
        <span>{t.web.compare.overlayShots}</span>
        <input
          type="number"
          min={1}
          max={20}
          inputMode="numeric"
          value={shots ?? ''}
          data-testid="compare-shots"
          onInput={(e) => {
            const value = Number(e.currentTarget.value);
            setShots(e.currentTarget.value === '' || !Number.isInteger(value) || value < 1 || value > 20 ? null : value);
          }}
        />
      </label>
      <p class="hint">{t.web.compare.overlayOwnShots}</p>
      <OverlayChart heading={t.web.compare.overlayHeading(t.cat.text.hits)} chart={series('hits')} name="compare-hits" />
      <OverlayChart heading={t.web.compare.overlayHeading(t.cat.text.wounds)} chart={series('wounds')} name="compare-wounds" />
    </div>
  );
}

export function ComparePanel(props: ComparePanelProps): JSX.Element {
  const t = useTexts();
  const [shooter, setShooter] = useState('');
  const [weapon, setWeapon] = useState<string>(MORDHEIM_WEAPON_IDS[0] ?? 'bow');
  if (props.targetName === null) return <p class="hint">{t.web.compare.pickTarget}</p>;
  const chosenShooter = props.shooters.some((s) => s.id === shooter) ? shooter : (props.shooters[0]?.id ?? '');
  return (
    <div class="compare-panel" data-testid="compare-panel">
      <p class="attack-line">{t.web.compare.heading(props.targetName)}</p>
      <p class="hint">{t.web.compare.intro}</p>
      <ul class="compare-rows">
        {props.rows.map((row) => (
          <Row key={`${row.shooter}/${row.weapon}/${String(row.whatIf)}`} row={row} names={props.names} format={props.format} onRemove={props.onRemove} />
        ))}
      </ul>
      <CompareCharts rows={props.rows} names={props.names} />
      {props.shooters.length > 0 && (
        <div class="try-weapon">
          <label class="field">
            <span>{t.web.compare.tryWeapon}</span>
            <select value={weapon} onChange={(e) => setWeapon(e.currentTarget.value)} data-testid="try-weapon">
              {MORDHEIM_WEAPON_IDS.map((id) => (
                <option key={id} value={id}>
                  {weaponText(t, id)}
                </option>
              ))}
            </select>
          </label>
          <label class="field">
            <span>{t.web.compare.inHandsOf}</span>
            <select value={chosenShooter} onChange={(e) => setShooter(e.currentTarget.value)} data-testid="try-shooter">
              {props.shooters.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => chosenShooter && props.onAdd(chosenShooter, weapon)} data-testid="try-add">
            {t.web.compare.add}
          </button>
        </div>
      )}
    </div>
  );
}
