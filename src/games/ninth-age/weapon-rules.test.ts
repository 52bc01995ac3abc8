// The Ninth Age's weapon rules that the community's data writes out in a weapon's Attributes
// column (docs/special-rules.md): the Aspen Bow's hits-on-aim, the Repeater Handbow's and
// Crossbow's Armour Penetration at Short Range, and the Repeater Pistol's Shots 4 beside a Pistol. Each case is worked by hand, then checked
// through the odds and through seeded rolls.
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString, type Rational } from '../../dice/index.js';
import { prepareTable } from '../../table/index.js';
import {
  modelsShooting,
  NINTH_AGE_WEAPONS,
  ninthAgeAttack,
  parseAttribute,
  ninthAgeOdds,
  ninthAgeRoll,
  ninthAgeShooterStatus,
  shotsPerModel,
  tableAttack,
  type NinthAgeAttackInput,
  type ShootingWeapon,
  type WeaponEntry,
} from './index.js';
import { options, testBattle, traceChecks as checks, traceDice as dice } from './test-battle.js';

const fr = (r: Rational | undefined) => (r === undefined ? 'undefined' : rationalToString(r));


// Undying Dynasties' Aspen Bow as the data reads it: 24", 1 shot, Strength 3, AP 0, Volley Fire.
const aspenBow: ShootingWeapon = { id: 'Aspen Bow', range: 24, shots: 1, strength: 3, armourPenetration: 0, attributes: [{ code: 'volley-fire' }, { code: 'hits-on-aim' }] };
const plainBow: ShootingWeapon = { ...aspenBow, id: 'plain', attributes: [{ code: 'volley-fire' }] };

// Everything against it: it advanced (−1), at Long Range (−1), soft cover (−1), Hard Target (1) on
// every model (−1). Aim 5+ less 4 would need 9: no hit at all.
const against = (weapon: ShootingWeapon, edition: 'current' | '2.x'): NinthAgeAttackInput => ({
  weapon,
  aim: 5,
  shooter: { movement: 'advance' },
  target: { models: 10, profile: { Res: 3, Arm: 0 }, hardTarget: 1 },
  circumstances: { longRange: true, cover: 'soft' },
  variants: { edition },
});

describe('Aspen Bow: always hits on its Aim (BS-T9A-2ND, Undying Dynasties)', () => {
  for (const edition of ['current', '2.x'] as const) {
    it(`${edition}: needs 5+ whatever the four modifiers: a hit 2/6 = 1/3, then 4+ to wound (1/2), no save: 1/6`, () => {
      const odds = ninthAgeOdds(ninthAgeAttack(against(aspenBow, edition)), exactArithmetic);
      const toHit = odds.volleys[0]?.analysis.toHit;
      expect(toHit?.needed).toBe(5);
      expect(toHit?.resolution).toBe('roll');
      expect(toHit?.modifiers).toEqual([
        { code: 'long-range', value: 0, ignoredBy: 'hits-on-aim' },
        { code: 'moving', value: 0, ignoredBy: 'hits-on-aim' },
        { code: 'soft-cover', value: 0, ignoredBy: 'hits-on-aim' },
        { code: 'hard-target', value: 0, ignoredBy: 'hits-on-aim' },
      ]);
      expect(fr(odds.series.hits.atLeast[1])).toBe('1/3');
      expect(fr(odds.series.unsaved.atLeast[1])).toBe('1/6');
    });
  }

  it('the same bow without the rule cannot hit: 5 + 4 = 9 (T-2, T-10)', () => {
    const toHit = ninthAgeOdds(ninthAgeAttack(against(plainBow, 'current')), exactArithmetic).volleys[0]?.analysis.toHit;
    expect(toHit?.needed).toBe(9);
    expect(toHit?.resolution).toBe('cannot-hit');
    expect(toHit?.chance).toBe(0);
  });

  it('Accurate, listed first in the table, still names itself for Long Range; the needed score is the Aim all the same', () => {
    const odds = ninthAgeOdds(ninthAgeAttack(against({ ...aspenBow, attributes: [...aspenBow.attributes, { code: 'accurate' }] }, 'current')));
    expect(odds.volleys[0]?.analysis.toHit.modifiers[0]).toEqual({ code: 'long-range', value: 0, ignoredBy: 'accurate' });
    expect(odds.volleys[0]?.analysis.toHit.needed).toBe(5);
  });

  it('rolled: every to-hit die is read against 5+, a hit exactly on a 5 or 6, and the explanation names the rule', () => {
    let faces = 0;
    for (let seed = 0; seed < 40; seed++) {
      const shots = ninthAgeRoll(ninthAgeAttack({ ...against(aspenBow, 'current'), models: 3 }), seed).shots;
      for (const shot of shots) {
        for (const die of dice(shot.trace)) {
          if (die.check.step !== 'to-hit') continue;
          faces++;
          expect(die.check.needed).toBe(5);
          expect(die.check.modifiers.every((m) => m.ignoredBy === 'hits-on-aim')).toBe(true);
          expect(die.outcome === 'hit').toBe(die.face >= 5);
        }
      }
    }
    expect(faces).toBe(120);
  });
});

