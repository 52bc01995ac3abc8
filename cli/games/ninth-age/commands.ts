import { ALONE_NOT_APPLIED, characterShooters, joinedRoll, ninthAgePlanShot, ninthAgeShooter, ninthAgeRoll, ninthAgeRollPhase, ninthAgeRollShot, ninthAgeTargetReport, type NinthAgeAttack, type NinthAgeBattle, type NinthAgeShotRefusal, type NinthAgeTargetReport } from '../../../src/games/ninth-age/index.js';
import { ninthAgeBattleToFile, type Scenario } from '../../../src/scenario/index.js';
import type { Catalogue } from '../../../i18n/index.js';
import { ninthAgeLinesSvg } from '../../../render/ninth-age-lines.js';
import { renderTableSvg } from '../../../render/svg.js';
import { seedFor, writeBattle, type CliContext } from '../../context.js';
import { dataOutput, textOutput, type GameCommands } from '../../game-commands.js';
import { pickedId, type Nameable } from '../../pick.js';
import { joinedOddsJson, joinedOddsLines, joinedOddsReports, joinedRollJson, joinedRollLines } from './joined-output.js';
import {
  attackHeading,
  ninthAgeNames,
  ninthAgeOddsJson,
  ninthAgeOddsReports,
  ninthAgeOddsText,
  ninthAgePhaseJson,
  ninthAgePhaseText,
  ninthAgeRollJson,
  ninthAgeRollText,
  ninthAgeShotJson,
  ninthAgeShotText,
  ninthAgeTargetsJson,
  ninthAgeTargetsText,
  ninthAgeUsedVariants,
} from './output.js';
import { cliProblem, type InputProblem } from '../../problems.js';

type NinthAgeScenario = Extract<Scenario, { game: 'ninth-age' }>;
type Attack = Extract<NinthAgeScenario, { kind: 'attack' }>;
type Battle = Extract<NinthAgeScenario, { kind: 'battle' }>;

function attackOf({ cat }: CliContext, scenario: NinthAgeScenario, command: string): Attack {
  if (scenario.kind === 'attack') return scenario;
  throw cliProblem(cat, { code: 'attack-needed', command });
}

function battleOf({ cat }: CliContext, scenario: NinthAgeScenario, command: string): Battle {
  if (scenario.kind === 'battle') return scenario;
  throw cliProblem(cat, { code: 'battle-needed', command });
}

/** In The Ninth Age units shoot at units: `--target` names a unit, by id or name. */
function unitId(context: CliContext, battle: NinthAgeBattle, option: string, given: string): string {
  return pickedId(context, 'unit', option, given, battle.units);
}

/** `--shooter` and `--order` name a unit, or a character joined to one that shoots its own weapon (`unit/1` or its name, T-14). */
function shooterId(context: CliContext, battle: NinthAgeBattle, option: string, given: string): string {
  return pickedId(context, 'unit', option, given, [...battle.units, ...characterShooters(battle)]);
}

function refusalProblem(cat: Catalogue, battle: NinthAgeBattle, refusal: NinthAgeShotRefusal): InputProblem {
  const name = (id: string) => ninthAgeShooter(battle, id)?.name ?? id;
  switch (refusal.code) {
    case 'shooter-may-not':
      return cliProblem(cat, { code: 'shooter-may-not', shooter: name(refusal.shooter.unit), reasons: refusal.shooter.refusals.map((r) => cat.ninthAge.unitRefusal[r]) });
    case 'weapon-not-usable':
      return cliProblem(cat, { code: 'weapon-not-usable', weapon: refusal.weapon });
    case 'target-not-legal':
      return cliProblem(cat, { code: 'target-not-legal', target: name(refusal.candidate.target), reasons: refusal.candidate.refusals.map((r) => cat.ninthAge.targetRefusal[r]) });
    case 'no-such-target':
      return cliProblem(cat, { code: 'not-a-target', target: refusal.target });
  }
}

