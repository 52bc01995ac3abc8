/**
 * Benchmarks of the advisor (issue 22): a shooter's heat map — every place it could stand this
 * turn scored exactly — on the bundled street and on the page's table of 100 warriors and 30
 * terrain pieces, and the exposure map. Each run starts cold: the table's buildings are a new
 * array, so no table-shot odds are carried over from the run before. Target: 200 ms a map.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { heatMap, type AdviceOptions } from '../src/advisor/index.js';
import { BUILT_IN_REGISTRY, parseGameScenarioValue, type Game, type GameScenario } from '../src/engine/index.js';
import type { BenchCase } from './case.js';
import { benchBattleFile } from './web.js';

interface Loaded {
  readonly game: Game;
  readonly scenario: GameScenario & { readonly battle: { readonly table: { readonly buildings: readonly unknown[] } } };
}

function loaded(value: unknown): Loaded {
  const parsed = parseGameScenarioValue(BUILT_IN_REGISTRY, value);
  if (!parsed.ok || parsed.scenario.kind !== 'battle') throw new Error('the advisor benchmark battle does not parse');
  return { game: parsed.game, scenario: parsed.scenario as Loaded['scenario'] };
}

/** The same battle with a table no cache has seen. */
function cold({ scenario }: Loaded): GameScenario {
  const { battle } = scenario;
  return { ...scenario, battle: { ...battle, table: { ...battle.table, buildings: [...battle.table.buildings] } } } as GameScenario;
}

const street = (): Loaded => loaded(JSON.parse(readFileSync(fileURLToPath(new URL('../../examples/mordheim/battle-street.json', import.meta.url)), 'utf8')));

/** The page's benchmark battle, with `perSide` warriors a side (of its 50). */
function table(perSide: number): Loaded {
  const file = benchBattleFile();
  return loaded({ ...file, battle: { ...file.battle, warbands: file.battle.warbands.map((band) => ({ ...band, models: band.models.slice(0, perSide) })) } });
}

// w7 carries a long bow (the page's battle gives warriors 2, 7, 12… a long bow); its profile has no Movement, so the case gives one.
const SHOOTER = 'w7';

function placesOf(battle: Loaded, shooter: string, options: AdviceOptions): number {
  const map = heatMap(battle.game, battle.scenario, shooter, options);
  if (!map.ok) throw new Error(`no heat map: ${map.problem}`);
  return map.value.places.length;
}

/**
 * Issue 22's target (a map under 200 ms) is for a map of about 800 places: only a case of at
 * least this many carries it, so a map of 13 places is never called fast enough.
 */
const TARGET_FROM_PLACES = 100;

function heatCase(name: string, battle: Loaded, shooter: string, options: AdviceOptions, size: number, extra: Partial<Pick<BenchCase, 'reference' | 'grownFrom'>> = {}): BenchCase {
  const places = placesOf(battle, shooter, options);
  return {
    name: `${name} (${places} places)`,
    unit: 'map',
    perRun: 1,
    size,
    targetMs: places >= TARGET_FROM_PLACES ? 200 : null,
    ...extra,
    run: () => {
      heatMap(battle.game, cold(battle), shooter, options);
    },
  };
}

/**
 * The advisor's cases, built when the group runs (they parse their battles). Kept small: the
 * runner repeats a case at least 64 times, and a heat map on the big table costs tens of
 * milliseconds a place (docs/advisor.md gives the one-off times of the full-size maps).
 */
export function advisorCases(): BenchCase[] {
  const streetBattle = street();
  const full = table(50);
  const half = table(25);
  const fine = { goal: 'out-of-action', grid: 0.5, move: 1 } as const;
  const coarse = { goal: 'out-of-action', grid: 1, move: 1 } as const;
  const coarsePlaces = placesOf(full, SHOOTER, coarse);
  const finePlaces = placesOf(full, SHOOTER, fine);
  const coarseName = `advisor: heat map, 100 warriors, 30 pieces, 1" grid (${coarsePlaces} places)`;
  const halfName = `advisor: heat map, 50 warriors, 30 pieces, 0.5" grid (${placesOf(half, SHOOTER, fine)} places)`;
  return [
    heatCase('advisor: heat map, the street, marksman, 0.5" grid', streetBattle, 'marksman', { goal: 'out-of-action' }, placesOf(streetBattle, 'marksman', { goal: 'out-of-action' })),
    { ...heatCase('advisor: heat map, 100 warriors, 30 pieces, 1" grid', full, SHOOTER, coarse, coarsePlaces), name: coarseName },
    heatCase('advisor: heat map, 100 warriors, 30 pieces, 0.5" grid', full, SHOOTER, fine, finePlaces, { grownFrom: coarseName }),
    { ...heatCase('advisor: heat map, 50 warriors, 30 pieces, 0.5" grid', half, SHOOTER, fine, 50), name: halfName },
    heatCase('advisor: heat map, 100 warriors, 30 pieces, 0.5" grid, against 50', full, SHOOTER, fine, 100, { grownFrom: halfName }),
  ];
}
