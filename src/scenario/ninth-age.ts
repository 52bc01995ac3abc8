import * as z from 'zod';
import {
  COVER_LEVELS,
  findWeapon,
  FORMATIONS,
  FRESH_UNIT_STATE,
  HEIGHT_CLASSES,
  HEIGHT_MAX,
  HEIGHT_MIN,
  MOVEMENTS,
  NINTH_AGE_DEFAULT_VARIANTS,
  NINTH_AGE_EDITIONS,
  NINTH_AGE_WEAPON_IDS,
  parseAttribute,
  parseWeaponEntry,
  parseShotsDice,
  parseBracketedValue,
  mostShots,
  shotsDiceText,
  WEAPON_ATTRIBUTE_CODES,
  weaponAttributeText,
  weaponHas,
  veilTokens,
  withVeilTokens,
  MOST_VEIL_TOKENS,
  weaponKey,
  AIM_AT,
  characterShooterId,
  type CharacterShooting,
  areaTemplate,
  TARGET_FACINGS,
  type TargetFormation,
  type HardTargetInstance,
  type JoinedTarget,
  type Movement,
  type NinthAgeAttack,
  type NinthAgeBattle,
  type NinthAgeUnit,
  type TableCharacter,
  type UnitJoined,
  type NinthAgeVariants,
  type ShootingWeapon,
  type WeaponAttribute,
  type WeaponEntry,
  aloneBlock,
  tallestHeight,
} from '../games/ninth-age/index.js';
import { headerFields, headerSchemaFields, NINTH_AGE_UNIT_RULES, type GameFormat, type NamedNinthAgeUnit, type NamesWrittenOut, type NameFilled, type ParseOptions, type ScenarioHeader } from './format.js';
import type { ScenarioIssue } from './issues.js';
import { shotCountIssues } from './limits.js';
import { rawField, rawMembers, rawStrings } from './raw.js';
import { closestNames } from './suggest.js';
import { onFirstUse } from './on-first-use.js';
import { DEFAULT_HEIGHT, tableFields, tableFromFile, type UnitBlockFile } from './table.js';
import type { Table } from '../table/index.js';

type Path = readonly (string | number)[];

const whole = (min: number, max: number) => z.number().int().min(min).max(max);

/**
 * The rules a character joined to a unit on the table may carry: Flammable and Fly as a target;
 * March and Shoot, and Light Troops (which gives it only when its unit has Light Troops too,
 * BS-T9A-2ND Light Troops), for its own shooting (T-14).
 */
const TABLE_CHARACTER_RULES = ['flammable', 'fly', 'march-and-shoot', 'light-troops'] as const;
/** The rules of a character's own shooting: with no weapon nothing reads them. */
const CHARACTER_SHOOTING_RULES = ['march-and-shoot', 'light-troops'] as const;

// The file's schemas are built on first use, each form on its own: building them is most of
// what loading the format costs, and a command reads one game's files, often one form only.

/** What both forms share: profiles, weapons, variants and the header. */
const ninthAgeParts = onFirstUse(() => {
  const specialSave = whole(2, 6).describe('The save\'s score: 5 for Aegis (5+).');
  const heightSchema = z
    .union([whole(HEIGHT_MIN, HEIGHT_MAX), z.enum(HEIGHT_CLASSES)])
    .describe('Model Height: 0–5 (Goblin 1, Orc 2, Troll 3, chariot 4, Giant 5), or a 2.x class: standard, large, gigantic.');

  const defenceFields = {
    HP: whole(1, 20).optional().describe('Health Points of each model (default 1).'),
    Res: whole(0, 10),
    Arm: whole(0, 10).optional().describe('Armour (default 0).'),
    Aegis: specialSave.optional(),
    Fortitude: specialSave.optional(),
    AegisMagical: specialSave.optional().describe('An Aegis that works only against Magical Attacks: 4 for "Aegis (4+, against Magical Attacks)".'),
    Height: heightSchema.optional(),
    Dis: whole(0, 10).optional().describe('Discipline: with it the odds give the chance of failing a 2.x Panic Test (2D6 ≤ Dis).'),
  };
  /** What only a unit on the table carries: how far it moves, for the advisor. */
  const unitFields = {
    Adv: whole(0, 20).optional().describe('Advance Rate in inches: how far the advisor lets the unit Advance (March and Shoot: March twice that).'),
  };
  const shooterFields = {
    Str: whole(0, 10).optional().describe('Strength, for weapons that shoot at the model\'s own (throwing weapons).'),
    AP: whole(0, 10).optional().describe('Armour Penetration, for weapons that use the model\'s own (default 0).'),
    Height: heightSchema.optional(),
  };

  /** A unit named from the community's data instead of written out: "Empire of Sonnstahl/State Militia". */
  const profileName = z.string().min(1).max(120).describe('A unit from the BattleScribe data: "Army/Unit".');
  /** A named unit with some characteristics changed (armour bought, a magic item): { "from": "Army/Unit", "Arm": 2 }. */
  const namedWithChanges = <T extends z.ZodRawShape>(fields: T) =>
    z.strictObject({ from: profileName, ...z.strictObject(fields).partial().shape }).describe('A unit from the BattleScribe data with characteristics changed.');

  const attributeSchema = z.string().min(1).max(40).describe('"Accurate", "Quick to Fire", "Unwieldy (1)", "Volley Fire", "Move or Fire", "March and Shoot", "Reload!", "Volley Gun", "Multiple Wounds (D3)", "Flaming Attacks", "Lethal Strike", "Poison", "Magical Attacks", "Divine Attacks", "Area Attack (3×3)", "Catapult (4×4)"; in brackets, "[Multiple Wounds (D3)]", for the one hit at the bracketed values.');

  // NA-WM-1: "4[10]", a plain value and the bracketed one the weapon's single hit uses.
  const bracketedValue = z
    .string()
    .regex(/^\s*(?:10|\d)\s*\[\s*(?:10|\d)\s*\]\s*$/)
    .describe('A value and its bracketed one, "4[10]": each shot makes one hit, at the bracketed value (NA-WM-1).');

  const customWeapon = z
    .strictObject({
      name: z.string().min(1).max(60).describe('A weapon name (bow, crossbow…) or one of your own; "Bow (4+)" gives the Aim too.'),
      aim: whole(1, 6).optional().describe('The Aim in brackets after the weapon: 4 for "(4+)".'),
      range: z.number().positive().max(120).optional(),
      minRange: z.number().positive().max(120).optional().describe('The nearest a target may be, as artillery writes "12-60"": 12; nearer, no model may shoot it.'),
      shots: z.union([whole(1, 20), z.string().min(1).max(12).describe('Shots rolled on dice, once for each model: "3D6*2", "2D6", "D6+1", "D3".')]).optional(),
      strength: z.union([whole(0, 10), z.literal('user'), bracketedValue]).optional(),
      armourPenetration: z.union([whole(0, 10), z.literal('user'), bracketedValue]).optional(),
      attributes: z.array(attributeSchema).max(10).optional(),
      veilTokens: whole(0, MOST_VEIL_TOKENS)
        .optional()
        .describe('Veil Tokens the owner discards before rolling the shots, for a weapon with the rule (the Hope Harvester\'s Aether Battery: 3 more shots each); 0, the default, when not given.'),
    })
    .describe('A weapon entry with its Aim; a known weapon\'s profile can be changed, a new one needs range and strength.');

  const weaponSchema = z.union([z.string().min(1).max(80).describe(`"Bow (4+)": a weapon (${NINTH_AGE_WEAPON_IDS.join(', ')}) and its Aim.`), customWeapon]);

  const variants = z.strictObject({ edition: z.enum(NINTH_AGE_EDITIONS).optional().describe('current: the seed\'s rules (default); 2.x: the older rules (T-1).') });

  const common = headerSchemaFields('ninth-age', variants);

  // Characters joined to a unit (NR-COMBINED, T-13): a quick attack's target and a unit on the table carry them alike.
  const unitType = z.string().min(1).max(40).describe('A Type: infantry, cavalry, beast, construct…');
  const characterFields = {
    name: z.string().max(80).optional(),
    profile: z.union([z.strictObject(defenceFields), profileName, namedWithChanges(defenceFields)]).describe('The character\'s own profile, written out or named from the data ("Army/Unit").'),
    hpLost: whole(0, 19).optional().describe('Health Points the character has already lost.'),
    type: unitType.optional().describe('The character\'s Type (default: the unit\'s).'),
    rules: z.array(z.enum(['flammable', 'fly'])).optional(),
  };
  return { defenceFields, shooterFields, unitFields, profileName, namedWithChanges, weaponSchema, common, unitType, characterFields };
});

