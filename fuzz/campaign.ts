/**
 * The campaign: draws N cases from a seed, runs them in a pool of worker lanes with a time
 * limit each, counts every verdict, re-runs a sample of seeded commands in a child process,
 * then shrinks the first case of each distinct fault and keeps it as a finding.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type fc from 'fast-check';
import { SCENARIO_FILE } from './arbitraries/commands.js';
import { caseArbitrary } from './arbitraries/index.js';
import { fault, isFault, VERDICT_KINDS, type CaseReport, type FaultKind, type FuzzCase, type Verdict, type VerdictKind } from './case.js';
import { loadCorpus, packageRoot } from './corpus.js';
import { difference, isSeeded, runInChild } from './determinism.js';
import { commandOf, outputOf, signatureOf, writeFinding, type Finding } from './findings.js';
import { writeShareModule } from './page-links.js';
import { snapshotBuild, type Build } from './snapshot.js';
import { Lane, type LaneOutcome } from './pool.js';
import { reducedFiles } from './reduce.js';
import { caseSeed, drawCase, isSmallCase, shrinkCase } from './shrink.js';

export interface CampaignOptions {
  readonly cases: number;
  readonly seed: number;
  readonly limitMs: number;
  readonly workers: number;
  /** Where findings are written; null keeps them in the summary only. */
  readonly findingsDir: string | null;
  /** Candidates tried when shrinking each distinct fault (0: no shrinking). */
  readonly shrinkRuns: number;
  readonly shrinkMs: number;
  /** One seeded roll/shoot/phase case in this many is run again in a child process (0: none). */
  readonly determinismEvery: number;
  readonly determinismCap: number;
  /** Small cases only (see isSmallCase): the test slice's mode. */
  readonly small: boolean;
  readonly onProgress?: (progress: Progress) => void;
}

export type Counts = Record<VerdictKind, number>;

export interface Progress {
  readonly done: number;
  readonly total: number;
  readonly counts: Counts;
  readonly elapsedMs: number;
}

export interface KeptFinding {
  readonly finding: Finding;
  readonly path: string | null;
}

/** Per door: its verdicts and the time its cases took in the workers (where a campaign's time goes). */
export interface DoorStats {
  readonly counts: Counts;
  ms: number;
}

export interface CampaignSummary {
  readonly cases: number;
  readonly counts: Counts;
  readonly doors: ReadonlyMap<string, DoorStats>;
  readonly findings: readonly KeptFinding[];
  readonly elapsedMs: number;
  readonly determinism: { readonly compared: number; readonly differed: number };
}

export const emptyCounts = (): Counts => Object.fromEntries(VERDICT_KINDS.map((k) => [k, 0])) as Counts;

/** The one line the runner ends with. */
export function summaryLine(cases: number, counts: Counts): string {
  return `${cases} cases, ${counts.result} results, ${counts['clear-error']} clear errors, ${counts.crash} crashes, ${counts.hang} hangs, ${counts.invalid} invalid`;
}

interface Judged {
  readonly verdict: Verdict;
  readonly report: CaseReport | null;
}

/** The first case (by index) of each distinct fault, and how many cases shared its signature. */
interface FirstFault {
  readonly index: number;
  readonly value: fc.Value<FuzzCase>;
  readonly judged: Judged;
  count: number;
  /** The signatures kept together under this one (a hang in the parser, met through many commands). */
  readonly seenAs: readonly string[];
}

/** The signature of every hang the parser alone has on the case's file. */
export const PARSER_HANG = 'hang | the scenario parser';

/** The scenario text a case gives the parser, when it has one (a file, standard input, a link's scenario). */
function scenarioTextOf(c: FuzzCase): string | null {
  if (c.link) return c.link.payload.kind === 'deflated' ? c.link.payload.text : null;
  return c.files[SCENARIO_FILE] ?? c.stdin;
}

const parseProbe = (text: string): FuzzCase => ({ door: 'parse', game: '', argv: [], files: { [SCENARIO_FILE]: text }, stdin: null, env: {}, disk: [], link: null, rewrite: null });

export function verdictOf(outcome: LaneOutcome, limitMs: number): Judged {
  switch (outcome.kind) {
    case 'done':
      return { verdict: outcome.report.verdict, report: outcome.report };
    case 'hang':
      return { verdict: fault('hang', 'time-limit', `still running after ${Math.round(outcome.ms)} ms (limit ${limitMs} ms)`), report: null };
    case 'worker-error':
      return { verdict: fault('crash', 'worker-error', outcome.message), report: null };
  }
}

