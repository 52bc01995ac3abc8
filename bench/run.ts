// `npm run bench`: runs every benchmark case and writes bench/RESULTS.md. Each group of cases
// runs in a Node process of its own (this file, given the group's name), so that no group is
// measured on the heap another one left: after the odds and page groups, the collector's work
// on what they had left made the geometry group's every model against every other take 33 ms
// instead of 21 ms (a forced collection first, or a larger young generation, took the
// difference away), which says nothing of either.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Bench } from 'tinybench';
import type { BenchCase } from './case.js';
import { growthExponent } from './case.js';
import { geometryCases } from './geometry.js';
import { battleaxeCases } from './battleaxe.js';
import { cliCases, measureProcesses } from './cli.js';
import { seriesCases } from './series.js';
import { planCases } from './plan.js';
import { mordheimCases } from './mordheim.js';
import { ninthAgeCases } from './ninth-age.js';
import { webCases } from './web.js';
import { dataCases } from './data.js';
import { advisorCases } from './advisor.js';
import { unitAdvisorCases } from './advisor-units.js';
import { loadedCases } from './loaded.js';

const GROUPS = ['mordheim', 'battleaxe', 'ninth-age', 'series', 'plan', 'web', 'geometry', 'loaded', 'advisor', 'data', 'cli'] as const;
type Group = (typeof GROUPS)[number];

/** The cases of a group (the cli's are whole processes, timed apart). */
function casesOf(group: Exclude<Group, 'cli'>): readonly BenchCase[] {
  switch (group) {
    case 'mordheim':
      return mordheimCases;
    case 'battleaxe':
      return battleaxeCases;
    case 'ninth-age':
      return ninthAgeCases;
    case 'series':
      return seriesCases;
    case 'plan':
      return planCases;
    case 'web':
      return webCases;
    case 'geometry':
      return geometryCases();
    case 'loaded':
      return loadedCases();
    case 'advisor':
      return [...advisorCases(), ...unitAdvisorCases()];
    case 'data':
      return dataCases();
  }
}

/** Runs one group here and now: each case's mean time per run, in ms (null when it failed). */
async function measure(group: Group): Promise<Record<string, number | null>> {
  // Whole processes are timed by the wall clock, not by tinybench.
  if (group === 'cli') return measureProcesses();
  const spinners = group === 'loaded' ? busyOtherCores() : [];
  try {
    return await measureCases(group);
  } finally {
    for (const spinner of spinners) spinner.kill();
  }
}

/** One process spinning for each core but this one's, for the cases measured under load. */
function busyOtherCores(): ChildProcess[] {
  return Array.from({ length: Math.max(1, cpus().length - 1) }, () => spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }));
}

async function measureCases(group: Exclude<Group, 'cli'>): Promise<Record<string, number | null>> {
  // A plan, or a map of hundreds of places, takes a good part of a second a run: a few runs tell its time, where 64 would take minutes.
  const bench = new Bench({ time: 1000, warmup: true, ...(group === 'plan' || group === 'advisor' ? { iterations: 5 } : {}) });
  for (const c of casesOf(group)) bench.add(c.name, c.run);
  await bench.run();
  return Object.fromEntries(bench.tasks.map((task) => [task.name, task.result && 'latency' in task.result ? task.result.latency.mean : null]));
}

function formatTime(ms: number): string {
  return ms >= 1 ? `${ms.toFixed(2)} ms` : ms >= 0.001 ? `${(ms * 1000).toFixed(2)} µs` : `${(ms * 1e6).toFixed(1)} ns`;
}

function formatRate(perSecond: number): string {
  return perSecond >= 1e6 ? `${(perSecond / 1e6).toFixed(2)} M` : perSecond >= 1e3 ? `${(perSecond / 1e3).toFixed(1)} k` : perSecond.toFixed(0);
}

/**
 * A case against its reference, per unit of work (a die against a raw draw, a process against
 * `node -e 0`), and how its time grows with the size when both have one: " (4.1× …, exponent
 * 1.02)". Empty without a measured reference.
 */
