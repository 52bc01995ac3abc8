// The Ninth Age's Area Attack (X×Y) and Catapult (X×Y) (issue 20): the hits a template gives a
// unit by its ranks or files (BS-T9A-2ND Area Attack), the first hit at the bracketed values, and
// the Catapult's Misfire and Partial Hit (T9A-LEX-CATAPULT; docs/ninth-age.md, Area Attacks and
// Catapults). Each case is worked by hand as fractions, then checked against seeded rolls.
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString, type Rational } from '../../dice/index.js';
import {
  areaHits,
  formationLines,
  joinedProcesses,
  ninthAgeAttack,
  ninthAgeOdds,
  ninthAgeRoll,
  ninthAgeShooterStatus,
  parseAttribute,
  parseTemplateSize,
  weaponAttributeText,
  type NinthAgeAttackInput,
  type NinthAgeCheck,
  type ShootingWeapon,
} from './index.js';
import { testBattle, traceChecks as checks, traceDice as dice } from './test-battle.js';

const fr = (r: Rational | undefined) => (r === undefined ? 'undefined' : rationalToString(r));

describe('reading Area Attack (X×Y) and Catapult (X×Y)', () => {
  it('reads "×" and "x", refuses a single number or a zero', () => {
    expect(parseAttribute('Area Attack (3×3)')).toEqual({ code: 'area-attack', x: 3, y: 3 });
    expect(parseAttribute('Catapult (4x4)')).toEqual({ code: 'catapult', x: 4, y: 4 });
    expect(parseAttribute('catapult (2 X 5)')).toEqual({ code: 'catapult', x: 2, y: 5 });
    // The data's Mortar writes "Catapult (6)": no X×Y, so no template (docs/ninth-age.md).
    for (const text of ['Catapult (6)', 'Catapult', 'Area Attack (0×3)', 'Area Attack (3×11)']) expect(parseAttribute(text), text).toBeNull();
    expect(parseTemplateSize('6')).toBeNull();
    expect(weaponAttributeText({ code: 'catapult', x: 4, y: 4 })).toBe('catapult (4×4)');
    expect(parseAttribute(weaponAttributeText({ code: 'area-attack', x: 2, y: 3 }))).toEqual({ code: 'area-attack', x: 2, y: 3 });
  });
});

describe('the hits of an Area Attack (BS-T9A-2ND Area Attack)', () => {
  it('ranks from the Front or Rear, files from a Flank: 13 models 5 wide are ranks of 5, 5, 3 and files of 3, 3, 3, 2, 2', () => {
    expect(formationLines(13, 5, 'front')).toEqual([5, 5, 3]);
    expect(formationLines(13, 5, 'rear')).toEqual([5, 5, 3]);
    expect(formationLines(13, 5, 'flank')).toEqual([3, 3, 3, 2, 2]);
    expect(formationLines(15, 5, 'flank')).toEqual([3, 3, 3, 3, 3]);
    // Fewer models than the width: one rank of them, a file of one each.
    expect(formationLines(3, 5, 'front')).toEqual([3]);
    expect(formationLines(3, 5, 'flank')).toEqual([1, 1, 1]);
  });

  it('X on each of Y lines, no more than a line holds, the fullest lines first, never more than the unit', () => {
    expect(areaHits(3, 3, [5, 5, 5])).toBe(9);
    expect(areaHits(4, 4, [5, 5, 3])).toBe(11); // 4 + 4 + 3: only three ranks
    expect(areaHits(4, 2, [3, 3, 3, 2, 2])).toBe(6); // two files of 3
    expect(areaHits(6, 6, [1])).toBe(1); // a single model takes one hit
    expect(areaHits(0, 3, [5, 5])).toBe(0); // a Partial Hit of a 1×Y
  });
});

/** Catapult (3×3), Strength 6, AP 2, no brackets. */
const catapult: ShootingWeapon = { id: 'Catapult', range: 60, minRange: 12, shots: 1, strength: 6, armourPenetration: 2, attributes: [{ code: 'catapult', x: 3, y: 3 }] };
// A unit 5 wide and 3 deep (15 models of 1 HP, Resilience 3, no armour), shot from the Front with Aim 4+.
const atBlock: NinthAgeAttackInput = { weapon: catapult, aim: 4, target: { models: 15, profile: { Res: 3 }, formation: { width: 5, facing: 'front' } } };