// Dread Elves' Repeater Handbow as the data reads it: 12", 2 shots, Strength 3, AP 0, Accurate,
// Quick to Fire, +1 AP at Short Range. Aim 3+ against Resilience 3, Armour 2.
const handbow: ShootingWeapon = {
  id: 'Repeater Handbow',
  range: 12,
  shots: 2,
  strength: 3,
  armourPenetration: 0,
  attributes: [{ code: 'accurate' }, { code: 'quick-to-fire' }, { code: 'short-range-penetration', value: 1 }],
};
const atRange = (longRange: boolean): NinthAgeAttackInput => ({ weapon: handbow, aim: 3, target: { models: 10, profile: { Res: 3, Arm: 2 } }, circumstances: { longRange, cover: 'none' } });

describe('Repeater Handbow and Crossbow: +1 Armour Penetration at Short Range (BS-T9A-2ND, Dread Elves)', () => {
  it('Short Range (not Long Range, facts B1 [2.x]): AP 1, the save 7 − 2 + 1 = 6+; a shot 2/3 · 1/2 · 5/6 = 5/18; one of two at least 1 − (13/18)² = 155/324', () => {
    const odds = ninthAgeOdds(ninthAgeAttack(atRange(false)), exactArithmetic);
    expect(odds.volleys[0]?.analysis.armour).toMatchObject({ armourPenetration: 1, penetrationModifiers: [{ code: 'short-range-penetration', value: 1 }], needed: 6 });
    expect(fr(odds.series.unsaved.atLeast[1])).toBe('155/324');
  });

  it('Long Range: AP 0, the save 5+; Accurate keeps the hit at 3+: a shot 2/3 · 1/2 · 2/3 = 2/9; one of two 1 − (7/9)² = 32/81', () => {
    const odds = ninthAgeOdds(ninthAgeAttack(atRange(true)), exactArithmetic);
    expect(odds.volleys[0]?.analysis.armour).toMatchObject({ armourPenetration: 0, penetrationModifiers: [], needed: 5 });
    expect(fr(odds.series.unsaved.atLeast[1])).toBe('32/81');
  });

  it('rolled at Short Range: each armour save is made against 6+ with AP 1 named, saved exactly on a 6', () => {
    let saves = 0;
    for (let seed = 0; seed < 60; seed++) {
      for (const shot of ninthAgeRoll(ninthAgeAttack({ ...atRange(false), models: 5 }), seed).shots) {
        for (const check of checks(shot.trace)) if (check.step === 'armour-save') expect(check).toMatchObject({ needed: 6, armourPenetration: 1, penetrationModifiers: [{ code: 'short-range-penetration', value: 1 }] });
        for (const die of dice(shot.trace)) {
          if (die.check.step !== 'armour-save') continue;
          saves++;
          expect(die.outcome === 'saved').toBe(die.face === 6);
        }
      }
    }
    expect(saves).toBeGreaterThan(100);
  });

  it('rolled at Long Range: saves against 5+ and no rule added', () => {
    for (let seed = 0; seed < 20; seed++) {
      for (const shot of ninthAgeRoll(ninthAgeAttack({ ...atRange(true), models: 5 }), seed).shots) {
        for (const check of checks(shot.trace)) if (check.step === 'armour-save') expect(check).toMatchObject({ needed: 5, armourPenetration: 0, penetrationModifiers: [] });
      }
    }
  });
});

