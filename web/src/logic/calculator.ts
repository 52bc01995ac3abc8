/**
 * The calculator mode: quick odds for one shot without a table. Its state IS the game's
 * quick description (the JSON of a single-shot scenario, the same `marksman odds FILE`
 * reads), one per compared shooter; the library's scenario parser judges each one, so every
 * refusal has a path, and the odds and the rolls are the library's. This file only edits the
 * descriptions and hands each parsed shot to its game's calculator (web/src/games/<game>/),
 * which asks the library and words its answers with the catalogue's phrase builders.
 */
import { isSeed } from '../../../src/dice/index.js';
import { GAMES, parseScenarioValue, type ScenarioIssue } from '../../../src/scenario/index.js';
import type { Catalogue } from '../../../i18n/index.js';
import type { CalculatorLinkProblem } from '../../../i18n/web-calculator.js';
import { loadWebGame, webGame, withAttack } from '../games/registry.js';
import type { AttackScenario } from '../games/web-game.js';
import { isSharedPath, type CompareMode, type Game, type Path } from './calculator-fields.js';
import { exampleText } from '../examples.js';
import { decodeShare, encodeShare } from './share.js';
import { columnsWrittenOut } from './named-import.js';
import { loadProfileLibrary, type WebProfileLibrary } from './profile-library.js';
import { atAGlance, type CalcOdds, type OddsRow } from './odds-view.js';
import type { QuickFile } from './quick-file.js';
import { isJsonObject } from './json.js';

export { valueAt, withList, withMember, withValue, type QuickFile } from './quick-file.js';
export type { CalcOdds, CountList } from './odds-view.js';

/** At most this many shooters side by side. */
export const MAX_COLUMNS = 3;

/** One roll, kept as what was rolled and with which seed, so a language switch rewrites its log. */
export interface CalcRoll {
  readonly column: number;
  readonly file: QuickFile;
  readonly seed: number;
}

export interface CalcState {
  readonly game: Game;
  /** Shooters against one target (the target the same in each column), or one shooter against targets. */
  readonly compare: CompareMode;
  /** One quick description per compared shooter or target (1 … MAX_COLUMNS). */
  readonly columns: readonly QuickFile[];
  /** The shooter the form edits, the odds show in full and the roll button rolls. */
  readonly active: number;
  readonly seed: number;
  readonly roll: CalcRoll | null;
}

/** A description the library read as a quick attack: its game and the attack, with the file's variants. */
export type ParsedShot = AttackScenario;
export type ColumnResult = { readonly ok: true; readonly shot: ParsedShot } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

/**
 * Whether a value names one of the library's games.
 *
 * @example
 * isGame('ninth-age'); // true
 */
export const isGame = (value: unknown): value is Game => typeof value === 'string' && (GAMES as readonly string[]).includes(value);

// ---------------------------------------------------------------------------------------
// Editing the descriptions

/** An edit of the form: what the columns share (the target, or the shooter) changes in every column, the rest in the active one. */
export function editColumns(state: CalcState, path: Path, change: (file: QuickFile) => QuickFile): CalcState {
  const shared = isSharedPath(path, state.compare);
  return { ...state, columns: state.columns.map((file, i) => (shared || i === state.active ? change(file) : file)) };
}

/**
 * Switches what is compared. The columns keep their own descriptions until an edit of the
 * shared part makes it the same in all of them again.
 */
export function withCompare(state: CalcState, compare: CompareMode): CalcState {
  return { ...state, compare };
}

export function addColumn(state: CalcState): CalcState {
  const copy = state.columns[state.active];
  if (state.columns.length >= MAX_COLUMNS || !copy) return state;
  return { ...state, columns: [...state.columns, copy], active: state.columns.length };
}

export function removeColumn(state: CalcState, index: number): CalcState {
  if (state.columns.length <= 1) return state;
  const columns = state.columns.filter((_, i) => i !== index);
  const roll = state.roll && state.roll.column !== index ? { ...state.roll, column: state.roll.column > index ? state.roll.column - 1 : state.roll.column } : null;
  return { ...state, columns, active: Math.min(state.active > index ? state.active - 1 : state.active, columns.length - 1), roll };
}

