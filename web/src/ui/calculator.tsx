/**
 * The calculator mode: one shot without a table, phone first. The game, up to three shooters
 * side by side against one target, the odds of the chosen one in full (what each roll needs
 * and why, each step, "at least N"), a seeded roll with its explained log, a share link, and
 * the shot put on a table. The state is the game's quick description (web/src/logic/calculator.ts).
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { SEED_MAX, isSeed } from '../../../src/dice/index.js';
import { GAMES } from '../../../src/scenario/index.js';
import {
  addColumn,
  calcOdds,
  calcSummary,
  decodeCalc,
  editColumns,
  encodeCalc,
  exampleCalc,
  isCalcHash,
  parseColumn,
  removeColumn,
  rollActive,
  rollLines,
  valueAt,
  withList,
  withMember,
  withCompare,
  withValue,
  MAX_COLUMNS,
  type CalcLink,
  type CalcOdds,
  type CalcState,
  type ColumnResult,
  type QuickFile,
} from '../logic/calculator.js';
import { fieldsOf, type FieldSpec, type Game } from '../logic/calculator-fields.js';
import { battleFromShot, leftBehindOnTable, noTableReason } from '../logic/calculator-table.js';
import { isShareHash } from '../logic/share.js';
import { loadCalculator, loadMode, storeCalculator, storeMode, storedCalculatorGame, type PageMode } from '../storage.js';
import { gameReady, loadGame } from '../games/ui-registry.js';
import { GameLoading, useGame } from './game-loading.js';
import { chanceText, gameName, useTexts, type ChanceFormat } from '../texts.js';
import { CountChart } from './count-chart.js';
import { OddsCharts } from './odds-charts.js';
import { OverlayChart } from './overlay-chart.js';
import { chartBars, chartName, overlayCharts } from '../logic/chart.js';
import { FormatSwitch, useChanceFormat } from './format-switch.js';
import { CalculatorForm, type FieldEdit } from './calculator-form.js';
import { ChanceBar } from './chance-bar.js';
import { issueText } from './words.js';
import { NoticeBox } from './notice-box.js';
import { NeedsTable } from './needs-table.js';
import { OddsNotes } from './rules-held.js';

function randomSeed(): number {
  const words = new Uint32Array(1);
  crypto.getRandomValues(words);
  return (words[0] ?? 1) % (SEED_MAX + 1);
}

/** The mode a link asks for: a calculator link (#calc=) the calculator, a battle link (#battle=) the table. */
function modeOfLink(hash: string): PageMode | null {
  return isCalcHash(hash) ? 'calculator' : isShareHash(hash) ? 'table' : null;
}

/**
 * The page's mode, remembered in the browser; a link opens the mode it is for, at start and
 * when the address changes.
 */
export function usePageMode(): [PageMode, (mode: PageMode) => void] {
  const [mode, setMode] = useState<PageMode>(() => modeOfLink(location.hash) ?? loadMode());
  useEffect(() => storeMode(mode), [mode]);
  useEffect(() => {
    const listener = () => {
      const linked = modeOfLink(location.hash);
      if (linked) setMode(linked);
    };
    window.addEventListener('hashchange', listener);
    return () => window.removeEventListener('hashchange', listener);
  }, []);
  return [mode, setMode];
}

export function ModeSwitch(props: { readonly mode: PageMode; readonly onMode: (mode: PageMode) => void }): JSX.Element {
  const t = useTexts();
  const c = t.web.calculator;
  return (
    <span class="group mode-switch" role="group" aria-label={c.modeLabel}>
      {(['table', 'calculator'] as const).map((mode) => (
        <button key={mode} type="button" class={props.mode === mode ? 'primary' : ''} aria-pressed={props.mode === mode} onClick={() => props.onMode(mode)} data-testid={`mode-${mode}`}>
          {mode === 'table' ? c.modeTable : c.modeCalculator}
        </button>
      ))}
    </span>
  );
}

