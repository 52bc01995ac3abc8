import * as z from 'zod';
import {
  findWeapon,
  MORDHEIM_DEFAULT_VARIANTS,
  MORDHEIM_WEAPON_IDS,
  WEAPON_RULES,
  weaponHas,
  withinRange,
  type BodyArmour,
  type MissileWeapon,
  FRESH_STATE,
  findModelRule,
  MORDHEIM_MODEL_RULES,
  modelRuleIdsOf,
  weaponInHands,
  shotsInHand,
  type MordheimModelRuleId,
  type MordheimAttack,
  type MordheimBattle,
  type MordheimKit,
  type MordheimVariants,
  type Warrior,
} from '../games/mordheim/index.js';
import { headerFields, headerSchemaFields, type GameFormat, type NamedProfile, type NameFilled, type ParseOptions, type ScenarioHeader } from './format.js';
import type { ScenarioIssue } from './issues.js';
import { rawField, rawMembers, rawStrings } from './raw.js';
import { closestNames } from './suggest.js';
import { onFirstUse } from './on-first-use.js';
import { tableFields, tableFromFile, type PlacedModelInput } from './table.js';

/** The kit a Mordheim file may list for a warrior. */
export const MORDHEIM_KIT_ITEMS = [
  'light-armour',
  'heavy-armour',
  'gromril-armour',
  'ithilmar-armour',
  'toughened-leathers',
  'shield',
  'buckler',
  'helmet',
  'barding',
] as const;
type KitItem = (typeof MORDHEIM_KIT_ITEMS)[number];

const BODY_ARMOUR_OF_ITEM: Readonly<Partial<Record<KitItem, BodyArmour>>> = {
  'light-armour': 'light',
  'heavy-armour': 'heavy',
  'gromril-armour': 'gromril',
  'ithilmar-armour': 'ithilmar',
  'toughened-leathers': 'toughened-leathers',
};

/**
 * The rules a Mordheim file may give a warrior besides its skills and equipment: Large Target
 * and Hard to Kill, which change how it is shot, and the special rules of its kind
 * (`MORDHEIM_MODEL_RULES` of kind `special`: Dead Eye Shot, Excellent Sight…).
 */
export const MORDHEIM_TARGET_RULES = ['large-target', 'hard-to-kill', ...modelRuleIdsOf('special')] as const;
/** The special rules alone: what a quick attack's shooter may hold besides skills and equipment. */
const MORDHEIM_SPECIAL_RULES = modelRuleIdsOf('special');
type FileRule = (typeof MORDHEIM_TARGET_RULES)[number];

/** A list of skills or of equipment, by name ("Quick Shot", "quick-shot"). */
const namedRules = (kind: 'skill' | 'equipment') =>
  z
    .array(z.string().min(1).max(60))
    .max(30)
    .describe(`${kind === 'skill' ? 'Skills' : 'Equipment'} by name: ${modelRuleIdsOf(kind).join(', ')}.`);

const characteristic = (min: number) => z.number().int().min(min).max(10);

// The file's schemas are built on first use, each form on its own: building them is most of
// what loading the format costs, and a command reads one game's files, often one form only.

/** What both forms share. */
const mordheimParts = onFirstUse(() => {
  const profileFields = {
    M: characteristic(0).optional(),
    WS: characteristic(0).optional(),
    BS: characteristic(0).optional(),
    S: characteristic(1).optional(),
    T: characteristic(1).optional(),
    W: characteristic(1).optional(),
    I: characteristic(0).optional(),
    A: characteristic(0).optional(),
    Ld: characteristic(0).optional(),
  };

  /** A profile named from the community's data instead of written out: "Reiklanders/Marksman". */
  const profileName = z.string().min(1).max(120).describe('A profile from the BattleScribe data: "Warband/Warrior".');

  const customWeapon = z
    .strictObject({
      name: z.string().min(1).max(60),
      range: z.number().positive().max(120),
      strength: z.union([characteristic(1), z.literal('user')]),
      saveModifier: z.number().int().min(-6).max(6).optional(),
      wounds: z.number().int().min(1).max(6).optional(),
      rules: z.array(z.enum(WEAPON_RULES)).optional(),
    })
    .describe('A weapon that is not in the list: its own profile.');

  const weaponSchema = z.union([z.string().min(1).max(80).describe(`A weapon name: ${MORDHEIM_WEAPON_IDS.join(', ')}.`), customWeapon]);

  const variants = z.strictObject({
    naturalOneMisses: z.boolean().optional(),
    sevenPlus: z.enum(['cannot-hit', 'second-roll']).optional(),
    coverStrike: z.enum(['missed-by-one', 'natural-one']).optional(),
    measure: z.enum(['3d', 'horizontal']).optional(),
    oneCriticalPerPhase: z.boolean().optional(),
    initiativeSixFails: z.boolean().optional(),
    blackpowderMisfire: z.boolean().optional().describe("M-16: the rulebook's optional blackpowder misfire (off unless set)."),
  });


  const common = headerSchemaFields('mordheim', variants);


  return { profileFields, profileName, weaponSchema, common };
});

