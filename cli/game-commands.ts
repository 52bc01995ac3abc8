import type { Game, GameRegistry, GameScenario } from '../src/engine/index.js';
import type { ParseOptions } from '../src/scenario/index.js';
import type { Catalogue } from '../i18n/index.js';
import type { GameWords } from '../i18n/game-words.js';
import type { CliIo } from './io.js';
import type { FlagSpec } from './quick-flags.js';

/**
 * What a command prints: words for people, or data for programs, which the runner writes as
 * JSON under its format (cli/json-format.ts), so every `--json` output carries one.
 */
export type CommandOutput = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'data'; readonly data: object };

export const textOutput = (text: string): CommandOutput => ({ kind: 'text', text });
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
  readonly seed?: string;
  readonly out?: string;
}

export interface PhaseArgs extends OutputOptions {
  readonly seed?: string;
  readonly order?: readonly string[];
  readonly out?: string;
}

/**
 * What a game offers the command line. Every method returns what to print (or throws an
 * InputProblem); the runner does the rest. A game registered without its own (cli/games.ts)
 * gets the generic ones (cli/generic-commands.ts). `--shooter`, `--target`, `--order`,
 * `--from` and `--to` come as typed: an id or a name, which each game resolves against its
 * own warriors or units (cli/pick.ts). Methods, so that commands typed for one game's
 * scenario sit in the registry's list; the registry hands each only its own game's scenarios.
 */
export interface GameCommands<S extends GameScenario> {
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
}

/** The CLI's games, and the engine registry of the same games (which reads their files). */
export interface CliGames {
  readonly entries: readonly CliGame[];
  readonly registry: GameRegistry;
  find(id: string): CliGame | undefined;
}

