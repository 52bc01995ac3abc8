import type { At } from './issue-at.js';

/**
 * Problems only Battleaxe scenario files can have, as codes with data (see issues.ts). The
 * catalogue's texts for them live in i18n/battleaxe.ts (`battleaxeIssuesEn`, `battleaxeIssuesRu`).
 * Codes start with `battleaxe-` so they never meet another game's.
 */
export type BattleaxeScenarioIssue =
  /** An attack is a unit shooting (`shooter` and `weapon`) or hits that skip the to-hit roll (`hits`): one of the two. */
  | At<'battleaxe-shooting-or-hits', { readonly both: boolean }>
  /** To-hit circumstances or batches given with hits that are not rolled to hit (B-14). */
  | At<'battleaxe-hits-not-rolled', { readonly field: 'circumstances' | 'batches' | 'models' }>
  /** `shooter.models` and `batches` both say how many models shoot. */
  | At<'battleaxe-models-and-batches', object>
  /** `shooter.files` picks the front rank of `shooter.models` (B-15); `batches` say who shoots themselves. */
  | At<'battleaxe-files-and-batches', object>
  /** A volley with a weapon that cannot fire one (B-7). */
  | At<'battleaxe-volley-not-allowed', { readonly weapon: string }>
  /** The distance given is beyond the weapon's range. */
  | At<'battleaxe-out-of-range', { readonly distance: number; readonly range: number }>
  /** `pointBlank` says otherwise than the distance given (B-5: 4" or closer). */
  | At<'battleaxe-point-blank-conflict', { readonly distance: number; readonly limit: number; readonly pointBlank: boolean }>
  /** Wounds on the model in line must be fewer than its Wounds (B-13). */
  | At<'battleaxe-wounds-on-current', { readonly woundsOnCurrent: number; readonly wounds: number }>
  /** A unit cannot have begun with fewer models than it has. */
  | At<'battleaxe-starting-models', { readonly models: number; readonly startingModels: number }>
  /** Characters or a champion joined to the target: not built for Battleaxe yet. */
  | At<'battleaxe-characters-not-built', { readonly field: 'characters' | 'champion' }>;

/** One example of each issue, for the catalogue tests (every code worded in both languages). */
export const BATTLEAXE_ISSUE_SAMPLES: { readonly [C in BattleaxeScenarioIssue['code']]: readonly Extract<BattleaxeScenarioIssue, { code: C }>[] } = {
  'battleaxe-shooting-or-hits': [
    { code: 'battleaxe-shooting-or-hits', path: [], both: true },
    { code: 'battleaxe-shooting-or-hits', path: [], both: false },
  ],
  'battleaxe-hits-not-rolled': [{ code: 'battleaxe-hits-not-rolled', path: [], field: 'circumstances' }],
  'battleaxe-models-and-batches': [{ code: 'battleaxe-models-and-batches', path: [] }],
  'battleaxe-files-and-batches': [{ code: 'battleaxe-files-and-batches', path: [] }],
  'battleaxe-volley-not-allowed': [{ code: 'battleaxe-volley-not-allowed', path: [], weapon: 'crossbow' }],
  'battleaxe-out-of-range': [{ code: 'battleaxe-out-of-range', path: [], distance: 20, range: 18 }],
  'battleaxe-point-blank-conflict': [{ code: 'battleaxe-point-blank-conflict', path: [], distance: 6, limit: 4, pointBlank: true }],
  'battleaxe-wounds-on-current': [{ code: 'battleaxe-wounds-on-current', path: [], woundsOnCurrent: 3, wounds: 3 }],
  'battleaxe-starting-models': [{ code: 'battleaxe-starting-models', path: [], models: 5, startingModels: 4 }],
  'battleaxe-characters-not-built': [
    { code: 'battleaxe-characters-not-built', path: [], field: 'characters' },
    { code: 'battleaxe-characters-not-built', path: [], field: 'champion' },
  ],
};
