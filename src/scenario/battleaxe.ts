import * as z from 'zod';
import {
  amountOf,
  BATTLEAXE_DEFAULT_VARIANTS,
  directFireCount,
  BATTLEAXE_KEYWORDS,
  BATTLEAXE_UNIT_RULES,
  BATTLEAXE_WEAPON_IDS,
  findBattleaxeWeapon,
  FRESH_UNIT_STATE,
  HITS_SOURCES,
  NO_CIRCUMSTANCES,
  POINT_BLANK_RANGE,
  weaponOf,
  type BattleaxeAttack,
  type BattleaxeBattle,
  type BattleaxeCircumstances,
  type BattleaxeTarget,
  type BattleaxeUnit,
  type BattleaxeVariants,
  type BattleaxeWeapon,
} from '../games/battleaxe/index.js';
import { headerFields, headerSchemaFields, NO_NAMES, type GameFormat, type ScenarioHeader } from './format.js';
import type { ScenarioIssue } from './issues.js';
import { shotCountIssues } from './limits.js';
import { rawField, rawMembers } from './raw.js';
import { closestNames } from './suggest.js';
import { onFirstUse } from './on-first-use.js';
import { tableFields, tableFromFile, type UnitBlockFile } from './table.js';

type Path = readonly (string | number)[];

const characteristic = (min: number) => z.number().int().min(min).max(10);
/** A score on a die, written as the number before the "+": 4 for 4+. */
const score = (what: string) => z.number().int().min(1).max(6).describe(`${what}: the score on a D6, 4 for 4+.`);

// The file's schemas are built on first use, each form on its own: building them is most of
// what loading the format costs, and a command reads one game's files, often one form only.

/** What both forms share: characteristics, weapons, circumstances, variants and the header. */
const battleaxeParts = onFirstUse(() => {
  const amount = z.union([z.number().int().min(1).max(20), z.enum(['D3', 'D6'])]).describe('A number, or "D3" / "D6" rolled each time.');

  /** Characteristics Battleaxe profiles carry that shooting does not read; accepted so profiles can be pasted whole. */
  const unusedFields = {
    M: characteristic(0).optional(),
    WS: characteristic(0).optional(),
    I: characteristic(0).optional(),
    A: characteristic(0).optional(),
    Ld: characteristic(0).optional(),
  };

  const ballisticSkill = z.number().int().min(1).max(10).describe('Ballistic Skill as a target number: 4 for 4+.');
  const wounds = z.number().int().min(1).max(20);

  const customWeapon = z
    .strictObject({
      name: z.string().min(1).max(80),
      range: z.number().positive().max(120),
      strength: z.union([characteristic(1), z.literal('user')]),
      shots: z.number().int().min(1).max(20).optional(),
      armourPiercing: z.number().int().min(0).max(6).optional().describe('Armour Piercing X: counts as X more Strength for the armour save.'),
      multipleWounds: amount.optional().describe('What each unsaved wound becomes (default 1).'),
      volleyFire: z.boolean().optional(),
    })
    .describe('A weapon that is not in the list: its own profile.');

  const weaponSchema = z.union([z.string().min(1).max(80).describe(`A weapon name: ${BATTLEAXE_WEAPON_IDS.join(', ')}.`), customWeapon]);

  const circumstances = z.strictObject({
    moved: z.boolean().optional().describe('The shooters moved this turn: −1.'),
    longRange: z.boolean().optional().describe('More than half the weapon\'s range away: −1.'),
    pointBlank: z.boolean().optional().describe('4" or closer: +1 (not in a stand and shoot, not into a combat).'),
    standAndShoot: z.boolean().optional().describe('A stand and shoot charge reaction: −1, no long range or point-blank.'),
    volleyFire: z.boolean().optional().describe('Fire a volley (volley weapons only): −1.'),
    softCover: z.boolean().optional().describe('Most of the target behind hedges, fences…: −1.'),
    hardCover: z.boolean().optional().describe('Most of the target behind walls, rocks, other units: −2 (never with soft cover\'s −1).'),
    intoCombat: z.boolean().optional().describe('Shooting into a combat: no point-blank bonus.'),
    distance: z.number().min(0).max(1000).optional().describe('Inches to the target unit; sets long range and point-blank.'),
  });

  const variants = z.strictObject({
    woundChart: z.enum(['chart', 'always-six']).optional().describe('B-11: the wound chart\'s dashes cannot wound (chart) or wound on a 6.'),
    directFireRanks: z.union([z.literal(1), z.literal(2)]).optional().describe('B-15: ranks of a ranked unit that shoot directly, not in a volley: 1 (the front rank) or 2.'),
    arc: z.enum(['front', 'all-round']).optional().describe('B-16: a unit shoots at targets at least partly in its 90° front arc (front), or at any (all-round).'),
  });

  const common = headerSchemaFields('battleaxe', variants);
  return { amount, unusedFields, ballisticSkill, wounds, weaponSchema, circumstances, common };
});

