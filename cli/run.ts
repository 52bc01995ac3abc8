import { Command, CommanderError, Option } from 'commander';
import { isSeed, exactArithmetic, SEED_MAX } from '../src/dice/index.js';
import { findWeapon, mordheimOdds, mordheimRoll, planShot, rollPhase, rollShot, targetReport, type MordheimBattle, type ShotRefusal } from '../src/games/mordheim/index.js';
import { formatPath, mordheimBattleToFile, parseScenario, scenarioJsonSchema, type Scenario, type ScenarioIssue } from '../src/scenario/index.js';
import { localiseHelp } from '../i18n/help.js';
import { catalogue, isLanguage, LANGUAGES, languageFromLocale, textFor, type Catalogue, type CliIssue, type Language } from '../i18n/index.js';
import { renderTableSvg } from '../render/svg.js';
import { phaseText, shotText, targetsJson, targetsText, warriorsJson } from './battle-output.js';
import type { CliIo } from './io.js';
import { traceJson } from './trace-json.js';
import { EXACT_SHOTS_LIMIT, oddsJson, oddsText, type OddsReports } from './odds-output.js';
import { rollJson, rollText } from './roll-output.js';

export const EXIT_OK = 0;
export const EXIT_INTERNAL = 1;
export const EXIT_BAD_INPUT = 2;

/** The example the demo command shows, and its fixed seed (so the demo prints the same every time). */
export const DEMO_EXAMPLE = 'mordheim/crossbow-vs-dieter.json';
export const DEMO_SEED = 27;

/** Bad input found by the CLI: stops the command with exit code 2 after its messages are printed. */
class InputProblem extends Error {
  constructor(readonly lines: readonly string[]) {
    super('bad input');
  }
}

interface CommonOptions {
  readonly json?: boolean;
  readonly lang?: string;
}

/** --lang first, then LC_ALL, LC_MESSAGES and LANG, then English. */
function chooseLanguage(argv: readonly string[], env: CliIo['env']): { language: Language; problem?: CliIssue } {
  const index = argv.findIndex((a) => a === '--lang' || a.startsWith('--lang='));
  const given = index < 0 ? undefined : argv[index]?.includes('=') ? argv[index]?.slice('--lang='.length) : argv[index + 1];
  const fromEnv = languageFromLocale(env.LC_ALL) ?? languageFromLocale(env.LC_MESSAGES) ?? languageFromLocale(env.LANG) ?? 'en';
  if (given === undefined) return { language: fromEnv };
  return isLanguage(given) ? { language: given } : { language: fromEnv, problem: { code: 'bad-language', value: given, options: LANGUAGES } };
}

function cliIssueText(cat: Catalogue, issue: CliIssue): string {
  return textFor(cat.cliIssue, issue);
}

/** "attack.target.profile.T: expected a whole number from 1 to 10, got "four"". */
export function scenarioIssueText(cat: Catalogue, issue: ScenarioIssue): string {
  const text = textFor(cat.issue, issue);
  const path = formatPath(issue.path);
  return path ? `${path}: ${text}` : text;
}

/** Commander's own errors, as our codes (its English messages are not shown). */
function fromCommanderError(error: CommanderError): CliIssue | null {
  const quoted = /'([^']+)'/.exec(error.message)?.[1] ?? '';
  switch (error.code) {
    case 'commander.unknownOption':
      return { code: 'unknown-option', option: quoted };
    case 'commander.missingArgument':
      return { code: 'missing-argument', argument: quoted };
    case 'commander.optionMissingArgument':
    case 'commander.missingMandatoryOptionValue':
      return { code: 'option-needs-value', option: quoted.split(/[ ,]/)[0] ?? quoted };
    case 'commander.excessArguments':
      return { code: 'too-many-arguments', command: /for '([^']+)'/.exec(error.message)?.[1] ?? '' };
    case 'commander.unknownCommand':
      return { code: 'unknown-command', command: quoted };
    default:
      return null;
  }
}

async function readScenario(cat: Catalogue, io: CliIo, file: string): Promise<Scenario> {
  return (await readScenarioWithSource(cat, io, file)).scenario;
}

