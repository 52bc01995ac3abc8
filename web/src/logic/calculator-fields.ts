/**
 * The calculator's form, per game, as plain data: each field names the place in the game's
 * quick description (the JSON of a single-shot scenario, as `marksman odds FILE` reads it)
 * that it edits. The form knows no rules: the description it writes is judged by the
 * library's scenario parser, and what each choice means comes from the library's lists.
 */
import { MORDHEIM_WEAPON_IDS } from '../../../src/games/mordheim/index.js';
import { BATTLEAXE_KEYWORDS, BATTLEAXE_WEAPON_IDS } from '../../../src/games/battleaxe/index.js';
import { COVER_LEVELS, MOVEMENTS, NINTH_AGE_WEAPON_IDS } from '../../../src/games/ninth-age/index.js';
import { MORDHEIM_KIT_ITEMS, type Scenario } from '../../../src/scenario/index.js';
import type { CalculatorFieldId } from '../../../i18n/web-calculator.js';

export type Game = Scenario['game'];
export type Path = readonly string[];

/** Which part of the form a field sits in; target fields are shared by every compared shooter. */
export type Section = 'shooter' | 'target' | 'circumstances';

/** The kinds of choice lists, so the page can word each option from the right catalogue. */
export type OptionSet = 'mordheim-weapon' | 'battleaxe-weapon' | 'ninth-age-weapon' | 'condition' | 'movement' | 'cover-level' | 'mordheim-kit' | 'battleaxe-keyword';

export type FieldSpec =
  | { readonly kind: 'text'; readonly id: CalculatorFieldId; readonly section: Section; readonly path: Path }
  | { readonly kind: 'number'; readonly id: CalculatorFieldId; readonly section: Section; readonly path: Path; readonly min: number; readonly max: number; readonly step?: number }
  | { readonly kind: 'choice'; readonly id: CalculatorFieldId; readonly section: Section; readonly path: Path; readonly options: readonly string[]; readonly set: OptionSet; readonly optional: boolean }
  | { readonly kind: 'toggle'; readonly id: CalculatorFieldId; readonly section: Section; readonly path: Path }
  /** Items of a list the description holds (the Mordheim kit, a target's rules): each a check box. */
  | { readonly kind: 'members'; readonly id: CalculatorFieldId; readonly section: Section; readonly path: Path; readonly items: readonly string[]; readonly set: OptionSet | null };

const shooter = (...path: string[]): Path => ['attack', 'shooter', ...path];
const target = (...path: string[]): Path => ['attack', 'target', ...path];
const circumstance = (key: string): Path => ['attack', 'circumstances', key];

const toggle = (id: CalculatorFieldId, key: string): FieldSpec => ({ kind: 'toggle', id, section: 'circumstances', path: circumstance(key) });
const distance: FieldSpec = { kind: 'number', id: 'distance', section: 'circumstances', path: circumstance('distance'), min: 0, max: 120, step: 0.5 };

/** Mordheim: a warrior's BS (and S for thrown weapons), a weapon, the target's T, W, armour and state. */
export const MORDHEIM_FIELDS: readonly FieldSpec[] = [
  { kind: 'text', id: 'shooterName', section: 'shooter', path: shooter('name') },
  { kind: 'number', id: 'bs', section: 'shooter', path: shooter('profile', 'BS'), min: 1, max: 10 },
  { kind: 'number', id: 'strength', section: 'shooter', path: shooter('profile', 'S'), min: 1, max: 10 },
  { kind: 'choice', id: 'weapon', section: 'shooter', path: ['attack', 'weapon'], options: MORDHEIM_WEAPON_IDS, set: 'mordheim-weapon', optional: false },
  { kind: 'number', id: 'shots', section: 'shooter', path: ['attack', 'shots'], min: 1, max: 100 },
  { kind: 'text', id: 'targetName', section: 'target', path: target('name') },
  { kind: 'number', id: 'toughness', section: 'target', path: target('profile', 'T'), min: 1, max: 10 },
  { kind: 'number', id: 'wounds', section: 'target', path: target('profile', 'W'), min: 1, max: 10 },
  { kind: 'number', id: 'woundsLeft', section: 'target', path: target('woundsLeft'), min: 0, max: 10 },
  { kind: 'choice', id: 'condition', section: 'target', path: target('condition'), options: ['standing', 'knocked-down', 'stunned'], set: 'condition', optional: true },
  { kind: 'members', id: 'kit', section: 'target', path: target('kit'), items: MORDHEIM_KIT_ITEMS, set: 'mordheim-kit' },
  { kind: 'members', id: 'largeTarget', section: 'target', path: target('rules'), items: ['large-target'], set: null },
  { kind: 'members', id: 'hardToKill', section: 'target', path: target('rules'), items: ['hard-to-kill'], set: null },
  toggle('cover', 'cover'),
  toggle('longRange', 'longRange'),
  toggle('moved', 'moved'),
  toggle('largeBody', 'largeBody'),
  toggle('fireTwice', 'fireTwice'),
  distance,
];

