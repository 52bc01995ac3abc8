import { NO_CIRCUMSTANCES, type MordheimAttack } from './attack-types.js';
import type { MordheimModelRuleId } from './model-rules.js';
import { MORDHEIM_RULES } from './rules.js';
import { DANGEROUS_STRENGTH, MISFIRE_EXPLOSION_STRENGTH } from './tables.js';
import type { MordheimVariants } from './variants.js';
import { warriorAsTarget, type Warrior } from './warrior.js';

/**
 * The firer's own rules its weapon's explosion (M-16) or a bolas's Dangerous 1 meets: those that act on the injury roll
 * alone (No Pain) and a body's own save (Daemonic Aura, Metallic Body), which the texts call
 * armour saves. Not the rules against enemies' missiles (Dodge, a lucky charm, an Elven cloak,
 * a Wolfcloak), nor Regeneration, whose text covers a wound "an enemy" inflicts.
 */
export const EXPLOSION_RULE_IDS: ReadonlySet<string> = new Set(
  MORDHEIM_RULES.filter(
    (rule) =>
      rule.holders.includes('target') &&
      rule.effects.every(
        (effect) =>
          effect.step === 'injury' ||
          (effect.step === 'armour-save' && effect.kind === 'natural') ||
          // Shaggy Hide is armour the firer wears, not a rule against missiles as a Wolfcloak's +1 is.
          (effect.step === 'armour-save' && effect.kind === 'modifier' && effect.code === 'shaggy-hide'),
      ),
  ).map((rule) => rule.id),
);

/**
 * The firer's rules its weapon's explosion meets, in its own order.
 *
 * @example
 * explosionRules(['dodge', 'no-pain', 'metallic-body', 'wolfcloak']); // ['no-pain', 'metallic-body']
 */
export function explosionRules(rules: readonly MordheimModelRuleId[]): readonly MordheimModelRuleId[] {
  return rules.filter((id) => EXPLOSION_RULE_IDS.has(id));
}

/**
 * A hit on a warrior by its own weapon (M-16's explosion, a bolas's Dangerous 1) as an attack
 * that has already hit it: wounded, saved against its armour and injured as a hit is; no
 * critical hits, as for a fall, since nobody aimed it. Only the warrior's injury rules and its
 * body's own save meet it (`explosionRules`).
 *
 * @example
 * // battle: examples/mordheim/battle-street.json, parsed as in targetReport's example
 * const marksman = battle.warriors.find((w) => w.id === 'marksman');
 * if (marksman) ownWeaponHitAttack(marksman, MORDHEIM_DEFAULT_VARIANTS, 'bolas', 3).weapon.strength; // 3
 */
export function ownWeaponHitAttack(firer: Warrior, variants: MordheimVariants, weaponId: string, strength: number): MordheimAttack {
  const asTarget = warriorAsTarget(firer);
  return {
    shooter: { profile: { BS: 0, S: strength }, rules: [] },
    weapon: { id: weaponId, range: 0, strength, saveModifier: 0, wounds: 1, rules: [] },
    target: { ...asTarget, rules: explosionRules(firer.rules), luckyCharmUsed: true },
    circumstances: NO_CIRCUMSTANCES,
    shots: 1,
    variants,
    criticalHits: false,
  };
}

/**
 * A blackpowder weapon's explosion (the optional misfire's 1, facts A4, `MH-BP`; M-16) as an
 * attack that has already hit the firer: Strength 4, as {@link ownWeaponHitAttack} makes it.
 *
 * @example
 * // battle: examples/mordheim/battle-street.json, parsed as in targetReport's example
 * const marksman = battle.warriors.find((w) => w.id === 'marksman');
 * if (marksman) misfireExplosionAttack(marksman, MORDHEIM_DEFAULT_VARIANTS).weapon.strength; // 4
 */
export function misfireExplosionAttack(firer: Warrior, variants: MordheimVariants): MordheimAttack {
  return ownWeaponHitAttack(firer, variants, 'misfire-explosion', MISFIRE_EXPLOSION_STRENGTH);
}

/**
 * A bolas's Dangerous rule (BS-M data.cat): its natural 1 to hit is an S3 hit on the thrower,
 * as {@link ownWeaponHitAttack} makes it.
 *
 * @example
 * // battle: examples/mordheim/battle-street.json, parsed as in targetReport's example
 * const marksman = battle.warriors.find((w) => w.id === 'marksman');
 * if (marksman) dangerousHitAttack(marksman, MORDHEIM_DEFAULT_VARIANTS, 'bolas').weapon.strength; // 3
 */
export function dangerousHitAttack(firer: Warrior, variants: MordheimVariants, weaponId: string): MordheimAttack {
  return ownWeaponHitAttack(firer, variants, weaponId, DANGEROUS_STRENGTH);
}
