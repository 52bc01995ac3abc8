import { NO_CIRCUMSTANCES, NO_KIT, type MordheimAttack, type MordheimCircumstances, type MordheimKit, type MordheimProfile, type MordheimShooter, type MordheimTarget } from './attack-types.js';
import { weaponInHands } from './in-hands.js';
import type { MordheimModelRuleId } from './model-rules.js';
import { MORDHEIM_DEFAULT_VARIANTS, type MordheimVariants } from './variants.js';
import { findWeapon, weaponHas, type MissileWeapon } from './weapons.js';

/** The same attack with every default left out; see `mordheimAttack`. */
export interface MordheimAttackInput {
  readonly shooter: { readonly name?: string; readonly profile: Pick<MordheimProfile, 'BS'> & Partial<Pick<MordheimProfile, 'S'>>; readonly rules?: readonly MordheimModelRuleId[] };
  readonly weapon: MissileWeapon | string;
  readonly target: {
    readonly name?: string;
    readonly profile: Pick<MordheimProfile, 'T'> & Partial<Pick<MordheimProfile, 'W' | 'S'>>;
    readonly kit?: Partial<MordheimKit>;
    readonly woundsLeft?: number;
    readonly condition?: MordheimTarget['condition'];
    readonly largeTarget?: boolean;
    readonly hardToKill?: boolean;
    readonly rules?: readonly MordheimModelRuleId[];
    readonly luckyCharmUsed?: boolean;
  };
  readonly circumstances?: Partial<MordheimCircumstances>;
  readonly shots?: number;
  readonly variants?: Partial<MordheimVariants>;
  /** A double-barrelled weapon's barrels fired (M-17); both when left out. */
  readonly barrels?: 1 | 2;
}

/** A shooter's Strength when none is given: thrown weapons need it, others ignore it. */
const DEFAULT_STRENGTH = 3;

/**
 * Fills in the defaults (no kit, standing, full wounds, one shot, the rulings' default
 * readings). Programming errors — an unknown weapon name — throw; user input is checked
 * with messages by the scenario layer before it gets here.
 *
 * @example
 * const attack = mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 3, W: 1 }, kit: { armour: 'light' } }, circumstances: { cover: true, longRange: true } });
 * attack.shots; // 1
 * attack.target.condition; // 'standing'
 * attack.weapon; // MORDHEIM_WEAPONS.crossbow: range 30, S4, move or fire
 */
export function mordheimAttack(input: MordheimAttackInput): MordheimAttack {
  const weapon = typeof input.weapon === 'string' ? findWeapon(input.weapon) : input.weapon;
  if (!weapon) throw new TypeError(`unknown Mordheim missile weapon: ${typeof input.weapon === 'string' ? input.weapon : input.weapon.id}`);
  if (input.barrels === 2 && !weaponHas(weapon, 'double-barrelled')) throw new TypeError(`${weapon.id} has no second barrel`);
  // M-17: both barrels are the shooting's two rounds; more shots have no meaning (a file's `barrels-shots`).
  if (weaponHas(weapon, 'double-barrelled') && input.barrels !== 1 && (input.shots ?? 1) !== 1) throw new TypeError(`both barrels of ${weapon.id} fire once each: give barrels 1 for shots of one barrel`);
  // BS-M data.cat, Net: the target's own Strength settles whether it tears the net; no value is assumed.
  if (weaponHas(weapon, 'net') && input.target.profile.S === undefined) throw new TypeError(`${weapon.id} needs the target's Strength (target.profile.S)`);
  const W = input.target.profile.W ?? 1;
  const shooter: MordheimShooter = {
    ...(input.shooter.name ? { name: input.shooter.name } : {}),
    profile: { BS: input.shooter.profile.BS, S: input.shooter.profile.S ?? DEFAULT_STRENGTH },
    rules: input.shooter.rules ?? [],
  };
  const circumstances: MordheimCircumstances = { ...NO_CIRCUMSTANCES, ...input.circumstances };
  return {
    shooter,
    weapon: weaponInHands({ rules: shooter.rules, profile: shooter.profile, state: { moved: circumstances.moved, reloading: [], firedOnce: [] } }, weapon),
    target: {
      ...(input.target.name ? { name: input.target.name } : {}),
      profile: { T: input.target.profile.T, W, ...(input.target.profile.S !== undefined ? { S: input.target.profile.S } : {}) },
      kit: { ...NO_KIT, ...input.target.kit },
      woundsLeft: input.target.woundsLeft ?? W,
      condition: input.target.condition ?? 'standing',
      largeTarget: input.target.largeTarget ?? false,
      injuryTable: input.target.hardToKill ? 'hard-to-kill' : 'standard',
      rules: input.target.rules ?? [],
      luckyCharmUsed: input.target.luckyCharmUsed ?? false,
    },
    circumstances,
    shots: input.shots ?? 1,
    variants: { ...MORDHEIM_DEFAULT_VARIANTS, ...input.variants },
    criticalHits: true,
    ...(input.barrels !== undefined ? { barrels: input.barrels } : {}),
  };
}
