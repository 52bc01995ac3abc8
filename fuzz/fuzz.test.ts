// A slice of the fuzz campaign in the normal test suite: 2,000 small cases from the fixed
// seed must give no crash, hang or invalid output. It runs the built runner (dist/fuzz/run.js,
// as `npm test` builds before it tests), so the cases run in worker threads exactly as in
// `npm run fuzz`. The hang limit is generous (60 s a case), so a loaded machine cannot turn a
// slow case into a failure; the slice stays short by drawing small inputs only (--small).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const RUNNER = fileURLToPath(new URL('../dist/fuzz/run.js', import.meta.url));
const SLICE = ['--cases', '2000', '--small', '--limit-ms', '60000', '--shrink-runs', '0', '--findings', 'none', '--determinism-cap', '10'];

function runSlice(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [RUNNER, ...SLICE], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('the fuzz campaign, a 2,000-case slice', () => {
  it(
    'finds no crash, hang or invalid output',
    async () => {
      expect(existsSync(RUNNER), 'dist/fuzz/run.js is missing: run `npm run build` first').toBe(true);
      const { code, output } = await runSlice();
      const last = output.trim().split('\n').at(-1) ?? '';
      const counts = /^(\d+) cases, (\d+) results, (\d+) clear errors, (\d+) crashes, (\d+) hangs, (\d+) invalid$/.exec(last);
      expect(counts, output).not.toBeNull();
      const [, cases, results, clearErrors, crashes, hangs, invalid] = (counts ?? []).map(Number);
      // The findings the runner lists (kind, door, check, detail) are the failure message.
      const findings = output.slice(output.indexOf('distinct findings'));
      expect({ crashes, hangs, invalid }, findings).toEqual({ crashes: 0, hangs: 0, invalid: 0 });
      expect(cases).toBe(2000);
      expect((results ?? 0) + (clearErrors ?? 0)).toBe(2000);
      expect(code).toBe(0);
    },
    // 2,000 small cases take about 15 s on a quiet 2-core machine; this allows for a loaded one.
    15 * 60_000,
  );
});
