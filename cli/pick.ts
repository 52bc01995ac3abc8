// `--shooter`, `--target`, `--order`, `--from` and `--to` name a warrior, a unit or a model by
// its id or by the name the battle file gives it. Each game hands in what it has.
import { closestNames } from '../src/scenario/index.js';
import type { CliIssue } from '../i18n/index.js';
import type { CliContext } from './context.js';
import { cliProblem } from './problems.js';

/** Something an option may name: by its id, or by its name in the battle file (when it has one). */
export interface Nameable {
  readonly id: string;
  readonly name?: string | undefined;
}

/** What is being named: the words of the refusals differ ("no model", "no unit"). */
export type PickKind = 'model' | 'unit';

export type Picked = { readonly ok: true; readonly id: string } | { readonly ok: false; readonly issue: CliIssue };

/** Names compared as a player types them: case, runs of spaces and underscores do not matter (as closestNames compares). */
function nameKey(text: string): string {
  return text.trim().toLowerCase().replace(/[\s_]+/g, '-');
}

/** The names that match: written exactly so first, else written another way ("dieter" for "Dieter"). */
function byName(given: string, candidates: readonly Nameable[]): readonly Nameable[] {
  const exact = candidates.filter((c) => c.name === given);
  if (exact.length > 0) return exact;
  return candidates.filter((c) => c.name !== undefined && nameKey(c.name) === nameKey(given));
}

/**
 * Ids and names close to what was typed, as they are written; a name that reads as its
 * own id ("Marksman" for `marksman`) is offered once, by its id.
 */
export function nearIdsAndNames(given: string, candidates: readonly Nameable[]): string[] {
  const written = new Map<string, string>();
  for (const c of candidates) {
    if (!written.has(nameKey(c.id))) written.set(nameKey(c.id), c.id);
    if (c.name !== undefined && !written.has(nameKey(c.name))) written.set(nameKey(c.name), c.name);
  }
  return closestNames(given, [...written.keys()]).flatMap((key) => {
    const text = written.get(key);
    return text === undefined ? [] : [text];
  });
}

/**
 * The id an option names. An id wins over a name (a warrior may be named as another's id);
 * a name several share is refused with their ids; nothing matching gets the nearest ids and
 * names, or, when none is near, every id.
 */
export function pickByIdOrName(kind: PickKind, option: string, given: string, candidates: readonly Nameable[]): Picked {
  if (candidates.some((c) => c.id === given)) return { ok: true, id: given };
  const named = byName(given, candidates);
  const [only] = named;
  if (only !== undefined && named.length === 1) return { ok: true, id: only.id };
  const ids = named.map((c) => c.id);
  if (named.length > 1) return { ok: false, issue: kind === 'unit' ? { code: 'ambiguous-unit-name', option, name: given, ids } : { code: 'ambiguous-model-name', option, name: given, ids } };
  const suggestions = nearIdsAndNames(given, candidates);
  const known = candidates.map((c) => c.id);
  if (suggestions.length > 0) return { ok: false, issue: kind === 'unit' ? { code: 'unknown-unit-did-you-mean', option, id: given, suggestions } : { code: 'unknown-model-did-you-mean', option, id: given, suggestions } };
  return { ok: false, issue: kind === 'unit' ? { code: 'unknown-unit', option, id: given, known } : { code: 'unknown-model', option, id: given, known } };
}

/** The id an option names, or the command stops with the refusal (exit code 2). */
export function pickedId({ cat }: CliContext, kind: PickKind, option: string, given: string, candidates: readonly Nameable[]): string {
  const picked = pickByIdOrName(kind, option, given, candidates);
  if (!picked.ok) throw cliProblem(cat, picked.issue);
  return picked.id;
}
