/**
 * What the page keeps in the browser: the battle (as its scenario file, with the dice) and its
 * undo history with the log and where the phase stands (logic/kept-history.ts), the
 * chosen language, the page's mode, the chance format and the calculator. What comes back from storage is
 * checked like any import.
 */
import { diceFromSeed, isSeed, type DiceState } from '../../src/dice/index.js';
import { isLanguage, languageFromLocale, type Language } from '../../i18n/index.js';
import { importValue, type ImportProblem } from './logic/import.js';
import { newUnitHistory, unitBattleFromValue, unitSessionFromValue, type UnitHistory } from './logic/units.js';
import { keptSession, keptUnitHistory, sessionFromKept, unitHistoryFromKept, type KeptHistory } from './logic/kept-history.js';
import { newSession, type Session } from './logic/session.js';
import { calcFromValue, calcToValue, isGame, type CalcState } from './logic/calculator.js';
import type { Game } from './logic/calculator-fields.js';
import { isJsonObject, type JsonObject } from './logic/json.js';
import type { ChanceFormat } from './texts.js';

const BATTLE_KEY = 'marksman.web.battle';
const LANGUAGE_KEY = 'marksman.web.language';
/** Which bundled example the kept battle was opened from, or `own` for a file, link or calculator shot. */
const TABLE_EXAMPLE_KEY = 'marksman.web.table-example';

export type Stored =
  | { readonly kind: 'none' }
  | { readonly kind: 'units'; readonly history: UnitHistory }
  | { readonly kind: 'ok'; readonly session: Session }
  | { readonly kind: 'bad'; readonly problem: ImportProblem | null };

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): boolean {
  try {
    localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

const isWord = (value: unknown): boolean => typeof value === 'number' && Number.isInteger(value) && value >= -0x8000_0000 && value <= 0xffff_ffff;

/** Dice kept in storage, if they look like dice the library made; else a fresh start from the seed. */
function diceOf(value: unknown, fallbackSeed: number): DiceState {
  const d = value as Partial<DiceState> | null;
  if (d && typeof d.seed === 'number' && isSeed(d.seed) && typeof d.drawn === 'number' && Number.isInteger(d.drawn) && d.drawn >= 0 && Array.isArray(d.words) && d.words.length === 4 && d.words.every(isWord) && d.words.some((w) => w !== 0)) {
    return { seed: d.seed, drawn: d.drawn, words: (d.words as readonly number[]).slice() };
  }
  return diceFromSeed(fallbackSeed);
}

/**
 * The game of the battle kept in the browser, if any: its part of the page is fetched before the
 * kept battle is read, since its log is read back through that game's module.
 */
export function storedBattleGame(): Game | null {
  const file = storedBattleFile();
  return file && isGame(file.game) ? file.game : null;
}

/**
 * The title of the battle kept in the browser, if its file gives one: what the page names while
 * that battle's game has not loaded yet (the file's log is not read until then).
 */
export function storedBattleTitle(): string | null {
  const file = storedBattleFile();
  return file && typeof file.title === 'string' ? file.title : null;
}

/** The kept battle's file as JSON, read without its game's parser; null when none or not JSON. */
function storedBattleFile(): JsonObject | null {
  const text = read(BATTLE_KEY);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    const file = isJsonObject(value) ? value.file : null;
    return isJsonObject(file) ? file : null;
  } catch {
    return null;
  }
}

export function loadStoredBattle(): Stored {
  const text = read(BATTLE_KEY);
  if (text === null) return { kind: 'none' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'bad', problem: null };
  }
  const record = (value ?? {}) as { file?: unknown; dice?: unknown; history?: unknown };
  // A battle of a unit game (Battleaxe, The Ninth Age): checked by the same parser.
  const units = unitBattleFromValue(record.file);
  if (units) {
    const history = record.history === undefined ? null : unitHistoryFromKept(record.history);
    if (history) return { kind: 'units', history };
    const session = unitSessionFromValue(record.file, diceOf(record.dice, units.seed ?? 1));
    if (session) return { kind: 'units', history: newUnitHistory(session) };
  }
  const imported = importValue(record.file);
  if (!imported.ok) return { kind: 'bad', problem: imported.problem };
  const history = record.history === undefined ? null : sessionFromKept(record.history);
  return { kind: 'ok', session: history ?? newSession(imported.loaded, diceOf(record.dice, imported.loaded.file.seed ?? 1)) };
}

