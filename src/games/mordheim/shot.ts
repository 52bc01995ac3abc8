import { autoStep, cachedProcess, DONE, thresholdRoll, type Branch, type Process, type Step } from '../../dice/index.js';
import { avoidRollsFrom, hitRerollFrom, injuryResultRuleFrom, modifiersFrom, wardRollFrom, type AvoidRoll, type InjuryResultRule } from '../shared/index.js';
import {
  analyseSave,
  analyseToHit,
  analyseToWound,
  coverStrikePossible,
  hitFace,
  woundsPerHit,
  type HitFace,
  type SaveAnalysis,
  type ToHitAnalysis,
  type ToWoundAnalysis,
} from './analysis.js';
import { CONDITIONS, type Condition, type MordheimAttack } from './attack-types.js';
import type { CriticalKind, InjuryModifier, MisfireResult, MordheimCheck, MordheimOutcome } from './explanation.js';
import { HIT_REROLL_RULES, INJURY_RESULT_RULES, MORDHEIM_RULES, ruleOfKind, WARD_RULES, type AvoidHitCode, type HitRerollRule, type InjuryResultRuleId, type WardRule } from './rules.js';
import { HELMET_SAVE, INJURY_TABLES, MASTER_STRIKE_INJURY_BONUS, MISFIRE_STRENGTH_BONUS } from './tables.js';
import { weaponHas, weaponIn } from './weapons.js';

/** The target as a shot leaves it. */
export interface TargetState {
  readonly condition: Condition;
  readonly woundsLeft: number;
  /** Its lucky charm has had its one roll this battle (always false for a model without one). */
  readonly luckyCharmUsed: boolean;
}

/**
 * How a target stands before a shot, from the attack.
 *
 * @example
 * targetStateOf(mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'bow', target: { profile: { T: 3, W: 2 } } }).target); // { condition: 'standing', woundsLeft: 2, luckyCharmUsed: false }
 */
export function targetStateOf(target: Pick<TargetState, 'condition' | 'woundsLeft' | 'luckyCharmUsed'>): TargetState {
  return { condition: target.condition, woundsLeft: target.woundsLeft, luckyCharmUsed: target.luckyCharmUsed };
}

/** How the to-hit roll went: still to roll, out of range, impossible, a miss, the cover struck, or a hit. */
export type HitResult = 'pending' | 'out-of-range' | 'cannot-hit' | 'miss' | 'cover-strike' | 'hit';
/** How the to-wound roll went; `none` when it was never rolled. */
export type WoundResult = 'none' | 'cannot-wound' | 'failed' | 'wound' | 'critical';
/** How the armour save went: saved, failed, impossible (`no-save`) or ignored by a critical. */
export type SaveResult = 'none' | 'saved' | 'failed' | 'no-save' | 'ignored';
/** The step a shot in progress comes to next. */
export type Stage = 'to-hit' | 'second-roll' | 'misfire' | 'avoid' | 'to-wound' | 'critical' | 'save' | 'ward' | 'injury' | 'helmet' | 'done';

/**
 * One shot in progress. Besides the target it records what happened at each step, so
 * that `odds` can report P(hit), P(critical)… from the end states.
 */
export interface ShotState {
  readonly stage: Stage;
  readonly target: TargetState;
  /** The shooter has already caused a critical this phase (matters only with M-6's variant). */
  readonly criticalUsed: boolean;
  readonly hit: HitResult;
  /** The to-hit die has been rolled again by a rule (Blessed Sight): the second result stands. */
  readonly rerolled: boolean;
  /** What the optional misfire's die (M-16) came to after a natural 1, or 'none'. */
  readonly misfire: MisfireResult | 'none';
  /** A dangerous weapon's natural 1 to hit (a bolas): the throw missed and hit the thrower instead (table-shot.ts rolls that hit). */
  readonly dangerous: boolean;
  /**
   * A hit from an entangling weapon (a bolas) stood: the target is entangled, with no roll to wound,
   * no save and no injury. A net's hit that the target failed to tear sets it too (netted: no move,
   * shot or spell next turn), so every report's `entangled` counts the net's hold as well.
   */
  readonly entangled: boolean;
  /** At the `avoid` stage: the first of the target's rolls to discard the hit still to consider. */
  readonly avoidNext: number;
  /** The rule whose roll discarded the hit (Dodge, a lucky charm), or 'none'. */
  readonly avoided: AvoidHitCode | 'none';
  /** The to-hit die showed a 6 with a poisoned weapon: the hit wounds without a roll. */
  readonly poisoned: boolean;
  readonly wound: WoundResult;
  readonly critical: CriticalKind | 'none';
  readonly save: SaveResult;
  /** At the `ward` stage: the wounds still to roll for (Regeneration), and those that stood so far. */
  readonly wardLeft: number;
  readonly wardKept: number;
  /** Wounds the target's roll after the saves ignored (Regeneration). */
  readonly woundsIgnored: number;
  /** Wounds the target lost to this shot (a critical's two count as two). */
  readonly woundsCaused: number;
  readonly injuriesLeft: number;
  readonly injuryBonus: number;
}

