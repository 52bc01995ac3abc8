import type { ParseOptions } from '../../scenario/index.js';
import type { MordheimLibrary } from './mordheim.js';
import type { NinthAgeLibrary } from './ninth-age.js';
import { resolveNinthAgeUnit } from './ninth-age-resolve.js';
import { resolveMordheimProfile } from './resolve.js';

/**
 * The scenario parser's lookups over a Mordheim library: "Warband/Warrior" → characteristics and target rules.
 *
 * @example
 * // library: the Mordheim library of buildMordheimLibrary's example
 * const text = '{"game": "mordheim", "attack": {"shooter": {"profile": "Reiklanders/Marksman"}, "weapon": "long-bow", "target": {"profile": {"T": 3}}}}';
 * const result = parseScenario(text, mordheimLookups(library));
 * if (result.ok && result.scenario.game === 'mordheim' && result.scenario.kind === 'attack') result.scenario.attack.shooter; // { name: 'Marksman', profile: { BS: 4, S: 3 } }
 */
export function mordheimLookups(library: MordheimLibrary): ParseOptions {
  return {
    profiles: (name) => {
      const found = resolveMordheimProfile(library, name);
      if (found.ok) return { ok: true, value: { profile: found.value.profile, rules: found.value.rules } };
      const problem = found.problem;
      if (problem.code === 'ambiguous-warrior') return { ok: false, reason: 'ambiguous', matches: problem.matches };
      return { ok: false, reason: 'unknown', suggestions: problem.code === 'unknown-warrior' ? problem.suggestions : [] };
    },
  };
}

/**
 * The scenario parser's lookups over a Ninth Age library: "Army/Unit" → profile, rules and weapons.
 *
 * @example
 * // library: the Ninth Age library of buildNinthAgeLibrary's example
 * const text = readFileSync('examples/ninth-age/named-units.json', 'utf8'); // names "Empire of Sonnstahl/State Militia"
 * parseScenario(text).ok; // false: profiles-not-loaded, twice
 * parseScenario(text, ninthAgeLookups(library)).ok; // true: the militia shoot bows (4+), as the data prints
 */
export function ninthAgeLookups(library: NinthAgeLibrary): ParseOptions {
  return {
    ninthAgeUnits: (name) => {
      const found = resolveNinthAgeUnit(library, name);
      if (found.ok) return found;
      const problem = found.problem;
      switch (problem.code) {
        case 'unknown-unit':
          return { ok: false, reason: 'unknown', suggestions: problem.suggestions };
        case 'ambiguous-unit':
          return { ok: false, reason: 'ambiguous', matches: problem.matches };
        case 'incomplete-profile':
          return { ok: false, reason: 'incomplete', missing: problem.missing };
      }
    },
  };
}
