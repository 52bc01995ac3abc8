import type { NinthAgeWeaponGap } from '../../scenario/index.js';
import type { XmlErrorReason, XmlLimit } from './xml.js';

/** An entry of a file, by its BattleScribe id and name. */
export interface EntryRef {
  readonly id: string;
  readonly name: string;
}

/** Where a problem is: the file, and the entry when there is one. */
export interface At {
  readonly file: string;
  readonly entry: EntryRef | null;
}

/**
 * What the reader could not read or map, as codes with data. Every problem names the
 * file and, where there is one, the entry (its BattleScribe id and name), so a reader of
 * the report can open the file and find it. Front ends turn the codes into words
 * (i18n/bsdata.ts).
 */
export type BsdataProblem =
  // The file itself.
  | (At & { readonly code: 'xml-malformed'; readonly reason: XmlErrorReason; readonly line: number; readonly column: number; readonly detail: string | null })
  | (At & { readonly code: 'xml-over-limit'; readonly limit: XmlLimit; readonly max: number; readonly line: number; readonly column: number })
  | (At & { readonly code: 'not-battlescribe'; readonly root: string; readonly expected: readonly string[] })
  | (At & { readonly code: 'missing-attribute'; readonly element: string; readonly attribute: string; readonly line: number })
  | (At & { readonly code: 'duplicate-file-id'; readonly id: string; readonly other: string })
  | (At & { readonly code: 'missing-game-system'; readonly gameSystemId: string })
  | (At & { readonly code: 'wrong-game-system'; readonly gameSystem: string; readonly expected: string })
  | (At & { readonly code: 'missing-catalogue'; readonly catalogueId: string; readonly name: string })
  | (At & { readonly code: 'unresolved-link'; readonly targetId: string; readonly linkType: string })
  | (At & { readonly code: 'link-cycle'; readonly targetId: string })
  // Profiles.
  | (At & { readonly code: 'missing-characteristic'; readonly characteristic: string })
  | (At & { readonly code: 'bad-characteristic'; readonly characteristic: string; readonly value: string })
  | (At & { readonly code: 'several-model-profiles'; readonly profiles: readonly string[]; readonly chosen: string })
  | (At & { readonly code: 'missing-model-profile' })
  // Mordheim mapping to Marksman's ids.
  | (At & { readonly code: 'unmapped-weapon'; readonly weapon: string })
  | (At & { readonly code: 'unmapped-armour'; readonly armour: string })
  | (At & { readonly code: 'unknown-rule'; readonly rule: string })
  | (At & { readonly code: 'rule-not-modelled'; readonly rule: string })
  | (At & { readonly code: 'weapon-differs'; readonly weapon: string; readonly field: 'range' | 'strength'; readonly data: string; readonly marksman: string })
  | (At & { readonly code: 'armour-differs'; readonly armour: string; readonly data: string; readonly marksman: string })
  // The Ninth Age weapons.
  | (At & { readonly code: 'missing-aim'; readonly weapon: string })
  | (At & { readonly code: 'missing-weapon-profile'; readonly weapon: string })
  | (At & { readonly code: 'profile-by-name'; readonly item: string; readonly profile: string })
  | (At & { readonly code: 'bad-weapon-value'; readonly weapon: string; readonly field: string; readonly value: string })
  | (At & { readonly code: 'unknown-attribute'; readonly weapon: string; readonly attribute: string })
  // Rosters.
  | (At & { readonly code: 'zip-unreadable' })
  | (At & { readonly code: 'zip-without-roster'; readonly files: readonly string[] })
  | (At & { readonly code: 'roster-game-not-supported'; readonly gameSystemId: string; readonly gameSystem: string })
  | (At & { readonly code: 'roster-without-models' })
  | (At & { readonly code: 'roster-model-without-profile' })
  | (At & { readonly code: 'two-body-armours'; readonly pieces: readonly string[] })
  | (At & { readonly code: 'roster-unknown-entry' })
  | (At & { readonly code: 'roster-weapon-unusable'; readonly weapon: string; readonly gap: NinthAgeWeaponGap; readonly detail: string })
  | (At & { readonly code: 'roster-base-assumed'; readonly base: string })
  // Rosters over a limit (limits.ts), refused before the work they would make.
  /** `bytes` is null when the size is not known beforehand (a pipe read until it passed the limit). */
  | (At & { readonly code: 'roster-file-too-large'; readonly bytes: number | null; readonly limit: number })
  | (At & { readonly code: 'roster-text-too-long'; readonly characters: number; readonly limit: number })
  | (At & { readonly code: 'zip-too-many-entries'; readonly limit: number })
  | (At & { readonly code: 'zip-declared-too-large'; readonly declared: number; readonly limit: number })
  /** The member unpacked to more than the limit though the zip declared less. */
  | (At & { readonly code: 'zip-inflated-too-large'; readonly member: string; readonly limit: number })
  | (At & { readonly code: 'roster-too-many-selections'; readonly selections: number; readonly limit: number })
  /** `value` as written, cut short when long (limits.ts, quotedValue). */
  | (At & { readonly code: 'roster-bad-number'; readonly value: string })
  | (At & { readonly code: 'roster-number-over-limit'; readonly value: string; readonly limit: number })
  | (At & { readonly code: 'roster-too-many-models'; readonly models: number; readonly limit: number })
  | (At & { readonly code: 'roster-too-many-units'; readonly units: number; readonly limit: number })
  /** More warnings were found than the `listed` ones. */
  | (At & { readonly code: 'roster-warnings-not-listed'; readonly listed: number });

