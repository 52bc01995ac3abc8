// The project's own import graph, read from the source files for the test that keeps it free
// of circles (src/imports.test.ts). It reads files, so it lives here and not in src/.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The repository's root folder. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A file, by its path from the repository root with forward slashes, to the files it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const isSource = (name: string): boolean => /\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name);

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && isSource(entry.name))
    .map((entry) => toRootPath(join(entry.parentPath, entry.name)));
}

const toRootPath = (absolute: string): string => relative(ROOT, absolute).split('\\').join('/');

/**
 * The source file a relative specifier names. Sources import each other by their emitted `.js`
 * name (NodeNext), which is a `.ts` or `.tsx` file here; anything else (JSON, packages) is no
 * edge of the graph.
 */
function resolveSpecifier(from: string, specifier: string, known: ReadonlySet<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = toRootPath(resolve(ROOT, dirname(from), specifier));
  const stem = target.replace(/\.js$/, '');
  return [target, `${stem}.ts`, `${stem}.tsx`].find((candidate) => known.has(candidate));
}

/**
 * Every source file (tests left out) under the given folders, with the files it imports:
 * `import`, `import type`, `export … from` and `import()` alike, since a type-only circle is
 * still a circle for the reader.
 */
export function importGraph(folders: readonly string[]): ImportGraph {
  const files = folders.flatMap(sourcesUnder).sort();
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
      const targets = importedFiles
        .map(({ fileName }) => resolveSpecifier(file, fileName, known))
        .filter((target): target is string => target !== undefined);
      return [file, [...new Set(targets)].sort()];
    }),
  );
}

/**
 * The strongly connected groups of the graph with more than one file, or one file importing
 * itself: each is an import circle. Tarjan's algorithm; each group lists its files in order.
 */
export function importCircles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];

  const visit = (file: string): void => {
    index.set(file, index.size);
    lowLink.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(file, Math.min(lowLink.get(file) ?? 0, lowLink.get(target) ?? 0));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    const importsItself = (graph.get(file) ?? []).includes(file);
    if (group.length > 1 || importsItself) circles.push(group.sort());
  };

  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

/**
 * One way round a circle, for the message: from its first file along imports that stay inside
 * the group until the walk comes back, e.g. `a.ts → b.ts → a.ts`.
 */
export function circlePath(graph: ImportGraph, circle: readonly string[]): string {
  const members = new Set(circle);
  const start = circle[0] ?? '';
  const path = [start];
  const seen = new Set(path);
  let current = start;
  for (;;) {
    const inside = (graph.get(current) ?? []).filter((target) => members.has(target));
    const next = inside.find((target) => target === start) ?? inside.find((target) => !seen.has(target)) ?? inside[0];
    if (next === undefined) break;
    path.push(next);
    if (seen.has(next)) break;
    seen.add(next);
    current = next;
  }
  return path.join(' → ');
}
