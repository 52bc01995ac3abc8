// Battleaxe's rule table: every rule cited, every code one the catalogues already word, and the
// roll and the odds reading the same table (each batch's to-hit score is its analysis's, which
// is the BS less the table's modifiers).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TraceEntry } from '../../dice/index.js';
import { hitModifiersFrom, RULE_DOCUMENTS, RULE_HOLDERS } from '../shared/index.js';
import {
  BATTLEAXE_RULES,
  battleaxeAttack,
  battleaxeOdds,
  battleaxeRoll,
  HIT_MODIFIER_CODES,
  type BattleaxeAttackInput,
  type BattleaxeCheck,
  type BattleaxeCircumstances,
  type ModifierCancel,
} from './index.js';

const CANCELLERS: readonly ModifierCancel[] = ['stand-and-shoot', 'into-combat', 'hard-cover'];
const effects = BATTLEAXE_RULES.flatMap((rule) => rule.effects.map((effect) => ({ rule: rule.id, effect })));

describe('BATTLEAXE_RULES', () => {
  it('cites a source for every rule, and names each rule once', () => {
    for (const rule of BATTLEAXE_RULES) {
      expect(rule.source.length, rule.id).toBeGreaterThan(0);
      for (const citation of rule.source) {
        expect(RULE_DOCUMENTS, rule.id).toContain(citation.document);
        expect(citation.section.trim(), rule.id).not.toBe('');
      }
      for (const holder of rule.holders) expect(RULE_HOLDERS, rule.id).toContain(holder);
    }
    expect(new Set(BATTLEAXE_RULES.map((r) => r.id)).size).toBe(BATTLEAXE_RULES.length);
  });

  it("declares each to-hit modifier code once, in the seed's order", () => {
    const codes = effects.flatMap(({ effect }) => (effect.step === 'to-hit' && effect.kind === 'modifier' ? [effect.code] : []));
    for (const code of codes) expect(HIT_MODIFIER_CODES).toContain(code);
    expect(codes).toEqual(HIT_MODIFIER_CODES);
  });

  it('cancels only modifiers it declares, by the three rules the catalogues name', () => {
    const ignoring = effects.flatMap(({ rule, effect }) => (effect.step === 'to-hit' && effect.kind === 'ignores' ? [{ rule, code: effect.code }] : []));
    for (const { rule, code } of ignoring) {
      expect(HIT_MODIFIER_CODES).toContain(code);
      expect(CANCELLERS).toContain(rule);
    }
    expect(new Set(ignoring.map((i) => i.rule))).toEqual(new Set(CANCELLERS));
  });
});

const circumstances: fc.Arbitrary<Partial<BattleaxeCircumstances>> = fc.record(
  { moved: fc.boolean(), longRange: fc.boolean(), pointBlank: fc.boolean(), standAndShoot: fc.boolean(), volleyFire: fc.boolean(), softCover: fc.boolean(), hardCover: fc.boolean(), intoCombat: fc.boolean() },
  { requiredKeys: [] },
);

const shooting: fc.Arbitrary<BattleaxeAttackInput> = fc.record({
  shooter: fc.record({ profile: fc.record({ BS: fc.integer({ min: 1, max: 7 }), S: fc.constant(3) }) }),
  weapon: fc.constant('short-bow'),
  batches: fc.array(fc.record({ models: fc.integer({ min: 1, max: 2 }), circumstances }), { minLength: 1, maxLength: 3 }),
  target: fc.record({
    profile: fc.record({ T: fc.constant(3) }),
    models: fc.integer({ min: 1, max: 3 }),
    startingModels: fc.integer({ min: 1, max: 5 }),
    keywords: fc.subarray(['large', 'character', 'war-machine'] as const),
  }),
});

function checks(trace: readonly TraceEntry<BattleaxeCheck, string>[]): BattleaxeCheck[] {
  return trace.flatMap((entry) => (entry.kind === 'group' ? [entry.check, ...checks(entry.entries)] : [entry.check]));
}

describe('both interpreters read BATTLEAXE_RULES', () => {
  it("rolls each batch's to-hit dice against the score the odds analyse: the BS less the table's modifiers", () => {
    fc.assert(
      fc.property(shooting, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (input, seed) => {
        const attack = battleaxeAttack(input);
        if (attack.kind !== 'shooting') throw new Error('built from a weapon, so shooting');
        const { batches } = battleaxeOdds(attack).analysis;
        const needed = attack.batches.map((batch) => {
          const fromTable = hitModifiersFrom(BATTLEAXE_RULES, { circumstances: batch.circumstances, target: attack.target });
          return { modifiers: fromTable, needed: attack.shooter.profile.BS - fromTable.reduce((sum, m) => sum + m.value, 0) };
        });
        expect(batches.map((b) => ({ modifiers: b.toHit.modifiers, needed: b.toHit.needed }))).toEqual(needed);
        const rolled = battleaxeRoll(attack, seed).rounds.flatMap((round) => checks(round.trace));
        const toHit = rolled.flatMap((c) => (c.step === 'to-hit' ? [c] : []));
        expect(toHit.length).toBeGreaterThan(0);
        for (const check of toHit) {
          expect(check.needed).toBe(needed[check.batch]?.needed);
          expect(check.modifiers).toEqual(needed[check.batch]?.modifiers);
        }
      }),
      { numRuns: 40 },
    );
  });
});
