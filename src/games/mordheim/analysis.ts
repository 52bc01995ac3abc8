import { automaticWoundFrom, hitModifiersFrom, hitsAutomaticallyFrom, modifiersFrom, naturalSaveFrom, noArmourSaveFrom, toWoundRulesFrom, unarmouredSaveFrom } from '../shared/index.js';
import {
  baseToHit,
  BODY_ARMOUR,
  CRITICAL_WOUNDS,
  neededToWound,
  strengthSaveModifier,
  type BodyArmour,
  type SaveImprover,
} from './tables.js';
import type { HitModifierCode, MordheimAttack, MordheimKit, Modifier, SaveModifierCode } from './attack-types.js';
import { withinRange } from './range.js';
import { AUTOMATIC_WOUND_RULES, MORDHEIM_RULES, NATURAL_SAVE_RULES, NO_SAVE_RULES, ruleOfKind, type AutomaticWoundRule, type NaturalSaveRule, type NoSaveRule } from './rules.js';
import type { MordheimVariants } from './variants.js';
import type { MissileWeapon, WeaponBonus } from './weapons.js';

/**
 * How a shot is resolved before any die is rolled: what it needs at each step and why.
 * The shooting phase uses the same analysis to compare targets ("easier to hit").
 */
export interface ToHitAnalysis {
  readonly ballisticSkill: number;
  /** 7 − BS, before modifiers. */
  readonly base: number;
  readonly modifiers: readonly Modifier<HitModifierCode>[];
  /** The score needed after modifiers; may be ≤ 1 or ≥ 7. */
  readonly needed: number;
  /** `roll`: one die decides; `second-roll`: a 6 then a second die (M-2 variant); `cannot-hit`; `automatic`: it hits with no roll (a blunderbuss). */
  readonly resolution: 'roll' | 'second-roll' | 'cannot-hit' | 'automatic';
  /** The second die's score for the 7+ chart (7 → 4+, 8 → 5+, 9 → 6), else null. */
  readonly secondRollNeeded: number | null;
  readonly coverClaimed: boolean;
  readonly outOfRange: boolean;
  /** P(hit) on floats, for comparing targets; the exact value comes from `odds`. */
  readonly chance: number;
}

/**
 * Every modifier to the to-hit roll this attack takes, including the ones a thrown weapon ignores
 * (shown at 0): the rules of `MORDHEIM_RULES`, in its order.
 *
 * @example
 * const attack = mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 3, W: 1 }, kit: { armour: 'light' } }, circumstances: { cover: true, longRange: true } });
 * hitModifiers(attack); // [{ code: 'cover', value: -1 }, { code: 'long-range', value: -1 }]
 */
export function hitModifiers(attack: MordheimAttack): Modifier<HitModifierCode>[] {
  return hitModifiersFrom(MORDHEIM_RULES, attack);
}

/**
 * What the to-hit roll needs and why: the BS's base score, the modifiers, and how it is resolved.
 *
 * @example
 * const attack = mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 3, W: 1 }, kit: { armour: 'light' } }, circumstances: { cover: true, longRange: true } });
 * analyseToHit(attack); // { base: 4, needed: 6, resolution: 'roll', coverClaimed: true, chance: 0.16666666666666666, … }
 */
export function analyseToHit(attack: MordheimAttack): ToHitAnalysis {
  const ballisticSkill = attack.shooter.profile.BS;
  const base = baseToHit(ballisticSkill);
  const modifiers = hitModifiers(attack);
  const needed = base - modifiers.reduce((sum, m) => sum + m.value, 0);
  const { distance } = attack.circumstances;
  const outOfRange = distance !== null && !withinRange(distance, attack.weapon.range);
  const { sevenPlus, naturalOneMisses } = attack.variants;
  const resolution = hitsAutomaticallyFrom(MORDHEIM_RULES, attack) ? 'automatic' : needed <= 6 ? 'roll' : sevenPlus === 'second-roll' && needed <= 9 ? 'second-roll' : 'cannot-hit';
  const secondRollNeeded = resolution === 'second-roll' ? needed - 3 : null;
  return {
    ballisticSkill,
    base,
    modifiers,
    needed,
    resolution,
    secondRollNeeded,
    coverClaimed: attack.circumstances.cover,
    outOfRange,
    chance: outOfRange ? 0 : hitChance(needed, resolution, secondRollNeeded, naturalOneMisses),
  };
}

