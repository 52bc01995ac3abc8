// `npm run test:loaded`: the whole `npm test` while busy loops keep every core of the machine
// working, as on a loaded CI runner or a laptop building something else. It passes only if no
// test depends on the machine's speed. The hogs run at normal priority and are stopped however
// the suite ends.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const cores = availableParallelism();
const hogs = Array.from({ length: cores }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stopHogs = () => {
  for (const hog of hogs) hog.kill('SIGKILL');
};
process.on('exit', stopHogs);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopHogs();
    process.exit(130);
  });
}

console.log(`test:loaded: ${cores} busy loop(s) keep every core busy while npm test runs`);
const started = Date.now();
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const suite = spawn(npm, ['test'], { stdio: 'inherit' });
suite.on('exit', (code, signal) => {
  stopHogs();
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`test:loaded: npm test ${code === 0 ? 'passed' : 'failed'} in ${minutes} min with every core busy`);
  process.exit(code ?? (signal ? 1 : 0));
});
