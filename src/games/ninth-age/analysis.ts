import { hitModifiersFrom, hitsAutomaticallyFrom, modifiersFrom, shotsGrantFrom } from '../shared/index.js';
import type { HitModifier, NinthAgeAttack, NinthAgeTarget, NinthAgeVolley } from './attack-types.js';
import { heightClassOf, type HeightClass } from './heights.js';
import { NINTH_AGE_RULES } from './rules.js';
import { areaHits, areaTemplate, formationLines, multipleWounds, weaponHas, woundsPlus, type ShootingWeapon, type TargetFacing, type WeaponEntry, type WoundsValue } from './weapons.js';

/** A natural 1 always misses, fails to wound and fails a save (T-2, T-8). */
export const LOWEST_SUCCESS = 2;
/** 2.x Hopeless Shots: needing exactly 7, a 6 then this on a second die (T-1). */
export const HOPELESS_SECOND_ROLL = 4;
/** Lethal Strike: a natural 6 to wound sets Armour Penetration to this (facts B2). */
export const LETHAL_STRIKE_AP = 10;

/**
 * The to-hit modifiers of one volley (T-5; 2.x: Stand and Shoot −1, Unwieldy −1 on top of moving):
 * the rules of `NINTH_AGE_RULES`, in its order.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Crossbow (4+)', models: 10, target: { models: 20, profile: { Res: 3, Arm: 2, Aegis: 5 } }, circumstances: { longRange: true, cover: 'soft' } });
 * hitModifiers(attack, attack.volleys[0]!); // [{ code: 'long-range', value: -1 }, { code: 'soft-cover', value: -1 }]
 */
export function hitModifiers(attack: NinthAgeAttack, volley: NinthAgeVolley): HitModifier[] {
  return hitModifiersFrom(NINTH_AGE_RULES, { attack, volley });
}

/** The shots each model makes with a weapon entry, and the rule that set them when one did. */
export interface ModelShots {
  readonly shots: number;
  readonly rule: 'shots-with-pistol' | null;
}

/**
 * The shots each model makes with `entry` while its unit carries `carried` (the rules of
 * `NINTH_AGE_RULES` at the shots step; the weapon's own Shots when none applies).
 *
 * @example
 * const repeater = { id: 'Repeater Pistol', range: 12, shots: 3, strength: 4, armourPenetration: 2, attributes: [{ code: 'shots-with-pistol', value: 4 }] } as const;
 * const entry = { weapon: repeater, aim: 3 };
 * shotsPerModel(entry, [entry, { weapon: NINTH_AGE_WEAPONS.pistol, aim: 3 }]); // { shots: 4, rule: 'shots-with-pistol' }
 * shotsPerModel(entry, [entry]); // { shots: 3, rule: null }
 */
export function shotsPerModel(entry: WeaponEntry, carried: readonly WeaponEntry[]): ModelShots {
  const grant = shotsGrantFrom(NINTH_AGE_RULES, { entry, carried });
  if (grant === null) return { shots: entry.weapon.shots, rule: null };
  // The Repeater Pistol's is the only rule of the table with a shots effect.
  return { shots: grant.shots, rule: grant.by === 'shots-with-pistol' ? grant.by : null };
}

/**
 * How the to-hit roll is resolved: `roll` one die; `hopeless` (2.x, needing exactly 7) a 6 then
 * a second die; `cannot-hit` (needing 7 or more, T-2; 8 or more in 2.x); `automatic`: no roll,
 * every shot is a hit (a Breath Attack's hits).
 */
export type HitResolution = 'roll' | 'hopeless' | 'cannot-hit' | 'automatic';

