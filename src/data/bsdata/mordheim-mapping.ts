import { findModelRule, MORDHEIM_WEAPONS, type MissileWeapon, type MordheimModelRuleId, type MordheimWeaponId } from '../../games/mordheim/index.js';
// The save table is not in the game's public entry; its module is.
import { BODY_ARMOUR } from '../../games/mordheim/tables.js';
import type { MORDHEIM_KIT_ITEMS } from '../../scenario/index.js';
import { nameKey } from './links.js';
import { keySetOf, tableLookup } from './names.js';

/**
 * How BSData's Mordheim names become Marksman's ids. Keys are names as `nameKey` writes
 * them (lower case, single spaces), so "Hand Gun", "Handgun" and "handgun" meet. Each
 * table is the whole mapping: a name that is not here is reported, never guessed.
 * README.md in this folder shows the tables and their gaps.
 */

/** A kit item a scenario file may give a warrior. */
export type MordheimKitItem = (typeof MORDHEIM_KIT_ITEMS)[number];
/** A rule of the target's body a scenario file may give a warrior: Large Target, Hard to Kill. */
export type MordheimTargetRule = 'large-target' | 'hard-to-kill';
/** A rule a profile from the data carries into a scenario: its body's, or a skill or special rule (model-rules.ts). */
export type MordheimProfileRule = MordheimTargetRule | MordheimModelRuleId;

/** The Marksman weapon a BSData weapon name maps to. */
export interface WeaponMapping {
  readonly weapon: MordheimWeaponId;
}

/**
 * BSData weapon names (entry or profile) → Marksman's missile weapons. BSData's rows are
 * not trusted for the specials (its handgun lists none); Marksman's own profile is used,
 * and the range and Strength are compared with the data (`weapon-differs`).
 */
export const MORDHEIM_WEAPON_NAMES: Readonly<Record<string, WeaponMapping>> = {
  'short bow': { weapon: 'short-bow' },
  shortbow: { weapon: 'short-bow' },
  bow: { weapon: 'bow' },
  'long bow': { weapon: 'long-bow' },
  longbow: { weapon: 'long-bow' },
  'elf bow': { weapon: 'elf-bow' },
  'elven bow': { weapon: 'elf-bow' },
  crossbow: { weapon: 'crossbow' },
  'cross bow': { weapon: 'crossbow' },
  sling: { weapon: 'sling' },
  'throwing knives/stars': { weapon: 'throwing-knives' },
  'throwing knives': { weapon: 'throwing-knives' },
  'throwing stars': { weapon: 'throwing-knives' },
  'repeater crossbow': { weapon: 'repeater-crossbow' },
  'crossbow pistol': { weapon: 'crossbow-pistol' },
  pistol: { weapon: 'pistol' },
  'brace of pistols': { weapon: 'brace-of-pistols' },
  'duelling pistol': { weapon: 'duelling-pistol' },
  'dueling pistol': { weapon: 'duelling-pistol' },
  'brace of duelling pistols': { weapon: 'brace-of-duelling-pistols' },
  'brace of dueling pistols': { weapon: 'brace-of-duelling-pistols' },
  handgun: { weapon: 'handgun' },
  'hand gun': { weapon: 'handgun' },
  blunderbuss: { weapon: 'blunderbuss' },
  'hochland long rifle': { weapon: 'hochland-long-rifle' },
  'warplock pistol': { weapon: 'warplock-pistol' },
  blowpipe: { weapon: 'blowpipe' },
  javelins: { weapon: 'javelins' },
  'javelin/harpoon': { weapon: 'javelins' },
  'throwing axe': { weapon: 'throwing-axe' },
  'belaying pins': { weapon: 'belaying-pins' },
  'sun gauntlet': { weapon: 'sun-gauntlet' },
  'stream of corruption': { weapon: 'stream-of-corruption' },
  'double barrelled pistol': { weapon: 'double-barrelled-pistol' },
  'double barrelled hunting rifle': { weapon: 'double-barrelled-hunting-rifle' },
  bolas: { weapon: 'bolas' },
};

/**
 * A rule one warrior's entry holds under a name another rule has: Veskit's "No Pain" ignores
 * knocked down as well (Characters.cat), so his is `no-pain-veskit`. Keys: the warrior's entry
 * name without its edition tag, then the rule's name, both as `nameKey` writes them.
 */
