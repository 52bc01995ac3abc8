/**
 * The community's warriors (Mordheim) and units (The Ninth Age) as the page's picker holds
 * them: a compact library generated from data/bsdata by the library's own reader
 * (`profile-library-build.ts`, written to `web/src/data/community-profiles.ts` and loaded
 * lazily in its own chunk), searched by name and applied to a warrior or unit of a battle
 * file. DOM-free.
 */
import { editDistance, ninthAgeWeaponFile, type NinthAgeUnitRule, type NinthAgeWeaponFile } from '../../../src/scenario/index.js';
import { findWeapon, type MordheimWeaponId } from '../../../src/games/mordheim/index.js';
import type { WarriorFile } from './battle-file.js';
import { idsOfKind, isFileRule, withRuleList, withRules } from './warrior-rules.js';
import type { MordheimPick, NinthAgePick, WebProfileLibrary } from './profile-picks.js';

export type { IncompletePick, MordheimPick, NinthAgePick, WebProfileLibrary } from './profile-picks.js';

/** How many matches the picker lists at once. */
export const PICKER_LIMIT = 12;

const folded = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The entries whose name (key or alias) holds every word typed, best first: a name whose
 * own part starts with the text, then the rest, then names that hold a word only with a slip
 * of typing ("marksmn" finds Marksmen; see {@link nearWord}); alphabetical within each.
 *
 * @example
 * searchPicks(library.mordheim, 'marksman').map((p) => p.key); // ['Marienburgers/Marksmen', …, 'Reiklanders/Marksmen', 'Averlanders/Marksmen', …]
 * searchPicks(library.mordheim, 'marksmn').length > 0; // true: one letter left out
 */
export function searchPicks<P extends { readonly key: string; readonly aliases: readonly string[] }>(picks: readonly P[], query: string, limit: number = PICKER_LIMIT): P[] {
  const words = folded(query).split(' ').filter((w) => w !== '');
  if (words.length === 0) return [];
  const scored = picks.flatMap((pick) => {
    const names = [pick.key, ...pick.aliases.map((a) => `${pick.key.slice(0, pick.key.indexOf('/') + 1)}${a}`)].map(folded);
    const exact = words.every((w) => names.some((n) => n.includes(w)));
    if (!exact && !words.every((w) => names.some((n) => n.includes(w) || nearWord(w, n)))) return [];
    const own = names.map((n) => n.slice(n.indexOf('/') + 1));
    const rank = !exact ? 2 : own.some((n) => n.startsWith(words.join(' '))) ? 0 : 1;
    return [{ pick, rank }];
  });
  return scored
    .sort((a, b) => a.rank - b.rank || a.pick.key.localeCompare(b.pick.key))
    .slice(0, limit)
    .map((s) => s.pick);
}

/** Slips of typing a word may hold and still find a name: none below 4 letters, one per 4 letters. */
const slipsAllowed = (word: string): number => Math.floor(word.length / 4);

/**
 * Whether a typed word is, with a few slips, one of the name's words or the start of one:
 * "marksmn" is Marksmen with a letter left out, "crosbowm" the start of Crossbowmen.
 */
function nearWord(word: string, name: string): boolean {
  const allowed = slipsAllowed(word);
  if (allowed === 0) return false;
  return name
    .split(/[^\p{L}\p{N}]+/u)
    .some((part) => part !== '' && (editDistance(word, part) <= allowed || (part.length > word.length && editDistance(word, part.slice(0, word.length)) <= allowed)));
}

/** The name a picked entry is shown by: "Reiklanders/Marksmen (Marksman)". */
export function pickLabel(pick: { readonly key: string; readonly aliases: readonly string[] }): string {
  return pick.aliases.length > 0 ? `${pick.key} (${pick.aliases.join(', ')})` : pick.key;
}

/**
 * The missile weapons a warrior filled from a pick carries: the data lists what a warrior of
 * its kind may buy, not what this one bought. So the ones it already carried stay where the new
 * lists allow them; a list of one weapon gives that one (the Tilean Marksman's crossbow); else
 * none is ticked and the player ticks what the warrior carries (the shooter panel says it has
 * no missile weapon until then).
 *
 * @example
 * carriedWeapons(['crossbow'], reiklandMarksmen.weapons); // ['crossbow'], not the list's seven
 */
export function carriedWeapons(held: readonly string[], listed: readonly MordheimWeaponId[]): MordheimWeaponId[] {
  const heldIds = new Set(held.map((w) => findWeapon(w)?.id ?? w));
  const kept = listed.filter((id) => heldIds.has(id));
  if (kept.length > 0) return kept;
  return listed.length === 1 ? [...listed] : [];
}

/**
 * A warrior of a battle file with a picked warrior's profile, missile weapons and rules; its
 * place, name, footing and state stay, and wounds taken are capped at the new W. Weapons and
 * armour stay only as the warrior already carried them, where the new lists allow it
 * (`carriedWeapons`): the lists are what it may buy. Armour changes the
 * odds against the warrior without any choice at the shot, so it is never put on unasked. The
 * pick's rules go where a file writes them: Large Target, Hard to Kill and the special rules of
 * its kind replace the warrior's `rules` (a Tilean Marksman's Dead Eye Shot); skills and
 * equipment its entry gives join the warrior's own, which the player chose for this warrior.
 */
export function withMordheimPick(warrior: WarriorFile, pick: MordheimPick): WarriorFile {
  const state = warrior.state;
  const woundsLeft = state?.woundsLeft;
  const filled: WarriorFile = {
    ...warrior,
    profile: { ...pick.profile },
    weapons: carriedWeapons((warrior.weapons ?? []).flatMap((w) => (typeof w === 'string' ? [w] : [])), pick.weapons),
    kit: (warrior.kit ?? []).filter((item) => pick.kit.includes(item)),
    rules: pick.rules.filter(isFileRule),
    ...(state ? { state: woundsLeft !== undefined && woundsLeft > pick.profile.W ? { ...state, woundsLeft: pick.profile.W } : state } : {}),
  };
  const withSkills = withRuleList(filled, 'skills', withRules(warrior.skills, idsOfKind(pick.rules, 'skill')));
  return withRuleList(withSkills, 'equipment', withRules(warrior.equipment, idsOfKind(pick.rules, 'equipment')));
}

/** What a picked Ninth Age unit writes into a unit of a battle file: profile, weapons (with their whole profiles), Hard Target and rules. */
export interface NinthAgeUnitPatch {
  readonly profile: NinthAgePick['profile'];
  readonly weapons: readonly NinthAgeWeaponFile[];
  readonly hardTarget: number;
  readonly rules: readonly (NinthAgeUnitRule)[];
}

/**
 * The fields a picked unit sets on a Ninth Age unit of a battle file (spread over it). The
 * weapons are written out whole, so the file reads without the community's data.
 */
export function ninthAgeUnitPatch(pick: NinthAgePick): NinthAgeUnitPatch {
  return {
    profile: { ...pick.profile },
    weapons: pick.weapons.map(({ name, aim, weapon }) => ninthAgeWeaponFile(name, aim, weapon)),
    hardTarget: pick.hardTarget,
    rules: [...pick.rules],
  };
}

let loading: Promise<WebProfileLibrary> | null = null;

/** The generated library, fetched once, in its own chunk (same origin, so it works offline). */
export function loadProfileLibrary(): Promise<WebProfileLibrary> {
  loading ??= import('../data/community-profiles.js').then((m) => m.COMMUNITY_PROFILES);
  return loading;
}
