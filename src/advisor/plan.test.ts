// The phase plan against the rules worked by hand on small phases, and against a brute force
// over every order and target choice (test-phases.ts), for all three games.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rationalToString, type Rational } from '../dice/index.js';
import { phasePlan, PLAN_MAX_SHOOTERS, type PhasePlan, type PlanGoal } from './index.js';
import { battleaxeOverkill, mordheimCloserFirst, bruteForceBest, bruteForceOrder, exact, permutations, scenarioOf } from './test-phases.js';

const text = (n: Rational) => rationalToString(n);

function planOf(value: unknown, goal: PlanGoal): PhasePlan<Rational> {
  const { game, scenario } = scenarioOf(value);
  const result = phasePlan(game, scenario, { goal, arithmetic: exact });
  if (!result.ok) throw new Error(JSON.stringify(result.refusal));
  return result.plan;
}

const example = (path: string): unknown => JSON.parse(readFileSync(new URL(`../../examples/${path}`, import.meta.url), 'utf8'));

describe('Battleaxe: shooting the archer that sees one enemy first frees the other for the second (worked by hand)', () => {
  // Each shot: BS 4 hits on 4+ (1/2), S3 against T3 wounds on 4+ (1/2). Y has no save: 1/4 a
  // shot. X saves on 6 (1/6): 1/4 × 5/6 = 5/24. A sees both; B sees Y only (B-16).
  it('the advice (a, then b): a at Y (1/4 beats 5/24), b at Y if it stands: 1/4 + 3/4 × 1/4 = 7/16', () => {
    const plan = planOf(battleaxeOverkill(), { kind: 'expected' });
    expect(plan.advice.order).toEqual(['a', 'b']);
    expect(text(plan.advice.value)).toBe('7/16');
  });

  it('the plan: b at Y first (1/4), then a at X if Y fell (5/24), else at Y (1/4): 47/96, a gain of 5/96', () => {
    const plan = planOf(battleaxeOverkill(), { kind: 'expected' });
    expect(plan.first).toMatchObject({ shooter: 'b', target: 'y', way: 'direct' });
    expect(text(plan.first?.takeOut ?? exact.zero)).toBe('1/4');
    expect(text(plan.first?.expected ?? exact.zero)).toBe('1/4');
    // 1/4 + 1/4 × 5/24 + 3/4 × 1/4 = 24/96 + 5/96 + 18/96
    expect(text(plan.value)).toBe('47/96');
    expect(text(plan.gain)).toBe('5/96');
    expect(plan.then.map((branch) => [text(branch.chance), branch.next?.shooter, branch.next?.target])).toEqual([
      ['3/4', 'a', 'y'],
      ['1/4', 'a', 'x'],
    ]);
    // The best fixed order is b then a, each with the advice: the same as the plan here.
    expect(plan.fixed.order).toEqual(['b', 'a']);
    expect(text(plan.fixed.value)).toBe('47/96');
  });

  it('the chance to take out X: only a sees it, 5/24 in any order; Y: two shots at 1/4, 1 − (3/4)² = 7/16', () => {
    expect(text(planOf(battleaxeOverkill(), { kind: 'chance', target: 'x' }).value)).toBe('5/24');
    const y = planOf(battleaxeOverkill(), { kind: 'chance', target: 'y' });
    expect(text(y.value)).toBe('7/16');
    expect(text(y.gain)).toBe('0');
  });
});

describe('Mordheim: shooting the closer enemy first lets the archer reach the one behind (worked by hand)', () => {
  // One shot each, so the phase's chance for F is a product of two single shots' chances, each
  // from the quick attack of the same shot (a path through the rules apart from the table's).
  const quick = (bs: number, weapon: string, distance: number) => {
    const { game, scenario } = scenarioOf({ game: 'mordheim', attack: { shooter: { profile: { BS: bs, S: 3 } }, weapon, target: { profile: { T: 3, W: 1 } }, circumstances: { distance } } });
    const odds = game.attackOdds(scenario, exact);
    const chance = (result: string) => odds?.results.find((r) => r.result === result)?.chance ?? exact.zero;
    return { down: exact.add(exact.add(chance('knocked-down'), chance('stunned')), chance('out-of-action')), out: chance('out-of-action') };
  };

  it('the advice (archer, then thrower) never reaches F: 0; the plan (thrower at C, then the archer at F once C is down): P(C down) × P(F out)', () => {
    const plan = planOf(mordheimCloserFirst(), { kind: 'chance', target: 'f' });
    // The archer must shoot C while it stands; the thrower's knives do not reach F.
    expect(text(plan.advice.value)).toBe('0');
    expect(plan.first).toMatchObject({ shooter: 'thrower', target: 'c' });
    const byHand = exact.mul(quick(3, 'throwing-knives', 3).down, quick(4, 'long-bow', 9).out);
    expect(text(plan.value)).toBe(text(byHand));
    expect(text(plan.gain)).toBe(text(byHand));
    expect(exact.toNumber(plan.gain)).toBeGreaterThan(0);
    expect(plan.fixed.order).toEqual(['thrower', 'archer']);
  });
});

