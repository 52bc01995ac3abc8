import type { ParseOptions } from '../../scenario/index.js';
import type { MordheimLibrary } from './mordheim.js';
import type { NinthAgeLibrary } from './ninth-age.js';
import { resolveNinthAgeUnit } from './ninth-age-resolve.js';
import { resolveMordheimProfile } from './resolve.js';

/** The scenario parser's lookups over a Mordheim library: "Warband/Warrior" → characteristics and target rules. */
export function mordheimLookups(library: MordheimLibrary): ParseOptions {
  return {
    profiles: (name) => {
      const found = resolveMordheimProfile(library, name);
      if (found.ok) return { ok: true, value: { profile: found.value.profile, rules: found.value.rules } };
      return { ok: false, suggestions: found.problem.code === 'unknown-warrior' ? found.problem.suggestions : found.problem.code === 'ambiguous-warrior' ? found.problem.matches : [] };
    },
  };
}

/** The scenario parser's lookups over a Ninth Age library: "Army/Unit" → profile, rules and weapons. */
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
          return { ok: false, reason: 'unknown', suggestions: problem.matches };
        case 'incomplete-profile':
          return { ok: false, reason: 'incomplete', missing: problem.missing };
      }
    },
  };
}
