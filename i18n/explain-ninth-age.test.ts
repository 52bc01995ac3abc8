// The Ninth Age's weapon rules named in the explanations, in both languages: the modifiers an
// Aspen Bow cancels, the Armour Penetration a Repeater adds at Short Range, the Repeater
// Pistol's shots in the volley heading.
import { describe, expect, it } from 'vitest';
import type { NinthAgeCheck } from '../src/games/ninth-age/index.js';
import { describeHitModifiers, describeNinthAgeCheck, ninthAgeTurnLines } from './explain-ninth-age.js';
import { en } from './en.js';
import { ru } from './ru.js';

const save: NinthAgeCheck = { step: 'armour-save', lethal: false, needed: 6, armour: 2, armourPenetration: 1, penetrationModifiers: [{ code: 'short-range-penetration', value: 1 }] };

describe('the Ninth Age weapon rules in the explanations', () => {
  it('an Aspen Bow: each modifier shown cancelled by its rule', () => {
    expect(describeHitModifiers(en, [{ code: 'long-range', value: 0, ignoredBy: 'hits-on-aim' }])).toBe('long range (ignored: always hits on its Aim)');
    expect(describeHitModifiers(ru, [{ code: 'long-range', value: 0, ignoredBy: 'hits-on-aim' }])).toBe('дальняя дистанция (не учитывается: всегда попадает на свою меткость)');
  });

  it('a Repeater at Short Range: the added Armour Penetration and its rule; none at Long Range', () => {
    expect(describeNinthAgeCheck(en, save)).toBe("Armour 2, Armour Penetration 1; +1 of it from the weapon's rule: more Armour Penetration at Short Range");
    expect(describeNinthAgeCheck(ru, save)).toBe('броня 2, бронебойность 1; из неё +1 по правилу оружия: бронебойность выше на ближней дистанции');
    expect(describeNinthAgeCheck(en, { ...save, armourPenetration: 0, needed: 5, penetrationModifiers: [] })).toBe('Armour 2, Armour Penetration 0');
  });

  it('Multiple Wounds against Standard only (the Long Rifle): applied against a Standard target, set aside against a Large or Gigantic one, and said so', () => {
    const wounds: NinthAgeCheck = { step: 'multiple-wounds', value: 2, cap: 2, againstStandard: 'standard' };
    expect(describeNinthAgeCheck(en, wounds)).toBe('Multiple Wounds (2), at most 2 Health Points, against Standard models only: the target is Standard');
    expect(describeNinthAgeCheck(ru, wounds)).toBe('множественные раны (2), не больше чем 2 очка здоровья, только против моделей обычного роста: цель обычного роста');
    expect(describeNinthAgeCheck(en, { ...wounds, againstStandard: 'large' })).toBe('Multiple Wounds (2) against Standard models only: the target is Large, so 1 Health Point a wound');
    expect(describeNinthAgeCheck(ru, { ...wounds, againstStandard: 'gigantic' })).toBe('множественные раны (2) только против моделей обычного роста: цель гигантская, поэтому одно очко здоровья за рану');
  });

  it('a lethal wound: AP 10, the weapon rule not named', () => {
    expect(describeNinthAgeCheck(en, { ...save, lethal: true, needed: null })).toBe('Armour 2, Armour Penetration 10 (Lethal Strike); no save possible');
  });

  it('the Repeater Pistol beside a Pistol: the volley heading names the rule', () => {
    expect(en.ninthAge.volleyHeading(1, 1, 4, en.ninthAge.attribute['shots-with-pistol'])).toBe('Volley 1: 1 model, 4 shots (more shots with a Pistol beside it)');
    expect(ru.ninthAge.volleyHeading(1, 1, 4, ru.ninthAge.attribute['shots-with-pistol'])).toBe('Залп 1: 1 модель, 4 выстрела (больше выстрелов, если при модели есть пистолет)');
  });
});

describe('Magical and Divine Attacks in the special save', () => {
  const first: NinthAgeCheck = { step: 'special-save', lethal: false, save: 'aegis', needed: 3, fortitudeIgnoredBy: null, aegisAgainst: 'magical-attacks', divine: true };
  it('the Aegis against Magical Attacks is named, and the Divine re-roll on the first roll and the second', () => {
    expect(describeNinthAgeCheck(en, first)).toBe('Aegis 3+; its Aegis against Magical Attacks; Divine Attacks: a successful Aegis save is rolled again');
    expect(describeNinthAgeCheck(en, { ...first, reroll: true })).toBe('Aegis 3+; its Aegis against Magical Attacks; the second roll (Divine Attacks)');
    expect(describeNinthAgeCheck(ru, first)).toBe('эгида 3+; эгида против магических атак; божественные атаки: удачный бросок эгиды перебрасывается');
    expect(en.ninthAge.outcome['divine-reroll']).toBe('saved: rolled again (Divine Attacks)');
  });
});

describe('Dying Embers in the phase\'s turn text', () => {
  const harm: NinthAgeCheck = { step: 'firer-harm', shooter: 'feldrak', code: 'dying-embers', models: 1, hpLost: 1 };
  it('a line after the dice, in English and Russian', () => {
    const trace = [{ kind: 'auto' as const, check: harm, outcome: 'hp-lost' as const }];
    expect(ninthAgeTurnLines(en, trace)).toEqual(['The firer: Dying Embers: having breathed, the shooting unit loses 1 Health Point, no save: certain']);
    expect(ninthAgeTurnLines(ru, trace)).toEqual(['Стрелявший: Угасающее пламя: после атаки дыханием стрелявший отряд теряет очков здоровья: 1, без спасброска; наверняка']);
    expect(describeNinthAgeCheck(en, { ...harm, models: 2, hpLost: 2 })).toBe('Dying Embers: having breathed, the shooting unit loses 2 Health Points (one for each of its 2 breathing models), no save: certain');
  });
});
