import { autoStep, cachedProcess, DONE, thresholdRoll, type Branch, type Process, type Step } from '../../dice/index.js';
import { unitAfterWound, unitDamageKey, type DamageRule, type UnitDamage } from '../shared/index.js';
import { hitFace, type MultipleWoundsAnalysis, type SaveAnalysis, type ToHitAnalysis, type ToWoundAnalysis, type HitFace } from './analysis.js';
import type { Amount, HitsSource } from './attack-types.js';
import type { BattleaxeCheck, BattleaxeOutcome } from './explanation.js';

/** The step a shot in progress comes to next. */
export type Stage = 'hits-roll' | 'to-hit' | 'second-roll' | 'to-wound' | 'armour' | 'ward' | 'wounds' | 'done';
/** How the to-hit roll went; `none` before it, and for automatic hits until they count. */
export type HitResult = 'none' | 'cannot-hit' | 'miss' | 'hit';
/** How the to-wound roll went; `none` when it was never rolled. */
export type WoundResult = 'none' | 'cannot-wound' | 'failed' | 'wound';
/** `armour`, `ward`: saved by that save; `unsaved`: the wound went through. */
export type SaveResult = 'none' | 'armour' | 'ward' | 'unsaved';

/**
 * One shot (or one automatic hit) in progress, and the target unit as it stands. Besides
 * the unit it records what happened at each step, so `odds` can count hits, wounds and
 * unsaved wounds from the end states.
 *
 * `cursor` places the round in its series: for shooting, the shots fired before this one
 * while the unit is in an earlier batch (each batch needs its own to-hit roll), or
 * `IN_LAST_BATCH`; for automatic hits, the hits still to come after this one, or
 * `HITS_NOT_ROLLED` for the round that rolls how many there are, or `NO_HITS_LEFT`.
 */
export interface ShotState {
  readonly cursor: number;
  readonly stage: Stage;
  readonly unit: UnitDamage;
  readonly hit: HitResult;
  readonly wound: WoundResult;
  readonly save: SaveResult;
}

export const IN_LAST_BATCH = -3;
export const NO_HITS_LEFT = -2;
export const HITS_NOT_ROLLED = -1;

const STAGES: readonly Stage[] = ['hits-roll', 'to-hit', 'second-roll', 'to-wound', 'armour', 'ward', 'wounds', 'done'];
const HIT_RESULTS: readonly HitResult[] = ['none', 'cannot-hit', 'miss', 'hit'];
const WOUND_RESULTS: readonly WoundResult[] = ['none', 'cannot-wound', 'failed', 'wound'];
const SAVE_RESULTS: readonly SaveResult[] = ['none', 'armour', 'ward', 'unsaved'];
/** Room for cursors up to 8 187 (400 models with 20 shots each fit). */
const CURSOR_RADIX = 8192;
/** Room for unit keys (models × 64 + wounds on the current one) up to 511 models. */
const UNIT_RADIX = 32768;

/** Mixed-radix number of a shot state; every field has a small fixed range. */
export function shotStateKey(s: ShotState): number {
  let key = STAGES.indexOf(s.stage);
  key = key * 4 + HIT_RESULTS.indexOf(s.hit);
  key = key * 4 + WOUND_RESULTS.indexOf(s.wound);
  key = key * 4 + SAVE_RESULTS.indexOf(s.save);
  key = key * CURSOR_RADIX + (s.cursor - IN_LAST_BATCH);
  return key * UNIT_RADIX + unitDamageKey(s.unit);
}

/**
 * A shot about to roll to hit.
 *
 * @example
 * shotStart(0, { models: 10, onCurrent: 0 }); // the first shot at a unit of ten: { stage: 'to-hit', hit: 'none', … }
 */
export function shotStart(cursor: number, unit: UnitDamage): ShotState {
  return { cursor, stage: 'to-hit', unit, hit: 'none', wound: 'none', save: 'none' };
}

/**
 * An automatic hit about to roll to wound (B-14).
 *
 * @example
 * hitStart(0, { models: 10, onCurrent: 0 }); // the last automatic hit: { stage: 'to-wound', hit: 'hit', cursor: 0, … }
 */
export function hitStart(cursor: number, unit: UnitDamage): ShotState {
  return { cursor, stage: 'to-wound', unit, hit: 'hit', wound: 'none', save: 'none' };
}

