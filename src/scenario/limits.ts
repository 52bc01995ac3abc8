/**
 * The sizes a scenario may ask for, each checked before any work starts, so that every
 * command answers within about two seconds on a 2-core machine and a hostile file is
 * refused at once with its reason. docs/limits.md lists them for users.
 */
import type { ScenarioIssue } from './issues.js';

type Path = readonly (string | number)[];

/** Scenario text above this many bytes (UTF-8) is refused unread (the page reads untrusted files). */
export const SCENARIO_MAX_BYTES = 1024 * 1024;

/**
 * Arrays and objects nested deeper than this are refused before anything walks the value:
 * the deepest real scenario nests 8 levels, and recursive readers overflow the stack
 * somewhere in the thousands.
 */
export const SCENARIO_MAX_DEPTH = 32;

/** Models on one table, loose warriors and the models of unit blocks together. */
export const TABLE_MAX_MODELS = 400;

/** Corners of every outline on one table: terrain pieces, buildings and their floors. */
export const TABLE_MAX_CORNERS = 2000;

/**
 * Shots one attack or one unit's shooting may roll at once (every model's shots, every
 * batch or volley). The exact odds of a series grow with the square of its shots, and 200
 * shots at the largest unit the format allows are worked out in well under a second.
 */
export const ATTACK_MAX_SHOTS = 200;

/**
 * The deepest nesting of arrays and objects in JSON text, counted without parsing it.
 *
 * @example
 * jsonTextDepth('{"a": [1, {"b": "[["}]}'); // 3: brackets inside strings do not count
 */
export function jsonTextDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, (depth += 1));
    else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return deepest;
}

/** Whether a parsed JSON value nests deeper than `limit`, found without recursion. */
export function valueDeeperThan(value: unknown, limit: number): boolean {
  const stack: { readonly value: unknown; readonly depth: number }[] = [{ value, depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (item.value === null || typeof item.value !== 'object') continue;
    const depth = item.depth + 1;
    if (depth > limit) return true;
    for (const child of Object.values(item.value)) stack.push({ value: child, depth });
  }
  return false;
}

export function depthIssue(depth: number | null): ScenarioIssue {
  return { code: 'too-deep', path: [], limit: SCENARIO_MAX_DEPTH, ...(depth === null ? {} : { depth }) };
}

interface OutlinesFile {
  readonly terrain?: readonly { readonly outline: readonly unknown[] }[];
  readonly buildings?: readonly { readonly outline: readonly unknown[]; readonly floors: readonly { readonly outline?: readonly unknown[] }[] }[];
}

/** A battle's table over the corner limit, as an issue at its terrain (or its buildings, when they alone pass it). */
export function cornerIssues(field: OutlinesFile, at: Path): ScenarioIssue[] {
  const terrain = (field.terrain ?? []).reduce((sum, piece) => sum + piece.outline.length, 0);
  const buildings = (field.buildings ?? []).reduce((sum, b) => sum + b.outline.length + b.floors.reduce((n, f) => n + (f.outline?.length ?? 0), 0), 0);
  const corners = terrain + buildings;
  if (corners <= TABLE_MAX_CORNERS) return [];
  return [{ code: 'too-many-corners', path: [...at, terrain >= buildings ? 'terrain' : 'buildings'], corners, limit: TABLE_MAX_CORNERS }];
}

/** A table holding more models than the limit, as an issue at the list that holds them. */
export function modelCountIssues(models: number, at: Path): ScenarioIssue[] {
  return models > TABLE_MAX_MODELS ? [{ code: 'too-many-models-on-table', path: at, models, limit: TABLE_MAX_MODELS }] : [];
}

/** One shooting of more shots than the limit, at the place that sets its size. */
export function shotCountIssues(shots: number, at: Path): ScenarioIssue[] {
  return shots > ATTACK_MAX_SHOTS ? [{ code: 'too-many-shots', path: at, shots, limit: ATTACK_MAX_SHOTS }] : [];
}