async function readScenarioWithSource(cat: Catalogue, io: CliIo, file: string): Promise<{ scenario: Scenario; source: unknown }> {
  let text: string;
  try {
    text = file === '-' ? await io.readStdin() : await io.readFile(file);
  } catch (error) {
    const notFound = (error as { code?: string } | null)?.code === 'ENOENT';
    throw new InputProblem([cliIssueText(cat, notFound ? { code: 'file-not-found', file } : { code: 'file-unreadable', file })]);
  }
  const result = parseScenario(text);
  if (!result.ok) {
    const where = file === '-' ? '' : ` ${cat.text.inFile(file)}`;
    throw new InputProblem([`${cat.text.problemsFound(result.issues.length)}${where}:`, ...result.issues.map((issue) => `  ${scenarioIssueText(cat, issue)}`)]);
  }
  return { scenario: result.scenario, source: JSON.parse(text) as unknown };
}

type BattleScenario = Extract<Scenario, { kind: 'battle' }>;

function battleScenario(cat: Catalogue, scenario: Scenario, command: string): BattleScenario {
  if (scenario.kind === 'battle') return scenario;
  throw new InputProblem([cliIssueText(cat, { code: 'battle-needed', command })]);
}

function knownWarrior(cat: Catalogue, battle: MordheimBattle, option: string, id: string): void {
  const known = battle.warriors.map((w) => w.id);
  if (!known.includes(id)) throw new InputProblem([cliIssueText(cat, { code: 'unknown-model', option, id, known })]);
}

async function writeOut(cat: Catalogue, io: CliIo, file: string, text: string): Promise<void> {
  try {
    await io.writeFile(file, text);
  } catch {
    throw new InputProblem([cliIssueText(cat, { code: 'file-unwritable', file })]);
  }
}

function refusalProblem(cat: Catalogue, battle: MordheimBattle, refusal: ShotRefusal): InputProblem {
  const name = (id: string) => battle.warriors.find((w) => w.id === id)?.name ?? id;
  switch (refusal.code) {
    case 'shooter-may-not':
      return new InputProblem([cliIssueText(cat, { code: 'shooter-may-not', shooter: name(refusal.shooter.warrior), reasons: refusal.shooter.refusals.map((r) => cat.shooterRefusal[r]) })]);
    case 'weapon-not-usable':
      return new InputProblem([cliIssueText(cat, { code: 'weapon-not-usable', weapon: refusal.weapon })]);
    case 'target-not-legal':
      return new InputProblem([cliIssueText(cat, { code: 'target-not-legal', target: name(refusal.candidate.target), reasons: refusal.candidate.refusals.map((r) => cat.targetRefusal[r]) })]);
    case 'no-such-target':
      return new InputProblem([cliIssueText(cat, { code: 'not-a-target', target: refusal.target })]);
  }
}

function parseSeed(cat: Catalogue, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const seed = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!isSeed(seed)) throw new InputProblem([cliIssueText(cat, { code: 'bad-seed', value, max: SEED_MAX })]);
  return seed;
}

type AttackScenario = Extract<Scenario, { kind: 'attack' }>;

function attackScenario(cat: Catalogue, scenario: Scenario, command: string): AttackScenario {
  if (scenario.kind === 'attack') return scenario;
  throw new InputProblem([cliIssueText(cat, { code: 'attack-needed', command })]);
}

function oddsReports(scenario: AttackScenario): OddsReports {
  const float = mordheimOdds(scenario.attack);
  const exact = scenario.attack.shots <= EXACT_SHOTS_LIMIT ? mordheimOdds(scenario.attack, exactArithmetic) : null;
  return { float, exact };
}

function showOdds(cat: Catalogue, io: CliIo, scenario: AttackScenario, json: boolean): void {
  const reports = oddsReports(scenario);
  io.stdout(json ? JSON.stringify(oddsJson(scenario.attack, reports, scenario.title), null, 2) + '\n' : oddsText(cat, scenario.attack, reports, scenario.title));
}

function showRoll(cat: Catalogue, io: CliIo, scenario: AttackScenario, seed: number, json: boolean): void {
  const report = mordheimRoll(scenario.attack, seed);
  io.stdout(json ? JSON.stringify(rollJson(scenario.attack, report, scenario.title), null, 2) + '\n' : rollText(cat, scenario.attack, report, scenario.title));
}

