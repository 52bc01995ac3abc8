/**
 * Battleaxe's unit battles on the page: the library's target report, phase and shot for one
 * unit, worded; the odds panel; the range of the unit's one weapon; how its file writes a unit.
 */
import { exactArithmetic, type DiceState } from '../../../../src/dice/index.js';
import {
  battleaxePhasePanic,
  BATTLEAXE_KEYWORDS,
  BATTLEAXE_UNIT_RULES,
  battleaxeOdds,
  battleaxePlanShot,
  battleaxeRollPhase,
  battleaxeRollShot,
  battleaxeShootingOrder,
  battleaxeTargetReport,
  isBattleaxeWeaponId,
  unitModels,
  type BattleaxeBattle,
  type BattleaxePhaseTurn,
  type BattleaxePlannedShot,
  type BattleaxeShotRefusal,
  type BattleaxeShotRoll,
} from '../../../../src/games/battleaxe/index.js';
import { battleaxeBattleToFile } from '../../../../src/scenario/index.js';
import { percent, type Catalogue } from '../../../../i18n/index.js';
import { describeDiceGroup } from '../../../../i18n/explain-battleaxe.js';
import { fixed2 } from '../../logic/odds-view.js';
import { blockOf, unitName } from '../units-shared.js';
import type { PhasePanicLines, ShooterSummary, TargetRow, UnitGame, UnitGameTypes, UnitScenarioOf } from '../web-game.js';
import { BATTLEAXE_EXACT_SHOTS, battleaxeView } from './odds.js';

type Scenario = UnitScenarioOf<'battleaxe'>;

/** One unit's shooting: a shot the player chose, or a unit's turn of the phase (with the battles before and after it). */
export type BattleaxeLoggedShot =
  | { readonly game: 'battleaxe'; readonly kind?: 'shot'; readonly before: BattleaxeBattle; readonly planned: Extract<BattleaxePlannedShot, { ok: true }>; readonly result: BattleaxeShotRoll }
  | { readonly game: 'battleaxe'; readonly kind: 'turn'; readonly seed: number; readonly before: BattleaxeBattle; readonly after: BattleaxeBattle; readonly turn: BattleaxePhaseTurn };

export interface BattleaxeUnitTypes extends UnitGameTypes<'battleaxe'> {
  readonly entry: BattleaxeLoggedShot;
  readonly refusal: { readonly game: 'battleaxe'; readonly refusal: BattleaxeShotRefusal };
}

const modelsLeft = (scenario: Scenario, unit: string) => unitModels(scenario.battle, unit).length;

function shooterSummary(cat: Catalogue, scenario: Scenario, shooter: string): ShooterSummary {
  const b = cat.battleaxe;
  const report = battleaxeTargetReport(scenario.battle, shooter, { variants: scenario.variants });
  const name = unitName(scenario.battle, report.shooter.unit);
  const line = report.shooter.may ? b.battle.mayShoot(name) : b.battle.mayNotShoot(name, report.shooter.refusals.map((r) => b.shooterRefusal[r]).join(', '));
  const rows = report.candidates.flatMap((c) =>
    c.options.map((o): TargetRow => {
      const how = o.volley ? b.battle.volley : b.battle.direct;
      const models = o.batches.reduce((n, batch) => n + batch.models, 0);
      const lines = [b.battle.target(unitName(scenario.battle, c.target), modelsLeft(scenario, c.target), c.distance)];
      // B-16: the arc is named where it let the shot through (a unit turning, the all-round variant); outside it is a refusal below.
      if (c.arc === 'turns-to-face' || c.arc === 'all-round') lines.push(b.arc[c.arc]);
      if (!o.legal) lines.push(b.battle.notLegal(o.refusals.map((r) => b.targetRefusal[r]).join(', ')));
      else lines.push(b.battle.option(how, models, o.batches.length));
      if (o.odds) lines.push(b.battle.odds(fixed2(cat, o.odds.meanModelsRemoved), percent(cat.language, o.odds.anyRemoved), percent(cat.language, o.odds.destroyed)));
      const advised = report.advice?.target === c.target && report.advice.volley === o.volley;
      const odds = o.odds ? { meanModelsRemoved: o.odds.meanModelsRemoved, anyRemoved: o.odds.anyRemoved, destroyed: o.odds.destroyed } : null;
      return { target: c.target, how, choice: { volley: o.volley }, legal: o.legal, advised, lines, odds, sightLines: [] };
    }),
  );
  return { may: report.shooter.may, line, rows };
}

/** The units whose models or wounds changed, as they stand after the shooting. */
function unitsAfter(cat: Catalogue, before: BattleaxeBattle, after: BattleaxeBattle): string[] {
  const lines: string[] = [];
  for (const u of after.units) {
    const old = before.units.find((o) => o.id === u.id);
    const models = unitModels(after, u.id).length;
    if (!old || unitModels(before, u.id).length !== models || old.state.woundsOnCurrent !== u.state.woundsOnCurrent) lines.push(cat.battleaxe.battle.unitState(u.name, models, u.startingModels, u.state.woundsOnCurrent));
  }
  return lines;
}

/** The dice as thrown, group by group (batch numbers only when there are several batches). */
/** Each group of dice as the calculator and the CLI explain it: what it needed and why, the faces, what came of them. */
function diceLines(cat: Catalogue, groups: BattleaxeShotRoll['report']['groups'], batches: number): string[] {
  return groups.map((group) => describeDiceGroup(cat, batches > 1 ? group : { ...group, batch: null }));
}

