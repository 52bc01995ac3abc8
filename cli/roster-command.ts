// `marksman roster`: a BattleScribe roster (Mordheim or The Ninth Age) as one side of a battle file.
import { rosterGame, type BsdataGame, type BsdataProblem, type RosterFile } from '../src/data/bsdata/index.js';
import { parseGameScenarioValue } from '../src/engine/index.js';
import type { ParseOptions } from '../src/scenario/index.js';
import { bsdataProblemText } from '../i18n/bsdata.js';
import { bsdataDirBeside, readGameSources, readRosterFile, type RosterRead } from './bsdata-files.js';
import { readScenario, type CliContext } from './context.js';
import { cliIssueText, cliProblem, InputProblem, InternalProblem, scenarioIssueText } from './problems.js';

/** A roster refused: one line for each problem, each saying that the roster cannot be imported and why. */
function refused({ cat }: CliContext, file: string, problems: readonly string[]): InputProblem {
  return new InputProblem(problems.map((problem) => cliIssueText(cat, { code: 'roster-problems', file, problems: [problem] })));
}

function refusedFor(context: CliContext, file: string, problems: readonly BsdataProblem[]): InputProblem {
  return refused(context, file, problems.map((p) => bsdataProblemText(context.cat.bsdata, p)));
}

async function readRoster(context: CliContext, file: string): Promise<RosterFile> {
  const { cat } = context;
  let read: RosterRead;
  try {
    read = await readRosterFile(file);
  } catch (error) {
    const notFound = (error as { code?: string } | null)?.code === 'ENOENT';
    throw cliProblem(cat, notFound ? { code: 'file-not-found', file } : { code: 'file-unreadable', file });
  }
  if (!read.ok) throw refusedFor(context, file, [read.problem]);
  return read.file;
}

/**
 * The warnings of an import that went through, as words for standard error (the battle goes
 * to standard output); none, nothing.
 */
export function rosterWarningsText({ cat }: CliContext, file: string, warnings: readonly BsdataProblem[]): string {
  if (warnings.length === 0) return '';
  return `${cat.text.problemsFound(warnings.length)} ${cat.text.inFile(file)}:\n${warnings.map((p) => `  ${cat.bsdata.severity.warning}: ${bsdataProblemText(cat.bsdata, p)}\n`).join('')}`;
}

/** A roster that went through: the battle it became part of, and what was said about it. */
export interface ImportedRoster {
  readonly game: BsdataGame;
  /** The battle file with the roster's warband or army added (last of its list). */
  readonly battle: unknown;
  /** That warband's or army's id in the battle. */
  readonly added: { readonly kind: 'warband' | 'army'; readonly id: string };
  /** What was left out or could not be used (none of them fatal), as codes with data. */
  readonly warnings: readonly BsdataProblem[];
}

/** A roster as one side of a battle, for programs: the battle, the side added and the warnings as codes with data. */
export function rosterJson(imported: ImportedRoster): Record<string, unknown> {
  return { added: imported.added, battle: imported.battle, warnings: imported.warnings };
}

/**
 * A roster as one side of a battle: added to an existing battle file of its game (its models
 * or units placed along the far edge, for the player to move), or on a new empty table. The
 * battle is read back by the scenario parser before it is written, so a roster the format
 * cannot hold (a unit of thousands, units run off the table) is refused here, by path, and
 * never left for a later command to stumble on.
 */
export async function importRoster(context: CliContext, file: string, into: string | undefined): Promise<ImportedRoster> {
  const { options, ...imported } = await rosterBattle(context, file, into);
  const checked = parseGameScenarioValue(context.games.registry, imported.battle, options);
  if (!checked.ok) throw refused(context, file, checked.issues.map((issue) => scenarioIssueText(context.cat, issue)));
  return imported;
}

async function rosterBattle(context: CliContext, file: string, into: string | undefined): Promise<ImportedRoster & { readonly options: ParseOptions }> {
  const { cat, io, games } = context;
  const game = rosterGame(await readRoster(context, file));
  if (!game.ok) throw refusedFor(context, file, game.problems);
  const entry = games.find(game.game);
  const data = entry?.data;
  const folder = entry?.game.profiles?.dataFolder;
  if (!data || folder === undefined) throw new InternalProblem([cliIssueText(cat, { code: 'unexpected', detail: `no roster import for ${game.game}` })]);
  const sources = await readGameSources(folder, bsdataDirBeside(io.examplesDir));
  const base = into === undefined ? null : await readScenario(context, into);
  if (base && (base.scenario.kind !== 'battle' || base.scenario.game !== game.game)) throw cliProblem(cat, { code: 'battle-needed', command: 'roster' });
  // Opened once: the import reads the roster rosterGame has unzipped, parsed and checked.
  const added = await data.addRoster(game.roster, base?.source ?? null, sources);
  if (!added.ok) throw refusedFor(context, file, added.problems);
  return { game: game.game, battle: added.battle, added: added.added, warnings: added.warnings, options: added.lookups };
}
