import { floatArithmetic, type Arithmetic } from '../dice/index.js';
import type { AdviceGoal, Game, GameAdvice, GameExposureWithheld, GameOutcome, GamePlace, GameScenario, GameTable } from '../engine/index.js';
import { adviceStart, bestShot, type AdviceOptions, type AdviceProblem } from './places.js';

/** One enemy shooter that may shoot the shooter at a place, with its worst way for the shooter. */
export interface Threat {
  readonly shooter: string;
  readonly way: string | null;
  readonly value: number;
  /** The shooter counts as in cover from it. */
  readonly cover: boolean;
}

/** One place of an exposure map: how the enemy's next shooting phase would go for the shooter standing there. */
export interface ExposedPlace {
  readonly place: GamePlace;
  /** Out of action (destroyed) / any effect: the chance; models: the models (Health Points) expected lost. */
  readonly value: number;
  /** No enemy may shoot it there, or each that may counts it in cover (the hidden / in-cover layer). */
  readonly sheltered: boolean;
  readonly threats: readonly Threat[];
  /**
   * `worst`: the value is for the enemies' order worst for the shooter; `default`: more enemies
   * can reach it than the advisor tries every order of (`EXPOSURE_ORDER_LIMIT`, six), and each
   * side shoots in its default order.
   */
  readonly order: 'worst' | 'default';
}

/** Which order of the enemy shooters an exposure value is for (docs/advisor.md, "The order of the enemy shooters"). */
export type ExposureOrder = 'worst' | 'default';

/**
 * The most enemies that can reach a place (a legal shot at the shooter in some state the search
 * meets) for which every order of them is tried; beyond it each side keeps its default order and
 * the map names `enemy-order-not-searched` among what it did not apply.
 *
 * @example
 * EXPOSURE_ORDER_LIMIT; // 6: at most 6! = 720 orders a place
 */
export const EXPOSURE_ORDER_LIMIT = 6;

/** What {@link worstExposure} found: the value, the order it is for, and how many enemies can reach the shooter. */
export interface WorstExposure<N> {
  readonly value: N;
  readonly order: ExposureOrder;
  readonly reach: number;
}

/** The shooter's exposure at each place it could stand. */
export interface ExposureMap {
  readonly shooter: string;
  /** Every place the heat map has, in its order; none where the danger is withheld. */
  readonly places: readonly ExposedPlace[];
  readonly notApplied: readonly string[];
  /**
   * Why no danger is worked out for this shooter (the game's `GameAdvice.exposureWithheld`: a
   * joined character, whom the enemy does not aim at), or null. When set, `places` is empty
   * and `notApplied` names `exposure-withheld`: no place is safe or sheltered, it is not known.
   */
  readonly withheld: GameExposureWithheld | null;
}

/**
 * Several enemies' shots combined as independent shots at the shooter as it stands unharmed:
 * a chance is 1 − Π(1 − pᵢ), an expectation the sum. The exposure map no longer combines its
 * threats this way (it follows the shooter's states, {@link exposureValue}); this is the
 * estimate it replaced, equal to it where no shot changes what the next can do.
 *
 * @example
 * combineThreats([0.5, 0.5], 'out-of-action'); // 0.75
 * combineThreats([1.5, 0.5], 'models'); // 2
 */
export function combineThreats(values: readonly number[], goal: AdviceGoal): number {
  switch (goal) {
    case 'models':
      return values.reduce((sum, v) => sum + v, 0);
    case 'out-of-action':
    case 'any-effect':
      return 1 - values.reduce((spared, v) => spared * (1 - v), 1);
  }
}

/**
 * Every enemy shooter's worst legal shot at the shooter, in each enemy side's next phase (those
 * that can do something to it: a shot out of range is none).
 *
 * @example
 * threatsAt(game, advice, scenario, 'me', 'any-effect'); // [{ shooter: 'archer', way: 'short-bow', value: 0.25, cover: false }]
 */
export function threatsAt<S extends GameScenario>(game: Game<S>, advice: GameAdvice<S>, scenario: S, shooter: string, goal: AdviceGoal): Threat[] {
  return looked(game, advice, scenario, shooter, goal).threats;
}

