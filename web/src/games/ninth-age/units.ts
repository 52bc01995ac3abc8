/**
 * The Ninth Age's unit battles on the page: the library's target report, phase and shot for
 * one unit, worded, with each shooting model's three lines; the odds panel; the range of the
 * chosen weapon from the ranks that shoot; how its file writes a unit.
 */
import { exactArithmetic, floatArithmetic, type DiceState } from '../../../../src/dice/index.js';
import {
  aloneNotApplied,
  isNinthAgeWeaponId,
  modelPlace,
  ninthAgeOdds,
  disciplineFails,
  ninthAgePhasePanic,
  ninthAgePlanShot,
  ninthAgeRollPhase,
  ninthAgeRollShot,
  characterPlace,
  characterShooters,
  ninthAgeShooter,
  shooterBlockId,
  ninthAgeShootingOrder,
  ninthAgeTargetReport,
  shootingRanks,
  standingInCover,
  unitModels,
  type CoverFinding,
  type ModelShooting,
  type NinthAgeBattle,
  type NinthAgeDiceGroup,
  type NinthAgePhaseRoll,
  type NinthAgePlannedShot,
  type NinthAgeShotRefusal,
  type NinthAgeShotRoll,
} from '../../../../src/games/ninth-age/index.js';
import { ninthAgeBattleToFile } from '../../../../src/scenario/index.js';
import { percent, type Catalogue } from '../../../../i18n/index.js';
import { diceGroupLine, joinedRollLines, ninthAgeTurnLines } from '../../../../i18n/explain-ninth-age.js';
import { blockOf, unitName } from '../units-shared.js';
import type { ModelSightLines, PhasePanicLines, ShooterSummary, TargetRow, UnitGame, UnitGameTypes, UnitScenarioOf } from '../web-game.js';
import { NINTH_AGE_EXACT_SHOTS, ninthAgeView } from './odds.js';

type Scenario = UnitScenarioOf<'ninth-age'>;
type NinthAgeTurn = NinthAgePhaseRoll['turns'][number];

/** One unit's shooting: a shot the player chose, or a unit's turn of the phase (with the battles before and after it). */
export type NinthAgeLoggedShot =
  | { readonly game: 'ninth-age'; readonly kind?: 'shot'; readonly before: NinthAgeBattle; readonly planned: Extract<NinthAgePlannedShot, { ok: true }>; readonly result: NinthAgeShotRoll }
  | { readonly game: 'ninth-age'; readonly kind: 'turn'; readonly seed: number; readonly before: NinthAgeBattle; readonly after: NinthAgeBattle; readonly turn: NinthAgeTurn };

export interface NinthAgeUnitTypes extends UnitGameTypes<'ninth-age'> {
  readonly entry: NinthAgeLoggedShot;
  readonly refusal: { readonly game: 'ninth-age'; readonly refusal: NinthAgeShotRefusal };
}

/** The entry the file keeps for a table weapon with its Aim (T-3: the Aim belongs to the entry): "crossbow (4+)". */
export function ninthAgeEntryText(weapon: string, aim: number): string {
  return `${weapon} (${aim}+)`;
}

function sightLines(model: string, cover: CoverFinding): ModelSightLines {
  const { left, centre, right } = cover.lines;
  return {
    model,
    cover: cover.cover,
    from: cover.from,
    facing: { a: cover.facing.a, b: cover.facing.b },
    lines: [left, centre, right].map((line) => ({ to: line.to, kind: line.hard ? 'hard' : line.soft ? 'soft' : 'clear' })),
  };
}

/** What T-11 and the 2.x Stand and Shoot add to a target's row: the Covering terrain it stands in, a shot beyond the range. */
function ruledLines(cat: Catalogue, models: readonly ModelShooting[]): string[] {
  const t = cat.ninthAge;
  const lines: string[] = [];
  const inside = models.find((m) => m.may && m.cover !== null && m.cover.standingIn.length > 0)?.cover;
  if (inside) lines.push(t.standsInside(inside.standingIn.map((p) => p.id).join(', '), standingInCover(inside.standingIn)));
  if (models.some((m) => m.beyondRangeByStandAndShoot)) lines.push(t.label.beyondRangeByStandAndShoot);
  return lines;
}

