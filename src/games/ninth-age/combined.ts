import { DONE, type Repeat } from '../../dice/index.js';
import type { UnitDamage } from '../shared/index.js';
import type { NinthAgeAttack, NinthAgeTarget } from './attack-types.js';
import type { AimAt, JoinedCharacter } from './joined-types.js';

export { AIM_AT, type AimAt, type JoinedCharacter } from './joined-types.js';
import type { NinthAgeCheck, NinthAgeOutcome } from './explanation.js';
import { heightRank } from './heights.js';
import { areaTemplate, weaponHas } from './weapons.js';
import type { ShotProcess } from './series.js';
import { shotProcess, shotStart, type NinthAgeShotState } from './shot.js';

/** What a combined unit adds to the target: its Type, its characters, its champion, the attacker's choice. */
export interface JoinedTarget {
  /** The rank and file's Type. */
  readonly type: string;
  readonly characters: readonly JoinedCharacter[];
  /** One of the target's models is its Champion: it takes no distributed hit while other rank and file remain. */
  readonly champion: boolean;
  readonly aimAt: AimAt;
}

/** Where one volley's hits go: the rank and file's Health Pool, and each character. */
export interface HitShares {
  readonly rankAndFile: number;
  readonly characters: readonly number[];
}

/** Rank-and-file models at or above which a character like the unit cannot be hit (NR-COMBINED). */
export const SHIELDING_MODELS = 5;

/**
 * Which joined characters may be given hits (NR-COMBINED): all of them when the unit has 4 or
 * fewer rank-and-file models, else only those whose Type or Height differs from the unit's.
 * The Champion counts among the rank and file here (T-13).
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Bow (4+)', target: { models: 10, profile: { Res: 3 } } });
 * const captain = { profile: { ...attack.target.profile, HP: 3 }, type: 'infantry', hpLost: 0, flammable: false };
 * hittableCharacters(attack, { type: 'infantry', characters: [captain], champion: false, aimAt: 'characters' }); // [false]
 */
export function hittableCharacters(attack: NinthAgeAttack, joined: JoinedTarget): boolean[] {
  const edition = attack.variants.edition;
  const unitHeight = heightRank(attack.target.profile.Height, edition);
  const few = attack.target.models < SHIELDING_MODELS;
  return joined.characters.map((c) => few || c.type !== joined.type || heightRank(c.profile.Height, edition) !== unitHeight);
}

/**
 * One volley's hits shared out as equally as possible (NR-COMBINED: no model takes a second hit
 * before every model has taken one) over the rank and file other than the Champion and the
 * hittable characters; the hits left after the even rounds go first where `aimAt` says (T-13).
 *
 * @example
 * distributeHits(5, 3, [true], 'characters'); // { rankAndFile: 3, characters: [2] }: four models, one round each, the fifth hit to the character
 * distributeHits(5, 3, [true], 'rank-and-file'); // { rankAndFile: 4, characters: [1] }
 * distributeHits(5, 9, [false], 'characters'); // { rankAndFile: 5, characters: [0] }
 */
export function distributeHits(hits: number, rankAndFile: number, hittable: readonly boolean[], aimAt: AimAt): HitShares {
  const eligible = hittable.filter(Boolean).length;
  const models = rankAndFile + eligible;
  if (eligible === 0 || models === 0) return { rankAndFile: hits, characters: hittable.map(() => 0) };
  const round = Math.floor(hits / models);
  const rest = hits % models;
  // The characters' share of the hits left after the even rounds: first or last in line.
  const extra = aimAt === 'characters' ? Math.min(rest, eligible) : Math.max(0, rest - rankAndFile);
  let given = 0;
  const characters = hittable.map((h) => {
    if (!h) return 0;
    given += 1;
    return round + (given <= extra ? 1 : 0);
  });
  return { rankAndFile: hits - characters.reduce((a, b) => a + b, 0), characters };
}

/**
 * Which of a volley's shared hits are poisoned (a natural 6 to hit with Poison, which wounds
 * without a to-wound roll): the hits are rolled before they are shared (NR-ATKSEQ: determine
 * hits, then distribute them), so the shooting player places them, and `aimAt` says whom it
 * favours: the poisoned hits go first to the characters (in their order) with `characters`,
 * first to the rank and file with `rank-and-file`, each taking at most its share (T-13).
 *
 * @example
 * poisonedShares({ rankAndFile: 3, characters: [2] }, 3, 'characters'); // { rankAndFile: 1, characters: [2] }
 * poisonedShares({ rankAndFile: 3, characters: [2] }, 3, 'rank-and-file'); // { rankAndFile: 3, characters: [0] }
 */
