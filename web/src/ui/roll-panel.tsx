/**
 * The dice: the seed, a shot with the chosen shooter and target, the phase played shooter
 * by shooter, and the log of every die with the score it needed and why, in the page's
 * language (the log keeps codes and data, so a language switch rewrites it).
 */
import type { JSX } from 'preact';
import { SEED_MAX, type DiceState, type TraceEntry } from '../../../src/dice/index.js';
import type { MordheimCheck, MordheimOutcome } from '../../../src/games/mordheim/index.js';
import { describeCheck, describeTraceEntry } from '../../../i18n/explain.js';
import type { LogEntry, LoggedShot } from '../logic/session.js';
import { useTexts } from '../texts.js';
import { RulesHeld } from './rules-held.js';

export interface RollPanelProps {
  readonly dice: DiceState;
  readonly log: readonly LogEntry[];
  readonly canShoot: boolean;
  readonly phaseNextName: string | null;
  readonly bandNames: ReadonlyMap<string, string>;
  readonly onSeed: (seed: number) => void;
  readonly onNewSeed: () => void;
  readonly onShoot: () => void;
  readonly onNextShooter: () => void;
  readonly onRestOfPhase: () => void;
  readonly onRestartPhase: () => void;
  readonly onClearLog: () => void;
}

function TraceList(props: { readonly entries: readonly TraceEntry<MordheimCheck, MordheimOutcome>[]; readonly names: ReadonlyMap<string, string> }): JSX.Element {
  const t = useTexts();
  return (
    <ul class="trace">
      {props.entries.map((entry, i) =>
        entry.kind === 'group' ? (
          <li key={i} class="trace-group">
            <span class="group-heading">{describeTraceEntry(t.cat, entry, props.names)}</span>
            <TraceList entries={entry.entries} names={props.names} />
          </li>
        ) : (
          <li key={i} class={`die ${entry.kind}`} data-face={entry.kind === 'die' ? String(entry.face) : undefined} data-outcome={entry.outcome}>
            {describeTraceEntry(t.cat, entry, props.names)}
          </li>
        ),
      )}
    </ul>
  );
}

function ShotEntry(props: { readonly entry: LoggedShot }): JSX.Element {
  const t = useTexts();
  const { entry } = props;
  const names = new Map(Object.entries(entry.names));
  const heading = describeCheck(t.cat, { step: 'shooter-turn', shooter: entry.shooter, target: entry.target, weapon: entry.weapon }, names);
  return (
    <li class="log-shot" data-testid="log-shot">
      <p class="log-heading">{heading}</p>
      <RulesHeld holders={[entry.shooter, entry.target].map((id) => ({ name: names.get(id) ?? id, rules: entry.rules[id] ?? [] }))} testId="log-rules" />
      <p class="log-dice" data-testid="log-dice">
        {entry.to > entry.from ? t.web.roll.diceUsed(entry.seed, entry.from + 1, entry.to) : t.web.roll.noDiceUsed(entry.seed)}
      </p>
      <TraceList entries={entry.trace} names={names} />
      {entry.changes.length > 0 && (
        <ul class="changes">
          {entry.changes.map((c) => (
            <li key={c.id}>{t.cat.battle.warriorState(names.get(c.id) ?? c.id, t.cat.condition[c.condition], c.woundsLeft, c.fell)}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function RollPanel(props: RollPanelProps): JSX.Element {
  const t = useTexts();
  return (
    <div class="roll-panel" data-testid="roll-panel">
      <div class="seed-row">
        <label class="field inline">
          <span>{t.web.roll.seed}</span>
          <input
            type="number"
            min={0}
            max={SEED_MAX}
            step={1}
            value={props.dice.seed}
            data-testid="seed"
            // On each key, not on leaving the field: a re-render in between (the advisor's answer)
            // would otherwise put the old seed back into the field before it is read.
            onInput={(e) => {
              const typed = e.currentTarget.value;
              const seed = Number(typed);
              if (typed !== '' && Number.isInteger(seed) && seed >= 0 && seed <= SEED_MAX) props.onSeed(seed);
            }}
          />
        </label>
        <button type="button" onClick={props.onNewSeed}>
          {t.web.roll.newSeed}
        </button>
        <span class="hint" data-testid="dice-drawn">
          {t.web.roll.diceDrawn(props.dice.drawn)}
        </span>
      </div>
      <div class="button-row">
        <button type="button" class="primary" disabled={!props.canShoot} onClick={props.onShoot} data-testid="shoot">
          {t.web.roll.shoot}
        </button>
        <button type="button" disabled={props.phaseNextName === null} onClick={props.onNextShooter} data-testid="next-shooter">
          {t.web.roll.nextShooter}
        </button>
        <button type="button" disabled={props.phaseNextName === null} onClick={props.onRestOfPhase} data-testid="rest-of-phase">
          {t.web.roll.restOfPhase}
        </button>
        <button type="button" onClick={props.onRestartPhase}>
          {t.web.roll.restartPhase}
        </button>
      </div>
      {!props.canShoot && <p class="hint">{t.web.roll.shootHint}</p>}
      <p class="hint">{props.phaseNextName !== null ? t.web.roll.phaseNext(props.phaseNextName) : t.web.roll.phaseDone}</p>
      <h4>{t.web.roll.log}</h4>
      {props.log.length === 0 ? (
        <p class="hint">{t.web.roll.logEmpty}</p>
      ) : (
        <>
          <ol class="log" data-testid="log" aria-live="polite">
            {props.log.map((entry, i) => {
              switch (entry.kind) {
                case 'shot':
                  return <ShotEntry key={i} entry={entry} />;
                case 'skip':
                  return (
                    <li key={i} class="log-skip">
                      {entry.refusals.length > 0 ? t.web.roll.skipped(entry.name, entry.refusals.map((r) => t.cat.shooterRefusal[r]).join(', ')) : t.web.roll.noTarget(entry.name)}
                    </li>
                  );
                case 'phase-end':
                  return (
                    <li key={i} class="log-end">
                      {t.web.roll.phaseEnd(props.bandNames.get(entry.warband) ?? entry.warband)}
                    </li>
                  );
              }
            })}
          </ol>
          <p class="hint">{t.web.roll.replayHint}</p>
          <button type="button" class="small" onClick={props.onClearLog}>
            {t.web.roll.clearLog}
          </button>
        </>
      )}
    </div>
  );
}
