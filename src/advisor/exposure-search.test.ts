// The exposure search's fast paths against a plain one (issue 22): on small random Mordheim
// tables, the value `exposureValue` gives in exact fractions equals a search written here with
// nothing shared — each enemy's legal shots from `GameTable.targets`, their battles from
// `GameTable.outcomes`, no memo, no merged states, every battle followed to the end.
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rational, rationalAdd, rationalCompare, rationalMul, RATIONAL_ZERO, type Rational } from '../dice/index.js';
import type { AdviceGoal, Game, GameScenario } from '../engine/index.js';
import { exposureValue } from './exposure.js';
import { scenarioOf } from './test-phases.js';

/**
 * The goal's value for `shooter` of the enemies' next phase, plainly: the enemies of each side
 * in `orders` (the side's default order where none is given) each shoot it if they may, the way
 * worst for it, at the battle the shots before left.
 */
function plainExposure(game: Game, root: GameScenario, shooter: string, goal: AdviceGoal, orders?: readonly (readonly string[])[]): Rational {
  const { table, advice } = game;
  if (!table || !advice) throw new Error('no table');
  const harm = (scenario: GameScenario, g: AdviceGoal) => advice.harm(root, scenario, shooter, g);
  const go = (side: number, index: number, scenario: GameScenario): Rational => {
    if (harm(scenario, 'out-of-action') === 1 || (goal !== 'models' && harm(scenario, goal) === 1)) return rational(harm(scenario, goal));
    const order = orders?.[side] ?? table.shooters(scenario) ?? [];
    const enemy = order[index];
    if (enemy === undefined) {
      const next = advice.enemyPhases(scenario, shooter)?.[side + 1];
      return next ? go(side + 1, 0, next) : rational(harm(scenario, goal));
    }
    let worst: Rational | null = null;
    for (const candidate of table.targets(scenario, enemy)?.candidates ?? []) {
      if (!candidate.legal || candidate.target !== shooter) continue;
      const weighed = table.outcomes(scenario, enemy, shooter, candidate.way, exactArithmetic);
      if (!weighed?.ok) throw new Error(`a legal shot refused: ${enemy}`);
      const value = weighed.outcomes.reduce((sum, o) => rationalAdd(sum, rationalMul(o.chance, go(side, index + 1, o.after))), RATIONAL_ZERO);
      if (worst === null || rationalCompare(value, worst) > 0) worst = value;
    }
    return worst ?? go(side, index + 1, scenario);
  };
  const first = advice.enemyPhases(root, shooter)?.[0];
  return first ? go(0, 0, first) : RATIONAL_ZERO;
}

/** A small deterministic generator (a linear congruential one), so every run meets the same tables. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const HUMAN = { M: 4, WS: 3, BS: 4, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 };
const WEAPONS = [['short-bow'], ['bow'], ['crossbow'], ['bow', 'short-bow'], ['sling']] as const;

/**
 * A small Mordheim table: the shooter `me` (1 or 2 wounds, maybe knocked down already), up to
 * two friends in front of it, two to four enemy archers on spots of a 3" lattice (so no bases
 * meet), sometimes a wall across part of the table, sometimes a second enemy warband.
 */
function randomTable(seed: number): unknown {
  const next = generator(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const spots = (y: number) => [3, 6, 9, 12, 15, 18, 21].map((x) => [x, y] as const);
  const free = [...spots(4), ...spots(7), ...spots(10)];
  const take = () => free.splice(Math.floor(next() * free.length), 1)[0] ?? [1, 1];
  const enemies = Array.from({ length: 2 + Math.floor(next() * 3) }, (_, i) => {
    const [x, y] = take();
    return { id: `e${i}`, name: `e${i}`, position: [x, y], facing: 180, profile: { ...HUMAN, BS: 3 + Math.floor(next() * 2) }, weapons: [...pick(WEAPONS)] };
  });
  const friends = Array.from({ length: Math.floor(next() * 3) }, (_, i) => ({ id: `f${i}`, name: `f${i}`, position: [6 + 6 * i + Math.floor(next() * 3), 14], facing: 0, profile: HUMAN }));
  const meState = next() < 0.2 ? { state: { condition: 'knocked-down' } } : {};
  const me = { id: 'me', name: 'Me', position: [12, 18], facing: 0, profile: { ...HUMAN, W: next() < 0.4 ? 2 : 1 }, weapons: ['bow'], ...meState };
  const x = 3 + Math.floor(next() * 12);
  const wall = next() < 0.4 ? [{ id: 'wall', kind: 'hard-cover', outline: [[x, 12], [x + 6, 12], [x + 6, 12.5], [x, 12.5]], height: 1.5 }] : [];
  const second = next() < 0.25 ? enemies.splice(0, 1) : [];
  return {
    game: 'mordheim',
    battle: {
      table: { width: 24, depth: 24 },
      terrain: wall,
      buildings: [],
      warbands: [
        { id: 'ours', name: 'Ours', models: [me, ...friends] },
        { id: 'theirs', name: 'Theirs', models: enemies },
        ...(second.length > 0 ? [{ id: 'others', name: 'Others', models: second }] : []),
      ],
    },
  };
}

const GOALS: readonly AdviceGoal[] = ['out-of-action', 'any-effect', 'models'];

describe('the exposure search equals a plain one', () => {
  it('on 24 small random tables, for every goal, in exact fractions', () => {
    let threatened = 0;
    for (let seed = 1; seed <= 24; seed++) {
      const { game, scenario } = scenarioOf(randomTable(seed));
      for (const goal of GOALS) {
        const plain = plainExposure(game, scenario, 'me', goal);
        expect(exposureValue(game, scenario, 'me', goal, exactArithmetic), `seed ${seed}, ${goal}`).toEqual(plain);
        if (plain.num > 0n) threatened += 1;
      }
    }
    // The tables are not all out of reach: a good part put the shooter in danger.
    expect(threatened).toBeGreaterThan(20);
  });

  it('a stunned warrior is written as knocked down only where the goal cannot tell them apart', () => {
    const { game, scenario } = scenarioOf(randomTable(3));
    const advice = game.advice;
    if (!advice?.exposureState) throw new Error('Mordheim gives exposureState');
    const conditionOf = (s: GameScenario) => (s as unknown as { battle: { warriors: { id: string; state: { condition: string } }[] } }).battle.warriors.find((w) => w.id === 'me')?.state.condition;
    const down = (s: GameScenario, condition: string): GameScenario => {
      const b = (s as unknown as { battle: { warriors: { id: string; state: object }[] } }).battle;
      return { ...s, battle: { ...b, warriors: b.warriors.map((w) => (w.id === 'me' ? { ...w, state: { ...w.state, condition } } : w)) } } as unknown as GameScenario;
    };
    expect(conditionOf(advice.exposureState(down(scenario, 'stunned'), 'me', 'out-of-action'))).toBe('knocked-down');
    expect(conditionOf(advice.exposureState(down(scenario, 'stunned'), 'me', 'models'))).toBe('knocked-down');
    expect(conditionOf(advice.exposureState(down(scenario, 'stunned'), 'me', 'any-effect'))).toBe('stunned');
    expect(conditionOf(advice.exposureState(down(scenario, 'standing'), 'me', 'out-of-action'))).toBe('standing');
  });
});
