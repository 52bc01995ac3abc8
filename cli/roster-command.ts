// `marksman roster`: a BattleScribe roster (Mordheim or The Ninth Age) as one side of a battle file.
import { importMordheimRoster, importNinthAgeRoster, isFatal, mordheimLookups, ninthAgeLookups, rosterGame, type BsdataProblem, type RosterFile } from '../src/data/bsdata/index.js';
import { parseScenarioValue, type ParseOptions } from '../src/scenario/index.js';
import { bsdataProblemText } from '../i18n/bsdata.js';
import { bsdataDirBeside, loadBsdataLibrary, readRosterFile, type RosterRead } from './bsdata-files.js';
import { readScenario, type CliContext } from './context.js';
import { cliIssueText, cliProblem, InputProblem, scenarioIssueText } from './problems.js';

/** A new battle for the first roster: a Mordheim table is 4' square, a Ninth Age one 6' by 4'. */
const NEW_MORDHEIM_BATTLE = { game: 'mordheim', battle: { table: { width: 48, depth: 48 }, warbands: [] } };
const NEW_NINTH_AGE_BATTLE = { game: 'ninth-age', battle: { table: { width: 72, depth: 48 }, armies: [] } };

type Table = { width: number; depth: number };

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
  readonly game: 'mordheim' | 'ninth-age';
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

function unique(wanted: string, taken: readonly string[]): string {
  let id = wanted;
  for (let n = 2; taken.includes(id); n += 1) id = `${wanted}-${n}`;
  return id;
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
  const checked = parseScenarioValue(imported.battle, options);
  if (!checked.ok) throw refused(context, file, checked.issues.map((issue) => scenarioIssueText(context.cat, issue)));
  return imported;
}

const warningsOf = (problems: readonly BsdataProblem[]) => problems.filter((p) => !isFatal(p));

async function rosterBattle(context: CliContext, file: string, into: string | undefined): Promise<ImportedRoster & { readonly options: ParseOptions }> {
  const { cat, io } = context;
  const game = rosterGame(await readRoster(context, file));
  if (!game.ok) throw refusedFor(context, file, game.problems);
  // Opened once: the import reads the roster rosterGame has unzipped, parsed and checked.
  const roster = game.roster;
  const load = await loadBsdataLibrary(game.game, bsdataDirBeside(io.examplesDir));
  const base = into === undefined ? null : await readScenario(context, into);
  if (base && (base.scenario.kind !== 'battle' || base.scenario.game !== game.game)) throw cliProblem(cat, { code: 'battle-needed', command: 'roster' });
  const failed = (problems: readonly BsdataProblem[]) => refusedFor(context, file, problems);
  switch (game.game) {
    case 'mordheim': {
      const source = (base?.source ?? NEW_MORDHEIM_BATTLE) as { battle: { table: Table; warbands: { id: string; models: { id: string }[] }[] } };
      const warbands = source.battle.warbands;
      const library = load.ok && load.library.game === 'mordheim' ? { library: load.library } : {};
      const takenIds = warbands.flatMap((w) => w.models.map((m) => m.id));
      const imported = importMordheimRoster(roster, { ...library, takenIds, deployment: { table: source.battle.table, edge: warbands.length === 0 ? 'bottom' : 'top' } });
      if (!imported.ok) throw failed(imported.problems);
      const warband = { ...imported.warband, id: unique(imported.warband.id, warbands.map((w) => w.id)) };
      return {
        game: 'mordheim',
        battle: { ...source, battle: { ...source.battle, warbands: [...warbands, warband] } },
        added: { kind: 'warband', id: warband.id },
        warnings: warningsOf(imported.problems),
        options: load.ok && load.library.game === 'mordheim' ? mordheimLookups(load.library) : {},
      };
    }
    case 'ninth-age': {
      const source = (base?.source ?? NEW_NINTH_AGE_BATTLE) as { battle: { table: Table; armies: { id: string; units: { id: string }[] }[] } };
      const armies = source.battle.armies;
      const library = load.ok && load.library.game === 'ninth-age' ? { library: load.library } : {};
      const takenIds = armies.flatMap((a) => a.units.map((u) => u.id));
      const imported = importNinthAgeRoster(roster, { ...library, takenIds, deployment: { table: source.battle.table, edge: armies.length === 0 ? 'bottom' : 'top' } });
      if (!imported.ok) throw failed(imported.problems);
      const army = { ...imported.army, id: unique(imported.army.id, armies.map((a) => a.id)) };
      return {
        game: 'ninth-age',
        battle: { ...source, battle: { ...source.battle, armies: [...armies, army] } },
        added: { kind: 'army', id: army.id },
        warnings: warningsOf(imported.problems),
        options: load.ok && load.library.game === 'ninth-age' ? ninthAgeLookups(load.library) : {},
      };
    }
  }
}
