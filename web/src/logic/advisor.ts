/**
 * The page's advisor (issue 22): the chosen shooter's heat map and exposure map, and the phase
 * plan, asked of the library (src/advisor) through each game's way to it
 * (`games/advice-registry.ts`), and what the layer over the table draws from them. DOM-free: the
 * advisor's worker (advisor-worker.ts) runs `answerQuestion`, the page draws `layerCells`.
 */
import { bestSheltered, exposureMap, heatMap, phasePlan, type AdviceProblem, type ExposureMap, type HeatMap, type PlanGoal, type PlanResult, type PlanStep } from '../../../src/advisor/index.js';
import type { AdviceGoal } from '../../../src/engine/index.js';
import { parseScenarioValue, type Scenario, type ScenarioIssue } from '../../../src/scenario/index.js';
import { exposureWithheld, withAdvice } from '../games/advice-registry.js';
import type { ExposureWithheld } from '../../../i18n/web-advisor.js';
import type { ShotChoice } from '../games/web-game.js';

/** What the player asks of one shooter: the goal, and the move where its profile has none. */
export interface AdviceRequest {
  readonly shooter: string;
  readonly goal: AdviceGoal;
  /** Inches, over the file's, for a game whose profiles may carry no move (`AdviceWay.moveInProfile` false). */
  readonly move?: number;
  /** Inches between places (the library's default, half an inch, when left out). */
  readonly grid?: number;
}

/**
 * The two maps of one shooter, place by place in the same order; the exposure map null while the
 * worker still works it out (the heat map comes first), or for good where `withheld` says why.
 */
export interface Advice {
  readonly heat: HeatMap;
  readonly exposure: ExposureMap | null;
  /** Why no exposure map is asked for this shooter (its game's `AdviceWay.exposureWithheld`): the safe and hidden layers are then empty and the page says why. */
  readonly withheld?: ExposureWithheld;
}

export type AdviceResult = { readonly ok: true; readonly advice: Advice } | { readonly ok: false; readonly problem: AdviceProblem };

/**
 * The shooter's heat map and exposure map on this battle, from the library.
 *
 * @example
 * const result = adviseOn(scenario, { shooter: 'marksman', goal: 'out-of-action' });
 * if (result.ok) result.advice.heat.best[0]; // the index of the best place
 */
export function adviseOn(scenario: Scenario, request: AdviceRequest): AdviceResult {
  let last: AdviceResult = { ok: false, problem: 'no-advice' };
  adviseInSteps(scenario, request, (result) => {
    last = result;
  });
  return last;
}

/**
 * The shooter's maps in two steps: the heat map alone as soon as it is worked out (the
 * exposure map null), then both. `send` is called twice, or once with the problem when there
 * is no map to give, or once with the heat map alone where the shooter's game withholds its
 * exposure map (`Advice.withheld`).
 *
 * @example
 * adviseInSteps(scenario, { shooter: 'marksman', goal: 'out-of-action' }, (result, final) => show(result, final));
 * // show(heat map, exposure null; false), then show(both maps; true)
 */
export function adviseInSteps(scenario: Scenario, request: AdviceRequest, send: (result: AdviceResult, final: boolean) => void): void {
  const problem = withAdvice(scenario, (game, s): AdviceResult | null => {
    const options = { goal: request.goal, ...(request.grid === undefined ? {} : { grid: request.grid }), ...(request.move === undefined ? {} : { move: request.move }) };
    const heat = heatMap(game, s, request.shooter, options);
    if (!heat.ok) return heat;
    const withheld = exposureWithheld(scenario, request.shooter);
    if (withheld !== null) {
      send({ ok: true, advice: { heat: heat.value, exposure: null, withheld } }, true);
      return null;
    }
    send({ ok: true, advice: { heat: heat.value, exposure: null } }, false);
    const exposure = exposureMap(game, s, request.shooter, options);
    if (!exposure.ok) return exposure;
    send({ ok: true, advice: { heat: heat.value, exposure: exposure.value } }, true);
    return null;
  });
  if (problem) send(problem, true);
}

/**
 * What the maps could not apply, as the library's codes, each once: the heat map's, then the
 * exposure map's own once it has come (such as `enemy-order-not-searched`), as `marksman
 * advise` lists them.
 *
 * @example
 * notAppliedOf({ heat: { …, notApplied: ['path-not-traced'] }, exposure: { …, notApplied: ['path-not-traced', 'enemy-order-not-searched'] } });
 * // ['path-not-traced', 'enemy-order-not-searched']
 */