export function poisonedShares(shares: HitShares, poisoned: number, aimAt: AimAt): HitShares {
  let left = poisoned;
  const take = (share: number) => {
    const given = Math.min(share, left);
    left -= given;
    return given;
  };
  if (aimAt === 'characters') {
    const characters = shares.characters.map(take);
    return { rankAndFile: take(shares.rankAndFile), characters };
  }
  const rankAndFile = take(shares.rankAndFile);
  return { rankAndFile, characters: shares.characters.map(take) };
}

/**
 * A volley's shot up to its to-hit roll only: the hits are shared out before any wound is rolled.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Bow (4+)', target: { profile: { Res: 3 } } });
 * odds(toHitOnly(shotProcess(attack, 0)), shotStart(targetStart(attack.target)), exactArithmetic); // a miss 1/2, a hit 1/2
 */
export function toHitOnly(process: ShotProcess): ShotProcess {
  return { key: process.key, step: (state) => (state.stage === 'to-wound' || state.stage === 'poison' ? DONE : process.step(state)) };
}

/**
 * The attack with a character as its target: one model, its own profile (its wounds, saves and
 * Multiple Wounds cap are its own).
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Bow (4+)', target: { models: 10, profile: { Res: 3 } } });
 * attackOnCharacter(attack, { profile: { ...attack.target.profile, Res: 4, HP: 3 }, type: 'infantry', hpLost: 0, flammable: false }).target.models; // 1
 */
export function attackOnCharacter(attack: NinthAgeAttack, character: JoinedCharacter): NinthAgeAttack {
  const target: NinthAgeTarget = {
    ...(character.name ? { name: character.name } : {}),
    models: 1,
    profile: character.profile,
    hpLost: character.hpLost,
    hardTarget: [],
    flammable: character.flammable,
    fly: character.fly ?? false,
  };
  return { ...attack, target };
}

/**
 * Which hit of an Area Attack a hit on one model or pool is (BS-T9A-2ND Area Attack,
 * T9A-LEX-CATAPULT): the one at the bracketed values, another hit of a hit (plain values), or
 * a Catapult's Partial Hit's (half values).
 */
export type AreaHitKind = 'bracketed' | 'plain' | 'partial';

/** One template's hits shared out (NA-AREA-JOINED), and who took its bracketed hit (null: a Partial Hit, or no hit). */
export interface AreaShares extends HitShares {
  readonly bracketed: 'rank-and-file' | number | null;
}

/**
 * One template's hits shared as any ranged hits are (NR-COMBINED, T-13; the Area Attack rule
 * sends its bracketed hit through the normal Distributing Hits), and the bracketed hit placed
 * where `aimAt` says: on the first character given a hit with `characters`, on the rank and
 * file with `rank-and-file`, else on whoever took a hit (ruling NA-AREA-JOINED).
 *
 * @example
 * areaShares(4, 'full', 3, [true], 'characters'); // { rankAndFile: 3, characters: [1], bracketed: 0 }
 * areaShares(4, 'full', 3, [true], 'rank-and-file'); // { rankAndFile: 3, characters: [1], bracketed: 'rank-and-file' }
 * areaShares(4, 'partial', 3, [true], 'characters').bracketed; // null: a Partial Hit has no bracketed hit
 */
export function areaShares(hits: number, kind: 'full' | 'partial', rankAndFile: number, hittable: readonly boolean[], aimAt: AimAt): AreaShares {
  const shares = distributeHits(hits, rankAndFile, hittable, aimAt);
  if (kind === 'partial' || hits === 0) return { ...shares, bracketed: null };
  const character = shares.characters.findIndex((n) => n > 0);
  const onRankAndFile = shares.rankAndFile > 0 ? 'rank-and-file' : null;
  const onCharacter = character >= 0 ? character : null;
  return { ...shares, bracketed: aimAt === 'characters' ? (onCharacter ?? onRankAndFile) : (onRankAndFile ?? onCharacter) };
}

/**
 * A template's hits given to one model or pool, in runs of one kind as rolled: its bracketed hit
 * first when it took it, then the rest.
 *
 * @example
 * areaRuns(3, 'full', true); // [{ area: 'bracketed', hits: 1 }, { area: 'plain', hits: 2 }]
 * areaRuns(2, 'partial', false); // [{ area: 'partial', hits: 2 }]
 */
export function areaRuns(hits: number, kind: 'full' | 'partial', bracketed: boolean): { readonly area: AreaHitKind; readonly hits: number }[] {
  if (hits === 0) return [];
  if (kind === 'partial') return [{ area: 'partial', hits }];
  if (!bracketed) return [{ area: 'plain', hits }];
  return hits > 1 ? [{ area: 'bracketed', hits: 1 }, { area: 'plain', hits: hits - 1 }] : [{ area: 'bracketed', hits: 1 }];
}