/** A quick attack's file. */
const mordheimAttackSchemas = onFirstUse(() => {
  const { profileFields, profileName, weaponSchema, common } = mordheimParts();

  const shooterProfile = z.strictObject({ ...profileFields, BS: characteristic(1) }).describe('The shooter\'s characteristics; BS is needed, S for thrown weapons.');
  const targetProfile = z.strictObject({ ...profileFields, T: characteristic(1) }).describe('The target\'s characteristics; T is needed, W defaults to 1, S is needed for a net.');

  const circumstances = z.strictObject({
    cover: z.boolean().optional().describe('Any part of the target is hidden: −1 to hit.'),
    longRange: z.boolean().optional().describe('More than half the weapon\'s range away: −1 to hit.'),
    moved: z.boolean().optional().describe('The shooter moved this turn: −1 to hit.'),
    largeBody: z.boolean().optional().describe('The target\'s body is over 2" tall or wide: +1 to hit.'),
    fireTwice: z.boolean().optional().describe('Use the weapon\'s fire-twice rule: each shot at −1.'),
    distance: z.number().min(0).max(1000).optional().describe('Inches to the target; sets long range and out of range.'),
  });


  const attack = z.strictObject({
    shooter: z.strictObject({
      name: z.string().max(80).optional(),
      profile: z.union([shooterProfile, profileName]),
      skills: namedRules('skill').optional(),
      equipment: namedRules('equipment').optional(),
      // The shooter's body (Large Target, Hard to Kill) plays no part in its own shot: only special rules.
      rules: z.array(z.enum(MORDHEIM_SPECIAL_RULES)).optional(),
    }),
    weapon: weaponSchema,
    target: z.strictObject({
      name: z.string().max(80).optional(),
      profile: z.union([targetProfile, profileName]),
      kit: z.array(z.enum(MORDHEIM_KIT_ITEMS)).optional(),
      rules: z.array(z.enum(MORDHEIM_TARGET_RULES)).optional(),
      skills: namedRules('skill').optional(),
      equipment: namedRules('equipment').optional(),
      luckyCharmUsed: z.boolean().optional().describe('Its lucky charm has had its one roll this battle.'),
      woundsLeft: z.number().int().min(0).max(10).optional(),
      condition: z.enum(['standing', 'knocked-down', 'stunned']).optional(),
    }),
    circumstances: circumstances.optional(),
    shots: z.number().int().min(1).max(100).optional(),
    barrels: z
      .literal([1, 2])
      .optional()
      .describe('A double-barrelled weapon: 2 fires both barrels on one to-hit roll, 1 a single barrel (default 2; ruling M-17).'),
  });


  return { attack, weapon: weaponSchema, attackScenario: z.strictObject({ ...common, attack }) };
});

