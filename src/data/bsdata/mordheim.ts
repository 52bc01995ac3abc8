import { findModelRule, MORDHEIM_MODEL_RULES, type MordheimModelRuleId, type MordheimWeaponId } from '../../games/mordheim/index.js';
import type { BsFile, BsNode, BsSourceFile } from './files.js';
import { BsScope, cleanName, nameKey, readBsFiles, type EffectiveProfile } from './links.js';
import {
  armourItemOf,
  marksmanWeapon,
  MORDHEIM_KIT_SAVES,
  MORDHEIM_RULES_NOT_FOR_SHOOTING,
  MORDHEIM_SHOOTING_RULES_NOT_MODELLED,
  targetRuleOf,
  rangeInches,
  sameStrength,
  warriorKind,
  warriorModelRule,
  weaponMappingOf,
  type MordheimKitItem,
  type MordheimTargetRule,
} from './mordheim-mapping.js';
import { ProblemList, type BsdataProblem } from './problems.js';

/** A Mordheim profile's characteristics, in the order profiles print them. */
export const MORDHEIM_CHARACTERISTICS = ['M', 'WS', 'BS', 'S', 'T', 'W', 'I', 'A', 'Ld'] as const;
/** One of {@link MORDHEIM_CHARACTERISTICS}. */
export type MordheimCharacteristic = (typeof MORDHEIM_CHARACTERISTICS)[number];
/** A warrior's characteristics as read; one the data leaves out or garbles is absent. */
export type MordheimCharacteristics = Readonly<Partial<Record<MordheimCharacteristic, number>>>;

/** BSData's names of the Model profile's columns. */
const CHARACTERISTIC_COLUMNS: Readonly<Record<MordheimCharacteristic, readonly string[]>> = {
  M: ['M'],
  WS: ['WS'],
  BS: ['BS'],
  S: ['S'],
  T: ['T'],
  W: ['W'],
  I: ['I'],
  A: ['A'],
  Ld: ['LD', 'Ld'],
};

/** The profile types of Mordheim's game system, by name. */
export const MORDHEIM_PROFILE_TYPES = { model: 'Model', ranged: 'Ranged Weapon', armour: 'Armour' } as const;

/** "Human max", "Ogre max (ostland)": a race's maximum characteristics, linked to each warrior. */
const RACIAL_MAXIMUM = /\bmax\b(\s*\(.*\))?$/i;

/**
 * The entry every warrior has for buying rare items; it lists every item, so it is not the
 * warrior's own list. Its key (nameKey('Trading Post'), as a test checks) is written out: working
 * it out when the module loads compiled nameKey's expressions at every command's start.
 */
export const TRADING_POST = 'trading post';

/** A missile weapon on a warrior's list, as BSData writes it, with Marksman's weapon for it. */
export interface MordheimWeaponOption {
  /** BSData's entry name ("Handgun"); its profile may spell it otherwise ("Hand Gun"). */
  readonly name: string;
  readonly profileName: string;
  readonly file: string;
  readonly entryId: string;
  /** BSData's characteristics, as written. */
  readonly range: string;
  readonly strength: string;
  readonly special: string;
  readonly rules: readonly string[];
  /** Marksman's weapon, or null when Marksman has none for this name. */
  readonly weapon: MordheimWeaponId | null;
}

/** An armour on a warrior's list, with the kit item it maps to. */
export interface MordheimArmourOption {
  readonly name: string;
  readonly file: string;
  readonly entryId: string;
  readonly save: string;
  readonly item: MordheimKitItem | null;
  /** An entry the data lists as armour that Marksman applies as a warrior's equipment rule (Shaggy Hide), else absent. */
  readonly rule?: MordheimModelRuleId;
}

/** A rule a warrior has, and what it means for shooting. */
export interface MordheimRuleRef {
  readonly name: string;
  /** `warband`: written once for the whole warband (Dwarfs' Hard to Kill). */
  readonly source: 'warrior' | 'warband';
  /**
   * What the rule means for Marksman: a target rule; a skill or special rule it applies
   * (`applied`, with `modelRule`); not a shooting rule; or not modelled (with `modelRule` when
   * Marksman knows it by name, so results name it as not applied) / unknown.
   */
  readonly meaning: MordheimTargetRule | 'applied' | 'not-for-shooting' | 'not-modelled' | 'unknown';
  readonly modelRule?: MordheimModelRuleId;
}

/** What a warrior's rule Marksman knows by name means for a profile: applied, not for shooting, or not applied yet. */
function modelRuleMeaning(rule: MordheimModelRuleId): 'applied' | 'not-for-shooting' | 'not-modelled' {
  switch (MORDHEIM_MODEL_RULES[rule].status) {
    case 'applied':
      return 'applied';
    case 'no-effect':
      return 'not-for-shooting';
    case 'not-applied':
      return 'not-modelled';
  }
}

