// Small battles for the phase plan's tests, as scenario files would write them, with a brute
// force that weighs every choice of every shot through the engine's one-shot `outcomes` and
// `targets` (no memo, no shared states), to check the plan's search against.
import { exactArithmetic, rationalAdd, rationalMul, RATIONAL_ONE, RATIONAL_ZERO, rational, rationalCompare, type Rational } from '../dice/index.js';
import { BUILT_IN_REGISTRY, parseGameScenarioValue, type Game, type GameScenario, type GameTable } from '../engine/index.js';
import type { PlanGoal } from './plan.js';

export function scenarioOf(value: unknown): { game: Game; scenario: GameScenario; table: GameTable<GameScenario> } {
  const parsed = parseGameScenarioValue(BUILT_IN_REGISTRY, value);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  if (!parsed.game.table) throw new Error(`${parsed.game.id} has no table`);
  return { game: parsed.game, scenario: parsed.scenario, table: parsed.game.table };
}

const square = { width: 1, depth: 1, unit: 'in' } as const;

/** A Battleaxe unit of one model on a 1" base at (x, y), facing `facing` (0: towards y = 0). */
function battleaxeModel(id: string, x: number, y: number, profile: Record<string, number>, extra: Record<string, unknown> = {}) {
  return { id, name: id, position: [x, y], files: 1, ranks: 1, base: square, profile, ...extra };
}

/**
 * Battleaxe: two single archers (BS 4, bow) and two single enemies 6–8" away, within half range.
 * A sees both enemies; B sees only Y (X is 54° off B's front, outside its arc, B-16). X wears
 * armour (6+); Y wears none.
 */
export function battleaxeOverkill(): unknown {
  return {
    game: 'battleaxe',
    battle: {
      table: { width: 48, depth: 48 },
      armies: [
        {
          id: 'empire',
          units: [
            battleaxeModel('a', 20, 30, { BS: 4, S: 3, T: 3, W: 1 }, { weapon: 'bow' }),
            battleaxeModel('b', 24, 30, { BS: 4, S: 3, T: 3, W: 1 }, { weapon: 'bow' }),
          ],
        },
        {
          id: 'orcs',
          units: [battleaxeModel('x', 16, 24, { BS: 3, S: 3, T: 3, W: 1, armour: 6 }, { facing: 180 }), battleaxeModel('y', 20, 24, { BS: 3, S: 3, T: 3, W: 1 }, { facing: 180 })],
        },
      ],
      shooting: 'empire',
    },
  };
}

/** The goal's measure of a battle where the phase stops, from the engine's enemies alone. */
function measure(table: GameTable<GameScenario>, root: GameScenario, scenario: GameScenario, goal: PlanGoal): Rational {
  const start = new Map((table.enemies(root) ?? []).map((e) => [e.id, e.models]));
  const now = table.enemies(scenario) ?? [];
  switch (goal.kind) {
    case 'expected':
      return rational(now.reduce((sum, e) => sum + (start.get(e.id) ?? 0) - e.models, 0));
    case 'chance':
      return now.some((e) => e.id === goal.target && e.models === 0) ? RATIONAL_ONE : RATIONAL_ZERO;
  }
}

const max = (values: readonly Rational[], floor: Rational): Rational => values.reduce((best, v) => (rationalCompare(v, best) > 0 ? v : best), floor);

/**
 * The best value over every order and every target choice, each chosen after the dice before
 * it: every shooter that may shoot, every legal candidate, weighed by `outcomes` one shot at a time.
 */
export function bruteForceBest(table: GameTable<GameScenario>, root: GameScenario, goal: PlanGoal, scenario: GameScenario = root): Rational {
  const here = measure(table, root, scenario, goal);
  if (goal.kind === 'chance' && rationalCompare(here, RATIONAL_ONE) === 0) return here;
  const values: Rational[] = [];
  for (const shooter of table.shooters(root) ?? []) {
    const targets = table.targets(scenario, shooter);
    if (!targets?.may) continue;
    for (const c of targets.candidates.filter((candidate) => candidate.legal)) {
      const weighed = table.outcomes(scenario, shooter, c.target, c.way, exactArithmetic);
      if (!weighed?.ok) continue;
      values.push(weighed.outcomes.reduce((sum, o) => rationalAdd(sum, rationalMul(o.chance, bruteForceBest(table, root, goal, o.after))), RATIONAL_ZERO));
    }
  }
  return values.length === 0 ? here : max(values, values[0] ?? here);
}

