/**
 * Mutations of a JSON document, each a small piece of data fast-check can generate and shrink:
 * type swaps, missing and extra fields, edge numbers and tokens, duplicates (ids twice, models
 * stacked at one spot), degenerate outlines, deep nesting; and damage to the text itself.
 * Each mutation picks its node among those it applies to, so almost every one changes something.
 */
import fc from 'fast-check';
import { docAt, docChanged, docNodes, DocObject, isList, RawToken, type Doc, type DocPath } from './doc.js';
import { nastyString, nastyValue } from './nasty.js';

export const NUMBER_EDGES = ['negate', 'half', 'thousandfold', 'zero', 'minus-zero', 'plus-one', 'minus-one', 'as-string', 'as-score', 'huge', 'infinity', 'nan', 'unsafe-integer', 'ten-thousand'] as const;
export type NumberEdge = (typeof NUMBER_EDGES)[number];

export const OUTLINE_DAMAGE = ['collapse', 'bow-tie', 'line', 'huge', 'reverse', 'tiny', 'many'] as const;
export type OutlineDamage = (typeof OUTLINE_DAMAGE)[number];

export type Mutation =
  | { readonly op: 'replace'; readonly at: number; readonly value: Doc }
  | { readonly op: 'number-edge'; readonly at: number; readonly how: NumberEdge }
  | { readonly op: 'delete'; readonly at: number }
  | { readonly op: 'add-field'; readonly at: number; readonly key: string; readonly value: Doc }
  | { readonly op: 'duplicate'; readonly at: number; readonly times: number }
  | { readonly op: 'copy-sibling'; readonly at: number; readonly from: number }
  | { readonly op: 'wrap'; readonly at: number; readonly depth: number; readonly inObject: boolean }
  | { readonly op: 'outline'; readonly at: number; readonly how: OutlineDamage }
  | { readonly op: 'duplicate-key'; readonly at: number; readonly value: Doc }
  | { readonly op: 'vocabulary'; readonly at: number; readonly word: number };

export type TextDamage =
  | { readonly kind: 'bom' }
  | { readonly kind: 'truncate'; readonly at: number }
  | { readonly kind: 'insert'; readonly at: number; readonly text: string }
  | { readonly kind: 'nan-token'; readonly token: string }
  | { readonly kind: 'crlf' }
  | { readonly kind: 'trailing-comma' }
  | { readonly kind: 'comment' };

const at = fc.nat({ max: 100_000 });

/** How many copies: mostly a few, sometimes thousands (a warband of 5,000 models). */
const copies = fc.oneof({ weight: 12, arbitrary: fc.integer({ min: 1, max: 3 }) }, { weight: 3, arbitrary: fc.integer({ min: 10, max: 100 }) }, { weight: 1, arbitrary: fc.integer({ min: 1000, max: 5000 }) });

/** How deep to nest: mostly a little, rarely the thousands that overflow a recursive reader. */
const nesting = fc.oneof({ weight: 20, arbitrary: fc.integer({ min: 1, max: 30 }) }, { weight: 1, arbitrary: fc.integer({ min: 1000, max: 6000 }) });

const extraKey = fc.oneof({ weight: 3, arbitrary: fc.constantFrom('extra', 'id', 'name', 'models', 'shots', 'profile', 'weapons', 'state', 'seed', 'variants', '$schema', '__proto__', 'constructor') }, { weight: 1, arbitrary: nastyString });

export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ op: fc.constant('replace' as const), at, value: nastyValue }) },
  { weight: 7, arbitrary: fc.record({ op: fc.constant('number-edge' as const), at, how: fc.constantFrom(...NUMBER_EDGES) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('delete' as const), at }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('add-field' as const), at, key: extraKey, value: nastyValue }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('duplicate' as const), at, times: copies }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('copy-sibling' as const), at, from: fc.nat({ max: 50 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('wrap' as const), at, depth: nesting, inObject: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('outline' as const), at, how: fc.constantFrom(...OUTLINE_DAMAGE) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('duplicate-key' as const), at, value: nastyValue }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('vocabulary' as const), at, word: fc.nat({ max: 10_000 }) }) },
);

