// Golden values worked by hand from the rules (seed, rulings T-1…T-8, facts B); each comment
// shows the sum. Fractions come from the rules, never from the code's output.
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString, roll, diceFromSeed, type Rational } from '../../dice/index.js';
import {
  analyseToHit,
  hardTargetValue,
  neededArmourSave,
  neededToWound,
  ninthAgeAttack,
  ninthAgeOdds,
  ninthAgeRoll,
  parseAttribute,
  weaponAttributeText,
  parseWeaponEntry,
  shotProcess,
  shotStart,
  weaponEntry,
  type NinthAgeAttackInput,
  type ShootingWeapon,
} from './index.js';

const fr = (r: Rational | undefined) => (r === undefined ? 'undefined' : rationalToString(r));
const exact = (input: NinthAgeAttackInput) => ninthAgeOdds(ninthAgeAttack(input), exactArithmetic);
const toHit = (input: NinthAgeAttackInput) => {
  const attack = ninthAgeAttack(input);
  return analyseToHit(attack, attack.volleys[0] as (typeof attack.volleys)[number]);
};
const own = (weapon: Partial<ShootingWeapon>): ShootingWeapon => ({ id: 'test', range: 24, shots: 1, strength: 3, armourPenetration: 0, attributes: [], ...weapon });

describe('weapon entries as players write them (T-3)', () => {
  it('reads the Aim in brackets, and the seed\'s "(5++)" as 5+', () => {
    expect(parseWeaponEntry('Bow (4+)')).toEqual({ name: 'Bow', aim: 4 });
    expect(parseWeaponEntry('Throwing Weapons(5++)')).toEqual({ name: 'Throwing Weapons', aim: 5 });
    expect(parseWeaponEntry('crossbow 3+')).toEqual({ name: 'crossbow', aim: 3 });
    expect(parseWeaponEntry('Bow')).toBeNull();
    expect(weaponEntry('Throwing Weapons (5+)').weapon.shots).toBe(2);
  });

  it('reads attributes with their values', () => {
    expect(parseAttribute('Unwieldy (2)')).toEqual({ code: 'unwieldy', value: 2 });
    expect(parseAttribute('Multiple Wounds (D3)')).toEqual({ code: 'multiple-wounds', value: 'D3' });
    expect(parseAttribute('multiple-wounds(2)')).toEqual({ code: 'multiple-wounds', value: 2 });
    expect(parseAttribute('Quick to Fire')).toEqual({ code: 'quick-to-fire' });
    expect(parseAttribute('Accurate (2)')).toBeNull();
    expect(parseAttribute('Multiple Wounds')).toBeNull();
    expect(parseAttribute('Sharpshooter')).toBeNull();
  });

  it('writes attributes as a file would, and reads them back', () => {
    expect(weaponAttributeText({ code: 'unwieldy', value: 2 })).toBe('unwieldy (2)');
    expect(weaponAttributeText({ code: 'quick-to-fire' })).toBe('quick-to-fire');
    for (const attribute of [{ code: 'multiple-wounds', value: 'D3' }, { code: 'multiple-wounds', value: 2 }, { code: 'poison' }, { code: 'lethal-strike' }] as const) {
      expect(parseAttribute(weaponAttributeText(attribute))).toEqual(attribute);
    }
  });
});

describe("the seed's dwarf: Throwing Weapons (5+), two shots", () => {
  const input: NinthAgeAttackInput = { weapon: 'Throwing Weapons (5+)', shooter: { profile: { Str: 3 } }, target: { profile: { Res: 3 } } };

  it('rolls two dice, each hitting on 5+', () => {
    const { series } = exact(input);
    expect(series.shots).toBe(2);
    // Each shot hits with 2/6 = 1/3: no hit (2/3)² = 4/9, one 2·1/3·2/3 = 4/9, two 1/9.
    expect(series.hits.exactly.map(fr)).toEqual(['4/9', '4/9', '1/9']);
    expect(fr(series.hits.atLeast[1])).toBe('5/9');
    expect(series.hits.mean).toBeCloseTo(2 / 3, 12);
  });

  it('are Accurate and Quick to Fire: no long-range or moving penalty', () => {
    const analysis = toHit({ ...input, shooter: { ...input.shooter, movement: 'advance' }, circumstances: { longRange: true } });
    expect(analysis.modifiers).toEqual([
      { code: 'long-range', value: 0, ignoredBy: 'accurate' },
      { code: 'moving', value: 0, ignoredBy: 'quick-to-fire' },
    ]);
    expect(analysis.needed).toBe(5);
  });
});

