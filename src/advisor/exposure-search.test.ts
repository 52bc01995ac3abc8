// The exposure search's fast paths against a plain one (issue 22): on small random Mordheim
// tables, the value `exposureValue` gives in exact fractions equals a search written here with
// nothing shared — each enemy's legal shots from `GameTable.targets`, their battles from
// `GameTable.outcomes`, no memo, no merged states, every battle followed to the end.
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rational, rationalAdd, rationalCompare, rationalMul, RATIONAL_ZERO, type Rational } from '../dice/index.js';
import type { AdviceGoal, Game, GameOdds, GameScenario } from '../engine/index.js';
import { EXPOSURE_ORDER_LIMIT, exposureMap, exposureValue, worstExposure } from './exposure.js';
import { mordheimFriendInFront, scenarioOf } from './test-phases.js';

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

/** Every order of `items`. */
function orders(items: readonly string[]): string[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

const archer = (id: string, x: number, y: number) => ({ id, name: id, position: [x, y], facing: 180, profile: { ...HUMAN, BS: 3 }, weapons: ['short-bow'] });

/** The table of exposure.test.ts's closest-target case with the enemies' order turned round: B first. */
const bFirst = (meState?: Record<string, unknown>): unknown => mordheimFriendInFront('b-first', meState);

describe('the enemies\' worst order', () => {
  it('an enemy that may shoot the shooter only once it is down shoots after the one that can knock it down', () => {
    const { game, scenario } = scenarioOf(bFirst());
    const advice = game.advice;
    if (!advice) throw new Error('no advice');
    const chanceOf = (odds: GameOdds<Rational> | null, result: string) => odds?.results.find((r) => r.result === result)?.chance ?? RATIONAL_ZERO;
    const fromA = advice.shotOdds(scenario, 'a', 'me', 'short-bow', exactArithmetic);
    const fromB = advice.shotOdds(scenarioOf(bFirst({ condition: 'knocked-down' })).scenario, 'b', 'me', 'short-bow', exactArithmetic);
    const outByA = chanceOf(fromA, 'out-of-action');
    // The file's order: B first has no legal shot (the friend is nearer), then A: A's chance alone.
    expect(exposureValue(game, scenario, 'me', 'out-of-action', exactArithmetic)).toEqual(outByA);
    // The worst order: A first; once A leaves it knocked down or stunned, B may shoot it.
    const worst = rationalAdd(outByA, rationalMul(rationalAdd(chanceOf(fromA, 'knocked-down'), chanceOf(fromA, 'stunned')), chanceOf(fromB, 'out-of-action')));
    expect(worstExposure(game, scenario, 'me', 'out-of-action', exactArithmetic)).toEqual({ value: worst, order: 'worst', reach: 2 });
    expect(rationalCompare(worst, outByA)).toBe(1);
    // Brute force: each order through the plain search; the worst of them is the search's.
    const values = orders(['a', 'b']).map((order) => plainExposure(game, scenario, 'me', 'out-of-action', [order]));
    expect(values).toEqual(expect.arrayContaining([outByA, worst]));
    const map = exposureMap(game, scenario, 'me', { goal: 'out-of-action' });
    if (!map.ok) throw new Error(map.problem);
    expect(map.value.places[0]?.order).toBe('worst');
    expect(map.value.places[0]?.value).toBeCloseTo(Number(worst.num) / Number(worst.den), 12);
    expect(map.value.notApplied).not.toContain('enemy-order-not-searched');
  });

  it('on 24 small random tables and the one above, every goal: the worst of every order by brute force is the search\'s', () => {
    let changed = 0;
    const files = [bFirst(), ...Array.from({ length: 24 }, (_, i) => randomTable(i + 1))];
    for (const [seed, file] of files.entries()) {
      const { game, scenario, table } = scenarioOf(file);
      const phases = game.advice?.enemyPhases(scenario, 'me') ?? [];
      const sides = phases.map((phase) => orders(table.shooters(phase) ?? []));
      // Every order of each side, alongside every order of the others.
      const combos = sides.reduce<string[][][]>((done, list) => done.flatMap((taken) => list.map((one) => [...taken, one])), [[]]);
      for (const goal of GOALS) {
        let worst = RATIONAL_ZERO;
        for (const combo of combos) {
          const value = plainExposure(game, scenario, 'me', goal, combo);
          if (rationalCompare(value, worst) > 0) worst = value;
        }
        const found = worstExposure(game, scenario, 'me', goal, exactArithmetic);
        expect(found.order, `seed ${seed}, ${goal}`).toBe('worst');
        expect(found.value, `seed ${seed}, ${goal}`).toEqual(worst);
        if (rationalCompare(worst, exposureValue(game, scenario, 'me', goal, exactArithmetic)) > 0) changed += 1;
      }
    }
    // At least the table above is one where the file's order is not the worst.
    expect(changed).toBeGreaterThan(0);
  });

  it('more enemies in reach than the limit: the default order, and the map says so', () => {
    const many = Array.from({ length: EXPOSURE_ORDER_LIMIT + 1 }, (_, i) => archer(`e${i}`, 3 + 3 * i, 8));
    const { game, scenario } = scenarioOf({
      game: 'mordheim',
      battle: { table: { width: 24, depth: 24 }, terrain: [], buildings: [], warbands: [{ id: 'ours', name: 'Ours', models: [{ id: 'me', name: 'Me', position: [12, 14], facing: 0, profile: HUMAN, weapons: ['bow'] }] }, { id: 'theirs', name: 'Theirs', models: many }] },
    });
    const found = worstExposure(game, scenario, 'me', 'out-of-action', exactArithmetic);
    expect(found.order).toBe('default');
    expect(found.reach).toBe(EXPOSURE_ORDER_LIMIT + 1);
    expect(found.value).toEqual(exposureValue(game, scenario, 'me', 'out-of-action', exactArithmetic));
    const map = exposureMap(game, scenario, 'me', { goal: 'out-of-action' });
    if (!map.ok) throw new Error(map.problem);
    expect(map.value.places[0]?.order).toBe('default');
    expect(map.value.notApplied).toContain('enemy-order-not-searched');
  });
});
