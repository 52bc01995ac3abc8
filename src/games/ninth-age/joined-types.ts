// What a character joined to a unit is, and where the shooter aims (ruling T-13): a leaf, since
// the target's shooting (combined.ts) and the table's units (battle.ts) both name them.
import type { NinthAgeDefence } from './attack-types.js';

/**
 * Where the shooting player puts the hits they may distribute (ruling T-13): as many as the
 * "as equally as possible" rule lets onto the characters, or as few.
 */
export const AIM_AT = ['characters', 'rank-and-file'] as const;
/** One of {@link AIM_AT}. */
export type AimAt = (typeof AIM_AT)[number];

/** A character joined to the target unit, with its own profile and Health Points. */
export interface JoinedCharacter {
  readonly name?: string;
  readonly profile: NinthAgeDefence;
  /** The character's Type (infantry, cavalry…): hits reach it when it differs from the unit's. */
  readonly type: string;
  /** Health Points the character has already lost, below its HP. */
  readonly hpLost: number;
  readonly flammable: boolean;
  /** Fly (default false): Clipped Wings adds one to Multiple Wounds against the character. */
  readonly fly?: boolean;
}

