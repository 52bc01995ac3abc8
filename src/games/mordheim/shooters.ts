import { refusalsFrom } from '../shared/index.js';
import { weaponInHands } from './in-hands.js';
import { MORDHEIM_RULES, type WeaponRefusal } from './rules.js';
import type { MordheimBattle, Warrior } from './warrior.js';
import { weaponHas, type MissileWeapon } from './weapons.js';

export type { WeaponRefusal };

/** Why a warrior may not shoot this phase (seed: who can shoot; ruling M-11). */
export type ShooterRefusal =
  | 'not-their-phase'
  | 'out-of-action'
  | 'in-combat'
  | 'ran'
  | 'failed-charge'
  | 'rallied'
  | 'knocked-down'
  | 'stunned'
  | 'fleeing'
  | 'already-shot'
  | 'no-missile-weapon'
  | 'no-usable-weapon';

/** One of a warrior's missile weapons, and why it cannot be used now (empty: it can). */
export interface WeaponChoice {
  readonly weapon: MissileWeapon;
  readonly refusals: readonly WeaponRefusal[];
}

/** Whether a warrior may shoot this phase, every reason why not, and its weapons. */
export interface ShooterStatus {
  readonly warrior: string;
  readonly may: boolean;
  readonly refusals: readonly ShooterRefusal[];
  readonly weapons: readonly WeaponChoice[];
  /** A hidden warrior may shoot, and is seen as soon as it does, unless all it can fire is stealthy (a blowpipe: the target tests to spot it). */
  readonly revealsItself: boolean;
}

/** The weapon as the warrior holds it (Eagle Eyes' range…), and its refusals: `MORDHEIM_RULES` at the may-shoot step (move or fire, prepare shot, and the skills that lift them). */
function weaponChoice(warrior: Warrior, weapon: MissileWeapon): WeaponChoice {
  const inHand = weaponInHands(warrior, weapon);
  return { weapon: inHand, refusals: refusalsFrom(MORDHEIM_RULES, { warrior, weapon: inHand }) };
}

/**
 * Whether a warrior may shoot now, every reason it may not, and which of its weapons it can use.
 *
 * @example
 * // battle, variants: examples/mordheim/battle-street.json, parsed as in targetReport's example
 * const find = (id: string) => battle.warriors.find((w) => w.id === id);
 * const marksman = find('marksman');
 * const lookout = find('lookout');
 * if (marksman) shooterStatus(battle, marksman).may; // true
 * if (lookout) shooterStatus(battle, lookout).refusals; // ['not-their-phase', 'knocked-down', 'no-missile-weapon']
 */
export function shooterStatus(battle: MordheimBattle, warrior: Warrior): ShooterStatus {
  const s = warrior.state;
  const refusals: ShooterRefusal[] = [];
  if (warrior.warband !== battle.shooting) refusals.push('not-their-phase');
  if (s.condition === 'out-of-action') refusals.push('out-of-action');
  if (s.inCombat) refusals.push('in-combat');
  if (s.ran) refusals.push('ran');
  if (s.failedCharge) refusals.push('failed-charge');
  if (s.rallied) refusals.push('rallied');
  if (s.condition === 'knocked-down') refusals.push('knocked-down');
  if (s.condition === 'stunned') refusals.push('stunned');
  // M-11: a fleeing warrior runs or rallies, and either rules shooting out.
  if (s.fleeing) refusals.push('fleeing');
  if (s.hasShot) refusals.push('already-shot');
  const weapons = warrior.weapons.map((w) => weaponChoice(warrior, w));
  if (weapons.length === 0) refusals.push('no-missile-weapon');
  else if (weapons.every((w) => w.refusals.length > 0)) refusals.push('no-usable-weapon');
  // A stealthy weapon (a blowpipe) may be fired from hiding without giving the firer away.
  const seenWhenItShoots = weapons.some((w) => w.refusals.length === 0 && !weaponHas(w.weapon, 'stealthy'));
  return { warrior: warrior.id, may: refusals.length === 0, refusals, weapons, revealsItself: s.hidden && seenWhenItShoots };
}