/**
 * A shot about to be rolled; `from: 'to-wound'` starts with the hit already scored (a hit on
 * the cover, a fall): the target's rolls to discard it come first.
 *
 * @example
 * shotStart({ condition: 'standing', woundsLeft: 1 }, false); // { stage: 'to-hit', hit: 'pending', wound: 'none', woundsCaused: 0, … }
 * shotStart({ condition: 'standing', woundsLeft: 1 }, false, 'to-wound'); // the hit already scored
 */
export function shotStart(target: TargetState, criticalUsed: boolean, from: 'to-hit' | 'to-wound' = 'to-hit'): ShotState {
  return {
    stage: from === 'to-wound' ? 'avoid' : 'to-hit',
    target,
    criticalUsed,
    hit: from === 'to-wound' ? 'hit' : 'pending',
    rerolled: false,
    misfire: 'none',
    dangerous: false,
    entangled: false,
    avoidNext: 0,
    avoided: 'none',
    poisoned: false,
    wound: 'none',
    critical: 'none',
    save: 'none',
    wardLeft: 0,
    wardKept: 0,
    woundsIgnored: 0,
    woundsCaused: 0,
    injuriesLeft: 0,
    injuryBonus: 0,
  };
}

const STAGES: readonly Stage[] = ['to-hit', 'second-roll', 'misfire', 'avoid', 'to-wound', 'critical', 'save', 'ward', 'injury', 'helmet', 'done'];
/** More wounds than one hit causes (a weapon's 6 at most): the key's room for the ward fields. */
const WARD_ROOM = 8;
/**
 * More than a target's wounds (W is 10 at most) or the wounds one hit causes: the key's room for
 * `woundsLeft`, `woundsCaused` and `injuriesLeft`. Every room is as small as the rules allow, so
 * that the largest key stays below 2⁵³, where whole numbers stop being exact in a double and
 * two states would share a key (`SHOT_KEY_LIMIT`).
 */
const COUNT_ROOM = 16;
const MISFIRES: readonly (MisfireResult | 'none')[] = ['none', 'explodes', 'jammed', 'reload', 'no-shot', 'fires'];
const AVOIDED: readonly (AvoidHitCode | 'none')[] = ['none', 'dodge', 'lucky-charm'];
/** More rolls to discard a hit than any target holds: the key's room for `avoidNext`. */
const AVOID_ROLLS_ROOM = 4;
const HIT_RESULTS: readonly HitResult[] = ['pending', 'out-of-range', 'cannot-hit', 'miss', 'cover-strike', 'hit'];
const WOUND_RESULTS: readonly WoundResult[] = ['none', 'cannot-wound', 'failed', 'wound', 'critical'];
const CRITICALS: readonly (CriticalKind | 'none')[] = ['none', 'vital-part', 'exposed-spot', 'master-strike'];
const SAVE_RESULTS: readonly SaveResult[] = ['none', 'saved', 'failed', 'no-save', 'ignored'];

/** Mixed-radix number of a shot state; every field has a small fixed range. */
export function shotStateKey(s: ShotState): number {
  let key = STAGES.indexOf(s.stage);
  key = key * 4 + CONDITIONS.indexOf(s.target.condition);
  key = key * COUNT_ROOM + s.target.woundsLeft;
  key = key * 2 + (s.target.luckyCharmUsed ? 1 : 0);
  key = key * 2 + (s.criticalUsed ? 1 : 0);
  key = key * 6 + HIT_RESULTS.indexOf(s.hit);
  key = key * 2 + (s.rerolled ? 1 : 0);
  key = key * 6 + MISFIRES.indexOf(s.misfire);
  key = key * 2 + (s.dangerous ? 1 : 0);
  key = key * 2 + (s.entangled ? 1 : 0);
  key = key * AVOID_ROLLS_ROOM + s.avoidNext;
  key = key * 3 + AVOIDED.indexOf(s.avoided);
  key = key * 2 + (s.poisoned ? 1 : 0);
  key = key * 5 + WOUND_RESULTS.indexOf(s.wound);
  key = key * 4 + CRITICALS.indexOf(s.critical);
  key = key * 5 + SAVE_RESULTS.indexOf(s.save);
  key = key * WARD_ROOM + s.wardLeft;
  key = key * WARD_ROOM + s.wardKept;
  key = key * WARD_ROOM + s.woundsIgnored;
  key = key * COUNT_ROOM + s.woundsCaused;
  key = key * COUNT_ROOM + s.injuriesLeft;
  return key * 8 + s.injuryBonus;
}

