// Benchmarks of the Battleaxe unit shooting (issue 5: Battleaxe shooting).
import { CompiledProcess, DiceCursor, diceFromSeed, rollRepeatQuietly } from '../src/dice/index.js';
import { battleaxeAttack, battleaxeOdds, battleaxeRoll, battleaxeSeries } from '../src/games/battleaxe/index.js';
import type { BenchCase } from './case.js';

/** The target: 40 shooters at 20 models of 3 Wounds, with armour, a ward and D3 wounds. */
const fortyAtTwentyMultiWound = battleaxeAttack({
  shooter: { profile: { BS: 3 } },
  weapon: { id: 'bolt-thrower-volley', range: 24, strength: 5, armourPiercing: 1, multipleWounds: 'D3' },
  models: 40,
  target: { profile: { T: 4, W: 3, armour: 4, ward: 6 }, models: 20 },
});

/** Two batches (some shooters behind a wall) at 20 models of 2 Wounds. */
const twoBatches = battleaxeAttack({
  shooter: { profile: { BS: 4 } },
  weapon: { id: 'handgun-like', range: 24, strength: 4, armourPiercing: 1, multipleWounds: 2 },
  batches: [{ models: 20 }, { models: 20, circumstances: { hardCover: true } }],
  target: { profile: { T: 4, W: 2, armour: 5 }, models: 20 },
});

/** A Fireball: D6 Strength 4 hits. */
const fireball = battleaxeAttack({ hits: { source: 'spell', name: 'Fireball', count: 'D6', strength: 4 }, target: { profile: { T: 3, armour: 6 }, models: 20 } });

const VOLLEYS_PER_BATCH = 1000;

export const battleaxeCases: readonly BenchCase[] = [
  { name: 'odds: 40 shooters at a unit of 20 multi-wound models', unit: 'report', perRun: 1, run: () => void battleaxeOdds(fortyAtTwentyMultiWound), targetMs: 5 },
  { name: 'odds: 40 shooters in two batches at 20 two-wound models', unit: 'report', perRun: 1, run: () => void battleaxeOdds(twoBatches), targetMs: null },
  { name: 'odds: a Fireball (D6 S4 hits) at 20 models', unit: 'report', perRun: 1, run: () => void battleaxeOdds(fireball), targetMs: null },
  { name: 'roll: a 40-model volley with every die explained and grouped', unit: 'volley', perRun: 1, run: () => void battleaxeRoll(fortyAtTwentyMultiWound, 7), targetMs: null },
  {
    name: 'roll: 40-model volleys without a trace',
    unit: 'volley',
    perRun: VOLLEYS_PER_BATCH,
    run: (() => {
      const series = battleaxeSeries(fortyAtTwentyMultiWound);
      const compiled = new CompiledProcess(series.process);
      const cursor = new DiceCursor(diceFromSeed(1));
      return () => {
        for (let i = 0; i < VOLLEYS_PER_BATCH; i += 1) rollRepeatQuietly(series, cursor, compiled);
      };
    })(),
    targetMs: null,
  },
];
