/**
 * A quick description as the calculator holds it: the JSON of a single-shot scenario
 * (`{ game, attack: { shooter, weapon, target, circumstances } }`), read and changed by path.
 * The values are whatever the form or a link wrote; the library's parser judges them.
 */
import { isJsonObject } from './json.js';

/** A quick description as JSON: `{ game, attack: { shooter, weapon, target, circumstances } }`. */
export type QuickFile = Readonly<Record<string, unknown>>;

/** A place in a description: the keys from its top, `['attack', 'target', 'profile', 'T']`. */
export type Path = readonly string[];

export function valueAt(file: QuickFile, path: Path): unknown {
  let node: unknown = file;
  for (const key of path) {
    if (!isJsonObject(node)) return undefined;
    node = node[key];
  }
  return node;
}

/** The description with `value` at `path` (undefined removes the key); parents are made as needed. */
export function withValue(file: QuickFile, path: Path, value: unknown): QuickFile {
  const [key, ...rest] = path;
  if (key === undefined) return file;
  const copy: Record<string, unknown> = { ...file };
  if (rest.length === 0) {
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy;
  }
  const child = copy[key];
  copy[key] = withValue(isJsonObject(child) ? child : {}, rest, value);
  return copy;
}

/** A list field (kit, rules, keywords) with `item` in or out; an empty list is removed. */
export function withMember(file: QuickFile, path: Path, item: string, on: boolean): QuickFile {
  const current = valueAt(file, path);
  const list = Array.isArray(current) ? current.filter((x): x is string => typeof x === 'string' && x !== item) : [];
  const next = on ? [...list, item] : list;
  return withValue(file, path, next.length > 0 ? next : undefined);
}

/** The description with a list at `path`; an empty list is removed, as the files leave out what holds nothing. */
export function withList(file: QuickFile, path: Path, list: readonly string[]): QuickFile {
  return withValue(file, path, list.length > 0 ? [...list] : undefined);
}
