/**
 * The selected shooter: whether it may shoot and every reason not, its weapons, and each
 * enemy as a target with the library's reasons, the score needed and the odds at a glance.
 */
import type { JSX } from 'preact';
import { percent } from '../../../i18n/index.js';
import { loadedBarrels, weaponHas, type RatedCandidate } from '../../../src/games/mordheim/index.js';
import type { Exposure, ShooterView } from '../logic/shooting.js';
import { useTexts, weaponText } from '../texts.js';
import { RulesHeld } from './rules-held.js';
import { candidateFacts, candidateReasons, neededText } from './words.js';

export interface ShooterPanelProps {
  readonly view: ShooterView | null;
  readonly shootingBand: boolean;
  readonly names: ReadonlyMap<string, string>;
  readonly targetId: string | null;
  /** The enemies who see the warrior, nearest first; null when not asked for. */
  readonly exposure: readonly Exposure[] | null;
  readonly onExposure: (shown: boolean) => void;
  readonly onWeapon: (weapon: string) => void;
  /** The barrels asked of a double-barrelled weapon (M-17). */
  readonly barrels: 1 | 2;
  readonly onBarrels: (barrels: 1 | 2) => void;
  readonly onTarget: (id: string) => void;
}

function TargetRow(props: { candidate: RatedCandidate; advised: boolean; chosen: boolean; names: ReadonlyMap<string, string>; onTarget: (id: string) => void }): JSX.Element {
  const t = useTexts();
  const c = props.candidate;
  const name = props.names.get(c.target) ?? c.target;
  return (
    <li class={`target-row ${c.legal ? 'legal' : 'illegal'}${props.chosen ? ' chosen' : ''}`} data-target={c.target} data-legal={String(c.legal)}>
      <button type="button" class="target-pick" aria-pressed={props.chosen} onClick={() => props.onTarget(c.target)}>
        <span class="target-name">{name}</span>
        {c.legal && <span class="needs">{neededText(t, c)}</span>}
        {props.advised && <span class="advised">{t.cat.battle.advised}</span>}
        {props.chosen && <span class="chosen-mark">{t.web.shooter.chosen}</span>}
      </button>
      <div class="target-facts">{candidateFacts(t, c).join(', ')}</div>
      <div class="target-reasons">{candidateReasons(t, c, props.names).join('; ')}</div>
      {c.odds && <div class="target-odds">{t.cat.battle.oddsLine(percent(t.language, c.odds.outOfAction), percent(t.language, c.odds.anyEffect))}</div>}
      {c.odds?.misfire && (
        <div class="target-odds misfire-odds">
          {t.cat.battle.misfireOddsLine(percent(t.language, c.odds.misfire.firerHurt), percent(t.language, c.odds.misfire.lost), percent(t.language, c.odds.misfire.jammed), percent(t.language, c.odds.misfire.reload))}
        </div>
      )}
      {c.odds?.entangle && <div class="target-odds entangle-odds">{t.cat.battle.entangleOddsLine(percent(t.language, c.odds.entangle.entangled), percent(t.language, c.odds.entangle.throwerHurt))}</div>}
    </li>
  );
}

/**
 * One barrel or both (M-17): both share one roll to hit, one is an ordinary shot. With one
 * barrel loaded the choice is the library's, not the player's, and the panel says so.
 */
function BarrelsChoice(props: { readonly loaded: number; readonly barrels: 1 | 2; readonly onBarrels: (barrels: 1 | 2) => void }): JSX.Element | null {
  const t = useTexts();
  if (props.loaded === 0) return null;
  const both = props.loaded >= 2;
  return (
    <label class="field">
      <span>{t.web.shooter.barrels}</span>
      <select value={both ? String(props.barrels) : '1'} disabled={!both} onChange={(e) => props.onBarrels(e.currentTarget.value === '1' ? 1 : 2)} data-testid="barrels-select">
        {both && <option value="2">{t.web.shooter.bothBarrels}</option>}
        <option value="1">{t.web.shooter.oneBarrel}</option>
      </select>
      {!both && <span class="hint" data-testid="barrels-one-loaded">{t.web.shooter.oneBarrelLoaded}</span>}
    </label>
  );
}