describe('to-hit modifiers (T-5)', () => {
  const bow: NinthAgeAttackInput = { weapon: 'Bow (4+)', target: {} };

  it('long range −1, moving −1, soft cover −1, hard cover −2', () => {
    expect(toHit({ ...bow, circumstances: { longRange: true } }).needed).toBe(5);
    expect(toHit({ ...bow, shooter: { movement: 'reform' } }).needed).toBe(5);
    expect(toHit({ ...bow, circumstances: { cover: 'soft' } }).needed).toBe(5);
    expect(toHit({ ...bow, circumstances: { cover: 'hard' } }).needed).toBe(6);
  });

  it('after a March, still −1 for moving', () => {
    expect(toHit({ ...bow, shooter: { movement: 'march', marchAndShoot: true } }).modifiers).toEqual([{ code: 'moving', value: -1 }]);
  });

  it('Unwieldy (X) adds −X after a Move Manoeuvre, and Quick to Fire does not cancel it', () => {
    const unwieldy2 = own({ attributes: [{ code: 'unwieldy', value: 2 }] });
    // Moving −1, Unwieldy −2: a 3+ weapon needs 6+.
    expect(toHit({ weapon: unwieldy2, aim: 3, shooter: { movement: 'advance' }, target: {} }).needed).toBe(6);
    expect(toHit({ weapon: unwieldy2, aim: 3, target: {} }).modifiers).toEqual([]);
    const quick = own({ attributes: [{ code: 'unwieldy', value: 1 }, { code: 'quick-to-fire' }] });
    expect(toHit({ weapon: quick, aim: 4, shooter: { movement: 'advance' }, target: {} }).modifiers).toEqual([
      { code: 'moving', value: 0, ignoredBy: 'quick-to-fire' },
      { code: 'unwieldy', value: -1 },
    ]);
  });

  it('Hard Target (X) counts when more than half the models have it; instances add up (T-4)', () => {
    const target = (hardTarget: NinthAgeAttackInput['target']['hardTarget']) => ninthAgeAttack({ ...bow, target: { models: 10, hardTarget } }).target;
    expect(hardTargetValue(target(1))).toBe(1);
    expect(hardTargetValue(target([{ value: 1, models: 5 }]))).toBe(0);
    expect(hardTargetValue(target([{ value: 1, models: 6 }]))).toBe(1);
    expect(hardTargetValue(target([{ value: 1, models: 10 }, { value: 1, models: 6 }]))).toBe(2);
    // Bow 4+ at Hard Target (1): 5+, 1/3.
    expect(fr(exact({ ...bow, target: { hardTarget: 1 } }).volleys[0]?.shot.hit)).toBe('1/3');
  });

  it('Stand and Shoot gives no modifier by the seed\'s rules, −1 in 2.x (T-1)', () => {
    expect(toHit({ ...bow, shooter: { standAndShoot: true } }).needed).toBe(4);
    expect(toHit({ ...bow, shooter: { standAndShoot: true }, variants: { edition: '2.x' } }).modifiers).toEqual([{ code: 'stand-and-shoot', value: -1 }]);
  });
});

describe('7+ and natural 1s (T-2, T-10)', () => {
  it('needing 7 or more cannot hit, and no die is thrown', () => {
    // Bow 4+, long range −1, hard cover −2: 7.
    const input: NinthAgeAttackInput = { weapon: 'Bow (4+)', target: {}, circumstances: { longRange: true, cover: 'hard' } };
    const analysis = toHit(input);
    expect(analysis.needed).toBe(7);
    expect(analysis.resolution).toBe('cannot-hit');
    expect(fr(exact(input).volleys[0]?.shot.cannotHit)).toBe('1');
    const report = ninthAgeRoll(ninthAgeAttack(input), 1);
    expect(report.dice.drawn).toBe(0);
    expect(report.groups[0]?.dice).toEqual([{ volley: 0, shot: 1, face: null, outcome: 'cannot-hit' }]);
  });

  it('a natural 1 always misses, even at Aim 1+', () => {
    expect(fr(exact({ weapon: own({}), aim: 1, target: {} }).volleys[0]?.shot.hit)).toBe('5/6');
  });

  it('2.x Hopeless Shots: needing exactly 7, a 6 then 4+; needing 8, no hit', () => {
    const seven: NinthAgeAttackInput = { weapon: 'Bow (4+)', target: {}, circumstances: { longRange: true, cover: 'hard' }, variants: { edition: '2.x' } };
    expect(toHit(seven).resolution).toBe('hopeless');
    // 1/6 · 3/6 = 1/12.
    expect(fr(exact(seven).volleys[0]?.shot.hit)).toBe('1/12');
    const eight = { ...seven, target: { hardTarget: 1 } };
    expect(toHit(eight).resolution).toBe('cannot-hit');
    expect(fr(exact(eight).volleys[0]?.shot.hit)).toBe('0');
  });
});

