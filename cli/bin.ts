#!/usr/bin/env node
// The `marksman` command as the package runs it (`bin`): the bundle (`marksman.cjs`, built from
// main.ts by rolldown) run as a script with V8's code cache, written by the build
// (scripts/cli-code-cache.mjs). Compiling the bundle was the largest part of a quick command's
// time, and Node 20 caches the compiled code of scripts only, never of ES modules.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

const bundle = fileURLToPath(new URL('./marksman.cjs', import.meta.url));
const cacheFile = `${bundle}.cache`;

/**
 * The cache, if it was written after the bundle. V8 itself refuses a cache made by another
 * version or with other flags, and the command then compiles as it would without one; a
 * bundle rebuilt without its cache (same length, other code) is refused here.
 */
function codeCache(): Buffer | undefined {
  try {
    return statSync(cacheFile).mtimeMs >= statSync(bundle).mtimeMs ? readFileSync(cacheFile) : undefined;
  } catch {
    return undefined;
  }
}

// CommonJS's own wrapper, so the bundle's require, module and __filename are those of its file.
// The shebang line is blanked, not removed, so that line numbers stay the file's.
const source = readFileSync(bundle, 'utf8').replace(/^#!.*/, '');
const cachedData = codeCache();
const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: bundle, ...(cachedData ? { cachedData } : {}) });
if (process.env.MARKSMAN_WRITE_CODE_CACHE === '1') {
  // After the command, so the cache holds the functions it compiled as well as the script's top.
  process.once('exit', () => writeFileSync(cacheFile, script.createCachedData()));
}
const run = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: Module, filename: string, dirname: string) => void;
// Known to require as the bundle's module, so a chunk that requires the bundle back (for what
// they share) gets this one, not a second run of the command.
const require = createRequire(bundle);
const module = new Module(bundle);
module.filename = bundle;
require.cache[bundle] = module;
run.call(module.exports, module.exports, require, module, bundle, dirname(bundle));
module.loaded = true;