/** What a volley's to-hit roll needs and why: the Aim, the modifiers, how it is resolved. */
export interface ToHitAnalysis {
  /** Null for a weapon without one (a Breath Attack's hits, `automatic`). */
  readonly aim: number | null;
  readonly modifiers: readonly HitModifier[];
  /** Aim after modifiers; may be 7 or more (7 with no Aim: no die reaches it, and none is rolled). */
  readonly needed: number;
  readonly resolution: HitResolution;
  /** A natural 6 to hit wounds automatically (Poison; in 2.x also the 6 before a Hopeless second roll). */
  readonly poison: boolean;
  /** A Cannon or a Catapult: a natural 1 to hit Misfires, and the Misfire Table is rolled (NR-CANNON, T9A-LEX-CATAPULT, NR-MISFIRE). */
  readonly misfireOnOne?: true;
  /** A Catapult: any other miss rolls a Partial Hit, a new to-hit roll with no Misfire (T9A-LEX-CATAPULT). */
  readonly partialHit?: true;
  readonly outOfRange: boolean;
  /** P(hit) on floats, for comparing; exact values come from `odds`. */
  readonly chance: number;
}

/** What a weapon without an Aim "needs" to hit: more than a die shows. */
const NO_AIM_NEEDS = 7;

/**
 * The to-hit roll of one volley: its Aim worsened by the modifiers, and whether it can hit at all.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Crossbow (4+)', models: 10, target: { models: 20, profile: { Res: 3, Arm: 2, Aegis: 5 } }, circumstances: { longRange: true, cover: 'soft' } });
 * analyseToHit(attack, attack.volleys[0]!); // { aim: 4, needed: 6, resolution: 'roll', chance: 0.16666666666666666, … }
 */
export function analyseToHit(attack: NinthAgeAttack, volley: NinthAgeVolley): ToHitAnalysis {
  const aim = volley.entry.aim;
  const automatic = hitsAutomaticallyFrom(NINTH_AGE_RULES, { attack, volley });
  // With no to-hit roll no modifier changes anything, so none is named (Breath Attack).
  const modifiers = automatic ? [] : hitModifiers(attack, volley);
  const needed = aim === null ? NO_AIM_NEEDS : aim - modifiers.reduce((sum, m) => sum + m.value, 0);
  // The scenario refuses a weapon without an Aim unless it hits without a roll; a program that builds one gets no hits from it.
  const resolution: HitResolution = automatic ? 'automatic' : aim === null ? 'cannot-hit' : needed <= 6 ? 'roll' : attack.variants.edition === '2.x' && needed === 7 ? 'hopeless' : 'cannot-hit';
  const { distance } = volley.circumstances;
  // 2.x: a Stand and Shoot reaches beyond the maximum range, as long range (T-1, NR-SNS-OLD).
  const reachesAnywhere = attack.variants.edition === '2.x' && attack.shooter.standAndShoot;
  const { minRange } = volley.entry.weapon;
  // NA-MINRANGE: nearer than the minimum cannot be shot at; exactly at it can.
  const tooNear = distance !== null && minRange !== undefined && distance < minRange;
  const outOfRange = tooNear || (distance !== null && distance > volley.entry.weapon.range && !reachesAnywhere);
  const catapult = areaTemplate(volley.entry.weapon)?.code === 'catapult';
  return {
    aim,
    modifiers,
    needed,
    resolution,
    poison: weaponHas(volley.entry.weapon, 'poison'),
    ...(weaponHas(volley.entry.weapon, 'cannon') || catapult ? { misfireOnOne: true as const } : {}),
    ...(catapult ? { partialHit: true as const } : {}),
    outOfRange,
    chance: outOfRange ? 0 : hitChance(needed, resolution),
  };
}

function hitChance(needed: number, resolution: HitResolution): number {
  switch (resolution) {
    case 'automatic':
      return 1;
    case 'cannot-hit':
      return 0;
    case 'hopeless':
      return (1 / 6) * ((7 - HOPELESS_SECOND_ROLL) / 6);
    case 'roll':
      return (7 - Math.max(needed, LOWEST_SUCCESS)) / 6;
  }
}

