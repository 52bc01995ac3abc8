// The installed command (dist/, built by `npx tsc -p tsconfig.build.json`) writing into pipes
// that close early and onto a full disk, as real child processes.
import { spawn, type StdioOptions } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runForTest } from './test-io.js';

const MAIN = fileURLToPath(new URL('../dist/cli/bundle/marksman.js', import.meta.url));
const DEV_FULL = '/dev/full';

interface Ended {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a command line to its end; `closeStdout` shuts the reading end of its output before it can write. */
function run(command: string, args: readonly string[], options: { stdio?: StdioOptions; closeStdout?: boolean } = {}): Promise<Ended> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: options.stdio ?? ['ignore', 'pipe', 'pipe'], env: { ...process.env, LANG: 'C', LC_ALL: '', LC_MESSAGES: '' } });
    let stdout = '';
    let stderr = '';
    if (options.closeStdout) child.stdout?.destroy();
    else child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('standard output that goes away or fills up', () => {
  it('a reader that closes before anything is written: no message, exit code 0', async () => {
    const ended = await run(process.execPath, [MAIN, 'schema'], { closeStdout: true });
    expect(ended).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('marksman schema | head -c 10: the ten characters, no stack trace, exit code 0', async () => {
    // The schema is larger than a pipe holds, so head leaves while it is still being written.
    const ended = await run('bash', ['-c', `set -o pipefail; "${process.execPath}" "${MAIN}" schema | head -c 10`]);
    expect(ended).toEqual({ code: 0, stdout: '{\n  "$sche', stderr: '' });
  });

  it('marksman demo | head -1: the first line, and nothing on standard error', async () => {
    const ended = await run('bash', ['-c', `set -o pipefail; "${process.execPath}" "${MAIN}" demo | head -1`]);
    expect(ended).toEqual({ code: 0, stdout: 'Example: examples/mordheim/crossbow-vs-dieter.json\n', stderr: '' });
  });

  it('a reader that reads it all gets all of it, byte for byte', async () => {
    const ended = await run(process.execPath, [MAIN, 'schema']);
    expect(ended.code).toBe(0);
    expect(ended.stdout).toBe((await runForTest(['schema'])).stdout);
  });

  it('a pipe another process left non-blocking, read late: all of it, byte for byte', async () => {
    // A Node process starts a shell on its standard output, then makes its process.stdout, which
    // turns that pipe non-blocking; the shell then runs the command on it. The reader at the
    // other end waits a second first, so the pipe fills (the schema is larger than it holds)
    // and the command's writes meet EAGAIN.
    const inner = [
      "const shell = require('node:child_process').spawn('bash', ['-c', 'sleep 0.3; exec \"$0\" \"$1\" schema', process.execPath, process.env.MAIN], { stdio: ['ignore', 'inherit', 'inherit'] });",
      'process.stdout;',
      "shell.on('exit', (code) => (process.exitCode = code ?? 1));",
    ].join('\n');
    const ended = await new Promise<Ended>((resolve, reject) => {
      const env = { ...process.env, NODE: process.execPath, MAIN, INNER: inner };
      const child = spawn('bash', ['-c', 'set -o pipefail; "$NODE" -e "$INNER" | (sleep 1; cat)'], { stdio: ['ignore', 'pipe', 'pipe'], env });
      const chunks: Buffer[] = [];
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout: Buffer.concat(chunks).toString('utf8'), stderr }));
    });
    expect(ended).toEqual({ code: 0, stdout: (await runForTest(['schema'])).stdout, stderr: '' });
  });

  it.skipIf(!existsSync(DEV_FULL))('> /dev/full: one line on standard error in the chosen language, exit code 3 (skipped where there is no /dev/full)', async () => {
    const full = openSync(DEV_FULL, 'w');
    try {
      const english = await run(process.execPath, [MAIN, 'demo'], { stdio: ['ignore', full, 'pipe'] });
      expect(english).toEqual({ code: 3, stdout: '', stderr: 'cannot write to standard output (ENOSPC)\n' });
      const russian = await run(process.execPath, [MAIN, 'demo', '--lang', 'ru'], { stdio: ['ignore', full, 'pipe'] });
      expect(russian).toEqual({ code: 3, stdout: '', stderr: 'не удаётся записать в стандартный вывод (ENOSPC)\n' });
    } finally {
      closeSync(full);
    }
  });

  it('bad input still exits 2 with its message, whatever becomes of standard output', async () => {
    const ended = await run(process.execPath, [MAIN, 'odds', 'missing.json'], { closeStdout: true });
    expect(ended).toEqual({ code: 2, stdout: '', stderr: 'missing.json: no such file\n' });
  });
});
