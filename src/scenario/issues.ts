import type { BattleaxeScenarioIssue } from './battleaxe-issues.js';
import type { ModelRuleKind } from '../games/mordheim/index.js';
import type { At } from './issue-at.js';
import type { NinthAgeScenarioIssue } from './ninth-age-issues.js';

/**
 * Problems found in a scenario, as codes with data (in the manner of zod's issues): the
 * CLI and the page put them into words through the catalogues. `path` locates the problem
 * in the file, e.g. ["attack", "target", "profile", "T"].
 */
export type ScenarioIssue =
  | BattleaxeScenarioIssue
  | NinthAgeScenarioIssue
  | At<'json-syntax', { readonly line: number; readonly column: number }>
  | At<'missing', { readonly expected: ExpectedKind }>
  | At<'wrong-type', { readonly expected: ExpectedKind; readonly received: ReceivedKind; readonly value: string; readonly min?: number; readonly max?: number }>
  | At<'out-of-range', { readonly min?: number; readonly max?: number; readonly value: string; readonly whole: boolean }>
  /** A string's characters or a list's items, fewer than `min` or more than `max`. */
  | At<'wrong-length', { readonly of: 'characters' | 'items'; readonly length: number; readonly min?: number; readonly max?: number }>
  | At<'not-one-of', { readonly options: readonly string[]; readonly value: string }>
  | At<'unknown-key', { readonly key: string }>
  | At<'no-form-matches', { readonly value: string }>
  | At<'unknown-weapon', { readonly name: string; readonly suggestions: readonly string[] }>
  | At<'unknown-model-rule', { readonly name: string; readonly kind: 'skill' | 'equipment'; readonly suggestions: readonly string[] }>
  | At<'model-rule-kind', { readonly name: string; readonly listed: 'skill' | 'equipment'; readonly is: ModelRuleKind }>
  | At<'two-body-armours', { readonly pieces: readonly string[] }>
  | At<'wounds-left-above-wounds', { readonly woundsLeft: number; readonly wounds: number }>
  | At<'move-or-fire-after-moving', { readonly weapon: string }>
  | At<'fire-twice-not-allowed', { readonly weapon: string }>
  | At<'fire-twice-after-moving', { readonly weapon: string }>
  | At<'fire-twice-too-far', { readonly weapon: string; readonly distance: number; readonly limit: number }>
  | At<'fire-twice-shots', { readonly shots: number }>
  /** M-17: `barrels: 2` with a weapon that has no second barrel. */
  | At<'barrels-not-allowed', { readonly weapon: string }>
  /** M-17: both barrels are one to-hit roll, so `shots` other than 1 contradicts them. */
  | At<'barrels-shots', { readonly shots: number }>
  | At<'long-range-conflict', { readonly distance: number; readonly halfRange: number; readonly longRange: boolean }>
  | At<'strength-needed', { readonly weapon: string }>
  /** A weapon whose range is the thrower's Strength times a number (Mordheim's blessed water) needs that Strength. */
  | At<'range-strength-needed', { readonly weapon: string; readonly perStrength: number }>
  /** Mordheim's net: the target's own Strength settles whether it tears the net, so it is needed. */
  | At<'target-strength-needed', { readonly weapon: string }>
  /** Mordheim's blessed water in the hands of a warrior who may not use it (its kind: Undead, Possessed). */
  | At<'blessed-water-forbidden', { readonly weapon: string; readonly kind: 'undead' | 'possessed' }>
  /** `atLeast`: the input was a stream, read only until it passed the limit, so `bytes` is how far it got. */
  | At<'too-large', { readonly bytes: number; readonly limit: number; readonly atLeast?: true }>
  /** `depth` is absent when the value was refused as soon as it passed the limit. */
  | At<'too-deep', { readonly limit: number; readonly depth?: number }>
  | At<'too-many-models-on-table', { readonly models: number; readonly limit: number }>
  | At<'too-many-corners', { readonly corners: number; readonly limit: number }>
  | At<'too-many-shots', { readonly shots: number; readonly limit: number }>
  | At<'duplicate-id', { readonly id: string }>
  | At<'outline-crosses-itself', object>
  | At<'off-table', { readonly x: number; readonly y: number; readonly width: number; readonly depth: number }>
  | At<'off-floor', { readonly floor: string }>
  | At<'bases-overlap', { readonly other: string }>
  | At<'unknown-floor', { readonly floor: string; readonly known: readonly string[] }>
  | At<'floor-and-elevation', object>
  | At<'unknown-model', { readonly id: string; readonly known: readonly string[] }>
  | At<'attack-or-battle', { readonly both: boolean }>
  | At<'too-many-models', { readonly models: number; readonly room: number }>
  | At<'unknown-profile', { readonly name: string; readonly suggestions: readonly string[] }>
  | At<'ambiguous-profile', { readonly name: string; readonly matches: readonly string[] }>
  | At<'profiles-not-loaded', { readonly name: string }>;

/** The code of a scenario issue: what the catalogues key their messages by. */
export type ScenarioIssueCode = ScenarioIssue['code'];
/** What kind of value a place in the file wants, as a wrong-type issue says it. */
export type ExpectedKind = 'number' | 'whole-number' | 'string' | 'boolean' | 'object' | 'array' | 'value';
/** What kind of value the file held there instead. */
export type ReceivedKind = 'number' | 'string' | 'boolean' | 'object' | 'array' | 'null' | 'nothing';

/**
 * "attack.target.profile.T", "forces[1].models[0]"; the empty path is the file itself.
 *
 * @example
 * formatPath(['attack', 'target', 'profile', 'T']); // 'attack.target.profile.T'
 * formatPath(['forces', 1, 'models', 0]); // 'forces[1].models[0]'
 */
export function formatPath(path: readonly (string | number)[]): string {
  return path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part), '');
}

export function receivedKind(value: unknown): ReceivedKind {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'boolean';
  return 'object';
}

/**
 * A short, safe rendering of what the file held, for messages.
 *
 * @example
 * describeValue('crossbow'); // '"crossbow"'
 * describeValue({ name: 'a very long name that goes on and on and on' }); // cut at 37 characters, then '...'
 */
export function describeValue(value: unknown): string {
  if (value === undefined) return '';
  const text = JSON.stringify(value) ?? typeof value;
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