/**
 * T-8: Strength − Resilience of +2 or more wounds on 2+, +1 on 3+, 0 on 4+, −1 on 5+, −2 or less on 6+.
 *
 * @example
 * neededToWound(4, 3); // 3
 * neededToWound(3, 5); // 6
 */
export function neededToWound(strength: number, resilience: number): number {
  return Math.min(6, Math.max(2, 4 - (strength - resilience)));
}

/**
 * Armour save 7 − Armour + AP, never better than 2+; null when it would need 7 or more (T-8).
 *
 * @example
 * neededArmourSave(2, 1); // 6
 * neededArmourSave(1, 2); // null: no save
 */
export function neededArmourSave(armour: number, armourPenetration: number): number | null {
  const needed = Math.max(LOWEST_SUCCESS, 7 - armour + armourPenetration);
  return needed > 6 ? null : needed;
}

export function volleyStrength(attack: NinthAgeAttack, volley: NinthAgeVolley): number {
  const s = volley.entry.weapon.strength;
  return s === 'user' ? attack.shooter.profile.Str : s;
}

export function volleyArmourPenetration(attack: NinthAgeAttack, volley: NinthAgeVolley): number {
  const ap = volley.entry.weapon.armourPenetration;
  const base = ap === 'user' ? attack.shooter.profile.AP : ap;
  return base + penetrationModifiers(attack, volley).reduce((sum, m) => sum + m.value, 0);
}

/** Armour Penetration a weapon rule adds to a volley, and the rule (T-8; the rules of `NINTH_AGE_RULES`). */
export interface PenetrationModifier {
  readonly code: 'short-range-penetration';
  /** Added to the weapon's Armour Penetration. */
  readonly value: number;
}

/**
 * The Armour Penetration the table's rules add to one volley: a Repeater Handbow's +1 when the
 * shot is not at Long Range.
 *
 * @example
 * const handbow = { id: 'Repeater Handbow', range: 12, shots: 2, strength: 3, armourPenetration: 0, attributes: [{ code: 'short-range-penetration', value: 1 }] } as const;
 * const attack = ninthAgeAttack({ weapon: handbow, aim: 3, target: { profile: { Arm: 2 } } });
 * penetrationModifiers(attack, attack.volleys[0]!); // [{ code: 'short-range-penetration', value: 1 }]
 */
export function penetrationModifiers(attack: NinthAgeAttack, volley: NinthAgeVolley): PenetrationModifier[] {
  // The table's armour-save modifiers are better for the target when positive: Armour Penetration is the opposite.
  return modifiersFrom(NINTH_AGE_RULES, 'armour-save', { attack, volley }).map((m) => ({ code: m.code, value: -m.value }));
}

/** What a volley's to-wound roll needs: Strength against Resilience, and its special rules. */
export interface ToWoundAnalysis {
  readonly strength: number;
  readonly resilience: number;
  readonly needed: number;
  /** Lethal Strike: a natural 6 to wound is a lethal wound. */
  readonly lethalStrike: boolean;
  /** Flaming Attacks against a Flammable target re-roll failed rolls. */
  readonly rerollFailed: boolean;
  /** A profile with bracketed values: the plain ones, while this hit uses the bracketed Strength and AP (NA-WM-1). */
  readonly plain?: { readonly strength: number; readonly armourPenetration: number };
  /** An Area Attack's first hit: the bracketed values are its alone, the other hits have the plain ones (BS-T9A-2ND Area Attack). */
  readonly areaFirstHit?: true;
  /** A Catapult's Partial Hit: the Strength and AP it halved, rounding up (T9A-LEX-CATAPULT). */
  readonly halved?: { readonly strength: number; readonly armourPenetration: number };
}