function OddsView(props: { readonly odds: CalcOdds; readonly format: ChanceFormat }): JSX.Element {
  const t = useTexts();
  const c = t.web.calculator;
  const { odds, format } = props;
  return (
    <div class="calc-odds" data-testid="calc-odds">
      <p class="attack-line" data-testid="calc-odds-heading">
        {odds.heading}
      </p>
      <OddsNotes notes={odds.notes} testId="calc-rules" />
      {odds.sections.map((section, i) => (
        <div key={i} class="calc-odds-section">
          {section.heading && <h4>{section.heading}</h4>}
          {section.needs.length > 0 && (
            <NeedsTable needs={section.needs} testId="calc-needs" head={{ step: c.step, score: c.score, reasons: c.reasons }} />
          )}
          <h4>{section.chancesHeading}</h4>
          {section.chances.map((row) => (
            <ChanceBar key={row.name} name={row.name} label={row.label} chance={row.chance} format={format} {...(row.indent ? { indent: true } : {})} />
          ))}
        </div>
      ))}
      {odds.counts.map((count) => (
        <div key={count.heading} class="calc-odds-section">
          <h4>{count.heading}</h4>
          <CountChart heading={count.heading} bars={chartBars(count.rows)} name={chartName(count.rows)} />
          {count.rows.map((row) => (
            <ChanceBar key={row.name} name={row.name} label={row.label} chance={row.chance} format={format} />
          ))}
        </div>
      ))}
      <OddsCharts charts={odds.charts} />
    </div>
  );
}

/** On a phone the odds sit below the form: this strip keeps the chosen shooter's main numbers in view while editing. */
function StickySummary(props: { readonly odds: CalcOdds; readonly game: CalcState['game']; readonly format: ChanceFormat }): JSX.Element {
  const t = useTexts();
  const summary = calcSummary(props.odds, props.game);
  return (
    <div class="calc-sticky" aria-hidden="true">
      <span class="score">{summary.toHit}</span>
      {summary.rows.map((row) => (
        <span key={row.name}>
          {row.label} <strong>{chanceText(t, row.chance, props.format)}</strong>
        </span>
      ))}
    </div>
  );
}

type LinkNotice =
  | { readonly kind: 'loaded'; readonly filled: readonly string[] }
  | { readonly kind: 'refused'; readonly link: Exclude<CalcLink, { ok: true } | { problem: 'game-not-loaded' }> }
  /** The link's game could not be fetched: the link is kept to be tried again. */
  | { readonly kind: 'game-failed'; readonly game: Game; readonly hash: string };

function LinkNoticeView(props: { readonly notice: LinkNotice; readonly onDismiss: () => void; readonly onRetry: (hash: string) => void }): JSX.Element {
  const t = useTexts();
  const c = t.web.calculator;
  const { notice } = props;
  let heading: string;
  let lines: string[] = [];
  if (notice.kind === 'game-failed') {
    const hash = notice.hash;
    return <NoticeBox heading={c.linkNotLoaded} lines={[t.web.gameNotLoaded(gameName(t, notice.game))]} error={true} testId="calc-link-game" action={{ label: t.web.tryAgain, onClick: () => props.onRetry(hash) }} onDismiss={props.onDismiss} />;
  }
  if (notice.kind === 'loaded') {
    heading = c.linkLoaded;
    if (notice.filled.length > 0) lines = [t.web.notice.namesFilled(notice.filled)];
  } else if (notice.link.problem === 'issues') {
    heading = c.linkIssues(notice.link.issues.length);
    const columnName = notice.link.compare === 'targets' ? c.targetColumn : c.column;
    lines = notice.link.issues.map(({ column, issue }) => `${columnName(column + 1)} — ${issueText(t, issue)}`);
  } else {
    heading = c.linkNotLoaded;
    lines = [c.linkProblem[notice.link.problem]];
  }
  const error = notice.kind !== 'loaded';
  return <NoticeBox heading={heading} lines={lines} error={error} testId={error ? 'calc-link-error' : 'calc-link-loaded'} onDismiss={props.onDismiss} />;
}

/**
 * The compared columns' counts laid over one chart each: every count list the columns share
 * (hits, wounds, wounds left; models removed), a series a column. The heading drops the first
 * column's mean, which is that column's alone.
 */
function CompareOverlays(props: { readonly odds: readonly (CalcOdds | null)[]; readonly columnName: (i: number) => string }): JSX.Element {
  const t = useTexts();
  const names: string[] = [];
  for (const o of props.odds) for (const count of o?.counts ?? []) if (!names.includes(chartName(count.rows))) names.push(chartName(count.rows));
  return (
    <div class="compare-charts" data-testid="calc-overlays">
      {names.map((name) => {
        const lists = props.odds.map((o) => o?.counts.find((count) => chartName(count.rows) === name) ?? null);
        const first = lists.find((list) => list !== null);
        if (!first) return null;
        const chart = overlayCharts(lists.flatMap((list, i) => (list ? [{ key: `column-${i + 1}`, label: props.columnName(i), bars: chartBars(list.rows) }] : [])));
        return <OverlayChart key={name} heading={t.web.compare.overlayHeading(first.heading.replace(/\s*\([^()]*\)$/, ''))} chart={chart} name={`compare-${name}`} />;
      })}
    </div>
  );
}

