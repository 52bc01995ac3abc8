import type { BsFile, BsNode, BsProfile, BsSourceFile } from './files.js';
import { BsScope, cleanName, nameKey, readBsFiles, shownName, type EffectiveProfile } from './links.js';
import { tableLookup } from './names.js';
import { ProblemList, type BsdataProblem } from './problems.js';

/**
 * The Ninth Age from BSData's 2nd-edition files, as plain data: units, their models'
 * characteristics, and their shooting weapons with Aim, range, shots, Strength, Armour
 * Penetration and attributes. Nothing here depends on Marksman's Ninth Age module; that
 * module maps these objects to its own types.
 */

/** `Aeg` (Aegis) is a column of some armies' own defensive profile ("2 Defensive (DL)"). */
export const NINTH_AGE_CHARACTERISTICS = ['Adv', 'Mar', 'Dis', 'HP', 'Def', 'Res', 'Arm', 'Aeg', 'Att', 'Off', 'Str', 'AP', 'Agi'] as const;
/** One of {@link NINTH_AGE_CHARACTERISTICS}. */
export type NinthAgeCharacteristic = (typeof NINTH_AGE_CHARACTERISTICS)[number];

/** The game system's profile types, by name. */
export const NINTH_AGE_PROFILE_TYPES = {
  size: '0 Size',
  global: '1 Global',
  defensive: '2 Defensive',
  offensive: '3 Offensive',
  armour: '4 Armour',
  ranged: '6 Ranged Weapon',
} as const;

/** One of the game system's profile kinds (`defensive` for "2 Defensive"). */
export type NinthAgeProfileKind = keyof typeof NINTH_AGE_PROFILE_TYPES;

const PROFILE_KINDS = Object.entries(NINTH_AGE_PROFILE_TYPES) as [NinthAgeProfileKind, string][];

/**
 * The kind of a profile type by its name. Some armies define their own copy of a type with an
 * extra column and a suffix ("2 Defensive (DL)" with Aegis for Daemon Legions, "2 Defensive Koe",
 * "1 Global (UD)"): the same kind.
 *
 * @example
 * ninthAgeProfileKind('2 Defensive (DL)'); // 'defensive'
 * ninthAgeProfileKind('7 Artefact'); // null
 */
export function ninthAgeProfileKind(typeName: string): NinthAgeProfileKind | null {
  const name = typeName.trim();
  return PROFILE_KINDS.find(([, type]) => name === type || name.startsWith(`${type} `))?.[0] ?? null;
}

const MODEL_PROFILE_KINDS: readonly NinthAgeProfileKind[] = ['size', 'global', 'defensive', 'offensive'];

/**
 * A model's profile: size, global, defensive or offensive.
 *
 * @example
 * isModelProfileType('1 Global (VC)'); // true
 * isModelProfileType('6 Ranged Weapon'); // false
 */
export const isModelProfileType = (typeName: string): boolean => MODEL_PROFILE_KINDS.includes(ninthAgeProfileKind(typeName) ?? 'ranged');

/** The weapon attributes the reader recognises, modelled by Marksman or not. */
export const NINTH_AGE_ATTRIBUTES = [
  'accurate',
  'quick-to-fire',
  'unwieldy',
  'volley-fire',
  'move-or-fire',
  'march-and-shoot',
  'reload',
  'multiple-wounds',
  'flaming-attacks',
  'lethal-strike',
  'poison-attacks',
  'toxic-attacks',
  'magical-attacks',
  'divine-attacks',
  'area-attack',
  'cannon',
  'catapult',
  'volley-gun',
  'artillery-weapon',
  'breath-attack',
  'dying-embers',
] as const;
/** One of {@link NINTH_AGE_ATTRIBUTES}. */
export type NinthAgeAttribute = (typeof NINTH_AGE_ATTRIBUTES)[number];

/**
 * Attribute names as BSData writes them (keys as `nameKey` makes them) → codes. "Unweildy"
 * is BSData's own misspelling; "Volley Gun Artillery Weapon" is how Dwarven Holds names
 * the volley gun's kind.
 */