/**
 * The threats, whether any enemy has a legal shot at the shooter at all (one whose goal value is
 * 0 may still wound it), and the first side's enemies with none as it stands.
 */
function looked<S extends GameScenario>(game: Game<S>, advice: GameAdvice<S>, scenario: S, shooter: string, goal: AdviceGoal): { readonly threats: Threat[]; readonly shot: boolean; readonly silent: ReadonlySet<string> } {
  const threats: Threat[] = [];
  const silent = new Set<string>();
  let shot = false;
  for (const [side, phase] of (advice.enemyPhases(scenario, shooter) ?? []).entries()) {
    for (const enemy of game.table?.shooters(phase) ?? []) {
      // A game written before `target` was asked answers every shot: the filter keeps those at the shooter.
      const shots = (advice.ratedShots(phase, enemy, shooter) ?? []).filter((s) => s.target === shooter);
      shot ||= shots.length > 0;
      if (side === 0 && shots.length === 0) silent.add(enemy);
      const worst = bestShot(advice, phase, shots, goal);
      // A shot that can do nothing to it (out of range, say) is no threat, and takes no cover away.
      if (worst && worst.value > 0) threats.push({ shooter: enemy, way: worst.shot.way, value: worst.value, cover: worst.shot.cover });
    }
  }
  return { threats, shot, silent };
}

/**
 * One enemy's legal way at the shooter in one state: the outcomes the search goes on from, with
 * their states' numbers, and the chance of each value the search stops at (the shooter out of
 * action, or for a chance harmed), which need no state number.
 */
interface WayAt<N> {
  readonly outcomes: readonly (GameOutcome<GameScenario, N> & { readonly id: number })[];
  readonly ended: readonly { readonly chance: N; readonly value: N }[];
}

/**
 * The search behind {@link exposureValue}: the battles the shooter's states lead to, each by a
 * small number (the game's state key, hashed once), each enemy's ways at it weighed once per
 * battle, and the value from each enemy's turn on, memoised on the battle.
 */
class ExposureSearch<S extends GameScenario, N> {
  private readonly ids = new Map<string, number>();
  private readonly ways = new Map<string, readonly WayAt<N>[]>();
  private readonly memo = new Map<string, N>();
  private readonly orders: (readonly string[])[] = [];
  /** The battles the search met where it went on, by side and number. */
  private readonly visited = new Map<string, { readonly side: number; readonly scenario: S; readonly id: number }>();
  /**
   * While other orders are tried: each side's order (the enemies tried first, then the others in
   * their default order), how many it tries first, and the later sides' tried orders as text.
   */
  private trial: { readonly orders: readonly (readonly string[])[]; readonly heads: readonly number[]; readonly later: readonly string[] } | null = null;

  constructor(
    private readonly table: GameTable<S>,
    private readonly advice: GameAdvice<S>,
    private readonly root: S,
    private readonly phases: readonly S[],
    private readonly shooter: string,
    private readonly goal: AdviceGoal,
    readonly arithmetic: Arithmetic<N>,
    /** The first side's enemies known to have no legal shot at the shooter in the first battle (`looked` asked them). */
    private readonly silent: ReadonlySet<string> = new Set(),
  ) {}

  /** The first battle's number: its silent enemies are not asked again. */
  private first = -1;

  start(scenario: S): N {
    this.first = this.id(scenario);
    return this.value(0, 0, scenario, this.first);
  }

  id(scenario: S): number {
    const text = this.table.stateKey(scenario) ?? '';
    const known = this.ids.get(text);
    if (known !== undefined) return known;
    this.ids.set(text, this.ids.size);
    return this.ids.size - 1;
  }

  /** The enemy shooters of side `side`, in their default order (the order `phase` rolls). */
  private order(side: number): readonly string[] {
    const known = this.orders[side];
    if (known) return known;
    const phase = this.phases[side];
    const order = phase ? (this.table.shooters(phase) ?? []) : [];
    this.orders[side] = order;
    return order;
  }

