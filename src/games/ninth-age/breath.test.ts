// The Ninth Age's Breath Attack (issue 20; BS-T9A-2ND 2nd-theNinthAge-FantasyBattles.gst, rule
// Breath Attack): 2D6 hits rolled for each model, no to-hit roll, range 6", March and Shoot.
// Each case is worked by hand as fractions, then checked against seeded rolls.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactArithmetic, floatArithmetic, rationalToString, type Rational } from '../../dice/index.js';
import { NINTH_AGE_DEFAULT_VARIANTS, ninthAgeAttack, ninthAgeOdds, ninthAgePlanShot, ninthAgeRoll, ninthAgeRollPhase, ninthAgeRollShot, ninthAgeShooterStatus, ninthAgeShotOutcomes, parseAttribute, parseBreathAttack, type NinthAgeAttackInput, type NinthAgeBattle, type ShootingWeapon } from './index.js';
import { testBattle, traceChecks as checks, traceDice as dice } from './test-battle.js';

const fr = (r: Rational | undefined) => (r === undefined ? 'undefined' : rationalToString(r));

// "Breath Attack (Str 4, AP 1, Flaming Attacks)" as a weapon.
const breath: ShootingWeapon = {
  id: 'Breath Attack',
  range: 6,
  shots: 12,
  shotsDice: { count: 2, sides: 6, times: 1, plus: 0 },
  strength: 4,
  armourPenetration: 1,
  attributes: [{ code: 'breath-attack' }, { code: 'flaming-attacks' }],
};
// Strength 4 against Resilience 4 wounds on 4+; Armour 0 against AP 1 has no save: each hit is
// an unsaved wound half the time. Ten models of 1 HP.
const atSpearmen: NinthAgeAttackInput = { weapon: breath, aim: 4, target: { models: 10, profile: { Res: 4, Arm: 0 } } };

describe('Breath Attack: hits, not shots', () => {
  it('reads the attribute as a file writes it', () => {
    expect(parseAttribute('Breath Attack')).toEqual({ code: 'breath-attack' });
    expect(parseAttribute('Breath Attack (2)')).toBeNull();
  });

  it('reads the units\' rule as the data writes it into the same weapon: range 6, 2D6, the bracket\'s Strength, AP and attributes', () => {
    expect(parseBreathAttack('Breath Attack (Str 4, AP 1, Flaming Attacks)')).toEqual({ weapon: { ...breath, shots: 12 }, unknown: [] });
    expect(parseBreathAttack('Breath Attack (Str 2, AP 3)')?.weapon).toMatchObject({ strength: 2, armourPenetration: 3, attributes: [{ code: 'breath-attack' }] });
    // Warriors of the Dark Gods: Dying Embers is known (dying-embers.test.ts); a word Marksman does not know is kept out and named.
    expect(parseBreathAttack('Breath Attack (Str 4, AP 1, Dying Embers, Flaming Attacks).')?.weapon.attributes).toEqual([{ code: 'breath-attack' }, { code: 'dying-embers' }, { code: 'flaming-attacks' }]);
    expect(parseBreathAttack('Breath Attack (Str 4, AP 1, Scorching Fumes)')?.unknown).toEqual(['Scorching Fumes']);
    for (const text of ['Breath Attack', 'Breath Attack (AP 1)', 'Breath of the Brass Bull', 'Breath Attack (Str 11, AP 1)']) expect(parseBreathAttack(text), text).toBeNull();
  });

  it('every rolled shot is a hit: 2D6 hits, from 2 (1/36) to 12 (1/36), 7 the likeliest (6/36 = 1/6)', () => {
    const report = ninthAgeOdds(ninthAgeAttack(atSpearmen), exactArithmetic);
    expect(report.volleys[0]?.analysis.toHit.resolution).toBe('automatic');
    expect(fr(report.series.hits.exactly[2])).toBe('1/36');
    expect(fr(report.series.hits.exactly[7])).toBe('1/6');
    expect(fr(report.series.hits.exactly[12])).toBe('1/36');
    expect(fr(report.series.hits.exactly[1])).toBe('0');
  });

  it('no unsaved wound: E[(1/2)^N] over 2D6 = ((1/6)(1/2 + 1/4 + … + 1/64))² = (21/128)² = 441/16384', () => {
    const report = ninthAgeOdds(ninthAgeAttack(atSpearmen), exactArithmetic);
    expect(fr(report.series.unsaved.exactly[0])).toBe('441/16384');
    expect(fr(report.series.unsaved.atLeast[1])).toBe('15943/16384');
  });

  it('long range, hard cover, moving and Hard Target change nothing: there is no to-hit roll, and no modifier is named', () => {
    const plain = ninthAgeOdds(ninthAgeAttack(atSpearmen), exactArithmetic);
    const hard = ninthAgeOdds(
      ninthAgeAttack({ ...atSpearmen, target: { ...atSpearmen.target, hardTarget: 2 }, shooter: { movement: 'advance' }, circumstances: { longRange: true, cover: 'hard' } }),
      exactArithmetic,
    );
    expect(hard.series.unsaved.exactly.map(fr)).toEqual(plain.series.unsaved.exactly.map(fr));
    expect(hard.volleys[0]?.analysis.toHit.modifiers).toEqual([]);
  });

  it('two models roll their hits separately: 4D6 in all, 4 hits only as four 1s (1/1296)', () => {
    const report = ninthAgeOdds(ninthAgeAttack({ ...atSpearmen, models: 2 }), exactArithmetic);
    expect(fr(report.series.hits.exactly[4])).toBe('1/1296');
    expect(fr(report.series.hits.exactly[3])).toBe('0');
  });

  it('beyond its 6" range it does nothing', () => {
    const report = ninthAgeOdds(ninthAgeAttack({ ...atSpearmen, circumstances: { distance: 7 } }), exactArithmetic);
    expect(fr(report.series.hits.exactly[0])).toBe('1');
  });
});