/** A quick attack's file. */
const ninthAgeAttackSchemas = onFirstUse(() => {
  const { defenceFields, shooterFields, profileName, namedWithChanges, weaponSchema, common } = ninthAgeParts();

  const hardTargetSchema = z
    .union([whole(0, 6), z.array(z.strictObject({ value: whole(1, 6), models: whole(1, 400) })).max(6)])
    .describe('Hard Target (X) on every model, or each instance with how many models have it.');

  const { unitType, characterFields } = ninthAgeParts();
  const characterSchema = z.strictObject(characterFields);

  const attack = z.strictObject({
    shooter: z.strictObject({
      name: z.string().max(80).optional(),
      models: whole(1, 400).optional().describe('Models shooting (default 1); each makes the weapon\'s shots.'),
      profile: z.union([z.strictObject(shooterFields), profileName, namedWithChanges(shooterFields)]).optional(),
      rules: z.array(z.enum(['march-and-shoot'])).optional(),
    }),
    weapon: weaponSchema,
    target: z.strictObject({
      name: z.string().max(80).optional(),
      models: whole(0, 400).optional().describe('Models in the target unit (default 1); 0: no rank and file left, its characters stand as the unit (NA-ALONE).'),
      profile: z.union([z.strictObject(defenceFields), profileName, namedWithChanges(defenceFields)]),
      hpLost: whole(0, 19).optional().describe('Health Points already lost by the model taking the wounds.'),
      hardTarget: hardTargetSchema.optional(),
      rules: z.array(z.enum(['flammable', 'fly'])).optional(),
      type: unitType.optional().describe('The unit\'s Type (default infantry): a joined character of another Type can be hit.'),
      characters: z.array(characterSchema).min(1).max(6).optional().describe('Characters joined to the unit, each with its own profile (NR-COMBINED).'),
      champion: z.boolean().optional().describe('One of the unit\'s models is its Champion: hits reach it only when no other rank and file is left.'),
      width: whole(1, 400).optional().describe('Models in each full rank, for an Area Attack or a Catapult: the ranks and files it hits.'),
    }),
    aimAt: z.enum(AIM_AT).optional().describe('Where the shooter puts the hits it may share out (T-13): characters (default) or rank-and-file.'),
    circumstances: z
      .strictObject({
        movement: z.enum(MOVEMENTS).optional().describe('The Move Manoeuvre the shooting unit made this turn.'),
        standAndShoot: z.boolean().optional().describe('A Stand and Shoot charge reaction (−1 in 2.x).'),
        longRange: z.boolean().optional().describe('More than half the weapon\'s range away: −1 (Accurate ignores it).'),
        cover: z.enum(COVER_LEVELS).optional().describe('soft: −1, hard: −2.'),
        distance: z.number().min(0).max(1000).optional().describe('Inches to the target\'s Unit Boundary; sets long range and out of range.'),
        facing: z.enum(TARGET_FACINGS).optional().describe('The target\'s facing the shooter is in, for an Area Attack or a Catapult: front (default) or rear hits ranks, flank hits files.'),
      })
      .optional(),
  });

  return { attack, hardTarget: hardTargetSchema, attackScenario: z.strictObject({ ...common, attack }) };
});

/** A battle's file. */
const ninthAgeBattleSchemas = onFirstUse(() => {
  const { defenceFields, shooterFields, unitFields, profileName, namedWithChanges, weaponSchema, common } = ninthAgeParts();

  const unitState = z.strictObject({
    movement: z.enum(MOVEMENTS).optional(),
    hpLost: whole(0, 19).optional(),
    engaged: z.boolean().optional(),
    fleeing: z.boolean().optional(),
    hasShot: z.boolean().optional(),
    standAndShoot: z.boolean().optional().describe('Shoots as a Stand and Shoot charge reaction (−1 in 2.x).'),
    breathUsed: z.boolean().optional().describe('Its Breath Attack was used earlier in the game (once per game): refused as breath-used.'),
  });

  const { unitType, characterFields } = ninthAgeParts();
  // T-14: a character on the table may carry its own weapons, and its Strength and AP for them.
  const tableCharacter = z.strictObject({
    ...characterFields,
    profile: z
      .union([z.strictObject({ ...defenceFields, ...shooterFields }), profileName, namedWithChanges({ ...defenceFields, ...shooterFields })])
      .describe('The character\'s own profile, written out (Str and AP for its own weapons) or named from the data ("Army/Unit").'),
    rules: z.array(z.enum(TABLE_CHARACTER_RULES)).optional().describe('flammable, fly; for its own shooting march-and-shoot, and light-troops (March and Shoot when its unit has Light Troops too).'),
    weapons: z.array(weaponSchema).max(6).optional().describe('The character\'s own shooting weapons (T-14): it shoots them as a model of its unit\'s front rank, as `unit/1` (its place in the list).'),
    hasShot: z.boolean().optional().describe('The character has shot this phase (with its own weapons).'),
    breathUsed: z.boolean().optional().describe('The character\'s Breath Attack was used earlier in the game.'),
    removed: z.boolean().optional().describe('The character was removed as a casualty (kept so the file still names it).'),
  });

  const unitSchema = z.strictObject({
    ...tableFields().unitBlock,
    models: z.number().int().min(0).max(400).optional().describe('How many rank-and-file models (default files × ranks); 0: none left, its characters stand as the unit in its front rank (NA-ALONE).'),
    formation: z.enum(FORMATIONS).optional(),
    type: unitType.optional().describe('The unit\'s Type (default infantry): a joined character of another Type can be hit.'),
    characters: z.array(tableCharacter).min(1).max(6).optional().describe('Characters joined to the unit, each with its own profile (NR-COMBINED, T-13); they are not placed as models.'),
    champion: z.boolean().optional().describe('One of the unit\'s models is its Champion: hits reach it only when no other rank and file is left.'),
    profile: z.union([z.strictObject({ ...defenceFields, ...shooterFields, ...unitFields }), profileName, namedWithChanges({ ...defenceFields, ...shooterFields, ...unitFields })]),
    hardTarget: whole(0, 6).optional(),
    rules: z.array(z.enum(NINTH_AGE_UNIT_RULES)).optional().describe('skirmisher, light-troops: every model shoots and the unit never blocks sight (T-12); light-troops also has March and Shoot; fly: Clipped Wings adds one to Multiple Wounds against it.'),
    weapons: z.array(weaponSchema).max(6).optional(),
    state: unitState.optional(),
  });

  const armySchema = z.strictObject({ id: z.string().min(1).max(60), name: z.string().max(80).optional(), units: z.array(unitSchema).max(40) });

  const battle = z.strictObject({
    ...tableFields().battlefield,
    armies: z.array(armySchema).min(1).max(4),
    shooting: z.string().min(1).max(60).optional().describe('The army whose shooting phase it is (default: the first).'),
    aimAt: z.enum(AIM_AT).optional().describe('Where the shooting army puts the hits it may share out at a unit with characters (T-13): characters (default) or rank-and-file.'),
  });

  return { battle, unit: unitSchema, battleScenario: z.strictObject({ ...common, battle }) };
});

/**
 * Every schema of the file, both forms (tests, and what a program checks a whole file against):
 * built on first use from each form's own.
 */