  /** `enemy`'s legal ways at the shooter in this battle, weighed once per battle. */
  private waysAt(scenario: S, id: number, enemy: string): readonly WayAt<N>[] {
    const memoKey = `${id} ${enemy}`;
    const known = this.ways.get(memoKey);
    if (known) return known;
    if (id === this.first && this.silent.has(enemy)) return [];
    const shots =
      this.advice.shotsAt?.(scenario, enemy, this.shooter, this.arithmetic) ??
      (this.table.shooterOutcomes(scenario, enemy, this.arithmetic, true)?.shots ?? []).filter((shot) => shot.target === this.shooter);
    const { arithmetic } = this;
    const found = shots.map((shot): WayAt<N> => {
      // Equal battles merged, so the search meets each state of the shooter once.
      const merged = new Map<number, { chance: N; after: S; id: number }>();
      // A battle where the search stops is not keyed (a model out of action changes the table, whose key is long to write): its value is all the search needs.
      const ended = new Map<number, { chance: N; value: N }>();
      for (const outcome of shot.outcomes) {
        // States alike for the goal are one (the game says which): the shots after are weighed once for them.
        const after = this.advice.exposureState?.(outcome.after, this.shooter, this.goal) ?? outcome.after;
        const stop = this.stopsAt(after);
        if (stop !== null) {
          const seen = ended.get(stop);
          ended.set(stop, seen ? { ...seen, chance: arithmetic.add(seen.chance, outcome.chance) } : { chance: outcome.chance, value: arithmetic.ratio(stop, 1) });
          continue;
        }
        const at = this.id(after);
        const seen = merged.get(at);
        merged.set(at, seen ? { ...seen, chance: arithmetic.add(seen.chance, outcome.chance) } : { chance: outcome.chance, after, id: at });
      }
      return { outcomes: [...merged.values()], ended: [...ended.values()] };
    });
    this.ways.set(memoKey, found);
    return found;
  }

  /**
   * The goal's value where the search stops in this battle, else null: once the shooter is out
   * of action (destroyed), or for a chance already harmed, no later shot changes it.
   */
  stopsAt(scenario: S): number | null {
    const out = this.advice.harm(this.root, scenario, this.shooter, 'out-of-action') === 1;
    if (out || (this.goal !== 'models' && this.advice.harm(this.root, scenario, this.shooter, this.goal) === 1)) return this.advice.harm(this.root, scenario, this.shooter, this.goal);
    return null;
  }

  /**
   * The goal's value for the shooter from enemy `index` of side `side` on, the battle as it is:
   * the enemy takes the way worst for the shooter (the dice before it seen, those after it
   * weighed), or, with no legal way at it, lets the next one shoot; after the last enemy of a
   * side, the next side's phase; after the last side, what became of the shooter.
   */
  /** The memo's key: the battle, the side, and what is left of the order (in a tried order, the enemies still to shoot). */
  private memoKey(side: number, index: number, id: number): string {
    if (!this.trial) return `${side} ${index} ${id}`;
    const head = this.trial.heads[side] ?? 0;
    const rest = index < head ? (this.trial.orders[side] ?? []).slice(index, head).join(',') : `#${index}`;
    return `${side} ${rest} ${this.trial.later[side] ?? ''} ${id}`;
  }

  /**
   * The worst of every order of the enemies that can reach the shooter, each side's tried
   * alongside the other sides' (the others keep their place after them, in their default order:
   * they shoot at nothing the search meets); the default order's value where more than `limit`
   * can reach it.
   */
  worst(first: S, limit: number): WorstExposure<N> {
    const fixed = this.start(first);
    let worst = fixed;
    let tried = -1;
    // The orders tried meet battles the default one did not; an enemy with a way in one of them joins, and every order is tried again.
    for (;;) {
      const sides = this.reaching(limit);
      const reach = sides.reduce((n, side) => n + side.length, 0);
      if (reach > limit) return { value: fixed, order: 'default', reach };
      if (reach === tried || sides.every((side) => side.length <= 1)) return { value: worst, order: 'worst', reach };
      tried = reach;
      for (const heads of product(sides.map(permutations))) {
        const orders = heads.map((head, side) => [...head, ...this.order(side).filter((enemy) => !head.includes(enemy))]);
        const later = heads.map((_, side) => heads.slice(side + 1).map((h) => h.join(',')).join(';'));
        this.trial = { orders, heads: heads.map((h) => h.length), later };
        const value = this.value(0, 0, first, this.first);
        if (this.arithmetic.toNumber(value) > this.arithmetic.toNumber(worst)) worst = value;
      }
      this.trial = null;
    }
  }