function shooterSummary(cat: Catalogue, scenario: Scenario, shooter: string): ShooterSummary {
  const t = cat.ninthAge;
  const report = ninthAgeTargetReport(scenario.battle, shooter, { variants: scenario.variants });
  // A joined character shooting on its own (T-14) is named as itself.
  const name = shooterName(scenario.battle, report.shooter.unit);
  const line = report.shooter.may ? t.mayShoot(name) : t.mayNotShoot(name, report.shooter.refusals.map((r) => t.unitRefusal[r]).join(', '));
  const rows = report.candidates.map((c): TargetRow => {
    const may = c.models.filter((m) => m.may).length;
    const lines = [`${c.legal ? t.label.legal : t.label.notLegal}: ${unitName(scenario.battle, c.target)}`];
    if (!c.legal) lines.push(c.refusals.map((r) => t.targetRefusal[r]).join(', '));
    lines.push(t.modelsMayShoot(may, c.models.length));
    if (c.odds) lines.push(t.oddsLine(c.odds.meanModelsRemoved, percent(cat.language, c.odds.modelRemoved), percent(cat.language, c.odds.destroyed)));
    const characters = scenario.battle.units.find((u) => u.id === c.target)?.joined?.characters ?? [];
    for (const odds of c.odds?.characters ?? []) lines.push(t.characterOdds(characters[odds.character]?.name ?? t.characterName(odds.character + 1), odds.hittable, percent(cat.language, odds.hit), percent(cat.language, odds.removed)));
    lines.push(...ruledLines(cat, c.models));
    // A target standing as its characters alone: what of their rules is not applied (NA-ALONE).
    for (const n of aloneNotApplied([scenario.battle], [c.target])) lines.push(t.aloneNotApplied(unitName(scenario.battle, n.unit), n.rules.map((r) => t.aloneRule[r])));
    const weapon = c.entry.weapon.id;
    const advised = report.advice?.target === c.target && report.advice.weapon === weapon;
    const odds = c.odds ? { meanModelsRemoved: c.odds.meanModelsRemoved, anyRemoved: c.odds.modelRemoved, destroyed: c.odds.destroyed } : null;
    const seen = c.models.flatMap((m) => (m.cover ? [sightLines(m.model, m.cover)] : []));
    return { target: c.target, how: t.withWeapon(weapon), choice: { weapon }, legal: c.legal, advised, lines, odds, sightLines: seen };
  });
  return { may: report.shooter.may, line, rows };
}

/** The units whose models or Health Points changed, as they stand after the shooting. */
function unitsAfter(cat: Catalogue, before: NinthAgeBattle, after: NinthAgeBattle): string[] {
  const lines: string[] = [];
  for (const u of after.units) {
    const old = before.units.find((o) => o.id === u.id);
    const models = unitModels(after, u.id).length;
    if (!old || unitModels(before, u.id).length !== models || old.state.hpLost !== u.state.hpLost) lines.push(cat.ninthAge.unitState(u.name, models, u.state.hpLost));
    // Each joined character whose Health Points changed (T-13).
    (u.joined?.characters ?? []).forEach((c, i) => {
      const was = old?.joined?.characters[i];
      if (!was || was.hpLost !== c.hpLost || was.removed !== c.removed) lines.push(cat.ninthAge.characterState(c.name ?? cat.ninthAge.characterName(i + 1), c.hpLost, c.removed));
    });
  }
  return lines;
}

/** The dice as thrown, group by group, each with what it led to. */
/** Each group of dice as the calculator and the CLI explain it: the step, why, the score needed, each die and what it did. */
function diceLines(cat: Catalogue, groups: readonly NinthAgeDiceGroup[]): string[] {
  return groups.map((group) => diceGroupLine(cat, group));
}

/** A unit's name, or a joined character's shooting on its own (T-14). */
function shooterName(battle: NinthAgeBattle, id: string): string {
  return ninthAgeShooter(battle, id)?.name ?? unitName(battle, id);
}

