/**
 * The calculator mode: quick odds for one shot without a table. Its state IS the game's
 * quick description (the JSON of a single-shot scenario, the same `marksman odds FILE`
 * reads), one per compared shooter; the library's scenario parser judges each one, so every
 * refusal has a path, and the odds and the rolls are the library's. This file only edits the
 * descriptions, asks the library, and words its answers with the catalogue's phrase builders.
 */
import { exactArithmetic, isSeed, rationalToString, type Rational, type TraceEntry } from '../../../src/dice/index.js';
import { CONDITIONS, mordheimOdds, mordheimRoll, type MordheimAttack, type MordheimCheck, type MordheimOddsReport, type MordheimOutcome } from '../../../src/games/mordheim/index.js';
import { battleaxeOdds, battleaxeRoll, type BattleaxeAttack } from '../../../src/games/battleaxe/index.js';
import { ninthAgeOdds, ninthAgeRoll, parseWeaponEntry, type NinthAgeAttack } from '../../../src/games/ninth-age/index.js';
import { GAMES, parseScenarioValue, type ScenarioIssue } from '../../../src/scenario/index.js';
import { countOf, type Catalogue } from '../../../i18n/index.js';
import type { CalculatorLinkProblem } from '../../../i18n/web-calculator.js';
import { describeNeeds, describeTraceEntry } from '../../../i18n/explain.js';
import { describeDiceGroup } from '../../../i18n/explain-battleaxe.js';
import { diceGroupLine } from '../../../i18n/explain-ninth-age.js';
import { isSharedPath, type CompareMode, type Game, type Path } from './calculator-fields.js';
import { exampleText } from '../examples.js';
import { decodeShare, encodeShare } from './share.js';
import { columnsWrittenOut } from './named-import.js';
import { loadProfileLibrary, type WebProfileLibrary } from './profile-library.js';
import type { Chance } from './shooting.js';
import { battleaxeView, ninthAgeView, UNIT_EXACT_SHOTS, type OddsRow, type OddsSection } from './unit-odds.js';
import { isJsonObject } from './json.js';

/** At most this many shooters side by side. */
export const MAX_COLUMNS = 3;

/** A quick description as JSON: `{ game, attack: { shooter, weapon, target, circumstances } }`. */
export type QuickFile = Readonly<Record<string, unknown>>;

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

export type ParsedShot = { readonly game: 'mordheim'; readonly attack: MordheimAttack } | { readonly game: 'battleaxe'; readonly attack: BattleaxeAttack } | { readonly game: 'ninth-age'; readonly attack: NinthAgeAttack };
export type ColumnResult = { readonly ok: true; readonly shot: ParsedShot } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

// ---------------------------------------------------------------------------------------
// Editing the descriptions


export function valueAt(file: QuickFile, path: Path): unknown {
  let node: unknown = file;
  for (const key of path) {
    if (!isJsonObject(node)) return undefined;
    node = node[key];
  }
  return node;
}

/** The description with `value` at `path` (undefined removes the key); parents are made as needed. */
export function withValue(file: QuickFile, path: Path, value: unknown): QuickFile {
  const [key, ...rest] = path;
  if (key === undefined) return file;
  const copy: Record<string, unknown> = { ...file };
  if (rest.length === 0) {
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy;
  }
  const child = copy[key];
  copy[key] = withValue(isJsonObject(child) ? child : {}, rest, value);
  return copy;
}

/** A list field (kit, rules, keywords) with `item` in or out; an empty list is removed. */
export function withMember(file: QuickFile, path: Path, item: string, on: boolean): QuickFile {
  const current = valueAt(file, path);
  const list = Array.isArray(current) ? current.filter((x): x is string => typeof x === 'string' && x !== item) : [];
  const next = on ? [...list, item] : list;
  return withValue(file, path, next.length > 0 ? next : undefined);
}

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

/**
 * The Ninth Age writes a weapon with its Aim as "Crossbow (4+)"; the form edits the two
 * apart, as `{ name, aim }`, which the format accepts too (the library reads the text).
 */
function withWeaponEntry(file: QuickFile): QuickFile {
  if (file.game !== 'ninth-age') return file;
  const weapon = valueAt(file, ['attack', 'weapon']);
  if (typeof weapon !== 'string') return file;
  const entry = parseWeaponEntry(weapon);
  return entry ? withValue(file, ['attack', 'weapon'], { name: entry.name.toLowerCase(), aim: entry.aim }) : file;
}

