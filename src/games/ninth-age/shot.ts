import { autoStep, cachedProcess, DONE, thresholdRoll, type Branch, type Process, type Step } from '../../dice/index.js';
import { unitAfterWound, unitDamageKey, type UnitDamage } from '../shared/index.js';
import { analyseVolley, HOPELESS_SECOND_ROLL, LOWEST_SUCCESS, woundsForFace, type HitAnalysis, type VolleyAnalysis } from './analysis.js';
import type { NinthAgeAttack } from './attack-types.js';
import type { NinthAgeCheck, NinthAgeOutcome } from './explanation.js';
import type { NinthAgeEdition } from './variants.js';
import { MISFIRE_RESULTS, type MisfireResult } from './shots-roll.js';

/** How the to-hit roll went: still to roll, out of range, impossible, a miss, a hit, or a poisoned hit. */
export type HitResult = 'pending' | 'out-of-range' | 'cannot-hit' | 'miss' | 'hit' | 'poisoned';
/** How the to-wound roll went; `none` when it was never rolled. */
export type WoundResult = 'none' | 'failed' | 'wound' | 'lethal' | 'poisoned';
/** Which save stopped the wound, or `unsaved`; `none` when there was no wound. */
export type SaveResult = 'none' | 'armour' | 'special' | 'unsaved';
/** The step a shot in progress comes to next. */
export type Stage = 'to-hit' | 'misfire' | 'partial-hit' | 'area' | 'hopeless' | 'poison' | 'to-wound' | 'to-wound-reroll' | 'armour' | 'special' | 'special-reroll' | 'multiple-wounds' | 'health-points' | 'done';

/**
 * One shot in progress: the target unit's damage and what happened at each step, so that
 * `odds` can report P(hit), P(unsaved)… from the end states.
 */
export interface NinthAgeShotState {
  readonly stage: Stage;
  readonly unit: UnitDamage;
  readonly hit: HitResult;
  readonly wound: WoundResult;
  readonly save: SaveResult;
  /** Health Points the unsaved wound costs, after Multiple Wounds and the cap. */
  readonly damage: number;
  /** A Cannon's or a Catapult's natural 1 to hit: what the Misfire Table gave (NR-CANNON, NR-MISFIRE); else null. */
  readonly misfire: MisfireResult | null;
  /**
   * An Area Attack that hit: its hits, rolled one after another from the to-wound roll on; `hit`,
   * `wound`, `save` and `damage` are the hit being rolled. Null for any other shot.
   */
  readonly area: AreaProgress | null;
}

/** An Area Attack's hits in progress (BS-T9A-2ND Area Attack, T9A-LEX-CATAPULT). */
export interface AreaProgress {
  /** `full`: a hit, its first hit at the bracketed values; `partial`: a Catapult's Partial Hit, at half values. */
  readonly kind: 'full' | 'partial';
  /** Hits the attack inflicts. */
  readonly hits: number;
  /** The hit being rolled, from 1 (0 when there are none). */
  readonly at: number;
  /** Wounds and unsaved wounds of the hits before it. */
  readonly wounds: number;
  readonly unsaved: number;
}

/**
 * A shot about to roll to hit, at the unit as it stands.
 *
 * @example
 * shotStart({ models: 20, onCurrent: 0 }); // { stage: 'to-hit', hit: 'pending', wound: 'none', save: 'none', damage: 0, unit: … }
 */
export function shotStart(unit: UnitDamage): NinthAgeShotState {
  return { stage: 'to-hit', unit, hit: 'pending', wound: 'none', save: 'none', damage: 0, misfire: null, area: null };
}

const STAGES: readonly Stage[] = ['to-hit', 'misfire', 'partial-hit', 'area', 'hopeless', 'poison', 'to-wound', 'to-wound-reroll', 'armour', 'special', 'special-reroll', 'multiple-wounds', 'health-points', 'done'];
const HIT_RESULTS: readonly HitResult[] = ['pending', 'out-of-range', 'cannot-hit', 'miss', 'hit', 'poisoned'];
const WOUND_RESULTS: readonly WoundResult[] = ['none', 'failed', 'wound', 'lethal', 'poisoned'];
const SAVE_RESULTS: readonly SaveResult[] = ['none', 'armour', 'special', 'unsaved'];

/**
 * A shot state's key: a mixed-radix number (every field has a small fixed range), followed by
 * an Area Attack's progress when there is one.
 *
 * @example
 * shotStateKey(shotStart({ models: 20, onCurrent: 0 })); // 39321600: equal states, equal keys
 */
