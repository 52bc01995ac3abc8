/**
 * Battles of the games that shoot unit by unit (Battleaxe, The Ninth Age): the battle the
 * library parsed, the dice, and a log of shots kept as data (so a language switch rewrites
 * it). Every rule question goes to the library; this only carries the state and words it.
 */
import { diceFromSeed, type DiceState } from '../../../src/dice/index.js';
import {
  battleaxePlanShot,
  battleaxeRollShot,
  battleaxeTargetReport,
  unitModels as battleaxeUnitModels,
  type BattleaxeBattle,
  type BattleaxePlannedShot,
  type BattleaxeShotRefusal,
  type BattleaxeShotRoll,
  type BattleaxeTargetReport,
} from '../../../src/games/battleaxe/index.js';
import {
  ninthAgePlanShot,
  ninthAgeRollShot,
  ninthAgeTargetReport,
  unitModels as ninthAgeUnitModels,
  type NinthAgeBattle,
  type NinthAgePlannedShot,
  type NinthAgeShotRefusal,
  type NinthAgeShotRoll,
  type NinthAgeTargetReport,
} from '../../../src/games/ninth-age/index.js';
import { parseScenario, type Scenario } from '../../../src/scenario/index.js';
import { percent, type Catalogue } from '../../../i18n/index.js';

export type UnitScenario = Extract<Scenario, { readonly kind: 'battle'; readonly game: 'battleaxe' | 'ninth-age' }>;
export type BattleaxeUnitScenario = Extract<UnitScenario, { readonly game: 'battleaxe' }>;
export type NinthAgeUnitScenario = Extract<UnitScenario, { readonly game: 'ninth-age' }>;

/** A battle of a unit game, when the text holds one (anything else is left to the Mordheim path). */
export function unitBattleFromText(text: string): UnitScenario | null {
  const parsed = parseScenario(text);
  if (!parsed.ok || parsed.scenario.kind !== 'battle' || parsed.scenario.game === 'mordheim') return null;
  return parsed.scenario;
}

export type UnitReport = { readonly game: 'battleaxe'; readonly report: BattleaxeTargetReport } | { readonly game: 'ninth-age'; readonly report: NinthAgeTargetReport };

/** Whether the unit may shoot, and every enemy unit with its reasons and odds (the library's target report). */
export function unitReport(scenario: UnitScenario, shooter: string): UnitReport {
  switch (scenario.game) {
    case 'battleaxe':
      return { game: 'battleaxe', report: battleaxeTargetReport(scenario.battle, shooter, { variants: scenario.variants }) };
    case 'ninth-age':
      return { game: 'ninth-age', report: ninthAgeTargetReport(scenario.battle, shooter, { variants: scenario.variants }) };
  }
}

/** The units of the battle with their army and name. */
export function unitsOf(scenario: UnitScenario): readonly { readonly id: string; readonly name: string; readonly army: string }[] {
  return scenario.battle.units.map((u) => ({ id: u.id, name: u.name, army: u.army }));
}

export function modelsLeft(scenario: UnitScenario, unit: string): number {
  return scenario.game === 'battleaxe' ? battleaxeUnitModels(scenario.battle, unit).length : ninthAgeUnitModels(scenario.battle, unit).length;
}

/** One unit's shooting, as the library planned and rolled it, with the battle before it. */
export type LoggedUnitShot =
  | { readonly game: 'battleaxe'; readonly before: BattleaxeBattle; readonly planned: Extract<BattleaxePlannedShot, { ok: true }>; readonly result: BattleaxeShotRoll }
  | { readonly game: 'ninth-age'; readonly before: NinthAgeBattle; readonly planned: Extract<NinthAgePlannedShot, { ok: true }>; readonly result: NinthAgeShotRoll };

export interface UnitSession {
  readonly scenario: UnitScenario;
  readonly dice: DiceState;
  readonly log: readonly LoggedUnitShot[];
}

export function newUnitSession(scenario: UnitScenario, seed: number = scenario.seed ?? 1): UnitSession {
  return { scenario, dice: diceFromSeed(seed), log: [] };
}

export function reseedUnits(session: UnitSession, seed: number): UnitSession {
  return { ...session, dice: diceFromSeed(seed) };
}