  /**
   * Each side's enemies, in their default order, with a legal way at the shooter in some battle
   * the search went on from (any enemy, not only those whose turn came there); once more than
   * `limit` are found, the count is all that matters and the asking stops.
   */
  private reaching(limit: number): string[][] {
    const found = this.phases.map(() => new Set<string>());
    let count = 0;
    for (const { side, scenario, id } of [...this.visited.values()]) {
      const set = found[side];
      if (!set) continue;
      for (const enemy of this.order(side)) {
        if (set.has(enemy) || this.waysAt(scenario, id, enemy).length === 0) continue;
        set.add(enemy);
        count += 1;
        if (count > limit) return found.map((s) => [...s]);
      }
    }
    return found.map((s, side) => this.order(side).filter((enemy) => s.has(enemy)));
  }

  value(side: number, index: number, scenario: S, id: number): N {
    const order = this.trial?.orders[side] ?? this.order(side);
    const { arithmetic } = this;
    const stop = this.stopsAt(scenario);
    if (stop !== null) return arithmetic.ratio(stop, 1);
    if (!this.visited.has(`${side} ${id}`)) this.visited.set(`${side} ${id}`, { side, scenario, id });
    if (index >= order.length) {
      const next = side + 1 < this.phases.length ? this.advice.enemyPhases(scenario, this.shooter)?.[side + 1] : undefined;
      if (next) return this.value(side + 1, 0, next, this.id(next));
      return arithmetic.ratio(this.advice.harm(this.root, scenario, this.shooter, this.goal), 1);
    }
    const memoKey = this.memoKey(side, index, id);
    const known = this.memo.get(memoKey);
    if (known !== undefined) return known;
    const enemy = order[index] ?? '';
    const ways = this.waysAt(scenario, id, enemy);
    let best: N | null = null;
    for (const way of ways) {
      const ended = way.ended.reduce((sum, o) => arithmetic.add(sum, arithmetic.mul(o.chance, o.value)), arithmetic.zero);
      const value = way.outcomes.reduce((sum, o) => arithmetic.add(sum, arithmetic.mul(o.chance, this.value(side, index + 1, o.after as S, o.id))), ended);
      if (best === null || arithmetic.toNumber(value) > arithmetic.toNumber(best)) best = value;
    }
    const found = best ?? this.value(side, index + 1, scenario, id);
    this.memo.set(memoKey, found);
    return found;
  }
}

