import * as z from 'zod';

/** The rules a Ninth Age unit's file may name (march-and-shoot, flammable; skirmisher and light-troops, T-12; fly for Clipped Wings), read from the data and set on the page too. */
export const NINTH_AGE_UNIT_RULES = ['march-and-shoot', 'flammable', 'skirmisher', 'light-troops', 'fly'] as const;
/** One of {@link NINTH_AGE_UNIT_RULES}. */
export type NinthAgeUnitRule = (typeof NINTH_AGE_UNIT_RULES)[number];
import type { HeightClass, ShootingWeapon } from '../games/ninth-age/index.js';
import type { MordheimModelRuleId } from '../games/mordheim/index.js';
import type { ScenarioIssue } from './issues.js';
import type { NinthAgeNeeded, NinthAgeWeaponGap } from './ninth-age-issues.js';

/** A scenario read from a file, or every problem found in it. */
export type FormatResult<S> = { readonly ok: true; readonly scenario: S } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

/**
 * One game's scenario file format: the schema of each form (a quick attack, a battle on a
 * table) and how a file that passed it becomes the library's scenario, with the checks no
 * schema can make.
 */
export interface GameFormat<S> {
  readonly attackSchema: z.ZodType;
  readonly battleSchema: z.ZodType;
  /**
   * The file with every profile it names from the community's data written out as numbers
   * (`file` is what the schema accepted). The result holds no names, so `build` needs no library.
   */
  readonly writeOutNames: (file: unknown, kind: 'attack' | 'battle', options: ParseOptions) => NamesWrittenOut;
  /**
   * The weapon names a file gives that no weapon answers to, found in a file that did not
   * pass the schema, so that they come in the same pass as its other problems.
   */
  readonly unknownWeapons: (input: unknown) => readonly ScenarioIssue[];
  /** `file` is what `attackSchema` or `battleSchema` (as `kind` says) accepted, its names written out. */
  readonly build: (file: unknown, kind: 'attack' | 'battle') => FormatResult<S>;
}

/** A profile a file named from the community's data, and where: filled in by `writeOutNames`. */
export interface NameFilled {
  readonly path: readonly (string | number)[];
  readonly name: string;
}

/** A file with its names written out; `issues` lists the names that could not be (the file then keeps them). */
export interface NamesWrittenOut {
  readonly file: unknown;
  readonly issues: readonly ScenarioIssue[];
  readonly filled: readonly NameFilled[];
}

/**
 * For a game whose files cannot name profiles: the file as it is.
 *
 * @example
 * const format: GameFormat<DuelScenario> = { attackSchema, battleSchema, writeOutNames: NO_NAMES, unknownWeapons: () => [], build };
 * NO_NAMES({ game: 'duel' }); // { file: { game: 'duel' }, issues: [], filled: [] }
 */
export function NO_NAMES(file: unknown): NamesWrittenOut {
  return { file, issues: [], filled: [] };
}

/** A profile from a library of the community's data, as a scenario may name it: "Reiklanders/Marksman". */
export interface NamedProfile {
  readonly profile: { readonly BS: number; readonly S: number; readonly T: number; readonly W: number; readonly I: number } & Readonly<Partial<Record<'M' | 'WS' | 'A' | 'Ld', number>>>;
  /** Large Target, Hard to Kill, and the skills and special rules its entry gives (model-rules.ts). */
  readonly rules: readonly ('large-target' | 'hard-to-kill' | MordheimModelRuleId)[];
}

/**
 * Where named profiles come from. The scenario layer reads no files: the caller (the CLI,
 * the page) loads a library and hands in a lookup.
 */
export type ProfileLookup = (
  name: string,
) =>
  | { readonly ok: true; readonly value: NamedProfile }
  | { readonly ok: false; readonly reason: 'unknown'; readonly suggestions: readonly string[] }
  /** A name several warbands' warriors answer to ("Marksman"): the file must say which. */
  | { readonly ok: false; readonly reason: 'ambiguous'; readonly matches: readonly string[] };

