/**
 * The undo history as the page keeps it in the browser, so that a reload loses nothing: every
 * step's scenario file, dice, log and place in the phase. Steps share files and log entries (a
 * shot adds one entry to the log before it), so each distinct file and entry is written once
 * and the steps name them by index. What comes back is checked: every file by the library's
 * parser, every log entry by being worded once; anything that fails drops the whole history
 * (the battle alone is then read as before).
 */
import { isSeed, type DiceState, type TraceEntry } from '../../../src/dice/index.js';
import { describeCheck, describeTraceEntry } from '../../../i18n/explain.js';
import { catalogue } from '../../../i18n/index.js';
import type { MordheimCheck, MordheimOutcome } from '../../../src/games/mordheim/index.js';
import { isUnitGame } from '../games/registry.js';
import type { GameId } from '../games/web-game.js';
import { importValue } from './import.js';
import type { LogEntry, Session, Snapshot } from './session.js';
import { newUnitSession, shotLines, unitBattleFromValue, type LoggedUnitShot, type UnitHistory, type UnitSession } from './units.js';

/** A step as written: its file and log entries by index into the history's pools. */
export interface KeptStep {
  readonly file: number;
  readonly dice: DiceState;
  readonly log: readonly number[];
  readonly phaseNext: number;
}

/** A whole undo history as written into storage. */
export interface KeptHistory {
  readonly files: readonly unknown[];
  readonly entries: readonly unknown[];
  readonly past: readonly KeptStep[];
  readonly current: KeptStep;
  readonly future: readonly KeptStep[];
}

/** What a step of either kind of session holds, seen the same way. */
interface StepParts {
  readonly file: unknown;
  readonly dice: DiceState;
  readonly log: readonly unknown[];
  readonly phaseNext: number;
}

interface AnyHistory<S> {
  readonly current: S;
  readonly past: readonly S[];
  readonly future: readonly S[];
}

/** Indexes values by identity, so a file or entry shared by many steps is written once. */
function pool(): { readonly values: unknown[]; readonly indexOf: (value: unknown) => number } {
  const values: unknown[] = [];
  const seen = new Map<unknown, number>();
  return {
    values,
    indexOf: (value) => {
      const known = seen.get(value);
      if (known !== undefined) return known;
      seen.set(value, values.length);
      values.push(value);
      return values.length - 1;
    },
  };
}

function packHistory<S>(history: AnyHistory<S>, partsOf: (step: S) => StepParts, steps: number): KeptHistory {
  const files = pool();
  const entries = pool();
  const pack = (step: S): KeptStep => {
    const parts = partsOf(step);
    return { file: files.indexOf(parts.file), dice: parts.dice, log: parts.log.map(entries.indexOf), phaseNext: parts.phaseNext };
  };
  const past = steps > 0 ? history.past.slice(-steps).map(pack) : [];
  const current = pack(history.current);
  const future = history.future.slice(0, steps).map(pack);
  return { files: files.values, entries: entries.values, past, current, future };
}

/**
 * The Mordheim session's history to write, with at most `steps` undo and redo steps each side.
 *
 * @example
 * const kept = keptSession(newSession(street()), 50);
 * kept.past.length; // 0
 */
export function keptSession(session: Session, steps: number): KeptHistory {
  return packHistory(session, (s: Snapshot) => ({ file: s.loaded.file, dice: s.dice, log: s.log, phaseNext: s.phaseNext }), steps);
}

/**
 * A unit battle's history to write, as `keptSession` does. A session without its file (none
 * to keep) is not written: null.
 *
 * @example
 * keptUnitHistory(newUnitHistory(session), 50)?.current.log; // []
 */
