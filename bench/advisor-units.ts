/**
 * Benchmarks of the advisor's heat map on the unit games (issue 22): a unit of archers on a
 * bundled Battleaxe table and on a Ninth Age table built from a bundled one, each at a coarse
 * grid and at about 800 places (the size). Kept apart from advisor.ts (Mordheim's maps
 * and the exposure maps) so that each group of cases can change on its own.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { heatMap, type AdviceOptions } from '../src/advisor/index.js';
import { BUILT_IN_REGISTRY, parseGameScenarioValue, type Game, type GameScenario } from '../src/engine/index.js';
import type { BenchCase } from './case.js';

interface Loaded {
  readonly game: Game;
  readonly scenario: GameScenario;
}

type UnitFile = { id: string; profile?: Record<string, unknown>; weapons?: unknown[]; rules?: string[] } & Record<string, unknown>;
type BattleFile = { battle: { armies: { id: string; units: UnitFile[] }[] } & Record<string, unknown> } & Record<string, unknown>;

function example(path: string): BattleFile {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`../../examples/${path}`, import.meta.url)), 'utf8')) as BattleFile;
}

function loaded(value: unknown): Loaded {
  const parsed = parseGameScenarioValue(BUILT_IN_REGISTRY, value);
  if (!parsed.ok || parsed.scenario.kind !== 'battle') throw new Error('a unit advisor benchmark battle does not parse');
  return { game: parsed.game, scenario: parsed.scenario };
}

/** One unit of the file changed (its profile's and its own fields merged over the file's). */
function withUnit(file: BattleFile, id: string, change: (unit: UnitFile) => UnitFile): BattleFile {
  return { ...file, battle: { ...file.battle, armies: file.battle.armies.map((army) => ({ ...army, units: army.units.map((u) => (u.id === id ? change(u) : u)) })) } };
}

/** Battleaxe: the bundled hedge and wall, its archers (ten bows in one rank) given M 4 in their profile. */
function battleaxeArchers(): Loaded {
  return loaded(withUnit(example('battleaxe/hedge-and-wall.json'), 'archers', (u) => ({ ...u, profile: { ...u.profile, M: 4 } })));
}

/**
 * The Ninth Age: the bundled forest flank, its crossbowmen turned into Light Troops archers
 * (Bow, Aim 4+) with an Advance Rate of 4: Light Troops March and Shoot, so they may March 8".
 */
function ninthAgeArchers(): Loaded {
  return loaded(withUnit(example('ninth-age/forest-flank.json'), 'crossbowmen', (u) => ({ ...u, profile: { ...u.profile, Adv: 4 }, weapons: ['Bow (4+)'], rules: ['light-troops'] })));
}

function placesOf(battle: Loaded, unit: string, options: AdviceOptions): number {
  const map = heatMap(battle.game, battle.scenario, unit, options);
  if (!map.ok) throw new Error(`no heat map: ${map.problem}`);
  return map.value.places.length;
}

/** Issue 22's 200 ms is for a map of about 800 places; a smaller map carries no target (as in advisor.ts). */
const TARGET_FROM_PLACES = 700;

function heatCase(name: string, battle: Loaded, unit: string, options: AdviceOptions, grownFrom?: string): BenchCase {
  const places = placesOf(battle, unit, options);
  return {
    name: `${name} (${places} places)`,
    unit: 'map',
    perRun: 1,
    size: places,
    targetMs: places >= TARGET_FROM_PLACES ? 200 : null,
    ...(grownFrom === undefined ? {} : { grownFrom }),
    run: () => {
      heatMap(battle.game, battle.scenario, unit, options);
    },
  };
}

/**
 * The unit games' heat maps, built when the group runs: Battleaxe's archers moving 4" at a
 * 0.5" grid and at 0.25" (about 800 places), The Ninth Age's archers marching 8" at 1" and at
 * 0.5" (about 800 places); each finer map is grown from the coarser one (the exponent in the
 * places). The goal is models removed on average, the page's default for unit battles.
 */
export function unitAdvisorCases(): BenchCase[] {
  const battleaxe = battleaxeArchers();
  const ninthAge = ninthAgeArchers();
  const at = (grid: number): AdviceOptions => ({ goal: 'models', grid });
  const battleaxeCoarse = heatCase('advisor: heat map, Battleaxe, hedge and wall, archers M 4, 0.5" grid', battleaxe, 'archers', at(0.5));
  const ninthAgeCoarse = heatCase('advisor: heat map, The Ninth Age, forest flank, Light Troops archers Adv 4 (March 8"), 1" grid', ninthAge, 'crossbowmen', at(1));
  return [
    battleaxeCoarse,
    heatCase('advisor: heat map, Battleaxe, hedge and wall, archers M 4, 0.25" grid', battleaxe, 'archers', at(0.25), battleaxeCoarse.name),
    ninthAgeCoarse,
    heatCase('advisor: heat map, The Ninth Age, forest flank, Light Troops archers Adv 4 (March 8"), 0.5" grid', ninthAge, 'crossbowmen', at(0.5), ninthAgeCoarse.name),
  ];
}
