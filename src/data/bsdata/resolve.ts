import { MORDHEIM_WEAPONS, type InjuryTable, type MissileWeapon, type MordheimProfile, type MordheimWeaponId } from '../../games/mordheim/index.js';
import { findNamed, lookUpNamed, namedFinder, nameKey, suggestNames, type NamedEntry } from './names.js';
import { weaponMappingOf, type MordheimKitItem, type MordheimProfileRule } from './mordheim-mapping.js';
import { MORDHEIM_CHARACTERISTICS, type MordheimCharacteristic, type MordheimLibrary, type MordheimWarriorEntry, type MordheimWeaponOption } from './mordheim.js';

/** Why a name given by a scenario (or the command line) did not give a profile or weapon. */
export type LookupProblem =
  | { readonly code: 'unknown-warrior'; readonly name: string; readonly suggestions: readonly string[] }
  | { readonly code: 'ambiguous-warrior'; readonly name: string; readonly matches: readonly string[] }
  | { readonly code: 'incomplete-profile'; readonly name: string; readonly file: string; readonly missing: readonly MordheimCharacteristic[] }
  | { readonly code: 'unknown-weapon'; readonly name: string; readonly suggestions: readonly string[] }
  | { readonly code: 'unmapped-weapon'; readonly name: string; readonly file: string; readonly entryId: string };

/** A warrior or weapon found by name, or why none was. */
export type Lookup<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: LookupProblem };

/** A library warrior in Marksman's terms. */
export interface ResolvedMordheimWarrior {
  readonly key: string;
  readonly name: string;
  readonly profile: MordheimProfile & Required<Pick<MordheimProfile, 'I'>>;
  /** Target rules (large target, hard to kill), ready for a scenario's `rules`. */
  /** Large Target, Hard to Kill, and the skills and special rules Marksman knows by name (applied or not). */
  readonly rules: readonly MordheimProfileRule[];
  readonly largeTarget: boolean;
  readonly injuryTable: InjuryTable;
  /** The missile weapons on the warrior's lists that Marksman knows, by id. */
  readonly weapons: readonly MordheimWeaponId[];
  /** Its armour options as kit items (a library warrior has no kit chosen yet). */
  readonly kitOptions: readonly MordheimKitItem[];
  /** Weapons on its lists that Marksman cannot use, by BSData name. */
  readonly unmappedWeapons: readonly string[];
}

export { suggestNames };

/** A warrior as names find it: by warband, its name and its aliases alike. */
const warriorNames = (w: MordheimWarriorEntry): NamedEntry => ({ key: w.key, group: w.warband, name: w.name, aliases: w.aliases });

/**
 * Every warrior a name could mean: "Reiklanders/Marksman" (warband and entry or profile name) or "Marksman" alone.
 *
 * @example
 * // library: the Mordheim library of buildMordheimLibrary's example
 * findMordheimWarriors(library, 'Marksman').map((w) => w.key); // ['Marienburgers/Marksmen', 'Middenheimers/Marksmen', 'Reiklanders/Marksmen']
 * findMordheimWarriors(library, 'Reiklanders/Marksman').map((w) => w.key); // ['Reiklanders/Marksmen']
 */
export function findMordheimWarriors(library: MordheimLibrary, name: string): MordheimWarriorEntry[] {
  return findNamed(library.warbands.flatMap((b) => b.warriors), name, warriorNames, 'with-name');
}

/** `findMordheimWarriors` for many names against one library (a roster's selections): the library's names are keyed once. */
export function mordheimWarriorFinder(library: MordheimLibrary): (name: string) => MordheimWarriorEntry[] {
  return namedFinder(library.warbands.flatMap((b) => b.warriors), warriorNames, 'with-name');
}

/**
 * A warrior from the library as Marksman's profile, target rules and weapon choices.
 *
 * @example
 * // library: the Mordheim library of buildMordheimLibrary's example
 * resolveMordheimProfile(library, 'Reiklanders/Marksman');
 * // { ok: true, value: { profile: { M: 4, WS: 3, BS: 4, … }, weapons: ['bow', 'crossbow', …], kitOptions: ['helmet', 'shield', 'light-armour'], … } }
 * resolveMordheimProfile(library, 'Reiklanders/Marksmun');
 * // { ok: false, problem: { code: 'unknown-warrior', name: 'Reiklanders/Marksmun', suggestions: ['Reiklanders/Marksmen'] } }
 */
