import { exactArithmetic } from '../../../src/dice/index.js';
import { checkDeclared, findWeapon, mordheimOdds, mordheimRoll, planShot, planSplit, rollPhase, shootingOrder, rollShot, rollSplit, splitOdds, targetReport, type MordheimBattle, type DeclarationRefusal, type ShotRefusal, type SplitRefusal } from '../../../src/games/mordheim/index.js';
import { mordheimBattleToFile, type Scenario } from '../../../src/scenario/index.js';
import type { Catalogue } from '../../../i18n/index.js';
import { renderTableSvg } from '../../../render/svg.js';
import { notAppliedOnTable, phaseText, shotText, splitJson, splitText, targetsJson, targetsText, warriorsJson } from './battle-output.js';
import { seedFor, writeBattle, type CliContext } from '../../context.js';
import { dataOutput, textOutput, type GameCommands } from '../../game-commands.js';
import { EXACT_SHOTS_LIMIT, oddsJson, oddsText } from './odds-output.js';
import { pickByIdOrName, pickedId } from '../../pick.js';
import type { InputProblem } from '../../problems.js';
import { cliProblem } from '../../problems.js';
import { rollJson, rollText } from './roll-output.js';
import { traceJson } from './trace-json.js';

type MordheimScenario = Extract<Scenario, { game: 'mordheim' }>;
type Attack = Extract<MordheimScenario, { kind: 'attack' }>;
type Battle = Extract<MordheimScenario, { kind: 'battle' }>;

function attackOf({ cat }: CliContext, scenario: MordheimScenario, command: string): Attack {
  if (scenario.kind === 'attack') return scenario;
  throw cliProblem(cat, { code: 'attack-needed', command });
}

function battleOf({ cat }: CliContext, scenario: MordheimScenario, command: string): Battle {
  if (scenario.kind === 'battle') return scenario;
  throw cliProblem(cat, { code: 'battle-needed', command });
}

/** The warrior an option names, by its id or its name. */
function warriorId(context: CliContext, battle: MordheimBattle, option: string, given: string): string {
  return pickedId(context, 'model', option, given, battle.warriors);
}

/**
 * The targets `--target` names: one warrior (by id or name), or several separated by commas,
 * one for each shot, when the whole is no warrior's name.
 */
function targetIds(context: CliContext, battle: MordheimBattle, given: string): string[] {
  if (!given.includes(',') || pickByIdOrName('model', '--target', given, battle.warriors).ok) return [warriorId(context, battle, '--target', given)];
  return given.split(',').map((part) => warriorId(context, battle, '--target', part.trim()));
}

/** A shot or throws refused; `flag` names the flag that asked for them when it is not the shot's own (`--declare`). */
function refusalProblem(cat: Catalogue, battle: MordheimBattle, refusal: ShotRefusal | SplitRefusal | DeclarationRefusal['refusal'], flag?: string, shooter?: string): InputProblem {
  const name = (id: string) => battle.warriors.find((w) => w.id === id)?.name ?? id;
  const by = flag === undefined ? {} : { flag };
  switch (refusal.code) {
    case 'split-not-allowed':
      return cliProblem(cat, { code: 'split-not-allowed', weapon: refusal.weapon, ...by });
    case 'too-many-shots':
      return cliProblem(cat, { code: 'too-many-shots', asked: refusal.asked, allowed: refusal.allowed, ...by });
    case 'shooter-may-not':
      return cliProblem(cat, { code: 'shooter-may-not', shooter: name(refusal.shooter.warrior), reasons: refusal.shooter.refusals.map((r) => cat.shooterRefusal[r]), ...by });
    case 'weapon-not-usable':
      return cliProblem(cat, { code: 'weapon-not-usable', weapon: refusal.weapon, ...by });
    case 'target-not-legal':
      return cliProblem(cat, { code: 'target-not-legal', target: name(refusal.candidate.target), reasons: refusal.candidate.refusals.map((r) => cat.targetRefusal[r]), ...by });
    case 'no-such-target':
      return cliProblem(cat, { code: 'not-a-target', target: refusal.target, ...by });
    case 'not-in-order':
      return cliProblem(cat, { code: 'declare-not-in-order', shooter: name(shooter ?? '') });
  }
}

/** `--declare SHOOTER=T1,T2…` as shooter ids and their targets' ids, names resolved as `--target` resolves them. */
function declaredOf(context: CliContext, battle: MordheimBattle, given: readonly string[]): Record<string, string[]> {
  const declared: Record<string, string[]> = {};
  for (const entry of given) {
    const at = entry.indexOf('=');
    const targets = entry.slice(at + 1).split(',').map((part) => part.trim());
    if (at <= 0 || targets.some((t) => t === '')) throw cliProblem(context.cat, { code: 'declare-malformed', given: entry });
    declared[warriorId(context, battle, '--declare', entry.slice(0, at).trim())] = targets.map((t) => warriorId(context, battle, '--declare', t));
  }
  return declared;
}

