/**
 * The games the page knows, by id: the one place the page goes from a game's id to that game's
 * module. Adding a game is adding its folder and its lines here (its name, its loader, and for a
 * game of units its id in UNIT_GAME_IDS and its line in ui-registry.ts).
 *
 * Mordheim's module is part of the page (the page opens on a Mordheim table, its own); the unit
 * games' modules are chunks of their own, loaded with `loadWebGame` when a battle or the
 * calculator of that game opens, so the page's opening JavaScript carries neither. Until then
 * only their ids and names are known here; the page draws what needs more once they are loaded.
 *
 * Two ways in: by id, for what needs no value of the game's own (its name, its form, its unit
 * file's shape); and with a value that names its game (a parsed shot, a unit battle, a log
 * entry), which is handed to that game's module together with the value, typed as that
 * game's, inside a callback.
 */
import type { battleaxeWeb } from './battleaxe/game.js';
import { mordheimWeb } from './mordheim/game.js';
import type { ninthAgeWeb } from './ninth-age/game.js';
import type { AdviceWay, AttackScenario, CalculatorForm, CalculatorGame, GameId, UnitGame, UnitGameFacts, UnitGameId, UnitScenario, WebGame } from './web-game.js';
import type { Catalogue } from '../../../i18n/index.js';
import type { Scenario } from '../../../src/scenario/index.js';

/** Each game's module as its folder exports it. */
interface WebGames {
  readonly mordheim: typeof mordheimWeb;
  readonly battleaxe: typeof battleaxeWeb;
  readonly 'ninth-age': typeof ninthAgeWeb;
}

// Each game's folder fills the page's interfaces for its id.
type Conforms = WebGames extends { readonly [G in GameId]: WebGame<G> } ? true : never;
const CONFORMS: Conforms = true;
void CONFORMS;

/** Each game's name, from the section of the catalogue its texts live in: known before its module is loaded. */
const GAME_NAMES = {
  mordheim: (cat) => cat.game.mordheim,
  battleaxe: (cat) => cat.battleaxe.name,
  'ninth-age': (cat) => cat.ninthAge.game,
} as const satisfies { readonly [G in GameId]: (cat: Catalogue) => string };

/** The games whose battles are units shooting at units (their module's `units` is their part for the unit page). */
const UNIT_GAME_IDS: readonly UnitGameId[] = ['battleaxe', 'ninth-age'];

/** Each game's chunk, fetched on first use (Vite makes each `import()` a file of its own). */
const LOADERS: { readonly [G in GameId]: () => Promise<WebGames[G]> } = {
  mordheim: () => Promise.resolve(mordheimWeb),
  battleaxe: () => import('./battleaxe/game.js').then((m) => m.battleaxeWeb),
  'ninth-age': () => import('./ninth-age/game.js').then((m) => m.ninthAgeWeb),
};

const LOADED: { -readonly [G in GameId]?: WebGames[G] } = { mordheim: mordheimWeb };
const LOADING = new Map<GameId, Promise<void>>();

function register<G extends GameId>(game: G, module: WebGames[G]): void {
  (LOADED as { [K in G]?: WebGames[K] })[game] = module;
}

/**
 * Fetches a game's module (once; later calls share the first) so the page may ask it things.
 *
 * @example
 * await loadWebGame('ninth-age');
 * webGame('ninth-age').calculator.example; // 'crossbows-moved.json'
 */
export function loadWebGame(game: GameId): Promise<void> {
  if (LOADED[game]) return Promise.resolve();
  const pending =
    LOADING.get(game) ??
    LOADERS[game]().then(
      (module) => register(game, module),
      (error: unknown) => {
        // A failed fetch (offline before the chunk was kept) may be tried again.
        LOADING.delete(game);
        throw error;
      },
    );
  LOADING.set(game, pending);
  return pending;
}

/**
 * Whether a game's module is loaded: what the page checks before drawing that game's battle or calculator.
 *
 * @example
 * gameLoaded('mordheim'); // true: part of the page
 */
export function gameLoaded(game: GameId): boolean {
  return LOADED[game] !== undefined;
}