export function ShooterPanel(props: ShooterPanelProps): JSX.Element {
  const t = useTexts();
  const view = props.view;
  if (!view) return <p class="hint">{t.web.shooter.pick}</p>;
  const { report, shooter, weapon } = view;
  const name = shooter.name;
  const status = report.shooter;
  const weaponId = weapon?.id ?? null;
  const candidates = report.candidates.filter((c) => c.weapon.id === weaponId);
  const legal = candidates.filter((c) => c.legal);
  const illegal = candidates.filter((c) => !c.legal);
  const advised = (c: RatedCandidate) => report.advice?.target === c.target && report.advice.weapon === c.weapon.id;
  return (
    <div class="shooter-panel" data-testid="shooter-panel">
      {!props.shootingBand && <p class="hint">{t.web.shooter.sightOnly(name)}</p>}
      <p class={status.may ? 'may-shoot' : 'may-not-shoot'} data-testid="shooter-status">
        {status.may ? t.cat.battle.mayShoot(name) : t.cat.battle.mayNotShoot(name, status.refusals.map((r) => t.cat.shooterRefusal[r]).join(', '))}
      </p>
      <RulesHeld holders={[{ name, rules: shooter.rules }]} testId="shooter-rules" />
      {status.revealsItself && <p class="hint">{t.cat.battle.revealsItself}</p>}
      <label class="check">
        <input type="checkbox" data-testid="exposure-toggle" checked={props.exposure !== null} onChange={(e) => props.onExposure(e.currentTarget.checked)} />
        {t.web.shooter.exposureToggle(name)}
      </label>
      {props.exposure && (
        <p class="hint" data-testid="exposure">
          {props.exposure.length > 0 ? t.web.shooter.seenBy(props.exposure.map((e) => props.names.get(e.enemy) ?? e.enemy).join(', ')) : t.web.shooter.seenByNone(name)}
        </p>
      )}
      {status.weapons.length > 0 && (
        <label class="field">
          <span>{t.web.shooter.weapon}</span>
          <select value={weaponId ?? ''} onChange={(e) => props.onWeapon(e.currentTarget.value)} data-testid="weapon-select">
            {status.weapons.map((choice) => (
              <option key={choice.weapon.id} value={choice.weapon.id}>
                {choice.refusals.length > 0
                  ? t.cat.battle.weaponNotUsable(weaponText(t, choice.weapon.id), choice.refusals.map((r) => t.cat.weaponRefusal[r]).join(', '))
                  : `${weaponText(t, choice.weapon.id)} (${t.web.table.inches(choice.weapon.range)})`}
              </option>
            ))}
          </select>
        </label>
      )}
      {weapon && weaponHas(weapon, 'double-barrelled') && (
        <BarrelsChoice loaded={loadedBarrels(shooter, weapon)} barrels={props.barrels} onBarrels={props.onBarrels} />
      )}
      {candidates.length > 0 && <p class="hint">{t.web.shooter.chooseTarget}</p>}
      {legal.length > 0 && (
        <section aria-label={t.cat.battle.legal}>
          <h4>{t.cat.battle.legal}</h4>
          <ul class="targets" data-testid="legal-targets">
            {legal.map((c) => (
              <TargetRow key={c.target} candidate={c} advised={advised(c)} chosen={props.targetId === c.target} names={props.names} onTarget={props.onTarget} />
            ))}
          </ul>
        </section>
      )}
      {illegal.length > 0 && (
        <section aria-label={t.cat.battle.notLegal}>
          <h4>{t.cat.battle.notLegal}</h4>
          <ul class="targets" data-testid="illegal-targets">
            {illegal.map((c) => (
              <TargetRow key={c.target} candidate={c} advised={false} chosen={props.targetId === c.target} names={props.names} onTarget={props.onTarget} />
            ))}
          </ul>
        </section>
      )}
      {status.may && !report.advice && candidates.length > 0 && <p class="hint">{t.cat.battle.noAdvice}</p>}
    </div>
  );
}
