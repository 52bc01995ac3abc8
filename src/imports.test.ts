// The house keeps its shape: no file imports itself round a circle (type-only imports count),
// and imports point down only, as README.md and src/README.md draw the layers. The lint already
// keeps the page off cli/ and render/; this adds what it does not check.
import { describe, expect, it } from 'vitest';
import { circlePath, importCircles, importGraph, type ImportGraph } from '../test-support/imports.js';

const SOURCES = ['src', 'i18n', 'cli', 'render', 'web/src'] as const;

/** The top folders and those each may never import: words and front ends sit above the library. */
const NEVER_IMPORTS: Readonly<Record<string, readonly string[]>> = {
  src: ['cli', 'i18n', 'render', 'web'],
  i18n: ['cli', 'render', 'web'],
  render: ['cli', 'web'],
  cli: ['web'],
};

/**
 * The library's layers, top to bottom (src/README.md); a folder imports only its own files and
 * layers further down. `games` is each game but the shared one, so no game imports another.
 */
const SRC_LAYERS = ['index', 'advisor', 'engine', 'data', 'scenario', 'games', 'games/shared', 'table', 'geometry', 'dice'] as const;
type SrcLayer = (typeof SRC_LAYERS)[number];

const topFolder = (file: string): string => file.split('/')[0] ?? file;

/** `src/games/mordheim`, `src/geometry` (its test-support/ included), `src` for the root entry. */
function srcFolder(file: string): string {
  const parts = file.split('/');
  if (parts.length === 2) return 'src';
  return parts[1] === 'games' ? parts.slice(0, 3).join('/') : parts.slice(0, 2).join('/');
}

function srcLayer(folder: string): SrcLayer {
  if (folder === 'src') return 'index';
  if (folder === 'src/games/shared') return 'games/shared';
  if (folder.startsWith('src/games/')) return 'games';
  const layer = SRC_LAYERS.find((name) => `src/${name}` === folder);
  if (layer === undefined) throw new Error(`${folder} is in no layer of src/README.md: add it to SRC_LAYERS`);
  return layer;
}

/** Why `file` may not import `target`, or null when it may. */
function upwardImport(file: string, target: string): string | null {
  const from = topFolder(file);
  const to = topFolder(target);
  if ((NEVER_IMPORTS[from] ?? []).includes(to)) return `${from}/ never imports ${to}/`;
  if (from !== 'src' || to !== 'src') return null;
  const [fromFolder, toFolder] = [srcFolder(file), srcFolder(target)];
  if (fromFolder === toFolder) return null;
  const [fromLayer, toLayer] = [srcLayer(fromFolder), srcLayer(toFolder)];
  return SRC_LAYERS.indexOf(toLayer) > SRC_LAYERS.indexOf(fromLayer) ? null : `${fromFolder} imports only layers below it (${toFolder} is not)`;
}

function upwardImports(graph: ImportGraph): string[] {
  return [...graph].flatMap(([file, targets]) =>
    targets.flatMap((target) => {
      const why = upwardImport(file, target);
      return why === null ? [] : [`${file} → ${target}: ${why}`];
    }),
  );
}

const graph = importGraph(SOURCES);

describe('the import graph', () => {
  it('is read whole: type-only imports, re-exports and .tsx files are edges', () => {
    expect(graph.get('src/scenario/issues.ts')).toContain('src/scenario/issue-at.ts');
    expect(graph.get('src/index.ts')?.length).toBeGreaterThan(3);
    expect(graph.get('web/src/main.tsx')).toContain('web/src/ui/app.tsx');
    expect([...graph.keys()].some((file) => file.endsWith('.test.ts'))).toBe(false);
  });

  it('has no circles', () => {
    const circles = importCircles(graph).map((circle) => `${circlePath(graph, circle)}  (the whole group: ${circle.join(', ')})`);
    expect(circles, `import circles (move what they share into a leaf module):\n${circles.join('\n')}`).toEqual([]);
  });

  it('points down only', () => {
    expect(upwardImports(graph)).toEqual([]);
  });
});

describe('the circle finder', () => {
  const small: ImportGraph = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts']],
    ['c.ts', ['a.ts', 'd.ts']],
    ['d.ts', []],
    ['e.ts', ['e.ts', 'a.ts']],
  ]);

  it('finds each strongly connected group, and a file importing itself', () => {
    expect(importCircles(small)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
  });

  it('prints one way round a circle', () => {
    expect(circlePath(small, ['a.ts', 'b.ts', 'c.ts'])).toBe('a.ts → b.ts → c.ts → a.ts');
    expect(circlePath(small, ['e.ts'])).toBe('e.ts → e.ts');
  });

  it('tells an upward import by its layers', () => {
    expect(upwardImport('src/scenario/parse.ts', 'i18n/index.ts')).toBe('src/ never imports i18n/');
    expect(upwardImport('src/table/index.ts', 'src/games/mordheim/index.ts')).toMatch(/^src\/table imports only layers below it/);
    expect(upwardImport('src/games/mordheim/x.ts', 'src/games/battleaxe/index.ts')).not.toBeNull();
    expect(upwardImport('src/games/mordheim/x.ts', 'src/games/shared/index.ts')).toBeNull();
    expect(upwardImport('cli/run.ts', 'render/svg.ts')).toBeNull();
  });
});
