/**
 * The battle as the page keeps it: the scenario file (plain JSON, exactly what export writes)
 * beside what the library made of it. Every edit changes the file and is checked by the
 * library's own parser; an edit the parser refuses is not applied, and its issues are shown.
 */
import type { MordheimScenarioFile, Scenario, ScenarioIssue } from '../../../src/scenario/index.js';
import { parseScenarioValue } from '../../../src/scenario/index.js';
import type { Point2 } from '../../../src/geometry/index.js';
import { isUnitBattle } from '../games/registry.js';

/** A scenario file holding a battle on a table. */
export type BattleFile = Extract<MordheimScenarioFile, { readonly battle: unknown }>;
export type BattleSection = BattleFile['battle'];
export type WarbandFile = BattleSection['warbands'][number];
export type WarriorFile = WarbandFile['models'][number];
export type TerrainFile = NonNullable<BattleSection['terrain']>[number];
/**
 * A battle of warbands, the kind this table draws: Mordheim's. The games whose battles are
 * units shooting at units are played on the unit page (logic/units.ts).
 */
export type BattleScenario = Extract<Scenario, { readonly kind: 'battle'; readonly game: 'mordheim' }>;

/** The file and the battle the library read from it. */
export interface Loaded {
  readonly file: BattleFile;
  readonly scenario: BattleScenario;
}

export type Checked = { readonly ok: true; readonly loaded: Loaded } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

/** Why a valid scenario cannot go on the page's table: it holds a quick attack, or a battle of a game the page does not draw yet. */
export type NotOnTable = { readonly kind: 'not-a-battle' } | { readonly kind: 'game-not-drawn'; readonly game: Scenario['game'] };

/** What the library made of a valid file: a battle the page draws, or why not. */
export function onTable(scenario: Scenario): { readonly ok: true; readonly scenario: BattleScenario } | { readonly ok: false; readonly problem: NotOnTable } {
  if (scenario.kind !== 'battle') return { ok: false, problem: { kind: 'not-a-battle' } };
  // A battle of units goes to the unit page (logic/units.ts), not on this table of warbands.
  if (isUnitBattle(scenario)) return { ok: false, problem: { kind: 'game-not-drawn', game: scenario.game } };
  return { ok: true, scenario };
}

/** Checks a file with the library's parser; only a battle of a game the page draws can go on the table. */
export function checkFile(file: unknown): Checked | { readonly ok: false; readonly problem: NotOnTable } {
  const parsed = parseScenarioValue(file);
  if (!parsed.ok) return { ok: false, issues: parsed.issues };
  const drawn = onTable(parsed.scenario);
  return drawn.ok ? { ok: true, loaded: { file: file as BattleFile, scenario: drawn.scenario } } : drawn;
}

/** Rechecks an edited file; an edit never turns a battle into an attack, so only issues can come back. */
export function checkEdit(file: BattleFile): Checked {
  const checked = checkFile(file);
  if (checked.ok) return checked;
  return { ok: false, issues: 'issues' in checked ? checked.issues : [] };
}

/** Positions, facings and sizes are kept to a hundredth of an inch or degree in the file. */
export const round2 = (value: number): number => Math.round(value * 100) / 100;

function mapWarriors(file: BattleFile, change: (warrior: WarriorFile, band: WarbandFile) => WarriorFile | null): BattleFile {
  const warbands = file.battle.warbands.map((band) => ({
    ...band,
    models: band.models.flatMap((warrior) => {
      const changed = change(warrior, band);
      return changed ? [changed] : [];
    }),
  }));
  return { ...file, battle: { ...file.battle, warbands } };
}

export function findWarrior(file: BattleFile, id: string): { readonly warrior: WarriorFile; readonly band: WarbandFile } | null {
  for (const band of file.battle.warbands) {
    const warrior = band.models.find((m) => m.id === id);
    if (warrior) return { warrior, band };
  }
  return null;
}

export function updateWarrior(file: BattleFile, id: string, change: (warrior: WarriorFile) => WarriorFile): BattleFile {
  return mapWarriors(file, (w) => (w.id === id ? change(w) : w));
}

export function moveWarrior(file: BattleFile, id: string, x: number, y: number): BattleFile {
  return updateWarrior(file, id, (w) => ({ ...w, position: [round2(x), round2(y)] }));
}

/** Facing kept in 0–359.99°, as the file's range allows. */
export function normaliseFacing(degrees: number): number {
  return round2(((degrees % 360) + 360) % 360);
}

export function turnWarrior(file: BattleFile, id: string, facing: number): BattleFile {
  return updateWarrior(file, id, (w) => ({ ...w, facing: normaliseFacing(facing) }));
}

