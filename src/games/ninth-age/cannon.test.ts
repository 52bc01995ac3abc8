// The Ninth Age's Cannon and bracketed values (issue 20): the single hit at the bracketed
// Strength and AP (ruling NA-WM-1, docs/ninth-age.md), Multiple Wounds with a die plus a number
// ("D3+1"), and the Cannon's rules (NR-CANNON: cover ignored to hit, +1 against a wholly
// Gigantic unit out of cover, a natural 1 Misfires onto the Misfire Table). Each case is worked
// by hand as fractions, then checked against seeded rolls.
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString, type Rational } from '../../dice/index.js';
import {
  ninthAgeAttack,
  ninthAgeOdds,
  ninthAgeRoll,
  ninthAgeShooterStatus,
  parseAttribute,
  parseBracketedValue,
  parseMultipleWounds,
  parseWoundsValue,
  weaponAttributeText,
  woundsForFace,
  woundsPlus,
  type NinthAgeAttackInput,
  type ShootingWeapon,
} from './index.js';
import { testBattle, traceChecks as checks, traceDice as dice } from './test-battle.js';

const fr = (r: Rational | undefined) => (r === undefined ? 'undefined' : rationalToString(r));

/** The Empire of Sonnstahl's Cannon as the community data gives it: 72", Str 4[10], AP 0[10], Cannon, [Multiple Wounds (D3+1, Clipped Wings)]. */
const cannon: ShootingWeapon = {
  id: 'Cannon',
  range: 72,
  shots: 1,
  strength: 10,
  armourPenetration: 10,
  plain: { strength: 4, armourPenetration: 0 },
  attributes: [{ code: 'cannon' }, { code: 'multiple-wounds', value: 'D3+1', clippedWings: true }],
};

// Five models of 3 HP, Resilience 4, Armour 3, in soft cover.
const atOgres: NinthAgeAttackInput = { weapon: cannon, aim: 4, target: { models: 5, profile: { HP: 3, Res: 4, Arm: 3 } }, circumstances: { cover: 'soft' } };

describe('values written with brackets and Multiple Wounds with a die plus a number', () => {
  it('reads "4[10]", "3 [7]" and the bracketed attribute "[Multiple Wounds (D3+1, Clipped Wings)]"', () => {
    expect(parseBracketedValue('4[10]')).toEqual({ value: 4, bracket: 10 });
    expect(parseBracketedValue('3 [7]')).toEqual({ value: 3, bracket: 7 });
    expect(parseBracketedValue('5')).toEqual({ value: 5, bracket: null });
    for (const text of ['4[11]', '[10]', 'four']) expect(parseBracketedValue(text), text).toBeNull();
    expect(parseAttribute('[Multiple Wounds (D3+1, Clipped Wings)]')).toEqual({ code: 'multiple-wounds', value: 'D3+1', clippedWings: true });
    expect(parseAttribute('Cannon')).toEqual({ code: 'cannon' });
    expect(weaponAttributeText({ code: 'multiple-wounds', value: 'D3+1', clippedWings: true })).toBe('multiple-wounds (D3+1, clipped-wings)');
  });

  it('"D3+1", "D6 + 2"; the data\'s "Clipped Winds" read as Clipped Wings; a condition other than Clipped Wings or "against Standard" is not read', () => {
    expect(parseWoundsValue('D3+1')).toBe('D3+1');
    expect(parseWoundsValue('d6 + 2')).toBe('D6+2');
    expect(parseWoundsValue('D3+7')).toBeNull();
    expect(parseMultipleWounds('D3+1, Clipped Winds')).toEqual({ code: 'multiple-wounds', value: 'D3+1', clippedWings: true });
    expect(parseMultipleWounds('2, against Characters')).toBeNull();
  });

  it('D3+1: a D6 halved rounding up, plus 1 (2, 2, 3, 3, 4, 4), then capped at the model\'s HP', () => {
    expect([1, 2, 3, 4, 5, 6].map((face) => woundsForFace('D3+1', face, 6))).toEqual([2, 2, 3, 3, 4, 4]);
    expect([1, 2, 3, 4, 5, 6].map((face) => woundsForFace('D3+1', face, 3))).toEqual([2, 2, 3, 3, 3, 3]);
    expect([1, 6].map((face) => woundsForFace('D6+1', face, 10))).toEqual([2, 7]);
    expect(woundsPlus('D3', 1)).toBe('D3+1');
    expect(woundsPlus('D3+1', 1)).toBe('D3+2');
    expect(woundsPlus(2, 1)).toBe(3);
  });
});

