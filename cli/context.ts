import { isSeed, SEED_MAX } from '../src/dice/index.js';
import { mordheimLookups, ninthAgeLookups } from '../src/data/bsdata/index.js';
import { namesProfiles, parseScenario, type ParseOptions, type Scenario } from '../src/scenario/index.js';
import { bsdataDirBeside, loadBsdataLibrary } from './bsdata-files.js';
import type { Catalogue } from '../i18n/index.js';
import type { CliIo } from './io.js';
import { cliProblem, InputProblem, scenarioIssueText } from './problems.js';

/** What every command has at hand: the words of the chosen language and the outside world. */
export interface CliContext {
  readonly cat: Catalogue;
  readonly io: CliIo;
}

/** A scenario read from a file (or `-`), with the JSON it came from for writing it back. */
export interface ReadScenario {
  readonly scenario: Scenario;
  readonly source: unknown;
}

export async function readScenario({ cat, io }: CliContext, file: string): Promise<ReadScenario> {
  let text: string;
  try {
    text = file === '-' ? await io.readStdin() : await io.readFile(file);
  } catch (error) {
    const notFound = (error as { code?: string } | null)?.code === 'ENOENT';
    throw cliProblem(cat, notFound ? { code: 'file-not-found', file } : { code: 'file-unreadable', file });
  }
  const result = parseScenario(text, await parseOptionsFor(text, io));
  if (!result.ok) {
    const where = file === '-' ? '' : ` ${cat.text.inFile(file)}`;
    throw new InputProblem([`${cat.text.problemsFound(result.issues.length)}${where}:`, ...result.issues.map((issue) => `  ${scenarioIssueText(cat, issue)}`)]);
  }
  return { scenario: result.scenario, source: JSON.parse(text) as unknown };
}

/** Files that name profiles from the community's data get their game's library, loaded only then. */
async function parseOptionsFor(text: string, io: CliIo): Promise<ParseOptions> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (!namesProfiles(value)) return {};
  const game = (value as { game?: unknown }).game;
  if (game !== 'mordheim' && game !== 'ninth-age') return {};
  const load = await loadBsdataLibrary(game, bsdataDirBeside(io.examplesDir));
  if (!load.ok) return {};
  return load.library.game === 'mordheim' ? mordheimLookups(load.library) : ninthAgeLookups(load.library);
}

export function parseSeed({ cat }: CliContext, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const seed = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!isSeed(seed)) throw cliProblem(cat, { code: 'bad-seed', value, max: SEED_MAX });
  return seed;
}

/** The seed to roll with: the flag's, else the file's, else a fresh one (printed by the output). */
export function seedFor(context: CliContext, flag: string | undefined, scenario: Scenario): number {
  return parseSeed(context, flag) ?? scenario.seed ?? context.io.newSeed();
}

export async function writeOut({ cat, io }: CliContext, file: string, text: string): Promise<void> {
  try {
    await io.writeFile(file, text);
  } catch {
    throw cliProblem(cat, { code: 'file-unwritable', file });
  }
}