/** One warrior of a warband's list: its profile, weapons, armour and rules. */
export interface MordheimWarriorEntry {
  /** "Reiklanders/Marksmen": the warband and the entry name. */
  readonly key: string;
  readonly warband: string;
  readonly name: string;
  /** Other names that find this warrior: its profile's name ("Marksman"). */
  readonly aliases: readonly string[];
  readonly file: string;
  readonly entryId: string;
  readonly category: string | null;
  readonly profileName: string;
  readonly profile: MordheimCharacteristics;
  readonly weapons: readonly MordheimWeaponOption[];
  readonly armour: readonly MordheimArmourOption[];
  readonly rules: readonly MordheimRuleRef[];
}

/** One warband's catalogue and its warriors. */
export interface MordheimWarbandEntry {
  readonly id: string;
  readonly name: string;
  readonly file: string;
  readonly warriors: readonly MordheimWarriorEntry[];
}

/** Everything read from Mordheim's files: the warbands, every missile weapon, and the problems. */
export interface MordheimLibrary {
  readonly game: 'mordheim';
  readonly gameSystem: { readonly id: string; readonly name: string; readonly revision: string } | null;
  readonly warbands: readonly MordheimWarbandEntry[];
  /** Every missile weapon defined in the data, once. */
  readonly weapons: readonly MordheimWeaponOption[];
  readonly problems: readonly BsdataProblem[];
}

/**
 * "Reiklanders (1a)" → "Reiklanders": the edition tag says nothing to a player.
 *
 * @example
 * withoutEditionTag('Reiklanders (1a)'); // 'Reiklanders'
 */
export function withoutEditionTag(name: string): string {
  return cleanName(name).replace(/\s*\(\d+[a-z]?\)$/i, '');
}

function parseCharacteristics(profile: EffectiveProfile, node: BsNode, problems: ProblemList): MordheimCharacteristics {
  const values: Partial<Record<MordheimCharacteristic, number>> = {};
  for (const characteristic of MORDHEIM_CHARACTERISTICS) {
    const raw = CHARACTERISTIC_COLUMNS[characteristic].map((column) => profile.characteristics.get(column)).find((v) => v !== undefined);
    const entry = { id: node.id, name: node.name };
    if (raw === undefined || raw === '') {
      problems.add({ code: 'missing-characteristic', file: node.file, entry, characteristic });
      continue;
    }
    if (!/^\d{1,2}$/.test(raw)) {
      problems.add({ code: 'bad-characteristic', file: node.file, entry, characteristic, value: raw });
      continue;
    }
    values[characteristic] = Number(raw);
  }
  return values;
}

/** A weapon a rule gives (Stream of Corruption): written from Marksman's own profile, as the data has none. */
/** Items the data gives as equipment with a rule, no weapon profile, that are thrown as missile weapons: by `nameKey`. */
const ITEMS_THROWN_AS_WEAPONS: Readonly<Record<string, MordheimWeaponId>> = { net: 'net' };

function ruleWeaponOption(name: string, weapon: MordheimWeaponId, node: BsNode): MordheimWeaponOption {
  const ours = marksmanWeapon(weapon);
  return { name, profileName: name, file: node.file, entryId: node.id, range: `${ours.range}"`, strength: String(ours.strength), special: '', rules: [name], weapon };
}

class MordheimReader {
  readonly problems = new ProblemList();
  readonly weapons = new Map<string, MordheimWeaponOption>();

  weaponOption(scope: BsScope, node: BsNode, profile: EffectiveProfile, name: string): MordheimWeaponOption {
    const known = this.weapons.get(`${profile.file}#${profile.id}#${name}`);
    if (known) return known;
    const entry = { id: node.id, name: node.name };
    const mapping = weaponMappingOf(name, profile.name);
    const option: MordheimWeaponOption = {
      name,
      profileName: cleanName(profile.name),
      file: node.file,
      entryId: node.id,
      range: profile.characteristics.get('Range') ?? '',
      strength: profile.characteristics.get('Str') ?? '',
      special: profile.characteristics.get('Special') ?? '',
      rules: scope.rulesOf(node).map((r) => cleanName(r.name)),
      weapon: mapping?.weapon ?? null,
    };
    if (!mapping) {
      this.problems.add({ code: 'unmapped-weapon', file: node.file, entry, weapon: name });
    } else {
      const ours = marksmanWeapon(mapping.weapon);
      const range = rangeInches(option.range);
      if (range !== ours.range) this.problems.add({ code: 'weapon-differs', file: node.file, entry, weapon: mapping.weapon, field: 'range', data: option.range, marksman: String(ours.range) });
      if (!sameStrength(option.strength, ours)) this.problems.add({ code: 'weapon-differs', file: node.file, entry, weapon: mapping.weapon, field: 'strength', data: option.strength, marksman: String(ours.strength) });
    }
    this.weapons.set(`${profile.file}#${profile.id}#${name}`, option);
    return option;
  }

