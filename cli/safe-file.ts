import type * as Crypto from 'node:crypto';
import type * as FsPromises from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';

/** node:fs/promises, loaded when a file is written: most commands write none, and loading it cost each some 2 ms. */
const fsPromises = (): typeof FsPromises => createRequire(import.meta.url)('node:fs/promises') as typeof FsPromises;

/** The file operations an atomic write is made of; tests swap in ones that fail. */
export interface AtomicWriteFs {
  /** Creates `path`, which must not exist yet, writes all of `text` into it and flushes it to the disk. */
  readonly writeNew: (path: string, text: string, mode: number | null) => Promise<void>;
  readonly rename: (from: string, to: string) => Promise<void>;
  readonly remove: (path: string) => Promise<void>;
  /** The file a path names (through symbolic links) and its permissions, or null when there is none yet. */
  readonly existing: (path: string) => Promise<{ readonly path: string; readonly mode: number } | null>;
}

const errorCode = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

async function writeNew(path: string, text: string, mode: number | null): Promise<void> {
  const handle = await fsPromises().open(path, 'wx', mode ?? 0o666);
  try {
    await handle.writeFile(text, 'utf8');
    // The mode given to open passes through the umask; a file replaced keeps its own permissions.
    if (mode !== null) await handle.chmod(mode);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function existing(path: string): Promise<{ path: string; mode: number } | null> {
  try {
    const real = await fsPromises().realpath(path);
    return { path: real, mode: (await fsPromises().stat(real)).mode & 0o7777 };
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

export const NODE_ATOMIC_WRITE_FS: AtomicWriteFs = {
  writeNew,
  rename: (from, to) => fsPromises().rename(from, to),
  remove: (path) => fsPromises().unlink(path),
  existing,
};

/** Six random bytes in hex; node:crypto is loaded only when a file is written, not by every command. */
function randomHex(): string {
  const { randomBytes } = createRequire(import.meta.url)('node:crypto') as typeof Crypto;
  return randomBytes(6).toString('hex');
}

/** A name beside the file, hidden and unique, for the text on its way there. */
export function temporaryNameFor(path: string, unique: string = randomHex()): string {
  return join(dirname(path), `.${basename(path)}.${unique}.tmp`);
}

/**
 * Writes `text` to `path` so that the file is always either what it was (or absent) or all
 * of the new text, never a part: the text goes to a temporary file in the same folder, which
 * is flushed and then renamed over the old one (a rename within a folder is atomic). On any
 * failure the temporary file is removed and the error is passed on. A file reached through a
 * symbolic link is replaced where it is, the link kept; a file replaced keeps its permissions.
 * The old file can be the very file the text was made from (`phase b.json --out b.json`).
 */
export async function writeFileAtomically(path: string, text: string, fs: AtomicWriteFs = NODE_ATOMIC_WRITE_FS): Promise<void> {
  const old = await fs.existing(path);
  const target = old?.path ?? path;
  const temporary = temporaryNameFor(target);
  try {
    await fs.writeNew(temporary, text, old?.mode ?? null);
    await fs.rename(temporary, target);
  } catch (error) {
    // EEXIST: the name was someone else's file, never ours to remove.
    if (errorCode(error) !== 'EEXIST') await fs.remove(temporary).catch(() => undefined);
    throw error;
  }
}
