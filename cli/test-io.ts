import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { CliIo } from './io.js';
import { runCli } from './run.js';

export const EXAMPLES_DIR = fileURLToPath(new URL('../examples', import.meta.url));

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the CLI in-process with captured output, an optional standard input and a fixed "fresh" seed. */
export async function runForTest(
  argv: readonly string[],
  options: { stdin?: string; env?: Record<string, string>; newSeed?: number; written?: Map<string, string> } = {},
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    readFile: (path) => readFile(path, 'utf8'),
    readStdin: () => Promise.resolve(options.stdin ?? ''),
    writeFile: (path, text) => {
      options.written?.set(path, text);
      return Promise.resolve();
    },
    env: options.env ?? {},
    newSeed: () => options.newSeed ?? 4242,
    examplesDir: EXAMPLES_DIR,
  };
  const code = await runCli(argv, io, '9.9.9');
  return { code, stdout, stderr };
}

export const example = (name: string) => `${EXAMPLES_DIR}/mordheim/${name}`;
