/** What the CLI needs from the outside world; tests pass their own. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** A file's text; past `maxBytes` it stops reading and throws {@link InputTooLarge}. */
  readonly readFile: (path: string, maxBytes?: number) => Promise<string>;
  /** Standard input's text; past `maxBytes` it stops reading and throws {@link InputTooLarge}. */
  readonly readStdin: (maxBytes?: number) => Promise<string>;
  readonly writeFile: (path: string, text: string) => Promise<void>;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** A fresh seed when the user gives none (the CLI prints it, so the roll can be replayed). */
  readonly newSeed: () => number;
  /** Where the bundled examples are (the demo command reads one). */
  readonly examplesDir: string;
}

/**
 * An input larger than the command reads: `bytes` is its size when the file system says so,
 * else (a pipe) how much had come when reading stopped, and `known` tells which.
 */
export class InputTooLarge extends Error {
  constructor(
    readonly bytes: number,
    readonly known: boolean,
  ) {
    super('input too large');
  }
}
