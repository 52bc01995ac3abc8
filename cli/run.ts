import { PLAN_GOALS, planCommand } from './plan-command.js';
import { Command, CommanderError, Option } from 'commander';
import { ADVICE_GOALS, type AdviceGoal, type GameScenario } from '../src/engine/index.js';
import { adviseCommand } from './advise-command.js';
import { localiseHelp } from '../i18n/help.js';
import { QUICK_FLAG_NAMES } from '../i18n/catalogue.js';
import { catalogue, isLanguage, LANGUAGES, languageFromLocale, type Catalogue, type CliIssue, type Language } from '../i18n/index.js';
import { readScenario, writeOut, type CliContext } from './context.js';
import { strayShootFlags, type CommandOutput, type GameCommands } from './game-commands.js';
import type { CliIo } from './io.js';
import { jsonText, withFormat, type OutputGame, type OutputKind } from './json-format.js';
import { genericCommands } from './generic-commands.js';
import { BUILT_IN_GAMES_ON_CLI, type CliGame, type CliGames } from './games/registry.js';
import { cliIssueText, cliProblem, InputProblem, InternalProblem, OutputProblem, scenarioIssueText } from './problems.js';
import { optionKey, parseFlags, unusedFlags } from './quick-flags.js';
import { visibleControls } from './safe-text.js';

export { scenarioIssueText };

export const EXIT_OK = 0;
export const EXIT_INTERNAL = 1;
export const EXIT_BAD_INPUT = 2;
/** The result could not be written: standard output, or the file of --out or --svg. */
export const EXIT_OUTPUT_FAILED = 3;

/** The example the demo command shows, and its fixed seed (so the demo prints the same every time). */
export const DEMO_EXAMPLE = 'mordheim/crossbow-vs-dieter.json';
export const DEMO_SEED = 27;

interface CommonOptions {
  readonly json?: boolean;
  readonly lang?: string;
}

/** --lang first, then LC_ALL, LC_MESSAGES and LANG, then English. */
export function chooseLanguage(argv: readonly string[], env: CliIo['env']): { language: Language; problem?: CliIssue } {
  const index = argv.findIndex((a) => a === '--lang' || a.startsWith('--lang='));
  const given = index < 0 ? undefined : argv[index]?.includes('=') ? argv[index]?.slice('--lang='.length) : argv[index + 1];
  const fromEnv = languageFromLocale(env.LC_ALL) ?? languageFromLocale(env.LC_MESSAGES) ?? languageFromLocale(env.LANG) ?? 'en';
  if (given === undefined) return { language: fromEnv };
  return isLanguage(given) ? { language: given } : { language: fromEnv, problem: { code: 'bad-language', value: given, options: LANGUAGES } };
}

/**
 * Commander's suggestions after an unknown command or option: "(Did you mean odds?)", or
 * "(Did you mean one of --seed, --svg?)".
 */
export function commanderSuggestions(message: string): string[] {
  const named = /\(Did you mean (?:one of )?(.+)\?\)/.exec(message)?.[1];
  return named === undefined ? [] : named.split(', ').filter(Boolean);
}

/** Commander's own errors, as our codes (its English messages are not shown; its suggestions are kept). */
function fromCommanderError(error: CommanderError): CliIssue | null {
  const quoted = /'([^']+)'/.exec(error.message)?.[1] ?? '';
  const suggestions = commanderSuggestions(error.message);
  switch (error.code) {
    case 'commander.unknownOption':
      return suggestions.length > 0 ? { code: 'unknown-option-did-you-mean', option: quoted, suggestions } : { code: 'unknown-option', option: quoted };
    case 'commander.missingArgument':
      return { code: 'missing-argument', argument: quoted };
    case 'commander.optionMissingArgument':
    case 'commander.missingMandatoryOptionValue':
      return { code: 'option-needs-value', option: quoted.split(/[ ,]/)[0] ?? quoted };
    case 'commander.excessArguments':
      return { code: 'too-many-arguments', command: /for '([^']+)'/.exec(error.message)?.[1] ?? '' };
    case 'commander.unknownCommand':
      return suggestions.length > 0 ? { code: 'unknown-command-did-you-mean', command: quoted, suggestions } : { code: 'unknown-command', command: quoted };
    case 'commander.invalidArgument': {
      // "option '--game <game>' argument 'chess' is invalid. Allowed choices are mordheim."
      const [, option = '', value = ''] = /'(--[\w-]+)[^']*' argument '([^']*)'/.exec(error.message) ?? [];
      const options = (/choices are (.*)\.$/.exec(error.message)?.[1] ?? '').split(', ').filter(Boolean);
      return { code: 'bad-choice', option, value, options };
    }
    default:
      return null;
  }
}

