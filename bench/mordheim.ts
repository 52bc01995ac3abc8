// Benchmarks of the dice core and the Mordheim attack (issue: engine core).
import { DiceCursor, diceFromSeed, roll, rollQuietly } from '../src/dice/index.js';
import { mordheimAttack, mordheimOdds, shotProcess, shotStart, type MordheimAttack } from '../src/games/mordheim/index.js';
import type { BenchCase } from './case.js';

const crossbowAtDieter = mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 3, W: 1 }, kit: { armour: 'heavy', shield: true } } });

const tenShotsAtOgre = mordheimAttack({
  shooter: { profile: { BS: 4 } },
  weapon: 'crossbow',
  target: { profile: { T: 4, W: 3 }, kit: { armour: 'light' }, largeTarget: true },
  shots: 10,
});

const hundredShotsAtOneWound = mordheimAttack({
  shooter: { profile: { BS: 3 } },
  weapon: 'bow',
  target: { profile: { T: 3, W: 1 }, kit: { helmet: true } },
  circumstances: { cover: true },
  shots: 100,
});

const SHOTS_PER_BATCH = 10_000;
const DRAWS_PER_BATCH = 100_000;

function rollBatch(attack: MordheimAttack, traced: boolean): () => void {
  const process = shotProcess(attack);
  const start = shotStart({ condition: 'standing', woundsLeft: attack.target.woundsLeft }, false);
  let dice = diceFromSeed(1);
  return () => {
    if (traced) {
      for (let i = 0; i < SHOTS_PER_BATCH; i += 1) dice = roll(process, start, dice).dice;
    } else {
      const cursor = new DiceCursor(dice);
      for (let i = 0; i < SHOTS_PER_BATCH; i += 1) rollQuietly(process, start, cursor);
      dice = cursor.state();
    }
  };
}

export const mordheimCases: readonly BenchCase[] = [
  { name: 'odds: 1 shot, full report (crossbow at Dieter)', unit: 'report', perRun: 1, run: () => void mordheimOdds(crossbowAtDieter), targetMs: null },
  { name: 'odds: 10 shots at a 3-wound model (Ogre)', unit: 'report', perRun: 1, run: () => void mordheimOdds(tenShotsAtOgre), targetMs: 1 },
  { name: 'odds: 100 shots at a 1-wound model (series, hits and wounds counted)', unit: 'report', perRun: 1, run: () => void mordheimOdds(hundredShotsAtOneWound), targetMs: 2 },
  { name: 'roll: shots without a trace', unit: 'shot', perRun: SHOTS_PER_BATCH, run: rollBatch(crossbowAtDieter, false), targetPerSecond: 1_000_000 },
  { name: 'roll: shots with the full trace', unit: 'shot', perRun: SHOTS_PER_BATCH, run: rollBatch(crossbowAtDieter, true), targetMs: null },
  {
    name: 'dice: raw seeded d6 draws',
    unit: 'draw',
    perRun: DRAWS_PER_BATCH,
    run: (() => {
      const cursor = new DiceCursor(diceFromSeed(1));
      return () => {
        for (let i = 0; i < DRAWS_PER_BATCH; i += 1) cursor.draw(6);
      };
    })(),
    targetMs: null,
  },
];
