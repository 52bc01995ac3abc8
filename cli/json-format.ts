// The envelope of every `--json` output: which output it is and the version of its shape, so
// a program can tell what it was handed and whether it still reads it.

/** Every `--json` output, named after the command that prints it. */
export const OUTPUT_KINDS = ['odds', 'roll', 'demo', 'targets', 'shoot', 'phase', 'plan', 'profiles', 'roster', 'advise'] as const;
export type OutputKind = (typeof OUTPUT_KINDS)[number];

/**
 * The version of each output's shape. A field removed, renamed or changed in meaning (or a
 * value it may no longer take) bumps it; a field added does not, so programs should ignore
 * fields they do not know. Each output counts on its own.
 */
export const FORMAT_VERSIONS: Readonly<Record<OutputKind, number>> = {
  odds: 1,
  roll: 1,
  demo: 1,
  targets: 1,
  shoot: 1,
  phase: 1,
  plan: 1,
  profiles: 1,
  roster: 1,
  advise: 2,
};

export interface Format {
  /** `marksman-odds`, `marksman-roll`…: the output, named after its command. */
  readonly name: `marksman-${OutputKind}`;
  readonly version: number;
}

export function formatOf(kind: OutputKind): Format {
  return { name: `marksman-${kind}`, version: FORMAT_VERSIONS[kind] };
}

/** The game a `--json` output is about: the id its scenario (or the BattleScribe data) gives. */
export type OutputGame = string;

/**
 * An output's data under its envelope: `format` first, then `game`, then the data itself
 * (whose own `game`, when it has one, is the same).
 */
export function withFormat<D extends object>(kind: OutputKind, game: OutputGame, data: D): { readonly format: Format; readonly game: OutputGame } & D {
  return { format: formatOf(kind), game, ...data };
}

/** JSON as the CLI prints it: indented by two spaces, with a final newline. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n';
}
