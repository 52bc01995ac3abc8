// Long series at the limit (issue: exact odds at the physical limit): the reference question —
// N shots, hit 4+, wound 4+, save 5+, so each shot takes a model with 1/2 × 1/2 × 2/3 = 1/6 —
// against a plain convolution of that one-shot chance written here, and the two other targets.
import { battleaxeAttack, battleaxeOdds } from '../src/games/battleaxe/index.js';
import { mordheimAttack, mordheimOdds } from '../src/games/mordheim/index.js';
import { ninthAgeAttack, ninthAgeOdds } from '../src/games/ninth-age/index.js';
import type { BenchCase } from './case.js';

/** Binomial(N, 1/6) by N convolutions of one shot's distribution, in floats: the floor a series can reach. */
function referenceConvolution(shots: number): Float64Array {
  let counts = new Float64Array([1]);
  for (let shot = 0; shot < shots; shot += 1) {
    const next = new Float64Array(counts.length + 1);
    for (let c = 0; c < counts.length; c += 1) {
      const p = counts[c] as number;
      next[c] = (next[c] as number) + (p * 5) / 6;
      next[c + 1] = (next[c + 1] as number) + p / 6;
    }
    counts = next;
  }
  return counts;
}

/** Battleaxe: N humans (BS 4: 4+) with short bows (S3 against T3: 4+) at a unit in armour 5+, larger than N. */
const battleaxeReference = (shots: number) =>
  battleaxeAttack({ shooter: { profile: { BS: 4, S: 3 } }, models: shots, weapon: 'short-bow', target: { profile: { T: 3, armour: 5 }, models: shots + 1 } });

const ninthAge = (models: number) =>
  ninthAgeAttack({ shooter: { profile: { Str: 3, AP: 0 } }, weapon: 'Bow (4+)', models, target: { models, profile: { Res: 3, Arm: 1 } } });

const mordheim = (shots: number) => mordheimAttack({ shooter: { profile: { BS: 4 } }, weapon: 'bow', target: { profile: { T: 4, W: 10 } }, shots });

const referenceName = (shots: number) => `series: reference, a plain convolution of ${shots} shots at 1/6`;

function reference(shots: number): BenchCase {
  return { name: referenceName(shots), unit: 'report', perRun: 1, size: shots, run: () => void referenceConvolution(shots), targetMs: null };
}

const battleaxeName = (shots: number) => `series: battleaxeOdds, ${shots.toLocaleString('en')} shots (hit 4+, wound 4+, save 5+)`;
const ninthAgeName = (models: number) => `series: ninthAgeOdds, ${models} bows at ${models} models`;
const mordheimName = (shots: number) => `series: mordheimOdds, ${shots.toLocaleString('en')} shots at a 10-wound model`;

const ba100 = battleaxeReference(100);
const ba1000 = battleaxeReference(1000);
const na100 = ninthAge(100);
const na400 = ninthAge(400);
const mh100 = mordheim(100);
const mh1000 = mordheim(1000);

// Each long case is shown against its reference and grown from its shorter self: the exponent
// says how its cost grows with the shots (2 for a plain convolution of N shots).
export const seriesCases: readonly BenchCase[] = [
  reference(100),
  // Within 5× of the reference: at least a fifth of its rate.
  { name: battleaxeName(100), unit: 'report', perRun: 1, size: 100, run: () => void battleaxeOdds(ba100), targetShareOfReference: 0.2, reference: referenceName(100) },
  reference(1000),
  { name: battleaxeName(1000), unit: 'report', perRun: 1, size: 1000, run: () => void battleaxeOdds(ba1000), targetShareOfReference: 0.1, reference: referenceName(1000), grownFrom: battleaxeName(100) },
  { name: ninthAgeName(100), unit: 'report', perRun: 1, size: 100, run: () => void ninthAgeOdds(na100), targetMs: null },
  { name: ninthAgeName(400), unit: 'report', perRun: 1, size: 400, run: () => void ninthAgeOdds(na400), targetMs: 50, grownFrom: ninthAgeName(100) },
  { name: mordheimName(100), unit: 'report', perRun: 1, size: 100, run: () => void mordheimOdds(mh100), targetMs: null },
  { name: mordheimName(1000), unit: 'report', perRun: 1, size: 1000, run: () => void mordheimOdds(mh1000), targetMs: 20, grownFrom: mordheimName(100) },
];
