import * as z from 'zod';
import type { FormatResult, GameFormat, NameFilled, ParseOptions } from './format.js';
import { jsonErrorOffset, lineAndColumn } from './json-position.js';
import { fromZodIssues } from './zod-issues.js';
import { depthIssue, jsonTextDepth, SCENARIO_MAX_BYTES, SCENARIO_MAX_DEPTH, valueDeeperThan } from './limits.js';
import type { ScenarioIssue } from './issues.js';
import { battleaxeFormat, type BattleaxeScenario } from './battleaxe.js';
import { mordheimFormat, type MordheimScenario } from './mordheim.js';
import { ninthAgeFormat, type NinthAgeScenario } from './ninth-age.js';
import { onFirstUse } from './on-first-use.js';

/** A scenario ready for the library: for one game, a quick attack or a battle on a table. */
export type Scenario = MordheimScenario | BattleaxeScenario | NinthAgeScenario;

/**
 * Whether a file names any profile from a library ("profile": "Reiklanders/Marksman", or
 * "profile": { "from": "Empire of Sonnstahl/State Militia", … }), so the caller knows to load one.
 *
 * @example
 * namesProfiles({ game: 'mordheim', attack: { shooter: { profile: 'Reiklanders/Marksman' } } }); // true: load the Mordheim library first
 * namesProfiles({ game: 'mordheim', attack: { shooter: { profile: { BS: 3 } } } }); // false
 */
export function namesProfiles(input: unknown): boolean {
  return profileNames(input).length > 0;
}

/**
 * Every profile name a raw scenario value gives (a `profile` string, or a `profile` object's
 * `from`), in no set order and each as often as given: what a front end reads to load only the
 * data those names need.
 *
 * @example
 * profileNames({ game: 'ninth-age', attack: { shooter: { profile: 'Empire of Sonnstahl/State Militia' }, target: { profile: { from: 'Sylvan Elves/Sylvan Sentinels', Arm: 1 } } } });
 * // ['Sylvan Elves/Sylvan Sentinels', 'Empire of Sonnstahl/State Militia'] (in some order)
 */
export function profileNames(input: unknown): string[] {
  const nameOf = (value: unknown): string | null => {
    if (typeof value === 'string') return value;
    const from = value !== null && typeof value === 'object' ? (value as { from?: unknown }).from : undefined;
    return typeof from === 'string' ? from : null;
  };
  const names: string[] = [];
  // A walk with its own stack, not recursion: the value may be any JSON a user hands in.
  const stack: unknown[] = [input];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      const name = key === 'profile' ? nameOf(child) : null;
      if (name === null) stack.push(child);
      else names.push(name);
    }
  }
  return names;
}

/**
 * The file formats a parser knows, by the name files give their game in `game`. The three
 * games' formats are {@link BUILT_IN_FORMATS}; the engine's registry (src/engine) hands in
 * its own, so a game plugged in there is read like the others.
 */
export interface ScenarioFormats<S extends { readonly game: string } = Scenario> {
  /** The names a file may give in `game`. */
  readonly ids: readonly string[];
  /** The format of the game a file names; undefined for a name not in `ids`. */
  readonly formatOf: (game: string) => GameFormat<S> | undefined;
  /** The schema of `game` alone, built at the first parse (every parse checks it first) and kept. */
  readonly gameSchema: z.ZodType<{ readonly game: string }>;
}

/**
 * The formats of the games named, as a parser takes them.
 *
 * @example
 * const formats = scenarioFormats(['mordheim'], (id) => (id === 'mordheim' ? mordheimFormat : undefined));
 * parseScenarioWith(formats, text); // reads Mordheim files only
 */
export function scenarioFormats<S extends { readonly game: string }>(ids: readonly string[], formatOf: (game: string) => GameFormat<S> | undefined): ScenarioFormats<S> {
  // Not built here: the library makes formats for its own registries when it loads, and a
  // program (the CLI) parses with one of them at most.
  const gameSchema = onFirstUse(() => z.object({ game: z.enum(ids as [string, ...string[]]) }));
  return {
    ids,
    formatOf,
    get gameSchema() {
      return gameSchema();
    },
  };
}

/** Each built-in game's file format. Adding a game to the library adds a line here and one in the engine's registry. */
const FORMATS = {
  mordheim: mordheimFormat,
  battleaxe: battleaxeFormat,
  'ninth-age': ninthAgeFormat,
} as const satisfies Record<string, GameFormat<Scenario>>;

/** The games a scenario file may name in `game`. */
export const GAMES = Object.keys(FORMATS) as (keyof typeof FORMATS)[];

/** The three games' formats, as a parser takes them. */
export const BUILT_IN_FORMATS: ScenarioFormats = scenarioFormats<Scenario>(GAMES, (game) => (Object.hasOwn(FORMATS, game) ? FORMATS[game as keyof typeof FORMATS] : undefined));

/**
 * Every form of every game's file, as one schema (for the JSON Schema).
 *
 * @example
 * scenarioSchemaOf(BUILT_IN_FORMATS).safeParse({ game: 'chess' }).success; // false
 */
