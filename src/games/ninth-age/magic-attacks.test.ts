// Magical Attacks and Divine Attacks (BS-T9A-2ND, 2nd-theNinthAge-FantasyBattles.gst: Magical
// Attacks, Divine Attacks, Aegis; facts B2): an Aegis that works only against Magical Attacks, and
// successful Aegis saves re-rolled against Divine Attacks. Each case is worked by hand, then
// checked through the odds and through seeded rolls.
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString, type Rational } from '../../dice/index.js';
import { analyseSpecialSave, ninthAgeAttack, ninthAgeOdds, ninthAgeRoll, parseAttribute, type Movement, type NinthAgeAttackInput, type NinthAgeDefence, type ShootingWeapon, type WeaponAttribute } from './index.js';
import { traceDice as dice } from './test-battle.js';

const fr = (r: Rational | undefined) => (r === undefined ? 'undefined' : rationalToString(r));

// One shot, Aim 4+ with no modifier (1/2 to hit), Strength 4 against Resilience 4 (4+: 1/2), AP 0
// against Armour 0 (no armour save): a shot wounds unsaved before the special save with 1/4.
const weapon = (...attributes: WeaponAttribute[]): ShootingWeapon => ({ id: 'Hurl', range: 30, shots: 1, strength: 4, armourPenetration: 0, attributes });
const MAGICAL: WeaponAttribute = { code: 'magical-attacks' };
const DIVINE: WeaponAttribute = { code: 'divine-attacks' };
const shot = (w: ShootingWeapon, profile: Partial<NinthAgeDefence>, models = 1): NinthAgeAttackInput => ({ weapon: w, aim: 4, models, target: { models: 10, profile: { Res: 4, Arm: 0, ...profile } } });
const unsaved = (input: NinthAgeAttackInput) => fr(ninthAgeOdds(ninthAgeAttack(input), exactArithmetic).series.unsaved.atLeast[1]);

describe('the attributes as files write them', () => {
  it('"Magical Attacks" and "Divine Attacks" are read, with no value', () => {
    expect(parseAttribute('Magical Attacks')).toEqual(MAGICAL);
    expect(parseAttribute('divine-attacks')).toEqual(DIVINE);
    expect(parseAttribute('Divine Attacks (2)')).toBeNull();
  });
});

describe('Magical Attacks: the target\'s Aegis against Magical Attacks', () => {
  it('Aegis 5+ and Aegis (4+, against Magical Attacks): a magical shot meets the 4+, failed 1/2: 1/4 · 1/2 = 1/8', () => {
    const input = shot(weapon(MAGICAL), { Aegis: 5, AegisMagical: 4 });
    expect(analyseSpecialSave(ninthAgeAttack(input), ninthAgeAttack(input).volleys[0]!).usual).toEqual({ save: 'aegis', needed: 4, fortitudeIgnoredBy: null, aegisAgainst: 'magical-attacks' });
    expect(unsaved(input)).toBe('1/8');
  });

  it('the same target against a shot without Magical Attacks keeps its Aegis 5+, failed 2/3: 1/4 · 2/3 = 1/6', () => {
    const input = shot(weapon(), { Aegis: 5, AegisMagical: 4 });
    expect(analyseSpecialSave(ninthAgeAttack(input), ninthAgeAttack(input).volleys[0]!).usual).toEqual({ save: 'aegis', needed: 5, fortitudeIgnoredBy: null });
    expect(unsaved(input)).toBe('1/6');
  });

  it('only the Aegis against Magical Attacks, no other: a plain shot has no special save at all (1/4); a magical one meets 4+ (1/8)', () => {
    expect(unsaved(shot(weapon(), { AegisMagical: 4 }))).toBe('1/4');
    expect(unsaved(shot(weapon(MAGICAL), { AegisMagical: 4 }))).toBe('1/8');
  });

  it('a worse Aegis against Magical Attacks than the plain one changes nothing: Aegis 3+ stays, failed 1/3: 1/12', () => {
    const input = shot(weapon(MAGICAL), { Aegis: 3, AegisMagical: 5 });
    expect(analyseSpecialSave(ninthAgeAttack(input), ninthAgeAttack(input).volleys[0]!).usual).toEqual({ save: 'aegis', needed: 3, fortitudeIgnoredBy: null });
    expect(unsaved(input)).toBe('1/12');
  });
});

