/**
 * The rules-description type. A game writes each step of an attack once, as a
 * `Process`: for every state, either the attack is over, or one die is rolled and each
 * range of faces leads to a named outcome and a next state. Two interpreters read the
 * same description: `roll` draws the dice, `odds` weighs every face exactly.
 *
 * Type parameters: `S` the state, `E` the game's explanation data for a step (what was
 * needed and why), `O` the game's outcome codes.
 */
export interface Process<S, E, O extends string> {
  /** Identity used to merge equal states; equal keys must mean interchangeable states. */
  readonly key: (state: S) => string | number;
  /** What happens next from a state; the same state must always give the same step. */
  readonly step: (state: S) => Step<S, E, O>;
}

/** One step of a process: over, a die, a result without a die, or another process run inside. */
export type Step<S, E, O extends string> = Done | RollStep<S, E, O> | AutoStep<S, E, O> | ThenStep<S, E, O>;

/** The step of a finished process: its state is an end state. */
export interface Done {
  readonly kind: 'done';
}

/**
 * One die. `branches` are in face order; a branch covers the faces after the previous
 * branch's `upTo` through its own `upTo`, and the last one ends at `sides`. Several faces
 * mapping to one branch is what keeps `odds` cheap: it weighs the branch, not each face.
 */
export interface RollStep<S, E, O extends string> {
  readonly kind: 'roll';
  readonly sides: number;
  readonly check: E;
  readonly branches: readonly Branch<S, O>[];
}

/** The faces up to `upTo` of a {@link RollStep}: what they are called and where they lead. */
export interface Branch<S, O extends string> {
  readonly upTo: number;
  readonly outcome: O;
  readonly next: S;
}

/** A result that needs no die (an impossible wound, an ignored save), still explained. */
export interface AutoStep<S, E, O extends string> {
  readonly kind: 'auto';
  readonly check: E;
  readonly outcome: O;
  readonly next: S;
}

/**
 * Runs another process (for instance one shot of a series) and continues from its end.
 * `odds` computes the sub-process's distribution once per distinct start state and reuses
 * it, so the hundredth shot at the same target state costs only a few multiply-adds.
 */
export interface ThenStep<S, E, O extends string> {
  readonly kind: 'then';
  readonly check: E;
  /** Hands the sub-process to `visit`; this hides its state type `T` from the outer process. */
  readonly open: <R>(visit: <T>(sub: Sub<S, T, E, O>) => R) => R;
}

/** A process run inside another ({@link ThenStep}): where it starts, and where its end leads. */
export interface Sub<S, T, E, O extends string> {
  readonly process: Process<T, E, O>;
  readonly start: T;
  /** The outer state to carry on from, given the sub-process's end. */
  readonly next: (end: T) => S;
}

/** The one {@link Done} step; return it from `step` when the attack is over. */
export const DONE: Done = { kind: 'done' };

/**
 * A process whose steps are worked out once per state key and then reused. A process is
 * pure, so a state always leads to the same step; rolling a million shots, or weighing the
 * hundredth shot of a series, then costs a key and a lookup, not a new step.
 *
 * @example
 * // One die that hits on 4+: the state is null before the roll, then whether it hit.
 * const toHit = cachedProcess(
 *   (hit: boolean | null) => String(hit),
 *   (hit) => (hit === null ? thresholdRoll(6, 'to hit', 4, { outcome: 'miss', next: false }, { outcome: 'hit', next: true }) : DONE),
 * );
 * odds(toHit, null); // [{ state: false, p: 0.5 }, { state: true, p: 0.5 }]
 */
export function cachedProcess<S, E, O extends string>(key: (state: S) => string | number, step: (state: S) => Step<S, E, O>): Process<S, E, O> {
  const steps = new Map<string | number, Step<S, E, O>>();
  return {
    key,
    step(state) {
      const k = key(state);
      let found = steps.get(k);
      if (!found) steps.set(k, (found = step(state)));
      return found;
    },
  };
}

/**
 * A roll split at `needed`: faces below it lead to `below`, faces at or above it to
 * `atOrAbove`. `needed` may be ≤ 1 (every face is at or above) or > sides (none is);
 * callers decide beforehand whether such a roll is made at all.
 *
 * @example
 * thresholdRoll(6, 'to hit', 4, { outcome: 'miss', next: false }, { outcome: 'hit', next: true });
 * // { kind: 'roll', sides: 6, check: 'to hit', branches: [{ upTo: 3, outcome: 'miss', next: false }, { upTo: 6, outcome: 'hit', next: true }] }
 */
export function thresholdRoll<S, E, O extends string>(
  sides: number,
  check: E,
  needed: number,
  below: { readonly outcome: O; readonly next: S },
  atOrAbove: { readonly outcome: O; readonly next: S },
): RollStep<S, E, O> {
  const lastBelow = Math.min(sides, Math.max(0, needed - 1));
  const branches: Branch<S, O>[] = [];
  if (lastBelow > 0) branches.push({ upTo: lastBelow, ...below });
  if (lastBelow < sides) branches.push({ upTo: sides, ...atOrAbove });
  return { kind: 'roll', sides, check, branches };
}

/**
 * A result reached without a die (a wound that cannot be saved), kept in the trace with its reason.
 *
 * @example
 * autoStep('no armour', 'unsaved', 'done'); // { kind: 'auto', check: 'no armour', outcome: 'unsaved', next: 'done' }
 */
export function autoStep<S, E, O extends string>(check: E, outcome: O, next: S): AutoStep<S, E, O> {
  return { kind: 'auto', check, outcome, next };
}

/**
 * A step that runs a whole sub-process (one shot of a volley) and carries on from its end.
 *
 * @example
 // toHit: one die that hits on 4+, as built in cachedProcess's example
 * const twoShots = cachedProcess(
 *   (fired: number) => fired,
 *   (fired) => (fired < 2 ? thenStep('shot', { process: toHit, start: null, next: () => fired + 1 }) : DONE),
 * );
 * roll(twoShots, 0, diceFromSeed(42)).trace; // two 'group' entries, one die in each
 */
export function thenStep<S, T, E, O extends string>(check: E, sub: Sub<S, T, E, O>): ThenStep<S, E, O> {
  return { kind: 'then', check, open: (visit) => visit(sub) };
}

/**
 * Checks a roll's branches cover faces 1..sides in order, each at least one face.
 *
 * @example
 * branchesAreWellFormed(thresholdRoll(6, 'to hit', 4, { outcome: 'miss', next: false }, { outcome: 'hit', next: true })); // true
 * branchesAreWellFormed({ kind: 'roll', sides: 6, check: 'to hit', branches: [{ upTo: 3, outcome: 'miss', next: false }] }); // false: 4–6 lead nowhere
 */
export function branchesAreWellFormed(step: RollStep<unknown, unknown, string>): boolean {
  let previous = 0;
  for (const branch of step.branches) {
    if (!Number.isInteger(branch.upTo) || branch.upTo <= previous) return false;
    previous = branch.upTo;
  }
  return previous === step.sides && step.sides >= 1;
}
