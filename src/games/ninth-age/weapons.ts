/**
 * Shooting weapons and their attributes (facts B3: the 2.x rulebook profiles, which the seed's
 * rules keep). Aim is not part of a weapon: it belongs to the model's weapon entry (T-3).
 */

/** The die a Multiple Wounds value rolls. */
export type WoundsDie = 'D3' | 'D6';
/** Multiple Wounds (X): a fixed number, or a die (plus a number: "D3+1") rolled for each unsaved wound. */
export type WoundsValue = number | WoundsDie | `${WoundsDie}+${number}`;

/** A weapon's special rule, with its value for those that carry one. */
export type WeaponAttribute =
  | { readonly code: 'accurate' }
  | { readonly code: 'quick-to-fire' }
  | { readonly code: 'unwieldy'; readonly value: number }
  | { readonly code: 'volley-fire' }
  | { readonly code: 'move-or-fire' }
  | { readonly code: 'march-and-shoot' }
  /** Reload!: not for a Stand and Shoot charge reaction; every Artillery Weapon has it. */
  | { readonly code: 'reload' }
  /** Volley Gun: an Artillery Weapon (so Reload!) whose rolled shots decide a −1 to hit or a Misfire (NR-VOLLEY-GUN). */
  | { readonly code: 'volley-gun' }
  /**
   * Clipped Wings: against a model with Fly each unsaved wound becomes X+1 (BS-T9A-2ND Multiple
   * Wounds). `againstStandard`: the value holds only against a model of Standard Height, any other
   * losing one Health Point a wound (the Empire of Sonnstahl's Long Rifle, "2, against Standard").
   */
  | { readonly code: 'multiple-wounds'; readonly value: WoundsValue; readonly clippedWings?: true; readonly againstStandard?: true }
  /** Cannon (NR-CANNON): cover does not count to hit, +1 against a wholly Gigantic unit out of cover, a natural 1 Misfires; an Artillery Weapon, so Reload!. */
  | { readonly code: 'cannon' }
  | { readonly code: 'flaming-attacks' }
  | { readonly code: 'lethal-strike' }
  | { readonly code: 'poison' }
  /** Magical Attacks: no effect of its own; a target's Aegis against Magical Attacks works against it (BS-T9A-2ND Magical Attacks). */
  | { readonly code: 'magical-attacks' }
  /** Divine Attacks: successful Aegis saves against it are re-rolled (BS-T9A-2ND Divine Attacks, Aegis). */
  | { readonly code: 'divine-attacks' }
  /** Beast Herds' Cyclops (Hurl Attack): a unit that only pivoted takes no to-hit modifier for moving. */
  | { readonly code: 'pivot-ignores-moving' }
  /** Undying Dynasties' Aspen Bows: the to-hit roll needs the Aim whatever the modifiers. */
  | { readonly code: 'hits-on-aim' }
  /** Dread Elves' Repeater Handbow and Crossbow: +X Armour Penetration when not at Long Range. */
  | { readonly code: 'short-range-penetration'; readonly value: number }
  /** Empire of Sonnstahl's Repeater Pistol: Shots X when the model also carries a Pistol or Brace of Pistols. */
  | { readonly code: 'shots-with-pistol'; readonly value: number }
  /**
   * Daemon Legions' Hope Harvester (Aether Battery): before the shots are rolled the owner may
   * discard 1 to {@link MOST_VEIL_TOKENS} Veil Tokens, each adding `value` shots. `spent` is the
   * owner's choice the file made (0, the default, when it made none); the weapon's `shotsDice`
   * already has `value` × `spent` added ({@link withVeilTokens}).
   */
  | { readonly code: 'veil-token-shots'; readonly value: number; readonly spent: number }
  /**
   * Breath Attack: the weapon's shots are hits, with no to-hit roll; used once per game, with
   * March and Shoot (BS-T9A-2ND 2nd-theNinthAge-FantasyBattles.gst, rule Breath Attack).
   */
  | { readonly code: 'breath-attack' }
  /**
   * Dying Embers (the Warriors of the Dark Gods' Feldrak Ancestor, BS-T9A-2ND
   * 2nd-warriorsOfTheDarkGods.cat): once the Breath Attack is used, the model breathing loses one
   * Health Point, with no save of any kind. Harm to the firer, not to the target.
   */
  | { readonly code: 'dying-embers' }
  /**
   * Area Attack (X×Y): a hit becomes X hits on each of up to Y ranks (shot at from the Front or
   * Rear) or files (from a Flank), no more than each holds (BS-T9A-2ND Area Attack; `areaHits`).
   */
  | { readonly code: 'area-attack'; readonly x: number; readonly y: number }
  /**
   * Catapult (X×Y): cover's to-hit modifiers ignored, a natural 1 Misfires, a hit is an Area
   * Attack (X×Y), any other miss a Partial Hit (T9A-LEX-CATAPULT, rulebook 21.F.c.2); an Artillery
   * Weapon, so Reload!.
   */
  | { readonly code: 'catapult'; readonly x: number; readonly y: number };

