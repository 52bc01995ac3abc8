import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, readlink, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NODE_ATOMIC_WRITE_FS, temporaryNameFor, writeFileAtomically, type AtomicWriteFs } from './safe-file.js';
import { example, runForTest } from './test-io.js';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'marksman-safe-files-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const noSpace = () => Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });

/** The real file system, but writing stops halfway through the text, as on a disk that fills up. */
const FILLS_UP: AtomicWriteFs = {
  ...NODE_ATOMIC_WRITE_FS,
  writeNew: async (path, text) => {
    await writeFile(path, text.slice(0, Math.floor(text.length / 2)), { flag: 'wx' });
    throw noSpace();
  },
};

describe('writeFileAtomically', () => {
  it('writes a new file whole, and leaves nothing else beside it', async () => {
    const file = join(dir, 'after.json');
    await writeFileAtomically(file, '{"a": 1}\n');
    expect(await readFile(file, 'utf8')).toBe('{"a": 1}\n');
    expect(await readdir(dir)).toEqual(['after.json']);
  });

  it('replaces an old file with all of the new text', async () => {
    const file = join(dir, 'after.json');
    await writeFile(file, 'old text that is longer than the new one');
    await writeFileAtomically(file, 'new');
    expect(await readFile(file, 'utf8')).toBe('new');
    expect(await readdir(dir)).toEqual(['after.json']);
  });

  it('writes the text beside the file first, under a hidden name of its own', () => {
    expect(temporaryNameFor('/a/b/after.json', '0f0f')).toBe('/a/b/.after.json.0f0f.tmp');
  });

  it('a write that fails midway leaves the old file as it was, and no temporary file', async () => {
    const file = join(dir, 'after.json');
    await writeFile(file, 'the old battle');
    await expect(writeFileAtomically(file, 'x'.repeat(10_000), FILLS_UP)).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(await readFile(file, 'utf8')).toBe('the old battle');
    expect(await readdir(dir)).toEqual(['after.json']);
  });

  it('a write that fails midway with no old file leaves no file at all', async () => {
    await expect(writeFileAtomically(join(dir, 'after.json'), 'x'.repeat(10_000), FILLS_UP)).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(await readdir(dir)).toEqual([]);
  });

  it('a rename that fails (the name is a folder) removes the temporary file', async () => {
    await mkdir(join(dir, 'taken'));
    await expect(writeFileAtomically(join(dir, 'taken'), 'text')).rejects.toThrow();
    expect(await readdir(dir)).toEqual(['taken']);
  });

  it('a folder that does not exist is an error, and nothing is made', async () => {
    await expect(writeFileAtomically(join(dir, 'no-such-folder', 'after.json'), 'text')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readdir(dir)).toEqual([]);
  });

  it('keeps the permissions of the file it replaces', async () => {
    const file = join(dir, 'private.json');
    await writeFile(file, 'old');
    await chmod(file, 0o600);
    await writeFileAtomically(file, 'new');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('writes through a symbolic link to the file it names, and keeps the link', async () => {
    const real = join(dir, 'real.json');
    const link = join(dir, 'link.json');
    await writeFile(real, 'old');
    await symlink(real, link);
    await writeFileAtomically(link, 'new');
    expect(await readFile(real, 'utf8')).toBe('new');
    expect(await readlink(link)).toBe(real);
    expect((await readdir(dir)).sort()).toEqual(['link.json', 'real.json']);
  });
});

/** The command line on the real file system, writing as the installed command does (main.ts). */
function runOnDisk(argv: readonly string[], fs: AtomicWriteFs = NODE_ATOMIC_WRITE_FS) {
  return runForTest(argv, { io: { writeFile: (path, text) => writeFileAtomically(path, text, fs) } });
}

describe('--out and --svg on the file system', () => {
  it('phase b.json --out b.json: the battle is read whole, then replaced whole by the battle after the phase', async () => {
    const file = join(dir, 'b.json');
    await copyFile(example('battle-street.json'), file);
    const run = await runOnDisk(['phase', file, '--seed', '5', '--out', file]);
    expect(run.code).toBe(0);
    const after = JSON.parse(await readFile(file, 'utf8')) as { battle: { warbands: { models: { id: string; state?: { hasShot?: boolean } }[] }[] } };
    expect(after.battle.warbands[0]?.models.find((m) => m.id === 'marksman')?.state?.hasShot).toBe(true);
    expect(await readdir(dir)).toEqual(['b.json']);
    const again = await runOnDisk(['targets', file, '--shooter', 'marksman']);
    expect(again.stdout).toContain('has already shot this phase');
  });

  it('a disk that fills up while --out is written: the old battle stays whole, exit code 3, and no result is printed', async () => {
    const file = join(dir, 'b.json');
    await copyFile(example('battle-street.json'), file);
    const before = await readFile(file, 'utf8');
    const run = await runOnDisk(['phase', file, '--seed', '5', '--out', file, '--lang', 'en'], FILLS_UP);
    expect(run).toEqual({ code: 3, stdout: '', stderr: `${file}: cannot be written\n` });
    expect(await readFile(file, 'utf8')).toBe(before);
    expect(await readdir(dir)).toEqual(['b.json']);
  });

  it('render --svg into a folder that does not exist: exit code 3, in the chosen language', async () => {
    const out = join(dir, 'missing', 'street.svg');
    const run = await runOnDisk(['render', example('battle-street.json'), '--svg', out, '--lang', 'ru']);
    expect(run).toEqual({ code: 3, stdout: '', stderr: `${out}: не удаётся записать файл\n` });
  });
});