export const MORDHEIM_WARRIOR_RULES: Readonly<Record<string, Readonly<Record<string, MordheimModelRuleId>>>> = {
  'veskit high executioner of clan eshin': { 'no pain': 'no-pain-veskit' },
};

/**
 * What a warrior is, where the data says it in words but gives no rule of that name: the kind
 * blessed water singles out (BS-M data.cat, Blessed Water). Keys: the warband and the warrior's
 * entry name without edition tags, as `nameKey` writes them.
 * - Undead.cat: Vampires and Zombies are Undead by Characters.cat (Crimson Shade, Mad Cap
 *   Mushrooms, Mandrake Root: "Undead such as Vampires and Zombies") and by Undead.cat's own "May
 *   not run" ("Zombies are slow Undead creatures"); the Awakened Zombie is a Zombie; the Dire
 *   Wolves are Undead because Characters.cat's Priest of Morr rite names Dregs, Ghouls and
 *   Necromancers as the Undead's human servants, which leaves them the warband's other Undead.
 * - Cult of the Possessed.cat: the Possessed.
 */
export const MORDHEIM_WARRIOR_KINDS: Readonly<Record<string, Extract<MordheimModelRuleId, 'undead' | 'possessed'>>> = {
  'undead/vampire': 'undead',
  'undead/zombies': 'undead',
  'undead/awakened zombie': 'undead',
  'undead/dire wolves': 'undead',
  'cult of the possessed/possessed': 'possessed',
};

/**
 * The kind a warrior is by {@link MORDHEIM_WARRIOR_KINDS}, or undefined.
 *
 * @example
 * warriorKind('Undead (1a)', 'Vampire'); // 'undead'
 * warriorKind('Undead', 'Necromancer'); // undefined: a human servant of the Undead
 */
export function warriorKind(warband: string, warrior: string): Extract<MordheimModelRuleId, 'undead' | 'possessed'> | undefined {
  const bare = (name: string) => nameKey(name.replace(/\s*\(\d+[a-z]?\)$/i, ''));
  const key = `${bare(warband)}/${bare(warrior)}`;
  return Object.hasOwn(MORDHEIM_WARRIOR_KINDS, key) ? MORDHEIM_WARRIOR_KINDS[key] : undefined;
}

/**
 * The skill or special rule a rule's name means on one warrior: that warrior's own reading
 * where {@link MORDHEIM_WARRIOR_RULES} has one, else the name's.
 *
 * @example
 * warriorModelRule('No Pain', 'Veskit, High Executioner of Clan Eshin'); // 'no-pain-veskit'
 * warriorModelRule('No Pain', 'Zombie'); // 'no-pain'
 */
export function warriorModelRule(rule: string, warrior: string | null): MordheimModelRuleId | undefined {
  const own = warrior === null ? undefined : MORDHEIM_WARRIOR_RULES[nameKey(warrior.replace(/\s*\(\d+[a-z]?\)$/i, ''))];
  return (own && Object.hasOwn(own, nameKey(rule)) ? own[nameKey(rule)] : undefined) ?? findModelRule(rule);
}

/** BSData armour names → the kit items a scenario writes. */
export const MORDHEIM_ARMOUR_NAMES: Readonly<Record<string, MordheimKitItem>> = {
  'light armour': 'light-armour',
  'heavy armour': 'heavy-armour',
  'gromril armour': 'gromril-armour',
  'ithilmar armour': 'ithilmar-armour',
  'toughened leathers': 'toughened-leathers',
  shield: 'shield',
  buckler: 'buckler',
  helmet: 'helmet',
  barding: 'barding',
};

/** What BSData's "Armour Save" column should say for each kit item ('' where the item gives no save). */
export const MORDHEIM_KIT_SAVES: Readonly<Record<MordheimKitItem, string>> = {
  'light-armour': `${BODY_ARMOUR.light}+`,
  'heavy-armour': `${BODY_ARMOUR.heavy}+`,
  'gromril-armour': `${BODY_ARMOUR.gromril}+`,
  'ithilmar-armour': `${BODY_ARMOUR.ithilmar}+`,
  'toughened-leathers': `${BODY_ARMOUR['toughened-leathers']}+`,
  shield: '+1',
  barding: '+1',
  buckler: '',
  helmet: '',
};

