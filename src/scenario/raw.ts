/**
 * Reading a value that has not passed the schema, for the checks that still make sense on
 * it (an unknown weapon name is worth reporting beside a wrong number): every step is
 * tolerant, and anything of the wrong shape is simply not there.
 */
type Path = readonly (string | number)[];

export function rawField(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
}

export function rawItems(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The strings among a list's items, with their paths: a list of weapons as a file gives it. */
export function rawStrings(value: unknown, path: Path): { readonly text: string; readonly path: Path }[] {
  if (typeof value === 'string') return [{ text: value, path }];
  return rawItems(value).flatMap((item, i) => (typeof item === 'string' ? [{ text: item, path: [...path, i] }] : []));
}

/** Each model of a Mordheim-style battle (`battle.<groups>[].<members>[]`), with its path. */
export function rawMembers(file: unknown, groups: string, members: string): { readonly value: unknown; readonly path: Path }[] {
  return rawItems(rawField(rawField(file, 'battle'), groups)).flatMap((group, g) =>
    rawItems(rawField(group, members)).map((value, m) => ({ value, path: ['battle', groups, g, members, m] })),
  );
}
