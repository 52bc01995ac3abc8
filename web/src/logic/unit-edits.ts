/**
 * Edits of a unit battle beyond moving and counting models: a unit's profile, its missile
 * weapon(s) and special rules, a new unit, and the terrain. Each one changes the scenario
 * file and goes through the library's parser (`editUnitBattle`), so a refused edit changes
 * nothing and comes back with every issue and its path.
 */
import { BATTLEAXE_KEYWORDS, BATTLEAXE_WEAPON_IDS } from '../../../src/games/battleaxe/index.js';
import { findWeapon as findNinthAgeWeapon, FORMATIONS, HEIGHT_CLASSES, HEIGHT_MAX, HEIGHT_MIN, NINTH_AGE_WEAPON_IDS, parseWeaponEntry, type NinthAgeHeight } from '../../../src/games/ninth-age/index.js';
import { footprintDistance, orientedRect, polygonFootprint, type Point2 } from '../../../src/geometry/index.js';
import { addTerrain, deleteTerrain, drawnTerrainPiece, round2, shiftTerrain, updateTerrain, type TerrainFile, type TerrainHolder } from './battle-file.js';
import { ninthAgeUnitPatch, type NinthAgePick } from './profile-library.js';
import { editUnitBattle, editUnitFile, unitFileEntry, type UnitEdit, type UnitScenario, type UnitSession } from './units.js';
import { jsonObjectOf } from './json.js';

/** The characteristics of a profile the editor offers, per game, as the file keys them. */
export const UNIT_PROFILE_KEYS = {
  battleaxe: ['BS', 'S', 'T', 'W', 'armour', 'ward'],
  'ninth-age': ['Height', 'HP', 'Res', 'Arm', 'Aegis', 'Fortitude', 'Str', 'AP'],
} as const;
export type UnitProfileKey = (typeof UNIT_PROFILE_KEYS)[keyof typeof UNIT_PROFILE_KEYS][number];

/** The special rules the scenario format knows for a unit: Battleaxe's `keywords`, The Ninth Age's `rules`. */
export const UNIT_RULES = { battleaxe: BATTLEAXE_KEYWORDS, 'ninth-age': ['march-and-shoot', 'flammable'] } as const;
export type UnitRule = (typeof UNIT_RULES)[keyof typeof UNIT_RULES][number];
const RULES_FIELD = { battleaxe: 'keywords', 'ninth-age': 'rules' } as const;

type Game = UnitScenario['game'];


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

/** The Ninth Age's Heights an editor offers: the seed's numbers 0–5, then the 2.x classes. */
export const NINTH_AGE_HEIGHTS: readonly NinthAgeHeight[] = [...Array.from({ length: HEIGHT_MAX - HEIGHT_MIN + 1 }, (_, k) => HEIGHT_MIN + k), ...HEIGHT_CLASSES];

/** A Ninth Age unit's Height as the file writes it (a number or a 2.x class), undefined when not written. */
export function unitHeight(session: UnitSession, id: string): NinthAgeHeight | undefined {
  const value = jsonObjectOf(unitFileEntry(session, id)?.profile).Height;
  return NINTH_AGE_HEIGHTS.find((h) => h === value);
}

/** Sets a Ninth Age unit's Height, a number or a class (undefined removes it: the game's default). */
export function setUnitHeight(session: UnitSession, id: string, value: NinthAgeHeight | undefined): UnitEdit {
  return editUnitFile(session, id, (units, i) => {
    const unit = units[i];
    if (!unit) return;
    const profile = { ...jsonObjectOf(unit.profile) };
    if (value === undefined) delete profile.Height;
    else profile.Height = value;
    unit.profile = profile;
  });
}

export function unitRules(session: UnitSession, id: string): readonly string[] {
  const list = unitFileEntry(session, id)?.[RULES_FIELD[session.scenario.game]];
  return Array.isArray(list) ? list.filter((r): r is string => typeof r === 'string') : [];
}

