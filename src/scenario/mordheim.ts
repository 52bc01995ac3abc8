import * as z from 'zod';
import {
  findWeapon,
  MORDHEIM_DEFAULT_VARIANTS,
  MORDHEIM_WEAPON_IDS,
  WEAPON_RULES,
  weaponHas,
  type BodyArmour,
  type MissileWeapon,
  type MordheimAttack,
  type MordheimKit,
} from '../games/mordheim/index.js';
import type { ScenarioIssue } from './issues.js';
import { closestNames } from './suggest.js';

const characteristic = (min: number) => z.number().int().min(min).max(10);

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

const shooterProfile = z.strictObject({ ...profileFields, BS: characteristic(1) }).describe('The shooter\'s characteristics; BS is needed, S for thrown weapons.');
const targetProfile = z.strictObject({ ...profileFields, T: characteristic(1) }).describe('The target\'s characteristics; T is needed, W defaults to 1.');

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

export const MORDHEIM_TARGET_RULES = ['large-target', 'hard-to-kill'] as const;

const customWeapon = z
  .strictObject({
    name: z.string().min(1),
    range: z.number().positive().max(120),
    strength: z.union([characteristic(1), z.literal('user')]),
    saveModifier: z.number().int().min(-6).max(6).optional(),
    wounds: z.number().int().min(1).max(6).optional(),
    rules: z.array(z.enum(WEAPON_RULES)).optional(),
  })
  .describe('A weapon that is not in the list: its own profile.');

const weaponSchema = z.union([z.string().min(1).describe(`A weapon name: ${MORDHEIM_WEAPON_IDS.join(', ')}.`), customWeapon]);

const circumstances = z.strictObject({
  cover: z.boolean().optional().describe('Any part of the target is hidden: −1 to hit.'),
  longRange: z.boolean().optional().describe('More than half the weapon\'s range away: −1 to hit.'),
  moved: z.boolean().optional().describe('The shooter moved this turn: −1 to hit.'),
  largeBody: z.boolean().optional().describe('The target\'s body is over 2" tall or wide: +1 to hit.'),
  fireTwice: z.boolean().optional().describe('Use the weapon\'s fire-twice rule: each shot at −1.'),
  distance: z.number().min(0).max(1000).optional().describe('Inches to the target; sets long range and out of range.'),
});

const variants = z.strictObject({
  naturalOneMisses: z.boolean().optional(),
  sevenPlus: z.enum(['cannot-hit', 'second-roll']).optional(),
  coverStrike: z.enum(['missed-by-one', 'natural-one']).optional(),
  measure: z.enum(['3d', 'horizontal']).optional(),
  oneCriticalPerPhase: z.boolean().optional(),
  initiativeSixFails: z.boolean().optional(),
});

const attack = z.strictObject({
  shooter: z.strictObject({ name: z.string().max(80).optional(), profile: shooterProfile }),
  weapon: weaponSchema,
  target: z.strictObject({
    name: z.string().max(80).optional(),
    profile: targetProfile,
    kit: z.array(z.enum(MORDHEIM_KIT_ITEMS)).optional(),
    rules: z.array(z.enum(MORDHEIM_TARGET_RULES)).optional(),
    woundsLeft: z.number().int().min(0).max(10).optional(),
    condition: z.enum(['standing', 'knocked-down', 'stunned']).optional(),
  }),
  circumstances: circumstances.optional(),
  shots: z.number().int().min(1).max(100).optional(),
});

export const mordheimScenarioSchema = z.strictObject({
  $schema: z.string().optional(),
  title: z.string().max(200).optional(),
  description: z.string().max(2000).optional(),
  game: z.literal('mordheim'),
  variants: variants.optional(),
  seed: z.number().int().min(0).max(0xffffffff).optional(),
  attack,
});

export type MordheimScenarioFile = z.infer<typeof mordheimScenarioSchema>;
type AttackFile = MordheimScenarioFile['attack'];

function resolveWeapon(file: AttackFile): MissileWeapon | ScenarioIssue {
  const weapon = file.weapon;
  if (typeof weapon !== 'string') {
    return { id: weapon.name, range: weapon.range, strength: weapon.strength, saveModifier: weapon.saveModifier ?? 0, wounds: weapon.wounds ?? 1, rules: weapon.rules ?? [] };
  }
  return findWeapon(weapon) ?? { code: 'unknown-weapon', path: ['attack', 'weapon'], name: weapon, suggestions: closestNames(weapon, MORDHEIM_WEAPON_IDS) };
}