function hitChance(needed: number, resolution: ToHitAnalysis['resolution'], second: number | null, naturalOneMisses: boolean): number {
  switch (resolution) {
    case 'automatic':
      return 1;
    case 'cannot-hit':
      return 0;
    case 'second-roll':
      return (1 / 6) * ((7 - (second ?? 7)) / 6);
    case 'roll':
      return (7 - Math.max(needed, naturalOneMisses ? 2 : 1)) / 6;
  }
}

/**
 * Whether some face of the to-hit die strikes the cover (M-3): the target claimed cover, and
 * the English reading's "one less than needed" is a face of the die, or the Russian reading's
 * natural 1 is in play.
 *
 * @example
 * // BS 3 (4+) with cover, long range and a moving shooter: 7 needed, so only a 6 does anything.
 * coverStrikePossible({ ...analysis, needed: 7, coverClaimed: true }, MORDHEIM_DEFAULT_VARIANTS); // true: the 6 strikes the cover
 */
export function coverStrikePossible(analysis: Pick<ToHitAnalysis, 'needed' | 'coverClaimed' | 'resolution'>, variants: Pick<MordheimVariants, 'coverStrike'>): boolean {
  if (!analysis.coverClaimed || analysis.resolution === 'automatic') return false;
  switch (variants.coverStrike) {
    case 'missed-by-one':
      return analysis.needed - 1 >= 1 && analysis.needed - 1 <= 6;
    case 'natural-one':
      return true;
  }
}

/** What a to-hit face means, for one analysis (see the shot process). */
export type HitFace = 'hit' | 'miss' | 'cover-strike' | 'second-roll';

export function hitFace(face: number, analysis: ToHitAnalysis, variants: MordheimVariants): HitFace {
  const { needed, resolution } = analysis;
  if (resolution === 'second-roll' && face === 6) return 'second-roll';
  const lowest = Math.max(needed, variants.naturalOneMisses ? 2 : 1);
  if (resolution === 'roll' && face >= lowest) return 'hit';
  if (!analysis.coverClaimed) return 'miss';
  switch (variants.coverStrike) {
    // English seed: a miss by exactly one under the cover modifier strikes the cover (M-3).
    case 'missed-by-one':
      return face === needed - 1 ? 'cover-strike' : 'miss';
    // Russian seed: a natural 1 under the cover modifier strikes the cover.
    case 'natural-one':
      return face === 1 ? 'cover-strike' : 'miss';
  }
}

/** What the to-wound roll needs: Strength against Toughness, and whether a 6 is a critical. */
export interface ToWoundAnalysis {
  readonly strength: number;
  readonly toughness: number;
  /** null: the chart's dash, the hit cannot wound. */
  readonly needed: number | null;
  /** Mordheim: a 6 to wound is a critical unless 6s are needed. */
  readonly criticalOnSix: boolean;
  /** False when this kind of hit never causes criticals (a fall, a blowpipe's dart). */
  readonly criticalHits: boolean;
  /** A 6 on the to-hit die wounds at once, without this roll (a blowpipe's poison). */
  readonly hitSixWounds: boolean;
  /** What the shooter's rules add to the weapon's Strength (superior blackpowder), included in `strength`. */
  readonly strengthBonuses: readonly WeaponBonus[];
  /** Nothing is rolled to wound (blessed water): the hit wounds only by `automaticWound`, else does nothing. */
  readonly noWoundRoll: boolean;
  /** The target's kind that the hit wounds with no roll (blessed water on an Undead model), else null. */
  readonly automaticWound: AutomaticWoundRule | null;
}

