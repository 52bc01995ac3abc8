import { DONE, thenStep, type Process, type Repeat } from '../../dice/index.js';
import type { DamageRule, UnitDamage } from '../shared/index.js';
import { analyseAttack, type BattleaxeAnalysis } from './analysis.js';
import type { BattleaxeAttack } from './attack-types.js';
import type { BattleaxeCheck, BattleaxeOutcome } from './explanation.js';
import { HITS_NOT_ROLLED, hitsRollStart, hitStart, IN_LAST_BATCH, NO_HITS_LEFT, shotProcess, shotStart, shotStateKey, type ShotContext, type ShotState } from './shot.js';

/**
 * B-13: an unsaved wound's damage stops at the model it lands on; whole models are removed.
 *
 * @example
 * const attack = battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: { id: 'bolt-thrower', range: 48, strength: 6, multipleWounds: 'D3' }, target: { profile: { T: 4, W: 3 }, models: 3 } });
 * damageRule(attack); // { wounds: 3, overflow: 'cap' }
 */
export function damageRule(attack: BattleaxeAttack): DamageRule {
  return { wounds: attack.target.profile.W, overflow: 'cap' };
}

/**
 * The target unit as the series starts from it: its models and the wounds already on the front one.
 *
 * @example
 * const attack = battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: { id: 'bolt-thrower', range: 48, strength: 6, multipleWounds: 'D3' }, target: { profile: { T: 4, W: 3 }, models: 3 } });
 * targetDamage(attack); // { models: 3, onCurrent: 0 }
 */
export function targetDamage(attack: BattleaxeAttack): UnitDamage {
  return { models: attack.target.models, onCurrent: attack.target.woundsOnCurrent };
}

/** Where each batch starts among the shots of the earlier batches; the last batch needs no cursor. */
function batchStarts(analysis: BattleaxeAnalysis): number[] {
  const starts: number[] = [];
  let fired = 0;
  for (const batch of analysis.batches) {
    starts.push(fired);
    fired += batch.shots;
  }
  return starts;
}

/**
 * The shot process's fixed part for an attack.
 *
 * @example
 * const attack = battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: 'short-bow', models: 5, target: { profile: { T: 3 }, models: 10 } });
 * const shot = shotProcess(shotContext(attack));
 * odds(shot, battleaxeSeries(attack).start); // the first arrow's end states: unsaved 1/4 of the time
 */
export function shotContext(attack: BattleaxeAttack, analysis: BattleaxeAnalysis = analyseAttack(attack)): ShotContext {
  const starts = batchStarts(analysis);
  const last = analysis.batches.length - 1;
  const batchAt = (cursor: number) => {
    let batch = last;
    if (cursor !== IN_LAST_BATCH) while (batch > 0 && (starts[batch] ?? 0) > cursor) batch -= 1;
    const found = analysis.batches[batch];
    if (!found) throw new RangeError('an attack without a batch has no to-hit roll');
    return { batch, toHit: found.toHit };
  };
  return {
    batchAt,
    hits: attack.kind === 'hits' ? { source: attack.source, amount: attack.hits } : null,
    toWound: analysis.toWound,
    save: analysis.save,
    multipleWounds: analysis.multipleWounds,
    damage: damageRule(attack),
  };
}

/**
 * How many rounds a series has at most: every shot, or every hit plus the roll for how many.
 *
 * @example
 * const attack = battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: 'short-bow', models: 5, target: { profile: { T: 3 }, models: 10 } });
 * seriesRounds(attack); // 5: one shot per archer
 * seriesRounds(battleaxeAttack({ hits: { count: 'D6', strength: 4 }, target: { profile: { T: 3 }, models: 10 } })); // 7: the D6, then up to six hits
 */
export function seriesRounds(attack: BattleaxeAttack): number {
  switch (attack.kind) {
    case 'shooting':
      return attack.batches.reduce((sum, b) => sum + b.models * attack.weapon.shots, 0);
    case 'hits':
      return attack.hits.kind === 'fixed' ? attack.hits.value : 1 + attack.hits.sides;
  }
}

/** The cursor a shot starts from: its place among the earlier batches' shots, or in the last batch. */
function shootingCursor(position: number, lastBatchFrom: number): number {
  return position >= lastBatchFrom ? IN_LAST_BATCH : position;
}

/**
 * A unit's shooting (or a spell's hits) at one unit, as one description for both
 * interpreters: shot after shot, each starting from the unit as the last one left it. All
 * the dice are thrown, as players throw them together: the series does not stop when the
 * unit is gone (hits and wounds still count), only the damage does.
 *
 * @example
 * const attack = battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: 'short-bow', models: 5, target: { profile: { T: 3 }, models: 10 } });
 * const series = battleaxeSeries(attack);
 * rollRepeat(series, diceFromSeed(42)).final.unit; // the unit after the five arrows: { models: 9, onCurrent: 0 }
 */