export interface CalculatorProps {
  /** Opens a battle file's text in table mode (the calculator's shot put on a table). */
  readonly onOpenTable: (text: string) => void;
}

/** The calculator a game's part opens on: the one kept in the browser (`example: null`), or that game's example with a seed. */
interface CalcOpening {
  readonly game: Game;
  readonly example: { readonly seed: number } | null;
  readonly count: number;
}

/**
 * The calculator, once its game's part of the page is loaded (games/registry.ts): the kept
 * calculator's game at first, then any game chosen that the page has not loaded yet. Until then
 * the game's list and a brief status stand in its place, never another game's form.
 */
export function Calculator(props: CalculatorProps): JSX.Element {
  const t = useTexts();
  const c = t.web.calculator;
  const [opening, setOpening] = useState<CalcOpening>(() => ({ game: storedCalculatorGame() ?? 'mordheim', example: null, count: 0 }));
  const [loading, retry] = useGame(opening.game);
  const switchTo = (game: Game, seed: number) => setOpening((o) => ({ game, example: { seed }, count: o.count + 1 }));
  if (loading === 'ready') return <LoadedCalculator key={opening.count} {...props} opening={opening} onSwitch={switchTo} />;
  return (
    <section class="calculator" data-testid="calculator" aria-labelledby="calc-heading">
      <h2 id="calc-heading">{c.heading}</h2>
      <p class="hint">{c.intro}</p>
      <GameChoice game={opening.game} onGame={(game) => switchTo(game, opening.example?.seed ?? randomSeed())} />
      <GameLoading game={opening.game} state={loading} onRetry={retry} />
    </section>
  );
}

function GameChoice(props: { readonly game: Game; readonly onGame: (game: Game) => void }): JSX.Element {
  const t = useTexts();
  return (
    <label class="field">
      <span>{t.web.calculator.game}</span>
      <select
        value={props.game}
        data-testid="calc-game"
        onChange={(e) => {
          const game = GAMES.find((g) => g === e.currentTarget.value);
          if (game) props.onGame(game);
        }}
      >
        {GAMES.map((game) => (
          <option key={game} value={game}>
            {gameName(t, game)}
          </option>
        ))}
      </select>
    </label>
  );
}

