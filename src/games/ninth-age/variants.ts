/**
 * The readings a table can switch (ruling T-1). The default is the seed's generation of the
 * rules; `2.x` is the older text: Hopeless Shots, Stand and Shoot −1, Unwieldy −2 in all,
 * Height classes and cover by the share of the target facing hidden.
 */
export const NINTH_AGE_EDITIONS = ['current', '2.x'] as const;
/** One of {@link NINTH_AGE_EDITIONS}. */
export type NinthAgeEdition = (typeof NINTH_AGE_EDITIONS)[number];

/** The readings a table group can switch: for now, which edition's rules. */
export interface NinthAgeVariants {
  readonly edition: NinthAgeEdition;
}

/** The readings used unless a table group picks others: the current rules. */
export const NINTH_AGE_DEFAULT_VARIANTS: NinthAgeVariants = { edition: 'current' };

/** Which ruling each variant belongs to, for logs and docs. */
export const NINTH_AGE_VARIANT_RULINGS: Readonly<Record<keyof NinthAgeVariants, string>> = { edition: 'T-1' };