/** Every order of `items`. */
function permutations(items: readonly string[]): string[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/** Every way of taking one from each list. */
function product(lists: readonly (readonly string[][])[]): string[][][] {
  return lists.reduce<string[][][]>((done, list) => done.flatMap((taken) => list.map((one) => [...taken, one])), [[]]);
}

/**
 * The goal's value for `shooter` of the enemy's next shooting phase (each enemy side's in
 * turn), exact over the states the shooter passes through: each enemy shooter in its side's
 * default order shoots at it if it has a legal shot then, taking the way worst for it, and the
 * battle each of its shots leaves — the shooter knocked down, wounded, its unit smaller or
 * destroyed — is the one the next enemy shoots at (docs/advisor.md, "How exposure combines
 * several enemies"). A chance for `out-of-action` and `any-effect`, an expectation for `models`.
 *
 * @example
 * exposureValue(mordheimGame, scenario, 'me', 'any-effect', exactArithmetic); // 7/16: two archers, each 1/4
 */
export function exposureValue<S extends GameScenario, N>(game: Game<S>, scenario: S, shooter: string, goal: AdviceGoal, arithmetic: Arithmetic<N>): N {
  return searched(game, scenario, shooter, goal, arithmetic, new Set());
}

/** {@link exposureValue}, told which of the first side's enemies have no legal shot at the shooter as it stands. */
function searched<S extends GameScenario, N>(game: Game<S>, scenario: S, shooter: string, goal: AdviceGoal, arithmetic: Arithmetic<N>, silent: ReadonlySet<string>): N {
  const phases = game.advice?.enemyPhases(scenario, shooter) ?? [];
  const first = phases[0];
  if (!game.table || !game.advice || !first) return arithmetic.zero;
  return new ExposureSearch(game.table, game.advice, scenario, phases, shooter, goal, arithmetic, silent).start(first);
}

/**
 * {@link exposureValue} for the enemies' order worst for the shooter: every order of the enemies
 * that can reach it (a legal shot at it in some state the search meets), each side's, is tried,
 * each enemy still taking its worst way with the dice before it seen. The order matters only
 * where the shooter's state changes who may shoot it or how (docs/advisor.md). With more than
 * `limit` enemies in reach, the default order's value, said so by `order: 'default'`.
 *
 * @example
 * worstExposure(mordheimGame, scenario, 'me', 'out-of-action', exactArithmetic); // { value: …, order: 'worst', reach: 2 }
 */
export function worstExposure<S extends GameScenario, N>(game: Game<S>, scenario: S, shooter: string, goal: AdviceGoal, arithmetic: Arithmetic<N>, limit = EXPOSURE_ORDER_LIMIT): WorstExposure<N> {
  return worstSearched(game, scenario, shooter, goal, arithmetic, new Set(), limit);
}

function worstSearched<S extends GameScenario, N>(game: Game<S>, scenario: S, shooter: string, goal: AdviceGoal, arithmetic: Arithmetic<N>, silent: ReadonlySet<string>, limit: number): WorstExposure<N> {
  const phases = game.advice?.enemyPhases(scenario, shooter) ?? [];
  const first = phases[0];
  if (!game.table || !game.advice || !first) return { value: arithmetic.zero, order: 'worst', reach: 0 };
  return new ExposureSearch(game.table, game.advice, scenario, phases, shooter, goal, arithmetic, silent).worst(first, limit);
}

/**
 * The shooter's exposure map: for every place it could stand this turn, what the enemy's next
 * shooting phase would do to it there — each enemy shooter's exact odds with the game's
 * target rules (the closest-target rule included) applied from the enemy's side, the enemies
 * standing where they are, followed over the shooter's states ({@link exposureValue}); each
 * enemy's own worst shot at it as it stands is listed as its threat. Where the game says the
 * danger to this shooter cannot be weighed (a joined character, T-14), no place at all and the
 * reason (`withheld`), never a danger of 0.
 *
 * @example
 * const map = exposureMap(mordheimGame, scenario, 'marksman', { goal: 'out-of-action' });
 * if (map.ok) map.value.places[0]; // where it stands now: the chance it is taken out of action there
 * exposureMap(ninthAgeGame, captainShoots, 'militia/1', { goal: 'any-effect' }); // { ok: true, value: { places: [], withheld: { code: 'joined-character', unit: 'militia' }, … } }
 */
export function exposureMap<S extends GameScenario>(game: Game<S>, scenario: S, shooter: string, options: AdviceOptions): { readonly ok: true; readonly value: ExposureMap } | { readonly ok: false; readonly problem: AdviceProblem } {
  const start = adviceStart(game, scenario, shooter, options);
  if (!start.ok) return start;
  const { advice, places, notApplied } = start.value;
  // A danger of 0 everywhere would be a wrong answer, not a safe place (docs/advisor.md).
  const withheld = advice.exposureWithheld?.(scenario, shooter) ?? null;
  if (withheld) return { ok: true, value: { shooter, places: [], notApplied: [...notApplied, 'exposure-withheld'], withheld } };
  const exposed = places.map((place): ExposedPlace => {
    const moved = advice.moveTo(scenario, shooter, place);
    const { threats, shot, silent } = moved ? looked(game, advice, moved, shooter, options.goal) : { threats: [], shot: false, silent: new Set<string>() };
    // No legal shot at it as it stands: nothing changes its state, so no shot follows either, in any order.
    const found = moved && shot ? worstSearched(game, moved, shooter, options.goal, floatArithmetic, silent, EXPOSURE_ORDER_LIMIT) : { value: 0, order: 'worst' as const };
    return { place, value: found.value, sheltered: threats.every((t) => t.cover), threats, order: found.order };
  });
  const unsearched = exposed.some((p) => p.order === 'default') ? ['enemy-order-not-searched'] : [];
  return { ok: true, value: { shooter, places: exposed, notApplied: [...notApplied, ...unsearched], withheld: null } };
}
