// Benchmarks of the dice core and the Mordheim attack (issue: engine core).
import { CompiledProcess, DiceCursor, diceFromSeed, roll, rollQuietly } from '../src/dice/index.js';
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

type Roller = 'traced' | 'quiet' | 'compiled' | 'compiled-traced';

function rollBatch(attack: MordheimAttack, roller: Roller): () => void {
  const process = shotProcess(attack);
  const compiled = new CompiledProcess(process);
  const start = shotStart({ condition: 'standing', woundsLeft: attack.target.woundsLeft, luckyCharmUsed: false }, false);
  let dice = diceFromSeed(1);
  return () => {
    switch (roller) {
      case 'traced':
        for (let i = 0; i < SHOTS_PER_BATCH; i += 1) dice = roll(process, start, dice).dice;
        return;
      case 'quiet': {
        const cursor = new DiceCursor(dice);
        for (let i = 0; i < SHOTS_PER_BATCH; i += 1) rollQuietly(process, start, cursor);
        dice = cursor.state();
        return;
      }
      case 'compiled': {
        const cursor = new DiceCursor(dice);
        for (let i = 0; i < SHOTS_PER_BATCH; i += 1) compiled.roll(start, cursor);
        dice = cursor.state();
        return;
      }
      case 'compiled-traced': {
        const cursor = new DiceCursor(dice);
        for (let i = 0; i < SHOTS_PER_BATCH; i += 1) compiled.rollTraced(start, cursor);
        dice = cursor.state();
        return;
      }
    }
  };
}

/** The dice a batch of shots draws on average, counted once over many batches: a shot's dice vary (no save roll after a miss). */
function dicePerBatch(attack: MordheimAttack): number {
  const compiled = new CompiledProcess(shotProcess(attack));
  const start = shotStart({ condition: 'standing', woundsLeft: attack.target.woundsLeft, luckyCharmUsed: false }, false);
  const cursor = new DiceCursor(diceFromSeed(1));
  const batches = 20;
  for (let i = 0; i < SHOTS_PER_BATCH * batches; i += 1) compiled.roll(start, cursor);
  return cursor.state().drawn / batches;
}

const RAW_DRAWS = 'dice: raw seeded d6 draws';
const QUIET_SHOTS = 'roll: shots without a trace';
const COMPILED_SHOTS = 'roll: shots without a trace, compiled once (CompiledProcess)';

export const mordheimCases: readonly BenchCase[] = [
  { name: 'odds: 1 shot, full report (crossbow at Dieter)', unit: 'report', perRun: 1, run: () => void mordheimOdds(crossbowAtDieter), targetMs: null },
  { name: 'odds: 10 shots at a 3-wound model (Ogre)', unit: 'report', perRun: 1, run: () => void mordheimOdds(tenShotsAtOgre), targetMs: 1 },
  { name: 'odds: 100 shots at a 1-wound model (series, hits and wounds counted)', unit: 'report', perRun: 1, run: () => void mordheimOdds(hundredShotsAtOneWound), targetMs: 2 },
  { name: QUIET_SHOTS, unit: 'shot', perRun: SHOTS_PER_BATCH, run: rollBatch(crossbowAtDieter, 'quiet'), targetPerSecond: 1_000_000 },
  { name: COMPILED_SHOTS, unit: 'shot', perRun: SHOTS_PER_BATCH, run: rollBatch(crossbowAtDieter, 'compiled'), targetMs: null },
  // The same runs, counted in dice: the rate at which rolling consumes dice, against the raw draws.
  { name: 'roll: dice consumed without a trace, compiled', unit: 'die', perRun: dicePerBatch(crossbowAtDieter), run: rollBatch(crossbowAtDieter, 'compiled'), targetShareOfReference: 0.25, reference: RAW_DRAWS },
  // Traced rolls within 2× of untraced, each against the untraced roll of the same work: the
  // plain interpreters (`roll`, a dice state in and out for every shot, against `rollQuietly`)…
  { name: 'roll: shots with the full trace', unit: 'shot', perRun: SHOTS_PER_BATCH, run: rollBatch(crossbowAtDieter, 'traced'), targetShareOfReference: 0.5, reference: QUIET_SHOTS },
  // …and the compiled one, with and without the trace.
  {
    name: 'roll: shots with the full trace, compiled once (rollTraced)',
    unit: 'shot',
    perRun: SHOTS_PER_BATCH,
    run: rollBatch(crossbowAtDieter, 'compiled-traced'),
    targetShareOfReference: 0.5,
    reference: COMPILED_SHOTS,
  },
  {
    name: RAW_DRAWS,
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