export function notAppliedOf(advice: Advice): string[] {
  return [...new Set([...advice.heat.notApplied, ...(advice.exposure?.notApplied ?? [])])];
}

/**
 * The phase plan of the side whose phase it is, from the library (in floats, as the page shows percentages).
 *
 * @example
 * const result = planOn(scenario, { kind: 'expected' });
 * if (result.ok) result.plan.first; // { shooter: 'marksman', target: 'lookout', way: 'crossbow', … }
 */
export function planOn(scenario: Scenario, goal: PlanGoal): PlanResult<number> {
  return withAdvice(scenario, (game, s) => phasePlan(game, s, { goal }));
}

/** A question to the advisor's worker: the battle as its scenario file (what the page keeps), and what is asked of it. */
export type AdvisorQuestion = { readonly kind: 'advice'; readonly file: unknown; readonly request: AdviceRequest } | { readonly kind: 'plan'; readonly file: unknown; readonly goal: PlanGoal };

/** The worker's answer; `refused` when the file does not parse (the page only sends what it parsed, so this is a defect's trace, not a player's). */
export type AdvisorAnswer =
  | { readonly kind: 'advice'; readonly result: AdviceResult }
  | { readonly kind: 'plan'; readonly result: PlanResult<number> }
  | { readonly kind: 'refused'; readonly issues: readonly ScenarioIssue[] };

/**
 * A question answered: the file parsed by the library's parser, then the maps or the plan.
 *
 * @example
 * answerQuestion({ kind: 'plan', file, goal: { kind: 'expected' } }); // { kind: 'plan', result: { ok: true, plan: … } }
 */
export function answerQuestion(question: AdvisorQuestion): AdvisorAnswer {
  let last: AdvisorAnswer = { kind: 'refused', issues: [] };
  answerInSteps(question, (answer) => {
    last = answer;
  });
  return last;
}

/**
 * A question answered as the worker sends it: the maps in two steps (the heat map first, the
 * exposure map beside it once worked out, {@link adviseInSteps}), the plan or a refusal in one;
 * `final` is true on the last answer.
 *
 * @example
 * answerInSteps({ kind: 'advice', file, request: { shooter: 'marksman', goal: 'models' } }, (answer, final) => post(answer, final));
 */
export function answerInSteps(question: AdvisorQuestion, send: (answer: AdvisorAnswer, final: boolean) => void): void {
  const parsed = parseScenarioValue(question.file);
  if (!parsed.ok) {
    send({ kind: 'refused', issues: parsed.issues }, true);
    return;
  }
  switch (question.kind) {
    case 'advice':
      adviseInSteps(parsed.scenario, question.request, (result, final) => send({ kind: 'advice', result }, final));
      return;
    case 'plan':
      send({ kind: 'plan', result: planOn(parsed.scenario, question.goal) }, true);
      return;
  }
}

/**
 * Which map the layer shows: where to shoot from (the heat map), where it is safe (the exposure
 * map), or where it can shoot and stay hidden or in cover (the sheltered places of the heat map).
 */
export type AdvisorLayer = 'shoot' | 'safe' | 'hidden';

/** One square of the layer: a place, its value on the layer, and its rank among the best (null: not marked). */
export interface AdvisorCell {
  /** The place's index in both maps. */
  readonly index: number;
  readonly x: number;
  readonly y: number;
  readonly value: number;
  /** How strongly it is coloured, 0–1: its share of the best value (shoot) or of the worst exposure (safe). */
  readonly shade: number;
  readonly rank: number | null;
}

/** How many places the layer marks. */
export const MARKED_PLACES = 5;

/**
 * The best places of the layer, best first. Where to shoot from: the heat map's own best
 * (`HeatMap.best`). Where it is safe: the least exposed places among those with a shot (with
 * none, among all), equal exposure by the better shot, then the shorter move. Hidden or in
 * cover: the library's `bestSheltered` (as `marksman advise` lists them), the best shots from
 * places where no enemy may shoot it or each that may counts it in cover.
 *
 * @example
 * bestOf(advice, 'safe'); // [12, 3, 40, 41, 7]
 */