export function setUnitRule(session: UnitSession, id: string, rule: UnitRule, on: boolean): UnitEdit {
  const field = RULES_FIELD[session.scenario.game];
  return editUnitFile(session, id, (units, i) => {
    const unit = units[i];
    if (!unit) return;
    const rest = (Array.isArray(unit[field]) ? (unit[field] as unknown[]) : []).filter((r) => r !== rule);
    const list = on ? [...rest, rule] : rest;
    if (list.length === 0) delete unit[field];
    else unit[field] = list;
  });
}

/** The Ninth Age's Hard Target (X) on every model of the unit, 0 when none. */
export function unitHardTarget(session: UnitSession, id: string): number {
  const value = unitFileEntry(session, id)?.hardTarget;
  return typeof value === 'number' ? value : 0;
}

export function setUnitHardTarget(session: UnitSession, id: string, value: number): UnitEdit {
  return editUnitFile(session, id, (units, i) => {
    const unit = units[i];
    if (!unit) return;
    if (value === 0) delete unit.hardTarget;
    else unit.hardTarget = value;
  });
}

/**
 * A Ninth Age unit filled from a unit of the community's data: its profile, weapons (written out
 * whole, so the file reads without the data), Hard Target and rules replace the unit's own;
 * its place, formation, models and state stay.
 */
export function setUnitFromPick(session: UnitSession, id: string, pick: NinthAgePick): UnitEdit {
  const patch = ninthAgeUnitPatch(pick);
  return editUnitFile(session, id, (units, i) => {
    const unit = units[i];
    if (!unit) return;
    unit.profile = { ...patch.profile };
    if (patch.weapons.length === 0) delete unit.weapons;
    else unit.weapons = [...patch.weapons];
    if (patch.hardTarget === 0) delete unit.hardTarget;
    else unit.hardTarget = patch.hardTarget;
    if (patch.rules.length === 0) delete unit.rules;
    else unit.rules = [...patch.rules];
  });
}

/** The Ninth Age's formation of the unit (the file's default, close, when not written): Line Formation lets Volley Fire shoot from a third rank. */
export function unitFormation(session: UnitSession, id: string): (typeof FORMATIONS)[number] {
  return unitFileEntry(session, id)?.formation === 'line' ? 'line' : 'close';
}

export function setUnitFormation(session: UnitSession, id: string, formation: string): UnitEdit {
  return editUnitFile(session, id, (units, i) => {
    const unit = units[i];
    if (unit) unit.formation = formation;
  });
}

/** Battleaxe: the unit's missile weapon as the file names it (a table weapon's id), its own weapon's name, or null. */
export function battleaxeUnitWeapon(session: UnitSession, id: string): { readonly id: string; readonly own: boolean } | null {
  const weapon = unitFileEntry(session, id)?.weapon;
  if (typeof weapon === 'string') return { id: weapon, own: false };
  const name = jsonObjectOf(weapon).name;
  return typeof name === 'string' ? { id: name, own: true } : null;
}

/** Battleaxe: arms the unit with a weapon of the game's table (null: none). */
export function setBattleaxeWeapon(session: UnitSession, id: string, weapon: string | null): UnitEdit {
  return editUnitFile(session, id, (units, i) => {
    const unit = units[i];
    if (!unit) return;
    if (weapon === null) delete unit.weapon;
    else unit.weapon = weapon;
  });
}

export const BATTLEAXE_WEAPON_CHOICES = BATTLEAXE_WEAPON_IDS;
export const NINTH_AGE_WEAPON_CHOICES = NINTH_AGE_WEAPON_IDS;
export const NINTH_AGE_FORMATIONS = FORMATIONS;

/**
 * A Ninth Age weapon entry as the editor shows it: a table weapon with its Aim, or a weapon
 * the file defines (`profile`: written as an object, whose numbers the editor can change;
 * else a name the game's table does not know, kept as written).
 */
export type NinthAgeWeaponRow = { readonly kind: 'table'; readonly weapon: string; readonly aim: number | null } | { readonly kind: 'own'; readonly name: string; readonly profile: boolean };

