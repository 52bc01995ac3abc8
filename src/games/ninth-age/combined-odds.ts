import {
  countDistribution,
  diceFromSeed,
  floatsByDefault,
  OddsMemo,
  repeatOdds,
  rollRepeat,
  type Arithmetic,
  type DiceState,
  type TraceEntry,
} from '../../dice/index.js';
import { unitDamageKey, type UnitDamage } from '../shared/index.js';
import { targetStart } from './attack-types.js';
import type { NinthAgeAttack } from './attack-types.js';
import { distributeHits, hitsRepeat, hittableCharacters, joinedNotApplied, joinedProcesses, sharingModels, type HitShares, type JoinedNotApplied, type JoinedTarget } from './combined.js';
import type { NinthAgeCheck, NinthAgeOutcome } from './explanation.js';
import { NINTH_AGE_PANIC_RULES } from './panic.js';
import { countHits, countUnsaved } from './series.js';
import { shotStart } from './shot.js';

/** What the shooting can do to one joined character. */
export interface JoinedCharacterOdds<N> {
  readonly name?: string;
  /** Whether any hit may be given to it (NR-COMBINED). */
  readonly hittable: boolean;
  /** The chance it takes at least one hit. */
  readonly hit: N;
  /** The chance it loses its last Health Point and is removed. */
  readonly removed: N;
  readonly meanHits: number;
  readonly meanHpLost: number;
}

/** The odds of a shooting at a unit with joined characters. */
export interface JoinedOdds<N> {
  readonly aimAt: JoinedTarget['aimAt'];
  /** Rules the odds cannot follow for this attack; when any is named, no odds are given. */
  readonly notApplied: readonly JoinedNotApplied[];
  readonly characters: readonly JoinedCharacterOdds<N>[];
  readonly rankAndFile: {
    readonly meanHits: number;
    readonly meanModelsRemoved: number;
    /** The chance every rank-and-file model (the Champion too) is removed. */
    readonly destroyed: N;
  };
  /** Panic from heavy casualties counted over the whole unit, its characters too (NR Panic Tests). */
  readonly panic: JoinedPanic<N>;
}

/** The heavy-casualties threshold over the rank and file and the characters, and the chance the shooting reaches it. */
export interface JoinedPanic<N> {
  readonly startHp: number;
  /** Health Points lost that force the test; null when this shooting cannot force one. */
  readonly hpLost: number | null;
  /** Some model is left and the unit lost at least `hpLost`. */
  readonly forced: N;
}

/**
 * Exact (or float) odds that each joined character is hit and removed, and what the rank and
 * file keep, when the shooting's hits are shared out as NR-COMBINED and T-13 say. Each volley's
 * hits are shared on their own, over the models the unit had before the shooting.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Bow (4+)', target: { models: 3, profile: { Res: 3 } } });
 * const captain = { profile: { ...attack.target.profile, HP: 1 }, type: 'infantry', hpLost: 0, flammable: false };
 * const odds = joinedOdds(attack, { type: 'infantry', characters: [captain], champion: false, aimAt: 'characters' }, exactArithmetic);
 * rationalToString(odds.characters[0]!.hit); // "1/2": one shot at 4+, and the attacker gives its hit to the captain
 */
