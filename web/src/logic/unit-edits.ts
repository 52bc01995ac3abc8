/**
 * Edits of a unit battle beyond moving and counting models: a unit's profile, its missile
 * weapon(s) and special rules, a new unit, and the terrain. Each one changes the scenario
 * file and goes through the library's parser (`editUnitBattle`), so a refused edit changes
 * nothing and comes back with every issue and its path.
 */
import type { OwnWeaponField, UnitProfileField, UnitRuleField } from '../../../i18n/web-units.js';
import { footprintDistance, orientedRect, polygonFootprint, type Point2 } from '../../../src/geometry/index.js';
import { unitGame } from '../games/registry.js';
import type { UnitGameId } from '../games/web-game.js';
import { addTerrain, deleteTerrain, drawnTerrainPiece, round2, shiftTerrain, updateTerrain, type TerrainFile, type TerrainHolder } from './battle-file.js';
import { editUnitBattle, editUnitFile, unitFileEntry, type UnitEdit, type UnitScenario, type UnitSession } from './units.js';
import { jsonObjectOf } from './json.js';

/** A characteristic of a unit's profile, as the file keys it (each game offers its own: `unitGame(game).file.profile`). */
export type UnitProfileKey = UnitProfileField;
/** A special rule the scenario format knows for a unit (each game lists its own: `unitGame(game).file.rules`). */
export type UnitRule = UnitRuleField;

/** A characteristic as the file writes it; a Ninth Age Height class ("large") is no number and reads as none. */
export function unitProfileValue(session: UnitSession, id: string, key: UnitProfileKey): number | undefined {
  const value = jsonObjectOf(unitFileEntry(session, id)?.profile)[key];
  return typeof value === 'number' ? value : undefined;
}

/** Sets a characteristic (undefined removes it: the game's default applies, or the parser says it is needed). */
export function setUnitProfile(session: UnitSession, id: string, key: UnitProfileKey, value: number | undefined): UnitEdit {
  return editUnitFile(session, id, (units, i) => {
    const unit = units[i];
    if (!unit) return;
    const profile = { ...jsonObjectOf(unit.profile) };
    if (value === undefined) delete profile[key];
    else profile[key] = value;
    unit.profile = profile;
  });
}

/** Every special rule the game's unit file knows, in the editor's order, whatever field holds it. */
export function unitRuleNames(game: UnitGameId): readonly UnitRule[] {
  return unitGame(game).file.rules.flatMap((group) => {
    switch (group.kind) {
      case 'list':
        return group.names;
      case 'switch':
        return [group.name];
    }
  });
}

/** The rules a unit has: the names its rule lists hold and the switches written `true`. */
export function unitRules(session: UnitSession, id: string): readonly string[] {
  const unit = unitFileEntry(session, id);
  return unitGame(session.scenario.game).file.rules.flatMap((group) => {
    const value = unit?.[group.field];
    switch (group.kind) {
      case 'list':
        return Array.isArray(value) ? value.filter((r): r is string => typeof r === 'string') : [];
      case 'switch':
        return value === true ? [group.name] : [];
    }
  });
}

/** Gives a unit a rule or takes it away, in the field its game keeps it in; a rule the game does not know changes nothing. */
export function setUnitRule(session: UnitSession, id: string, rule: UnitRule, on: boolean): UnitEdit {
  const group = unitGame(session.scenario.game).file.rules.find((g) => (g.kind === 'list' ? g.names.includes(rule) : g.name === rule));
  if (!group) return { ok: false, issues: [] };
  return editUnitFile(session, id, (units, i) => {
    const unit = units[i];
    if (!unit) return;
    const field = group.field;
    if (group.kind === 'switch') {
      if (on) unit[field] = true;
      else delete unit[field];
      return;
    }
    const rest = (Array.isArray(unit[field]) ? (unit[field] as unknown[]) : []).filter((r) => r !== rule);
    const list = on ? [...rest, rule] : rest;
    if (list.length === 0) delete unit[field];
    else unit[field] = list;
  });
}

