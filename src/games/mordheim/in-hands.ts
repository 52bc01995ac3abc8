/**
 * A weapon as a warrior holds it: the range and Strength its rules give it (Eagle Eyes' +6",
 * superior blackpowder's +1 Strength), and what a shot fired with it may do. Every shot, target
 * list and range check reads the weapon through here, so they never disagree on its reach.
 */
import { modifiersFrom, shotsGrantFrom } from '../shared/index.js';
import { MORDHEIM_RULES, type MordheimRuleId, type Spotter, type WeaponAtDistance, type WeaponHolder } from './rules.js';
import type { MissileWeapon, WeaponBonus } from './weapons.js';

/**
 * The weapon with the warrior's range and Strength bonuses added, each listed in `bonuses`
 * (and, for blessed water, its range worked out from the holder's Strength, in
 * `rangeFromStrength`); the weapon itself when none applies. A weapon already in hand (it has `bonuses`) is returned
 * as it is, so the bonuses are never added twice.
 *
 * @example
 * weaponInHands({ rules: ['eagle-eyes'], state: { moved: false, reloading: [], firedOnce: [] } }, MORDHEIM_WEAPONS.bow).range; // 30
 * weaponInHands({ rules: ['superior-blackpowder'], state: { moved: false, reloading: [], firedOnce: [] } }, MORDHEIM_WEAPONS.handgun).strength; // 5
 * weaponInHands({ rules: [], profile: { S: 4 }, state: { moved: false, reloading: [], firedOnce: [] } }, MORDHEIM_WEAPONS['blessed-water']).range; // 8: twice the thrower's S
 */
export function weaponInHands(holder: WeaponHolder, weapon: MissileWeapon): MissileWeapon {
  if (weapon.bonuses || weapon.rangeFromStrength !== undefined) return weapon;
  const thrown = thrownAsFarAsStrong(holder, weapon);
  if (thrown !== weapon) return withBonuses(holder, thrown);
  return withBonuses(holder, weapon);
}

/** BS-M data.cat, Blessed Water: a weapon thrown as far as its thrower is strong takes its range from the thrower's Strength. */
function thrownAsFarAsStrong(holder: WeaponHolder, weapon: MissileWeapon): MissileWeapon {
  const strength = holder.profile?.S;
  if (weapon.rangePerStrength === undefined || strength === undefined) return weapon;
  return { ...weapon, range: weapon.rangePerStrength * strength, rangeFromStrength: strength };
}

function withBonuses(holder: WeaponHolder, weapon: MissileWeapon): MissileWeapon {
  const context = { warrior: holder, weapon };
  const bonuses: WeaponBonus[] = [
    ...modifiersFrom(MORDHEIM_RULES, 'range', context).map((m): WeaponBonus => ({ field: 'range', code: m.code, value: m.value })),
    ...(weapon.strength === 'user' ? [] : modifiersFrom(MORDHEIM_RULES, 'strength', context).map((m): WeaponBonus => ({ field: 'strength', code: m.code, value: m.value }))),
  ];
  if (bonuses.length === 0) return weapon;
  const added = (field: WeaponBonus['field']) => bonuses.filter((b) => b.field === field).reduce((sum, b) => sum + b.value, 0);
  return { ...weapon, range: weapon.range + added('range'), strength: weapon.strength === 'user' ? 'user' : weapon.strength + added('strength'), bonuses };
}

/** The rules that give a weapon a second shot at −1 (facts A4): the weapon's own fire twice. */
const FIRE_TWICE_RULES: readonly MordheimRuleId[] = ['fire-twice', 'fire-twice-at-half-range'];

/** The shots a warrior fires with a weapon at this distance, and whether they are the weapon's fire twice (each at −1). */
export interface ShotsInHand {
  readonly shots: number;
  /** The rule that gives the shots (null: one shot, no rule). */
  readonly by: MordheimRuleId | null;
  /** The weapon's own fire-twice rule gives them: each shot takes its −1. */
  readonly fireTwice: boolean;
}

/**
 * How many shots the rules give: the weapon's fire twice (a repeater; a sling at half range,
 * not after moving), Quick Shot, Pistolier with a brace, Knife Fighter; the most any gives.
 * `fireTwice: false` is the player choosing to fire once where the rules allow more.
 *
 * @example
 * shotsInHand({ warrior: { rules: ['quick-shot'], state: { moved: false, reloading: [], firedOnce: [] } }, weapon: MORDHEIM_WEAPONS.bow, distance: 10 }, true); // { shots: 2, by: 'quick-shot', fireTwice: false }
 * shotsInHand({ warrior: { rules: [], state: { moved: false, reloading: [], firedOnce: [] } }, weapon: MORDHEIM_WEAPONS['repeater-crossbow'], distance: 10 }, true); // { shots: 2, by: 'fire-twice', fireTwice: true }
 */
export function shotsInHand(context: WeaponAtDistance, useExtraShots: boolean): ShotsInHand {
  const grant = useExtraShots ? shotsGrantFrom(MORDHEIM_RULES, context) : null;
  if (grant === null) return { shots: 1, by: null, fireTwice: false };
  return { shots: grant.shots, by: grant.by, fireTwice: FIRE_TWICE_RULES.includes(grant.by) };
}

/**
 * How far a warrior sees hidden enemies: its Initiative in inches (facts A1), with a lantern's
 * or torch's 4" and twice as far with Excellent Sight.
 *
 * @example
 * spottingRange({ profile: { I: 4 }, rules: ['lantern'] }); // 8
 * spottingRange({ profile: { I: 5 }, rules: ['excellent-sight'] }); // 10
 */
export function spottingRange(spotter: Spotter): number {
  return modifiersFrom(MORDHEIM_RULES, 'spotting', spotter).reduce((inches, m) => inches + m.value, spotter.profile.I ?? 0);
}
