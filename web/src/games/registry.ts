/**
 * The games the page knows, by id: the one place the page goes from a game's id to that game's
 * module. Adding a game is adding its folder and its line here (and, for a game of units, its
 * line in UNIT_GAMES and in ui-registry.ts).
 *
 * Two ways in: by id, for what needs no value of the game's own (its name, its form, its unit
 * file's shape); and with a value that names its game (a parsed shot, a unit battle, a log
 * entry), which is handed to that game's module together with the value, typed as that
 * game's, inside a callback.
 */
import { battleaxeWeb } from './battleaxe/game.js';
import { mordheimWeb } from './mordheim/game.js';
import { ninthAgeWeb } from './ninth-age/game.js';
import type { AttackScenario, CalculatorForm, CalculatorGame, GameId, UnitGame, UnitGameFacts, UnitGameId, UnitScenario, WebGame } from './web-game.js';
import type { Catalogue } from '../../../i18n/index.js';
import type { Scenario } from '../../../src/scenario/index.js';

const WEB_GAMES = {
  mordheim: mordheimWeb,
  battleaxe: battleaxeWeb,
  'ninth-age': ninthAgeWeb,
} as const satisfies { readonly [G in GameId]: WebGame<G> };

/** The games whose battles are units shooting at units: each one's part for the unit page. */
const UNIT_GAMES = {
  battleaxe: battleaxeWeb.units,
  'ninth-age': ninthAgeWeb.units,
} as const satisfies { readonly [G in UnitGameId]: { readonly id: G } };

type UnitGames = typeof UNIT_GAMES;
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

/** A game's name, its calculator form and the ids of its fields: what needs no shot of its own. */
export interface WebGameFacts {
  readonly id: GameId;
  readonly name: (cat: Catalogue) => string;
  readonly calculator: CalculatorForm;
}

export function webGame(game: GameId): WebGameFacts {
  return WEB_GAMES[game];
}

/** Whether the game is one of units shooting at units; its part for the unit page is then `unitGame(game)`. */
export function isUnitGame(game: GameId): game is UnitGameId {
  return Object.hasOwn(UNIT_GAMES, game);
}

export function unitGame(game: UnitGameId): UnitGameFacts {
  return UNIT_GAMES[game];
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
  const calculator = WEB_GAMES[shot.game].calculator as CalculatorGame<AttackScenario['attack']>;
  return use(calculator, shot.attack);
}

/** The module of the unit game named; the cast is withAttack's, for unit games' values. */
function unitGameNamed(game: UnitGameId): UnitGame<AnyUnitTypes> {
  return UNIT_GAMES[game] as UnitGame<AnyUnitTypes>;
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
