// The command as a player runs it: one quick `odds` as a whole process, from Node's start to
// its exit, beside `node -e 0` (Node starting and doing nothing) in the same run, interleaved,
// so a busy machine slows all three alike and the ratio stays readable.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchCase } from './case.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const EXAMPLE = `${ROOT}/examples/mordheim/crossbow-vs-dieter.json`;
/** A quick attack of a second game: the bin's code cache is written from every game's quick attack, and this shows it holds more than Mordheim's. */
const NINTH_AGE_EXAMPLE = `${ROOT}/examples/ninth-age/crossbows-moved.json`;

/** The processes measured: what each runs after `node`. */
const PROCESSES = {
  'cli: node -e 0 (Node starting, nothing else)': ['-e', '0'],
  'cli: marksman odds FILE, the package bin (the bundle)': [`${ROOT}/dist/cli/bundle/marksman.js`, 'odds', EXAMPLE],
  'cli: marksman odds FILE, from the modules one by one (dist/cli/main.js)': [`${ROOT}/dist/cli/main.js`, 'odds', EXAMPLE],
  'cli: marksman odds FILE of The Ninth Age, the package bin': [`${ROOT}/dist/cli/bundle/marksman.js`, 'odds', NINTH_AGE_EXAMPLE],
} as const;
type ProcessName = keyof typeof PROCESSES;

const NODE_ALONE: ProcessName = 'cli: node -e 0 (Node starting, nothing else)';
const RUNS = 15;

export const cliCases: readonly BenchCase[] = [
  { name: NODE_ALONE, unit: 'start', perRun: 1, run: () => undefined, targetMs: null },
  { name: 'cli: marksman odds FILE, the package bin (the bundle)', unit: 'start', perRun: 1, run: () => undefined, targetMs: 150, reference: NODE_ALONE },
  { name: 'cli: marksman odds FILE, from the modules one by one (dist/cli/main.js)', unit: 'start', perRun: 1, run: () => undefined, targetMs: null, reference: NODE_ALONE },
  { name: 'cli: marksman odds FILE of The Ninth Age, the package bin', unit: 'start', perRun: 1, run: () => undefined, targetMs: 150, reference: NODE_ALONE },
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
      const result = spawnSync(process.execPath, PROCESSES[name], { encoding: 'utf8' });
      const elapsed = performance.now() - started;
      if (result.status !== 0) return { ...Object.fromEntries(names.map((n) => [n, null])) };
      times.set(name, [...(times.get(name) ?? []), elapsed]);
    }
  }
  return Object.fromEntries(names.map((name) => [name, median(times.get(name) ?? [])]));
}