/** A battle's file. */
const mordheimBattleSchemas = onFirstUse(() => {
  const { profileFields, profileName, weaponSchema, common } = mordheimParts();

  const warriorProfile = z.strictObject({ ...profileFields, BS: characteristic(0), S: characteristic(1), T: characteristic(1), I: characteristic(0) });

  const warriorState = z.strictObject({
    condition: z.enum(['standing', 'knocked-down', 'stunned', 'out-of-action']).optional().describe('Out of action: kept on the roster, off the table.'),
    woundsLeft: z.number().int().min(0).max(10).optional(),
    moved: z.boolean().optional(),
    ran: z.boolean().optional(),
    failedCharge: z.boolean().optional(),
    rallied: z.boolean().optional(),
    inCombat: z.boolean().optional(),
    fleeing: z.boolean().optional(),
    hidden: z.boolean().optional(),
    stoodUp: z.boolean().optional(),
    hasShot: z.boolean().optional(),
    fell: z.boolean().optional().describe('Fell from an edge this turn: may not move or hide.'),
    reloading: z.array(z.string().min(1).max(80)).max(10).optional().describe('Prepare-shot weapons fired last turn.'),
    luckyCharmUsed: z.boolean().optional().describe('Its lucky charm has had its one roll this battle.'),
    firedOnce: z.array(z.string().min(1).max(80)).max(10).optional().describe('Fire-once weapons (a blunderbuss) it has fired this battle.'),
    jammed: z.array(z.string().min(1).max(80)).max(10).optional().describe('Blackpowder weapons a misfire jammed (M-16): unusable for the rest of the battle.'),
    lost: z.array(z.string().min(1).max(80)).max(10).optional().describe('Blackpowder weapons a misfire blew up (M-16): lost for the rest of the battle.'),
    misfireReload: z
      .array(z.string().min(1).max(80))
      .max(10)
      .optional()
      .describe("Blackpowder weapons a misfire's 3 left needing a turn more to reload (M-16): unusable while listed; take one off once its two turns have passed."),
    unloadedBarrels: z
      .array(z.string().min(1).max(80))
      .max(10)
      .optional()
      .describe('Double-barrelled weapons\' reload tokens (M-17): the weapon once for each unloaded barrel; take one off for each phase spent reloading.'),
  });

  const warriorSchema = z.strictObject({
    ...tableFields().placedModel,
    profile: z.union([warriorProfile, profileName]),
    weapons: z.array(weaponSchema).max(10).optional(),
    kit: z.array(z.enum(MORDHEIM_KIT_ITEMS)).optional(),
    rules: z.array(z.enum(MORDHEIM_TARGET_RULES)).optional(),
    skills: namedRules('skill').optional(),
    equipment: namedRules('equipment').optional(),
    state: warriorState.optional(),
  });

  const warbandSchema = z.strictObject({ id: z.string().min(1).max(60), name: z.string().max(80).optional(), models: z.array(warriorSchema).max(60) });

  const battle = z.strictObject({
    ...tableFields().battlefield,
    warbands: z.array(warbandSchema).min(1).max(8),
    shooting: z.string().min(1).max(60).optional().describe('The warband whose shooting phase it is (default: the first).'),
  });


  return { battle, battleScenario: z.strictObject({ ...common, battle }) };
});

type AttackSchemas = ReturnType<typeof mordheimAttackSchemas>;
type BattleSchemas = ReturnType<typeof mordheimBattleSchemas>;
/** A Mordheim file holds either one quick `attack` (no table) or a whole `battle` on a table. */
export type MordheimScenarioFile = z.infer<ReturnType<typeof mordheimAttackSchemas>['attackScenario']> | z.infer<ReturnType<typeof mordheimBattleSchemas>['battleScenario']>;
type AttackFile = z.infer<AttackSchemas['attack']>;
type BattleFile = z.infer<BattleSchemas['battle']>;
type WeaponFile = z.infer<AttackSchemas['weapon']>;

function resolveWeapon(weapon: WeaponFile, path: readonly (string | number)[]): MissileWeapon | ScenarioIssue {
  if (typeof weapon !== 'string') {
    return { id: weapon.name, range: weapon.range, strength: weapon.strength, saveModifier: weapon.saveModifier ?? 0, wounds: weapon.wounds ?? 1, rules: weapon.rules ?? [] };
  }
  return findWeapon(weapon) ?? { code: 'unknown-weapon', path, name: weapon, suggestions: closestNames(weapon, MORDHEIM_WEAPON_IDS) };
}

/** Where a warrior's rules are written in its file entry. */
interface RulesEntry {
  readonly skills?: readonly string[] | undefined;
  readonly equipment?: readonly string[] | undefined;
  readonly rules?: readonly FileRule[] | undefined;
}