/**
 * The Strength a weapon hits with: its own, or the shooter's for a thrown weapon.
 *
 * @example
 * weaponStrength(MORDHEIM_WEAPONS['throwing-knives'], 4); // 4: thrown, at the thrower's S
 * weaponStrength(MORDHEIM_WEAPONS.crossbow, 3); // 4
 * weaponStrength(MORDHEIM_WEAPONS['throwing-axe'], 3); // 4: the thrower's S +1
 */
export function weaponStrength(weapon: MissileWeapon, shooterStrength: number): number {
  return weapon.strength === 'user' ? shooterStrength + (weapon.userStrengthBonus ?? 0) : weapon.strength;
}

/**
 * What the to-wound roll needs: the weapon's Strength against the target's Toughness on the chart.
 *
 * @example
 * const attack = mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 3, W: 1 }, kit: { armour: 'light' } }, circumstances: { cover: true, longRange: true } });
 * analyseToWound(attack); // { strength: 4, toughness: 3, needed: 3, criticalOnSix: true, criticalHits: true }
 */
export function analyseToWound(attack: MordheimAttack): ToWoundAnalysis {
  const strength = weaponStrength(attack.weapon, attack.shooter.profile.S);
  const toughness = attack.target.profile.T;
  const needed = neededToWound(strength, toughness);
  const rules = toWoundRulesFrom(MORDHEIM_RULES, attack);
  const criticalHits = attack.criticalHits && !rules.has('no-critical');
  const strengthBonuses = (attack.weapon.bonuses ?? []).filter((b) => b.field === 'strength');
  const noWoundRoll = rules.has('no-wound-roll');
  const automaticWound = ruleOfKind(AUTOMATIC_WOUND_RULES, automaticWoundFrom(MORDHEIM_RULES, attack))?.rule ?? null;
  // With no roll to wound there is no chart to read and no 6 to roll.
  if (noWoundRoll) return { strength, toughness, needed: null, criticalOnSix: false, criticalHits, hitSixWounds: false, strengthBonuses, noWoundRoll, automaticWound };
  return { strength, toughness, needed, criticalOnSix: criticalHits && needed !== null && needed < 6, criticalHits, hitSixWounds: rules.has('hit-six-wounds'), strengthBonuses, noWoundRoll, automaticWound };
}

/** A piece of kit that counts towards the armour save. */
export type ArmourPiece = BodyArmour | SaveImprover;

/** What the armour save needs: the kit's save, the modifiers, and whether a die is rolled at all. */
export interface SaveAnalysis {
  /** The pieces that make the save, body armour first. */
  readonly pieces: readonly ArmourPiece[];
  /** The save before Strength and weapon modifiers, or null with nothing that saves. */
  readonly base: number | null;
  readonly modifiers: readonly Modifier<SaveModifierCode>[];
  /** The score needed after modifiers (7 or more: the save is impossible), or null with nothing worn. */
  readonly needed: number | null;
  /** Whether a die is rolled at all. */
  readonly possible: boolean;
  /** A model with no save gets this one against the shot (a blowpipe: 6+), taken as it is; with armour, the save never worse than it (belaying pins); else null. */
  readonly unarmoured: number | null;
  /** The save the target's own body gives (Daemonic Aura 5+), counted as body armour when it is better; else null. */
  readonly natural: { readonly rule: NaturalSaveRule; readonly save: number } | null;
  /** The rule that leaves the target no armour save at all against this shot (a Sun Gauntlet), else null. */
  readonly noSaveBy: NoSaveRule | null;
}

/**
 * The kit's unmodified save: body armour, each shield or barding one better, 6+ for those alone.
 *
 * @example
 * kitSave({ ...NO_KIT, armour: 'heavy', shield: true }); // { pieces: ['heavy', 'shield'], base: 4 }
 * kitSave({ ...NO_KIT, shield: true }); // { pieces: ['shield'], base: 6 }
 * kitSave({ ...NO_KIT, shield: true }, 5); // { pieces: ['shield'], base: 4 }: a 5+ of the body's own, and the shield
 */
