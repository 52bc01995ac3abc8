/**
 * Shrinking a failing case with fast-check's own shrinkers: the case was generated with its
 * shrinking context, so each step asks the arbitrary for smaller values and keeps the first
 * that still fails the same way (same signature), as fc.assert does, until none does or the
 * budget is spent. Cases are drawn one by one from a seed of their own, so any case of a
 * campaign can be drawn again from (seed, index).
 */
import fc from 'fast-check';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { FuzzCase } from './case.js';

/** A 32-bit mix of the campaign's seed and a case's index (murmur3's finaliser), so neighbouring cases share nothing. */
export function caseSeed(seed: number, index: number): number {
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * fast-check's bias for a run (small values and edge cases more often at first), cycled so
 * every stretch of a long campaign mixes biased and unbiased draws.
 */
const biasFor = (index: number) => 2 + Math.floor(Math.log10((index % 1000) + 1));

/**
 * Case `index` of the campaign. With `accept`, a case it refuses is drawn again from the next
 * seed in a fixed sequence, so the run stays reproducible.
 */
export function drawCase(arbitrary: fc.Arbitrary<FuzzCase>, seed: number, index: number, accept: (c: FuzzCase) => boolean = () => true): fc.Value<FuzzCase> {
  for (let attempt = 0; ; attempt += 1) {
    const value = arbitrary.generate(new fc.Random(xoroshiro128plus(caseSeed(seed + attempt * 0x10001, index))), biasFor(index));
    if (attempt >= 100 || accept(value.value)) return value;
  }
}

/** The most a small case may hold: the test slice runs these, so its time does not hang on a few huge inputs. */
export const SMALL_CASE = { textChars: 16_000, nesting: 100, repeats: 50, paddingBytes: 100_000, linkZeros: 1_100_000 } as const;

function nestingOf(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (const ch of text) {
    if (ch === '[' || ch === '{') deepest = Math.max(deepest, (depth += 1));
    else if (ch === ']' || ch === '}') depth -= 1;
  }
  return deepest;
}

/** Whether a case is small: short texts, shallow nesting, no file that inflates or repeats itself into a large one. */
export function isSmallCase(c: FuzzCase): boolean {
  const texts = [...Object.values(c.files), c.stdin ?? '', ...c.disk.flatMap((d) => (d.content.kind === 'text' ? [d.content.text] : d.content.entries.map((e) => e.text))), c.link?.payload.kind === 'raw' || c.link?.payload.kind === 'deflated' ? c.link.payload.text : '', ...c.argv];
  if (texts.some((t) => t.length > SMALL_CASE.textChars || nestingOf(t) > SMALL_CASE.nesting)) return false;
  if (c.disk.some((d) => (d.content.kind === 'text' ? (d.content.repeat?.times ?? 0) > SMALL_CASE.repeats : d.content.entries.some((e) => e.padding > SMALL_CASE.paddingBytes)))) return false;
  return !(c.link?.payload.kind === 'deflated-zeros' && c.link.payload.bytes > SMALL_CASE.linkZeros);
}

export interface Shrunk<V> {
  readonly value: fc.Value<FuzzCase>;
  readonly verdict: V;
  readonly runs: number;
  readonly steps: number;
}

export interface ShrinkBudget {
  readonly runs: number;
  readonly ms: number;
}

/**
 * The smallest failing case found from `start`. `stillFails` runs a candidate and gives its
 * verdict when it fails the same way, else null.
 */
export async function shrinkCase<V>(arbitrary: fc.Arbitrary<FuzzCase>, start: fc.Value<FuzzCase>, verdict: V, stillFails: (c: FuzzCase) => Promise<V | null>, budget: ShrinkBudget): Promise<Shrunk<V>> {
  const began = performance.now();
  let current = start;
  let currentVerdict = verdict;
  let runs = 0;
  let steps = 0;
  const spent = () => runs >= budget.runs || performance.now() - began > budget.ms;
  for (let improved = true; improved && !spent(); ) {
    improved = false;
    for (const candidate of arbitrary.shrink(current.value_, current.context)) {
      if (spent()) break;
      runs += 1;
      const failed = await stillFails(candidate.value);
      if (failed !== null) {
        current = candidate;
        currentVerdict = failed;
        steps += 1;
        improved = true;
        break;
      }
    }
  }
  return { value: current, verdict: currentVerdict, runs, steps };
}
