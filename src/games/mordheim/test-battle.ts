// Builds small Mordheim battles for tests, in code rather than through the file format.
import { roundBase, type Polygon } from '../../geometry/index.js';
import type { MordheimModelRuleId } from './model-rules.js';
import type { Building, Standing, TableModel, TerrainPiece } from '../../table/index.js';
import { NO_KIT, type MordheimKit, type MordheimProfile } from './attack-types.js';
import { MORDHEIM_DEFAULT_VARIANTS } from './variants.js';
import { FRESH_STATE, type MordheimBattle, type Warrior, type WarriorState } from './warrior.js';
import { MORDHEIM_WEAPONS, type MissileWeapon } from './weapons.js';

export const box = (x0: number, y0: number, x1: number, y1: number): Polygon => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

export interface TestWarrior {
  readonly id: string;
  readonly warband: string;
  readonly at: [number, number];
  readonly profile?: Partial<MordheimProfile>;
  readonly weapons?: readonly MissileWeapon[];
  readonly kit?: Partial<MordheimKit>;
  readonly state?: Partial<WarriorState>;
  readonly largeTarget?: boolean;
  readonly rules?: readonly MordheimModelRuleId[];
  readonly height?: number;
  readonly baseMm?: number;
  readonly standing?: Standing;
}

export function wallPiece(id: string, outline: Polygon, top: number, extra: Partial<TerrainPiece> = {}): TerrainPiece {
  return { id, kind: 'hard-cover', outline, bottom: 0, top, explosive: false, ...extra };
}

export function testBattle(warriors: readonly TestWarrior[], terrain: readonly TerrainPiece[] = [], buildings: readonly Building[] = [], shooting = 'a'): MordheimBattle {
  const models: TableModel[] = warriors.map((w) => ({
    id: w.id,
    base: roundBase({ x: w.at[0], y: w.at[1] }, w.baseMm ?? 25),
    height: w.height ?? 1.25,
    standing: w.standing ?? { kind: 'ground', elevation: 0 },
    facing: 0,
    unit: null,
  }));
  const built: Warrior[] = warriors.map((w) => {
    const profile: MordheimProfile = { BS: 3, S: 3, T: 3, W: 1, I: 3, ...w.profile };
    return {
      id: w.id,
      name: w.id,
      warband: w.warband,
      profile,
      kit: { ...NO_KIT, ...w.kit },
      weapons: w.weapons ?? (w.warband === shooting ? [MORDHEIM_WEAPONS.bow] : []),
      largeTarget: w.largeTarget ?? false,
      injuryTable: 'standard',
      rules: w.rules ?? [],
      state: { ...FRESH_STATE, woundsLeft: profile.W, ...w.state },
    };
  });
  return {
    table: { width: 48, depth: 48, terrain, buildings, models, units: [] },
    warbands: [
      { id: 'a', name: 'a' },
      { id: 'b', name: 'b' },
    ],
    warriors: built,
    shooting,
  };
}

export const options = { variants: MORDHEIM_DEFAULT_VARIANTS };
