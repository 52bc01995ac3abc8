// The Ninth Age's war machines (issue 20): shots rolled on dice, the Volley Gun's natural 6s (−1
// to hit, or a Misfire and the Misfire Table), Reload! on a Volley Gun. Each case is worked by
// hand as fractions, then checked against seeded rolls.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countDistribution, diceFromSeed, exactArithmetic, odds, probability, rationalToString, roll, type Rational } from '../../dice/index.js';
import {
  mostShots,
  ninthAgeAttack,
  ninthAgeOdds,
  ninthAgeRoll,
  ninthAgeShooterStatus,
  parseAttribute,
  parseShotsDice,
  SHOTS_ROLL_START,
  shotsDiceText,
  shotsRollProcess,
  type NinthAgeAttackInput,
  type ShootingWeapon,
  type ShotsDice,
  unitShootingProcess,
} from './index.js';
import { testBattle, traceChecks as checks, traceDice as dice } from './test-battle.js';

const fr = (r: Rational | undefined) => (r === undefined ? 'undefined' : rationalToString(r));


const d = (count: number, sides: 3 | 6, times = 1, plus = 0): ShotsDice => ({ count, sides, times, plus });
const gun = (shotsDice: ShotsDice, volleyGun: boolean, over: Partial<ShootingWeapon> = {}): ShootingWeapon => ({
  id: 'gun',
  range: 24,
  shots: mostShots(shotsDice),
  shotsDice,
  strength: 4,
  armourPenetration: 0,
  attributes: volleyGun ? [{ code: 'volley-gun' }] : [],
  ...over,
});

describe('shots written as dice', () => {
  it('reads the profiles\' forms and writes them back', () => {
    expect(parseShotsDice('3D6*2')).toEqual(d(3, 6, 2));
    expect(parseShotsDice('2D6')).toEqual(d(2, 6));
    expect(parseShotsDice('D6+1')).toEqual(d(1, 6, 1, 1));
    expect(parseShotsDice('(2D6)*2')).toEqual(d(2, 6, 2));
    expect(parseShotsDice('D3 + 1')).toEqual(d(1, 3, 1, 1));
    for (const text of ['3', 'D4', '5D6', '2D6*4', 'D6+7', 'D6-1', '']) expect(parseShotsDice(text), text).toBeNull();
    for (const text of ['3D6*2', '2D6', 'D6+1', 'D3+1']) expect(shotsDiceText(parseShotsDice(text) ?? d(1, 6))).toBe(text);
    expect(mostShots(d(3, 6, 2))).toBe(36);
    expect(parseAttribute('Volley Gun')).toEqual({ code: 'volley-gun' });
  });
});

describe('one model\'s shots roll (NR-VOLLEY-GUN, NR-MISFIRE)', () => {
  it('D6+1: 2 to 7 shots, 1/6 each; no Volley Gun, so a 6 does nothing more', () => {
    const ends = odds(shotsRollProcess(0, d(1, 6, 1, 1), false), SHOTS_ROLL_START, exactArithmetic);
    for (let shots = 2; shots <= 7; shots++) expect(fr(probability(ends, (e) => e.shots === shots, exactArithmetic))).toBe('1/6');
    expect(fr(probability(ends, (e) => e.volleyGunSix || e.misfire !== null, exactArithmetic))).toBe('0');
  });

  it('D3 (a D6 halved, rounding up): 1, 2, 3 shots, 1/3 each', () => {
    const ends = odds(shotsRollProcess(0, d(1, 3), false), SHOTS_ROLL_START, exactArithmetic);
    for (let shots = 1; shots <= 3; shots++) expect(fr(probability(ends, (e) => e.shots === shots, exactArithmetic))).toBe('1/3');
  });

  it('a Volley Gun\'s 3D6: one natural 6 (3 · 1/6 · (5/6)² = 75/216 = 25/72) is −1 to hit; two or more (15/216 + 1/216 = 2/27) a Misfire of no shots, the Misfire Table\'s D6 a third each', () => {
    const ends = odds(shotsRollProcess(0, d(3, 6, 2), true), SHOTS_ROLL_START, exactArithmetic);
    const p = (predicate: (e: (typeof ends)[number]['state']) => boolean) => fr(probability(ends, predicate, exactArithmetic));
    expect(p((e) => e.volleyGunSix)).toBe('25/72');
    expect(p((e) => e.misfire !== null)).toBe('2/27');
    expect(p((e) => e.misfire !== null && e.shots > 0)).toBe('0');
    for (const result of ['breakdown', 'jammed', 'malfunction'] as const) expect(p((e) => e.misfire === result)).toBe('2/81');
    // No 6 at all and the smallest roll, 1 + 1 + 1 doubled: (1/6)³.
    expect(p((e) => e.shots === 6)).toBe('1/216');
  });
});

