// The Ninth Age's rule table: every rule cited, every code one the catalogues already word,
// and the roll and the odds reading the same table (each volley's to-hit score is its
// analysis's, which is the Aim less the table's modifiers).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TraceEntry } from '../../dice/index.js';
import { hitModifiersFrom, RULE_DOCUMENTS, RULE_HOLDERS } from '../shared/index.js';
import {
  HIT_MODIFIER_CODES,
  NINTH_AGE_RULES,
  ninthAgeAttack,
  ninthAgeOdds,
  ninthAgeRoll,
  WEAPON_ATTRIBUTE_CODES,
  type NinthAgeAttackInput,
  type NinthAgeCheck,
  type ShootingWeapon,
  type WeaponAttribute,
  type WeaponRefusal,
} from './index.js';

const CANCELLERS = ['accurate', 'quick-to-fire', 'pivot-ignores-moving', 'hits-on-aim', 'cannon', 'catapult'] as const;
const WEAPON_REFUSALS: readonly WeaponRefusal[] = ['move-or-fire', 'marched', 'reload', 'breath-used'];
const effects = NINTH_AGE_RULES.flatMap((rule) => rule.effects.map((effect) => ({ rule: rule.id, effect })));

describe('NINTH_AGE_RULES', () => {
  it('cites a source for every rule, and names each rule once', () => {
    for (const rule of NINTH_AGE_RULES) {
      expect(rule.source.length, rule.id).toBeGreaterThan(0);
      for (const citation of rule.source) {
        expect(RULE_DOCUMENTS, rule.id).toContain(citation.document);
        expect(citation.section.trim(), rule.id).not.toBe('');
      }
      for (const holder of rule.holders) expect(RULE_HOLDERS, rule.id).toContain(holder);
    }
    expect(new Set(NINTH_AGE_RULES.map((r) => r.id)).size).toBe(NINTH_AGE_RULES.length);
  });

  it('declares each to-hit modifier code once, in the order explanations list them', () => {
    const codes = effects.flatMap(({ effect }) => (effect.step === 'to-hit' && effect.kind === 'modifier' ? [effect.code] : []));
    for (const code of codes) expect(HIT_MODIFIER_CODES).toContain(code);
    expect(codes).toEqual(HIT_MODIFIER_CODES);
  });

  it('cancels only modifiers it declares, by Accurate, Quick to Fire, pivot-ignores-moving, hits-on-aim, Cannon and Catapult; refuses only with weapon refusals', () => {
    for (const { rule, effect } of effects) {
      if (effect.step === 'to-hit' && effect.kind === 'ignores') {
        expect(HIT_MODIFIER_CODES).toContain(effect.code);
        expect(CANCELLERS).toContain(rule);
      }
      if (effect.step === 'may-shoot') expect(WEAPON_REFUSALS).toContain(effect.code);
    }
  });

  it('names every rule a weapon holds alone as the weapon attribute of the same name', () => {
    for (const rule of NINTH_AGE_RULES) if (rule.holders.length === 1 && rule.holders[0] === 'weapon') expect(WEAPON_ATTRIBUTE_CODES).toContain(rule.id);
  });
});

const attribute: fc.Arbitrary<WeaponAttribute> = fc.oneof(
  fc.constant({ code: 'accurate' as const }),
  fc.constant({ code: 'quick-to-fire' as const }),
  fc.integer({ min: 1, max: 2 }).map((value) => ({ code: 'unwieldy' as const, value })),
  fc.constant({ code: 'poison' as const }),
  fc.constant({ code: 'hits-on-aim' as const }),
);

const attackInput: fc.Arbitrary<NinthAgeAttackInput> = fc
  .record({
    aim: fc.integer({ min: 1, max: 6 }),
    attributes: fc.uniqueArray(attribute, { maxLength: 3, selector: (a) => a.code }),
    hardTarget: fc.integer({ min: 0, max: 2 }),
    movement: fc.constantFrom('none' as const, 'pivot' as const, 'advance' as const, 'reform' as const, 'march' as const),
    standAndShoot: fc.boolean(),
    longRange: fc.boolean(),
    cover: fc.constantFrom('none' as const, 'soft' as const, 'hard' as const),
    edition: fc.constantFrom('current' as const, '2.x' as const),
  })
  .map((r) => ({
    weapon: { id: 'test', range: 24, shots: 1, strength: 3, armourPenetration: 0, attributes: r.attributes } satisfies ShootingWeapon,
    aim: r.aim,
    models: 2,
    shooter: { movement: r.movement, marchAndShoot: true, standAndShoot: r.standAndShoot },
    target: { models: 3, profile: { Res: 3 }, hardTarget: r.hardTarget },
    circumstances: { longRange: r.longRange, cover: r.cover },
    variants: { edition: r.edition },
  }));

function checks(trace: readonly TraceEntry<NinthAgeCheck, string>[]): NinthAgeCheck[] {
  return trace.flatMap((entry) => (entry.kind === 'group' ? [entry.check, ...checks(entry.entries)] : [entry.check]));
}

describe('both interpreters read NINTH_AGE_RULES', () => {
  it("rolls each volley's to-hit dice against the score the odds analyse: the Aim less the table's modifiers", () => {
    fc.assert(
      fc.property(attackInput, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (input, seed) => {
        const attack = ninthAgeAttack(input);
        const needed = attack.volleys.map((volley) => {
          const fromTable = hitModifiersFrom(NINTH_AGE_RULES, { attack, volley });
          if (volley.entry.aim === null) throw new Error('every generated weapon has an Aim');
          return { modifiers: fromTable, needed: volley.entry.aim - fromTable.reduce((sum, m) => sum + m.value, 0) };
        });
        expect(ninthAgeOdds(attack).volleys.map((v) => ({ modifiers: v.analysis.toHit.modifiers, needed: v.analysis.toHit.needed }))).toEqual(needed);
        const rolled = ninthAgeRoll(attack, seed).shots.flatMap((shot) => checks(shot.trace));
        const toHit = rolled.flatMap((c) => (c.step === 'to-hit' ? [c] : []));
        expect(toHit.length).toBeGreaterThan(0);
        for (const check of toHit) {
          expect(check.needed).toBe(needed[check.volley]?.needed);
          expect(check.modifiers).toEqual(needed[check.volley]?.modifiers);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('a weapon with hits-on-aim needs its Aim whatever the circumstances, in the odds and in every rolled to-hit check', () => {
    fc.assert(
      fc.property(attackInput, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (input, seed) => {
        const weapon = input.weapon as ShootingWeapon;
        const withRule: ShootingWeapon = { ...weapon, attributes: [...weapon.attributes.filter((a) => a.code !== 'hits-on-aim'), { code: 'hits-on-aim' }] };
        const attack = ninthAgeAttack({ ...input, weapon: withRule });
        const entry = attack.volleys[0]?.entry;
        if (!entry) throw new Error('an attack without a volley');
        expect(ninthAgeOdds(attack).volleys[0]?.analysis.toHit.needed).toBe(entry.aim);
        for (const check of ninthAgeRoll(attack, seed).shots.flatMap((shot) => checks(shot.trace))) if (check.step === 'to-hit') expect(check.needed).toBe(entry.aim);
      }),
      { numRuns: 60 },
    );
  });
});
