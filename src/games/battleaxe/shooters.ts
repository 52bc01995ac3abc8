import { unitModels, type BattleaxeBattle, type BattleaxeUnit } from './unit.js';

/** Why a unit may not shoot this phase. */
export type BattleaxeShooterRefusal = 'not-their-phase' | 'destroyed' | 'in-combat' | 'fleeing' | 'already-shot' | 'no-missile-weapon';

/** Whether a unit may shoot this phase, and every reason why not. */
export interface BattleaxeShooterStatus {
  readonly unit: string;
  readonly may: boolean;
  readonly refusals: readonly BattleaxeShooterRefusal[];
  /** Models still standing. */
  readonly models: number;
}

/**
 * Whether a unit may shoot now, and every reason it may not.
 *
 * @example
 * // battle, variants: examples/battleaxe/hedge-and-wall.json, parsed as in battleaxeTargetReport's example
 * const [archers, goblins] = [findUnit(battle, 'archers'), findUnit(battle, 'goblins')];
 * if (archers) battleaxeShooterStatus(battle, archers); // { unit: 'archers', may: true, refusals: [], models: 10 }
 * if (goblins) battleaxeShooterStatus(battle, goblins).refusals; // ['not-their-phase', 'no-missile-weapon']
 */
export function battleaxeShooterStatus(battle: BattleaxeBattle, unit: BattleaxeUnit): BattleaxeShooterStatus {
  const models = unitModels(battle, unit.id).length;
  const refusals: BattleaxeShooterRefusal[] = [];
  if (unit.army !== battle.shooting) refusals.push('not-their-phase');
  if (models === 0) refusals.push('destroyed');
  if (unit.state.inCombat) refusals.push('in-combat');
  if (unit.state.fleeing) refusals.push('fleeing');
  if (unit.state.hasShot) refusals.push('already-shot');
  if (unit.weapon === null) refusals.push('no-missile-weapon');
  return { unit: unit.id, may: refusals.length === 0, refusals, models };
}