/**
 * A warrior's skills, equipment and special rules from its file entry, each by name, with one
 * issue for every name Marksman does not know (and its nearest names) or that is listed under
 * the wrong heading (a lucky charm among the skills).
 */
function modelRulesFrom(entry: RulesEntry, path: readonly (string | number)[]): { rules: MordheimModelRuleId[]; issues: ScenarioIssue[] } {
  const rules: MordheimModelRuleId[] = [];
  const issues: ScenarioIssue[] = [];
  const read = (kind: 'skill' | 'equipment', field: 'skills' | 'equipment') =>
    entry[field]?.forEach((name, k) => {
      const id = findModelRule(name);
      const at = [...path, field, k];
      if (id === undefined) issues.push({ code: 'unknown-model-rule', path: at, name, kind, suggestions: closestNames(name, modelRuleIdsOf(kind)) });
      else if (MORDHEIM_MODEL_RULES[id].kind !== kind) issues.push({ code: 'model-rule-kind', path: at, name, listed: kind, is: MORDHEIM_MODEL_RULES[id].kind });
      else rules.push(id);
    });
  read('skill', 'skills');
  read('equipment', 'equipment');
  for (const rule of entry.rules ?? []) if (rule !== 'large-target' && rule !== 'hard-to-kill') rules.push(rule);
  return { rules: [...new Set(rules)], issues };
}

function kitFrom(items: readonly KitItem[]): MordheimKit {
  const armour = items.map((item) => BODY_ARMOUR_OF_ITEM[item]).find((a) => a !== undefined) ?? null;
  return { armour, shield: items.includes('shield'), buckler: items.includes('buckler'), helmet: items.includes('helmet'), barding: items.includes('barding') };
}

/** The checks a schema cannot make: combinations the rules forbid or that contradict each other. */
function attackIssues(file: AttackFile, weapon: MissileWeapon, shooterRules: readonly MordheimModelRuleId[]): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  const at = (...path: (string | number)[]) => ['attack', ...path];
  const kit = file.target.kit ?? [];
  const bodyArmours = kit.filter((item) => BODY_ARMOUR_OF_ITEM[item] !== undefined);
  if (bodyArmours.length > 1) issues.push({ code: 'two-body-armours', path: at('target', 'kit'), pieces: bodyArmours });
  const W = resolved(file.target.profile).W ?? 1;
  if (file.target.woundsLeft !== undefined && file.target.woundsLeft > W) {
    issues.push({ code: 'wounds-left-above-wounds', path: at('target', 'woundsLeft'), woundsLeft: file.target.woundsLeft, wounds: W });
  }
  if (weapon.strength === 'user' && resolved(file.shooter.profile).S === undefined) issues.push({ code: 'strength-needed', path: at('shooter', 'profile', 'S'), weapon: weapon.id });
  // BS-M data.cat, Blessed Water: thrown twice the thrower's Strength in inches, so that Strength is needed.
  if (weapon.rangePerStrength !== undefined && resolved(file.shooter.profile).S === undefined) {
    issues.push({ code: 'range-strength-needed', path: at('shooter', 'profile', 'S'), weapon: weapon.id, perStrength: weapon.rangePerStrength });
  }
  // BS-M data.cat, Net: the target's own Strength settles whether it tears the net; no value is assumed.
  if (weaponHas(weapon, 'net') && resolved(file.target.profile).S === undefined) issues.push({ code: 'target-strength-needed', path: at('target', 'profile', 'S'), weapon: weapon.id });
  // Its text again: Undead and Possessed models may not use it.
  if (weaponHas(weapon, 'blessed-water')) {
    const kind = shooterRules.find((rule) => rule === 'undead' || rule === 'possessed');
    if (kind === 'undead' || kind === 'possessed') issues.push({ code: 'blessed-water-forbidden', path: at('shooter', 'rules'), weapon: weapon.id, kind });
  }
  const c = file.circumstances ?? {};
  if (c.moved && weaponHas(weapon, 'move-or-fire')) issues.push({ code: 'move-or-fire-after-moving', path: at('circumstances', 'moved'), weapon: weapon.id });
  if (c.fireTwice) {
    const halfRangeOnly = weaponHas(weapon, 'fire-twice-at-half-range');
    if (!halfRangeOnly && !weaponHas(weapon, 'fire-twice')) issues.push({ code: 'fire-twice-not-allowed', path: at('circumstances', 'fireTwice'), weapon: weapon.id });
    // A sling fires twice only if the slinger did not move and the target is within half range.
    if (halfRangeOnly && c.moved) issues.push({ code: 'fire-twice-after-moving', path: at('circumstances', 'fireTwice'), weapon: weapon.id });
    if (halfRangeOnly && c.distance !== undefined && !withinRange(c.distance, weapon.range / 2)) {
      issues.push({ code: 'fire-twice-too-far', path: at('circumstances', 'distance'), weapon: weapon.id, distance: c.distance, limit: weapon.range / 2 });
    }
    // Facts A4: firing twice is two shots, each at −1; a third, or only one, contradicts it (ruling M-15).
    if (file.shots !== undefined && file.shots !== 2) issues.push({ code: 'fire-twice-shots', path: at('shots'), shots: file.shots });
  }
  // M-17: only a double-barrelled weapon has a second barrel; both barrels are one shot's roll, not several shots.
  const doubleBarrelled = weaponHas(weapon, 'double-barrelled');
  if (file.barrels === 2 && !doubleBarrelled) issues.push({ code: 'barrels-not-allowed', path: at('barrels'), weapon: weapon.id });
  if (doubleBarrelled && file.barrels !== 1 && file.shots !== undefined && file.shots !== 1) issues.push({ code: 'barrels-shots', path: at('shots'), shots: file.shots });
  if (c.distance !== undefined && c.longRange !== undefined && c.longRange !== !withinRange(c.distance, weapon.range / 2)) {
    issues.push({ code: 'long-range-conflict', path: at('circumstances', 'longRange'), distance: c.distance, halfRange: weapon.range / 2, longRange: c.longRange });
  }
  return issues;
}