export function joinedOdds<N = number>(attack: NinthAgeAttack, joined: JoinedTarget, arithmetic: Arithmetic<N> = floatsByDefault<N>()): JoinedOdds<N> {
  const notApplied = joinedNotApplied(attack);
  const hittable = hittableCharacters(attack, joined);
  if (notApplied.length > 0) {
    const none = (): JoinedCharacterOdds<N>[] =>
      joined.characters.map((c, i) => ({ ...(c.name ? { name: c.name } : {}), hittable: hittable[i] ?? false, hit: arithmetic.zero, removed: arithmetic.zero, meanHits: 0, meanHpLost: 0 }));
    return { aimAt: joined.aimAt, notApplied, characters: none(), rankAndFile: { meanHits: 0, meanModelsRemoved: 0, destroyed: arithmetic.zero }, panic: { startHp: 0, hpLost: null, forced: arithmetic.zero } };
  }
  const memo = new OddsMemo(arithmetic);
  const processes = joinedProcesses(attack, joined);
  const start = targetStart(attack.target);
  const sharing = sharingModels(attack.target.models, joined.champion);
  // Each volley's chance of each number of hits, and how those hits are shared.
  const volleys = processes.map((p, index) => {
    const shots = attack.volleys[index]?.shots ?? 0;
    const dist = repeatOdds({ process: p.toHit, start: shotStart(start), times: shots, carry: (end) => shotStart(end.unit), stop: () => false }, countHits, arithmetic, memo);
    const hits = countDistribution(dist, (end) => end.count, arithmetic);
    return hits.map((p, h) => ({ p, shares: distributeHits(h, sharing, hittable, joined.aimAt) }));
  });
  // Every model's damage together, once: each character's and the rank and file's odds are its parts.
  const joint = jointStates(start, joined, volleys, processes, arithmetic, memo);
  const chanceOf = (holds: (units: readonly UnitDamage[]) => boolean) => joint.filter((s) => holds(s.units)).reduce((sum, s) => arithmetic.add(sum, s.p), arithmetic.zero);
  const meanOf = (value: (units: readonly UnitDamage[]) => number) => joint.reduce((sum, s) => sum + arithmetic.toNumber(s.p) * value(s.units), 0);

  const characters = joined.characters.map((c, i): JoinedCharacterOdds<N> => {
    const at = (units: readonly UnitDamage[]) => units[i + 1] ?? { models: 1, onCurrent: c.hpLost };
    const { hit, meanHits } = hitsGiven(volleys, (s) => s.characters[i] ?? 0, arithmetic);
    const removed = chanceOf((units) => at(units).models === 0);
    const meanHpLost = meanOf((units) => (at(units).models === 0 ? c.profile.HP - c.hpLost : at(units).onCurrent - c.hpLost));
    return { ...(c.name ? { name: c.name } : {}), hittable: hittable[i] ?? false, hit, removed, meanHits, meanHpLost };
  });
  const rankAndFile = (units: readonly UnitDamage[]) => units[0] ?? start;
  const rankAndFileOdds = {
    meanHits: hitsGiven(volleys, (s) => s.rankAndFile, arithmetic).meanHits,
    meanModelsRemoved: meanOf((units) => start.models - rankAndFile(units).models),
    destroyed: chanceOf((units) => rankAndFile(units).models === 0),
  };
  return { aimAt: joined.aimAt, notApplied, characters, rankAndFile: rankAndFileOdds, panic: joinedPanic(attack, joined, joint, arithmetic) };
}

type Shares<N> = readonly (readonly { readonly p: N; readonly shares: HitShares }[])[];

/** The chance one model or pool is given at least one hit over the volleys, and its mean hits. */
function hitsGiven<N>(volleys: Shares<N>, share: (s: HitShares) => number, arithmetic: Arithmetic<N>): { hit: N; meanHits: number } {
  // At least one hit: this volley's, or none before and one later (the arithmetic has no subtraction).
  let noHitYet = arithmetic.one;
  let hit = arithmetic.zero;
  let meanHits = 0;
  for (const rows of volleys) {
    let some = arithmetic.zero;
    let none = arithmetic.zero;
    for (const { p, shares } of rows) {
      const given = share(shares);
      meanHits += given * arithmetic.toNumber(p);
      if (given > 0) some = arithmetic.add(some, p);
      else none = arithmetic.add(none, p);
    }
    hit = arithmetic.add(hit, arithmetic.mul(noHitYet, some));
    noHitYet = arithmetic.mul(noHitYet, none);
  }
  return { hit, meanHits };
}

/** The rank and file (first) and each character (after it), damaged together, with their chance. */
interface JointState<N> {
  readonly units: readonly UnitDamage[];
  p: N;
}

