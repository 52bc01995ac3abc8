// The command as a player runs it: one quick `odds` as a whole process, from Node's start to
// its exit, beside `node -e 0` (Node starting and doing nothing) in the same run, interleaved,
// so a busy machine slows them alike and the ratio stays readable.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchCase } from './case.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const EXAMPLE = `${ROOT}/examples/mordheim/crossbow-vs-dieter.json`;
/** A quick attack of a second game: the bin's code cache is written from every game's quick attack, and this shows it holds more than Mordheim's. */
const NINTH_AGE_EXAMPLE = `${ROOT}/examples/ninth-age/crossbows-moved.json`;

/**
 * Node reads the certificates `NODE_EXTRA_CA_CERTS` names at every start, before any script; set
 * to a system's whole bundle (as on the machine these were measured on, session 17) that is over half of `node -e 0`'s time
 * (cli/README.md). The command makes no connections, so the same two processes are timed with
 * the variable removed too: the CLI's own share of a start, whatever the host's environment.
 */
const WITHOUT_EXTRA_CERTS = (() => {
  const env = { ...process.env };
  delete env.NODE_EXTRA_CA_CERTS;
  return env;
})();

interface Process {
  readonly args: readonly string[];
  readonly env?: NodeJS.ProcessEnv;
}

/** The processes measured: what each runs after `node`, and in what environment (the bench's own unless given). */
const PROCESSES = {
  'cli: node -e 0 (Node starting, nothing else)': { args: ['-e', '0'] },
  'cli: marksman odds FILE, the package bin (the bundle)': { args: [`${ROOT}/dist/cli/bundle/marksman.js`, 'odds', EXAMPLE] },
  'cli: marksman odds FILE, from the modules one by one (dist/cli/main.js)': { args: [`${ROOT}/dist/cli/main.js`, 'odds', EXAMPLE] },
  'cli: marksman odds FILE of The Ninth Age, the package bin': { args: [`${ROOT}/dist/cli/bundle/marksman.js`, 'odds', NINTH_AGE_EXAMPLE] },
  'cli: node -e 0 without NODE_EXTRA_CA_CERTS': { args: ['-e', '0'], env: WITHOUT_EXTRA_CERTS },
  'cli: marksman odds FILE, the package bin, without NODE_EXTRA_CA_CERTS': { args: [`${ROOT}/dist/cli/bundle/marksman.js`, 'odds', EXAMPLE], env: WITHOUT_EXTRA_CERTS },
} as const satisfies Record<string, Process>;
type ProcessName = keyof typeof PROCESSES;

const NODE_ALONE: ProcessName = 'cli: node -e 0 (Node starting, nothing else)';
const RUNS = 15;

export const cliCases: readonly BenchCase[] = [
  { name: NODE_ALONE, unit: 'start', perRun: 1, run: () => undefined, targetMs: null },
  { name: 'cli: marksman odds FILE, the package bin (the bundle)', unit: 'start', perRun: 1, run: () => undefined, targetMs: 150, reference: NODE_ALONE },
  { name: 'cli: marksman odds FILE, from the modules one by one (dist/cli/main.js)', unit: 'start', perRun: 1, run: () => undefined, targetMs: null, reference: NODE_ALONE },
  { name: 'cli: marksman odds FILE of The Ninth Age, the package bin', unit: 'start', perRun: 1, run: () => undefined, targetMs: 150, reference: NODE_ALONE },
  { name: 'cli: node -e 0 without NODE_EXTRA_CA_CERTS', unit: 'start', perRun: 1, run: () => undefined, targetMs: null },
  {
    name: 'cli: marksman odds FILE, the package bin, without NODE_EXTRA_CA_CERTS',
    unit: 'start',
    perRun: 1,
    run: () => undefined,
    targetMs: null,
    reference: 'cli: node -e 0 without NODE_EXTRA_CA_CERTS',
  },
];

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Each process's median wall time in ms, over interleaved runs (one of each in turn). */
export function measureProcesses(): Record<string, number | null> {
  const times = new Map<ProcessName, number[]>();
  const names = Object.keys(PROCESSES) as ProcessName[];
  for (let run = 0; run < RUNS; run += 1) {
    for (const name of names) {
      const started = performance.now();
      const { args, env }: Process = PROCESSES[name];
      const result = spawnSync(process.execPath, args, { encoding: 'utf8', ...(env ? { env } : {}) });
      const elapsed = performance.now() - started;
      if (result.status !== 0) return { ...Object.fromEntries(names.map((n) => [n, null])) };
      times.set(name, [...(times.get(name) ?? []), elapsed]);
    }
  }
  return Object.fromEntries(names.map((name) => [name, median(times.get(name) ?? [])]));
}