/** Where a model stands: the ground (with a hill's elevation) or a building's floor ("house/upper"). */
export type Footing = { readonly kind: 'ground'; readonly elevation: number } | { readonly kind: 'floor'; readonly floor: string };

export function setFooting(file: BattleFile, id: string, footing: Footing): BattleFile {
  return updateWarrior(file, id, (w) => {
    const { floor: _floor, elevation: _elevation, ...rest } = w;
    switch (footing.kind) {
      case 'ground':
        return footing.elevation > 0 ? { ...rest, elevation: footing.elevation } : rest;
      case 'floor':
        return { ...rest, floor: footing.floor };
    }
  });
}

export function deleteWarrior(file: BattleFile, id: string): BattleFile {
  return mapWarriors(file, (w) => (w.id === id ? null : w));
}

/** An id not used by any model, terrain piece, building or warband yet: "warrior-3". */
export function freshId(file: BattleFile, prefix: string): string {
  const used = new Set<string>([
    ...file.battle.warbands.flatMap((b) => [b.id, ...b.models.map((m) => m.id)]),
    ...(file.battle.terrain ?? []).map((t) => t.id),
    ...(file.battle.buildings ?? []).map((b) => b.id),
  ]);
  for (let n = 1; ; n += 1) {
    const id = `${prefix}-${n}`;
    if (!used.has(id)) return id;
  }
}

/** A terrain piece from the corners drawn on the table, kept to a hundredth of an inch. */
export function drawnTerrainPiece(id: string, points: readonly Point2[], kind: TerrainFile['kind'], height: number): TerrainFile {
  return { id, kind, height, outline: points.map((p) => [round2(p.x), round2(p.y)] as [number, number]) };
}

/** A warrior with an ordinary human profile and no kit, for the player to edit. */
export function newWarrior(id: string, name: string, x: number, y: number): WarriorFile {
  return { id, name, position: [round2(x), round2(y)], facing: 0, profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 }, weapons: ['bow'] };
}

export function addWarrior(file: BattleFile, warband: string, warrior: WarriorFile): BattleFile {
  const warbands = file.battle.warbands.map((band) => (band.id === warband ? { ...band, models: [...band.models, warrior] } : band));
  return { ...file, battle: { ...file.battle, warbands } };
}

/** Moves a warrior to another warband (last in its list). */
export function changeWarband(file: BattleFile, id: string, warband: string): BattleFile {
  const found = findWarrior(file, id);
  if (!found || found.band.id === warband) return file;
  return addWarrior(deleteWarrior(file, id), warband, found.warrior);
}

export function setShooting(file: BattleFile, warband: string): BattleFile {
  return { ...file, battle: { ...file.battle, shooting: warband } };
}

/**
 * A scenario file with terrain: a Mordheim battle's, or a unit game's (Battleaxe, The Ninth
 * Age), whose terrain pieces share one format; the terrain edits below serve them all.
 */
export interface TerrainHolder {
  readonly battle: { readonly terrain?: readonly TerrainFile[] | undefined };
}

export function findTerrain(file: TerrainHolder, id: string): TerrainFile | null {
  return (file.battle.terrain ?? []).find((t) => t.id === id) ?? null;
}

function withTerrain<F extends TerrainHolder>(file: F, terrain: readonly TerrainFile[]): F {
  return { ...file, battle: { ...file.battle, terrain } };
}

export function addTerrain<F extends TerrainHolder>(file: F, piece: TerrainFile): F {
  return withTerrain(file, [...(file.battle.terrain ?? []), piece]);
}

export function updateTerrain<F extends TerrainHolder>(file: F, id: string, change: (piece: TerrainFile) => TerrainFile): F {
  return withTerrain(file, (file.battle.terrain ?? []).map((t) => (t.id === id ? change(t) : t)));
}

export function deleteTerrain<F extends TerrainHolder>(file: F, id: string): F {
  return withTerrain(file, (file.battle.terrain ?? []).filter((t) => t.id !== id));
}

/** Moves a terrain piece by (dx, dy) inches. */
export function shiftTerrain<F extends TerrainHolder>(file: F, id: string, dx: number, dy: number): F {
  return updateTerrain(file, id, (t) => ({ ...t, outline: t.outline.map(([x, y]) => [round2(x + dx), round2(y + dy)] as [number, number]) }));
}

/** The floors a model may stand on, as the file names them: "house/upper". */
export function floorNames(file: BattleFile): string[] {
  return (file.battle.buildings ?? []).flatMap((b) => b.floors.map((f) => `${b.id}/${f.id}`));
}

/** The whole file as export writes it. */
export function fileText(file: BattleFile): string {
  return JSON.stringify(file, null, 2) + '\n';
}