/**
 * The joint distribution of every model's damage, volley by volley: each volley's hits shared
 * out, then rolled against the rank and file and each character on its own profile.
 */
function jointStates<N>(start: UnitDamage, joined: JoinedTarget, volleys: Shares<N>, processes: ReturnType<typeof joinedProcesses>, arithmetic: Arithmetic<N>, memo: OddsMemo<N>): JointState<N>[] {
  let states: JointState<N>[] = [{ units: [start, ...joined.characters.map((c) => ({ models: 1, onCurrent: c.hpLost }))], p: arithmetic.one }];
  volleys.forEach((rows, index) => {
    const next = new Map<string, JointState<N>>();
    const volley = processes[index];
    if (!volley) return;
    for (const { p: ph, shares } of rows) {
      if (arithmetic.isZero(ph)) continue;
      const given = [shares.rankAndFile, ...shares.characters];
      const process = (i: number) => (i === 0 ? volley.rankAndFile : (volley.characters[i - 1] ?? volley.rankAndFile));
      for (const state of states) {
        // One model or pool at a time: the others' damage does not change its dice.
        let partial: JointState<N>[] = [{ units: state.units, p: arithmetic.mul(state.p, ph) }];
        given.forEach((hits, i) => {
          if (hits === 0) return;
          partial = partial.flatMap(({ units, p }) =>
            repeatOdds(hitsRepeat(process(i), units[i] ?? start, hits), countUnsaved, arithmetic, memo).map((end) => ({
              units: units.map((u, j) => (j === i ? end.state.state.unit : u)),
              p: arithmetic.mul(p, end.p),
            })),
          );
        });
        for (const { units, p } of partial) {
          const key = units.map(unitDamageKey).join(',');
          const found = next.get(key);
          if (found) found.p = arithmetic.add(found.p, p);
          else next.set(key, { units, p });
        }
      }
    }
    states = [...next.values()];
  });
  return states;
}

/**
 * The whole unit's losses, rank and file and characters together (the Panic rule counts the
 * unit's Health Points, and joined characters are part of the unit), from the joint distribution.
 */
function joinedPanic<N>(attack: NinthAgeAttack, joined: JoinedTarget, joint: readonly JointState<N>[], arithmetic: Arithmetic<N>): JoinedPanic<N> {
  const rule = NINTH_AGE_PANIC_RULES[attack.variants.edition];
  const firsts: UnitDamage[] = [targetStart(attack.target), ...joined.characters.map((c) => ({ models: 1, onCurrent: c.hpLost }))];
  const hps = [attack.target.profile.HP, ...joined.characters.map((c) => c.profile.HP)];
  const left = (units: readonly UnitDamage[]) => units.reduce((sum, u, i) => sum + u.models * (hps[i] ?? 0) - (u.models === 0 ? 0 : u.onCurrent), 0);
  const startHp = left(firsts);
  const [numerator, denominator] = rule.share;
  const needed = Math.max(rule.leastLost, Math.ceil((startHp * numerator) / denominator));
  if (needed > startHp) return { startHp, hpLost: null, forced: arithmetic.zero };
  // The test comes after casualties are removed: a unit with no model left takes none.
  const forced = joint
    .filter(({ units }) => units.some((u) => u.models > 0) && startHp - left(units) >= needed)
    .reduce((sum, s) => arithmetic.add(sum, s.p), arithmetic.zero);
  return { startHp, hpLost: needed, forced };
}

/** The dice of one group of rolled hits or shots, as the roll interpreter traced them. */
export type JoinedTrace = readonly (readonly TraceEntry<NinthAgeCheck, NinthAgeOutcome>[])[];

