// `marksman profiles --game mordheim|ninth-age [--search TEXT] [--json] [--problems]`: the
// warriors (or units) of the BSData library with their profiles and kit. A pure function of
// the loaded library; cli/bsdata-files.ts loads it.
import {
  isFatal,
  MORDHEIM_CHARACTERISTICS,
  nameKey,
  NINTH_AGE_CHARACTERISTICS,
  type BsdataGame,
  type BsdataProblem,
  type MordheimLibrary,
  type MordheimWarriorEntry,
  type NinthAgeLibrary,
  type NinthAgeUnitEntry,
  type NinthAgeValue,
} from '../src/data/bsdata/index.js';
import { bsdataProblemText, type BsdataTexts } from '../i18n/bsdata.js';
import type { Catalogue } from '../i18n/index.js';
import type { BsdataLibrary } from './bsdata-files.js';
import { jsonText, withFormat } from './json-format.js';

export interface ProfilesOptions {
  readonly game: BsdataGame;
  /** Keeps the warriors (units) whose warband, name, weapons, armour or rules contain this text. */
  readonly search?: string;
  readonly json: boolean;
  /** Lists the problems found in the data instead of only counting them. */
  readonly problems?: boolean;
}

/** What the listing needs of a catalogue: its language and the BSData words (the catalogue's `bsdata` section). */
export type ProfilesCatalogue = Pick<Catalogue, 'language'> & { readonly bsdata: BsdataTexts };

const INDENT = '  ';

function matches(search: string | undefined, texts: readonly string[]): boolean {
  if (search === undefined || search.trim() === '') return true;
  const wanted = nameKey(search);
  return texts.some((t) => nameKey(t).includes(wanted));
}

function warriorTexts(w: MordheimWarriorEntry): string[] {
  return [w.key, w.warband, w.name, ...w.aliases, ...w.weapons.flatMap((x) => [x.name, x.weapon ?? '']), ...w.armour.flatMap((a) => [a.name, a.item ?? '']), ...w.rules.map((r) => r.name)];
}

function unitTexts(u: NinthAgeUnitEntry): string[] {
  return [u.key, u.army, u.name, ...u.models.map((m) => m.name), ...u.weapons.map((w) => w.name), ...u.armour.map((a) => a.name), ...u.rules];
}

function problemFooter(problems: readonly BsdataProblem[], options: ProfilesOptions, texts: BsdataTexts): string[] {
  if (problems.length === 0) return [];
  const errors = problems.filter(isFatal).length;
  const summary = texts.listing.problemsInData(errors, problems.length - errors);
  if (!options.problems) return ['', `${summary}; ${texts.listing.problemsHint}`];
  return ['', `${summary}:`, ...problems.map((p) => `${INDENT}${texts.severity[isFatal(p) ? 'error' : 'warning']}: ${bsdataProblemText(texts, p)}`)];
}

function mordheimText(library: MordheimLibrary, options: ProfilesOptions, texts: BsdataTexts): string[] {
  const t = texts.listing;
  const lines: string[] = [];
  for (const band of library.warbands) {
    const warriors = band.warriors.filter((w) => matches(options.search, warriorTexts(w)));
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

function valueText(value: NinthAgeValue | null, t: BsdataTexts['listing']): string {
  if (value === null) return t.unknownValue;
  if (value.kind === 'user') return t.asUser;
  return value.bracket === null ? String(value.value) : `${value.value} [${value.bracket}]`;
}

function ninthAgeText(library: NinthAgeLibrary, options: ProfilesOptions, texts: BsdataTexts): string[] {
  const t = texts.listing;
  const lines: string[] = [];
  for (const army of library.armies) {
    const units = army.units.filter((u) => matches(options.search, unitTexts(u)));
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
        const parts = [t.aim(w.aim), t.range(w.minRange, w.range), t.shots(w.shots), `${t.strength} ${valueText(w.strength, t)}`, `${t.armourPenetration} ${valueText(w.ap, t)}`, ...attributes];
        return `${INDENT}${INDENT}${INDENT}${w.name}: ${parts.join(', ')}`;
      });
      lines.push(`${INDENT}${INDENT}${t.shootingWeapons}: ${weapons.length > 0 ? '' : t.none}`.trimEnd(), ...weapons);
      const armour = u.armour.map((a) => `${a.name} (${a.save})`);
      lines.push(`${INDENT}${INDENT}${t.armour}: ${armour.length > 0 ? armour.join(', ') : t.none}`);
    }
  }
  return lines;
}

/**
 * The listing as text or JSON. JSON carries the library's own objects (filtered by the
 * search) and every problem as codes with data; text translates them.
 */
export function profilesCommand(library: BsdataLibrary, options: ProfilesOptions, cat: ProfilesCatalogue): string {
  return options.json ? jsonText(withFormat('profiles', library.game, profilesJson(library, options))) : profilesText(library, options, cat.bsdata);
}

/** The listing for programs: the library's own objects, filtered by the search, and its problems as codes with data. */
export function profilesJson(library: BsdataLibrary, options: Pick<ProfilesOptions, 'search'>): Record<string, unknown> {
  const body =
    library.game === 'mordheim'
      ? { warbands: library.warbands.map((b) => ({ ...b, warriors: b.warriors.filter((w) => matches(options.search, warriorTexts(w))) })).filter((b) => b.warriors.length > 0) }
      : { armies: library.armies.map((a) => ({ ...a, units: a.units.filter((u) => matches(options.search, unitTexts(u))) })).filter((a) => a.units.length > 0) };
  return { game: library.game, gameSystem: library.gameSystem, search: options.search ?? null, ...body, problems: library.problems };
}

function profilesText(library: BsdataLibrary, options: ProfilesOptions, texts: BsdataTexts): string {
  const lines = library.game === 'mordheim' ? mordheimText(library, options, texts) : ninthAgeText(library, options, texts);
  const heading = `${texts.listing.game[library.game]}${library.gameSystem ? ` — ${library.gameSystem.name}, ${texts.listing.revision(library.gameSystem.revision)}` : ''}`;
  const body = lines.length > 0 ? lines : [texts.listing.noMatch(options.search ?? '')];
  return `${[heading, '', ...body, ...problemFooter(library.problems, options, texts)].join('\n')}\n`;
}