describe('Divine Attacks: successful Aegis saves are re-rolled', () => {
  it('Aegis 4+: saved only by two successes in a row, 1/2 · 1/2 = 1/4, so failed 3/4: 1/4 · 3/4 = 3/16', () => {
    const input = shot(weapon(DIVINE), { Aegis: 4 });
    expect(analyseSpecialSave(ninthAgeAttack(input), ninthAgeAttack(input).volleys[0]!).usual).toEqual({ save: 'aegis', needed: 4, fortitudeIgnoredBy: null, divine: true });
    expect(unsaved(input)).toBe('3/16');
  });

  it('Fortitude is not re-rolled: Aegis 4+ twice (1/4) is worse than Fortitude 5+ (1/3), so Fortitude is taken: 1/4 · 2/3 = 1/6', () => {
    const input = shot(weapon(DIVINE), { Aegis: 4, Fortitude: 5 });
    expect(analyseSpecialSave(ninthAgeAttack(input), ninthAgeAttack(input).volleys[0]!).usual).toEqual({ save: 'fortitude', needed: 5, fortitudeIgnoredBy: null });
    expect(unsaved(input)).toBe('1/6');
    // Without Divine Attacks the same target rolls its Aegis 4+ (1/2 against Fortitude's 1/3): 1/4 · 1/2 = 1/8.
    expect(unsaved(shot(weapon(), { Aegis: 4, Fortitude: 5 }))).toBe('1/8');
  });

  it('Aegis 3+ twice (4/9) is still better than Fortitude 5+ (1/3): Aegis, failed 5/9: 1/4 · 5/9 = 5/36', () => {
    expect(unsaved(shot(weapon(DIVINE), { Aegis: 3, Fortitude: 5 }))).toBe('5/36');
  });

  it('Magical and Divine together (the Cyclops\' Hurl Attack): Aegis 5+ and 3+ against Magical, the 3+ rolled twice: 5/36', () => {
    const input = shot(weapon(MAGICAL, DIVINE), { Aegis: 5, AegisMagical: 3 });
    expect(analyseSpecialSave(ninthAgeAttack(input), ninthAgeAttack(input).volleys[0]!).usual).toEqual({ save: 'aegis', needed: 3, fortitudeIgnoredBy: null, aegisAgainst: 'magical-attacks', divine: true });
    expect(unsaved(input)).toBe('5/36');
  });

  it('rolled: a successful Aegis die is followed by a second one that decides; a failed one is not rolled again', () => {
    let firsts = 0;
    let seconds = 0;
    for (let seed = 0; seed < 80; seed++) {
      for (const s of ninthAgeRoll(ninthAgeAttack(shot(weapon(DIVINE), { Aegis: 4 }, 6)), seed).shots) {
        const saves = dice(s.trace).filter((d) => d.check.step === 'special-save');
        const [first, second, ...rest] = saves;
        expect(rest).toEqual([]);
        if (!first) continue;
        firsts++;
        expect(first.check).toMatchObject({ step: 'special-save', save: 'aegis', needed: 4, divine: true });
        expect(first.check).not.toHaveProperty('reroll');
        expect(first.outcome).toBe(first.face >= 4 ? 'divine-reroll' : 'not-saved');
        if (first.face < 4) {
          expect(second).toBeUndefined();
          continue;
        }
        seconds++;
        expect(second?.check).toMatchObject({ step: 'special-save', needed: 4, divine: true, reroll: true });
        expect(second?.outcome).toBe((second?.face ?? 0) >= 4 ? 'saved' : 'not-saved');
        expect(s.result.save).toBe((second?.face ?? 0) >= 4 ? 'special' : 'unsaved');
      }
    }
    expect(firsts).toBeGreaterThan(50);
    expect(seconds).toBeGreaterThan(20);
  });
});

// Beast Herds' Cyclops, Hurl Attack, as the data reads it (src/data/bsdata/ninth-age-resolve.test.ts):
// 6–30", one shot whose one hit is Strength 7, AP 4 (NA-WM-1), Multiple Wounds (D3, Clipped Wings),
// Magical and Divine Attacks, March and Shoot, and the Pivot sentence. Aim 4+.
const hurl: ShootingWeapon = {
  id: 'Hurl Attack',
  range: 30,
  minRange: 6,
  shots: 1,
  strength: 7,
  armourPenetration: 4,
  plain: { strength: 3, armourPenetration: 0 },
  attributes: [{ code: 'multiple-wounds', value: 'D3', clippedWings: true }, MAGICAL, DIVINE, { code: 'march-and-shoot' }, { code: 'pivot-ignores-moving' }],
};
const cyclops = (movement: Movement, w: ShootingWeapon = hurl): NinthAgeAttackInput => ({
  weapon: w,
  aim: 4,
  shooter: { movement },
  target: { models: 5, profile: { HP: 3, Res: 4, Arm: 3, Aegis: 5 } },
});

describe("the Cyclops' Hurl Attack: no moving penalty after only a Pivot (BS-T9A-2ND, Beast Herds)", () => {
  it('only pivoted: the moving −1 is named and ignored, 4+ to hit; advanced: 5+', () => {
    const pivot = ninthAgeOdds(ninthAgeAttack(cyclops('pivot')), exactArithmetic).volleys[0]?.analysis.toHit;
    expect(pivot?.modifiers).toEqual([{ code: 'moving', value: 0, ignoredBy: 'pivot-ignores-moving' }]);
    expect(pivot?.needed).toBe(4);
    const advance = ninthAgeOdds(ninthAgeAttack(cyclops('advance')), exactArithmetic).volleys[0]?.analysis.toHit;
    expect(advance?.modifiers).toEqual([{ code: 'moving', value: -1 }]);
    expect(advance?.needed).toBe(5);
  });

  it('another weapon after only a Pivot has moved: −1 (facts B3: a Pivot is movement)', () => {
    const plain: ShootingWeapon = { ...hurl, attributes: hurl.attributes.filter((a) => a.code !== 'pivot-ignores-moving') };
    expect(ninthAgeOdds(ninthAgeAttack(cyclops('pivot', plain))).volleys[0]?.analysis.toHit.needed).toBe(5);
  });

  it('whole: 4+ (1/2), Strength 7 against Resilience 4 wounds on 2+ (5/6), AP 4 against Armour 3 leaves no save, Aegis 5+ re-rolled (1/9 saved): 1/2 · 5/6 · 8/9 = 10/27', () => {
    const odds = ninthAgeOdds(ninthAgeAttack(cyclops('pivot')), exactArithmetic);
    expect(odds.volleys[0]?.analysis.armour.needed).toBeNull();
    expect(odds.volleys[0]?.analysis.special.usual).toEqual({ save: 'aegis', needed: 5, fortitudeIgnoredBy: null, divine: true });
    expect(fr(odds.series.unsaved.atLeast[1])).toBe('10/27');
    // D3 Health Points, at most 3: a model of 3 HP goes with a 5 or 6 on the die (1/3): 10/27 · 1/3 = 10/81.
    expect(fr(odds.series.modelsRemoved.atLeast[1])).toBe('10/81');
  });
});