export type MordheimScenarioResult = { readonly ok: true; readonly attack: MordheimAttack } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

/** From a file that passed the schema to the library's attack, or the issues that stop it. */
export function mordheimAttackFromFile(a: AttackFile, fileVariants: Partial<MordheimVariants> | undefined): MordheimScenarioResult {
  const resolvedWeapon = resolveWeapon(a.weapon, ['attack', 'weapon']);
  const shooterRules = modelRulesFrom(a.shooter, ['attack', 'shooter']);
  const targetRules = modelRulesFrom(a.target, ['attack', 'target']);
  if ('code' in resolvedWeapon) return { ok: false, issues: [resolvedWeapon, ...shooterRules.issues, ...targetRules.issues] };
  const c = a.circumstances ?? {};
  const shooterStrength = resolved(a.shooter.profile).S;
  const holder = { rules: shooterRules.rules, ...(shooterStrength !== undefined ? { profile: { S: shooterStrength } } : {}), state: { moved: c.moved ?? false, reloading: [], firedOnce: [] } };
  const weapon = weaponInHands(holder, resolvedWeapon);
  const issues = [...shooterRules.issues, ...targetRules.issues, ...attackIssues(a, weapon, shooterRules.rules)];
  if (issues.length > 0) return { ok: false, issues };
  const distance = c.distance ?? null;
  // The weapon's own fire twice is the player's choice (`fireTwice`); a skill's shots (Quick Shot, Knife Fighter) are given.
  const granted = shotsInHand({ warrior: holder, weapon, distance: distance ?? 0 }, true);
  const shooterProfile = resolved(a.shooter.profile);
  const targetProfile = resolved(a.target.profile);
  const W = targetProfile.W ?? 1;
  const rules = a.target.rules ?? [];
  return {
    ok: true,
    attack: {
      shooter: { ...(a.shooter.name ? { name: a.shooter.name } : {}), profile: { BS: shooterProfile.BS, S: shooterProfile.S ?? 3 }, rules: shooterRules.rules },
      weapon,
      target: {
        ...(a.target.name ? { name: a.target.name } : {}),
        profile: { T: targetProfile.T, W, ...(targetProfile.S !== undefined ? { S: targetProfile.S } : {}) },
        kit: kitFrom(a.target.kit ?? []),
        woundsLeft: a.target.woundsLeft ?? W,
        condition: a.target.condition ?? 'standing',
        largeTarget: rules.includes('large-target'),
        injuryTable: rules.includes('hard-to-kill') ? 'hard-to-kill' : 'standard',
        rules: targetRules.rules,
        luckyCharmUsed: a.target.luckyCharmUsed ?? false,
      },
      circumstances: {
        cover: c.cover ?? false,
        longRange: c.longRange ?? (distance !== null && !withinRange(distance, weapon.range / 2)),
        moved: c.moved ?? false,
        largeBody: c.largeBody ?? false,
        fireTwice: c.fireTwice ?? false,
        distance,
      },
      // Firing twice is two shots; without it, what a skill gives, unless the file says.
      shots: a.shots ?? (c.fireTwice === true ? 2 : granted.fireTwice ? 1 : granted.shots),
      criticalHits: true,
      variants: { ...MORDHEIM_DEFAULT_VARIANTS, ...fileVariants },
      ...(a.barrels !== undefined ? { barrels: a.barrels } : {}),
    },
  };
}