/** The name of a weapon attribute: 'accurate', 'unwieldy'… */
export type WeaponAttributeCode = WeaponAttribute['code'];

/** Every weapon attribute the library models. */
export const WEAPON_ATTRIBUTE_CODES: readonly WeaponAttributeCode[] = [
  'accurate',
  'quick-to-fire',
  'unwieldy',
  'volley-fire',
  'move-or-fire',
  'march-and-shoot',
  'reload',
  'volley-gun',
  'cannon',
  'multiple-wounds',
  'flaming-attacks',
  'lethal-strike',
  'poison',
  'magical-attacks',
  'divine-attacks',
  'pivot-ignores-moving',
  'hits-on-aim',
  'short-range-penetration',
  'shots-with-pistol',
  'veil-token-shots',
  'breath-attack',
  'dying-embers',
  'area-attack',
  'catapult',
];

/** The most Veil Tokens the Aether Battery's owner may discard for more shots (2nd-daemonLegions.cat, Aether Battery: "1–3"). */
export const MOST_VEIL_TOKENS = 3;

/** The most shots `shots-with-pistol (X)` may give (the rule table declares one effect for each). */
export const MOST_SHOTS_WITH_PISTOL = 10;

/** Attributes that carry a value in brackets: "Unwieldy (1)", "Multiple Wounds (D3)", "Short Range Penetration (1)". */
export const VALUED_ATTRIBUTES: readonly WeaponAttributeCode[] = ['unwieldy', 'multiple-wounds', 'short-range-penetration', 'shots-with-pistol', 'veil-token-shots', 'area-attack', 'catapult'];

/**
 * Shots rolled on dice, as profiles write them: `count`D`sides`, times `times`, plus `plus`
 * ("3D6*2": 3 dice of 6, doubled; "D3+1": one die of 3, plus 1). One roll for each model.
 */
export interface ShotsDice {
  readonly count: number;
  readonly sides: 3 | 6;
  readonly times: number;
  readonly plus: number;
}

/** A shooting weapon's profile: range, shots, Strength, Armour Penetration and attributes. */
export interface ShootingWeapon {
  /** A known weapon's id (`crossbow`), or the name a scenario gave its own weapon. */
  readonly id: string;
  readonly range: number;
  /**
   * The nearest a target may be (artillery's "12-60\""): a model nearer than this to the target
   * may not shoot it; exactly at this distance it may (docs/ninth-age.md, Minimum range).
   */
  readonly minRange?: number;
  /** Shots each model makes; with `shotsDice`, the most its dice can give. */
  readonly shots: number;
  /** The shots are rolled, once for each model, before its to-hit rolls. */
  readonly shotsDice?: ShotsDice;
  /** `user`: the shooting model's Strength (throwing weapons). With `plain`, the bracketed value every hit uses. */
  readonly strength: number | 'user';
  readonly armourPenetration: number | 'user';
  readonly attributes: readonly WeaponAttribute[];
  /**
   * A profile with bracketed values ("4[10]"): the Strength and AP outside the brackets. The
   * weapon makes one hit per shot, and that single hit uses the bracketed values and attributes
   * (ruling NA-WM-1, docs/ninth-age.md), which `strength`, `armourPenetration` and `attributes` hold.
   */
  readonly plain?: {
    readonly strength: number;
    readonly armourPenetration: number;
    /**
     * The attributes outside the brackets, when the profile writes some in brackets
     * ("[Multiple Wounds (D3)]"): an Area Attack's other hits have only these (BS-T9A-2ND Area
     * Attack). Absent: the same as `attributes`.
     */
    readonly attributes?: readonly WeaponAttribute[];
  };
}

/** One model's weapon as its profile prints it: the weapon and the Aim in brackets (T-3). */
export interface WeaponEntry {
  readonly weapon: ShootingWeapon;
  /**
   * Null only for a weapon that hits without a to-hit roll (a Breath Attack: the data prints no
   * Aim for it and the rule needs none); every other weapon has one, or the scenario refuses it.
   */
  readonly aim: number | null;
}

/** The ids of the weapons the library knows. */
export const NINTH_AGE_WEAPON_IDS = ['bow', 'longbow', 'crossbow', 'handgun', 'pistol', 'throwing-weapons'] as const;
/** One of {@link NINTH_AGE_WEAPON_IDS}. */
export type NinthAgeWeaponId = (typeof NINTH_AGE_WEAPON_IDS)[number];

