import { probability, type Arithmetic, type Distribution } from '../../dice/index.js';
import type { UnitDamage } from '../shared/index.js';
import type { NinthAgeAttack } from './attack-types.js';
import { rankAndFileCount, type NinthAgeBattle, type NinthAgeUnit } from './battle.js';
import type { NinthAgeEdition } from './variants.js';

/**
 * Heavy casualties from shooting, by edition: how many Health Points the unit must lose in one
 * phase to take a Panic Test, and what kind of test it is. Sources (docs/ninth-age.md, Panic):
 * `current` — NR-PANIC-NEW (a Courage Test; at least 3 HP lost to enemy Ranged Attacks and at
 * least a quarter of the HP at the start of the phase); `2.x` — NR-PANIC-OLD and T9A-LEX-PANIC
 * (a Discipline Test; a quarter of the HP at the start of the phase; never a unit that started
 * the game as a single model).
 */
export interface PanicRule {
  /** The rule's code, as explanations name it. */
  readonly code: 'quarter-of-health-and-three' | 'quarter-of-health';
  /** The share of the unit's Health Points at the start of the phase, as numerator and denominator. */
  readonly share: readonly [number, number];
  /** The fewest Health Points lost that can force the test, whatever the share. */
  readonly leastLost: number;
  /** A unit that started the game as one model never tests for heavy casualties (2.x). */
  readonly singleModelExempt: boolean;
  /** What the Panic Test rolls against: a Discipline Test is 2D6 ≤ Dis (NR-CHARTEST). */
  readonly test: 'courage' | 'discipline';
}

/** The heavy-casualties rule of each edition (T-1). */
export const NINTH_AGE_PANIC_RULES: Readonly<Record<NinthAgeEdition, PanicRule>> = {
  current: { code: 'quarter-of-health-and-three', share: [1, 4], leastLost: 3, singleModelExempt: false, test: 'courage' },
  '2.x': { code: 'quarter-of-health', share: [1, 4], leastLost: 1, singleModelExempt: true, test: 'discipline' },
};

/** Why the chance of failing the Panic Test is not worked out. */
export type PanicFailUnknown = 'courage-test' | 'no-discipline';

/** The threshold of heavy casualties for one target, before any die. */
export interface PanicThreshold {
  readonly rule: PanicRule['code'];
  readonly test: PanicRule['test'];
  /** The unit's Health Points at the start of the shooting, taken as the start of the phase. */
  readonly startHp: number;
  /** Health Points lost that force the test; null when this shooting cannot force one. */
  readonly hpLost: number | null;
  /** Set when the unit never tests for heavy casualties (2.x: a single model from the start; docs/ninth-age.md, Panic). */
  readonly exempt: 'single-model' | null;
}

/**
 * The Health Points the target must lose to the shooting to take a Panic Test: a quarter of
 * its Health Points at the start (rounded up), and at least the rule's least.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Bow (4+)', models: 10, target: { models: 10, profile: { Res: 3 } } });
 * panicThreshold(attack); // { rule: 'quarter-of-health-and-three', test: 'courage', startHp: 10, hpLost: 3, exempt: null }
 */
export function panicThreshold(attack: NinthAgeAttack): PanicThreshold {
  const { target } = attack;
  return healthThreshold(target.models, target.profile.HP, target.hpLost, attack.variants.edition);
}

/**
 * The threshold for a unit of `models` models of `hp` Health Points, the one in line having lost
 * `hpLost`, and joined characters with `characters.hp` Health Points left among `characters.models`.
 */
function healthThreshold(models: number, hp: number, hpLost: number, edition: NinthAgeEdition, characters = { models: 0, hp: 0 }, alone = false): PanicThreshold {
  const rule = NINTH_AGE_PANIC_RULES[edition];
  const startHp = models * hp - (models === 0 ? 0 : hpLost) + characters.hp;
  // Our reading (docs/ninth-age.md, Panic): a unit of one model at the start is taken as having
  // started the game as one; characters left alone did not (they are the same unit for Panic, NR-ALONE).
  const exempt = rule.singleModelExempt && !alone && models + characters.models === 1 ? 'single-model' : null;
  const [numerator, denominator] = rule.share;
  const needed = Math.max(rule.leastLost, Math.ceil((startHp * numerator) / denominator));
  const possible = exempt === null && startHp > 0 && needed <= startHp;
  return { rule: rule.code, test: rule.test, startHp, hpLost: possible ? needed : null, exempt };
}

/**
 * Whether a unit left with `modelsLeft` models, having lost `hpLost` Health Points to the
 * shooting, takes the Panic Test: it is still there, and lost at least the threshold.
 *
 * @example
 * panicTaken({ rule: 'quarter-of-health', test: 'discipline', startHp: 8, hpLost: 2, exempt: null }, 2, 6); // true
 * panicTaken({ rule: 'quarter-of-health', test: 'discipline', startHp: 8, hpLost: 2, exempt: null }, 8, 0); // false: destroyed
 */
export function panicTaken(threshold: PanicThreshold, hpLost: number, modelsLeft: number): boolean {
  return threshold.hpLost !== null && modelsLeft > 0 && hpLost >= threshold.hpLost;
}

/**
 * The chance that 2D6 score more than `discipline`: a failed Discipline Test (NR-CHARTEST).
 *
 * @example
 * disciplineFails(7, exactArithmetic); // 5/12: 15 of the 36 throws are 8 or more
 * disciplineFails(12, exactArithmetic); // 0
 */
