import type { Scenario } from '../src/scenario/index.js';
import type { CliContext, ReadScenario } from './context.js';

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
 * What each game offers the command line. Every method returns what to print (or throws an
 * InputProblem); the runner does the rest. Adding a game is adding one of these.
 * `--shooter`, `--target`, `--order`, `--from` and `--to` come as typed: an id or a name,
 * which each game resolves against its own warriors or units (cli/pick.ts).
 */
export interface GameCommands<S extends Scenario> {
  readonly odds: (context: CliContext, scenario: S, options: OutputOptions) => CommandOutput;
  readonly roll: (context: CliContext, scenario: S, seed: string | undefined, options: OutputOptions) => CommandOutput;
  readonly targets: (context: CliContext, scenario: S, shooter: string, options: OutputOptions) => CommandOutput;
  readonly shoot: (context: CliContext, read: ReadScenario & { readonly scenario: S }, args: ShootArgs) => Promise<CommandOutput>;
  readonly phase: (context: CliContext, read: ReadScenario & { readonly scenario: S }, args: PhaseArgs) => Promise<CommandOutput>;
  /** The table as SVG. */
  readonly render: (context: CliContext, scenario: S, sight: RenderSight) => string;
}

/** Whose sight lines `render` draws: from one model to every other, or from every other to one. */
export interface RenderSight {
  readonly from?: string;
  readonly to?: string;
}