export const NINTH_AGE_ATTRIBUTE_NAMES: Readonly<Record<string, NinthAgeAttribute>> = {
  accurate: 'accurate',
  'quick to fire': 'quick-to-fire',
  unwieldy: 'unwieldy',
  unweildy: 'unwieldy',
  'volley fire': 'volley-fire',
  'move or fire': 'move-or-fire',
  'march and shoot': 'march-and-shoot',
  reload: 'reload',
  'multiple wounds': 'multiple-wounds',
  'flaming attacks': 'flaming-attacks',
  'lethal strike': 'lethal-strike',
  'poison attacks': 'poison-attacks',
  'toxic attacks': 'toxic-attacks',
  'magical attacks': 'magical-attacks',
  'divine attacks': 'divine-attacks',
  'area attack': 'area-attack',
  cannon: 'cannon',
  catapult: 'catapult',
  'volley gun': 'volley-gun',
  'volley gun artillery weapon': 'volley-gun',
  // Dread Elves' Daeb Bolt Thrower; the game system file has no text for it.
  'artillery weapon': 'artillery-weapon',
  'breath attack': 'breath-attack',
  // The Feldrak Ancestor's Breath Attack (Warriors of the Dark Gods' catalogue, rule Dying Embers).
  'dying embers': 'dying-embers',
};

/** The attribute an attribute's `nameKey` names, if any. */
export const ninthAgeAttributeOf = tableLookup(NINTH_AGE_ATTRIBUTE_NAMES);

/** A weapon attribute as read, with its bracketed parameter. */
export interface NinthAgeWeaponAttribute {
  readonly code: NinthAgeAttribute;
  /** What follows in brackets: "D3" for Multiple Wounds (D3), "6" for Catapult (6). */
  readonly parameter: string | null;
  /** Written in square brackets: it applies to the weapon's bracketed (second) values only. */
  readonly bracketed: boolean;
}

/** A number with the second value artillery writes in square brackets ("4 [10]"), or "as user". */
export type NinthAgeValue = { readonly kind: 'number'; readonly value: number; readonly bracket: number | null } | { readonly kind: 'user' };

/** A shooting weapon of a unit, as BSData writes it. */
export interface NinthAgeWeaponEntry {
  /** The weapon's name without its Aim ("Throwing Weapons"). */
  readonly name: string;
  /** The entry as BSData names it ("Throwing Weapons (5+)"). */
  readonly entryName: string;
  readonly file: string;
  readonly entryId: string;
  /** The D6 score a shot needs before modifiers; BSData writes it after the name, "(4+)". */
  readonly aim: number | null;
  readonly minRange: number | null;
  readonly range: number | null;
  /** A number, or dice as written ("2D6", "3D6*2"). */
  readonly shots: number | string | null;
  readonly strength: NinthAgeValue | null;
  readonly ap: NinthAgeValue | null;
  readonly attributes: readonly NinthAgeWeaponAttribute[];
  /** Sentences in the Attributes column that are not attributes. */
  readonly notes: readonly string[];
  /** Attributes in the column that the reader does not know (each also reported as `unknown-attribute`). */
  readonly unknownAttributes: readonly string[];
  /** The profile's characteristics as written; empty when no profile was found. */
  readonly characteristics: Readonly<Record<string, string>>;
}

/** An armour option of a unit, as BSData writes it. */
export interface NinthAgeArmourEntry {
  readonly name: string;
  readonly type: string;
  readonly save: string;
  /**
   * Carried by every model: the data puts the armour's profile on the unit's or the model's own
   * entry (Corsairs' Light Armour), not behind an option a player selects (a Shield to buy).
   */
  readonly standard: boolean;
}

/** One model of a unit, with its characteristics as written. */
export interface NinthAgeModelEntry {
  readonly name: string;
  readonly file: string;
  readonly entryId: string;
  /** Characteristics as written ("4\"" for Advance); absent where BSData has no profile. */
  readonly characteristics: Readonly<Partial<Record<NinthAgeCharacteristic, string>>>;
  readonly height: string | null;
  readonly type: string | null;
  readonly base: string | null;
  /** Rules written in the profiles' Rules columns. */
  readonly rules: readonly string[];
}

/** One unit of an army's list: its models, weapons, armour and rules. */
export interface NinthAgeUnitEntry {
  /** "Dwarven Holds/Clan Marksmen". */
  readonly key: string;
  readonly army: string;
  readonly name: string;
  readonly file: string;
  readonly entryId: string;
  readonly models: readonly NinthAgeModelEntry[];
  readonly weapons: readonly NinthAgeWeaponEntry[];
  readonly armour: readonly NinthAgeArmourEntry[];
  readonly rules: readonly string[];
}

