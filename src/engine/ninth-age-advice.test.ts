// The Ninth Age's `harm` (what became of a unit between two battles, for the advisor's goals),
// worked by hand on a unit of two-Health-Point Spearmen led by a joined Captain.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_REGISTRY, parseGameScenarioValue, type GameScenario } from './index.js';

type Unit = Record<string, unknown> & { readonly id: string };
type File = { readonly battle: { readonly armies: readonly { readonly id: string; readonly units: readonly Unit[] }[] } };

const example = JSON.parse(readFileSync(new URL('../../examples/ninth-age/captain-in-unit-table.json', import.meta.url), 'utf8')) as File;

/**
 * The example's table with its Spearmen given 2 Health Points a model, `files` of them left, the
 * model taking the next wounds having lost `hpLost`, and the Captain (3 Health Points) as given.
 */
function battle(files: number, hpLost: number, captain: Record<string, unknown>): GameScenario {
  const armies = example.battle.armies.map((army) => ({
    ...army,
    units: army.units.map((unit) =>
      unit.id === 'spearmen'
        ? { ...unit, files, profile: { Height: 2, HP: 2, Res: 3 }, state: { hpLost }, characters: [{ name: 'Captain', profile: { Height: 2, HP: 3, Res: 3 }, ...captain }] }
        : unit,
    ),
  }));
  const parsed = parseGameScenarioValue(BUILT_IN_REGISTRY, { ...example, battle: { ...example.battle, armies } });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}

const advice = BUILT_IN_REGISTRY.games.find((g) => g.id === 'ninth-age')?.advice;

describe('The Ninth Age: harm counts a joined character\'s Health Points with the unit\'s', () => {
  const before = battle(3, 0, {});
  const harm = (after: GameScenario) => {
    if (!advice) throw new Error('no advice');
    return { out: advice.harm(before, after, 'spearmen', 'out-of-action'), any: advice.harm(before, after, 'spearmen', 'any-effect'), models: advice.harm(before, after, 'spearmen', 'models') };
  };

  it('nothing lost: no harm for any goal', () => {
    expect(harm(battle(3, 0, {}))).toEqual({ out: 0, any: 0, models: 0 });
  });

  it('a Spearman removed (2), the next wounded once (1), the Captain wounded twice (2): 5 Health Points, the unit not destroyed', () => {
    expect(harm(battle(2, 1, { hpLost: 2 }))).toEqual({ out: 0, any: 1, models: 5 });
  });

  it('only the Captain removed: all his 3 Health Points, the Spearmen unhurt', () => {
    expect(harm(battle(3, 0, { removed: true }))).toEqual({ out: 0, any: 1, models: 3 });
  });

  it('counted from a battle already harmed: only what was lost since', () => {
    if (!advice) throw new Error('no advice');
    // From one Spearman wounded and the Captain wounded once, to a Spearman removed and the Captain removed: 1 + 2 more.
    expect(advice.harm(battle(3, 1, { hpLost: 1 }), battle(2, 0, { removed: true }), 'spearmen', 'models')).toBe(3);
  });
});
