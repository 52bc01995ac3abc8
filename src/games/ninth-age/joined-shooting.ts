import { autoStep, DONE, thenStep, type Process, type Step } from '../../dice/index.js';
import { unitDamageKey, type UnitDamage } from '../shared/index.js';
import { targetStart, type NinthAgeAttack } from './attack-types.js';
import { areaRuns, areaShares, distributeHits, hitStart, hittableCharacters, joinedProcesses, poisonedShares, sharingModels, toHitOnly, type AreaHitKind, type JoinedTarget } from './combined.js';
import type { JoinedCharacterRef, NinthAgeCheck, NinthAgeOutcome } from './explanation.js';
import { shotProcess, shotStart, type NinthAgeShotState } from './shot.js';
import { SHOTS_ROLL_START, shotsRollProcess } from './shots-roll.js';
import { weaponHas } from './weapons.js';

/** Hits given to one model or pool still to be rolled: poisoned ones from the automatic wound, the rest from the to-wound roll. */
export interface QueuedHits {
  /** The rank and file (null) or a character (its index in the joined characters). */
  readonly on: number | null;
  readonly kind: 'hit' | 'poisoned';
  readonly left: number;
  /** How many of this kind it was given, and how many of its share come before them (its poisoned hits). */
  readonly count: number;
  readonly before: number;
  /** The whole share of the volley's hits this model or pool was given. */
  readonly of: number;
  /** A template's hits: which of them these are (bracketed, plain, a Partial Hit's). */
  readonly area?: AreaHitKind;
}

/** A template shot that hit, its hits not yet shared (NA-AREA-JOINED). */
export interface PendingTemplate {
  readonly hits: number;
  readonly kind: 'full' | 'partial';
  readonly poisoned: boolean;
}

/**
 * A unit's shooting at a unit with joined characters, in progress: the volley; its shots left,
 * or its models still to roll their shots; the hits made so far (plain and poisoned); once the
 * volley's to-hit rolls are done, whether its hits were shared and the hits still to roll; the
 * rank and file's damage (`unit`) and each character's.
 */
export interface JoinedShootingState {
  readonly volley: number;
  readonly left: number;
  readonly of: number;
  readonly toRoll: number;
  readonly volleyGunSix: boolean;
  readonly plain: number;
  readonly poisoned: number;
  readonly shared: boolean;
  readonly queue: readonly QueuedHits[];
  /** A template's hits to share before its next shot (its hits are shared shot by shot). */
  readonly pending: PendingTemplate | null;
  readonly unit: UnitDamage;
  readonly characters: readonly UnitDamage[];
}

type JoinedStep = Step<JoinedShootingState, NinthAgeCheck, NinthAgeOutcome>;

/**
 * A unit's whole shooting at a unit with joined characters as one description (NR-COMBINED,
 * T-13): each volley's shots rolled to hit (a model's roll for its shots first, when they are
 * dice), its hits shared out (a `joined-share` step, no die), then each share rolled from the
 * to-wound roll on against its own profile (`joined-hit` groups: the rank and file's, then each
 * character's, poisoned hits first). The dice are drawn in the order `joinedRoll` draws them,
 * so a seed gives the same dice either way. `places` names each character in the checks by its
 * place in the unit's own list (default: its index).
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Bow (4+)', models: 2, target: { models: 3, profile: { Res: 3 } } });
 * const captain = { profile: { ...attack.target.profile, HP: 1 }, type: 'infantry', hpLost: 0, flammable: false };
 * const { process, start } = joinedShootingProcess(attack, { type: 'infantry', characters: [captain], champion: false, aimAt: 'characters' });
 * probability(odds(process, start, exactArithmetic), (end) => end.characters[0]?.models === 0, exactArithmetic); // the captain removed
 */