export type MordheimBattleResult = { readonly ok: true; readonly battle: MordheimBattle } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

/** From a battle that passed the schema to the library's battle: the table, the warriors and their kit. */
export function mordheimBattleFromFile(file: BattleFile): MordheimBattleResult {
  const issues: ScenarioIssue[] = [];
  const placed: PlacedModelInput[] = [];
  const warriors: Warrior[] = [];
  file.warbands.forEach((band, b) => {
    band.models.forEach((model, m) => {
      const path = ['battle', 'warbands', b, 'models', m];
      // Out of action: on the roster, off the table.
      if (model.state?.condition !== 'out-of-action') placed.push({ file: model, path, unit: null });
      const weapons = (model.weapons ?? []).map((w, k) => resolveWeapon(w, [...path, 'weapons', k]));
      const known = weapons.filter((w): w is MissileWeapon => !('code' in w));
      issues.push(...weapons.filter((w): w is ScenarioIssue => 'code' in w));
      const kit = model.kit ?? [];
      const bodyArmours = kit.filter((item) => BODY_ARMOUR_OF_ITEM[item] !== undefined);
      if (bodyArmours.length > 1) issues.push({ code: 'two-body-armours', path: [...path, 'kit'], pieces: bodyArmours });
      const profile = resolved(model.profile);
      const W = profile.W ?? 1;
      const state = model.state ?? {};
      if (state.woundsLeft !== undefined && state.woundsLeft > W) issues.push({ code: 'wounds-left-above-wounds', path: [...path, 'state', 'woundsLeft'], woundsLeft: state.woundsLeft, wounds: W });
      const rules = model.rules ?? [];
      const held = modelRulesFrom(model, path);
      issues.push(...held.issues);
      warriors.push({
        id: model.id,
        name: model.name ?? model.id,
        warband: band.id,
        profile: { ...profile, W },
        kit: kitFrom(kit),
        weapons: known,
        largeTarget: rules.includes('large-target'),
        injuryTable: rules.includes('hard-to-kill') ? 'hard-to-kill' : 'standard',
        rules: held.rules,
        state: { ...FRESH_STATE, woundsLeft: W, ...state, reloading: state.reloading ?? [], firedOnce: state.firedOnce ?? [], jammed: state.jammed ?? [], lost: state.lost ?? [], misfireReload: state.misfireReload ?? [], unloadedBarrels: state.unloadedBarrels ?? [] },
      });
    });
  });
  const bandIds = file.warbands.map((band) => band.id);
  bandIds.forEach((bandId, b) => {
    if (bandIds.indexOf(bandId) !== b) issues.push({ code: 'duplicate-id', path: ['battle', 'warbands', b, 'id'], id: bandId });
  });
  const shooting = file.shooting ?? bandIds[0] ?? '';
  if (!bandIds.includes(shooting)) issues.push({ code: 'not-one-of', path: ['battle', 'shooting'], options: bandIds, value: JSON.stringify(shooting) });
  const table = tableFromFile(file, placed, ['battle']);
  if (!table.ok) issues.push(...table.issues);
  if (issues.length > 0 || !table.ok) return { ok: false, issues };
  return {
    ok: true,
    battle: { table: table.table, warbands: file.warbands.map((band) => ({ id: band.id, name: band.name ?? band.id })), warriors, shooting },
  };
}