/** One army's catalogue and its units. */
export interface NinthAgeArmyEntry {
  readonly id: string;
  readonly name: string;
  readonly file: string;
  readonly units: readonly NinthAgeUnitEntry[];
}

/** Everything read from The Ninth Age's files: the armies, and the problems. */
export interface NinthAgeLibrary {
  readonly game: 'ninth-age';
  readonly gameSystem: { readonly id: string; readonly name: string; readonly revision: string } | null;
  readonly armies: readonly NinthAgeArmyEntry[];
  readonly problems: readonly BsdataProblem[];
}

const AIM = /\s*\((\d)\+\)/;

/** Every Breath Attack's range and hits, as the game system's rule gives them (BS-T9A-2ND 2nd-theNinthAge-FantasyBattles.gst, rule Breath Attack). */
const BREATH_ATTACK_RANGE = 6;
const BREATH_ATTACK_HITS = '2D6';

/**
 * A weapon the reader made from a model's Breath Attack rule: it hits without a roll, so it has no Aim.
 *
 * @example
 * isBreathAttack(hydra.weapons[0]); // true: read from "Breath Attack (Str 3, AP 2)"
 * isBreathAttack(militia.weapons[0]); // false: the Bow
 */
export const isBreathAttack = (weapon: NinthAgeWeaponEntry): boolean => weapon.attributes.some((a) => a.code === 'breath-attack');

/**
 * The Breath Attack a model's Rules column (or a roster's rule) writes with its brackets, "Breath
 * Attack (Str 4, AP 1, Flaming Attacks)", as a weapon: the data has no weapon profile for it. The
 * game system's rule gives every one the same range and hits (BS-T9A-2ND
 * 2nd-theNinthAge-FantasyBattles.gst, rule Breath Attack: 6", 2D6 hits); the brackets give its
 * Strength, AP and attributes, and the words it does not know are kept in `unknownAttributes`.
 * It hits without a roll, so it has no Aim and needs none. Null when the text is not one with a
 * Strength and an AP (the plain "Breath Attack" of the unit's rule link).
 *
 * @example
 * readBreathAttack('Breath Attack (Str 3, AP 2)', { file: 'dread-elves.cat', entryId: 'hydra', name: 'Hydra' })?.strength; // { kind: 'number', value: 3, bracket: null }
 * readBreathAttack('Breath Attack', { file: 'dread-elves.cat', entryId: 'hydra', name: 'Hydra' }); // null
 */
export function readBreathAttack(rule: string, from: { readonly file: string; readonly entryId: string; readonly name: string }): NinthAgeWeaponEntry | null {
  const match = /^\s*breath\s+attack\s*\((.*)\)\s*\.?\s*$/i.exec(cleanName(rule));
  if (!match?.[1]) return null;
  let strength: NinthAgeValue | null = null;
  let ap: NinthAgeValue | null = null;
  const attributes: NinthAgeWeaponAttribute[] = [{ code: 'breath-attack', parameter: null, bracketed: false }];
  const unknownAttributes: string[] = [];
  for (const part of splitTopLevel(match[1])) {
    const str = /^str(?:ength)?\s*(\d{1,2})$/i.exec(part)?.[1];
    const pen = /^(?:ap|armou?r\s+penetration)\s*(\d{1,2})$/i.exec(part)?.[1];
    if (str !== undefined) strength = { kind: 'number', value: Number(str), bracket: null };
    else if (pen !== undefined) ap = { kind: 'number', value: Number(pen), bracket: null };
    else {
      const attribute = parseAttributes(part).attributes[0];
      const code = attribute ? ninthAgeAttributeOf(nameKey(attribute.name)) : undefined;
      if (attribute && code) attributes.push({ code, parameter: attribute.parameter, bracketed: false });
      else unknownAttributes.push(part);
    }
  }
  if (strength === null || ap === null) return null;
  return {
    name: 'Breath Attack',
    entryName: cleanName(rule),
    file: from.file,
    entryId: from.entryId,
    aim: null,
    minRange: null,
    range: BREATH_ATTACK_RANGE,
    shots: BREATH_ATTACK_HITS,
    strength,
    ap,
    attributes,
    notes: [],
    unknownAttributes,
    characteristics: {},
  };
}