describe('Catapult (3×3) at a unit 5 wide and 3 deep, from the Front, Aim 4+ (T9A-LEX-CATAPULT)', () => {
  // To hit 4+: a 1 Misfires (1/6); 4–6 hit (1/2): Area Attack (3×3), 3 on each rank = 9 hits at
  // Strength 6 against Resilience 3, 2+ (5/6), no save against AP 2 with Armour 0; a 2 or 3
  // (1/3) rolls a Partial Hit, 4+ (1/2): Area Attack (2×2), 4 hits at Strength 3, AP 1, 4+ (1/2).
  const report = ninthAgeOdds(ninthAgeAttack(atBlock), exactArithmetic);
  const volley = report.volleys[0];

  it('analyses 9 hits, 4 for a Partial Hit at half Strength and AP rounded up', () => {
    expect(volley?.analysis.area).toMatchObject({ template: 'catapult', x: 3, y: 3, facing: 'front', lines: [5, 5, 5], hits: 9, partialHits: 4, plain: null });
    expect(volley?.analysis.area?.partial?.toWound).toMatchObject({ strength: 3, needed: 4, halved: { strength: 6, armourPenetration: 2 } });
    expect(volley?.analysis.area?.partial?.armour.armourPenetration).toBe(1);
    expect(volley?.analysis.toHit).toMatchObject({ needed: 4, misfireOnOne: true, partialHit: true });
  });

  it('each shot: Misfire 1/6, a hit 1/2, a Partial Hit that hits 1/6; hits 0 (1/3), 4 (1/6), 9 (1/2), summing to 1', () => {
    expect(fr(volley?.shot.misfire)).toBe('1/6');
    expect(fr(volley?.shot.area?.full)).toBe('1/2');
    expect(fr(volley?.shot.area?.partial)).toBe('1/6');
    expect(volley?.shot.area?.hits.map(fr)).toEqual(['1/3', '0', '0', '0', '1/6', '0', '0', '0', '0', '1/2']);
    expect(report.series.hits.exactly.map(fr)).toEqual(['1/3', '0', '0', '0', '1/6', '0', '0', '0', '0', '1/2']);
    const sum = report.series.unsaved.exactly.reduce((a, b) => exactArithmetic.add(a, b), exactArithmetic.zero);
    expect(fr(sum)).toBe('1');
  });

  it('unsaved wounds: all nine 1/2 · (5/6)^9; none 1/3 + 1/2 · (1/6)^9 + 1/6 · (1/2)^4; on average 9 · 5/6 · 1/2 + 4 · 1/2 · 1/6 = 49/12', () => {
    expect(fr(report.series.unsaved.exactly[9])).toBe('1953125/20155392');
    expect(fr(report.series.unsaved.exactly[0])).toBe('6928417/20155392');
    expect(report.series.unsaved.mean).toBeCloseTo(49 / 12, 12);
    expect(report.series.modelsRemoved.mean).toBeCloseTo(49 / 12, 12);
  });

  it('cover\'s to-hit modifiers are named and ignored (Catapult), long range is not', () => {
    const covered = ninthAgeOdds(ninthAgeAttack({ ...atBlock, circumstances: { cover: 'hard', longRange: true } }), exactArithmetic).volleys[0];
    expect(covered?.analysis.toHit.modifiers).toEqual([{ code: 'long-range', value: -1 }, { code: 'hard-cover', value: 0, ignoredBy: 'catapult' }]);
    expect(covered?.analysis.toHit.needed).toBe(5);
  });

  it('rolled: the hits are what the explained dice say, a 1 rolls the Misfire Table, a 2 or 3 a Partial Hit whose 1 does not Misfire', () => {
    const seen = { misfire: 0, full: 0, partial: 0, partialMiss: 0 };
    for (let seed = 0; seed < 400; seed++) {
      const report = ninthAgeRoll(ninthAgeAttack(atBlock), seed);
      const [shot] = report.shots;
      if (!shot) throw new Error('no shot');
      const faces = dice(shot.trace);
      const all = checks(shot.trace);
      const toHit = faces.find((die) => die.check.step === 'to-hit');
      const partial = faces.find((die) => die.check.step === 'partial-hit');
      const area = all.find((check): check is Extract<NinthAgeCheck, { step: 'area-hits' }> => check.step === 'area-hits');
      const woundDice = faces.filter((die) => die.check.step === 'to-wound');
      if (!toHit) throw new Error('no to-hit die');
      if (toHit.face === 1) {
        seen.misfire++;
        expect(toHit.outcome).toBe('catapult-misfire');
        expect(faces.map((d) => d.check.step)).toEqual(['to-hit', 'catapult-misfire']);
        expect(report.hits).toBe(0);
      } else if (toHit.face >= 4) {
        seen.full++;
        expect(partial).toBeUndefined();
        expect(area).toMatchObject({ hits: 9, partial: false });
        expect(report.hits).toBe(9);
        expect(woundDice).toHaveLength(9);
        expect(report.wounds).toBe(woundDice.filter((d) => d.face >= 2).length);
      } else {
        expect(toHit.outcome).toBe('partial-hit');
        if (!partial) throw new Error('no Partial Hit die');
        expect(faces.some((d) => d.check.step === 'catapult-misfire')).toBe(false);
        if (partial.face >= 4) {
          seen.partial++;
          expect(area).toMatchObject({ x: 2, y: 2, hits: 4, partial: true });
          expect(woundDice).toHaveLength(4);
          for (const die of woundDice) expect(die.check).toMatchObject({ strength: 3, needed: 4, halved: { strength: 6, armourPenetration: 2 } });
          expect(report.hits).toBe(4);
          expect(report.wounds).toBe(woundDice.filter((d) => d.face >= 4).length);
        } else {
          seen.partialMiss++;
          expect(partial.outcome).toBe('miss');
          expect(report.hits).toBe(0);
        }
      }
      // Every wound is unsaved here (no save against AP 2), and each removes a model of 1 HP.
      expect(report.unsaved).toBe(report.wounds);
      expect(report.modelsRemoved).toBe(report.wounds);
    }
    for (const [kind, count] of Object.entries(seen)) expect(count, kind).toBeGreaterThan(0);
  });

  it('an Artillery Weapon: Reload!, so not in a Stand and Shoot', () => {
    const battle = testBattle([
      { id: 'red', army: 'b', at: [20, 20], files: 5, ranks: 4 },
      { id: 'blue', army: 'a', at: [40, 20], facing: 270, base: [2, 2], weapons: [{ weapon: catapult, aim: 4 }], state: { standAndShoot: true } },
    ]);
    const blue = battle.units[1];
    if (!blue) throw new Error('test battle without its units');
    expect(ninthAgeShooterStatus(battle, blue).weapons[0]?.refusals).toEqual(['reload']);
  });
});

