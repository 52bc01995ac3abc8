import type { MordheimModelRuleId } from './model-rules.js';

/**
 * Mordheim's missile weapons (shared/rules/facts.md, section A4). Strength is a number or
 * `'user'` (thrown weapons hit at the thrower's Strength). `saveModifier` is the weapon's
 * own modifier, added to the Strength one: a S4 handgun totals −2 and a S5 warplock pistol
 * −3 (M-13 asks for the total; it is the sum of these two parts, shown apart in the
 * explanation). What a rule changes (to hit, who may shoot, how many shots, to wound, the
 * save, reloading) is declared once in `MORDHEIM_RULES` (rules.ts); pick target is the target
 * choice's (targets.ts), the blunderbuss's line and stealth the table shot's (table-shot.ts);
 * a bolas's entangle (a hit that ends the shot) and dangerous (a natural 1 hits the thrower) the
 * shot's (shot.ts) and the table shot's; a net's roll against the target's Strength the shot's too;
 * shoot in hand-to-hand and hand-to-hand belong to close combat and are carried for the
 * explanation.
 */
export const WEAPON_RULES = [
  'move-or-fire',
  'prepare-shot',
  'pick-target',
  'accuracy',
  'fire-twice',
  'fire-twice-at-half-range',
  'thrown',
  'shoot-in-hand-to-hand',
  'hand-to-hand',
  'shot',
  'fire-once',
  'poison',
  'stealthy',
  'brace',
  'accurate',
  'thrown-no-range-penalty',
  'ignores-armour',
  'enemy-save-bonus',
  'double-barrelled',
  'dangerous',
  'entangle',
  'blessed-water',
  'net',
] as const;
/** One of {@link WEAPON_RULES}. */
export type WeaponRule = (typeof WEAPON_RULES)[number];

/** What a warrior's rule adds to a weapon in its hands (in-hands.ts): Eagle Eyes' range, superior blackpowder's Strength. */
export interface WeaponBonus {
  readonly field: 'range' | 'strength';
  readonly code: Extract<MordheimModelRuleId, 'eagle-eyes' | 'superior-blackpowder'>;
  readonly value: number;
}

/** A missile weapon's profile: range, Strength, save modifier, wounds and special rules. */
export interface MissileWeapon {
  readonly id: string;
  /** Maximum range in inches. */
  readonly range: number;
  readonly strength: number | 'user';
  readonly saveModifier: number;
  /** Wounds each unsaved hit causes (M-7); every core missile weapon causes one. */
  readonly wounds: number;
  readonly rules: readonly WeaponRule[];
  /** For a weapon that hits at its user's Strength: what it adds to that Strength (a throwing axe +1, belaying pins −1). */
  readonly userStrengthBonus?: number;
  /**
   * For a weapon thrown as far as its thrower is strong (blessed water: twice the Strength in
   * inches): the inches per point of Strength. `range` is then the thrower's, worked out in hand.
   */
  readonly rangePerStrength?: number;
  /** Set on such a weapon in a warrior's hands: the Strength its `range` was worked out from. */
  readonly rangeFromStrength?: number;
  /** Set on a weapon in a warrior's hands: what its rules added to the range and Strength above. */
  readonly bonuses?: readonly WeaponBonus[];
}

function weapon(id: string, range: number, strength: number | 'user', rules: readonly WeaponRule[] = [], saveModifier = 0): MissileWeapon {
  return { id, range, strength, saveModifier, wounds: 1, rules };
}

