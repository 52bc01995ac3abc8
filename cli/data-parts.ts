// What every game's `profiles` listing and `roster` import share (cli/<game>-data.ts).
import { isFatal, nameKey, type BsdataProblem } from '../src/data/bsdata/index.js';

export const INDENT = '  ';

/** Whether any of an entry's texts contains the search, compared as names are (case and accents aside); no search matches all. */
export function matchesSearch(search: string | undefined, texts: readonly string[]): boolean {
  if (search === undefined || search.trim() === '') return true;
  const wanted = nameKey(search);
  return texts.some((t) => nameKey(t).includes(wanted));
}

/** `wanted`, or `wanted-2`, `wanted-3`… the first that no id in `taken` has. */
export function uniqueId(wanted: string, taken: readonly string[]): string {
  let id = wanted;
  for (let n = 2; taken.includes(id); n += 1) id = `${wanted}-${n}`;
  return id;
}

/** The problems of an import that went through: its warnings. */
export const warningsOf = (problems: readonly BsdataProblem[]): BsdataProblem[] => problems.filter((p) => !isFatal(p));

/** Where a roster's side is placed: the far edge of a battle that has a side already. */
export type Table = { width: number; depth: number };