export function battleaxeSeries(attack: BattleaxeAttack, analysis: BattleaxeAnalysis = analyseAttack(attack)): Repeat<ShotState, BattleaxeCheck, BattleaxeOutcome> {
  const process = shotProcess(shotContext(attack, analysis));
  const unit = targetDamage(attack);
  const times = seriesRounds(attack);
  switch (attack.kind) {
    case 'shooting': {
      const lastBatchFrom = batchStarts(analysis).at(-1) ?? 0;
      return {
        process,
        start: shotStart(shootingCursor(0, lastBatchFrom), unit),
        times,
        carry: (end) => shotStart(end.cursor === IN_LAST_BATCH ? IN_LAST_BATCH : shootingCursor(end.cursor + 1, lastBatchFrom), end.unit),
        stop: () => false,
      };
    }
    case 'hits': {
      const { hits } = attack;
      // After the roll for how many, and after each hit, `cursor` is the number of hits still to come.
      const next = (remaining: number, after: UnitDamage): ShotState => (remaining > 0 ? hitStart(remaining - 1, after) : { ...hitStart(NO_HITS_LEFT, after), stage: 'done' });
      return {
        process,
        start: hits.kind === 'fixed' ? next(hits.value, unit) : hitsRollStart(unit),
        times,
        carry: (end) => next(end.cursor === HITS_NOT_ROLLED ? 0 : end.cursor, end.unit),
        stop: (start) => start.cursor === NO_HITS_LEFT,
      };
    }
  }
}

/**
 * 1 when the round's shot hit, else 0: the count `repeatOdds` sums into hits.
 *
 * @example
 * const attack = battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: 'short-bow', models: 5, target: { profile: { T: 3 }, models: 10 } });
 * countDistribution(repeatOdds(battleaxeSeries(attack), countHits), (end) => end.count, floatArithmetic); // P(0 hits) … P(5 hits)
 */
export const countHits = (end: ShotState): number => (end.hit === 'hit' ? 1 : 0);
/**
 * 1 when the round's hit wounded, else 0.
 *
 * @example
 * const attack = battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: 'short-bow', models: 5, target: { profile: { T: 3 }, models: 10 } });
 * countDistribution(repeatOdds(battleaxeSeries(attack), countWounds), (end) => end.count, floatArithmetic); // P(0 wounds) … P(5 wounds)
 */
export const countWounds = (end: ShotState): number => (end.wound === 'wound' ? 1 : 0);
/**
 * 1 when the round's wound got past both saves, else 0.
 *
 * @example
 * const attack = battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: 'short-bow', models: 5, target: { profile: { T: 3, armour: 5 }, models: 10 } });
 * countDistribution(repeatOdds(battleaxeSeries(attack), countUnsaved), (end) => end.count, floatArithmetic); // P(0 unsaved) … P(5 unsaved)
 */
export const countUnsaved = (end: ShotState): number => (end.save === 'unsaved' ? 1 : 0);

/** A series run as one process, round by round: what a phase needs to chain units' shooting. */
export interface SeriesState {
  readonly round: number;
  readonly start: ShotState;
}

/**
 * A series as one process that runs its rounds in turn, each shot a group in the trace; a phase chains these.
 *
 * @example
 * const attack = battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: 'short-bow', models: 5, target: { profile: { T: 3 }, models: 10 } });
 * const series = battleaxeSeries(attack);
 * roll(seriesProcess(series, batchOfRound(attack)), { round: 0, start: series.start }, diceFromSeed(42)).trace; // five 'shot' groups
 */
export function seriesProcess(series: Repeat<ShotState, BattleaxeCheck, BattleaxeOutcome>, batchOf: (round: number) => number | null): Process<SeriesState, BattleaxeCheck, BattleaxeOutcome> {
  return {
    key: (s) => `${s.round}:${shotStateKey(s.start)}`,
    step: (s) =>
      s.round >= series.times || series.stop(s.start)
        ? DONE
        : thenStep({ step: 'shot', index: s.round + 1, of: series.times, batch: batchOf(s.round) }, {
            process: series.process,
            start: s.start,
            next: (end) => ({ round: s.round + 1, start: series.carry(end) }),
          }),
  };
}

/**
 * The batch (0-based) the shot of round `round` (0-based) belongs to; null for automatic hits.
 *
 * @example
 * const attack = battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: 'short-bow', batches: [{ models: 3 }, { models: 2, circumstances: { softCover: true } }], target: { profile: { T: 3 }, models: 10 } });
 * [0, 1, 2, 3, 4].map(batchOfRound(attack)); // [0, 0, 0, 1, 1]
 */
export function batchOfRound(attack: BattleaxeAttack): (round: number) => number | null {
  if (attack.kind === 'hits') return () => null;
  const ends: number[] = [];
  let fired = 0;
  for (const batch of attack.batches) ends.push((fired += batch.models * attack.weapon.shots));
  return (round) => {
    const index = ends.findIndex((end) => round < end);
    return index < 0 ? ends.length - 1 : index;
  };
}