describe('after the hit (T-8)', () => {
  it('to wound by Strength − Resilience, never worse than 6+ nor better than 2+', () => {
    expect([8, 5, 4, 3, 2, 1].map((s) => neededToWound(s, 3))).toEqual([2, 2, 3, 4, 5, 6]);
  });

  it('armour 7 − Arm + AP: 2+ at best, none at 7+', () => {
    expect(neededArmourSave(6, 0)).toBe(2);
    expect(neededArmourSave(2, 1)).toBe(6);
    expect(neededArmourSave(2, 2)).toBeNull();
  });

  it('a crossbow at Res 3, Arm 2: wound 3+, save 6+', () => {
    const { volleys } = exact({ weapon: 'Crossbow (4+)', target: { profile: { Res: 3, Arm: 2 } } });
    const shot = volleys[0]?.shot;
    // Hit 1/2; S4 v R3 wounds on 3+: 1/2·2/3 = 1/3; armour 7 − 2 + 1 = 6+: saved 1/18, unsaved 1/3·5/6 = 5/18.
    expect(fr(shot?.wound)).toBe('1/3');
    expect(fr(shot?.armourSaved)).toBe('1/18');
    expect(fr(shot?.unsaved)).toBe('5/18');
  });

  it('the whole sequence with Aegis and Multiple Wounds (D3), capped at 3 HP', () => {
    // Aim 4+, S6 AP3, Multiple Wounds (D3), at two models of Res 4, Arm 2, Aegis 5+, HP 3.
    const boltThrower = own({ strength: 6, armourPenetration: 3, attributes: [{ code: 'multiple-wounds', value: 'D3' }] });
    const input: NinthAgeAttackInput = { weapon: boltThrower, aim: 4, models: 2, target: { models: 2, profile: { Res: 4, Arm: 2, Aegis: 5, HP: 3 } } };
    const report = exact(input);
    const shot = report.volleys[0]?.shot;
    // Hit 1/2. S6 v R4 (+2): 2+, 5/6, so a wound 5/12. Armour 7 − 2 + 3 = 8: none.
    expect(report.volleys[0]?.analysis.armour.needed).toBeNull();
    expect(fr(shot?.wound)).toBe('5/12');
    // Aegis 5+ saves 1/3 of them: 5/36; unsaved 5/12·2/3 = 5/18.
    expect(fr(shot?.specialSaved)).toBe('5/36');
    expect(fr(shot?.unsaved)).toBe('5/18');
    // D3: 1, 2 or 3 HP, each 5/54; nothing 13/18.
    expect(shot?.damage.map(fr)).toEqual(['13/18', '5/54', '5/54', '5/54']);
    // Two shots: a model goes once 3 HP are lost. P(total ≤ 2) = (13/18)² + 4·(13/18)(5/54) + (5/54)²
    // = 1521/2916 + 780/2916 + 25/2916 = 2326/2916, so P(≥ 1 model) = 590/2916 = 295/1458.
    const { series } = report;
    expect(fr(series.modelsRemoved.atLeast[1])).toBe('295/1458');
    // Both models only when both shots do 3: (5/54)² = 25/2916.
    expect(fr(series.destroyed)).toBe('25/2916');
    expect(fr(series.modelsRemoved.exactly[2])).toBe('25/2916');
    // Unsaved wounds: binomial(2, 5/18): 169/324, 130/324 = 65/162, 25/324.
    expect(series.unsaved.exactly.map(fr)).toEqual(['169/324', '65/162', '25/324']);
    // HP lost exactly 6 is the same as both removed; exactly 3: one 3 and one 0 (2·5/54·13/18 = 130/972),
    // or 1 + 2 either way (2·(5/54)² = 50/2916): 390/2916 + 50/2916 = 440/2916 = 110/729.
    expect(fr(series.hpLost.exactly[3])).toBe('110/729');
    expect(fr(series.hpLost.exactly[6])).toBe('25/2916');
  });

  it('Multiple Wounds beyond a model come out of the shared pool (T-8)', () => {
    // HP 3 with 2 lost; Multiple Wounds (D6) at S10 v R1, no saves: a hit of 5 is capped at 3:
    // 2 + 3 = 5 lost: one model removed, 2 on the next. Every hit wounds on 2+.
    const cannon = own({ strength: 10, attributes: [{ code: 'multiple-wounds', value: 'D6' }] });
    const attack = ninthAgeAttack({ weapon: cannon, aim: 2, target: { models: 4, hpLost: 2, profile: { Res: 1, HP: 3 } } });
    const { series } = ninthAgeOdds(attack, exactArithmetic);
    // Removed: a hit (5/6) that wounds (5/6) always finishes the wounded model: 25/36.
    expect(fr(series.modelsRemoved.atLeast[1])).toBe('25/36');
    // Two removed: never (one wound costs 3 at most, 2 + 3 = 5 < 6).
    expect(series.modelsRemoved.exactly.length).toBe(2);
    // HP lost: D6 capped at 3: 1 (1/6), 2 (1/6), 3 (4/6), each times 25/36.
    expect(series.hpLost.exactly.map(fr)).toEqual(['11/36', '25/216', '25/216', '25/54']);
  });

  it('a fixed Multiple Wounds (2) is capped at one HP on HP 1 models', () => {
    const weapon = own({ strength: 10, attributes: [{ code: 'multiple-wounds', value: 2 }] });
    const { series } = exact({ weapon, aim: 2, target: { models: 3, profile: { Res: 1 } } });
    // One shot: 5/6 · 5/6 removes exactly one model.
    expect(series.modelsRemoved.exactly.map(fr)).toEqual(['11/36', '25/36']);
  });

  it('Fortitude does not work against Flaming Attacks; Aegis still does; the better save is used', () => {
    const flaming = own({ strength: 4, attributes: [{ code: 'flaming-attacks' }] });
    const plain = own({ strength: 4 });
    const target = { profile: { Res: 4, Fortitude: 4 } };
    // Aim 2+ (5/6), wound 4+ (1/2): 5/12 wounds. Fortitude 4+ halves them; not against flames.
    expect(fr(exact({ weapon: plain, aim: 2, target }).volleys[0]?.shot.unsaved)).toBe('5/24');
    expect(fr(exact({ weapon: flaming, aim: 2, target }).volleys[0]?.shot.unsaved)).toBe('5/12');
    // With Aegis 5+ as well: Fortitude 4+ is the better save; against flames Aegis 5+ (unsaved 2/3).
    const both = { profile: { Res: 4, Fortitude: 4, Aegis: 5 } };
    expect(fr(exact({ weapon: plain, aim: 2, target: both }).volleys[0]?.shot.unsaved)).toBe('5/24');
    expect(fr(exact({ weapon: flaming, aim: 2, target: both }).volleys[0]?.shot.unsaved)).toBe('5/18');
  });

  it('Flaming Attacks re-roll failed to-wound rolls against a Flammable target', () => {
    const flaming = own({ strength: 4, attributes: [{ code: 'flaming-attacks' }] });
    // Wound 4+: 1/2 + 1/2·1/2 = 3/4 of hits; hits 5/6: 5/8.
    expect(fr(exact({ weapon: flaming, aim: 2, target: { profile: { Res: 4 }, flammable: true } }).volleys[0]?.shot.wound)).toBe('5/8');
  });

  it('Lethal Strike: a natural 6 to wound has AP 10 and ignores Fortitude', () => {
    const lethal = own({ attributes: [{ code: 'lethal-strike' }] });
    const target = { profile: { Res: 3, Arm: 3, Fortitude: 5 } };
    // Per hit: a 4 or 5 (2/6) wounds, armour 4+ fails 1/2, Fortitude 5+ fails 2/3: 1/9.
    // A 6 (1/6): AP 10, no armour, no Fortitude: 1/6. Unsaved 1/9 + 1/6 = 5/18 of hits;
    // hits 5/6 at Aim 2+: 25/108.
    const shot = exact({ weapon: lethal, aim: 2, target }).volleys[0]?.shot;
    expect(fr(shot?.lethal)).toBe('5/36');
    expect(fr(shot?.unsaved)).toBe('25/108');
  });

  it('Poison: a natural 6 to hit wounds automatically', () => {
    const poison = own({ strength: 1, attributes: [{ code: 'poison' }] });
    // Aim 4+ at Res 5 (S1: 6+): a 6 wounds (1/6); a 4 or 5 hits and wounds on 6 (2/6·1/6): 1/6 + 1/18 = 2/9.
    const shot = exact({ weapon: poison, aim: 4, target: { profile: { Res: 5 } } }).volleys[0]?.shot;
    expect(fr(shot?.poisoned)).toBe('1/6');
    expect(fr(shot?.wound)).toBe('2/9');
    // 2.x Hopeless Shots with Poison: the first roll was a natural 6, so the hit wounds: 1/12.
    const hopeless = exact({ weapon: poison, aim: 4, target: { profile: { Res: 5 } }, circumstances: { cover: 'hard', longRange: true }, variants: { edition: '2.x' } });
    expect(fr(hopeless.volleys[0]?.shot.wound)).toBe('1/12');
  });
});

