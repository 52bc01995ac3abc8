// The cover a volley's shots face (T-6). A leaf of its own: the attack carries it and the
// table's three-line test (cover.ts) finds it, and neither should import the other for it.

/** The cover a target can have against a volley, from none to hard. */
export const COVER_LEVELS = ['none', 'soft', 'hard'] as const;
/** One of {@link COVER_LEVELS}. */
export type CoverLevel = (typeof COVER_LEVELS)[number];