/**
 * The to-wound roll of one volley: the weapon's (or the user's) Strength against the target's Resilience.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Crossbow (4+)', models: 10, target: { models: 20, profile: { Res: 3, Arm: 2, Aegis: 5 } }, circumstances: { longRange: true, cover: 'soft' } });
 * analyseToWound(attack, attack.volleys[0]!); // { strength: 4, resilience: 3, needed: 3, lethalStrike: false, rerollFailed: false }
 */
export function analyseToWound(attack: NinthAgeAttack, volley: NinthAgeVolley): ToWoundAnalysis {
  const strength = volleyStrength(attack, volley);
  const resilience = attack.target.profile.Res;
  const { weapon } = volley.entry;
  return {
    strength,
    resilience,
    needed: neededToWound(strength, resilience),
    lethalStrike: weaponHas(weapon, 'lethal-strike'),
    rerollFailed: weaponHas(weapon, 'flaming-attacks') && attack.target.flammable,
    ...(weapon.plain ? { plain: { strength: weapon.plain.strength, armourPenetration: weapon.plain.armourPenetration } } : {}),
    ...(weapon.plain && areaTemplate(weapon) ? { areaFirstHit: true as const } : {}),
  };
}

/** What the armour save needs against a volley's wounds, and against a lethal one. */
export interface ArmourAnalysis {
  readonly armour: number;
  /** The weapon's (or user's) Armour Penetration with the rules' additions. */
  readonly armourPenetration: number;
  /** What the rules added to the weapon's Armour Penetration (none: empty). */
  readonly penetrationModifiers: readonly PenetrationModifier[];
  /** Null: no save is possible. */
  readonly needed: number | null;
  /** The save against a lethal wound (AP 10). */
  readonly lethalNeeded: number | null;
}

/**
 * The armour save against one volley: the target's Armour against the weapon's Armour Penetration.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Crossbow (4+)', models: 10, target: { models: 20, profile: { Res: 3, Arm: 2, Aegis: 5 } }, circumstances: { longRange: true, cover: 'soft' } });
 * analyseArmour(attack, attack.volleys[0]!); // { armour: 2, armourPenetration: 1, penetrationModifiers: [], needed: 6, lethalNeeded: null }
 */
export function analyseArmour(attack: NinthAgeAttack, volley: NinthAgeVolley): ArmourAnalysis {
  const armour = attack.target.profile.Arm;
  const armourPenetration = volleyArmourPenetration(attack, volley);
  return {
    armour,
    armourPenetration,
    penetrationModifiers: penetrationModifiers(attack, volley),
    needed: neededArmourSave(armour, armourPenetration),
    lethalNeeded: neededArmourSave(armour, LETHAL_STRIKE_AP),
  };
}

/** The special saves a target may have. */
export type SpecialSaveKind = 'aegis' | 'fortitude';
/** What takes Fortitude away. */
export type FortitudeIgnoredBy = 'flaming-attacks' | 'lethal-strike';

/** The special save a wound gets: the better of Aegis and Fortitude, when Fortitude may be used. */
export interface SpecialSaveChoice {
  readonly save: SpecialSaveKind | null;
  readonly needed: number | null;
  /** Why the target's Fortitude was not used, if it had one. */
  readonly fortitudeIgnoredBy: FortitudeIgnoredBy | null;
  /** The Aegis rolled is the target's Aegis against Magical Attacks (BS-T9A-2ND Magical Attacks). */
  readonly aegisAgainst?: 'magical-attacks';
  /** Divine Attacks: a successful Aegis save is re-rolled, and only the second roll counts (BS-T9A-2ND Divine Attacks, Aegis). */
  readonly divine?: true;
}

/** The special save a volley's wounds get: against ordinary wounds and against lethal ones. */
export interface SpecialSaveAnalysis {
  /** Against an ordinary (or poisoned) wound. */
  readonly usual: SpecialSaveChoice;
  /** Against a Lethal Strike wound. */
  readonly lethal: SpecialSaveChoice;
}

