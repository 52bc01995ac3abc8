import type { Game, GameRegistry, GameScenario } from '../src/engine/index.js';
import type { BsdataGame, BsdataProblem, BsSourceFile, OpenRoster } from '../src/data/bsdata/index.js';
import type { ParseOptions } from '../src/scenario/index.js';
import type { BsdataTexts } from '../i18n/bsdata.js';
import type { Catalogue, CliIssue } from '../i18n/index.js';
import type { GameWords } from '../i18n/game-words.js';
import type { CliIo } from './io.js';
import type { FlagSpec } from './quick-flags.js';

/**
 * What a command prints: words for people, or data for programs, which the runner writes as
 * JSON under its format (cli/json-format.ts), so every `--json` output carries one.
 */
export type CommandOutput = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'data'; readonly data: object };

export const textOutput = (text: string): CommandOutput => ({ kind: 'text', text });

/** The choices `marksman shoot` offers, each a game's own. */
export type ShootChoice = 'weapon' | 'volley' | 'fireOnce';
const SHOOT_CHOICE_FLAGS: Readonly<Record<ShootChoice, readonly string[]>> = { weapon: ['--weapon'], volley: ['--volley', '--no-volley'], fireOnce: ['--fire-once'] };

/**
 * The `marksman shoot` flags a game has no use for, as problems (ruling B-17: a flag is
 * refused, never dropped): `--volley` for a Mordheim warrior, `--fire-once` for a unit.
 */
export function strayShootFlags(args: ShootArgs, game: string, own: readonly ShootChoice[]): CliIssue[] {
  const flags = own.flatMap((choice) => SHOOT_CHOICE_FLAGS[choice]);
  const given: [ShootChoice, string][] = [
    ['weapon', '--weapon'],
    ['volley', args.volley === false ? '--no-volley' : '--volley'],
    ['fireOnce', '--fire-once'],
  ];
  return given.filter(([choice]) => args[choice] !== undefined && !own.includes(choice)).map(([, flag]) => ({ code: 'flag-not-for-game', flag, game, flags }));
}
export const dataOutput = (data: object): CommandOutput => ({ kind: 'data', data });

export interface OutputOptions {
  readonly json: boolean;
}

export interface ShootArgs extends OutputOptions {
  readonly shooter: string;
  readonly target: string;
  readonly weapon?: string;
  /** Battleaxe: shoot as a volley (true), directly (false), or as advised (absent). */
  readonly volley?: boolean;
  /** Mordheim: fire one shot where the rules allow more (a repeater, a sling, Quick Shot). */
  readonly fireOnce?: boolean;
  readonly seed?: string;
  readonly out?: string;
}

export interface PhaseArgs extends OutputOptions {
  readonly seed?: string;
  readonly order?: readonly string[];
  /** Mordheim: `--declare SHOOTER=TARGET[,TARGET…]`, as typed, one entry a shooter (ruling M-15, in a phase). */
  readonly declare?: readonly string[];
  readonly out?: string;
}

/**
 * What a game offers the command line. Every method returns what to print (or throws an
 * InputProblem); the runner does the rest. A game registered without its own (cli/games/registry.ts)
 * gets the generic ones (cli/generic-commands.ts). `--shooter`, `--target`, `--order`,
 * `--from` and `--to` come as typed: an id or a name, which each game resolves against its
 * own warriors or units (cli/pick.ts). Methods, so that commands typed for one game's
 * scenario sit in the registry's list; the registry hands each only its own game's scenarios.
 */