export function conditionRank(condition: Condition): number {
  return CONDITIONS.indexOf(condition);
}

export function worseCondition(a: Condition, b: Condition): Condition {
  return conditionRank(a) >= conditionRank(b) ? a : b;
}

/** Everything about a shot that does not change from one state to the next. */
interface ShotContext {
  readonly attack: MordheimAttack;
  readonly toHit: ToHitAnalysis;
  readonly toWound: ToWoundAnalysis;
  readonly save: SaveAnalysis;
  /** The target's rolls to discard a hit, in the order they are taken (Dodge before a lucky charm). */
  readonly avoids: readonly AvoidRoll<AvoidHitCode>[];
  /** What the shooter's rules add to every injury roll (hunting arrows). */
  readonly injuryModifiers: readonly InjuryModifier[];
  /** The shooter's rule that re-rolls a failed to-hit roll (Blessed Sight), else null. */
  readonly reroll: HitRerollRule | null;
  /** The target's roll to ignore each wound after the saves (Regeneration 4+), else null. */
  readonly ward: { readonly rule: WardRule; readonly needed: number } | null;
  /** The target's rule that changes what an injury result does (No Pain), else null. */
  readonly injuryResult: { readonly rule: InjuryResultRuleId; readonly kind: InjuryResultRule } | null;
  /** Under M-16 with a blackpowder weapon: the roll to wound and the save of a misfire's 6, a shot at +1 Strength; else null. */
  readonly misfire: { readonly toWound: ToWoundAnalysis; readonly save: SaveAnalysis } | null;
  /** The weapon's natural 1 to hit hits its own user (a bolas's Dangerous rule). */
  readonly dangerous: boolean;
  /** A hit entangles instead of wounding (a bolas's Entangle rule). */
  readonly entangles: boolean;
  /** A net's hit: the target's Strength its D6 must beat to hold it (BS-M data.cat, Net), else null. */
  readonly net: { readonly strength: number } | null;
}

/**
 * The analyses of an attack a report has made already (`analyseAttack`), handed to
 * `shotProcess` so it does not make them again: a quick report's odds made each twice.
 */
export interface ShotAnalyses {
  readonly toHit: ToHitAnalysis;
  readonly toWound: ToWoundAnalysis;
  readonly save: SaveAnalysis;
  /** The shooter's rule that re-rolls a failed to-hit roll (Blessed Sight), else null. */
  readonly reroll: HitRerollRule | null;
  /** The target's roll to ignore each wound after the saves (Regeneration 4+), else null. */
  readonly ward: { readonly rule: WardRule; readonly needed: number } | null;
  /** The target's rule that changes what an injury result does (No Pain), else null. */
  readonly injuryResult: { readonly rule: InjuryResultRuleId; readonly kind: InjuryResultRule } | null;
}

/**
 * Whether a natural 1 to hit with this weapon rolls the misfire die: only a table that plays
 * the optional rule (M-16), and only with a blackpowder weapon (facts A4, `MH-BP`).
 *
 * @example
 * misfireApplies(mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'handgun', target: { profile: { T: 3 } }, variants: { blackpowderMisfire: true } })); // true
 * misfireApplies(mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'bow', target: { profile: { T: 3 } }, variants: { blackpowderMisfire: true } })); // false
 */
export function misfireApplies(attack: Pick<MordheimAttack, 'weapon' | 'variants'>): boolean {
  return attack.variants.blackpowderMisfire && weaponIn(attack.weapon, 'blackpowder');
}

/** The attack as a misfire's 6 fires it: the same shot at +1 Strength. */
function misfiredShot(attack: MordheimAttack): MordheimAttack {
  const strength = analyseToWound(attack).strength + MISFIRE_STRENGTH_BONUS;
  return { ...attack, weapon: { ...attack.weapon, strength } };
}

