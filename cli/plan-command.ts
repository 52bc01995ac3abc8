// `marksman plan`: the phase plan of any game with a table, from its `Game` alone (src/advisor),
// as a list a player can play through, or as data for programs.
import { phasePlan, type PhasePlan, type PlanGoal, type PlanRefusal, type PlanStep } from '../src/advisor/index.js';
import { exactArithmetic, rationalToString, type Rational } from '../src/dice/index.js';
import type { GameScenario } from '../src/engine/index.js';
import { decimal, percent, type Catalogue, type CliIssue } from '../i18n/index.js';
import type { CommandOutput, ReadScenario } from './game-commands.js';
import { cliIssueText, InputProblem } from './problems.js';

export const PLAN_GOALS = ['expected', 'chance'] as const;

export interface PlanFlags {
  readonly goal?: string;
  readonly target?: string;
  readonly json: boolean;
}

/** The goal the flags ask for, or every problem with them. */
function goalOf(flags: PlanFlags): { ok: true; goal: PlanGoal } | { ok: false; issues: CliIssue[] } {
  const goal = flags.goal ?? (flags.target === undefined ? 'expected' : 'chance');
  if (goal === 'expected') return flags.target === undefined ? { ok: true, goal: { kind: 'expected' } } : { ok: false, issues: [{ code: 'plan-target-with-expected' }] };
  if (flags.target === undefined) return { ok: false, issues: [{ code: 'plan-goal-needs-target' }] };
  return { ok: true, goal: { kind: 'chance', target: flags.target } };
}

function refusalIssue(refusal: PlanRefusal): CliIssue {
  switch (refusal.code) {
    case 'not-a-battle':
      return { code: 'battle-needed', command: 'plan' };
    case 'unknown-target':
      return { code: 'plan-unknown-target', target: refusal.target, enemies: refusal.enemies };
    case 'too-many-shooters':
      return { code: 'plan-too-large', what: 'shooters', count: refusal.count, limit: refusal.limit };
    case 'too-many-enemies':
      return { code: 'plan-too-large', what: 'enemies', count: refusal.count, limit: refusal.limit };
    case 'too-many-states':
      return { code: 'plan-too-many-states', limit: refusal.limit };
  }
}

const problems = (cat: Catalogue, issues: readonly CliIssue[]): InputProblem =>
  new InputProblem(issues.length === 1 ? issues.map((issue) => cliIssueText(cat, issue)) : [cat.text.problemsFound(issues.length) + ':', ...issues.map((issue) => `  ${cliIssueText(cat, issue)}`)]);

/** The goal's value as a player reads it: a chance as a percentage, models as a decimal. */
function valueText(cat: Catalogue, goal: PlanGoal, value: number): string {
  return goal.kind === 'chance' ? percent(cat.language, value) : decimal(cat.language, value, { minimumFractionDigits: 2, maximumFractionDigits: 3, grouped: false });
}

function wayText(cat: Catalogue, way: string | null): string {
  if (way === null) return '';
  if (way === 'volley') return cat.plan.volley;
  if (way === 'direct') return cat.plan.direct;
  return way;
}

function stepText(cat: Catalogue, step: PlanStep<number>): string {
  return cat.plan.step(step.shooter, step.target, wayText(cat, step.way));
}

function planText(cat: Catalogue, plan: PhasePlan<number>): string {
  const { goal } = plan;
  const t = cat.plan;
  const lines = [t.heading(goal.kind === 'chance' ? t.goalChance(goal.target) : t.goalExpected), ''];
  if (!plan.first) return [...lines, t.noShot, ''].join('\n');
  const decimals = (n: number) => decimal(cat.language, n, { minimumFractionDigits: 2, maximumFractionDigits: 3, grouped: false });
  lines.push(t.first, `  ${stepText(cat, plan.first)}`, `    ${t.stepOdds(percent(cat.language, plan.first.takeOut), decimals(plan.first.expected))}`, '', t.then);
  for (const branch of plan.then) lines.push(`  ${t.branch(percent(cat.language, branch.chance), branch.next ? stepText(cat, branch.next) : t.stop)}`);
  const value = (n: number) => valueText(cat, goal, n);
  lines.push(
    '',
    goal.kind === 'chance' ? t.valueChance(value(plan.value)) : t.valueExpected(value(plan.value)),
    t.fixed(plan.fixed.order.join(', '), value(plan.fixed.value)),
    t.advice(plan.advice.order.join(', '), value(plan.advice.value)),
    t.gain(value(plan.gain)),
    '',
    t.again,
    '',
  );
  return lines.join('\n');
}

