import { hitModifiersFrom, neededToWound } from '../shared/index.js';
import type {
  Amount,
  BattleaxeAttack,
  BattleaxeCircumstances,
  BattleaxeShootingAttack,
  BattleaxeTarget,
  HitModifierCode,
  Modifier,
  SaveModifierCode,
  ShootingBatch,
} from './attack-types.js';
import { BATTLEAXE_RULES } from './rules.js';
import { BEST_SCORE, CANNOT_HIT_FROM, SECOND_ROLL_CHART, strengthSaveModifier } from './tables.js';
import type { BattleaxeVariants } from './variants.js';

/**
 * What each roll of an attack needs, and why, before any die is rolled. The shooting
 * phase uses the same analysis to compare targets and batches.
 */
export interface ToHitAnalysis {
  /** The shooters' BS as a target number (4 for 4+). */
  readonly ballisticSkill: number;
  readonly modifiers: readonly Modifier<HitModifierCode>[];
  /** BS − the modifiers (B-3); may be ≤ 1 or ≥ 7. */
  readonly needed: number;
  /** `roll`: one die; `second-roll`: a 6 and then a second die (B-1); `cannot-hit`: 10 or more. */
  readonly resolution: 'roll' | 'second-roll' | 'cannot-hit';
  /** With `roll`: the lowest face that hits, never below 2 (B-2). */
  readonly lowest: number | null;
  /** With `second-roll`: the score the second die needs (7 → 4, 8 → 5, 9 → 6). */
  readonly secondRollNeeded: number | null;
  /** P(hit) in floats, for comparing batches and targets; the exact value comes from `odds`. */
  readonly chance: number;
}

/**
 * The seed's modifiers in its order, with the ones that do not stack shown as ignored: the
 * rules of `BATTLEAXE_RULES`, in its order.
 *
 * @example
 * hitModifiers({ ...NO_CIRCUMSTANCES, longRange: true, softCover: true, hardCover: true }, targetOf({ profile: { T: 3 }, models: 10 }));
 * // [{ code: 'long-range', value: -1 }, { code: 'soft-cover', value: 0, ignoredBy: 'hard-cover' }, { code: 'hard-cover', value: -2 }]
 */
export function hitModifiers(circumstances: BattleaxeCircumstances, target: BattleaxeTarget): Modifier<HitModifierCode>[] {
  return hitModifiersFrom(BATTLEAXE_RULES, { circumstances, target });
}

function isSecondRollScore(needed: number): needed is keyof typeof SECOND_ROLL_CHART {
  return needed === 7 || needed === 8 || needed === 9;
}

/**
 * The to-hit roll from a BS and its modifiers: one die, the 7+ chart (B-1) or no chance.
 *
 * @example
 * toHitFrom(4, [{ code: 'long-range', value: -1 }, { code: 'hard-cover', value: -2 }]);
 * // { needed: 7, resolution: 'second-roll', secondRollNeeded: 4, chance: 0.08333333333333333, … }
 */
export function toHitFrom(ballisticSkill: number, modifiers: readonly Modifier<HitModifierCode>[]): ToHitAnalysis {
  const needed = ballisticSkill - modifiers.reduce((sum, m) => sum + m.value, 0);
  if (needed >= CANNOT_HIT_FROM) return { ballisticSkill, modifiers, needed, resolution: 'cannot-hit', lowest: null, secondRollNeeded: null, chance: 0 };
  if (isSecondRollScore(needed)) {
    const second = SECOND_ROLL_CHART[needed];
    return { ballisticSkill, modifiers, needed, resolution: 'second-roll', lowest: null, secondRollNeeded: second, chance: (1 / 6) * ((7 - second) / 6) };
  }
  const lowest = Math.max(BEST_SCORE, needed);
  return { ballisticSkill, modifiers, needed, resolution: 'roll', lowest, secondRollNeeded: null, chance: (7 - lowest) / 6 };
}

/**
 * The to-hit roll of one batch: the shooters' BS with that batch's modifiers.
 *
 * @example
 * const attack = battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: 'short-bow', models: 5, target: { profile: { T: 3, armour: 6 }, models: 10 }, circumstances: { longRange: true } });
 * if (attack.kind !== 'shooting') throw new Error('built from a weapon, so shooting');
 * analyseToHit(attack, attack.batches[0]!); // { needed: 5, resolution: 'roll', lowest: 5, chance: 0.3333333333333333, … }
 */
