import { floatArithmetic, type Arithmetic } from '../dice/index.js';
import type { Game, GameScenario } from '../engine/index.js';
import { PLAN_MAX_ENEMIES, PLAN_MAX_SHOOTERS, PLAN_MAX_WEIGHED_SHOTS } from './plan-limits.js';
import { PlanStates, PlanTooLarge, type PlanChoice, type PlanGoal, type WeighedShot } from './plan-search.js';

export type { PlanChoice, PlanGoal } from './plan-search.js';

/** One shot of a plan, weighed: its chance to take the target out, the models it takes out on average, and the plan's value from here with it. */
export interface PlanStep<N> extends PlanChoice {
  /** The chance this shot leaves its target with no models (a Mordheim warrior out of action, a unit destroyed). */
  readonly takeOut: N;
  /** The enemy models this shot takes out on average (more than its target's, when it hits others too). */
  readonly expected: N;
  /** The goal's value of the plan from this shot on, this shot included. */
  readonly value: N;
}

/** What the plan does after its first shot, gathered by the next shot it chooses: the chance the dice lead there, and that shot. */
export interface PlanBranch<N> {
  readonly chance: N;
  /** The next shot; null where the phase ends (no shooter left with a legal target, or the chosen enemy down). */
  readonly next: PlanStep<N> | null;
}

/** An order of shooters played the way the phase plays it today: each in turn takes the advised shot, if it has one. */
export interface PlanOrder<N> {
  readonly order: readonly string[];
  readonly value: N;
}

/** The phase plan: the best adaptive plan's first shot and value, what it does next, the best fixed order, and today's advice. */
export interface PhasePlan<N> {
  readonly goal: PlanGoal;
  /** The goal's value of the best plan, choosing each shot after seeing the dice of the ones before. */
  readonly value: N;
  /** The first shot to take; null when no shooter has a legal target. */
  readonly first: PlanStep<N> | null;
  readonly then: readonly PlanBranch<N>[];
  /** The best order of shooters, each taking the advised shot at its turn. */
  readonly fixed: PlanOrder<N>;
  /** Today's one-by-one advice: the default order, each taking the advised shot. */
  readonly advice: PlanOrder<N>;
  /** The plan's value less the advice's. */
  readonly gain: N;
  /** Shots weighed in all (a measure of the work, for the bench). */
  readonly weighed: number;
}

/** Why a plan cannot be made, with the data its message needs. */
export type PlanRefusal =
  | { readonly code: 'not-a-battle' }
  | { readonly code: 'unknown-target'; readonly target: string; readonly enemies: readonly string[] }
  | { readonly code: 'too-many-shooters'; readonly count: number; readonly limit: number }
  | { readonly code: 'too-many-enemies'; readonly count: number; readonly limit: number }
  | { readonly code: 'too-many-states'; readonly limit: number };

/** A phase plan, or why none can be made. */
export type PlanResult<N> = { readonly ok: true; readonly plan: PhasePlan<N> } | { readonly ok: false; readonly refusal: PlanRefusal };

/** Two chances within this are the same choice; the earlier one (default order, then the game's order of candidates) is kept. */
const TIE = 1e-12;

interface Decision<N> {
  readonly value: N;
  readonly best: WeighedShot<N> | null;
}

/** The value of a shot: its outcomes weighed by the value each battle leads to. */
function shotValue<N>(states: PlanStates<N>, shot: WeighedShot<N>, value: (after: GameScenario, key: number) => N): N {
  const { arithmetic } = states;
  return shot.outcomes.reduce((sum, outcome) => arithmetic.add(sum, arithmetic.mul(outcome.chance, value(outcome.after, outcome.key))), arithmetic.zero);
}