export function kitSave(kit: MordheimKit, naturalSave: number | null = null): { pieces: ArmourPiece[]; base: number | null } {
  const pieces: ArmourPiece[] = [];
  let base: number | null = null;
  if (kit.armour) {
    pieces.push(kit.armour);
    base = BODY_ARMOUR[kit.armour];
  }
  // A body's own save (Daemonic Aura, Metallic Body) is worn as body armour is: the better one counts, a shield adds to it.
  if (naturalSave !== null && (base === null || naturalSave < base)) base = naturalSave;
  for (const improver of ['shield', 'barding'] as const) {
    if (!kit[improver]) continue;
    pieces.push(improver);
    base = base === null ? 6 : base - 1;
  }
  return { pieces, base };
}

/** The lowest save a die can make: no kit in Mordheim reaches a 1+, so a 1 always fails. */
const BEST_POSSIBLE_SAVE = 2;

/**
 * The armour save against this shot: the kit's save worsened by the Strength and the weapon.
 *
 * @example
 * const attack = mordheimAttack({ shooter: { profile: { BS: 3 } }, weapon: 'crossbow', target: { profile: { T: 3, W: 1 }, kit: { armour: 'light' } }, circumstances: { cover: true, longRange: true } });
 * analyseSave(attack); // { pieces: ['light'], base: 6, modifiers: [{ code: 'strength', value: -1 }], needed: 7, possible: false }
 */
export function analyseSave(attack: MordheimAttack): SaveAnalysis {
  const natural = ruleOfKind(NATURAL_SAVE_RULES, naturalSaveFrom(MORDHEIM_RULES, attack));
  const { pieces, base } = kitSave(attack.target.kit, natural?.save ?? null);
  const noSaveBy = ruleOfKind(NO_SAVE_RULES, noArmourSaveFrom(MORDHEIM_RULES, attack))?.rule ?? null;
  if (noSaveBy !== null) return { pieces, base, modifiers: [], needed: null, possible: false, unarmoured: null, natural, noSaveBy };
  if (base === null) {
    // The blowpipe's text: a model with no armour save gets 6+ against the dart, and no more.
    const unarmoured = unarmouredSaveFrom(MORDHEIM_RULES, attack);
    return { pieces, base, modifiers: [], needed: unarmoured, possible: unarmoured !== null, unarmoured, natural, noSaveBy };
  }
  const strength = weaponStrength(attack.weapon, attack.shooter.profile.S);
  const modifiers: Modifier<SaveModifierCode>[] = [];
  const byStrength = strengthSaveModifier(strength);
  if (byStrength !== 0) modifiers.push({ code: 'strength', value: byStrength });
  if (attack.weapon.saveModifier !== 0) modifiers.push({ code: 'weapon', value: attack.weapon.saveModifier });
  for (const m of modifiersFrom(MORDHEIM_RULES, 'armour-save', attack)) modifiers.push({ code: m.code, value: m.value });
  const modified = Math.max(BEST_POSSIBLE_SAVE, base - modifiers.reduce((sum, m) => sum + m.value, 0));
  // Ruling (docs/special-rules.md): the 6+ a model with no armour gets against such a weapon is
  // the worst save any model has against it, so better armour never leaves a worse save.
  const floor = unarmouredSaveFrom(MORDHEIM_RULES, attack);
  const needed = floor !== null && floor < modified ? floor : modified;
  return { pieces, base, modifiers, needed, possible: needed <= 6, unarmoured: needed === floor && floor < modified ? floor : null, natural, noSaveBy };
}

/** Wounds one unsaved hit causes: the weapon's, or for a critical the larger of 2 and that (M-7). */
export function woundsPerHit(weapon: MissileWeapon, critical: boolean): number {
  return critical ? Math.max(CRITICAL_WOUNDS, weapon.wounds) : weapon.wounds;
}
