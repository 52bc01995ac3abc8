import type { NinthAgeWeaponGap } from '../../scenario/index.js';
import type { NinthAgeNeeded } from './ninth-age-resolve.js';
import { ninthAgeUnitProfile } from './ninth-age-resolve.js';
import { isBreathAttack, type NinthAgeAttribute, type NinthAgeLibrary, type NinthAgeUnitEntry, type NinthAgeWeaponEntry } from './ninth-age.js';

/**
 * How much of The Ninth Age's data Marksman can use as it stands, counted from the data (issue
 * 20, item 6): of the units that have characteristics, how many load; of the shooting units and
 * their weapons, how many load (every number a shot needs read from the data, Aim included)
 * and how many can shoot (loaded, and every rule of the profile applied by Marksman).
 */

/**
 * What kind of weapon the data describes, as the share counts it: a war machine's or one with
 * rolled shots (bracketed second values "4 [10]", shots on dice "2D6", templates and artillery
 * attributes: the issue leaves these to a later session), a model's Breath Attack (read from its
 * Rules column, 2D6 hits with no Aim), one the data gives no profile for (nothing to load), or
 * any other.
 */
export type NinthAgeWeaponKind = 'war-machine' | 'breath' | 'no-profile-in-data' | 'plain';

/** Attributes only war machines' and template weapons' profiles carry. */
const WAR_MACHINE_ATTRIBUTES: readonly NinthAgeAttribute[] = ['area-attack', 'cannon', 'catapult', 'volley-gun', 'artillery-weapon'];

/** A template's size in the weapon's name, as the data names the Charnel Catapult's "Catapult (4×4)" and "Charnel Catapult (6×6)". */
const TEMPLATE_IN_NAME = /\(\s*\d+\s*[×x]\s*\d+\s*\)/;

/**
 * The kind of a weapon of the data, for counting: a war machine's by its bracketed values, rolled
 * shots, artillery attributes or a template's size in its name ("Charnel Catapult (6×6)").
 *
 * @example
 * // cannon, bow: weapons of units of buildNinthAgeLibrary's example (Empire of Sonnstahl/Artillery, State Militia)
 * ninthAgeWeaponKind(cannon); // 'war-machine' (Strength "4[10]")
 * ninthAgeWeaponKind(bow); // 'plain'
 * ninthAgeWeaponKind(breath); // 'breath' (the Hydra's "Breath Attack (Str 3, AP 2)")
 */
export function ninthAgeWeaponKind(weapon: NinthAgeWeaponEntry): NinthAgeWeaponKind {
  if (isBreathAttack(weapon)) return 'breath';
  const bracketed = [weapon.strength, weapon.ap].some((v) => v?.kind === 'number' && v.bracket !== null) || weapon.attributes.some((a) => a.bracketed);
  if (bracketed || typeof weapon.shots === 'string' || weapon.attributes.some((a) => WAR_MACHINE_ATTRIBUTES.includes(a.code)) || TEMPLATE_IN_NAME.test(weapon.name)) return 'war-machine';
  return weapon.range === null || weapon.shots === null || weapon.strength === null || weapon.ap === null ? 'no-profile-in-data' : 'plain';
}

/** Why a weapon cannot shoot: its unit does not load, the data prints no Aim, or a gap of the weapon. */
export type NinthAgeWeaponBlock = NinthAgeWeaponGap | 'missing-aim' | 'unit-not-loaded';

/** A unit of the data that has characteristics but cannot be loaded: what its profile lacks. */
export interface NinthAgeUnitNotLoaded {
  readonly unit: string;
  readonly missing: readonly NinthAgeNeeded[];
}

/** A weapon of a shooting unit that cannot shoot, its kind, whether it loads, and why it cannot shoot. */
export interface NinthAgeWeaponNotShooting {
  readonly unit: string;
  readonly weapon: string;
  readonly kind: NinthAgeWeaponKind;
  /** Every number a shot needs is read from the data (range, shots, Strength, AP, Aim): what stops it is a rule Marksman does not apply. */
  readonly loads: boolean;
  readonly reason: NinthAgeWeaponBlock;
  /** What the data writes that stops it ("2D6", "4 [10]", "reload", a rule's sentence), or the weapon's name. */
  readonly detail: string;
}

/** Of a count, how many load and how many can shoot. */
export interface NinthAgeShare {
  readonly total: number;
  readonly load: number;
  readonly shoot: number;
}

/** The data's share Marksman can use, and everything it cannot, with the reason. */
export interface NinthAgeDataShare {
  /** Units whose models carry characteristics in the data, and how many of them load (`shoot` counts the same). */
  readonly units: NinthAgeShare;
  /** Of those, the units with a shooting weapon in the data: loaded with at least one weapon that loads, that can shoot. */
  readonly shootingUnits: NinthAgeShare;
  /** The shooting units' weapons. */
  readonly weapons: NinthAgeShare;
  /**
   * The same two counts over the plain weapons only: without the war machines' (left to a later
   * session) and those the data has no profile for. A unit counts when it has a plain weapon.
   */
  readonly plain: { readonly shootingUnits: NinthAgeShare; readonly weapons: NinthAgeShare };
  /** The same two counts over the war machines' weapons only. A unit counts when it has one. */
  readonly warMachines: { readonly shootingUnits: NinthAgeShare; readonly weapons: NinthAgeShare };
  /** The same two counts over the models' Breath Attacks only. A unit counts when it has one. */
  readonly breath: { readonly shootingUnits: NinthAgeShare; readonly weapons: NinthAgeShare };
  readonly unitsNotLoaded: readonly NinthAgeUnitNotLoaded[];
  readonly weaponsNotShooting: readonly NinthAgeWeaponNotShooting[];
}