/** The best adaptive plan from one battle on, memoised on the battle's key and who has shot. */
function decide<N>(states: PlanStates<N>, memo: Map<number, Decision<N>>, scenario: GameScenario, key: number, shot: number): Decision<N> {
  // Who has shot is a bit mask of at most PLAN_MAX_SHOOTERS bits.
  const memoKey = key * (1 << PLAN_MAX_SHOOTERS) + shot;
  const known = memo.get(memoKey);
  if (known) return known;
  let decision: Decision<N> = { value: states.measure(scenario), best: null };
  // Once the chosen enemy is down the goal is met, whatever the others shoot.
  if (!states.targetDown(scenario)) {
    for (const candidate of states.legalShots(scenario, key, shot)) {
      const after = states.withShooter(shot, candidate.shooter);
      const value = shotValue(states, candidate, (next, nextKey) => decide(states, memo, next, nextKey, after).value);
      if (decision.best === null || states.arithmetic.toNumber(value) > states.arithmetic.toNumber(decision.value) + TIE) decision = { value, best: candidate };
    }
  }
  memo.set(memoKey, decision);
  return decision;
}

function stepOf<N>(states: PlanStates<N>, scenario: GameScenario, shot: WeighedShot<N>, value: N): PlanStep<N> {
  const { arithmetic } = states;
  const before = states.removed(scenario);
  let takeOut = arithmetic.zero;
  let expected = arithmetic.zero;
  for (const outcome of shot.outcomes) {
    const enemies = states.table.enemies(outcome.after) ?? [];
    if (enemies.some((enemy) => enemy.id === shot.target && enemy.models === 0)) takeOut = arithmetic.add(takeOut, outcome.chance);
    expected = arithmetic.add(expected, arithmetic.mul(outcome.chance, arithmetic.ratio(states.removed(outcome.after) - before, 1)));
  }
  return { shooter: shot.shooter, target: shot.target, way: shot.way, takeOut, expected, value };
}

const sameChoice = (a: PlanChoice, b: PlanChoice): boolean => a.shooter === b.shooter && a.target === b.target && a.way === b.way;

/** The first shot's outcomes gathered by the shot the plan takes next. */
function branchesAfter<N>(states: PlanStates<N>, memo: Map<number, Decision<N>>, first: WeighedShot<N>): PlanBranch<N>[] {
  const { arithmetic } = states;
  const branches: { chance: N; next: PlanStep<N> | null }[] = [];
  const shot = states.withShooter(0, first.shooter);
  for (const outcome of first.outcomes) {
    const decision = decide(states, memo, outcome.after, outcome.key, shot);
    const next = decision.best && stepOf(states, outcome.after, decision.best, decision.value);
    const same = branches.find((b) => (b.next === null ? next === null : next !== null && sameChoice(b.next, next)));
    if (same) same.chance = arithmetic.add(same.chance, outcome.chance);
    else branches.push({ chance: outcome.chance, next });
  }
  return branches;
}

/** Battles weighted by their chance, by key: where an order of shooters has led so far. */
type Spread<N> = Map<number, { readonly scenario: GameScenario; readonly p: N }>;

/** Each battle of the spread after `shooter` takes the advised shot there (a battle where it has none stays as it is). */
function advance<N>(states: PlanStates<N>, spread: Spread<N>, shooter: string): Spread<N> {
  const { arithmetic } = states;
  const next: Spread<N> = new Map();
  const put = (key: number, scenario: GameScenario, p: N) => {
    const seen = next.get(key);
    next.set(key, { scenario: seen?.scenario ?? scenario, p: seen ? arithmetic.add(seen.p, p) : p });
  };
  for (const [key, { scenario, p }] of spread) {
    const shot = states.targetDown(scenario) ? null : states.advisedShot(scenario, shooter, key);
    if (!shot) put(key, scenario, p);
    else for (const outcome of shot.outcomes) put(outcome.key, outcome.after, arithmetic.mul(p, outcome.chance));
  }
  return next;
}

function spreadValue<N>(states: PlanStates<N>, spread: Spread<N>): N {
  const { arithmetic } = states;
  let sum = arithmetic.zero;
  for (const { scenario, p } of spread.values()) sum = arithmetic.add(sum, arithmetic.mul(p, states.measure(scenario)));
  return sum;
}