export function bestOf(advice: Advice, layer: AdvisorLayer): number[] {
  const { heat, exposure } = advice;
  switch (layer) {
    case 'shoot':
      return [...heat.best];
    case 'hidden':
      return exposure ? bestSheltered(heat, exposure, MARKED_PLACES) : [];
    case 'safe': {
      if (!exposure) return [];
      const all = heat.places.map((_, i) => i);
      const shooting = all.filter((i) => (heat.places[i]?.value ?? 0) > 0);
      const pool = shooting.length > 0 ? shooting : all;
      const exposed = (i: number) => exposure.places[i]?.value ?? 0;
      const shot = (i: number) => heat.places[i]?.value ?? 0;
      const cost = (i: number) => heat.places[i]?.place.cost ?? 0;
      return pool.sort((a, b) => (Math.abs(exposed(a) - exposed(b)) > 1e-12 ? exposed(a) - exposed(b) : Math.abs(shot(a) - shot(b)) > 1e-12 ? shot(b) - shot(a) : cost(a) - cost(b))).slice(0, MARKED_PLACES);
    }
  }
}

/** A place's value on a layer: its best shot, its exposure, or its best shot where it is sheltered (0 elsewhere). */
function layerValue(advice: Advice, layer: AdvisorLayer, index: number): number {
  const shot = advice.heat.places[index]?.value ?? 0;
  const exposed = advice.exposure?.places[index];
  switch (layer) {
    case 'shoot':
      return shot;
    case 'safe':
      return exposed?.value ?? 0;
    case 'hidden':
      return exposed?.sheltered === true ? shot : 0;
  }
}

/**
 * The squares the layer draws: every place of the maps with its value on the layer (the best
 * exact value for the goal, the exposure, or the best value where it is sheltered) and its
 * shade, and the best few ranked.
 *
 * @example
 * layerCells(advice, 'shoot')[0]; // { index: 0, x: 14, y: 6, value: 0.128, shade: 0.4, rank: null }
 */
export function layerCells(advice: Advice, layer: AdvisorLayer): AdvisorCell[] {
  // A map of no danger would be drawn where the danger is not worked out: nothing is drawn.
  if (advice.withheld !== undefined && layer !== 'shoot') return [];
  const values = advice.heat.places.map((_, i) => layerValue(advice, layer, i));
  const top = values.reduce((most, v) => Math.max(most, v), 0);
  const ranks = new Map(bestOf(advice, layer).map((index, rank) => [index, rank + 1]));
  return advice.heat.places.map((p, index) => {
    const value = values[index] ?? 0;
    return { index, x: p.place.x, y: p.place.y, value, shade: top > 0 ? value / top : 0, rank: ranks.get(index) ?? null };
  });
}

/** One line of the plan the player plays through: the shot, and the chance the dice lead to it (1 for the first). */
export interface PlanLine {
  readonly step: PlanStep<number>;
  readonly chance: number;
  readonly first: boolean;
}

/**
 * The plan as a list: the first shot, then the next shot for each way its dice can fall (the
 * branches where the phase ends left out). Each line selects its shooter and target on the page;
 * after a shot the plan is asked again of the battle as it then stands.
 *
 * @example
 * planLines(plan); // [{ step: { shooter: 'marksman', target: 'lookout', … }, chance: 1, first: true }, …]
 */
export function planLines(plan: PlanResult<number>): PlanLine[] {
  if (!plan.ok || !plan.plan.first) return [];
  const then = plan.plan.then.flatMap((branch) => (branch.next ? [{ step: branch.next, chance: branch.chance, first: false }] : []));
  return [{ step: plan.plan.first, chance: 1, first: true }, ...then];
}

/**
 * What the plan is asked for: with no enemy chosen, the most models taken out on average; with
 * one, the best chance to take out that enemy (the command line's `plan --target ID`).
 *
 * @example
 * planGoalOf(null); // { kind: 'expected' }
 * planGoalOf('ogre'); // { kind: 'chance', target: 'ogre' }
 */
export function planGoalOf(target: string | null): PlanGoal {
  return target === null ? { kind: 'expected' } : { kind: 'chance', target };
}

/**
 * The row of a unit's targets list a step of the plan selects: the same target, shot the same
 * way (the way turned into the page's choice by the game's `AdviceWay.choiceOf`); null when the
 * list has no such row.
 *
 * @example
 * rowOfStep(rows, 'goblins', { volley: false }); // the row "Goblins — direct fire"
 */
export function rowOfStep<R extends { readonly target: string; readonly choice: ShotChoice }>(rows: readonly R[], target: string, choice: ShotChoice): R | null {
  return rows.find((r) => r.target === target && r.choice.volley === choice.volley && r.choice.weapon === choice.weapon) ?? null;
}