/** A number of a weapon the file defines itself, as the scenario format keys it (each game has its own: `unitGame(game).file.ownWeaponNumbers`). */
export type OwnWeaponNumber = OwnWeaponField;

/** Where a unit's own weapon is in its file: the one `weapon` (Battleaxe), or entry `index` of its `weapons` (The Ninth Age). */
export type OwnWeaponAt = { readonly field: 'weapon' } | { readonly field: 'weapons'; readonly index: number };

function ownWeaponEntry(unit: Readonly<Record<string, unknown>> | null | undefined, at: OwnWeaponAt): Record<string, unknown> | null {
  const entry = at.field === 'weapon' ? unit?.weapon : Array.isArray(unit?.weapons) ? (unit.weapons as unknown[])[at.index] : undefined;
  return typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? (entry as Record<string, unknown>) : null;
}

/** One number of the unit's own weapon; undefined when the file leaves it out or takes it from the model ("user"). */
export function ownWeaponNumber(session: UnitSession, id: string, at: OwnWeaponAt, field: OwnWeaponNumber): number | undefined {
  const value = ownWeaponEntry(unitFileEntry(session, id), at)?.[field];
  return typeof value === 'number' ? value : undefined;
}

/** Sets one number of the unit's own weapon, or leaves it out (undefined); the parser judges the weapon. */
export function setOwnWeaponNumber(session: UnitSession, id: string, at: OwnWeaponAt, field: OwnWeaponNumber, value: number | undefined): UnitEdit {
  if (ownWeaponEntry(unitFileEntry(session, id), at) === null) return { ok: false, issues: [] };
  return editUnitFile(session, id, (units, i) => {
    const entry = ownWeaponEntry(units[i], at);
    if (!entry) return;
    if (value === undefined) delete entry[field];
    else entry[field] = value;
  });
}

// ---------------------------------------------------------------------------------------
// A new unit.

/** A new unit's block: five files of two ranks on 1" square bases (20 mm, rounded to the inch for an easy table). */
const NEW_FILES = 5;
const NEW_RANKS = 2;
const NEW_BASE = 1;
/** Room kept between the new block and any unit or terrain, in inches. */
const CLEARANCE = 1;
/** Spots tried are half an inch apart, coarser on big tables so that at most about 100 × 100 are tried. */
const GRID = 0.5;
const MAX_SPOTS_ACROSS = 100;

/** A block of the game's plain line troops (its profile and weapons are the game's). */
function newUnitFile(game: UnitGameId, id: string, name: string, at: Point2, facing: number): Record<string, unknown> {
  const block = { id, name, position: [round2(at.x), round2(at.y)], facing, files: NEW_FILES, ranks: NEW_RANKS, base: { width: NEW_BASE, depth: NEW_BASE, unit: 'in' } };
  return { ...block, ...structuredClone(unitGame(game).file.newUnit) };
}

/** An id no army, unit, terrain piece or building of the file uses yet: "unit-3". */
export function freshUnitId(scenario: UnitScenario, prefix: string): string {
  const battle = scenario.battle;
  const used = new Set<string>([...battle.armies.map((a) => a.id), ...battle.units.map((u) => u.id), ...battle.table.terrain.map((t) => t.id), ...battle.table.buildings.map((b) => b.id)]);
  for (let n = 1; ; n += 1) {
    const id = `${prefix}-${n}`;
    if (!used.has(id)) return id;
  }
}

/**
 * The free spot nearest `near` for a block of width × depth facing `facing`: on the table,
 * and `CLEARANCE` inches clear of every unit and terrain piece. Null when the table is full.
 */
