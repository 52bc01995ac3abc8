// The benchmark's 896-place Mordheim heat map (100 warriors, 30 pieces, a long bow moving 6",
// 0.25" grid) through the fast path (the game's shot rater, the kept obstruction set, the to-hit
// analyses made once) against the plain path at every place, and a sample of its places against
// what the table itself answers (`targets`, `shotOdds`) with the shooter moved there.
import { describe, expect, it } from 'vitest';
import { heatMap, type AdviceOptions } from '../src/advisor/index.js';
import { floatArithmetic } from '../src/dice/index.js';
import { BUILT_IN_REGISTRY, parseGameScenarioValue, type Game, type GameScenario } from '../src/engine/index.js';
import { benchBattleFile } from './web.js';

const OPTIONS: AdviceOptions = { goal: 'out-of-action', grid: 0.25, move: 6 };
const SHOOTER = 'w7';

/** The bench's battle, parsed anew (no odds nor analyses cached from another parse's objects). */
function battle(): { game: Game; scenario: GameScenario } {
  const parsed = parseGameScenarioValue(BUILT_IN_REGISTRY, benchBattleFile());
  if (!parsed.ok) throw new Error('the bench battle does not parse');
  return { game: parsed.game, scenario: parsed.scenario };
}

describe('the 100-warrior heat map', () => {
  it('equals, place by place, the map scored through the plain ratedShots (no shot rater)', () => {
    const { game, scenario } = battle();
    const fast = heatMap(game, scenario, SHOOTER, OPTIONS);
    const plainAdvice = game.advice && { ...game.advice, shotRater: undefined };
    const plainGame = battle().game;
    const plain = heatMap({ ...plainGame, advice: plainAdvice }, battle().scenario, SHOOTER, OPTIONS);
    if (!fast.ok || !plain.ok) throw new Error('no heat map');
    expect(fast.value.places).toHaveLength(896);
    // Most places have a shot: a map of zeros would pass any comparison.
    expect(fast.value.places.filter((p) => p.value > 0).length).toBeGreaterThan(800);
    expect(fast.value).toEqual(plain.value);
  });

  it('gives at every 29th place the best of the table’s own legal shots and odds there', () => {
    const { game, scenario } = battle();
    const { advice, table } = game;
    if (!advice || !table) throw new Error('no advice');
    const map = heatMap(game, scenario, SHOOTER, OPTIONS);
    if (!map.ok) throw new Error(map.problem);
    let checked = 0;
    map.value.places.forEach((heat, i) => {
      if (i % 29 !== 0) return;
      const moved = advice.moveTo(scenario, SHOOTER, heat.place);
      if (!moved) throw new Error('not moved');
      const targets = table.targets(moved, SHOOTER);
      const legal = (targets?.may ? targets.candidates : []).filter((c) => c.legal);
      const values = legal.map((c) => {
        const odds = advice.shotOdds(moved, SHOOTER, c.target, c.way, floatArithmetic);
        return odds ? advice.goalValue(moved, c.target, odds, OPTIONS.goal) : 0;
      });
      expect(heat.value).toBeCloseTo(Math.max(0, ...values), 12);
      if (heat.target !== null) expect(legal.some((c) => c.target === heat.target && c.way === heat.way)).toBe(true);
      checked += 1;
    });
    expect(checked).toBe(31);
  });
});
