// Games are plug-ins (src/engine): the front ends reach a game through its registry entry, never
// by testing its name. A game's name compared or switched on may appear only in the game's own
// folders (src/games/<game>/, cli/games/<game>/, web/src/games/<game>/) and in the files that
// list the games; tests and doc examples aside.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../test-support/imports.js';
import { BUILT_IN_GAMES } from './engine/index.js';

const SCANNED = ['src', 'cli', 'i18n', 'render', 'web/src'] as const;

/** Where a game may be named in a comparison: its own folders. */
const OWN_FOLDER = /^(src\/games|cli\/games|web\/src\/games)\/[^/]+\//;

function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/** A comparison with, or a `case` of, one of the games' names, in code (comments left out). */
export function gameSwitches(text: string, ids: readonly string[]): string[] {
  const names = ids.map((id) => id.replace(/[-]/g, '\\-')).join('|');
  const pattern = new RegExp(`(===|!==)\\s*'(${names})'|'(${names})'\\s*(===|!==)|case\\s+'(${names})'`);
  return text.split('\n').flatMap((line, index) => {
    const code = line.trimStart();
    if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return [];
    return pattern.test(line) ? [`${index + 1}: ${code}`] : [];
  });
}

describe('the front ends hold no game switch', () => {
  const ids = BUILT_IN_GAMES.map((game) => game.id);

  it('finds one where there is one, and not in a comment', () => {
    expect(gameSwitches("if (scenario.game === 'mordheim') go();", ids)).toHaveLength(1);
    expect(gameSwitches("    case 'ninth-age':", ids)).toHaveLength(1);
    expect(gameSwitches("'battleaxe' !== game", ids)).toHaveLength(1);
    expect(gameSwitches(" * if (result.game === 'mordheim') …", ids)).toEqual([]);
    expect(gameSwitches("const id = 'mordheim';", ids)).toEqual([]);
  });

  it('has none outside the games\' own folders', () => {
    const found = SCANNED.flatMap((folder) => sources(folder))
      .filter((file) => !OWN_FOLDER.test(file))
      .flatMap((file) => gameSwitches(readFileSync(join(ROOT, file), 'utf8'), ids).map((line) => `${file}:${line}`));
    expect(found).toEqual([]);
  });
});