export interface GameCommands<S extends GameScenario> {
  /** The choices its `shoot` takes; a flag for any other is refused before it runs. */
  readonly shootChoices: readonly ShootChoice[];
  /** Whether its `phase` takes `--declare` (Mordheim); for any other game the flag is refused before it runs. */
  readonly phaseDeclares?: boolean;
  odds(context: CliContext, scenario: S, options: OutputOptions): CommandOutput;
  roll(context: CliContext, scenario: S, seed: string | undefined, options: OutputOptions): CommandOutput;
  targets(context: CliContext, scenario: S, shooter: string, options: OutputOptions): CommandOutput;
  shoot(context: CliContext, read: ReadScenario & { readonly scenario: S }, args: ShootArgs): Promise<CommandOutput>;
  phase(context: CliContext, read: ReadScenario & { readonly scenario: S }, args: PhaseArgs): Promise<CommandOutput>;
  /** The table as SVG. */
  render(context: CliContext, scenario: S, sight: RenderSight): string;
}

/** Whose sight lines `render` draws: from one model to every other, or from every other to one. */
export interface RenderSight {
  readonly from?: string;
  readonly to?: string;
}

/** What every command has at hand: the words of the chosen language, the outside world, and the games. */
export interface CliContext {
  readonly cat: Catalogue;
  readonly io: CliIo;
  readonly games: CliGames;
}

/** A scenario read from a file (or `-`), with the JSON it came from for writing it back. */
export interface ReadScenario {
  readonly scenario: GameScenario;
  /** The game that read it. */
  readonly entry: CliGame;
  readonly source: unknown;
  /** What it was parsed with (the community's profiles it names), to check a battle written back with the same. */
  readonly parseOptions: ParseOptions;
}

/**
 * One game on the command line. A game with no commands of its own is shown through the
 * generic ones (odds and roll from its `Game`, worded by `words`); the built-in games have
 * their own, which say more.
 */
export interface CliGame<S extends GameScenario = GameScenario> {
  readonly game: Game<S>;
  readonly commands: GameCommands<S> | null;
  /** The words of every code the game declares, in the catalogue's language. */
  words(cat: Catalogue): GameWords;
  /** The flags that describe its quick attack without a file (none: files only). */
  readonly quickFlags: readonly FlagSpec[];
  /** Its profiles listing and roster import, for a game whose profiles come from the community's data. */
  readonly data: GameData | null;
}

/** The CLI's games, and the engine registry of the same games (which reads their files). */
export interface CliGames {
  readonly entries: readonly CliGame[];
  readonly registry: GameRegistry;
  find(id: string): CliGame | undefined;
}


/** A roster added to a battle file of its game, or every problem that stopped it. */
export type RosterAdded =
  | {
      readonly ok: true;
      /** The battle file with the roster's warband or army added (last of its list). */
      readonly battle: unknown;
      readonly added: { readonly kind: 'warband' | 'army'; readonly id: string };
      /** What was left out or could not be used (none of them fatal). */
      readonly warnings: readonly BsdataProblem[];
      /** The lookups the battle is read back with (none without the library). */
      readonly lookups: ParseOptions;
    }
  | { readonly ok: false; readonly problems: readonly BsdataProblem[] };

/** A game's library of the community's data, loaded, with what `profiles` and `roster` do with it. */
export interface LoadedGameData {
  readonly game: BsdataGame;
  readonly gameSystem: { readonly name: string; readonly revision: string } | null;
  readonly problems: readonly BsdataProblem[];
  /** The lookups a scenario that names the library's profiles is parsed with. */
  readonly lookups: ParseOptions;
  /** The listing for programs: the library's own objects, those the search matches. */
  profilesJson(search: string | undefined): Record<string, unknown>;
  /** The listing in words, one line each, without its heading and problems (the command adds them). */
  profilesLines(search: string | undefined, texts: BsdataTexts): string[];
}

/** What a game whose profiles come from the community's data adds to the command line. */
export interface GameData {
  /** Its library from the data files (`.gst`, `.cat`) of its folder. */
  fromSources(sources: readonly BsSourceFile[]): LoadedGameData;
  /**
   * A roster of this game added to `base` (a battle file of the game), or to a new battle when
   * null; with the library of `sources` when there is one (names are then resolved against it).
   */
  addRoster(roster: OpenRoster, base: unknown, sources: readonly BsSourceFile[] | null): Promise<RosterAdded>;
}
