import type * as z from 'zod';
import type { ScenarioIssue } from './issues.js';

export type FormatResult<S> = { readonly ok: true; readonly scenario: S } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

/**
 * One game's scenario file format: the schema of each form (a quick attack, a battle on a
 * table) and how a file that passed it becomes the library's scenario, with the checks no
 * schema can make.
 */
export interface GameFormat<S> {
  readonly attackSchema: z.ZodType;
  readonly battleSchema: z.ZodType;
  /** `file` is what `attackSchema` or `battleSchema` (as `kind` says) accepted. */
  readonly build: (file: unknown, kind: 'attack' | 'battle', options: ParseOptions) => FormatResult<S>;
}

/** A profile from a library of the community's data, as a scenario may name it: "Reiklanders/Marksman". */
export interface NamedProfile {
  readonly profile: { readonly BS: number; readonly S: number; readonly T: number; readonly W: number; readonly I: number } & Readonly<Partial<Record<'M' | 'WS' | 'A' | 'Ld', number>>>;
  readonly rules: readonly ('large-target' | 'hard-to-kill')[];
}

/**
 * Where named profiles come from. The scenario layer reads no files: the caller (the CLI,
 * the page) loads a library and hands in a lookup.
 */
export type ProfileLookup = (name: string) => { readonly ok: true; readonly value: NamedProfile } | { readonly ok: false; readonly suggestions: readonly string[] };

export interface ParseOptions {
  readonly profiles?: ProfileLookup;
}

/** The fields every scenario file starts with, whatever its game. */
export interface ScenarioHeader<G extends string, V> {
  readonly game: G;
  readonly title?: string;
  readonly description?: string;
  readonly seed?: number;
  readonly variants: V;
}

/** The optional header fields as the library keeps them (absent stays absent). */
export function headerFields(file: { title?: string | undefined; description?: string | undefined; seed?: number | undefined }): { title?: string; description?: string; seed?: number } {
  return {
    ...(file.title !== undefined ? { title: file.title } : {}),
    ...(file.description !== undefined ? { description: file.description } : {}),
    ...(file.seed !== undefined ? { seed: file.seed } : {}),
  };
}