export function analyseToHit(attack: BattleaxeShootingAttack, batch: ShootingBatch): ToHitAnalysis {
  return toHitFrom(attack.shooter.profile.BS, hitModifiers(batch.circumstances, attack.target));
}

/** What a to-hit face means for one batch. */
export type HitFace = 'hit' | 'miss' | 'natural-one' | 'second-roll';

/**
 * What a to-hit face means for one batch: a hit, a miss, a natural 1, or a 6 that rolls again.
 *
 * @example
 * hitFace(3, toHitFrom(4, [])); // 'miss'
 * hitFace(6, toHitFrom(4, [{ code: 'long-range', value: -1 }, { code: 'hard-cover', value: -2 }])); // 'second-roll'
 * hitFace(1, toHitFrom(2, [{ code: 'point-blank', value: 1 }])); // 'natural-one'
 */
export function hitFace(face: number, toHit: ToHitAnalysis): HitFace {
  switch (toHit.resolution) {
    case 'cannot-hit':
      return 'miss';
    case 'second-roll':
      return face === 6 ? 'second-roll' : 'miss';
    case 'roll': {
      const lowest = toHit.lowest ?? BEST_SCORE;
      if (face >= lowest) return 'hit';
      // B-2: a 1 fails even when the modifiers ask for 1+ or less.
      return face === 1 && toHit.needed <= 1 ? 'natural-one' : 'miss';
    }
  }
}

/** What the to-wound roll needs: Strength against Toughness on the chart, as the reading in force has it. */
export interface ToWoundAnalysis {
  readonly strength: number;
  readonly toughness: number;
  /** The chart's cell (B-11); null is its dash. */
  readonly chart: number | null;
  /** The score needed as the reading in force has it; null: the hit cannot wound. */
  readonly needed: number | null;
  readonly reading: BattleaxeVariants['woundChart'];
}

/** The hit's Strength: the weapon's, the user's for weapons thrown at it, or the automatic hits' own. */
export function attackStrength(attack: BattleaxeAttack): number {
  switch (attack.kind) {
    case 'shooting':
      return attack.weapon.strength === 'user' ? attack.shooter.profile.S : attack.weapon.strength;
    case 'hits':
      return attack.strength;
  }
}

export function attackArmourPiercing(attack: BattleaxeAttack): number {
  return attack.kind === 'shooting' ? attack.weapon.armourPiercing : attack.armourPiercing;
}

export function attackMultipleWounds(attack: BattleaxeAttack): Amount {
  return attack.kind === 'shooting' ? attack.weapon.multipleWounds : attack.multipleWounds;
}

/**
 * The to-wound roll of an attack: its hits' Strength against the target's Toughness.
 *
 * @example
 * const attack = battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: 'short-bow', models: 5, target: { profile: { T: 3, armour: 6 }, models: 10 }, circumstances: { longRange: true } });
 * analyseToWound(attack); // { strength: 3, toughness: 3, chart: 4, needed: 4, reading: 'chart' }
 */
export function analyseToWound(attack: BattleaxeAttack): ToWoundAnalysis {
  const strength = attackStrength(attack);
  const toughness = attack.target.profile.T;
  const chart = neededToWound(strength, toughness);
  const reading = attack.variants.woundChart;
  // B-11 variant: the chart's dash becomes a 6.
  const needed = chart ?? (reading === 'always-six' ? 6 : null);
  return { strength, toughness, chart, needed, reading };
}

/** What the armour save needs after the hit's Strength and Armour Piercing. */
export interface ArmourSaveAnalysis {
  /** The armour save on the profile (5 for 5+). */
  readonly base: number;
  readonly modifiers: readonly Modifier<SaveModifierCode>[];
  /** The score after Strength and Armour Piercing; 7 or more: no save is possible. */
  readonly needed: number;
  readonly possible: boolean;
  /** The lowest face that saves, never below 2 (B-12). */
  readonly lowest: number;
}

/** What the ward save needs: the profile's, never modified. */
export interface WardSaveAnalysis {
  /** Nothing modifies a ward save (B-12). */
  readonly needed: number;
  readonly lowest: number;
}

/** Both saves of the target, each null when its profile has none. */
export interface SaveAnalysis {
  readonly armour: ArmourSaveAnalysis | null;
  readonly ward: WardSaveAnalysis | null;
}