/** The code of a problem: what the catalogues key their messages by. */
export type BsdataProblemCode = BsdataProblem['code'];

/**
 * `error`: the file (or roster) could not be read, or a link points nowhere — what it holds
 * is missing from the library. `warning`: it was read, but something in it could not be
 * carried over to Marksman and was left out or taken from elsewhere, as the problem says.
 */
export const BSDATA_PROBLEM_SEVERITY: Readonly<Record<BsdataProblemCode, 'error' | 'warning'>> = {
  'xml-malformed': 'error',
  'xml-over-limit': 'error',
  'not-battlescribe': 'error',
  'missing-attribute': 'error',
  'duplicate-file-id': 'error',
  'missing-game-system': 'error',
  'wrong-game-system': 'error',
  'missing-catalogue': 'error',
  'unresolved-link': 'error',
  'link-cycle': 'error',
  'missing-characteristic': 'warning',
  'bad-characteristic': 'warning',
  'several-model-profiles': 'warning',
  'missing-model-profile': 'warning',
  'unmapped-weapon': 'warning',
  'unmapped-armour': 'warning',
  'unknown-rule': 'warning',
  'rule-not-modelled': 'warning',
  'weapon-differs': 'warning',
  'armour-differs': 'warning',
  'missing-aim': 'warning',
  'missing-weapon-profile': 'warning',
  'profile-by-name': 'warning',
  'bad-weapon-value': 'warning',
  'unknown-attribute': 'warning',
  'zip-unreadable': 'error',
  'zip-without-roster': 'error',
  'roster-game-not-supported': 'error',
  'roster-without-models': 'error',
  'roster-model-without-profile': 'warning',
  'two-body-armours': 'warning',
  'roster-unknown-entry': 'warning',
  'roster-weapon-unusable': 'warning',
  'roster-base-assumed': 'warning',
  'roster-file-too-large': 'error',
  'roster-text-too-long': 'error',
  'zip-too-many-entries': 'error',
  'zip-declared-too-large': 'error',
  'zip-inflated-too-large': 'error',
  'roster-too-many-selections': 'error',
  'roster-bad-number': 'error',
  'roster-number-over-limit': 'error',
  'roster-too-many-models': 'error',
  'roster-too-many-units': 'error',
  'roster-warnings-not-listed': 'warning',
};

/**
 * Collects problems, dropping repeats (the same entry reached through many warriors). With a
 * warning limit, warnings past it are only counted (errors are always kept): a hostile roster
 * can carry a million unknown attributes, and keeping each would cost more than reading it.
 */
export class ProblemList {
  private readonly seen = new Set<string>();
  readonly items: BsdataProblem[] = [];
  private warnings = 0;
  /** Warnings past the limit, repeats among them: telling those apart costs what the limit saves. */
  warningsOverLimit = 0;

  constructor(readonly warningLimit: number = Number.POSITIVE_INFINITY) {}

  add(problem: BsdataProblem): void {
    const warning = !isFatal(problem);
    if (warning && this.warnings >= this.warningLimit) {
      this.warningsOverLimit += 1;
      return;
    }
    const key = JSON.stringify(problem);
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.items.push(problem);
    if (warning) this.warnings += 1;
  }

  /** The problems kept, and one more saying so when warnings were left out. */
  listed(file: string): readonly BsdataProblem[] {
    return this.warningsOverLimit === 0 ? this.items : [...this.items, { code: 'roster-warnings-not-listed', file, entry: null, listed: this.warningLimit }];
  }
}

/**
 * Whether a problem stops the file (an error) rather than leaving a gap in it (a warning).
 *
 * @example
 * isFatal({ code: 'missing-catalogue', file: 'Reiklanders.cat', entry: null, catalogueId: 'c1', name: 'Mercenaries' }); // true
 */
export function isFatal(problem: BsdataProblem): boolean {
  return BSDATA_PROBLEM_SEVERITY[problem.code] === 'error';
}