/** The attack attributes a special save reads: Magical Attacks (Aegis against them) and Divine Attacks (Aegis re-rolled). */
interface SaveAttributes {
  readonly magical: boolean;
  readonly divine: boolean;
}

/** Sixths a save of `needed` saves, once or (Divine Attacks against Aegis) twice in a row: for choosing the better save. */
const saveChance = (needed: number, twice: boolean): number => ((7 - needed) / 6) ** (twice ? 2 : 1);

function specialSave(target: NinthAgeTarget, ignoredBy: FortitudeIgnoredBy | null, attack: SaveAttributes): SpecialSaveChoice {
  const { Aegis, Fortitude, AegisMagical } = target.profile;
  const fortitude = ignoredBy === null ? Fortitude : null;
  // Facts B2: one special save per wound, the better one; Aegis against Magical Attacks is one more Aegis to choose from.
  const magicalAegis = attack.magical && AegisMagical !== undefined && (Aegis === null || AegisMagical < Aegis) ? AegisMagical : null;
  const aegis = magicalAegis ?? Aegis;
  const options: { save: SpecialSaveKind; needed: number; chance: number }[] = [];
  if (aegis !== null) {
    const needed = Math.max(LOWEST_SUCCESS, aegis);
    options.push({ save: 'aegis', needed, chance: saveChance(needed, attack.divine) });
  }
  if (fortitude !== null) {
    const needed = Math.max(LOWEST_SUCCESS, fortitude);
    options.push({ save: 'fortitude', needed, chance: saveChance(needed, false) });
  }
  // The better save is the likelier one: against Divine Attacks an Aegis must succeed twice. A tie keeps Aegis.
  const best = options.sort((a, b) => b.chance - a.chance)[0];
  return {
    save: best?.save ?? null,
    needed: best?.needed ?? null,
    fortitudeIgnoredBy: Fortitude !== null ? ignoredBy : null,
    ...(best?.save === 'aegis' && magicalAegis !== null ? { aegisAgainst: 'magical-attacks' as const } : {}),
    ...(best?.save === 'aegis' && attack.divine ? { divine: true as const } : {}),
  };
}

/**
 * Fortitude does not work against Flaming Attacks, nor against Lethal Strike wounds (facts B2).
 * Against Magical Attacks the target's Aegis against them may be the better one; against Divine
 * Attacks a successful Aegis save is re-rolled (BS-T9A-2ND), which the choice of save weighs.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Crossbow (4+)', models: 10, target: { models: 20, profile: { Res: 3, Arm: 2, Aegis: 5 } }, circumstances: { longRange: true, cover: 'soft' } });
 * analyseSpecialSave(attack, attack.volleys[0]!).usual; // { save: 'aegis', needed: 5, fortitudeIgnoredBy: null }
 */
export function analyseSpecialSave(attack: NinthAgeAttack, volley: NinthAgeVolley): SpecialSaveAnalysis {
  const { weapon } = volley.entry;
  const flaming = weaponHas(weapon, 'flaming-attacks');
  const attributes: SaveAttributes = { magical: weaponHas(weapon, 'magical-attacks'), divine: weaponHas(weapon, 'divine-attacks') };
  return {
    usual: specialSave(attack.target, flaming ? 'flaming-attacks' : null, attributes),
    lethal: specialSave(attack.target, flaming ? 'flaming-attacks' : 'lethal-strike', attributes),
  };
}

/** What one unsaved wound costs: Multiple Wounds, capped at a model's Health Points. */
export interface DamageAnalysis {
  /** Multiple Wounds (X), or null: each unsaved wound costs 1 Health Point. */
  readonly multipleWounds: WoundsValue | null;
  /** The target's Health Points: one wound never costs more (T-8). */
  readonly cap: number;
  /**
   * Clipped Wings met Fly: the weapon's Multiple Wounds has Clipped Wings and the target has Fly,
   * so `multipleWounds` is already the written X plus one (BS-T9A-2ND Multiple Wounds).
   */
  readonly clippedWings?: true;
  /**
   * The weapon's Multiple Wounds holds against Standard models only (the Long Rifle's "2, against
   * Standard"): the written value and the target's Height class. Against a Large or Gigantic
   * target `multipleWounds` is null, each unsaved wound costing one Health Point.
   */
  readonly againstStandard?: { readonly written: WoundsValue; readonly height: HeightClass };
}