/**
 * Writes a battle's new state back into the file it came from: each warrior's state, and
 * where a fall moved it. Everything else in the file stays as the player wrote it.
 *
 * @example
 * // file: examples/mordheim/battle-street.json as JSON; battle, variants: the battle it parses to (see targetReport)
 * const planned = planShot(battle, 'marksman', 'swordsman', 'long-bow', { variants });
 * if (planned.ok) {
 *   const after = mordheimBattleToFile(file, rollShot(battle, 'marksman', planned, 4).battle);
 *   // the same file, the swordsman's model now with state { condition: 'out-of-action', woundsLeft: 0, … }
 * }
 */
export function mordheimBattleToFile(original: unknown, battle: MordheimBattle): unknown {
  const file = structuredClone(original) as { battle: { warbands: { models: Record<string, unknown>[] }[] } };
  const warriors = new Map(battle.warriors.map((w) => [w.id, w]));
  const models = new Map(battle.table.models.map((m) => [m.id, m]));
  for (const band of file.battle.warbands) {
    for (const model of band.models) {
      const id = String(model.id);
      const warrior = warriors.get(id);
      if (!warrior) continue;
      const s = warrior.state;
      model.state = {
        condition: s.condition,
        woundsLeft: s.woundsLeft,
        moved: s.moved,
        ran: s.ran,
        failedCharge: s.failedCharge,
        rallied: s.rallied,
        inCombat: s.inCombat,
        fleeing: s.fleeing,
        hidden: s.hidden,
        stoodUp: s.stoodUp,
        hasShot: s.hasShot,
        reloading: [...s.reloading],
        fell: s.fell,
        ...(s.luckyCharmUsed ? { luckyCharmUsed: true } : {}),
        ...(s.firedOnce.length > 0 ? { firedOnce: [...s.firedOnce] } : {}),
        ...(s.jammed.length > 0 ? { jammed: [...s.jammed] } : {}),
        ...(s.lost.length > 0 ? { lost: [...s.lost] } : {}),
        ...(s.misfireReload.length > 0 ? { misfireReload: [...s.misfireReload] } : {}),
        ...(s.unloadedBarrels.length > 0 ? { unloadedBarrels: [...s.unloadedBarrels] } : {}),
      };
      const placed = models.get(id);
      if (!placed || !s.fell) continue;
      model.position = [Number(placed.base.centre.x.toFixed(3)), Number(placed.base.centre.y.toFixed(3))];
      delete model.floor;
      delete model.elevation;
      if (placed.standing.kind === 'floor') model.floor = `${placed.standing.building}/${placed.standing.floor}`;
      else if (placed.standing.elevation > 0) model.elevation = placed.standing.elevation;
    }
  }
  return file;
}

/** A Mordheim scenario ready for the library. */
export type MordheimScenario = ScenarioHeader<'mordheim', MordheimVariants> &
  ({ readonly kind: 'attack'; readonly attack: MordheimAttack } | { readonly kind: 'battle'; readonly battle: MordheimBattle });

type AttackScenarioFile = z.infer<AttackSchemas['attackScenario']>;
type BattleScenarioFile = z.infer<BattleSchemas['battleScenario']>;

/** The Mordheim file format, for the scenario parser. */
export const mordheimFormat: GameFormat<MordheimScenario> = {
  get attackSchema() {
    return mordheimAttackSchemas().attackScenario;
  },
  get battleSchema() {
    return mordheimBattleSchemas().battleScenario;
  },
  writeOutNames: (parsed, kind, options) => withNamedProfiles(parsed as AttackScenarioFile | BattleScenarioFile, kind, options),
  unknownWeapons: (input) =>
    [{ text: rawField(rawField(input, 'attack'), 'weapon'), path: ['attack', 'weapon'] }, ...rawMembers(input, 'warbands', 'models').flatMap(({ value, path }) => rawStrings(rawField(value, 'weapons'), [...path, 'weapons']))].flatMap(({ text, path }) => {
      if (typeof text !== 'string') return [];
      const found = resolveWeapon(text, path);
      return 'code' in found ? [found] : [];
    }),
  build(parsed, kind) {
    const file = parsed as AttackScenarioFile | BattleScenarioFile;
    const header = { game: 'mordheim' as const, ...headerFields(file), variants: { ...MORDHEIM_DEFAULT_VARIANTS, ...file.variants } };
    if (kind === 'attack') {
      const result = mordheimAttackFromFile((file as AttackScenarioFile).attack, file.variants);
      return result.ok ? { ok: true, scenario: { ...header, kind, attack: result.attack } } : result;
    }
    const result = mordheimBattleFromFile((file as BattleScenarioFile).battle);
    return result.ok ? { ok: true, scenario: { ...header, kind, battle: result.battle } } : result;
  },
};

