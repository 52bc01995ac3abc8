/**
 * Battles of the games that shoot unit by unit (Battleaxe, The Ninth Age): the battle the
 * library parsed, the dice, and a log of shots kept as data (so a language switch rewrites
 * it). Every rule question goes to the library, through the game's module (the registry's
 * `withUnitGame`); this only carries the state.
 */
import { diceFromSeed, type DiceState } from '../../../src/dice/index.js';
import { parseScenario, parseScenarioValue, type Scenario, type ScenarioIssue } from '../../../src/scenario/index.js';
import type { Catalogue } from '../../../i18n/index.js';
import { isUnitBattle, withUnitEntry, withUnitGame, withUnitLog, type LoggedUnitShot, type UnitShotRefusal } from '../games/registry.js';
import type { PhasePanicLines, ShooterSummary, ShotChoice, UnitFlag, UnitScenario } from '../games/web-game.js';

export type { LoggedUnitShot, UnitShotRefusal } from '../games/registry.js';
export type { PhasePanicLines, ShooterSummary, TargetRow, UnitFlag, UnitScenario } from '../games/web-game.js';

const unitBattleOf = (scenario: Scenario): UnitScenario | null => (isUnitBattle(scenario) ? scenario : null);

/** A battle of a unit game, when the text holds one (anything else is left to the Mordheim path). */
export function unitBattleFromText(text: string): UnitScenario | null {
  const parsed = parseScenario(text);
  return parsed.ok ? unitBattleOf(parsed.scenario) : null;
}

/** The units of the battle with their army and name. */
export function unitsOf(scenario: UnitScenario): readonly { readonly id: string; readonly name: string; readonly army: string }[] {
  return scenario.battle.units.map((u) => ({ id: u.id, name: u.name, army: u.army }));
}

/**
 * The joined characters that shoot on their own (T-14: `unit/1`), each with its name, the unit it
 * stands in and that unit's army: shooters the page may choose beside the units.
 *
 * @example
 * joinedShootersOf(captainShoots); // [{ id: 'militia/1', name: 'Captain', unit: 'militia', army: 'empire' }]
 */
export function joinedShootersOf(scenario: UnitScenario): readonly { readonly id: string; readonly name: string; readonly unit: string; readonly army: string }[] {
  const armyOf = new Map(scenario.battle.units.map((u) => [u.id, u.army]));
  return withUnitGame(scenario, (game, scenario) => game.joinedShooters(scenario)).flatMap((c) => {
    const army = armyOf.get(c.unit);
    return army === undefined ? [] : [{ ...c, army }];
  });
}

export function modelsLeft(scenario: UnitScenario, unit: string): number {
  return withUnitGame(scenario, (game, scenario) => game.modelsLeft(scenario, unit));
}

/** A battle of a unit game from a value already parsed as JSON (a stored battle, a file), or null. */
export function unitBattleFromValue(value: unknown): UnitScenario | null {
  const parsed = parseScenarioValue(value);
  return parsed.ok ? unitBattleOf(parsed.scenario) : null;
}

export interface UnitSession {
  readonly scenario: UnitScenario;
  /** The scenario file, with the battle's state written back after every shot (what export and storage keep). */
  readonly file: unknown;
  readonly dice: DiceState;
  /**
   * One unit's shooting, as the library planned and rolled it, with the battle before it; or
   * one unit's turn of the phase (the library's phase roll for that unit), with the battles
   * before and after it.
   */
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

/** A unit's shooting played on the session: the battle written back into its file by the library, the dice carried, the entry logged. */
function afterShooting<S extends UnitScenario>(session: UnitSession, step: { readonly scenario: S; readonly dice: DiceState; readonly entry: LoggedUnitShot }, toFile: (file: unknown, battle: S['battle']) => unknown): UnitSession {
  return {
    ...session,
    scenario: step.scenario,
    file: session.file === null ? null : toFile(session.file, step.scenario.battle),
    dice: step.dice,
    log: [...session.log, step.entry],
  };
}

/** The whole file as export writes it (and the share link carries). */
export function unitFileText(session: UnitSession): string {
  return JSON.stringify(session.file, null, 2) + '\n';
}

/** The order units of the shooting army act in (the library's). */
export function unitShootingOrder(scenario: UnitScenario): string[] {
  return withUnitGame(scenario, (game, scenario) => game.shootingOrder(scenario));
}

/** A shooter of the phase's order by name: a unit, or a character joined to one that shoots on its own. */
export function unitShooterName(scenario: UnitScenario, shooter: string): string {
  return withUnitGame(scenario, (game, scenario) => game.shooterName(scenario, shooter));
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
    const turned = withUnitGame(session.scenario, (game, scenario) => {
      const step = game.phaseTurn(scenario, session.dice, id);
      return step ? afterShooting(session, step, game.battleToFile) : null;
    });
    if (turned) return { ...turned, phaseNext: next };
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

/**
 * The chosen unit shoots the chosen target with the session's dice (the advised way or
 * weapon when `choice` is null: Battleaxe's volley or not, The Ninth Age's weapon).
 */
export function shootUnit(session: UnitSession, shooter: string, target: string, choice: ShotChoice = {}): { readonly ok: true; readonly session: UnitSession } | { readonly ok: false; readonly refusal: UnitShotRefusal } {
  return withUnitGame(session.scenario, (game, scenario) => {
    const shot = game.shoot(scenario, session.dice, shooter, target, choice);
    return shot.ok ? { ok: true, session: afterShooting(session, shot.step, game.battleToFile) } : shot;
  });
}

// ---------------------------------------------------------------------------------------
// Words, from the catalogue of the chosen language.

/** Whether the unit may shoot (and why not), then each target with its reasons or odds. */
export function shooterSummary(cat: Catalogue, scenario: UnitScenario, shooter: string): ShooterSummary {
  return withUnitGame(scenario, (game, scenario) => game.shooterSummary(cat, scenario, shooter));
}

/** A logged shot in words: the heading, the seed, the dice as thrown, the result and the units after it. */
export function shotLines(cat: Catalogue, entry: LoggedUnitShot): string[] {
  return withUnitEntry(entry, (game, logged) => game.logLines(cat, logged));
}

/**
 * The Panic Tests the phase's casualties force so far, worded: a heading and a line a unit that
 * lost any (counted from the battle before the log's first shooting, as the command line's
 * `phase` counts the whole phase); empty while nothing was lost.
 *
 * @example
 * unitPhasePanic(catalogue('en'), newUnitSession(scenario)); // null — nothing shot yet
 */
export function unitPhasePanic(cat: Catalogue, session: UnitSession): PhasePanicLines | null {
  return withUnitLog(session.scenario, session.log, (game, scenario, log) => game.phasePanic(cat, scenario, log));
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
