import type { Movement } from '../games/ninth-age/index.js';
import type { At } from './issue-at.js';

/** Why a weapon named from the community's data cannot be used for a shot. */
export const NINTH_AGE_WEAPON_GAPS = ['no-profile', 'dice-shots', 'bracketed-value', 'attribute-not-modelled', 'rule-not-modelled'] as const;
/** One of {@link NINTH_AGE_WEAPON_GAPS}. */
export type NinthAgeWeaponGap = (typeof NINTH_AGE_WEAPON_GAPS)[number];

/** The characteristics a Ninth Age shot cannot do without: the target's Health Points, Resilience and Armour. */
export const NINTH_AGE_NEEDED = ['HP', 'Res', 'Arm'] as const;
/** One of {@link NINTH_AGE_NEEDED}. */
export type NinthAgeNeeded = (typeof NINTH_AGE_NEEDED)[number];

/**
 * Problems only Ninth Age scenario files can have, as codes with data (see issues.ts). The
 * catalogue's texts for them live in i18n/ninth-age.ts (`ninthAgeIssuesEn`, `ninthAgeIssuesRu`).
 */
export type NinthAgeScenarioIssue =
  | At<'ninth-age-aim-needed', { readonly weapon: string }>
  /** An Aim given for a Breath Attack, whose hits are never rolled: nothing would read it. */
  | At<'ninth-age-aim-unused', { readonly weapon: string; readonly aim: number }>
  | At<'ninth-age-aim-twice', { readonly written: number; readonly given: number }>
  /** `veilTokens` beside a weapon without the rule that reads them (the Aether Battery's): nothing would use the choice. */
  | At<'ninth-age-veil-tokens-unused', { readonly weapon: string; readonly veilTokens: number }>
  | At<'ninth-age-unknown-attribute', { readonly attribute: string; readonly suggestions: readonly string[] }>
  | At<'ninth-age-weapon-profile-needed', { readonly weapon: string; readonly missing: readonly ('range' | 'strength')[] }>
  | At<'ninth-age-user-strength-needed', { readonly weapon: string }>
  | At<'ninth-age-hp-lost-above-health', { readonly hpLost: number; readonly hp: number }>
  | At<'ninth-age-marched-without-march-and-shoot', { readonly weapon: string }>
  | At<'ninth-age-move-or-fire-moved', { readonly weapon: string; readonly movement: Exclude<Movement, 'none'> }>
  | At<'ninth-age-reload-stand-and-shoot', { readonly weapon: string }>
  | At<'ninth-age-shots-dice-unknown', { readonly written: string }>
  | At<'ninth-age-hard-target-models-above', { readonly models: number; readonly unitModels: number }>
  | At<'ninth-age-unknown-army', { readonly army: string; readonly known: readonly string[] }>
  | At<'ninth-age-profile-incomplete', { readonly name: string; readonly missing: readonly NinthAgeNeeded[] }>
  | At<'ninth-age-weapon-unusable', { readonly weapon: string; readonly gap: NinthAgeWeaponGap; readonly detail: string }>
  /** A minimum range that leaves no distance to shoot at: not below the weapon's range. */
  | At<'ninth-age-minimum-range-not-below-range', { readonly weapon: string; readonly minRange: number; readonly range: number }>
  /** The target is nearer than the weapon's minimum range (docs/ninth-age.md, Minimum range). */
  | At<'ninth-age-within-minimum-range', { readonly weapon: string; readonly distance: number; readonly minRange: number }>
  /** `aimAt` given for a target with no joined characters. */
  | At<'ninth-age-no-characters', { readonly field: 'aimAt' }>
  /** A Champion needs at least one other rank-and-file model beside it. */
  | At<'ninth-age-champion-alone', { readonly models: number }>
  /** `models: 0` (no rank and file left, NA-ALONE) with no character left to stand as the unit. */
  | At<'ninth-age-no-model-left', { readonly characters: number }>
  /** A quick attack's target with no rank and file left (`models: 0`) given a field of the rank and file's: nothing is left to apply it to. */
  | At<'ninth-age-alone-field-unused', { readonly field: 'hpLost' | 'hardTarget' }>
  /** A joined character's shooting state or March and Shoot given with no weapon to shoot (T-14). */
  | At<'ninth-age-character-no-weapon', { readonly field: 'hasShot' | 'breathUsed' | 'march-and-shoot' | 'light-troops' }>
  /** A character named from the data whose entry has a rule a joined character does not carry here (its unit's rules count): refused rather than dropped. */
  | At<'ninth-age-character-rule-not-carried', { readonly name: string; readonly rule: 'hard-target' | 'skirmisher' }>
  /** An Area Attack or a Catapult at a unit of more than one model, with no `width` to find its ranks and files. */
  | At<'ninth-age-area-width-needed', { readonly weapon: string; readonly models: number }>
  /** `width` or `facing` given for a weapon with no Area Attack nor Catapult: nothing reads it. */
  | At<'ninth-age-area-field-unused', { readonly field: 'width' | 'facing'; readonly weapon: string }>;

/**
 * One or more examples of every issue above, for the catalogue tests (i18n/ru.test.ts spreads
 * them into its table of samples; cli/games/ninth-age/output.test.ts checks both languages).
 */