function renderScenario(cat: Catalogue, scenario: Scenario, from: string | undefined): string {
  if (scenario.kind !== 'battle') throw new InputProblem([cliIssueText(cat, { code: 'battle-needed', command: 'render' })]);
  const { battle } = scenario;
  const known = battle.table.models.map((m) => m.id);
  if (from !== undefined && !known.includes(from)) throw new InputProblem([cliIssueText(cat, { code: 'unknown-model', option: '--from', id: from, known })]);
  const sideOf = new Map(battle.warriors.map((w) => [w.id, battle.warbands.findIndex((band) => band.id === w.warband)]));
  const names = new Map(battle.warriors.map((w) => [w.id, w.name]));
  return renderTableSvg(battle.table, { ...(from !== undefined ? { from } : {}), sideOf, names, labels: cat.svg });
}

function buildProgram(cat: Catalogue, io: CliIo, version: string): Command {
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

  common(program.command('odds').description(cat.help.odds).argument('<file>', cat.help.fileArgument)).action(async (file: string, options: CommonOptions) => {
    showOdds(cat, io, attackScenario(cat, await readScenario(cat, io, file), 'odds'), options.json === true);
  });

  common(program.command('roll').description(cat.help.roll).argument('<file>', cat.help.fileArgument))
    .addOption(new Option('--seed <n>', cat.help.seed))
    .action(async (file: string, options: CommonOptions & { seed?: string }) => {
      const scenario = attackScenario(cat, await readScenario(cat, io, file), 'roll');
      const seed = parseSeed(cat, options.seed) ?? scenario.seed ?? io.newSeed();
      showRoll(cat, io, scenario, seed, options.json === true);
    });

  common(program.command('demo').description(cat.help.demo)).action(async (options: CommonOptions) => {
    const file = `${io.examplesDir}/${DEMO_EXAMPLE}`;
    const scenario = attackScenario(cat, await readScenario(cat, io, file), 'demo');
    if (!options.json) io.stdout(cat.text.demoIntro(`examples/${DEMO_EXAMPLE}`) + '\n\n');
    showOdds(cat, io, scenario, options.json === true);
    if (!options.json) io.stdout('\n');
    showRoll(cat, io, scenario, DEMO_SEED, options.json === true);
  });

  common(program.command('render').description(cat.help.render).argument('<file>', cat.help.fileArgument))
    .addOption(new Option('--svg <out>', cat.help.svg).makeOptionMandatory())
    .addOption(new Option('--from <model>', cat.help.from))
    .action(async (file: string, options: CommonOptions & { svg: string; from?: string }) => {
      const scenario = await readScenario(cat, io, file);
      const svg = renderScenario(cat, scenario, options.from);
      if (options.svg === '-') io.stdout(svg);
      else {
        try {
          await io.writeFile(options.svg, svg);
        } catch {
          throw new InputProblem([cliIssueText(cat, { code: 'file-unwritable', file: options.svg })]);
        }
      }
    });

  common(program.command('targets').description(cat.help.targets).argument('<file>', cat.help.fileArgument))
    .addOption(new Option('--shooter <id>', cat.help.shooter).makeOptionMandatory())
    .action(async (file: string, options: CommonOptions & { shooter: string }) => {
      const scenario = battleScenario(cat, await readScenario(cat, io, file), 'targets');
      knownWarrior(cat, scenario.battle, '--shooter', options.shooter);
      const report = targetReport(scenario.battle, options.shooter, { variants: scenario.variants });
      io.stdout(options.json ? JSON.stringify(targetsJson(report), null, 2) + '\n' : targetsText(cat, scenario.battle, report));
    });

  common(program.command('shoot').description(cat.help.shoot).argument('<file>', cat.help.fileArgument))
    .addOption(new Option('--shooter <id>', cat.help.shooter).makeOptionMandatory())
    .addOption(new Option('--target <id>', cat.help.target).makeOptionMandatory())
    .addOption(new Option('--weapon <name>', cat.help.weapon))
    .addOption(new Option('--seed <n>', cat.help.seed))
    .addOption(new Option('--out <file>', cat.help.out))
    .action(async (file: string, options: CommonOptions & { shooter: string; target: string; weapon?: string; seed?: string; out?: string }) => {
      const { scenario: read, source } = await readScenarioWithSource(cat, io, file);
      const { battle, variants } = battleScenario(cat, read, 'shoot');
      knownWarrior(cat, battle, '--shooter', options.shooter);
      knownWarrior(cat, battle, '--target', options.target);
      const seed = parseSeed(cat, options.seed) ?? read.seed ?? io.newSeed();
      const weapon = options.weapon === undefined ? null : (findWeapon(options.weapon)?.id ?? options.weapon);
      const planned = planShot(battle, options.shooter, options.target, weapon, { variants });
      if (!planned.ok) throw refusalProblem(cat, battle, planned.refusal);
      const result = rollShot(battle, options.shooter, planned, seed);
      if (options.out) await writeOut(cat, io, options.out, JSON.stringify(mordheimBattleToFile(source, result.battle), null, 2) + '\n');
      const weaponId = planned.candidate.weapon.id;
      io.stdout(
        options.json
          ? JSON.stringify({ seed: result.seed, shooter: options.shooter, target: options.target, weapon: weaponId, dice: traceJson(result.trace), end: result.end, warriors: warriorsJson(result.battle), diceAfter: result.dice }, null, 2) + '\n'
          : shotText(cat, battle, options.shooter, options.target, weaponId, result) + (options.out ? cat.battle.written(options.out) + '\n' : ''),
      );
    });

  common(program.command('phase').description(cat.help.phase).argument('<file>', cat.help.fileArgument))
    .addOption(new Option('--seed <n>', cat.help.seed))
    .addOption(new Option('--order <ids>', cat.help.order))
    .addOption(new Option('--out <file>', cat.help.out))
    .action(async (file: string, options: CommonOptions & { seed?: string; order?: string; out?: string }) => {
      const { scenario: read, source } = await readScenarioWithSource(cat, io, file);
      const { battle, variants } = battleScenario(cat, read, 'phase');
      const order = options.order?.split(',').map((id) => id.trim()).filter(Boolean);
      for (const id of order ?? []) knownWarrior(cat, battle, '--order', id);
      const seed = parseSeed(cat, options.seed) ?? read.seed ?? io.newSeed();
      const result = rollPhase(battle, { variants }, seed, order);
      if (options.out) await writeOut(cat, io, options.out, JSON.stringify(mordheimBattleToFile(source, result.battle), null, 2) + '\n');
      io.stdout(
        options.json
          ? JSON.stringify({ seed: result.seed, turns: result.turns.map((t) => ({ ...t, trace: traceJson(t.trace) })), warriors: warriorsJson(result.battle), diceAfter: result.dice }, null, 2) + '\n'
          : phaseText(cat, battle, result) + (options.out ? cat.battle.written(options.out) + '\n' : ''),
      );
    });

  program
    .command('schema')
    .description(cat.help.schema)
    .helpOption('-h, --help', cat.help.helpOption)
    .action(() => io.stdout(JSON.stringify(scenarioJsonSchema(), null, 2) + '\n'));
  return program;
}