/** Named profiles are written out before conversion (withNamedProfiles); a name left here is a bug. */
function resolved<P extends object>(profile: P | string): P {
  if (typeof profile === 'string') throw new TypeError(`profile "${profile}" was not looked up`);
  return profile;
}

/** "Reiklanders/Marksman" → "Marksman", for a model the file gives no name. */
const displayName = (profileName: string) => profileName.slice(profileName.lastIndexOf('/') + 1);

type Rules = readonly FileRule[] | undefined;

/**
 * Replaces each profile named from the community's data ("Reiklanders/Marksman") with its
 * characteristics, adding the profile's Large Target and Hard to Kill to the file's rules.
 */
function withNamedProfiles<F extends AttackScenarioFile | BattleScenarioFile>(file: F, kind: 'attack' | 'battle', options: ParseOptions): { file: F; issues: ScenarioIssue[]; filled: NameFilled[] } {
  const issues: ScenarioIssue[] = [];
  const filled: NameFilled[] = [];
  const lookup = (name: string, path: readonly (string | number)[]): NamedProfile | null => {
    if (!options.profiles) {
      issues.push({ code: 'profiles-not-loaded', path, name });
      return null;
    }
    const found = options.profiles(name);
    if (!found.ok) issues.push(found.reason === 'unknown' ? { code: 'unknown-profile', path, name, suggestions: found.suggestions } : { code: 'ambiguous-profile', path, name, matches: found.matches });
    else filled.push({ path, name });
    return found.ok ? found.value : null;
  };
  // Most files name nothing: they are read as they are, uncopied (a battle is parsed again on every edit and drag).
  const names = 'attack' in file ? [file.attack.shooter.profile, file.attack.target.profile] : file.battle.warbands.flatMap((band) => band.models.map((model) => model.profile));
  if (!names.some((profile) => typeof profile === 'string')) return { file, issues, filled };
  const mergedRules = (own: Rules, named: NamedProfile | null): Rules => (named && named.rules.length > 0 ? [...new Set([...(own ?? []), ...named.rules])] : own);
  const copy = structuredClone<F>(file);
  if (kind === 'attack' && 'attack' in copy) {
    const a = copy.attack;
    if (typeof a.shooter.profile === 'string') {
      const named = lookup(a.shooter.profile, ['attack', 'shooter', 'profile']);
      a.shooter.name ??= displayName(a.shooter.profile);
      if (named) {
        a.shooter.profile = named.profile;
        const rules = mergedRules(a.shooter.rules, named)?.filter((rule) => rule !== 'large-target' && rule !== 'hard-to-kill');
        if (rules) a.shooter.rules = rules;
      }
    }
    if (typeof a.target.profile === 'string') {
      const named = lookup(a.target.profile, ['attack', 'target', 'profile']);
      a.target.name ??= displayName(a.target.profile);
      if (named) {
        a.target.profile = named.profile;
        const rules = mergedRules(a.target.rules, named);
        if (rules) a.target.rules = [...rules];
      }
    }
  }
  if (kind === 'battle' && 'battle' in copy) {
    copy.battle.warbands.forEach((band, b) =>
      band.models.forEach((model, m) => {
        if (typeof model.profile !== 'string') return;
        const named = lookup(model.profile, ['battle', 'warbands', b, 'models', m, 'profile']);
        model.name ??= displayName(model.profile);
        if (!named) return;
        model.profile = named.profile;
        const rules = mergedRules(model.rules, named);
        if (rules) model.rules = [...rules];
      }),
    );
  }
  return { file: copy, issues, filled };
}