/** The commands of the game that read a scenario: its own, or the generic ones. */
function commandsOf(entry: CliGame): GameCommands<GameScenario> {
  return entry.commands ?? genericCommands(entry);
}

/** What a command prints: its text, or its data as JSON under the format of its kind. */
function printed(kind: OutputKind, game: OutputGame, output: CommandOutput): string {
  switch (output.kind) {
    case 'text':
      return output.text;
    case 'data':
      return jsonText(withFormat(kind, game, output.data));
  }
}

/** The data of an output asked for with `--json`; text there would be a fault inside Marksman. */
function dataOf(cat: Catalogue, output: CommandOutput): object {
  if (output.kind === 'data') return output.data;
  throw new InternalProblem([cliIssueText(cat, { code: 'unexpected', detail: 'text where data was asked for' })]);
}

type QuickOptions = CommonOptions & { game?: string } & Record<string, string | readonly string[] | boolean | undefined>;

/** The attack of `odds` and `roll`: from the file, or from --game and the quick-description flags. */
async function fileOrFlags(context: CliContext, command: string, file: string | undefined, options: QuickOptions): Promise<{ readonly scenario: GameScenario; readonly commands: GameCommands<GameScenario> }> {
  const { cat, games } = context;
  if (options.game === undefined) {
    if (file === undefined) throw cliProblem(cat, { code: 'missing-argument', argument: 'file' });
    // A quick attack's flag beside a file would be dropped: the file says everything (B-17).
    const given = QUICK_FLAG_NAMES.filter((flag) => (options as Readonly<Record<string, unknown>>)[optionKey(flag)] !== undefined);
    if (given.length > 0) {
      throw new InputProblem([`${cat.text.problemsFound(given.length)}:`, ...given.map((flag) => `  ${cliIssueText(cat, { code: 'flag-with-file', flag, command })}`)]);
    }
    const read = await readScenario(context, file);
    return { scenario: read.scenario, commands: commandsOf(read.entry) };
  }
  if (file !== undefined) throw cliProblem(cat, { code: 'file-or-flags', command });
  const entry = games.find(options.game);
  if (entry === undefined) throw cliProblem(cat, { code: 'bad-choice', option: '--game', value: options.game, options: games.registry.ids });
  const values = Object.fromEntries(Object.entries(options).filter((entry): entry is [string, string | readonly string[]] => typeof entry[1] === 'string' || Array.isArray(entry[1])));
  // A flag the game's attacks have no place for is refused, not dropped (ruling B-17).
  const own = entry.quickFlags.map((spec) => spec.flag);
  const strays = QUICK_FLAG_NAMES.filter((flag) => values[optionKey(flag)] !== undefined && !own.includes(flag)).map((flag) =>
    cliIssueText(cat, { code: 'flag-not-for-game', flag, game: options.game ?? '', flags: own }),
  );
  const result = parseFlags(games.registry, options.game, entry.quickFlags, values);
  // A flag of the game that this attack has no use for is refused too (B-17).
  const unused = result.ok ? unusedFlags(entry.quickFlags, values, result.scenario).map((u) => cliIssueText(cat, { code: 'flag-not-applied', ...u })) : [];
  if (!result.ok || strays.length > 0 || unused.length > 0) {
    const problems = [...strays, ...unused, ...(result.ok ? [] : result.issues.map((issue) => scenarioIssueText(cat, issue)))];
    throw new InputProblem([cat.text.problemsFound(problems.length) + ':', ...problems.map((line) => `  ${line}`)]);
  }
  return { scenario: result.scenario, commands: commandsOf(entry) };
}