/** A quick attack's file. */
const battleaxeAttackSchemas = onFirstUse(() => {
  const { amount, unusedFields, ballisticSkill, wounds, weaponSchema, circumstances, common } = battleaxeParts();

  const shooterProfile = z.strictObject({ ...unusedFields, BS: ballisticSkill, S: characteristic(1).optional(), T: characteristic(1).optional(), W: wounds.optional() });
  const targetProfile = z.strictObject({
    ...unusedFields,
    BS: ballisticSkill.optional(),
    S: characteristic(1).optional(),
    T: characteristic(1),
    W: wounds.optional().describe('Wounds of one model (default 1).'),
    armour: score('Armour save').optional(),
    ward: score('Ward save, never modified').optional(),
  });

  const targetSchema = z.strictObject({
    name: z.string().max(80).optional(),
    profile: targetProfile,
    models: z.number().int().min(1).max(400).optional().describe('Models in the unit now (default 1).'),
    startingModels: z.number().int().min(1).max(400).optional().describe('Models it began with (default: as many as now).'),
    woundsOnCurrent: z.number().int().min(0).max(19).optional().describe('Wounds already lost by the model in line.'),
    keywords: z.array(z.enum(BATTLEAXE_KEYWORDS)).optional(),
    characters: z.array(z.unknown()).max(6).optional().describe('Not built for Battleaxe: a file that gives characters is refused (battleaxe-characters-not-built).'),
    champion: z.boolean().optional().describe('Not built for Battleaxe: refused, as characters are.'),
  });

  const attack = z.strictObject({
    shooter: z
      .strictObject({
        name: z.string().max(80).optional(),
        profile: shooterProfile,
        models: z.number().int().min(1).max(400).optional().describe('Models shooting (default 1); with files, the models of the unit.'),
        files: z
          .number()
          .int()
          .min(1)
          .max(40)
          .optional()
          .describe('Models in the front rank of a ranked unit: only its front rank (two in the directFireRanks variant) shoots directly, every model in a volley (B-15).'),
      })
      .optional(),
    weapon: weaponSchema.optional(),
    circumstances: circumstances.optional(),
    batches: z
      .array(z.strictObject({ models: z.number().int().min(1).max(400), circumstances: circumstances.optional() }))
      .min(1)
      .max(20)
      .optional()
      .describe('Shooters that see the target differently, each with its own circumstances on top of the shared ones.'),
    hits: z
      .strictObject({
        name: z.string().max(80).optional(),
        source: z.enum(HITS_SOURCES).optional(),
        count: amount,
        strength: characteristic(1),
        armourPiercing: z.number().int().min(0).max(6).optional(),
        multipleWounds: amount.optional(),
      })
      .optional()
      .describe('Hits that skip the to-hit roll: a spell (a Fireball: "D6" hits at Strength 4), impact hits.'),
    target: targetSchema,
  });

  return { attack, target: targetSchema, attackScenario: z.strictObject({ ...common, attack }) };
});