export const ninthAgeSchemas = onFirstUse(() => {
  const { defenceFields, shooterFields, weaponSchema } = ninthAgeParts();
  const { attack, hardTarget, attackScenario } = ninthAgeAttackSchemas();
  const { battle, unit, battleScenario } = ninthAgeBattleSchemas();
  return {
    attack,
    battle,
    unit,
    weapon: weaponSchema,
    hardTarget,
    shooterProfile: z.strictObject(shooterFields),
    defenceProfile: z.strictObject(defenceFields),
    attackScenario,
    battleScenario,
    /** A scenario holds either one quick `attack` (no table) or a whole `battle` on a table. */
    scenario: z.union([attackScenario, battleScenario]),
  };
});

type Schemas = ReturnType<typeof ninthAgeSchemas>;
export type NinthAgeScenarioFile = z.infer<Schemas['scenario']>;
type AttackFile = z.infer<Schemas['attack']>;
type BattleFile = z.infer<Schemas['battle']>;
type UnitFile = z.infer<Schemas['unit']>;
type WeaponFile = z.infer<Schemas['weapon']>;
type ShooterProfileFile = z.infer<Schemas['shooterProfile']>;
type DefenceProfileFile = z.infer<Schemas['defenceProfile']>;
type UnitProfileFile = ShooterProfileFile & DefenceProfileFile & { readonly Adv?: number | undefined };
type CharacterProfileFile = ShooterProfileFile & DefenceProfileFile;

const ATTRIBUTE_NAMES = WEAPON_ATTRIBUTE_CODES as readonly string[];