/**
 * Runs the command line and returns the exit code: 0 done, 2 bad input (each problem
 * on its own line, on standard error), 1 a fault inside Marksman. Never a stack trace.
 */
export async function runCli(argv: readonly string[], io: CliIo, version = '0.0.0'): Promise<number> {
  const { language, problem } = chooseLanguage(argv, io.env);
  const cat = catalogue(language);
  if (problem) {
    io.stderr(cliIssueText(cat, problem) + '\n');
    return EXIT_BAD_INPUT;
  }
  const program = buildProgram(cat, io, version);
  if (argv.length === 0) {
    program.outputHelp();
    return EXIT_OK;
  }
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT_OK;
  } catch (error) {
    if (error instanceof InputProblem) {
      io.stderr(error.lines.join('\n') + '\n');
      return EXIT_BAD_INPUT;
    }
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.help' || error.code === 'commander.version') return EXIT_OK;
      const issue = fromCommanderError(error);
      io.stderr(cliIssueText(cat, issue ?? { code: 'unexpected', detail: error.code }) + '\n');
      return issue ? EXIT_BAD_INPUT : EXIT_INTERNAL;
    }
    io.stderr(cliIssueText(cat, { code: 'unexpected', detail: error instanceof Error ? error.message : String(error) }) + '\n');
    return EXIT_INTERNAL;
  }
}
