/**
 * The same seed must give the same output in another process: a sample of the seeded commands
 * (roll, shoot, phase with --seed) runs again as the real command, `node dist/cli/main.js …`,
 * in a folder holding the case's files, and its output is compared byte for byte with the
 * in-process run's.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FuzzCase, StepReport } from './case.js';

const SEEDED = new Set(['roll', 'shoot', 'phase']);

/** Whether a case's output is fixed by its seed alone (given on the command line), so another process must print the same. */
export const isSeeded = (c: FuzzCase): boolean => (c.door === 'file' || c.door === 'quick') && SEEDED.has(c.argv[0] ?? '') && c.argv.includes('--seed') && c.disk.length === 0;

export interface ChildRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly written: Readonly<Record<string, string>>;
}

/** The environment of the child, without the locale (the in-process run had none: English). */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!/^(LANG|LANGUAGE|LC_.*)$/.test(key)) env[key] = value;
  return env;
}

export async function runInChild(c: FuzzCase, mainJs: string, limitMs: number): Promise<ChildRun | null> {
  const dir = await mkdtemp(join(tmpdir(), 'marksman-fuzz-child-'));
  try {
    for (const [name, text] of Object.entries(c.files)) await writeFile(join(dir, name), text, 'utf8');
    const run = await new Promise<{ code: number | null; stdout: string } | null>((resolve) => {
      const child = spawn(process.execPath, [mainJs, ...c.argv], { cwd: dir, env: { ...childEnv(), ...c.env }, stdio: ['pipe', 'pipe', 'pipe'] });
      const chunks: Buffer[] = [];
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(null);
      }, limitMs);
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.on('error', () => resolve(null));
      child.on('close', (code) => {
        clearTimeout(timer);
        // A child that cannot load the CLI says nothing of the CLI: no comparison.
        resolve(/ERR_MODULE_NOT_FOUND|Cannot find module/.test(stderr) ? null : { code, stdout: Buffer.concat(chunks).toString('utf8') });
      });
      child.stdin.end(c.stdin ?? '');
    });
    if (run === null) return null;
    const written: Record<string, string> = {};
    for (const name of ['after.json', 'table.svg']) {
      const text = await readFile(join(dir, name), 'utf8').catch(() => null);
      if (text !== null) written[name] = text;
    }
    return { ...run, written };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** How the child's run differs from the in-process one, or null when it is the same. */
export function difference(inProcess: StepReport, child: ChildRun): string | null {
  if (inProcess.code !== child.code) return `exit ${String(inProcess.code)} in-process, ${String(child.code)} in a child process`;
  if (inProcess.stdout !== child.stdout) {
    let where = 0;
    while (where < inProcess.stdout.length && inProcess.stdout[where] === child.stdout[where]) where += 1;
    return `standard output differs at character ${where}: ${JSON.stringify(inProcess.stdout.slice(where, where + 60))} against ${JSON.stringify(child.stdout.slice(where, where + 60))}`;
  }
  for (const [name, text] of Object.entries(inProcess.written)) {
    if (child.written[name] !== undefined && child.written[name] !== text) return `${name} differs`;
  }
  return null;
}
