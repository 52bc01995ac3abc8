import type { Amount, BattleaxeWeapon } from './attack-types.js';

const ONE_WOUND: Amount = { kind: 'fixed', value: 1 };

/**
 * Missile weapons a scenario may name. Battleaxe's own weapon table was not found
 * (facts C2): the short bow's 18" is the seed's; the other ranges are the parent game's
 * (WFB 6th/8th, facts C2), the pistol's the Warhammer Armies Project's (WAP-PISTOL), and
 * bows volley as the parent games' bows do (facts B-7). A scenario can give any weapon its
 * own profile instead.
 */
export const BATTLEAXE_WEAPONS = {
  'short-bow': { id: 'short-bow', range: 18, strength: 3, shots: 1, armourPiercing: 0, multipleWounds: ONE_WOUND, volleyFire: true },
  bow: { id: 'bow', range: 24, strength: 3, shots: 1, armourPiercing: 0, multipleWounds: ONE_WOUND, volleyFire: true },
  longbow: { id: 'longbow', range: 30, strength: 3, shots: 1, armourPiercing: 0, multipleWounds: ONE_WOUND, volleyFire: true },
  crossbow: { id: 'crossbow', range: 30, strength: 4, shots: 1, armourPiercing: 0, multipleWounds: ONE_WOUND, volleyFire: false },
  handgun: { id: 'handgun', range: 24, strength: 4, shots: 1, armourPiercing: 1, multipleWounds: ONE_WOUND, volleyFire: false },
  pistol: { id: 'pistol', range: 12, strength: 4, shots: 1, armourPiercing: 1, multipleWounds: ONE_WOUND, volleyFire: false },
  sling: { id: 'sling', range: 18, strength: 3, shots: 1, armourPiercing: 0, multipleWounds: ONE_WOUND, volleyFire: false },
  javelin: { id: 'javelin', range: 8, strength: 'user', shots: 1, armourPiercing: 0, multipleWounds: ONE_WOUND, volleyFire: false },
} as const satisfies Record<string, BattleaxeWeapon>;

/** The id of a weapon in {@link BATTLEAXE_WEAPONS}. */
export type BattleaxeWeaponId = keyof typeof BATTLEAXE_WEAPONS;
/** Every weapon id, in the table's order. */
export const BATTLEAXE_WEAPON_IDS = Object.keys(BATTLEAXE_WEAPONS) as BattleaxeWeaponId[];

/** Other spellings players use. */
const ALIASES: Readonly<Record<string, BattleaxeWeaponId>> = {
  shortbow: 'short-bow',
  'long-bow': 'longbow',
  javelins: 'javelin',
  'throwing-spear': 'javelin',
};

const normalise = (name: string) => name.trim().toLowerCase().replace(/[\s_]+/g, '-');

/**
 * Whether a string is exactly a weapon's id (no other spellings).
 *
 * @example
 * isBattleaxeWeaponId('crossbow'); // true
 * isBattleaxeWeaponId('long-bow'); // false: the id is 'longbow'
 */
export function isBattleaxeWeaponId(id: string): id is BattleaxeWeaponId {
  return Object.hasOwn(BATTLEAXE_WEAPONS, id);
}

/**
 * A weapon by its id or another usual spelling, or undefined.
 *
 * @example
 * findBattleaxeWeapon('long-bow')?.id; // 'longbow'
 * findBattleaxeWeapon('Shortbow')?.id; // 'short-bow'
 * findBattleaxeWeapon('musket'); // undefined
 */
export function findBattleaxeWeapon(name: string): BattleaxeWeapon | undefined {
  const key = normalise(name);
  // Own keys only: a name such as "constructor" must not find an object's built-in property.
  const id = isBattleaxeWeaponId(key) ? key : Object.hasOwn(ALIASES, key) ? ALIASES[key] : undefined;
  return id === undefined ? undefined : BATTLEAXE_WEAPONS[id];
}
