/**
 * The page: the battle and its undo stack (a Session), what is selected, and the panels.
 * State is plain data; every rule question goes to the library through web/src/logic.
 */
import type { JSX, TargetedEvent } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { SEED_MAX } from '../../../src/dice/index.js';
import { findWeapon, shootingOrder, type ShotRefusal, type SplitRefusal } from '../../../src/games/mordheim/index.js';
import type { ScenarioIssue } from '../../../src/scenario/index.js';
import { prepareTable, tableViews, type PreparedTable, type TableViews } from '../../../src/table/index.js';
import type { Point2 } from '../../../src/geometry/index.js';
import type { Language } from '../../../i18n/index.js';
import type { ScenarioSource, ShareLinkProblem } from '../../../i18n/web.js';
import { EXAMPLE_GAMES, EXAMPLES, exampleText, exampleTitle } from '../examples.js';
import {
  addTerrain,
  addWarrior,
  changeWarband,
  deleteTerrain,
  deleteWarrior,
  drawnTerrainPiece,
  fileText,
  findTerrain,
  findWarrior,
  floorNames,
  freshId,
  moveWarrior,
  newWarrior,
  setFooting,
  setShooting,
  shiftTerrain,
  turnWarrior,
  updateTerrain,
  updateWarrior,
  type BattleFile,
  type Footing,
  type WarriorFile,
} from '../logic/battle-file.js';
import { importText, isRosterName, tooLarge, type ImportProblem } from '../logic/import.js';
import { bsdataProblemText } from '../../../i18n/bsdata.js';
import type { BsdataProblem } from '../../../src/data/bsdata/index.js';
import { namesProfilesUnloaded, writeNamesOut } from '../logic/named-import.js';
import { clearLog, edit, nextShooter, phaseOver, redo, replaceBattle, reseed, restartPhase, restOfPhase, shoot, shootSplit, undo, type Session } from '../logic/session.js';
import { decodeShare, encodeShare, isShareHash } from '../logic/share.js';
import { newUnitHistory, pushUnit, redoUnit, undoUnit, unitFileText, unitSessionFromText, type UnitHistory, type UnitSession } from '../logic/units.js';
import { compareRows, exposureOf, shooterView, shotOdds, splitChances, splitChoice, warbandSides, type WhatIf } from '../logic/shooting.js';
import { SplitThrows } from './split-throws.js';
import { loadStoredBattle, loadTableExample, storedBattleTitle, storeLanguage, storeSession, storeTableExample, storeUnitHistory } from '../storage.js';
import type { GameId } from '../games/web-game.js';
import { gameName, textsFor, TextsContext, useTexts } from '../texts.js';
import { download } from './download.js';
import { TABLE_SHOOTER_ID, TABLE_TARGET_ID } from '../games/calculator-shared.js';
import { useChanceFormat } from './format-switch.js';
import { Calculator, ModeSwitch, usePageMode } from './calculator.js';
import { ComparePanel } from './compare-panel.js';
import { TerrainEditor, WarriorEditor } from './editors.js';
import { OddsPanel } from './odds-panel.js';
import { RollPanel } from './roll-panel.js';
import { Roster } from './roster.js';
import { ShooterPanel } from './shooter-panel.js';
import { TableToolbar } from './table-toolbar.js';
import { TableView, type Editing, type TableMode } from './table-view.js';
import { UnitBattle } from './unit-battle.js';
import { GameLoading, useGame } from './game-loading.js';
import { issueText, refusalText } from './words.js';
import { NoticeBox } from './notice-box.js';
import { ShotStrip } from './shot-strip.js';
import { tableShotAtAGlance } from '../logic/odds-view.js';
import { AdvisorOverlay, AdvisorPanel, PlanPanel, useAdvice, usePlan, type AdvisorSettings } from './advisor.js';
import { layerCells, planGoalOf } from '../logic/advisor.js';
import { DEFAULT_GRID } from '../../../src/advisor/index.js';

/** Something the page tells the player, kept as codes so a language switch rewrites it. */
export type NoticeBody =
  | { readonly kind: 'not-loaded'; readonly source: ScenarioSource; readonly problem: ImportProblem | { readonly kind: 'link'; readonly problem: ShareLinkProblem } | null; readonly fallback: boolean }
  | { readonly kind: 'edit-refused'; readonly issues: readonly ScenarioIssue[] }
  | { readonly kind: 'shot-refused'; readonly refusal: ShotRefusal | SplitRefusal; readonly names: ReadonlyMap<string, string> }
  | { readonly kind: 'loaded'; readonly title: string }
  | { readonly kind: 'names-filled'; readonly names: readonly string[] }
  | { readonly kind: 'storage-unavailable' }
  | { readonly kind: 'roster-added'; readonly side: string; readonly joined: boolean; readonly warnings: readonly BsdataProblem[] }
  | { readonly kind: 'roster-refused'; readonly file: string; readonly problems: readonly BsdataProblem[] };

type Notice = NoticeBody & { readonly id: number };

export interface AppProps {
  readonly language: Language;
  readonly session: Session;
  /** A stored battle of a unit game with its undo history, opened instead of the Mordheim session. */
  readonly unitHistory?: UnitHistory | null;
  /** The example the battle on the table was opened from (index in EXAMPLES), or null for the player's own; the first example when left out. */
  readonly example?: number | null;
  readonly notices: readonly NoticeBody[];
  /**
   * A unit game whose part could not be fetched at start: the battle kept in the browser is of
   * that game and is left unread and untouched (its log is read through that game's module)
   * until the game loads; null or left out when the kept battle, if any, was read.
   */
  readonly keptPending?: GameId | null;
}