/** A battle's file. */
const battleaxeBattleSchemas = onFirstUse(() => {
  const { unusedFields, ballisticSkill, wounds, weaponSchema, common } = battleaxeParts();

  const unitProfile = z.strictObject({ ...unusedFields, BS: ballisticSkill, S: characteristic(1), T: characteristic(1), W: wounds.optional(), armour: score('Armour save').optional(), ward: score('Ward save').optional() });

  const unitState = z.strictObject({
    moved: z.boolean().optional(),
    inCombat: z.boolean().optional(),
    fleeing: z.boolean().optional(),
    hasShot: z.boolean().optional(),
    standAndShoot: z.boolean().optional().describe('Shoots as a stand and shoot reaction to a charge: −1, no long range or point-blank.'),
    woundsOnCurrent: z.number().int().min(0).max(19).optional(),
  });

  const unitSchema = z.strictObject({
    ...tableFields().unitBlock,
    models: z.number().int().min(0).max(400).optional().describe('How many models (default files × ranks); 0: destroyed, kept on the roster.'),
    profile: unitProfile,
    keywords: z.array(z.enum(BATTLEAXE_KEYWORDS)).optional(),
    weapon: weaponSchema.optional(),
    skirmishers: z.boolean().optional().describe('Skirmishers shoot with every model; a ranked unit directly with its front rank only (B-15).'),
    rules: z.array(z.enum(BATTLEAXE_UNIT_RULES)).max(BATTLEAXE_UNIT_RULES.length).optional().describe('Special rules that change its shooting: shoots-into-combat (it may shoot at a unit in combat, without the point-blank bonus).'),
    startingModels: z.number().int().min(1).max(400).optional(),
    state: unitState.optional(),
  });

  const armySchema = z.strictObject({ id: z.string().min(1).max(60), name: z.string().max(80).optional(), units: z.array(unitSchema).max(40) });

  const battle = z.strictObject({
    ...tableFields().battlefield,
    armies: z.array(armySchema).min(1).max(8),
    shooting: z.string().min(1).max(60).optional().describe('The army whose shooting phase it is (default: the first).'),
  });

  return { battle, battleScenario: z.strictObject({ ...common, battle }) };
});

/**
 * Every schema of the file, both forms (tests, and what a program checks a whole file against):
 * built on first use from each form's own.
 */
export const battleaxeSchemas = onFirstUse(() => {
  const { weaponSchema, circumstances } = battleaxeParts();
  const { attack, target, attackScenario } = battleaxeAttackSchemas();
  const { battle, battleScenario } = battleaxeBattleSchemas();
  return { attack, battle, weapon: weaponSchema, circumstances, target, attackScenario, battleScenario };
});

type Schemas = ReturnType<typeof battleaxeSchemas>;
/** A scenario holds either one quick `attack` (no table) or a whole `battle` on a table. */
export type BattleaxeScenarioFile = z.infer<Schemas['attackScenario']> | z.infer<Schemas['battleScenario']>;
export type BattleaxeAttackFile = z.infer<Schemas['attack']>;
export type BattleaxeBattleFile = z.infer<Schemas['battle']>;
type WeaponFile = z.infer<Schemas['weapon']>;
type CircumstancesFile = z.infer<Schemas['circumstances']>;

function resolveWeapon(weapon: WeaponFile, path: Path): BattleaxeWeapon | ScenarioIssue {
  if (typeof weapon !== 'string') {
    const { name, ...profile } = weapon;
    return weaponOf({ id: name, ...profile });
  }
  return findBattleaxeWeapon(weapon) ?? { code: 'unknown-weapon', path, name: weapon, suggestions: closestNames(weapon, BATTLEAXE_WEAPON_IDS) };
}

/**
 * The checks on one set of circumstances that need the weapon: a volley it cannot fire, a
 * distance beyond its range or contradicting a toggle. A batch's circumstances are checked
 * merged with the shared ones, and only for what the batch itself says (`own`); a clash
 * between the two points at the batch's own field.
 */
function circumstanceIssues(c: CircumstancesFile, own: CircumstancesFile, weapon: BattleaxeWeapon, path: Path): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  const owns = (key: keyof CircumstancesFile) => Object.hasOwn(own, key);
  const place = (key: keyof CircumstancesFile) => [...path, owns(key) ? key : 'distance'];
  if (c.volleyFire && !weapon.volleyFire && owns('volleyFire')) issues.push({ code: 'battleaxe-volley-not-allowed', path: [...path, 'volleyFire'], weapon: weapon.id });
  const { distance } = c;
  if (distance === undefined) return issues;
  if (distance > weapon.range && owns('distance')) issues.push({ code: 'battleaxe-out-of-range', path: [...path, 'distance'], distance, range: weapon.range });
  const halfRange = weapon.range / 2;
  if (c.longRange !== undefined && c.longRange !== distance > halfRange && (owns('longRange') || owns('distance'))) {
    issues.push({ code: 'long-range-conflict', path: place('longRange'), distance, halfRange, longRange: c.longRange });
  }
  if (c.pointBlank !== undefined && c.pointBlank !== distance <= POINT_BLANK_RANGE && (owns('pointBlank') || owns('distance'))) {
    issues.push({ code: 'battleaxe-point-blank-conflict', path: place('pointBlank'), distance, limit: POINT_BLANK_RANGE, pointBlank: c.pointBlank });
  }
  return issues;
}

