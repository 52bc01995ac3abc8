// Benchmarks of The Ninth Age: a unit's shooting (odds and rolls) and the table work behind it
// (who may shoot, sight and the three-line cover test for every shooting model).
import { DiceCursor, diceFromSeed, rollRepeatQuietly } from '../src/dice/index.js';
import {
  ninthAgeAttack,
  ninthAgeOdds,
  ninthAgeRoll,
  ninthAgeTargetReport,
  shotProcesses,
  targetStart,
  volleyRepeat,
  type NinthAgeAttack,
  type NinthAgeBattle,
} from '../src/games/ninth-age/index.js';
import { prepareTable } from '../src/table/index.js';
import { parseScenarioOf } from '../src/scenario/index.js';
import type { BenchCase } from './case.js';

/** The seed's dwarf: Throwing Weapons (5+), two shots. */
const dwarf = ninthAgeAttack({ weapon: 'Throwing Weapons (5+)', shooter: { profile: { Str: 3 } }, target: { models: 20, profile: { Res: 3, Arm: 1 } } });

/** Ten crossbows that advanced (6+ to hit) at fifteen heavy infantry. */
const crossbows = ninthAgeAttack({ weapon: 'Crossbow (4+)', models: 10, shooter: { movement: 'advance' }, target: { models: 15, profile: { Res: 3, Arm: 2 } } });

/** Forty bows at forty models: a long series, every state kept exactly. */
const fortyBows = ninthAgeAttack({ weapon: 'Bow (4+)', models: 40, target: { models: 40, profile: { Res: 3, Arm: 1 } } });

/** Four bolt throwers (Multiple Wounds D3) at three ogres with Aegis 5+ and 3 HP each. */
const boltThrowers = ninthAgeAttack({
  weapon: { id: 'bolt-thrower', range: 48, shots: 1, strength: 6, armourPenetration: 3, attributes: [{ code: 'multiple-wounds', value: 'D3' }] },
  aim: 4,
  models: 4,
  target: { models: 3, profile: { Res: 4, Arm: 2, Aegis: 5, HP: 3 } },
});

/** A table: ten archers in two ranks of five, a forest, an intervening unit, three enemy units. */
function forestBattle(): NinthAgeBattle {
  const block = (id: string, position: [number, number], facing: number, files: number, ranks: number, Height: number, weapons?: string[]) => ({
    id,
    position,
    facing,
    files,
    ranks,
    base: { width: 1, depth: 1, unit: 'in' },
    profile: { Height, Res: 3, Arm: 1, Str: 3 },
    ...(weapons ? { weapons } : {}),
  });
  const result = parseScenarioOf('ninth-age', {
    game: 'ninth-age',
    battle: {
      table: { width: 72, depth: 48 },
      terrain: [
        { id: 'forest', kind: 'soft-cover', outline: [[26, 20.2], [28, 20.2], [28, 24], [26, 24]], height: 4 },
        { id: 'ruins', kind: 'hard-cover', outline: [[30, 8], [32, 8], [32, 11], [30, 11]], height: 3 },
        { id: 'hill', kind: 'opaque', outline: [[44, 28], [50, 28], [50, 34], [44, 34]], height: 2 },
      ],
      armies: [
        { id: 'a', units: [block('archers', [33, 20], 270, 5, 2, 2, ['Bow (4+)', 'Crossbow (4+)'])] },
        {
          id: 'b',
          units: [block('spearmen', [20, 20], 0, 5, 4, 2), block('goblins', [24.5, 17.5], 0, 2, 1, 1), block('trolls', [33, 5], 180, 3, 1, 3), block('wolves', [47, 40], 0, 5, 1, 2)],
        },
      ],
    },
  });
  if (!result.ok || result.scenario.kind !== 'battle') throw new Error('bench battle does not parse');
  return result.scenario.battle;
}

const battle = forestBattle();
const options = { variants: { edition: 'current' as const } };
const options2x = { variants: { edition: '2.x' as const } };

const SHOTS_PER_BATCH = 10_000;

/** Simulated shootings without a trace, volley after volley, as the rolls-agree test runs them. */
function quietBatch(attack: NinthAgeAttack): () => void {
  const processes = shotProcesses(attack);
  const start = targetStart(attack.target);
  const cursor = new DiceCursor(diceFromSeed(1));
  const per = attack.volleys.reduce((sum, v) => sum + v.shots, 0);
  const rounds = Math.max(1, Math.round(SHOTS_PER_BATCH / per));
  return () => {
    for (let i = 0; i < rounds; i += 1) {
      let unit = start;
      attack.volleys.forEach((_, v) => {
        unit = rollRepeatQuietly(volleyRepeat(attack, v, unit, processes[v]), cursor).at(-1)?.unit ?? unit;
      });
    }
  };
}

export const ninthAgeCases: readonly BenchCase[] = [
  { name: "ninth-age odds: the seed's dwarf, 2 shots, full report", unit: 'report', perRun: 1, run: () => void ninthAgeOdds(dwarf), targetMs: 1 },
  { name: 'ninth-age odds: 10 crossbows that moved, at 15 models', unit: 'report', perRun: 1, run: () => void ninthAgeOdds(crossbows), targetMs: 1 },
  { name: 'ninth-age odds: 4 bolt throwers, Multiple Wounds (D3), at 3 ogres with Aegis', unit: 'report', perRun: 1, run: () => void ninthAgeOdds(boltThrowers), targetMs: 1 },
  { name: 'ninth-age odds: 40 bows at 40 models (hits, wounds, unsaved, models)', unit: 'report', perRun: 1, run: () => void ninthAgeOdds(fortyBows), targetMs: 5 },
  { name: 'ninth-age roll: 10 crossbows, traced and grouped', unit: 'shooting', perRun: 1, run: () => void ninthAgeRoll(crossbows, 7), targetMs: null },
  { name: 'ninth-age roll: shots without a trace', unit: 'shot', perRun: SHOTS_PER_BATCH, run: quietBatch(crossbows), targetPerSecond: 1_000_000 },
  {
    name: 'ninth-age table: target report, 10 archers × 2 weapons × 4 units (sight, three lines, odds)',
    unit: 'report',
    perRun: 1,
    run: () => void ninthAgeTargetReport(battle, 'archers', options, prepareTable(battle.table)),
    targetMs: 10,
  },
  {
    name: 'ninth-age table: the same in 2.x (cover from 21 lines per model)',
    unit: 'report',
    perRun: 1,
    run: () => void ninthAgeTargetReport(battle, 'archers', options2x, prepareTable(battle.table)),
    targetMs: 15,
  },
];
