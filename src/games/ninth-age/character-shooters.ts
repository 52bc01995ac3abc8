// A character joined to a unit shoots with its own weapons (ruling T-14): the phase, the target
// report and the shot treat it as a shooter of its own, standing in its unit's front rank.
import { rankAndFileCount, unitModels, type NinthAgeBattle, type NinthAgeUnit, type NinthAgeUnitState, type TableCharacter } from './battle.js';
import { heightRank } from './heights.js';

/**
 * The id a joined character shoots under: its unit's id, a slash and its place in the unit's
 * `characters` (counted from 1, as the models of a block are).
 *
 * @example
 * characterShooterId('spearmen', 0); // 'spearmen/1'
 */
export function characterShooterId(unitId: string, index: number): string {
  return `${unitId}/${String(index + 1)}`;
}

/**
 * The place in its unit's list of the character whose id (or model's id) is `unit/N`; −1 for any other id.
 *
 * @example
 * characterIndexOf('militia/1', 'militia'); // 0
 * characterIndexOf('militia#1', 'militia'); // -1
 */
export function characterIndexOf(id: string, unitId: string): number {
  const prefix = `${unitId}/`;
  if (!id.startsWith(prefix)) return -1;
  const n = Number(id.slice(prefix.length));
  return Number.isInteger(n) && n >= 1 ? n - 1 : -1;
}

/**
 * BS-T9A-2ND Light Troops: an Infantry character joined to an Infantry unit of its Height with
 * Light Troops gains Light Troops, and with it March and Shoot. A character with Light Troops of
 * its own has it in such a unit too (the unit is then made entirely of models with it); in a unit
 * without it, the unit is not, and its Light Troops gives nothing.
 */
function gainsLightTroops(unit: NinthAgeUnit, character: TableCharacter): boolean {
  const joined = unit.joined;
  if (!joined || !unit.lightTroops) return false;
  if (character.shooting?.lightTroops === true) return true;
  return character.type === 'infantry' && joined.type === 'infantry' && heightRank(character.profile.Height, 'current') === heightRank(unit.profile.Height, 'current');
}

function asShooter(unit: NinthAgeUnit, character: TableCharacter, index: number): NinthAgeUnit | null {
  const shooting = character.shooting;
  if (!shooting) return null;
  const lightTroops = gainsLightTroops(unit, character);
  // The Breath Attack is the character's own: its unit's having breathed says nothing of it.
  const { breathUsed: _unitBreath, ...unitState } = unit.state;
  const state: NinthAgeUnitState = { ...unitState, hpLost: character.hpLost, hasShot: shooting.hasShot, ...(shooting.breathUsed === undefined ? {} : { breathUsed: shooting.breathUsed }) };
  const id = characterShooterId(unit.id, index);
  return {
    id,
    name: character.name ?? id,
    army: unit.army,
    formation: unit.formation,
    profile: { ...character.profile, Str: shooting.Str, AP: shooting.AP },
    hardTarget: 0,
    marchAndShoot: shooting.marchAndShoot || lightTroops,
    flammable: character.flammable,
    fly: character.fly ?? false,
    skirmisher: false,
    lightTroops,
    weapons: shooting.weapons,
    state,
    joinedTo: { unit: unit.id, character: index, removed: character.removed },
  };
}

/**
 * Every character joined to a unit of the battle that carries a shooting weapon, as a shooter
 * (T-14): its own profile and weapons, its unit's army, formation and movement, its own
 * `hasShot`; `joinedTo` names its unit. Removed characters are listed, so a shot asked of one
 * is refused as `destroyed`.
 *
 * @example
 * // battle: examples/ninth-age/captain-shoots.json, parsed
 * characterShooters(battle).map((c) => [c.id, c.name]); // [['militia/1', 'Captain']]
 */
export function characterShooters(battle: NinthAgeBattle): NinthAgeUnit[] {
  return battle.units.flatMap((unit) => (unit.joined?.characters ?? []).flatMap((c, i) => asShooter(unit, c, i) ?? []));
}

/**
 * A shooter of the battle by id: a unit, or a joined character with a weapon (`unit/1`, T-14).
 *
 * @example
 * // battle: examples/ninth-age/captain-shoots.json, parsed
 * ninthAgeShooter(battle, 'militia/1')?.joinedTo; // { unit: 'militia', character: 0, removed: false }
 * ninthAgeShooter(battle, 'militia')?.joinedTo; // undefined: the unit itself
 */
export function ninthAgeShooter(battle: NinthAgeBattle, id: string): NinthAgeUnit | undefined {
  return battle.units.find((u) => u.id === id) ?? characterShooters(battle).find((c) => c.id === id);
}

/**
 * The id of the block a shooter stands in: its own, or its unit's for a joined character (T-14).
 *
 * @example
 * // battle: examples/ninth-age/captain-shoots.json, parsed
 * const captain = ninthAgeShooter(battle, 'militia/1');
 * if (captain) shooterBlockId(captain); // 'militia'
 */
export function shooterBlockId(shooter: Pick<NinthAgeUnit, 'id' | 'joinedTo'>): string {
  return shooter.joinedTo?.unit ?? shooter.id;
}

/**
 * Whether the shooter has no model left to shoot with: a unit's rank and file are gone (its
 * characters left may stand as the unit, NA-ALONE), or, for a joined character, it was removed
 * or its unit left the table.
 *
 * @example
 * // battle: examples/ninth-age/captain-shoots.json, parsed
 * const captain = ninthAgeShooter(battle, 'militia/1');
 * if (captain) shooterGone(battle, captain); // false
 */
export function shooterGone(battle: NinthAgeBattle, shooter: NinthAgeUnit): boolean {
  // A unit whose rank and file are gone has no model to shoot its weapons with: its characters shoot their own (NA-ALONE).
  if (!shooter.joinedTo) return rankAndFileCount(battle, shooter.id) === 0;
  return shooter.joinedTo.removed || unitModels(battle, shooterBlockId(shooter)).length === 0;
}

/**
 * The battle with a shooter's `hasShot` and `breathUsed` changed: a unit's state, or a joined
 * character's own shooting (T-14). Other shooters are left as they were.
 *
 * @example
 * // battle: examples/ninth-age/captain-shoots.json, parsed
 * const after = withShooterState(battle, 'militia/1', { hasShot: true });
 * ninthAgeShooter(after, 'militia/1')?.state.hasShot; // true
 * ninthAgeShooter(after, 'militia')?.state.hasShot; // false: the unit shoots on its own
 */
export function withShooterState(battle: NinthAgeBattle, id: string, change: { readonly hasShot?: boolean; readonly breathUsed?: boolean }): NinthAgeBattle {
  if (battle.units.some((u) => u.id === id)) return { ...battle, units: battle.units.map((u) => (u.id === id ? { ...u, state: { ...u.state, ...change } } : u)) };
  const shooter = characterShooters(battle).find((c) => c.id === id);
  const place = shooter?.joinedTo;
  if (!place) return battle;
  const units = battle.units.map((u): NinthAgeUnit => {
    const joined = u.joined;
    if (u.id !== place.unit || !joined) return u;
    const characters = joined.characters.map((c, i) => (i === place.character && c.shooting ? { ...c, shooting: { ...c.shooting, ...change } } : c));
    return { ...u, joined: { ...joined, characters } };
  });
  return { ...battle, units };
}