/** Rules that change how a warrior is shot at, and Marksman's name for them. */
export const MORDHEIM_TARGET_RULE_NAMES: Readonly<Record<string, MordheimTargetRule>> = {
  'large target': 'large-target',
  'hard to kill': 'hard-to-kill',
};

/**
 * Rules that play no part in the shooting phase as Marksman resolves it (psychology,
 * campaign, close combat, hiring). Listed so that they are known, not reported; BSData's
 * own misspellings are listed with them.
 */
export const MORDHEIM_RULES_NOT_FOR_SHOOTING: ReadonlySet<string> = keySetOf(
  [
    'Fear',
    'Stupidity',
    'Hatred',
    'Frenzy',
    'Leader',
    'Animosity',
    'Goblin Animosity',
    'Animals',
    'Animal',
    'Immune to Psychology',
    'Immune To Psycology',
    'Immune to Poison',
    'Imune to Poison',
    'May not run',
    'EXP Advancement',
    'EXP Adancement',
    'Reikland Leadership',
    'Middenheim Strength',
    'Great Traders',
    'Armour Use',
    'Hate Orcs and Goblins',
    'Hate Chaos',
    'Grudgebearers',
    'Incomparable Miners',
    'Hard Head',
    'May Hire',
    'Ancient Enemies',
    'Dangerous to Know',
    'Self Sufficient',
    'Distasteful Company',
    'Hire Fee',
    'Promotion',
    'Prayers',
    'Wizard',
    'Mutations',
    'No Brain',
    'Crazed',
    'Charge',
    'Drunk',
    'Drunken',
    'Cook',
    'Marketeer',
    'Pawnbroker',
    'Wanderer',
    'Wanderers',
    'Fiercely Loyal',
    'Strictures',
    'Burn The Witch',
    'Always Hungry',
    'Runts',
    'Not Orcs',
    'Lowest of the Low',
    'No Respect',
    'Slow Witted',
    'Bear Handler',
    'Bear Hug',
    'Deathwish',
    'Intercept',
    'Inseparable',
    'Guardian',
    'Expert Rider',
    'Expert Weaponsmith',
    'Poisoner',
    'Set Traps',
    'Woodland Dwelling',
    'Fighting Undead',
    'Daemonic Instability',
    'Trample',
    'Skull Rack',
    'Bloodgreed',
    'Beastmen Vengeance',
    'Sigmar’s Handmaiden',
    "Sigmar's Handmaiden",
    'High Matriarch',
    'Wizard’s Staff',
    'A Fistful of Crowns',
    'Where’s the Money?',
    'You can never escape your past...',
    'Unscrupulous',
    'Stern',
    'Minderz',
    'Movement',
    'Dumb Monster',
    'Fanatic',
    'Predator',
    'Cursed',
    'Swarm',
    'Weapons Master',
    'Invincible Swordsman',
    'Knife Fighter Extraordinaire',
    'Unnatural Strength',
    'Seeker',
    // Read in the data's texts: experience, psychology, Stupidity, and two close-combat attacks.
    'Unliving',
    'Unfeeling',
    'Trained',
    'Cloud of Flies',
    'Vomit Attack',
    // The hired swords' and Dramatis Personae's own rule is their hire terms (who may hire them,
    // the fee and upkeep); their shooting rules are separate entries (Tilean Marksman: Dead Eye
    // Shot, Steady Hands), read by name.
    'Pitfighter',
    'Halfling Scout',
    'Ogre Bodyguard',
    'Freelancer',
    'Dwarf Troll Slayer',
    'Warlock',
    'Elf Ranger',
    'Arabian Merchant',
    'Beast Hunter',
    'Big Game Hunter',
    'Highwayman',
    'Imperial Assassin',
    'Tilean Marksman',
    'Roadwarden',
    'Aenur Sword of Twilight',
    'Johann the Knife',
    'Veskit, High executioner of clan eshin',
    'Bertha Bestraufrung, high matriarch of the sisterhood',
    'Ulli & Marquand',
    'Countess Marianna Chevaux',
    'Nicodemus, The Cursed Pilgrim',
    // The save on horseback under the optional mounted rules: a scenario gives the warrior the
    // armour it wears (mounted or on foot) as kit, so the rule adds nothing of its own.
    'Freelancer Mount',
    'Highwayman Mount',
    'Roadwarden Mount',
    // Carnival of Chaos: the Tainted One picks its Blessings as entries of their own; the Plague
    // Cart's warband size, Instability and after-battle injuries; Nurgle's Rot is caught in
    // hand-to-hand combat and worked out between battles. ("Demonic" and "Daemonic" name the
    // model a Daemon: model-rules.ts reads them as `daemon`.)
    'Nurgle’s Blessings',
    "Nurgle's Blessings",
    'Plague Cart',
    'Nurgle’s Rot',
    "Nurgle's Rot",
  ],
);

