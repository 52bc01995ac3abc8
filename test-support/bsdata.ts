// The BattleScribe data shipped in data/bsdata, read for tests. It reads files, so it lives
// here and not in src/, which stays pure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BsSourceFile } from '../src/data/bsdata/index.js';

/** The shipped data folder, with a trailing slash: `data/bsdata/` of the repository. */
export const SHIPPED_DATA = fileURLToPath(shippedDataUrl());

function shippedDataUrl(): URL {
  const beside = new URL('../data/bsdata/', import.meta.url);
  // Compiled into dist/test-support/ (for the bench), the repository's data is a folder further up.
  return existsSync(beside) ? beside : new URL('../../data/bsdata/', import.meta.url);
}

/** Every .gst and .cat file of a folder, by name. */
export function sourcesIn(dir: string): BsSourceFile[] {
  const folder = dir.endsWith('/') ? dir : `${dir}/`;
  return readdirSync(folder)
    .filter((f) => /\.(gst|cat)$/.test(f))
    .sort()
    .map((name) => ({ name, text: readFileSync(`${folder}${name}`, 'utf8') }));
}

/** The shipped data of one game: `data/bsdata/mordheim` or `data/bsdata/ninth-age`. */
export function shippedSources(game: 'mordheim' | 'ninth-age'): BsSourceFile[] {
  return sourcesIn(`${SHIPPED_DATA}${game}`);
}

/** The name {@link withUnknownMissileWeapon} gives the bolas: a missile weapon Marksman has no entry for. */
export const UNKNOWN_MISSILE_WEAPON = 'Sky Lance';

/**
 * The shipped Mordheim data with the bolas renamed to a weapon Marksman does not know, so that
 * the report of an unmapped missile weapon can be tested now that every weapon of the shipped
 * data is read (the bolas and the double-barrelled weapons were the last).
 */
export function withUnknownMissileWeapon(files: readonly BsSourceFile[]): BsSourceFile[] {
  return files.map((f) => (f.name === 'data.cat' ? { ...f, text: f.text.replaceAll('name="Bolas"', `name="${UNKNOWN_MISSILE_WEAPON}"`) } : f));
}