export function shotStateKey(s: NinthAgeShotState): number | string {
  const key = shotNumberKey(s);
  const { area } = s;
  return area === null ? key : `${key}/${area.kind}/${area.hits}/${area.at}/${area.wounds}/${area.unsaved}`;
}

function shotNumberKey(s: NinthAgeShotState): number {
  let key = STAGES.indexOf(s.stage);
  key = key * 32768 + unitDamageKey(s.unit);
  key = key * 6 + HIT_RESULTS.indexOf(s.hit);
  key = key * 5 + WOUND_RESULTS.indexOf(s.wound);
  key = key * 4 + SAVE_RESULTS.indexOf(s.save);
  key = key * 64 + s.damage;
  return key * 4 + (s.misfire === null ? 0 : MISFIRE_RESULTS.indexOf(s.misfire) + 1);
}

interface ShotContext {
  readonly volley: number;
  readonly analysis: VolleyAnalysis;
  readonly range: number;
  readonly minRange: number | undefined;
  readonly distance: number | null;
  readonly hpPerModel: number;
  readonly edition: NinthAgeEdition;
}

type ShotStep = Step<NinthAgeShotState, NinthAgeCheck, NinthAgeOutcome>;

/**
 * One shot of one volley, from the to-hit roll to the Health Points lost (facts B1, T-2, T-8),
 * as one description that both interpreters read. Steps are cached per state.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Crossbow (4+)', models: 10, target: { models: 20, profile: { Res: 3, Arm: 2, Aegis: 5 } }, circumstances: { longRange: true, cover: 'soft' } });
 * const ends = odds(shotProcess(attack, 0), shotStart(targetStart(attack.target)), exactArithmetic);
 * rationalToString(probability(ends, (end) => end.save === 'unsaved', exactArithmetic)); // "5/81"
 */
export function shotProcess(attack: NinthAgeAttack, volleyIndex: number): Process<NinthAgeShotState, NinthAgeCheck, NinthAgeOutcome> {
  const volley = attack.volleys[volleyIndex];
  if (!volley) throw new RangeError(`no volley ${volleyIndex}`);
  const context: ShotContext = {
    volley: volleyIndex,
    analysis: analyseVolley(attack, volley),
    range: volley.entry.weapon.range,
    minRange: volley.entry.weapon.minRange,
    distance: volley.circumstances.distance,
    hpPerModel: attack.target.profile.HP,
    edition: attack.variants.edition,
  };
  return cachedProcess(shotStateKey, (state) => shotStep(context, state));
}

function shotStep(context: ShotContext, state: NinthAgeShotState): ShotStep {
  switch (state.stage) {
    case 'to-hit':
      return toHitStep(context, state, false);
    case 'partial-hit':
      return toHitStep(context, state, true);
    case 'area':
      return areaStep(context, state);
    case 'misfire':
      return misfireStep(context, state);
    case 'hopeless':
      return hopelessStep(context, state);
    case 'poison':
      return autoStep({ step: 'poison' }, 'wound', { ...state, stage: 'armour', wound: 'poisoned' });
    case 'to-wound':
      return toWoundStep(context, state, false);
    case 'to-wound-reroll':
      return toWoundStep(context, state, true);
    case 'armour':
      return armourStep(context, state);
    case 'special':
      return specialStep(context, state, false);
    case 'special-reroll':
      return specialStep(context, state, true);
    case 'multiple-wounds':
      return multipleWoundsStep(context, state);
    case 'health-points':
      return healthPointsStep(context, state);
    case 'done': {
      // An Area Attack's next hit follows the last one's end at once, with no die of its own.
      const next = nextAreaHit(state);
      return next ? shotStep(context, next) : DONE;
    }
  }
}

/** The state of an Area Attack's next hit, counting the one just ended; null when none is left. */
function nextAreaHit(state: NinthAgeShotState): NinthAgeShotState | null {
  const { area } = state;
  if (area === null || area.at >= area.hits) return null;
  const wounded = state.wound === 'wound' || state.wound === 'lethal' || state.wound === 'poisoned';
  const next: AreaProgress = { ...area, at: area.at + 1, wounds: area.wounds + (wounded ? 1 : 0), unsaved: area.unsaved + (state.save === 'unsaved' ? 1 : 0) };
  // A poisoned Area Attack wounds with every hit (ruling NA-AREA).
  return { ...state, stage: state.hit === 'poisoned' ? 'poison' : 'to-wound', wound: 'none', save: 'none', damage: 0, area: next };
}

