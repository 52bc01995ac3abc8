/**
 * One fuzz case as plain data: what the campaign sends to a worker, shrinks, and keeps in a
 * finding. Everything here survives structured cloning and JSON, so a finding file holds the
 * case exactly as it ran.
 */

/**
 * Which door of the program a case knocks on. `parse` is the campaign's own probe (the
 * scenario parser alone, to tell a hang in the parser from one in a command); it is never drawn.
 */
export const DOORS = ['file', 'quick', 'advice', 'equivalent', 'roster', 'share', 'misc', 'parse'] as const;
export type Door = (typeof DOORS)[number];

/** The four answers a user can get, and the fault of giving none in time. */
export const VERDICT_KINDS = ['result', 'clear-error', 'crash', 'hang', 'invalid'] as const;
export type VerdictKind = (typeof VERDICT_KINDS)[number];
export type FaultKind = Extract<VerdictKind, 'crash' | 'hang' | 'invalid'>;

export const isFault = (kind: VerdictKind): kind is FaultKind => kind === 'crash' || kind === 'hang' || kind === 'invalid';

/**
 * A zip entry: its text, and spaces appended after it (a small zip that inflates to a large
 * file, without the campaign having to hold the large file).
 */
export interface ZipEntry {
  readonly name: string;
  readonly text: string;
  readonly padding: number;
}

/** Damage done to a file's bytes after it is built. */
export type ByteDamage = { readonly kind: 'flip'; readonly at: number; readonly xor: number } | { readonly kind: 'truncate'; readonly at: number };

/**
 * A file the case needs on the real disk (the roster reader opens files itself), as a recipe
 * the worker builds: large inputs stay small in messages and findings.
 */
export type DiskContent =
  | { readonly kind: 'text'; readonly text: string; readonly repeat: RepeatedPart | null }
  | { readonly kind: 'zip'; readonly entries: readonly ZipEntry[]; readonly damage: ByteDamage | null };

/** A part of a text written many times in place (10⁵ selections of a roster). */
export interface RepeatedPart {
  readonly from: number;
  readonly to: number;
  readonly times: number;
}

export interface DiskFile {
  readonly name: string;
  readonly content: DiskContent;
}

/** Where a link's payload comes from before it is damaged. */
export type LinkPayload =
  | { readonly kind: 'deflated'; readonly text: string }
  | { readonly kind: 'deflated-zeros'; readonly bytes: number }
  | { readonly kind: 'raw'; readonly text: string };

export type LinkDamage =
  | { readonly kind: 'truncate'; readonly at: number }
  | { readonly kind: 'replace'; readonly at: number; readonly char: string }
  | { readonly kind: 'append'; readonly text: string };

/**
 * The same scenario file written another way: with a byte-order mark (as Windows editors
 * save), Windows line endings, other indentation, blank lines around. A command must answer
 * the same for both.
 */
export const REWRITES = ['byte-order-mark', 'crlf', 'tabs', 'compact', 'trailing-newlines', 'leading-whitespace'] as const;
export type Rewrite = (typeof REWRITES)[number];

export interface LinkRecipe {
  readonly prefix: string;
  readonly payload: LinkPayload;
  readonly damage: readonly LinkDamage[];
}

/**
 * A case. CLI doors run `argv` with `files` as the virtual file system (and `disk` written to
 * a real temporary folder: an argument `<disk:NAME>` becomes that file's path). Link doors
 * open `link` as the page would.
 */
export interface FuzzCase {
  readonly door: Door;
  /** The game the input is for, when it says (for telling findings apart). */
  readonly game: string;
  readonly argv: readonly string[];
  readonly files: Readonly<Record<string, string>>;
  readonly stdin: string | null;
  readonly env: Readonly<Record<string, string>>;
  readonly disk: readonly DiskFile[];
  readonly link: LinkRecipe | null;
  /** The equivalent door: the scenario file is run again written this way, and must give the same. */
  readonly rewrite: Rewrite | null;
}

/** The argument that stands for a disk file's real path. */
export const diskArgument = (name: string): string => `<disk:${name}>`;

export function diskNameOf(argument: string): string | null {
  const match = /^<disk:([^>]+)>$/.exec(argument);
  return match?.[1] ?? null;
}

/** A case with nothing but a command line. */
export function cliCase(door: Door, game: string, argv: readonly string[], files: Readonly<Record<string, string>> = {}): FuzzCase {
  return { door, game, argv, files, stdin: null, env: {}, disk: [], link: null, rewrite: null };
}

/** What one run of the CLI gave. */
export interface StepReport {
  readonly argv: readonly string[];
  /** The exit code, or null when runCli itself threw (an exception reaching the user). */
  readonly code: number | null;
  readonly thrown: string | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly written: Readonly<Record<string, string>>;
  /** Keys under which JSON.stringify met NaN or ±Infinity during the run (written as null). */
  readonly nonFinite: readonly string[];
}

/** A verdict with, for a fault, which check found it and what it saw. */
export interface Verdict {
  readonly kind: VerdictKind;
  readonly check: string;
  readonly detail: string;
}

export const RESULT: Verdict = { kind: 'result', check: '', detail: '' };
export const CLEAR_ERROR: Verdict = { kind: 'clear-error', check: '', detail: '' };

export const fault = (kind: FaultKind, check: string, detail: string): Verdict => ({ kind, check, detail });

/** What a worker sends back for a case: its verdict and the first lines of what the user saw. */
export interface CaseReport {
  readonly verdict: Verdict;
  readonly steps: readonly StepReport[];
  readonly ms: number;
}