export function freeSpot(scenario: UnitScenario, near: Point2, width: number, depth: number, facing: number): Point2 | null {
  const table = scenario.battle.table;
  const obstacles = [...table.units.map((u) => u.boundary), ...table.terrain.map((t) => polygonFootprint(t.outline)), ...table.buildings.map((b) => polygonFootprint(b.outline))];
  const half = Math.max(width, depth) / 2;
  const step = Math.max(GRID, Math.max(table.width, table.depth) / MAX_SPOTS_ACROSS);
  const spots: Point2[] = [];
  for (let x = half; x <= table.width - half + 1e-9; x += step) for (let y = half; y <= table.depth - half + 1e-9; y += step) spots.push({ x, y });
  spots.sort((a, b) => Math.hypot(a.x - near.x, a.y - near.y) - Math.hypot(b.x - near.x, b.y - near.y));
  return spots.find((spot) => obstacles.every((o) => footprintDistance(orientedRect(spot, width, depth, facing), o) >= CLEARANCE)) ?? null;
}

/** A unit faces the far side of the table from where it stands: up the table from the lower half, down from the upper. */
function facingFor(scenario: UnitScenario, at: Point2): number {
  return at.y > scenario.battle.table.depth / 2 ? 0 : 180;
}

export type AddedUnit = { readonly ok: true; readonly session: UnitSession; readonly id: string } | { readonly ok: false; readonly issues: Extract<UnitEdit, { ok: false }>['issues'] };

/**
 * Adds a unit of plain troops to `army`, on the free spot nearest `near` (refused, with no
 * issue, when the table has no room).
 */
export function addUnit(session: UnitSession, army: string, near: Point2, name: string): AddedUnit {
  const { scenario } = session;
  const facing = facingFor(scenario, near);
  const spot = freeSpot(scenario, near, NEW_FILES * NEW_BASE, NEW_RANKS * NEW_BASE, facing);
  if (!spot) return { ok: false, issues: [] };
  const id = freshUnitId(scenario, 'unit');
  const unit = newUnitFile(scenario.game, id, name, spot, facingFor(scenario, spot));
  const edit = editUnitBattle(session, (value) => {
    const file = value as { battle?: { armies?: { id?: unknown; units?: unknown[] }[] } };
    const found = (file.battle?.armies ?? []).find((a) => a.id === army);
    if (found) found.units = [...(found.units ?? []), unit];
    return file;
  });
  return edit.ok ? { ok: true, session: edit.session, id } : edit;
}

// ---------------------------------------------------------------------------------------
// Terrain: the Mordheim table's terrain edits (battle-file.ts), on a unit battle's file.

const asHolder = (file: unknown) => file as TerrainHolder;

export function unitTerrain(session: UnitSession): readonly TerrainFile[] {
  return session.file === null ? [] : (asHolder(session.file).battle.terrain ?? []);
}

export function addUnitTerrain(session: UnitSession, piece: TerrainFile): UnitEdit {
  return editUnitBattle(session, (file) => addTerrain(asHolder(file), piece));
}

export function updateUnitTerrain(session: UnitSession, id: string, change: (piece: TerrainFile) => TerrainFile): UnitEdit {
  return editUnitBattle(session, (file) => updateTerrain(asHolder(file), id, change));
}

export function deleteUnitTerrain(session: UnitSession, id: string): UnitEdit {
  return editUnitBattle(session, (file) => deleteTerrain(asHolder(file), id));
}

export function shiftUnitTerrain(session: UnitSession, id: string, dx: number, dy: number): UnitEdit {
  return editUnitBattle(session, (file) => shiftTerrain(asHolder(file), id, dx, dy));
}

/** A new terrain piece from the corners drawn on the table. */
export function drawnTerrain(session: UnitSession, points: readonly Point2[], kind: TerrainFile['kind'], height: number): { readonly id: string; readonly piece: TerrainFile } {
  const id = freshUnitId(session.scenario, 'terrain');
  return { id, piece: drawnTerrainPiece(id, points, kind, height) };
}