function referenceNote(c: BenchCase, msPerRun: number, all: readonly BenchCase[], measured: Readonly<Record<string, number | null>>): string {
  const referenceCase = all.find((other) => other.name === c.reference);
  const referenceMs = c.reference === undefined ? undefined : measured[c.reference];
  const grownCase = all.find((other) => other.name === (c.grownFrom ?? c.reference));
  const grownMs = grownCase ? measured[grownCase.name] : undefined;
  const growth = grownCase && typeof grownMs === 'number' ? growthExponent(msPerRun, c.size, grownMs, grownCase.size) : null;
  const exponent = growth === null ? '' : `exponent ${growth.toFixed(2)}${c.grownFrom === undefined ? '' : ` from ${grownCase?.size ?? ''}`}`;
  if (!referenceCase || typeof referenceMs !== 'number' || referenceMs <= 0) return exponent === '' ? '' : ` (${exponent})`;
  const ratio = msPerRun / c.perRun / (referenceMs / referenceCase.perRun);
  return ` (${ratio.toFixed(1)}× ${referenceCase.name.replace(/^\w+: /, '').replace(/ \(.*\)$/, '')}${exponent === '' ? '' : `, ${exponent}`})`;
}

/** Runs every group, each in a process of its own, and writes bench/RESULTS.md. */
function runAll(): void {
  const all: BenchCase[] = [
    ...mordheimCases,
    ...battleaxeCases,
    ...ninthAgeCases,
    ...seriesCases,
    ...planCases,
    ...webCases,
    ...cliCases,
    ...geometryCases(),
    ...loadedCases(),
    ...advisorCases(),
    ...unitAdvisorCases(),
    ...dataCases(),
  ];
  const measured: Record<string, number | null> = {};
  for (const group of GROUPS) {
    const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), group], { encoding: 'utf8', maxBuffer: 1 << 24 });
    Object.assign(measured, JSON.parse(out) as Record<string, number | null>);
  }

  const rows: string[] = [];
  let failed = 0;
  for (const c of all) {
    const msPerRun = measured[c.name];
    if (msPerRun === undefined || msPerRun === null) {
      rows.push(`| ${c.name} | error | | | |`);
      failed += 1;
      continue;
    }
    const msPerUnit = msPerRun / c.perRun;
    const perSecond = 1000 / msPerUnit;
    let target = '—';
    let verdict = '';
    const referenceCase = all.find((other) => other.name === c.reference);
    const referenceMs = c.reference === undefined ? undefined : measured[c.reference];
    if ('targetShareOfReference' in c) {
      const referencePerSecond = typeof referenceMs === 'number' && referenceCase ? (1000 * referenceCase.perRun) / referenceMs : Number.NaN;
      target = `≥ ${(c.targetShareOfReference * 100).toFixed(0)} % of the reference's rate`;
      verdict = perSecond >= c.targetShareOfReference * referencePerSecond ? 'met' : 'MISSED';
    } else if ('targetPerSecond' in c) {
      target = `≥ ${formatRate(c.targetPerSecond)} ${c.unit}s/s`;
      verdict = perSecond >= c.targetPerSecond ? 'met' : 'MISSED';
    } else if (c.targetMs !== null) {
      target = `< ${formatTime(c.targetMs)}`;
      verdict = msPerRun < c.targetMs ? 'met' : 'MISSED';
    }
    if (verdict === 'MISSED') failed += 1;
    const ratio = referenceNote(c, msPerRun, all, measured);
    rows.push(`| ${c.name} | ${formatTime(msPerUnit)} per ${c.unit}${ratio} | ${formatRate(perSecond)} ${c.unit}s/s | ${target} | ${verdict} |`);
  }

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const text = `# Benchmark results

Written by \`npm run bench\` (tinybench, 1 s per case after warm-up; means). Machine: ${cpus().length} × ${cpu}, Node ${process.version}.
Each group of cases (Mordheim, Battleaxe, The Ninth Age, the page, the geometry) runs in a Node process of its own.
Times are per unit of work: one report, one shot, one die.

| case | time | rate | target | |
|---|---|---|---|---|
${rows.join('\n')}

What the cases measure:
- *odds* builds the whole report \`mordheimOdds\` returns, in floats: one shot's chances, and the series' final
  states, hits and wounds (two views of the series, sharing the per-state memo of the shot).
- *100 shots at a 1-wound model*: a bow at a covered, helmeted target; the series stops when the model is out of
  action, and every state with its hit or wound count is kept exactly (no pruning).
- *roll without a trace* is \`rollQuietly\`, the interpreter simulations use; *with the full trace* is \`roll\`,
  which records every die with its explanation and returns the next dice state. *Compiled once* is a
  \`CompiledProcess\` kept across the shots: \`roll\` without a trace, \`rollTraced\` with it (the same entries as
  \`roll\`'s). *Dice consumed* counts the compiled shots in dice, against raw seeded d6 draws from the same cursor.
- *series* asks the reference question of the issue on exact odds at the limit (N shots, hit 4+, wound 4+, save
  5+: each shot takes a model with 1/6) and shows each game's series against a plain float convolution of it.
- *data* reads the hostile rosters the fuzz campaign found (test-support/hostile-rosters.ts), each within the
  limits, the texts made before the runs: what the tests once timed, and must not.
- *cli* times whole processes by the wall clock, 15 runs of each interleaved, medians: Node doing nothing, the
  package's \`marksman\` bin (one bundle, the commands it does not run left in chunks it never loads) and the same
  command from tsc's modules one by one. Each is shown against \`node -e 0\`.
- *geometry* runs on a 48"×48" table of 100 models and 30 terrain pieces, and rebuilds the obstruction set in every
  run. *All shooters vs all targets* puts the models in two sides of 50 (the first half against the second, mixed
  over the table, each model's enemies listed once per table as a phase knows its sides) and answers every model's view of every enemy from nothing: 5,000 pairs (sight, hidden fraction,
  distance, and three lines to the enemies in sight, as a shooting phase asks: \`linesInSight\`); the case after it
  draws the lines to every enemy. *Every model vs every other* asks sight, hidden fraction, lines and distance of
  all 9,900 ordered pairs, friends included;
  *one drag step* moves the next model a quarter inch, rebuilds the rows, brings the last step's \`viewMatrix\`
  up to date (only the pairs the move can touch are redone) and re-reads those pairs, as a page redrawing while a
  model is dragged.
- *Growing tables* keep the density of the bench table on 400 and 1,600 models (terrain and area scaled with
  them). *One shooter … one model moved* drags the next model a quarter inch, updates the obstruction set from the
  last (only the moved model is prepared again) and asks one shooter about every other model, three lines to those
  it sees; at 1,600 models the same with lines to every model is shown beside it, and each all-pairs case likewise.
  Cover lines to a target out of sight answer no rule, and on these crowded tables most targets are out of sight
  (78 of 99 from the first shooter at 100 models, 1,578 of 1,599 at 1,600). Each is shown against
  the previous size, with the growth exponent log(time ratio) / log(size ratio): 1 when the cost per pair is flat for
  one shooter, 2 for all enemy pairs.
- *loaded* runs again the cases with a target of one frame or less on the 100-model table (one shooter against
  all, all enemy pairs, the drag steps of the geometry and of the page) while one process spins on each of the
  machine's other cores, and shows each against its quiet self: the targets held under load. With more busy
  processes than cores every time stretches by the share of a core the scheduler gives, which no code can help.
- *advisor* scores a shooter's heat map (\`heatMap\`), each run cold (no table-shot odds cached from the run
  before), and its exposure map (\`exposureMap\`). Per place the table is prepared again for the moved shooter only,
  and only the enemies that can matter are looked at: those in the weapon's range, and among them, nearest first, those
  the closest-target rule may leave open (\`legalTargetsInRange\`). The time grows about linearly with the places
  (places grow as move²/grid²; below 1 at fine grids, as places share their odds) and sub-linearly with the models
  (about 0.6 from 50 to 100 warriors). The target of 200 ms for about 800 places is carried by the maps of 700 places
  or more; the phase plan's 6 against 6 is in the *plan* group.
`;
  writeFileSync(fileURLToPath(new URL('../../bench/RESULTS.md', import.meta.url)), text);
  console.log(text);
  if (failed > 0) console.log(`${failed} target(s) missed`);
}

const asked = process.argv[2];
if (asked === undefined) runAll();
else {
  const group = GROUPS.find((g) => g === asked);
  if (!group) throw new Error(`no benchmark group "${asked}"`);
  const measured = await measure(group);
  // The parent reads the JSON; a person running one group reads the times and ratios beside it.
  if (group !== 'cli') {
    const cases = casesOf(group);
    for (const c of cases) {
      const ms = measured[c.name];
      process.stderr.write(`${c.name}: ${typeof ms === 'number' ? formatTime(ms) + referenceNote(c, ms, cases, measured) : 'error'}\n`);
    }
  }
  process.stdout.write(JSON.stringify(measured));
}