/** Mordheim on the command line: quick attacks (odds, roll) and battles (targets, shoot, phase, render). */
export const mordheimCommands: GameCommands<MordheimScenario> = {
  shootChoices: ['weapon', 'fireOnce'],
  phaseDeclares: true,
  odds(context, scenario, options) {
    const { attack, title } = attackOf(context, scenario, 'odds');
    const reports = { float: mordheimOdds(attack), exact: attack.shots <= EXACT_SHOTS_LIMIT ? mordheimOdds(attack, exactArithmetic) : null };
    return options.json ? dataOutput(oddsJson(attack, reports, title)) : textOutput(oddsText(context.cat, attack, reports, title));
  },

  roll(context, scenario, seed, options) {
    const { attack, title } = attackOf(context, scenario, 'roll');
    const report = mordheimRoll(attack, seedFor(context, seed, scenario));
    return options.json ? dataOutput(rollJson(attack, report, title)) : textOutput(rollText(context.cat, attack, report, title));
  },

  targets(context, scenario, given, options) {
    const { battle, variants } = battleOf(context, scenario, 'targets');
    const report = targetReport(battle, warriorId(context, battle, '--shooter', given), { variants });
    return options.json ? dataOutput(targetsJson(battle, report)) : textOutput(targetsText(context.cat, battle, report));
  },

  async shoot(context, read, args) {
    const { battle, variants } = battleOf(context, read.scenario, 'shoot');
    const shooter = warriorId(context, battle, '--shooter', args.shooter);
    const targets = targetIds(context, battle, args.target);
    const target = targets[0] ?? args.target;
    const seed = seedFor(context, args.seed, read.scenario);
    const weapon = args.weapon === undefined ? null : (findWeapon(args.weapon)?.id ?? args.weapon);
    const options = { variants, ...(args.fireOnce === true ? { fireTwice: false } : {}) };
    if (targets.length > 1) {
      // Shots named one by one (`--target a,a,b`): each its own throw, declared together (M-15).
      const split = planSplit(battle, shooter, targets, weapon, options);
      if (!split.ok) throw refusalProblem(context.cat, battle, split.refusal);
      const result = rollSplit(battle, split, options, seed);
      const chances = { float: splitOdds(battle, split, options), exact: splitOdds(battle, split, options, exactArithmetic) };
      if (args.out) await writeBattle(context, read, args.out, mordheimBattleToFile(read.source, result.battle));
      if (args.json) return dataOutput(splitJson(battle, split, chances, result));
      return textOutput(splitText(context.cat, battle, split, chances.float, result) + (args.out ? context.cat.battle.written(args.out) + '\n' : ''));
    }
    const planned = planShot(battle, shooter, target, weapon, options);
    if (!planned.ok) throw refusalProblem(context.cat, battle, planned.refusal);
    const result = rollShot(battle, shooter, planned, seed);
    if (args.out) await writeBattle(context, read, args.out, mordheimBattleToFile(read.source, result.battle));
    const weaponId = planned.candidate.weapon.id;
    if (args.json) return dataOutput({ seed: result.seed, shooter, target, weapon: weaponId, notApplied: notAppliedOnTable(battle, [shooter, target]), dice: traceJson(result.trace), end: result.end, warriors: warriorsJson(result.battle), diceAfter: result.dice });
    return textOutput(shotText(context.cat, battle, shooter, target, weaponId, result) + (args.out ? context.cat.battle.written(args.out) + '\n' : ''));
  },

  async phase(context, read, args) {
    const { battle, variants } = battleOf(context, read.scenario, 'phase');
    const order = args.order?.map((given) => warriorId(context, battle, '--order', given));
    // Ruling M-15, in a phase: declared shots are checked as the phase begins, as shoot checks them.
    const options = { variants, ...(args.declare !== undefined ? { declared: declaredOf(context, battle, args.declare) } : {}) };
    const refused = checkDeclared(battle, options, shootingOrder(battle, order));
    if (refused !== null) throw refusalProblem(context.cat, battle, refused.refusal, '--declare', refused.shooter);
    const result = rollPhase(battle, options, seedFor(context, args.seed, read.scenario), order);
    if (args.out) await writeBattle(context, read, args.out, mordheimBattleToFile(read.source, result.battle));
    if (args.json) return dataOutput({ seed: result.seed, notApplied: notAppliedOnTable(battle), turns: result.turns.map(({ trace, ...turn }) => ({ ...turn, dice: traceJson(trace) })), warriors: warriorsJson(result.battle), diceAfter: result.dice });
    return textOutput(phaseText(context.cat, battle, result) + (args.out ? context.cat.battle.written(args.out) + '\n' : ''));
  },

  render(context, scenario, sight) {
    const { battle } = battleOf(context, scenario, 'render');
    const from = sight.from === undefined ? {} : { from: warriorId(context, battle, '--from', sight.from) };
    const to = sight.to === undefined ? {} : { to: warriorId(context, battle, '--to', sight.to) };
    const sideOf = new Map(battle.warriors.map((w) => [w.id, battle.warbands.findIndex((band) => band.id === w.warband)]));
    const names = new Map(battle.warriors.map((w) => [w.id, w.name]));
    return renderTableSvg(battle.table, { ...from, ...to, sideOf, names, labels: context.cat.svg });
  },
};