function attributesOf(texts: readonly string[], path: Path, issues: ScenarioIssue[]): WeaponAttribute[] {
  return texts.flatMap((text, i) => {
    const found = parseAttribute(text);
    if (found) return [found];
    const name = weaponKey(text.replace(/\(.*$/, ''));
    issues.push({ code: 'ninth-age-unknown-attribute', path: [...path, i], attribute: text, suggestions: ATTRIBUTE_NAMES.includes(name) ? [name] : closestNames(name, ATTRIBUTE_NAMES) });
    return [];
  });
}

/**
 * A weapon entry as the file gives it: "Bow (4+)", or { name, aim, … } for a changed or new
 * weapon (T-3: the Aim is the entry's). Problems are pushed to `issues`; null when unusable.
 */
export function weaponEntryFromFile(file: WeaponFile, path: Path, issues: ScenarioIssue[]): WeaponEntry | null {
  const text = typeof file === 'string' ? file : file.name;
  const written = parseWeaponEntry(text);
  const name = written?.name ?? text;
  const given = typeof file === 'string' ? undefined : file.aim;
  const namePath = typeof file === 'string' ? path : [...path, 'name'];
  if (written && given !== undefined && written.aim !== given) issues.push({ code: 'ninth-age-aim-twice', path: [...path, 'aim'], written: written.aim, given });
  const aim = given ?? written?.aim;
  const known = findWeapon(name);
  let weapon: ShootingWeapon | null = known;
  if (typeof file === 'string') {
    if (!known) issues.push({ code: 'unknown-weapon', path, name, suggestions: closestNames(name, NINTH_AGE_WEAPON_IDS) });
  } else {
    const missing = (['range', 'strength'] as const).filter((field) => !known && file[field] === undefined);
    const range = file.range ?? known?.range;
    if (file.minRange !== undefined && range !== undefined && file.minRange >= range) issues.push({ code: 'ninth-age-minimum-range-not-below-range', path: [...path, 'minRange'], weapon: name, minRange: file.minRange, range });
    if (missing.length > 0) issues.push({ code: 'ninth-age-weapon-profile-needed', path, weapon: name, missing });
    const attributes = file.attributes ? attributesOf(file.attributes, [...path, 'attributes'], issues) : null;
    const shotsDice = typeof file.shots === 'string' ? parseShotsDice(file.shots) : null;
    if (typeof file.shots === 'string' && shotsDice === null) issues.push({ code: 'ninth-age-shots-dice-unknown', path: [...path, 'shots'], written: file.shots });
    const strength = bracketed(file.strength);
    const penetration = bracketed(file.armourPenetration);
    // An attribute written in brackets belongs to the one hit at the bracketed values (BS-T9A-2ND
    // Area Attack): only an Area Attack has other hits, which go without it.
    const bracketedAt = new Set((file.attributes ?? []).flatMap((text, i) => (/^\s*\[.*\]\s*$/.test(text) ? [i] : [])));
    const plainAttributes = bracketedAt.size > 0 && attributes && file.attributes && attributes.some((a) => a.code === 'area-attack' || a.code === 'catapult') ? attributesOf(file.attributes.filter((_, i) => !bracketedAt.has(i)), [...path, 'attributes'], []) : null;
    const plain = strength.plain !== null || penetration.plain !== null || plainAttributes !== null;
    weapon = {
      id: known?.id ?? name,
      range: file.range ?? known?.range ?? 0,
      ...(file.minRange === undefined ? {} : { minRange: file.minRange }),
      shots: shotsDice ? mostShots(shotsDice) : typeof file.shots === 'number' ? file.shots : (known?.shots ?? 1),
      ...(shotsDice ? { shotsDice } : {}),
      strength: strength.used ?? known?.strength ?? 0,
      armourPenetration: penetration.used ?? known?.armourPenetration ?? 0,
      attributes: attributes ?? known?.attributes ?? [],
      ...(plain ? { plain: { strength: plainOf(strength, known?.strength), armourPenetration: plainOf(penetration, known?.armourPenetration), ...(plainAttributes ? { attributes: plainAttributes } : {}) } } : {}),
    };
  }
  // The owner's choice of Veil Tokens (the Aether Battery): a weapon without the rule would not read it.
  const spent = typeof file === 'string' ? undefined : file.veilTokens;
  if (weapon && spent !== undefined) {
    const chosen = withVeilTokens(weapon, spent);
    if (chosen) weapon = chosen;
    else issues.push({ code: 'ninth-age-veil-tokens-unused', path: [...path, 'veilTokens'], weapon: name, veilTokens: spent });
  }
  // A Breath Attack's hits need no roll, so it needs no Aim, and one given would never be read.
  const breath = weapon !== null && weaponHas(weapon, 'breath-attack');
  const aimNeeded = aim === undefined && !breath;
  if (aimNeeded) issues.push({ code: 'ninth-age-aim-needed', path: namePath, weapon: name });
  const aimUnused = breath && aim !== undefined;
  if (aimUnused) issues.push({ code: 'ninth-age-aim-unused', path: given === undefined ? namePath : [...path, 'aim'], weapon: name, aim });
  return weapon && !aimNeeded && !aimUnused ? { weapon, aim: aim ?? null } : null;
}

/** A file's Strength or AP: the value the hits use, and the plain one when it wrote "4[10]" (NA-WM-1). */
interface BracketRead {
  readonly used: number | 'user' | undefined;
  readonly plain: number | null;
}

function bracketed(written: number | string | undefined): BracketRead {
  if (typeof written !== 'string' || written === 'user') return { used: written, plain: null };
  const read = parseBracketedValue(written);
  return read ? { used: read.bracket ?? read.value, plain: read.bracket === null ? null : read.value } : { used: undefined, plain: null };
}

/** The plain value beside a bracketed one: the file's, else what the weapon uses (a "user" value has no bracket). */
function plainOf(read: BracketRead, known: number | 'user' | undefined): number {
  if (read.plain !== null) return read.plain;
  const used = read.used ?? known;
  return typeof used === 'number' ? used : 0;
}

/** A profile as a file may give it: written out, named ("Army/Unit"), or named with changes ({ "from": …, "Arm": 2 }). */
type ProfileChoice<P extends object> = P | string | ({ from: string } & Partial<P>);

/** "Empire of Sonnstahl/State Militia" → "State Militia", for a unit the file gives no name. */
const displayName = (profileName: string) => profileName.slice(profileName.lastIndexOf('/') + 1);

function namedUnit(name: string, path: Path, options: ParseOptions, issues: ScenarioIssue[]): NamedNinthAgeUnit | null {
  if (!options.ninthAgeUnits) {
    issues.push({ code: 'profiles-not-loaded', path, name });
    return null;
  }
  const found = options.ninthAgeUnits(name);
  if (found.ok) return found.value;
  switch (found.reason) {
    case 'unknown':
      issues.push({ code: 'unknown-profile', path, name, suggestions: found.suggestions });
      return null;
    case 'ambiguous':
      issues.push({ code: 'ambiguous-profile', path, name, matches: found.matches });
      return null;
    case 'incomplete':
      issues.push({ code: 'ninth-age-profile-incomplete', path, name, missing: found.missing });
      return null;
  }
}

/** The Aegis against Magical Attacks a file's profile gives, as the attack's profile carries it (absent when none). */
const aegisMagical = (p: { readonly AegisMagical?: number }): { AegisMagical?: number } => (p.AegisMagical === undefined ? {} : { AegisMagical: p.AegisMagical });

/** A profile after `writeOutNinthAgeNames`: always written out; a name left here is a bug. */
function writtenProfile<P extends object>(file: ProfileChoice<P>): P {
  if (typeof file === 'string' || 'from' in file) throw new TypeError(`profile "${typeof file === 'string' ? file : file.from}" was not looked up`);
  return file;
}

/**
 * A weapon written as a string that names one of the named unit's weapons ("Bow", or "Bow (3+)"
 * to give or change the Aim). Undefined when the unit has no weapon of that name.
 */
function namedWeaponEntry(text: string, named: NamedNinthAgeUnit, path: Path, issues: ScenarioIssue[]): WeaponEntry | null | undefined {
  const written = parseWeaponEntry(text);
  const key = weaponKey(written?.name ?? text);
  const found = named.weapons.find((w) => weaponKey(w.name) === key);
  if (!found) return undefined;
  if (!found.use.ok) {
    issues.push({ code: 'ninth-age-weapon-unusable', path, weapon: found.name, gap: found.use.gap, detail: found.use.detail });
    return null;
  }
  const aim = written?.aim ?? found.aim;
  const breath = weaponHas(found.use.weapon, 'breath-attack');
  if (aim === null && !breath) {
    issues.push({ code: 'ninth-age-aim-needed', path, weapon: found.name });
    return null;
  }
  if (aim !== null && breath) {
    issues.push({ code: 'ninth-age-aim-unused', path, weapon: found.name, aim });
    return null;
  }
  return { weapon: found.use.weapon, aim };
}

/**
 * A weapon of a named unit as the file will hold it: one of the unit's weapons written out
 * whole; another name the game knows left as it is; an unknown name refused, with the unit's
 * weapons among the suggestions.
 */
function namedUnitWeapon(file: WeaponFile, named: NamedNinthAgeUnit, path: Path, issues: ScenarioIssue[]): WeaponFile {
  if (typeof file !== 'string') return choiceOnNamedWeapon(file, named, path, issues);
  const entry = namedWeaponEntry(file, named, path, issues);
  if (entry) return ninthAgeWeaponFile(entry.weapon.id, entry.aim, entry.weapon) as WeaponFile;
  if (entry === null) return file;
  const name = parseWeaponEntry(file)?.name ?? file;
  if (!findWeapon(name)) {
    // Compared as keys ("repeater-gun"), suggested as the data writes them ("Repeater Gun").
    const byKey = new Map<string, string>([...NINTH_AGE_WEAPON_IDS.map((id) => [id, id] as const), ...named.weapons.map((w) => [weaponKey(w.name), w.name] as const)]);
    issues.push({ code: 'unknown-weapon', path, name, suggestions: closestNames(name, [...byKey.keys()]).map((key) => byKey.get(key) ?? key) });
  }
  return file;
}

/** The fields a weapon object may hold beside its name without writing a profile: its Aim and the owner's choices. */
const CHOICE_FIELDS: readonly string[] = ['name', 'aim', 'veilTokens'];

/**
 * A weapon object that only names one of the named unit's weapons and makes a choice for it
 * (`{ "name": "Aether Battery", "veilTokens": 2 }`): written out whole from the data, with the
 * choice beside it. Any other object is the file's own weapon, left as it is.
 */
function choiceOnNamedWeapon(file: Exclude<WeaponFile, string>, named: NamedNinthAgeUnit, path: Path, issues: ScenarioIssue[]): WeaponFile {
  if (!Object.keys(file).every((key) => CHOICE_FIELDS.includes(key))) return file;
  const text = file.aim === undefined ? file.name : `${parseWeaponEntry(file.name)?.name ?? file.name} (${file.aim}+)`;
  const entry = namedWeaponEntry(text, named, [...path, 'name'], issues);
  if (!entry) return file;
  const whole = ninthAgeWeaponFile(entry.weapon.id, entry.aim, entry.weapon);
  return (file.veilTokens === undefined ? whole : { ...whole, veilTokens: file.veilTokens }) as WeaponFile;
}

/** The characteristics each place of a file holds, for a named unit's profile cut down to them. */
const profileKeys = onFirstUse(() => {
  const { shooterFields, defenceFields, unitFields } = ninthAgeParts();
  const shooter = Object.keys(shooterFields);
  const defence = Object.keys(defenceFields);
  return { shooter, defence, character: [...new Set([...defence, ...shooter])], unit: [...new Set([...defence, ...shooter, ...Object.keys(unitFields)])] };
});

const isNamed = (choice: ProfileChoice<object> | undefined): choice is string | { from: string } => choice !== undefined && (typeof choice === 'string' || 'from' in choice);

/** Whether a file names any unit from a library. */
function namesAny(file: AttackScenarioFile | BattleScenarioFile): boolean {
  if ('attack' in file) return isNamed(file.attack.shooter.profile) || isNamed(file.attack.target.profile) || (file.attack.target.characters ?? []).some((c) => isNamed(c.profile));
  return file.battle.armies.some((army) => army.units.some((unit) => isNamed(unit.profile) || (unit.characters ?? []).some((c) => isNamed(c.profile))));
}

/**
 * A character named from the data (T-13, T-14): its name and Type where the file gives none; the
 * data's Hard Target and Skirmisher, which a joined character does not carry here, refused at
 * its profile's path (its unit's rules are the ones that count).
 */
function fillCharacter(c: { name?: string; type?: string }, named: LookedUp, path: Path, issues: ScenarioIssue[]): void {
  c.name ??= named.displayName;
  if (named.unit.type !== undefined) c.type ??= named.unit.type;
  if (named.unit.hardTarget > 0) issues.push({ code: 'ninth-age-character-rule-not-carried', path: [...path, 'profile'], name: named.displayName, rule: 'hard-target' });
  if (named.unit.rules.includes('skirmisher')) issues.push({ code: 'ninth-age-character-rule-not-carried', path: [...path, 'profile'], name: named.displayName, rule: 'skirmisher' });
}

/** A named unit looked up, with the file's changes laid over its profile and only the characteristics the place holds. */
interface LookedUp {
  readonly unit: NamedNinthAgeUnit;
  readonly displayName: string;
  readonly profile: Record<string, unknown>;
}

/**
 * Writes a file's named units out: each profile named ("Army/Unit", or { "from": …, changes })
 * becomes the data's characteristics with the changes over them; the unit's weapons named in
 * the file are written out whole with their Aim; its Hard Target, rules and name fill what the
 * file leaves out. The result reads the same without any library.
 */
function writeOutNinthAgeNames(file: AttackScenarioFile | BattleScenarioFile, kind: 'attack' | 'battle', options: ParseOptions): NamesWrittenOut {
  const issues: ScenarioIssue[] = [];
  const filled: NameFilled[] = [];
  const lookUp = (choice: ProfileChoice<object> | undefined, path: Path, keys: readonly string[]): LookedUp | null => {
    if (!isNamed(choice)) return null;
    const name = typeof choice === 'string' ? choice : choice.from;
    const namePath = typeof choice === 'string' ? path : [...path, 'from'];
    const unit = namedUnit(name, namePath, options, issues);
    if (!unit) return null;
    filled.push({ path: namePath, name });
    const changes: Record<string, unknown> = typeof choice === 'string' ? {} : (({ from: _from, ...rest }) => rest)(choice);
    const merged: Record<string, unknown> = { ...unit.profile, ...changes };
    // The named profile carries every characteristic; each place of a file holds only its own.
    const profile = Object.fromEntries(keys.flatMap((key) => (merged[key] === undefined ? [] : [[key, merged[key]]])));
    return { unit, displayName: displayName(name), profile };
  };
  // Most files name nothing: they are read as they are, uncopied (a unit battle is parsed again on every edit and drag).
  if (!namesAny(file)) return { file, issues, filled };
  const copy = structuredClone(file);
  if (kind === 'attack' && 'attack' in copy) {
    const a = copy.attack;
    const shooter = lookUp(a.shooter.profile, ['attack', 'shooter', 'profile'], profileKeys().shooter);
    if (shooter) {
      a.shooter.name ??= shooter.displayName;
      a.shooter.profile = shooter.profile;
      // Light Troops have March and Shoot (T-12); the rest of their rules need a table.
      if (shooter.unit.rules.includes('march-and-shoot') || shooter.unit.rules.includes('light-troops')) a.shooter.rules = ['march-and-shoot'];
      a.weapon = namedUnitWeapon(a.weapon, shooter.unit, ['attack', 'weapon'], issues);
    }
    const target = lookUp(a.target.profile, ['attack', 'target', 'profile'], profileKeys().defence);
    if (target) {
      a.target.name ??= target.displayName;
      a.target.profile = target.profile as DefenceProfileFile;
      if (a.target.hardTarget === undefined && target.unit.hardTarget > 0) a.target.hardTarget = target.unit.hardTarget;
      const targetRules = (['flammable', 'fly'] as const).filter((rule) => target.unit.rules.includes(rule));
      if (targetRules.length > 0) a.target.rules = [...new Set([...(a.target.rules ?? []), ...targetRules])];
    }
    (a.target.characters ?? []).forEach((c, i) => {
      const path = ['attack', 'target', 'characters', i];
      const named = lookUp(c.profile, [...path, 'profile'], profileKeys().defence);
      if (!named) return;
      fillCharacter(c, named, path, issues);
      c.profile = named.profile as DefenceProfileFile;
      // A quick attack's character is only a target: its rules are those a target carries.
      const rules = (['flammable', 'fly'] as const).filter((rule) => named.unit.rules.includes(rule));
      if (rules.length > 0) c.rules = [...new Set([...(c.rules ?? []), ...rules])];
    });
  }
  if (kind === 'battle' && 'battle' in copy) {
    copy.battle.armies.forEach((army, a) =>
      army.units.forEach((unit, u) => {
        const path = ['battle', 'armies', a, 'units', u];
        (unit.characters ?? []).forEach((c, i) => {
          const at = [...path, 'characters', i];
          const character = lookUp(c.profile, [...at, 'profile'], profileKeys().character);
          if (!character) return;
          fillCharacter(c, character, at, issues);
          c.profile = character.profile as CharacterProfileFile;
          const shoots = (c.weapons ?? []).length > 0;
          // Light Troops gives March and Shoot; with no weapon of its own neither plays a part (T-14).
          const rules = TABLE_CHARACTER_RULES.filter((rule) => character.unit.rules.includes(rule) && (shoots || !(CHARACTER_SHOOTING_RULES as readonly string[]).includes(rule)));
          if (rules.length > 0) c.rules = [...new Set([...(c.rules ?? []), ...rules])];
          if (c.weapons) c.weapons = c.weapons.map((w, k) => namedUnitWeapon(w, character.unit, [...at, 'weapons', k], issues));
        });
        const named = lookUp(unit.profile, [...path, 'profile'], profileKeys().unit);
        if (!named) return;
        unit.name ??= named.displayName;
        unit.profile = named.profile as UnitProfileFile;
        if (unit.hardTarget === undefined && named.unit.hardTarget > 0) unit.hardTarget = named.unit.hardTarget;
        const rules = [...new Set([...(unit.rules ?? []), ...named.unit.rules])];
        if (rules.length > 0) unit.rules = rules;
        if (unit.weapons) unit.weapons = unit.weapons.map((w, i) => namedUnitWeapon(w, named.unit, [...path, 'weapons', i], issues));
      }),
    );
  }
  return { file: copy, issues, filled };
}

/** A weapon as a file writes it out whole ({ name, aim, range, … }), so it reads back without any library. */
export interface NinthAgeWeaponFile {
  readonly name: string;
  /** Absent for a Breath Attack the data prints no Aim for: it hits without a roll. */
  readonly aim?: number;
  readonly range: number;
  /** The nearest a target may be, where the weapon has a minimum range. */
  readonly minRange?: number;
  /** A number, or shots rolled on dice as profiles write them ("3D6*2"). */
  readonly shots: number | string;
  /** A number, `user`, or a value with its bracketed one ("3[7]", NA-WM-1). */
  readonly strength: number | string;
  readonly armourPenetration: number | string;
  /** Attributes, those of the one hit at the bracketed values in square brackets ("[multiple-wounds (D3)]"). */
  readonly attributes: readonly string[];
  /** Veil Tokens the owner discards (the Aether Battery), when the weapon has the rule and some were chosen. */
  readonly veilTokens?: number;
}

/**
 * A weapon and its Aim (none for a Breath Attack without one) written out as a file's weapon entry.
 *
 * @example
 * ninthAgeWeaponFile('Crossbow', 4, NINTH_AGE_WEAPONS.crossbow);
 * // { name: 'Crossbow', aim: 4, range: 30, shots: 1, strength: 4, armourPenetration: 1, attributes: ['unwieldy (1)'] }
 */
export function ninthAgeWeaponFile(name: string, aim: number | null, weapon: ShootingWeapon): NinthAgeWeaponFile {
  const { plain } = weapon;
  const withBracket = (used: number | 'user', outside: number | undefined) => (outside === undefined || used === 'user' ? used : `${outside}[${used}]`);
  // Attributes the plain hits lack were written in brackets: they go back in brackets, so the file reads back the same.
  const bracketed = (a: WeaponAttribute) => plain?.attributes !== undefined && !plain.attributes.some((p) => weaponAttributeText(p) === weaponAttributeText(a));
  const spent = veilTokens(weapon)?.spent ?? 0;
  const unchosen = (spent > 0 ? withVeilTokens(weapon, 0) : null) ?? weapon;
  return {
    name,
    ...(aim === null ? {} : { aim }),
    range: weapon.range,
    ...(weapon.minRange === undefined ? {} : { minRange: weapon.minRange }),
    // The shots as the profile writes them: the Veil Tokens' extra shots come back from `veilTokens`.
    shots: weapon.shotsDice ? shotsDiceText(unchosen.shotsDice ?? weapon.shotsDice) : weapon.shots,
    strength: withBracket(weapon.strength, plain?.strength),
    armourPenetration: withBracket(weapon.armourPenetration, plain?.armourPenetration),
    attributes: weapon.attributes.map((a) => (bracketed(a) ? `[${weaponAttributeText(a)}]` : weaponAttributeText(a))),
    ...(spent ? { veilTokens: spent } : {}),
  };
}

/** The checks a schema cannot make about a weapon in use: its shooter's Strength, moving and marching (T-5), Reload! in a Stand and Shoot. */
function weaponUseIssues(
  entry: WeaponEntry,
  shooter: { Str?: number | undefined; movement: Movement; marchAndShoot: boolean; standAndShoot: boolean },
  path: Path,
  strengthPath: Path,
  standAndShootPath: Path,
): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  const { weapon } = entry;
  if (weapon.strength === 'user' && shooter.Str === undefined) issues.push({ code: 'ninth-age-user-strength-needed', path: strengthPath, weapon: weapon.id });
  if (shooter.movement !== 'none' && weaponHas(weapon, 'move-or-fire')) issues.push({ code: 'ninth-age-move-or-fire-moved', path, weapon: weapon.id, movement: shooter.movement });
  if (shooter.movement === 'march' && !shooter.marchAndShoot && !weaponHas(weapon, 'march-and-shoot')) issues.push({ code: 'ninth-age-marched-without-march-and-shoot', path, weapon: weapon.id });
  if (shooter.standAndShoot && (weaponHas(weapon, 'reload') || weaponHas(weapon, 'volley-gun'))) issues.push({ code: 'ninth-age-reload-stand-and-shoot', path: standAndShootPath, weapon: weapon.id });
  return issues;
}

