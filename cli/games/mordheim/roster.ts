// A warband roster added to a battle: loaded by `marksman roster` alone, as it brings the
// roster reader and the unzipping of .rosz files.
import { importMordheimRoster, mordheimLookups, type MordheimLibrary, type OpenRoster } from '../../../src/data/bsdata/index.js';
import { uniqueId, warningsOf, type Table } from '../../data-parts.js';
import type { RosterAdded } from '../../game-commands.js';

/** A new battle for the first warband: a Mordheim table is 4' square. */
const NEW_BATTLE = { game: 'mordheim', battle: { table: { width: 48, depth: 48 }, warbands: [] } };

/** A roster added to a battle, with the library when there is one. */
export function addMordheimRoster(roster: OpenRoster, base: unknown, library: MordheimLibrary | null): RosterAdded {
  const source = (base ?? NEW_BATTLE) as { battle: { table: Table; warbands: { id: string; models: { id: string }[] }[] } };
  const warbands = source.battle.warbands;
  const takenIds = warbands.flatMap((w) => w.models.map((m) => m.id));
  const imported = importMordheimRoster(roster, { ...(library ? { library } : {}), takenIds, deployment: { table: source.battle.table, edge: warbands.length === 0 ? 'bottom' : 'top' } });
  if (!imported.ok) return { ok: false, problems: imported.problems };
  const warband = { ...imported.warband, id: uniqueId(imported.warband.id, warbands.map((w) => w.id)) };
  return {
    ok: true,
    battle: { ...source, battle: { ...source.battle, warbands: [...warbands, warband] } },
    added: { kind: 'warband', id: warband.id },
    warnings: warningsOf(imported.problems),
    lookups: library ? mordheimLookups(library) : {},
  };
}