/** A description as the calculator keeps it: only the game and the attack (no title, seed, $schema), written as its game's form reads it. */
export function quickFileOf(value: Readonly<Record<string, unknown>>): QuickFile {
  const kept: Record<string, unknown> = { game: value.game, attack: value.attack };
  if (value.variants !== undefined) kept.variants = value.variants;
  return isGame(value.game) ? webGame(value.game).calculator.formFile(kept) : kept;
}

export function newCalc(game: Game, file: QuickFile, seed: number): CalcState {
  return { game, compare: 'shooters', columns: [quickFileOf(file)], active: 0, seed, roll: null };
}

/** Each game's calculator starts on its rulebook example (a bundled quick description). */
export function exampleCalc(game: Game, seed: number): CalcState {
  const text = exampleText({ game, file: webGame(game).calculator.example });
  const value: unknown = text === null ? null : JSON.parse(text);
  return newCalc(game, isJsonObject(value) ? value : { game }, seed);
}

// ---------------------------------------------------------------------------------------
// Asking the library

/** The library's reading of one description: the attack, or every problem with its path. */
export function parseColumn(file: QuickFile): ColumnResult {
  const result = parseScenarioValue(file);
  if (!result.ok) return result;
  const scenario = result.scenario;
  if (scenario.kind !== 'attack') return { ok: false, issues: [{ code: 'attack-or-battle', path: [], both: false }] };
  return { ok: true, shot: scenario };
}

/** The few numbers a compared shooter shows at a glance. */
export interface CalcSummary {
  readonly heading: string;
  readonly toHit: string;
  readonly rows: readonly OddsRow[];
}

/** The full odds of one parsed shot, worded in the catalogue's language. */
export function calcOdds(cat: Catalogue, shot: ParsedShot): CalcOdds {
  return withAttack(shot, (calculator, attack) => calculator.odds(cat, attack));
}

/**
 * At a glance: the to-hit score, the chance of a hit and of an unsaved wound with one shot,
 * and the end that matters most (out of action after all shots; at least one model removed).
 */
export function calcSummary(odds: CalcOdds, game: Game): CalcSummary {
  return { heading: odds.heading, ...atAGlance(odds.sections, webGame(game).calculator.summaryEnds(odds)) };
}

// ---------------------------------------------------------------------------------------
// Rolling

/** The roll's log: the seed, every die with what it needed and why, and where the target ends. */
export function rollLines(cat: Catalogue, shot: ParsedShot, seed: number): string[] {
  return withAttack(shot, (calculator, attack) => calculator.rollLines(cat, attack, seed));
}

/** Rolls the active shooter's shot with the state's seed; the log keeps what was rolled, the seed moves on. */
export function rollActive(state: CalcState, nextSeed: number): CalcState {
  const file = state.columns[state.active];
  if (!file || !parseColumn(file).ok) return state;
  return { ...state, roll: { column: state.active, file, seed: state.seed }, seed: nextSeed };
}

// ---------------------------------------------------------------------------------------
// Kept and shared: the state as JSON, checked on the way back in

/** What a link or the browser's storage holds. */
export function calcToValue(state: CalcState): unknown {
  return { version: 1, game: state.game, compare: state.compare, columns: state.columns, active: state.active, seed: state.seed };
}

export type CalcFromValue =
  | { readonly ok: true; readonly state: CalcState }
  /** Not a calculator at all (wrong shape), or calculator columns the parser refused, each issue with its column. */
  | { readonly ok: false; readonly problem: 'not-calculator' }
  | { readonly ok: false; readonly problem: 'issues'; readonly compare: CompareMode; readonly issues: readonly { readonly column: number; readonly issue: ScenarioIssue }[] };

/**
 * A calculator from untrusted JSON (a link, storage): a known game, one to three quick
 * descriptions of that game, each accepted by the library's parser; anything else refused.
 */
