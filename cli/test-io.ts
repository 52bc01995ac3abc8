import { fileURLToPath } from 'node:url';
import type { CliGames } from './games/registry.js';
import { InputTooLarge, type CliIo } from './io.js';
import { readTextFile } from './read-limited.js';
import { runCli } from './run.js';

export const EXAMPLES_DIR = fileURLToPath(new URL('../examples', import.meta.url));

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs the CLI in-process with captured output, an optional standard input and a fixed "fresh"
 * seed. `io` replaces parts of the outside world (a real writer, another examples folder).
 */
export async function runForTest(
  argv: readonly string[],
  options: { stdin?: string; env?: Record<string, string>; newSeed?: number; written?: Map<string, string>; io?: Partial<Pick<CliIo, 'writeFile' | 'examplesDir'>>; games?: CliGames } = {},
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    readFile: readTextFile,
    readStdin: (maxBytes = Number.POSITIVE_INFINITY) => (Buffer.byteLength(options.stdin ?? '') > maxBytes ? Promise.reject(new InputTooLarge(maxBytes + 1, false)) : Promise.resolve(options.stdin ?? '')),
    writeFile: (path, text) => {
      options.written?.set(path, text);
      return Promise.resolve();
    },
    env: options.env ?? {},
    newSeed: () => options.newSeed ?? 4242,
    examplesDir: EXAMPLES_DIR,
    ...options.io,
  };
  const code = await runCli(argv, io, '9.9.9', options.games);
  return { code, stdout, stderr };
}

export const example = (name: string) => `${EXAMPLES_DIR}/mordheim/${name}`;