const MAX_NOTICES = 3;

/** How long after the last change the battle and its history are written to storage. */
const STORE_DELAY_MS = 300;

function isError(notice: NoticeBody): boolean {
  return notice.kind !== 'loaded' && notice.kind !== 'names-filled' && notice.kind !== 'roster-added';
}

function NoticeView(props: { readonly notice: Notice; readonly onDismiss: () => void }): JSX.Element {
  const t = useTexts();
  const { notice } = props;
  let lines: string[] = [];
  let heading = '';
  switch (notice.kind) {
    case 'not-loaded': {
      heading = t.web.notice.notLoaded(notice.source);
      const problem = notice.problem;
      if (problem?.kind === 'issues') lines = [t.web.notice.problems(problem.issues.length), ...problem.issues.map((i) => issueText(t, i))];
      else if (problem?.kind === 'not-a-battle') lines = [t.web.notice.notABattle];
      else if (problem?.kind === 'game-not-drawn') lines = [t.web.notice.gameNotDrawn(gameName(t, problem.game))];
      else if (problem?.kind === 'link') lines = [t.web.notice.linkProblem[problem.problem]];
      lines.push(notice.fallback ? t.web.notice.storedUnreadable : t.web.notice.nothingChanged);
      break;
    }
    case 'edit-refused':
      heading = t.web.notice.editRefused;
      lines = notice.issues.map((i) => issueText(t, i));
      break;
    case 'shot-refused':
      heading = refusalText(t, notice.refusal, notice.names);
      break;
    case 'loaded':
      heading = t.web.notice.loaded(notice.title);
      break;
    case 'names-filled':
      heading = t.web.notice.namesFilled(notice.names);
      break;
    case 'storage-unavailable':
      heading = t.web.notice.storageUnavailable;
      break;
    case 'roster-added':
      heading = t.web.notice.rosterAdded(notice.side, notice.joined);
      if (notice.warnings.length > 0) lines = [t.web.notice.rosterWarnings(notice.warnings.length), ...notice.warnings.map((p) => bsdataProblemText(t.cat.bsdata, p))];
      break;
    case 'roster-refused':
      heading = t.web.notice.rosterRefused(notice.file);
      lines = [...notice.problems.map((p) => bsdataProblemText(t.cat.bsdata, p)), t.web.notice.nothingChanged];
      break;
  }
  const error = isError(notice);
  return <NoticeBox heading={heading} lines={lines} error={error} testId={error ? 'error' : 'info'} onDismiss={props.onDismiss} />;
}


/** A file name from the battle's title: letters and digits only, never a path. */
function fileNameFor(title: string | undefined): string {
  const slug = (title ?? 'battle')
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .toLowerCase();
  return `${slug || 'battle'}.json`;
}

function newSeed(): number {
  const words = new Uint32Array(1);
  crypto.getRandomValues(words);
  return (words[0] ?? 1) % (SEED_MAX + 1);
}

const inEditableField = (target: EventTarget | null): boolean => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));

/** The prefix of the service worker's caches (web/sw.js): `marksman-page-<version>`. */
const CACHE_PREFIX = 'marksman-page-';