/** Every weapon the library knows, by id; a scenario can give its own instead. */
export const NINTH_AGE_WEAPONS: Readonly<Record<NinthAgeWeaponId, ShootingWeapon>> = {
  bow: { id: 'bow', range: 24, shots: 1, strength: 3, armourPenetration: 0, attributes: [{ code: 'volley-fire' }] },
  longbow: { id: 'longbow', range: 30, shots: 1, strength: 3, armourPenetration: 0, attributes: [{ code: 'volley-fire' }] },
  crossbow: { id: 'crossbow', range: 30, shots: 1, strength: 4, armourPenetration: 1, attributes: [{ code: 'unwieldy', value: 1 }] },
  handgun: { id: 'handgun', range: 24, shots: 1, strength: 4, armourPenetration: 2, attributes: [{ code: 'unwieldy', value: 1 }] },
  pistol: { id: 'pistol', range: 12, shots: 1, strength: 4, armourPenetration: 2, attributes: [{ code: 'quick-to-fire' }] },
  'throwing-weapons': { id: 'throwing-weapons', range: 8, shots: 2, strength: 'user', armourPenetration: 'user', attributes: [{ code: 'quick-to-fire' }, { code: 'accurate' }] },
};

/**
 * "Throwing Weapons", "throwing_weapons", "long bow" → the weapon's id form.
 *
 * @example
 * weaponKey('Throwing Weapons'); // 'throwing-weapons'
 * weaponKey('long  bow'); // 'long-bow'
 */
export function weaponKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-');
}

const OTHER_SPELLINGS: Readonly<Record<string, NinthAgeWeaponId>> = {
  'long-bow': 'longbow',
  bows: 'bow',
  crossbows: 'crossbow',
  handguns: 'handgun',
  pistols: 'pistol',
  'throwing-weapon': 'throwing-weapons',
};

/**
 * Whether a string is exactly a known weapon's id (no other spellings).
 *
 * @example
 * isNinthAgeWeaponId('crossbow'); // true
 * isNinthAgeWeaponId('crossbows'); // false
 */
export function isNinthAgeWeaponId(id: string): id is NinthAgeWeaponId {
  return (NINTH_AGE_WEAPON_IDS as readonly string[]).includes(id);
}

/**
 * A known weapon by any usual spelling ("Crossbows", "long bow"), or null.
 *
 * @example
 * findWeapon('Crossbows')?.id; // 'crossbow'
 * findWeapon('musket'); // null
 */
export function findWeapon(name: string): ShootingWeapon | null {
  const key = weaponKey(name);
  // Own keys only: a name such as "constructor" must not find an object's built-in property.
  const id = isNinthAgeWeaponId(key) ? key : Object.hasOwn(OTHER_SPELLINGS, key) ? OTHER_SPELLINGS[key] : undefined;
  return id ? NINTH_AGE_WEAPONS[id] : null;
}

/**
 * A weapon entry as players write it: "Bow (4+)", "Crossbow 3+", "Throwing Weapons(5++)".
 * The seed's doubled plus is a typo for a plain Aim (T-3). Null when no Aim is written.
 *
 * @example
 * parseWeaponEntry('Bow (4+)'); // { name: 'Bow', aim: 4 }
 * parseWeaponEntry('Throwing Weapons(5++)'); // { name: 'Throwing Weapons', aim: 5 }
 * parseWeaponEntry('Bow'); // null
 */
export function parseWeaponEntry(text: string): { readonly name: string; readonly aim: number } | null {
  const match = /^(.*?)\s*\(?\s*([1-6])\s*\+{1,2}\s*\)?\s*$/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  return { name: match[1], aim: Number(match[2]) };
}

/**
 * An attribute as a file writes it ("unwieldy (1)"); {@link parseAttribute} reads it back.
 *
 * @example
 * weaponAttributeText({ code: 'unwieldy', value: 1 }); // 'unwieldy (1)'
 * weaponAttributeText({ code: 'accurate' }); // 'accurate'
 */
export function weaponAttributeText(attribute: WeaponAttribute): string {
  switch (attribute.code) {
    case 'multiple-wounds':
      return `${attribute.code} (${attribute.value}${attribute.clippedWings ? ', clipped-wings' : ''}${attribute.againstStandard ? ', against-standard' : ''})`;
    case 'unwieldy':
    case 'short-range-penetration':
    case 'shots-with-pistol':
    case 'veil-token-shots':
      // The Veil Tokens spent are the file's choice (`veilTokens` beside the weapon), not the weapon's.
      return `${attribute.code} (${attribute.value})`;
    case 'area-attack':
    case 'catapult':
      return `${attribute.code} (${attribute.x}×${attribute.y})`;
    case 'accurate':
    case 'quick-to-fire':
    case 'volley-fire':
    case 'move-or-fire':
    case 'march-and-shoot':
    case 'reload':
    case 'volley-gun':
    case 'cannon':
    case 'flaming-attacks':
    case 'lethal-strike':
    case 'poison':
    case 'magical-attacks':
    case 'divine-attacks':
    case 'pivot-ignores-moving':
    case 'hits-on-aim':
    case 'breath-attack':
    case 'dying-embers':
      return attribute.code;
  }
}