describe('the Cannon: one hit at the bracketed values (NA-WM-1), cover ignored, a natural 1 Misfires (NR-CANNON)', () => {
  // To hit 4+ (soft cover's −1 ignored): a 1 Misfires (1/6), 2–3 miss, 4–6 hit (1/2).
  // To wound Strength 10 against Resilience 4: 2+, 5/6. Armour 3 against AP 10: no save.
  // Unsaved 1/2 · 5/6 = 5/12. D3+1 capped at 3 HP: 2 (1/3) or 3 (2/3), so 2 HP 5/36, 3 HP 5/18.
  const report = ninthAgeOdds(ninthAgeAttack(atOgres), exactArithmetic);
  const volley = report.volleys[0];

  it('needs 4+: soft cover named and ignored by the Cannon; the to-wound roll names the plain 4 and 0 it does not use', () => {
    expect(volley?.analysis.toHit.needed).toBe(4);
    expect(volley?.analysis.toHit.modifiers).toEqual([{ code: 'soft-cover', value: 0, ignoredBy: 'cannon' }]);
    expect(volley?.analysis.toHit.misfireOnOne).toBe(true);
    expect(volley?.analysis.toWound).toMatchObject({ strength: 10, needed: 2, plain: { strength: 4, armourPenetration: 0 } });
    expect(volley?.analysis.armour.needed).toBeNull();
    // The target has no Fly: Clipped Wings adds nothing and nothing is left unapplied.
    expect(volley?.analysis.damage).toEqual({ multipleWounds: 'D3+1', cap: 3 });
  });

  it('a shot: Misfire 1/6 (each result of the Misfire Table 1/18), hit 1/2, unsaved 5/12, 2 HP 5/36, 3 HP 5/18', () => {
    expect(fr(volley?.shot.misfire)).toBe('1/6');
    for (const result of ['breakdown', 'jammed', 'malfunction'] as const) expect(fr(volley?.shot.misfireResults[result])).toBe('1/18');
    expect(fr(volley?.shot.miss)).toBe('1/2');
    expect(fr(volley?.shot.hit)).toBe('1/2');
    expect(fr(volley?.shot.unsaved)).toBe('5/12');
    expect(volley?.shot.damage.map(fr)).toEqual(['7/12', '0', '5/36', '5/18']);
    // Three HP remove one model of 3 HP; two leave it standing.
    expect(report.series.modelsRemoved.exactly.map(fr)).toEqual(['13/18', '5/18']);
  });

  it('against a wholly Gigantic unit out of cover +1 (3+: hit 2/3, the 1 still Misfires); in soft or hard cover no +1, and the cover still ignored (4+)', () => {
    const gigantic = (cover: 'none' | 'soft' | 'hard') => ninthAgeOdds(ninthAgeAttack({ ...atOgres, target: { models: 1, profile: { HP: 6, Res: 6, Arm: 6, Height: 'gigantic' } }, circumstances: { cover } }), exactArithmetic).volleys[0];
    const open = gigantic('none');
    expect(open?.analysis.toHit.modifiers).toEqual([{ code: 'cannon-gigantic', value: 1 }]);
    expect(fr(open?.shot.hit)).toBe('2/3');
    expect(fr(open?.shot.misfire)).toBe('1/6');
    for (const cover of ['soft', 'hard'] as const) {
      expect(gigantic(cover)?.analysis.toHit.needed).toBe(4);
      expect(fr(gigantic(cover)?.shot.hit)).toBe('1/2');
    }
    // Height 5 is Gigantic too (docs/ninth-age.md, Heights across editions); Large is not.
    const tall = (Height: 5 | 'large') => ninthAgeOdds(ninthAgeAttack({ ...atOgres, target: { models: 1, profile: { HP: 6, Res: 6, Height } }, circumstances: { cover: 'none' } }), exactArithmetic).volleys[0];
    expect(fr(tall(5)?.shot.hit)).toBe('2/3');
    expect(fr(tall('large')?.shot.hit)).toBe('1/2');
  });

  it('Aim 2 and +1 against Gigantic: every face but the 1 hits (5/6); the 1 Misfires (1/6), no plain miss', () => {
    const shot = ninthAgeOdds(ninthAgeAttack({ ...atOgres, aim: 2, target: { models: 1, profile: { HP: 6, Res: 6, Height: 'gigantic' } }, circumstances: { cover: 'none' } }), exactArithmetic).volleys[0]?.shot;
    expect(fr(shot?.hit)).toBe('5/6');
    expect(fr(shot?.misfire)).toBe('1/6');
    expect(fr(shot?.miss)).toBe('1/6');
  });

  it('2.x Hopeless Shot (needing 7): a 1 still Misfires, a 6 then 4+ hits: 1/6 · 1/2 = 1/12', () => {
    const shot = ninthAgeOdds(ninthAgeAttack({ ...atOgres, aim: 6, shooter: { movement: 'advance' }, variants: { edition: '2.x' } }), exactArithmetic).volleys[0]?.shot;
    expect(fr(shot?.hit)).toBe('1/12');
    expect(fr(shot?.misfire)).toBe('1/6');
  });

  it('a weapon without Cannon never Misfires, and soft cover counts', () => {
    const plain = ninthAgeOdds(ninthAgeAttack({ ...atOgres, weapon: { ...cannon, attributes: [] } }), exactArithmetic).volleys[0];
    expect(fr(plain?.shot.misfire)).toBe('0');
    expect(plain?.analysis.toHit.needed).toBe(5);
  });

  it('rolled: a natural 1 to hit is named a Misfire and the Misfire Table\'s D6 follows, explained; nothing else does', () => {
    let misfires = 0;
    const runs = 3000;
    for (let seed = 0; seed < runs; seed++) {
      const report = ninthAgeRoll(ninthAgeAttack(atOgres), seed);
      const faces = report.shots.flatMap((shot) => dice(shot.trace));
      const toHit = faces.find((die) => die.check.step === 'to-hit');
      const table = faces.filter((die) => die.check.step === 'cannon-misfire');
      if (toHit?.face === 1) {
        misfires++;
        expect(toHit.outcome).toBe('cannon-misfire');
        expect(table).toHaveLength(1);
        expect(faces).toHaveLength(2);
        const expected = (table[0]?.face ?? 0) <= 2 ? 'breakdown' : (table[0]?.face ?? 0) <= 4 ? 'jammed' : 'malfunction';
        expect(table[0]?.outcome).toBe(expected);
        expect(report.unsaved).toBe(0);
      } else expect(table).toHaveLength(0);
      for (const check of report.shots.flatMap((shot) => checks(shot.trace))) if (check.step === 'to-hit') expect(check.misfireOnOne).toBe(true);
    }
    const p = 1 / 6;
    expect(Math.abs(misfires - runs * p)).toBeLessThan(4.5 * Math.sqrt(runs * p * (1 - p)));
  });

  it('an Artillery Weapon: Reload!, so not in a Stand and Shoot', () => {
    const battle = testBattle([
      { id: 'red', army: 'b', at: [20, 20], files: 5, ranks: 4 },
      { id: 'blue', army: 'a', at: [30, 20], facing: 270, base: [2, 2], weapons: [{ weapon: cannon, aim: 4 }], state: { standAndShoot: true } },
    ]);
    const blue = battle.units[1];
    if (!blue) throw new Error('test battle without its units');
    expect(ninthAgeShooterStatus(battle, blue).weapons[0]?.refusals).toEqual(['reload']);
  });
});