/** A description as the calculator keeps it: only the game and the attack (no title, seed, $schema). */
export function quickFileOf(value: Readonly<Record<string, unknown>>): QuickFile {
  const kept: Record<string, unknown> = { game: value.game, attack: value.attack };
  if (value.variants !== undefined) kept.variants = value.variants;
  return withWeaponEntry(kept);
}

export function newCalc(game: Game, file: QuickFile, seed: number): CalcState {
  return { game, compare: 'shooters', columns: [quickFileOf(file)], active: 0, seed, roll: null };
}

/** Each game's calculator starts on its rulebook example (a bundled quick description). */
export const CALC_EXAMPLES: Readonly<Record<Game, string>> = {
  mordheim: 'mordheim/crossbow-vs-dieter.json',
  battleaxe: 'battleaxe/imperial-archers.json',
  'ninth-age': 'ninth-age/crossbows-moved.json',
};

export function exampleCalc(game: Game, seed: number): CalcState {
  const text = exampleText({ game, file: CALC_EXAMPLES[game] });
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
  switch (scenario.game) {
    case 'mordheim':
      return { ok: true, shot: { game: 'mordheim', attack: scenario.attack } };
    case 'battleaxe':
      return { ok: true, shot: { game: 'battleaxe', attack: scenario.attack } };
    case 'ninth-age':
      return { ok: true, shot: { game: 'ninth-age', attack: scenario.attack } };
  }
}

export interface CountList {
  readonly heading: string;
  readonly rows: readonly OddsRow[];
}

/** The odds of one shot in full: what each roll needs and why, each step's chance, and "at least N". */
export interface CalcOdds {
  readonly heading: string;
  readonly sections: readonly OddsSection[];
  readonly counts: readonly CountList[];
  /** Whether fractions were worked out (few enough shots). */
  readonly exact: boolean;
}

/** The few numbers a compared shooter shows at a glance. */
export interface CalcSummary {
  readonly heading: string;
  readonly toHit: string;
  readonly rows: readonly OddsRow[];
}

/** Fractions are worked out for Mordheim series up to this many shots, as the command line does. */
export const MORDHEIM_EXACT_SHOTS = 12;