describe('a crossbow unit that moved', () => {
  const input: NinthAgeAttackInput = { weapon: 'Crossbow (4+)', models: 10, shooter: { movement: 'advance' }, target: { models: 10, profile: { Res: 3, Arm: 2 } } };

  it('needs 6+: moving −1 and Unwieldy (1) −1', () => {
    expect(toHit(input).modifiers).toEqual([
      { code: 'moving', value: -1 },
      { code: 'unwieldy', value: -1 },
    ]);
    // 1/6 · 2/3 · 5/6 = 5/54 unsaved per shot; ten shots remove 50/54 = 25/27 models on average.
    const { volleys, series } = exact(input);
    expect(fr(volleys[0]?.shot.unsaved)).toBe('5/54');
    expect(series.modelsRemoved.mean).toBeCloseTo(25 / 27, 12);
  });

  it('in 2.x, Unwieldy is −1 more whatever X (−2 in all)', () => {
    const heavy = own({ strength: 4, attributes: [{ code: 'unwieldy', value: 2 }] });
    expect(toHit({ weapon: heavy, aim: 4, shooter: { movement: 'advance' }, target: {} }).resolution).toBe('cannot-hit');
    expect(toHit({ weapon: heavy, aim: 4, shooter: { movement: 'advance' }, target: {}, variants: { edition: '2.x' } }).needed).toBe(6);
  });
});