/**
 * The Mordheim shot, from the to-hit roll to the last injury roll, as one description
 * that both interpreters read. Steps are cached per state: the process is pure, so a
 * state always leads to the same step. A report that has analysed the attack already
 * (`analyseAttack`) hands those analyses in, and they are not made again.
 *
 * @example
 * const attack = mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 3, W: 1 } } });
 * const ends = odds(shotProcess(attack), shotStart(attack.target, false), exactArithmetic);
 * rationalToString(probability(ends, (end) => end.hit === 'hit', exactArithmetic)); // "1/2"
 */
export function shotProcess(attack: MordheimAttack, analysed?: ShotAnalyses): Process<ShotState, MordheimCheck, MordheimOutcome> {
  if (attack.target.woundsLeft >= COUNT_ROOM || woundsPerHit(attack.weapon, true) >= WARD_ROOM) {
    throw new RangeError(`a Mordheim shot holds at most ${COUNT_ROOM - 1} wounds left and ${WARD_ROOM - 1} wounds a hit (the rules give at most 10 and 6)`);
  }
  const context: ShotContext = {
    attack,
    toHit: analysed?.toHit ?? analyseToHit(attack),
    toWound: analysed?.toWound ?? analyseToWound(attack),
    save: analysed?.save ?? analyseSave(attack),
    avoids: avoidRollsFrom(MORDHEIM_RULES, attack),
    injuryModifiers: modifiersFrom(MORDHEIM_RULES, 'injury', attack).map((m) => ({ code: m.code, value: m.value })),
    reroll: analysed ? analysed.reroll : (ruleOfKind(HIT_REROLL_RULES, hitRerollFrom(MORDHEIM_RULES, attack))?.rule ?? null),
    ward: analysed ? analysed.ward : ruleOfKind(WARD_RULES, wardRollFrom(MORDHEIM_RULES, attack)),
    injuryResult: analysed ? analysed.injuryResult : ruleOfKind(INJURY_RESULT_RULES, injuryResultRuleFrom(MORDHEIM_RULES, attack)),
    misfire: misfireApplies(attack) ? { toWound: analyseToWound(misfiredShot(attack)), save: analyseSave(misfiredShot(attack)) } : null,
    dangerous: weaponHas(attack.weapon, 'dangerous'),
    entangles: weaponHas(attack.weapon, 'entangle'),
    net: netOf(attack),
  };
  return cachedProcess(shotStateKey, (state) => shotStep(context, state));
}

type ShotStep = Step<ShotState, MordheimCheck, MordheimOutcome>;

/** A net's roll needs the target's Strength; none is assumed (build.ts and the scenario refuse a net without it). */
function netOf(attack: MordheimAttack): { readonly strength: number } | null {
  if (!weaponHas(attack.weapon, 'net')) return null;
  const strength = attack.target.profile.S;
  if (strength === undefined) throw new TypeError(`${attack.weapon.id} needs the target's Strength (target.profile.S)`);
  return { strength };
}

function shotStep(context: ShotContext, state: ShotState): ShotStep {
  switch (state.stage) {
    case 'to-hit':
      return toHitStep(context, state);
    case 'second-roll':
      return secondRollStep(context, state);
    case 'misfire':
      return misfireStep(context, state);
    case 'avoid':
      return avoidStep(context, state);
    case 'to-wound':
      return toWoundStep(context, state);
    case 'critical':
      return criticalStep(state);
    case 'save':
      return saveStep(context, state);
    case 'ward':
      // Only a target with such a roll reaches this stage.
      return context.ward === null ? DONE : wardStep(context, context.ward, state);
    case 'injury':
      return injuryStep(context, state);
    case 'helmet':
      return helmetStep(state);
    case 'done':
      return DONE;
  }
}