/**
 * What each unsaved wound of a volley costs the target.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Crossbow (4+)', models: 10, target: { models: 20, profile: { Res: 3, Arm: 2, Aegis: 5 } }, circumstances: { longRange: true, cover: 'soft' } });
 * analyseDamage(attack, attack.volleys[0]!); // { multipleWounds: null, cap: 1 }
 */
export function analyseDamage(attack: NinthAgeAttack, volley: NinthAgeVolley): DamageAnalysis {
  const written = multipleWounds(volley.entry.weapon);
  const cap = attack.target.profile.HP;
  const clippedWings = volley.entry.weapon.attributes.some((a) => a.code === 'multiple-wounds' && a.clippedWings === true);
  const onlyStandard = volley.entry.weapon.attributes.some((a) => a.code === 'multiple-wounds' && a.againstStandard === true);
  if (written !== null && onlyStandard) {
    // The Height classes of the 2.x rules, which the data's "against Standard" names; a numeric Height counts as its class.
    const height = heightClassOf(attack.target.profile.Height);
    const againstStandard = { written, height };
    if (height !== 'standard') return { multipleWounds: null, cap, againstStandard };
    const withWings = clippedWings && attack.target.fly;
    return { multipleWounds: withWings ? woundsPlus(written, 1) : written, cap, ...(withWings ? { clippedWings: true as const } : {}), againstStandard };
  }
  // A target without Fly is simply not flying: Clipped Wings then has nothing to add.
  if (written === null || !clippedWings || !attack.target.fly) return { multipleWounds: written, cap };
  return { multipleWounds: woundsPlus(written, 1), cap, clippedWings: true };
}

export { woundsForFace } from './weapons.js';

/** What one hit rolls from the to-wound roll on. */
export interface HitAnalysis {
  readonly toWound: ToWoundAnalysis;
  readonly armour: ArmourAnalysis;
  readonly special: SpecialSaveAnalysis;
  readonly damage: DamageAnalysis;
}

/**
 * An Area Attack's or a Catapult's hits at this target (BS-T9A-2ND Area Attack, T9A-LEX-CATAPULT):
 * the lines it picks from, the hits of a hit and of a Partial Hit, and what the hits other than
 * the bracketed one roll with.
 */
export interface AreaAnalysis {
  readonly template: 'area-attack' | 'catapult';
  readonly x: number;
  readonly y: number;
  /** The facing the shooter is in: Front or Rear picks ranks, a Flank files. */
  readonly facing: TargetFacing;
  /** Models in each rank (Front, Rear) or file (Flank) of the target. */
  readonly lines: readonly number[];
  /** Hits of a hit: the first at the bracketed values when the profile has them (the volley's own analysis). */
  readonly hits: number;
  /** A Catapult's Partial Hit: the hits of Area Attack ((X−1)×(Y−1)); null for an Area Attack without Catapult. */
  readonly partialHits: number | null;
  /** The other hits of a hit, at the plain values and attributes; null when the profile has no brackets (they roll as the first). */
  readonly plain: HitAnalysis | null;
  /** A Partial Hit's hits: half the plain Strength and AP, rounding up, without the brackets' attributes. */
  readonly partial: HitAnalysis | null;
}

/** Every analysis of one volley before any die. */
export interface VolleyAnalysis {
  readonly toHit: ToHitAnalysis;
  readonly toWound: ToWoundAnalysis;
  readonly armour: ArmourAnalysis;
  readonly special: SpecialSaveAnalysis;
  readonly damage: DamageAnalysis;
  /** A weapon with Area Attack (X×Y) or Catapult (X×Y): its hits at this target. */
  readonly area?: AreaAnalysis;
}