/** The round that rolls how many automatic hits there are (a Fireball's D6). */
export function hitsRollStart(unit: UnitDamage): ShotState {
  return { cursor: HITS_NOT_ROLLED, stage: 'hits-roll', unit, hit: 'none', wound: 'none', save: 'none' };
}

/** Everything about a shot that does not change from one state to the next. */
export interface ShotContext {
  /** The batch (0-based) a round at this cursor belongs to, and its to-hit roll. */
  readonly batchAt: (cursor: number) => { readonly batch: number; readonly toHit: ToHitAnalysis };
  readonly hits: { readonly source: HitsSource; readonly amount: Amount } | null;
  readonly toWound: ToWoundAnalysis;
  readonly save: SaveAnalysis;
  readonly multipleWounds: MultipleWoundsAnalysis;
  readonly damage: DamageRule;
}

type ShotStep = Step<ShotState, BattleaxeCheck, BattleaxeOutcome>;

/**
 * A Battleaxe shot, from the to-hit roll (or, for automatic hits, the wound roll) to the
 * wounds it takes off the unit, as one description both interpreters read. Steps are
 * cached per state: the process is pure, so a state always leads to the same step.
 *
 * @example
 * const attack = battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: 'short-bow', target: { profile: { T: 3 }, models: 10 } });
 * const ends = odds(shotProcess(shotContext(attack)), shotStart(0, targetDamage(attack)), exactArithmetic);
 * rationalToString(probability(ends, (end) => end.save === 'unsaved', exactArithmetic)); // "1/4": hit on 4+, wound on 4+, no save
 */
export function shotProcess(context: ShotContext): Process<ShotState, BattleaxeCheck, BattleaxeOutcome> {
  return cachedProcess(shotStateKey, (state) => shotStep(context, state));
}

function shotStep(context: ShotContext, state: ShotState): ShotStep {
  switch (state.stage) {
    case 'hits-roll':
      return hitsRollStep(context, state);
    case 'to-hit':
      return toHitStep(context, state);
    case 'second-roll':
      return secondRollStep(context, state);
    case 'to-wound':
      return toWoundStep(context, state);
    case 'armour':
      return armourStep(context, state);
    case 'ward':
      return wardStep(context, state);
    case 'wounds':
      return woundsStep(context, state);
    case 'done':
      return DONE;
  }
}

/** Consecutive faces with the same outcome and next state make one branch (odds weighs the branch). */
function facesToBranches(sides: number, at: (face: number) => { outcome: BattleaxeOutcome; next: ShotState }): Branch<ShotState, BattleaxeOutcome>[] {
  const branches: Branch<ShotState, BattleaxeOutcome>[] = [];
  for (let face = 1; face <= sides; face += 1) {
    const { outcome, next } = at(face);
    const last = branches[branches.length - 1];
    if (last && last.outcome === outcome && shotStateKey(last.next) === shotStateKey(next)) branches[branches.length - 1] = { ...last, upTo: face };
    else branches.push({ upTo: face, outcome, next });
  }
  return branches;
}

/** B-14: a spell's or an impact's number of hits, when it is a die roll. */
function hitsRollStep(context: ShotContext, state: ShotState): ShotStep {
  const hits = context.hits;
  if (!hits || hits.amount.kind === 'fixed') return DONE;
  const check: BattleaxeCheck = { step: 'hits-roll', source: hits.source, amount: hits.amount };
  return { kind: 'roll', sides: hits.amount.sides, check, branches: facesToBranches(hits.amount.sides, (face) => ({ outcome: 'hits', next: { ...state, stage: 'done', cursor: face } })) };
}

function afterHitFace(state: ShotState, face: HitFace): { outcome: BattleaxeOutcome; next: ShotState } {
  switch (face) {
    case 'hit':
      return { outcome: 'hit', next: { ...state, stage: 'to-wound', hit: 'hit' } };
    case 'second-roll':
      return { outcome: 'second-roll', next: { ...state, stage: 'second-roll' } };
    case 'miss':
    case 'natural-one':
      return { outcome: face, next: { ...state, stage: 'done', hit: 'miss' } };
  }
}

function toHitStep(context: ShotContext, state: ShotState): ShotStep {
  const { batch, toHit } = context.batchAt(state.cursor);
  const { chance: _chance, ...analysis } = toHit;
  const check: BattleaxeCheck = { step: 'to-hit', batch, ...analysis };
  // B-1: 10 or more cannot hit; no die is rolled.
  if (toHit.resolution === 'cannot-hit') return autoStep(check, 'cannot-hit', { ...state, stage: 'done', hit: 'cannot-hit' });
  return { kind: 'roll', sides: 6, check, branches: facesToBranches(6, (face) => afterHitFace(state, hitFace(face, toHit))) };
}