// A Volley Gun firing D3 shots at 4+: a single die can show at most one 6, so no Misfire; a 6
// gives 3 shots at 5+. Strength 4 against Resilience 4: 4+ to wound; no armour.
const d3Gun: NinthAgeAttackInput = { weapon: gun(d(1, 3), true), aim: 4, target: { models: 10, profile: { Res: 4 } } };

describe('the odds over a rolled number of shots', () => {
  it('D3 Volley Gun: shots 1, 2, 3 each 1/3; at least one unsaved 1 − (1/3·3/4 + 1/3·(3/4)² + 1/6·(3/4)³ + 1/6·(5/6)³) = 4103/10368', () => {
    const report = ninthAgeOdds(ninthAgeAttack(d3Gun), exactArithmetic);
    expect(report.series.shotsRolled?.exactly.map(fr)).toEqual(['0', '1/3', '1/3', '1/3']);
    expect(report.series.shots).toBe(3);
    expect(fr(report.series.unsaved.atLeast[1])).toBe('4103/10368');
    const roll = report.volleys[0]?.shotsRoll;
    expect(roll && fr(roll.volleyGunSix)).toBe('1/6');
    expect(roll && fr(roll.misfire)).toBe('0');
    // The volley's own analysis is the shot without the −1.
    expect(report.volleys[0]?.analysis.toHit.needed).toBe(4);
  });

  it('the same D3 shots without Volley Gun: no −1; at least one unsaved 1 − (1/3)(3/4 + 9/16 + 27/64) = 1 − 37/64 = 27/64', () => {
    const report = ninthAgeOdds(ninthAgeAttack({ ...d3Gun, weapon: gun(d(1, 3), false) }), exactArithmetic);
    expect(fr(report.series.unsaved.atLeast[1])).toBe('27/64');
    expect(report.volleys[0]?.shotsRoll?.volleyGun).toBe(false);
  });

  it('2D6 Volley Gun: a Misfire (1/36) leaves no shot; two models each roll their own', () => {
    const one = ninthAgeOdds(ninthAgeAttack({ ...d3Gun, weapon: gun(d(2, 6), true) }), exactArithmetic);
    expect(fr(one.series.shotsRolled?.exactly[0])).toBe('1/36');
    expect(fr(one.volleys[0]?.shotsRoll?.volleyGunSix)).toBe('5/18');
    // Two D3 guns: no shot never; 2 shots only as 1 + 1: 1/9.
    const two = ninthAgeOdds(ninthAgeAttack({ ...d3Gun, weapon: gun(d(1, 3), false), models: 2 }), exactArithmetic);
    expect(two.series.shotsRolled?.exactly.map(fr)).toEqual(['0', '0', '1/9', '2/9', '1/3', '2/9', '1/9']);
  });
});

describe('panic after shots rolled on dice', () => {
  it('2.x, D3 shots at 4 models of Dis 7: one Health Point lost forces the test, 1 − 37/64 = 27/64; failed 27/64 × 5/12 = 45/256', () => {
    // Each shot unsaved 1/4 (4+ to hit, 4+ to wound, no armour); a quarter of 4 HP is 1; three shots cannot destroy 4 models.
    const report = ninthAgeOdds(ninthAgeAttack({ ...d3Gun, weapon: gun(d(1, 3), false), target: { models: 4, profile: { Res: 4, Dis: 7 } }, variants: { edition: '2.x' } }), exactArithmetic);
    expect(report.series.panic.threshold.hpLost).toBe(1);
    expect(fr(report.series.panic.forced)).toBe('27/64');
    expect(fr(report.series.panic.failed ?? undefined)).toBe('45/256');
  });
});