/**
 * "Unwieldy (1)", "multiple-wounds(D3)", "Accurate" → the attribute, or null if unknown or malformed.
 *
 * @example
 * parseAttribute('Unwieldy (1)'); // { code: 'unwieldy', value: 1 }
 * parseAttribute('multiple-wounds(D3)'); // { code: 'multiple-wounds', value: 'D3' }
 * parseAttribute('Reload!'); // { code: 'reload' }
 * parseAttribute('[Multiple Wounds (D3+1, Clipped Wings)]'); // { code: 'multiple-wounds', value: 'D3+1', clippedWings: true }
 * parseAttribute('Catapult (4×4)'); // { code: 'catapult', x: 4, y: 4 }
 * parseAttribute('Catapult (6)'); // null: not an X×Y
 * parseAttribute('Fiery'); // null
 */
export function parseAttribute(text: string): WeaponAttribute | null {
  // A bracketed attribute ("[Multiple Wounds (D3)]") belongs to the hit that uses the bracketed values (NA-WM-1).
  const unbracketed = /^\s*\[(.*)\]\s*$/.exec(text)?.[1] ?? text;
  const match = /^([^()]*?)\s*(?:\(\s*([^()]*?)\s*\))?\s*$/.exec(unbracketed);
  if (!match?.[1]) return null;
  // The rulebook writes Reload! with its exclamation mark; the code has none.
  const code = weaponKey(match[1]).replace(/!$/, '');
  const value = match[2];
  switch (code) {
    case 'unwieldy': {
      const x = value === undefined ? 1 : Number(value);
      return Number.isInteger(x) && x >= 1 && x <= 6 ? { code, value: x } : null;
    }
    case 'multiple-wounds':
      return parseMultipleWounds(value ?? '');
    case 'short-range-penetration': {
      const x = value === undefined ? 1 : Number(value);
      return Number.isInteger(x) && x >= 1 && x <= 6 ? { code, value: x } : null;
    }
    case 'shots-with-pistol': {
      const x = Number(value);
      return value !== undefined && Number.isInteger(x) && x >= 1 && x <= MOST_SHOTS_WITH_PISTOL ? { code, value: x } : null;
    }
    case 'veil-token-shots': {
      const x = Number(value);
      return value !== undefined && Number.isInteger(x) && x >= 1 && x <= MOST_SHOTS_WITH_PISTOL ? { code, value: x, spent: 0 } : null;
    }
    case 'area-attack':
    case 'catapult': {
      const size = parseTemplateSize(value ?? '');
      return size ? { code, ...size } : null;
    }
    case 'accurate':
    case 'quick-to-fire':
    case 'volley-fire':
    case 'move-or-fire':
    case 'march-and-shoot':
    case 'reload':
    case 'volley-gun':
    case 'cannon':
    case 'flaming-attacks':
    case 'lethal-strike':
    case 'poison':
    case 'magical-attacks':
    case 'divine-attacks':
    case 'pivot-ignores-moving':
    case 'hits-on-aim':
    case 'breath-attack':
    case 'dying-embers':
      return value === undefined ? { code } : null;
    default:
      return null;
  }
}

/**
 * A Multiple Wounds value from its text: "D3", "D6", a die plus 1 to 6 ("D3+1"), or a whole
 * number from 1 to 10, else null.
 *
 * @example
 * parseWoundsValue('d3'); // 'D3'
 * parseWoundsValue('D3 + 1'); // 'D3+1'
 * parseWoundsValue('2'); // 2
 * parseWoundsValue('11'); // null
 */
export function parseWoundsValue(text: string): WoundsValue | null {
  const upper = text.replace(/\s+/g, '').toUpperCase();
  const die = /^(D[36])(?:\+([1-6]))?$/.exec(upper);
  if (die) {
    const sides = die[1] === 'D3' ? 'D3' : 'D6';
    return die[2] === undefined ? sides : `${sides}+${Number(die[2])}`;
  }
  const x = Number(upper);
  return Number.isInteger(x) && x >= 1 && x <= 10 && upper !== '' ? x : null;
}