export const NINTH_AGE_ISSUE_SAMPLES: { readonly [C in NinthAgeScenarioIssue['code']]: readonly Extract<NinthAgeScenarioIssue, { code: C }>[] } = {
  'ninth-age-aim-needed': [{ code: 'ninth-age-aim-needed', path: [], weapon: 'bow' }],
  'ninth-age-aim-unused': [{ code: 'ninth-age-aim-unused', path: [], weapon: 'Огненное дыхание', aim: 4 }],
  'ninth-age-aim-twice': [{ code: 'ninth-age-aim-twice', path: [], written: 4, given: 3 }],
  'ninth-age-veil-tokens-unused': [{ code: 'ninth-age-veil-tokens-unused', path: [], weapon: 'bow', veilTokens: 2 }],
  'ninth-age-unknown-attribute': [
    { code: 'ninth-age-unknown-attribute', path: [], attribute: 'Громоздкй (1)', suggestions: ['unwieldy'] },
    { code: 'ninth-age-unknown-attribute', path: [], attribute: 'Снайпер', suggestions: [] },
  ],
  'ninth-age-weapon-profile-needed': [
    { code: 'ninth-age-weapon-profile-needed', path: [], weapon: 'Баллиста', missing: ['range', 'strength'] },
    { code: 'ninth-age-weapon-profile-needed', path: [], weapon: 'Баллиста', missing: ['strength'] },
  ],
  'ninth-age-user-strength-needed': [{ code: 'ninth-age-user-strength-needed', path: [], weapon: 'throwing-weapons' }],
  'ninth-age-hp-lost-above-health': [{ code: 'ninth-age-hp-lost-above-health', path: [], hpLost: 3, hp: 3 }],
  'ninth-age-marched-without-march-and-shoot': [{ code: 'ninth-age-marched-without-march-and-shoot', path: [], weapon: 'crossbow' }],
  'ninth-age-move-or-fire-moved': [
    { code: 'ninth-age-move-or-fire-moved', path: [], weapon: 'Баллиста', movement: 'advance' },
    { code: 'ninth-age-move-or-fire-moved', path: [], weapon: 'Баллиста', movement: 'reform' },
    { code: 'ninth-age-move-or-fire-moved', path: [], weapon: 'Баллиста', movement: 'march' },
  ],
  'ninth-age-reload-stand-and-shoot': [{ code: 'ninth-age-reload-stand-and-shoot', path: [], weapon: 'Гарпунная пусковая установка' }],
  'ninth-age-shots-dice-unknown': [{ code: 'ninth-age-shots-dice-unknown', path: [], written: '2Д6' }],
  'ninth-age-hard-target-models-above': [{ code: 'ninth-age-hard-target-models-above', path: [], models: 12, unitModels: 10 }],
  'ninth-age-unknown-army': [
    { code: 'ninth-age-unknown-army', path: [], army: 'орки', known: ['гномы', 'гоблины'] },
  ],
  'ninth-age-profile-incomplete': [
    { code: 'ninth-age-profile-incomplete', path: [], name: 'Гномы/Стрелки', missing: ['HP', 'Res', 'Arm'] },
    { code: 'ninth-age-profile-incomplete', path: [], name: 'Гномы/Стрелки', missing: ['Arm'] },
  ],
  'ninth-age-minimum-range-not-below-range': [{ code: 'ninth-age-minimum-range-not-below-range', path: [], weapon: 'Катапульта', minRange: 60, range: 12 }],
  'ninth-age-within-minimum-range': [{ code: 'ninth-age-within-minimum-range', path: [], weapon: 'Гномья катапульта', distance: 11.5, minRange: 12 }],
  'ninth-age-no-characters': [{ code: 'ninth-age-no-characters', path: [], field: 'aimAt' }],
  'ninth-age-area-width-needed': [{ code: 'ninth-age-area-width-needed', path: [], weapon: 'Катапульта', models: 15 }],
  'ninth-age-area-field-unused': [
    { code: 'ninth-age-area-field-unused', path: [], field: 'width', weapon: 'crossbow' },
    { code: 'ninth-age-area-field-unused', path: [], field: 'facing', weapon: 'crossbow' },
  ],
  'ninth-age-champion-alone': [{ code: 'ninth-age-champion-alone', path: [], models: 1 }],
  'ninth-age-alone-field-unused': [
    { code: 'ninth-age-alone-field-unused', path: [], field: 'hpLost' },
    { code: 'ninth-age-alone-field-unused', path: [], field: 'hardTarget' },
  ],
  'ninth-age-no-model-left': [
    { code: 'ninth-age-no-model-left', path: [], characters: 0 },
    { code: 'ninth-age-no-model-left', path: [], characters: 2 },
  ],
  'ninth-age-character-no-weapon': [
    { code: 'ninth-age-character-no-weapon', path: [], field: 'hasShot' },
    { code: 'ninth-age-character-no-weapon', path: [], field: 'breathUsed' },
    { code: 'ninth-age-character-no-weapon', path: [], field: 'march-and-shoot' },
    { code: 'ninth-age-character-no-weapon', path: [], field: 'light-troops' },
  ],
  'ninth-age-character-rule-not-carried': [
    { code: 'ninth-age-character-rule-not-carried', path: [], name: 'Инквизитор', rule: 'hard-target' },
    { code: 'ninth-age-character-rule-not-carried', path: [], name: 'Инквизитор', rule: 'skirmisher' },
  ],
  'ninth-age-weapon-unusable': [
    { code: 'ninth-age-weapon-unusable', path: [], weapon: 'Ружьё гильдии', gap: 'no-profile', detail: 'Ружьё гильдии' },
    { code: 'ninth-age-weapon-unusable', path: [], weapon: 'Органное орудие', gap: 'dice-shots', detail: '2D6*2' },
    { code: 'ninth-age-weapon-unusable', path: [], weapon: 'Пушка', gap: 'bracketed-value', detail: '4 [10]' },
    { code: 'ninth-age-weapon-unusable', path: [], weapon: 'Мортира', gap: 'attribute-not-modelled', detail: 'catapult' },
    { code: 'ninth-age-weapon-unusable', path: [], weapon: 'Осиновый лук', gap: 'rule-not-modelled', detail: 'Всегда попадает при выпавшей меткости.' },
  ],
};