/** What the hit being rolled rolls with: an Area Attack's plain or Partial hits have their own analysis. */
function hitAnalysisOf(context: ShotContext, state: NinthAgeShotState): HitAnalysis {
  const { analysis } = context;
  const { area } = state;
  if (area === null || !analysis.area) return analysis;
  if (area.kind === 'partial') return analysis.area.partial ?? analysis;
  return area.at > 1 ? (analysis.area.plain ?? analysis) : analysis;
}

/** An Area Attack's hits at the target (BS-T9A-2ND Area Attack), then the first of them. */
function areaStep(context: ShotContext, state: NinthAgeShotState): ShotStep {
  const area = context.analysis.area;
  if (!area) return DONE;
  const partial = state.area?.kind === 'partial';
  const hits = partial ? (area.partialHits ?? 0) : area.hits;
  const x = partial ? area.x - 1 : area.x;
  const y = partial ? area.y - 1 : area.y;
  const check: NinthAgeCheck = { step: 'area-hits', volley: context.volley, template: area.template, x, y, facing: area.facing, lines: area.lines, hits, partial };
  const progress: AreaProgress = { kind: partial ? 'partial' : 'full', hits, at: hits === 0 ? 0 : 1, wounds: 0, unsaved: 0 };
  if (hits === 0) return autoStep(check, 'area-hits', { ...state, stage: 'done', area: progress });
  return autoStep(check, 'area-hits', { ...state, stage: state.hit === 'poisoned' ? 'poison' : 'to-wound', area: progress });
}

function toHitStep(context: ShotContext, state: NinthAgeShotState, partialRoll: boolean): ShotStep {
  const { toHit } = context.analysis;
  if (toHit.outOfRange && context.distance !== null) {
    const { distance, range, minRange } = context;
    const check: NinthAgeCheck = minRange !== undefined && distance < minRange ? { step: 'range', distance, range, minRange } : { step: 'range', distance, range };
    return autoStep(check, 'out-of-range', { ...state, stage: 'done', hit: 'out-of-range' });
  }
  const { chance: _chance, outOfRange: _outOfRange, misfireOnOne, partialHit, ...analysis } = toHit;
  // T9A-LEX-CATAPULT: the Partial Hit is a new to-hit roll whose natural 1 does not Misfire and whose miss ends the attack.
  const check: NinthAgeCheck = partialRoll
    ? { step: 'partial-hit', volley: context.volley, edition: context.edition, ...analysis }
    : { step: 'to-hit', volley: context.volley, edition: context.edition, ...analysis, ...(misfireOnOne ? { misfireOnOne } : {}), ...(partialHit ? { partialHit } : {}) };
  const area = context.analysis.area !== undefined;
  const toPartial = partialHit === true && !partialRoll;
  const miss: NinthAgeShotState = toPartial ? { ...state, stage: 'partial-hit' } : { ...state, stage: 'done', hit: 'miss' };
  const missOutcome: NinthAgeOutcome = toPartial ? 'partial-hit' : 'miss';
  const partialArea: AreaProgress = { kind: 'partial', hits: 0, at: 0, wounds: 0, unsaved: 0 };
  const hit: NinthAgeShotState = area ? { ...state, stage: 'area', hit: 'hit', ...(partialRoll ? { area: partialArea } : {}) } : { ...state, stage: 'to-wound', hit: 'hit' };
  const poisoned: NinthAgeShotState = area ? { ...state, stage: 'area', hit: 'poisoned', ...(partialRoll ? { area: partialArea } : {}) } : { ...state, stage: 'poison', hit: 'poisoned' };
  // NR-CANNON, T9A-LEX-CATAPULT: a natural 1 is a miss that Misfires (rolled on the Misfire Table next).
  const misfireOutcome: NinthAgeOutcome = partialHit ? 'catapult-misfire' : 'cannon-misfire';
  const ones: Branch<NinthAgeShotState, NinthAgeOutcome>[] = misfireOnOne && !partialRoll ? [{ upTo: 1, outcome: misfireOutcome, next: { ...state, stage: 'misfire', hit: 'miss' } }] : [];
  switch (toHit.resolution) {
    case 'automatic':
      return autoStep(check, 'hit', hit);
    // T-2 and T-10: needing 7 or more cannot hit, and no die is rolled (a 6 would not rescue it).
    case 'cannot-hit':
      return autoStep(check, 'cannot-hit', { ...state, stage: 'done', hit: 'cannot-hit' });
    case 'hopeless':
      return {
        kind: 'roll',
        sides: 6,
        check,
        branches: [
          ...ones,
          { upTo: 5, outcome: missOutcome, next: miss },
          { upTo: 6, outcome: 'second-roll', next: { ...state, stage: 'hopeless', ...(partialRoll ? { area: partialArea } : {}) } },
        ],
      };
    case 'roll': {
      // A natural 1 always misses (T-2); with Poison a natural 6 wounds at once.
      const lowest = Math.max(toHit.needed, LOWEST_SUCCESS);
      const branches: Branch<NinthAgeShotState, NinthAgeOutcome>[] = [...ones];
      if (lowest - 1 > ones.length) branches.push({ upTo: lowest - 1, outcome: missOutcome, next: miss });
      if (toHit.poison) {
        if (lowest <= 5) branches.push({ upTo: 5, outcome: 'hit', next: hit });
        branches.push({ upTo: 6, outcome: 'poisoned-hit', next: poisoned });
      } else branches.push({ upTo: 6, outcome: 'hit', next: hit });
      return { kind: 'roll', sides: 6, check, branches };
    }
  }
}

