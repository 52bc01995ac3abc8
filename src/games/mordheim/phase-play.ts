/**
 * The whole shooting phase on a table: each shooter in turn takes the advised shot, or the
 * shots the player declared for it (ruling M-15, "in a phase"), seen as the shooters before it
 * left the battle; rolled from a seed or weighed exactly. Apart from phase.ts, which plans and
 * applies one shot, because declared throws are split.ts's, which builds on phase.ts.
 */
import { cachedProcess, DONE, odds, thenStep, type Arithmetic, type DiceState, type Distribution, type Process, type Step, type TraceEntry, floatsByDefault } from '../../dice/index.js';
import { prepareTable, type PreparedTable } from '../../table/index.js';
import { rollPhaseTurns } from '../shared/index.js';
import type { MordheimCheck, MordheimOutcome } from './explanation.js';
import { applyShot, battleStateKey, planShot, shootingOrder, targetReport, type PhaseOptions } from './phase.js';
import { planSplit, splitProcess, splitStart, type SplitRefusal } from './split.js';
import type { MordheimBattle } from './warrior.js';

/** One shooter's turn in a phase, as its trace group names it. */
export interface PhaseState {
  readonly battle: MordheimBattle;
  /** Index in the order of the next shooter to consider. */
  readonly next: number;
}

function phaseKey(state: PhaseState): string {
  return `${state.next}|${battleStateKey(state.battle)}`;
}

/**
 * The whole shooting phase as one description: each shooter in order, if it may shoot,
 * takes the advised shot (the legal target in range most likely to go out of action), and
 * later shooters see the battle it leaves. Rolled, it plays the phase from a seed; weighed,
 * it gives the exact odds of every end state of the phase.
 *
 * @example
 * // battle, variants: examples/mordheim/battle-street.json, parsed as in targetReport's example
 * const phase = phaseProcess(shootingOrder(battle), { variants });
 * roll(phase, { battle, next: 0 }, diceFromSeed(42)).trace.map((turn) => turn.check);
 * // [{ step: 'shooter-turn', shooter: 'marksman', target: 'lookout', weapon: 'long-bow' }, { …, shooter: 'crossbowman', target: 'ogre' }]
 */
export function phaseProcess(order: readonly string[], options: PhaseOptions): Process<PhaseState, MordheimCheck, MordheimOutcome> {
  const step = (state: PhaseState): Step<PhaseState, MordheimCheck, MordheimOutcome> => {
    const table = prepareTable(state.battle.table);
    for (let i = state.next; i < order.length; i += 1) {
      const shooterId = order[i] ?? '';
      if (!state.battle.warriors.some((w) => w.id === shooterId)) continue;
      const declared = options.declared?.[shooterId];
      if (declared !== undefined && declared.length > 0) {
        const turn = declaredTurn(state.battle, shooterId, declared, options, table, i + 1);
        if (turn !== null) return turn;
        continue;
      }
      const report = targetReport(state.battle, shooterId, options, table);
      if (!report.advice) continue;
      const planned = planShot(state.battle, shooterId, report.advice.target, report.advice.weapon, options, table);
      if (!planned.ok) continue;
      const { candidate, shot } = planned;
      return thenStep({ step: 'shooter-turn', shooter: shooterId, target: candidate.target, weapon: candidate.weapon.id }, {
        process: shot.process,
        start: shot.start,
        next: (end) => ({ battle: applyShot(state.battle, shooterId, candidate, shot, end), next: i + 1 }),
      });
    }
    return DONE;
  };
  return cachedProcess(phaseKey, step);
}

/** Whether a warrior is gone from the shooting: out of action, fallen from its ledge, or off the table. */
function gone(battle: MordheimBattle, table: PreparedTable, id: string): boolean {
  const warrior = battle.warriors.find((w) => w.id === id);
  return warrior === undefined || warrior.state.condition === 'out-of-action' || warrior.state.fell || !table.models.has(id);
}

/**
 * A declared shooter's turn (ruling M-15, "in a phase"): its targets as the battle now stands,
 * those already gone left out; one target takes all the shots, several one throw each. A
 * declaration the battle no longer allows (every target gone, a target now hidden or no longer
 * the closest, the shooter downed) leaves the shooter not shooting: never a target it was not given.
 */
