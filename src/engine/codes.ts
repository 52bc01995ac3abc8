/**
 * A union's codes as a list, from a record that must name each exactly once: the compiler
 * refuses the record when the union gains or loses a code, so the list cannot drift.
 *
 * @example
 * codesOf<'hit' | 'miss'>({ hit: true, miss: true }); // ['hit', 'miss']
 */
export function codesOf<C extends string>(record: Readonly<Record<C, true>>): readonly C[] {
  return Object.keys(record) as C[];
}

/** Why the table's `shoot` refuses a shot whatever the game: no such shooter, or a way of shooting it does not know. */
export const TABLE_SHOT_REFUSALS = ['unknown-shooter', 'unknown-way'] as const;
