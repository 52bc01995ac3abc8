/**
 * Builds the page's compact library of the community's profiles from the full BSData
 * libraries, with the library's own resolvers (so the page and the CLI read the data the
 * same way). Used at generation time only (`npm run web:profiles`), never bundled: the page
 * loads the result, `web/src/data/community-profiles.ts`.
 */
import { resolveMordheimProfile, resolveNinthAgeUnit, type MordheimLibrary, type NinthAgeLibrary } from '../../../src/data/bsdata/index.js';
import type { MordheimPick, NinthAgePick, WebProfileLibrary } from './profile-library.js';

function mordheimPicks(library: MordheimLibrary): MordheimPick[] {
  return library.warbands.flatMap((band) =>
    band.warriors.flatMap((warrior) => {
      const found = resolveMordheimProfile(library, warrior.key);
      // A warrior whose profile lacks what a shot needs (the Plague Cart) is left out, as the CLI refuses it.
      if (!found.ok) return [];
      // Every armour option is kept: a pick never puts armour on, it only keeps what the warrior wore if the list allows it.
      const { profile, weapons, kitOptions, rules } = found.value;
      return [{ key: warrior.key, aliases: warrior.aliases.filter((a) => a !== warrior.name), profile, weapons, kit: kitOptions, rules }];
    }),
  );
}

function ninthAgePicks(library: NinthAgeLibrary): NinthAgePick[] {
  return library.armies.flatMap((army) =>
    army.units.flatMap((unit) => {
      const found = resolveNinthAgeUnit(library, unit.key);
      // Units without characteristics in the data (most of the 2nd-edition files) cannot fill a unit.
      if (!found.ok) return [];
      const { profile, hardTarget, rules, weapons, model } = found.value;
      return [
        {
          key: unit.key,
          aliases: model !== unit.name ? [model] : [],
          profile,
          hardTarget,
          rules,
          weapons: weapons.flatMap((w) => (w.use.ok && w.aim !== null ? [{ name: w.name, aim: w.aim, weapon: w.use.weapon }] : [])),
          unusable: weapons.flatMap((w): NinthAgePick['unusable'][number][] => (!w.use.ok ? [{ name: w.name, gap: w.use.gap, detail: w.use.detail }] : w.aim === null ? [{ name: w.name, gap: 'no-aim', detail: '' }] : [])),
        },
      ];
    }),
  );
}

/** The page's library: every warrior and unit a shot can be resolved for. */
export function buildWebProfileLibrary(mordheim: MordheimLibrary, ninthAge: NinthAgeLibrary): WebProfileLibrary {
  return { mordheim: mordheimPicks(mordheim), ninthAge: ninthAgePicks(ninthAge) };
}

/** The generated module's text: the library as one typed literal. */
export function profileModuleText(library: WebProfileLibrary): string {
  return [
    '// Generated from data/bsdata by `npm run web:profiles` (web/src/logic/profile-library-build.ts): do not edit.',
    "import type { WebProfileLibrary } from '../logic/profile-library.js';",
    '',
    `export const COMMUNITY_PROFILES: WebProfileLibrary = ${JSON.stringify(library)};`,
    '',
  ].join('\n');
}