function LoadedCalculator(props: CalculatorProps & { readonly opening: CalcOpening; readonly onSwitch: (game: Game, seed: number) => void }): JSX.Element {
  const t = useTexts();
  const c = t.web.calculator;
  const [state, setState] = useState<CalcState>(() => (props.opening.example ? exampleCalc(props.opening.game, props.opening.example.seed) : (loadCalculator(randomSeed()) ?? exampleCalc('mordheim', randomSeed()))));
  const [format, setFormat] = useChanceFormat();
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const [notice, setNotice] = useState<LinkNotice | null>(null);

  useEffect(() => {
    storeCalculator(state);
  }, [state]);

  // A calculator link: read at start and whenever the address changes; the address is then cleared.
  // A link whose game could not be fetched is kept in its notice, to be tried again from there.
  const openLink = async (hash: string) => {
    const link = await decodeCalc(hash, randomSeed(), undefined, loadGame);
    if (link.ok) {
      setState(link.state);
      setNotice({ kind: 'loaded', filled: 'filled' in link ? link.filled : [] });
    } else if (link.problem === 'game-not-loaded') setNotice({ kind: 'game-failed', game: link.game, hash });
    else setNotice({ kind: 'refused', link });
  };
  useEffect(() => {
    const open = async () => {
      const hash = location.hash;
      if (!isCalcHash(hash)) return;
      history.replaceState(null, '', location.pathname + location.search);
      await openLink(hash);
    };
    void open();
    const listener = () => void open();
    window.addEventListener('hashchange', listener);
    return () => window.removeEventListener('hashchange', listener);
  }, []);

  const results = useMemo<ColumnResult[]>(() => state.columns.map(parseColumn), [state.columns]);
  const odds = useMemo(() => results.map((r) => (r.ok ? calcOdds(t.cat, r.shot) : null)), [results, t]);
  const active = state.columns[state.active] ?? {};
  const activeResult = results[state.active];
  const activeOdds = odds[state.active] ?? null;
  const log = useMemo(() => {
    if (!state.roll) return null;
    const parsed = parseColumn(state.roll.file);
    return parsed.ok ? { column: state.roll.column, seed: state.roll.seed, lines: rollLines(t.cat, parsed.shot, state.roll.seed) } : null;
  }, [state.roll, t]);

  const change = (next: CalcState) => {
    setShareUrl(null);
    setState(next);
  };
  const edit: FieldEdit = {
    value: (field: FieldSpec, value: unknown) => change(editColumns(state, field.path, (file) => withValue(file, field.path, value))),
    member: (field: FieldSpec, item: string, on: boolean) => change(editColumns(state, field.path, (file) => withMember(file, field.path, item, on))),
    list: (field: FieldSpec, edited: (list: unknown) => readonly string[]) => change(editColumns(state, field.path, (file) => withList(file, field.path, edited(valueAt(file, field.path))))),
    values: (changes) => change(changes.reduce((next, [field, value]) => editColumns(next, field.path, (file) => withValue(file, field.path, value)), state)),
    file: (field: FieldSpec, edited: (file: QuickFile) => QuickFile) => change(editColumns(state, field.path, edited)),
  };

  const onShare = async () => {
    const url = `${location.origin}${location.pathname}${location.search}${await encodeCalc(state)}`;
    // The clipboard may be refused; the link is shown to copy by hand.
    await navigator.clipboard.writeText(url).then(
      () => true,
      () => false,
    );
    setShareUrl(url);
  };

  const noTable = noTableReason(active, state.game);
  const leftBehind = noTable ? [] : leftBehindOnTable(active, state.game);
  const onTable = () => {
    if (!activeOdds || noTable) return;
    props.onOpenTable(JSON.stringify(battleFromShot(active, state.game, activeOdds.heading, { shooter: c.shooterSection, target: c.targetSection }), null, 2));
  };

  const columnName = (i: number) => (state.compare === 'targets' ? c.targetColumn(i + 1) : c.column(i + 1));
  const problems = results.flatMap((r, i) => (r.ok ? [] : [{ column: i, issues: r.issues }]));

  return (
    <section class="calculator" data-testid="calculator" aria-labelledby="calc-heading">
      <h2 id="calc-heading">{c.heading}</h2>
      <p class="hint">{c.intro}</p>
      {notice && (
        <LinkNoticeView
          notice={notice}
          onDismiss={() => setNotice(null)}
          onRetry={(hash) => {
            setNotice(null);
            void openLink(hash);
          }}
        />
      )}
      <GameChoice game={state.game} onGame={(game) => (gameReady(game) ? change(exampleCalc(game, state.seed)) : props.onSwitch(game, state.seed))} />
      <label class="field">
        <span>{c.compareMode}</span>
        <select value={state.compare} data-testid="calc-compare-mode" onChange={(e) => change(withCompare(state, e.currentTarget.value === 'targets' ? 'targets' : 'shooters'))}>
          <option value="shooters">{c.compareShooters}</option>
          <option value="targets">{c.compareTargets}</option>
        </select>
      </label>
      <div class="calc-tabs" role="group" aria-label={c.compareHeading}>
        {state.columns.map((_, i) => (
          <button key={i} type="button" aria-pressed={i === state.active} class={i === state.active ? 'primary' : ''} onClick={() => change({ ...state, active: i })} data-testid={`calc-tab-${i + 1}`}>
            {columnName(i)}
          </button>
        ))}
        {state.columns.length < MAX_COLUMNS && (
          <button type="button" onClick={() => change(addColumn(state))} data-testid="calc-add">
            {state.compare === 'targets' ? c.addTarget : c.addColumn}
          </button>
        )}
      </div>
      <div class="calc-body">
        <div class="calc-inputs">
          <CalculatorForm game={state.game} fields={fieldsOf(state.game)} file={active} issues={activeResult && !activeResult.ok ? activeResult.issues : []} edit={edit} columns={state.columns.length} compare={state.compare} columnName={columnName(state.active)} />
          {activeOdds && <StickySummary odds={activeOdds} game={state.game} format={format} />}
          {state.columns.length > 1 && (
            <button type="button" onClick={() => change(removeColumn(state, state.active))} data-testid="calc-remove">
              {c.removeColumn(columnName(state.active))}
            </button>
          )}
        </div>
        <div class="calc-results">
          {problems.length > 0 && (
            <div class="notice error" role="alert" data-testid="calc-problems">
              {problems.map(({ column, issues }) => (
                <div key={column} class="notice-text">
                  <strong>{c.problems(columnName(column), issues.length)}</strong>
                  <ul>
                    {issues.map((issue, k) => (
                      <li key={k}>{issueText(t, issue)}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          )}
          <FormatSwitch format={format} onFormat={setFormat} name="calc-format" testIdPrefix="calc-format" />
          {state.columns.length > 1 && (
            <section class="calc-compare" aria-label={c.compareHeading} data-testid="calc-compare">
              {odds.map((o, i) => {
                if (!o) return null;
                const summary = calcSummary(o, state.game);
                return (
                  <div key={i} class={`calc-card${i === state.active ? ' active' : ''}`} data-testid={`calc-card-${i + 1}`}>
                    <h3>{columnName(i)}</h3>
                    <p class="attack-line">{summary.heading}</p>
                    <p>
                      {t.web.compare.needs}: <strong>{summary.toHit}</strong>
                    </p>
                    {summary.rows.map((row) => (
                      <ChanceBar key={row.name} name={row.name} label={row.label} chance={row.chance} format={format} />
                    ))}
                  </div>
                );
              })}
            </section>
          )}
          {state.columns.length > 1 && <CompareOverlays odds={odds} columnName={columnName} />}
          <section aria-label={c.oddsHeading(columnName(state.active))}>
            <h3>{c.oddsHeading(columnName(state.active))}</h3>
            {activeOdds && <OddsView odds={activeOdds} format={format} />}
          </section>
          <section class="calc-roll" aria-label={c.rollHeading}>
            <h3>{c.rollHeading}</h3>
            <div class="seed-row">
              <label class="field inline">
                <span>{c.seed}</span>
                <input
                  type="number"
                  min={0}
                  max={SEED_MAX}
                  step={1}
                  value={state.seed}
                  data-testid="calc-seed"
                  onInput={(e) => {
                    const seed = Number(e.currentTarget.value);
                    if (isSeed(seed)) change({ ...state, seed });
                  }}
                />
              </label>
              <button type="button" onClick={() => change({ ...state, seed: randomSeed() })}>
                {c.newSeed}
              </button>
            </div>
            <button type="button" class="primary big" disabled={!activeOdds} onClick={() => change(rollActive(state, randomSeed()))} data-testid="calc-roll">
              {c.roll}
            </button>
            <p class="hint">{c.rollHint}</p>
            {log ? (
              <div class="calc-log" data-testid="calc-log">
                <h4>{c.logHeading(columnName(log.column), log.seed)}</h4>
                <ul>
                  {log.lines.map((line, i) => (
                    <li key={i} class={/^\s/.test(line) ? 'indent' : ''}>
                      {line.trim()}
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <p class="hint">{c.logEmpty}</p>
            )}
          </section>
          <div class="button-row calc-actions">
            <button type="button" onClick={() => void onShare()} data-testid="calc-share">
              {c.share}
            </button>
            <button type="button" disabled={!activeOdds || noTable !== null} onClick={onTable} title={noTable ? c.noTable[noTable] : c.toTableHint} data-testid="calc-to-table">
              {c.toTable}
            </button>
            <button type="button" onClick={() => change(exampleCalc(state.game, state.seed))} data-testid="calc-reset">
              {c.reset}
            </button>
          </div>
          {leftBehind.length > 0 && (
            <p class="hint" data-testid="calc-left-behind">
              {c.leftBehindOnTable(leftBehind.map((id) => (id === 'batchCircumstances' ? c.batchCircumstances : c.field[id])))}
            </p>
          )}
          {noTable && (
            <p class="hint" data-testid="calc-no-table">
              {c.noTable[noTable]}
            </p>
          )}
          {shareUrl && (
            <label class="field share-box">
              <span>{c.shareReady}</span>
              <input type="text" readOnly value={shareUrl} onFocus={(e) => e.currentTarget.select()} data-testid="calc-share-url" />
            </label>
          )}
        </div>
      </div>
    </section>
  );
}