  armourOption(node: BsNode, profile: EffectiveProfile, name: string): MordheimArmourOption {
    const item = armourItemOf(name, profile.name) ?? null;
    const save = profile.characteristics.get('Armour Save') ?? '';
    const entry = { id: node.id, name: node.name };
    // Armour in the data's columns but a rule of the warrior's in Marksman: it is given by name, as equipment.
    const rule = item === null ? findModelRule(name) : undefined;
    if (rule !== undefined && MORDHEIM_MODEL_RULES[rule].kind === 'equipment' && MORDHEIM_MODEL_RULES[rule].status === 'applied') return { name, file: node.file, entryId: node.id, save, item, rule };
    if (item === null) this.problems.add({ code: 'unmapped-armour', file: node.file, entry, armour: name });
    else if (save !== MORDHEIM_KIT_SAVES[item]) this.problems.add({ code: 'armour-differs', file: node.file, entry, armour: item, data: save, marksman: MORDHEIM_KIT_SAVES[item] });
    return { name, file: node.file, entryId: node.id, save, item };
  }

  ruleRef(name: string, source: MordheimRuleRef['source'], file: string, entry: BsNode | null): MordheimRuleRef {
    const key = nameKey(name);
    const target = targetRuleOf(key);
    const at = { file, entry: entry ? { id: entry.id, name: entry.name } : null, rule: name };
    const modelRule = target ? undefined : warriorModelRule(name, entry?.name ?? null);
    let meaning: MordheimRuleRef['meaning'];
    if (target) meaning = target;
    else if (modelRule !== undefined) {
      meaning = modelRuleMeaning(modelRule);
      if (meaning === 'not-modelled') this.problems.add({ code: 'rule-not-modelled', ...at });
      return { name, source, meaning, modelRule };
    } else if (MORDHEIM_RULES_NOT_FOR_SHOOTING.has(key)) meaning = 'not-for-shooting';
    else if (MORDHEIM_SHOOTING_RULES_NOT_MODELLED.has(key)) {
      meaning = 'not-modelled';
      this.problems.add({ code: 'rule-not-modelled', ...at });
    } else {
      meaning = 'unknown';
      this.problems.add({ code: 'unknown-rule', ...at });
    }
    return { name, source, meaning };
  }

