// Builds the page (web/index.html) into web/dist: Preact through the automatic JSX runtime,
// relative paths so the files work from any folder, nothing fetched from the network.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Writes the service worker (web/sw.js) into the build with the list of every file the build
 * made (the page, its scripts and styles, the lazily loaded chunks) and a version made from
 * those names, so one visit keeps everything for offline use and a new build replaces the old.
 */
function serviceWorker(): Plugin {
  return {
    name: 'marksman-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = ['./', ...Object.keys(bundle).map((name) => `./${name}`)].sort();
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
      const template = readFileSync(fileURLToPath(new URL('./sw.js', import.meta.url)), 'utf8');
      const source = template.replace("'__PRECACHE__'", JSON.stringify(files)).replace('__VERSION__', version);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

export default defineConfig({
  root,
  base: './',
  // The page imports the library from ../src and ../i18n, and the examples from ../examples.
  server: { host: '127.0.0.1', fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] } },
  preview: { host: '127.0.0.1' },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  plugins: [serviceWorker()],
  // The advisor's worker (src/logic/advisor-worker.ts) is a module worker of one file,
  // assets/advisor-worker-<hash>.js, which the bundle test counts apart from the page.
  worker: { format: 'es', rolldownOptions: { output: { codeSplitting: false } } },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
  },
});