function hardTargetOf(value: z.infer<Schemas['hardTarget']> | undefined, models: number, path: Path, issues: ScenarioIssue[]): HardTargetInstance[] {
  if (value === undefined || value === 0) return [];
  if (typeof value === 'number') return [{ value, models }];
  value.forEach((h, i) => {
    if (h.models > models) issues.push({ code: 'ninth-age-hard-target-models-above', path: [...path, i, 'models'], models: h.models, unitModels: models });
  });
  return value.map((h) => ({ value: h.value, models: h.models }));
}

export type NinthAgeAttackResult = { readonly ok: true; readonly attack: NinthAgeAttack; readonly joined?: JoinedTarget } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

/** From a quick attack that passed the schema to the library's attack, or the issues that stop it. */
export function ninthAgeAttackFromFile(a: AttackFile, fileVariants: Partial<NinthAgeVariants> | undefined): NinthAgeAttackResult {
  const issues: ScenarioIssue[] = [];
  const at = (...path: (string | number)[]) => ['attack', ...path];
  const shooterProfile = a.shooter.profile === undefined ? {} : writtenProfile<ShooterProfileFile>(a.shooter.profile);
  const p = writtenProfile<DefenceProfileFile>(a.target.profile);
  const entry = weaponEntryFromFile(a.weapon, at('weapon'), issues);
  const c = a.circumstances ?? {};
  const movement = c.movement ?? 'none';
  const marchAndShoot = (a.shooter.rules ?? []).includes('march-and-shoot');
  const standAndShoot = c.standAndShoot ?? false;
  if (entry) issues.push(...weaponUseIssues(entry, { Str: shooterProfile.Str, movement, marchAndShoot, standAndShoot }, at('circumstances', 'movement'), at('shooter', 'profile', 'Str'), at('circumstances', 'standAndShoot')));
  const HP = p.HP ?? 1;
  if (a.target.hpLost !== undefined && a.target.hpLost >= HP) issues.push({ code: 'ninth-age-hp-lost-above-health', path: at('target', 'hpLost'), hpLost: a.target.hpLost, hp: HP });
  const targetModels = a.target.models ?? 1;
  const alone = targetModels === 0;
  if (alone) issues.push(...aloneTargetIssues(a, at));
  const hardTarget = hardTargetOf(a.target.hardTarget, targetModels, at('target', 'hardTarget'), issues);
  const distance = c.distance ?? null;
  if (entry && distance !== null && c.longRange !== undefined && c.longRange !== distance > entry.weapon.range / 2) {
    issues.push({ code: 'long-range-conflict', path: at('circumstances', 'longRange'), distance, halfRange: entry.weapon.range / 2, longRange: c.longRange });
  }
  const minRange = entry?.weapon.minRange;
  if (entry && distance !== null && minRange !== undefined && distance < minRange) {
    issues.push({ code: 'ninth-age-within-minimum-range', path: at('circumstances', 'distance'), weapon: entry.weapon.id, distance, minRange });
  }
  const models = a.shooter.models ?? 1;
  if (entry) issues.push(...shotCountIssues(models * entry.weapon.shots, at('shooter', 'models')));
  const joined = joinedFromFile(a, targetModels, at, issues);
  const formation = entry ? areaFormationFromFile(a, entry, targetModels + (a.target.characters?.length ?? 0), at, issues) : undefined;
  if (issues.length > 0 || !entry) return { ok: false, issues };
  const shooterName = a.shooter.name;
  const targetName = a.target.name;
  return {
    ok: true,
    attack: {
      shooter: {
        ...(shooterName ? { name: shooterName } : {}),
        profile: { Str: shooterProfile.Str ?? 3, AP: shooterProfile.AP ?? 0, Height: shooterProfile.Height ?? 2 },
        movement,
        marchAndShoot,
        standAndShoot,
      },
      target: {
        ...(targetName ? { name: targetName } : {}),
        models: targetModels,
        // With its rank and file gone the unit's Height is its tallest character's (NA-ALONE, as on a table).
        profile: { HP, Res: p.Res, Arm: p.Arm ?? 0, Aegis: p.Aegis ?? null, Fortitude: p.Fortitude ?? null, ...aegisMagical(p), Height: alone && joined ? tallestHeight(joined.characters.map((c) => c.profile.Height)) : (p.Height ?? 2), ...(p.Dis === undefined ? {} : { Dis: p.Dis }) },
        hpLost: a.target.hpLost ?? 0,
        hardTarget,
        flammable: (a.target.rules ?? []).includes('flammable'),
        fly: (a.target.rules ?? []).includes('fly'),
        ...(formation ? { formation } : {}),
      },
      volleys: [
        {
          entry,
          models,
          shots: models * entry.weapon.shots,
          circumstances: { longRange: c.longRange ?? (distance !== null && distance > entry.weapon.range / 2), cover: c.cover ?? 'none', distance },
          sight: [],
        },
      ],
      variants: { ...NINTH_AGE_DEFAULT_VARIANTS, ...fileVariants },
    },
    ...(joined ? { joined } : {}),
  };
}