/**
 * Multiple Wounds' bracket as profiles write it: the value, then after commas "Clipped Wings"
 * (the Empire of Sonnstahl's Cannon in the community data writes "Clipped Winds", read the same)
 * and "against Standard" (the Long Rifle: the value only against Standard models), each at most
 * once; any other condition is not read.
 *
 * @example
 * parseMultipleWounds('D3+1, Clipped Wings'); // { code: 'multiple-wounds', value: 'D3+1', clippedWings: true }
 * parseMultipleWounds('D6'); // { code: 'multiple-wounds', value: 'D6' }
 * parseMultipleWounds('2, against Standard'); // { code: 'multiple-wounds', value: 2, againstStandard: true }
 * parseMultipleWounds('2, against Characters'); // null: a condition Marksman does not apply
 */
export function parseMultipleWounds(text: string): Extract<WeaponAttribute, { code: 'multiple-wounds' }> | null {
  const [first = '', ...rest] = text.split(',');
  const value = parseWoundsValue(first);
  if (value === null) return null;
  const conditions = rest.map(weaponKey);
  const clippedWings = conditions.filter((c) => c === 'clipped-wings' || c === 'clipped-winds').length;
  const againstStandard = conditions.filter((c) => c === 'against-standard').length;
  if (clippedWings > 1 || againstStandard > 1 || clippedWings + againstStandard < conditions.length) return null;
  return { code: 'multiple-wounds', value, ...(clippedWings ? { clippedWings: true as const } : {}), ...(againstStandard ? { againstStandard: true as const } : {}) };
}

/**
 * Health Points one unsaved wound costs for a face of the Multiple Wounds die (a D3 is a D6
 * halved, rounding up), plus what the value adds, then the cap (the model's HP characteristic).
 *
 * @example
 * woundsForFace('D3', 5, 3); // 3
 * woundsForFace('D3+1', 1, 5); // 2
 * woundsForFace('D6', 5, 3); // 3: no more than the model's 3 HP
 * woundsForFace(2, 4, 3); // 2
 */
export function woundsForFace(value: WoundsValue, face: number, cap: number): number {
  if (typeof value === 'number') return Math.min(value, cap);
  const [die, plus = '0'] = value.split('+');
  const raw = (die === 'D3' ? Math.ceil(face / 2) : face) + Number(plus);
  return Math.min(raw, cap);
}

/**
 * A Multiple Wounds value with a number added (Clipped Wings against Fly: X+1).
 *
 * @example
 * woundsPlus('D3', 1); // 'D3+1'
 * woundsPlus('D3+1', 1); // 'D3+2'
 * woundsPlus(2, 1); // 3
 */
export function woundsPlus(value: WoundsValue, added: number): WoundsValue {
  if (typeof value === 'number') return value + added;
  const [die, plus = '0'] = value.split('+');
  const sides = die === 'D3' ? 'D3' : 'D6';
  const total = Number(plus) + added;
  return total === 0 ? sides : `${sides}+${total}`;
}

/**
 * Whether a weapon has an attribute.
 *
 * @example
 * weaponHas(NINTH_AGE_WEAPONS.bow, 'volley-fire'); // true
 * weaponHas(NINTH_AGE_WEAPONS.crossbow, 'accurate'); // false
 */
export function weaponHas(weapon: ShootingWeapon, code: WeaponAttributeCode): boolean {
  return weapon.attributes.some((a) => a.code === code);
}

/**
 * The X of the weapon's Unwieldy (X), or null when it has none.
 *
 * @example
 * unwieldyValue(NINTH_AGE_WEAPONS.crossbow); // 1
 * unwieldyValue(NINTH_AGE_WEAPONS.bow); // null
 */
export function unwieldyValue(weapon: ShootingWeapon): number | null {
  const found = weapon.attributes.find((a): a is Extract<WeaponAttribute, { code: 'unwieldy' }> => a.code === 'unwieldy');
  return found ? found.value : null;
}

/**
 * The X of the weapon's Multiple Wounds (X), or null: each unsaved wound then costs one Health Point.
 *
 * @example
 * multipleWounds({ id: 'bolt-thrower', range: 48, shots: 1, strength: 6, armourPenetration: 6, attributes: [{ code: 'multiple-wounds', value: 'D3' }] }); // 'D3'
 * multipleWounds(NINTH_AGE_WEAPONS.bow); // null
 */
export function multipleWounds(weapon: ShootingWeapon): WoundsValue | null {
  const found = weapon.attributes.find((a): a is Extract<WeaponAttribute, { code: 'multiple-wounds' }> => a.code === 'multiple-wounds');
  return found ? found.value : null;
}

/**
 * A profile's value with its bracket as players write it: "4[10]", or the plain number.
 *
 * @example
 * parseBracketedValue('4[10]'); // { value: 4, bracket: 10 }
 * parseBracketedValue('3 [7]'); // { value: 3, bracket: 7 }
 * parseBracketedValue('x'); // null
 */
