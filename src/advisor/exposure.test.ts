// The exposure map followed over the shooter's states (issue 22): cases worked by hand in exact
// fractions where combining the enemies as independent shots is wrong, and one where both agree.
import { describe, expect, it } from 'vitest';
import { exactArithmetic, floatArithmetic, rational, rationalAdd, rationalMul, rationalToNumber, type Rational } from '../dice/index.js';
import type { AdviceGoal, Game, GameScenario } from '../engine/index.js';
import { combineThreats, exposureMap, exposureValue } from './exposure.js';
import { battleaxeOverkill, mordheimFriendInFront, scenarioOf } from './test-phases.js';

type File = { battle: { armies: { id: string; units: Record<string, unknown>[] }[] } };

/**
 * Battleaxe: the two single archers of `battleaxeOverkill` (BS 4, a bow each, one shot) and one
 * enemy, Y (T3, no armour), both see; X is taken away. Each archer's shot at Y wounds it unsaved
 * with 1/4 (plan.test.ts works the same shot by hand). Y carries `wounds` wounds.
 */
function archersAtY(wounds: number): { game: Game; scenario: GameScenario } {
  const file = battleaxeOverkill() as File;
  const [empire, orcs] = file.battle.armies;
  if (!empire || !orcs) throw new Error('no armies');
  const y = orcs.units.find((u) => u.id === 'y');
  if (!y) throw new Error('no y');
  const changed = { ...file, battle: { ...file.battle, armies: [empire, { ...orcs, units: [{ ...y, profile: { ...(y.profile as object), W: wounds } }] }] } };
  return scenarioOf(changed);
}

const exact = (game: Game, scenario: GameScenario, goal: AdviceGoal): Rational => exposureValue(game, scenario, 'y', goal, exactArithmetic);

