import type { BsSourceFile } from './files.js';
import { nameKey } from './names.js';
import { armyName } from './ninth-age.js';

/** A catalogue names itself in its root element, which opens within the file's first few hundred characters. */
const CATALOGUE_NAME = /<catalogue\b[^>]*?\sname="([^"]*)"/;

/** Where the root element must have opened; a file that puts it later is read whole, like any other. */
const HEAD_CHARS = 4096;

const XML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', apos: "'", quot: '"', lt: '<', gt: '>' };

/** The army a catalogue holds, folded as names are matched (`nameKey`), from its root element alone; null when it has none there. */
function catalogueArmyKey(text: string): string | null {
  const match = CATALOGUE_NAME.exec(text.slice(0, HEAD_CHARS));
  if (!match) return null;
  const name = match[1]!.replace(/&(amp|apos|quot|lt|gt);/g, (_, entity: string) => XML_ENTITIES[entity]!);
  return nameKey(armyName(name));
}

/**
 * The Ninth Age's data files a scenario needs when it names `names` (`"Army/Unit"`): the game
 * system and the catalogue of each army named, so a command naming one unit builds one army
 * rather than all 23. A name is looked up only among its own army's units (see `findNamed`), so
 * the units found are the same as with every file. Null — read them all — when a name gives no
 * army, or gives one no catalogue holds (a misspelt army is then suggested from all of them).
 *
 * @example
 * ninthAgeSourcesNamed(['Empire of Sonnstahl/State Militia'], sources); // the .gst and 2nd-empireOfSonnstahl.cat
 * ninthAgeSourcesNamed(['State Militia'], sources); // null: no army given, every catalogue is read
 */
export function ninthAgeSourcesNamed(names: readonly string[], sources: readonly BsSourceFile[]): BsSourceFile[] | null {
  const wanted = new Set<string>();
  for (const name of names) {
    const slash = name.indexOf('/');
    if (slash < 0) return null;
    wanted.add(nameKey(name.slice(0, slash)));
  }
  const found = new Set<string>();
  const needed = sources.filter((source) => {
    if (!source.name.toLowerCase().endsWith('.cat')) return true;
    const army = catalogueArmyKey(source.text);
    if (army === null || !wanted.has(army)) return false;
    found.add(army);
    return true;
  });
  return found.size === wanted.size ? needed : null;
}
