import {
  NO_CIRCUMSTANCES,
  type Amount,
  type BattleaxeAttack,
  type BattleaxeCircumstances,
  type BattleaxeKeyword,
  type BattleaxeProfile,
  type BattleaxeTarget,
  type BattleaxeWeapon,
  type HitsSource,
} from './attack-types.js';
import { BATTLEAXE_DEFAULT_VARIANTS, type BattleaxeVariants } from './variants.js';
import { findBattleaxeWeapon } from './weapons.js';

/** An amount as people write it: 2, "D3", "D6". */
export type AmountInput = number | 'D3' | 'D6' | Amount;

/**
 * An amount as the attack reads it, from a number or a die's name.
 *
 * @example
 * amountOf(2); // { kind: 'fixed', value: 2 }
 * amountOf('D3'); // { kind: 'die', sides: 3 }
 */
export function amountOf(input: AmountInput): Amount {
  if (typeof input === 'number') return { kind: 'fixed', value: input };
  if (input === 'D3') return { kind: 'die', sides: 3 };
  if (input === 'D6') return { kind: 'die', sides: 6 };
  return input;
}

/** A target unit with its defaults left out: one model of 1 Wound, no saves, no keywords, unhurt. */
export interface BattleaxeTargetInput {
  readonly name?: string;
  readonly profile: Pick<BattleaxeProfile, 'T'> & Partial<Pick<BattleaxeProfile, 'W' | 'armour' | 'ward'>>;
  readonly keywords?: readonly BattleaxeKeyword[];
  readonly models?: number;
  readonly startingModels?: number;
  readonly woundsOnCurrent?: number;
}

/** A weapon by name ("short-bow"), or a profile of its own with the defaults left out. */
export type BattleaxeWeaponInput = string | (Omit<Partial<BattleaxeWeapon>, 'multipleWounds'> & Pick<BattleaxeWeapon, 'id' | 'range' | 'strength'> & { readonly multipleWounds?: AmountInput });

/** The same attack with every default left out; see `battleaxeAttack`. */
export type BattleaxeAttackInput =
  | {
      readonly shooter: { readonly name?: string; readonly profile: Pick<BattleaxeProfile, 'BS'> & Partial<Pick<BattleaxeProfile, 'S'>> };
      readonly weapon: BattleaxeWeaponInput;
      /** Shooting models in one batch (default 1); or `batches`. */
      readonly models?: number;
      readonly circumstances?: Partial<BattleaxeCircumstances>;
      /** Shooters that see the target differently, each batch with its own circumstances on top of the shared ones. */
      readonly batches?: readonly { readonly models: number; readonly circumstances?: Partial<BattleaxeCircumstances> }[];
      readonly target: BattleaxeTargetInput;
      readonly variants?: Partial<BattleaxeVariants>;
    }
  | {
      readonly hits: { readonly source?: HitsSource; readonly name?: string; readonly count: AmountInput; readonly strength: number; readonly armourPiercing?: number; readonly multipleWounds?: AmountInput };
      readonly target: BattleaxeTargetInput;
      readonly variants?: Partial<BattleaxeVariants>;
    };

/** A model's Strength when none is given: only weapons thrown at the user's Strength read it. */
const DEFAULT_STRENGTH = 3;

/**
 * A weapon from its name or a partial profile; an unknown name throws.
 *
 * @example
 * weaponOf('Short bow'); // BATTLEAXE_WEAPONS['short-bow']: 18", S3, volley fire
 * weaponOf({ id: 'great-bow', range: 36, strength: 4, armourPiercing: 1 }); // one shot, 1 wound each, no volley
 */
export function weaponOf(input: BattleaxeWeaponInput): BattleaxeWeapon {
  if (typeof input === 'string') {
    const weapon = findBattleaxeWeapon(input);
    if (!weapon) throw new TypeError(`unknown Battleaxe missile weapon: ${input}`);
    return weapon;
  }
  return {
    id: input.id,
    range: input.range,
    strength: input.strength,
    shots: input.shots ?? 1,
    armourPiercing: input.armourPiercing ?? 0,
    multipleWounds: amountOf(input.multipleWounds ?? 1),
    volleyFire: input.volleyFire ?? false,
  };
}

/**
 * A target unit with its defaults filled in.
 *
 * @example
 * targetOf({ profile: { T: 3 }, models: 10 });
 * // { profile: { T: 3, W: 1, armour: null, ward: null }, keywords: [], models: 10, startingModels: 10, woundsOnCurrent: 0 }
 */
export function targetOf(input: BattleaxeTargetInput): BattleaxeTarget {
  const models = input.models ?? 1;
  return {
    ...(input.name ? { name: input.name } : {}),
    profile: { T: input.profile.T, W: input.profile.W ?? 1, armour: input.profile.armour ?? null, ward: input.profile.ward ?? null },
    keywords: input.keywords ?? [],
    models,
    startingModels: Math.max(models, input.startingModels ?? models),
    woundsOnCurrent: input.woundsOnCurrent ?? 0,
  };
}

/**
 * Fills in the defaults (one model, one batch, no circumstances, a fresh unit of one, the
 * rulings' default readings). Programming errors — an unknown weapon name — throw; user
 * input is checked with messages by the scenario layer before it gets here.
 *
 * @example
 * battleaxeAttack({ shooter: { profile: { BS: 4 } }, weapon: 'short-bow', models: 5, target: { profile: { T: 3 }, models: 10 } });
 */
export function battleaxeAttack(input: BattleaxeAttackInput): BattleaxeAttack {
  const target = targetOf(input.target);
  const variants = { ...BATTLEAXE_DEFAULT_VARIANTS, ...input.variants };
  if ('hits' in input) {
    const h = input.hits;
    return {
      kind: 'hits',
      source: h.source ?? 'automatic',
      ...(h.name ? { name: h.name } : {}),
      hits: amountOf(h.count),
      strength: h.strength,
      armourPiercing: h.armourPiercing ?? 0,
      multipleWounds: amountOf(h.multipleWounds ?? 1),
      target,
      variants,
    };
  }
  const shared = { ...NO_CIRCUMSTANCES, ...input.circumstances };
  const batches = (input.batches ?? [{ models: input.models ?? 1 }]).map((b) => ({ models: b.models, circumstances: { ...shared, ...b.circumstances }, shooters: [] }));
  return {
    kind: 'shooting',
    shooter: { ...(input.shooter.name ? { name: input.shooter.name } : {}), profile: { BS: input.shooter.profile.BS, S: input.shooter.profile.S ?? DEFAULT_STRENGTH } },
    weapon: weaponOf(input.weapon),
    batches,
    target,
    variants,
  };
}