describe('the plan against brute force over every order and target choice', () => {
  const cases: readonly { name: string; value: () => unknown }[] = [
    { name: 'Battleaxe, two archers against two single models', value: battleaxeOverkill },
    { name: 'Mordheim, the street (two shooters, four enemies)', value: () => example('mordheim/battle-street.json') },
    { name: 'Mordheim, the closer enemy first (two shooters, two enemies)', value: mordheimCloserFirst },
    { name: 'The Ninth Age, the forest flank (one unit, two targets)', value: () => example('ninth-age/forest-flank.json') },
  ];
  for (const { name, value } of cases) {
    it(`${name}: the adaptive value, the advice and the best fixed order are the brute force's`, () => {
      const { game, scenario, table } = scenarioOf(value());
      const shooters = table.shooters(scenario) ?? [];
      const goals: PlanGoal[] = [{ kind: 'expected' }, ...(table.enemies(scenario) ?? []).filter((e) => e.models > 0).map((e): PlanGoal => ({ kind: 'chance', target: e.id }))];
      for (const goal of goals) {
        const result = phasePlan(game, scenario, { goal, arithmetic: exact });
        if (!result.ok) throw new Error(JSON.stringify(result.refusal));
        const { plan } = result;
        expect(text(plan.value), JSON.stringify(goal)).toBe(text(bruteForceBest(table, scenario, goal)));
        expect(text(plan.advice.value)).toBe(text(bruteForceOrder(table, scenario, goal, shooters)));
        const orders = permutations(shooters).map((order) => bruteForceOrder(table, scenario, goal, order));
        const best = orders.reduce((a, b) => (exact.toNumber(b) > exact.toNumber(a) ? b : a));
        expect(text(plan.fixed.value)).toBe(text(best));
        // The plan chooses after seeing the dice, so no fixed order beats it.
        expect(exact.toNumber(plan.value)).toBeGreaterThanOrEqual(exact.toNumber(best));
        expect(text(plan.then.reduce((sum, branch) => exact.add(sum, branch.chance), exact.zero))).toBe(plan.first ? '1' : '0');
      }
    }, 120_000);
  }
});

describe('refusals', () => {
  it('more shooters than the limit is refused before any shot is weighed', () => {
    const value = battleaxeOverkill() as { battle: { armies: { units: { id: string; position: number[] }[] }[] } };
    const [ours] = value.battle.armies;
    const first = ours?.units[0];
    if (!ours || !first) throw new Error('no archers');
    ours.units = Array.from({ length: PLAN_MAX_SHOOTERS + 1 }, (_, i) => ({ ...first, id: `archer-${i}`, position: [4 + 2 * i, 40] }));
    const { game, scenario } = scenarioOf(value);
    expect(phasePlan(game, scenario, { goal: { kind: 'expected' } })).toEqual({ ok: false, refusal: { code: 'too-many-shooters', count: PLAN_MAX_SHOOTERS + 1, limit: PLAN_MAX_SHOOTERS } });
  });

  it('a quick attack has no phase; a chosen enemy must be an enemy', () => {
    const quick = scenarioOf(example('mordheim/crossbow-vs-dieter.json'));
    expect(phasePlan(quick.game, quick.scenario, { goal: { kind: 'expected' } })).toEqual({ ok: false, refusal: { code: 'not-a-battle' } });
    const street = scenarioOf(example('mordheim/battle-street.json'));
    expect(phasePlan(street.game, street.scenario, { goal: { kind: 'chance', target: 'marksman' } })).toEqual({
      ok: false,
      refusal: { code: 'unknown-target', target: 'marksman', enemies: ['ogre', 'swordsman', 'youngblood', 'lookout'] },
    });
  });
});

describe('invariants over random profiles (fast-check)', () => {
  it('the plan is never worse than the best fixed order, which is never worse than the advice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 2, max: 5 }), fc.integer({ min: 2, max: 5 }), fc.integer({ min: 3, max: 6 }), (bsA, bsB, tX, armourY) => {
        const value = battleaxeOverkill() as { battle: { armies: { units: { profile: Record<string, number> }[] }[] } };
        const [ours, theirs] = value.battle.armies;
        const [a, b] = ours?.units ?? [];
        const [x, y] = theirs?.units ?? [];
        if (!a || !b || !x || !y) throw new Error('four units');
        a.profile.BS = bsA;
        b.profile.BS = bsB;
        x.profile.T = tX;
        y.profile.armour = armourY;
        const plan = planOf(value, { kind: 'expected' });
        expect(exact.toNumber(plan.value)).toBeGreaterThanOrEqual(exact.toNumber(plan.fixed.value));
        expect(exact.toNumber(plan.fixed.value)).toBeGreaterThanOrEqual(exact.toNumber(plan.advice.value));
        expect(exact.toNumber(plan.gain)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 12, seed: 22 },
    );
  }, 120_000);
});