/**
 * A quick attack's target with no rank and file left (`models: 0`, NA-ALONE): it needs characters
 * to stand as it, and the fields that belong to the rank and file (their Health Points lost, their
 * Hard Target) have nothing left to apply to, so they are refused rather than dropped.
 */
function aloneTargetIssues(a: AttackFile, at: (...path: (string | number)[]) => Path): ScenarioIssue[] {
  if (!a.target.characters) return [{ code: 'ninth-age-no-model-left', path: at('target', 'models'), characters: 0 }];
  const fields = (['hpLost', 'hardTarget'] as const).filter((field) => a.target[field] !== undefined);
  return fields.map((field) => ({ code: 'ninth-age-alone-field-unused', path: at('target', field), field }));
}

/**
 * An Area Attack's view of the target: its width and the facing the shooter is in. Needed for a
 * template at more than one model (`models` counts the joined characters, who stand in the
 * ranks); refused for any other weapon (it would change nothing).
 */
function areaFormationFromFile(a: AttackFile, entry: WeaponEntry, models: number, at: (...path: (string | number)[]) => Path, issues: ScenarioIssue[]): TargetFormation | undefined {
  const { width } = a.target;
  const facing = a.circumstances?.facing;
  if (!areaTemplate(entry.weapon)) {
    if (width !== undefined) issues.push({ code: 'ninth-age-area-field-unused', path: at('target', 'width'), field: 'width', weapon: entry.weapon.id });
    if (facing !== undefined) issues.push({ code: 'ninth-age-area-field-unused', path: at('circumstances', 'facing'), field: 'facing', weapon: entry.weapon.id });
    return undefined;
  }
  // The joined characters stand in the ranks (NA-AREA-JOINED): with one, even a single model makes two to place.
  if (width === undefined && models > 1) {
    issues.push({ code: 'ninth-age-area-width-needed', path: at('target', 'width'), weapon: entry.weapon.id, models });
    return undefined;
  }
  return { width: width ?? 1, facing: facing ?? 'front' };
}

/** The characters joined to the target, or undefined; `aimAt` or `champion` alone is a problem (nothing to aim at). */
function joinedFromFile(a: AttackFile, models: number, at: (...path: (string | number)[]) => Path, issues: ScenarioIssue[]): JoinedTarget | undefined {
  const type = a.target.type ?? 'infantry';
  if (!a.target.characters) {
    if (a.aimAt !== undefined) issues.push({ code: 'ninth-age-no-characters', path: at('aimAt'), field: 'aimAt' });
    return undefined;
  }
  if (a.target.champion && models < 2) issues.push({ code: 'ninth-age-champion-alone', path: at('target', 'champion'), models });
  const characters = a.target.characters.map((c, i) => {
    const p = writtenProfile<DefenceProfileFile>(c.profile);
    const HP = p.HP ?? 1;
    if (c.hpLost !== undefined && c.hpLost >= HP) issues.push({ code: 'ninth-age-hp-lost-above-health', path: at('target', 'characters', i, 'hpLost'), hpLost: c.hpLost, hp: HP });
    return {
      ...(c.name ? { name: c.name } : {}),
      profile: { HP, Res: p.Res, Arm: p.Arm ?? 0, Aegis: p.Aegis ?? null, Fortitude: p.Fortitude ?? null, ...aegisMagical(p), Height: p.Height ?? 2 },
      type: c.type ?? type,
      hpLost: c.hpLost ?? 0,
      flammable: (c.rules ?? []).includes('flammable'),
      fly: (c.rules ?? []).includes('fly'),
    };
  });
  return { type, characters, champion: a.target.champion ?? false, aimAt: a.aimAt ?? 'characters' };
}