describe('Clipped Wings: the Cannon\'s Multiple Wounds (D3+1) is D3+2 against a target with Fly (BS-T9A-2ND Multiple Wounds)', () => {
  // One model of 6 HP, Resilience 4, Armour 3, in the open: to hit 4+ (1/2), to wound 2+ (5/6),
  // no save against AP 10, so unsaved 5/12 as above.
  const atMonster = (fly: boolean): NinthAgeAttackInput => ({ weapon: cannon, aim: 4, target: { models: 1, profile: { HP: 6, Res: 4, Arm: 3 }, fly } });
  const volleyOf = (fly: boolean) => ninthAgeOdds(ninthAgeAttack(atMonster(fly)), exactArithmetic).volleys[0];

  it('without Fly: D3+1 is 2, 3 or 4 HP, each 1/3 of 5/12 = 5/36', () => {
    const volley = volleyOf(false);
    expect(volley?.analysis.damage).toEqual({ multipleWounds: 'D3+1', cap: 6 });
    expect(volley?.shot.damage.map(fr)).toEqual(['7/12', '0', '5/36', '5/36', '5/36']);
  });

  it('with Fly: D3+2 is 3, 4 or 5 HP, each 5/36; named as Clipped Wings applied', () => {
    const volley = volleyOf(true);
    expect(volley?.analysis.damage).toEqual({ multipleWounds: 'D3+2', cap: 6, clippedWings: true });
    expect(volley?.shot.damage.map(fr)).toEqual(['7/12', '0', '0', '5/36', '5/36', '5/36']);
  });

  it('still capped at the HP characteristic: against 3 HP models with Fly every unsaved wound is 3 HP, one model in 5/12', () => {
    const report = ninthAgeOdds(ninthAgeAttack({ ...atOgres, target: { ...atOgres.target, fly: true } }), exactArithmetic);
    expect(report.volleys[0]?.shot.damage.map(fr)).toEqual(['7/12', '0', '0', '5/12']);
    expect(report.series.modelsRemoved.exactly.map(fr)).toEqual(['7/12', '5/12']);
  });

  it('a weapon without Clipped Wings adds nothing against Fly', () => {
    const plain: ShootingWeapon = { ...cannon, attributes: [{ code: 'cannon' }, { code: 'multiple-wounds', value: 'D3+1' }] };
    const volley = ninthAgeOdds(ninthAgeAttack({ ...atMonster(true), weapon: plain }), exactArithmetic).volleys[0];
    expect(volley?.analysis.damage).toEqual({ multipleWounds: 'D3+1', cap: 6 });
  });

  it('rolled: the Multiple Wounds die against Fly is explained as D3+2 with Clipped Wings, and 1–2 cost 3 HP, 3–4 cost 4, 5–6 cost 5', () => {
    let seen = 0;
    for (let seed = 0; seed < 200; seed++) {
      const report = ninthAgeRoll(ninthAgeAttack(atMonster(true)), seed);
      for (const shot of report.shots) {
        const faces = dice(shot.trace);
        const roll = faces.find((die) => die.check.step === 'multiple-wounds');
        if (!roll) continue;
        seen++;
        expect(roll.check).toEqual({ step: 'multiple-wounds', value: 'D3+2', cap: 6, clippedWings: true });
        const health = checks(shot.trace).find((check) => check.step === 'health-points');
        expect(health?.step === 'health-points' ? health.damage : null).toBe(Math.ceil(roll.face / 2) + 2);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('a bracketed weapon without Cannon: the Colossus\' Giant Aspen Bow (Aim 5, Str 3[6], AP 10, always hits on its Aim, [Multiple Wounds (D3)])', () => {
  it('long range, hard cover and moving all cancelled: 5+ (1/3); Strength 6 against Resilience 4: 2+ (5/6); no save; D3 capped at 3 HP: 1, 2, 3 HP each 5/54', () => {
    const bow: ShootingWeapon = {
      id: 'Giant Aspen Bow',
      range: 48,
      shots: 1,
      strength: 6,
      armourPenetration: 10,
      plain: { strength: 3, armourPenetration: 10 },
      attributes: [{ code: 'multiple-wounds', value: 'D3' }, { code: 'hits-on-aim' }],
    };
    const report = ninthAgeOdds(ninthAgeAttack({ weapon: bow, aim: 5, shooter: { movement: 'advance' }, target: { models: 4, profile: { HP: 3, Res: 4, Arm: 5 } }, circumstances: { cover: 'hard', longRange: true } }), exactArithmetic);
    const shot = report.volleys[0]?.shot;
    expect(fr(shot?.hit)).toBe('1/3');
    expect(fr(shot?.misfire)).toBe('0');
    expect(fr(shot?.unsaved)).toBe('5/18');
    expect(shot?.damage.map(fr)).toEqual(['13/18', '5/54', '5/54', '5/54']);
  });
});
