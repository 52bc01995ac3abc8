/**
 * Builds the page's compact library of the community's profiles from the full BSData
 * libraries, with the library's own resolvers (so the page and the CLI read the data the
 * same way). Used at generation time only (`npm run web:profiles`), never bundled: the page
 * loads the result, `web/src/data/community-profiles.ts`.
 */
import { ninthAgeUnitProfile, resolveMordheimProfile, type MordheimLibrary, type NinthAgeLibrary } from '../../../src/data/bsdata/index.js';
import { weaponHas } from '../../../src/games/ninth-age/index.js';
import type { IncompletePick, MordheimPick, NinthAgePick, WebProfileLibrary } from './profile-library.js';

/** A warrior whose profile lacks what a shot needs (the Plague Cart): not a pick, but still found by name, so it is refused as on the command line. */
function mordheimIncomplete(library: MordheimLibrary): IncompletePick[] {
  return library.warbands.flatMap((band) =>
    band.warriors.flatMap((warrior) => {
      const found = resolveMordheimProfile(library, warrior.key);
      return !found.ok && found.problem.code === 'incomplete-profile' ? [{ key: warrior.key, aliases: warrior.aliases.filter((a) => a !== warrior.name) }] : [];
    }),
  );
}

/** A unit the data gives no characteristics (most 2nd-edition files): found by name and refused with what is missing. */
function ninthAgeIncomplete(library: NinthAgeLibrary): WebProfileLibrary['incomplete']['ninthAge'][number][] {
  return library.armies.flatMap((army) =>
    army.units.flatMap((unit) => {
      const found = ninthAgeUnitProfile(unit);
      return !found.ok && found.problem.code === 'incomplete-profile' ? [{ key: unit.key, aliases: modelNames(unit), missing: found.problem.missing }] : [];
    }),
  );
}

/** A unit's models' names other than its own, which find it by name. */
const modelNames = (unit: NinthAgeLibrary['armies'][number]['units'][number]): string[] => [...new Set(unit.models.map((m) => m.name).filter((name) => name !== unit.name))];

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
      const found = ninthAgeUnitProfile(unit);
      // Units without characteristics in the data (most of the 2nd-edition files) cannot fill a unit.
      if (!found.ok) return [];
      const { profile, hardTarget, rules, weapons, type } = found.value;
      return [
        {
          key: unit.key,
          aliases: modelNames(unit),
          profile,
          hardTarget,
          rules,
          ...(type === undefined ? {} : { type }),
          // A Breath Attack needs no Aim: it hits without a roll.
          weapons: weapons.flatMap((w) => (w.use.ok && (w.aim !== null || weaponHas(w.use.weapon, 'breath-attack')) ? [{ name: w.name, aim: w.aim, weapon: w.use.weapon }] : [])),
          unusable: weapons.flatMap((w): NinthAgePick['unusable'][number][] => {
            if (!w.use.ok) return [{ name: w.name, gap: w.use.gap, detail: w.use.detail }];
            return w.aim === null && !weaponHas(w.use.weapon, 'breath-attack') ? [{ name: w.name, gap: 'no-aim', weapon: w.use.weapon }] : [];
          }),
        },
      ];
    }),
  );
}

/** The page's library: every warrior and unit a shot can be resolved for. */
export function buildWebProfileLibrary(mordheim: MordheimLibrary, ninthAge: NinthAgeLibrary): WebProfileLibrary {
  return { mordheim: mordheimPicks(mordheim), ninthAge: ninthAgePicks(ninthAge), incomplete: { mordheim: mordheimIncomplete(mordheim), ninthAge: ninthAgeIncomplete(ninthAge) } };
}

/** The generated module's text: the library as one typed literal. */
export function profileModuleText(library: WebProfileLibrary): string {
  return [
    '// Generated from data/bsdata by `npm run web:profiles` (web/src/logic/profile-library-build.ts): do not edit.',
    "import type { WebProfileLibrary } from '../logic/profile-picks.js';",
    '',
    `export const COMMUNITY_PROFILES: WebProfileLibrary = ${JSON.stringify(library)};`,
    '',
  ].join('\n');
}