function analyseHit(attack: NinthAgeAttack, volley: NinthAgeVolley): HitAnalysis {
  return { toWound: analyseToWound(attack, volley), armour: analyseArmour(attack, volley), special: analyseSpecialSave(attack, volley), damage: analyseDamage(attack, volley) };
}

/** The volley with its weapon changed: the hits other than the bracketed one roll with it. */
const withWeapon = (volley: NinthAgeVolley, weapon: ShootingWeapon): NinthAgeVolley => ({ ...volley, entry: { ...volley.entry, weapon } });

/**
 * The Area Attack's hits at the target as it stands before the shooting (ruling NA-AREA), and
 * the analyses of its plain and Partial hits; undefined when the weapon has no template.
 *
 * @example
 * const catapult = { id: 'Catapult', range: 60, shots: 1, strength: 7, armourPenetration: 4, attributes: [{ code: 'catapult', x: 3, y: 3 }], plain: { strength: 3, armourPenetration: 0 } } as const;
 * const attack = ninthAgeAttack({ weapon: catapult, aim: 4, target: { models: 15, formation: { width: 5, facing: 'front' } } });
 * analyseArea(attack, attack.volleys[0]!); // { hits: 9, partialHits: 4, lines: [5, 5, 5], … }
 */
export function analyseArea(attack: NinthAgeAttack, volley: NinthAgeVolley): AreaAnalysis | undefined {
  const { weapon } = volley.entry;
  const template = areaTemplate(weapon);
  if (!template) return undefined;
  const { target } = attack;
  const formation = target.formation ?? { width: target.models, facing: 'front' as const };
  const lines = formationLines(formation.inRanks ?? target.models, formation.width, formation.facing);
  const { plain: brackets, ...rest } = weapon;
  const strength = brackets ? brackets.strength : volleyStrength(attack, volley);
  const armourPenetration = brackets ? brackets.armourPenetration : weapon.armourPenetration === 'user' ? attack.shooter.profile.AP : weapon.armourPenetration;
  const plainWeapon: ShootingWeapon = { ...rest, strength, armourPenetration, attributes: brackets?.attributes ?? weapon.attributes };
  const catapult = template.code === 'catapult';
  const halved = { strength: Math.ceil(strength / 2), armourPenetration: Math.ceil(armourPenetration / 2) };
  const partial = catapult ? analyseHit(attack, withWeapon(volley, { ...plainWeapon, ...halved })) : null;
  return {
    template: template.code,
    x: template.x,
    y: template.y,
    facing: formation.facing,
    lines,
    hits: areaHits(template.x, template.y, lines),
    partialHits: catapult ? areaHits(template.x - 1, template.y - 1, lines) : null,
    plain: brackets ? analyseHit(attack, withWeapon(volley, plainWeapon)) : null,
    partial: partial ? { ...partial, toWound: { ...partial.toWound, halved: { strength, armourPenetration } } } : null,
  };
}

/**
 * Every analysis of one volley at once: to hit, to wound, both saves, the damage.
 *
 * @example
 * const attack = ninthAgeAttack({ weapon: 'Crossbow (4+)', models: 10, target: { models: 20, profile: { Res: 3, Arm: 2, Aegis: 5 } }, circumstances: { longRange: true, cover: 'soft' } });
 * analyseVolley(attack, attack.volleys[0]!).toHit.needed; // 6
 */
export function analyseVolley(attack: NinthAgeAttack, volley: NinthAgeVolley): VolleyAnalysis {
  const area = analyseArea(attack, volley);
  return { toHit: analyseToHit(attack, volley), ...analyseHit(attack, volley), ...(area ? { area } : {}) };
}