  warrior(scope: BsScope, warband: string, node: BsNode, warbandRules: readonly MordheimRuleRef[]): MordheimWarriorEntry | null {
    // BSData links each warrior to its race's maximum characteristics ("Human max"): not a second body.
    const models = scope.profilesOf(node).filter((p) => p.typeName === MORDHEIM_PROFILE_TYPES.model && !RACIAL_MAXIMUM.test(cleanName(p.name)));
    const first = models[0];
    if (!first) return null;
    const name = withoutEditionTag(node.name);
    const entry = { id: node.id, name: node.name };
    if (models.length > 1) this.problems.add({ code: 'several-model-profiles', file: node.file, entry, profiles: models.map((m) => m.name), chosen: first.name });
    const weapons = new Map<string, MordheimWeaponOption>();
    const armour = new Map<string, MordheimArmourOption>();
    const rules: MordheimRuleRef[] = [];
    scope.walk(node, (visited, path) => {
      if (visited.hidden || nameKey(visited.name) === TRADING_POST) return false;
      const isWarrior = path.length === 0;
      for (const profile of scope.profilesOf(visited)) {
        // The warrior's own weapon profile is named by the profile; an item by its entry.
        const itemName = cleanName(isWarrior ? profile.name : visited.name);
        if (profile.typeName === MORDHEIM_PROFILE_TYPES.ranged && !weapons.has(nameKey(itemName))) weapons.set(nameKey(itemName), this.weaponOption(scope, visited, profile, itemName));
        if (profile.typeName === MORDHEIM_PROFILE_TYPES.armour && !armour.has(nameKey(itemName))) armour.set(nameKey(itemName), this.armourOption(visited, profile, itemName));
      }
      // BS-M data.cat and Characters.cat, Net: an item with a rule and no weapon profile, thrown as a missile weapon.
      const itemWeapon = isWarrior ? undefined : ITEMS_THROWN_AS_WEAPONS[nameKey(visited.name)];
      if (itemWeapon !== undefined && !weapons.has(nameKey(visited.name)) && scope.rulesOf(visited).some((r) => nameKey(cleanName(r.name)) === nameKey(visited.name))) {
        weapons.set(nameKey(visited.name), ruleWeaponOption(cleanName(visited.name), itemWeapon, visited));
      }
      // The warrior's rules: on its entry, and on the model entry inside a henchman group.
      if (isWarrior || (path.length === 1 && visited.type === 'model')) {
        for (const rule of scope.rulesOf(visited)) rules.push(this.ruleRef(cleanName(rule.name), 'warrior', node.file, node));
      }
      return true;
    });
    // The kind blessed water singles out, where the data says it in words rather than as a rule (mordheim-mapping.ts).
    const kind = warriorKind(warband, name);
    if (kind !== undefined) rules.push({ name: kind === 'undead' ? 'Undead' : 'Possessed', source: 'warrior', meaning: 'applied', modelRule: kind });
    const seen = new Set<string>();
    const allRules = [...rules, ...warbandRules].filter((r) => !seen.has(nameKey(r.name)) && seen.add(nameKey(r.name)));
    // A rule that is a shooting attack of its own gives the warrior that weapon (Carnival of Chaos.cat).
    for (const held of allRules) {
      if (held.modelRule === 'stream-of-corruption' && !weapons.has(nameKey(held.name))) weapons.set(nameKey(held.name), ruleWeaponOption(held.name, 'stream-of-corruption', node));
    }
    const profileName = cleanName(first.name);
    return {
      key: `${warband}/${name}`,
      warband,
      name,
      aliases: nameKey(profileName) === nameKey(name) ? [] : [profileName],
      file: node.file,
      entryId: node.id,
      category: node.categories[0] ?? null,
      profileName,
      profile: parseCharacteristics(first, node, this.problems),
      weapons: [...weapons.values()],
      armour: [...armour.values()],
      rules: allRules,
    };
  }

  warband(scope: BsScope, catalogue: BsFile): MordheimWarbandEntry {
    const name = withoutEditionTag(catalogue.name);
    const warbandRules = scope.catalogueRules().map((r) => this.ruleRef(cleanName(r.name), 'warband', catalogue.file, null));
    const warriors: MordheimWarriorEntry[] = [];
    const keys = new Set<string>();
    for (const root of catalogue.rootEntries) {
      const node = scope.resolve(root, null);
      if (!node || node.hidden) continue;
      const warrior = this.warrior(scope, name, node, warbandRules);
      if (!warrior || keys.has(nameKey(warrior.key))) continue;
      keys.add(nameKey(warrior.key));
      warriors.push(warrior);
    }
    return { id: catalogue.id, name, file: catalogue.file, warriors };
  }
}

/**
 * Mordheim's warbands from BSData's files (the game system, the warband catalogues and the
 * libraries they link): every warrior with its characteristics, the missile weapons and
 * armour on its own lists, and its rules, each mapped to Marksman's ids where it can be.
 * What cannot be mapped is in `problems`, with the file and entry.
 *
 * @example
 * const dir = 'data/bsdata/mordheim/';
 * const library = buildMordheimLibrary(readdirSync(dir).filter((f) => /\.(gst|cat)$/.test(f)).map((name) => ({ name, text: readFileSync(dir + name, 'utf8') })));
 * library.warbands.find((b) => b.name === 'Reiklanders')?.warriors.find((w) => w.name === 'Marksmen')?.profile.BS; // 4
 */
export function buildMordheimLibrary(sources: readonly BsSourceFile[]): MordheimLibrary {
  const set = readBsFiles(sources);
  const reader = new MordheimReader();
  set.problems.forEach((p) => reader.problems.add(p));
  const system = set.files.find((f) => f.kind === 'gameSystem') ?? null;
  const warbands: MordheimWarbandEntry[] = [];
  for (const catalogue of set.files) {
    if (catalogue.kind !== 'catalogue' || catalogue.library) continue;
    if (system !== null && catalogue.gameSystemId !== system.id) {
      reader.problems.add({ code: 'wrong-game-system', file: catalogue.file, entry: null, gameSystem: catalogue.gameSystemId, expected: system.id });
      continue;
    }
    warbands.push(reader.warband(new BsScope(set, catalogue, reader.problems), catalogue));
  }
  return {
    game: 'mordheim',
    gameSystem: system ? { id: system.id, name: system.name, revision: system.revision } : null,
    warbands,
    weapons: [...reader.weapons.values()],
    problems: reader.problems.items,
  };
}