function toHitStep(context: ShotContext, state: ShotState): ShotStep {
  const { attack, toHit } = context;
  const { distance } = attack.circumstances;
  if (toHit.outOfRange && distance !== null) {
    return autoStep({ step: 'range', distance, range: attack.weapon.range }, 'out-of-range', { ...state, stage: 'done', hit: 'out-of-range' });
  }
  const { chance: _chance, ...analysis } = toHit;
  const { naturalOneMisses, sevenPlus, coverStrike } = attack.variants;
  const check: MordheimCheck = { step: 'to-hit', variants: { naturalOneMisses, sevenPlus, coverStrike }, ...analysis, rerolledBy: state.rerolled ? context.reroll : null };
  // A failed roll is rolled once more with the shooter's re-roll (Blessed Sight); the second result stands.
  const rerolls = context.reroll !== null && !state.rerolled;
  // M-3: a shot that cannot hit is still rolled while a face of the die can strike the cover.
  if (toHit.resolution === 'cannot-hit' && !coverStrikePossible(toHit, attack.variants)) return autoStep(check, 'cannot-hit', { ...state, stage: 'done', hit: 'cannot-hit' });
  if (toHit.resolution === 'automatic') return autoStep(check, 'hit', afterHitFace(state, 'hit'));
  const branches: Branch<ShotState, MordheimOutcome>[] = [];
  for (let face = 1; face <= 6; face += 1) {
    // M-16: a natural 1 with a blackpowder weapon is the misfire die's to settle, before any re-roll or cover strike.
    if (face === 1 && context.misfire !== null) {
      branches.push({ upTo: 1, outcome: 'misfire', next: { ...state, stage: 'misfire' } });
      continue;
    }
    // BS-M data.cat, Dangerous: a natural 1 with a bolas hits the thrower; like the misfire die it comes before any re-roll or cover strike.
    if (face === 1 && context.dangerous) {
      branches.push({ upTo: 1, outcome: 'dangerous', next: { ...state, stage: 'done', hit: 'miss', dangerous: true } });
      continue;
    }
    const result = hitFace(face, toHit, attack.variants);
    // Poison: a 6 that hits wounds at once, so it is a branch of its own.
    const poisoned = result === 'hit' && face === 6 && context.toWound.hitSixWounds;
    const rerolled = rerolls && (result === 'miss' || result === 'cover-strike');
    const outcome: MordheimOutcome = rerolled ? 'rerolled' : poisoned ? 'poisoned-hit' : result;
    const next: ShotState = rerolled ? { ...state, rerolled: true } : afterHitFace(state, result, poisoned);
    const last = branches[branches.length - 1];
    if (last && last.outcome === outcome) branches[branches.length - 1] = { ...last, upTo: face };
    else branches.push({ upTo: face, outcome, next });
  }
  return { kind: 'roll', sides: 6, check, branches };
}

function afterHitFace(state: ShotState, result: HitFace, poisoned = false): ShotState {
  switch (result) {
    case 'hit':
      return { ...state, stage: 'avoid', hit: 'hit', poisoned };
    case 'second-roll':
      return { ...state, stage: 'second-roll' };
    case 'miss':
      return { ...state, stage: 'done', hit: 'miss' };
    case 'cover-strike':
      return { ...state, stage: 'done', hit: 'cover-strike' };
  }
}

function secondRollStep(context: ShotContext, state: ShotState): ShotStep {
  const needed = context.toHit.secondRollNeeded ?? 7;
  return thresholdRoll(
    6,
    { step: 'to-hit-second-roll', needed, firstNeeded: context.toHit.needed },
    needed,
    { outcome: 'miss', next: { ...state, stage: 'done', hit: 'miss' } },
    { outcome: 'hit', next: { ...state, stage: 'avoid', hit: 'hit' } },
  );
}

/**
 * The optional misfire's D6 (M-16, facts A4): 1 the weapon explodes (the table's shot hits the
 * firer), 2 it jams, 3 no shot and a turn more to reload, 4–5 no shot; 6 the shot goes off and
 * hits at +1 Strength, so the target's rolls to discard a hit come next.
 */
function misfireStep(context: ShotContext, state: ShotState): ShotStep {
  const fails = (misfire: MisfireResult): ShotState => ({ ...state, stage: 'done', hit: 'miss', misfire });
  const strength = context.misfire?.toWound.strength ?? context.toWound.strength;
  return {
    kind: 'roll',
    sides: 6,
    check: { step: 'misfire', weapon: context.attack.weapon.id, strength },
    branches: [
      { upTo: 1, outcome: 'misfire-explodes', next: fails('explodes') },
      { upTo: 2, outcome: 'misfire-jammed', next: fails('jammed') },
      { upTo: 3, outcome: 'misfire-reload', next: fails('reload') },
      { upTo: 5, outcome: 'misfire-no-shot', next: fails('no-shot') },
      { upTo: 6, outcome: 'misfire-fires', next: { ...state, stage: 'avoid', hit: 'hit', misfire: 'fires' } },
    ],
  };
}

