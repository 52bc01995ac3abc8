// The `marksman` command as one script (and a chunk for each command loaded only when asked),
// built from tsc's output: Node resolves and links one file instead of some three hundred
// modules, which is most of a one-line command's time (bench: the CLI's cold start). It is
// CommonJS (.cjs, the package being ESM) so that bin.ts, the package's bin, can run it with
// V8's code cache, which Node 20 keeps for scripts only (scripts/cli-code-cache.mjs writes it).
import { defineConfig } from 'rolldown';

const LAZY_CHILD_PROCESS = '\0marksman:lazy-child-process';

/**
 * commander requires node:child_process when it loads, for subcommands that are programs of
 * their own; marksman has none, and loading it cost every command ~5 ms. commander gets it
 * through a proxy that requires it on first use.
 */
const lazyChildProcess = {
  name: 'marksman:lazy-child-process',
  resolveId(source, importer) {
    return source === 'node:child_process' && importer?.includes('/node_modules/commander/') ? LAZY_CHILD_PROCESS : null;
  },
  load(id) {
    return id === LAZY_CHILD_PROCESS ? "module.exports = new Proxy({}, { get: (_, key) => require('node:child_process')[key] });" : null;
  },
};

/**
 * Each file of the bundle as the function CommonJS would wrap it in, written so at build time
 * (its shebang line dropped), so the bin compiles the file's text as it was read: wrapping it
 * there copied the megabyte of source twice at every start (the shebang cut, the wrapper
 * joined), garbage the start then collected. A file so wrapped is run by bin.ts only.
 */
const commonJsWrapper = {
  name: 'marksman:commonjs-wrapper',
  renderChunk(code) {
    return `(function (exports, require, module, __filename, __dirname) {${code.replace(/^#!.*\n/, '')}\n})`;
  },
};

/**
 * `package.json` in the bundle's folder saying its `.js` files are CommonJS, so the bin keeps
 * its name (`marksman.js`, the package's `bin`) while the package is ESM.
 */
const commonJsFolder = {
  name: 'marksman:commonjs-folder',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'package.json', source: `${JSON.stringify({ type: 'commonjs' })}\n` });
  },
};

export default defineConfig([
  {
    input: 'dist/cli/main.js',
    platform: 'node',
    plugins: [lazyChildProcess, commonJsWrapper],
    output: {
      dir: 'dist/cli/bundle',
      format: 'cjs',
      entryFileNames: 'marksman.cjs',
      chunkFileNames: '[name]-[hash].cjs',
      sourcemap: false,
      // Less to read at every start: no whitespace or comments, and ASCII only (\u escapes), so V8
      // holds the source as one byte a character. Names are kept (no mangling, no compression).
      minify: { compress: false, mangle: false, codegen: { removeWhitespace: true, asciiOnly: true } },
    },
  },
  {
    input: 'dist/cli/bin.js',
    platform: 'node',
    plugins: [commonJsFolder],
    // CommonJS too: Node starts an ES module through its ES module loader, whose own start cost
    // a quick command ~10 ms; a CommonJS main file is loaded by the loader Node starts with.
    output: { dir: 'dist/cli/bundle', entryFileNames: 'marksman.js', format: 'cjs', sourcemap: false },
  },
]);