// Empire of Sonnstahl's Repeater Pistol as the data reads it: 12", 3 shots, Strength 4, AP 2,
// Quick to Fire, Shots 4 when the model also carries a Pistol or a Brace of Pistols.
const repeater: WeaponEntry = {
  weapon: { id: 'Repeater Pistol', range: 12, shots: 3, strength: 4, armourPenetration: 2, attributes: [{ code: 'quick-to-fire' }, { code: 'shots-with-pistol', value: 4 }] },
  aim: 3,
};
const pistol: WeaponEntry = { weapon: NINTH_AGE_WEAPONS.pistol, aim: 3 };
const brace: WeaponEntry = { weapon: { ...NINTH_AGE_WEAPONS.pistol, id: 'Brace of Pistols' }, aim: 3 };

/*
 * One blue model on a 1" base at (28, 20) facing left: its front edge at x = 27.5, 5" from the
 * red unit's right facing (x = 22.5), within half of 12": Short Range, no cover. Red: 5 × 4
 * models of Resilience 4, Armour 1.
 */
function pistolAttack(carried: readonly WeaponEntry[]) {
  const battle = testBattle([
    { id: 'red', army: 'b', at: [20, 20], files: 5, ranks: 4, profile: { Res: 4, Arm: 1 } },
    { id: 'blue', army: 'a', at: [28, 20], facing: 270, weapons: carried },
  ]);
  const [red, blue] = battle.units;
  if (!red || !blue) throw new Error('test battle without its units');
  const table = prepareTable(battle.table);
  return tableAttack(battle, blue, red, repeater, modelsShooting(battle, table, blue, red, repeater, options.variants), options.variants);
}

describe('Repeater Pistol: Shots 4 with a Pistol or Brace of Pistols beside it (BS-T9A-2ND, Empire of Sonnstahl)', () => {
  it('the shots the rule sets, and the rule named; its own 3 without a pistol', () => {
    expect(shotsPerModel(repeater, [repeater, pistol])).toEqual({ shots: 4, rule: 'shots-with-pistol' });
    expect(shotsPerModel(repeater, [brace, repeater])).toEqual({ shots: 4, rule: 'shots-with-pistol' });
    expect(shotsPerModel(repeater, [repeater])).toEqual({ shots: 3, rule: null });
    expect(shotsPerModel(pistol, [repeater, pistol])).toEqual({ shots: 1, rule: null });
  });

  it('on the table with a Pistol: 4 shots at 3+ (2/3), 4+ to wound (1/2), no save (7 − 1 + 2 = 8): at least one unsaved 1 − (2/3)⁴ = 65/81; rolled, four shots', () => {
    const attack = pistolAttack([repeater, pistol]);
    expect(attack.volleys.map((v) => [v.models, v.shots, v.shotsRule, v.circumstances.longRange, v.circumstances.cover])).toEqual([[1, 4, 'shots-with-pistol', false, 'none']]);
    expect(fr(ninthAgeOdds(attack, exactArithmetic).series.unsaved.atLeast[1])).toBe('65/81');
    for (let seed = 0; seed < 10; seed++) expect(ninthAgeRoll(attack, seed).shots).toHaveLength(4);
  });

  it('without one: its own 3 shots, 1 − (2/3)³ = 19/27; rolled, three shots', () => {
    const attack = pistolAttack([repeater]);
    expect(attack.volleys.map((v) => [v.shots, v.shotsRule])).toEqual([[3, undefined]]);
    expect(fr(ninthAgeOdds(attack, exactArithmetic).series.unsaved.atLeast[1])).toBe('19/27');
    for (let seed = 0; seed < 10; seed++) expect(ninthAgeRoll(attack, seed).shots).toHaveLength(3);
  });
});