/**
 * A hit about to be rolled from its to-wound roll on (a poisoned one from its automatic wound);
 * a template's hit carries which of its hits it is, so that it rolls at the bracketed, plain or
 * half values (`shot.ts`), and ends with it.
 *
 * @example
 * hitStart({ models: 5, onCurrent: 0 }, 'hit').stage; // 'to-wound'
 * hitStart({ models: 5, onCurrent: 0 }, 'poisoned', 'partial').area?.kind; // 'partial'
 */
export function hitStart(unit: UnitDamage, kind: 'hit' | 'poisoned', area?: AreaHitKind): NinthAgeShotState {
  const state: NinthAgeShotState = kind === 'hit' ? { ...shotStart(unit), stage: 'to-wound', hit: 'hit' } : { ...shotStart(unit), stage: 'poison', hit: 'poisoned' };
  if (area === undefined) return state;
  // A template's first hit rolls at the bracketed values and its later ones at the plain: one hit of each, the last of its template.
  const at = area === 'plain' ? 2 : 1;
  return { ...state, area: { kind: area === 'partial' ? 'partial' : 'full', hits: at, at, wounds: 0, unsaved: 0 } };
}

/**
 * Hits given to one model or pool, each rolled from the to-wound roll on, one after another; a
 * poisoned hit (`poisoned`) from its automatic wound on; a template's hits as `area` says.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Bow (4+)', target: { profile: { Res: 3 } } });
 * rollRepeat(hitsRepeat(shotProcess(attack, 0), { models: 1, onCurrent: 0 }, 2), diceFromSeed(7)).rounds.length; // 2
 */
export function hitsRepeat(process: ShotProcess, unit: UnitDamage, hits: number, kind: 'hit' | 'poisoned' = 'hit', area?: AreaHitKind): Repeat<NinthAgeShotState, NinthAgeCheck, NinthAgeOutcome> {
  return { process, start: hitStart(unit, kind, area), times: hits, carry: (end) => hitStart(end.unit, kind, area), stop: () => false };
}

/**
 * The attack as a template counts the unit's ranks: its joined characters stand in them, one
 * model each (NA-AREA-JOINED: the rules count a joined character's base among the models of the
 * unit's ranks for an Area Attack, BS-T9A-2ND Matching Bases). Only its templates' hits read it.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Bow (4+)', target: { models: 10, profile: { Res: 3 }, formation: { width: 5, facing: 'front' } } });
 * templateAttack(attack, 1).target.formation; // { width: 5, facing: 'front', inRanks: 11 }
 */
export function templateAttack(attack: NinthAgeAttack, characters: number): NinthAgeAttack {
  const { target } = attack;
  const formation = target.formation ?? { width: target.models, facing: 'front' as const };
  return { ...attack, target: { ...target, formation: { ...formation, inRanks: target.models + characters } } };
}

/**
 * Each volley's processes for a combined target: to hit (a template's, counting the characters
 * in the ranks; with a Volley Gun's dice, also its to-hit at −1 after one natural 6), then from
 * the hit on for the rank and file and for each character.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Bow (4+)', target: { models: 10, profile: { Res: 3 } } });
 * joinedProcesses(attack, { type: 'infantry', characters: [], champion: false, aimAt: 'characters' })[0]?.characters.length; // 0
 */
export function joinedProcesses(attack: NinthAgeAttack, joined: JoinedTarget): { toHit: ShotProcess; templateSix?: ShotProcess; rankAndFile: ShotProcess; characters: ShotProcess[]; area: boolean }[] {
  const onCharacters = joined.characters.map((c) => attackOnCharacter(attack, c));
  const inRanks = templateAttack(attack, joined.characters.length);
  return attack.volleys.map((volley, index) => {
    const rankAndFile = shotProcess(attack, index);
    const area = areaTemplate(volley.entry.weapon) !== null;
    const toHit = toHitOnly(area ? shotProcess(inRanks, index) : rankAndFile);
    // A template on a Volley Gun's dice: after one natural 6 its shots are at −1 (NR-VOLLEY-GUN), counted in the same ranks.
    const six = area && volley.entry.weapon.shotsDice !== undefined && weaponHas(volley.entry.weapon, 'volley-gun');
    const templateSix = six ? toHitOnly(shotProcess({ ...inRanks, volleys: inRanks.volleys.map((v, i) => (i === index ? { ...v, volleyGunSix: true } : v)) }, index)) : undefined;
    return { toHit, ...(templateSix ? { templateSix } : {}), rankAndFile, characters: onCharacters.map((a) => shotProcess(a, index)), area };
  });
}

/**
 * The rank and file that hits are shared over: every model but the Champion.
 *
 * @example
 * sharingModels(10, true); // 9
 */
export function sharingModels(models: number, champion: boolean): number {
  return Math.max(0, models - (champion ? 1 : 0));
}
