import type { Arithmetic } from '../dice/index.js';
import type { GameEnemy, GameOutcome, GameScenario, GameTable } from '../engine/index.js';

/** One shot a plan may choose: who shoots, at whom, and how (the way as `targets` names it). */
export interface PlanChoice {
  readonly shooter: string;
  readonly target: string;
  readonly way: string | null;
}

/** What the player asks the phase for: the most models taken out on average, or the best chance to take out one enemy. */
export type PlanGoal = { readonly kind: 'expected' } | { readonly kind: 'chance'; readonly target: string };

/** A shot weighed in one state: its outcomes, and the states they lead to by key. */
export interface WeighedShot<N> extends PlanChoice {
  readonly outcomes: readonly (GameOutcome<GameScenario, N> & { readonly key: number })[];
}

/** One shooter's legal shots in one battle, weighed, and the one the game advises. */
interface ShooterShots<N> {
  readonly advised: Omit<PlanChoice, 'shooter'> | null;
  readonly shots: readonly WeighedShot<N>[];
}

/** Raised when the search would visit more states than its budget; the plan refuses rather than runs on. */
export class PlanTooLarge extends Error {
  constructor(readonly states: number) {
    super(`the phase plan passed ${states} states`);
  }
}

/**
 * The phase's states as the plan searches them: each battle by its key, the shots each shooter
 * may take there (weighed once), and the goal's measure of a battle at the phase's end. Every
 * search over the phase (the adaptive plan, the fixed orders, today's advice) shares one of
 * these, so a shot is weighed once however many orders reach it.
 */
export class PlanStates<N> {
  private readonly shots = new Map<number, ShooterShots<N>>();
  private readonly ids = new Map<string, number>();
  private readonly order: readonly string[];
  private readonly startModels: ReadonlyMap<string, number>;
  private visited = 0;

  constructor(
    readonly table: GameTable<GameScenario>,
    readonly root: GameScenario,
    readonly goal: PlanGoal,
    readonly arithmetic: Arithmetic<N>,
    private readonly budget: number,
  ) {
    this.order = table.shooters(root) ?? [];
    this.startModels = new Map((table.enemies(root) ?? []).map((enemy) => [enemy.id, enemy.models]));
  }

  /** How many shots were weighed (each once per state). */
  get weighed(): number {
    return this.visited;
  }

  /** The battle's key as a small number: the game's key (long text) is hashed once, where the search looks it up thousands of times. */
  key(scenario: GameScenario): number {
    const text = this.table.stateKey(scenario) ?? '';
    const known = this.ids.get(text);
    if (known !== undefined) return known;
    this.ids.set(text, this.ids.size);
    return this.ids.size - 1;
  }

  /** `shot` with `shooter` added: who has shot, one bit a shooter in the default order. */
  withShooter(shot: number, shooter: string): number {
    return shot | (1 << this.order.indexOf(shooter));
  }

  /** The shooters of the phase's side, in the default order. */
  shooters(): readonly string[] {
    return this.order;
  }

  /** The enemies' models taken out since the phase began: what the `expected` goal counts. */
  removed(scenario: GameScenario): number {
    return (this.table.enemies(scenario) ?? []).reduce((sum: number, enemy: GameEnemy) => sum + Math.max(0, (this.startModels.get(enemy.id) ?? 0) - enemy.models), 0);
  }

  /** Whether the goal's chosen enemy has no models left. */
  targetDown(scenario: GameScenario): boolean {
    if (this.goal.kind !== 'chance') return false;
    const { target } = this.goal;
    return (this.table.enemies(scenario) ?? []).some((enemy) => enemy.id === target && enemy.models === 0);
  }

  /** The goal's measure of a battle where the phase stops: models taken out, or 1 when the chosen enemy is down. */
  measure(scenario: GameScenario): N {
    switch (this.goal.kind) {
      case 'expected':
        return this.arithmetic.ratio(this.removed(scenario), 1);
      case 'chance':
        return this.targetDown(scenario) ? this.arithmetic.one : this.arithmetic.zero;
    }
  }

  /** Every legal shot of every shooter that has not shot (`shot`: a bit for each that has), in the default order of shooters, then of the candidates. */
  legalShots(scenario: GameScenario, key: number, shot: number): readonly WeighedShot<N>[] {
    return this.order.flatMap((_, i) => ((shot >> i) & 1 ? [] : this.shooterShots(scenario, i, key).shots));
  }

  /** The shot the game advises `shooter` to take here, weighed; null when it has none. */
  advisedShot(scenario: GameScenario, shooter: string, key: number = this.key(scenario)): WeighedShot<N> | null {
    const { advised, shots } = this.shooterShots(scenario, this.order.indexOf(shooter), key);
    return (advised && shots.find((shot) => shot.target === advised.target && shot.way === advised.way)) ?? null;
  }

  private shooterShots(scenario: GameScenario, index: number, key: number): ShooterShots<N> {
    const shooter = this.order[index] ?? '';
    const memoKey = key * 16 + index;
    const known = this.shots.get(memoKey);
    if (known) return known;
    // The battles after leave the shooter ready, so its shots here are weighed once whoever else has shot; the search keeps who has.
    const weighed = this.table.shooterOutcomes(scenario, shooter, this.arithmetic, true);
    const shots = weighed?.may ? weighed.shots : [];
    this.visited += shots.length;
    if (this.visited > this.budget) throw new PlanTooLarge(this.visited);
    const found: ShooterShots<N> = {
      advised: weighed?.advised ?? null,
      shots: shots.map((shot) => ({ shooter, target: shot.target, way: shot.way, outcomes: shot.outcomes.map((outcome) => ({ ...outcome, key: this.key(outcome.after) })) })),
    };
    this.shots.set(memoKey, found);
    return found;
  }
}