export function scenarioSchemaOf<S extends { readonly game: string }>(formats: ScenarioFormats<S>): z.ZodType {
  const schemas = formats.ids.flatMap((id) => {
    const format = formats.formatOf(id);
    return format ? [format.attackSchema, format.battleSchema] : [];
  });
  return z.union(schemas);
}

/**
 * Every form of every built-in game's file, as one schema. Lazy: built at its first parse, not
 * when the library loads, so a program that reads one game's files never builds the others'.
 */
export const scenarioSchema: z.ZodType = z.lazy(() => scenarioSchemaOf(BUILT_IN_FORMATS));

/** A scenario of any game, or every problem found in the file. */
export type ParseResult = FormatResult<Scenario>;

/** A value's game and form (an attack or a battle), checked against that form's schema. */
type CheckedForm<S> = { readonly ok: true; readonly format: GameFormat<S>; readonly kind: 'attack' | 'battle'; readonly file: unknown } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

/**
 * Which form of file it is (its game, an attack or a battle) is decided first, so a problem
 * deep inside an attack is reported where it is, not as "matches no form".
 */
function checkedForm<S extends { readonly game: string }>(formats: ScenarioFormats<S>, input: unknown): CheckedForm<S> {
  const { gameSchema } = formats;
  const game = gameSchema.safeParse(input);
  if (!game.success) return { ok: false, issues: fromZodIssues(game.error.issues, gameSchema, input) };
  const format = formats.formatOf(game.data.game);
  if (format === undefined) return { ok: false, issues: [{ code: 'not-one-of', path: ['game'], options: formats.ids, value: JSON.stringify(game.data.game) }] };
  const record = input as Record<string, unknown>;
  const hasAttack = record.attack !== undefined;
  const hasBattle = record.battle !== undefined;
  if (hasAttack === hasBattle) return { ok: false, issues: [{ code: 'attack-or-battle', path: [], both: hasAttack }] satisfies ScenarioIssue[] };
  const schema = hasAttack ? format.attackSchema : format.battleSchema;
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { ok: false, issues: [...fromZodIssues(parsed.error.issues, schema, input), ...format.unknownWeapons(input)] };
  return { ok: true, format, kind: hasAttack ? 'attack' : 'battle', file: parsed.data };
}

/**
 * Validates an already-parsed JSON value: its form, its schema, the names it gives from a library, then the rules' checks.
 *
 * @example
 * const file = { game: 'mordheim', attack: { shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 3, W: 1 } } } };
 * const result = parseScenarioValue(file);
 * if (result.ok) result.scenario.kind; // 'attack'
 */
export function parseScenarioValue(input: unknown, options: ParseOptions = {}): ParseResult {
  return parseScenarioValueWith(BUILT_IN_FORMATS, input, options);
}

/**
 * {@link parseScenarioValue} over the formats given (the engine's registry passes its games').
 *
 * @example
 * parseScenarioValueWith(BUILT_IN_FORMATS, { game: 'chess', attack: {} }).ok; // false: not one of the games
 */
export function parseScenarioValueWith<S extends { readonly game: string }>(formats: ScenarioFormats<S>, input: unknown, options: ParseOptions = {}): FormatResult<S> {
  if (valueDeeperThan(input, SCENARIO_MAX_DEPTH)) return { ok: false, issues: [depthIssue(null)] };
  return parseShallowValue(formats, input, options);
}

/** A value already known to nest within the limit (parseScenario measured its text). */
function parseShallowValue<S extends { readonly game: string }>(formats: ScenarioFormats<S>, input: unknown, options: ParseOptions): FormatResult<S> {
  const form = checkedForm(formats, input);
  if (!form.ok) return form;
  const named = form.format.writeOutNames(form.file, form.kind, options);
  if (named.issues.length > 0) return { ok: false, issues: named.issues };
  return form.format.build(named.file, form.kind);
}

/** A file with its named profiles written out as numbers, or the problems found. */
export type WrittenOut = { readonly ok: true; readonly value: unknown; readonly filled: readonly NameFilled[] } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

/**
 * A file with every profile it names from the community's data ("Reiklanders/Marksman",
 * { "from": "Army/Unit", … }) written out as the numbers `options` look up, with the names
 * filled and where; so the result parses to the same scenario with no library at all. A file
 * that names nothing comes back as it is, with `filled` empty. The file's own other problems
 * are left to `parseScenarioValue`.
 *
 * @example
 * // library: the Mordheim library of buildMordheimLibrary's example (marksman/data)
 * const file = { game: 'mordheim', attack: { shooter: { profile: 'Reiklanders/Marksman' }, weapon: 'long-bow', target: { profile: { T: 3 } } } };
 * namedProfilesWrittenOut(file, mordheimLookups(library));
 * // { ok: true, value: { …, shooter: { name: 'Marksman', profile: { M: 4, WS: 3, BS: 4, … } } }, filled: [{ path: ['attack', 'shooter', 'profile'], name: 'Reiklanders/Marksman' }] }
 */
