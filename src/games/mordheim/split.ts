import { autoStep, cachedProcess, diceFromSeed, DONE, odds, probability, roll, thenStep, type Arithmetic, type DiceState, type Process, type Step, type TraceEntry, floatsByDefault } from '../../dice/index.js';
import { prepareTable, type PreparedTable } from '../../table/index.js';
import { splitShotsFrom } from '../shared/index.js';
import type { MordheimCheck, MordheimOutcome } from './explanation.js';
import { applyShot, battleStateKey, planShot, type PhaseOptions, type RatedCandidate, type ShotRefusal } from './phase.js';
import { MORDHEIM_MODEL_RULE_IDS, type MordheimModelRuleId } from './model-rules.js';
import { MORDHEIM_RULES } from './rules.js';
import { tableShot } from './table-shot.js';
import { targetCandidates } from './targets.js';
import type { MordheimBattle, Warrior } from './warrior.js';
import type { MissileWeapon } from './weapons.js';

/**
 * Why shots cannot be divided as asked: the weapon's shots all go at one target, more throws
 * were asked for than the rules give, or one of the targets is refused as a single shot at it
 * would be.
 */
export type SplitRefusal =
  | { readonly code: 'split-not-allowed'; readonly weapon: string }
  | { readonly code: 'too-many-shots'; readonly asked: number; readonly allowed: number }
  | ShotRefusal;

/** Shots declared together, each to its own legal target (ruling M-15), ready to roll or weigh. */
export interface PlannedSplit {
  readonly ok: true;
  readonly shooter: string;
  readonly weapon: MissileWeapon;
  /** The target of each throw, in the order they are thrown. */
  readonly targets: readonly string[];
  /** The rule that lets the shots be divided; null when every throw goes at the same target. */
  readonly rule: MordheimModelRuleId | null;
  /** As many shots as the rules give at most (Knife Fighter: three). */
  readonly allowed: number;
}

/** One throw's place in the divided shooting: the battle so far and the next throw. */
export interface SplitState {
  readonly battle: MordheimBattle;
  readonly next: number;
  /** Ruling M-6's variant reads this: a critical already scored this phase by the shooter. */
  readonly criticalUsed: boolean;
}

/**
 * Checks shots divided between targets (`--target a,a,b`): each target is legal for the
 * weapon as a single shot at it would be, no more throws than the rules give, and several
 * targets only when a rule lets the shots be divided (Knife Fighter; `split` in
 * `MORDHEIM_RULES`). Legality is checked once, when the throws are declared.
 *
 * @example
 * // battle, variants: a knife fighter with throwing knives and two orcs in sight (see split.test.ts)
 * planSplit(battle, 'knifer', ['orc', 'orc', 'goblin'], null, { variants }); // { ok: true, targets: ['orc', 'orc', 'goblin'], rule: 'knife-fighter', allowed: 3, … }
 * planSplit(battle, 'archer', ['orc', 'goblin'], null, { variants }); // { ok: false, refusal: { code: 'split-not-allowed', weapon: 'bow' } }
 */
export function planSplit(
  battle: MordheimBattle,
  shooterId: string,
  targets: readonly string[],
  weaponId: string | null,
  options: PhaseOptions,
  table: PreparedTable = prepareTable(battle.table),
): PlannedSplit | { readonly ok: false; readonly refusal: SplitRefusal } {
  let weapon: MissileWeapon | null = null;
  let allowed = 0;
  let distance = 0;
  for (const target of new Set(targets)) {
    const planned = planShot(battle, shooterId, target, weapon?.id ?? weaponId, options, table);
    if (!planned.ok) return planned;
    weapon = planned.candidate.weapon;
    allowed = planned.candidate.attack.shots;
    distance = planned.candidate.distance;
  }
  const shooter = battle.warriors.find((w) => w.id === shooterId);
  if (weapon === null || shooter === undefined) return { ok: false, refusal: { code: 'no-such-target', target: '' } };
  const split = splitShotsFrom(MORDHEIM_RULES, { warrior: shooter, weapon, distance })?.rule;
  // A rule that divides shots is a warrior's (Knife Fighter): its id names it in the catalogues.
  const rule = MORDHEIM_MODEL_RULE_IDS.find((id) => id === split) ?? null;
  if (new Set(targets).size > 1 && rule === null) return { ok: false, refusal: { code: 'split-not-allowed', weapon: weapon.id } };
  if (targets.length > allowed) return { ok: false, refusal: { code: 'too-many-shots', asked: targets.length, allowed } };
  return { ok: true, shooter: shooterId, weapon, targets: [...targets], rule, allowed };
}

/** The throw at this target as the battle now stands, or null when the target is gone from the table. */
function throwAt(battle: MordheimBattle, shooter: Warrior, weapon: MissileWeapon, target: string, options: PhaseOptions): RatedCandidate | null {
  const table = prepareTable(battle.table);
  if (!table.models.has(shooter.id)) return null;
  const candidate = targetCandidates(battle, table, shooter, weapon, options.variants, options).find((c) => c.target === target);
  // Legality was settled when the throws were declared; each throw is one shot.
  return candidate ? { ...candidate, attack: { ...candidate.attack, shots: 1 }, weapon, odds: null } : null;
}

