import {
  namedProfilesWrittenOutWith,
  parseScenarioValueWith,
  parseScenarioWith,
  scenarioFormats,
  scenarioJsonSchemaOf,
  type FormatResult,
  type ParseOptions,
  type ScenarioIssue,
  type WrittenOut,
} from '../scenario/index.js';
import { battleaxeGame } from './battleaxe.js';
import type { Game, GameRegistry, GameScenario } from './game.js';
import { mordheimGame } from './mordheim.js';
import { ninthAgeGame } from './ninth-age.js';

/** The three games the library ships, in the order help texts list them. */
export const BUILT_IN_GAMES: readonly Game[] = [mordheimGame, battleaxeGame, ninthAgeGame];

/** A registry that cannot hold two games under one id. */
export type RegistryResult = { readonly ok: true; readonly registry: GameRegistry } | { readonly ok: false; readonly duplicates: readonly string[] };

/**
 * A registry of the games given: the built-in ones and any a program plugs in.
 *
 * @example
 * const result = createRegistry([...BUILT_IN_GAMES, myGame]);
 * if (result.ok) result.registry.ids; // ['mordheim', 'battleaxe', 'ninth-age', 'my-game']
 * createRegistry([mordheimGame, mordheimGame]); // { ok: false, duplicates: ['mordheim'] }
 */
export function createRegistry(games: readonly Game[]): RegistryResult {
  const ids = games.map((game) => game.id);
  const duplicates = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
  if (duplicates.length > 0) return { ok: false, duplicates };
  return { ok: true, registry: registryOf(games, ids) };
}

function registryOf(games: readonly Game[], ids: readonly string[]): GameRegistry {
  const byId = new Map(games.map((game) => [game.id, game]));
  const find = (id: string) => byId.get(id);
  return { games, ids, find, formats: scenarioFormats(ids, (id) => find(id)?.format) };
}

/** The registry of the three built-in games. */
export const BUILT_IN_REGISTRY: GameRegistry = registryOf(
  BUILT_IN_GAMES,
  BUILT_IN_GAMES.map((game) => game.id),
);

/** A scenario of one of the registry's games, with the game that reads it; or every problem found. */
export type GameParseResult = { readonly ok: true; readonly game: Game; readonly scenario: GameScenario } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

function withGame(registry: GameRegistry, result: FormatResult<GameScenario>): GameParseResult {
  if (!result.ok) return result;
  const game = registry.find(result.scenario.game);
  // The parser found the scenario's format in this registry, so its game is there too.
  if (game === undefined) return { ok: false, issues: [{ code: 'not-one-of', path: ['game'], options: registry.ids, value: JSON.stringify(result.scenario.game) }] };
  return { ok: true, game, scenario: result.scenario };
}

/**
 * Scenario text of any of the registry's games (as `parseScenario` reads the built-in ones),
 * with the game that reads it, so a program can go on through the `Game` interface.
 *
 * @example
 * const parsed = parseGameScenario(BUILT_IN_REGISTRY, readFileSync('examples/mordheim/crossbow-vs-dieter.json', 'utf8'));
 * if (parsed.ok) parsed.game.attackOdds(parsed.scenario, exactArithmetic)?.results; // [{ result: 'standing', chance: … }, …]
 */
export function parseGameScenario(registry: GameRegistry, text: string, options: ParseOptions = {}): GameParseResult {
  return withGame(registry, parseScenarioWith(registry.formats, text, options));
}

/**
 * An already-parsed JSON value of any of the registry's games.
 *
 * @example
 * parseGameScenarioValue(BUILT_IN_REGISTRY, { game: 'chess', attack: {} }).ok; // false: chess is not registered
 */
export function parseGameScenarioValue(registry: GameRegistry, value: unknown, options: ParseOptions = {}): GameParseResult {
  return withGame(registry, parseScenarioValueWith(registry.formats, value, options));
}

/**
 * A file of any of the registry's games with the profiles it names written out as numbers.
 *
 * @example
 * gameProfilesWrittenOut(BUILT_IN_REGISTRY, { game: 'battleaxe', attack: {} }, {}).ok; // false: the attack lacks its parts
 */
export function gameProfilesWrittenOut(registry: GameRegistry, value: unknown, options: ParseOptions): WrittenOut {
  return namedProfilesWrittenOutWith(registry.formats, value, options);
}

/**
 * The JSON Schema of every form of every game in the registry.
 *
 * @example
 * Object.keys(registryJsonSchema(BUILT_IN_REGISTRY)); // ['$schema', 'anyOf']
 */
export function registryJsonSchema(registry: GameRegistry): Record<string, unknown> {
  return scenarioJsonSchemaOf(registry.formats);
}
