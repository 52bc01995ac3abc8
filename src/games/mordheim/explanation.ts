import type { ToHitAnalysis, ToWoundAnalysis, SaveAnalysis } from './analysis.js';
import type { AvoidHitCode, HitRerollRule, InjuryModifierCode, InjuryResultRuleId, WardRule } from './rules.js';
import type { InjuryResultRule } from '../shared/index.js';
import type { InjuryTable } from './tables.js';
import type { MordheimVariants } from './variants.js';

/** A modifier the shooter's rules add to injury rolls, as the explanation names it. */
export interface InjuryModifier {
  readonly code: InjuryModifierCode;
  readonly value: number;
}

/**
 * What the optional blackpowder misfire's D6 (M-16) came to: 1 the weapon explodes, 2 it jams,
 * 3 no shot and a turn more to reload, 4–5 no shot, 6 the shot goes off at +1 Strength.
 */
export type MisfireResult = 'explodes' | 'jammed' | 'reload' | 'no-shot' | 'fires';
/** Every {@link MisfireResult}, in the die's order. */
export const MISFIRE_RESULTS: readonly MisfireResult[] = ['explodes', 'jammed', 'reload', 'no-shot', 'fires'];

/** The kinds of critical hit a 6 to wound can roll. */
export type CriticalKind = 'vital-part' | 'exposed-spot' | 'master-strike';

/**
 * The explanation of one step: the data a front end needs to say what was rolled, what
 * it needed and why. Codes and numbers only; words come from the catalogues.
 */
export type MordheimCheck =
  | { readonly step: 'range'; readonly distance: number; readonly range: number }
  /** `rerolledBy`: this is the second roll a rule gave after a failed first (Blessed Sight). */
  | ({ readonly step: 'to-hit'; readonly variants: Pick<MordheimVariants, 'naturalOneMisses' | 'sevenPlus' | 'coverStrike'>; readonly rerolledBy?: HitRerollRule | null } & Omit<ToHitAnalysis, 'chance'>)
  | { readonly step: 'to-hit-second-roll'; readonly needed: number; readonly firstNeeded: number }
  /** The optional misfire's D6 after a natural 1 with a blackpowder weapon (M-16); `strength` is the shot's on a 6. */
  | { readonly step: 'misfire'; readonly weapon: string; readonly strength: number }
  /** A misfire's explosion: an S4 hit on the firer itself, wounded, saved and injured as usual. */
  | { readonly step: 'misfire-explosion'; readonly model: string; readonly strength: number }
  /** A dangerous weapon's natural 1 (a bolas): a hit of `strength` on the thrower, wounded, saved and injured as usual. */
  | { readonly step: 'dangerous-hit'; readonly model: string; readonly weapon: string; readonly strength: number }
  /** A hit of an entangling weapon (a bolas) stood: no roll to wound, the target is entangled. */
  | { readonly step: 'entangle'; readonly weapon: string }
  /** A net's hit stood: the target rolls a D6 against its own `strength`; above it, it is netted (BS-M data.cat, Net). */
  | { readonly step: 'net'; readonly weapon: string; readonly strength: number }
  | { readonly step: 'avoid-hit'; readonly rule: AvoidHitCode; readonly needed: number }
  | ({ readonly step: 'to-wound'; readonly criticalBlockedByLimit: boolean; readonly poisoned: boolean } & ToWoundAnalysis)
  | { readonly step: 'critical' }
  | ({ readonly step: 'armour-save'; readonly ignoredBy: CriticalKind | null } & SaveAnalysis)
  /** `bonus`: all the roll adds, a master strike's +2 and the shooter's `modifiers` (hunting arrows). */
  /** `resultRule`: the target's rule that changes what a result does (No Pain). */
  | { readonly step: 'injury'; readonly table: InjuryTable; readonly bonus: number; readonly modifiers: readonly InjuryModifier[]; readonly resultRule?: { readonly rule: InjuryResultRuleId; readonly kind: InjuryResultRule } | null }
  /** The target's roll to ignore one wound after the saves (Regeneration). */
  | { readonly step: 'ward-save'; readonly rule: WardRule; readonly needed: number }
  | { readonly step: 'helmet'; readonly needed: number }
  | { readonly step: 'initiative-test'; readonly initiative: number; readonly sixFails: boolean }
  /** `barrel`: with both barrels of a double-barrelled weapon (M-17), which barrel this shot is. */
  | { readonly step: 'shot'; readonly index: number; readonly of: number; readonly barrel?: 1 | 2 }
  /** An Acrobat's own Initiative test once fallen, from `drop` inches (12" at most): a pass and the fall does no harm (M-10). */
  | { readonly step: 'acrobat'; readonly initiative: number; readonly sixFails: boolean; readonly drop: number }
  | { readonly step: 'fall'; readonly drop: number; readonly strength: number }
  | { readonly step: 'fall-hit'; readonly index: number; readonly of: number }
  | { readonly step: 'cover-hit'; readonly model: string }
  /** The target of a stealthy shot from hiding tests to spot the shooter. */
  | { readonly step: 'spot'; readonly model: string; readonly shooter: string }
  /** A model a blunderbuss's line hits besides its aim. */
  | { readonly step: 'line-hit'; readonly model: string }
  | { readonly step: 'cover-struck'; readonly cover: 'terrain' | 'floor'; readonly id: string; readonly explosive: boolean }
  | { readonly step: 'edge-slip'; readonly model: string; readonly distance: number; readonly drop: number }
  | { readonly step: 'shooter-turn'; readonly shooter: string; readonly target: string; readonly weapon: string }
  /** One throw of shots divided between targets (Knife Fighter): its number, how many were declared, and at whom. */
  | { readonly step: 'throw'; readonly index: number; readonly of: number; readonly target: string };