class Campaign {
  readonly counts = emptyCounts();
  readonly doors = new Map<string, DoorStats>();
  readonly faults = new Map<string, FirstFault>();
  readonly determinism = { compared: 0, differed: 0 };
  private nextIndex = 0;
  private done = 0;
  private readonly began = performance.now();
  private lastProgress = 0;

  constructor(
    readonly options: CampaignOptions,
    readonly arbitrary: fc.Arbitrary<FuzzCase>,
    readonly mainJs: string,
  ) {}

  /** Runs a case and, when it is in the determinism sample, runs it again in a child process. */
  async judge(lane: Lane, c: FuzzCase, sampled: boolean): Promise<Judged> {
    const judged = verdictOf(await lane.run(c, sampled), this.options.limitMs);
    if (!sampled || isFault(judged.verdict.kind) || judged.report === null) return judged;
    const child = await runInChild(c, this.mainJs, Math.max(10_000, this.options.limitMs * 5));
    const step = judged.report.steps[0];
    if (child === null || step === undefined) return judged;
    this.determinism.compared += 1;
    const differs = difference(step, child);
    if (differs === null) return judged;
    this.determinism.differed += 1;
    return { verdict: fault('invalid', 'nondeterministic', differs), report: judged.report };
  }

  private sampled(c: FuzzCase, index: number): boolean {
    const { determinismEvery, determinismCap, seed } = this.options;
    return determinismEvery > 0 && this.determinism.compared < determinismCap && isSeeded(c) && caseSeed(seed ^ 0x5eed, index) % determinismEvery === 0;
  }

  private record(index: number, value: fc.Value<FuzzCase>, judged: Judged): void {
    this.counts[judged.verdict.kind] += 1;
    const door = this.doors.get(value.value.door) ?? { counts: emptyCounts(), ms: 0 };
    door.counts[judged.verdict.kind] += 1;
    door.ms += judged.report?.ms ?? this.options.limitMs;
    this.doors.set(value.value.door, door);
    if (!isFault(judged.verdict.kind)) return;
    const signature = signatureOf(value.value, judged.verdict);
    const first = this.faults.get(signature);
    if (!first) this.faults.set(signature, { index, value, judged, count: 1, seenAs: [] });
    else if (index < first.index) this.faults.set(signature, { index, value, judged, count: first.count + 1, seenAs: [] });
    else first.count += 1;
  }

  private progress(): void {
    const now = performance.now();
    if (!this.options.onProgress || (now - this.lastProgress < 2000 && this.done < this.options.cases)) return;
    this.lastProgress = now;
    this.options.onProgress({ done: this.done, total: this.options.cases, counts: this.counts, elapsedMs: now - this.began });
  }

  /** One lane's share of the cases: it takes the next index until none is left. */
  async runLane(lane: Lane): Promise<void> {
    for (let index = this.nextIndex++; index < this.options.cases; index = this.nextIndex++) {
      const value = drawCase(this.arbitrary, this.options.seed, index, this.options.small ? isSmallCase : undefined);
      const judged = await this.judge(lane, value.value, this.sampled(value.value, index));
      this.record(index, value, judged);
      this.done += 1;
      this.progress();
    }
  }

  /** The first case of a fault, shrunk while it fails with the same signature. */
  async shrunkFinding(lane: Lane, signature: string, first: FirstFault): Promise<Finding> {
    const { shrinkRuns, shrinkMs, seed } = this.options;
    const sampled = first.judged.verdict.check === 'nondeterministic';
    // Shrinking keeps the first case's own signature (its door and command), even in a group.
    const own = signatureOf(first.value.value, first.judged.verdict);
    const stillFails = async (c: FuzzCase): Promise<Judged | null> => {
      const judged = await this.judge(lane, c, sampled);
      return isFault(judged.verdict.kind) && signatureOf(c, judged.verdict) === own ? judged : null;
    };
    // A hang costs its whole time limit per try: fewer tries, less time.
    const hang = first.judged.verdict.kind === 'hang';
    const budget = { runs: hang ? Math.min(shrinkRuns, 30) : shrinkRuns, ms: hang ? Math.min(shrinkMs, 30_000) : shrinkMs };
    const shrunk = budget.runs > 0 ? await shrinkCase(this.arbitrary, first.value, first.judged, stillFails, budget) : { value: first.value, verdict: first.judged, runs: 0, steps: 0 };
    const reduced = budget.runs > 0 ? await reducedFiles(shrunk.value.value, shrunk.verdict, stillFails, budget) : { case: shrunk.value.value, verdict: shrunk.verdict, runs: 0 };
    const input = reduced.case;
    const { verdict, report } = reduced.verdict;
    return {
      kind: verdict.kind as FaultKind,
      signature,
      door: input.door,
      command: commandOf(input),
      game: input.game,
      check: verdict.check,
      detail: verdict.detail,
      cases: first.count,
      seenAs: first.seenAs,
      found: { seed, case: first.index },
      shrink: { runs: shrunk.runs + reduced.runs, steps: shrunk.steps },
      input,
      output: outputOf(report),
    };
  }

