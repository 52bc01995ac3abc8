/**
 * Reading a scenario from outside (a file, a link, the browser's storage): untrusted text,
 * checked by the library's parser before anything on the page changes.
 */
import { parseScenario, SCENARIO_MAX_BYTES, type ScenarioIssue } from '../../../src/scenario/index.js';
import type { BattleFile, Loaded, NotOnTable } from './battle-file.js';
import { checkFile, onTable } from './battle-file.js';

export type ImportProblem = { readonly kind: 'issues'; readonly issues: readonly ScenarioIssue[] } | NotOnTable;

export type Imported = { readonly ok: true; readonly loaded: Loaded } | { readonly ok: false; readonly problem: ImportProblem };

/** Scenario text to a battle, or every problem the library finds in it. */
export function importText(text: string): Imported {
  const parsed = parseScenario(text);
  if (!parsed.ok) return { ok: false, problem: { kind: 'issues', issues: parsed.issues } };
  const drawn = onTable(parsed.scenario);
  if (!drawn.ok) return drawn;
  // The text passed the parser, so the JSON value is the battle file it describes.
  return { ok: true, loaded: { file: JSON.parse(text) as BattleFile, scenario: drawn.scenario } };
}

/** An already-parsed value (from storage) to a battle. */
export function importValue(value: unknown): Imported {
  const checked = checkFile(value);
  if (checked.ok) return checked;
  return { ok: false, problem: 'issues' in checked ? { kind: 'issues', issues: checked.issues } : checked.problem };
}

/** A file too big to read is refused by its size, before its text is loaded. */
export function tooLarge(bytes: number): ImportProblem | null {
  return bytes > SCENARIO_MAX_BYTES ? { kind: 'issues', issues: [{ code: 'too-large', path: [], bytes, limit: SCENARIO_MAX_BYTES }] } : null;
}

/**
 * Whether a chosen file is a BattleScribe roster by its name (`.ros`, `.rosz`); the rest are
 * read as scenario files.
 *
 * @example
 * isRosterName('Reiklanders.ROSZ'); // true
 */
export const isRosterName = (name: string): boolean => /\.rosz?$/i.test(name);
