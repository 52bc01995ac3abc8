import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DiceCursor, diceFromSeed, exactArithmetic, rationalToString, repeatOdds, rollRepeatQuietly } from '../../dice/index.js';
import { analyseAttack, CONDITIONS, countHits, countWounds, MORDHEIM_WEAPON_IDS, MORDHEIM_WEAPONS, mordheimAttack, mordheimOdds, mordheimRoll, mordheimSeries, shotProcess, type MordheimAttackInput, weaponHas } from './index.js';
import { BODY_ARMOURS } from './tables.js';

const attackInput: fc.Arbitrary<MordheimAttackInput> = fc
  .record({
    BS: fc.integer({ min: 1, max: 10 }),
    S: fc.integer({ min: 1, max: 10 }),
    T: fc.integer({ min: 1, max: 10 }),
    W: fc.integer({ min: 1, max: 3 }),
    weapon: fc.constantFrom(...MORDHEIM_WEAPON_IDS),
    armour: fc.option(fc.constantFrom(...BODY_ARMOURS), { nil: null }),
    shield: fc.boolean(),
    helmet: fc.boolean(),
    hardToKill: fc.boolean(),
    cover: fc.boolean(),
    longRange: fc.boolean(),
    moved: fc.boolean(),
    largeTarget: fc.boolean(),
    shots: fc.integer({ min: 1, max: 3 }),
    naturalOneMisses: fc.boolean(),
    sevenPlus: fc.constantFrom('cannot-hit' as const, 'second-roll' as const),
    coverStrike: fc.constantFrom('missed-by-one' as const, 'natural-one' as const),
    oneCriticalPerPhase: fc.boolean(),
  })
  .map((r) => ({
    shooter: { profile: { BS: r.BS, S: r.S } },
    weapon: r.weapon,
    // The target's S is read by a net's die alone (its own Strength, as the shooter's here).
    target: { profile: { T: r.T, W: r.W, S: r.S }, kit: { armour: r.armour, shield: r.shield, helmet: r.helmet }, hardToKill: r.hardToKill, largeTarget: r.largeTarget },
    circumstances: { cover: r.cover, longRange: r.longRange, moved: r.moved },
    shots: r.shots,
    // M-17: both barrels are one shooting of two rounds; several shots are one barrel's each.
    ...(r.shots > 1 && weaponHas(MORDHEIM_WEAPONS[r.weapon], 'double-barrelled') ? { barrels: 1 as const } : {}),
    variants: { naturalOneMisses: r.naturalOneMisses, sevenPlus: r.sevenPlus, coverStrike: r.coverStrike, oneCriticalPerPhase: r.oneCriticalPerPhase },
  }));

const outOfAction = (input: MordheimAttackInput) => mordheimOdds(mordheimAttack(input)).series.conditions['out-of-action'];
const TOLERANCE = 1e-12;

describe('Mordheim odds: invariants', () => {
  it('every distribution sums to exactly 1', () => {
    fc.assert(
      fc.property(attackInput, (input) => {
        const report = mordheimOdds(mordheimAttack(input), exactArithmetic);
        const sum = (values: readonly { num: bigint; den: bigint }[]) => rationalToString(values.reduce((a, b) => exactArithmetic.add(a, b), exactArithmetic.zero));
        expect(sum(CONDITIONS.map((c) => report.shot.conditions[c]))).toBe('1');
        expect(sum(CONDITIONS.map((c) => report.series.conditions[c]))).toBe('1');
        expect(sum(report.series.hits)).toBe('1');
        expect(sum(report.series.wounds)).toBe('1');
        const { shot } = report;
        expect(sum([shot.outOfRange, shot.cannotHit, shot.miss, shot.coverStrike, shot.hit])).toBe('1');
      }),
      { numRuns: 60 },
    );
  });

  it('a better BS never lowers the chance of out of action', () => {
    fc.assert(
      fc.property(attackInput, (input) => {
        const BS = input.shooter.profile.BS;
        fc.pre(BS < 10);
        const better = { ...input, shooter: { profile: { ...input.shooter.profile, BS: BS + 1 } } };
        expect(outOfAction(better)).toBeGreaterThanOrEqual(outOfAction(input) - TOLERANCE);
      }),
      { numRuns: 150 },
    );
  });

  it('a higher Strength never lowers the chance of out of action', () => {
    fc.assert(
      fc.property(attackInput, fc.integer({ min: 1, max: 9 }), (input, strength) => {
        const withStrength = (S: number) => ({ ...input, weapon: { id: 'test', range: 24, strength: S, saveModifier: 0, wounds: 1, rules: [] } });
        expect(outOfAction(withStrength(strength + 1))).toBeGreaterThanOrEqual(outOfAction(withStrength(strength)) - TOLERANCE);
      }),
      { numRuns: 150 },
    );
  });

  it('worse armour never lowers the chance of out of action', () => {
    fc.assert(
      fc.property(attackInput, (input) => {
        const kit = input.target.kit ?? {};
        const stripped = { ...input, target: { ...input.target, kit: { ...kit, shield: false, armour: null } } };
        expect(outOfAction(stripped)).toBeGreaterThanOrEqual(outOfAction(input) - TOLERANCE);
      }),
      { numRuns: 150 },
    );
  });
});

