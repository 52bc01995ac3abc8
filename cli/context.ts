import { isSeed, SEED_MAX } from '../src/dice/index.js';
import { join } from 'node:path';
import { parseGameScenario, type GameScenario } from '../src/engine/index.js';
import { profileNames, jsonTextDepth, SCENARIO_MAX_BYTES, SCENARIO_MAX_DEPTH, withoutByteOrderMark, type ParseOptions, type ScenarioIssue } from '../src/scenario/index.js';
import { bsdataDirBeside, readBsdataSources } from './bsdata-files.js';
import type { CliContext, CliGames, ReadScenario } from './game-commands.js';
import { InputTooLarge, type CliIo } from './io.js';
import { cliIssueText, cliProblem, InputProblem, InternalProblem, OutputProblem, scenarioIssueText } from './problems.js';

export type { CliContext, ReadScenario } from './game-commands.js';

export async function readScenario({ cat, io, games }: CliContext, file: string): Promise<ReadScenario> {
  let text: string;
  try {
    text = withoutByteOrderMark(file === '-' ? await io.readStdin(SCENARIO_MAX_BYTES) : await io.readFile(file, SCENARIO_MAX_BYTES));
  } catch (error) {
    if (error instanceof InputTooLarge) {
      const issue: ScenarioIssue = { code: 'too-large', path: [], bytes: error.bytes, limit: SCENARIO_MAX_BYTES, ...(error.known ? {} : { atLeast: true }) };
      throw new InputProblem([`${cat.text.problemsFound(1)}${file === '-' ? '' : ` ${cat.text.inFile(file)}`}:`, `  ${scenarioIssueText(cat, issue)}`]);
    }
    const notFound = (error as { code?: string } | null)?.code === 'ENOENT';
    throw cliProblem(cat, notFound ? { code: 'file-not-found', file } : { code: 'file-unreadable', file });
  }
  const parseOptions = await parseOptionsFor(text, io, games);
  const result = parseGameScenario(games.registry, text, parseOptions);
  if (!result.ok) {
    const where = file === '-' ? '' : ` ${cat.text.inFile(file)}`;
    throw new InputProblem([`${cat.text.problemsFound(result.issues.length)}${where}:`, ...result.issues.map((issue) => `  ${scenarioIssueText(cat, issue)}`)]);
  }
  const entry = games.find(result.game.id);
  if (entry === undefined) throw new InternalProblem([cliIssueText(cat, { code: 'unexpected', detail: `no command-line entry for ${result.game.id}` })]);
  return { scenario: result.scenario, entry, source: JSON.parse(text) as unknown, parseOptions };
}

/** Files that name profiles from the community's data get their game's library, loaded only then. */
async function parseOptionsFor(text: string, io: CliIo, games: CliGames): Promise<ParseOptions> {
  // A file the parser refuses for its size or depth needs no library.
  if (text.length > SCENARIO_MAX_BYTES || jsonTextDepth(text) > SCENARIO_MAX_DEPTH) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  const names = profileNames(value);
  if (names.length === 0) return {};
  const id = (value as { game?: unknown }).game;
  const profiles = typeof id === 'string' ? games.find(id)?.game.profiles : undefined;
  if (!profiles) return {};
  try {
    const sources = await readBsdataSources(join(bsdataDirBeside(io.examplesDir), profiles.dataFolder));
    // A file naming one army's units builds that army alone (The Ninth Age: one of 23 catalogues).
    return sources.length === 0 ? {} : profiles.lookups(profiles.sourcesFor?.(names, sources) ?? sources);
  } catch {
    // Without the data the names stay unknown, and the parse says so for each.
    return {};
  }
}

export function parseSeed({ cat }: CliContext, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const seed = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!isSeed(seed)) throw cliProblem(cat, { code: 'bad-seed', value, max: SEED_MAX });
  return seed;
}

/** The seed to roll with: the flag's, else the file's, else a fresh one (printed by the output). */
export function seedFor(context: CliContext, flag: string | undefined, scenario: GameScenario): number {
  return parseSeed(context, flag) ?? scenario.seed ?? context.io.newSeed();
}

/** Writes a result to its file (atomically, as main.ts's writeFile does); a failure stops the command with exit code 3. */
export async function writeOut({ cat, io }: CliContext, file: string, text: string): Promise<void> {
  try {
    await io.writeFile(file, text);
  } catch {
    throw new OutputProblem([cliIssueText(cat, { code: 'file-unwritable', file })]);
  }
}

/** A battle file as text: indented, unless indenting would take it past the size a scenario may have. */
export function battleText(battleFile: unknown): string {
  const indented = JSON.stringify(battleFile, null, 2) + '\n';
  return Buffer.byteLength(indented, 'utf8') > SCENARIO_MAX_BYTES ? JSON.stringify(battleFile) + '\n' : indented;
}

/**
 * Writes the battle after the shots (`--out`), but only once its text has been read back
 * as the input was, with the same profile lookups: a file Marksman would then refuse is a
 * fault inside Marksman, reported with its problems, and nothing is written.
 */
export async function writeBattle(context: CliContext, read: ReadScenario, file: string, battleFile: unknown): Promise<void> {
  const { cat } = context;
  const text = battleText(battleFile);
  const again = parseGameScenario(context.games.registry, text, read.parseOptions);
  if (!again.ok) throw new InternalProblem([cliIssueText(cat, { code: 'battle-would-not-read-back', file, problems: again.issues.map((issue) => scenarioIssueText(cat, issue)) })]);
  await writeOut(context, file, text);
}
