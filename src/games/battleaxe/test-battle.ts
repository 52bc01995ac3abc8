// Builds small Battleaxe battles for tests, in code rather than through the file format.
import { facingRightVector, facingVector, orientedRect, type Polygon } from '../../geometry/index.js';
import type { TableModel, TableUnit, TerrainPiece } from '../../table/index.js';
import type { BattleaxeKeyword, BattleaxeProfile, BattleaxeWeapon } from './attack-types.js';
import { FRESH_UNIT_STATE, type BattleaxeBattle, type BattleaxeUnitRule, type BattleaxeUnit, type BattleaxeUnitState } from './unit.js';
import { BATTLEAXE_WEAPONS } from './weapons.js';

export const box = (x0: number, y0: number, x1: number, y1: number): Polygon => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

export function piece(id: string, kind: TerrainPiece['kind'], outline: Polygon, top: number): TerrainPiece {
  return { id, kind, outline, bottom: 0, top, explosive: false };
}

export interface TestUnit {
  readonly id: string;
  readonly army: string;
  /** Centre of the block. */
  readonly at: readonly [number, number];
  readonly files: number;
  readonly ranks?: number;
  readonly models?: number;
  /** Degrees: 0 faces up the table (towards smaller y), 180 down. */
  readonly facing?: number;
  /** Square bases this many inches across (default 1). */
  readonly base?: number;
  readonly height?: number;
  readonly profile?: Partial<BattleaxeProfile>;
  readonly keywords?: readonly BattleaxeKeyword[];
  readonly weapon?: BattleaxeWeapon | null;
  readonly startingModels?: number;
  /** Skirmishers shoot with every model (B-15); otherwise the block's `files` make its ranks. */
  readonly skirmishers?: boolean;
  readonly rules?: readonly BattleaxeUnitRule[];
  readonly state?: Partial<BattleaxeUnitState>;
}

/** A block as the scenario format builds it: rank by rank from the front-left, models "id#1"… */
function block(u: TestUnit): { unit: TableUnit; models: TableModel[] } {
  const base = u.base ?? 1;
  const ranks = u.ranks ?? 1;
  const facing = u.facing ?? 0;
  const count = u.models ?? u.files * ranks;
  const [cx, cy] = u.at;
  const boundary = orientedRect({ x: cx, y: cy }, u.files * base, ranks * base, facing);
  const forward = facingVector(facing);
  const right = facingRightVector(facing);
  const models: TableModel[] = [];
  for (let k = 0; k < count; k += 1) {
    const along = ((k % u.files) + 0.5) * base - boundary.width / 2;
    const back = boundary.depth / 2 - (Math.floor(k / u.files) + 0.5) * base;
    const centre = { x: cx + right.x * along + forward.x * back, y: cy + right.y * along + forward.y * back };
    models.push({ id: `${u.id}#${k + 1}`, base: orientedRect(centre, base, base, facing), height: u.height ?? 1.25, standing: { kind: 'ground', elevation: 0 }, facing, unit: u.id });
  }
  return { unit: { id: u.id, boundary, models: models.map((m) => m.id) }, models };
}

export const HUMAN: BattleaxeProfile = { BS: 4, S: 3, T: 3, W: 1, armour: null, ward: null };

export function testBattle(units: readonly TestUnit[], terrain: readonly TerrainPiece[] = [], shooting = 'a'): BattleaxeBattle {
  const blocks = units.map(block);
  const armies = [...new Set(units.map((u) => u.army))].map((id) => ({ id, name: id }));
  const battleUnits: BattleaxeUnit[] = units.map((u, i) => ({
    id: u.id,
    name: u.id,
    army: u.army,
    profile: { ...HUMAN, ...u.profile },
    keywords: u.keywords ?? [],
    weapon: u.weapon === undefined ? BATTLEAXE_WEAPONS.bow : u.weapon,
    rules: u.rules ?? [],
    formation: u.skirmishers ? { kind: 'skirmish' } : { kind: 'ranks', files: u.files },
    startingModels: u.startingModels ?? blocks[i]?.models.length ?? 0,
    state: { ...FRESH_UNIT_STATE, ...u.state },
  }));
  return {
    table: { width: 48, depth: 48, terrain, buildings: [], models: blocks.flatMap((b) => b.models), units: blocks.map((b) => b.unit) },
    armies,
    units: battleUnits,
    shooting,
  };
}