export const textDamageArbitrary: fc.Arbitrary<TextDamage> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: 'bom' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('truncate' as const), at }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('insert' as const), at, text: fc.constantFrom(',', '}', ']', '"', '\u0000', 'NaN', '/*', '\\', '\ud800', '{"a":') }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('nan-token' as const), token: fc.constantFrom('NaN', 'Infinity', '-Infinity', 'undefined', '1e999') }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'crlf' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'trailing-comma' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'comment' as const }) },
);

const isNumberPair = (doc: Doc | undefined): boolean => isList(doc) && doc.length === 2 && doc.every((n) => typeof n === 'number');

/** An outline: three or more [x, y] pairs. */
const isOutline = (doc: Doc): doc is readonly (readonly [number, number])[] => isList(doc) && doc.length >= 3 && doc.every(isNumberPair);

function numberEdge(value: number, how: NumberEdge): Doc {
  switch (how) {
    case 'negate':
      return -value;
    case 'half':
      return value + 0.5;
    case 'thousandfold':
      return value * 1000;
    case 'zero':
      return 0;
    case 'minus-zero':
      return -0;
    case 'plus-one':
      return value + 1;
    case 'minus-one':
      return value - 1;
    case 'as-string':
      return String(value);
    case 'as-score':
      return `${value}+`;
    case 'huge':
      return 1e300;
    case 'infinity':
      return new RawToken(value < 0 ? '-1e999' : '1e999');
    case 'nan':
      return new RawToken('NaN');
    case 'unsafe-integer':
      return 2 ** 53 + 2;
    case 'ten-thousand':
      return 10_000;
  }
}

function outlineDamaged(points: readonly (readonly [number, number])[], how: OutlineDamage): Doc {
  const [first = [0, 0]] = points;
  const [x, y] = first;
  switch (how) {
    case 'collapse':
      return points.map(() => [x, y]);
    case 'bow-tie': {
      // Swapping two neighbouring corners of a quadrilateral makes its sides cross.
      const swapped = [...points];
      [swapped[1], swapped[2]] = [points[2] as readonly [number, number], points[1] as readonly [number, number]];
      return swapped.map((p) => [...p]);
    }
    case 'line':
      return points.map((_, i) => [x + i, y + i]);
    case 'huge':
      return points.map(([px, py]) => [px * 1e6, py * 1e6]);
    case 'reverse':
      return [...points].reverse().map((p) => [...p]);
    case 'tiny':
      return points.map(([px, py]) => [x + (px - x) * 1e-9, y + (py - y) * 1e-9]);
    case 'many':
      return Array.from({ length: 210 }, (_, i) => [...(points[i % points.length] as readonly [number, number])]);
  }
}

function nested(node: Doc, depth: number, inObject: boolean): Doc {
  let doc = node;
  for (let i = 0; i < depth; i += 1) doc = inObject ? new DocObject([['a', doc]]) : [doc];
  return doc;
}

const parentPath = (path: DocPath): DocPath => path.slice(0, -1);
const lastIndex = (path: DocPath): number => Number(path[path.length - 1]);

function removedAt(parent: Doc, index: number): Doc {
  if (parent instanceof DocObject) return new DocObject(parent.entries.filter((_, i) => i !== index));
  if (isList(parent)) return parent.filter((_, i) => i !== index);
  return parent;
}

function duplicatedAt(parent: Doc, index: number, times: number): Doc {
  if (!isList(parent)) return parent;
  const items = parent;
  const item = items[index] as Doc;
  return [...items.slice(0, index + 1), ...Array.from({ length: times }, () => item), ...items.slice(index + 1)];
}

type Node = { readonly path: DocPath; readonly node: Doc };