export function joinedShootingProcess(
  attack: NinthAgeAttack,
  joined: JoinedTarget,
  places: readonly number[] = joined.characters.map((_, i) => i),
): { process: Process<JoinedShootingState, NinthAgeCheck, NinthAgeOutcome>; start: JoinedShootingState } {
  const hittable = hittableCharacters(attack, joined);
  // Shared over the models the unit had before this shooting (T-13).
  const sharing = sharingModels(attack.target.models, joined.champion);
  const processes = joinedProcesses(attack, joined);
  // A Volley Gun's shots after a roll with one natural 6: the same to-hit roll, at −1.
  const sixToHit = attack.volleys.map((volley, index) =>
    weaponHas(volley.entry.weapon, 'volley-gun') ? toHitOnly(shotProcess({ ...attack, volleys: attack.volleys.map((v, i) => (i === index ? { ...v, volleyGunSix: true } : v)) }, index)) : undefined,
  );
  const rollProcesses = attack.volleys.map((volley, index) => {
    const { shotsDice } = volley.entry.weapon;
    return shotsDice === undefined ? undefined : shotsRollProcess(index, shotsDice, weaponHas(volley.entry.weapon, 'volley-gun'));
  });
  const volleys = attack.volleys.length;
  const templateHasBrackets = (volley: number) => attack.volleys[volley]?.entry.weapon.plain !== undefined;
  const refs: JoinedCharacterRef[] = joined.characters.map((c, i) => ({ place: places[i] ?? i, ...(c.name ? { name: c.name } : {}) }));

  const enter = (volley: number, from: Pick<JoinedShootingState, 'unit' | 'characters'>): JoinedShootingState => {
    const entered = attack.volleys[volley];
    const rolled = entered?.entry.weapon.shotsDice !== undefined;
    const shots = rolled ? 0 : (entered?.shots ?? 0);
    return { volley, left: shots, of: shots, toRoll: rolled ? (entered?.models ?? 0) : 0, volleyGunSix: false, plain: 0, poisoned: 0, shared: false, queue: [], pending: null, unit: from.unit, characters: from.characters };
  };
  const settle = (state: JoinedShootingState): JoinedShootingState => {
    let s = state;
    while (s.volley < volleys && s.pending === null) {
      // A volley with no hit has nothing to share (a template's are shared shot by shot, so its `plain` stays 0).
      if (!s.shared && s.left === 0 && s.toRoll === 0 && s.plain + s.poisoned === 0) s = { ...s, shared: true };
      else if (s.shared && s.queue.length === 0) s = enter(s.volley + 1, s);
      else break;
    }
    return s;
  };
  const damageOf = (s: JoinedShootingState, on: number | null): UnitDamage => (on === null ? s.unit : (s.characters[on] ?? { models: 0, onCurrent: 0 }));

  const alone = attack.target.models === 0 ? { alone: true as const } : {};
  const share = (s: JoinedShootingState): JoinedStep => {
    const shares = distributeHits(s.plain + s.poisoned, sharing, hittable, joined.aimAt);
    const poisoned = poisonedShares(shares, s.poisoned, joined.aimAt);
    const queue: QueuedHits[] = [];
    const give = (on: number | null, given: number, poisonedGiven: number) => {
      if (poisonedGiven > 0) queue.push({ on, kind: 'poisoned', left: poisonedGiven, count: poisonedGiven, before: 0, of: given });
      if (given > poisonedGiven) queue.push({ on, kind: 'hit', left: given - poisonedGiven, count: given - poisonedGiven, before: poisonedGiven, of: given });
    };
    give(null, shares.rankAndFile, poisoned.rankAndFile);
    shares.characters.forEach((given, i) => give(i, given, poisoned.characters[i] ?? 0));
    const check: NinthAgeCheck = { step: 'joined-share', volley: s.volley, hits: s.plain + s.poisoned, shares, poisoned, characters: refs, ...alone };
    return autoStep(check, 'hits-shared', settle({ ...s, shared: true, queue }));
  };

  // One template shot's hits, shared as soon as it hit: the bracketed one first where it went.
  const shareTemplate = (s: JoinedShootingState, pending: PendingTemplate): JoinedStep => {
    const shares = areaShares(pending.hits, pending.kind, sharing, hittable, joined.aimAt);
    const kind = pending.poisoned ? 'poisoned' : 'hit';
    const queue: QueuedHits[] = [];
    const give = (on: number | null, given: number, bracketed: boolean) => {
      let before = 0;
      for (const run of areaRuns(given, pending.kind, bracketed)) {
        queue.push({ on, kind, left: run.hits, count: run.hits, before, of: given, area: run.area });
        before += run.hits;
      }
    };
    give(null, shares.rankAndFile, shares.bracketed === 'rank-and-file');
    shares.characters.forEach((given, i) => give(i, given, shares.bracketed === i));
    const none = { rankAndFile: 0, characters: shares.characters.map(() => 0) };
    const { bracketed: at, ...given } = shares;
    const bracketed = at === null || !templateHasBrackets(s.volley) ? {} : { bracketed: at === 'rank-and-file' ? ('rank-and-file' as const) : (refs[at] ?? { place: at }) };
    const check: NinthAgeCheck = { step: 'joined-share', volley: s.volley, hits: pending.hits, shares: given, poisoned: pending.poisoned ? given : none, characters: refs, ...alone, ...bracketed };
    return autoStep(check, 'hits-shared', settle({ ...s, pending: null, queue }));
  };

  const step = (s: JoinedShootingState): JoinedStep => {
    const volley = attack.volleys[s.volley];
    const made = processes[s.volley];
    if (!volley || !made) return DONE;
    const [head, ...rest] = s.queue;
    if (head) {
      const process = head.on === null ? made.rankAndFile : made.characters[head.on];
      if (!process) return DONE;
      const check: NinthAgeCheck = { step: 'joined-hit', volley: s.volley, character: head.on === null ? null : (refs[head.on] ?? { place: head.on }), index: head.before + head.count - head.left + 1, of: head.of };
      return thenStep(check, {
        process,
        start: hitStart(damageOf(s, head.on), head.kind, head.area),
        next: (end) => {
          const queue = head.left > 1 ? [{ ...head, left: head.left - 1 }, ...rest] : rest;
          const damaged = head.on === null ? { unit: end.unit } : { characters: s.characters.map((c, i) => (i === head.on ? end.unit : c)) };
          return settle({ ...s, ...damaged, queue });
        },
      });
    }
    if (s.shared) return DONE;
    if (s.pending) return shareTemplate(s, s.pending);
    if (s.left > 0) {
      const toHit = (s.volleyGunSix ? (made.templateSix ?? sixToHit[s.volley]) : undefined) ?? made.toHit;
      const hit = (end: NinthAgeShotState) => end.hit === 'hit' || end.hit === 'poisoned';
      return thenStep({ step: 'shot', volley: s.volley, index: s.of - s.left + 1, of: s.of }, {
        process: toHit,
        start: shotStart(s.unit),
        next: (end) => {
          if (!made.area) return settle({ ...s, left: s.left - 1, plain: s.plain + (end.hit === 'hit' ? 1 : 0), poisoned: s.poisoned + (end.hit === 'poisoned' ? 1 : 0) });
          const hits = hit(end) && end.area ? end.area.hits : 0;
          const pending = hits > 0 && end.area ? { hits, kind: end.area.kind, poisoned: end.hit === 'poisoned' } : null;
          return settle({ ...s, left: s.left - 1, pending });
        },
      });
    }
    const rollShots = rollProcesses[s.volley];
    const { shotsDice } = volley.entry.weapon;
    if (s.toRoll > 0 && rollShots && shotsDice) {
      return thenStep({ step: 'shots-roll', volley: s.volley, dice: shotsDice, volleyGun: weaponHas(volley.entry.weapon, 'volley-gun') }, {
        process: rollShots,
        start: SHOTS_ROLL_START,
        next: (end) => settle({ ...s, toRoll: s.toRoll - 1, left: end.shots, of: end.shots, volleyGunSix: end.volleyGunSix }),
      });
    }
    return share(s);
  };

  const key = (s: JoinedShootingState) =>
    [
      s.volley,
      s.left,
      s.of,
      s.toRoll,
      s.volleyGunSix ? 1 : 0,
      s.plain,
      s.poisoned,
      s.shared ? 1 : 0,
      s.pending ? `${s.pending.hits}:${s.pending.kind}:${s.pending.poisoned ? 1 : 0}` : '',
      s.queue.map((q) => `${q.on ?? 'r'}:${q.kind}:${q.left}:${q.count}:${q.before}:${q.of}:${q.area ?? ''}`).join(';'),
      unitDamageKey(s.unit),
      s.characters.map(unitDamageKey).join(','),
    ].join('/');
  const start = settle(enter(0, { unit: targetStart(attack.target), characters: joined.characters.map((c) => ({ models: 1, onCurrent: c.hpLost })) }));
  return { process: { key, step }, start };
}