/** A Ninth Age unit from a library of the community's data, as a scenario may name it: "Empire of Sonnstahl/State Militia". */
export interface NamedNinthAgeUnit {
  readonly profile: {
    readonly HP: number;
    readonly Res: number;
    readonly Arm: number;
    readonly Str?: number;
    readonly AP?: number;
    /** Discipline (2D6 ≤ Dis passes a Discipline Test). */
    readonly Dis?: number;
    /** Advance Rate in inches, for the advisor's moves; absent where the data writes none or a rolled one ("2D6\""). */
    readonly Adv?: number;
    readonly Aegis?: number;
    readonly Fortitude?: number;
    /** Aegis against Magical Attacks only ("Aegis (4+, against Magical Attacks)"). */
    readonly AegisMagical?: number;
    readonly Height?: HeightClass;
  };
  readonly hardTarget: number;
  readonly rules: readonly NinthAgeUnitRule[];
  /** The model's Type as the data writes it, in lower case ("infantry"); absent where the data gives none. A character named from the data takes it (T-13). */
  readonly type?: string;
  /** The unit's weapons by the data's name; `aim` null when the data prints none. */
  readonly weapons: readonly {
    readonly name: string;
    readonly aim: number | null;
    readonly use: { readonly ok: true; readonly weapon: ShootingWeapon } | { readonly ok: false; readonly gap: NinthAgeWeaponGap; readonly detail: string };
  }[];
}

/** Where named Ninth Age units come from; like `ProfileLookup`, handed in by the caller. */
export type NinthAgeUnitLookup = (
  name: string,
) =>
  | { readonly ok: true; readonly value: NamedNinthAgeUnit }
  | { readonly ok: false; readonly reason: 'unknown'; readonly suggestions: readonly string[] }
  | { readonly ok: false; readonly reason: 'ambiguous'; readonly matches: readonly string[] }
  | { readonly ok: false; readonly reason: 'incomplete'; readonly missing: readonly NinthAgeNeeded[] };

/** The community's profile libraries a file may name profiles from; a file that names none needs neither. */
export interface ParseOptions {
  /** Mordheim warriors: "Warband/Warrior". */
  readonly profiles?: ProfileLookup;
  /** Ninth Age units: "Army/Unit". */
  readonly ninthAgeUnits?: NinthAgeUnitLookup;
}

/** The fields every scenario file starts with, whatever its game. */
export interface ScenarioHeader<G extends string, V> {
  readonly game: G;
  readonly title?: string;
  readonly description?: string;
  readonly seed?: number;
  readonly variants: V;
}

/**
 * The optional header fields as the library keeps them (absent stays absent).
 *
 * @example
 * headerFields({ title: 'Two shots', seed: undefined }); // { title: 'Two shots' }
 */
export function headerFields(file: { title?: string | undefined; description?: string | undefined; seed?: number | undefined }): { title?: string; description?: string; seed?: number } {
  return {
    ...(file.title !== undefined ? { title: file.title } : {}),
    ...(file.description !== undefined ? { description: file.description } : {}),
    ...(file.seed !== undefined ? { seed: file.seed } : {}),
  };
}

/**
 * The fields every scenario file starts with, as zod schemas: the editor's `$schema`, a title,
 * a description, the game, its variants and a seed. One place for all the games' formats.
 *
 * @example
 * z.strictObject({ ...headerSchemaFields('mordheim', mordheimVariants), attack }); // a Mordheim quick attack's file
 */
export function headerSchemaFields<G extends string, V extends z.ZodType>(game: G, variants: V) {
  return {
    $schema: z.string().max(500).optional(),
    title: z.string().max(200).optional(),
    description: z.string().max(2000).optional(),
    game: z.literal(game),
    variants: variants.optional(),
    seed: z.number().int().min(0).max(0xffffffff).optional(),
  };
}