export type UnitShotRefusal = { readonly game: 'battleaxe'; readonly refusal: BattleaxeShotRefusal } | { readonly game: 'ninth-age'; readonly refusal: NinthAgeShotRefusal };

/**
 * The chosen unit shoots the chosen target with the session's dice (the advised way or
 * weapon when `choice` is null: Battleaxe's volley or not, The Ninth Age's weapon).
 */
export function shootUnit(session: UnitSession, shooter: string, target: string, choice: { readonly volley?: boolean; readonly weapon?: string } = {}): { readonly ok: true; readonly session: UnitSession } | { readonly ok: false; readonly refusal: UnitShotRefusal } {
  const { scenario, dice } = session;
  switch (scenario.game) {
    case 'battleaxe': {
      const planned = battleaxePlanShot(scenario.battle, shooter, target, choice.volley ?? null, { variants: scenario.variants });
      if (!planned.ok) return { ok: false, refusal: { game: 'battleaxe', refusal: planned.refusal } };
      const result = battleaxeRollShot(scenario.battle, planned, dice);
      const entry: LoggedUnitShot = { game: 'battleaxe', before: scenario.battle, planned, result };
      return { ok: true, session: { scenario: { ...scenario, battle: result.battle }, dice: result.report.dice, log: [...session.log, entry] } };
    }
    case 'ninth-age': {
      const planned = ninthAgePlanShot(scenario.battle, shooter, target, choice.weapon ?? null, { variants: scenario.variants });
      if (!planned.ok) return { ok: false, refusal: { game: 'ninth-age', refusal: planned.refusal } };
      const result = ninthAgeRollShot(scenario.battle, planned, dice);
      const entry: LoggedUnitShot = { game: 'ninth-age', before: scenario.battle, planned, result };
      return { ok: true, session: { scenario: { ...scenario, battle: result.battle }, dice: result.report.dice, log: [...session.log, entry] } };
    }
  }
}

// ---------------------------------------------------------------------------------------
// Words, from the catalogue of the chosen language.

