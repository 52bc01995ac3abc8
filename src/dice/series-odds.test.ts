import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactArithmetic, floatArithmetic } from './arithmetic.js';
import { countDistribution } from './distribution.js';
import { DONE, type Process } from './process.js';
import { rationalToNumber, rationalToString, type Rational } from './rational.js';
import type { Repeat } from './repeat.js';
import { repeatOdds, repeatOddsRoundByRound, type CountedEnd } from './series-odds.js';
import type { Distribution } from './odds.js';
import type { ToyCheck, ToyOutcome } from './test-processes.js';

/** A round: a die's face leads to the next stage and adds to the count. */
interface Stage {
  readonly stage: number;
  readonly add: number;
  readonly rolled: boolean;
}
type FaceTable = readonly (readonly { readonly to: number; readonly add: number }[])[];

/** A series over stages whose round is one d6 read through `faces[stage]`; `stopAt` stages end it. */
function tableSeries(faces: FaceTable, times: number, stopAt: readonly number[]): Repeat<Stage, ToyCheck, ToyOutcome> {
  const process: Process<Stage, ToyCheck, ToyOutcome> = {
    key: (s) => `${s.stage}/${s.add}/${s.rolled}`,
    step: (s) =>
      s.rolled
        ? DONE
        : {
            kind: 'roll',
            sides: 6,
            check: { step: 'd6', needed: 1 },
            branches: (faces[s.stage] ?? []).map((face, index) => ({ upTo: index + 1, outcome: 'thrown', next: { stage: face.to, add: face.add, rolled: true } })),
          },
  };
  return { process, start: { stage: 0, add: 0, rolled: false }, times, carry: (end) => ({ stage: end.stage, add: 0, rolled: false }), stop: (s) => stopAt.includes(s.stage) };
}

/** Each (stage, count) once, as fractions, in a fixed order. */
function asText(dist: Distribution<CountedEnd<Stage>, Rational>): string[] {
  return dist.map((w) => `${w.state.state.stage}:${w.state.count}=${rationalToString(w.p)}`).sort();
}

/**
 * Random series: a few stages passed through in order (batches, whose rounds differ), then
 * stages that may loop only back to themselves (alike rounds) or lead to one another.
 */
const seriesArbitrary = fc
  .record({ prelude: fc.integer({ min: 0, max: 3 }), loops: fc.integer({ min: 1, max: 3 }), selfOnly: fc.boolean(), times: fc.integer({ min: 0, max: 12 }), stopLast: fc.boolean() })
  .chain(({ prelude, loops, selfOnly, times, stopLast }) => {
    const stages = prelude + loops;
    const face = (stage: number) =>
      fc.record({
        to: stage < prelude ? fc.constant(stage + 1 < stages ? stage + 1 : stage) : selfOnly ? fc.constant(stage) : fc.integer({ min: prelude, max: stages - 1 }),
        add: fc.integer({ min: 0, max: 2 }),
      });
    const faces = fc.tuple(...Array.from({ length: stages }, (_, stage) => fc.array(face(stage), { minLength: 6, maxLength: 6 })));
    return faces.map((table) => tableSeries(table, times, stopLast && loops > 1 ? [stages - 1] : []));
  });

/**
 * Random series whose every stage idles — stays, adding nothing — on the same faces (a miss,
 * whatever the target's state), while the other faces move on or add to the count; a last
 * stage may stop the series.
 */
const idleSeriesArbitrary = fc
  .record({ stages: fc.integer({ min: 1, max: 4 }), idleFaces: fc.integer({ min: 1, max: 5 }), times: fc.integer({ min: 0, max: 12 }), stopLast: fc.boolean() })
  .chain(({ stages, idleFaces, times, stopLast }) => {
    const busyFace = (stage: number) =>
      fc.record({ to: fc.integer({ min: 0, max: stages - 1 }), add: fc.integer({ min: 0, max: 2 }) }).map((face) => (face.to === stage && face.add === 0 ? { ...face, add: 1 } : face));
    const stageFaces = (stage: number) => fc.array(busyFace(stage), { minLength: 6 - idleFaces, maxLength: 6 - idleFaces }).map((busy) => [...Array.from({ length: idleFaces }, () => ({ to: stage, add: 0 })), ...busy]);
    return fc.tuple(...Array.from({ length: stages }, (_, stage) => stageFaces(stage))).map((table) => tableSeries(table, times, stopLast && stages > 1 ? [stages - 1] : []));
  });