  /**
   * Hangs whose scenario file alone hangs the parser are one fault, whatever command met it:
   * they are kept as one finding (the first of them, shrunk), counting them all.
   */
  async groupParserHangs(lane: Lane, faults: readonly [string, FirstFault][]): Promise<[string, FirstFault][]> {
    const kept: [string, FirstFault][] = [];
    const inParser: [string, FirstFault][] = [];
    for (const [signature, first] of [...faults].sort((a, b) => a[1].index - b[1].index)) {
      const text = scenarioTextOf(first.value.value);
      const hangs = first.judged.verdict.kind === 'hang' && text !== null && (await lane.run(parseProbe(text))).kind === 'hang';
      (hangs ? inParser : kept).push([signature, first]);
    }
    const [earliest] = inParser;
    if (!earliest) return kept;
    const count = inParser.reduce((sum, [, f]) => sum + f.count, 0);
    return [...kept, [PARSER_HANG, { ...earliest[1], count, seenAs: inParser.map(([s]) => s) }]];
  }

  async shrinkAll(lanes: readonly Lane[]): Promise<KeptFinding[]> {
    const [lane] = lanes;
    const grouped = lane ? await this.groupParserHangs(lane, [...this.faults]) : [...this.faults];
    const queue = grouped.sort((a, b) => a[1].index - b[1].index);
    const kept: { order: number; kept: KeptFinding }[] = [];
    let next = 0;
    await Promise.all(
      lanes.map(async (lane) => {
        for (let i = next++; i < queue.length; i = next++) {
          const [signature, first] = queue[i] as [string, FirstFault];
          const finding = await this.shrunkFinding(lane, signature, first);
          const path = this.options.findingsDir === null ? null : await writeFinding(this.options.findingsDir, finding);
          kept.push({ order: i, kept: { finding, path } });
        }
      }),
    );
    return kept.sort((a, b) => a.order - b.order).map((k) => k.kept);
  }
}

function packageVersion(root: string): string {
  return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';
}

/** Lanes over a private copy of the build (see snapshot.ts), with the page's share code transpiled beside it. */
async function lanesIn(tmp: string, root: string, count: number, limitMs: number): Promise<{ readonly lanes: Lane[]; readonly build: Build }> {
  const build = await snapshotBuild(root, tmp);
  const shareModule = await writeShareModule(root, build.dist, tmp);
  const place = (i: number) => ({ examplesDir: join(root, 'examples'), tmpDir: join(tmp, `lane-${i}`), version: packageVersion(root), shareModule });
  return { lanes: Array.from({ length: Math.max(1, count) }, (_, i) => new Lane(build.workerUrl, place(i), limitMs)), build };
}

export async function runCampaign(options: CampaignOptions): Promise<CampaignSummary> {
  const began = performance.now();
  const root = packageRoot();
  const corpus = loadCorpus(root);
  const tmp = await mkdtemp(join(tmpdir(), 'marksman-fuzz-'));
  let lanes: Lane[] = [];
  try {
    const made = await lanesIn(tmp, root, options.workers, options.limitMs);
    lanes = made.lanes;
    const campaign = new Campaign(options, caseArbitrary(corpus), made.build.mainJs);
    await Promise.all(lanes.map((lane) => campaign.runLane(lane)));
    const findings = await campaign.shrinkAll(lanes);
    return { cases: options.cases, counts: campaign.counts, doors: campaign.doors, findings, elapsedMs: performance.now() - began, determinism: campaign.determinism };
  } finally {
    await Promise.all(lanes.map((lane) => lane.close()));
    await rm(tmp, { recursive: true, force: true });
  }
}

/** Runs one case again (a finding's input) and gives its verdict and output. */
export async function replayCase(c: FuzzCase, limitMs: number): Promise<{ readonly verdict: Verdict; readonly output: Finding['output'] }> {
  const tmp = await mkdtemp(join(tmpdir(), 'marksman-fuzz-'));
  let lanes: Lane[] = [];
  try {
    lanes = (await lanesIn(tmp, packageRoot(), 1, limitMs)).lanes;
    const [lane] = lanes;
    const judged = verdictOf(await (lane as Lane).run(c, true), limitMs);
    return { verdict: judged.verdict, output: outputOf(judged.report) };
  } finally {
    await Promise.all(lanes.map((lane) => lane.close()));
    await rm(tmp, { recursive: true, force: true });
  }
}
