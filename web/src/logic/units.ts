/**
 * Battles of the games that shoot unit by unit (Battleaxe, The Ninth Age): the battle the
 * library parsed, the dice, and a log of shots kept as data (so a language switch rewrites
 * it). Every rule question goes to the library; this only carries the state and words it.
 */
import { diceFromSeed, type DiceState } from '../../../src/dice/index.js';
import {
  battleaxePlanShot,
  battleaxeRollPhase,
  battleaxeRollShot,
  battleaxeShootingOrder,
  battleaxeTargetReport,
  unitModels as battleaxeUnitModels,
  type BattleaxeBattle,
  type BattleaxePhaseTurn,
  type BattleaxePlannedShot,
  type BattleaxeShotRefusal,
  type BattleaxeShotRoll,
  type BattleaxeTargetReport,
} from '../../../src/games/battleaxe/index.js';
import {
  groupDice as ninthAgeGroupDice,
  ninthAgePlanShot,
  ninthAgeRollPhase,
  ninthAgeRollShot,
  ninthAgeShootingOrder,
  ninthAgeTargetReport,
  unitModels as ninthAgeUnitModels,
  type NinthAgeBattle,
  type NinthAgePhaseRoll,
  type NinthAgePlannedShot,
  type NinthAgeShotRefusal,
  type NinthAgeShotRoll,
  type NinthAgeTargetReport,
} from '../../../src/games/ninth-age/index.js';
import { battleaxeBattleToFile, ninthAgeBattleToFile, parseScenario, parseScenarioValue, type Scenario, type ScenarioIssue } from '../../../src/scenario/index.js';
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

/** A battle of a unit game from a value already parsed as JSON (a stored battle, a file), or null. */
export function unitBattleFromValue(value: unknown): UnitScenario | null {
  const parsed = parseScenarioValue(value);
  if (!parsed.ok || parsed.scenario.kind !== 'battle' || parsed.scenario.game === 'mordheim') return null;
  return parsed.scenario;
}

type NinthAgeTurn = NinthAgePhaseRoll['turns'][number];

/**
 * One unit's shooting, as the library planned and rolled it, with the battle before it; or
 * one unit's turn of the phase (the library's phase roll for that unit), with the battles
 * before and after it.
 */
export type LoggedUnitShot =
  | { readonly game: 'battleaxe'; readonly kind?: 'shot'; readonly before: BattleaxeBattle; readonly planned: Extract<BattleaxePlannedShot, { ok: true }>; readonly result: BattleaxeShotRoll }
  | { readonly game: 'ninth-age'; readonly kind?: 'shot'; readonly before: NinthAgeBattle; readonly planned: Extract<NinthAgePlannedShot, { ok: true }>; readonly result: NinthAgeShotRoll }
  | { readonly game: 'battleaxe'; readonly kind: 'turn'; readonly seed: number; readonly before: BattleaxeBattle; readonly after: BattleaxeBattle; readonly turn: BattleaxePhaseTurn }
  | { readonly game: 'ninth-age'; readonly kind: 'turn'; readonly seed: number; readonly before: NinthAgeBattle; readonly after: NinthAgeBattle; readonly turn: NinthAgeTurn };

export interface UnitSession {
  readonly scenario: UnitScenario;
  /** The scenario file, with the battle's state written back after every shot (what export and storage keep). */
  readonly file: unknown;
  readonly dice: DiceState;
  readonly log: readonly LoggedUnitShot[];
  /** Index, in the shooting army's order, of the next unit the phase will consider. */
  readonly phaseNext: number;
}

/** A session of a unit battle: the file is kept beside the battle (given, else rebuilt from the text). */
export function newUnitSession(scenario: UnitScenario, seed: number = scenario.seed ?? 1, file: unknown = null, dice: DiceState = diceFromSeed(seed)): UnitSession {
  return { scenario, file, dice, log: [], phaseNext: 0 };
}

/** The text of a unit battle to a session with its file, or null when it holds none. */
export function unitSessionFromText(text: string): UnitSession | null {
  const scenario = unitBattleFromText(text);
  return scenario ? newUnitSession(scenario, scenario.seed ?? 1, JSON.parse(text) as unknown) : null;
}

/** A stored value (file and dice) to a session, or null when it is no unit battle. */
export function unitSessionFromValue(value: unknown, dice?: DiceState): UnitSession | null {
  const scenario = unitBattleFromValue(value);
  return scenario ? newUnitSession(scenario, scenario.seed ?? 1, value, dice) : null;
}

