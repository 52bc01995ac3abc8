// Reads BSData files from disk for the `profiles` command and roster imports: the only
// place the BattleScribe reader meets the file system.
import { readdir, readFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { buildMordheimLibrary, buildNinthAgeLibrary, type BsdataGame, type BsSourceFile, type MordheimLibrary, type NinthAgeLibrary, type RosterFile } from '../src/data/bsdata/index.js';
import type { CliIssue } from '../i18n/index.js';

/** The data the package ships, relative to the package root. */
export const DEFAULT_BSDATA_DIR = 'data/bsdata';

/** One folder per game under the data directory. */
export const BSDATA_GAME_DIRS: Readonly<Record<BsdataGame, string>> = { mordheim: 'mordheim', 'ninth-age': 'ninth-age' };

export type BsdataLibrary = MordheimLibrary | NinthAgeLibrary;

export type BsdataLoad = { readonly ok: true; readonly library: BsdataLibrary; readonly files: readonly string[] } | { readonly ok: false; readonly issue: CliIssue };

/** The shipped data directory beside the examples (both sit at the package root). */
export function bsdataDirBeside(examplesDir: string): string {
  return join(dirname(examplesDir), DEFAULT_BSDATA_DIR);
}

/** Every game system and catalogue in a folder, in name order (so problems come out in a stable order). */
export async function readBsdataSources(dir: string): Promise<BsSourceFile[]> {
  const names = (await readdir(dir)).filter((name) => ['.gst', '.cat'].includes(extname(name).toLowerCase())).sort();
  return Promise.all(names.map(async (name) => ({ name, text: await readFile(join(dir, name), 'utf8') })));
}

/**
 * The profile library of one game from `<dir>/<game>/`. A folder that is missing or holds
 * no data file is a `file-not-found` issue naming the folder.
 */
export async function loadBsdataLibrary(game: BsdataGame, dir: string = DEFAULT_BSDATA_DIR): Promise<BsdataLoad> {
  const folder = join(dir, BSDATA_GAME_DIRS[game]);
  let sources: BsSourceFile[];
  try {
    sources = await readBsdataSources(folder);
  } catch (error) {
    const notFound = (error as { code?: string } | null)?.code === 'ENOENT';
    return { ok: false, issue: notFound ? { code: 'file-not-found', file: folder } : { code: 'file-unreadable', file: folder } };
  }
  if (sources.length === 0) return { ok: false, issue: { code: 'file-not-found', file: join(folder, '*.gst') } };
  const library = game === 'mordheim' ? buildMordheimLibrary(sources) : buildNinthAgeLibrary(sources);
  return { ok: true, library, files: sources.map((s) => s.name) };
}

/** A roster from disk: `.rosz` as bytes (a zip), anything else as text. */
export async function readRosterFile(path: string): Promise<RosterFile> {
  const zipped = extname(path).toLowerCase() === '.rosz';
  return { name: path, data: zipped ? new Uint8Array(await readFile(path)) : await readFile(path, 'utf8') };
}