describe('repeatOdds: idle rounds factored out', () => {
  it('equals the round-by-round walk exactly when every state idles with the same chance', () => {
    fc.assert(
      fc.property(idleSeriesArbitrary, (series) => {
        const count = (end: Stage) => end.add;
        expect(asText(repeatOdds(series, count, exactArithmetic))).toEqual(asText(repeatOddsRoundByRound(series, count, exactArithmetic)));
      }),
      { numRuns: 200 },
    );
  });

  it('counts the hits of shots until a model of 2 wounds falls (worked by hand)', () => {
    // Each round a 4+ hits; a hit takes a wound; the second wound stops the series. Stage 0: no
    // wound yet, stage 1: one, stage 2: fallen. In 3 rounds: 0 hits 1/8, 1 hit 3/8, 2 hits 1/2
    // (the fall, ending the series, after two of the three rounds hit or on the second of two).
    const hit = (to: number) => ({ to, add: 1 });
    const miss = (stage: number) => ({ to: stage, add: 0 });
    const series = tableSeries([[miss(0), miss(0), miss(0), hit(1), hit(1), hit(1)], [miss(1), miss(1), miss(1), hit(2), hit(2), hit(2)], []], 3, [2]);
    const dist = repeatOdds(series, (end) => end.add, exactArithmetic);
    expect(asText(dist)).toEqual(['0:0=1/8', '1:1=3/8', '2:2=1/2']);
  });
});

describe('repeatOdds in floats: what is left out', () => {
  it('leaves out only what is still in play once it is below 2^-100, so every chance stays within rounding', () => {
    // Stage 0 idles on 1–3, adds 1 and stays on 4–5, and stops the series on a 6: what is still
    // in play after j rounds that do something is (2/3)^j, below 2^-100 after 171 of them.
    const stage0 = [0, 0, 0, 1, 1].map((add) => ({ to: 0, add })).concat([{ to: 1, add: 1 }]);
    const series = tableSeries([stage0, []], 250, [1]);
    const count = (end: Stage) => end.add;
    const exact = repeatOdds(series, count, exactArithmetic);
    const floats = repeatOdds(series, count, floatArithmetic);
    const exactByKey = new Map(exact.map((w) => [`${w.state.state.stage}:${w.state.count}`, rationalToNumber(w.p)]));
    let total = 0;
    for (const w of floats) {
      total += w.p;
      expect(Math.abs(w.p - (exactByKey.get(`${w.state.state.stage}:${w.state.count}`) ?? 0))).toBeLessThan(1e-15);
    }
    expect(Math.abs(total - 1)).toBeLessThan(1e-14);
    // The float walk ended early: it has fewer ends than the exact one, which reaches all 250 rounds.
    expect(floats.length).toBeLessThan(exact.length);
  });
});

describe('repeatOdds: alike rounds combined', () => {
  it('equals the round-by-round walk exactly, with batches before, loops, and stops', () => {
    fc.assert(
      fc.property(seriesArbitrary, (series) => {
        const count = (end: Stage) => end.add;
        expect(asText(repeatOdds(series, count, exactArithmetic))).toEqual(asText(repeatOddsRoundByRound(series, count, exactArithmetic)));
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same in floats as in fractions', () => {
    fc.assert(
      fc.property(seriesArbitrary, (series) => {
        const count = (end: Stage) => end.add;
        const exact = countDistribution(repeatOdds(series, count, exactArithmetic), (s) => s.count, exactArithmetic).map(rationalToNumber);
        const floats = countDistribution(repeatOdds(series, count, floatArithmetic), (s) => s.count, floatArithmetic);
        expect(floats.length).toBe(exact.length);
        floats.forEach((p, c) => expect(p).toBeCloseTo(exact[c] as number, 12));
      }),
      { numRuns: 100 },
    );
  });

  it('gives the binomial of 40 dice at 1/6, one term worked by hand', () => {
    // One stage that loops on itself, adding 1 on a 6: after 40 rounds, P(k) = C(40, k)·5^(40−k)/6^40.
    const series = tableSeries([[0, 0, 0, 0, 0, 1].map((add) => ({ to: 0, add }))], 40, []);
    const counts = countDistribution(repeatOdds(series, (end) => end.add, exactArithmetic), (s) => s.count, exactArithmetic);
    expect(counts).toHaveLength(41);
    // k = 2: C(40, 2) = 780, so 780·5^38 / 6^40.
    const expected = `${780n * 5n ** 38n}/${6n ** 40n}`;
    const [num, den] = expected.split('/').map(BigInt) as [bigint, bigint];
    const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
    const g = gcd(num, den);
    expect(rationalToString(counts[2] as Rational)).toBe(`${num / g}/${den / g}`);
    expect(rationalToString(counts[40] as Rational)).toBe(`1/${6n ** 40n}`);
  });
});