/** Battleaxe: a unit of shooters (BS as a score), its weapon, the target unit's T, W, saves; the nine modifiers. */
export const BATTLEAXE_FIELDS: readonly FieldSpec[] = [
  { kind: 'text', id: 'shooterName', section: 'shooter', path: shooter('name') },
  { kind: 'number', id: 'bs', section: 'shooter', path: shooter('profile', 'BS'), min: 1, max: 10 },
  { kind: 'number', id: 'strength', section: 'shooter', path: shooter('profile', 'S'), min: 1, max: 10 },
  { kind: 'number', id: 'models', section: 'shooter', path: shooter('models'), min: 1, max: 400 },
  { kind: 'choice', id: 'weapon', section: 'shooter', path: ['attack', 'weapon'], options: BATTLEAXE_WEAPON_IDS, set: 'battleaxe-weapon', optional: false },
  { kind: 'text', id: 'targetName', section: 'target', path: target('name') },
  { kind: 'number', id: 'toughness', section: 'target', path: target('profile', 'T'), min: 1, max: 10 },
  { kind: 'number', id: 'wounds', section: 'target', path: target('profile', 'W'), min: 1, max: 20 },
  { kind: 'number', id: 'targetModels', section: 'target', path: target('models'), min: 1, max: 400 },
  { kind: 'number', id: 'armourSave', section: 'target', path: target('profile', 'armour'), min: 1, max: 6 },
  { kind: 'number', id: 'wardSave', section: 'target', path: target('profile', 'ward'), min: 1, max: 6 },
  { kind: 'number', id: 'startingModels', section: 'target', path: target('startingModels'), min: 1, max: 400 },
  // Large: +1 to hit; a lone character or the last of a unit: −1 (the seed's Lone Target).
  { kind: 'members', id: 'keywords', section: 'target', path: target('keywords'), items: BATTLEAXE_KEYWORDS, set: 'battleaxe-keyword' },
  toggle('moved', 'moved'),
  toggle('longRange', 'longRange'),
  toggle('pointBlank', 'pointBlank'),
  toggle('standAndShoot', 'standAndShoot'),
  toggle('volleyFire', 'volleyFire'),
  toggle('softCover', 'softCover'),
  toggle('hardCover', 'hardCover'),
  toggle('intoCombat', 'intoCombat'),
  distance,
];

/** The Ninth Age: a unit with a weapon and its Aim, the target's Resilience, Armour, special saves and Hard Target. */
export const NINTH_AGE_FIELDS: readonly FieldSpec[] = [
  { kind: 'text', id: 'shooterName', section: 'shooter', path: shooter('name') },
  { kind: 'number', id: 'models', section: 'shooter', path: shooter('models'), min: 1, max: 400 },
  { kind: 'choice', id: 'weapon', section: 'shooter', path: ['attack', 'weapon', 'name'], options: NINTH_AGE_WEAPON_IDS, set: 'ninth-age-weapon', optional: false },
  { kind: 'number', id: 'aim', section: 'shooter', path: ['attack', 'weapon', 'aim'], min: 1, max: 6 },
  { kind: 'number', id: 'strength', section: 'shooter', path: shooter('profile', 'Str'), min: 0, max: 10 },
  { kind: 'text', id: 'targetName', section: 'target', path: target('name') },
  { kind: 'number', id: 'targetModels', section: 'target', path: target('models'), min: 1, max: 400 },
  { kind: 'number', id: 'resilience', section: 'target', path: target('profile', 'Res'), min: 0, max: 10 },
  { kind: 'number', id: 'armour', section: 'target', path: target('profile', 'Arm'), min: 0, max: 10 },
  { kind: 'number', id: 'healthPoints', section: 'target', path: target('profile', 'HP'), min: 1, max: 20 },
  { kind: 'number', id: 'hpLost', section: 'target', path: target('hpLost'), min: 0, max: 19 },
  { kind: 'number', id: 'aegis', section: 'target', path: target('profile', 'Aegis'), min: 2, max: 6 },
  { kind: 'number', id: 'fortitude', section: 'target', path: target('profile', 'Fortitude'), min: 2, max: 6 },
  { kind: 'number', id: 'hardTarget', section: 'target', path: target('hardTarget'), min: 0, max: 6 },
  { kind: 'choice', id: 'movement', section: 'circumstances', path: circumstance('movement'), options: MOVEMENTS, set: 'movement', optional: true },
  { kind: 'choice', id: 'coverLevel', section: 'circumstances', path: circumstance('cover'), options: COVER_LEVELS, set: 'cover-level', optional: true },
  toggle('longRange', 'longRange'),
  toggle('standAndShoot', 'standAndShoot'),
  distance,
];

export function fieldsOf(game: Game): readonly FieldSpec[] {
  switch (game) {
    case 'mordheim':
      return MORDHEIM_FIELDS;
    case 'battleaxe':
      return BATTLEAXE_FIELDS;
    case 'ninth-age':
      return NINTH_AGE_FIELDS;
  }
}

/** What the compared columns are: shooters against one target, or one shooter against targets. */
export type CompareMode = 'shooters' | 'targets';

/**
 * Whether an edit at this place is made in every column: the target when shooters are
 * compared, the shooter and its weapon when targets are. The circumstances are each column's own.
 */
export function isSharedPath(path: Path, compare: CompareMode): boolean {
  if (path[0] !== 'attack') return false;
  switch (compare) {
    case 'shooters':
      return path[1] === 'target';
    case 'targets':
      return path[1] === 'shooter' || path[1] === 'weapon';
  }
}