export function disciplineFails<N>(discipline: number, arithmetic: Arithmetic<N>): N {
  let passing = 0;
  for (let first = 1; first <= 6; first += 1) for (let second = 1; second <= 6; second += 1) if (first + second <= discipline) passing += 1;
  return arithmetic.ratio(36 - passing, 36);
}

/** The odds of a Panic Test from the shooting's casualties, and of failing it. */
export interface PanicOdds<N> {
  readonly threshold: PanicThreshold;
  /** The unit survives the shooting having lost at least the threshold's Health Points. */
  readonly forced: N;
  /** The test forced and failed; null when it cannot be worked out (see `failUnknown`). */
  readonly failed: N | null;
  readonly failUnknown: PanicFailUnknown | null;
}

/**
 * The chance that the shooting forces a Panic Test — the unit still there after the
 * casualties, having lost the threshold's Health Points — and of failing it when the test is
 * a Discipline Test and the target's Discipline is known.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Bow (4+)', models: 10, target: { models: 10, profile: { Res: 3 } } });
 * const unit = attackUnit(attack, targetStart(attack.target), exactArithmetic, new OddsMemo(exactArithmetic));
 * panicOdds(attack, unit, exactArithmetic).forced; // the chance of 3 or more of the 10 removed, not all
 */
export function panicOdds<N>(attack: NinthAgeAttack, unitAfter: Distribution<UnitDamage, N>, arithmetic: Arithmetic<N>): PanicOdds<N> {
  const threshold = panicThreshold(attack);
  const { hpLost } = threshold;
  const hp = attack.target.profile.HP;
  const startModels = attack.target.models;
  const startOnCurrent = startModels === 0 ? 0 : attack.target.hpLost;
  const lost = (after: UnitDamage) => (startModels - after.models) * hp + after.onCurrent - startOnCurrent;
  // The test comes after the casualties are removed: a destroyed unit takes none.
  const forced = hpLost === null ? arithmetic.zero : probability(unitAfter, (after) => panicTaken(threshold, lost(after), after.models), arithmetic);
  const discipline = attack.target.profile.Dis;
  const failUnknown: PanicFailUnknown | null = threshold.test === 'courage' ? 'courage-test' : discipline === undefined ? 'no-discipline' : null;
  const failed = failUnknown === null && discipline !== undefined ? arithmetic.mul(forced, disciplineFails(discipline, arithmetic)) : null;
  return { threshold, forced, failed, failUnknown };
}

/** A unit that lost Health Points in the phase: what it lost of what it had, and whether that forces a Panic Test. */
export interface PhasePanic {
  readonly unit: string;
  readonly threshold: PanicThreshold;
  /** Health Points lost over the whole phase, every shooting at the unit together. */
  readonly hpLost: number;
  readonly taken: boolean;
}

/**
 * The Panic Tests the phase's casualties force: for each unit of the other armies that lost
 * Health Points, its losses over the whole phase against a quarter of what it had at the start
 * of the phase (NR-PANIC-NEW, NR-PANIC-OLD: heavy casualties are counted per phase, not per
 * shooting). Units that lost nothing are left out.
 *
 * @example
 * // battle, variants: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const rolled = ninthAgeRollPhase(battle, { variants }, 9);
 * ninthAgePhasePanic(battle, rolled.battle, variants.edition); // [{ unit: 'goblins', hpLost: …, taken: … }]
 */
export function ninthAgePhasePanic(before: NinthAgeBattle, after: NinthAgeBattle, edition: NinthAgeEdition): readonly PhasePanic[] {
  return before.units.flatMap((unit) => {
    if (unit.army === before.shooting) return [];
    const panic = unitPanic(before, after, unit, edition);
    return panic.hpLost > 0 ? [panic] : [];
  });
}

/**
 * One unit's heavy casualties between two battles: its Health Points at the start, rank and file
 * and joined characters together (a joined character is part of the unit, docs/ninth-age.md,
 * Characters joined to a unit), what it lost, and whether that forces a Panic Test.
 *
 * @example
 * // battle: examples/ninth-age/forest-flank.json, parsed as in ninthAgeTargetReport's example
 * const rolled = ninthAgeRollPhase(battle, { variants }, 9);
 * const goblins = battle.units.find((u) => u.id === 'goblins');
 * if (goblins) unitPanic(battle, rolled.battle, goblins, variants.edition).taken; // whether the goblins test
 */
export function unitPanic(before: NinthAgeBattle, after: NinthAgeBattle, unit: NinthAgeUnit, edition: NinthAgeEdition): PhasePanic {
  const models = rankAndFileCount(before, unit.id);
  const alive = (u: NinthAgeUnit | undefined) => (u?.joined?.characters ?? []).filter((c) => !c.removed);
  const characterHp = (u: NinthAgeUnit | undefined) => alive(u).reduce((sum, c) => sum + c.profile.HP - c.hpLost, 0);
  const threshold = healthThreshold(models, unit.profile.HP, unit.state.hpLost, edition, { models: alive(unit).length, hp: characterHp(unit) }, unit.joined?.alone === true);
  const left = after.units.find((u) => u.id === unit.id);
  const modelsLeft = rankAndFileCount(after, unit.id);
  const hpLeft = (modelsLeft === 0 || !left ? 0 : modelsLeft * unit.profile.HP - left.state.hpLost) + characterHp(left);
  const hpLost = threshold.startHp - hpLeft;
  return { unit: unit.id, threshold, hpLost, taken: panicTaken(threshold, hpLost, modelsLeft + alive(left).length) };
}
