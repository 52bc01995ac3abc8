import type { ArmourSaveAnalysis, MultipleWoundsAnalysis, ToHitAnalysis, ToWoundAnalysis, WardSaveAnalysis } from './analysis.js';
import type { Amount, HitsSource } from './attack-types.js';
import type { TableBatch } from './table-shot.js';

/**
 * The explanation of one step: the data a front end needs to say what was rolled, what it
 * needed and why. Codes and numbers only; words come from the catalogues.
 */
export type BattleaxeCheck =
  | { readonly step: 'hits-roll'; readonly source: HitsSource; readonly amount: Amount }
  | ({ readonly step: 'to-hit'; readonly batch: number } & Omit<ToHitAnalysis, 'chance'>)
  | { readonly step: 'to-hit-second-roll'; readonly batch: number; readonly needed: number; readonly firstNeeded: number }
  | ({ readonly step: 'to-wound' } & ToWoundAnalysis)
  | ({ readonly step: 'armour-save' } & ArmourSaveAnalysis)
  | ({ readonly step: 'ward-save' } & WardSaveAnalysis)
  | ({ readonly step: 'multiple-wounds' } & Omit<MultipleWoundsAnalysis, 'rolled'>)
  | { readonly step: 'shot'; readonly index: number; readonly of: number; readonly batch: number | null }
  | { readonly step: 'unit-turn'; readonly unit: string; readonly target: string; readonly volley: boolean; readonly batches: readonly TableBatch[] };

/** The name of a step, as traces and dice groups carry it. */
export type BattleaxeStep = BattleaxeCheck['step'];

/** What a die (or a step without one) came to, as a code for the catalogues to word. */
export type BattleaxeOutcome =
  | 'hits'
  | 'hit'
  | 'miss'
  | 'natural-one'
  | 'second-roll'
  | 'cannot-hit'
  | 'wound'
  | 'no-wound'
  | 'cannot-wound'
  | 'saved'
  | 'not-saved'
  | 'no-save'
  | 'wounds';