/** NR-MISFIRE: a Cannon's or a Catapult's Misfire Table D6 (1–2 Breakdown, 3–4 Jammed, 5–6 Malfunction); the shot has missed. */
function misfireStep(context: ShotContext, state: NinthAgeShotState): ShotStep {
  const done = (misfire: MisfireResult): NinthAgeShotState => ({ ...state, stage: 'done', misfire });
  return {
    kind: 'roll',
    sides: 6,
    check: { step: context.analysis.toHit.partialHit ? 'catapult-misfire' : 'cannon-misfire', volley: context.volley },
    branches: [
      { upTo: 2, outcome: 'breakdown', next: done('breakdown') },
      { upTo: 4, outcome: 'jammed', next: done('jammed') },
      { upTo: 6, outcome: 'malfunction', next: done('malfunction') },
    ],
  };
}

function hopelessStep(context: ShotContext, state: NinthAgeShotState): ShotStep {
  const { toHit, area } = context.analysis;
  // 2.x Poison: the first roll was a natural 6, so a hit from a Hopeless Shot is poisoned (facts B1).
  const poisoned = toHit.poison;
  // A Catapult's first roll that misses here rolls its Partial Hit too (T9A-LEX-CATAPULT: any other result).
  const toPartial = toHit.partialHit === true && state.area === null;
  const afterHit: Stage = area ? 'area' : poisoned ? 'poison' : 'to-wound';
  return thresholdRoll(
    6,
    { step: 'hopeless-second-roll', needed: HOPELESS_SECOND_ROLL },
    HOPELESS_SECOND_ROLL,
    toPartial ? { outcome: 'partial-hit', next: { ...state, stage: 'partial-hit' } } : { outcome: 'miss', next: { ...state, stage: 'done', hit: 'miss', area: null } },
    poisoned ? { outcome: 'poisoned-hit', next: { ...state, stage: afterHit, hit: 'poisoned' } } : { outcome: 'hit', next: { ...state, stage: afterHit, hit: 'hit' } },
  );
}

function toWoundStep(context: ShotContext, state: NinthAgeShotState, reroll: boolean): ShotStep {
  const { toWound } = hitAnalysisOf(context, state);
  const check: NinthAgeCheck = { step: 'to-wound', reroll, ...toWound };
  const failedNext: NinthAgeShotState =
    toWound.rerollFailed && !reroll ? { ...state, stage: 'to-wound-reroll' } : { ...state, stage: 'done', wound: 'failed' };
  const branches: Branch<NinthAgeShotState, NinthAgeOutcome>[] = [{ upTo: toWound.needed - 1, outcome: failedNext.stage === 'done' ? 'no-wound' : 're-roll', next: failedNext }];
  const wounded: NinthAgeShotState = { ...state, stage: 'armour', wound: 'wound' };
  if (toWound.lethalStrike) {
    if (toWound.needed <= 5) branches.push({ upTo: 5, outcome: 'wound', next: wounded });
    branches.push({ upTo: 6, outcome: 'lethal-wound', next: { ...state, stage: 'armour', wound: 'lethal' } });
  } else branches.push({ upTo: 6, outcome: 'wound', next: wounded });
  return { kind: 'roll', sides: 6, check, branches };
}