describe('bracketed values: one hit at them, the others plain (BS-T9A-2ND Area Attack)', () => {
  // Catapult (2×2), Str 3[7], AP 0[4], [Multiple Wounds (D3)] at 4 models of 2 HP, Res 4, Arm 1,
  // 2 wide, from a Flank (files of 2 and 2): a hit (4+, 1/2) is 4 hits. The bracketed one wounds
  // on 2+ (5/6), no save (AP 4), D3 capped at 2 HP: 1 HP on 1–2, 2 HP on 3–6. Each plain one
  // wounds on 5+ (1/3), saved on 6 (unsaved 1/3 · 5/6 = 5/18), 1 HP. A 2 or 3 and then a 4+
  // (1/6) is a Partial Hit of 1×1: one hit at Strength 2, AP 0: 6+ (1/6), unsaved 5/36.
  const weapon: ShootingWeapon = {
    id: 'Catapult',
    range: 60,
    shots: 1,
    strength: 7,
    armourPenetration: 4,
    plain: { strength: 3, armourPenetration: 0, attributes: [{ code: 'catapult', x: 2, y: 2 }] },
    attributes: [{ code: 'catapult', x: 2, y: 2 }, { code: 'multiple-wounds', value: 'D3' }],
  };
  const input: NinthAgeAttackInput = { weapon, aim: 4, target: { models: 4, profile: { HP: 2, Res: 4, Arm: 1 }, formation: { width: 2, facing: 'flank' } } };
  const report = ninthAgeOdds(ninthAgeAttack(input), exactArithmetic);

  it('the plain hits have no Multiple Wounds; the Partial Hit halves the plain values', () => {
    const area = report.volleys[0]?.analysis.area;
    expect(area).toMatchObject({ lines: [2, 2], hits: 4, partialHits: 1 });
    expect(area?.plain?.damage).toEqual({ multipleWounds: null, cap: 2 });
    expect(area?.plain?.toWound.needed).toBe(5);
    expect(area?.partial?.toWound).toMatchObject({ strength: 2, needed: 6, halved: { strength: 3, armourPenetration: 0 } });
    expect(area?.partial?.damage).toEqual({ multipleWounds: null, cap: 2 });
  });

  it('HP lost: 5 (the bracketed 2 and three plain) 1/2 · 5/6 · 2/3 · (5/18)^3; none 1/3 + 1/6 · 31/36 + 1/2 · 1/6 · (13/18)^3; mean 245/216', () => {
    expect(fr(report.series.hpLost.exactly[5])).toBe('625/104976');
    expect(report.series.hpLost.exactly).toHaveLength(6);
    expect(fr(report.series.hpLost.exactly[0])).toBe('35569/69984');
    expect(report.series.hpLost.mean).toBeCloseTo(245 / 216, 12);
    // Hits 4 · 1/2 + 1 · 1/6 = 13/6; unsaved 1/2 · (5/6 + 3 · 5/18) + 1/6 · 5/36 = 185/216.
    expect(report.series.hits.mean).toBeCloseTo(13 / 6, 12);
    expect(report.series.unsaved.mean).toBeCloseTo(185 / 216, 12);
  });

  it('rolled: the first hit\'s to-wound check names the bracketed values, the others the plain Strength 3', () => {
    let full = 0;
    for (let seed = 0; seed < 100; seed++) {
      const roll = ninthAgeRoll(ninthAgeAttack(input), seed);
      const woundDice = roll.shots.flatMap((shot) => dice(shot.trace)).filter((die) => die.check.step === 'to-wound');
      if (woundDice.length !== 4) continue;
      full++;
      expect(woundDice.map((d) => (d.check.step === 'to-wound' ? d.check.strength : 0))).toEqual([7, 3, 3, 3]);
      expect(woundDice[0]?.check).toMatchObject({ plain: { strength: 3, armourPenetration: 0 } });
    }
    expect(full).toBeGreaterThan(0);
  });
});