/** B-9 and B-5 from a distance, unless the file says otherwise (a contradiction is an issue found before). */
function circumstancesFrom(c: CircumstancesFile, weapon: BattleaxeWeapon): BattleaxeCircumstances {
  const { distance } = c;
  return {
    moved: c.moved ?? NO_CIRCUMSTANCES.moved,
    longRange: c.longRange ?? (distance !== undefined && distance > weapon.range / 2),
    pointBlank: c.pointBlank ?? (distance !== undefined && distance <= POINT_BLANK_RANGE),
    standAndShoot: c.standAndShoot ?? false,
    volleyFire: c.volleyFire ?? false,
    softCover: c.softCover ?? false,
    hardCover: c.hardCover ?? false,
    intoCombat: c.intoCombat ?? false,
  };
}

type TargetFile = z.infer<Schemas['target']>;

function targetIssues(t: TargetFile, path: Path): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  const W = t.profile.W ?? 1;
  if (t.woundsOnCurrent !== undefined && t.woundsOnCurrent >= W) issues.push({ code: 'battleaxe-wounds-on-current', path: [...path, 'woundsOnCurrent'], woundsOnCurrent: t.woundsOnCurrent, wounds: W });
  const models = t.models ?? 1;
  if (t.startingModels !== undefined && t.startingModels < models) issues.push({ code: 'battleaxe-starting-models', path: [...path, 'startingModels'], models, startingModels: t.startingModels });
  // Characters joined to a Battleaxe unit are not built: refused rather than shot as rank and file.
  if (t.characters !== undefined) issues.push({ code: 'battleaxe-characters-not-built', path: [...path, 'characters'], field: 'characters' });
  if (t.champion !== undefined) issues.push({ code: 'battleaxe-characters-not-built', path: [...path, 'champion'], field: 'champion' });
  return issues;
}

function targetFrom(t: TargetFile): BattleaxeTarget {
  const models = t.models ?? 1;
  return {
    ...(t.name ? { name: t.name } : {}),
    profile: { T: t.profile.T, W: t.profile.W ?? 1, armour: t.profile.armour ?? null, ward: t.profile.ward ?? null },
    keywords: t.keywords ?? [],
    models,
    startingModels: t.startingModels ?? models,
    woundsOnCurrent: t.woundsOnCurrent ?? 0,
  };
}

export type BattleaxeAttackResult = { readonly ok: true; readonly attack: BattleaxeAttack } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