/** A value of the plan as data: the float, and the exact fraction it was worked out as. */
const exactText = (value: Rational): string => rationalToString(value);
const toNumber = (value: Rational): number => exactArithmetic.toNumber(value);

const stepData = (step: PlanStep<Rational>) => ({
  shooter: step.shooter,
  target: step.target,
  way: step.way,
  takeOut: { p: toNumber(step.takeOut), exact: exactText(step.takeOut) },
  expected: toNumber(step.expected),
  expectedExact: exactText(step.expected),
  value: toNumber(step.value),
  valueExact: exactText(step.value),
});

const orderData = (order: PhasePlan<Rational>['fixed']) => ({ order: order.order, value: toNumber(order.value), valueExact: exactText(order.value) });

function planData(scenario: GameScenario, plan: PhasePlan<Rational>): object {
  return {
    ...(scenario.title !== undefined ? { title: scenario.title } : {}),
    goal: plan.goal,
    value: toNumber(plan.value),
    valueExact: exactText(plan.value),
    first: plan.first && stepData(plan.first),
    then: plan.then.map((branch) => ({ chance: { p: toNumber(branch.chance), exact: exactText(branch.chance) }, next: branch.next && stepData(branch.next) })),
    fixed: orderData(plan.fixed),
    advice: orderData(plan.advice),
    gain: toNumber(plan.gain),
    gainExact: exactText(plan.gain),
  };
}

/** The plan's values as floats, for the text a player reads. */
function planInFloats(plan: PhasePlan<Rational>): PhasePlan<number> {
  const step = (s: PlanStep<Rational>): PlanStep<number> => ({ ...s, takeOut: toNumber(s.takeOut), expected: toNumber(s.expected), value: toNumber(s.value) });
  return {
    ...plan,
    value: toNumber(plan.value),
    first: plan.first && step(plan.first),
    then: plan.then.map((branch) => ({ chance: toNumber(branch.chance), next: branch.next && step(branch.next) })),
    fixed: { order: plan.fixed.order, value: toNumber(plan.fixed.value) },
    advice: { order: plan.advice.order, value: toNumber(plan.advice.value) },
    gain: toNumber(plan.gain),
  };
}

/**
 * `marksman plan FILE`: the phase plan, as text or data; every problem with the flags and the
 * file in one message (exit 2).
 *
 * @example
 * planCommand(cat, read, { goal: 'chance', json: false }); // throws InputProblem: --goal chance needs --target
 */
export function planCommand(cat: Catalogue, read: ReadScenario, flags: PlanFlags): CommandOutput {
  const goal = goalOf(flags);
  const issues: CliIssue[] = goal.ok ? [] : [...goal.issues];
  if (read.scenario.kind !== 'battle') issues.push({ code: 'battle-needed', command: 'plan' });
  if (!goal.ok || issues.length > 0) throw problems(cat, issues);
  // Worked out in fractions (as fast as floats on the plans the limits allow), so the data can give them and the gain is exactly 0 when the advice is best.
  const result = phasePlan(read.entry.game, read.scenario, { goal: goal.goal, arithmetic: exactArithmetic });
  if (!result.ok) throw problems(cat, [refusalIssue(result.refusal)]);
  return flags.json ? { kind: 'data', data: planData(read.scenario, result.plan) } : { kind: 'text', text: planText(cat, planInFloats(result.plan)) };
}
