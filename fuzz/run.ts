#!/usr/bin/env node
/**
 * `npm run fuzz`: the campaign from the command line.
 *
 *   node dist/fuzz/run.js [--cases N] [--seed S] [--limit-ms MS] [--workers N] [--findings DIR]
 *                         [--shrink-runs N] [--shrink-ms MS] [--determinism-every N] [--determinism-cap N] [--small]
 *   node dist/fuzz/run.js --replay fuzz/findings/crash-….json
 *
 * Prints progress, the distinct findings, and last one line
 * "N cases, N results, N clear errors, N crashes, N hangs, N invalid"; exits 1 when there is
 * any crash, hang or invalid case (2 on a bad option).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cliCase, isFault, type FuzzCase } from './case.js';
import { replayCase, runCampaign, summaryLine, type CampaignOptions, type Progress } from './campaign.js';
import { packageRoot } from './corpus.js';

/** The seed a run uses unless told otherwise: a fixed one, so `npm run fuzz` is the same run everywhere. */
export const DEFAULT_SEED = 20_261_130;

const NUMBER_OPTIONS = {
  '--cases': 'cases',
  '--seed': 'seed',
  '--limit-ms': 'limitMs',
  '--workers': 'workers',
  '--shrink-runs': 'shrinkRuns',
  '--shrink-ms': 'shrinkMs',
  '--determinism-every': 'determinismEvery',
  '--determinism-cap': 'determinismCap',
} as const satisfies Record<string, keyof CampaignOptions>;

type NumberOption = (typeof NUMBER_OPTIONS)[keyof typeof NUMBER_OPTIONS];

export const DEFAULTS: Omit<CampaignOptions, 'onProgress'> = {
  cases: 100_000,
  seed: DEFAULT_SEED,
  limitMs: 2000,
  workers: 2,
  findingsDir: join(packageRoot(), 'fuzz', 'findings'),
  shrinkRuns: 300,
  shrinkMs: 90_000,
  determinismEvery: 50,
  determinismCap: 150,
  small: false,
};

type Parsed = { readonly ok: true; readonly options: Omit<CampaignOptions, 'onProgress'>; readonly replay: string | null } | { readonly ok: false; readonly message: string };

export function parseArguments(argv: readonly string[]): Parsed {
  const numbers: Partial<Record<NumberOption, number>> = {};
  let findingsDir = DEFAULTS.findingsDir;
  let replay: string | null = null;
  let small = false;
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i] ?? '';
    const value = argv[i + 1];
    if (flag === '--small') {
      small = true;
      continue;
    }
    if (flag === '--findings' || flag === '--replay') {
      if (value === undefined) return { ok: false, message: `${flag} needs a value` };
      if (flag === '--findings') findingsDir = value === 'none' ? null : value;
      else replay = value;
      i += 1;
      continue;
    }
    if (!(flag in NUMBER_OPTIONS)) return { ok: false, message: `unknown option ${flag}` };
    const number = Number(value);
    if (value === undefined || !/^\d+$/.test(value) || !Number.isSafeInteger(number)) return { ok: false, message: `${flag} needs a whole number, got ${value ?? 'nothing'}` };
    numbers[NUMBER_OPTIONS[flag as keyof typeof NUMBER_OPTIONS]] = number;
    i += 1;
  }
  return { ok: true, options: { ...DEFAULTS, ...numbers, findingsDir, small }, replay };
}

const rate = (p: Progress) => Math.round(p.done / Math.max(0.001, p.elapsedMs / 1000));

function progressLine(p: Progress): string {
  const { counts } = p;
  return `[${(p.elapsedMs / 1000).toFixed(0)} s] ${p.done}/${p.total} cases (${rate(p)}/s): ${counts.result} results, ${counts['clear-error']} clear errors, ${counts.crash} crashes, ${counts.hang} hangs, ${counts.invalid} invalid`;
}

async function replay(file: string, limitMs: number): Promise<number> {
  const finding = JSON.parse(await readFile(file, 'utf8')) as { input: Partial<FuzzCase> & Pick<FuzzCase, 'door'> };
  // A finding written before a field existed has it missing: the field's empty value.
  const input: FuzzCase = { ...cliCase(finding.input.door, '', []), ...finding.input };
  const { verdict, output } = await replayCase(input, limitMs);
  process.stdout.write(`${verdict.kind}${verdict.check ? ` (${verdict.check})` : ''}${verdict.detail ? `: ${verdict.detail}` : ''}\n`);
  for (const step of output) process.stdout.write(`\n$ marksman ${step.argv.join(' ')}  → exit ${String(step.code)}\n${[...step.stdout, ...step.stderr].join('\n')}\n`);
  return isFault(verdict.kind) ? 1 : 0;
}

async function main(argv: readonly string[]): Promise<number> {
  const parsed = parseArguments(argv);
  if (!parsed.ok) {
    process.stderr.write(`${parsed.message}\n`);
    return 2;
  }
  if (parsed.replay !== null) return replay(parsed.replay, parsed.options.limitMs);
  const { options } = parsed;
  process.stdout.write(`fuzzing ${options.cases}${options.small ? ' small' : ''} cases with seed ${options.seed}, ${options.workers} workers, ${options.limitMs} ms a case\n`);
  const summary = await runCampaign({ ...options, onProgress: (p) => process.stdout.write(progressLine(p) + '\n') });
  for (const [door, stats] of [...summary.doors].sort((a, b) => b[1].ms - a[1].ms)) {
    const total = Object.values(stats.counts).reduce((a, b) => a + b, 0);
    process.stdout.write(`  ${door}: ${summaryLine(total, stats.counts)}; ${(stats.ms / 1000).toFixed(1)} s in the workers (${(stats.ms / Math.max(1, total)).toFixed(1)} ms a case)\n`);
  }
  const { determinism } = summary;
  process.stdout.write(`determinism: ${determinism.compared} seeded cases run again in a child process, ${determinism.differed} differed\n`);
  process.stdout.write(`${summary.findings.length} distinct findings${summary.findings.length > 0 ? ':' : ''}\n`);
  for (const { finding, path } of summary.findings) {
    const through = finding.seenAs.length > 1 ? `, met through ${finding.seenAs.length} door/command/game combinations` : '';
    process.stdout.write(`  ${finding.kind} ${finding.door}/${finding.command}/${finding.game || '-'} ${finding.check} (${finding.cases} cases${through})${path ? ` → ${path}` : ''}\n    ${finding.detail.slice(0, 200)}\n`);
  }
  process.stdout.write(`finished in ${(summary.elapsedMs / 1000).toFixed(1)} s\n`);
  process.stdout.write(summaryLine(summary.cases, summary.counts) + '\n');
  const { crash, hang, invalid } = summary.counts;
  return crash + hang + invalid > 0 ? 1 : 0;
}

// Output piped into `head` may close early: the exit code still says how the run went.
process.stdout.on('error', () => undefined);
process.exitCode = await main(process.argv.slice(2));
