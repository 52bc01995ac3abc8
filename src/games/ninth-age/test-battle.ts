// Builds small Ninth Age battles for tests, in code rather than through the file format. The
// blocks are laid out as src/scenario/table.ts lays them: model k in rank ⌊k / files⌋, front first.
import { facingRightVector, facingVector, orientedRect, type Polygon } from '../../geometry/index.js';
import type { TraceEntry } from '../../dice/index.js';
import type { TableModel, TableUnit, TerrainKind, TerrainPiece } from '../../table/index.js';
import type { NinthAgeDefence } from './attack-types.js';
import { FRESH_UNIT_STATE, type Formation, type NinthAgeBattle, type NinthAgeUnit, type NinthAgeUnitState, type UnitJoined } from './battle.js';
import { DEFAULT_DEFENCE } from './build.js';
import type { NinthAgeCheck, NinthAgeOutcome } from './explanation.js';
import { NINTH_AGE_DEFAULT_VARIANTS } from './variants.js';
import { NINTH_AGE_WEAPONS, type WeaponEntry } from './weapons.js';

type Trace = readonly TraceEntry<NinthAgeCheck, NinthAgeOutcome>[];

/** Every die of a trace, its groups opened, in the order thrown. */
export function traceDice(trace: Trace): Extract<TraceEntry<NinthAgeCheck, NinthAgeOutcome>, { kind: 'die' }>[] {
  return trace.flatMap((entry) => (entry.kind === 'group' ? traceDice(entry.entries) : entry.kind === 'die' ? [entry] : []));
}

/** Every check of a trace, each group's own before its entries'. */
export function traceChecks(trace: Trace): NinthAgeCheck[] {
  return trace.flatMap((entry) => (entry.kind === 'group' ? [entry.check, ...traceChecks(entry.entries)] : [entry.check]));
}

export const box = (x0: number, y0: number, x1: number, y1: number): Polygon => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

export function terrain(id: string, kind: TerrainKind, outline: Polygon, top = 2): TerrainPiece {
  return { id, kind, outline, bottom: 0, top, explosive: false };
}

export interface TestUnit {
  readonly id: string;
  readonly army: string;
  /** Centre of the Unit Boundary. */
  readonly at: readonly [number, number];
  readonly facing?: number;
  readonly files?: number;
  readonly ranks?: number;
  readonly models?: number;
  /** Base width and depth in inches (default 1 × 1). */
  readonly base?: readonly [number, number];
  readonly profile?: Partial<NinthAgeDefence & { Str: number; AP: number }>;
  readonly weapons?: readonly WeaponEntry[];
  readonly formation?: Formation;
  readonly state?: Partial<NinthAgeUnitState>;
  readonly hardTarget?: number;
  readonly marchAndShoot?: boolean;
  readonly skirmisher?: boolean;
  readonly lightTroops?: boolean;
  readonly fly?: boolean;
  /** Joined characters and the Champion (NR-COMBINED, T-13). */
  readonly joined?: UnitJoined;
}

function block(u: TestUnit): { unit: TableUnit; models: TableModel[] } {
  const [bw, bd] = u.base ?? [1, 1];
  const files = u.files ?? 1;
  const ranks = u.ranks ?? 1;
  const facing = u.facing ?? 0;
  const [cx, cy] = u.at;
  const boundary = orientedRect({ x: cx, y: cy }, files * bw, ranks * bd, facing);
  const f = facingVector(facing);
  const r = facingRightVector(facing);
  const models: TableModel[] = [];
  const count = u.models ?? files * ranks;
  for (let k = 0; k < count; k += 1) {
    const along = ((k % files) + 0.5) * bw - boundary.width / 2;
    const back = boundary.depth / 2 - (Math.floor(k / files) + 0.5) * bd;
    const centre = { x: cx + r.x * along + f.x * back, y: cy + r.y * along + f.y * back };
    models.push({ id: `${u.id}#${k + 1}`, base: orientedRect(centre, bw, bd, facing), height: 1.25, standing: { kind: 'ground', elevation: 0 }, facing, unit: u.id });
  }
  return { unit: { id: u.id, boundary, models: models.map((m) => m.id) }, models };
}

export const bow = (aim = 4): WeaponEntry => ({ weapon: NINTH_AGE_WEAPONS.bow, aim });

export function testBattle(units: readonly TestUnit[], pieces: readonly TerrainPiece[] = [], shooting = 'a'): NinthAgeBattle {
  const blocks = units.map(block);
  return {
    table: { width: 72, depth: 48, terrain: pieces, buildings: [], models: blocks.flatMap((b) => b.models), units: blocks.map((b) => b.unit) },
    armies: [
      { id: 'a', name: 'a' },
      { id: 'b', name: 'b' },
    ],
    units: units.map(
      (u): NinthAgeUnit => ({
        id: u.id,
        name: u.id,
        army: u.army,
        formation: u.formation ?? 'close',
        profile: { ...DEFAULT_DEFENCE, Str: 3, AP: 0, ...u.profile },
        hardTarget: u.hardTarget ?? 0,
        marchAndShoot: u.marchAndShoot ?? false,
        flammable: false,
        fly: u.fly ?? false,
        skirmisher: u.skirmisher ?? false,
        lightTroops: u.lightTroops ?? false,
        weapons: u.weapons ?? (u.army === shooting ? [bow()] : []),
        state: { ...FRESH_UNIT_STATE, ...u.state },
        ...(u.joined ? { joined: u.joined } : {}),
      }),
    ),
    shooting,
  };
}

export const options = { variants: NINTH_AGE_DEFAULT_VARIANTS };