/** B-1: after a 6, the second die of the 7+ chart. */
function secondRollStep(context: ShotContext, state: ShotState): ShotStep {
  const { batch, toHit } = context.batchAt(state.cursor);
  const needed = toHit.secondRollNeeded ?? 7;
  return thresholdRoll(
    6,
    { step: 'to-hit-second-roll', batch, needed, firstNeeded: toHit.needed },
    needed,
    { outcome: 'miss', next: { ...state, stage: 'done', hit: 'miss' } },
    { outcome: 'hit', next: { ...state, stage: 'to-wound', hit: 'hit' } },
  );
}

function toWoundStep(context: ShotContext, state: ShotState): ShotStep {
  const check: BattleaxeCheck = { step: 'to-wound', ...context.toWound };
  const needed = context.toWound.needed;
  if (needed === null) return autoStep(check, 'cannot-wound', { ...state, stage: 'done', wound: 'cannot-wound' });
  return thresholdRoll(6, check, needed, { outcome: 'no-wound', next: { ...state, stage: 'done', wound: 'failed' } }, { outcome: 'wound', next: afterWound(context, { ...state, wound: 'wound' }) });
}

/** Armour first, then the ward save; with neither, the wound goes through (B-12). */
function afterWound(context: ShotContext, state: ShotState): ShotState {
  if (context.save.armour) return { ...state, stage: 'armour' };
  return afterArmour(context, state);
}

function afterArmour(context: ShotContext, state: ShotState): ShotState {
  if (context.save.ward) return { ...state, stage: 'ward' };
  return unsaved(context, state);
}

/** B-13: the wound becomes its Multiple Wounds value, rolled when it is a die (and the unit is still there). */
function unsaved(context: ShotContext, state: ShotState): ShotState {
  const through: ShotState = { ...state, save: 'unsaved' };
  const { amount, rolled } = context.multipleWounds;
  if (rolled && state.unit.models > 0) return { ...through, stage: 'wounds' };
  return { ...through, stage: 'done', unit: unitAfterWound(state.unit, amount.kind === 'fixed' ? amount.value : 1, context.damage) };
}

/** A save die: a natural 1 always fails (B-12), shown as such when the modifiers would have let it pass. */
function saveBranches(needed: number, lowest: number, saved: ShotState, failed: ShotState): Branch<ShotState, BattleaxeOutcome>[] {
  const at = (face: number): { outcome: BattleaxeOutcome; next: ShotState } =>
    face >= lowest ? { outcome: 'saved', next: saved } : { outcome: face === 1 && needed <= 1 ? 'natural-one' : 'not-saved', next: failed };
  return facesToBranches(6, at);
}

function armourStep(context: ShotContext, state: ShotState): ShotStep {
  const armour = context.save.armour;
  if (!armour) return DONE;
  const check: BattleaxeCheck = { step: 'armour-save', ...armour };
  const failed = afterArmour(context, state);
  if (!armour.possible) return autoStep(check, 'no-save', failed);
  return { kind: 'roll', sides: 6, check, branches: saveBranches(armour.needed, armour.lowest, { ...state, stage: 'done', save: 'armour' }, failed) };
}

function wardStep(context: ShotContext, state: ShotState): ShotStep {
  const ward = context.save.ward;
  if (!ward) return DONE;
  return {
    kind: 'roll',
    sides: 6,
    check: { step: 'ward-save', ...ward },
    branches: saveBranches(ward.needed, ward.lowest, { ...state, stage: 'done', save: 'ward' }, unsaved(context, state)),
  };
}

function woundsStep(context: ShotContext, state: ShotState): ShotStep {
  const { amount, cap } = context.multipleWounds;
  if (amount.kind === 'fixed') return DONE;
  const check: BattleaxeCheck = { step: 'multiple-wounds', amount, cap };
  return {
    kind: 'roll',
    sides: amount.sides,
    check,
    branches: facesToBranches(amount.sides, (face) => ({ outcome: 'wounds', next: { ...state, stage: 'done', unit: unitAfterWound(state.unit, face, context.damage) } })),
  };
}