export function parseBracketedValue(text: string): { readonly value: number; readonly bracket: number | null } | null {
  const match = /^\s*(\d{1,2})\s*(?:\[\s*(\d{1,2})\s*\])?\s*$/.exec(text);
  if (!match?.[1]) return null;
  const value = Number(match[1]);
  const bracket = match[2] === undefined ? null : Number(match[2]);
  return value <= 10 && (bracket === null || bracket <= 10) ? { value, bracket } : null;
}

/**
 * The X of the weapon's Short Range Penetration (X): Armour Penetration it gains when the
 * shot is not at Long Range; 0 when it has none.
 *
 * @example
 * shortRangePenetration({ id: 'Repeater Crossbow', range: 18, shots: 2, strength: 3, armourPenetration: 0, attributes: [{ code: 'short-range-penetration', value: 1 }] }); // 1
 * shortRangePenetration(NINTH_AGE_WEAPONS.bow); // 0
 */
export function shortRangePenetration(weapon: ShootingWeapon): number {
  const found = weapon.attributes.find((a): a is Extract<WeaponAttribute, { code: 'short-range-penetration' }> => a.code === 'short-range-penetration');
  return found ? found.value : 0;
}

/**
 * The X of the weapon's Shots With Pistol (X), or null when it has none.
 *
 * @example
 * shotsWithPistol({ id: 'Repeater Pistol', range: 12, shots: 3, strength: 4, armourPenetration: 2, attributes: [{ code: 'shots-with-pistol', value: 4 }] }); // 4
 * shotsWithPistol(NINTH_AGE_WEAPONS.pistol); // null
 */
export function shotsWithPistol(weapon: ShootingWeapon): number | null {
  const found = weapon.attributes.find((a): a is Extract<WeaponAttribute, { code: 'shots-with-pistol' }> => a.code === 'shots-with-pistol');
  return found ? found.value : null;
}

/** The weapons the Repeater Pistol's rule names, as `weaponKey` writes them. */
const PISTOLS: readonly string[] = ['pistol', 'brace-of-pistols'];

/**
 * Whether a weapon is a Pistol or a Brace of Pistols, by its id ("Pistol", "Brace of Pistols", `pistol`).
 *
 * @example
 * isPistol(NINTH_AGE_WEAPONS.pistol); // true
 * isPistol(NINTH_AGE_WEAPONS.bow); // false
 */
export function isPistol(weapon: ShootingWeapon): boolean {
  return PISTOLS.includes(weaponKey(weapon.id));
}

/** The most dice a rolled number of shots may throw, and the most a roll may multiply by or add. */
export const SHOTS_DICE_LIMITS = { count: 4, times: 3, plus: 6 } as const;

/**
 * Rolled shots from their text: "3D6*2", "2D6", "D3+1", "(2D6)*2", "D6 + 1"; null for anything
 * else (a plain number included) or beyond {@link SHOTS_DICE_LIMITS}.
 *
 * @example
 * parseShotsDice('3D6*2'); // { count: 3, sides: 6, times: 2, plus: 0 }
 * parseShotsDice('D3+1'); // { count: 1, sides: 3, times: 1, plus: 1 }
 * parseShotsDice('3'); // null
 */
export function parseShotsDice(text: string): ShotsDice | null {
  const match = /^\(?\s*(\d?)\s*[dD]\s*([36])\s*\)?\s*(?:[*×x]\s*(\d))?\s*(?:\+\s*(\d))?$/.exec(text.trim());
  if (!match) return null;
  const count = match[1] ? Number(match[1]) : 1;
  const sides = match[2] === '3' ? 3 : 6;
  const times = match[3] ? Number(match[3]) : 1;
  const plus = match[4] ? Number(match[4]) : 0;
  const { count: most, times: mostTimes, plus: mostPlus } = SHOTS_DICE_LIMITS;
  if (count < 1 || count > most || times < 1 || times > mostTimes || plus > mostPlus) return null;
  return { count, sides, times, plus };
}

/**
 * Rolled shots as profiles write them; {@link parseShotsDice} reads it back.
 *
 * @example
 * shotsDiceText({ count: 3, sides: 6, times: 2, plus: 0 }); // '3D6*2'
 * shotsDiceText({ count: 1, sides: 3, times: 1, plus: 1 }); // 'D3+1'
 */
export function shotsDiceText(dice: ShotsDice): string {
  return `${dice.count === 1 ? '' : dice.count}D${dice.sides}${dice.times === 1 ? '' : `*${dice.times}`}${dice.plus === 0 ? '' : `+${dice.plus}`}`;
}

