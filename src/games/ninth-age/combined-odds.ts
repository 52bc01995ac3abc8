import {
  diceFromSeed,
  floatsByDefault,
  odds,
  OddsMemo,
  repeatOdds,
  roll,
  rollRepeat,
  type Arithmetic,
  type DiceState,
  type TraceEntry,
} from '../../dice/index.js';
import { unitDamageKey, type UnitDamage } from '../shared/index.js';
import { targetStart } from './attack-types.js';
import type { NinthAgeAttack } from './attack-types.js';
import { areaRuns, areaShares, distributeHits, hitsRepeat, hittableCharacters, joinedProcesses, poisonedShares, sharingModels, toHitOnly, type AreaHitKind, type HitShares, type JoinedTarget } from './combined.js';
import type { NinthAgeCheck, NinthAgeOutcome } from './explanation.js';
import { NINTH_AGE_PANIC_RULES } from './panic.js';
import { hpLostBetween, rolledAttack } from './report.js';
import { countUnsaved, type ShotProcess } from './series.js';
import { shotProcess, shotStart, type NinthAgeShotState } from './shot.js';
import { SHOTS_ROLL_START, shotsRollProcess, type ShotsRollState } from './shots-roll.js';
import type { ShotsDice } from './weapons.js';
import { weaponHas } from './weapons.js';

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
  readonly characters: readonly JoinedCharacterOdds<N>[];
  readonly rankAndFile: {
    readonly meanHits: number;
    readonly meanModelsRemoved: number;
    /** The rank and file's mean Health Points lost. */
    readonly meanHpLost: number;
    /** The chance at least one rank-and-file model is removed. */
    readonly modelRemoved: N;
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
 * hits are shared on their own, over the models the unit had before the shooting; its poisoned
 * hits are placed as `poisonedShares` says, and shots rolled on dice are weighed over every
 * number of shots they can give.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Bow (4+)', target: { models: 3, profile: { Res: 3 } } });
 * const captain = { profile: { ...attack.target.profile, HP: 1 }, type: 'infantry', hpLost: 0, flammable: false };
 * const odds = joinedOdds(attack, { type: 'infantry', characters: [captain], champion: false, aimAt: 'characters' }, exactArithmetic);
 * rationalToString(odds.characters[0]!.hit); // "1/2": one shot at 4+, and the attacker gives its hit to the captain
 */
export function joinedOdds<N = number>(attack: NinthAgeAttack, joined: JoinedTarget, arithmetic: Arithmetic<N> = floatsByDefault<N>()): JoinedOdds<N> {
  const hittable = hittableCharacters(attack, joined);
  const memo = new OddsMemo(arithmetic);
  const processes = joinedProcesses(attack, joined);
  const start = targetStart(attack.target);
  const sharing = sharingModels(attack.target.models, joined.champion);
  // Each volley's chance of each number of hits (plain and poisoned), and how those hits are
  // shared; a template's hits are shared shot by shot (NA-AREA-JOINED).
  const volleys: Rounds<N> = attack.volleys.flatMap((volley, index): Round<N>[] => {
    const made = processes[index];
    if (made?.area) {
      const rowsOf = (toHit: ShotProcess) =>
        templateHits(toHit, start, arithmetic, memo).map(({ hits, kind, poisoned, p }) => {
          const shares = areaShares(hits, kind, sharing, hittable, joined.aimAt);
          return { p, shares, poisoned: poisoned ? shares : NO_SHARES(shares), area: { kind, bracketed: shares.bracketed } };
        });
      const dice = volley.entry.weapon.shotsDice;
      if (dice === undefined) {
        const rows = rowsOf(made.toHit);
        return Array.from({ length: volley.shots }, () => ({ volley: index, rows }));
      }
      // Each model rolls its number of templates, then shares each on its own (NA-AREA-JOINED):
      // one round for each model, mixing every number of templates by the chance of its roll.
      const six = made.templateSix ? rowsOf(made.templateSix) : [];
      const plain = rowsOf(made.toHit);
      const mixed = templateCounts(index, dice, weaponHas(volley.entry.weapon, 'volley-gun'), arithmetic, memo).map((c) => ({ p: c.p, times: c.shots, rows: c.volleyGunSix ? six : plain }));
      return Array.from({ length: volley.models }, () => ({ volley: index, rows: [], mixed }));
    }
    const rows = volleyHits(attack, index, arithmetic, memo).map(({ plain, poisoned, p }) => {
      const shares = distributeHits(plain + poisoned, sharing, hittable, joined.aimAt);
      return { p, shares, poisoned: poisonedShares(shares, poisoned, joined.aimAt) };
    });
    return [{ volley: index, rows }];
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
    meanHpLost: meanOf((units) => hpLostBetween(start, rankAndFile(units), attack.target.profile.HP)),
    modelRemoved: chanceOf((units) => rankAndFile(units).models < start.models),
    destroyed: chanceOf((units) => rankAndFile(units).models === 0),
  };
  return { aimAt: joined.aimAt, characters, rankAndFile: rankAndFileOdds, panic: joinedPanic(attack, joined, joint, arithmetic) };
}

/** One volley's hits: those that rolled an ordinary hit, those poisoned, and the chance of that pair. */
interface HitCount<N> {
  readonly plain: number;
  readonly poisoned: number;
  readonly p: N;
}

/**
 * The chance of each number of plain and of poisoned hits one volley makes. Its to-hit dice do
 * not read the target, so with shots on dice each model's hits are weighed over its roll (and a
 * Volley Gun's −1 with it) and the models' hits added up.
 */
function volleyHits<N>(attack: NinthAgeAttack, index: number, arithmetic: Arithmetic<N>, memo: OddsMemo<N>): HitCount<N>[] {
  const volley = attack.volleys[index];
  if (!volley) return [];
  const dice = volley.entry.weapon.shotsDice;
  if (dice === undefined) return fixedHits(attack, index, volley.shots, arithmetic, memo);
  const ends = odds(shotsRollProcess(index, dice, weaponHas(volley.entry.weapon, 'volley-gun')), SHOTS_ROLL_START, arithmetic, memo);
  const oneModel = new HitCounts(arithmetic);
  for (const { state, p } of ends) {
    const rolled = rolledAttack(attack, index, state);
    for (const h of fixedHits(rolled, index, state.shots, arithmetic, memo)) oneModel.add(h.plain, h.poisoned, arithmetic.mul(p, h.p));
  }
  const each = oneModel.rows();
  let total: HitCount<N>[] = [{ plain: 0, poisoned: 0, p: arithmetic.one }];
  for (let model = 0; model < volley.models; model += 1) {
    const next = new HitCounts(arithmetic);
    for (const a of total) for (const b of each) next.add(a.plain + b.plain, a.poisoned + b.poisoned, arithmetic.mul(a.p, b.p));
    total = next.rows();
  }
  return total;
}

/** No hit of a share poisoned. */
const NO_SHARES = (shares: HitShares): HitShares => ({ rankAndFile: 0, characters: shares.characters.map(() => 0) });

/** One template shot's hits: how many, of a hit or a Partial Hit, all poisoned or none (NA-AREA), and their chance. */
interface TemplateCount<N> {
  readonly hits: number;
  readonly kind: 'full' | 'partial';
  readonly poisoned: boolean;
  readonly p: N;
}

/** The chance of each number of hits one template shot makes, read from the end of its to-hit roll (its `area`). */
function templateHits<N>(toHit: ShotProcess, start: UnitDamage, arithmetic: Arithmetic<N>, memo: OddsMemo<N>): TemplateCount<N>[] {
  const rows = new Map<string, TemplateCount<N>>();
  for (const { state, p } of odds(toHit, shotStart(start), arithmetic, memo)) {
    const hit = state.hit === 'hit' || state.hit === 'poisoned';
    const hits = hit ? (state.area?.hits ?? 0) : 0;
    const row = { hits, kind: state.area?.kind ?? 'full', poisoned: hits > 0 && state.hit === 'poisoned' } as const;
    const key = `${row.hits},${row.kind},${row.poisoned}`;
    const found = rows.get(key);
    rows.set(key, { ...row, p: found ? arithmetic.add(found.p, p) : p });
  }
  return [...rows.values()];
}

/** One model's roll for its number of templates: each number of shots (and a Volley Gun's −1) with its chance. */
function templateCounts<N>(index: number, dice: ShotsDice, volleyGun: boolean, arithmetic: Arithmetic<N>, memo: OddsMemo<N>): { shots: number; volleyGunSix: boolean; p: N }[] {
  const counts = new Map<string, { shots: number; volleyGunSix: boolean; p: N }>();
  for (const { state, p } of odds(shotsRollProcess(index, dice, volleyGun), SHOTS_ROLL_START, arithmetic, memo)) {
    const key = `${state.shots}/${state.volleyGunSix}`;
    const found = counts.get(key);
    counts.set(key, { shots: state.shots, volleyGunSix: state.volleyGunSix, p: found ? arithmetic.add(found.p, p) : p });
  }
  return [...counts.values()];
}

/** A volley of a known number of shots: each shot a miss, a hit or a poisoned hit, counted as one number. */
function fixedHits<N>(attack: NinthAgeAttack, index: number, shots: number, arithmetic: Arithmetic<N>, memo: OddsMemo<N>): HitCount<N>[] {
  if (shots === 0) return [{ plain: 0, poisoned: 0, p: arithmetic.one }];
  // A poisoned hit counts `base`, a plain one 1: no count of plain hits reaches `base`.
  const base = shots + 1;
  const count = (end: NinthAgeShotState) => (end.hit === 'poisoned' ? base : end.hit === 'hit' ? 1 : 0);
  const toHit = toHitOnly(shotProcess(attack, index));
  const start = shotStart(targetStart(attack.target));
  const dist = repeatOdds({ process: toHit, start, times: shots, carry: (end) => shotStart(end.unit), stop: () => false }, count, arithmetic, memo);
  const rows = new HitCounts(arithmetic);
  for (const { state, p } of dist) rows.add(state.count % base, Math.floor(state.count / base), p);
  return rows.rows();
}

/** Chances of pairs of plain and poisoned hits, equal pairs added together. */
class HitCounts<N> {
  private readonly byPair = new Map<string, { plain: number; poisoned: number; p: N }>();
  constructor(private readonly arithmetic: Arithmetic<N>) {}

  add(plain: number, poisoned: number, p: N): void {
    if (this.arithmetic.isZero(p)) return;
    const key = `${plain},${poisoned}`;
    const found = this.byPair.get(key);
    if (found) found.p = this.arithmetic.add(found.p, p);
    else this.byPair.set(key, { plain, poisoned, p });
  }

  rows(): HitCount<N>[] {
    return [...this.byPair.values()];
  }
}

/** One way a sharing's hits are shared out, with its chance. */
interface ShareRow<N> {
  readonly p: N;
  readonly shares: HitShares;
  readonly poisoned: HitShares;
  /** A template's hits: a hit's or a Partial Hit's, and who took the bracketed one. */
  readonly area?: { readonly kind: 'full' | 'partial'; readonly bracketed: 'rank-and-file' | number | null };
}

/**
 * One sharing of hits: a volley's, or one template shot's, with the chance of each way its hits
 * are shared; or (`mixed`) one model's templates on dice: with chance `p`, `times` templates,
 * each shared on its own as `rows` say (NA-AREA-JOINED), and `rows` itself unused.
 */
interface Round<N> {
  readonly volley: number;
  readonly rows: readonly ShareRow<N>[];
  readonly mixed?: readonly { readonly p: N; readonly times: number; readonly rows: readonly ShareRow<N>[] }[];
}
type Rounds<N> = readonly Round<N>[];

/** The chance one model or pool is given at least one hit over the rounds, and its mean hits. */
function hitsGiven<N>(volleys: Rounds<N>, share: (s: HitShares) => number, arithmetic: Arithmetic<N>): { hit: N; meanHits: number } {
  // At least one hit: this round's, or none before and one later (the arithmetic has no subtraction); rounds' to-hit dice are independent.
  let noHitYet = arithmetic.one;
  let hit = arithmetic.zero;
  let meanHits = 0;
  const once = (rows: readonly ShareRow<N>[]) => {
    let some = arithmetic.zero;
    let none = arithmetic.zero;
    let mean = 0;
    for (const { p, shares } of rows) {
      const given = share(shares);
      mean += given * arithmetic.toNumber(p);
      if (given > 0) some = arithmetic.add(some, p);
      else none = arithmetic.add(none, p);
    }
    return { some, none, mean };
  };
  for (const { rows, mixed } of volleys) {
    let some = arithmetic.zero;
    let none = arithmetic.zero;
    if (mixed) {
      // With chance p, `times` templates: hit by one of them unless all miss it (p · Σ noneᵏ · some, k < times).
      for (const m of mixed) {
        const one = once(m.rows);
        let missedSoFar = m.p;
        for (let k = 0; k < m.times; k += 1) {
          some = arithmetic.add(some, arithmetic.mul(missedSoFar, one.some));
          missedSoFar = arithmetic.mul(missedSoFar, one.none);
        }
        none = arithmetic.add(none, missedSoFar);
        meanHits += arithmetic.toNumber(m.p) * m.times * one.mean;
      }
    } else {
      const one = once(rows);
      some = one.some;
      none = one.none;
      meanHits += one.mean;
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
function jointStates<N>(start: UnitDamage, joined: JoinedTarget, volleys: Rounds<N>, processes: ReturnType<typeof joinedProcesses>, arithmetic: Arithmetic<N>, memo: OddsMemo<N>): JointState<N>[] {
  let states: JointState<N>[] = [{ units: [start, ...joined.characters.map((c) => ({ models: 1, onCurrent: c.hpLost }))], p: arithmetic.one }];
  const merge = (into: Map<string, JointState<N>>, units: readonly UnitDamage[], p: N) => {
    const key = units.map(unitDamageKey).join(',');
    const found = into.get(key);
    if (found) found.p = arithmetic.add(found.p, p);
    else into.set(key, { units, p });
  };
  // One sharing's hits rolled on every state: each way they are shared, each model or pool in turn.
  const applyRows = (from: readonly JointState<N>[], rows: readonly ShareRow<N>[], volley: ReturnType<typeof joinedProcesses>[number]): JointState<N>[] => {
    const next = new Map<string, JointState<N>>();
    for (const { p: ph, shares, poisoned, area } of rows) {
      if (arithmetic.isZero(ph)) continue;
      const given = [shares.rankAndFile, ...shares.characters];
      const givenPoisoned = [poisoned.rankAndFile, ...poisoned.characters];
      const process = (i: number) => (i === 0 ? volley.rankAndFile : (volley.characters[i - 1] ?? volley.rankAndFile));
      for (const state of from) {
        // One model or pool at a time: the others' damage does not change its dice.
        let partial: JointState<N>[] = [{ units: state.units, p: arithmetic.mul(state.p, ph) }];
        const roll = (i: number, hits: number, kind: 'hit' | 'poisoned', areaKind?: AreaHitKind) => {
          if (hits === 0) return;
          partial = partial.flatMap(({ units, p }) =>
            repeatOdds(hitsRepeat(process(i), units[i] ?? start, hits, kind, areaKind), countUnsaved, arithmetic, memo).map((end) => ({
              units: units.map((u, j) => (j === i ? end.state.state.unit : u)),
              p: arithmetic.mul(p, end.p),
            })),
          );
        };
        given.forEach((hits, i) => {
          const poisonedHits = givenPoisoned[i] ?? 0;
          if (area) {
            // A template's hits are all poisoned or none (NA-AREA); its bracketed hit is rolled first.
            const kind = poisonedHits > 0 ? 'poisoned' : 'hit';
            for (const run of areaRuns(hits, area.kind, area.bracketed === (i === 0 ? 'rank-and-file' : i - 1))) roll(i, run.hits, kind, run.area);
            return;
          }
          roll(i, poisonedHits, 'poisoned');
          roll(i, hits - poisonedHits, 'hit');
        });
        for (const { units, p } of partial) merge(next, units, p);
      }
    }
    return [...next.values()];
  };
  volleys.forEach(({ rows, mixed, volley: index }) => {
    const volley = processes[index];
    if (!volley) return;
    if (!mixed) {
      states = applyRows(states, rows, volley);
      return;
    }
    // Every number of templates a model's roll gives, weighed by its chance: the states after
    // k templates are built once and taken for each count that reaches k.
    const mixture = new Map<string, JointState<N>>();
    const byRows = new Map<readonly ShareRow<N>[], { p: N; times: number }[]>();
    for (const m of mixed) byRows.set(m.rows, [...(byRows.get(m.rows) ?? []), m]);
    for (const [shared, counts] of byRows) {
      let current = states;
      let done = 0;
      for (const { p, times } of [...counts].sort((a, b) => a.times - b.times)) {
        for (; done < times; done += 1) current = applyRows(current, shared, volley);
        for (const state of current) merge(mixture, state.units, arithmetic.mul(state.p, p));
      }
    }
    states = [...mixture.values()];
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
  /** Each model's roll for its number of shots, when they are rolled on dice; else empty. */
  readonly shotsRolls: JoinedTrace;
  readonly hits: number;
  readonly shares: HitShares;
  /** How many of each share are poisoned hits (a natural 6 with Poison: no to-wound roll). */
  readonly poisoned: HitShares;
  /** Each shot's to-hit dice. */
  readonly toHit: JoinedTrace;
  /** Each hit on the rank and file, from its to-wound roll on (its poisoned hits first). */
  readonly rankAndFile: JoinedTrace;
  /** For each character, each hit on it from its to-wound roll on (its poisoned hits first). */
  readonly characters: readonly JoinedTrace[];
}

/**
 * One rolled shot or hit, in the order its dice were thrown: a shot's to-hit roll (`on` null),
 * or one hit on the rank and file (`on` 'rank-and-file') or on a character (its index in the
 * joined characters), from its to-wound roll on.
 */
export interface JoinedRound {
  readonly volley: number;
  readonly on: 'rank-and-file' | number | null;
  readonly trace: readonly TraceEntry<NinthAgeCheck, NinthAgeOutcome>[];
  readonly end: NinthAgeShotState;
}

/** A seeded shooting at a unit with joined characters. */
export interface JoinedRoll {
  readonly seed: number;
  readonly aimAt: JoinedTarget['aimAt'];
  readonly volleys: readonly JoinedVolleyRoll[];
  readonly rankAndFile: { readonly hits: number; readonly modelsLeft: number; readonly modelsRemoved: number };
  readonly characters: readonly { readonly name?: string; readonly hits: number; readonly hpLost: number; readonly removed: boolean }[];
  /** Each character's damage at the end, as the table keeps it. */
  readonly characterDamage: readonly UnitDamage[];
  /** Every shot's and hit's dice in the order thrown (the to-hit rolls of a volley, then its hits). */
  readonly rounds: readonly JoinedRound[];
  readonly dice: DiceState;
}

/** A volley's to-hit dice as thrown: with shots on dice, each model's roll first, then its shots. */
interface ToHitRolled {
  readonly shotsRolls: JoinedTrace;
  readonly toHit: JoinedTrace;
  readonly plain: number;
  readonly poisoned: number;
  readonly dice: DiceState;
}

function rollToHit(attack: NinthAgeAttack, index: number, toHit: ShotProcess, unit: UnitDamage, dice: DiceState, rounds: JoinedRound[]): ToHitRolled {
  const volley = attack.volleys[index];
  const shotsRolls: (readonly TraceEntry<NinthAgeCheck, NinthAgeOutcome>[])[] = [];
  const traces: (readonly TraceEntry<NinthAgeCheck, NinthAgeOutcome>[])[] = [];
  let plain = 0;
  let poisoned = 0;
  let current = dice;
  const fire = (process: ShotProcess, shots: number) => {
    const rolled = rollRepeat({ process, start: shotStart(unit), times: shots, carry: (end) => shotStart(end.unit), stop: () => false }, current);
    current = rolled.dice;
    for (const r of rolled.rounds) {
      traces.push(r.trace);
      rounds.push({ volley: index, on: null, trace: r.trace, end: r.end });
      if (r.end.hit === 'poisoned') poisoned += 1;
      else if (r.end.hit === 'hit') plain += 1;
    }
  };
  const shotsDice = volley?.entry.weapon.shotsDice;
  if (!volley || shotsDice === undefined) fire(toHit, volley?.shots ?? 0);
  else {
    const rollShots = shotsRollProcess(index, shotsDice, weaponHas(volley.entry.weapon, 'volley-gun'));
    for (let model = 1; model <= volley.models; model += 1) {
      const rolled = roll(rollShots, SHOTS_ROLL_START, current);
      current = rolled.dice;
      shotsRolls.push(rolled.trace);
      const end: ShotsRollState = rolled.end;
      fire(toHitOnly(shotProcess(rolledAttack(attack, index, end), index)), end.shots);
    }
  }
  return { shotsRolls, toHit: traces, plain, poisoned, dice: current };
}

/**
 * The shooting rolled from a seed: each volley's shots dice (when it has them) and to-hit dice,
 * its hits shared out (NR-COMBINED, T-13) with its poisoned hits placed as `poisonedShares` says,
 * then the hits on the rank and file and on each character rolled from the to-wound roll on.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Bow (4+)', models: 4, target: { models: 3, profile: { Res: 3 } } });
 * const captain = { profile: { ...attack.target.profile, HP: 2 }, type: 'infantry', hpLost: 0, flammable: false };
 * joinedRoll(attack, { type: 'infantry', characters: [captain], champion: false, aimAt: 'characters' }, 42).characters[0]?.hits; // the captain's hits
 */
export function joinedRoll(attack: NinthAgeAttack, joined: JoinedTarget, seed: DiceState | number): JoinedRoll {
  const hittable = hittableCharacters(attack, joined);
  const start = targetStart(attack.target);
  const sharing = sharingModels(attack.target.models, joined.champion);
  let dice: DiceState = typeof seed === 'number' ? diceFromSeed(seed) : seed;
  const first = dice;
  const rounds: JoinedRound[] = [];
  let rf = start;
  let rfHits = 0;
  const characters = joined.characters.map((c) => ({ unit: { models: 1, onCurrent: c.hpLost }, hits: 0 }));
  const volleys: JoinedVolleyRoll[] = [];
  joinedProcesses(attack, joined).forEach((p, volley) => {
    if (p.area) {
      // A template's hits are shared and rolled shot by shot, as its own roll does (NA-AREA-JOINED).
      const toHitTraces: (readonly TraceEntry<NinthAgeCheck, NinthAgeOutcome>[])[] = [];
      const rfTraces: (readonly TraceEntry<NinthAgeCheck, NinthAgeOutcome>[])[] = [];
      const characterTraces: (readonly TraceEntry<NinthAgeCheck, NinthAgeOutcome>[])[][] = characters.map(() => []);
      let hits = 0;
      const total = { rankAndFile: 0, characters: characters.map(() => 0) };
      const poisonedTotal = { rankAndFile: 0, characters: characters.map(() => 0) };
      const add = (counts: number[], i: number, n: number) => {
        counts[i] = (counts[i] ?? 0) + n;
      };
      const shotsRolls: (readonly TraceEntry<NinthAgeCheck, NinthAgeOutcome>[])[] = [];
      const fireTemplate = (toHit: ShotProcess) => {
        const shotRoll = roll(toHit, shotStart(rf), dice);
        dice = shotRoll.dice;
        toHitTraces.push(shotRoll.trace);
        rounds.push({ volley, on: null, trace: shotRoll.trace, end: shotRoll.end });
        const end = shotRoll.end;
        const made = (end.hit === 'hit' || end.hit === 'poisoned') && end.area !== null ? end.area.hits : 0;
        if (made === 0 || end.area === null) return;
        const kind = end.area.kind;
        const poisoned = end.hit === 'poisoned';
        const shares = areaShares(made, kind, sharing, hittable, joined.aimAt);
        hits += made;
        const rollRuns = (on: JoinedRound['on'], process: ShotProcess, unit: UnitDamage, given: number, bracketed: boolean, traces: (readonly TraceEntry<NinthAgeCheck, NinthAgeOutcome>[])[]) => {
          let at = unit;
          for (const run of areaRuns(given, kind, bracketed)) {
            const rolled = rollRepeat(hitsRepeat(process, at, run.hits, poisoned ? 'poisoned' : 'hit', run.area), dice);
            dice = rolled.dice;
            at = rolled.final.unit;
            for (const r of rolled.rounds) {
              rounds.push({ volley, on, trace: r.trace, end: r.end });
              traces.push(r.trace);
            }
          }
          return at;
        };
        rf = rollRuns('rank-and-file', p.rankAndFile, rf, shares.rankAndFile, shares.bracketed === 'rank-and-file', rfTraces);
        rfHits += shares.rankAndFile;
        total.rankAndFile += shares.rankAndFile;
        if (poisoned) poisonedTotal.rankAndFile += shares.rankAndFile;
        characters.forEach((c, i) => {
          const given = shares.characters[i] ?? 0;
          c.unit = rollRuns(i, p.characters[i]!, c.unit, given, shares.bracketed === i, characterTraces[i]!);
          c.hits += given;
          add(total.characters, i, given);
          if (poisoned) add(poisonedTotal.characters, i, given);
        });
      };
      const weapon = attack.volleys[volley]?.entry.weapon;
      if (weapon?.shotsDice === undefined) for (let shot = 0; shot < (attack.volleys[volley]?.shots ?? 0); shot += 1) fireTemplate(p.toHit);
      else {
        // Each model rolls its number of templates first, then shoots them one by one (NA-AREA-JOINED).
        const rollShots = shotsRollProcess(volley, weapon.shotsDice, weaponHas(weapon, 'volley-gun'));
        for (let model = 1; model <= (attack.volleys[volley]?.models ?? 0); model += 1) {
          const rolled = roll(rollShots, SHOTS_ROLL_START, dice);
          dice = rolled.dice;
          shotsRolls.push(rolled.trace);
          const toHit = rolled.end.volleyGunSix ? (p.templateSix ?? p.toHit) : p.toHit;
          for (let shot = 0; shot < rolled.end.shots; shot += 1) fireTemplate(toHit);
        }
      }
      volleys.push({ volley, shotsRolls, hits, shares: total, poisoned: poisonedTotal, toHit: toHitTraces, rankAndFile: rfTraces, characters: characterTraces });
      return;
    }
    const toHit = rollToHit(attack, volley, p.toHit, rf, dice, rounds);
    dice = toHit.dice;
    const hits = toHit.plain + toHit.poisoned;
    const shares = distributeHits(hits, sharing, hittable, joined.aimAt);
    const poisoned = poisonedShares(shares, toHit.poisoned, joined.aimAt);
    // Poisoned hits first, then the others: the order changes no chance, and the roll reads in it.
    const rollShare = (on: JoinedRound['on'], process: ShotProcess, unit: UnitDamage, given: number, poisonedGiven: number) => {
      const first = rollRepeat(hitsRepeat(process, unit, poisonedGiven, 'poisoned'), dice);
      const second = rollRepeat(hitsRepeat(process, first.final.unit, given - poisonedGiven), first.dice);
      dice = second.dice;
      const both = [...first.rounds, ...second.rounds];
      for (const r of both) rounds.push({ volley, on, trace: r.trace, end: r.end });
      return { unit: second.final.unit, traces: both.map((r) => r.trace) };
    };
    const onRf = rollShare('rank-and-file', p.rankAndFile, rf, shares.rankAndFile, poisoned.rankAndFile);
    rf = onRf.unit;
    rfHits += shares.rankAndFile;
    const onCharacters = characters.map((c, i) => {
      const given = shares.characters[i] ?? 0;
      const rolled = rollShare(i, p.characters[i]!, c.unit, given, poisoned.characters[i] ?? 0);
      c.unit = rolled.unit;
      c.hits += given;
      return rolled.traces;
    });
    volleys.push({ volley, shotsRolls: toHit.shotsRolls, hits, shares, poisoned, toHit: toHit.toHit, rankAndFile: onRf.traces, characters: onCharacters });
  });
  return {
    seed: first.seed,
    aimAt: joined.aimAt,
    volleys,
    rankAndFile: { hits: rfHits, modelsLeft: rf.models, modelsRemoved: start.models - rf.models },
    characters: joined.characters.map((c, i) => {
      const unit = characters[i]!.unit;
      const hpLost = unit.models === 0 ? c.profile.HP - c.hpLost : unit.onCurrent - c.hpLost;
      return { ...(c.name ? { name: c.name } : {}), hits: characters[i]!.hits, hpLost, removed: unit.models === 0 };
    }),
    characterDamage: characters.map((c) => c.unit),
    rounds,
    dice,
  };
}
