import { battleaxePlanShot, battleaxeRoll, battleaxeRollPhase, battleaxeRollShot, battleaxeTargetReport, findUnit, type BattleaxeBattle, type BattleaxeShotRefusal } from '../../../src/games/battleaxe/index.js';
import { battleaxeBattleToFile, type Scenario } from '../../../src/scenario/index.js';
import type { Catalogue } from '../../../i18n/index.js';
import { renderTableSvg } from '../../../render/svg.js';
import {
  battleaxeNames,
  battleaxeOddsJson,
  battleaxeOddsReports,
  battleaxeOddsText,
  battleaxePhaseJson,
  battleaxePhaseText,
  battleaxeRollJson,
  battleaxeRollText,
  battleaxeShotJson,
  battleaxeShotText,
  battleaxeTargetsJson,
  battleaxeTargetsText,
} from './output.js';
import { seedFor, writeBattle, type CliContext } from '../../context.js';
import { dataOutput, textOutput, type GameCommands } from '../../game-commands.js';
import { pickedId } from '../../pick.js';
import { cliProblem, type InputProblem } from '../../problems.js';

type BattleaxeScenario = Extract<Scenario, { game: 'battleaxe' }>;
type Attack = Extract<BattleaxeScenario, { kind: 'attack' }>;
type Battle = Extract<BattleaxeScenario, { kind: 'battle' }>;

function attackOf({ cat }: CliContext, scenario: BattleaxeScenario, command: string): Attack {
  if (scenario.kind === 'attack') return scenario;
  throw cliProblem(cat, { code: 'attack-needed', command });
}

function battleOf({ cat }: CliContext, scenario: BattleaxeScenario, command: string): Battle {
  if (scenario.kind === 'battle') return scenario;
  throw cliProblem(cat, { code: 'battle-needed', command });
}

/** In Battleaxe the shooters and targets are units: `--shooter`, `--target` and `--order` name units, by id or name. */
function unitId(context: CliContext, battle: BattleaxeBattle, option: string, given: string): string {
  return pickedId(context, 'unit', option, given, battle.units);
}

function refusalProblem(cat: Catalogue, battle: BattleaxeBattle, refusal: BattleaxeShotRefusal): InputProblem {
  const name = (id: string) => findUnit(battle, id)?.name ?? id;
  switch (refusal.code) {
    case 'shooter-may-not':
      return cliProblem(cat, { code: 'shooter-may-not', shooter: name(refusal.shooter.unit), reasons: refusal.shooter.refusals.map((r) => cat.battleaxe.shooterRefusal[r]) });
    case 'no-such-target':
      return cliProblem(cat, { code: 'not-a-target', target: refusal.target });
    case 'volley-not-allowed':
      return cliProblem(cat, { code: 'game-refusal', text: cat.battleaxe.battle.volleyNotAllowed(refusal.weapon) });
    case 'target-not-legal':
      return cliProblem(cat, { code: 'target-not-legal', target: name(refusal.target), reasons: refusal.option.refusals.map((r) => cat.battleaxe.targetRefusal[r]) });
  }
}

/** Battleaxe on the command line: units shooting at units. */
export const battleaxeCommands: GameCommands<BattleaxeScenario> = {
  // A Battleaxe unit shoots the one weapon it carries.
  shootChoices: ['volley'],
  odds(context, scenario, options) {
    const { attack, title } = attackOf(context, scenario, 'odds');
    const reports = battleaxeOddsReports(attack);
    return options.json ? dataOutput(battleaxeOddsJson(attack, reports, title)) : textOutput(battleaxeOddsText(context.cat, attack, reports, title));
  },

  roll(context, scenario, seed, options) {
    const { attack, title } = attackOf(context, scenario, 'roll');
    const report = battleaxeRoll(attack, seedFor(context, seed, scenario));
    return options.json ? dataOutput(battleaxeRollJson(attack, report, title)) : textOutput(battleaxeRollText(context.cat, attack, report, title));
  },

  targets(context, scenario, given, options) {
    const { battle, variants } = battleOf(context, scenario, 'targets');
    const report = battleaxeTargetReport(battle, unitId(context, battle, '--shooter', given), { variants });
    return options.json ? dataOutput(battleaxeTargetsJson(report)) : textOutput(battleaxeTargetsText(context.cat, battle, report));
  },

  async shoot(context, read, args) {
    const { battle, variants } = battleOf(context, read.scenario, 'shoot');
    const shooter = unitId(context, battle, '--shooter', args.shooter);
    const target = unitId(context, battle, '--target', args.target);
    const planned = battleaxePlanShot(battle, shooter, target, args.volley ?? null, { variants });
    if (!planned.ok) throw refusalProblem(context.cat, battle, planned.refusal);
    const result = battleaxeRollShot(battle, planned, seedFor(context, args.seed, read.scenario));
    if (args.out) await writeBattle(context, read, args.out, battleaxeBattleToFile(read.source, result.battle));
    if (args.json) return dataOutput(battleaxeShotJson(planned, result));
    return textOutput(battleaxeShotText(context.cat, battle, planned, result) + (args.out ? context.cat.battleaxe.battle.written(args.out) + '\n' : ''));
  },

  async phase(context, read, args) {
    const { battle, variants } = battleOf(context, read.scenario, 'phase');
    const order = args.order?.map((given) => unitId(context, battle, '--order', given));
    const result = battleaxeRollPhase(battle, { variants }, seedFor(context, args.seed, read.scenario), order);
    if (args.out) await writeBattle(context, read, args.out, battleaxeBattleToFile(read.source, result.battle));
    if (args.json) return dataOutput(battleaxePhaseJson(result));
    return textOutput(battleaxePhaseText(context.cat, battle, result) + (args.out ? context.cat.battleaxe.battle.written(args.out) + '\n' : ''));
  },

  render(context, scenario, sight) {
    const { battle } = battleOf(context, scenario, 'render');
    // Models have ids only (their units have the names): `--from` and `--to` take model ids.
    const models = battle.table.models.map((m) => ({ id: m.id }));
    const from = sight.from === undefined ? {} : { from: pickedId(context, 'model', '--from', sight.from, models) };
    const to = sight.to === undefined ? {} : { to: pickedId(context, 'model', '--to', sight.to, models) };
    const armyOf = new Map(battle.units.map((u) => [u.id, battle.armies.findIndex((a) => a.id === u.army)]));
    const sideOf = new Map(battle.table.models.map((m) => [m.id, armyOf.get(m.unit ?? '') ?? 0]));
    const unitNames = new Map(battle.units.map((u) => [u.id, u.name]));
    return renderTableSvg(battle.table, { ...from, ...to, sideOf, names: battleaxeNames(battle), unitNames, labels: context.cat.svg });
  },
};
