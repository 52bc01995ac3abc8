// The `marksman` command as one file (and a chunk for each command loaded only when asked),
// built from tsc's output: Node resolves and links one module instead of some three hundred,
// which is most of a one-line command's time (bench: the CLI's cold start).
import { defineConfig } from 'rolldown';

export default defineConfig({
  input: 'dist/cli/main.js',
  platform: 'node',
  output: { dir: 'dist/cli/bundle', format: 'esm', entryFileNames: 'marksman.js', chunkFileNames: '[name]-[hash].js', sourcemap: false },
});
