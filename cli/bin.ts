#!/usr/bin/env node
// The `marksman` command as the package runs it (`bin`): the bundle (`marksman.cjs` and its
// chunks, built from main.ts by rolldown) run as CommonJS scripts with V8's code cache, written
// by the build (scripts/cli-code-cache.mjs). Compiling the bundle was the largest part of a
// quick command's time, and Node 20 caches the compiled code of scripts only, never of ES modules.
// Bundled as CommonJS itself (rolldown.config.mjs), so Node does not start its ES module loader.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

// The bin runs as CommonJS (rolldown.config.mjs), whose __dirname costs nothing; making a path of
// import.meta.url compiled Node's URL functions at every start (~0.8 ms). As an ES module, that.
const folder = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));
const nodeRequire = createRequire(join(folder, 'marksman.cjs'));
const writeCache = process.env.MARKSMAN_WRITE_CODE_CACHE === '1';

interface Loaded {
  readonly exports: unknown;
}

/** The bundle's files run so far, by path: each runs once, as `require` would. */
const loaded = new Map<string, { module: Loaded; script: Script }>();

/**
 * A file's cache, if it was written after the file. V8 itself refuses a cache made by another
 * version or with other flags, and the file is then compiled as it would be without one; a
 * file rebuilt without its cache (same length, other code) is refused here.
 */
function codeCache(file: string): Buffer | undefined {
  try {
    return statSync(`${file}.cache`).mtimeMs >= statSync(file).mtimeMs ? readFileSync(`${file}.cache`) : undefined;
  } catch {
    return undefined;
  }
}

/** The bundle's chunks (`./name.cjs`) through the cache; anything else (Node's own modules) as Node requires it. */
function bundleRequire(specifier: string): unknown {
  return specifier.startsWith('./') && specifier.endsWith('.cjs') ? load(join(folder, specifier)) : nodeRequire(specifier);
}

/** Runs one file of the bundle, which the build wrote in CommonJS's wrapper (once: a chunk may require the entry back for what they share). */
function load(file: string): unknown {
  const known = loaded.get(file);
  if (known) return known.module.exports;
  // The file is CommonJS's wrapper already (rolldown.config.mjs), so its text is compiled as
  // read, with no copy; and ASCII only, so read as Latin-1, byte for character, not decoded.
  const source = readFileSync(file, 'latin1');
  const cachedData = codeCache(file);
  const script = new Script(source, { filename: file, ...(cachedData ? { cachedData } : {}) });
  const module = { exports: {} };
  loaded.set(file, { module, script });
  const run = script.runInThisContext() as (exports: unknown, require: (specifier: string) => unknown, module: Loaded, filename: string, dirname: string) => void;
  run.call(module.exports, module.exports, bundleRequire, module, file, folder);
  return module.exports;
}

if (writeCache) {
  // After the command, so each cache holds the functions it compiled as well as its file's top.
  process.once('exit', () => {
    for (const [file, { script }] of loaded) writeFileSync(`${file}.cache`, script.createCachedData());
  });
}
load(join(folder, 'marksman.cjs'));