// Dread Elves' Daeb Bolt Thrower as the data reads it: 24", 8 shots, Strength 5, AP 2, Artillery
// Weapon, which always has Reload! (NR-ARTILLERY). Aim 3+.
const boltThrower: WeaponEntry = {
  weapon: { id: 'Daeb Bolt Thrower', range: 24, shots: 8, strength: 5, armourPenetration: 2, attributes: [{ code: 'reload' }] },
  aim: 3,
};

/*
 * The Repeater Battery (one model on a 2" base at (30, 20) facing left: its front edge at x = 29,
 * 6.5" from the red unit's right facing at x = 22.5) and 5 × 4 red models of Resilience 3,
 * Armour 2.
 */
function batteryBattle(standAndShoot: boolean) {
  const battle = testBattle([
    { id: 'red', army: 'b', at: [20, 20], files: 5, ranks: 4, profile: { Res: 3, Arm: 2 } },
    { id: 'blue', army: 'a', at: [30, 20], facing: 270, base: [2, 2], weapons: [boltThrower], state: { standAndShoot } },
  ]);
  const [red, blue] = battle.units;
  if (!red || !blue) throw new Error('test battle without its units');
  return { battle, red, blue };
}

describe('Reload!: not for a Stand and Shoot charge reaction (BS-T9A-2ND Reload!; every Artillery Weapon has it)', () => {
  it('reads "Reload!" as players write it', () => {
    expect(parseAttribute('Reload!')).toEqual({ code: 'reload' });
    expect(parseAttribute('reload')).toEqual({ code: 'reload' });
    expect(parseAttribute('Reload! (1)')).toBeNull();
  });

  it('standing and shooting, the unit cannot use the weapon: refused by name, and it has no other', () => {
    const { battle, blue } = batteryBattle(true);
    const status = ninthAgeShooterStatus(battle, blue);
    expect(status.weapons[0]?.refusals).toEqual(['reload']);
    expect(status.may).toBe(false);
    expect(status.refusals).toEqual(['no-usable-weapon']);
  });

  it('a weapon without Reload! still stands and shoots beside it', () => {
    const { battle, blue } = batteryBattle(true);
    const status = ninthAgeShooterStatus(battle, { ...blue, weapons: [boltThrower, { weapon: NINTH_AGE_WEAPONS.crossbow, aim: 4 }] });
    expect(status.weapons.map((w) => w.refusals)).toEqual([['reload'], []]);
    expect(status.may).toBe(true);
  });

  it('in its own Shooting Phase: 8 shots at 3+ (2/3), S5 against R3 wounds on 2+ (5/6), no save (7 − 2 + 2 = 7): each 5/9 unsaved; all eight (5/9)⁸ = 390625/43046721; rolled, eight shots', () => {
    const { battle, red, blue } = batteryBattle(false);
    expect(ninthAgeShooterStatus(battle, blue).may).toBe(true);
    const attack = tableAttack(battle, blue, red, boltThrower, modelsShooting(battle, prepareTable(battle.table), blue, red, boltThrower, options.variants), options.variants);
    expect(attack.volleys.map((v) => [v.models, v.shots, v.circumstances.longRange, v.circumstances.cover])).toEqual([[1, 8, false, 'none']]);
    const odds = ninthAgeOdds(attack, exactArithmetic);
    expect(odds.volleys[0]?.analysis.armour.needed).toBeNull();
    expect(fr(odds.series.unsaved.atLeast[8])).toBe('390625/43046721');
    // At least one: 1 − (4/9)⁸ = 1 − 65536/43046721.
    expect(fr(odds.series.unsaved.atLeast[1])).toBe('42981185/43046721');
    for (let seed = 0; seed < 10; seed++) expect(ninthAgeRoll(attack, seed).shots).toHaveLength(8);
  });
});