/** The nodes a mutation may act on. */
function eligible(mutation: Mutation, doc: Doc, nodes: readonly Node[]): readonly Node[] {
  switch (mutation.op) {
    case 'replace':
      return nodes.filter((n) => n.path.length > 0);
    case 'number-edge':
      return nodes.filter((n) => typeof n.node === 'number');
    case 'delete':
      return nodes.filter((n) => n.path.length > 0);
    case 'add-field':
    case 'duplicate-key':
      return nodes.filter((n) => n.node instanceof DocObject);
    case 'duplicate':
      return nodes.filter((n) => n.path.length > 0 && isList(docAt(doc, parentPath(n.path))));
    case 'copy-sibling':
      return nodes.filter((n) => {
        if (n.path.length < 2) return false;
        const list = docAt(doc, n.path.slice(0, -2));
        return isList(list) && list.length >= 2 && docAt(doc, parentPath(n.path)) instanceof DocObject;
      });
    case 'wrap':
      return nodes.filter((n) => n.path.length > 0);
    case 'outline':
      return nodes.filter((n) => isOutline(n.node));
    case 'vocabulary':
      return nodes.filter((n) => typeof n.node === 'string');
  }
}

/** The same key in another element of the array: a sibling's id, position or profile. */
function siblingValue(doc: Doc, path: DocPath, from: number): Doc | undefined {
  const list = docAt(doc, path.slice(0, -2)) as readonly Doc[];
  const own = Number(path[path.length - 2]);
  const entryIndex = lastIndex(path);
  const object = docAt(doc, parentPath(path));
  const key = object instanceof DocObject ? object.entries[entryIndex]?.[0] : undefined;
  const others = list.filter((_, i) => i !== own);
  const sibling = others[from % others.length];
  return sibling instanceof DocObject ? sibling.entries.find(([k]) => k === key)?.[1] : undefined;
}

/** The document after one mutation; unchanged when nothing in it is of the kind the mutation needs. */
export function mutated(doc: Doc, mutation: Mutation, vocabulary: readonly string[]): Doc {
  const nodes = docNodes(doc);
  const candidates = eligible(mutation, doc, nodes);
  const target = candidates[mutation.at % Math.max(1, candidates.length)];
  if (!target) return doc;
  const { path } = target;
  switch (mutation.op) {
    case 'replace':
      return docChanged(doc, path, () => mutation.value);
    case 'number-edge':
      return docChanged(doc, path, (node) => numberEdge(node as number, mutation.how));
    case 'delete':
      return docChanged(doc, parentPath(path), (parent) => removedAt(parent, lastIndex(path)));
    case 'add-field':
      return docChanged(doc, path, (node) => new DocObject([...(node as DocObject).entries, [mutation.key, mutation.value]]));
    case 'duplicate-key':
      return docChanged(doc, path, (node) => {
        const entries = (node as DocObject).entries;
        const key = entries[mutation.at % Math.max(1, entries.length)]?.[0] ?? 'game';
        return new DocObject([...entries, [key, mutation.value]]);
      });
    case 'duplicate':
      return docChanged(doc, parentPath(path), (parent) => duplicatedAt(parent, lastIndex(path), mutation.times));
    case 'copy-sibling': {
      const value = siblingValue(doc, path, mutation.from);
      return value === undefined ? doc : docChanged(doc, path, () => value);
    }
    case 'wrap':
      return docChanged(doc, path, (node) => nested(node, mutation.depth, mutation.inObject));
    case 'outline':
      return docChanged(doc, path, (node) => outlineDamaged(node as readonly (readonly [number, number])[], mutation.how));
    case 'vocabulary':
      return docChanged(doc, path, (node) => vocabulary[mutation.word % Math.max(1, vocabulary.length)] ?? node);
  }
}

/** The text after damage that no JSON value can cause. */
export function damagedText(text: string, damage: TextDamage): string {
  const where = (n: number) => n % (text.length + 1);
  switch (damage.kind) {
    case 'bom':
      return '\ufeff' + text;
    case 'truncate':
      return text.slice(0, where(damage.at));
    case 'insert':
      return text.slice(0, where(damage.at)) + damage.text + text.slice(where(damage.at));
    case 'nan-token':
      return text.replace(/(?<=[:[,]\s*)-?\d+(\.\d+)?([eE][+-]?\d+)?/, damage.token);
    case 'crlf':
      return text.replace(/\n/g, '\r\n');
    case 'trailing-comma':
      return text.replace(/(\S)(\s*)([}\]])/, '$1,$2$3');
    case 'comment':
      return '// a comment\n' + text;
  }
}
