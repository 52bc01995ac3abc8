// The Ninth Age's part of `marksman profiles` and `marksman roster`: the armies of the
// community's data listed, and an army roster added to a battle.
import { buildNinthAgeLibrary, isBreathAttack, NINTH_AGE_CHARACTERISTICS, ninthAgeLookups, type NinthAgeLibrary, type NinthAgeUnitEntry, type NinthAgeValue } from '../../../src/data/bsdata/index.js';
import type { BsdataTexts } from '../../../i18n/bsdata.js';
import { INDENT, matchesSearch } from '../../data-parts.js';
import type { GameData, LoadedGameData } from '../../game-commands.js';

function unitTexts(u: NinthAgeUnitEntry): string[] {
  return [u.key, u.army, u.name, ...u.models.map((m) => m.name), ...u.weapons.map((w) => w.name), ...u.armour.map((a) => a.name), ...u.rules];
}

function valueText(value: NinthAgeValue | null, t: BsdataTexts['listing']): string {
  if (value === null) return t.unknownValue;
  if (value.kind === 'user') return t.asUser;
  return value.bracket === null ? String(value.value) : `${value.value} [${value.bracket}]`;
}

function profilesLines(library: NinthAgeLibrary, search: string | undefined, texts: BsdataTexts): string[] {
  const t = texts.listing;
  const lines: string[] = [];
  for (const army of library.armies) {
    const units = army.units.filter((u) => matchesSearch(search, unitTexts(u)));
    if (units.length === 0) continue;
    lines.push(`${army.name} (${army.file}) — ${t.units(units.length)}`);
    for (const u of units) {
      lines.push(`${INDENT}${u.name}`);
      for (const m of u.models) {
        const values = NINTH_AGE_CHARACTERISTICS.flatMap((c) => (m.characteristics[c] === undefined ? [] : [`${c} ${m.characteristics[c]}`]));
        lines.push(`${INDENT}${INDENT}${m.name}: ${values.length > 0 ? values.join('  ') : t.noProfile}`);
      }
      const weapons = u.weapons.map((w) => {
        const attributes = w.attributes.map((a) => `${a.code}${a.parameter ? ` (${a.parameter})` : ''}`);
        // A Breath Attack hits without a roll: its missing Aim is not a gap, so none is shown.
        const aim = w.aim === null && isBreathAttack(w) ? [] : [t.aim(w.aim)];
        const parts = [...aim, t.range(w.minRange, w.range), t.shots(w.shots), `${t.strength} ${valueText(w.strength, t)}`, `${t.armourPenetration} ${valueText(w.ap, t)}`, ...attributes];
        return `${INDENT}${INDENT}${INDENT}${w.name}: ${parts.join(', ')}`;
      });
      lines.push(`${INDENT}${INDENT}${t.shootingWeapons}: ${weapons.length > 0 ? '' : t.none}`.trimEnd(), ...weapons);
      const armour = u.armour.map((a) => `${a.name} (${a.save}${a.standard ? `, ${t.carried}` : ''})`);
      lines.push(`${INDENT}${INDENT}${t.armour}: ${armour.length > 0 ? armour.join(', ') : t.none}`);
    }
  }
  return lines;
}

/** The Ninth Age library as `profiles` and `roster` use it. */
export function ninthAgeData(library: NinthAgeLibrary): LoadedGameData {
  return {
    game: library.game,
    gameSystem: library.gameSystem,
    problems: library.problems,
    lookups: ninthAgeLookups(library),
    profilesJson: (search) => ({
      armies: library.armies.map((a) => ({ ...a, units: a.units.filter((u) => matchesSearch(search, unitTexts(u))) })).filter((a) => a.units.length > 0),
    }),
    profilesLines: (search, texts) => profilesLines(library, search, texts),
  };
}

export const NINTH_AGE_DATA: GameData = {
  fromSources: (sources) => ninthAgeData(buildNinthAgeLibrary(sources)),
  // The roster reader (and the unzipping of .rosz files) loads only for `marksman roster`.
  addRoster: async (roster, base, sources) => (await import('./roster.js')).addNinthAgeRoster(roster, base, sources ? buildNinthAgeLibrary(sources) : null),
};
