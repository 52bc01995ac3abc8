// The `marksman` command as one script (and a chunk for each command loaded only when asked),
// built from tsc's output: Node resolves and links one file instead of some three hundred
// modules, which is most of a one-line command's time (bench: the CLI's cold start). It is
// CommonJS (.cjs, the package being ESM) so that bin.ts, the package's bin, can run it with
// V8's code cache, which Node 20 keeps for scripts only (scripts/cli-code-cache.mjs writes it).
import { defineConfig } from 'rolldown';

export default defineConfig([
  {
    input: 'dist/cli/main.js',
    platform: 'node',
    output: { dir: 'dist/cli/bundle', format: 'cjs', entryFileNames: 'marksman.cjs', chunkFileNames: '[name]-[hash].cjs', sourcemap: false },
  },
  {
    input: 'dist/cli/bin.js',
    platform: 'node',
    output: { file: 'dist/cli/bundle/marksman.js', format: 'esm', sourcemap: false },
  },
]);
