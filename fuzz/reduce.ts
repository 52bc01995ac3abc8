/**
 * A second shrinking pass, after fast-check's: a generated battle shrinks inside its
 * generator's choices (fewer units, smaller numbers) but keeps the fields the generator
 * always writes. This pass works on the JSON files themselves and deletes whatever the fault
 * does not need — array elements and object entries, outermost first — keeping each deletion
 * that still fails the same way. What is left is the input to read in a finding. It works on
 * the virtual files and on the scenario inside a share link.
 */
import type { FuzzCase } from './case.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = readonly (string | number)[];

/** Every array element and object entry, outermost first (deleting a big piece first saves runs). */
function deletablePaths(root: Json): Path[] {
  const paths: Path[] = [];
  const queue: { value: Json; path: Path }[] = [{ value: root, path: [] }];
  for (let head = 0; head < queue.length && paths.length < 2000; head += 1) {
    const { value, path } = queue[head] as { value: Json; path: Path };
    const children: [string | number, Json][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : value !== null && typeof value === 'object' ? Object.entries(value) : [];
    for (const [key, child] of children) {
      paths.push([...path, key]);
      queue.push({ value: child, path: [...path, key] });
    }
  }
  return paths;
}

function without(root: Json, path: Path): Json {
  const [head, ...rest] = path;
  if (head === undefined) return root;
  if (Array.isArray(root)) return rest.length === 0 ? root.filter((_, i) => i !== head) : root.map((v, i) => (i === head ? without(v, rest) : v));
  if (root !== null && typeof root === 'object') {
    const entries = Object.entries(root);
    return Object.fromEntries(rest.length === 0 ? entries.filter(([k]) => k !== head) : entries.map(([k, v]) => [k, k === head ? without(v, rest) : v]));
  }
  return root;
}

/** A JSON text a case holds, to read and to replace. */
interface TextSlot {
  readonly get: (c: FuzzCase) => string | null;
  readonly set: (c: FuzzCase, text: string) => FuzzCase;
}

const fileSlot = (name: string): TextSlot => ({
  get: (c) => c.files[name] ?? null,
  // A case that reads its file from standard input holds the same text there.
  set: (c, text) => ({ ...c, files: { ...c.files, [name]: text }, stdin: c.stdin !== null && c.stdin === c.files[name] ? text : c.stdin }),
});

const linkSlot: TextSlot = {
  get: (c) => (c.link?.payload.kind === 'deflated' ? c.link.payload.text : null),
  set: (c, text) => (c.link ? { ...c, link: { ...c.link, payload: { kind: 'deflated', text } } } : c),
};

export interface ReduceBudget {
  readonly runs: number;
  readonly ms: number;
}

/**
 * The case with its JSON files cut down while `stillFails` says it fails the same way. A file
 * that does not survive JSON.parse and stringify unchanged in effect (tokens like 1e999) is
 * tried once as rewritten and left as it is when that no longer fails.
 */
export async function reducedFiles<V>(start: FuzzCase, verdict: V, stillFails: (c: FuzzCase) => Promise<V | null>, budget: ReduceBudget): Promise<{ readonly case: FuzzCase; readonly verdict: V; readonly runs: number }> {
  const began = performance.now();
  let current = start;
  let currentVerdict = verdict;
  let runs = 0;
  const spent = () => runs >= budget.runs || performance.now() - began > budget.ms;
  const attempt = async (candidate: FuzzCase): Promise<boolean> => {
    runs += 1;
    const failed = await stillFails(candidate);
    if (failed === null) return false;
    current = candidate;
    currentVerdict = failed;
    return true;
  };
  for (const slot of [...Object.keys(start.files).map(fileSlot), linkSlot]) {
    let value: Json;
    try {
      value = JSON.parse(slot.get(current) ?? '') as Json;
    } catch {
      continue;
    }
    const pretty = (v: Json) => JSON.stringify(v, null, 2);
    if (spent() || !(await attempt(slot.set(current, pretty(value))))) continue;
    // One pass, outermost first: after a deletion the walk goes on from the same place (what
    // came before was tried and is needed).
    let paths = deletablePaths(value);
    for (let i = 0; i < paths.length && !spent(); ) {
      const smaller = without(value, paths[i] as Path);
      if (await attempt(slot.set(current, pretty(smaller)))) {
        value = smaller;
        paths = deletablePaths(value);
      } else i += 1;
    }
  }
  return { case: current, verdict: currentVerdict, runs };
}