/** "Dwarven Holds 2024" → "Dwarven Holds"; "Orcs and Goblins 2024 Public Test 6", "Åsklanders 2024 Review 1", "Cult of Errahman 2024 Alpha 1", "Kingdom of Equitaine 2024 Released 5" → the army alone. */
export function armyName(name: string): string {
  return cleanName(name).replace(/\s+\d{4}(\s+(public test|review|alpha|beta|released)\s*\d*)?$/i, '');
}

export function aimOf(...names: readonly string[]): number | null {
  for (const name of names) {
    const match = AIM.exec(cleanName(name));
    if (match) return Number(match[1]);
  }
  return null;
}

function withoutAim(name: string): string {
  return cleanName(name).replace(AIM, '').trim();
}

/** "48\"" → [null, 48]; "12-60\"", "12\"-48\"" and Beast Herds' "6–30\"" (an en dash) → [12, …]. */
export function parseRange(value: string): { readonly min: number | null; readonly max: number } | null {
  // Spaces collapsed first: the pattern's neighbouring `\s*` would try every split of a long run of them.
  const match = /^\s*(?:(\d+)\s*["”]?\s*[-–]\s*)?(\d+)\s*["”]?\s*$/.exec(value.replace(/\s+/g, ' '));
  return match ? { min: match[1] === undefined ? null : Number(match[1]), max: Number(match[2]) } : null;
}

export function parseShots(value: string): number | string | null {
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  return /^\d*D\d+([+*]\d+)?$/i.test(text) ? text.toUpperCase() : null;
}

/** "4", "3 [6]", "4[10]", "As User". */
export function parseValue(value: string): NinthAgeValue | null {
  const text = value.trim();
  if (/^as user$/i.test(text)) return { kind: 'user' };
  const match = /^(\d+)\s*(?:\[(\d+)\])?$/.exec(text);
  return match ? { kind: 'number', value: Number(match[1]), bracket: match[2] === undefined ? null : Number(match[2]) } : null;
}

/**
 * Splits at commas outside brackets. Slices, not a string grown a character at a time: a
 * column can be megabytes long in a hostile roster.
 */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth = Math.max(0, depth - 1);
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/** A longer phrase in the Attributes column is a note, not an attribute's name. */
const NOTE_WORDS = 6;

export function parseAttributes(text: string): { attributes: { name: string; parameter: string | null; bracketed: boolean }[]; notes: string[] } {
  const clean = cleanName(text);
  // "Quick to Fire. If the model…": the attributes end at the first full stop outside brackets.
  const stop = /\.(\s|$)/.exec(clean);
  const list = stop ? clean.slice(0, stop.index) : clean;
  const notes = stop ? [clean.slice(stop.index + 1).trim()].filter((n) => n !== '') : [];
  const attributes: { name: string; parameter: string | null; bracketed: boolean }[] = [];
  for (const part of splitTopLevel(list)) {
    const bracketed = /^\[.*\]$/.test(part);
    const inner = bracketed ? part.slice(1, -1).trim() : part;
    const match = /^(.*?)\s*(?:\(([^()]*)\))?$/.exec(inner);
    const name = (match?.[1] ?? inner).trim();
    if (name.split(/\s+/).length >= NOTE_WORDS) {
      notes.push(part);
      continue;
    }
    attributes.push({ name, parameter: match?.[2]?.trim() ?? null, bracketed });
  }
  return { attributes, notes };
}

class NinthAgeReader {
  readonly problems = new ProblemList();
  /** The entry each weapon was read from, by file and id, as a problem names it. */
  private readonly entries = new Map<string, { readonly id: string; readonly name: string }>();

  /**
   * The Breath Attack a model's Rules column writes with its brackets, as a weapon
   * (`readBreathAttack`); the bracket's words not known are named as problems.
   */
  breathAttack(rule: string, model: NinthAgeModelEntry): NinthAgeWeaponEntry | null {
    const read = readBreathAttack(rule, model);
    for (const part of read?.unknownAttributes ?? []) this.problems.add({ code: 'unknown-attribute', file: model.file, entry: { id: model.entryId, name: model.name }, weapon: 'Breath Attack', attribute: part });
    return read;
  }

  /**
   * A weapon whose name and entry print no Aim takes the one its models' Rules column prints
   * beside the weapon's name (Citizen Archers: "Longbow (3+)"; the Repeater Battery's crew:
   * "Daeb Bolt Thrower (3+)"); else the Aim is missing, and said so.
   */
  withAims(weapons: readonly NinthAgeWeaponEntry[], models: readonly NinthAgeModelEntry[]): NinthAgeWeaponEntry[] {
    const printed = new Map<string, number>();
    for (const rule of models.flatMap((m) => m.rules)) {
      const aim = aimOf(rule);
      if (aim !== null && !printed.has(nameKey(withoutAim(rule)))) printed.set(nameKey(withoutAim(rule)), aim);
    }
    const result = new Map<string, NinthAgeWeaponEntry>();
    for (const weapon of weapons) {
      const aim = weapon.aim ?? printed.get(nameKey(weapon.name)) ?? null;
      if (aim === null && !isBreathAttack(weapon)) this.problems.add({ code: 'missing-aim', file: weapon.file, entry: this.entries.get(`${weapon.file}#${weapon.entryId}`) ?? { id: weapon.entryId, name: weapon.entryName }, weapon: weapon.name });
      const key = `${nameKey(weapon.name)}#${aim ?? ''}`;
      if (!result.has(key)) result.set(key, { ...weapon, aim });
    }
    return [...result.values()];
  }

  weapon(node: BsNode, profile: EffectiveProfile | null): NinthAgeWeaponEntry {
    const entryName = cleanName(shownName(node));
    const weaponName = withoutAim(profile?.name ?? entryName);
    const entry = { id: node.id, name: node.name };
    const aim = aimOf(profile?.name ?? '', entryName);
    this.entries.set(`${node.file}#${node.id}`, entry);
    const characteristics: Record<string, string> = {};
    for (const [name, value] of profile?.characteristics ?? []) characteristics[name] = value;
    const read = <T>(field: string, parse: (value: string) => T | null): T | null => {
      const raw = characteristics[field];
      if (raw === undefined) return null;
      const value = parse(raw);
      if (value === null) this.problems.add({ code: 'bad-weapon-value', file: node.file, entry, weapon: weaponName, field, value: raw });
      return value;
    };
    const range = read('Range', parseRange);
    const parsed = parseAttributes(characteristics.Attributes ?? '');
    const attributes: NinthAgeWeaponAttribute[] = [];
    const unknownAttributes: string[] = [];
    for (const attribute of parsed.attributes) {
      const code = ninthAgeAttributeOf(nameKey(attribute.name));
      if (code) attributes.push({ code, parameter: attribute.parameter, bracketed: attribute.bracketed });
      else {
        unknownAttributes.push(attribute.name);
        this.problems.add({ code: 'unknown-attribute', file: node.file, entry, weapon: weaponName, attribute: attribute.name });
      }
    }
    return {
      name: weaponName,
      entryName,
      file: node.file,
      entryId: node.id,
      aim,
      minRange: range?.min ?? null,
      range: range?.max ?? null,
      shots: read('Shots', parseShots),
      strength: read('Str', parseValue),
      ap: read('AP', parseValue),
      attributes,
      notes: parsed.notes,
      unknownAttributes,
      characteristics,
    };
  }

  /** An entry's name as a shared profile's name would be keyed; the same entries are visited under many units. */
  private readonly entryKeys = new Map<string, string>();

  private entryKey(name: string): string {
    let key = this.entryKeys.get(name);
    if (key === undefined) {
      key = nameKey(withoutAim(name).replace(/\s+and\s+.*$/i, ''));
      this.entryKeys.set(name, key);
    }
    return key;
  }

  /**
   * The models' Rules columns name the armour they wear by default ("Light Armour, Shield"),
   * also where the unit's entry links no such profile (Vermin Legionaries) or links it behind an
   * option (Undying Dynasties' Skeletons): a piece so named is carried, found among the unit's
   * pieces or the shared profiles by its name. One piece of each Type (a suit, a shield): a piece
   * the entry carries already keeps its place (Warriors link a Shield and name a Spiked Shield).
   */
  withNamedArmour(scope: BsScope, pieces: ReadonlyMap<string, NinthAgeArmourEntry>, models: readonly NinthAgeModelEntry[]): NinthAgeArmourEntry[] {
    const result = new Map(pieces);
    const model = models.find((m) => Object.keys(m.characteristics).length > 0);
    for (const rule of model?.rules ?? []) {
      const key = nameKey(rule);
      const known = result.get(key) ?? this.sharedArmour(scope, key);
      if (!known || known.standard) continue;
      if ([...result.values()].some((p) => p.standard && nameKey(p.type) === nameKey(known.type))) continue;
      result.set(key, { ...known, standard: true });
    }
    return [...result.values()];
  }

  private sharedArmour(scope: BsScope, key: string): NinthAgeArmourEntry | null {
    for (const file of scope.files) {
      const profile = this.sharedByName(scope, file).get(`armour#${key}`);
      if (profile) {
        const effective = scope.effective(profile);
        return { name: cleanName(effective.name), type: effective.characteristics.get('Type') ?? '', save: effective.characteristics.get('Save') ?? '', standard: false };
      }
    }
    return null;
  }

  /** Each file's shared profiles by kind and name key, the first of each: keyed once, not once per entry that looks. */
  private readonly sharedIndex = new Map<BsFile, Map<string, BsProfile>>();

  private sharedByName(scope: BsScope, file: BsFile): Map<string, BsProfile> {
    let index = this.sharedIndex.get(file);
    if (!index) {
      index = new Map();
      for (const profile of file.sharedProfiles) {
        const key = `${ninthAgeProfileKind(scope.profileTypeName(profile)) ?? ''}#${nameKey(profile.name)}`;
        if (!index.has(key)) index.set(key, profile);
      }
      this.sharedIndex.set(file, index);
    }
    return index;
  }

  /** A shared profile of the given type whose name is the entry's (a game-system weapon entry often has no profile of its own). */
  profileByName(scope: BsScope, node: BsNode, kind: NinthAgeProfileKind): EffectiveProfile | null {
    const wanted = this.entryKey(node.name);
    for (const file of scope.files) {
      const profile = this.sharedByName(scope, file).get(`${kind}#${wanted}`);
      if (profile) {
        this.problems.add({ code: 'profile-by-name', file: node.file, entry: { id: node.id, name: node.name }, item: cleanName(node.name), profile: profile.name });
        return scope.effective(profile);
      }
    }
    return null;
  }

  model(scope: BsScope, node: BsNode, profiles: readonly EffectiveProfile[]): NinthAgeModelEntry {
    const characteristics: Partial<Record<NinthAgeCharacteristic, string>> = {};
    const rules: string[] = [];
    let size: EffectiveProfile | undefined;
    for (const profile of profiles) {
      const kind = ninthAgeProfileKind(profile.typeName);
      if (kind === 'size') size ??= profile;
      for (const [name, value] of profile.characteristics) {
        if (name === 'Rules') rules.push(...splitTopLevel(value));
        else if ((NINTH_AGE_CHARACTERISTICS as readonly string[]).includes(name) && kind !== 'size') {
          characteristics[name as NinthAgeCharacteristic] ??= value;
        }
      }
    }
    return {
      name: cleanName(node.name),
      file: node.file,
      entryId: node.id,
      characteristics,
      height: size?.characteristics.get('Height') ?? null,
      type: size?.characteristics.get('Type') ?? null,
      base: size?.characteristics.get('Base') ?? null,
      rules: [...rules, ...scope.rulesOf(node).map((r) => cleanName(r.name))],
    };
  }

  unit(scope: BsScope, army: string, node: BsNode): NinthAgeUnitEntry {
    const weapons = new Map<string, NinthAgeWeaponEntry>();
    const armour = new Map<string, NinthAgeArmourEntry>();
    const modelNodes: BsNode[] = [];
    scope.walk(node, (visited, path) => {
      if (visited.hidden) return false;
      if (visited.type === 'model' && path.length > 0) modelNodes.push(visited);
      const profiles = scope.profilesOf(visited);
      const ranged = profiles.filter((p) => ninthAgeProfileKind(p.typeName) === 'ranged');
      // One line per weapon and Aim, however many options bring it ("Crossbow (4+)", "Crossbow (4+) and Great Weapon").
      const add = (weapon: NinthAgeWeaponEntry) => {
        const key = `${nameKey(weapon.name)}#${weapon.aim ?? ''}`;
        if (!weapons.has(key)) weapons.set(key, weapon);
      };
      for (const profile of ranged) add(this.weapon(visited, profile));
      const armours = profiles.filter((p) => ninthAgeProfileKind(p.typeName) === 'armour');
      if (path.length > 0 && ranged.length === 0 && visited.type !== 'model' && armours.length === 0) {
        const byName = this.profileByName(scope, visited, 'ranged');
        if (byName) add(this.weapon(visited, byName));
        else if (aimOf(shownName(visited)) !== null) {
          this.problems.add({ code: 'missing-weapon-profile', file: visited.file, entry: { id: visited.id, name: visited.name }, weapon: cleanName(visited.name) });
          add(this.weapon(visited, null));
        } else {
          const armourByName = this.profileByName(scope, visited, 'armour');
          if (armourByName) armours.push(armourByName);
        }
      }
      const onTheModels = path.length === 0 || visited.type === 'model';
      for (const profile of armours) {
        // Armour a roster's choice may hide (Light or Heavy Armour by an army option) is offered, not carried.
        const standard = onTheModels && !profile.mayHide;
        const key = nameKey(profile.name);
        // The same piece both carried and offered (a character's armour with an upgrade to it) is carried.
        const carried = standard || (armour.get(key)?.standard ?? false);
        armour.set(key, { name: cleanName(profile.name), type: profile.characteristics.get('Type') ?? '', save: profile.characteristics.get('Save') ?? '', standard: carried });
      }
      return true;
    });
    // A rank-and-file unit writes its profiles on its model entry; a character, on itself.
    const ownProfiles = scope.profilesOf(node).filter((p) => isModelProfileType(p.typeName));
    const modelOf = (model: BsNode) => {
      const profiles = scope.profilesOf(model).filter((p) => isModelProfileType(p.typeName));
      return this.model(scope, model, profiles.length > 0 ? profiles : ownProfiles);
    };
    const models = modelNodes.length > 0 ? modelNodes.map(modelOf) : [this.model(scope, node, ownProfiles)];
    if (models.every((m) => Object.keys(m.characteristics).length === 0)) {
      this.problems.add({ code: 'missing-model-profile', file: node.file, entry: { id: node.id, name: node.name } });
    }
    const name = cleanName(node.name);
    // A model part's Breath Attack, once for each different one its models' Rules columns write.
    const breaths = new Map<string, NinthAgeWeaponEntry>();
    for (const model of models) {
      for (const rule of model.rules) {
        const breath = breaths.has(nameKey(rule)) ? null : this.breathAttack(rule, model);
        if (breath) breaths.set(nameKey(rule), breath);
      }
    }
    return {
      key: `${army}/${name}`,
      army,
      name,
      file: node.file,
      entryId: node.id,
      models,
      weapons: [...this.withAims([...weapons.values()], models), ...breaths.values()],
      armour: this.withNamedArmour(scope, armour, models),
      rules: scope.rulesOf(node).map((r) => cleanName(r.name)),
    };
  }

  army(scope: BsScope, catalogue: BsFile): NinthAgeArmyEntry {
    const name = armyName(catalogue.name);
    const units: NinthAgeUnitEntry[] = [];
    for (const root of catalogue.rootEntries) {
      const node = scope.resolve(root, null);
      if (!node || node.hidden || (node.type !== 'unit' && node.type !== 'model')) continue;
      units.push(this.unit(scope, name, node));
    }
    return { id: catalogue.id, name, file: catalogue.file, units };
  }
}

/**
 * The Ninth Age armies from BSData's files: units, models, shooting weapons with their Aim.
 *
 * @example
 * const dir = 'data/bsdata/ninth-age/';
 * const library = buildNinthAgeLibrary(readdirSync(dir).filter((f) => /\.(gst|cat)$/.test(f)).map((name) => ({ name, text: readFileSync(dir + name, 'utf8') })));
 * library.armies.map((a) => a.name); // ['Dwarven Holds', 'Empire of Sonnstahl', 'Orcs and Goblins', 'Sylvan Elves']
 */
export function buildNinthAgeLibrary(sources: readonly BsSourceFile[]): NinthAgeLibrary {
  const set = readBsFiles(sources);
  const reader = new NinthAgeReader();
  set.problems.forEach((p) => reader.problems.add(p));
  const system = set.files.find((f) => f.kind === 'gameSystem') ?? null;
  const armies: NinthAgeArmyEntry[] = [];
  for (const catalogue of set.files) {
    if (catalogue.kind !== 'catalogue' || catalogue.library) continue;
    if (system !== null && catalogue.gameSystemId !== system.id) {
      reader.problems.add({ code: 'wrong-game-system', file: catalogue.file, entry: null, gameSystem: catalogue.gameSystemId, expected: system.id });
      continue;
    }
    armies.push(reader.army(new BsScope(set, catalogue, reader.problems), catalogue));
  }
  return {
    game: 'ninth-age',
    gameSystem: system ? { id: system.id, name: system.name, revision: system.revision } : null,
    armies,
    problems: reader.problems.items,
  };
}