const fixed2 = (cat: Catalogue, value: number) => new Intl.NumberFormat(cat.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

function chanceOf(p: number, exact: Rational | undefined, worked: boolean): Chance {
  return { p, exact: worked ? rationalToString(exact ?? { num: 0n, den: 1n }) : null };
}

function mordheimHeading(cat: Catalogue, attack: MordheimAttack): string {
  return cat.text.shooterShootsTarget(attack.shooter.name ?? cat.text.defaultShooter, attack.weapon.id, attack.target.name ?? cat.text.defaultTarget);
}

function mordheimOddsView(cat: Catalogue, attack: MordheimAttack): CalcOdds {
  const float = mordheimOdds(attack);
  const exact: MordheimOddsReport<Rational> | null = attack.shots <= MORDHEIM_EXACT_SHOTS ? mordheimOdds(attack, exactArithmetic) : null;
  const worked = exact !== null;
  const row = (name: string, label: string, pick: <N>(r: MordheimOddsReport<N>) => N | undefined, indent = false): OddsRow => ({
    name,
    label,
    chance: chanceOf(pick(float) ?? 0, exact ? pick(exact) : undefined, worked),
    indent,
  });
  const { analysis } = float;
  const shot: OddsRow[] = [];
  if (float.shot.outOfRange > 0) shot.push(row('out-of-range', cat.outcome['out-of-range'], (r) => r.shot.outOfRange));
  if (analysis.toHit.resolution === 'cannot-hit') shot.push(row('cannot-hit', cat.outcome['cannot-hit'], (r) => r.shot.cannotHit));
  shot.push(row('hit', cat.outcome.hit, (r) => r.shot.hit));
  if (analysis.toHit.coverClaimed) shot.push(row('cover-strike', cat.outcome['cover-strike'], (r) => r.shot.coverStrike, true));
  if (analysis.toWound.needed === null) shot.push(row('cannot-wound', cat.outcome['cannot-wound'], (r) => r.shot.cannotWound));
  shot.push(row('wound', cat.outcome.wound, (r) => r.shot.wound));
  if (analysis.toWound.criticalOnSix) shot.push(row('critical', cat.outcome.critical, (r) => r.shot.critical, true));
  shot.push(row('saved', cat.outcome.saved, (r) => r.shot.saved, true));
  shot.push(row('unsaved', cat.outcome['not-saved'], (r) => r.shot.unsaved));
  for (const c of CONDITIONS) shot.push(row(c, cat.condition[c], (r) => r.shot.conditions[c]));
  const sections: OddsSection[] = [{ heading: cat.text.whatRollsNeed, needs: describeNeeds(cat, attack, analysis), chancesHeading: cat.text.oneShot, chances: shot }];
  const counts: CountList[] = [];
  const { series } = float;
  if (series.shots > 1) {
    sections.push({ heading: '', needs: [], chancesHeading: cat.text.afterShots(series.shots), chances: CONDITIONS.map((c) => row(`series-${c}`, cat.condition[c], (r) => r.series.conditions[c])) });
    const atLeast = (name: string, heading: string, pick: <N>(r: MordheimOddsReport<N>) => readonly N[], mean: number): CountList => ({
      heading: `${heading} (${cat.text.mean} ${fixed2(cat, mean)})`,
      rows: pick(float)
        .map((_, k) => k)
        .slice(1)
        .map((k) => row(`${name}-at-least-${k}`, `${cat.text.atLeast} ${k}`, (r) => pick(r)[k])),
    });
    counts.push(atLeast('hits', cat.text.hits, (r) => r.series.hitsAtLeast, series.meanHits), atLeast('wounds', cat.text.wounds, (r) => r.series.woundsAtLeast, series.meanWounds));
  }
  if (attack.target.woundsLeft > 1 || attack.target.profile.W > 1) {
    const pick = series.shots > 1 ? <N>(r: MordheimOddsReport<N>) => r.series.woundsLeft : <N>(r: MordheimOddsReport<N>) => r.shot.woundsLeft;
    const rows: OddsRow[] = [];
    for (let w = attack.target.woundsLeft; w >= 0; w -= 1) rows.push(row(`wounds-left-${w}`, cat.text.woundsLeft(w), (r) => pick(r)[w]));
    counts.push({ heading: cat.text.woundsLeftHeading, rows });
  }
  return { heading: mordheimHeading(cat, attack), sections, counts, exact: worked };
}

function battleaxeHeading(cat: Catalogue, attack: BattleaxeAttack): string {
  const t = cat.battleaxe.text;
  const target = attack.target.name ?? t.defaultTarget;
  if (attack.kind !== 'shooting') return target;
  const models = attack.batches.reduce((n, batch) => n + batch.models, 0);
  return t.shooting(attack.shooter.name ?? t.defaultShooter, models, attack.weapon.id, target, attack.target.models);
}

function ninthAgeHeading(cat: Catalogue, attack: NinthAgeAttack): string {
  const t = cat.ninthAge;
  return t.unitShoots(attack.shooter.name ?? t.label.defaultShooter, attack.volleys[0]?.entry.weapon.id ?? '', attack.target.name ?? t.label.defaultTarget);
}

/** "At least N" rows that cannot happen (more models than the shots can remove) are left out; the whole unit stays. */
const possible = (rows: readonly OddsRow[]) => rows.filter((row) => row.chance.p > 0 || row.name === 'destroyed');

/** The full odds of one parsed shot, worded in the catalogue's language. */
export function calcOdds(cat: Catalogue, shot: ParsedShot): CalcOdds {
  switch (shot.game) {
    case 'mordheim':
      return mordheimOddsView(cat, shot.attack);
    case 'battleaxe': {
      const float = battleaxeOdds(shot.attack);
      const exact = float.unit.rounds <= UNIT_EXACT_SHOTS.battleaxe ? battleaxeOdds(shot.attack, exactArithmetic) : null;
      const view = battleaxeView(cat, float, exact, battleaxeHeading(cat, shot.attack), shot.attack.target.models);
      return { heading: view.heading, sections: view.sections, counts: [{ heading: view.modelsHeading, rows: possible(view.models) }], exact: view.exact };
    }
    case 'ninth-age': {
      const float = ninthAgeOdds(shot.attack);
      const exact = float.series.shots <= UNIT_EXACT_SHOTS['ninth-age'] ? ninthAgeOdds(shot.attack, exactArithmetic) : null;
      const view = ninthAgeView(cat, shot.attack, float, exact, ninthAgeHeading(cat, shot.attack), shot.attack.target.models);
      return { heading: view.heading, sections: view.sections, counts: [{ heading: view.modelsHeading, rows: possible(view.models) }], exact: view.exact };
    }
  }
}

const endsWith = (suffix: string) => (row: OddsRow) => row.name === suffix || row.name.endsWith(`-${suffix}`);

/**
 * At a glance: the to-hit score, the chance of a hit and of an unsaved wound with one shot,
 * and the end that matters most (out of action after all shots; at least one model removed).
 */
export function calcSummary(odds: CalcOdds, game: Game): CalcSummary {
  const first = odds.sections[0];
  const toHit = first?.needs[0]?.[1] ?? '';
  const shotRows = (first?.chances ?? []).filter((r) => endsWith('hit')(r) || endsWith('unsaved')(r));
  let ends: OddsRow[];
  switch (game) {
    case 'mordheim': {
      const series = odds.sections[1]?.chances.find((r) => r.name === 'series-out-of-action');
      const single = first?.chances.find((r) => r.name === 'out-of-action');
      ends = [series ?? single].filter((r): r is OddsRow => r !== undefined);
      break;
    }
    case 'battleaxe':
    case 'ninth-age': {
      const models = odds.counts[0]?.rows ?? [];
      ends = [models[0], models.length > 1 ? models[models.length - 1] : undefined].filter((r): r is OddsRow => r !== undefined);
      break;
    }
  }
  return { heading: odds.heading, toHit, rows: [...shotRows, ...ends] };
}

// ---------------------------------------------------------------------------------------
// Rolling

function traceLines(cat: Catalogue, entries: readonly TraceEntry<MordheimCheck, MordheimOutcome>[], indent: string): string[] {
  return entries.flatMap((entry) => [indent + describeTraceEntry(cat, entry), ...(entry.kind === 'group' ? traceLines(cat, entry.entries, indent + '  ') : [])]);
}

/** The roll's log: the seed, every die with what it needed and why, and where the target ends. */
export function rollLines(cat: Catalogue, shot: ParsedShot, seed: number): string[] {
  switch (shot.game) {
    case 'mordheim': {
      const { attack } = shot;
      const report = mordheimRoll(attack, seed);
      const lines = [mordheimHeading(cat, attack), cat.text.seedLine(report.seed)];
      for (const s of report.shots) lines.push(cat.text.shotHeading(s.index, attack.shots), ...traceLines(cat, s.trace, '  '));
      if (report.shotsNotTaken > 0) lines.push(cat.text.shotsNotTaken(report.shotsNotTaken));
      lines.push(
        cat.text.resultLine(attack.target.name ?? cat.text.defaultTarget, cat.condition[report.target.condition], report.target.woundsLeft),
        cat.text.totals(countOf(cat.language, report.hits, cat.noun.hit), countOf(cat.language, report.wounds, cat.noun.wound)),
      );
      return lines;
    }
    case 'battleaxe': {
      const { attack } = shot;
      const t = cat.battleaxe.text;
      const report = battleaxeRoll(attack, seed);
      const batches = attack.kind === 'shooting' ? attack.batches.length : 0;
      // Batch numbers only matter when there are several.
      const groups = report.groups.map((g) => describeDiceGroup(cat, batches > 1 ? g : { ...g, batch: null }));
      return [battleaxeHeading(cat, attack), t.seedLine(report.seed), ...groups, t.result(attack.target.name ?? t.defaultTarget, report.modelsRemoved, report.target.models, report.target.onCurrent), t.totals(report.hits, report.wounds, report.unsaved)];
    }
    case 'ninth-age': {
      const { attack } = shot;
      const t = cat.ninthAge;
      const report = ninthAgeRoll(attack, seed);
      return [
        ninthAgeHeading(cat, attack),
        cat.text.seedLine(report.seed),
        ...report.groups.map((g) => diceGroupLine(cat, g)),
        t.resultLine(attack.target.name ?? t.label.defaultTarget, report.unit.models, report.unit.onCurrent),
        [t.hits(report.hits), t.wounds(report.wounds), t.unsavedWounds(report.unsaved), t.healthPoints(report.hpLost), t.models(report.modelsRemoved)].join(', '),
      ];
    }
  }
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

const isGame = (value: unknown): value is Game => typeof value === 'string' && (GAMES as readonly string[]).includes(value);

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
  /** A link whose shots named the community's profiles, opened with their numbers written in. */
  | { readonly ok: true; readonly state: CalcState; readonly filled: readonly string[] };

/**
 * A calculator link read back: bounded and inflated as battle links are, then checked by
 * `calcFromValue`. Shots naming the community's profiles are written out from its library
 * (loaded only then) and checked again.
 */
export async function decodeCalc(hash: string, fallbackSeed: number, load: () => Promise<WebProfileLibrary> = loadProfileLibrary): Promise<CalcLink> {
  const decoded = await decodeShare(hash, CALC_PREFIX);
  if (!decoded.ok) return decoded;
  let value: unknown;
  try {
    value = JSON.parse(decoded.text);
  } catch {
    return { ok: false, problem: 'not-json' };
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