/** The build the service worker keeps for offline use, once it has kept it; null before, or without one. */
function useCachedVersion(): string | null {
  const [version, setVersion] = useState<string | null>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator) || typeof caches === 'undefined') return;
    let live = true;
    void navigator.serviceWorker.ready
      .then(() => caches.keys())
      .then((names) => {
        const kept = names.find((name) => name.startsWith(CACHE_PREFIX));
        if (live && kept) setVersion(kept.slice(CACHE_PREFIX.length));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return version;
}

export function App(props: AppProps): JSX.Element {
  const [language, setLanguage] = useState<Language>(props.language);
  const [session, setSessionState] = useState<Session>(props.session);
  const sessionRef = useRef(session);
  const setSession = (next: Session) => {
    sessionRef.current = next;
    setSessionState(next);
  };
  const noticeId = useRef(0);
  const [notices, setNotices] = useState<Notice[]>(() => props.notices.map((n) => ({ ...n, id: (noticeId.current += 1) })));
  const [shooter, setShooter] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const [weapon, setWeapon] = useState<string | null>(null);
  /** The barrels a double-barrelled weapon fires (M-17): both unless the player picks one. */
  const [barrels, setBarrels] = useState<1 | 2>(2);
  /** A Knife Fighter's throws, one target each (M-15); null, or a list the shooter's choice no longer fits: every throw at the chosen target. */
  const [throws, setThrows] = useState<readonly string[] | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [mode, setMode] = useState<TableMode>({ kind: 'select' });
  const [format, setFormat] = useChanceFormat();
  const [seriesShots, setSeriesShots] = useState<number | null>(null);
  const [whatIfs, setWhatIfs] = useState<readonly WhatIf[]>([]);
  const [compareOpen, setCompareOpen] = useState(false);
  const [exposureShown, setExposureShown] = useState(false);
  const [advisorShown, setAdvisorShown] = useState(false);
  const [planShown, setPlanShown] = useState(false);
  /** The enemy the plan is asked to take out (the command line's `plan --target`); null: the most models on average. */
  const [planTarget, setPlanTarget] = useState<string | null>(null);
  const [advisorSettings, setAdvisorSettings] = useState<AdvisorSettings>({ goal: 'out-of-action', layer: 'shoot' });
  /** Whether a warrior or a terrain piece is being dragged: the advisor waits for the drop (a render follows each step and the drop). */
  const [dragging, setDragging] = useState(false);
  const [shareUrl, setShareUrl] = useState<{ url: string; copied: boolean } | null>(null);
  /** The example the picker names: the one on the table, or one chosen to open; null once a battle of the player's own is opened. */
  const [exampleIndex, setExampleIndex] = useState<number | null>(props.example === undefined ? 0 : props.example);
  /** The battle on the table is now the player's own, or the example at this index: the picker says so, after a reload too. */
  const tableFrom = (index: number | null) => {
    setExampleIndex(index);
    storeTableExample(index);
  };
  /** A battle of a unit game (Battleaxe, The Ninth Age) on the table instead of the Mordheim session. */
  const [unitHistory, setUnitHistoryState] = useState<UnitHistory | null>(props.unitHistory ?? null);
  const unitRef = useRef(unitHistory);
  const setUnitHistory = (next: UnitHistory | null) => {
    unitRef.current = next;
    setUnitHistoryState(next);
  };
  /** Each unit battle opened is drawn afresh, with the shooter chosen when the calculator put it there. */
  const [unitOpening, setUnitOpening] = useState<{ readonly count: number; readonly shooter: string | null }>({ count: 0, shooter: null });
  const openUnits = (next: UnitSession | null, shooterChosen: string | null = null) => {
    // A battle opened by the player takes the place of one kept whose game never loaded.
    setKeptPending(null);
    setUnitHistory(next ? (unitRef.current ? pushUnit(unitRef.current, next) : newUnitHistory(next)) : null);
    setUnitOpening((opening) => ({ count: opening.count + 1, shooter: shooterChosen }));
  };
  const onUnitSession = (next: UnitSession, merge?: boolean) => {
    if (unitRef.current) setUnitHistory(pushUnit(unitRef.current, next, merge));
  };
  const unitSession = unitHistory?.current ?? null;
  // A unit game's part of the page is fetched when its first battle opens (games/registry.ts).
  const [unitGameState, retryUnitGame] = useGame(unitSession?.scenario.game ?? 'mordheim');
  /** The kept battle's game, while its part has not arrived: nothing is written to storage meanwhile, so the kept battle and its log wait as they were. */
  const [keptPending, setKeptPendingState] = useState<GameId | null>(props.keptPending ?? null);
  const keptRef = useRef(keptPending);
  const setKeptPending = (next: GameId | null) => {
    keptRef.current = next;
    setKeptPendingState(next);
  };
  const [keptState, retryKept] = useGame(keptPending ?? 'mordheim');
  const keptTitle = useMemo(() => (keptPending === null ? null : storedBattleTitle()), [keptPending]);
  const onUndo = () => (unitRef.current ? setUnitHistory(undoUnit(unitRef.current)) : setSession(undo(sessionRef.current)));
  const onRedo = () => (unitRef.current ? setUnitHistory(redoUnit(unitRef.current)) : setSession(redo(sessionRef.current)));
  const [pageMode, setPageMode] = usePageMode();
  const cachedVersion = useCachedVersion();
  const drag = useRef<{ started: boolean; refused: readonly ScenarioIssue[] | null }>({ started: false, refused: null });
  const fileInput = useRef<HTMLInputElement>(null);

  const t = useMemo(() => textsFor(language), [language]);
  const { loaded, dice, log } = session.current;
  const { file, scenario } = loaded;
  const battle = scenario.battle;
  const title = (keptPending !== null ? keptTitle : unitSession ? unitSession.scenario.title : file.title) ?? t.web.untitled;

  const notify = (body: NoticeBody) => setNotices((list) => [...list, { ...body, id: (noticeId.current += 1) }].slice(-MAX_NOTICES));
  const dismiss = (id: number) => setNotices((list) => list.filter((n) => n.id !== id));

  // Each table state (a drag step) is prepared from the last: only what moved is prepared again.
  const lastPrepared = useRef<PreparedTable | undefined>(undefined);
  const prepared = useMemo(() => {
    lastPrepared.current = prepareTable(battle.table, lastPrepared.current);
    return lastPrepared.current;
  }, [battle.table]);
  const names = useMemo(() => new Map(battle.warriors.map((w) => [w.id, w.name])), [battle.warriors]);
  const bandNames = useMemo(() => new Map(battle.warbands.map((b) => [b.id, b.name])), [battle.warbands]);
  const terrainNames = useMemo(() => new Map((file.battle.terrain ?? []).map((p) => [p.id, p.name ?? p.id])), [file.battle.terrain]);

  const shooterWarrior = shooter ? battle.warriors.find((w) => w.id === shooter) : undefined;
  const view = useMemo(() => (shooterWarrior ? shooterView(battle, scenario.variants, prepared, shooterWarrior.id, weapon, { barrels }) : null), [battle, scenario.variants, prepared, shooterWarrior, weapon, barrels]);
  const candidate = view && target ? (view.report.candidates.find((c) => c.target === target && c.weapon.id === view.weapon?.id) ?? null) : null;
  const split = useMemo(() => (view ? splitChoice(battle, scenario.variants, prepared, view) : null), [battle, scenario.variants, prepared, view]);
  const chosenThrows = useMemo(() => {
    if (!split || !target || !split.targets.includes(target)) return null;
    const fits = throws !== null && throws.length === split.allowed && throws.every((id) => split.targets.includes(id));
    return fits ? throws : Array.from({ length: split.allowed }, () => target);
  }, [split, target, throws]);
  const divided = chosenThrows !== null && new Set(chosenThrows).size > 1;
  const thrownOdds = useMemo(
    () => (divided && chosenThrows && shooterWarrior ? splitChances(battle, scenario.variants, shooterWarrior.id, chosenThrows, view?.weapon?.id ?? null, format === 'fraction') : null),
    [divided, chosenThrows, shooterWarrior, battle, scenario.variants, view, format],
  );
  const odds = useMemo(() => (candidate ? shotOdds(battle, prepared, candidate, { exact: format === 'fraction', ...(seriesShots !== null ? { seriesShots } : {}) }) : null), [battle, prepared, candidate, format, seriesShots]);
  const rows = useMemo(() => (compareOpen && target ? compareRows(battle, scenario.variants, prepared, target, whatIfs) : []), [compareOpen, battle, scenario.variants, prepared, target, whatIfs]);
  // Every warrior's view of every other, kept up to date while asked for: each table state
  // (a drag step) redoes only the pairs the move can touch, from the last views.
  const lastViews = useRef<TableViews | null>(null);
  const allViews = useMemo(() => {
    if (!exposureShown) return null;
    lastViews.current = tableViews(prepared, lastViews.current ?? undefined, { sides: warbandSides(battle) });
    return lastViews.current;
  }, [exposureShown, prepared, battle]);
  const exposure = useMemo(() => (allViews && shooterWarrior ? exposureOf(battle, prepared, allViews, shooterWarrior.id) : null), [allViews, battle, prepared, shooterWarrior]);

  // The advisor asks its worker of the battle as the file holds it, once a dragged model is dropped.
  const advice = useAdvice(advisorShown && !unitSession ? file : null, shooter, advisorSettings.goal, dragging);
  const planEnemies = useMemo(() => battle.warriors.filter((w) => w.warband !== battle.shooting).map((w) => ({ id: w.id, name: w.name })), [battle.warriors, battle.shooting]);
  // An enemy no longer on the roster (deleted, or now of the shooting side) is no goal.
  const planTargetShown = planTarget !== null && planEnemies.some((e) => e.id === planTarget) ? planTarget : null;
  const plan = usePlan(planShown && !unitSession ? file : null, planGoalOf(planTargetShown), dragging);
  const advisorCells = useMemo(() => (advisorShown && advice.kind === 'done' && advice.result.ok ? layerCells(advice.result.advice, advisorSettings.layer) : null), [advisorShown, advice, advisorSettings.layer]);

  const order = shootingOrder(battle);
  const phaseNextName = phaseOver(session.current) ? null : (names.get(order[session.current.phaseNext] ?? '') ?? order[session.current.phaseNext] ?? null);
  const canShoot = Boolean(view?.report.shooter.may && candidate?.legal);

  // Keep the battle with its log and undo history in the browser; say once if the browser
  // refuses. Written a moment after the last change (not at every step of a drag), and at
  // once when the page is hidden or left, so a reload loses nothing.
  const storageWarned = useRef(false);
  const storePending = useRef<number | null>(null);
  const storeNow = () => {
    if (storePending.current !== null) window.clearTimeout(storePending.current);
    storePending.current = null;
    // The kept battle waits, unread, for its game: writing now would put another battle in its place.
    if (keptRef.current !== null) return;
    const units = unitRef.current;
    const stored = units ? units.current.file === null || storeUnitHistory(units) : storeSession(sessionRef.current);
    if (!stored && !storageWarned.current) {
      storageWarned.current = true;
      notify({ kind: 'storage-unavailable' });
    }
  };
  useEffect(() => {
    if (storePending.current !== null) window.clearTimeout(storePending.current);
    storePending.current = window.setTimeout(storeNow, STORE_DELAY_MS);
  }, [session, unitHistory]);
  useEffect(() => {
    const onHide = () => {
      if (storePending.current !== null) storeNow();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  // Once the kept battle's game has loaded, the kept battle is read back as at start, log and undo steps with it.
  useEffect(() => {
    if (keptPending === null || keptState !== 'ready') return;
    const stored = loadStoredBattle();
    setKeptPending(null);
    switch (stored.kind) {
      case 'units':
        setUnitHistory(stored.history);
        setUnitOpening((opening) => ({ count: opening.count + 1, shooter: null }));
        setExampleIndex(loadTableExample());
        return;
      case 'ok':
        setSession(stored.session);
        setExampleIndex(loadTableExample());
        return;
      case 'bad':
        notify({ kind: 'not-loaded', source: { kind: 'storage' }, problem: stored.problem, fallback: true });
        return;
      case 'none':
        return;
    }
  }, [keptPending, keptState]);

  useEffect(() => {
    storeLanguage(language);
    document.documentElement.lang = language;
  }, [language]);

  useEffect(() => {
    document.title = `${title} — ${t.web.appName}`;
  }, [title, t]);

  const resetSelection = () => {
    setShooter(null);
    setTarget(null);
    setWeapon(null);
    setEditing(null);
    setWhatIfs([]);
    setSeriesShots(null);
    setMode({ kind: 'select' });
  };

  /** Scenario text opened as the battle on the page (a unit game's or Mordheim's); the title when opened, else what stopped it. */
  const openParsed = (text: string): { readonly ok: true; readonly title: string | undefined } | { readonly ok: false; readonly problem: ImportProblem } => {
    const units = unitSessionFromText(text);
    if (units) {
      openUnits(units);
      resetSelection();
      tableFrom(null);
      return { ok: true, title: units.scenario.title };
    }
    const imported = importText(text);
    if (!imported.ok) return imported;
    setUnitHistory(null);
    setKeptPending(null);
    setSession(replaceBattle(sessionRef.current, imported.loaded));
    resetSelection();
    tableFrom(null);
    return { ok: true, title: imported.loaded.file.title };
  };

  /**
   * A file or link opened; one that names the community's profiles is opened with their numbers
   * written in, from the library loaded only then, and says which names it took.
   */
  const openText = async (text: string, source: ScenarioSource) => {
    let opened = openParsed(text);
    let filled: readonly string[] = [];
    if (!opened.ok && namesProfilesUnloaded(opened.problem)) {
      // Should the library fail to load, the parser's own "no profile library is loaded" stands.
      const written = await writeNamesOut(text).catch(() => null);
      if (written && !written.ok) opened = { ok: false, problem: { kind: 'issues', issues: written.issues } };
      else if (written) {
        opened = openParsed(written.text);
        filled = written.filled;
      }
    }
    if (!opened.ok) {
      notify({ kind: 'not-loaded', source, problem: opened.problem, fallback: false });
      return;
    }
    notify({ kind: 'loaded', title: opened.title ?? textsFor(language).web.untitled });
    if (filled.length > 0) notify({ kind: 'names-filled', names: filled });
  };

  // A battle shared as a link: read once at start and whenever the hash changes.
  useEffect(() => {
    const openHash = async () => {
      const hash = location.hash;
      if (!isShareHash(hash)) return;
      history.replaceState(null, '', location.pathname + location.search);
      const decoded = await decodeShare(hash);
      if (!decoded.ok) {
        notify({ kind: 'not-loaded', source: { kind: 'link' }, problem: { kind: 'link', problem: decoded.problem }, fallback: false });
        return;
      }
      await openText(decoded.text, { kind: 'link' });
    };
    void openHash();
    const listener = () => void openHash();
    window.addEventListener('hashchange', listener);
    return () => window.removeEventListener('hashchange', listener);
  }, []);

  const applyFile = (next: BattleFile, merge = false): boolean => {
    const result = edit(sessionRef.current, next, merge);
    if (!result.ok) {
      notify({ kind: 'edit-refused', issues: result.issues });
      return false;
    }
    setSession(result.session);
    return true;
  };

  const currentFile = () => sessionRef.current.current.loaded.file;

  const onWarriorPress = (id: string) => {
    const warrior = battle.warriors.find((w) => w.id === id);
    if (!warrior) return;
    setEditing({ kind: 'warrior', id });
    if (warrior.warband === battle.shooting) {
      if (shooter !== id) setWeapon(null);
      setShooter(id);
      if (target === id) setTarget(null);
    } else if (shooter) setTarget(id);
    else setShooter(id);
  };

  const onWarriorMove = (id: string, x: number, y: number) => {
    const result = edit(sessionRef.current, moveWarrior(currentFile(), id, x, y), drag.current.started);
    if (result.ok) {
      drag.current = { started: true, refused: null };
      setDragging(true);
      setSession(result.session);
    } else drag.current = { ...drag.current, refused: result.issues };
  };

  const onTerrainMove = (id: string, dx: number, dy: number) => {
    const result = edit(sessionRef.current, shiftTerrain(currentFile(), id, dx, dy), drag.current.started);
    if (result.ok) {
      drag.current = { started: true, refused: null };
      setDragging(true);
      setSession(result.session);
    } else drag.current = { ...drag.current, refused: result.issues };
  };

  const onDragEnd = () => {
    const refused = drag.current.refused;
    drag.current = { started: false, refused: null };
    setDragging(false);
    if (refused) notify({ kind: 'edit-refused', issues: refused });
  };

  const turn = (id: string, by: number) => {
    const found = findWarrior(currentFile(), id);
    if (found) applyFile(turnWarrior(currentFile(), id, (found.warrior.facing ?? 0) + by));
  };

  const finishTerrain = () => {
    if (mode.kind !== 'draw-terrain' || mode.points.length < 3) return;
    const id = freshId(currentFile(), 'terrain');
    if (applyFile(addTerrain(currentFile(), drawnTerrainPiece(id, mode.points, mode.terrain, mode.height)))) {
      setEditing({ kind: 'terrain', id });
      setMode({ kind: 'select' });
    }
  };

  const onTablePoint = (point: Point2) => {
    switch (mode.kind) {
      case 'select':
        return;
      case 'add-model': {
        const id = freshId(currentFile(), 'warrior');
        const count = currentFile().battle.warbands.reduce((sum, b) => sum + b.models.length, 0) + 1;
        if (applyFile(addWarrior(currentFile(), mode.warband, newWarrior(id, t.web.edit.newWarrior(count), point.x, point.y)))) {
          setEditing({ kind: 'warrior', id });
          setMode({ kind: 'select' });
        }
        return;
      }
      case 'draw-terrain':
        setMode({ ...mode, points: [...mode.points, point] });
        return;
    }
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (mode.kind === 'draw-terrain' && !inEditableField(event.target)) {
        if (event.key === 'Enter') finishTerrain();
        else if (event.key === 'Escape') setMode({ kind: 'select' });
        else return;
        event.preventDefault();
        return;
      }
      if (!(event.ctrlKey || event.metaKey) || inEditableField(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) onUndo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') onRedo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const onShoot = () => {
    if (!shooter || !target) return;
    if (divided && chosenThrows) {
      const thrown = shootSplit(sessionRef.current, shooter, chosenThrows, view?.weapon?.id ?? null);
      if (thrown.ok) setSession(thrown.session);
      else notify({ kind: 'shot-refused', refusal: thrown.refusal, names });
      return;
    }
    const result = shoot(sessionRef.current, shooter, target, view?.weapon?.id ?? null, { barrels });
    if (result.ok) setSession(result.session);
    else notify({ kind: 'shot-refused', refusal: result.refusal, names });
  };

  const openExample = () => {
    const example = exampleIndex === null ? undefined : EXAMPLES[exampleIndex];
    const text = example ? exampleText(example) : null;
    if (text === null) return;
    const units = unitSessionFromText(text);
    if (units) {
      openUnits(units);
      resetSelection();
      storeTableExample(exampleIndex);
      return;
    }
    const imported = importText(text);
    if (!imported.ok) {
      notify({ kind: 'not-loaded', source: { kind: 'file', name: example?.file ?? '' }, problem: imported.problem, fallback: false });
      return;
    }
    setUnitHistory(null);
    setKeptPending(null);
    setSession(replaceBattle(sessionRef.current, imported.loaded));
    resetSelection();
    storeTableExample(exampleIndex);
  };

  const onImportFile = async (event: TargetedEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    input.value = '';
    if (!chosen) return;
    const source: ScenarioSource = { kind: 'file', name: chosen.name };
    if (isRosterName(chosen.name)) {
      await openRoster(chosen, source);
      return;
    }
    const big = tooLarge(chosen.size);
    if (big) {
      notify({ kind: 'not-loaded', source, problem: big, fallback: false });
      return;
    }
    await openText(await chosen.text(), source);
  };

  /**
   * A BattleScribe roster: its side joins the battle on the page when that is of its game, else
   * opens on a new table; the battle is then opened as any file is (checked by the parser).
   */
  const openRoster = async (chosen: File, source: ScenarioSource) => {
    const bytes = new Uint8Array(await chosen.arrayBuffer());
    const { rosterIntoBattle } = await import('../games/roster-import.js');
    const units = unitRef.current?.current;
    const current = units ? { game: units.scenario.game, file: units.file } : { game: currentFile().game, file: currentFile() };
    const added = rosterIntoBattle(chosen.name, bytes, current);
    if (!added.ok) {
      notify({ kind: 'roster-refused', file: chosen.name, problems: added.problems });
      return;
    }
    const opened = openParsed(JSON.stringify(added.battle));
    if (!opened.ok) notify({ kind: 'not-loaded', source, problem: opened.problem, fallback: false });
    else notify({ kind: 'roster-added', side: added.side, joined: added.joined, warnings: added.warnings });
  };

  /** The calculator's shot put on a table: opened like an example, then shown in table mode. */
  const openFromCalculator = (text: string) => {
    const units = unitSessionFromText(text);
    const imported = units ? null : importText(text);
    if (imported && !imported.ok) return notify({ kind: 'not-loaded', source: { kind: 'calculator' }, problem: imported.problem, fallback: false });
    if (units) openUnits(units, TABLE_SHOOTER_ID);
    else if (imported) {
      setUnitHistory(null);
    setKeptPending(null);
      setSession(replaceBattle(sessionRef.current, imported.loaded));
    }
    resetSelection();
    // The calculator's shot is the one to see: its shooter and target are chosen on the table.
    if (imported) {
      setShooter(TABLE_SHOOTER_ID);
      setTarget(TABLE_TARGET_ID);
    }
    tableFrom(null);
    setPageMode('table');
  };

  const onShare = async () => {
    const current = unitRef.current?.current;
    const hash = await encodeShare(current && current.file !== null ? unitFileText(current) : fileText(currentFile()));
    const url = `${location.origin}${location.pathname}${location.search}${hash}`;
    // The clipboard may be refused (permissions, an unfocused page): the link is shown to copy by hand.
    const copied = await navigator.clipboard.writeText(url).then(
      () => true,
      () => false,
    );
    setShareUrl({ url, copied });
  };

  const editedWarrior = editing?.kind === 'warrior' ? findWarrior(file, editing.id) : null;
  const editedTerrain = editing?.kind === 'terrain' ? findTerrain(file, editing.id) : null;
  const shooters = battle.warriors.filter((w) => w.warband === battle.shooting && prepared.models.has(w.id)).map((w) => ({ id: w.id, name: w.name }));

  return (
    <TextsContext.Provider value={t}>
      <div class={`app mode-${pageMode}`}>
        <header class="top">
          <div class="brand">
            <h1>{t.web.appName}</h1>
            <p class="tagline">{t.web.tagline}</p>
            {cachedVersion && (
              <p class="hint offline-version" data-testid="offline-version">
                {t.web.offlineVersion(cachedVersion)}
              </p>
            )}
          </div>
          <div class="controls">
            <ModeSwitch mode={pageMode} onMode={setPageMode} />
            <span class="group">
              <label class="field inline">
                <span>{t.web.exampleLabel}</span>
                <select value={exampleIndex ?? -1} onChange={(e) => setExampleIndex(Number(e.currentTarget.value))} data-testid="example-select">
                  {exampleIndex === null && (
                    <option value={-1} disabled>
                      {t.web.exampleOwn}
                    </option>
                  )}
                  {EXAMPLE_GAMES.map((game) => (
                    <optgroup key={game} label={gameName(t, game)}>
                      {EXAMPLES.map((example, i) =>
                        example.game === game ? (
                          <option key={example.file} value={i}>
                            {exampleTitle(example)}
                          </option>
                        ) : null,
                      )}
                    </optgroup>
                  ))}
                </select>
              </label>
              <button type="button" onClick={openExample} disabled={exampleIndex === null} data-testid="open-example">
                {t.web.openExample}
              </button>
            </span>
            <span class="group">
              <button type="button" onClick={onUndo} disabled={(unitHistory ?? session).past.length === 0} data-testid="undo" title="Ctrl+Z">
                {t.web.undo}
              </button>
              <button type="button" onClick={onRedo} disabled={(unitHistory ?? session).future.length === 0} data-testid="redo" title="Ctrl+Shift+Z">
                {t.web.redo}
              </button>
            </span>
            <span class="group">
              <button
                type="button"
                onClick={() => (unitSession && unitSession.file !== null ? download(fileNameFor(unitSession.scenario.title), unitFileText(unitSession), 'application/json') : download(fileNameFor(file.title), fileText(file), 'application/json'))}
                // While the kept battle waits for its game, the battle behind it is not the one named: nothing to export or share.
                disabled={keptPending !== null}
                data-testid="export"
              >
                {t.web.exportFile}
              </button>
              <button type="button" onClick={() => fileInput.current?.click()} data-testid="import">
                {t.web.importFile}
              </button>
              <input ref={fileInput} type="file" accept=".json,application/json,.ros,.rosz" class="visually-hidden" tabIndex={-1} aria-hidden="true" onChange={(e) => void onImportFile(e)} data-testid="import-input" />
              <button type="button" onClick={() => void onShare()} disabled={keptPending !== null} data-testid="share">
                {t.web.shareLink}
              </button>
            </span>
            <label class="field inline">
              <span>{t.web.languageLabel}</span>
              <select value={language} onChange={(e) => setLanguage(e.currentTarget.value === 'ru' ? 'ru' : 'en')} data-testid="language">
                {(['en', 'ru'] as const).map((l) => (
                  <option key={l} value={l} lang={l}>
                    {t.web.languageNames[l]}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </header>
        <div class="notices" data-testid="notices">
          {notices.map((notice) => (
            <NoticeView key={notice.id} notice={notice} onDismiss={() => dismiss(notice.id)} />
          ))}
          {shareUrl && (
            <div class="notice info share-box" role="status">
              <label class="field">
                <span>{`${t.web.shareReady}${shareUrl.copied ? ` ${t.web.shareCopied}` : ''}`}</span>
                <input type="text" readOnly value={shareUrl.url} onFocus={(e) => e.currentTarget.select()} data-testid="share-url" />
              </label>
              <button type="button" class="small" onClick={() => setShareUrl(null)}>
                {t.web.notice.dismiss}
              </button>
            </div>
          )}
        </div>
        {pageMode === 'calculator' ? (
          <Calculator onOpenTable={openFromCalculator} />
        ) : keptPending !== null ? (
          <>
            <div class="unit-battle-head">
              <h2 id="battle-title" data-testid="battle-title">
                {keptTitle ?? t.web.untitled}
              </h2>
            </div>
            <GameLoading game={keptPending} state={keptState === 'ready' ? 'loading' : keptState} onRetry={retryKept} />
            <p class="hint" data-testid="kept-battle-waits">
              {t.web.keptBattleWaits}
            </p>
          </>
        ) : unitSession ? (
          <>
            <div class="unit-battle-head">
              <h2 id="battle-title" data-testid="battle-title">
                {title}
              </h2>
              {unitSession.scenario.description && <p class="description">{unitSession.scenario.description}</p>}
            </div>
            {unitGameState === 'ready' ? (
              <UnitBattle key={`${unitSession.scenario.title ?? ''}|${unitSession.scenario.game}|${unitOpening.count}`} session={unitSession} {...(unitOpening.shooter === null ? {} : { initialShooter: unitOpening.shooter })} onSession={onUnitSession} onRefused={(issues) => notify({ kind: 'edit-refused', issues })} />
            ) : (
              <GameLoading game={unitSession.scenario.game} state={unitGameState} onRetry={retryUnitGame} />
            )}
          </>
        ) : (
        <main class="layout">
          <section class="table-pane" aria-labelledby="battle-title">
            <div class="battle-head">
              <h2 id="battle-title" data-testid="battle-title">
                {title}
              </h2>
              <label class="field inline">
                <span>{t.web.shootingWarband}</span>
                <select
                  value={battle.shooting}
                  data-testid="shooting-select"
                  onChange={(e) => {
                    if (applyFile(setShooting(currentFile(), e.currentTarget.value))) {
                      setSession(restartPhase(sessionRef.current));
                      setShooter(null);
                      setTarget(null);
                    }
                  }}
                >
                  {battle.warbands.map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.name}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            {file.description && <p class="description">{file.description}</p>}
            <TableToolbar
              mode={mode}
              warbands={file.battle.warbands}
              turnable={editing?.kind === 'warrior' && prepared.models.has(editing.id)}
              onMode={setMode}
              onFinishTerrain={finishTerrain}
              onTurn={(by) => editing?.kind === 'warrior' && turn(editing.id, by)}
            />
            <TableView
              battle={battle}
              title={title}
              terrainNames={terrainNames}
              view={view}
              exposure={exposure}
              targetId={target}
              editing={editing}
              mode={mode}
              onWarriorPress={onWarriorPress}
              onWarriorMove={onWarriorMove}
              onWarriorTurn={turn}
              onTerrainPress={(id) => setEditing({ kind: 'terrain', id })}
              onTerrainMove={onTerrainMove}
              onDragEnd={onDragEnd}
              onTablePoint={onTablePoint}
              overlay={advisorCells && <AdvisorOverlay cells={advisorCells} layer={advisorSettings.layer} grid={DEFAULT_GRID} />}
            />
            <p class="hint">{t.web.table.keyboardHint}</p>
          </section>
          <aside class="side">
            <details open>
              <summary>{t.web.shooter.heading}</summary>
              <ShooterPanel
                view={view}
                shootingBand={shooterWarrior?.warband === battle.shooting}
                names={names}
                targetId={target}
                exposure={exposure}
                onExposure={setExposureShown}
                onWeapon={setWeapon}
                barrels={barrels}
                onBarrels={setBarrels}
                onTarget={(id) => {
                  setTarget(id);
                  setEditing({ kind: 'warrior', id });
                }}
              />
              {split && chosenThrows && <SplitThrows split={split} throws={chosenThrows} onThrows={setThrows} chances={thrownOdds} names={names} format={format} />}
            </details>
            <details data-testid="advisor-details">
              <summary>{t.web.advisor.heading}</summary>
              <AdvisorPanel shown={advisorShown} onShown={setAdvisorShown} shooterName={shooterWarrior?.name ?? null} settings={advisorSettings} onSettings={setAdvisorSettings} state={advice} names={names} />
              <h3>{t.web.advisor.planHeading}</h3>
              <PlanPanel
                shown={planShown}
                onShown={setPlanShown}
                state={plan}
                names={names}
                enemies={planEnemies}
                target={planTargetShown}
                onTarget={setPlanTarget}
                onStep={(line) => {
                  setShooter(line.step.shooter);
                  setWeapon(line.step.way);
                  setTarget(line.step.target);
                  setEditing({ kind: 'warrior', id: line.step.target });
                }}
              />
            </details>
            <details open id="odds-details" data-testid="odds-details">
              <summary>{t.web.odds.heading}</summary>
              <OddsPanel
                shooterName={shooterWarrior?.name ?? ''}
                targetName={target ? (names.get(target) ?? target) : ''}
                candidate={candidate}
                odds={odds}
                names={names}
                format={format}
                onFormat={setFormat}
                seriesShots={seriesShots}
                onSeriesShots={setSeriesShots}
              />
            </details>
            <details open={compareOpen} onToggle={(e) => setCompareOpen(e.currentTarget.open)}>
              <summary>{target ? t.web.compare.heading(names.get(target) ?? target) : t.web.compare.heading('…')}</summary>
              <ComparePanel
                targetName={target ? (names.get(target) ?? target) : null}
                rows={rows}
                names={names}
                shooters={shooters}
                format={format}
                onAdd={(id, weaponId) => {
                  const found = findWeapon(weaponId);
                  if (found && !whatIfs.some((w) => w.shooter === id && w.weapon.id === found.id)) setWhatIfs([...whatIfs, { shooter: id, weapon: found }]);
                }}
                onRemove={(id, weaponId) => setWhatIfs(whatIfs.filter((w) => !(w.shooter === id && w.weapon.id === weaponId)))}
              />
            </details>
            <details open>
              <summary>{t.web.roll.heading}</summary>
              <RollPanel
                dice={dice}
                log={log}
                canShoot={canShoot}
                phaseNextName={phaseNextName}
                bandNames={bandNames}
                onSeed={(seed) => setSession(reseed(sessionRef.current, seed))}
                onNewSeed={() => setSession(reseed(sessionRef.current, newSeed()))}
                onShoot={onShoot}
                onNextShooter={() => setSession(nextShooter(sessionRef.current))}
                onRestOfPhase={() => setSession(restOfPhase(sessionRef.current))}
                onRestartPhase={() => setSession(restartPhase(sessionRef.current))}
                onClearLog={() => setSession(clearLog(sessionRef.current))}
              />
            </details>
            <details open>
              <summary>{t.web.edit.heading}</summary>
              {editedWarrior ? (
                <WarriorEditor
                  key={editedWarrior.warrior.id}
                  warrior={editedWarrior.warrior}
                  band={editedWarrior.band}
                  library={battle.warriors.find((w) => w.id === editedWarrior.warrior.id)}
                  warbands={file.battle.warbands}
                  floors={floorNames(file)}
                  onChange={(change: (w: WarriorFile) => WarriorFile) => applyFile(updateWarrior(currentFile(), editedWarrior.warrior.id, change))}
                  onFooting={(footing: Footing) => applyFile(setFooting(currentFile(), editedWarrior.warrior.id, footing))}
                  onWarband={(band) => applyFile(changeWarband(currentFile(), editedWarrior.warrior.id, band))}
                  onDelete={() => {
                    if (applyFile(deleteWarrior(currentFile(), editedWarrior.warrior.id))) {
                      if (shooter === editedWarrior.warrior.id) setShooter(null);
                      if (target === editedWarrior.warrior.id) setTarget(null);
                      setEditing(null);
                    }
                  }}
                />
              ) : editedTerrain ? (
                <TerrainEditor
                  key={editedTerrain.id}
                  piece={editedTerrain}
                  onChange={(change) => applyFile(updateTerrain(currentFile(), editedTerrain.id, change))}
                  onDelete={() => {
                    if (applyFile(deleteTerrain(currentFile(), editedTerrain.id))) setEditing(null);
                  }}
                />
              ) : (
                <p class="hint">{t.web.edit.nothing}</p>
              )}
            </details>
            <Roster
              testId="roster"
              sides={battle.warbands}
              entries={battle.warriors.map((w) => ({
                id: w.id,
                name: w.name,
                side: w.warband,
                status: [t.cat.condition[w.state.condition], t.cat.text.woundsLeft(w.state.woundsLeft), prepared.models.has(w.id) ? '' : t.web.roster.offTable].filter(Boolean).join(', '),
              }))}
              shooting={battle.shooting}
              shooter={shooter}
              target={target}
              onPick={onWarriorPress}
            />
          </aside>
        </main>
        )}
        {pageMode === 'table' && !unitSession && keptPending === null && odds && candidate?.legal && shooterWarrior && target && (
          <ShotStrip shooter={shooterWarrior.name} target={names.get(target) ?? target} glance={tableShotAtAGlance(t.cat, odds)} format={format} oddsId="odds-details" />
        )}
      </div>
    </TextsContext.Provider>
  );
}
