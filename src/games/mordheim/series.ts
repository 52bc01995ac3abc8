import { DONE, thenStep, type Process, type Step } from '../../dice/index.js';
import type { MordheimAttack } from './attack-types.js';
import type { MordheimCheck, MordheimOutcome } from './explanation.js';
import { shotProcess, shotStart, shotStateKey, type ShotState, type TargetState } from './shot.js';
import { CONDITIONS } from './attack-types.js';

/** What one shot of a series did, as the roll report lists it. */
export type ShotSummary = Pick<ShotState, 'hit' | 'wound' | 'critical' | 'save' | 'woundsCaused' | 'target'>;

/**
 * Shots at the same model in one turn. The series ends early when the model goes out of
 * action: it is taken off the table, and the shooter would have to pick another target.
 */
export interface SeriesState {
  readonly fired: number;
  readonly target: TargetState;
  readonly criticalUsed: boolean;
  readonly hits: number;
  /** Wounds the target lost (a critical's two count as two). */
  readonly wounds: number;
  /** Each shot's result; kept only by the `full` view, which rolls use. */
  readonly log: readonly ShotSummary[];
}

/**
 * Which counts a series keeps. `odds` runs one view per count, since tracking hits and
 * wounds together would multiply the states; `full` keeps everything, for rolls.
 */
export type SeriesView = 'hits' | 'wounds' | 'full';

// Stable function objects: they are part of the odds memo's key.
const keepHitsOnly = (end: ShotState): ShotState => ({ ...shotStart(end.target, end.criticalUsed), stage: 'done', hit: end.hit === 'hit' ? 'hit' : 'miss' });
const keepWoundsOnly = (end: ShotState): ShotState => ({ ...shotStart(end.target, end.criticalUsed), stage: 'done', woundsCaused: end.woundsCaused });

function summaryFor(view: SeriesView): ((end: ShotState) => ShotState) | undefined {
  switch (view) {
    case 'hits':
      return keepHitsOnly;
    case 'wounds':
      return keepWoundsOnly;
    case 'full':
      return undefined;
  }
}

export function seriesStart(attack: MordheimAttack): SeriesState {
  return {
    fired: 0,
    target: { condition: attack.target.condition, woundsLeft: attack.target.woundsLeft },
    criticalUsed: false,
    hits: 0,
    wounds: 0,
    log: [],
  };
}

function seriesKey(view: SeriesView, s: SeriesState): string | number {
  let key = s.fired;
  key = key * 4 + CONDITIONS.indexOf(s.target.condition);
  key = key * 64 + s.target.woundsLeft;
  key = key * 2 + (s.criticalUsed ? 1 : 0);
  key = key * 1024 + s.hits;
  key = key * 4096 + s.wounds;
  return view === 'full' ? `${key}:${JSON.stringify(s.log)}` : key;
}

/**
 * The series as a description: each step runs the shot process from the target's
 * current state, so `odds` meets each distinct target state's shot only once.
 */
export function seriesProcess(
  attack: MordheimAttack,
  view: SeriesView,
  shot: Process<ShotState, MordheimCheck, MordheimOutcome> = shotProcess(attack),
): Process<SeriesState, MordheimCheck, MordheimOutcome> {
  const summarise = summaryFor(view);
  return {
    key: (state) => seriesKey(view, state),
    step(state): Step<SeriesState, MordheimCheck, MordheimOutcome> {
      if (state.fired >= attack.shots || state.target.condition === 'out-of-action') return DONE;
      return thenStep<SeriesState, ShotState, MordheimCheck, MordheimOutcome>(
        { step: 'shot', index: state.fired + 1, of: attack.shots },
        {
          process: shot,
          start: shotStart(state.target, state.criticalUsed),
          ...(summarise ? { summarise } : {}),
          next: (end) => ({
            fired: state.fired + 1,
            target: end.target,
            criticalUsed: end.criticalUsed,
            hits: state.hits + (end.hit === 'hit' ? 1 : 0),
            wounds: state.wounds + end.woundsCaused,
            log: view === 'full' ? [...state.log, summariseShot(end)] : state.log,
          }),
        },
      );
    },
  };
}

function summariseShot(end: ShotState): ShotSummary {
  const { hit, wound, critical, save, woundsCaused, target } = end;
  return { hit, wound, critical, save, woundsCaused, target };
}

export { shotStateKey };