function declaredTurn(battle: MordheimBattle, shooterId: string, declared: readonly string[], options: PhaseOptions, table: PreparedTable, next: number): Step<PhaseState, MordheimCheck, MordheimOutcome> | null {
  const left = declared.filter((id) => !gone(battle, table, id));
  const first = left[0];
  if (first === undefined) return null;
  if (declared.length === 1) {
    const planned = planShot(battle, shooterId, first, null, options, table);
    if (!planned.ok) return null;
    const { candidate, shot } = planned;
    return thenStep({ step: 'shooter-turn', shooter: shooterId, target: first, weapon: candidate.weapon.id }, { process: shot.process, start: shot.start, next: (end) => ({ battle: applyShot(battle, shooterId, candidate, shot, end), next }) });
  }
  const split = planSplit(battle, shooterId, left, null, options, table);
  if (!split.ok) return null;
  return thenStep({ step: 'shooter-turn', shooter: shooterId, target: first, weapon: split.weapon.id }, { process: splitProcess(battle, split, options), start: splitStart(battle), next: (end) => ({ battle: end.battle, next }) });
}

/**
 * A declaration refused as the phase begins: whose, and why (as `shoot` refuses the same shots),
 * or `not-in-order` for a shooter the phase's order leaves out, whose declaration would never be taken.
 */
export interface DeclarationRefusal {
  readonly shooter: string;
  readonly refusal: SplitRefusal | { readonly code: 'not-in-order' };
}

/**
 * Checks the shots declared for a phase (`PhaseOptions.declared`) against the battle as the
 * phase begins, each as a shot or divided throws would be checked (`planShot`, `planSplit`):
 * the first refusal, or null when every declaration stands. A shooter of the other warband is
 * refused as one that may not shoot (`not-their-phase`), one the order leaves out as
 * `not-in-order`. At each shooter's turn the declaration is taken again as the battle then
 * stands (`phaseProcess`). An id no warrior has is a programming error (RangeError).
 *
 * @example
 * // battle, variants: a knife fighter with throwing knives and two orcs in sight (see split.test.ts)
 * checkDeclared(battle, { variants, declared: { knifer: ['orc', 'orc', 'goblin'] } }); // null
 * checkDeclared(battle, { variants, declared: { archer: ['orc', 'goblin'] } }); // { shooter: 'archer', refusal: { code: 'split-not-allowed', weapon: 'bow' } }
 */
export function checkDeclared(battle: MordheimBattle, options: PhaseOptions, order: readonly string[] = shootingOrder(battle)): DeclarationRefusal | null {
  const table = prepareTable(battle.table);
  for (const [shooter, targets] of Object.entries(options.declared ?? {})) {
    if (!battle.warriors.some((w) => w.id === shooter)) throw new RangeError(`no warrior "${shooter}"`);
    if (!order.includes(shooter) && battle.warriors.find((w) => w.id === shooter)?.warband === battle.shooting) return { shooter, refusal: { code: 'not-in-order' } };
    const first = targets[0];
    if (first === undefined) continue;
    const planned = targets.length === 1 ? planShot(battle, shooter, first, null, options, table) : planSplit(battle, shooter, targets, null, options, table);
    if (!planned.ok) return { shooter, refusal: planned.refusal };
  }
  return null;
}

/** A phase played with seeded dice: each shooter's turn explained, and the battle it leaves. */
export interface PhaseRoll {
  readonly seed: number;
  readonly turns: readonly { readonly shooter: string; readonly target: string; readonly weapon: string; readonly trace: readonly TraceEntry<MordheimCheck, MordheimOutcome>[] }[];
  readonly battle: MordheimBattle;
  readonly dice: DiceState;
}

/**
 * Plays the phase with seeded dice: the same battle, order and seed give the same log.
 *
 * @example
 * // battle, variants: examples/mordheim/battle-street.json, parsed as in targetReport's example
 * const phase = rollPhase(battle, { variants }, 42);
 * phase.turns.map((turn) => `${turn.shooter} → ${turn.target}`); // ['marksman → lookout', 'crossbowman → ogre']
 */
export function rollPhase(battle: MordheimBattle, options: PhaseOptions, dice: DiceState | number, order?: readonly string[]): PhaseRoll {
  const result = rollPhaseTurns(phaseProcess(shootingOrder(battle, order), options), { battle, next: 0 }, dice, (check) =>
    check.step === 'shooter-turn' ? { shooter: check.shooter, target: check.target, weapon: check.weapon } : null,
  );
  return { seed: result.seed, turns: result.turns, battle: result.end.battle, dice: result.dice };
}

/**
 * The exact distribution of the battles the phase can leave.
 *
 * @example
 * // battle, variants: examples/mordheim/battle-street.json, parsed as in targetReport's example
 * const ends = phaseOdds(battle, { variants });
 * probability(ends, (end) => end.battle.warriors.some((w) => w.id === 'lookout' && w.state.condition === 'out-of-action'), floatArithmetic); // 0.13278037919543279
 */
export function phaseOdds<N = number>(battle: MordheimBattle, options: PhaseOptions, order?: readonly string[], arithmetic: Arithmetic<N> = floatsByDefault<N>()): Distribution<PhaseState, N> {
  return odds(phaseProcess(shootingOrder(battle, order), options), { battle, next: 0 }, arithmetic);
}