/** Why `render --from` a joined character draws no lines: it may not shoot, or no enemy may be shot. */
function noCharacterLines(cat: Catalogue, name: string, report: NinthAgeTargetReport): InputProblem {
  if (!report.shooter.may) return cliProblem(cat, { code: 'shooter-may-not', shooter: name, reasons: report.shooter.refusals.map((r) => cat.ninthAge.unitRefusal[r]), flag: '--from' });
  return cliProblem(cat, { code: 'no-legal-target', shooter: name, flag: '--from' });
}

/** A quick attack's target with no rank and file left (NA-ALONE): what is not applied for its characters, as a line. */
function quickAloneLine(cat: Catalogue, attack: NinthAgeAttack): string {
  return cat.ninthAge.aloneNotApplied(attack.target.name ?? cat.ninthAge.label.defaultTarget, ALONE_NOT_APPLIED.map((r) => cat.ninthAge.aloneRule[r]));
}

/** The same for programs (`unit` is `target`: a quick attack's target has no id). */
function quickAloneJson(attack: NinthAgeAttack): Record<string, unknown> {
  return attack.target.models === 0 ? { notApplied: [{ unit: 'target', rules: ALONE_NOT_APPLIED }] } : {};
}

/** The Ninth Age on the command line: units shooting at units, with the three lines of cover. */
export const ninthAgeCommands: GameCommands<NinthAgeScenario> = {
  shootChoices: ['weapon'],
  odds(context, scenario, options) {
    const { attack, title, joined } = attackOf(context, scenario, 'odds');
    const reports = ninthAgeOddsReports(attack);
    // Characters joined to the target: their odds beside the unit's (NR-COMBINED, T-13).
    const characters = joined ? joinedOddsReports(attack, joined) : null;
    if (options.json) return dataOutput({ ...ninthAgeOddsJson(attack, reports, title), ...(characters ? { joined: joinedOddsJson(characters) } : {}), ...quickAloneJson(attack) });
    // No rank and file left (NA-ALONE): the unit's own odds would count models already gone, so only the characters' follow.
    if (characters?.alone) {
      const lines = [...(title ? [title] : []), attackHeading(context.cat, attack), context.cat.ninthAge.aloneOddsNote, ...joinedOddsLines(context.cat, characters), '', quickAloneLine(context.cat, attack)];
      return textOutput([...lines, '', context.cat.text.variantsUsed, ...ninthAgeUsedVariants(context.cat, attack.variants).map((line) => `  ${line}`)].join('\n') + '\n');
    }
    const text = ninthAgeOddsText(context.cat, attack, reports, title, characters !== null);
    return textOutput(characters ? text + joinedOddsLines(context.cat, characters).join('\n') + '\n' : text);
  },

  roll(context, scenario, seed, options) {
    const { attack, title, joined } = attackOf(context, scenario, 'roll');
    if (joined) {
      // The hits are shared before any wound is rolled, so the whole roll is the joined one.
      const rolled = joinedRoll(attack, joined, seedFor(context, seed, scenario));
      if (options.json) return dataOutput({ game: 'ninth-age', ...(title ? { title } : {}), seed: rolled.seed, attack, joined: joinedRollJson(rolled), ...quickAloneJson(attack) });
      const lines = [...(title ? [title] : []), attackHeading(context.cat, attack), ...joinedRollLines(context.cat, rolled)];
      if (attack.target.models === 0) lines.push('', quickAloneLine(context.cat, attack));
      lines.push('', context.cat.text.variantsUsed, ...ninthAgeUsedVariants(context.cat, attack.variants).map((text) => `  ${text}`));
      return textOutput(lines.join('\n') + '\n');
    }
    const report = ninthAgeRoll(attack, seedFor(context, seed, scenario));
    return options.json ? dataOutput(ninthAgeRollJson(attack, report, title)) : textOutput(ninthAgeRollText(context.cat, attack, report, title));
  },

  targets(context, scenario, given, options) {
    const { battle, variants } = battleOf(context, scenario, 'targets');
    const report = ninthAgeTargetReport(battle, shooterId(context, battle, '--shooter', given), { variants });
    return options.json ? dataOutput(ninthAgeTargetsJson(report, battle)) : textOutput(ninthAgeTargetsText(context.cat, battle, report));
  },

  async shoot(context, read, args) {
    const { battle, variants } = battleOf(context, read.scenario, 'shoot');
    const shooter = shooterId(context, battle, '--shooter', args.shooter);
    const target = unitId(context, battle, '--target', args.target);
    const planned = ninthAgePlanShot(battle, shooter, target, args.weapon ?? null, { variants });
    if (!planned.ok) throw refusalProblem(context.cat, battle, planned.refusal);
    const result = ninthAgeRollShot(battle, planned, seedFor(context, args.seed, read.scenario));
    if (args.out) await writeBattle(context, read, args.out, ninthAgeBattleToFile(read.source, result.battle));
    if (args.json) return dataOutput(ninthAgeShotJson(planned, result, battle));
    return textOutput(ninthAgeShotText(context.cat, battle, planned, result) + (args.out ? context.cat.battle.written(args.out) + '\n' : ''));
  },

  async phase(context, read, args) {
    const { battle, variants } = battleOf(context, read.scenario, 'phase');
    const order = args.order?.map((given) => shooterId(context, battle, '--order', given));
    const result = ninthAgeRollPhase(battle, { variants }, seedFor(context, args.seed, read.scenario), order);
    if (args.out) await writeBattle(context, read, args.out, ninthAgeBattleToFile(read.source, result.battle));
    if (args.json) return dataOutput(ninthAgePhaseJson(result, battle));
    return textOutput(ninthAgePhaseText(context.cat, battle, result) + (args.out ? context.cat.battle.written(args.out) + '\n' : ''));
  },

  /**
   * From a model: its sight lines to every other model. From a unit: the three lines of its
   * shooting models to the target it is advised to shoot, coloured by the cover they find. From a
   * joined character with its own weapon (`unit/1` or its name, T-14): its three lines, from its
   * place in the middle of the front rank, as `targets` measures them; refused when it may not
   * shoot or has nothing to shoot at. To a model: every other model's sight line to it.
   */
  render(context, scenario, sight) {
    const { battle, variants } = battleOf(context, scenario, 'render');
    const names = ninthAgeNames(battle);
    // A model's name is its unit's with its number ("Crossbowmen #3").
    const models: Nameable[] = battle.table.models.map((m) => ({ id: m.id, name: names.get(m.id) }));
    const characters = characterShooters(battle);
    const from = sight.from === undefined ? undefined : pickedId(context, 'model', '--from', sight.from, [...battle.units, ...characters, ...models]);
    const to = sight.to === undefined ? undefined : pickedId(context, 'model', '--to', sight.to, models);
    const character = characters.find((c) => c.id === from);
    const isUnit = from !== undefined && (character !== undefined || battle.units.some((u) => u.id === from));
    const armyOf = new Map(battle.units.map((u) => [u.id, battle.armies.findIndex((a) => a.id === u.army)]));
    const sideOf = new Map(battle.table.models.map((m) => [m.id, armyOf.get(m.unit ?? '') ?? 0]));
    let overlay = '';
    if (isUnit) {
      const report = ninthAgeTargetReport(battle, from, { variants });
      const advised = report.candidates.find((c) => c.target === report.advice?.target && c.entry.weapon.id === report.advice.weapon);
      if (advised) overlay = ninthAgeLinesSvg(advised.models, { labels: { cover: context.cat.ninthAge.cover }, names });
      // A character is not drawn as a model of its own: without its lines the picture would show nothing of it.
      else if (character) throw noCharacterLines(context.cat, character.name, report);
    }
    const unitNames = new Map(battle.units.map((u) => [u.id, u.name]));
    return renderTableSvg(battle.table, { ...(from !== undefined && !isUnit ? { from } : {}), ...(to !== undefined ? { to } : {}), sideOf, names, unitNames, labels: context.cat.svg, overlay });
  },
};
