// Reads BSData files from disk for the `profiles` command and roster imports: the only
// place the BattleScribe reader meets the file system.
import type * as FsPromises from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { ROSTER_LIMITS, type BsdataProblem, type BsSourceFile, type RosterFile } from '../src/data/bsdata/index.js';
import type { CliIssue } from '../i18n/index.js';
import type { CliGame, LoadedGameData } from './game-commands.js';

/**
 * node:fs/promises, loaded when data or a roster is read: `context.ts` imports this file for
 * every scenario read, and most name no profiles (loading it cost each command some 2 ms).
 */
const fsPromises = (): typeof FsPromises => createRequire(import.meta.url)('node:fs/promises') as typeof FsPromises;

/** The data the package ships, relative to the package root. */
export const DEFAULT_BSDATA_DIR = 'data/bsdata';

export type BsdataLoad = { readonly ok: true; readonly library: LoadedGameData; readonly files: readonly string[] } | { readonly ok: false; readonly issue: CliIssue };

/** The shipped data directory beside the examples (both sit at the package root). */
export function bsdataDirBeside(examplesDir: string): string {
  return join(dirname(examplesDir), DEFAULT_BSDATA_DIR);
}

/** Every game system and catalogue in a folder, in name order (so problems come out in a stable order). */
export async function readBsdataSources(dir: string): Promise<BsSourceFile[]> {
  const names = (await fsPromises().readdir(dir)).filter((name) => ['.gst', '.cat'].includes(extname(name).toLowerCase())).sort();
  return Promise.all(names.map(async (name) => ({ name, text: await fsPromises().readFile(join(dir, name), 'utf8') })));
}

type SourcesRead = { readonly ok: true; readonly sources: readonly BsSourceFile[] } | { readonly ok: false; readonly issue: CliIssue };

/** The data files of the folder `<dir>/<folder>/`; a folder missing or holding none is a `file-not-found` issue naming it. */
async function gameSources(folder: string, dir: string): Promise<SourcesRead> {
  const path = join(dir, folder);
  let sources: BsSourceFile[];
  try {
    sources = await readBsdataSources(path);
  } catch (error) {
    const notFound = (error as { code?: string } | null)?.code === 'ENOENT';
    return { ok: false, issue: notFound ? { code: 'file-not-found', file: path } : { code: 'file-unreadable', file: path } };
  }
  return sources.length === 0 ? { ok: false, issue: { code: 'file-not-found', file: join(path, '*.gst') } } : { ok: true, sources };
}

/** A game's data files, or null when there are none to read (the caller goes on without them). */
export async function readGameSources(folder: string, dir: string = DEFAULT_BSDATA_DIR): Promise<readonly BsSourceFile[] | null> {
  const read = await gameSources(folder, dir);
  return read.ok ? read.sources : null;
}

/**
 * The profile library of one game from its folder under `dir` (`<dir>/mordheim/`). A game whose
 * profiles do not come from the community's data, or whose folder is missing or empty, is an issue.
 */
export async function loadGameData(entry: CliGame, dir: string = DEFAULT_BSDATA_DIR): Promise<BsdataLoad> {
  const folder = entry.game.profiles?.dataFolder;
  if (folder === undefined || entry.data === null) return { ok: false, issue: { code: 'file-not-found', file: join(dir, entry.game.id) } };
  const read = await gameSources(folder, dir);
  if (!read.ok) return read;
  return { ok: true, library: entry.data.fromSources(read.sources), files: read.sources.map((s) => s.name) };
}

export type RosterRead = { readonly ok: true; readonly file: RosterFile } | { readonly ok: false; readonly problem: BsdataProblem };

/**
 * Up to `limit + 1` bytes of a file, and its size when it has one: one byte past the limit
 * tells that it is over, without reading the rest; a fifo or /dev/zero has no size to check
 * beforehand.
 */
async function readAtMost(path: string, limit: number): Promise<{ readonly bytes: Uint8Array; readonly size: number | null }> {
  const handle = await fsPromises().open(path, 'r');
  try {
    const stat = await handle.stat();
    const buffer = new Uint8Array(limit + 1);
    let filled = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, null);
      filled += bytesRead;
      if (bytesRead === 0 || filled === buffer.length) break;
    }
    return { bytes: buffer.subarray(0, filled), size: stat.isFile() ? stat.size : null };
  } finally {
    await handle.close();
  }
}

/**
 * A roster from disk: `.rosz` as bytes (a zip), anything else as text; a file over the
 * roster file limit (ROSTER_LIMITS.fileBytes) is refused, read no further than the limit.
 * Throws what the file system throws (not found, unreadable).
 */
export async function readRosterFile(path: string): Promise<RosterRead> {
  const limit = ROSTER_LIMITS.fileBytes;
  const { bytes, size } = await readAtMost(path, limit);
  if (bytes.length > limit) return { ok: false, problem: { code: 'roster-file-too-large', file: path, entry: null, bytes: size !== null && size > limit ? size : null, limit } };
  const zipped = extname(path).toLowerCase() === '.rosz';
  return { ok: true, file: { name: path, data: zipped ? bytes : new TextDecoder().decode(bytes) } };
}