/** The roll to wound and the save of this shot: a misfire's 6 fires at +1 Strength. */
function woundAndSave(context: ShotContext, state: ShotState): { readonly toWound: ToWoundAnalysis; readonly save: SaveAnalysis } {
  return state.misfire === 'fires' && context.misfire !== null ? context.misfire : context;
}

/** A roll to discard the hit applies unless it is the once-a-battle kind and already had its roll. */
function avoidApplies(roll: AvoidRoll<AvoidHitCode>, state: ShotState): boolean {
  return !roll.oncePerBattle || !state.target.luckyCharmUsed;
}

/**
 * The target's next roll to discard the hit (Dodge 5+, a lucky charm 4+ on the first hit of the
 * battle); with none left, the roll to wound.
 */
function avoidStep(context: ShotContext, state: ShotState): ShotStep {
  const index = context.avoids.findIndex((roll, i) => i >= state.avoidNext && avoidApplies(roll, state));
  const roll = context.avoids[index];
  // BS-M data.cat, Entangle: a bolas that hits does no harm; the target is entangled, so nothing is rolled to wound.
  if (roll === undefined && context.entangles) return autoStep({ step: 'entangle', weapon: context.attack.weapon.id }, 'entangled', { ...state, stage: 'done', entangled: true });
  // BS-M data.cat, Net: a hit that stands makes the target roll a D6; up to its Strength it tears the
  // net, above it the target is held through its next turn. Neither way is anything rolled to wound.
  if (roll === undefined && context.net !== null) {
    return thresholdRoll(
      6,
      { step: 'net', weapon: context.attack.weapon.id, strength: context.net.strength },
      context.net.strength + 1,
      { outcome: 'net-torn', next: { ...state, stage: 'done' } },
      { outcome: 'netted', next: { ...state, stage: 'done', entangled: true } },
    );
  }
  if (roll === undefined) return toWoundStep(context, { ...state, stage: 'to-wound' });
  // Taking a once-a-battle roll spends it, whichever way the die falls.
  const target = roll.oncePerBattle ? { ...state.target, luckyCharmUsed: true } : state.target;
  return thresholdRoll(
    6,
    { step: 'avoid-hit', rule: roll.code, needed: roll.needed },
    roll.needed,
    { outcome: 'hit-stands', next: { ...state, target, avoidNext: index + 1 } },
    { outcome: 'hit-avoided', next: { ...state, target, stage: 'done', avoided: roll.code } },
  );
}

function toWoundStep(context: ShotContext, state: ShotState): ShotStep {
  const { attack } = context;
  const { toWound } = woundAndSave(context, state);
  const criticalBlockedByLimit = toWound.criticalOnSix && attack.variants.oneCriticalPerPhase && state.criticalUsed;
  const check: MordheimCheck = { step: 'to-wound', criticalBlockedByLimit, poisoned: state.poisoned, ...toWound };
  // BS-M data.cat, Blessed Water: an Undead, Daemon or Possessed model takes the wound with no roll; any other is unharmed.
  if (toWound.noWoundRoll && toWound.automaticWound !== null) return autoStep(check, 'wound', { ...state, stage: 'save', wound: 'wound' });
  if (toWound.noWoundRoll) return autoStep(check, 'no-effect', { ...state, stage: 'done' });
  if (state.poisoned) return autoStep(check, 'poison-wound', { ...state, stage: 'save', wound: 'wound' });
  if (toWound.needed === null) return autoStep(check, 'cannot-wound', { ...state, stage: 'done', wound: 'cannot-wound' });
  const failed: ShotState = { ...state, stage: 'done', wound: 'failed' };
  const wounded: ShotState = { ...state, stage: 'save', wound: 'wound' };
  if (!toWound.criticalOnSix || criticalBlockedByLimit) {
    return thresholdRoll(6, check, toWound.needed, { outcome: 'no-wound', next: failed }, { outcome: 'wound', next: wounded });
  }
  const branches: Branch<ShotState, MordheimOutcome>[] = [
    { upTo: toWound.needed - 1, outcome: 'no-wound', next: failed },
    { upTo: 5, outcome: 'wound', next: wounded },
    { upTo: 6, outcome: 'critical', next: { ...state, stage: 'critical', wound: 'critical', criticalUsed: true } },
  ];
  // criticalOnSix means needed ≤ 5; a 2+ leaves no failing face but the 1.
  return { kind: 'roll', sides: 6, check, branches: branches.filter((b, i) => b.upTo > (branches[i - 1]?.upTo ?? 0)) };
}

