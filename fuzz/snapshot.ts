/**
 * A private copy of the build for one campaign. Others build the same tree while a campaign
 * runs (`npm run build` empties dist/ first), and a worker started after a hang, or a child
 * process of the determinism sample, would otherwise load a missing or half-written file and
 * report the build's absence as the program's crash. The copy holds dist/ and package.json
 * (for "type": "module"), with node_modules, examples and data linked from the package.
 */
import { access, copyFile, cp, mkdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Build {
  /** The copy's dist/ folder. */
  readonly dist: string;
  readonly workerUrl: URL;
  /** The CLI's entry in the copy, for child processes. */
  readonly mainJs: string;
}

const ENTRIES = [join('fuzz', 'worker.js'), join('cli', 'main.js'), join('cli', 'run.js')];

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Copies the build into `tmp`; waits (up to a minute) while the build is being rewritten. */
export async function snapshotBuild(root: string, tmp: string): Promise<Build> {
  const dir = join(tmp, 'package');
  const dist = join(dir, 'dist');
  for (let attempt = 0; ; attempt += 1) {
    const complete = (await Promise.all(ENTRIES.map((entry) => exists(join(root, 'dist', entry))))).every(Boolean);
    if (complete) {
      await cp(join(root, 'dist'), dist, { recursive: true, force: true });
      if ((await Promise.all(ENTRIES.map((entry) => exists(join(dist, entry))))).every(Boolean)) break;
    }
    if (attempt >= 30) throw new Error(`no complete build in ${join(root, 'dist')}: run \`npm run build\` first`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  await mkdir(dir, { recursive: true });
  await copyFile(join(root, 'package.json'), join(dir, 'package.json'));
  for (const name of ['node_modules', 'examples', 'data']) await symlink(join(root, name), join(dir, name), 'dir');
  return { dist, workerUrl: pathToFileURL(join(dist, 'fuzz', 'worker.js')), mainJs: join(dist, 'cli', 'main.js') };
}