const fixed2 = (cat: Catalogue, value: number) => new Intl.NumberFormat(cat.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/** One row of the targets list: the target, legal or not, the reasons or the odds, and whether advised. */
export interface TargetRow {
  readonly target: string;
  /** Battleaxe: volley or direct; The Ninth Age: the weapon. */
  readonly how: string;
  readonly choice: { readonly volley?: boolean; readonly weapon?: string };
  readonly legal: boolean;
  readonly advised: boolean;
  readonly lines: readonly string[];
}

export interface ShooterSummary {
  readonly may: boolean;
  readonly line: string;
  readonly rows: readonly TargetRow[];
}

function nameOf(scenario: UnitScenario, id: string): string {
  return scenario.battle.units.find((u) => u.id === id)?.name ?? id;
}

/** Whether the unit may shoot (and why not), then each target with its reasons or odds. */
export function shooterSummary(cat: Catalogue, scenario: UnitScenario, unit: UnitReport): ShooterSummary {
  const name = nameOf(scenario, unit.report.shooter.unit);
  switch (unit.game) {
    case 'battleaxe': {
      const b = cat.battleaxe;
      const { report } = unit;
      const line = report.shooter.may ? b.battle.mayShoot(name) : b.battle.mayNotShoot(name, report.shooter.refusals.map((r) => b.shooterRefusal[r]).join(', '));
      const rows = report.candidates.flatMap((c) =>
        c.options.map((o): TargetRow => {
          const how = o.volley ? b.battle.volley : b.battle.direct;
          const models = o.batches.reduce((n, batch) => n + batch.models, 0);
          const lines = [b.battle.target(nameOf(scenario, c.target), modelsLeft(scenario, c.target), c.distance)];
          if (!o.legal) lines.push(b.battle.notLegal(o.refusals.map((r) => b.targetRefusal[r]).join(', ')));
          else lines.push(b.battle.option(how, models, o.batches.length));
          if (o.odds) lines.push(b.battle.odds(fixed2(cat, o.odds.meanModelsRemoved), percent(cat.language, o.odds.anyRemoved), percent(cat.language, o.odds.destroyed)));
          const advised = report.advice?.target === c.target && report.advice.volley === o.volley;
          return { target: c.target, how, choice: { volley: o.volley }, legal: o.legal, advised, lines };
        }),
      );
      return { may: report.shooter.may, line, rows };
    }
    case 'ninth-age': {
      const t = cat.ninthAge;
      const { report } = unit;
      const line = report.shooter.may ? t.mayShoot(name) : t.mayNotShoot(name, report.shooter.refusals.map((r) => t.unitRefusal[r]).join(', '));
      const rows = report.candidates.map((c): TargetRow => {
        const may = c.models.filter((m) => m.may).length;
        const lines = [`${c.legal ? t.label.legal : t.label.notLegal}: ${nameOf(scenario, c.target)}`];
        if (!c.legal) lines.push(c.refusals.map((r) => t.targetRefusal[r]).join(', '));
        lines.push(t.modelsMayShoot(may, c.models.length));
        if (c.odds) lines.push(t.oddsLine(c.odds.meanModelsRemoved, percent(cat.language, c.odds.modelRemoved), percent(cat.language, c.odds.destroyed)));
        const weapon = c.entry.weapon.id;
        const advised = report.advice?.target === c.target && report.advice.weapon === weapon;
        return { target: c.target, how: t.withWeapon(weapon), choice: { weapon }, legal: c.legal, advised, lines };
      });
      return { may: report.shooter.may, line, rows };
    }
  }
}

/** A logged shot in words: the heading, the seed, the dice as thrown, the result and the units after it. */
export function shotLines(cat: Catalogue, entry: LoggedUnitShot): string[] {
  switch (entry.game) {
    case 'battleaxe': {
      const b = cat.battleaxe;
      const { before, planned, result } = entry;
      const name = (id: string) => before.units.find((u) => u.id === id)?.name ?? id;
      const report = result.report;
      const target = name(planned.candidate.target);
      const batches = planned.option.batches.length;
      const lines = [`${b.name} — ${b.battle.turnHeading(1, name(planned.shooter), target, planned.option.volley).replace(/^1\. /, '')}`, b.text.seedLine(report.seed)];
      for (const group of report.groups) {
        const rolled = group.dice.filter((d) => d.face !== null);
        if (rolled.length > 0) lines.push(`${b.text.diceGroup(rolled.length, group.step, batches > 1 && group.batch !== null ? group.batch + 1 : null)}: ${rolled.map((d) => d.face).join(', ')}`);
      }
      lines.push(b.text.result(target, report.modelsRemoved, report.target.models, report.target.onCurrent), b.text.totals(report.hits, report.wounds, report.unsaved));
      for (const u of result.battle.units) {
        const old = before.units.find((o) => o.id === u.id);
        const models = battleaxeUnitModels(result.battle, u.id).length;
        if (!old || battleaxeUnitModels(before, u.id).length !== models || old.state.woundsOnCurrent !== u.state.woundsOnCurrent) lines.push(b.battle.unitState(u.name, models, u.startingModels, u.state.woundsOnCurrent));
      }
      return lines;
    }
    case 'ninth-age': {
      const t = cat.ninthAge;
      const { before, planned, result } = entry;
      const name = (id: string) => before.units.find((u) => u.id === id)?.name ?? id;
      const report = result.report;
      const target = name(planned.candidate.target);
      const lines = [`${t.game} — ${t.unitShoots(name(planned.shooter), planned.candidate.entry.weapon.id, target)}`, cat.text.seedLine(report.seed)];
      for (const group of report.groups) {
        lines.push(`${t.step[group.check.step]}: ${group.dice.map((d) => (d.face === null ? `${cat.text.noDie} — ${t.outcome[d.outcome]}` : `${d.face} ${t.outcome[d.outcome]}`)).join(', ')}`);
      }
      lines.push(
        t.resultLine(target, report.unit.models, report.unit.onCurrent),
        [t.hits(report.hits), t.wounds(report.wounds), t.unsavedWounds(report.unsaved), t.healthPoints(report.hpLost), t.models(report.modelsRemoved)].join(', '),
      );
      for (const u of result.battle.units) {
        const old = before.units.find((o) => o.id === u.id);
        const models = ninthAgeUnitModels(result.battle, u.id).length;
        if (!old || ninthAgeUnitModels(before, u.id).length !== models || old.state.hpLost !== u.state.hpLost) lines.push(t.unitState(u.name, models, u.state.hpLost));
      }
      return lines;
    }
  }
}