describe('Area Attack (X×Y) without Catapult', () => {
  const weapon: ShootingWeapon = { id: 'Stone Thrower', range: 36, shots: 1, strength: 4, armourPenetration: 1, attributes: [{ code: 'area-attack', x: 4, y: 2 }] };
  it('a miss is a miss: no Misfire, no Partial Hit; from a Flank of 13 models 5 wide: two files of 3, 6 hits', () => {
    const volley = ninthAgeOdds(ninthAgeAttack({ weapon, aim: 3, target: { models: 13, formation: { width: 5, facing: 'flank' } } }), exactArithmetic).volleys[0];
    expect(volley?.analysis.area).toMatchObject({ template: 'area-attack', hits: 6, partialHits: null, partial: null });
    expect(fr(volley?.shot.misfire)).toBe('0');
    expect(volley?.shot.area?.hits.map(fr)).toEqual(['1/3', '0', '0', '0', '0', '0', '2/3']);
    expect(volley?.analysis.toHit.partialHit).toBeUndefined();
  });
  it('with no formation given, the unit is one rank shot from the Front', () => {
    const volley = ninthAgeOdds(ninthAgeAttack({ weapon, aim: 3, target: { models: 6 } }), exactArithmetic).volleys[0];
    expect(volley?.analysis.area).toMatchObject({ lines: [6], hits: 4 });
  });
});

describe('an Area Attack at joined characters (NA-AREA-JOINED; the cases are in area-joined.test.ts)', () => {
  it('with shots on dice the library builds its processes: a Volley Gun\'s templates also get their −1 to hit after one six', () => {
    const d3 = { count: 1, sides: 3 as const, times: 1, plus: 0 };
    const attack = ninthAgeAttack({ ...atBlock, weapon: { ...catapult, shots: 3, shotsDice: d3 } });
    const captain = { profile: { HP: 2, Res: 3, Arm: 0, Aegis: null, Fortitude: null, Height: 2 as const }, type: 'infantry', hpLost: 0, flammable: false };
    const joined = { type: 'infantry', characters: [captain], champion: false, aimAt: 'characters' as const };
    expect(joinedProcesses(attack, joined)[0]?.templateSix).toBeUndefined();
    const gun = ninthAgeAttack({ ...atBlock, weapon: { ...catapult, shots: 3, shotsDice: d3, attributes: [...catapult.attributes, { code: 'volley-gun' }] } });
    expect(joinedProcesses(gun, joined)[0]?.templateSix).toBeDefined();
  });
});
