/**
 * How a name given by a scenario or the command line finds an entry of the community's data
 * ("Reiklanders/Marksman", "Empire of Sonnstahl/State Militia", or the entry alone), and the
 * nearest names when none is found. Kept apart from the readers (no XML, no games) so the page
 * can match names against its compact library the same way the CLI matches the full one.
 */
import { editDistance } from '../../scenario/index.js';

/**
 * BattleScribe names carry stray zero-width spaces and edition tags; this is the name to show.
 *
 * @example
 * cleanName('Marksman\u200B  (1a)'); // 'Marksman (1a)'
 */
export function cleanName(name: string): string {
  return name
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * For matching names: lower case, one space, no punctuation around words.
 *
 * @example
 * nameKey("Witch Hunter's  Captain"); // 'witch hunters captain'
 */
export function nameKey(name: string): string {
  return cleanName(name)
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}/+]+/gu, ' ')
    .trim();
}

/**
 * The keys of `names` (`nameKey`), as a set made at its first use: a module's lists of names
 * made into keys when it loaded cost every command some 2 ms (the data is read by a few), as
 * the Unicode expression `nameKey` uses is compiled and run for each.
 *
 * @example
 * const rules = keySetOf(['Fear', 'Hatred']); // nothing worked out yet
 * rules.has('fear'); // true: the keys are made now, once
 */
export function keySetOf(names: readonly string[]): ReadonlySet<string> {
  return new LazyKeySet(names);
}

class LazyKeySet implements ReadonlySet<string> {
  #keys: Set<string> | null = null;

  constructor(private readonly names: readonly string[]) {}

  #built(): Set<string> {
    this.#keys ??= new Set(this.names.map(nameKey));
    return this.#keys;
  }

  get size(): number {
    return this.#built().size;
  }

  has(key: string): boolean {
    return this.#built().has(key);
  }

  forEach(callback: (value: string, key: string, set: ReadonlySet<string>) => void, thisArg?: unknown): void {
    this.#built().forEach((value, key) => callback.call(thisArg, value, key, this));
  }

  entries(): SetIterator<[string, string]> {
    return this.#built().entries();
  }

  keys(): SetIterator<string> {
    return this.#built().keys();
  }

  values(): SetIterator<string> {
    return this.#built().values();
  }

  [Symbol.iterator](): SetIterator<string> {
    return this.#built()[Symbol.iterator]();
  }
}

/**
 * A table's value for a key the table itself holds, through a Map: never one of every object's
 * own properties (a roster may name a weapon "constructor"), and quick for keys made fresh
 * from a file (looking such a key up on an object first makes V8 intern the string).
 */
export function tableLookup<V>(table: Readonly<Record<string, V>>): (key: string) => V | undefined {
  const entries = new Map(Object.entries(table));
  return (key) => entries.get(key);
}

const SUGGESTIONS = 3;

/**
 * Up to three names close to the one given (by edit distance, else by containing it); equally
 * close names alphabetically, so the answer does not hang on the order the data lists them in
 * (the page's compact library lists them otherwise than the full one).
 *
 * @example
 * // library: the Mordheim library of buildMordheimLibrary's example
 * suggestNames('Reiklanders/Marksmun', library.warbands.flatMap((b) => b.warriors.map((w) => w.key)));
 * // ['Reiklanders/Marksmen', 'Averlanders/Marksmen', 'Reiklanders/Swordsmen']
 */
export function suggestNames(name: string, candidates: readonly string[]): string[] {
  const wanted = nameKey(name);
  const scored = candidates.map((c) => ({ c, d: editDistance(wanted, nameKey(c)) }));
  const alphabetical = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const near = scored.filter((s) => s.d <= Math.max(2, Math.floor(wanted.length / 4))).sort((a, b) => a.d - b.d || alphabetical(a.c, b.c));
  const found = near.length > 0 ? near.map((s) => s.c) : candidates.filter((c) => nameKey(c).includes(wanted) || wanted.includes(nameKey(c))).sort(alphabetical);
  const seen = new Set<string>();
  return found.filter((c) => !seen.has(nameKey(c)) && seen.add(nameKey(c))).slice(0, SUGGESTIONS);
}

/** An entry as names find it: "Group/Name" as its key, its group (warband, army), its own name and its other names. */
export interface NamedEntry {
  readonly key: string;
  readonly group: string;
  readonly name: string;
  readonly aliases: readonly string[];
}

