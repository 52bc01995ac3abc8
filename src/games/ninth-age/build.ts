import type { HardTargetInstance, Movement, NinthAgeAttack, NinthAgeDefence, NinthAgeShooter, TargetFormation, VolleyCircumstances } from './attack-types.js';
import type { CoverLevel } from './cover-level.js';
import type { NinthAgeHeight } from './heights.js';
import { NINTH_AGE_DEFAULT_VARIANTS, type NinthAgeVariants } from './variants.js';
import { findWeapon, parseWeaponEntry, weaponHas, type ShootingWeapon, type WeaponEntry } from './weapons.js';

/** A quick attack with every default left out; see `ninthAgeAttack`. */
export interface NinthAgeAttackInput {
  readonly shooter?: {
    readonly name?: string;
    readonly profile?: Partial<NinthAgeShooter['profile']>;
    readonly movement?: Movement;
    readonly marchAndShoot?: boolean;
    readonly standAndShoot?: boolean;
  };
  /** "Bow (4+)", a weapon name with `aim`, or a weapon of one's own with `aim`. */
  readonly weapon: string | ShootingWeapon;
  readonly aim?: number;
  /** Shooting models (default 1); each makes the weapon's shots. */
  readonly models?: number;
  readonly target: {
    readonly name?: string;
    readonly models?: number;
    readonly profile?: Partial<NinthAgeDefence>;
    readonly hpLost?: number;
    /** Hard Target (X) on every model, or instances with how many models have each. */
    readonly hardTarget?: number | readonly HardTargetInstance[];
    readonly flammable?: boolean;
    /** Fly (default false): Clipped Wings adds one to Multiple Wounds against it. */
    readonly fly?: boolean;
    /** Its width and the facing the shooter is in, for an Area Attack (default: one rank, from the Front). */
    readonly formation?: TargetFormation;
  };
  readonly circumstances?: Partial<VolleyCircumstances>;
  readonly variants?: Partial<NinthAgeVariants>;
}

/** A rank-and-file infantryman's Height (an Orc's, facts B4) when none is given. */
export const DEFAULT_HEIGHT: NinthAgeHeight = 2;
/** A target's profile when none is given: one Health Point, Resilience 3, no armour or special saves. */
export const DEFAULT_DEFENCE: NinthAgeDefence = { HP: 1, Res: 3, Arm: 0, Aegis: null, Fortitude: null, Height: DEFAULT_HEIGHT };
const DEFAULT_SHOOTER_PROFILE: NinthAgeShooter['profile'] = { Str: 3, AP: 0, Height: DEFAULT_HEIGHT };

/**
 * The entry from "Bow (4+)", or from a name (or a weapon) and an Aim; throws when there is no
 * Aim, unless the weapon hits without a roll (a Breath Attack: Aim null).
 *
 * @example
 * weaponEntry('Bow (4+)'); // { weapon: NINTH_AGE_WEAPONS.bow, aim: 4 }
 * weaponEntry('crossbow', 3).aim; // 3
 * weaponEntry(parseBreathAttack('Breath Attack (Str 4, AP 1)')!.weapon).aim; // null
 */
export function weaponEntry(weapon: string | ShootingWeapon, aim?: number): WeaponEntry {
  if (typeof weapon !== 'string') {
    if (aim === undefined && !weaponHas(weapon, 'breath-attack')) throw new TypeError(`no Aim for ${weapon.id}`);
    return { weapon, aim: aim ?? null };
  }
  const parsed = parseWeaponEntry(weapon);
  const name = parsed?.name ?? weapon;
  const found = findWeapon(name);
  if (!found) throw new TypeError(`unknown Ninth Age shooting weapon: ${name}`);
  const entryAim = aim ?? parsed?.aim;
  if (entryAim === undefined) throw new TypeError(`no Aim for ${name}: write it as "${name} (4+)"`);
  return { weapon: found, aim: entryAim };
}

function hardTargetOf(value: NinthAgeAttackInput['target']['hardTarget'], models: number): HardTargetInstance[] {
  if (value === undefined || value === 0) return [];
  return typeof value === 'number' ? [{ value, models }] : [...value];
}

/**
 * Fills in the defaults: one model shooting, standing still, at a single model of Res 3, HP 1,
 * no armour, in the open, by the rulings' default reading. Programming errors (an unknown
 * weapon, a missing Aim) throw; user input is checked with messages by the scenario layer.
 *
 * @example
 * ninthAgeAttack({ weapon: 'Throwing Weapons (5+)', target: { profile: { Res: 3 } } }); // the seed's dwarf: two shots at 5+
 */
export function ninthAgeAttack(input: NinthAgeAttackInput): NinthAgeAttack {
  const entry = weaponEntry(input.weapon, input.aim);
  const models = input.models ?? 1;
  const targetModels = input.target.models ?? 1;
  const cover: CoverLevel = input.circumstances?.cover ?? 'none';
  return {
    shooter: {
      ...(input.shooter?.name ? { name: input.shooter.name } : {}),
      profile: { ...DEFAULT_SHOOTER_PROFILE, ...input.shooter?.profile },
      movement: input.shooter?.movement ?? 'none',
      marchAndShoot: input.shooter?.marchAndShoot ?? false,
      standAndShoot: input.shooter?.standAndShoot ?? false,
    },
    target: {
      ...(input.target.name ? { name: input.target.name } : {}),
      models: targetModels,
      profile: { ...DEFAULT_DEFENCE, ...input.target.profile },
      hpLost: input.target.hpLost ?? 0,
      hardTarget: hardTargetOf(input.target.hardTarget, targetModels),
      flammable: input.target.flammable ?? false,
      fly: input.target.fly ?? false,
      ...(input.target.formation ? { formation: input.target.formation } : {}),
    },
    volleys: [
      {
        entry,
        models,
        shots: models * entry.weapon.shots,
        circumstances: { longRange: input.circumstances?.longRange ?? false, cover, distance: input.circumstances?.distance ?? null },
        sight: [],
      },
    ],
    variants: { ...NINTH_AGE_DEFAULT_VARIANTS, ...input.variants },
  };
}
