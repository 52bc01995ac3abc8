// A army roster added to a battle: loaded by `marksman roster` alone, as it brings the
// roster reader and the unzipping of .rosz files.
import { importNinthAgeRoster, ninthAgeLookups, type NinthAgeLibrary, type OpenRoster } from '../../../src/data/bsdata/index.js';
import { uniqueId, warningsOf, type Table } from '../../data-parts.js';
import type { RosterAdded } from '../../game-commands.js';

/** A new battle for the first army: a Ninth Age table is 6' by 4'. */
const NEW_BATTLE = { game: 'ninth-age', battle: { table: { width: 72, depth: 48 }, armies: [] } };

/** A roster added to a battle, with the library when there is one. */
export function addNinthAgeRoster(roster: OpenRoster, base: unknown, library: NinthAgeLibrary | null): RosterAdded {
  const source = (base ?? NEW_BATTLE) as { battle: { table: Table; armies: { id: string; units: { id: string }[] }[] } };
  const armies = source.battle.armies;
  const takenIds = armies.flatMap((a) => a.units.map((u) => u.id));
  const imported = importNinthAgeRoster(roster, { ...(library ? { library } : {}), takenIds, deployment: { table: source.battle.table, edge: armies.length === 0 ? 'bottom' : 'top' } });
  if (!imported.ok) return { ok: false, problems: imported.problems };
  const army = { ...imported.army, id: uniqueId(imported.army.id, armies.map((a) => a.id)) };
  return {
    ok: true,
    battle: { ...source, battle: { ...source.battle, armies: [...armies, army] } },
    added: { kind: 'army', id: army.id },
    warnings: warningsOf(imported.problems),
    lookups: library ? ninthAgeLookups(library) : {},
  };
}