/**
 * B-12: the armour save is worsened by the hit's Strength (S4 −1 … S10 −7), and Armour
 * Piercing X counts as X more Strength for it; the ward save is rolled after a failed (or
 * impossible) armour save, unmodified. A natural 1 fails both.
 *
 * @example
 * const attack = battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: 'handgun', target: { profile: { T: 4, armour: 4, ward: 5 } } });
 * analyseSave(attack);
 * // armour: 4+ worsened by S4 (−1) and Armour Piercing 1 (−1): needs 6; ward: 5+ as it is
 */
export function analyseSave(attack: BattleaxeAttack): SaveAnalysis {
  const { armour, ward } = attack.target.profile;
  const strength = attackStrength(attack);
  const byStrength = strengthSaveModifier(strength);
  const byPiercing = strengthSaveModifier(strength + attackArmourPiercing(attack)) - byStrength;
  const modifiers: Modifier<SaveModifierCode>[] = [];
  if (byStrength !== 0) modifiers.push({ code: 'strength', value: byStrength });
  if (byPiercing !== 0) modifiers.push({ code: 'armour-piercing', value: byPiercing });
  const armourSave = (base: number): ArmourSaveAnalysis => {
    const needed = base - byStrength - byPiercing;
    return { base, modifiers, needed, possible: needed <= 6, lowest: Math.max(BEST_SCORE, needed) };
  };
  return {
    armour: armour === null ? null : armourSave(armour),
    ward: ward === null ? null : { needed: ward, lowest: Math.max(BEST_SCORE, ward) },
  };
}

/** What each unsaved wound becomes on the target's models, and whether a die decides it. */
export interface MultipleWoundsAnalysis {
  readonly amount: Amount;
  /** B-13: one unsaved wound never takes more than the model's Wounds. */
  readonly cap: number;
  /** Whether a die is rolled for each unsaved wound: a die amount against models of more than one Wound. */
  readonly rolled: boolean;
}

/**
 * How many wounds each unsaved wound causes, capped at the target's Wounds.
 *
 * @example
 * const attack = battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: { id: 'bolt-thrower', range: 48, strength: 6, multipleWounds: 'D3' }, target: { profile: { T: 4, W: 3 }, models: 3 } });
 * analyseMultipleWounds(attack); // { amount: { kind: 'die', sides: 3 }, cap: 3, rolled: true }
 */
export function analyseMultipleWounds(attack: BattleaxeAttack): MultipleWoundsAnalysis {
  const amount = attackMultipleWounds(attack);
  const cap = attack.target.profile.W;
  return { amount, cap, rolled: amount.kind === 'die' && cap > 1 };
}

/** One batch of a unit's shooting: its models, its dice and what each needs. */
export interface BatchAnalysis {
  readonly models: number;
  readonly shots: number;
  readonly toHit: ToHitAnalysis;
}

/** Every analysis of an attack before any die: the batches' to-hit rolls, the wound roll, the saves. */
export interface BattleaxeAnalysis {
  /** The batches of a unit's shooting; empty for hits that skip the to-hit roll. */
  readonly batches: readonly BatchAnalysis[];
  /** How many automatic hits (B-14); null for shooting. */
  readonly hits: Amount | null;
  readonly toWound: ToWoundAnalysis;
  readonly save: SaveAnalysis;
  readonly multipleWounds: MultipleWoundsAnalysis;
}

/**
 * Every analysis of the attack at once, as reports show it before the dice.
 *
 * @example
 * const attack = battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: 'short-bow', models: 5, target: { profile: { T: 3, armour: 6 }, models: 10 }, circumstances: { longRange: true } });
 * analyseAttack(attack).batches; // [{ models: 5, shots: 5, toHit: { needed: 5, … } }]
 * analyseAttack(attack).save.armour?.needed; // 6
 */
export function analyseAttack(attack: BattleaxeAttack): BattleaxeAnalysis {
  const batches =
    attack.kind === 'shooting' ? attack.batches.map((batch) => ({ models: batch.models, shots: batch.models * attack.weapon.shots, toHit: analyseToHit(attack, batch) })) : [];
  return {
    batches,
    hits: attack.kind === 'hits' ? attack.hits : null,
    toWound: analyseToWound(attack),
    save: analyseSave(attack),
    multipleWounds: analyseMultipleWounds(attack),
  };
}