export function keptUnitHistory(history: UnitHistory, steps: number): KeptHistory | null {
  const all = [...history.past, history.current, ...history.future];
  if (all.some((s) => s.file === null)) return null;
  return packHistory(history, (s: UnitSession) => ({ file: s.file, dice: s.dice, log: s.log, phaseNext: s.phaseNext }), steps);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isWord = (value: unknown): boolean => typeof value === 'number' && Number.isInteger(value) && value >= -0x8000_0000 && value <= 0xffff_ffff;

/** Dice as the library makes them (a seed, a count drawn, four words not all zero), else null. */
export function keptDice(value: unknown): DiceState | null {
  if (!isRecord(value)) return null;
  const { seed, drawn, words } = value;
  if (typeof seed !== 'number' || !isSeed(seed) || !isCount(drawn) || !Array.isArray(words) || words.length !== 4 || !words.every(isWord) || words.every((w) => w === 0)) return null;
  return { seed, drawn, words: (words as number[]).slice() };
}

function keptStep(value: unknown, files: number, entries: number): KeptStep | null {
  if (!isRecord(value)) return null;
  const dice = keptDice(value.dice);
  const { file, log, phaseNext } = value;
  if (!dice || !isCount(file) || file >= files || !isCount(phaseNext) || !Array.isArray(log) || !log.every((i) => isCount(i) && i < entries)) return null;
  return { file, dice, log: log as number[], phaseNext };
}

function keptSteps(value: unknown, files: number, entries: number): KeptStep[] | null {
  if (!Array.isArray(value)) return null;
  const steps = value.map((s) => keptStep(s, files, entries));
  return steps.every((s): s is KeptStep => s !== null) ? steps : null;
}

/** Words the value the way the page will, so that a damaged entry is found now and not while drawing. */
function wordsWithoutFault(word: () => unknown): boolean {
  try {
    word();
    return true;
  } catch {
    return false;
  }
}

const english = catalogue('en');

function wordTrace(entries: readonly TraceEntry<MordheimCheck, MordheimOutcome>[]): void {
  for (const entry of entries) {
    describeTraceEntry(english, entry);
    if (entry.kind === 'group') wordTrace(entry.entries);
  }
}

/** A Mordheim log entry whose fields are of the right kinds and which the page can word; else null. */
function mordheimEntry(value: unknown): LogEntry | null {
  if (!isRecord(value)) return null;
  switch (value.kind) {
    case 'phase-end':
      return typeof value.warband === 'string' ? (value as unknown as LogEntry) : null;
    case 'skip':
      return typeof value.shooter === 'string' && typeof value.name === 'string' && Array.isArray(value.refusals) && value.refusals.every((r) => typeof r === 'string') ? (value as unknown as LogEntry) : null;
    case 'shot': {
      const { seed, from, to, shooter, target, weapon, trace, changes, names, rules } = value;
      const shaped = typeof seed === 'number' && isCount(from) && isCount(to) && typeof shooter === 'string' && typeof target === 'string' && typeof weapon === 'string' && Array.isArray(trace) && Array.isArray(changes) && isRecord(names) && isRecord(rules);
      if (!shaped) return null;
      const worded = wordsWithoutFault(() => {
        describeCheck(english, { step: 'shooter-turn', shooter, target, weapon });
        wordTrace(trace as TraceEntry<MordheimCheck, MordheimOutcome>[]);
      });
      return worded ? (value as unknown as LogEntry) : null;
    }
    default:
      return null;
  }
}

// isUnitGame looks the name up among the registry's own keys, so any string may be asked.
const isKnownUnitGame = (game: unknown): boolean => typeof game === 'string' && isUnitGame(game as GameId);

/** A unit game's log entry, of a game the page knows, which its game's module can word; else null. */
function unitEntry(value: unknown): LoggedUnitShot | null {
  if (!isRecord(value) || !isKnownUnitGame(value.game) || !isRecord(value.before)) return null;
  const entry = value as unknown as LoggedUnitShot;
  return wordsWithoutFault(() => shotLines(english, entry)) ? entry : null;
}

/** Reads every pooled file and entry once; null when any fails. */
function readPools<F, E>(value: unknown, readFile: (file: unknown) => F | null, readEntry: (entry: unknown) => E | null): { readonly files: F[]; readonly entries: E[]; readonly steps: { readonly past: KeptStep[]; readonly current: KeptStep; readonly future: KeptStep[] } } | null {
  if (!isRecord(value) || !Array.isArray(value.files) || !Array.isArray(value.entries)) return null;
  const filesRaw = value.files;
  const entriesRaw = value.entries;
  const past = keptSteps(value.past, filesRaw.length, entriesRaw.length);
  const future = keptSteps(value.future, filesRaw.length, entriesRaw.length);
  const current = keptStep(value.current, filesRaw.length, entriesRaw.length);
  if (!past || !future || !current) return null;
  const files = filesRaw.map(readFile);
  const entries = entriesRaw.map(readEntry);
  if (!files.every((f): f is F => f !== null) || !entries.every((e): e is E => e !== null)) return null;
  return { files, entries, steps: { past, current, future } };
}

/**
 * A kept Mordheim history read back: every file through the parser, every entry worded once;
 * null when anything is amiss (the battle alone is then read).
 *
 * @example
 * const back = sessionFromKept(JSON.parse(JSON.stringify(keptSession(session, 50))));
 * back?.current.log.length === session.current.log.length; // true
 */
export function sessionFromKept(value: unknown): Session | null {
  const read = readPools(
    value,
    (file) => {
      const imported = importValue(file);
      return imported.ok ? imported.loaded : null;
    },
    mordheimEntry,
  );
  if (!read) return null;
  const { files, entries } = read;
  const snapshot = (step: KeptStep): Snapshot | null => {
    const loaded = files[step.file];
    return loaded ? { loaded, dice: step.dice, log: step.log.map((i) => entries[i] as LogEntry), phaseNext: step.phaseNext } : null;
  };
  const past = read.steps.past.map(snapshot);
  const future = read.steps.future.map(snapshot);
  const current = snapshot(read.steps.current);
  if (!current || !past.every((s): s is Snapshot => s !== null) || !future.every((s): s is Snapshot => s !== null)) return null;
  return { current, past, future };
}

/**
 * A kept unit battle's history read back, checked as `sessionFromKept` checks; null when
 * anything is amiss.
 *
 * @example
 * unitHistoryFromKept(JSON.parse(JSON.stringify(keptUnitHistory(history, 50))))?.current.phaseNext; // as it was
 */
export function unitHistoryFromKept(value: unknown): UnitHistory | null {
  const read = readPools(
    value,
    (file) => {
      const scenario = unitBattleFromValue(file);
      return scenario ? { file, scenario } : null;
    },
    unitEntry,
  );
  if (!read) return null;
  const { files, entries } = read;
  const session = (step: KeptStep): UnitSession | null => {
    const read = files[step.file];
    if (!read) return null;
    const { file, scenario } = read;
    const log = step.log.map((i) => entries[i] as LoggedUnitShot);
    if (log.some((entry) => entry.game !== scenario.game)) return null;
    return { ...newUnitSession(scenario, scenario.seed ?? 1, file, step.dice), log, phaseNext: step.phaseNext };
  };
  const past = read.steps.past.map(session);
  const future = read.steps.future.map(session);
  const current = session(read.steps.current);
  if (!current || !past.every((s): s is UnitSession => s !== null) || !future.every((s): s is UnitSession => s !== null)) return null;
  return { current, past, future };
}
