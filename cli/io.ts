/** What the CLI needs from the outside world; tests pass their own. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly readFile: (path: string) => Promise<string>;
  readonly readStdin: () => Promise<string>;
  readonly writeFile: (path: string, text: string) => Promise<void>;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** A fresh seed when the user gives none (the CLI prints it, so the roll can be replayed). */
  readonly newSeed: () => number;
  /** Where the bundled examples are (the demo command reads one). */
  readonly examplesDir: string;
}