export function ninthAgeWeaponRows(session: UnitSession, id: string): NinthAgeWeaponRow[] {
  const list = unitFileEntry(session, id)?.weapons;
  if (!Array.isArray(list)) return [];
  return list.map((entry): NinthAgeWeaponRow => {
    if (typeof entry === 'string') {
      const written = parseWeaponEntry(entry);
      const weapon = findNinthAgeWeapon(written?.name ?? entry);
      return weapon ? { kind: 'table', weapon: weapon.id, aim: written?.aim ?? null } : { kind: 'own', name: entry, profile: false };
    }
    const name = jsonObjectOf(entry).name;
    return { kind: 'own', name: typeof name === 'string' ? name : '?', profile: true };
  });
}

/** The entry the file keeps for a table weapon with its Aim (T-3: the Aim belongs to the entry): "crossbow (4+)". */
export function ninthAgeEntryText(weapon: string, aim: number): string {
  return `${weapon} (${aim}+)`;
}

function editWeapons(session: UnitSession, id: string, change: (list: unknown[]) => unknown[]): UnitEdit {
  return editUnitFile(session, id, (units, i) => {
    const unit = units[i];
    if (!unit) return;
    const list = change(Array.isArray(unit.weapons) ? [...(unit.weapons as unknown[])] : []);
    if (list.length === 0) delete unit.weapons;
    else unit.weapons = list;
  });
}

/** The Ninth Age: sets entry `index` to a table weapon with an Aim (index = the length adds one). */
export function setNinthAgeWeapon(session: UnitSession, id: string, index: number, weapon: string, aim: number): UnitEdit {
  return editWeapons(session, id, (list) => {
    const next = [...list];
    next[Math.min(index, next.length)] = ninthAgeEntryText(weapon, aim);
    return next;
  });
}

export function removeNinthAgeWeapon(session: UnitSession, id: string, index: number): UnitEdit {
  return editWeapons(session, id, (list) => list.filter((_, i) => i !== index));
}

/**
 * The numbers of a weapon the file defines itself, as the scenario format keys them. The rest
 * of such a weapon (The Ninth Age's attributes, Battleaxe's Multiple Wounds and volley fire)
 * stays as the file writes it.
 */
export const OWN_WEAPON_NUMBERS = {
  battleaxe: ['range', 'strength', 'shots', 'armourPiercing'],
  'ninth-age': ['aim', 'range', 'shots', 'strength', 'armourPenetration'],
} as const;
export type OwnWeaponNumber = (typeof OWN_WEAPON_NUMBERS)[keyof typeof OWN_WEAPON_NUMBERS][number];

/** Where a unit's own weapon is: Battleaxe's `weapon`, or entry `index` of The Ninth Age's `weapons`. */
export type OwnWeaponAt = { readonly game: 'battleaxe' } | { readonly game: 'ninth-age'; readonly index: number };

function ownWeaponEntry(unit: Record<string, unknown> | null | undefined, at: OwnWeaponAt): Record<string, unknown> | null {
  const entry = at.game === 'battleaxe' ? unit?.weapon : Array.isArray(unit?.weapons) ? (unit.weapons as unknown[])[at.index] : undefined;
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

/** A unit of each game's plain line troops: Battleaxe BS 4+ S3 T3 with bows; Ninth Age Height 2, Res 3, bows at Aim 4+. */
function newUnitFile(game: Game, id: string, name: string, at: Point2, facing: number): Record<string, unknown> {
  const block = { id, name, position: [round2(at.x), round2(at.y)], facing, files: NEW_FILES, ranks: NEW_RANKS, base: { width: NEW_BASE, depth: NEW_BASE, unit: 'in' } };
  switch (game) {
    case 'battleaxe':
      return { ...block, profile: { BS: 4, S: 3, T: 3, W: 1 }, weapon: 'bow' };
    case 'ninth-age':
      return { ...block, profile: { Height: 2, HP: 1, Res: 3, Arm: 0 }, weapons: [ninthAgeEntryText('bow', 4)] };
  }
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