/** What a die (or a step without one) came to, as a code for the catalogues to word. */
export type MordheimOutcome =
  | 'out-of-range'
  | 'hit'
  | 'poisoned-hit'
  | 'miss'
  | 'cover-strike'
  | 'cannot-hit'
  | 'second-roll'
  /** A natural 1 to hit with a blackpowder weapon under M-16: the misfire die follows. */
  | 'misfire'
  | 'misfire-explodes'
  | 'misfire-jammed'
  | 'misfire-reload'
  | 'misfire-no-shot'
  | 'misfire-fires'
  /** A natural 1 to hit with a dangerous weapon (a bolas): the throw misses and hits the thrower. */
  | 'dangerous'
  /** A bolas's hit: the target is entangled (no wound, no save, no injury). */
  | 'entangled'
  /** A net's hit, the target's D6 above its Strength: it may not move, shoot or cast spells in its next turn. */
  | 'netted'
  /** A net's hit, the target's D6 at most its Strength: it tears the net and is unaffected. */
  | 'net-torn'
  /** Blessed water on a model that is not Undead, Daemon or Possessed: the hit does nothing. */
  | 'no-effect'
  | 'hit-avoided'
  | 'hit-stands'
  | 'rerolled'
  | 'wound-ignored'
  | 'wound-stands'
  | 'injury-ignored'
  | 'wound'
  | 'poison-wound'
  | 'critical'
  | 'no-wound'
  | 'cannot-wound'
  | CriticalKind
  | 'saved'
  | 'not-saved'
  | 'no-save'
  | 'armour-ignored'
  | 'knocked-down'
  | 'stunned'
  | 'out-of-action'
  | 'helmet-saved'
  | 'helmet-failed'
  | 'passed'
  | 'failed'
  | 'fall-hits'
  /** An Acrobat passed his test: the fall does him no harm. */
  | 'landed-unharmed'
  | 'cover-struck'
  | 'explosive-struck'
  /** A divided throw whose target an earlier throw took out of action or off its ledge: it is not thrown. */
  | 'target-gone';
