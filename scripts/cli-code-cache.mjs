// Writes the code cache of the `marksman` bundle (dist/cli/bundle/marksman.cjs.cache): runs the
// package bin once on the demo (a quick attack's odds and roll) with MARKSMAN_WRITE_CODE_CACHE
// set, so the cache holds the bundle's top and the functions a quick command compiles. Run by
// `npm run build` after rolldown; a bin without the cache works, only slower to start.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// Run by npm from the package's root.
const bin = join('dist', 'cli', 'bundle', 'marksman.js');
const run = spawnSync(process.execPath, [bin, 'demo'], { env: { ...process.env, MARKSMAN_WRITE_CODE_CACHE: '1' }, encoding: 'utf8' });
if (run.status !== 0 || !existsSync(join('dist', 'cli', 'bundle', 'marksman.cjs.cache'))) {
  process.stderr.write(`the code cache was not written (exit ${run.status}): ${run.stderr}\n`);
  process.exit(1);
}