function logLines(cat: Catalogue, entry: NinthAgeLoggedShot): string[] {
  const t = cat.ninthAge;
  // A joined character shooting its own weapon (T-14) is named as itself, not by its id.
  const name = (id: string) => shooterName(entry.before, id);
  if (entry.kind === 'turn') {
    const { before, after, turn } = entry;
    // At a unit with joined characters the turn shares each volley's hits and names whom each hit struck (T-13).
    return [`${t.game} — ${t.unitShoots(name(turn.shooter), turn.weapon, name(turn.target))}`, cat.web.roll.seedLine(entry.seed), ...ninthAgeTurnLines(cat, turn.trace), ...unitsAfter(cat, before, after)];
  }
  const { before, planned, result } = entry;
  const report = result.report;
  const target = name(planned.candidate.target);
  if (result.joined) return [`${t.game} — ${t.unitShoots(name(planned.shooter), planned.candidate.entry.weapon.id, target)}`, ...joinedRollLines(cat, result.joined).filter((line) => line !== ''), ...unitsAfter(cat, before, result.battle)];
  return [
    `${t.game} — ${t.unitShoots(name(planned.shooter), planned.candidate.entry.weapon.id, target)}`,
    cat.web.roll.seedLine(report.seed),
    ...diceLines(cat, report.groups),
    t.resultLine(target, report.unit.models, report.unit.onCurrent),
    [t.hits(report.hits), t.wounds(report.wounds), t.unsavedWounds(report.unsaved), t.healthPoints(report.hpLost), t.models(report.modelsRemoved)].join(', '),
    ...unitsAfter(cat, before, result.battle),
  ];
}

/**
 * The phase's Panic Tests (the library's `ninthAgePhasePanic`, as the command line's `phase`
 * words them), each with its threshold (docs/ninth-age.md, Panic) and what the test rolls: a
 * 2.x Discipline Test fails on 2D6 over Discipline, with its chance when the profile gives it;
 * the current rules' Courage Test is not worked out.
 */
function phasePanic(cat: Catalogue, scenario: Scenario, log: readonly NinthAgeLoggedShot[]): PhasePanicLines | null {
  const first = log[0];
  if (!first) return null;
  const t = cat.ninthAge;
  const panics = ninthAgePhasePanic(first.before, scenario.battle, scenario.variants.edition);
  if (panics.length === 0) return null;
  const units = panics.map((panic): string[] => {
    const loss = t.panicPhaseLoss(unitName(first.before, panic.unit), panic.hpLost, panic.threshold.startHp);
    const { threshold } = panic;
    if (threshold.exempt !== null) return [loss, t.panic.never[threshold.exempt]];
    if (threshold.hpLost === null) return [loss, t.panic.never['too-few']];
    const rule = t.panicRule(threshold.rule, threshold.hpLost, threshold.startHp);
    if (!panic.taken) return [loss, rule, t.panic.notTaken];
    const discipline = first.before.units.find((u) => u.id === panic.unit)?.profile.Dis;
    const test = threshold.test === 'courage' ? t.panic.failUnknown['courage-test'] : discipline === undefined ? t.panic.failUnknown['no-discipline'] : `${t.panicFailed(discipline)}: ${percent(cat.language, disciplineFails(discipline, floatArithmetic))}`;
    return [loss, rule, t.panic.taken, test];
  });
  return { heading: t.panicPhaseHeading, units };
}

