import type { Scenario } from '../src/scenario/index.js';
import type { CliContext, ReadScenario } from './context.js';

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
 * What each game offers the command line. Every method returns the text to print (or
 * throws an InputProblem); the runner does the rest. Adding a game is adding one of these.
 */
export interface GameCommands<S extends Scenario> {
  readonly odds: (context: CliContext, scenario: S, options: OutputOptions) => string;
  readonly roll: (context: CliContext, scenario: S, seed: string | undefined, options: OutputOptions) => string;
  readonly targets: (context: CliContext, scenario: S, shooter: string, options: OutputOptions) => string;
  readonly shoot: (context: CliContext, read: ReadScenario & { readonly scenario: S }, args: ShootArgs) => Promise<string>;
  readonly phase: (context: CliContext, read: ReadScenario & { readonly scenario: S }, args: PhaseArgs) => Promise<string>;
  readonly render: (context: CliContext, scenario: S, sight: RenderSight) => string;
}

/** Whose sight lines `render` draws: from one model to every other, or from every other to one. */
export interface RenderSight {
  readonly from?: string;
  readonly to?: string;
}