/** One volley of a rolled shooting at a combined unit. */
export interface JoinedVolleyRoll {
  readonly volley: number;
  readonly hits: number;
  readonly shares: HitShares;
  /** Each shot's to-hit dice. */
  readonly toHit: JoinedTrace;
  /** Each hit on the rank and file, from its to-wound roll on. */
  readonly rankAndFile: JoinedTrace;
  /** For each character, each hit on it from its to-wound roll on. */
  readonly characters: readonly JoinedTrace[];
}

/** A seeded shooting at a unit with joined characters. */
export interface JoinedRoll {
  readonly seed: number;
  readonly aimAt: JoinedTarget['aimAt'];
  readonly notApplied: readonly JoinedNotApplied[];
  readonly volleys: readonly JoinedVolleyRoll[];
  readonly rankAndFile: { readonly hits: number; readonly modelsLeft: number; readonly modelsRemoved: number };
  readonly characters: readonly { readonly name?: string; readonly hits: number; readonly hpLost: number; readonly removed: boolean }[];
}

/**
 * The shooting rolled from a seed: each volley's to-hit dice, its hits shared out (NR-COMBINED,
 * T-13), then the hits on the rank and file and on each character rolled from the to-wound roll on.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Bow (4+)', models: 4, target: { models: 3, profile: { Res: 3 } } });
 * const captain = { profile: { ...attack.target.profile, HP: 2 }, type: 'infantry', hpLost: 0, flammable: false };
 * joinedRoll(attack, { type: 'infantry', characters: [captain], champion: false, aimAt: 'characters' }, 42).characters[0]?.hits; // the captain's hits
 */
export function joinedRoll(attack: NinthAgeAttack, joined: JoinedTarget, seed: number): JoinedRoll {
  const notApplied = joinedNotApplied(attack);
  const hittable = hittableCharacters(attack, joined);
  const start = targetStart(attack.target);
  const sharing = sharingModels(attack.target.models, joined.champion);
  let dice: DiceState = diceFromSeed(seed);
  let rf = start;
  let rfHits = 0;
  const characters = joined.characters.map((c) => ({ unit: { models: 1, onCurrent: c.hpLost }, hits: 0 }));
  const volleys: JoinedVolleyRoll[] = [];
  if (notApplied.length === 0) {
    joinedProcesses(attack, joined).forEach((p, volley) => {
      const shots = attack.volleys[volley]?.shots ?? 0;
      const toHit = rollRepeat({ process: p.toHit, start: shotStart(rf), times: shots, carry: (end) => shotStart(end.unit), stop: () => false }, dice);
      dice = toHit.dice;
      const hits = toHit.rounds.reduce((n, r) => n + countHits(r.end), 0);
      const shares = distributeHits(hits, sharing, hittable, joined.aimAt);
      const onRf = rollRepeat(hitsRepeat(p.rankAndFile, rf, shares.rankAndFile), dice);
      dice = onRf.dice;
      rf = onRf.final.unit;
      rfHits += shares.rankAndFile;
      const onCharacters = characters.map((c, i) => {
        const given = shares.characters[i] ?? 0;
        const rolled = rollRepeat(hitsRepeat(p.characters[i]!, c.unit, given), dice);
        dice = rolled.dice;
        c.unit = rolled.final.unit;
        c.hits += given;
        return rolled.rounds.map((r) => r.trace);
      });
      volleys.push({ volley, hits, shares, toHit: toHit.rounds.map((r) => r.trace), rankAndFile: onRf.rounds.map((r) => r.trace), characters: onCharacters });
    });
  }
  return {
    seed,
    aimAt: joined.aimAt,
    notApplied,
    volleys,
    rankAndFile: { hits: rfHits, modelsLeft: rf.models, modelsRemoved: start.models - rf.models },
    characters: joined.characters.map((c, i) => {
      const unit = characters[i]!.unit;
      const hpLost = unit.models === 0 ? c.profile.HP - c.hpLost : unit.onCurrent - c.hpLost;
      return { ...(c.name ? { name: c.name } : {}), hits: characters[i]!.hits, hpLost, removed: unit.models === 0 };
    }),
  };
}
