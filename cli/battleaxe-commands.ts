import { battleaxePlanShot, battleaxeRoll, battleaxeRollPhase, battleaxeRollShot, battleaxeTargetReport, findUnit, type BattleaxeBattle, type BattleaxeShotRefusal } from '../src/games/battleaxe/index.js';
import { battleaxeBattleToFile, type Scenario } from '../src/scenario/index.js';
import type { Catalogue } from '../i18n/index.js';
import { renderTableSvg } from '../render/svg.js';
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
} from './battleaxe-output.js';
import { seedFor, writeBattle, type CliContext } from './context.js';
import type { GameCommands } from './game-commands.js';
import { cliProblem, type InputProblem } from './problems.js';

type BattleaxeScenario = Extract<Scenario, { game: 'battleaxe' }>;
type Attack = Extract<BattleaxeScenario, { kind: 'attack' }>;
type Battle = Extract<BattleaxeScenario, { kind: 'battle' }>;

const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

function attackOf({ cat }: CliContext, scenario: BattleaxeScenario, command: string): Attack {
  if (scenario.kind === 'attack') return scenario;
  throw cliProblem(cat, { code: 'attack-needed', command });
}

function battleOf({ cat }: CliContext, scenario: BattleaxeScenario, command: string): Battle {
  if (scenario.kind === 'battle') return scenario;
  throw cliProblem(cat, { code: 'battle-needed', command });
}

/** In Battleaxe the shooters and targets are units: `--shooter` and `--target` name unit ids. */
function knownUnit({ cat }: CliContext, battle: BattleaxeBattle, option: string, id: string): void {
  if (!findUnit(battle, id)) throw cliProblem(cat, { code: 'unknown-unit', option, id, known: battle.units.map((u) => u.id) });
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
  odds(context, scenario, options) {
    const { attack, title } = attackOf(context, scenario, 'odds');
    const reports = battleaxeOddsReports(attack);
    return options.json ? json(battleaxeOddsJson(attack, reports, title)) : battleaxeOddsText(context.cat, attack, reports, title);
  },

  roll(context, scenario, seed, options) {
    const { attack, title } = attackOf(context, scenario, 'roll');
    const report = battleaxeRoll(attack, seedFor(context, seed, scenario));
    return options.json ? json(battleaxeRollJson(attack, report, title)) : battleaxeRollText(context.cat, attack, report, title);
  },

  targets(context, scenario, shooter, options) {
    const { battle, variants } = battleOf(context, scenario, 'targets');
    knownUnit(context, battle, '--shooter', shooter);
    const report = battleaxeTargetReport(battle, shooter, { variants });
    return options.json ? json(battleaxeTargetsJson(report)) : battleaxeTargetsText(context.cat, battle, report);
  },

  async shoot(context, read, args) {
    const { battle, variants } = battleOf(context, read.scenario, 'shoot');
    knownUnit(context, battle, '--shooter', args.shooter);
    knownUnit(context, battle, '--target', args.target);
    const planned = battleaxePlanShot(battle, args.shooter, args.target, args.volley ?? null, { variants });
    if (!planned.ok) throw refusalProblem(context.cat, battle, planned.refusal);
    const result = battleaxeRollShot(battle, planned, seedFor(context, args.seed, read.scenario));
    if (args.out) await writeBattle(context, read, args.out, battleaxeBattleToFile(read.source, result.battle));
    if (args.json) return json(battleaxeShotJson(planned, result));
    return battleaxeShotText(context.cat, battle, planned, result) + (args.out ? context.cat.battleaxe.battle.written(args.out) + '\n' : '');
  },

  async phase(context, read, args) {
    const { battle, variants } = battleOf(context, read.scenario, 'phase');
    for (const id of args.order ?? []) knownUnit(context, battle, '--order', id);
    const result = battleaxeRollPhase(battle, { variants }, seedFor(context, args.seed, read.scenario), args.order);
    if (args.out) await writeBattle(context, read, args.out, battleaxeBattleToFile(read.source, result.battle));
    if (args.json) return json(battleaxePhaseJson(result));
    return battleaxePhaseText(context.cat, battle, result) + (args.out ? context.cat.battleaxe.battle.written(args.out) + '\n' : '');
  },

  render(context, scenario, sight) {
    const { battle } = battleOf(context, scenario, 'render');
    const models = battle.table.models.map((m) => m.id);
    for (const [option, id] of [['--from', sight.from], ['--to', sight.to]] as const) {
      if (id !== undefined && !models.includes(id)) throw cliProblem(context.cat, { code: 'unknown-model', option, id, known: models });
    }
    const armyOf = new Map(battle.units.map((u) => [u.id, battle.armies.findIndex((a) => a.id === u.army)]));
    const sideOf = new Map(battle.table.models.map((m) => [m.id, armyOf.get(m.unit ?? '') ?? 0]));
    const unitNames = new Map(battle.units.map((u) => [u.id, u.name]));
    return renderTableSvg(battle.table, { ...sight, sideOf, names: battleaxeNames(battle), unitNames, labels: context.cat.svg });
  },
};