describe('rolled: the hits dice, then no to-hit die', () => {
  it('property: the hits are the dice\'s sum; no to-hit die is thrown; each shot\'s to-hit step says automatic', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (models, seed) => {
        const report = ninthAgeRoll(ninthAgeAttack({ ...atSpearmen, models, target: { models: 30, profile: { Res: 4, Arm: 0 } } }), seed);
        const sum = report.shotsRolls.flatMap((r) => dice(r.trace)).reduce((total, die) => total + die.face, 0);
        expect(report.hits).toBe(sum);
        expect(report.shots).toHaveLength(sum);
        for (const shot of report.shots) {
          expect(dice(shot.trace).some((die) => die.check.step === 'to-hit')).toBe(false);
          expect(checks(shot.trace).some((check) => check.step === 'to-hit' && check.resolution === 'automatic')).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('over 3000 seeds, no unsaved wound about 441/16384 of the time (within 4.5 standard deviations)', () => {
    const runs = 3000;
    const p = 441 / 16384;
    let none = 0;
    for (let seed = 0; seed < runs; seed++) if (ninthAgeRoll(ninthAgeAttack(atSpearmen), seed).unsaved === 0) none++;
    expect(Math.abs(none - runs * p)).toBeLessThan(4.5 * Math.sqrt(runs * p * (1 - p)));
  });
});

describe('who may breathe', () => {
  const battle = testBattle([
    { id: 'red', army: 'b', at: [20, 20], files: 5, ranks: 4 },
    { id: 'blue', army: 'a', at: [25, 20], facing: 270, base: [2, 2], weapons: [{ weapon: breath, aim: 4 }], state: { standAndShoot: true } },
  ]);
  const blue = battle.units[1];
  if (!blue) throw new Error('test battle without its units');

  it('a Stand and Shoot may use it (it has no Reload!)', () => {
    expect(ninthAgeShooterStatus(battle, blue).weapons[0]?.refusals).toEqual([]);
  });

  it('once per game: a unit whose state records its breath used is refused by name, breath-used', () => {
    expect(ninthAgeShooterStatus(battle, { ...blue, state: { ...blue.state, breathUsed: true } }).weapons[0]?.refusals).toEqual(['breath-used']);
  });

  it('once breathed on the table, it is spent: the shot, its every outcome and the phase leave the shooter breath-used', () => {
    const options = { variants: NINTH_AGE_DEFAULT_VARIANTS };
    const fresh = { ...battle, units: battle.units.map((u) => (u.id === 'blue' ? { ...u, state: { ...u.state, standAndShoot: false } } : u)) };
    const planned = ninthAgePlanShot(fresh, 'blue', 'red', null, options);
    if (!planned.ok) throw new Error(`the breath is refused: ${JSON.stringify(planned)}`);
    const breathUsed = (after: NinthAgeBattle) => after.units.find((u) => u.id === 'blue')?.state.breathUsed;
    const rolled = ninthAgeRollShot(fresh, planned, 7).battle;
    expect(breathUsed(rolled)).toBe(true);
    expect(ninthAgePlanShot(rolled, 'blue', 'red', null, options)).toMatchObject({ ok: false });
    for (const outcome of ninthAgeShotOutcomes(fresh, planned, floatArithmetic)) expect(breathUsed(outcome.battle)).toBe(true);
    expect(breathUsed(ninthAgeRollPhase(fresh, options, 7).battle)).toBe(true);
    // The target's own state is not touched by the shooter's breath.
    expect(rolled.units.find((u) => u.id === 'red')?.state.breathUsed).toBeUndefined();
  });

  it('after a March it may still shoot (March and Shoot)', () => {
    expect(ninthAgeShooterStatus(battle, { ...blue, state: { ...blue.state, standAndShoot: false, movement: 'march' } }).weapons[0]?.refusals).toEqual([]);
  });
});
