// `marksman plan`: the phase plan as a list to play through and as data, and its errors (exit 2).
import { describe, expect, it } from 'vitest';
import { battleaxeOverkill } from '../src/advisor/test-phases.js';
import { OUTPUT_SCHEMAS } from './output-schemas.js';
import { example, EXAMPLES_DIR, runForTest } from './test-io.js';

const overkill = JSON.stringify(battleaxeOverkill());

describe('marksman plan', () => {
  it('Battleaxe: b shoots Y first, and the plan beats the advice by 5/96 models (worked by hand in src/advisor/plan.test.ts)', async () => {
    const run = await runForTest(['plan', '-'], { stdin: overkill });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Shoot first:\n  b → y (direct)');
    // 47/96 = 0.4896 models; the advice 7/16 = 0.4375; the gain 5/96 = 0.0521.
    expect(run.stdout).toContain('0.49 models taken out on average');
    expect(run.stdout).toContain("Today's advice, one by one in the file's order: a, b — 0.438");
    expect(run.stdout).toContain('Gain over the advice: 0.052');
    expect(run.stdout).toContain('75.0%: a → y (direct)');
    expect(run.stdout).toContain('25.0%: a → x (direct)');
  });

  it('--json follows its schema, with the values as floats and as exact fractions', async () => {
    const run = await runForTest(['plan', '-', '--json'], { stdin: overkill });
    const out = JSON.parse(run.stdout) as { format: unknown; value: number; valueExact: string; gain: number; gainExact: string; advice: { valueExact: string }; first: { shooter: string; takeOut: { exact: string } }; then: { chance: { exact: string } }[] };
    expect(OUTPUT_SCHEMAS.plan.safeParse(out).success).toBe(true);
    expect(out.format).toEqual({ name: 'marksman-plan', version: 1 });
    expect(out.value).toBeCloseTo(47 / 96, 12);
    expect(out.gain).toBeCloseTo(5 / 96, 12);
    expect(out.first.shooter).toBe('b');
    expect([out.valueExact, out.advice.valueExact, out.gainExact]).toEqual(['47/96', '7/16', '5/96']);
    // b's shot at Y takes it out with 1/4; its outcomes: Y out (1/4) or not (3/4).
    expect(out.first.takeOut.exact).toBe('1/4');
    expect(out.then.map((branch) => branch.chance.exact).sort()).toEqual(['1/4', '3/4']);
  });

  it('--target alone asks for the chance to take that enemy out, in Russian too', async () => {
    const run = await runForTest(['plan', '-', '--target', 'x', '--lang', 'ru'], { stdin: overkill });
    expect(run.code).toBe(0);
    // Only a sees X: 5/24 = 20.8 %.
    expect(run.stdout).toMatch(/План \(каждый выстрел выбирается после кубиков предыдущих\): 20,8\s%/u);
  });

  it('runs on each game’s bundled battle', async () => {
    for (const file of [example('battle-street.json'), `${EXAMPLES_DIR}/battleaxe/hedge-and-wall.json`, `${EXAMPLES_DIR}/ninth-age/forest-flank.json`]) {
      const run = await runForTest(['plan', file, '--json']);
      expect(run.code, run.stderr).toBe(0);
      expect(OUTPUT_SCHEMAS.plan.safeParse(JSON.parse(run.stdout)).success).toBe(true);
    }
  }, 60_000);

  it('every problem in one message, exit 2: a quick attack and a goal that needs --target', async () => {
    const run = await runForTest(['plan', example('crossbow-vs-dieter.json'), '--goal', 'chance']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('2 problems found');
    expect(run.stderr).toContain('--goal chance: name the enemy to take out with --target ID');
    expect(run.stderr).toContain('"plan" works on a scenario with a "battle"');
    expect(run.stdout).toBe('');
  });

  it('an unknown target, a target with --goal expected and an unknown goal: exit 2, one message each', async () => {
    const unknown = await runForTest(['plan', '-', '--target', 'nobody'], { stdin: overkill });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--target: "nobody" is not an enemy of the side whose phase it is (x, y)');
    const both = await runForTest(['plan', '-', '--goal', 'expected', '--target', 'x'], { stdin: overkill });
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--target: only --goal chance reads it');
    const goal = await runForTest(['plan', '-', '--goal', 'most'], { stdin: overkill });
    expect(goal.code).toBe(2);
    expect(goal.stderr).toContain('--goal');
    expect(goal.stderr).not.toMatch(/\n\s+at /);
  });
});