/**
 * The most shots rolled dice can give: every die on its highest face.
 *
 * @example
 * mostShots({ count: 3, sides: 6, times: 2, plus: 0 }); // 36
 */
export function mostShots(dice: ShotsDice): number {
  return dice.count * dice.sides * dice.times + dice.plus;
}

/**
 * The Veil Tokens a weapon's owner discards for more shots and what each adds, or null for a
 * weapon without the rule (`veil-token-shots`).
 *
 * @example
 * veilTokens(NINTH_AGE_WEAPONS.bow); // null
 * // the Hope Harvester's Aether Battery as the data reader makes it: { perToken: 3, spent: 0 }
 */
export function veilTokens(weapon: ShootingWeapon): { readonly perToken: number; readonly spent: number } | null {
  const found = weapon.attributes.find((a): a is Extract<WeaponAttribute, { code: 'veil-token-shots' }> => a.code === 'veil-token-shots');
  return found ? { perToken: found.value, spent: found.spent } : null;
}

/**
 * The weapon with `spent` Veil Tokens discarded (0 to {@link MOST_VEIL_TOKENS}): its rolled shots
 * raised by what each adds, and the choice kept in its `veil-token-shots` attribute, so the odds,
 * the roll and the explanation all read it. Null when the weapon has no rolled shots or no such
 * rule, or `spent` is out of bounds.
 *
 * @example
 * // battery: { …, shots: 24, shotsDice: 2D6*2, attributes: [{ code: 'volley-gun' }, { code: 'veil-token-shots', value: 3, spent: 0 }] }
 * withVeilTokens(battery, 2); // shotsDice 2D6*2+6, shots 30, attribute spent 2
 */
export function withVeilTokens(weapon: ShootingWeapon, spent: number): ShootingWeapon | null {
  const rule = veilTokens(weapon);
  const dice = weapon.shotsDice;
  if (rule === null || dice === undefined || !Number.isInteger(spent) || spent < 0 || spent > MOST_VEIL_TOKENS) return null;
  const added = (spent - rule.spent) * rule.perToken;
  const shotsDice = { ...dice, plus: dice.plus + added };
  const attributes = weapon.attributes.map((a) => (a.code === 'veil-token-shots' ? { ...a, spent } : a));
  return { ...weapon, shots: mostShots(shotsDice), shotsDice, attributes };
}

/** A Breath Attack's range and hits, the same for every one (BS-T9A-2ND 2nd-theNinthAge-FantasyBattles.gst, rule Breath Attack). */
export const BREATH_ATTACK = { range: 6, shotsDice: { count: 2, sides: 6, times: 1, plus: 0 } } as const satisfies { range: number; shotsDice: ShotsDice };

/** A Breath Attack read from its rule's name: the weapon it makes, and the bracket's words no attribute matched. */
export interface BreathAttackRead {
  readonly weapon: ShootingWeapon;
  /** Words in the brackets that are not a known attribute ("Dying Embers"): the weapon lacks them. */
  readonly unknown: readonly string[];
}

/**
 * A Breath Attack as units' rules write it, "Breath Attack (Str 4, AP 1, Flaming Attacks)", as a
 * weapon: range 6", 2D6 hits, the bracket's Strength, AP and attributes. Null when the text is
 * not one, or its Strength or AP is missing.
 *
 * @example
 * parseBreathAttack('Breath Attack (Str 4, AP 1, Flaming Attacks)')?.weapon.attributes; // [{ code: 'breath-attack' }, { code: 'flaming-attacks' }]
 * parseBreathAttack('Breath Attack (Str 2, AP 3)')?.weapon.strength; // 2
 * parseBreathAttack('Breath Attack'); // null: no Strength
 */
export function parseBreathAttack(text: string): BreathAttackRead | null {
  const match = /^\s*breath\s+attack\s*\((.*)\)\s*\.?\s*$/i.exec(text);
  if (!match?.[1]) return null;
  let strength: number | null = null;
  let armourPenetration: number | null = null;
  const attributes: WeaponAttribute[] = [{ code: 'breath-attack' }];
  const unknown: string[] = [];
  for (const part of match[1].split(',').map((p) => p.trim()).filter((p) => p !== '')) {
    const str = /^str(?:ength)?\s*(\d{1,2})$/i.exec(part)?.[1];
    const ap = /^(?:ap|armou?r\s+penetration)\s*(\d{1,2})$/i.exec(part)?.[1];
    if (str !== undefined) strength = Number(str);
    else if (ap !== undefined) armourPenetration = Number(ap);
    else {
      const attribute = parseAttribute(part);
      if (attribute) attributes.push(attribute);
      else unknown.push(part);
    }
  }
  if (strength === null || armourPenetration === null || strength > 10 || armourPenetration > 10) return null;
  const { range, shotsDice } = BREATH_ATTACK;
  return { weapon: { id: 'Breath Attack', range, shots: mostShots(shotsDice), shotsDice, strength, armourPenetration, attributes }, unknown };
}