/** From a quick attack that passed the schema to the library's attack, or every issue that stops it. */
export function battleaxeAttackFromFile(a: BattleaxeAttackFile, fileVariants: Partial<BattleaxeVariants> | undefined): BattleaxeAttackResult {
  const at = (...path: (string | number)[]): Path => ['attack', ...path];
  const variantsUsed = { ...BATTLEAXE_DEFAULT_VARIANTS, ...fileVariants };
  const issues: ScenarioIssue[] = targetIssues(a.target, at('target'));
  const shooting = a.shooter !== undefined || a.weapon !== undefined;
  if (shooting === (a.hits !== undefined)) return { ok: false, issues: [{ code: 'battleaxe-shooting-or-hits', path: at(), both: shooting }, ...issues] };

  if (a.hits) {
    if (a.circumstances) issues.push({ code: 'battleaxe-hits-not-rolled', path: at('circumstances'), field: 'circumstances' });
    if (a.batches) issues.push({ code: 'battleaxe-hits-not-rolled', path: at('batches'), field: 'batches' });
    if (issues.length > 0) return { ok: false, issues };
    const h = a.hits;
    return {
      ok: true,
      attack: {
        kind: 'hits',
        source: h.source ?? 'automatic',
        ...(h.name ? { name: h.name } : {}),
        hits: amountOf(h.count),
        strength: h.strength,
        armourPiercing: h.armourPiercing ?? 0,
        multipleWounds: amountOf(h.multipleWounds ?? 1),
        target: targetFrom(a.target),
        variants: variantsUsed,
      },
    };
  }

  if (a.shooter === undefined) issues.push({ code: 'missing', path: at('shooter'), expected: 'object' });
  if (a.weapon === undefined) issues.push({ code: 'missing', path: at('weapon'), expected: 'value' });
  const weapon = a.weapon === undefined ? null : resolveWeapon(a.weapon, at('weapon'));
  if (weapon !== null && 'code' in weapon) issues.push(weapon);
  if (a.shooter?.models !== undefined && a.batches) issues.push({ code: 'battleaxe-models-and-batches', path: at('batches') });
  if (a.shooter?.files !== undefined && a.batches) issues.push({ code: 'battleaxe-files-and-batches', path: at('shooter', 'files') });
  if (!a.shooter || weapon === null || 'code' in weapon) return { ok: false, issues };
  if (weapon.strength === 'user' && a.shooter.profile.S === undefined) issues.push({ code: 'strength-needed', path: at('shooter', 'profile', 'S'), weapon: weapon.id });

  const shared = a.circumstances ?? {};
  issues.push(...circumstanceIssues(shared, shared, weapon, at('circumstances')));
  const modelsInUnit = a.shooter.models ?? 1;
  // B-15: a ranked unit shoots directly with its front rank; a volley (B-7) with every model.
  const { files } = a.shooter;
  const firing = files === undefined || shared.volleyFire ? modelsInUnit : directFireCount({ kind: 'ranks', files }, modelsInUnit, variantsUsed);
  const batchFiles = a.batches ?? [{ models: firing }];
  const batches = batchFiles.map((b, i) => {
    const own = 'circumstances' in b ? (b.circumstances ?? {}) : {};
    issues.push(...circumstanceIssues({ ...shared, ...own }, own, weapon, at('batches', i, 'circumstances')));
    return { models: b.models, circumstances: circumstancesFrom({ ...shared, ...own }, weapon), shooters: [] };
  });
  const shots = batches.reduce((sum, b) => sum + b.models * weapon.shots, 0);
  issues.push(...shotCountIssues(shots, a.batches ? at('batches') : at('shooter', 'models')));
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    attack: {
      kind: 'shooting',
      shooter: { ...(a.shooter.name ? { name: a.shooter.name } : {}), profile: { BS: a.shooter.profile.BS, S: a.shooter.profile.S ?? 3 } },
      weapon,
      batches,
      target: targetFrom(a.target),
      variants: variantsUsed,
    },
  };
}

export type BattleaxeBattleResult = { readonly ok: true; readonly battle: BattleaxeBattle } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

/** From a battle that passed the schema to the library's battle: the table with its unit blocks, and each unit's profile, weapon and state. */
export function battleaxeBattleFromFile(file: BattleaxeBattleFile): BattleaxeBattleResult {
  const issues: ScenarioIssue[] = [];
  const units: BattleaxeUnit[] = [];
  const blocks: { file: UnitBlockFile; path: Path }[] = [];
  file.armies.forEach((army, a) => {
    army.units.forEach((unit, u) => {
      const path = ['battle', 'armies', a, 'units', u];
      blocks.push({ file: unit, path });
      const weapon = unit.weapon === undefined ? null : resolveWeapon(unit.weapon, [...path, 'weapon']);
      if (weapon !== null && 'code' in weapon) issues.push(weapon);
      const W = unit.profile.W ?? 1;
      const state = unit.state ?? {};
      if (state.woundsOnCurrent !== undefined && state.woundsOnCurrent >= W) {
        issues.push({ code: 'battleaxe-wounds-on-current', path: [...path, 'state', 'woundsOnCurrent'], woundsOnCurrent: state.woundsOnCurrent, wounds: W });
      }
      const models = unit.models ?? unit.files * unit.ranks;
      if (weapon !== null && !('code' in weapon)) issues.push(...shotCountIssues(models * weapon.shots, [...path, unit.models === undefined ? 'ranks' : 'models']));
      if (unit.startingModels !== undefined && unit.startingModels < models) issues.push({ code: 'battleaxe-starting-models', path: [...path, 'startingModels'], models, startingModels: unit.startingModels });
      units.push({
        id: unit.id,
        name: unit.name ?? unit.id,
        army: army.id,
        profile: { BS: unit.profile.BS, S: unit.profile.S, T: unit.profile.T, W, armour: unit.profile.armour ?? null, ward: unit.profile.ward ?? null },
        keywords: unit.keywords ?? [],
        weapon: weapon === null || 'code' in weapon ? null : weapon,
        rules: [...new Set(unit.rules ?? [])],
        formation: unit.skirmishers ? { kind: 'skirmish' } : { kind: 'ranks', files: unit.files },
        startingModels: Math.max(models, unit.startingModels ?? models),
        ...(unit.profile.M === undefined ? {} : { move: unit.profile.M }),
        state: { ...FRESH_UNIT_STATE, ...state },
      });
    });
  });
  const armyIds = file.armies.map((army) => army.id);
  armyIds.forEach((id, a) => {
    if (armyIds.indexOf(id) !== a) issues.push({ code: 'duplicate-id', path: ['battle', 'armies', a, 'id'], id });
  });
  const shooting = file.shooting ?? armyIds[0] ?? '';
  if (!armyIds.includes(shooting)) issues.push({ code: 'not-one-of', path: ['battle', 'shooting'], options: armyIds, value: JSON.stringify(shooting) });
  const table = tableFromFile(file, [], ['battle'], blocks);
  if (!table.ok) issues.push(...table.issues);
  if (issues.length > 0 || !table.ok) return { ok: false, issues };
  return { ok: true, battle: { table: table.table, armies: file.armies.map((army) => ({ id: army.id, name: army.name ?? army.id })), units, shooting } };
}