export function calcFromValue(value: unknown, fallbackSeed: number): CalcFromValue {
  if (!isJsonObject(value) || !isGame(value.game) || !Array.isArray(value.columns)) return { ok: false, problem: 'not-calculator' };
  const game = value.game;
  const raw: unknown[] = value.columns;
  if (raw.length < 1 || raw.length > MAX_COLUMNS || !raw.every((c) => isJsonObject(c) && c.game === game && c.battle === undefined)) return { ok: false, problem: 'not-calculator' };
  const columns = raw.filter(isJsonObject).map(quickFileOf);
  const issues = columns.flatMap((file, column) => {
    const parsed = parseColumn(file);
    return parsed.ok ? [] : parsed.issues.map((issue) => ({ column, issue }));
  });
  const compare = value.compare === 'targets' ? 'targets' : 'shooters';
  if (issues.length > 0) return { ok: false, problem: 'issues', compare, issues };
  const active = typeof value.active === 'number' && Number.isInteger(value.active) && value.active >= 0 && value.active < columns.length ? value.active : 0;
  const seed = typeof value.seed === 'number' && isSeed(value.seed) ? value.seed : fallbackSeed;
  return { ok: true, state: { game, compare, columns, active, seed, roll: null } };
}

/** Calculator links: the state as JSON, deflated and in base64url after "#calc=", like battle links. */
export const CALC_PREFIX = '#calc=';

export const isCalcHash = (hash: string): boolean => hash.startsWith(CALC_PREFIX);

export async function encodeCalc(state: CalcState): Promise<string> {
  return encodeShare(JSON.stringify(calcToValue(state)), CALC_PREFIX);
}

export type CalcLink =
  | CalcFromValue
  | { readonly ok: false; readonly problem: CalculatorLinkProblem }
  /** A link of a game whose part of the page could not be fetched (offline before it was kept): the link may be tried again. */
  | { readonly ok: false; readonly problem: 'game-not-loaded'; readonly game: Game }
  /** A link whose shots named the community's profiles, opened with their numbers written in. */
  | { readonly ok: true; readonly state: CalcState; readonly filled: readonly string[] };

/**
 * A calculator link read back: bounded and inflated as battle links are, then checked by
 * `calcFromValue`. Shots naming the community's profiles are written out from its library
 * (loaded only then) and checked again. The link's game is fetched first (`loadGame`, the
 * page's own by default); should that fail, the link is `game-not-loaded`, to be tried again.
 *
 * @example
 * const link = await decodeCalc(location.hash, 1);
 * if (!link.ok && link.problem === 'game-not-loaded') offerRetry(link.game);
 */
export async function decodeCalc(hash: string, fallbackSeed: number, load: () => Promise<WebProfileLibrary> = loadProfileLibrary, loadGame: (game: Game) => Promise<void> = loadWebGame): Promise<CalcLink> {
  const decoded = await decodeShare(hash, CALC_PREFIX);
  if (!decoded.ok) return decoded;
  let value: unknown;
  try {
    value = JSON.parse(decoded.text);
  } catch {
    return { ok: false, problem: 'not-json' };
  }
  // The link's game is read by its own module, fetched first when the page has not loaded it yet.
  if (isJsonObject(value) && isGame(value.game)) {
    const game = value.game;
    const loaded = await loadGame(game).then(
      () => true,
      () => false,
    );
    if (!loaded) return { ok: false, problem: 'game-not-loaded', game };
  }
  const read = calcFromValue(value, fallbackSeed);
  const named = !read.ok && read.problem === 'issues' && read.issues.some(({ issue }) => issue.code === 'profiles-not-loaded');
  if (!named || !isJsonObject(value) || !Array.isArray(value.columns)) return read;
  // Should the library fail to load, the parser's own "no profile library is loaded" stands.
  const written = await columnsWrittenOut(value.columns as unknown[], load).catch(() => null);
  if (!written) return read;
  if (!written.ok) return { ok: false, problem: 'issues', compare: read.compare, issues: written.issues };
  const again = calcFromValue({ ...value, columns: written.columns }, fallbackSeed);
  return again.ok ? { ...again, filled: written.filled } : again;
}