/**
 * How other names count: `with-name` — as good as the entry's own (a Mordheim warrior's
 * "Marksman" for "Marksmen"); `fallback` — only when no entry has the name as its own (a Ninth
 * Age unit found by its model's name).
 */
export type AliasUse = 'with-name' | 'fallback';

/** Every entry a name could mean: "Group/Name", or the name alone in any group. */
export function findNamed<E>(entries: readonly E[], name: string, named: (entry: E) => NamedEntry, aliases: AliasUse): E[] {
  const slash = name.indexOf('/');
  const group = slash < 0 ? null : nameKey(name.slice(0, slash));
  const own = nameKey(slash < 0 ? name : name.slice(slash + 1));
  const inGroup = entries.filter((e) => group === null || nameKey(named(e).group) === group);
  const hasName = (e: E) => nameKey(named(e).name) === own;
  const hasAlias = (e: E) => named(e).aliases.some((a) => nameKey(a) === own);
  switch (aliases) {
    case 'with-name':
      return inGroup.filter((e) => hasName(e) || hasAlias(e));
    case 'fallback': {
      const byName = inGroup.filter(hasName);
      return byName.length > 0 ? byName : inGroup.filter(hasAlias);
    }
  }
}

/**
 * `findNamed` for many names against one list (a roster's selections against a library): each
 * entry's names are keyed once, and a name finds its entries through a map, where
 * `findNamed` keys the whole list again for every name. Same entries, in the same order.
 */
export function namedFinder<E>(entries: readonly E[], named: (entry: E) => NamedEntry, aliases: AliasUse): (name: string) => E[] {
  const groups = entries.map((e) => nameKey(named(e).group));
  const byName = new Map<string, number[]>();
  const byAlias = new Map<string, number[]>();
  const file = (map: Map<string, number[]>, key: string, index: number) => {
    const list = map.get(key);
    if (list === undefined) map.set(key, [index]);
    else if (list[list.length - 1] !== index) list.push(index);
  };
  entries.forEach((e, index) => {
    const n = named(e);
    file(byName, nameKey(n.name), index);
    for (const alias of n.aliases) file(byAlias, nameKey(alias), index);
  });
  return (name) => {
    const slash = name.indexOf('/');
    const group = slash < 0 ? null : nameKey(name.slice(0, slash));
    const own = nameKey(slash < 0 ? name : name.slice(slash + 1));
    const inGroup = (indices: readonly number[]) =>
      indices.flatMap((i) => {
        const entry = entries[i];
        return entry !== undefined && (group === null || groups[i] === group) ? [entry] : [];
      });
    const withName = byName.get(own) ?? [];
    const withAlias = byAlias.get(own) ?? [];
    switch (aliases) {
      case 'with-name':
        return inGroup([...new Set([...withName, ...withAlias])].sort((a, b) => a - b));
      case 'fallback': {
        const found = inGroup(withName);
        return found.length > 0 ? found : inGroup(withAlias);
      }
    }
  };
}

export type NamedLookup<E> =
  | { readonly ok: true; readonly entry: E }
  | { readonly ok: false; readonly code: 'unknown'; readonly suggestions: readonly string[] }
  | { readonly ok: false; readonly code: 'ambiguous'; readonly matches: readonly string[] };

/**
 * The one entry a name means, else the nearest names ("Group/Name" suggested for a name given
 * with its group, the name alone otherwise) or every entry it could mean.
 */
export function lookUpNamed<E>(entries: readonly E[], name: string, named: (entry: E) => NamedEntry, aliases: AliasUse): NamedLookup<E> {
  const matches = findNamed(entries, name, named, aliases);
  const [entry] = matches;
  if (entry === undefined) {
    // Other names are suggested only where they find an entry as well as its own name does.
    const keys = entries.flatMap((e) => {
      const n = named(e);
      return [n.key, ...(aliases === 'with-name' ? n.aliases.map((a) => `${n.group}/${a}`) : [])];
    });
    return { ok: false, code: 'unknown', suggestions: suggestNames(name, name.includes('/') ? keys : keys.map((k) => k.slice(k.indexOf('/') + 1))) };
  }
  // Alphabetical: the page's compact library holds the entries in another order than the data (loaded ones first).
  if (matches.length > 1) return { ok: false, code: 'ambiguous', matches: matches.map((m) => named(m).key).sort() };
  return { ok: true, entry };
}