describe('the shot as a description', () => {
  it('explains the shots it rolls, with the three outcomes of each step', () => {
    const attack = ninthAgeAttack({ weapon: 'Bow (4+)', target: { profile: { Aegis: 6, Arm: 1 } } });
    const { trace } = roll(shotProcess(attack, 0), shotStart({ models: 1, onCurrent: 0 }), diceFromSeed(3));
    expect(trace[0]?.check.step).toBe('to-hit');
    for (const entry of trace) expect(['to-hit', 'to-wound', 'armour-save', 'special-save', 'health-points']).toContain(entry.check.step);
  });
});

describe('minimum range (NA-MINRANGE)', () => {
  // A catapult of Range 12-60" (the Dwarf Catapult's profile), Aim 4+: at 12" a shot hits on 4+
  // (1/2); at 11.5" it cannot be shot at, and the roll says why without a die.
  const catapult = (distance: number) =>
    ninthAgeAttack({
      weapon: { id: 'catapult', minRange: 12, range: 60, shots: 1, strength: 7, armourPenetration: 4, attributes: [] },
      aim: 4,
      target: { models: 5, profile: { Res: 3 } },
      circumstances: { distance },
    });

  it('exactly at the minimum the shot is made; nearer it is out of range', () => {
    expect(fr(ninthAgeOdds(catapult(12), exactArithmetic).volleys[0]!.shot.hit)).toBe('1/2');
    const near = ninthAgeOdds(catapult(11.5), exactArithmetic).volleys[0]!;
    expect(fr(near.shot.hit)).toBe('0');
    expect(fr(near.shot.outOfRange)).toBe('1');
    const [shot] = ninthAgeRoll(catapult(11.5), 1).shots;
    expect(shot?.trace[0]?.check).toEqual({ step: 'range', distance: 11.5, range: 60, minRange: 12 });
  });
});