/** Every order of the shooters, depth first from the default one, each played with the advice; the first is the default order. */
function orders<N>(states: PlanStates<N>, shooters: readonly string[]): { advice: PlanOrder<N>; fixed: PlanOrder<N> } {
  const found: PlanOrder<N>[] = [];
  const walk = (spread: Spread<N>, done: readonly string[], left: readonly string[]) => {
    if (left.length === 0) {
      found.push({ order: done, value: spreadValue(states, spread) });
      return;
    }
    left.forEach((shooter, i) => walk(advance(states, spread, shooter), [...done, shooter], [...left.slice(0, i), ...left.slice(i + 1)]));
  };
  walk(new Map([[states.key(states.root), { scenario: states.root, p: states.arithmetic.one }]]), [], shooters);
  const advice = found[0] ?? { order: [], value: states.measure(states.root) };
  const fixed = found.reduce((best, order) => (states.arithmetic.toNumber(order.value) > states.arithmetic.toNumber(best.value) + TIE ? order : best), advice);
  return { advice, fixed };
}

/** What the plan is asked for. */
export interface PlanOptions<N> {
  readonly goal: PlanGoal;
  /** Floats by default; exact fractions for tests and for printing them. */
  readonly arithmetic?: Arithmetic<N>;
}

/** Refuses a phase too large to search, or a chosen enemy that is not one, before any shot is weighed. */
function refusalOf(game: Game, scenario: GameScenario, goal: PlanGoal): PlanRefusal | null {
  const table = game.table;
  const shooters = table?.shooters(scenario);
  const enemies = table?.enemies(scenario);
  if (!table || !shooters || !enemies) return { code: 'not-a-battle' };
  if (goal.kind === 'chance' && !enemies.some((enemy) => enemy.id === goal.target)) return { code: 'unknown-target', target: goal.target, enemies: enemies.map((enemy) => enemy.id) };
  if (shooters.length > PLAN_MAX_SHOOTERS) return { code: 'too-many-shooters', count: shooters.length, limit: PLAN_MAX_SHOOTERS };
  const standing = enemies.filter((enemy) => enemy.models > 0).length;
  if (standing > PLAN_MAX_ENEMIES) return { code: 'too-many-enemies', count: standing, limit: PLAN_MAX_ENEMIES };
  return null;
}

/**
 * The phase plan: the shots, in the order and at the targets that give the goal its best
 * value, choosing each after the dice of the ones before (exact over every battle the phase
 * can reach), beside the best fixed order of shooters and today's one-by-one advice. Every
 * shot is weighed by the game's own `outcomes`, the shot `shoot` would roll.
 *
 * @example
 * const { game, scenario } = parseGameScenario(BUILT_IN_REGISTRY, readFileSync('examples/mordheim/battle-street.json', 'utf8'));
 * const result = phasePlan(game, scenario, { goal: { kind: 'expected' } });
 * if (result.ok) result.plan.first; // { shooter: 'marksman', target: …, way: 'long-bow', takeOut: …, expected: …, value: … }
 * phasePlan(game, scenario, { goal: { kind: 'chance', target: 'nobody' } }); // { ok: false, refusal: { code: 'unknown-target', … } }
 */
export function phasePlan<N = number>(game: Game, scenario: GameScenario, options: PlanOptions<N>): PlanResult<N> {
  const arithmetic = options.arithmetic ?? (floatArithmetic as unknown as Arithmetic<N>);
  const refusal = refusalOf(game, scenario, options.goal);
  if (refusal || !game.table) return { ok: false, refusal: refusal ?? { code: 'not-a-battle' } };
  const states = new PlanStates(game.table, scenario, options.goal, arithmetic, PLAN_MAX_WEIGHED_SHOTS);
  try {
    const memo = new Map<number, Decision<N>>();
    const rootKey = states.key(scenario);
    const root = decide(states, memo, scenario, rootKey, 0);
    const first = root.best && stepOf(states, scenario, root.best, root.value);
    const then = root.best ? branchesAfter(states, memo, root.best) : [];
    const { advice, fixed } = orders(states, states.shooters());
    const gain = arithmetic.add(root.value, arithmetic.mul(advice.value, arithmetic.ratio(-1, 1)));
    return { ok: true, plan: { goal: options.goal, value: root.value, first, then, fixed, advice, gain, weighed: states.weighed } };
  } catch (error) {
    if (error instanceof PlanTooLarge) return { ok: false, refusal: { code: 'too-many-states', limit: PLAN_MAX_WEIGHED_SHOTS } };
    throw error;
  }
}