/** Critical hit chart: 1–2 vital part, 3–4 exposed spot, 5–6 master strike. */
function criticalStep(state: ShotState): ShotStep {
  const to = (critical: CriticalKind): ShotState => ({ ...state, stage: 'save', critical });
  return {
    kind: 'roll',
    sides: 6,
    check: { step: 'critical' },
    branches: [
      { upTo: 2, outcome: 'vital-part', next: to('vital-part') },
      { upTo: 4, outcome: 'exposed-spot', next: to('exposed-spot') },
      { upTo: 6, outcome: 'master-strike', next: to('master-strike') },
    ],
  };
}

function saveStep(context: ShotContext, state: ShotState): ShotStep {
  const { attack } = context;
  const { save } = woundAndSave(context, state);
  // Exposed spots and master strikes ignore armour; a vital part is saved as usual.
  const ignoredBy = state.critical === 'exposed-spot' || state.critical === 'master-strike' ? state.critical : null;
  const check: MordheimCheck = { step: 'armour-save', ignoredBy, ...save };
  const unsaved = (result: SaveResult): ShotState => {
    const wounds = woundsPerHit(attack.weapon, state.wound === 'critical');
    return context.ward === null ? applyWounds(state, result, wounds, injuryBonusOf(context)) : { ...state, stage: 'ward', save: result, wardLeft: wounds, wardKept: 0 };
  };
  if (ignoredBy) return autoStep(check, 'armour-ignored', unsaved('ignored'));
  if (!save.possible || save.needed === null) return autoStep(check, 'no-save', unsaved('no-save'));
  return thresholdRoll(6, check, save.needed, { outcome: 'not-saved', next: unsaved('failed') }, { outcome: 'saved', next: { ...state, stage: 'done', save: 'saved' } });
}

/** The target's roll for each unsaved wound (Regeneration 4+): the wounds that stand are then taken off. */
function wardStep(context: ShotContext, ward: NonNullable<ShotContext['ward']>, state: ShotState): ShotStep {
  const after = (kept: number): ShotState => {
    const left = state.wardLeft - 1;
    const ignored = state.woundsIgnored + (kept === state.wardKept ? 1 : 0);
    if (left > 0) return { ...state, wardLeft: left, wardKept: kept, woundsIgnored: ignored };
    const settled = { ...state, wardLeft: 0, wardKept: 0, woundsIgnored: ignored };
    return kept === 0 ? { ...settled, stage: 'done' } : applyWounds(settled, state.save, kept, injuryBonusOf(context));
  };
  return thresholdRoll(6, { step: 'ward-save', rule: ward.rule, needed: ward.needed }, ward.needed, { outcome: 'wound-stands', next: after(state.wardKept + 1) }, { outcome: 'wound-ignored', next: after(state.wardKept) });
}

/** What every injury roll of this shot adds besides a master strike's +2: the shooter's rules (hunting arrows). */
function injuryBonusOf(context: ShotContext): number {
  return context.injuryModifiers.reduce((sum, m) => sum + m.value, 0);
}

/**
 * Takes the wounds off; every wound that brings the model to zero or lands after zero
 * gets an injury roll (seed; M-8), each with a master strike's +2 and `bonus` (the shooter's
 * rules: hunting arrows' +1).
 */
export function applyWounds(state: ShotState, save: SaveResult, wounds: number, bonus = 0): ShotState {
  const before = state.target.woundsLeft;
  const injuries = Math.min(wounds, Math.max(0, wounds - Math.max(0, before - 1)));
  const injuryBonus = (state.critical === 'master-strike' ? MASTER_STRIKE_INJURY_BONUS : 0) + bonus;
  const wounded = draftOf(state);
  wounded.stage = 'injury';
  wounded.save = save;
  wounded.target = { ...state.target, woundsLeft: Math.max(0, before - wounds) };
  wounded.woundsCaused = wounds;
  wounded.injuriesLeft = injuries;
  wounded.injuryBonus = injuryBonus;
  return settle(wounded);
}

type ShotStateDraft = { -readonly [K in keyof ShotState]: ShotState[K] };

/**
 * A copy of a state, to change before it is handed out, written field by field: the injury
 * steps make most of a report's states, and V8 builds one literal of a known shape about a
 * third faster than it spreads one (`{ ...state, stage }`).
 */
