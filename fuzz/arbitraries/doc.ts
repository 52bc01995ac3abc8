/**
 * JSON documents that can hold what JSON.stringify cannot write: tokens such as NaN, 1e999 or
 * -0 (invalid JSON, or numbers JSON.parse turns into ±Infinity and -0) and an object with the
 * same key twice. Mutations work on these; `docText` writes them out.
 */

export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/** A token written into the text as it is. */
export class RawToken {
  constructor(readonly text: string) {}
}

/** An object as its entries in order, so a key may appear twice. */
export class DocObject {
  constructor(readonly entries: readonly (readonly [string, Doc])[]) {}
}

export type Doc = null | boolean | number | string | RawToken | DocObject | readonly Doc[];

/** Array.isArray, narrowing to the document's read-only lists. */
export const isList = (doc: Doc | undefined): doc is readonly Doc[] => Array.isArray(doc);

export function docOf(value: Json): Doc {
  if (Array.isArray(value)) return (value as readonly Json[]).map(docOf);
  if (value !== null && typeof value === 'object') return new DocObject(Object.entries(value).map(([key, inner]) => [key, docOf(inner)] as const));
  return value;
}

/**
 * The document as JSON text. Deep documents are written without recursion: JSON nested
 * thousands of levels is one of the inputs, and the writer must not be what overflows.
 */
export function docText(doc: Doc, indent: boolean): string {
  const out: string[] = [];
  type Task = { readonly doc: Doc; readonly depth: number } | string;
  const stack: Task[] = [{ doc, depth: 0 }];
  const newline = (depth: number) => (indent ? '\n' + '  '.repeat(Math.min(depth, 40)) : '');
  while (stack.length > 0) {
    const task = stack.pop() as Task;
    if (typeof task === 'string') {
      out.push(task);
      continue;
    }
    const { doc: node, depth } = task;
    if (node instanceof RawToken) out.push(node.text);
    else if (node instanceof DocObject) {
      if (node.entries.length === 0) {
        out.push('{}');
        continue;
      }
      const parts: Task[] = ['{'];
      node.entries.forEach(([key, value], i) => {
        parts.push(`${i > 0 ? ',' : ''}${newline(depth + 1)}${JSON.stringify(key)}:${indent ? ' ' : ''}`, { doc: value, depth: depth + 1 });
      });
      parts.push(newline(depth) + '}');
      for (let i = parts.length - 1; i >= 0; i -= 1) stack.push(parts[i] as Task);
    } else if (isList(node)) {
      const items = node;
      if (items.length === 0) {
        out.push('[]');
        continue;
      }
      const parts: Task[] = ['['];
      items.forEach((item, i) => parts.push(`${i > 0 ? ',' : ''}${newline(depth + 1)}`, { doc: item, depth: depth + 1 }));
      parts.push(newline(depth) + ']');
      for (let i = parts.length - 1; i >= 0; i -= 1) stack.push(parts[i] as Task);
    } else out.push(scalarText(node));
  }
  return out.join('');
}

function scalarText(value: null | boolean | number | string): string {
  // JSON.stringify writes -0 as 0: keep the sign, which JSON.parse keeps too.
  if (typeof value === 'number' && Object.is(value, -0)) return '-0';
  return JSON.stringify(value);
}

/** A place in a document: keys and indices from the root. */
export type DocPath = readonly (string | number)[];

/** How deep mutations reach: deeper nodes (of an input nested thousands of levels) are left as they are. */
const MUTABLE_DEPTH = 64;

/** Every node with its path, in document order, without recursion. */
export function docNodes(doc: Doc, limit = 5000): { readonly path: DocPath; readonly node: Doc }[] {
  const nodes: { path: DocPath; node: Doc }[] = [];
  const stack: { path: DocPath; node: Doc }[] = [{ path: [], node: doc }];
  while (stack.length > 0 && nodes.length < limit) {
    const next = stack.pop() as { path: DocPath; node: Doc };
    nodes.push(next);
    const { node, path } = next;
    if (path.length >= MUTABLE_DEPTH) continue;
    if (node instanceof DocObject) for (let i = node.entries.length - 1; i >= 0; i -= 1) stack.push({ path: [...path, i], node: (node.entries[i] as readonly [string, Doc])[1] });
    else if (isList(node)) for (let i = node.length - 1; i >= 0; i -= 1) stack.push({ path: [...path, i], node: node[i] as Doc });
  }
  return nodes;
}

/**
 * The document with the node at `path` replaced by what `change` makes of it (the node and
 * its parent are given, so a change may act on the parent: delete, duplicate). Paths index
 * object entries by position, so objects with a key twice stay addressable.
 */
export function docChanged(doc: Doc, path: DocPath, change: (node: Doc) => Doc): Doc {
  const [head, ...rest] = path;
  if (head === undefined) return change(doc);
  const index = Number(head);
  if (doc instanceof DocObject) {
    return new DocObject(doc.entries.map((entry, i) => (i === index ? ([entry[0], docChanged(entry[1], rest, change)] as const) : entry)));
  }
  if (isList(doc)) return doc.map((item, i) => (i === index ? docChanged(item, rest, change) : item));
  return doc;
}

export const docAt = (doc: Doc, path: DocPath): Doc | undefined => {
  let node: Doc | undefined = doc;
  for (const key of path) {
    if (node instanceof DocObject) node = node.entries[Number(key)]?.[1];
    else if (isList(node)) node = node[Number(key)];
    else return undefined;
  }
  return node;
};