function splitKey(state: SplitState): string {
  return `${state.next}|${state.criticalUsed}|${battleStateKey(state.battle)}`;
}

/**
 * The divided throws as one description: each throw a shot at its own target, seen as the
 * throws before it left the battle; a throw whose target is already out of action or has
 * fallen from its ledge is not thrown. Rolled, every throw is explained under its own heading;
 * weighed, it gives the exact odds of every battle the throws can leave.
 *
 * @example
 * // battle, variants: as in planSplit's example
 * const planned = planSplit(battle, 'knifer', ['orc', 'goblin'], null, { variants });
 * if (planned.ok) roll(splitProcess(battle, planned, { variants }), splitStart(battle), diceFromSeed(3)).trace.map((t) => t.check.step); // ['throw', 'throw']
 */
export function splitProcess(before: MordheimBattle, planned: PlannedSplit, options: PhaseOptions): Process<SplitState, MordheimCheck, MordheimOutcome> {
  const shooter = before.warriors.find((w) => w.id === planned.shooter);
  const of = planned.targets.length;
  const step = (state: SplitState): Step<SplitState, MordheimCheck, MordheimOutcome> => {
    const target = planned.targets[state.next];
    if (target === undefined || shooter === undefined) return DONE;
    const check: MordheimCheck = { step: 'throw', index: state.next + 1, of, target };
    const gone = state.battle.warriors.find((w) => w.id === target);
    const candidate = gone === undefined || gone.state.condition === 'out-of-action' || gone.state.fell ? null : throwAt(state.battle, shooter, planned.weapon, target, options);
    if (candidate === null) return autoStep(check, 'target-gone', { ...state, next: state.next + 1 });
    const shot = tableShot(state.battle, prepareTable(state.battle.table), candidate);
    return thenStep(check, {
      process: shot.process,
      start: { ...shot.start, criticalUsed: state.criticalUsed },
      next: (end) => ({ battle: applyShot(state.battle, planned.shooter, candidate, shot, end), next: state.next + 1, criticalUsed: end.criticalUsed }),
    });
  };
  return cachedProcess(splitKey, step);
}

/**
 * Where divided throws start: the battle before the first, no critical yet.
 *
 * @example
 * splitStart(battle); // { battle, next: 0, criticalUsed: false }
 */
export function splitStart(battle: MordheimBattle): SplitState {
  return { battle, next: 0, criticalUsed: false };
}

/** Each target's chances from the divided throws together. */
export interface SplitTargetOdds<N> {
  readonly target: string;
  /** Throws declared at it. */
  readonly throws: number;
  readonly outOfAction: N;
  /** A wound lost or a worse condition. */
  readonly anyEffect: N;
}

/**
 * The exact odds, target by target, of divided throws: out of action, and any effect at all.
 *
 * @example
 * // battle, planned: as in splitProcess's example
 * splitOdds(battle, planned, { variants }, exactArithmetic); // [{ target: 'orc', throws: 1, outOfAction: …, anyEffect: … }, { target: 'goblin', … }]
 */
export function splitOdds<N = number>(battle: MordheimBattle, planned: PlannedSplit, options: PhaseOptions, arithmetic: Arithmetic<N> = floatsByDefault<N>()): SplitTargetOdds<N>[] {
  const dist = odds(splitProcess(battle, planned, options), splitStart(battle), arithmetic);
  return [...new Set(planned.targets)].map((target) => {
    const before = battle.warriors.find((w) => w.id === target)?.state;
    const after = (s: SplitState) => s.battle.warriors.find((w) => w.id === target)?.state;
    return {
      target,
      throws: planned.targets.filter((t) => t === target).length,
      outOfAction: probability(dist, (s) => after(s)?.condition === 'out-of-action', arithmetic),
      anyEffect: probability(dist, (s) => before !== undefined && (after(s)?.condition !== before.condition || after(s)?.woundsLeft !== before.woundsLeft), arithmetic),
    };
  });
}

/** Divided throws rolled: every throw explained, and the battle they leave. */
export interface SplitRoll {
  readonly seed: number;
  readonly trace: readonly TraceEntry<MordheimCheck, MordheimOutcome>[];
  readonly battle: MordheimBattle;
  readonly dice: DiceState;
}

/**
 * Rolls divided throws with seeded dice: the same battle, throws and seed give the same log.
 *
 * @example
 * // battle, planned: as in splitProcess's example
 * rollSplit(battle, planned, { variants }, 3).trace.length; // 2: one heading per throw
 */
export function rollSplit(battle: MordheimBattle, planned: PlannedSplit, options: PhaseOptions, dice: DiceState | number): SplitRoll {
  const from = typeof dice === 'number' ? diceFromSeed(dice) : dice;
  const result = roll(splitProcess(battle, planned, options), splitStart(battle), from);
  return { seed: from.seed, trace: result.trace, battle: result.end.battle, dice: result.dice };
}