/**
 * Rules that would change a shot (to hit, to wound, the save or the injury) but that
 * Marksman does not model yet and does not know by name: reported as `rule-not-modelled`, so
 * a player knows the odds leave them out. Any rule in neither list is reported as
 * `unknown-rule`. Empty now: No Pain, Daemonic Aura, Metallic Body, Regeneration and Stream of
 * Corruption are applied (model-rules.ts).
 */
export const MORDHEIM_SHOOTING_RULES_NOT_MODELLED: ReadonlySet<string> = keySetOf([]);

const weaponByName = tableLookup(MORDHEIM_WEAPON_NAMES);
const armourByName = tableLookup(MORDHEIM_ARMOUR_NAMES);

/** The target rule a rule's `nameKey` names, if any. */
export const targetRuleOf = tableLookup(MORDHEIM_TARGET_RULE_NAMES);

export function weaponMappingOf(...names: readonly string[]): WeaponMapping | undefined {
  for (const name of names) {
    const mapping = weaponByName(nameKey(name));
    if (mapping) return mapping;
  }
  return undefined;
}

export function armourItemOf(...names: readonly string[]): MordheimKitItem | undefined {
  for (const name of names) {
    const item = armourByName(nameKey(name));
    if (item) return item;
  }
  return undefined;
}

/** "24\"", "24", "16\" x 1\"" → 24; anything else → null. */
export function rangeInches(value: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:"|”|''|x|$)/i.exec(value);
  return match ? Number(match[1]) : null;
}

/** "4" → 4, "As user" / "U" → 'user'; anything else → null. */
export function strengthOf(value: string): number | 'user' | null {
  const text = value.trim().toLowerCase();
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'as user' || text === 'u' || text === 'user') return 'user';
  return null;
}

/** "+1" (a throwing axe) → 1, "As user -1" (belaying pins) → −1, "As user" → 0; anything else → null. */
export function userStrengthBonusOf(value: string): number | null {
  const match = /^\s*(?:as user|user|u)?\s*([+\-−])\s*(\d+)\s*$/i.exec(value);
  if (match) return (match[1] === '+' ? 1 : -1) * Number(match[2]);
  return strengthOf(value) === 'user' ? 0 : null;
}

/**
 * Whether the data's Strength column says what Marksman's weapon does.
 *
 * @example
 * sameStrength('+1', MORDHEIM_WEAPONS['throwing-axe']); // true: the user's S +1
 * sameStrength('4', MORDHEIM_WEAPONS.crossbow); // true
 * sameStrength('Not Applicable', MORDHEIM_WEAPONS.bolas); // true: it never rolls to wound
 */
export function sameStrength(data: string, weapon: Pick<MissileWeapon, 'strength' | 'userStrengthBonus' | 'rules'>): boolean {
  // An entangling weapon (a bolas) never rolls to wound: the data gives it no Strength ("Not Applicable").
  if (weapon.rules.includes('entangle')) return /^\s*(not applicable|n\/a|-|–)?\s*$/i.test(data);
  if (weapon.strength !== 'user') return strengthOf(data) === weapon.strength;
  return userStrengthBonusOf(data) === (weapon.userStrengthBonus ?? 0);
}

export function marksmanWeapon(id: MordheimWeaponId) {
  return MORDHEIM_WEAPONS[id];
}