function armourStep(context: ShotContext, state: NinthAgeShotState): ShotStep {
  const { armour } = hitAnalysisOf(context, state);
  const lethal = state.wound === 'lethal';
  const needed = lethal ? armour.lethalNeeded : armour.needed;
  const check: NinthAgeCheck = { step: 'armour-save', lethal, needed, armour: armour.armour, armourPenetration: armour.armourPenetration, penetrationModifiers: armour.penetrationModifiers };
  const failed: NinthAgeShotState = { ...state, stage: 'special' };
  if (needed === null) return autoStep(check, 'no-save', failed);
  return thresholdRoll(6, check, needed, { outcome: 'not-saved', next: failed }, { outcome: 'saved', next: { ...state, stage: 'done', save: 'armour' } });
}

function specialStep(context: ShotContext, state: NinthAgeShotState, reroll: boolean): ShotStep {
  const lethal = state.wound === 'lethal';
  const { special } = hitAnalysisOf(context, state);
  const choice = lethal ? special.lethal : special.usual;
  const check: NinthAgeCheck = { step: 'special-save', lethal, ...choice, ...(reroll ? { reroll: true as const } : {}) };
  const unsaved: NinthAgeShotState = { ...state, stage: 'multiple-wounds', save: 'unsaved' };
  // Without Aegis or a usable Fortitude there is nothing to explain: go on to the damage.
  if (choice.needed === null) return choice.fortitudeIgnoredBy ? autoStep(check, 'no-save', unsaved) : multipleWoundsStep(context, unsaved);
  const saved: NinthAgeShotState = { ...state, stage: 'done', save: 'special' };
  // Divine Attacks: a successful Aegis save is rolled again, and the second roll decides (BS-T9A-2ND Aegis).
  const success = choice.divine && !reroll ? { outcome: 'divine-reroll' as const, next: { ...state, stage: 'special-reroll' as const } } : { outcome: 'saved' as const, next: saved };
  return thresholdRoll(6, check, choice.needed, { outcome: 'not-saved', next: unsaved }, success);
}

function multipleWoundsStep(context: ShotContext, state: NinthAgeShotState): ShotStep {
  const { multipleWounds: value, cap, clippedWings, againstStandard } = hitAnalysisOf(context, state).damage;
  const toHealth = (damage: number): NinthAgeShotState => ({ ...state, stage: 'health-points', damage });
  const height = againstStandard ? { againstStandard: againstStandard.height } : {};
  // A Multiple Wounds against Standard models only is named when the target's Height sets it aside.
  if (value === null && againstStandard) return autoStep({ step: 'multiple-wounds', value: againstStandard.written, cap, ...height }, 'multiple-wounds', toHealth(1));
  if (value === null) return healthPointsStep(context, toHealth(1));
  const check: NinthAgeCheck = { step: 'multiple-wounds', value, cap, ...(clippedWings ? { clippedWings } : {}), ...height };
  if (typeof value === 'number') return autoStep(check, 'multiple-wounds', toHealth(woundsForFace(value, 1, cap)));
  const sides = 6;
  const branches: Branch<NinthAgeShotState, NinthAgeOutcome>[] = [];
  for (let face = 1; face <= sides; face += 1) {
    const damage = woundsForFace(value, face, cap);
    const last = branches[branches.length - 1];
    if (last && last.next.damage === damage) branches[branches.length - 1] = { ...last, upTo: face };
    else branches.push({ upTo: face, outcome: 'multiple-wounds', next: toHealth(damage) });
  }
  return { kind: 'roll', sides, check, branches };
}

/** T-8: whole models come off the unit's shared pool of Health Points (shared unit damage, `pool`). */
function healthPointsStep(context: ShotContext, state: NinthAgeShotState): ShotStep {
  const hp = context.hpPerModel;
  const before = state.unit;
  const after = unitAfterWound(before, state.damage, { wounds: hp, overflow: 'pool' });
  const lost = (before.models - after.models) * hp + after.onCurrent - before.onCurrent;
  const removed = before.models - after.models;
  const outcome: NinthAgeOutcome = before.models === 0 ? 'no-effect' : after.models === 0 ? 'unit-destroyed' : removed > 0 ? 'models-removed' : 'hp-lost';
  return autoStep(
    { step: 'health-points', damage: state.damage, lost, removed, modelsLeft: after.models, hpLostOnModel: after.onCurrent },
    outcome,
    { ...state, stage: 'done', unit: after },
  );
}