export const ninthAgeUnits: UnitGame<NinthAgeUnitTypes> = {
  id: 'ninth-age',
  weaponName: (cat, id) => (isNinthAgeWeaponId(id) ? cat.ninthAge.weapon[id] : id),
  file: {
    profile: ['Height', 'Adv', 'HP', 'Res', 'Arm', 'Aegis', 'Fortitude', 'Str', 'AP'],
    rules: [{ kind: 'list', field: 'rules', names: ['march-and-shoot', 'flammable', 'skirmisher', 'light-troops', 'fly'] }],
    flags: ['engaged', 'fleeing', 'hasShot', 'standAndShoot'],
    movements: ['none', 'pivot', 'advance', 'reform', 'march'],
    ownWeaponNumbers: ['aim', 'range', 'shots', 'strength', 'armourPenetration'],
    // Plain line troops: Height 2, Res 3, bows at Aim 4+.
    newUnit: { profile: { Height: 2, HP: 1, Res: 3, Arm: 0 }, weapons: [ninthAgeEntryText('bow', 4)] },
  },
  shooterSummary,
  modelsLeft: (scenario, unit) => unitModels(scenario.battle, unit).length,
  shootingOrder: (scenario) => ninthAgeShootingOrder(scenario.battle),
  shooterName: (scenario, shooter) => shooterName(scenario.battle, shooter),
  joinedShooters: (scenario) => characterShooters(scenario.battle).map((c) => ({ id: c.id, name: c.name, unit: c.joinedTo?.unit ?? c.id })),
  battleToFile: ninthAgeBattleToFile,
  phaseTurn: (scenario: Scenario, dice: DiceState, unit: string) => {
    const rolled = ninthAgeRollPhase(scenario.battle, { variants: scenario.variants }, dice, [unit]);
    const turn = rolled.turns[0];
    if (!turn) return null;
    return { scenario: { ...scenario, battle: rolled.battle }, dice: rolled.dice, entry: { game: 'ninth-age', kind: 'turn', seed: dice.seed, before: scenario.battle, after: rolled.battle, turn } };
  },
  shoot: (scenario, dice, shooter, target, choice) => {
    const planned = ninthAgePlanShot(scenario.battle, shooter, target, choice.weapon ?? null, { variants: scenario.variants });
    if (!planned.ok) return { ok: false, refusal: { game: 'ninth-age', refusal: planned.refusal } };
    const result = ninthAgeRollShot(scenario.battle, planned, dice);
    return { ok: true, step: { scenario: { ...scenario, battle: result.battle }, dice: result.report.dice, entry: { game: 'ninth-age', before: scenario.battle, planned, result } } };
  },
  logLines,
  phasePanic,
  odds: (cat, scenario, shooter, target, choice) => {
    const planned = ninthAgePlanShot(scenario.battle, shooter, target, choice.weapon ?? null, { variants: scenario.variants });
    if (!planned.ok) return null;
    const float = ninthAgeOdds(planned.attack);
    const exact = float.series.shots <= NINTH_AGE_EXACT_SHOTS ? ninthAgeOdds(planned.attack, exactArithmetic) : null;
    const shooting = cat.ninthAge.unitShoots(shooterName(scenario.battle, shooter), planned.candidate.entry.weapon.id, unitName(scenario.battle, target));
    // Joined characters (T-13): the panel's figures leave them out, and say so.
    const title = planned.candidate.joined ? `${shooting} — ${cat.ninthAge.tableOddsWithoutCharacters}` : shooting;
    return ninthAgeView(cat, planned.attack, float, exact, title, planned.attack.target.models);
  },
  rangeWeapon: (scenario, shooter, wanted) => {
    // A unit, or a character joined to one that shoots its own weapon (T-14), standing in its unit's block.
    const unit = ninthAgeShooter(scenario.battle, shooter);
    const found = unit ? blockOf(scenario.battle.table, shooterBlockId(unit)) : null;
    const entry = unit?.weapons.find((w) => w.weapon.id === wanted) ?? unit?.weapons[0];
    if (!unit || !found || !entry) return null;
    const weapon = { weapon: entry.weapon.id, range: entry.weapon.range };
    const joinedTo = unit.joinedTo;
    if (joinedTo) {
      // The character measures from its own place, as the library's shot does: the front-rank place
      // T-14 gives it, or its own model once its unit has no rank and file left (NA-ALONE).
      const places = found.models.map((model) => ({ id: model.id, model, ...modelPlace(found.block, model) }));
      const alone = scenario.battle.units.find((u) => u.id === joinedTo.unit)?.joined?.alone === true;
      const own = alone ? places.filter((p) => p.id === unit.id) : characterPlace(found.block, places);
      return { ...weapon, models: own.map((p) => p.model), block: found.block.id };
    }
    // Only the ranks that shoot (two, three with Volley Fire) measure range (facts B3).
    const ranks = shootingRanks(unit, entry);
    return { ...weapon, models: found.models.filter((m) => modelPlace(found.block, m).rank <= ranks) };
  },
};