function logLines(cat: Catalogue, entry: BattleaxeLoggedShot): string[] {
  const b = cat.battleaxe;
  const name = (id: string) => unitName(entry.before, id);
  if (entry.kind === 'turn') {
    const { before, after, turn } = entry;
    const target = name(turn.target);
    return [
      `${b.name} — ${b.battle.turnHeading(1, name(turn.unit), target, turn.volley).replace(/^1\. /, '')}`,
      cat.web.roll.seedLine(entry.seed),
      ...diceLines(cat, turn.groups, turn.batches.length),
      b.text.result(target, turn.modelsRemoved, turn.targetAfter.models, turn.targetAfter.onCurrent),
      b.text.totals(turn.hits, turn.wounds, turn.unsaved),
      ...unitsAfter(cat, before, after),
    ];
  }
  const { before, planned, result } = entry;
  const report = result.report;
  const target = name(planned.candidate.target);
  return [
    `${b.name} — ${b.battle.turnHeading(1, name(planned.shooter), target, planned.option.volley).replace(/^1\. /, '')}`,
    cat.web.roll.seedLine(report.seed),
    ...diceLines(cat, report.groups, planned.option.batches.length),
    b.text.result(target, report.modelsRemoved, report.target.models, report.target.onCurrent),
    b.text.totals(report.hits, report.wounds, report.unsaved),
    ...unitsAfter(cat, before, result.battle),
  ];
}

/**
 * The phase's Panic tests (the library's `battleaxePhasePanic`, as the command line's `phase`
 * words them), each with its threshold (docs/battleaxe.md, Panic) and why its roll is left to
 * the player.
 */
function phasePanic(cat: Catalogue, scenario: Scenario, log: readonly BattleaxeLoggedShot[]): PhasePanicLines | null {
  const first = log[0];
  if (!first) return null;
  const t = cat.battleaxe.panic;
  const panics = battleaxePhasePanic(first.before, scenario.battle);
  if (panics.length === 0) return null;
  const units = panics.map((panic): string[] => {
    const loss = t.phaseLoss(unitName(first.before, panic.unit), panic.modelsRemoved, panic.threshold.startModels);
    const needed = panic.threshold.modelsRemoved;
    if (needed === null) return [loss, t.never];
    const rule = t.rule(needed, panic.threshold.startModels);
    return panic.taken ? [loss, rule, t.taken, t.failUnknown] : [loss, rule, t.notTaken];
  });
  return { heading: t.phaseHeading, units };
}

export const battleaxeUnits: UnitGame<BattleaxeUnitTypes> = {
  id: 'battleaxe',
  weaponName: (cat, id) => (isBattleaxeWeaponId(id) ? cat.battleaxe.weapon[id] : id),
  file: {
    profile: ['M', 'BS', 'S', 'T', 'W', 'armour', 'ward'],
    rules: [
      { kind: 'list', field: 'keywords', names: BATTLEAXE_KEYWORDS },
      { kind: 'list', field: 'rules', names: BATTLEAXE_UNIT_RULES },
      { kind: 'switch', field: 'skirmishers', name: 'skirmisher' },
    ],
    flags: ['moved', 'inCombat', 'fleeing', 'hasShot', 'standAndShoot'],
    movements: null,
    ownWeaponNumbers: ['range', 'strength', 'shots', 'armourPiercing'],
    // Plain line troops: BS 4+ S3 T3 with bows.
    newUnit: { profile: { BS: 4, S: 3, T: 3, W: 1 }, weapon: 'bow' },
  },
  shooterSummary,
  modelsLeft,
  shootingOrder: (scenario) => battleaxeShootingOrder(scenario.battle),
  shooterName: (scenario, shooter) => unitName(scenario.battle, shooter),
  // Battleaxe refuses characters in a file (`battleaxe-characters-not-built`).
  joinedShooters: () => [],
  battleToFile: battleaxeBattleToFile,
  phaseTurn: (scenario: Scenario, dice: DiceState, unit: string) => {
    const rolled = battleaxeRollPhase(scenario.battle, { variants: scenario.variants }, dice, [unit]);
    const turn = rolled.turns[0];
    if (!turn) return null;
    return { scenario: { ...scenario, battle: rolled.battle }, dice: rolled.dice, entry: { game: 'battleaxe', kind: 'turn', seed: dice.seed, before: scenario.battle, after: rolled.battle, turn } };
  },
  shoot: (scenario, dice, shooter, target, choice) => {
    const planned = battleaxePlanShot(scenario.battle, shooter, target, choice.volley ?? null, { variants: scenario.variants });
    if (!planned.ok) return { ok: false, refusal: { game: 'battleaxe', refusal: planned.refusal } };
    const result = battleaxeRollShot(scenario.battle, planned, dice);
    return { ok: true, step: { scenario: { ...scenario, battle: result.battle }, dice: result.report.dice, entry: { game: 'battleaxe', before: scenario.battle, planned, result } } };
  },
  logLines,
  phasePanic,
  odds: (cat, scenario, shooter, target, choice) => {
    const planned = battleaxePlanShot(scenario.battle, shooter, target, choice.volley ?? null, { variants: scenario.variants });
    if (!planned.ok) return null;
    const float = battleaxeOdds(planned.attack);
    const exact = float.unit.rounds <= BATTLEAXE_EXACT_SHOTS ? battleaxeOdds(planned.attack, exactArithmetic) : null;
    const title = cat.battleaxe.battle.turnHeading(1, unitName(scenario.battle, shooter), unitName(scenario.battle, target), planned.option.volley).replace(/^1\. /, '');
    return battleaxeView(cat, float, exact, title, planned.attack.target.models);
  },
  rangeWeapon: (scenario, shooter) => {
    const found = blockOf(scenario.battle.table, shooter);
    const weapon = scenario.battle.units.find((u) => u.id === shooter)?.weapon;
    return found && weapon ? { weapon: weapon.id, range: weapon.range, models: found.models } : null;
  },
};