/** The value of one order of shooters, each taking the advised shot at its turn, weighed shot by shot. */
export function bruteForceOrder(table: GameTable<GameScenario>, root: GameScenario, goal: PlanGoal, order: readonly string[], scenario: GameScenario = root): Rational {
  const [shooter, ...rest] = order;
  if (shooter === undefined) return measure(table, root, scenario, goal);
  const advised = table.targets(scenario, shooter)?.advised ?? null;
  const done = goal.kind === 'chance' && rationalCompare(measure(table, root, scenario, goal), RATIONAL_ONE) === 0;
  const weighed = advised && !done ? table.outcomes(scenario, shooter, advised.target, advised.way, exactArithmetic) : null;
  if (!weighed?.ok) return bruteForceOrder(table, root, goal, rest, scenario);
  return weighed.outcomes.reduce((sum, o) => rationalAdd(sum, rationalMul(o.chance, bruteForceOrder(table, root, goal, rest, o.after))), RATIONAL_ZERO);
}

/** Every order of a list. */
export function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

export const exact = exactArithmetic;

/**
 * Mordheim: a knife thrower (BS 3, throwing knives, 6") and an archer (BS 4, long bow) on open
 * ground; an enemy warrior C about 3" in front of both, another, F, about 8–10" off to the side,
 * beyond the knives' reach. F is not the closest, and no easier to hit: while C stands, both
 * must shoot C (M-5); once C is down (knocked down, stunned or out), the archer may shoot F.
 */
export function mordheimCloserFirst(): unknown {
  const warrior = (id: string, x: number, y: number, weapons: readonly string[], BS = 3) => ({ id, position: [x, y], profile: { BS, S: 3, T: 3, W: 1, I: 3 }, ...(weapons.length > 0 ? { weapons } : {}) });
  return {
    game: 'mordheim',
    battle: {
      table: { width: 24, depth: 24 },
      warbands: [
        { id: 'us', models: [warrior('archer', 10, 4, ['long-bow'], 4), warrior('thrower', 12, 4, ['throwing-knives'])] },
        { id: 'them', models: [warrior('c', 11, 8, []), warrior('f', 20, 8, [])] },
      ],
    },
  };
}


/**
 * Mordheim, the closest-target case the exposure tests share: the shooter "me" (bow) at (12, 18)
 * with a friend at (6, 14.5); two enemy archers (BS 3, short bows): A at (13, 12), who has the
 * shooter nearest, and B at (6, 13), whose nearest enemy is the friend 1.5" in front of it, so B may
 * shoot the shooter only once it is down (ruling M-5). `order` is the enemies' order in their
 * warband; `meState` the shooter's state, if any.
 */
export function mordheimFriendInFront(order: 'a-first' | 'b-first', meState?: Record<string, unknown>): unknown {
  const human = { M: 4, WS: 3, BS: 4, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 };
  const archer = (id: string, x: number, y: number) => ({ id, name: id, position: [x, y], facing: 180, profile: { ...human, BS: 3 }, weapons: ['short-bow'] });
  const [a, b] = [archer('a', 13, 12), archer('b', 6, 13)];
  return {
    game: 'mordheim',
    battle: {
      table: { width: 24, depth: 24 },
      terrain: [],
      buildings: [],
      warbands: [
        {
          id: 'ours',
          name: 'Ours',
          models: [
            { id: 'me', name: 'Me', position: [12, 18], facing: 0, profile: human, weapons: ['bow'], ...(meState ? { state: meState } : {}) },
            { id: 'friend', name: 'Friend', position: [6, 14.5], facing: 0, profile: human },
          ],
        },
        { id: 'theirs', name: 'Theirs', models: order === 'a-first' ? [a, b] : [b, a] },
      ],
      shooting: 'theirs',
    },
  };
}