/**
 * Undo steps kept on each side of the current one, tried in turn until the browser takes the
 * history (it may hold only a few megabytes); the battle alone when it takes none of them.
 */
const STEPS_TRIED = [50, 12, 3, 0] as const;

function storeWithHistory(file: unknown, dice: DiceState, historyOf: (steps: number) => KeptHistory | null): boolean {
  for (const steps of STEPS_TRIED) {
    const history = historyOf(steps);
    if (history === null) break;
    if (write(BATTLE_KEY, JSON.stringify({ version: 2, file, dice, history }))) return true;
  }
  return write(BATTLE_KEY, JSON.stringify({ version: 2, file, dice }));
}

/** Keeps the battle with its log and undo history; false when the browser refuses (private mode, storage full). */
export function storeSession(session: Session): boolean {
  return storeWithHistory(session.current.loaded.file, session.current.dice, (steps) => keptSession(session, steps));
}

/** Keeps a battle of a unit game, the same way (its scenario file with the dice, the log and the undo history). */
export function storeUnitHistory(history: UnitHistory): boolean {
  return storeWithHistory(history.current.file, history.current.dice, (steps) => keptUnitHistory(history, steps));
}

/** The remembered choice, else the browser's first language the page speaks, else English. */
/**
 * The bundled example the kept battle was opened from (its index in the list), or null when it
 * is the player's own (a file, a link, a calculator shot): the example picker names it after a
 * reload. A battle kept before this was written is taken as the first example, the page's start.
 */
export function loadTableExample(): number | null {
  const stored = read(TABLE_EXAMPLE_KEY);
  if (stored === 'own') return null;
  const index = Number(stored ?? 0);
  return Number.isInteger(index) && index >= 0 ? index : null;
}

export function storeTableExample(index: number | null): void {
  write(TABLE_EXAMPLE_KEY, index === null ? 'own' : String(index));
}

export function initialLanguage(): Language {
  const stored = read(LANGUAGE_KEY);
  if (stored !== null && isLanguage(stored)) return stored;
  const preferred = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const locale of preferred) {
    const language = languageFromLocale(locale);
    if (language) return language;
  }
  return 'en';
}

export function storeLanguage(language: Language): void {
  write(LANGUAGE_KEY, language);
}

const MODE_KEY = 'marksman.web.mode';
const CHANCE_FORMAT_KEY = 'marksman.web.chance-format';
const CALCULATOR_KEY = 'marksman.web.calculator';

/** The page's two modes: the table, or the calculator for a shot without one. */
export type PageMode = 'table' | 'calculator';

export function loadMode(): PageMode {
  return read(MODE_KEY) === 'calculator' ? 'calculator' : 'table';
}

export function storeMode(mode: PageMode): void {
  write(MODE_KEY, mode);
}

/** Percentages unless the player chose fractions (see `FormatSwitch`). */
export function loadChanceFormat(): ChanceFormat {
  return read(CHANCE_FORMAT_KEY) === 'fraction' ? 'fraction' : 'percent';
}

export function storeChanceFormat(format: ChanceFormat): void {
  write(CHANCE_FORMAT_KEY, format);
}

/** The calculator as it was left, checked like a link (a game and one to three quick shots the parser accepts); else null. */
/** The game of the calculator kept in the browser, if any: its part of the page is fetched before the calculator is drawn. */
export function storedCalculatorGame(): Game | null {
  const text = read(CALCULATOR_KEY);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isJsonObject(value) && isGame(value.game) ? value.game : null;
  } catch {
    return null;
  }
}

export function loadCalculator(fallbackSeed: number): CalcState | null {
  const text = read(CALCULATOR_KEY);
  if (text === null) return null;
  try {
    const restored = calcFromValue(JSON.parse(text), fallbackSeed);
    return restored.ok ? restored.state : null;
  } catch {
    return null;
  }
}

export function storeCalculator(state: CalcState): boolean {
  return write(CALCULATOR_KEY, JSON.stringify(calcToValue(state)));
}