/** The battle written back into the session's file by the library. */
function withBattle(session: UnitSession, battle: BattleaxeBattle | NinthAgeBattle): Pick<UnitSession, 'scenario' | 'file'> {
  const { scenario } = session;
  switch (scenario.game) {
    case 'battleaxe': {
      const next = battle as BattleaxeBattle;
      return { scenario: { ...scenario, battle: next }, file: session.file === null ? null : battleaxeBattleToFile(session.file, next) };
    }
    case 'ninth-age': {
      const next = battle as NinthAgeBattle;
      return { scenario: { ...scenario, battle: next }, file: session.file === null ? null : ninthAgeBattleToFile(session.file, next) };
    }
  }
}

/** The whole file as export writes it (and the share link carries). */
export function unitFileText(session: UnitSession): string {
  return JSON.stringify(session.file, null, 2) + '\n';
}

/** The order units of the shooting army act in (the library's). */
export function unitShootingOrder(scenario: UnitScenario): string[] {
  return scenario.game === 'battleaxe' ? battleaxeShootingOrder(scenario.battle) : ninthAgeShootingOrder(scenario.battle);
}

export function unitPhaseOver(session: UnitSession): boolean {
  return session.phaseNext >= unitShootingOrder(session.scenario).length;
}

/**
 * The next unit of the phase takes the library's advised shooting (the library's phase roll
 * for that one unit), with the battle and dice carried; units that cannot shoot are passed.
 */
export function nextUnit(session: UnitSession): UnitSession {
  const order = unitShootingOrder(session.scenario);
  let next = session.phaseNext;
  while (next < order.length) {
    const id = order[next] ?? '';
    next += 1;
    const { scenario, dice } = session;
    switch (scenario.game) {
      case 'battleaxe': {
        const rolled = battleaxeRollPhase(scenario.battle, { variants: scenario.variants }, dice, [id]);
        const turn = rolled.turns[0];
        if (!turn) continue;
        const entry: LoggedUnitShot = { game: 'battleaxe', kind: 'turn', seed: dice.seed, before: scenario.battle, after: rolled.battle, turn };
        return { ...session, ...withBattle(session, rolled.battle), dice: rolled.dice, log: [...session.log, entry], phaseNext: next };
      }
      case 'ninth-age': {
        const rolled = ninthAgeRollPhase(scenario.battle, { variants: scenario.variants }, dice, [id]);
        const turn = rolled.turns[0];
        if (!turn) continue;
        const entry: LoggedUnitShot = { game: 'ninth-age', kind: 'turn', seed: dice.seed, before: scenario.battle, after: rolled.battle, turn };
        return { ...session, ...withBattle(session, rolled.battle), dice: rolled.dice, log: [...session.log, entry], phaseNext: next };
      }
    }
  }
  return { ...session, phaseNext: next };
}

/** The rest of the phase, unit by unit. */
export function restOfUnitPhase(session: UnitSession): UnitSession {
  let played = session;
  while (!unitPhaseOver(played)) played = nextUnit(played);
  return played;
}

/** Undo and redo over whole sessions. */
export interface UnitHistory {
  readonly current: UnitSession;
  readonly past: readonly UnitSession[];
  readonly future: readonly UnitSession[];
}

export const UNIT_UNDO_LIMIT = 200;

export function newUnitHistory(session: UnitSession): UnitHistory {
  return { current: session, past: [], future: [] };
}

/** A new step; `merge` replaces the current one (each step of one drag is a single undo). */
export function pushUnit(history: UnitHistory, next: UnitSession, merge = false): UnitHistory {
  if (merge) return { ...history, current: next };
  return { current: next, past: [...history.past, history.current].slice(-UNIT_UNDO_LIMIT), future: [] };
}

export function undoUnit(history: UnitHistory): UnitHistory {
  const previous = history.past[history.past.length - 1];
  if (!previous) return history;
  return { current: previous, past: history.past.slice(0, -1), future: [history.current, ...history.future] };
}

