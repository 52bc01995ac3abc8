/**
 * Files that name the community's profiles ("profile": "Reiklanders/Marksman"): the page reads
 * them with the lookups the command line uses, built over its compact library, and keeps the
 * file with the names written out as numbers, so every later edit, export, share link and the
 * stored battle read without any library. DOM-free.
 */
import { lookUpNamed, type NamedEntry } from '../../../src/data/bsdata/names.js';
import { namedProfilesWrittenOut, type NamedNinthAgeUnit, type ParseOptions, type ScenarioIssue } from '../../../src/scenario/index.js';
import type { ImportProblem } from './import.js';
import { loadProfileLibrary, type IncompletePick, type MordheimPick, type NinthAgePick, type WebProfileLibrary } from './profile-library.js';

/** "Group/Name" split as the command line splits the data's keys. */
function entryNames(entry: { readonly key: string; readonly aliases: readonly string[] }): NamedEntry {
  const slash = entry.key.indexOf('/');
  return { key: entry.key, group: entry.key.slice(0, slash), name: entry.key.slice(slash + 1), aliases: entry.aliases };
}

/** An entry the data names: one a shot can use, or one whose profile lacks what a shot needs. */
type Listed<P, I extends IncompletePick> = { readonly usable: true; readonly pick: P } | { readonly usable: false; readonly pick: I };

/** A Ninth Age pick as the parser's named unit: every weapon the data lists, each usable or with the reason it is not. */
function namedNinthAgeUnit(pick: NinthAgePick): NamedNinthAgeUnit {
  return {
    profile: pick.profile,
    hardTarget: pick.hardTarget,
    rules: pick.rules,
    ...(pick.type === undefined ? {} : { type: pick.type }),
    weapons: [
      ...pick.weapons.map(({ name, aim, weapon }) => ({ name, aim, use: { ok: true as const, weapon } })),
      ...pick.unusable.map((w) => (w.gap === 'no-aim' ? { name: w.name, aim: null, use: { ok: true as const, weapon: w.weapon } } : { name: w.name, aim: null, use: { ok: false as const, gap: w.gap, detail: w.detail } })),
    ],
  };
}

/**
 * The scenario parser's lookups over the page's library: the same matching as the command
 * line's (`lookUpNamed`, src/data/bsdata/names.ts) over the same entries, so a name finds the
 * same warrior or unit (any case, "Marksman" for "Marksmen"), an unknown one the same
 * nearest names, and one the data gives no usable profile the same refusal.
 */
export function libraryLookups(library: WebProfileLibrary): ParseOptions {
  const mordheim: Listed<MordheimPick, IncompletePick>[] = [...library.mordheim.map((pick) => ({ usable: true as const, pick })), ...library.incomplete.mordheim.map((pick) => ({ usable: false as const, pick }))];
  const ninthAge: Listed<NinthAgePick, WebProfileLibrary['incomplete']['ninthAge'][number]>[] = [...library.ninthAge.map((pick) => ({ usable: true as const, pick })), ...library.incomplete.ninthAge.map((pick) => ({ usable: false as const, pick }))];
  return {
    profiles: (name) => {
      const found = lookUpNamed(mordheim, name, (e) => entryNames(e.pick), 'with-name');
      if (!found.ok) return found.code === 'unknown' ? { ok: false, reason: 'unknown', suggestions: found.suggestions } : { ok: false, reason: 'ambiguous', matches: found.matches };
      // The command line names no alternative for a warrior whose profile is incomplete.
      return found.entry.usable ? { ok: true, value: { profile: found.entry.pick.profile, rules: found.entry.pick.rules } } : { ok: false, reason: 'unknown', suggestions: [] };
    },
    ninthAgeUnits: (name) => {
      const found = lookUpNamed(ninthAge, name, (e) => entryNames(e.pick), 'fallback');
      if (!found.ok) return found.code === 'unknown' ? { ok: false, reason: 'unknown', suggestions: found.suggestions } : { ok: false, reason: 'ambiguous', matches: found.matches };
      const entry = found.entry;
      return entry.usable ? { ok: true, value: namedNinthAgeUnit(entry.pick) } : { ok: false, reason: 'incomplete', missing: entry.pick.missing };
    },
  };
}

/** Whether what stopped a file is that it names profiles the page has not loaded: then `writeNamesOut` may open it. */
export function namesProfilesUnloaded(problem: ImportProblem): boolean {
  return problem.kind === 'issues' && problem.issues.some((issue) => issue.code === 'profiles-not-loaded');
}

/** A file's text with its names written out, and the names filled; or why it cannot be (an unknown name, with its path and the nearest names). */
export type NamesWrittenOutText = { readonly ok: true; readonly text: string; readonly filled: readonly string[] } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

/**
 * Loads the page's library and writes the file's names out as numbers. The text is JSON the
 * sync parser already read (it stopped only at the names).
 */
export async function writeNamesOut(text: string, load: () => Promise<WebProfileLibrary> = loadProfileLibrary): Promise<NamesWrittenOutText> {
  const lookups = libraryLookups(await load());
  const written = namedProfilesWrittenOut(JSON.parse(text), lookups);
  if (!written.ok) return written;
  return { ok: true, text: JSON.stringify(written.value, null, 2), filled: [...new Set(written.filled.map((f) => f.name))] };
}

export type ColumnsWrittenOut =
  | { readonly ok: true; readonly columns: readonly unknown[]; readonly filled: readonly string[] }
  | { readonly ok: false; readonly issues: readonly { readonly column: number; readonly issue: ScenarioIssue }[] };

/** A calculator's quick descriptions (a link's columns) with their names written out; what stops any, with its column. */
export async function columnsWrittenOut(columns: readonly unknown[], load: () => Promise<WebProfileLibrary> = loadProfileLibrary): Promise<ColumnsWrittenOut> {
  const lookups = libraryLookups(await load());
  const written = columns.map((column) => namedProfilesWrittenOut(column, lookups));
  const issues = written.flatMap((w, column) => (w.ok ? [] : w.issues.map((issue) => ({ column, issue }))));
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    columns: written.map((w, i) => (w.ok ? w.value : columns[i])),
    filled: [...new Set(written.flatMap((w) => (w.ok ? w.filled.map((f) => f.name) : [])))],
  };
}
