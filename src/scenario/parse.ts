import * as z from 'zod';
import type { MordheimAttack } from '../games/mordheim/index.js';
import { jsonErrorOffset, lineAndColumn } from './json-position.js';
import { fromZodIssues } from './zod-issues.js';
import type { ScenarioIssue } from './issues.js';
import { mordheimAttackFromFile, mordheimScenarioSchema } from './mordheim.js';

/** Games as scenario files name them. Battleaxe and The Ninth Age join as they are built. */
export const scenarioSchema = z.discriminatedUnion('game', [mordheimScenarioSchema]);

/** A scenario ready for the library: the game, the attack and what the file said besides. */
export type Scenario = {
  readonly game: 'mordheim';
  readonly title?: string;
  readonly description?: string;
  readonly seed?: number;
  readonly attack: MordheimAttack;
};

export type ParseResult = { readonly ok: true; readonly scenario: Scenario } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

/** Scenario files larger than this are refused before parsing (the page reads untrusted files). */
export const SCENARIO_MAX_BYTES = 1024 * 1024;

/** Validates an already-parsed JSON value. */
export function parseScenarioValue(input: unknown): ParseResult {
  const parsed = scenarioSchema.safeParse(input);
  if (!parsed.success) return { ok: false, issues: fromZodIssues(parsed.error.issues, scenarioSchema, input) };
  const file = parsed.data;
  switch (file.game) {
    case 'mordheim': {
      const result = mordheimAttackFromFile(file);
      if (!result.ok) return result;
      return {
        ok: true,
        scenario: {
          game: file.game,
          ...(file.title !== undefined ? { title: file.title } : {}),
          ...(file.description !== undefined ? { description: file.description } : {}),
          ...(file.seed !== undefined ? { seed: file.seed } : {}),
          attack: result.attack,
        },
      };
    }
  }
}

/**
 * Parses scenario text: JSON syntax first (with line and column), then the schema, then
 * the rules' own checks. Every problem found is reported, each once, with its path.
 */
export function parseScenario(text: string): ParseResult {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > SCENARIO_MAX_BYTES) return { ok: false, issues: [{ code: 'too-large', path: [], bytes, limit: SCENARIO_MAX_BYTES }] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const offset = jsonErrorOffset(text);
    return { ok: false, issues: [{ code: 'json-syntax', path: [], ...lineAndColumn(text, offset < 0 ? text.length : offset) }] };
  }
  return parseScenarioValue(value);
}

/** The scenario format as a JSON Schema, for editors to validate and autocomplete. */
export function scenarioJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(scenarioSchema, { target: 'draft-2020-12', unrepresentable: 'any' });
}
