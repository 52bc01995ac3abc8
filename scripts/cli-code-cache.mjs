// Writes the code cache of the `marksman` bundle (dist/cli/bundle/*.cjs.cache): runs the package
// bin on every game's quick attack (the demo, odds and roll of a Mordheim attack, as text and as
// JSON; odds and roll of a Battleaxe and a Ninth Age attack) with MARKSMAN_WRITE_CODE_CACHE set,
// one after the other. Each run starts from the caches the runs before it wrote and writes them
// again with the functions it compiled added, so the caches hold the bundle's top and the
// functions a quick command of any game compiles: a game left out compiled a third of its
// functions at every start. Run by `npm run build` after rolldown; a bin without the caches
// works, only slower to start.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// Run by npm from the package's root.
const bin = join('dist', 'cli', 'bundle', 'marksman.js');
const QUICK_ATTACKS = [join('examples', 'battleaxe', 'imperial-archers.json'), join('examples', 'ninth-age', 'crossbows-moved.json')];
const COMMANDS = [['demo'], ['demo', '--json'], ...QUICK_ATTACKS.flatMap((file) => [['odds', file], ['roll', file]])];

for (const args of COMMANDS) {
  const run = spawnSync(process.execPath, [bin, ...args], { env: { ...process.env, MARKSMAN_WRITE_CODE_CACHE: '1' }, encoding: 'utf8' });
  if (run.status !== 0) {
    process.stderr.write(`the code cache was not written: marksman ${args.join(' ')} exited with ${run.status}: ${run.stderr}\n`);
    process.exit(1);
  }
}
if (!existsSync(join('dist', 'cli', 'bundle', 'marksman.cjs.cache'))) {
  process.stderr.write('the code cache was not written\n');
  process.exit(1);
}