/** Every missile weapon the library knows, by id. */
export const MORDHEIM_WEAPONS = {
  'short-bow': weapon('short-bow', 16, 3),
  bow: weapon('bow', 24, 3),
  'long-bow': weapon('long-bow', 30, 3),
  'elf-bow': weapon('elf-bow', 36, 3, [], -1),
  crossbow: weapon('crossbow', 30, 4, ['move-or-fire']),
  sling: weapon('sling', 18, 3, ['fire-twice-at-half-range']),
  'throwing-knives': weapon('throwing-knives', 6, 'user', ['thrown']),
  'repeater-crossbow': weapon('repeater-crossbow', 24, 3, ['fire-twice']),
  'crossbow-pistol': weapon('crossbow-pistol', 10, 4, ['shoot-in-hand-to-hand']),
  pistol: weapon('pistol', 6, 4, ['prepare-shot', 'hand-to-hand'], -1),
  'duelling-pistol': weapon('duelling-pistol', 10, 4, ['accuracy', 'prepare-shot', 'hand-to-hand'], -1),
  // A brace is two of the same pistol: its profile and rules, and it fires every turn.
  'brace-of-pistols': weapon('brace-of-pistols', 6, 4, ['prepare-shot', 'hand-to-hand', 'brace'], -1),
  'brace-of-duelling-pistols': weapon('brace-of-duelling-pistols', 10, 4, ['accuracy', 'prepare-shot', 'hand-to-hand', 'brace'], -1),
  handgun: weapon('handgun', 24, 4, ['prepare-shot', 'move-or-fire'], -1),
  blunderbuss: weapon('blunderbuss', 16, 3, ['shot', 'fire-once']),
  'hochland-long-rifle': weapon('hochland-long-rifle', 48, 4, ['move-or-fire', 'prepare-shot', 'pick-target'], -1),
  'warplock-pistol': weapon('warplock-pistol', 8, 5, ['prepare-shot'], -1),
  // "+1 enemy save": the blowpipe's darts barely trouble armour.
  blowpipe: weapon('blowpipe', 8, 1, ['poison', 'stealthy'], 1),
  // BS-M data.cat: Javelins (8", as user, thrown weapon).
  javelins: weapon('javelins', 8, 'user', ['thrown']),
  // BS-M Characters.cat: the Beast Hunter's throwing axe (6", user +1, thrown weapon).
  'throwing-axe': { ...weapon('throwing-axe', 6, 'user', ['thrown']), userStrengthBonus: 1 },
  // BS-M data.cat: Belaying Pins (6", user −1, +1 enemy armour save, their own thrown rule).
  'belaying-pins': { ...weapon('belaying-pins', 6, 'user', ['thrown-no-range-penalty', 'enemy-save-bonus'], 1), userStrengthBonus: -1 },
  // BS-M data.cat: Sun Gauntlet (12", S4, Accurate, ignores armour, hand-to-hand).
  'sun-gauntlet': weapon('sun-gauntlet', 12, 4, ['accurate', 'ignores-armour', 'hand-to-hand']),
  // BS-M data.cat: Bolas (16", no Strength, Dangerous, Entangle). It never rolls to wound, so its
  // Strength of 0 is never read; it is not a "thrown weapon" by its text, so range and moving count.
  bolas: weapon('bolas', 16, 0, ['dangerous', 'entangle']),
  // BS-M data.cat, Blessed Water: one vial, thrown twice the thrower's Strength in inches, hit with
  // BS and no range or moving modifier; its harm is its own rule's (rules.ts), so it has no
  // Strength to roll with. The range of 6 is a thrower of S 3's, and a thrower's own S replaces it
  // in hand (in-hands.ts).
  'blessed-water': { ...weapon('blessed-water', 6, 0, ['thrown', 'fire-once', 'blessed-water']), rangePerStrength: 2 },
  // BS-M data.cat and Characters.cat, Net: used once, thrown 8" with BS and no range or moving
  // modifier. A hit does no harm: the target's D6 against its own Strength frees it or holds it
  // (shot.ts), so the net has no Strength of its own to roll with.
  net: weapon('net', 8, 0, ['thrown', 'fire-once', 'net']),
  // BS-M Carnival of Chaos.cat: Stream of Corruption, a shooting attack of 6" at S3 with no armour save.
  'stream-of-corruption': weapon('stream-of-corruption', 6, 3),
  // BS-M data.cat: Double Barrelled Pistol (6", S4, firearm save modifier, hand-to-hand) and Hunting
  // Rifle (48", S4, move or fire, pick target). Their reloading is the double-barrelled rule's
  // tokens (ruling M-17), which take the place of the data's "prepare shot".
  'double-barrelled-pistol': weapon('double-barrelled-pistol', 6, 4, ['hand-to-hand', 'double-barrelled'], -1),
  'double-barrelled-hunting-rifle': weapon('double-barrelled-hunting-rifle', 48, 4, ['move-or-fire', 'pick-target', 'double-barrelled'], -1),
} as const satisfies Record<string, MissileWeapon>;

/** The id of a weapon in {@link MORDHEIM_WEAPONS}: 'crossbow', 'long-bow'… */
export type MordheimWeaponId = keyof typeof MORDHEIM_WEAPONS;
/** Every weapon id, in the table's order. */
export const MORDHEIM_WEAPON_IDS = Object.keys(MORDHEIM_WEAPONS) as MordheimWeaponId[];