describe('a report\'s shot handed the analyses the report made', () => {
  it('gives exactly the series odds of a shot that makes its own, hits and wounds', () => {
    fc.assert(
      fc.property(attackInput, (input) => {
        const attack = mordheimAttack(input);
        const own = mordheimSeries(attack);
        const handed = mordheimSeries(attack, shotProcess(attack, analyseAttack(attack)));
        for (const count of [countHits, countWounds]) expect(repeatOdds(handed, count, exactArithmetic)).toEqual(repeatOdds(own, count, exactArithmetic));
      }),
      { numRuns: 60 },
    );
  });
});

describe('Mordheim rolls', () => {
  it('replay byte for byte from the same seed', () => {
    fc.assert(
      fc.property(attackInput, fc.integer({ min: 0, max: 0xffffffff }), (input, seed) => {
        const attack = mordheimAttack(input);
        expect(JSON.stringify(mordheimRoll(attack, seed))).toBe(JSON.stringify(mordheimRoll(attack, seed)));
      }),
      { numRuns: 50 },
    );
  });

  it('stop once the target is out of action', () => {
    const attack = mordheimAttack({ shooter: { profile: { BS: 10 } }, weapon: 'handgun', target: { profile: { T: 1, W: 1 } }, shots: 20 });
    let endedEarly = 0;
    for (let seed = 0; seed < 40; seed += 1) {
      const report = mordheimRoll(attack, seed);
      expect(report.shots.length + report.shotsNotTaken).toBe(20);
      const out = report.target.condition === 'out-of-action';
      expect(report.shots.at(-1)?.result.target.condition === 'out-of-action').toBe(out);
      if (!out) expect(report.shotsNotTaken).toBe(0);
      if (report.shotsNotTaken > 0) endedEarly += 1;
    }
    // Each wounding shot puts the model out of action with 1/3 or more: 40 series all
    // running to the end would be astronomically unlikely.
    expect(endedEarly).toBeGreaterThan(0);
  });
});

describe('Mordheim rolls agree with the exact odds', () => {
  // For each scenario, 12 000 seeded series; the final conditions' chi-square must stay under
  // the 0.999 quantile for 3 degrees of freedom (16.27). Fixed seeds keep the test stable.
  const scenarios: [string, MordheimAttackInput][] = [
    ['crossbow at Dieter', { shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 3, W: 1 }, kit: { armour: 'heavy', shield: true } } }],
    ['three shots at an Ogre', { shooter: { profile: { BS: 4 } }, weapon: 'crossbow', target: { profile: { T: 4, W: 3 }, kit: { armour: 'light' }, largeTarget: true }, shots: 3 }],
    ['a dwarf with a helmet in cover', { shooter: { profile: { BS: 4 } }, weapon: 'handgun', target: { profile: { T: 4, W: 1 }, kit: { helmet: true, armour: 'gromril' }, hardToKill: true }, circumstances: { cover: true }, shots: 2 }],
  ];

  it.each(scenarios)('%s', (_name, input) => {
    const series = mordheimSeries(mordheimAttack(input));
    const exact = repeatOdds(series, countHits);
    const n = 12_000;
    const observed = new Map<string, number>();
    const cursor = new DiceCursor(diceFromSeed(20261130));
    for (let i = 0; i < n; i += 1) {
      const condition = rollRepeatQuietly(series, cursor).at(-1)?.target.condition ?? series.start.target.condition;
      observed.set(condition, (observed.get(condition) ?? 0) + 1);
    }
    let chiSquare = 0;
    for (const condition of CONDITIONS) {
      const expected = n * exact.filter((w) => w.state.state.target.condition === condition).reduce((s, w) => s + w.p, 0);
      const seen = observed.get(condition) ?? 0;
      if (expected === 0) expect(seen).toBe(0);
      else chiSquare += (seen - expected) ** 2 / expected;
    }
    expect(chiSquare).toBeLessThan(16.27);
  });
});