/**
 * A unit some of whose models carry at least one characteristic in the data.
 *
 * @example
 * // library: the Ninth Age library of buildNinthAgeLibrary's example
 * library.armies.flatMap((a) => a.units).filter(hasCharacteristics).length; // the units the share counts
 */
export const hasCharacteristics = (unit: NinthAgeUnitEntry): boolean => unit.models.some((m) => Object.keys(m.characteristics).length > 0);

/** One weapon of a unit as counted: its kind, and whether it loads and shoots. */
interface CountedWeapon {
  readonly kind: NinthAgeWeaponKind;
  readonly loads: boolean;
  readonly blocked: NinthAgeWeaponNotShooting | null;
}

function countedWeapons(unit: NinthAgeUnitEntry): CountedWeapon[] {
  const resolved = ninthAgeUnitProfile(unit);
  return unit.weapons.map((entry, i): CountedWeapon => {
    const kind = ninthAgeWeaponKind(entry);
    const use = resolved.ok ? resolved.value.weapons[i]?.use : undefined;
    const numbersRead = use !== undefined && (use.ok || use.gap === 'attribute-not-modelled' || use.gap === 'rule-not-modelled');
    // A Breath Attack hits without a roll: it needs no Aim.
    const aimRead = entry.aim !== null || kind === 'breath';
    const loads = resolved.ok && numbersRead && aimRead;
    const block = (reason: NinthAgeWeaponBlock, detail: string): CountedWeapon => ({ kind, loads, blocked: { unit: unit.key, weapon: entry.name, kind, loads, reason, detail } });
    if (!resolved.ok || use === undefined) return block('unit-not-loaded', entry.name);
    if (!use.ok) return block(use.gap, use.detail);
    if (!aimRead) return block('missing-aim', entry.name);
    return { kind, loads, blocked: null };
  });
}

/** Units with a weapon among those counted, and their weapons: how many load and shoot. */
function shareOf(units: readonly { readonly loaded: boolean; readonly weapons: readonly CountedWeapon[] }[]): { units: NinthAgeShare; weapons: NinthAgeShare } {
  const shooting = units.filter((u) => u.weapons.length > 0);
  const weapons = shooting.flatMap((u) => u.weapons);
  return {
    units: {
      total: shooting.length,
      load: shooting.filter((u) => u.loaded && u.weapons.some((w) => w.loads)).length,
      shoot: shooting.filter((u) => u.loaded && u.weapons.some((w) => w.blocked === null)).length,
    },
    weapons: { total: weapons.length, load: weapons.filter((w) => w.loads).length, shoot: weapons.filter((w) => w.blocked === null).length },
  };
}

/**
 * Counts, over every army of the library, the units with characteristics that load, the
 * shooting units and their weapons that load and that can shoot, and lists the rest with the
 * reason.
 *
 * @example
 * // library: the Ninth Age library of buildNinthAgeLibrary's example
 * const share = ninthAgeDataShare(library);
 * share.units.load / share.units.total; // the share of units with characteristics that load
 * share.weaponsNotShooting[0]; // { unit: 'Beast Herds/Cyclops', weapon: 'Hurl Attack', kind: 'war-machine', loads: true, reason: 'bracketed-value', detail: '3[7]' }
 */
export function ninthAgeDataShare(library: NinthAgeLibrary): NinthAgeDataShare {
  const units = library.armies.flatMap((a) => a.units).filter(hasCharacteristics);
  const unitsNotLoaded: NinthAgeUnitNotLoaded[] = [];
  const counted = units.map((unit) => {
    const resolved = ninthAgeUnitProfile(unit);
    if (!resolved.ok) unitsNotLoaded.push({ unit: unit.key, missing: resolved.problem.code === 'incomplete-profile' ? resolved.problem.missing : [] });
    return { loaded: resolved.ok, weapons: countedWeapons(unit) };
  });
  const everything = shareOf(counted);
  const ofKind = (kind: NinthAgeWeaponKind) => shareOf(counted.map((u) => ({ ...u, weapons: u.weapons.filter((w) => w.kind === kind) })));
  const plain = ofKind('plain');
  const warMachines = ofKind('war-machine');
  const breath = ofKind('breath');
  const loaded = units.length - unitsNotLoaded.length;
  return {
    units: { total: units.length, load: loaded, shoot: loaded },
    shootingUnits: everything.units,
    weapons: everything.weapons,
    plain: { shootingUnits: plain.units, weapons: plain.weapons },
    warMachines: { shootingUnits: warMachines.units, weapons: warMachines.weapons },
    breath: { shootingUnits: breath.units, weapons: breath.weapons },
    unitsNotLoaded,
    weaponsNotShooting: counted.flatMap((u) => u.weapons.flatMap((w) => (w.blocked ? [w.blocked] : []))),
  };
}