export type NinthAgeBattleResult = { readonly ok: true; readonly battle: NinthAgeBattle } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

function unitFromFile(file: UnitFile, army: string, path: Path, issues: ScenarioIssue[]): NinthAgeUnit {
  const state = { ...FRESH_UNIT_STATE, ...file.state };
  const p = writtenProfile<UnitProfileFile>(file.profile);
  const rules = file.rules ?? [];
  // Light Troops have March and Shoot (BS-T9A-2ND Light Troops).
  const marchAndShoot = rules.includes('march-and-shoot') || rules.includes('light-troops');
  const weapons = (file.weapons ?? []).flatMap((w, i) => {
    const entry = weaponEntryFromFile(w, [...path, 'weapons', i], issues);
    if (entry && entry.weapon.strength === 'user' && p.Str === undefined) issues.push({ code: 'ninth-age-user-strength-needed', path: [...path, 'profile', 'Str'], weapon: entry.weapon.id });
    return entry ? [entry] : [];
  });
  const HP = p.HP ?? 1;
  if (state.hpLost >= HP) issues.push({ code: 'ninth-age-hp-lost-above-health', path: [...path, 'state', 'hpLost'], hpLost: state.hpLost, hp: HP });
  // A unit shoots one of its weapons at a time (T-3), so its most shots are the limit's business.
  const mostShots = Math.max(0, ...weapons.map((entry) => entry.weapon.shots));
  issues.push(...shotCountIssues((file.models ?? file.files * file.ranks) * mostShots, [...path, file.models === undefined ? 'ranks' : 'models']));
  return {
    id: file.id,
    name: file.name ?? file.id,
    army,
    formation: file.formation ?? 'close',
    profile: { HP, Res: p.Res, Arm: p.Arm ?? 0, Aegis: p.Aegis ?? null, Fortitude: p.Fortitude ?? null, ...aegisMagical(p), Height: p.Height ?? 2, Str: p.Str ?? 3, AP: p.AP ?? 0, ...(p.Dis === undefined ? {} : { Dis: p.Dis }) },
    hardTarget: file.hardTarget ?? 0,
    marchAndShoot,
    flammable: rules.includes('flammable'),
    fly: rules.includes('fly'),
    skirmisher: rules.includes('skirmisher'),
    lightTroops: rules.includes('light-troops'),
    weapons,
    ...(p.Adv === undefined ? {} : { advanceRate: p.Adv }),
    state,
    ...unitJoinedFromFile(file, path, issues),
  };
}

type TableCharacterFile = NonNullable<UnitFile['characters']>[number];

/**
 * A joined character's own shooting (T-14), checked as a unit's weapons are: nothing when it
 * carries no weapon; `hasShot`, `breathUsed` or `march-and-shoot` without one is a problem
 * (nothing would read them).
 */
function characterShootingFromFile(c: TableCharacterFile, path: Path, issues: ScenarioIssue[]): CharacterShooting | undefined {
  const p = writtenProfile<CharacterProfileFile>(c.profile);
  const rules = c.rules ?? [];
  if (!c.weapons || c.weapons.length === 0) {
    if (c.hasShot !== undefined) issues.push({ code: 'ninth-age-character-no-weapon', path: [...path, 'hasShot'], field: 'hasShot' });
    if (c.breathUsed !== undefined) issues.push({ code: 'ninth-age-character-no-weapon', path: [...path, 'breathUsed'], field: 'breathUsed' });
    for (const rule of CHARACTER_SHOOTING_RULES) {
      if (rules.includes(rule)) issues.push({ code: 'ninth-age-character-no-weapon', path: [...path, 'rules', rules.indexOf(rule)], field: rule });
    }
    return undefined;
  }
  const weapons = c.weapons.flatMap((w, i) => {
    const entry = weaponEntryFromFile(w, [...path, 'weapons', i], issues);
    if (entry && entry.weapon.strength === 'user' && p.Str === undefined) issues.push({ code: 'ninth-age-user-strength-needed', path: [...path, 'profile', 'Str'], weapon: entry.weapon.id });
    return entry ? [entry] : [];
  });
  issues.push(...shotCountIssues(Math.max(0, ...weapons.map((entry) => entry.weapon.shots)), [...path, 'weapons']));
  return {
    Str: p.Str ?? 3,
    AP: p.AP ?? 0,
    weapons,
    marchAndShoot: rules.includes('march-and-shoot'),
    ...(rules.includes('light-troops') ? { lightTroops: true } : {}),
    hasShot: c.hasShot ?? false,
    ...(c.breathUsed === undefined ? {} : { breathUsed: c.breathUsed }),
  };
}

/** A unit's joined characters and Champion (NR-COMBINED, T-13), checked: nothing when it has neither. */
function unitJoinedFromFile(file: UnitFile, path: Path, issues: ScenarioIssue[]): { joined?: UnitJoined } {
  if (!file.characters && !file.champion) {
    if (file.models === 0) issues.push({ code: 'ninth-age-no-model-left', path: [...path, 'models'], characters: 0 });
    return {};
  }
  const type = file.type ?? 'infantry';
  const models = file.models ?? file.files * file.ranks;
  if (file.champion && models < 2) issues.push({ code: 'ninth-age-champion-alone', path: [...path, 'champion'], models });
  if (models === 0 && (file.characters ?? []).every((c) => c.removed === true)) issues.push({ code: 'ninth-age-no-model-left', path: [...path, 'models'], characters: file.characters?.length ?? 0 });
  const characters = (file.characters ?? []).map((c, i): TableCharacter => {
    const p = writtenProfile<CharacterProfileFile>(c.profile);
    const HP = p.HP ?? 1;
    if (c.hpLost !== undefined && c.hpLost >= HP) issues.push({ code: 'ninth-age-hp-lost-above-health', path: [...path, 'characters', i, 'hpLost'], hpLost: c.hpLost, hp: HP });
    const shooting = characterShootingFromFile(c, [...path, 'characters', i], issues);
    return {
      ...(c.name ? { name: c.name } : {}),
      profile: { HP, Res: p.Res, Arm: p.Arm ?? 0, Aegis: p.Aegis ?? null, Fortitude: p.Fortitude ?? null, ...aegisMagical(p), Height: p.Height ?? 2 },
      type: c.type ?? type,
      hpLost: c.removed ? 0 : (c.hpLost ?? 0),
      flammable: (c.rules ?? []).includes('flammable'),
      fly: (c.rules ?? []).includes('fly'),
      removed: c.removed ?? false,
      ...(shooting ? { shooting } : {}),
    };
  });
  return { joined: { type, champion: file.champion ?? false, characters, ...(models === 0 ? { alone: true } : {}) } };
}