export function resolveMordheimProfile(library: MordheimLibrary, name: string): Lookup<ResolvedMordheimWarrior> {
  const found = lookUpNamed(library.warbands.flatMap((b) => b.warriors), name, warriorNames, 'with-name');
  if (!found.ok) {
    switch (found.code) {
      case 'unknown':
        return { ok: false, problem: { code: 'unknown-warrior', name, suggestions: found.suggestions } };
      case 'ambiguous':
        return { ok: false, problem: { code: 'ambiguous-warrior', name, matches: found.matches } };
    }
  }
  const warrior = found.entry;
  // The shooting rules need BS, S, T, W and I (I for edges and falls); M, WS, A and Ld are kept when present.
  const needed: readonly MordheimCharacteristic[] = ['BS', 'S', 'T', 'W', 'I'];
  const p = warrior.profile;
  const missing = needed.filter((c) => p[c] === undefined);
  if (p.BS === undefined || p.S === undefined || p.T === undefined || p.W === undefined || p.I === undefined) {
    return { ok: false, problem: { code: 'incomplete-profile', name: warrior.key, file: warrior.file, missing } };
  }
  const extra: Partial<Record<MordheimCharacteristic, number>> = {};
  for (const c of MORDHEIM_CHARACTERISTICS) if (p[c] !== undefined) extra[c] = p[c];
  const rules = warrior.rules.flatMap((r): MordheimProfileRule[] => (r.meaning === 'large-target' || r.meaning === 'hard-to-kill' ? [r.meaning] : r.modelRule !== undefined ? [r.modelRule] : []));
  return {
    ok: true,
    value: {
      key: warrior.key,
      name: warrior.name,
      profile: { ...extra, BS: p.BS, S: p.S, T: p.T, W: p.W, I: p.I },
      rules: [...new Set(rules)],
      largeTarget: rules.includes('large-target'),
      injuryTable: rules.includes('hard-to-kill') ? 'hard-to-kill' : 'standard',
      weapons: [...new Set(warrior.weapons.flatMap((w) => (w.weapon ? [w.weapon] : [])))],
      kitOptions: [...new Set(warrior.armour.flatMap((a) => (a.item ? [a.item] : [])))],
      unmappedWeapons: warrior.weapons.filter((w) => w.weapon === null).map((w) => w.name),
    },
  };
}

/** A resolved weapon: Marksman's profile and the BSData entry it was found by (null for a Marksman id). */
export interface ResolvedMordheimWeapon {
  readonly weapon: MissileWeapon;
  readonly bsdata: MordheimWeaponOption | null;
}

/**
 * A weapon by BSData name ("Long bow", "Hand Gun", "Brace of Pistols") or Marksman id, as
 * Marksman's weapon. A BSData weapon Marksman has no profile for is `unmapped-weapon`.
 *
 * @example
 * // library: the Mordheim library of buildMordheimLibrary's example
 * resolveMordheimWeapon(library, 'Handgun'); // { ok: true, value: { weapon: MORDHEIM_WEAPONS.handgun, bsdata: { name: 'Handgun', … } } }
 */
export function resolveMordheimWeapon(library: MordheimLibrary, name: string): Lookup<ResolvedMordheimWeapon> {
  const key = nameKey(name);
  const bsdata = library.weapons.find((w) => nameKey(w.name) === key || nameKey(w.profileName) === key) ?? null;
  if (bsdata && bsdata.weapon === null) return { ok: false, problem: { code: 'unmapped-weapon', name, file: bsdata.file, entryId: bsdata.entryId } };
  const id = bsdata?.weapon ?? weaponMappingOf(name)?.weapon ?? (Object.keys(MORDHEIM_WEAPONS) as MordheimWeaponId[]).find((w) => w === key.replace(/ /g, '-'));
  if (id === undefined) {
    const names = [...library.weapons.map((w) => w.name), ...Object.keys(MORDHEIM_WEAPONS)];
    return { ok: false, problem: { code: 'unknown-weapon', name, suggestions: suggestNames(name, names) } };
  }
  return { ok: true, value: { weapon: MORDHEIM_WEAPONS[id], bsdata } };
}