function buildProgram(cat: Catalogue, io: CliIo, version: string, games: CliGames): Command {
  const context: CliContext = { cat, io, games };
  /** Adds --game and every quick-description flag (each game uses its own). */
  const quick = (command: Command) => {
    command.addOption(new Option('--game <game>', cat.help.game).choices(games.registry.ids));
    for (const flag of QUICK_FLAG_NAMES) {
      const option = new Option(`${flag} <value>`, cat.help.quick[flag]);
      if (flag === '--variant') option.argParser((value: string, previous: string[] | undefined) => [...(previous ?? []), value]);
      command.addOption(option);
    }
    return command;
  };
  // Subcommands inherit the help configuration when they are created, so it comes first.
  const program = new Command('marksman').configureHelp(localiseHelp(cat));
  const common = (command: Command) =>
    command.addOption(new Option('--json', cat.help.json)).addOption(new Option('--lang <code>', cat.help.lang)).helpOption('-h, --help', cat.help.helpOption);
  program
    .description(cat.help.program)
    .version(version, '-V, --version', cat.help.version)
    .helpOption('-h, --help', cat.help.helpOption)
    .helpCommand('help [command]', cat.help.helpCommand)
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr, outputError: () => undefined });

  common(quick(program.command('odds').description(cat.help.odds).argument('[file]', cat.help.fileArgument))).action(async (file: string | undefined, options: QuickOptions) => {
    const { scenario, commands } = await fileOrFlags(context, 'odds', file, options);
    io.stdout(printed('odds', scenario.game, commands.odds(context, scenario, { json: options.json === true })));
  });

  common(quick(program.command('roll').description(cat.help.roll).argument('[file]', cat.help.fileArgument)))
    .addOption(new Option('--seed <n>', cat.help.seed))
    .action(async (file: string | undefined, options: QuickOptions & { seed?: string }) => {
      const { scenario, commands } = await fileOrFlags(context, 'roll', file, options);
      io.stdout(printed('roll', scenario.game, commands.roll(context, scenario, options.seed, { json: options.json === true })));
    });

  common(program.command('demo').description(cat.help.demo)).action(async (options: CommonOptions) => {
    const { scenario, entry } = await readScenario(context, `${io.examplesDir}/${DEMO_EXAMPLE}`);
    const output = { json: options.json === true };
    const odds = commandsOf(entry).odds(context, scenario, output);
    const roll = commandsOf(entry).roll(context, scenario, String(DEMO_SEED), output);
    if (output.json) {
      // One document, the odds and the roll each whole with its own format, so a program reads them as it reads `odds` and `roll`.
      const parts = { example: `examples/${DEMO_EXAMPLE}`, odds: withFormat('odds', scenario.game, dataOf(cat, odds)), roll: withFormat('roll', scenario.game, dataOf(cat, roll)) };
      io.stdout(jsonText(withFormat('demo', scenario.game, parts)));
      return;
    }
    io.stdout(`${cat.text.demoIntro(`examples/${DEMO_EXAMPLE}`)}\n\n${printed('odds', scenario.game, odds)}\n${printed('roll', scenario.game, roll)}`);
  });

  common(program.command('targets').description(cat.help.targets).argument('<file>', cat.help.fileArgument))
    .addOption(new Option('--shooter <id>', cat.help.shooterIdOrName).makeOptionMandatory())
    .action(async (file: string, options: CommonOptions & { shooter: string }) => {
      const { scenario, entry } = await readScenario(context, file);
      io.stdout(printed('targets', scenario.game, commandsOf(entry).targets(context, scenario, options.shooter, { json: options.json === true })));
    });

  common(program.command('advise').description(cat.help.advise).argument('<file>', cat.help.fileArgument))
    .addOption(new Option('--shooter <id>', cat.help.shooterIdOrName).makeOptionMandatory())
    .addOption(new Option('--goal <goal>', cat.help.goal).choices(ADVICE_GOALS).default('out-of-action'))
    .addOption(new Option('--move <inches>', cat.help.move))
    .addOption(new Option('--grid <inches>', cat.help.grid))
    .addOption(new Option('--svg <out>', cat.help.adviseSvg))
    .action(async (file: string, options: CommonOptions & { shooter: string; goal: AdviceGoal; move?: string; grid?: string; svg?: string }) => {
      const read = await readScenario(context, file);
      const { json, lang: _lang, ...rest } = options;
      io.stdout(printed('advise', read.scenario.game, await adviseCommand(context, read, { ...rest, json: json === true })));
    });

  common(program.command('shoot').description(cat.help.shoot).argument('<file>', cat.help.fileArgument))
    .addOption(new Option('--shooter <id>', cat.help.shooterIdOrName).makeOptionMandatory())
    .addOption(new Option('--target <id>', cat.help.targetIdOrName).makeOptionMandatory())
    .addOption(new Option('--weapon <name>', cat.help.weapon))
    .addOption(new Option('--volley', cat.help.volley))
    .addOption(new Option('--no-volley', cat.help.noVolley))
    .addOption(new Option('--fire-once', cat.help.fireOnce))
    .addOption(new Option('--seed <n>', cat.help.seed))
    .addOption(new Option('--out <file>', cat.help.out))
    .action(async (file: string, options: CommonOptions & { shooter: string; target: string; weapon?: string; volley?: boolean; fireOnce?: boolean; seed?: string; out?: string }) => {
      const read = await readScenario(context, file);
      const { json, lang: _lang, ...rest } = options;
      const strays = strayShootFlags({ ...rest, json: json === true }, read.scenario.game, commandsOf(read.entry).shootChoices);
      if (strays.length > 0) throw new InputProblem([cat.text.problemsFound(strays.length) + ':', ...strays.map((issue) => `  ${cliIssueText(cat, issue)}`)]);
      io.stdout(printed('shoot', read.scenario.game, await commandsOf(read.entry).shoot(context, read, { ...rest, json: json === true })));
    });

  common(program.command('phase').description(cat.help.phase).argument('<file>', cat.help.fileArgument))
    .addOption(new Option('--seed <n>', cat.help.seed))
    .addOption(new Option('--order <ids>', cat.help.orderIdsOrNames))
    .addOption(new Option('--declare <shooter=targets>', cat.help.declare).argParser((value: string, previous: readonly string[] | undefined) => [...(previous ?? []), value]))
    .addOption(new Option('--out <file>', cat.help.out))
    .action(async (file: string, options: CommonOptions & { seed?: string; order?: string; declare?: readonly string[]; out?: string }) => {
      const read = await readScenario(context, file);
      const order = options.order?.split(',').map((id) => id.trim()).filter(Boolean);
      // Ruling B-17: a flag a game has no use for is refused, never dropped.
      if (options.declare !== undefined && commandsOf(read.entry).phaseDeclares !== true) throw cliProblem(cat, { code: 'flag-not-for-game', flag: '--declare', game: read.scenario.game, flags: ['--seed', '--order', '--out'] });
      const output = await commandsOf(read.entry).phase(context, read, {
        json: options.json === true,
        ...(options.seed !== undefined ? { seed: options.seed } : {}),
        ...(order ? { order } : {}),
        ...(options.declare !== undefined ? { declare: options.declare } : {}),
        ...(options.out !== undefined ? { out: options.out } : {}),
      });
      io.stdout(printed('phase', read.scenario.game, output));
    });

  common(program.command('plan').description(cat.help.plan).argument('<file>', cat.help.fileArgument))
    .addOption(new Option('--goal <goal>', cat.help.goal).choices(PLAN_GOALS))
    .addOption(new Option('--target <id>', cat.help.planTarget))
    .action(async (file: string, options: CommonOptions & { goal?: string; target?: string }) => {
      const read = await readScenario(context, file);
      const output = planCommand(cat, read, { json: options.json === true, ...(options.goal !== undefined ? { goal: options.goal } : {}), ...(options.target !== undefined ? { target: options.target } : {}) });
      io.stdout(printed('plan', read.scenario.game, output));
    });

  common(program.command('render').description(cat.help.render).argument('<file>', cat.help.fileArgument))
    .addOption(new Option('--svg <out>', cat.help.svg).makeOptionMandatory())
    .addOption(new Option('--from <model>', cat.help.fromIdOrName))
    .addOption(new Option('--to <model>', cat.help.toIdOrName))
    .action(async (file: string, options: CommonOptions & { svg: string; from?: string; to?: string }) => {
      if (options.from !== undefined && options.to !== undefined) throw cliProblem(cat, { code: 'options-together', options: ['--from', '--to'] });
      const { scenario, entry } = await readScenario(context, file);
      const sight = { ...(options.from !== undefined ? { from: options.from } : {}), ...(options.to !== undefined ? { to: options.to } : {}) };
      const svg = commandsOf(entry).render(context, scenario, sight);
      if (options.svg === '-') io.stdout(svg);
      else await writeOut(context, options.svg, svg);
    });

  program
    .command('profiles')
    .description(cat.help.profiles)
    .helpOption('-h, --help', cat.help.helpOption)
    .addOption(new Option('--game <game>', cat.help.profilesGame).choices(games.entries.filter((entry) => entry.data !== null).map((entry) => entry.game.id)).makeOptionMandatory())
    .addOption(new Option('--search <text>', cat.help.search))
    .addOption(new Option('--problems', cat.help.problems))
    .addOption(new Option('--data <dir>', cat.help.data))
    .addOption(new Option('--json', cat.help.json))
    .addOption(new Option('--lang <code>', cat.help.lang))
    .action(async (options: CommonOptions & { game: string; search?: string; problems?: boolean; data?: string }) => {
      const entry = games.find(options.game);
      if (entry === undefined) throw cliProblem(cat, { code: 'bad-choice', option: '--game', value: options.game, options: games.registry.ids });
      // The community's data and its reader load only for the commands that use them.
      const [{ bsdataDirBeside, loadGameData }, { profilesCommand }] = await Promise.all([import('./bsdata-files.js'), import('./profiles-command.js')]);
      const load = await loadGameData(entry, options.data ?? bsdataDirBeside(io.examplesDir));
      if (!load.ok) throw cliProblem(cat, load.issue);
      io.stdout(
        profilesCommand(load.library, { json: options.json === true, problems: options.problems === true, ...(options.search !== undefined ? { search: options.search } : {}) }, cat),
      );
    });

  program
    .command('roster')
    .description(cat.help.roster)
    .argument('<file>', cat.help.rosterFile)
    .helpOption('-h, --help', cat.help.helpOption)
    .addOption(new Option('--into <scenario>', cat.help.into))
    .addOption(new Option('--out <file>', cat.help.rosterOut))
    .addOption(new Option('--json', cat.help.rosterJson))
    .addOption(new Option('--lang <code>', cat.help.lang))
    .action(async (file: string, options: CommonOptions & { into?: string; out?: string }) => {
      const { importRoster, rosterJson, rosterWarningsText } = await import('./roster-command.js');
      const imported = await importRoster(context, file, options.into);
      const battle = jsonText(imported.battle);
      if (options.out !== undefined) await writeOut(context, options.out, battle);
      // With --json the warnings are in the data, as codes; without, they are said on standard error.
      if (options.json === true) {
        io.stdout(jsonText(withFormat('roster', imported.game, rosterJson(imported))));
        return;
      }
      if (imported.warnings.length > 0) io.stderr(rosterWarningsText(context, file, imported.warnings));
      if (options.out === undefined) io.stdout(battle);
    });

  program
    .command('schema')
    .description(cat.help.schema)
    .argument('[name]', cat.help.schemaOf)
    .helpOption('-h, --help', cat.help.helpOption)
    .action(async (name: string | undefined) => {
      const { isSchemaName, SCHEMA_NAMES, schemaText } = await import('./output-schemas.js');
      const wanted = name ?? 'scenario';
      if (!isSchemaName(wanted)) throw cliProblem(cat, { code: 'bad-choice', option: 'schema', value: wanted, options: SCHEMA_NAMES });
      io.stdout(schemaText(wanted, games.registry));
    });
  return program;
}

