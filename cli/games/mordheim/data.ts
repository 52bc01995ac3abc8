// Mordheim's part of `marksman profiles` and `marksman roster`: the warbands of the community's
// data listed, and a warband roster added to a battle.
import { buildMordheimLibrary, MORDHEIM_CHARACTERISTICS, mordheimLookups, type MordheimLibrary, type MordheimWarriorEntry } from '../../../src/data/bsdata/index.js';
import type { BsdataTexts } from '../../../i18n/bsdata.js';
import { INDENT, matchesSearch } from '../../data-parts.js';
import type { GameData, LoadedGameData } from '../../game-commands.js';

function warriorTexts(w: MordheimWarriorEntry): string[] {
  return [w.key, w.warband, w.name, ...w.aliases, ...w.weapons.flatMap((x) => [x.name, x.weapon ?? '']), ...w.armour.flatMap((a) => [a.name, a.item ?? a.rule ?? '']), ...w.rules.map((r) => r.name)];
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
      const armour = w.armour.map((a) => (a.item ? `${a.name} [${a.item}]` : a.rule ? `${a.name} [${a.rule}]` : `${a.name} (${t.notInMarksman})`));
      lines.push(`${INDENT}${INDENT}${t.armour}: ${armour.length > 0 ? armour.join(', ') : t.none}`);
      const rules = w.rules.map((r): string => {
        switch (r.meaning) {
          case 'large-target':
          case 'hard-to-kill':
            return `${r.name} [${r.meaning}]`;
          case 'applied':
            return `${r.name} [${r.modelRule ?? r.meaning}]`;
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
  // The roster reader (and the unzipping of .rosz files) loads only for `marksman roster`.
  addRoster: async (roster, base, sources) => (await import('./roster.js')).addMordheimRoster(roster, base, sources ? buildMordheimLibrary(sources) : null),
};