/**
 * Writes a battle's new state back into the file it came from: each unit's models (the
 * casualties came off the back, as the block is rebuilt from the front), what it began
 * with, and its state. Everything else stays as the player wrote it.
 *
 * @example
 * // file: examples/battleaxe/hedge-and-wall.json as JSON; battle, variants: the battle it parses to (see battleaxeTargetReport)
 * const planned = battleaxePlanShot(battle, 'archers', 'goblins', null, { variants });
 * if (planned.ok) battleaxeBattleToFile(file, battleaxeRollShot(battle, planned, 5).battle); // the Goblins' unit now with models: 7
 */
export function battleaxeBattleToFile(original: unknown, battle: BattleaxeBattle): unknown {
  const file = structuredClone(original) as { battle: { armies: { units: Record<string, unknown>[] }[] } };
  const units = new Map(battle.units.map((u) => [u.id, u]));
  for (const army of file.battle.armies) {
    for (const unit of army.units) {
      const id = String(unit.id);
      const found = units.get(id);
      if (!found) continue;
      unit.models = battle.table.units.find((u) => u.id === id)?.models.length ?? 0;
      // A unit read in already destroyed, with no count of what it began with, has none to write: 0 is no count.
      if (found.startingModels > 0) unit.startingModels = found.startingModels;
      unit.state = { ...found.state };
    }
  }
  return file;
}

/** A Battleaxe scenario ready for the library: a quick attack, or a battle on a table. */
export type BattleaxeScenario =
  | (ScenarioHeader<'battleaxe', BattleaxeVariants> & { readonly kind: 'attack'; readonly attack: BattleaxeAttack })
  | (ScenarioHeader<'battleaxe', BattleaxeVariants> & { readonly kind: 'battle'; readonly battle: BattleaxeBattle });

type AttackScenarioFile = z.infer<Schemas['attackScenario']>;
type BattleScenarioFile = z.infer<Schemas['battleScenario']>;

/** The Battleaxe file format, for the scenario parser. */
export const battleaxeFormat: GameFormat<BattleaxeScenario> = {
  get attackSchema() {
    return battleaxeAttackSchemas().attackScenario;
  },
  get battleSchema() {
    return battleaxeBattleSchemas().battleScenario;
  },
  writeOutNames: NO_NAMES,
  unknownWeapons: (input) =>
    [{ text: rawField(rawField(input, 'attack'), 'weapon'), path: ['attack', 'weapon'] }, ...rawMembers(input, 'armies', 'units').map(({ value, path }) => ({ text: rawField(value, 'weapon'), path: [...path, 'weapon'] }))].flatMap(({ text, path }) => {
      if (typeof text !== 'string') return [];
      const found = resolveWeapon(text, path);
      return 'code' in found ? [found] : [];
    }),
  build(parsed, kind) {
    const file = parsed as AttackScenarioFile | BattleScenarioFile;
    const header = { game: 'battleaxe' as const, ...headerFields(file), variants: { ...BATTLEAXE_DEFAULT_VARIANTS, ...file.variants } };
    if (kind === 'attack') {
      const result = battleaxeAttackFromFile((file as AttackScenarioFile).attack, file.variants);
      return result.ok ? { ok: true, scenario: { ...header, kind, attack: result.attack } } : result;
    }
    const result = battleaxeBattleFromFile((file as BattleScenarioFile).battle);
    return result.ok ? { ok: true, scenario: { ...header, kind, battle: result.battle } } : result;
  },
};
