// `marksman profiles --game mordheim|ninth-age [--search TEXT] [--json] [--problems]`: the
// warriors (or units) of the BSData library with their profiles and kit. A pure function of
// the loaded library (each game's listing is its own: cli/<game>-data.ts); cli/bsdata-files.ts
// reads the files.
import { isFatal, type BsdataProblem } from '../src/data/bsdata/index.js';
import { bsdataProblemText, type BsdataTexts } from '../i18n/bsdata.js';
import type { Catalogue } from '../i18n/index.js';
import { INDENT } from './data-parts.js';
import type { LoadedGameData } from './game-commands.js';
import { jsonText, withFormat } from './json-format.js';

export interface ProfilesOptions {
  /** Keeps the warriors (units) whose warband, name, weapons, armour or rules contain this text. */
  readonly search?: string;
  readonly json: boolean;
  /** Lists the problems found in the data instead of only counting them. */
  readonly problems?: boolean;
}

/** What the listing needs of a catalogue: its language and the BSData words (the catalogue's `bsdata` section). */
export type ProfilesCatalogue = Pick<Catalogue, 'language'> & { readonly bsdata: BsdataTexts };

function problemFooter(problems: readonly BsdataProblem[], options: ProfilesOptions, texts: BsdataTexts): string[] {
  if (problems.length === 0) return [];
  const errors = problems.filter(isFatal).length;
  const summary = texts.listing.problemsInData(errors, problems.length - errors);
  if (!options.problems) return ['', `${summary}; ${texts.listing.problemsHint}`];
  return ['', `${summary}:`, ...problems.map((p) => `${INDENT}${texts.severity[isFatal(p) ? 'error' : 'warning']}: ${bsdataProblemText(texts, p)}`)];
}

/**
 * The listing as text or JSON. JSON carries the library's own objects (filtered by the
 * search) and every problem as codes with data; text translates them.
 */
export function profilesCommand(library: LoadedGameData, options: ProfilesOptions, cat: ProfilesCatalogue): string {
  return options.json ? jsonText(withFormat('profiles', library.game, profilesJson(library, options))) : profilesText(library, options, cat.bsdata);
}

/** The listing for programs: the library's own objects, filtered by the search, and its problems as codes with data. */
export function profilesJson(library: LoadedGameData, options: Pick<ProfilesOptions, 'search'>): Record<string, unknown> {
  return { game: library.game, gameSystem: library.gameSystem, search: options.search ?? null, ...library.profilesJson(options.search), problems: library.problems };
}

function profilesText(library: LoadedGameData, options: ProfilesOptions, texts: BsdataTexts): string {
  const lines = library.profilesLines(options.search, texts);
  const heading = `${texts.listing.game[library.game]}${library.gameSystem ? ` — ${library.gameSystem.name}, ${texts.listing.revision(library.gameSystem.revision)}` : ''}`;
  const body = lines.length > 0 ? lines : [texts.listing.noMatch(options.search ?? '')];
  return `${[heading, '', ...body, ...problemFooter(library.problems, options, texts)].join('\n')}\n`;
}
