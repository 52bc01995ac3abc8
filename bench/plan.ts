// Benchmarks of the phase plan (src/advisor): the issue's 6 shooters against 6 targets, exact
// over every battle the phase can reach, beside 4 against 4 and 5 against 5 for the growth.
import { phasePlan } from '../src/advisor/index.js';
import { BUILT_IN_REGISTRY, parseGameScenarioValue, type Game, type GameScenario } from '../src/engine/index.js';
import type { BenchCase } from './case.js';

/** A Battleaxe unit of one model on a 1" base. */
const single = (id: string, x: number, y: number, profile: Record<string, number>, extra: Record<string, unknown>) => ({
  id,
  position: [x, y],
  files: 1,
  ranks: 1,
  base: { width: 1, depth: 1, unit: 'in' },
  profile,
  ...extra,
});

/**
 * N single archers in a line (BS 3, 4 and 5 in turn, bows) against N single enemies 8" ahead
 * (T3 and T4 in turn, every third in armour 5+): every enemy in every archer's arc and half range.
 */
function archersAgainst(n: number): { game: Game; scenario: GameScenario } {
  const ids = Array.from({ length: n }, (_, i) => i);
  const value = {
    game: 'battleaxe',
    battle: {
      table: { width: 48, depth: 48 },
      armies: [
        { id: 'empire', units: ids.map((i) => single(`archer-${i + 1}`, 14 + 4 * i, 32, { BS: 3 + (i % 3), S: 3, T: 3, W: 1 }, { weapon: 'bow' })) },
        { id: 'orcs', units: ids.map((i) => single(`enemy-${i + 1}`, 14 + 4 * i, 24, { BS: 3, S: 3, T: 3 + (i % 2), W: 1, ...(i % 3 === 0 ? { armour: 5 } : {}) }, { facing: 180 })) },
      ],
      shooting: 'empire',
    },
  };
  const parsed = parseGameScenarioValue(BUILT_IN_REGISTRY, value);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return { game: parsed.game, scenario: parsed.scenario };
}

const four = archersAgainst(4);
const five = archersAgainst(5);
const six = archersAgainst(6);

const plan = ({ game, scenario }: { game: Game; scenario: GameScenario }, target?: string) => {
  const result = phasePlan(game, scenario, { goal: target === undefined ? { kind: 'expected' } : { kind: 'chance', target } });
  if (!result.ok) throw new Error(result.refusal.code);
};

export const planCases: readonly BenchCase[] = [
  { name: 'plan: 4 archers against 4 single enemies, most models out', unit: 'plan', perRun: 1, run: () => plan(four), targetMs: null, size: 4 },
  { name: 'plan: 5 archers against 5 single enemies, most models out', unit: 'plan', perRun: 1, run: () => plan(five), targetMs: null, size: 5, reference: 'plan: 4 archers against 4 single enemies, most models out' },
  { name: 'plan: 6 archers against 6 single enemies, most models out', unit: 'plan', perRun: 1, run: () => plan(six), targetMs: 1000, size: 6, reference: 'plan: 5 archers against 5 single enemies, most models out' },
  { name: 'plan: 6 archers against 6 single enemies, the best chance at one', unit: 'plan', perRun: 1, run: () => plan(six, 'enemy-1'), targetMs: 1000 },
];