/** From a battle that passed the schema to the library's battle: the table with its unit blocks, and the units. */
export function ninthAgeBattleFromFile(file: BattleFile): NinthAgeBattleResult {
  const issues: ScenarioIssue[] = [];
  const blocks: { file: UnitBlockFile; path: Path }[] = [];
  const units: NinthAgeUnit[] = [];
  file.armies.forEach((army, a) => {
    army.units.forEach((unit, u) => {
      const path = ['battle', 'armies', a, 'units', u];
      const { formation: _f, profile: _p, hardTarget: _h, rules: _r, weapons: _w, state: _s, type: _t, characters: _c, champion: _ch, ...block } = unit;
      blocks.push({ file: block, path });
      units.push(unitFromFile(unit, army.id, path, issues));
    });
  });
  // T-14: a joined character with a weapon shoots as `unit/1`, which no unit may be called.
  const unitIds = new Set(units.map((u) => u.id));
  file.armies.forEach((army, a) => {
    army.units.forEach((unit, u) => {
      (unit.characters ?? []).forEach((c, i) => {
        const id = characterShooterId(unit.id, i);
        if (c.weapons && c.weapons.length > 0 && unitIds.has(id)) issues.push({ code: 'duplicate-id', path: ['battle', 'armies', a, 'units', u, 'characters', i], id });
      });
    });
  });
  const armyIds = file.armies.map((army) => army.id);
  armyIds.forEach((id, a) => {
    if (armyIds.indexOf(id) !== a) issues.push({ code: 'duplicate-id', path: ['battle', 'armies', a, 'id'], id });
  });
  const shooting = file.shooting ?? armyIds[0] ?? '';
  if (!armyIds.includes(shooting)) issues.push({ code: 'ninth-age-unknown-army', path: ['battle', 'shooting'], army: shooting, known: armyIds });
  const built = tableFromFile(file, [], ['battle'], blocks);
  if (!built.ok) issues.push(...built.issues);
  if (issues.length > 0 || !built.ok) return { ok: false, issues };
  const table = { table: charactersStandingAlone(built.table, units, file) };
  return { ok: true, battle: { table: table.table, armies: file.armies.map((army) => ({ id: army.id, name: army.name ?? army.id })), units, shooting, ...(file.aimAt ? { aimAt: file.aimAt } : {}) } };
}

/**
 * A unit written with `models: 0` has no rank and file left: its characters left stand as it,
 * side by side in the front rank of the block the file gives (ruling NA-ALONE), on bases of the
 * unit's size.
 */
function charactersStandingAlone(table: Table, units: readonly NinthAgeUnit[], file: BattleFile): Table {
  let out = table;
  for (const unit of units) {
    const written = file.armies.flatMap((a) => a.units).find((u) => u.id === unit.id);
    const block = out.units.find((u) => u.id === unit.id);
    if (!unit.joined?.alone || !written || !block) continue;
    const living = unit.joined.characters.flatMap((c, i) => (c.removed ? [] : [i]));
    const shape = { width: block.boundary.width / written.files, depth: block.boundary.depth / written.ranks, height: written.height ?? DEFAULT_HEIGHT, standing: { kind: 'ground' as const, elevation: 0 } };
    const placed = aloneBlock(unit.id, block.boundary, written.files, living, shape);
    out = { ...out, models: [...out.models, ...placed.models], units: out.units.map((u) => (u.id === unit.id ? placed.block : u)) };
  }
  return out;
}

/**
 * Writes a battle's new state back into the file it came from: each unit's state, and for a
 * unit that lost models its count, its ranks and its centre (the front stays where it was).
 * A destroyed unit is left out of the armies. Everything else stays as the player wrote it.
 *
 * @example
 * // file: examples/ninth-age/forest-flank.json as JSON; battle, variants: the battle it parses to (see ninthAgeTargetReport)
 * const planned = ninthAgePlanShot(battle, 'crossbowmen', 'spearmen', null, { variants });
 * if (planned.ok) ninthAgeBattleToFile(file, ninthAgeRollShot(battle, planned, 1).battle); // the Spearmen now with models: 17
 */
export function ninthAgeBattleToFile(original: unknown, battle: NinthAgeBattle): unknown {
  const file = structuredClone(original) as { battle: { armies: { units: Record<string, unknown>[] }[] } };
  const units = new Map(battle.units.map((u) => [u.id, u]));
  const blocks = new Map(battle.table.units.map((u) => [u.id, u]));
  for (const army of file.battle.armies) {
    army.units = army.units.filter((written) => {
      const id = String(written.id);
      const unit = units.get(id);
      const block = blocks.get(id);
      if (!unit) return true;
      if (!block) return false;
      written.state = { ...unit.state };
      // Each joined character's Health Points lost, or its removal, as the shooting left them.
      const characters = written.characters;
      if (unit.joined && Array.isArray(characters)) {
        written.characters = characters.map((c: unknown, i) => {
          const now = unit.joined?.characters[i];
          if (!now || typeof c !== 'object' || c === null) return c;
          const { hpLost: _hpLost, removed: _removed, hasShot: _hasShot, breathUsed: _breathUsed, ...rest } = c as Record<string, unknown>;
          // A character with its own weapons keeps what it did this turn and game (T-14).
          const shooting = now.shooting ? { ...(now.shooting.hasShot ? { hasShot: true } : {}), ...(now.shooting.breathUsed === undefined ? {} : { breathUsed: now.shooting.breathUsed }) } : {};
          return { ...rest, ...(now.removed ? { removed: true } : now.hpLost > 0 ? { hpLost: now.hpLost } : {}), ...shooting };
        });
      }
      if (unit.joined?.alone) {
        // Its characters alone, side by side in one rank (NA-ALONE): read back, they stand where they stood.
        written.models = 0;
        written.files = block.models.length;
        written.ranks = 1;
        written.position = [Number(block.boundary.centre.x.toFixed(3)), Number(block.boundary.centre.y.toFixed(3))];
        return true;
      }
      const files = Number(written.files);
      if (block.models.length !== Number(written.models ?? files * Number(written.ranks))) {
        written.models = block.models.length;
        written.ranks = Math.ceil(block.models.length / files);
        written.position = [Number(block.boundary.centre.x.toFixed(3)), Number(block.boundary.centre.y.toFixed(3))];
      }
      return true;
    });
  }
  return file;
}

/** A Ninth Age scenario ready for the library: a quick attack, or a battle on a table. */
export type NinthAgeScenario =
  | (ScenarioHeader<'ninth-age', NinthAgeVariants> & { readonly kind: 'attack'; readonly attack: NinthAgeAttack; readonly joined?: JoinedTarget })
  | (ScenarioHeader<'ninth-age', NinthAgeVariants> & { readonly kind: 'battle'; readonly battle: NinthAgeBattle });

type AttackScenarioFile = z.infer<Schemas['attackScenario']>;
type BattleScenarioFile = z.infer<Schemas['battleScenario']>;

/** The Ninth Age file format, for the scenario parser. */
export const ninthAgeFormat: GameFormat<NinthAgeScenario> = {
  get attackSchema() {
    return ninthAgeAttackSchemas().attackScenario;
  },
  get battleSchema() {
    return ninthAgeBattleSchemas().battleScenario;
  },
  writeOutNames: (parsed, kind, options) => writeOutNinthAgeNames(parsed as AttackScenarioFile | BattleScenarioFile, kind, options),
  unknownWeapons: (input) => {
    // A unit named from the community's data may name its weapons as the data does; only the data knows those.
    const written = (owner: unknown) => {
      const profile = rawField(owner, 'profile');
      return typeof profile !== 'string' && typeof rawField(profile, 'from') !== 'string';
    };
    const attack = rawField(input, 'attack');
    const lists = [
      ...(written(rawField(attack, 'shooter')) ? rawStrings(rawField(attack, 'weapon'), ['attack', 'weapon']) : []),
      ...rawMembers(input, 'armies', 'units').flatMap(({ value, path }) => (written(value) ? rawStrings(rawField(value, 'weapons'), [...path, 'weapons']) : [])),
    ];
    return lists.flatMap(({ text, path }) => {
      const found: ScenarioIssue[] = [];
      weaponEntryFromFile(text, path, found);
      return found.filter((issue) => issue.code === 'unknown-weapon');
    });
  },
  build(parsed, kind) {
    const file = parsed as AttackScenarioFile | BattleScenarioFile;
    const header = { game: 'ninth-age' as const, ...headerFields(file), variants: { ...NINTH_AGE_DEFAULT_VARIANTS, ...file.variants } };
    if (kind === 'attack') {
      const result = ninthAgeAttackFromFile((file as AttackScenarioFile).attack, file.variants);
      return result.ok ? { ok: true, scenario: { ...header, kind, attack: result.attack, ...(result.joined ? { joined: result.joined } : {}) } } : result;
    }
    const result = ninthAgeBattleFromFile((file as BattleScenarioFile).battle);
    return result.ok ? { ok: true, scenario: { ...header, kind, battle: result.battle } } : result;
  },
};
