/**
 * The page's share-link code (web/src/logic/share.ts), loaded for Node. It runs in Node 20 as
 * it is (CompressionStream is a global there), but it type-checks only with the DOM library
 * (BufferSource, Uint8Array<ArrayBuffer> from TextEncoder), which the root tsconfig that
 * builds this tool does not have: importing it would fail `npm run typecheck` and the build.
 * So the campaign transpiles the real file once at start (type-stripping, nothing else) and
 * the workers import the result; its shape is checked when it loads.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

export type Decoded = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly problem: string };

/** What fuzz cases use of web/src/logic/share.ts. */
export interface ShareLinks {
  readonly SHARE_PREFIX: string;
  readonly encodeShare: (text: string, prefix?: string) => Promise<string>;
  readonly decodeShare: (hash: string, prefix?: string) => Promise<Decoded>;
}

/** Transpiles share.ts into `dir`, its imports pointed at the built library in `dist`; the module's path. */
export async function writeShareModule(root: string, dist: string, dir: string): Promise<string> {
  const source = await readFile(join(root, 'web', 'src', 'logic', 'share.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false } });
  // Its one import is the scenario library, for the file size limit: the built copy.
  const js = outputText.replace(/(['"])(?:\.\.\/)+src\/([^'"]+)\1/g, (_, quote: string, rest: string) => `${quote}${pathToFileURL(join(dist, 'src', rest)).href}${quote}`);
  const path = join(dir, 'share.mjs');
  await writeFile(path, js, 'utf8');
  return path;
}

export async function loadShareModule(path: string): Promise<ShareLinks> {
  const module = (await import(pathToFileURL(path).href)) as Partial<Record<keyof ShareLinks, unknown>>;
  const { SHARE_PREFIX, encodeShare, decodeShare } = module;
  if (typeof SHARE_PREFIX !== 'string' || typeof encodeShare !== 'function' || typeof decodeShare !== 'function') throw new Error('web/src/logic/share.ts no longer exports SHARE_PREFIX, encodeShare and decodeShare');
  return { SHARE_PREFIX, encodeShare: encodeShare as ShareLinks['encodeShare'], decodeShare: decodeShare as ShareLinks['decodeShare'] };
}