export function namedProfilesWrittenOut(input: unknown, options: ParseOptions): WrittenOut {
  return namedProfilesWrittenOutWith(BUILT_IN_FORMATS, input, options);
}

/**
 * {@link namedProfilesWrittenOut} over the formats given.
 *
 * @example
 * namedProfilesWrittenOutWith(BUILT_IN_FORMATS, { game: 'battleaxe', attack: {} }, {}).ok; // false: the attack lacks its parts
 */
export function namedProfilesWrittenOutWith<S extends { readonly game: string }>(formats: ScenarioFormats<S>, input: unknown, options: ParseOptions): WrittenOut {
  if (valueDeeperThan(input, SCENARIO_MAX_DEPTH)) return { ok: false, issues: [depthIssue(null)] };
  const form = checkedForm(formats, input);
  if (!form.ok) return form;
  const named = form.format.writeOutNames(form.file, form.kind, options);
  return named.issues.length > 0 ? { ok: false, issues: named.issues } : { ok: true, value: named.file, filled: named.filled };
}

/**
 * Parses a value that must be a scenario of one game (tests, benchmarks, a game's own tools).
 *
 * @example
 * const file = { game: 'mordheim', attack: { shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 3, W: 1 } } } };
 * parseScenarioOf('mordheim', file).ok; // true, and typed as a Mordheim scenario
 * parseScenarioOf('battleaxe', file); // { ok: false, issues: [{ code: 'not-one-of', path: ['game'], options: ['battleaxe'], value: '"mordheim"' }] }
 */
export function parseScenarioOf<G extends Scenario['game']>(game: G, input: unknown, options: ParseOptions = {}): FormatResult<Extract<Scenario, { game: G }>> {
  const result = parseScenarioValue(input, options);
  if (!result.ok) return result;
  if (result.scenario.game !== game) return { ok: false, issues: [{ code: 'not-one-of', path: ['game'], options: [game], value: JSON.stringify(result.scenario.game) }] };
  return { ok: true, scenario: result.scenario as Extract<Scenario, { game: G }> };
}

/**
 * Parses scenario text: JSON syntax first (with line and column), then the schema, then
 * the rules' own checks. Every problem found is reported, each once, with its path.
 *
 * @example
 * parseScenario('{"game": "mordheim", "attack": {"shooter": {"profile": {"BS": 11}}, "weapon": "crossbow", "target": {"profile": {"T": 3}}}}');
 * // { ok: false, issues: [{ code: 'out-of-range', path: ['attack', 'shooter', 'profile', 'BS'], value: '11', whole: true, min: 1, max: 10 }] }
 * parseScenario('{"game": "mordheim",'); // { ok: false, issues: [{ code: 'json-syntax', path: [], line: 1, column: 21 }] }
 */
export function parseScenario(given: string, options: ParseOptions = {}): ParseResult {
  return parseScenarioWith(BUILT_IN_FORMATS, given, options);
}

/**
 * {@link parseScenario} over the formats given (the engine's registry passes its games').
 *
 * @example
 * parseScenarioWith(BUILT_IN_FORMATS, '{"game": "mordheim",'); // { ok: false, issues: [{ code: 'json-syntax', path: [], line: 1, column: 21 }] }
 */
export function parseScenarioWith<S extends { readonly game: string }>(formats: ScenarioFormats<S>, given: string, options: ParseOptions = {}): FormatResult<S> {
  const text = withoutByteOrderMark(given);
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > SCENARIO_MAX_BYTES) return { ok: false, issues: [{ code: 'too-large', path: [], bytes, limit: SCENARIO_MAX_BYTES }] };
  const depth = jsonTextDepth(text);
  if (depth > SCENARIO_MAX_DEPTH) return { ok: false, issues: [depthIssue(depth)] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const offset = jsonErrorOffset(text);
    return { ok: false, issues: [{ code: 'json-syntax', path: [], ...lineAndColumn(text, offset < 0 ? text.length : offset) }] };
  }
  return parseShallowValue(formats, value, options);
}

/**
 * Editors on Windows may start a UTF-8 file with a byte-order mark, which JSON does not allow but means nothing.
 *
 * @example
 * withoutByteOrderMark('\uFEFF{}'); // '{}'
 */
export function withoutByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * The scenario format as a JSON Schema, for editors to validate and autocomplete.
 *
 * @example
 * writeFileSync('scenario.schema.json', JSON.stringify(scenarioJsonSchema(), null, 2)); // what editors validate files against
 */
export function scenarioJsonSchema(): Record<string, unknown> {
  return scenarioJsonSchemaOf(BUILT_IN_FORMATS);
}

/**
 * The JSON Schema of every form of the games given.
 *
 * @example
 * scenarioJsonSchemaOf(BUILT_IN_FORMATS).$schema; // 'https://json-schema.org/draft/2020-12/schema'
 */
export function scenarioJsonSchemaOf<S extends { readonly game: string }>(formats: ScenarioFormats<S>): Record<string, unknown> {
  return z.toJSONSchema(scenarioSchemaOf(formats), { target: 'draft-2020-12', unrepresentable: 'any' });
}