function loaded<G extends GameId>(game: G): WebGames[G] {
  const module = LOADED[game];
  // A programming error, not a user's: the page draws a game only once loadWebGame has settled.
  if (!module) throw new Error(`the page asked the ${game} module before loading it`);
  return module;
}

/**
 * A game's name in the catalogue's language; needs no module of the game.
 *
 * @example
 * gameNameIn(catalogue('en'), 'ninth-age'); // 'The Ninth Age'
 */
export function gameNameIn(cat: Catalogue, game: GameId): string {
  return GAME_NAMES[game](cat);
}

type UnitGames = { readonly [G in UnitGameId]: WebGames[G]['units'] };
type TypesOf<U> = U extends UnitGame<infer T> ? T : never;

/** One unit's shooting in a session's log, of whichever unit game. */
export type LoggedUnitShot = { [G in UnitGameId]: TypesOf<UnitGames[G]>['entry'] }[UnitGameId];
/** Why the library would not let a unit shoot, of whichever unit game. */
export type UnitShotRefusal = { [G in UnitGameId]: TypesOf<UnitGames[G]>['refusal'] }[UnitGameId];

/** Every unit game's values together: what a callback handed one unit game may take it to be. */
interface AnyUnitTypes {
  readonly scenario: UnitScenario;
  readonly entry: LoggedUnitShot;
  readonly refusal: UnitShotRefusal;
}

/** A game's calculator form and the ids of its fields, and what the page asks of its advice: what needs no shot of its own. */
export interface WebGameFacts {
  readonly id: GameId;
  readonly calculator: CalculatorForm;
  readonly advice: Pick<AdviceWay<GameId>, 'moveInProfile' | 'choiceOf'>;
}

/** A loaded game's facts (`loadWebGame` first). */
export function webGame(game: GameId): WebGameFacts {
  return loaded(game);
}

/** Whether the game is one of units shooting at units; its part for the unit page is then `unitGame(game)`. */
export function isUnitGame(game: GameId): game is UnitGameId {
  return UNIT_GAME_IDS.includes(game as UnitGameId);
}

/** A loaded unit game's part for the unit page (`loadWebGame` first). */
export function unitGame(game: UnitGameId): UnitGameFacts {
  return loaded(game).units;
}

/** Whether the scenario is a battle of units shooting at units (the unit page's), not of warbands (the Mordheim table's). */
export function isUnitBattle(scenario: Scenario): scenario is UnitScenario {
  return scenario.kind === 'battle' && isUnitGame(scenario.game);
}

/**
 * A parsed shot handed to its game's calculator. The cast is where a value's game is matched to
 * the module written for it: the entry under a game's id takes exactly the attacks that name
 * that game, which the callback, generic over the attack, cannot mix up.
 */
export function withAttack<R>(shot: AttackScenario, use: <A>(calculator: CalculatorGame<A>, attack: A) => R): R {
  const calculator = loaded(shot.game).calculator as CalculatorGame<AttackScenario['attack']>;
  return use(calculator, shot.attack);
}

/** The module of the unit game named; the cast is withAttack's, for unit games' values. */
function unitGameNamed(game: UnitGameId): UnitGame<AnyUnitTypes> {
  return loaded(game).units as UnitGame<AnyUnitTypes>;
}

/** A unit battle handed to its game's module. */
export function withUnitGame<R>(scenario: UnitScenario, use: <T extends AnyUnitTypes>(game: UnitGame<T>, scenario: T['scenario']) => R): R {
  return use(unitGameNamed(scenario.game), scenario);
}

/** A unit battle and its log handed to their game's module (a session's log is of its battle's game); the cast is withAttack's. */
export function withUnitLog<R>(scenario: UnitScenario, log: readonly LoggedUnitShot[], use: <T extends AnyUnitTypes>(game: UnitGame<T>, scenario: T['scenario'], log: readonly T['entry'][]) => R): R {
  return use(unitGameNamed(scenario.game), scenario, log.filter((entry) => entry.game === scenario.game));
}

/** A logged unit shot handed to its game's module. */
export function withUnitEntry<R>(entry: LoggedUnitShot, use: <T extends AnyUnitTypes>(game: UnitGame<T>, entry: T['entry']) => R): R {
  return use(unitGameNamed(entry.game), entry);
}
