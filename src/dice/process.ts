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
  readonly step: (state: S) => Step<S, E, O>;
}

export type Step<S, E, O extends string> = Done | RollStep<S, E, O> | AutoStep<S, E, O> | ThenStep<S, E, O>;

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
  readonly open: <R>(visit: <T>(sub: Sub<S, T, E, O>) => R) => R;
}

export interface Sub<S, T, E, O extends string> {
  readonly process: Process<T, E, O>;
  readonly start: T;
  readonly next: (end: T) => S;
}

export const DONE: Done = { kind: 'done' };

/**
 * A process whose steps are worked out once per state key and then reused. A process is
 * pure, so a state always leads to the same step; rolling a million shots, or weighing the
 * hundredth shot of a series, then costs a key and a lookup, not a new step.
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

export function autoStep<S, E, O extends string>(check: E, outcome: O, next: S): AutoStep<S, E, O> {
  return { kind: 'auto', check, outcome, next };
}

export function thenStep<S, T, E, O extends string>(check: E, sub: Sub<S, T, E, O>): ThenStep<S, E, O> {
  return { kind: 'then', check, open: (visit) => visit(sub) };
}

/** Checks a roll's branches cover faces 1..sides in order, each at least one face. */
export function branchesAreWellFormed(step: RollStep<unknown, unknown, string>): boolean {
  let previous = 0;
  for (const branch of step.branches) {
    if (!Number.isInteger(branch.upTo) || branch.upTo <= previous) return false;
    previous = branch.upTo;
  }
  return previous === step.sides && step.sides >= 1;
}