/** The most an Area Attack's X or Y may be. */
export const MOST_AREA_SIZE = 10;

/**
 * An Area Attack's or Catapult's "X×Y" ("4×4", "3x2", "3 X 3"), each from 1 to {@link MOST_AREA_SIZE}; else null.
 *
 * @example
 * parseTemplateSize('4×4'); // { x: 4, y: 4 }
 * parseTemplateSize('3 x 2'); // { x: 3, y: 2 }
 * parseTemplateSize('6'); // null
 */
export function parseTemplateSize(text: string): { readonly x: number; readonly y: number } | null {
  const match = /^\s*(\d{1,2})\s*[×xX*]\s*(\d{1,2})\s*$/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const x = Number(match[1]);
  const y = Number(match[2]);
  return x >= 1 && y >= 1 && x <= MOST_AREA_SIZE && y <= MOST_AREA_SIZE ? { x, y } : null;
}

/** A weapon's Area Attack (X×Y) or Catapult (X×Y), whichever it has. */
export type AreaTemplate = Extract<WeaponAttribute, { code: 'area-attack' | 'catapult' }>;

/**
 * The weapon's Catapult (X×Y) or Area Attack (X×Y) (a Catapult first: its hit already is the
 * Area Attack), or null when it has neither.
 *
 * @example
 * areaTemplate({ id: 'Catapult', range: 60, shots: 1, strength: 7, armourPenetration: 4, attributes: [{ code: 'catapult', x: 4, y: 4 }] }); // { code: 'catapult', x: 4, y: 4 }
 * areaTemplate(NINTH_AGE_WEAPONS.bow); // null
 */
export function areaTemplate(weapon: ShootingWeapon): AreaTemplate | null {
  const isArea = (a: WeaponAttribute): a is AreaTemplate => a.code === 'catapult' || a.code === 'area-attack';
  return weapon.attributes.find((a): a is AreaTemplate => isArea(a) && a.code === 'catapult') ?? weapon.attributes.find(isArea) ?? null;
}

/** Where the shooter stands, seen from the target unit: Front or Rear picks ranks, a Flank files (BS-T9A-2ND Area Attack; T-6). */
export const TARGET_FACINGS = ['front', 'flank', 'rear'] as const;
/** One of {@link TARGET_FACINGS}. */
export type TargetFacing = (typeof TARGET_FACINGS)[number];

/**
 * The models in each rank (from the Front or Rear) or file (from a Flank) of a unit of `models`
 * models `width` wide: full ranks of `width`, the last one what is left; a file holds one model
 * of each rank that reaches it, so the first (models mod width) files have one more.
 *
 * @example
 * formationLines(13, 5, 'front'); // [5, 5, 3]
 * formationLines(13, 5, 'flank'); // [3, 3, 3, 2, 2]
 * formationLines(3, 5, 'flank'); // [1, 1, 1]
 */
export function formationLines(models: number, width: number, facing: TargetFacing): number[] {
  if (models <= 0 || width <= 0) return [];
  const wide = Math.min(width, models);
  const full = Math.floor(models / wide);
  const rest = models % wide;
  switch (facing) {
    case 'front':
    case 'rear':
      return [...Array.from({ length: full }, () => wide), ...(rest > 0 ? [rest] : [])];
    case 'flank':
      return Array.from({ length: wide }, (_, i) => full + (i < rest ? 1 : 0));
  }
}

/**
 * Hits an Area Attack (X×Y) inflicts: X on each of the Y lines (ranks or files) that hold the
 * most, no more than a line's models, and never more than the unit's models (BS-T9A-2ND Area
 * Attack). The attacker chooses the lines; Marksman takes the choice that gives the most hits
 * (ruling NA-AREA, docs/ninth-age.md). A size of 0 (a Partial Hit of a 1×Y) inflicts none.
 *
 * @example
 * areaHits(3, 3, [5, 5, 5]); // 9
 * areaHits(4, 2, [3, 3, 3, 2, 2]); // 6: two files of 3
 * areaHits(2, 2, [5, 5, 5]); // 4
 */
export function areaHits(x: number, y: number, lines: readonly number[]): number {
  if (x <= 0 || y <= 0) return 0;
  const each = lines.map((n) => Math.min(x, n)).sort((a, b) => b - a);
  const total = each.slice(0, y).reduce((sum, n) => sum + n, 0);
  return Math.min(total, lines.reduce((sum, n) => sum + n, 0));
}
