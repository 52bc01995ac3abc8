// Mordheim's rule table: every rule cited, every code one the catalogues already word, and the
// roll and the odds reading the same table (the to-hit score a die is rolled against is the
// analysis's, which is BS's base less the table's modifiers).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TraceEntry } from '../../dice/index.js';
import { hitModifiersFrom, RULE_DOCUMENTS, RULE_HOLDERS } from '../shared/index.js';
import { analyseToHit, HIT_MODIFIER_CODES, MORDHEIM_MODEL_RULE_IDS, MORDHEIM_RULES, MORDHEIM_WEAPON_IDS, mordheimAttack, mordheimOdds, mordheimRoll, WEAPON_RULES, type MordheimAttackInput, type MordheimCheck, type WeaponRefusal } from './index.js';

const WEAPON_REFUSALS: readonly WeaponRefusal[] = ['move-or-fire', 'reloading', 'fired-once', 'jammed', 'weapon-lost', 'misfire-reload', 'barrels-unloaded', 'blessed-water-forbidden'];
const effects = MORDHEIM_RULES.flatMap((rule) => rule.effects.map((effect) => ({ rule: rule.id, effect })));

describe('MORDHEIM_RULES', () => {
  it('cites a source for every rule, and names each rule once', () => {
    for (const rule of MORDHEIM_RULES) {
      expect(rule.source.length, rule.id).toBeGreaterThan(0);
      for (const citation of rule.source) {
        expect(RULE_DOCUMENTS, rule.id).toContain(citation.document);
        expect(citation.section.trim(), rule.id).not.toBe('');
      }
      for (const holder of rule.holders) expect(RULE_HOLDERS, rule.id).toContain(holder);
    }
    expect(new Set(MORDHEIM_RULES.map((r) => r.id)).size).toBe(MORDHEIM_RULES.length);
  });

  it('declares each to-hit modifier code once, in the order explanations list them', () => {
    const codes = effects.flatMap(({ effect }) => (effect.step === 'to-hit' && effect.kind === 'modifier' ? [effect.code] : []));
    for (const code of codes) expect(HIT_MODIFIER_CODES).toContain(code);
    expect(codes).toEqual(HIT_MODIFIER_CODES);
  });

  it('cancels only modifiers it declares, by weapon rules; refuses only with weapon refusals', () => {
    for (const { rule, effect } of effects) {
      if (effect.step === 'to-hit' && effect.kind === 'ignores') {
        expect(HIT_MODIFIER_CODES).toContain(effect.code);
        expect([...WEAPON_RULES, ...MORDHEIM_MODEL_RULE_IDS]).toContain(rule);
      }
      if (effect.step === 'may-shoot') expect(WEAPON_REFUSALS).toContain(effect.code);
    }
  });

  it('names every weapon rule it holds as the weapon rule of the same name', () => {
    for (const rule of MORDHEIM_RULES) if (rule.holders.includes('weapon')) expect(WEAPON_RULES).toContain(rule.id);
  });
});

const attackInput: fc.Arbitrary<MordheimAttackInput> = fc
  .record({
    BS: fc.integer({ min: 1, max: 7 }),
    S: fc.integer({ min: 1, max: 5 }),
    weapon: fc.constantFrom(...MORDHEIM_WEAPON_IDS),
    cover: fc.boolean(),
    longRange: fc.boolean(),
    moved: fc.boolean(),
    largeBody: fc.boolean(),
    fireTwice: fc.boolean(),
    largeTarget: fc.boolean(),
    sevenPlus: fc.constantFrom('cannot-hit' as const, 'second-roll' as const),
  })
  .map((r) => ({
    shooter: { profile: { BS: r.BS, S: r.S } },
    weapon: r.weapon,
    target: { profile: { T: 3, W: 1 }, largeTarget: r.largeTarget },
    circumstances: { cover: r.cover, longRange: r.longRange, moved: r.moved, largeBody: r.largeBody, fireTwice: r.fireTwice },
    variants: { sevenPlus: r.sevenPlus },
  }));

function checks(trace: readonly TraceEntry<MordheimCheck, string>[]): MordheimCheck[] {
  return trace.flatMap((entry) => (entry.kind === 'group' ? [entry.check, ...checks(entry.entries)] : [entry.check]));
}

describe('both interpreters read MORDHEIM_RULES', () => {
  it('rolls the to-hit die against the score the odds analyse: 7 − BS less the table’s modifiers', () => {
    fc.assert(
      fc.property(attackInput, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (input, seed) => {
        const attack = mordheimAttack(input);
        const fromTable = hitModifiersFrom(MORDHEIM_RULES, attack);
        const needed = 7 - input.shooter.profile.BS - fromTable.reduce((sum, m) => sum + m.value, 0);
        const { toHit } = mordheimOdds(attack).analysis;
        expect(toHit.modifiers).toEqual(fromTable);
        expect(toHit.needed).toBe(needed);
        const rolled = mordheimRoll(attack, seed).shots.flatMap((shot) => checks(shot.trace)).filter((c) => c.step === 'to-hit');
        expect(rolled.length).toBeGreaterThan(0);
        for (const check of rolled) {
          expect(check.needed).toBe(needed);
          expect(check.modifiers).toEqual(fromTable);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('the to-hit analysis and the distance', () => {
  // The target lists keep one analysis for every distance at which the weapon reaches (and one
  // for every distance beyond): a to-hit rule that read the inches would break them.
  it('reads the inches only through whether the weapon reaches them, whatever the rules held', () => {
    const ruleIds = fc.subarray([...MORDHEIM_MODEL_RULE_IDS]);
    fc.assert(
      fc.property(attackInput, ruleIds, ruleIds, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (input, shooterRules, targetRules, a, b) => {
        const base = mordheimAttack({ ...input, shooter: { ...input.shooter, rules: shooterRules }, target: { ...input.target, profile: { ...input.target.profile, S: 3 }, rules: targetRules } });
        const at = (distance: number) => ({ ...base, circumstances: { ...base.circumstances, distance } });
        const { range } = base.weapon;
        // Within reach: 0 to the range; beyond: past it by up to another range.
        expect(analyseToHit(at(a * range))).toEqual(analyseToHit(at(b * range)));
        expect(analyseToHit(at(range + 0.5 + a * range))).toEqual(analyseToHit(at(range + 0.5 + b * range)));
        expect(analyseToHit(at(a * range)).outOfRange).toBe(false);
        expect(analyseToHit(at(range + 0.5 + a * range)).outOfRange).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