describe('exposure over the shooter\'s states, worked by hand', () => {
  it('two archers at a model of 2 wounds: destroyed only if both wound it, which no shot alone can', () => {
    const { game, scenario } = archersAtY(2);
    // Each shot alone takes at most one of its 2 wounds: as independent shots, no chance at all.
    // Followed over its states: the first wounds it (1/4), then the second (1/4): 1/16.
    expect(exact(game, scenario, 'out-of-action')).toEqual(rational(1, 16));
    expect(exact(game, scenario, 'models')).toEqual(rational(1, 16));
    // Any effect: spared by both, 3/4 × 3/4; as independent shots the same 7/16.
    expect(exact(game, scenario, 'any-effect')).toEqual(rational(7, 16));
    const map = exposureMap(game, scenario, 'y', { goal: 'out-of-action' });
    if (!map.ok) throw new Error(map.problem);
    const here = map.value.places[0];
    // Neither archer alone can destroy it: no threat for the goal, yet a chance of 1/16.
    expect(here?.threats).toEqual([]);
    expect(combineThreats((here?.threats ?? []).map((t) => t.value), 'out-of-action')).toBe(0);
    expect(here?.value).toBeCloseTo(1 / 16, 12);
  });

  it('two archers at a model of 1 wound: a model destroyed loses no more', () => {
    const { game, scenario } = archersAtY(1);
    // Models lost: 1 when either wounds it, 1 − (3/4)² = 7/16; summed as independent, 1/4 + 1/4 = 1/2.
    expect(exact(game, scenario, 'models')).toEqual(rational(7, 16));
    const map = exposureMap(game, scenario, 'y', { goal: 'models' });
    if (!map.ok) throw new Error(map.problem);
    const here = map.value.places[0];
    expect(here?.threats.map((t) => t.value)).toEqual([expect.closeTo(1 / 4, 12), expect.closeTo(1 / 4, 12)]);
    expect(combineThreats((here?.threats ?? []).map((t) => t.value), 'models')).toBeCloseTo(1 / 2, 12);
    expect(here?.value).toBeCloseTo(7 / 16, 12);
    // Destroyed: the same 7/16 whichever way it is counted, and as independent shots too.
    expect(exact(game, scenario, 'out-of-action')).toEqual(rational(7, 16));
    expect(combineThreats([1 / 4, 1 / 4], 'out-of-action')).toBeCloseTo(7 / 16, 12);
  });

  it('the old independent case agrees: two Mordheim archers, any effect on a warrior of 1 wound', () => {
    // examples in advisor.test.ts: each archer 1/4 (4+ to hit, 4+ to wound, no armour), 1 − (3/4)² = 7/16.
    const human = { M: 4, WS: 3, BS: 4, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 };
    const archer = (id: string, x: number) => ({ id, name: id, position: [x, 12], facing: 180, profile: { ...human, BS: 3 }, weapons: ['short-bow'] });
    const { game, scenario } = scenarioOf({
      game: 'mordheim',
      battle: {
        table: { width: 24, depth: 24 },
        terrain: [],
        buildings: [],
        warbands: [
          { id: 'ours', name: 'Ours', models: [{ id: 'me', name: 'Me', position: [12, 18], facing: 0, profile: human, weapons: ['bow'] }] },
          { id: 'theirs', name: 'Theirs', models: [archer('left', 12), archer('right', 13.5)] },
        ],
      },
    });
    expect(exposureValue(game, scenario, 'me', 'any-effect', exactArithmetic)).toEqual(rational(7, 16));
  });

  it('a Mordheim warrior knocked down by one archer may be shot by another the closest-target rule kept off it', () => {
    // A (first in its warband's order) has the shooter nearest; B has a friend of the shooter
    // 1.5" in front of it, and may shoot the shooter only once it is down (ruling M-5). So the
    // chance it is taken out of action is A's, plus A's chance to leave it knocked down or
    // stunned times B's chance to take out a warrior lying there.
    const file = (meState?: Record<string, unknown>) => mordheimFriendInFront('a-first', meState);
    const { game, scenario } = scenarioOf(file());
    const table = game.table;
    const advice = game.advice;
    if (!table || !advice) throw new Error('no table');
    // As it stands, only A may shoot it: B must shoot the friend.
    expect(table.targets(scenario, 'a')?.candidates.filter((c) => c.legal).map((c) => c.target)).toEqual(['me']);
    expect(table.targets(scenario, 'b')?.candidates.find((c) => c.target === 'me')?.legal).toBe(false);
    const chanceOf = (odds: ReturnType<typeof advice.shotOdds<Rational>>, result: string) => odds?.results.find((r) => r.result === result)?.chance ?? rational(0);
    const fromA = advice.shotOdds(scenario, 'a', 'me', 'short-bow', exactArithmetic);
    const down = scenarioOf(file({ condition: 'knocked-down' }));
    const fromB = advice.shotOdds(down.scenario, 'b', 'me', 'short-bow', exactArithmetic);
    if (!fromA || !fromB) throw new Error('no shot');
    // Each shot's own chances are the engine's (4+, 4+, injury with criticals); what is checked is how they combine.
    const expected = rationalAdd(chanceOf(fromA, 'out-of-action'), rationalMul(rationalAdd(chanceOf(fromA, 'knocked-down'), chanceOf(fromA, 'stunned')), chanceOf(fromB, 'out-of-action')));
    const value = exposureValue(game, scenario, 'me', 'out-of-action', exactArithmetic);
    expect(value).toEqual(expected);
    // As independent shots only A counted: less than this.
    const map = exposureMap(game, scenario, 'me', { goal: 'out-of-action' });
    if (!map.ok) throw new Error(map.problem);
    expect(map.value.places[0]?.threats.map((t) => t.shooter)).toEqual(['a']);
    expect(map.value.places[0]?.value).toBeCloseTo(rationalToNumber(expected), 12);
    expect(rationalToNumber(expected)).toBeGreaterThan(rationalToNumber(chanceOf(fromA, 'out-of-action')));
    expect(exposureValue(game, scenario, 'me', 'out-of-action', floatArithmetic)).toBeCloseTo(rationalToNumber(expected), 12);
  });
});