export function redoUnit(history: UnitHistory): UnitHistory {
  const next = history.future[0];
  if (!next) return history;
  return { current: next, past: [...history.past, history.current], future: history.future.slice(1) };
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
      return { ok: true, session: { ...session, ...withBattle(session, result.battle), dice: result.report.dice, log: [...session.log, entry] } };
    }
    case 'ninth-age': {
      const planned = ninthAgePlanShot(scenario.battle, shooter, target, choice.weapon ?? null, { variants: scenario.variants });
      if (!planned.ok) return { ok: false, refusal: { game: 'ninth-age', refusal: planned.refusal } };
      const result = ninthAgeRollShot(scenario.battle, planned, dice);
      const entry: LoggedUnitShot = { game: 'ninth-age', before: scenario.battle, planned, result };
      return { ok: true, session: { ...session, ...withBattle(session, result.battle), dice: result.report.dice, log: [...session.log, entry] } };
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
  if (entry.kind === 'turn') return turnLines(cat, entry);
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

/** A unit's turn of the phase in words, as a single shot reads (the dice from the library's phase roll). */
function turnLines(cat: Catalogue, entry: Extract<LoggedUnitShot, { kind: 'turn' }>): string[] {
  switch (entry.game) {
    case 'battleaxe': {
      const b = cat.battleaxe;
      const { before, after, turn } = entry;
      const name = (id: string) => before.units.find((u) => u.id === id)?.name ?? id;
      const target = name(turn.target);
      const batches = turn.batches.length;
      const lines = [`${b.name} — ${b.battle.turnHeading(1, name(turn.unit), target, turn.volley).replace(/^1\. /, '')}`, b.text.seedLine(entry.seed)];
      for (const group of turn.groups) {
        const rolled = group.dice.filter((d) => d.face !== null);
        if (rolled.length > 0) lines.push(`${b.text.diceGroup(rolled.length, group.step, batches > 1 && group.batch !== null ? group.batch + 1 : null)}: ${rolled.map((d) => d.face).join(', ')}`);
      }
      lines.push(b.text.result(target, turn.modelsRemoved, turn.targetAfter.models, turn.targetAfter.onCurrent), b.text.totals(turn.hits, turn.wounds, turn.unsaved));
      for (const u of after.units) {
        const old = before.units.find((o) => o.id === u.id);
        const models = battleaxeUnitModels(after, u.id).length;
        if (!old || battleaxeUnitModels(before, u.id).length !== models || old.state.woundsOnCurrent !== u.state.woundsOnCurrent) lines.push(b.battle.unitState(u.name, models, u.startingModels, u.state.woundsOnCurrent));
      }
      return lines;
    }
    case 'ninth-age': {
      const t = cat.ninthAge;
      const { before, after, turn } = entry;
      const name = (id: string) => before.units.find((u) => u.id === id)?.name ?? id;
      const shots = turn.trace.flatMap((e) => (e.kind === 'group' && e.check.step === 'shot' ? [{ volley: e.check.volley, index: e.check.index, trace: e.entries }] : []));
      const lines = [`${t.game} — ${t.unitShoots(name(turn.shooter), turn.weapon, name(turn.target))}`, cat.text.seedLine(entry.seed)];
      for (const group of ninthAgeGroupDice(shots)) {
        lines.push(`${t.step[group.check.step]}: ${group.dice.map((d) => (d.face === null ? `${cat.text.noDie} — ${t.outcome[d.outcome]}` : `${d.face} ${t.outcome[d.outcome]}`)).join(', ')}`);
      }
      for (const u of after.units) {
        const old = before.units.find((o) => o.id === u.id);
        const models = ninthAgeUnitModels(after, u.id).length;
        if (!old || ninthAgeUnitModels(before, u.id).length !== models || old.state.hpLost !== u.state.hpLost) lines.push(t.unitState(u.name, models, u.state.hpLost));
      }
      return lines;
    }
  }
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * Moves a unit's whole block by (dx, dy) inches: its position in the file shifts and the
 * library reads the file again (the models are placed from the block). Null when the file
 * holds no such unit or the parser refuses the new place.
 */
export function moveUnit(session: UnitSession, id: string, dx: number, dy: number): UnitSession | null {
  if (session.file === null) return null;
  const file = structuredClone(session.file) as { battle?: { armies?: { units?: { id?: unknown; position?: unknown }[] }[] } };
  const unit = (file.battle?.armies ?? []).flatMap((a) => a.units ?? []).find((u) => u.id === id);
  const position = unit?.position;
  if (!unit || !Array.isArray(position) || typeof position[0] !== 'number' || typeof position[1] !== 'number') return null;
  unit.position = [round2(position[0] + dx), round2(position[1] + dy)];
  const scenario = unitBattleFromValue(file);
  if (!scenario || scenario.game !== session.scenario.game) return null;
  return { ...session, scenario, file };
}

/** Degrees a unit turns by one step of the control or the keyboard. */
export const TURN_STEP = 15;

/**
 * Turns a unit's whole block about its centre by `degrees` (clockwise): its facing in the
 * file changes (kept within 0–359) and the library reads the file again. Null when the file
 * holds no such unit or the parser refuses the new facing.
 */
export function turnUnit(session: UnitSession, id: string, degrees: number): UnitSession | null {
  if (session.file === null) return null;
  const file = structuredClone(session.file) as { battle?: { armies?: { units?: { id?: unknown; facing?: unknown }[] }[] } };
  const unit = (file.battle?.armies ?? []).flatMap((a) => a.units ?? []).find((u) => u.id === id);
  if (!unit) return null;
  const facing = typeof unit.facing === 'number' ? unit.facing : 0;
  unit.facing = round2((((facing + degrees) % 360) + 360) % 360);
  const scenario = unitBattleFromValue(file);
  if (!scenario || scenario.game !== session.scenario.game) return null;
  return { ...session, scenario, file };
}

/** A unit's facing in degrees, as the file gives it (0 up the table, 90 to the right). */
export function unitFacing(session: UnitSession, id: string): number {
  const file = session.file as { battle?: { armies?: { units?: { id?: unknown; facing?: unknown }[] }[] } } | null;
  const unit = (file?.battle?.armies ?? []).flatMap((a) => a.units ?? []).find((u) => u.id === id);
  return typeof unit?.facing === 'number' ? unit.facing : 0;
}

/** The state flags of a unit the editor sets (the file's `state` fields, per game). */
export const UNIT_FLAGS = { battleaxe: ['moved', 'inCombat', 'fleeing', 'hasShot', 'standAndShoot'], 'ninth-age': ['engaged', 'fleeing', 'hasShot', 'standAndShoot'] } as const;
export type UnitFlag = (typeof UNIT_FLAGS)[keyof typeof UNIT_FLAGS][number];
/** The Ninth Age's movement this turn (the file's `state.movement`). */
export const NINTH_AGE_MOVEMENTS = ['none', 'advance', 'reform', 'march'] as const;

export type UnitEdit = { readonly ok: true; readonly session: UnitSession } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

type UnitFile = { battle?: { armies?: { units?: Record<string, unknown>[] }[] } };

/**
 * A change of the scenario file, checked by the library reading the file again: the new
 * session, or the parser's issues (each with its path) and nothing changed. `change` gets a
 * copy of the file it may alter, and returns the file to check.
 */
export function editUnitBattle(session: UnitSession, change: (file: unknown) => unknown): UnitEdit {
  if (session.file === null) return { ok: false, issues: [] };
  const file = change(structuredClone(session.file));
  const parsed = parseScenarioValue(file);
  if (!parsed.ok) return { ok: false, issues: parsed.issues };
  if (parsed.scenario.kind !== 'battle' || parsed.scenario.game !== session.scenario.game) return { ok: false, issues: [] };
  return { ok: true, session: { ...session, scenario: parsed.scenario, file } };
}

/**
 * One change of a unit in the scenario file, checked as `editUnitBattle` checks; refused, with
 * no issue, when the file has no unit `id` (so no empty step goes on the undo stack).
 */
export function editUnitFile(session: UnitSession, id: string, change: (units: Record<string, unknown>[], index: number) => void): UnitEdit {
  if (unitFileEntry(session, id) === null) return { ok: false, issues: [] };
  return editUnitBattle(session, (value) => {
    const file = value as UnitFile;
    const units = (file.battle?.armies ?? []).find((a) => (a.units ?? []).some((u) => u.id === id))?.units;
    if (units) change(units, units.findIndex((u) => u.id === id));
    return file;
  });
}

/** The unit as the scenario file writes it, or null. */
export function unitFileEntry(session: UnitSession, id: string): Readonly<Record<string, unknown>> | null {
  return ((session.file as UnitFile | null)?.battle?.armies ?? []).flatMap((a) => a.units ?? []).find((u) => u.id === id) ?? null;
}

/** The unit's number of models as the file gives it (files × ranks when not written). */
export function unitFileModels(session: UnitSession, id: string): number {
  const unit = ((session.file as UnitFile | null)?.battle?.armies ?? []).flatMap((a) => a.units ?? []).find((u) => u.id === id);
  if (!unit) return 0;
  return typeof unit.models === 'number' ? unit.models : Number(unit.files) * Number(unit.ranks);
}

/** Sets the unit's number of models (The Ninth Age: with the ranks it needs). */
export function setUnitModels(session: UnitSession, id: string, models: number): UnitEdit {
  return editUnitFile(session, id, (units, i) => {
    const unit = units[i];
    if (!unit) return;
    unit.models = models;
    const files = Number(unit.files);
    if (Number.isInteger(models) && models >= 1 && models <= 400 && files > 0) unit.ranks = Math.max(1, Math.ceil(models / files));
  });
}

/** A state field of the unit as the file gives it. */
export function unitStateValue(session: UnitSession, id: string, field: UnitFlag | 'movement'): unknown {
  const unit = ((session.file as UnitFile | null)?.battle?.armies ?? []).flatMap((a) => a.units ?? []).find((u) => u.id === id);
  return (unit?.state as Record<string, unknown> | undefined)?.[field];
}

/** Sets one state field of the unit (a flag, or The Ninth Age's movement). */
export function setUnitState(session: UnitSession, id: string, field: UnitFlag | 'movement', value: boolean | string): UnitEdit {
  return editUnitFile(session, id, (units, i) => {
    const unit = units[i];
    if (!unit) return;
    unit.state = { ...(unit.state ?? {}), [field]: value };
  });
}

/** Takes the unit out of its army. */
export function deleteUnit(session: UnitSession, id: string): UnitEdit {
  return editUnitFile(session, id, (units, i) => {
    if (i >= 0) units.splice(i, 1);
  });
}