describe('rolled: the shots dice explained, then as many shots', () => {
  const attackOf = (shotsDice: ShotsDice, volleyGun: boolean, models: number) => ninthAgeAttack({ ...d3Gun, weapon: gun(shotsDice, volleyGun), models });

  it('property: every roll is within the odds\' support; its dice make its shots; a Misfire fires none, a single 6 puts −1 on every to-hit die', () => {
    const shapes = [d(1, 3), d(2, 6), d(3, 6, 2), d(1, 6, 1, 1)];
    const support = new Map(shapes.map((s) => [shotsDiceText(s), ninthAgeOdds(ninthAgeAttack({ ...d3Gun, weapon: gun(s, true) })).series.shotsRolled?.exactly ?? []]));
    fc.assert(
      fc.property(fc.constantFrom(...shapes), fc.integer({ min: 1, max: 2 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (shape, models, seed) => {
        const report = ninthAgeRoll(attackOf(shape, true, models), seed);
        expect(report.shotsRolls).toHaveLength(models);
        const fired = report.shots.length;
        expect(fired).toBe(report.shotsRolls.reduce((sum, r) => sum + r.shots, 0));
        for (const r of report.shotsRolls) {
          const faces = dice(r.trace).filter((die) => die.check.step === 'shots-roll');
          expect(faces).toHaveLength(shape.count);
          const sixes = faces.filter((die) => die.face === 6).length;
          const sum = faces.reduce((total, die) => total + (shape.sides === 3 ? Math.ceil(die.face / 2) : die.face), 0);
          if (sixes >= 2) {
            expect(r.shots).toBe(0);
            expect(r.misfire).not.toBeNull();
            expect(dice(r.trace).filter((die) => die.check.step === 'misfire')).toHaveLength(1);
          } else {
            expect(r.shots).toBe(sum * shape.times + shape.plus);
            expect(r.volleyGunSix).toBe(sixes === 1);
            if (models === 1) expect(Number((support.get(shotsDiceText(shape)) ?? [])[r.shots] ?? 0)).toBeGreaterThan(0);
          }
        }
        if (models === 1) {
          const six = report.shotsRolls[0]?.volleyGunSix ?? false;
          for (const shot of report.shots) {
            for (const check of checks(shot.trace)) if (check.step === 'to-hit') expect(check.modifiers.some((m) => m.code === 'volley-gun-six' && m.value === -1)).toBe(six);
          }
        }
      }),
      { numRuns: 80 },
    );
  });

  it('the shots dice come first in the explanation, grouped as players throw them; the same seed gives the same roll', () => {
    const report = ninthAgeRoll(attackOf(d(3, 6, 2), true, 1), 7);
    expect(report.groups[0]?.check.step).toBe('shots-roll');
    expect(report.groups[0]?.dice).toHaveLength(3);
    expect(report.groups[1]?.check.step).toBe('shots-total');
    expect(ninthAgeRoll(attackOf(d(3, 6, 2), true, 1), 7)).toEqual(report);
  });

  it('over 3000 seeds, the D3 Volley Gun leaves no unsaved wound about 6265/10368 of the time (within 4.5 standard deviations)', () => {
    const runs = 3000;
    const p = 6265 / 10368;
    let none = 0;
    for (let seed = 0; seed < runs; seed++) if (ninthAgeRoll(ninthAgeAttack(d3Gun), seed).unsaved === 0) none++;
    expect(Math.abs(none - runs * p)).toBeLessThan(4.5 * Math.sqrt(runs * p * (1 - p)));
  });
});

describe('a Volley Gun is an Artillery Weapon: Reload!', () => {
  it('standing and shooting, it is refused by name', () => {
    const battle = testBattle([
      { id: 'red', army: 'b', at: [20, 20], files: 5, ranks: 4 },
      { id: 'blue', army: 'a', at: [30, 20], facing: 270, base: [2, 2], weapons: [{ weapon: gun(d(3, 6, 2), true), aim: 4 }], state: { standAndShoot: true } },
    ]);
    const blue = battle.units[1];
    if (!blue) throw new Error('test battle without its units');
    expect(ninthAgeShooterStatus(battle, blue).weapons[0]?.refusals).toEqual(['reload']);
    expect(ninthAgeShooterStatus(battle, { ...blue, state: { ...blue.state, standAndShoot: false } }).may).toBe(true);
  });
});

describe('the unit\'s shooting as one description (the phase) rolls the shots dice too', () => {
  const attack = ninthAgeAttack({ ...d3Gun, weapon: gun(d(2, 6), true), target: { models: 6, profile: { Res: 4, HP: 1 } } });

  it('its exact odds of models removed are the report\'s', () => {
    const { process, start } = unitShootingProcess(attack);
    const ends = odds(process, start, exactArithmetic);
    const removed = countDistribution(ends, (end) => 6 - end.unit.models, exactArithmetic).map(fr);
    expect(removed).toEqual(ninthAgeOdds(attack, exactArithmetic).series.modelsRemoved.exactly.map(fr));
  });

  it('seeded, it throws the same dice as ninthAgeRoll and leaves the same unit', () => {
    const { process, start } = unitShootingProcess(attack);
    for (let seed = 0; seed < 30; seed++) {
      const whole = roll(process, start, diceFromSeed(seed));
      const report = ninthAgeRoll(attack, seed);
      expect(whole.end.unit).toEqual(report.unit);
      expect(dice(whole.trace).map((die) => die.face)).toEqual([...report.shotsRolls.flatMap((r) => dice(r.trace)), ...report.shots.flatMap((shot) => dice(shot.trace))].map((die) => die.face));
    }
  });
});