/** The exit code a command ended with, and what it prints on standard error. */
export function failureOf(cat: Catalogue, error: unknown): { code: number; lines: readonly string[] } {
  if (error instanceof InputProblem) return { code: EXIT_BAD_INPUT, lines: error.lines };
  if (error instanceof OutputProblem) return { code: EXIT_OUTPUT_FAILED, lines: error.lines };
  if (error instanceof InternalProblem) return { code: EXIT_INTERNAL, lines: error.lines };
  if (error instanceof CommanderError) {
    if (error.code === 'commander.helpDisplayed' || error.code === 'commander.help' || error.code === 'commander.version') return { code: EXIT_OK, lines: [] };
    const issue = fromCommanderError(error);
    return { code: issue ? EXIT_BAD_INPUT : EXIT_INTERNAL, lines: [cliIssueText(cat, issue ?? { code: 'unexpected', detail: error.code })] };
  }
  return { code: EXIT_INTERNAL, lines: [cliIssueText(cat, { code: 'unexpected', detail: error instanceof Error ? error.message : String(error) })] };
}

async function runCommand(argv: readonly string[], io: CliIo, version: string, games: CliGames): Promise<number> {
  const { language, problem } = chooseLanguage(argv, io.env);
  const cat = catalogue(language);
  if (problem) {
    io.stderr(cliIssueText(cat, problem) + '\n');
    return EXIT_BAD_INPUT;
  }
  const program = buildProgram(cat, io, version, games);
  if (argv.length === 0) {
    program.outputHelp();
    return EXIT_OK;
  }
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT_OK;
  } catch (error) {
    const { code, lines } = failureOf(cat, error);
    if (lines.length > 0) io.stderr(lines.join('\n') + '\n');
    return code;
  }
}

