// Mordheim's part of `marksman profiles` and `marksman roster`: the warbands of the community's
// data listed, and a warband roster added to a battle.
import { buildMordheimLibrary, importMordheimRoster, MORDHEIM_CHARACTERISTICS, mordheimLookups, type MordheimLibrary, type OpenRoster, type MordheimWarriorEntry } from '../../../src/data/bsdata/index.js';
import type { BsdataTexts } from '../../../i18n/bsdata.js';
import { INDENT, matchesSearch, uniqueId, warningsOf, type Table } from '../../data-parts.js';
import type { GameData, LoadedGameData, RosterAdded } from '../../game-commands.js';

/** A new battle for the first warband: a Mordheim table is 4' square. */
const NEW_BATTLE = { game: 'mordheim', battle: { table: { width: 48, depth: 48 }, warbands: [] } };

function warriorTexts(w: MordheimWarriorEntry): string[] {
  return [w.key, w.warband, w.name, ...w.aliases, ...w.weapons.flatMap((x) => [x.name, x.weapon ?? '']), ...w.armour.flatMap((a) => [a.name, a.item ?? '']), ...w.rules.map((r) => r.name)];
}

function profilesLines(library: MordheimLibrary, search: string | undefined, texts: BsdataTexts): string[] {
  const t = texts.listing;
  const lines: string[] = [];
  for (const band of library.warbands) {
    const warriors = band.warriors.filter((w) => matchesSearch(search, warriorTexts(w)));
    if (warriors.length === 0) continue;
    lines.push(`${band.name} (${band.file}) — ${t.warriors(warriors.length)}`);
    for (const w of warriors) {
      const also = w.aliases.length > 0 ? ` (${t.alsoKnownAs(w.aliases)})` : '';
      lines.push(`${INDENT}${w.name}${also}${w.category ? ` — ${t.category(w.category)}` : ''}`);
      const profile = MORDHEIM_CHARACTERISTICS.map((c) => `${c} ${w.profile[c] ?? t.unknownValue}`).join('  ');
      lines.push(`${INDENT}${INDENT}${profile}`);
      const weapons = w.weapons.map((x) => (x.weapon ? `${x.name} [${x.weapon}]` : `${x.name} (${t.notInMarksman})`));
      lines.push(`${INDENT}${INDENT}${t.missileWeapons}: ${weapons.length > 0 ? weapons.join(', ') : t.none}`);
      const armour = w.armour.map((a) => (a.item ? `${a.name} [${a.item}]` : `${a.name} (${t.notInMarksman})`));
      lines.push(`${INDENT}${INDENT}${t.armour}: ${armour.length > 0 ? armour.join(', ') : t.none}`);
      const rules = w.rules.map((r) => {
        switch (r.meaning) {
          case 'large-target':
          case 'hard-to-kill':
            return `${r.name} [${r.meaning}]`;
          case 'not-for-shooting':
            return r.name;
          case 'not-modelled':
          case 'unknown':
            return `${r.name} (${t.ruleMeaning[r.meaning]})`;
        }
      });
      lines.push(`${INDENT}${INDENT}${t.rules}: ${rules.length > 0 ? rules.join(', ') : t.none}`);
    }
  }
  return lines;
}

/** A roster added to a battle, with the library when there is one. */
function addRoster(roster: OpenRoster, base: unknown, library: MordheimLibrary | null): RosterAdded {
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

/** The Mordheim library as `profiles` and `roster` use it. */
export function mordheimData(library: MordheimLibrary): LoadedGameData {
  return {
    game: library.game,
    gameSystem: library.gameSystem,
    problems: library.problems,
    lookups: mordheimLookups(library),
    profilesJson: (search) => ({
      warbands: library.warbands.map((b) => ({ ...b, warriors: b.warriors.filter((w) => matchesSearch(search, warriorTexts(w))) })).filter((b) => b.warriors.length > 0),
    }),
    profilesLines: (search, texts) => profilesLines(library, search, texts),
  };
}

export const MORDHEIM_DATA: GameData = {
  fromSources: (sources) => mordheimData(buildMordheimLibrary(sources)),
  addRoster: (roster, base, sources) => addRoster(roster, base, sources ? buildMordheimLibrary(sources) : null),
};
