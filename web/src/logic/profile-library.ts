/**
 * The community's warriors (Mordheim) and units (The Ninth Age) as the page's picker holds
 * them: a compact library generated from data/bsdata by the library's own reader
 * (`profile-library-build.ts`, written to `web/src/data/community-profiles.ts` and loaded
 * lazily in its own chunk), searched by name and applied to a warrior or unit of a battle
 * file. DOM-free.
 */
import type { MordheimWeaponId } from '../../../src/games/mordheim/index.js';
import type { HeightClass, ShootingWeapon } from '../../../src/games/ninth-age/index.js';
import { ninthAgeWeaponFile, type MORDHEIM_KIT_ITEMS, type MORDHEIM_TARGET_RULES, type NinthAgeNeeded, type NinthAgeWeaponFile, type NinthAgeWeaponGap } from '../../../src/scenario/index.js';
import type { WarriorFile } from './battle-file.js';

type KitItem = (typeof MORDHEIM_KIT_ITEMS)[number];
type TargetRule = (typeof MORDHEIM_TARGET_RULES)[number];

/** A Mordheim warrior of the data, ready to fill a warrior of a battle file. */
export interface MordheimPick {
  /** "Reiklanders/Marksmen". */
  readonly key: string;
  /** Other names the data gives it ("Marksman", its profile's name). */
  readonly aliases: readonly string[];
  readonly profile: { readonly BS: number; readonly S: number; readonly T: number; readonly W: number; readonly I: number } & Readonly<Partial<Record<'M' | 'WS' | 'A' | 'Ld', number>>>;
  /** The missile weapons on its lists that Marksman knows. */
  readonly weapons: readonly MordheimWeaponId[];
  /** Its armour options, every one its lists offer (a pick keeps only what the warrior already wore). */
  readonly kit: readonly KitItem[];
  readonly rules: readonly TargetRule[];
}

/** A Ninth Age unit of the data, ready to fill a unit of a battle file. */
export interface NinthAgePick {
  /** "Empire of Sonnstahl/State Militia". */
  readonly key: string;
  /** Its models' names other than the unit's: they find it when no unit has the name (as on the command line). */
  readonly aliases: readonly string[];
  readonly profile: { readonly HP: number; readonly Res: number; readonly Arm: number; readonly Str?: number; readonly AP?: number; readonly Aegis?: number; readonly Fortitude?: number; readonly Height?: HeightClass };
  readonly hardTarget: number;
  readonly rules: readonly ('march-and-shoot' | 'flammable')[];
  /** The weapons a shot can be made with, each with the Aim the data prints. */
  readonly weapons: readonly { readonly name: string; readonly aim: number; readonly weapon: ShootingWeapon }[];
  /**
   * Weapons the data lists that the picker cannot give, and why: `no-aim`, the data prints no
   * Aim (a file naming the unit gives it, "Crossbow (4+)"); otherwise the weapon cannot shoot
   * here, with what stops it (the dice of its shots, the attribute).
   */
  readonly unusable: readonly ({ readonly name: string; readonly gap: 'no-aim'; readonly weapon: ShootingWeapon } | { readonly name: string; readonly gap: NinthAgeWeaponGap; readonly detail: string })[];
}

/** A warrior or unit the data names but a shot cannot use (its profile lacks what a shot needs): found by name, then refused as the command line refuses it. */
export interface IncompletePick {
  readonly key: string;
  readonly aliases: readonly string[];
}

export interface WebProfileLibrary {
  readonly mordheim: readonly MordheimPick[];
  readonly ninthAge: readonly NinthAgePick[];
  readonly incomplete: {
    readonly mordheim: readonly IncompletePick[];
    readonly ninthAge: readonly (IncompletePick & { readonly missing: readonly NinthAgeNeeded[] })[];
  };
}

/** How many matches the picker lists at once. */
export const PICKER_LIMIT = 12;

const folded = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The entries whose name (key or alias) holds every word typed, best first: a name whose
 * own part starts with the text, then the rest; alphabetical within each.
 *
 * @example
 * searchPicks(library.mordheim, 'marksman').map((p) => p.key); // ['Marienburgers/Marksmen', …, 'Reiklanders/Marksmen', 'Averlanders/Marksmen', …]
 */
export function searchPicks<P extends { readonly key: string; readonly aliases: readonly string[] }>(picks: readonly P[], query: string, limit: number = PICKER_LIMIT): P[] {
  const words = folded(query).split(' ').filter((w) => w !== '');
  if (words.length === 0) return [];
  const scored = picks.flatMap((pick) => {
    const names = [pick.key, ...pick.aliases.map((a) => `${pick.key.slice(0, pick.key.indexOf('/') + 1)}${a}`)].map(folded);
    if (!words.every((w) => names.some((n) => n.includes(w)))) return [];
    const own = names.map((n) => n.slice(n.indexOf('/') + 1));
    const starts = own.some((n) => n.startsWith(words.join(' '))) ? 0 : 1;
    return [{ pick, starts }];
  });
  return scored
    .sort((a, b) => a.starts - b.starts || a.pick.key.localeCompare(b.pick.key))
    .slice(0, limit)
    .map((s) => s.pick);
}

/** The name a picked entry is shown by: "Reiklanders/Marksmen (Marksman)". */
export function pickLabel(pick: { readonly key: string; readonly aliases: readonly string[] }): string {
  return pick.aliases.length > 0 ? `${pick.key} (${pick.aliases.join(', ')})` : pick.key;
}

/**
 * A warrior of a battle file with a picked warrior's profile, missile weapons and target rules;
 * its place, name, footing and state stay, and wounds taken are capped at the new W. Every
 * weapon on the lists is given (the shot picks one; the player unticks what is not carried),
 * but armour only as the warrior already wore it, where the new lists allow it: armour changes
 * the odds against the warrior without any choice at the shot, so it is never put on unasked.
 */
export function withMordheimPick(warrior: WarriorFile, pick: MordheimPick): WarriorFile {
  const state = warrior.state;
  const woundsLeft = state?.woundsLeft;
  return {
    ...warrior,
    profile: { ...pick.profile },
    weapons: [...pick.weapons],
    kit: (warrior.kit ?? []).filter((item) => pick.kit.includes(item)),
    rules: [...pick.rules],
    ...(state ? { state: woundsLeft !== undefined && woundsLeft > pick.profile.W ? { ...state, woundsLeft: pick.profile.W } : state } : {}),
  };
}

/** What a picked Ninth Age unit writes into a unit of a battle file: profile, weapons (with their whole profiles), Hard Target and rules. */
export interface NinthAgeUnitPatch {
  readonly profile: NinthAgePick['profile'];
  readonly weapons: readonly NinthAgeWeaponFile[];
  readonly hardTarget: number;
  readonly rules: readonly ('march-and-shoot' | 'flammable')[];
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