/**
 * Runs the command line and returns the exit code: 0 done, 2 bad input (each problem on its
 * own line, on standard error), 3 the result could not be written, 1 a fault inside
 * Marksman. Never a stack trace. Standard output is held back until the command has
 * finished and written in one piece only if it succeeded, so a command that fails midway
 * prints its error and no half of a result. Everything written to either stream has its raw
 * control characters made visible (names and titles from files could hold terminal escapes).
 */
export async function runCli(argv: readonly string[], io: CliIo, version = '0.0.0', games: CliGames = BUILT_IN_GAMES_ON_CLI): Promise<number> {
  const held: string[] = [];
  const code = await runCommand(argv, { ...io, stdout: (text) => held.push(text), stderr: (text) => io.stderr(visibleControls(text)) }, version, games);
  const output = held.join('');
  if (code === EXIT_OK && output !== '') io.stdout(visibleControls(output));
  return code;
}

/**
 * The exit code once standard output has been written, and the line to say on standard
 * error, if any. A reader that went away early (`marksman demo | head -1`) is no failure:
 * it had all it wanted, so the command ends quietly with 0, as ripgrep and most Unix tools
 * do. Any other failure (a full disk) is said in one line, in the user's language, and ends
 * with code 3.
 */
export function afterOutput(argv: readonly string[], env: CliIo['env'], code: number, failure: Error | null): { readonly code: number; readonly message: string | null } {
  if (failure === null) return { code, message: null };
  const reason = (failure as NodeJS.ErrnoException).code ?? failure.message;
  if (reason === 'EPIPE') return { code: EXIT_OK, message: null };
  const cat = catalogue(chooseLanguage(argv, env).language);
  return { code: EXIT_OUTPUT_FAILED, message: visibleControls(cliIssueText(cat, { code: 'stdout-unwritable', reason })) + '\n' };
}
