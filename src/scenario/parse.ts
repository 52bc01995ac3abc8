import * as z from 'zod';
import { MORDHEIM_DEFAULT_VARIANTS, type MordheimAttack, type MordheimBattle, type MordheimVariants } from '../games/mordheim/index.js';
import { jsonErrorOffset, lineAndColumn } from './json-position.js';
import { fromZodIssues } from './zod-issues.js';
import type { ScenarioIssue } from './issues.js';
import { mordheimAttackFromFile, mordheimAttackScenarioSchema, mordheimBattleFromFile, mordheimBattleScenarioSchema, mordheimScenarioSchema } from './mordheim.js';

/** Games as scenario files name them. Battleaxe and The Ninth Age join as they are built. */
export const scenarioSchema = mordheimScenarioSchema;

interface ScenarioHeader {
  readonly game: 'mordheim';
  readonly title?: string;
  readonly description?: string;
  readonly seed?: number;
  readonly variants: MordheimVariants;
}

/** A scenario ready for the library: a quick attack, or a battle on a table. */
export type Scenario = (ScenarioHeader & { readonly kind: 'attack'; readonly attack: MordheimAttack }) | (ScenarioHeader & { readonly kind: 'battle'; readonly battle: MordheimBattle });

export type ParseResult = { readonly ok: true; readonly scenario: Scenario } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

/** Scenario files larger than this are refused before parsing (the page reads untrusted files). */
export const SCENARIO_MAX_BYTES = 1024 * 1024;

export const GAMES = ['mordheim'] as const;
const gameSchema = z.object({ game: z.enum(GAMES) });

/**
 * Which form of file this is, decided before the full check so that a problem deep inside
 * an attack is reported where it is, not as "matches no form".
 */
function formOf(input: unknown): z.ZodType | ScenarioIssue[] {
  const game = gameSchema.safeParse(input);
  if (!game.success) return fromZodIssues(game.error.issues, gameSchema, input);
  const record = input as Record<string, unknown>;
  const hasAttack = record.attack !== undefined;
  const hasBattle = record.battle !== undefined;
  if (hasAttack === hasBattle) return [{ code: 'attack-or-battle', path: [], both: hasAttack }];
  return hasAttack ? mordheimAttackScenarioSchema : mordheimBattleScenarioSchema;
}

/** Validates an already-parsed JSON value. */
export function parseScenarioValue(input: unknown): ParseResult {
  const form = formOf(input);
  if (Array.isArray(form)) return { ok: false, issues: form };
  const parsed = (form as typeof scenarioSchema).safeParse(input);
  if (!parsed.success) return { ok: false, issues: fromZodIssues(parsed.error.issues, form, input) };
  const file = parsed.data;
  const header: ScenarioHeader = {
    game: file.game,
    ...(file.title !== undefined ? { title: file.title } : {}),
    ...(file.description !== undefined ? { description: file.description } : {}),
    ...(file.seed !== undefined ? { seed: file.seed } : {}),
    variants: { ...MORDHEIM_DEFAULT_VARIANTS, ...file.variants },
  };
  if ('attack' in file) {
    const result = mordheimAttackFromFile(file.attack, file.variants);
    return result.ok ? { ok: true, scenario: { ...header, kind: 'attack', attack: result.attack } } : result;
  }
  const result = mordheimBattleFromFile(file.battle);
  return result.ok ? { ok: true, scenario: { ...header, kind: 'battle', battle: result.battle } } : result;
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
