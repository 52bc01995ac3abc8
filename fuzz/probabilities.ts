/**
 * Checks of the numbers in `--json` outputs (cli/*-output.ts): every probability a number in
 * [0, 1], every distribution summing to 1, every "at least N" list starting at 1 and never
 * rising. NaN and ±Infinity become null in JSON, so a null where a probability goes is a fault.
 */

/** How far float sums may stray from 1 (the brief's tolerance). */
export const SUM_TOLERANCE = 1e-9;
/** How far a single probability may stray past 0 or 1 (float rounding of sums of products). */
const RANGE_TOLERANCE = 1e-9;

/** Keys whose value is a plain probability wherever they appear (targets reports give them bare). */
const PROBABILITY_KEYS = new Set(['chance', 'outOfAction', 'anyEffect', 'hidden', 'hardHidden', 'fraction']);
/** Keys whose value is a distribution: a list of { p } over every outcome. */
const DISTRIBUTION_KEYS = new Set(['exactly', 'woundsLeft', 'hits', 'wounds', 'woundsOnCurrent', 'damage']);
/** Keys whose value is "at least 0, 1, 2…": starts at 1 and never rises. */
const AT_LEAST_KEYS = new Set(['atLeast', 'hitsAtLeast', 'woundsAtLeast']);
/** Objects whose { p } members are the outcomes of one shot or series: they sum to 1. */
const OUTCOME_SETS: Readonly<Record<string, readonly string[]>> = { conditions: ['standing', 'knocked-down', 'stunned', 'out-of-action'] };

export interface ProbabilityProblem {
  readonly check: 'probability-null' | 'probability-out-of-range' | 'distribution-sum' | 'at-least-order';
  readonly path: string;
  readonly detail: string;
}

type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };
type JsonObject = { readonly [key: string]: JsonValue };

const isObject = (value: JsonValue | undefined): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);
const isList = (value: JsonValue | undefined): value is readonly JsonValue[] => Array.isArray(value);

/** A `{ p, exact? }` pair, as the outputs write probabilities. */
const isChance = (value: JsonValue | undefined): value is JsonObject => isObject(value) && 'p' in value && Object.keys(value).every((k) => k === 'p' || k === 'exact');

function rangeProblem(value: JsonValue | undefined, path: string): ProbabilityProblem | null {
  if (value === null) return { check: 'probability-null', path, detail: 'null (NaN or ±Infinity before JSON)' };
  if (typeof value !== 'number') return null;
  if (value < -RANGE_TOLERANCE || value > 1 + RANGE_TOLERANCE) return { check: 'probability-out-of-range', path, detail: String(value) };
  return null;
}

const pOf = (value: JsonValue | undefined): number => (isChance(value) && typeof value.p === 'number' ? value.p : Number.NaN);

function sumProblem(values: readonly JsonValue[], path: string): ProbabilityProblem | null {
  if (values.length === 0 || !values.every(isChance)) return null;
  const sum = values.reduce((total: number, v) => total + pOf(v), 0);
  return Math.abs(sum - 1) > SUM_TOLERANCE ? { check: 'distribution-sum', path, detail: `sums to ${sum}` } : null;
}

function atLeastProblem(values: readonly JsonValue[], path: string): ProbabilityProblem | null {
  if (values.length === 0 || !values.every(isChance)) return null;
  const ps = values.map(pOf);
  if (Math.abs((ps[0] ?? 1) - 1) > SUM_TOLERANCE) return { check: 'at-least-order', path, detail: `at least 0 is ${ps[0]}` };
  const rise = ps.findIndex((p, i) => i > 0 && p > (ps[i - 1] ?? 1) + SUM_TOLERANCE);
  return rise > 0 ? { check: 'at-least-order', path, detail: `at least ${rise} (${ps[rise]}) above at least ${rise - 1} (${ps[rise - 1]})` } : null;
}

function keyProblems(key: string, value: JsonValue, path: string): ProbabilityProblem[] {
  const found: (ProbabilityProblem | null)[] = [];
  if (PROBABILITY_KEYS.has(key) && !isObject(value) && !isList(value)) found.push(rangeProblem(value, path));
  if (DISTRIBUTION_KEYS.has(key) && isList(value)) found.push(sumProblem(value, path));
  if (AT_LEAST_KEYS.has(key) && isList(value)) found.push(atLeastProblem(value, path));
  const outcomes = OUTCOME_SETS[key];
  if (outcomes && isObject(value) && outcomes.every((o) => isChance(value[o]))) found.push(sumProblem(outcomes.map((o) => value[o] ?? null), path));
  return found.filter((p): p is ProbabilityProblem => p !== null);
}

/** Every probability problem in a `--json` output, walked without recursion (outputs can be deep). */
export function probabilityProblems(output: JsonValue): ProbabilityProblem[] {
  const problems: ProbabilityProblem[] = [];
  const stack: { readonly value: JsonValue; readonly path: string }[] = [{ value: output, path: '' }];
  while (stack.length > 0 && problems.length < 5) {
    const { value, path } = stack.pop() as { value: JsonValue; path: string };
    if (isChance(value)) {
      const problem = rangeProblem(value.p, `${path}.p`);
      if (problem) problems.push(problem);
      continue;
    }
    if (isList(value)) value.forEach((item, i) => stack.push({ value: item, path: `${path}[${i}]` }));
    else if (isObject(value)) {
      for (const [key, inner] of Object.entries(value)) {
        const at = `${path}.${key}`;
        problems.push(...keyProblems(key, inner, at));
        stack.push({ value: inner, path: at });
      }
    }
  }
  return problems;
}

export type { JsonValue };