function draftOf(s: ShotState): ShotStateDraft {
  return {
    stage: s.stage,
    target: s.target,
    criticalUsed: s.criticalUsed,
    hit: s.hit,
    rerolled: s.rerolled,
    misfire: s.misfire,
    dangerous: s.dangerous,
    entangled: s.entangled,
    avoidNext: s.avoidNext,
    avoided: s.avoided,
    poisoned: s.poisoned,
    wound: s.wound,
    critical: s.critical,
    save: s.save,
    wardLeft: s.wardLeft,
    wardKept: s.wardKept,
    woundsIgnored: s.woundsIgnored,
    woundsCaused: s.woundsCaused,
    injuriesLeft: s.injuriesLeft,
    injuryBonus: s.injuryBonus,
  };
}

/** The state with the target's condition made `condition`, if that is worse, at `stage`. */
function withCondition(state: ShotState, stage: Stage, condition: Condition, injuriesLeft: number): ShotStateDraft {
  const draft = draftOf(state);
  draft.stage = stage;
  draft.target = { ...state.target, condition: worseCondition(state.target.condition, condition) };
  draft.injuriesLeft = injuriesLeft;
  return draft;
}

/** Ends the shot when no injury roll is left or none could make things worse. */
function settle(state: ShotState): ShotState {
  if (!(state.stage === 'injury' && (state.injuriesLeft === 0 || state.target.condition === 'out-of-action'))) return state;
  const done = draftOf(state);
  done.stage = 'done';
  done.injuriesLeft = 0;
  return done;
}

function injuryStep(context: ShotContext, state: ShotState): ShotStep {
  const { target } = context.attack;
  const table = INJURY_TABLES[target.injuryTable];
  const left = state.injuriesLeft - 1;
  const remaining = draftOf(state);
  remaining.injuriesLeft = left;
  const becomes = (condition: Condition): ShotState => settle(withCondition(state, 'injury', condition, left));
  // A helmet is rolled only when a stunned result would make the model worse off.
  const helmet = (): ShotState => {
    const draft = draftOf(remaining);
    draft.stage = 'helmet';
    return draft;
  };
  const stunned = target.kit.helmet && conditionRank(state.target.condition) < conditionRank('stunned') ? helmet() : becomes('stunned');
  const resultRule = context.injuryResult;
  // Each next state is made once, though two faces may lead to it.
  const knockedDown = becomes('knocked-down');
  const unchanged = settle(remaining);
  const faces: [number, MordheimOutcome, ShotState][] = [
    [table.knockedDownUpTo - state.injuryBonus, ...lesserResult(resultRule?.kind ?? null, 'knocked-down', knockedDown, unchanged)],
    [table.stunnedUpTo - state.injuryBonus, ...lesserResult(resultRule?.kind ?? null, 'stunned', stunned, unchanged, knockedDown)],
    [6, 'out-of-action', becomes('out-of-action')],
  ];
  let previous = 0;
  const branches: Branch<ShotState, MordheimOutcome>[] = [];
  for (const [upTo, outcome, next] of faces) {
    const last = Math.min(6, upTo);
    if (last > previous) branches.push({ upTo: last, outcome, next });
    previous = Math.max(previous, last);
  }
  return { kind: 'roll', sides: 6, check: { step: 'injury', table: target.injuryTable, bonus: state.injuryBonus, modifiers: context.injuryModifiers, resultRule }, branches };
}

/**
 * A knocked-down or stunned result as the target's rule makes it: No Pain counts a stunned
 * result as knocked down; Veskit's No Pain ignores both, and he stays as he was.
 */
function lesserResult(
  rule: InjuryResultRule | null,
  result: 'knocked-down' | 'stunned',
  asRolled: ShotState,
  unchanged: ShotState,
  knockedDown: ShotState = asRolled,
): [MordheimOutcome, ShotState] {
  switch (rule) {
    case null:
      return [result, asRolled];
    case 'stunned-as-knocked-down':
      return ['knocked-down', knockedDown];
    case 'ignores-down-and-stunned':
      return ['injury-ignored', unchanged];
  }
}

function helmetStep(state: ShotState): ShotStep {
  const to = (condition: Condition) => settle(withCondition(state, 'injury', condition, state.injuriesLeft));
  return thresholdRoll(6, { step: 'helmet', needed: HELMET_SAVE }, HELMET_SAVE, { outcome: 'helmet-failed', next: to('stunned') }, { outcome: 'helmet-saved', next: to('knocked-down') });
}
