import { exactArithmetic } from '../src/dice/index.js';
import { findWeapon, mordheimOdds, mordheimRoll, planShot, rollPhase, rollShot, targetReport, type MordheimBattle, type ShotRefusal } from '../src/games/mordheim/index.js';
import { mordheimBattleToFile, type Scenario } from '../src/scenario/index.js';
import type { Catalogue } from '../i18n/index.js';
import { renderTableSvg } from '../render/svg.js';
import { phaseText, shotText, targetsJson, targetsText, warriorsJson } from './battle-output.js';
import { seedFor, writeBattle, type CliContext } from './context.js';
import type { GameCommands } from './game-commands.js';
import { EXACT_SHOTS_LIMIT, oddsJson, oddsText } from './odds-output.js';
import type { InputProblem } from './problems.js';
import { cliProblem } from './problems.js';
import { rollJson, rollText } from './roll-output.js';
import { traceJson } from './trace-json.js';

type MordheimScenario = Extract<Scenario, { game: 'mordheim' }>;
type Attack = Extract<MordheimScenario, { kind: 'attack' }>;
type Battle = Extract<MordheimScenario, { kind: 'battle' }>;

const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

function attackOf({ cat }: CliContext, scenario: MordheimScenario, command: string): Attack {
  if (scenario.kind === 'attack') return scenario;
  throw cliProblem(cat, { code: 'attack-needed', command });
}

function battleOf({ cat }: CliContext, scenario: MordheimScenario, command: string): Battle {
  if (scenario.kind === 'battle') return scenario;
  throw cliProblem(cat, { code: 'battle-needed', command });
}

function knownWarrior({ cat }: CliContext, battle: MordheimBattle, option: string, id: string): void {
  const known = battle.warriors.map((w) => w.id);
  if (!known.includes(id)) throw cliProblem(cat, { code: 'unknown-model', option, id, known });
}

function refusalProblem(cat: Catalogue, battle: MordheimBattle, refusal: ShotRefusal): InputProblem {
  const name = (id: string) => battle.warriors.find((w) => w.id === id)?.name ?? id;
  switch (refusal.code) {
    case 'shooter-may-not':
      return cliProblem(cat, { code: 'shooter-may-not', shooter: name(refusal.shooter.warrior), reasons: refusal.shooter.refusals.map((r) => cat.shooterRefusal[r]) });
    case 'weapon-not-usable':
      return cliProblem(cat, { code: 'weapon-not-usable', weapon: refusal.weapon });
    case 'target-not-legal':
      return cliProblem(cat, { code: 'target-not-legal', target: name(refusal.candidate.target), reasons: refusal.candidate.refusals.map((r) => cat.targetRefusal[r]) });
    case 'no-such-target':
      return cliProblem(cat, { code: 'not-a-target', target: refusal.target });
  }
}

/** Mordheim on the command line: quick attacks (odds, roll) and battles (targets, shoot, phase, render). */
export const mordheimCommands: GameCommands<MordheimScenario> = {
  odds(context, scenario, options) {
    const { attack, title } = attackOf(context, scenario, 'odds');
    const reports = { float: mordheimOdds(attack), exact: attack.shots <= EXACT_SHOTS_LIMIT ? mordheimOdds(attack, exactArithmetic) : null };
    return options.json ? json(oddsJson(attack, reports, title)) : oddsText(context.cat, attack, reports, title);
  },

  roll(context, scenario, seed, options) {
    const { attack, title } = attackOf(context, scenario, 'roll');
    const report = mordheimRoll(attack, seedFor(context, seed, scenario));
    return options.json ? json(rollJson(attack, report, title)) : rollText(context.cat, attack, report, title);
  },

  targets(context, scenario, shooter, options) {
    const { battle, variants } = battleOf(context, scenario, 'targets');
    knownWarrior(context, battle, '--shooter', shooter);
    const report = targetReport(battle, shooter, { variants });
    return options.json ? json(targetsJson(report)) : targetsText(context.cat, battle, report);
  },

  async shoot(context, read, args) {
    const { battle, variants } = battleOf(context, read.scenario, 'shoot');
    knownWarrior(context, battle, '--shooter', args.shooter);
    knownWarrior(context, battle, '--target', args.target);
    const seed = seedFor(context, args.seed, read.scenario);
    const weapon = args.weapon === undefined ? null : (findWeapon(args.weapon)?.id ?? args.weapon);
    const planned = planShot(battle, args.shooter, args.target, weapon, { variants });
    if (!planned.ok) throw refusalProblem(context.cat, battle, planned.refusal);
    const result = rollShot(battle, args.shooter, planned, seed);
    if (args.out) await writeBattle(context, read, args.out, mordheimBattleToFile(read.source, result.battle));
    const weaponId = planned.candidate.weapon.id;
    if (args.json) return json({ seed: result.seed, shooter: args.shooter, target: args.target, weapon: weaponId, dice: traceJson(result.trace), end: result.end, warriors: warriorsJson(result.battle), diceAfter: result.dice });
    return shotText(context.cat, battle, args.shooter, args.target, weaponId, result) + (args.out ? context.cat.battle.written(args.out) + '\n' : '');
  },

  async phase(context, read, args) {
    const { battle, variants } = battleOf(context, read.scenario, 'phase');
    for (const id of args.order ?? []) knownWarrior(context, battle, '--order', id);
    const result = rollPhase(battle, { variants }, seedFor(context, args.seed, read.scenario), args.order);
    if (args.out) await writeBattle(context, read, args.out, mordheimBattleToFile(read.source, result.battle));
    if (args.json) return json({ seed: result.seed, turns: result.turns.map((t) => ({ ...t, trace: traceJson(t.trace) })), warriors: warriorsJson(result.battle), diceAfter: result.dice });
    return phaseText(context.cat, battle, result) + (args.out ? context.cat.battle.written(args.out) + '\n' : '');
  },

  render(context, scenario, sight) {
    const { battle } = battleOf(context, scenario, 'render');
    if (sight.from !== undefined) knownWarrior(context, battle, '--from', sight.from);
    if (sight.to !== undefined) knownWarrior(context, battle, '--to', sight.to);
    const sideOf = new Map(battle.warriors.map((w) => [w.id, battle.warbands.findIndex((band) => band.id === w.warband)]));
    const names = new Map(battle.warriors.map((w) => [w.id, w.name]));
    return renderTableSvg(battle.table, { ...sight, sideOf, names, labels: context.cat.svg });
  },
};
