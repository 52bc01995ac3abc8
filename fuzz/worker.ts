/**
 * A worker thread of the campaign: runs the cases it is sent, one at a time, and reports a
 * verdict for each. It says "started" once a case's inputs are built, so the time limit the
 * campaign enforces (by terminating this worker) counts the program's work alone.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { bsdataDirBeside, loadGameData } from '../cli/bsdata-files.js';
import { BUILT_IN_GAMES_ON_CLI } from '../cli/games/registry.js';
import { namesProfiles, parseScenario, type ParseOptions } from '../src/scenario/index.js';
import { SCENARIO_FILE } from './arbitraries/commands.js';
import { isFault, type CaseReport, type FuzzCase, type StepReport, type Verdict } from './case.js';
import { adviceVerdict, equivalentVerdict, stepVerdict, type LookupsFor } from './checks.js';
import { cleanDisk, linkHash, openLink, prepareDisk, rewritten, runStep, watchNonFinite, type Workplace } from './execute.js';
import { loadShareModule } from './page-links.js';

export type ToWorker = { readonly kind: 'run'; readonly id: number; readonly case: FuzzCase; readonly keepOutput: boolean };
export type FromWorker =
  | { readonly kind: 'ready' }
  | { readonly kind: 'started'; readonly id: number }
  | { readonly kind: 'done'; readonly id: number; readonly report: CaseReport };

const port = parentPort;
const place = workerData as Workplace;
const share = await loadShareModule(place.shareModule);

const libraries = new Map<string, Promise<ParseOptions>>();

/** The parser's lookups over the shipped data, loaded once per game (for checking what the CLI wrote). */
const lookupsFor: LookupsFor = (game) => {
  const known = libraries.get(game);
  if (known) return known;
  const loading = (async (): Promise<ParseOptions> => {
    const entry = BUILT_IN_GAMES_ON_CLI.find(game);
    if (entry === undefined) return {};
    const load = await loadGameData(entry, bsdataDirBeside(place.examplesDir));
    return load.ok ? load.library.lookups : {};
  })();
  libraries.set(game, loading);
  return loading;
};

/** Long outputs are cut for the report (the campaign needs whole ones only to compare runs). */
function trimmed(step: StepReport, keep: boolean): StepReport {
  if (keep) return step;
  const cut = (text: string) => (text.length > 4000 ? text.slice(0, 4000) + '\n…' : text);
  return { ...step, stdout: cut(step.stdout), stderr: cut(step.stderr), written: Object.fromEntries(Object.entries(step.written).map(([k, v]) => [k, cut(v)])) };
}

/** The shot `targets` advised, as `shoot` without `--weapon` (Battleaxe: volley or not, as advised). */
function advisedShot(targets: StepReport): string[] | null {
  let advice: unknown;
  try {
    advice = (JSON.parse(targets.stdout) as { advice?: unknown }).advice;
  } catch {
    return null;
  }
  if (advice === null || typeof advice !== 'object') return null;
  const { target, volley } = advice as { target?: unknown; volley?: unknown };
  if (typeof target !== 'string') return null;
  const shooter = targets.argv[3] ?? '';
  return ['shoot', SCENARIO_FILE, '--shooter', shooter, '--target', target, '--seed', '1', ...(typeof volley === 'boolean' ? [volley ? '--volley' : '--no-volley'] : [])];
}

async function cliReport(c: FuzzCase, id: number, keep: boolean): Promise<CaseReport> {
  const disk = await prepareDisk(c, place);
  port?.postMessage({ kind: 'started', id } satisfies FromWorker);
  const begun = performance.now();
  const files = new Map(Object.entries(c.files));
  try {
    const first = await runStep(c.argv, files, c, place, disk);
    let verdict: Verdict = await stepVerdict(first, c, lookupsFor);
    const steps = [first];
    const shot = c.door === 'advice' && verdict.kind === 'result' ? advisedShot(first) : null;
    if (shot) {
      const second = await runStep(shot, files, c, place, disk);
      steps.push(second);
      const own = await stepVerdict(second, c, lookupsFor);
      verdict = own.kind === 'clear-error' ? (adviceVerdict(first, second) ?? own) : own;
    }
    if (c.rewrite !== null && !isFault(verdict.kind)) {
      const original = c.files[SCENARIO_FILE] ?? '';
      const again = new Map(Object.entries({ ...c.files, [SCENARIO_FILE]: rewritten(original, c.rewrite) }));
      const second = await runStep(c.argv, again, { ...c, stdin: c.stdin === null ? null : rewritten(c.stdin, c.rewrite) }, place, disk);
      steps.push(second);
      const own = await stepVerdict(second, c, lookupsFor);
      verdict = isFault(own.kind) ? own : (equivalentVerdict(first, c.rewrite, second) ?? verdict);
    }
    return { verdict, steps: steps.map((s) => trimmed(s, keep)), ms: performance.now() - begun };
  } finally {
    await cleanDisk(c, place);
  }
}

async function linkReport(id: number, link: NonNullable<FuzzCase['link']>): Promise<CaseReport> {
  const hash = await linkHash(share, link);
  port?.postMessage({ kind: 'started', id } satisfies FromWorker);
  const begun = performance.now();
  const opened = await openLink(share, hash);
  const step: StepReport = { argv: [`open ${hash.slice(0, 60)}${hash.length > 60 ? '…' : ''}`], code: null, thrown: null, stdout: opened.summary, stderr: opened.verdict.detail, written: {}, nonFinite: [] };
  return { verdict: opened.verdict, steps: [step], ms: performance.now() - begun };
}

/** The parser alone on the case's scenario file (with the community's data when it names profiles). */
async function parseReport(c: FuzzCase, id: number): Promise<CaseReport> {
  const text = c.files[SCENARIO_FILE] ?? '';
  let named: unknown = null;
  try {
    named = JSON.parse(text);
  } catch {
    // Not JSON: the parser says so itself.
  }
  const game = (named as { game?: unknown } | null)?.game;
  const options = namesProfiles(named) && typeof game === 'string' ? await lookupsFor(game) : {};
  port?.postMessage({ kind: 'started', id } satisfies FromWorker);
  const begun = performance.now();
  const parsed = parseScenario(text, options);
  const verdict: Verdict = { kind: parsed.ok ? 'result' : 'clear-error', check: '', detail: '' };
  return { verdict, steps: [], ms: performance.now() - begun };
}

async function handle(message: ToWorker): Promise<void> {
  const c = message.case;
  const report = c.door === 'parse' ? await parseReport(c, message.id) : c.link ? await linkReport(message.id, c.link) : await cliReport(c, message.id, message.keepOutput);
  port?.postMessage({ kind: 'done', id: message.id, report } satisfies FromWorker);
}

watchNonFinite();
// An error escaping a case is an unhandled rejection, which ends the worker with an 'error'
// event: the campaign counts it as a crash and starts another worker.
port?.on('message', (message: ToWorker) => void handle(message));
port?.postMessage({ kind: 'ready' } satisfies FromWorker);