/** Other names players write for the same weapons. */
export const WEAPON_ALIASES: Readonly<Record<string, MordheimWeaponId>> = {
  longbow: 'long-bow',
  'throwing-stars': 'throwing-knives',
  'throwing-star': 'throwing-knives',
  'throwing-knife': 'throwing-knives',
  'brace-of-dueling-pistols': 'brace-of-duelling-pistols',
  'pair-of-pistols': 'brace-of-pistols',
  'elven-bow': 'elf-bow',
  'dueling-pistol': 'duelling-pistol',
  'long-rifle': 'hochland-long-rifle',
  javelin: 'javelins',
  harpoon: 'javelins',
  'belaying-pin': 'belaying-pins',
  'double-barreled-pistol': 'double-barrelled-pistol',
  'double-barreled-hunting-rifle': 'double-barrelled-hunting-rifle',
  'holy-water': 'blessed-water',
  'vial-of-blessed-water': 'blessed-water',
};

/**
 * "Long bow", "long_bow" and "longbow" all find `long-bow`.
 *
 * @example
 * findWeapon('Long bow')?.id; // 'long-bow'
 * findWeapon('longbow')?.id; // 'long-bow'
 * findWeapon('musket'); // undefined
 */
export function findWeapon(name: string): MissileWeapon | undefined {
  const slug = name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  // Own keys only: a name such as "constructor" must not find an object's built-in property.
  const id = Object.hasOwn(MORDHEIM_WEAPONS, slug) ? (slug as MordheimWeaponId) : Object.hasOwn(WEAPON_ALIASES, slug) ? WEAPON_ALIASES[slug] : undefined;
  return id ? MORDHEIM_WEAPONS[id] : undefined;
}

/**
 * Whether a weapon has a special rule.
 *
 * @example
 * weaponHas(MORDHEIM_WEAPONS.handgun, 'prepare-shot'); // true
 * weaponHas(MORDHEIM_WEAPONS['long-bow'], 'move-or-fire'); // false
 */
export function weaponHas(weapon: MissileWeapon, rule: WeaponRule): boolean {
  return weapon.rules.includes(rule);
}

/** Weapons by the kind the skills and equipment name them (BS-M data.cat's texts of each). */
export const WEAPON_GROUPS = {
  /** Quick Shot: "a bow or crossbow (but not a crossbow pistol)"; the repeater fires twice by its own rule. */
  'bow-or-crossbow': ['short-bow', 'bow', 'long-bow', 'elf-bow', 'crossbow'],
  /** Hunting Arrows: "a short bow, bow, long bow or Elf bow". */
  bows: ['short-bow', 'bow', 'long-bow', 'elf-bow'],
  /** Dead Eye Shot and Steady Hands: "his crossbow". */
  crossbows: ['crossbow'],
  /** Superior blackpowder: the rulebook's blackpowder weapons, the Skaven's warplock pistol (a pistol by its rules) and the double-barrelled firearms (data.cat). */
  blackpowder: ['pistol', 'duelling-pistol', 'brace-of-pistols', 'brace-of-duelling-pistols', 'handgun', 'blunderbuss', 'hochland-long-rifle', 'warplock-pistol', 'double-barrelled-pistol', 'double-barrelled-hunting-rifle'],
  /** Pistolier: one pistol of any kind, fired in the turn it is reloaded. */
  'single-pistols': ['pistol', 'duelling-pistol', 'warplock-pistol', 'crossbow-pistol'],
  /** Hunter: "a handgun or Hochland long rifle". */
  'hunting-guns': ['handgun', 'hochland-long-rifle'],
  /** Knife Fighter: "throwing knives and throwing stars". */
  'throwing-knives': ['throwing-knives'],
  /** Gun-Rest: the handgun. */
  handguns: ['handgun'],
} as const satisfies Record<string, readonly MordheimWeaponId[]>;

/** A group of {@link WEAPON_GROUPS}. */
export type WeaponGroup = keyof typeof WEAPON_GROUPS;

/**
 * Whether a weapon is one of a group, by its id (a weapon a file writes out under its own
 * name is in none).
 *
 * @example
 * weaponIn(MORDHEIM_WEAPONS['long-bow'], 'bows'); // true
 * weaponIn(MORDHEIM_WEAPONS['crossbow-pistol'], 'bow-or-crossbow'); // false
 */
export function weaponIn(weapon: Pick<MissileWeapon, 'id'>, group: WeaponGroup): boolean {
  const ids: readonly string[] = WEAPON_GROUPS[group];
  return ids.includes(weapon.id);
}