function kitFrom(items: readonly KitItem[]): MordheimKit {
  const armour = items.map((item) => BODY_ARMOUR_OF_ITEM[item]).find((a) => a !== undefined) ?? null;
  return { armour, shield: items.includes('shield'), buckler: items.includes('buckler'), helmet: items.includes('helmet'), barding: items.includes('barding') };
}

/** The checks a schema cannot make: combinations the rules forbid or that contradict each other. */
function attackIssues(file: AttackFile, weapon: MissileWeapon): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  const at = (...path: (string | number)[]) => ['attack', ...path];
  const kit = file.target.kit ?? [];
  const bodyArmours = kit.filter((item) => BODY_ARMOUR_OF_ITEM[item] !== undefined);
  if (bodyArmours.length > 1) issues.push({ code: 'two-body-armours', path: at('target', 'kit'), pieces: bodyArmours });
  const W = file.target.profile.W ?? 1;
  if (file.target.woundsLeft !== undefined && file.target.woundsLeft > W) {
    issues.push({ code: 'wounds-left-above-wounds', path: at('target', 'woundsLeft'), woundsLeft: file.target.woundsLeft, wounds: W });
  }
  if (weapon.strength === 'user' && file.shooter.profile.S === undefined) issues.push({ code: 'strength-needed', path: at('shooter', 'profile', 'S'), weapon: weapon.id });
  const c = file.circumstances ?? {};
  if (c.moved && weaponHas(weapon, 'move-or-fire')) issues.push({ code: 'move-or-fire-after-moving', path: at('circumstances', 'moved'), weapon: weapon.id });
  if (c.fireTwice) {
    const halfRangeOnly = weaponHas(weapon, 'fire-twice-at-half-range');
    if (!halfRangeOnly && !weaponHas(weapon, 'fire-twice')) issues.push({ code: 'fire-twice-not-allowed', path: at('circumstances', 'fireTwice'), weapon: weapon.id });
    // A sling fires twice only if the slinger did not move and the target is within half range.
    if (halfRangeOnly && c.moved) issues.push({ code: 'fire-twice-after-moving', path: at('circumstances', 'fireTwice'), weapon: weapon.id });
    if (halfRangeOnly && c.distance !== undefined && c.distance > weapon.range / 2) {
      issues.push({ code: 'fire-twice-too-far', path: at('circumstances', 'distance'), weapon: weapon.id, distance: c.distance, limit: weapon.range / 2 });
    }
  }
  if (c.distance !== undefined && c.longRange !== undefined && c.longRange !== c.distance > weapon.range / 2) {
    issues.push({ code: 'long-range-conflict', path: at('circumstances', 'longRange'), distance: c.distance, halfRange: weapon.range / 2, longRange: c.longRange });
  }
  return issues;
}

export type MordheimScenarioResult = { readonly ok: true; readonly attack: MordheimAttack } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

/** From a file that passed the schema to the library's attack, or the issues that stop it. */
export function mordheimAttackFromFile(file: MordheimScenarioFile): MordheimScenarioResult {
  const a = file.attack;
  const weapon = resolveWeapon(a);
  if ('code' in weapon) return { ok: false, issues: [weapon] };
  const issues = attackIssues(a, weapon);
  if (issues.length > 0) return { ok: false, issues };
  const c = a.circumstances ?? {};
  const distance = c.distance ?? null;
  const W = a.target.profile.W ?? 1;
  const rules = a.target.rules ?? [];
  return {
    ok: true,
    attack: {
      shooter: { ...(a.shooter.name ? { name: a.shooter.name } : {}), profile: { BS: a.shooter.profile.BS, S: a.shooter.profile.S ?? 3 } },
      weapon,
      target: {
        ...(a.target.name ? { name: a.target.name } : {}),
        profile: { T: a.target.profile.T, W },
        kit: kitFrom(a.target.kit ?? []),
        woundsLeft: a.target.woundsLeft ?? W,
        condition: a.target.condition ?? 'standing',
        largeTarget: rules.includes('large-target'),
        injuryTable: rules.includes('hard-to-kill') ? 'hard-to-kill' : 'standard',
      },
      circumstances: {
        cover: c.cover ?? false,
        longRange: c.longRange ?? (distance !== null && distance > weapon.range / 2),
        moved: c.moved ?? false,
        largeBody: c.largeBody ?? false,
        fireTwice: c.fireTwice ?? false,
        distance,
      },
      shots: a.shots ?? 1,
      variants: { ...MORDHEIM_DEFAULT_VARIANTS, ...file.variants },
    },
  };
}
