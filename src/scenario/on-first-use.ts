/**
 * A value built by its first caller and kept: for the file formats' zod schemas, whose
 * building is most of what loading a format costs, so that loading the library (a CLI
 * command, the page) pays only for the formats it reads.
 *
 * @example
 * const schemas = onFirstUse(() => ({ attack: z.strictObject({ … }) }));
 * schemas().attack === schemas().attack; // true: built once
 */
export function onFirstUse<T>(build: () => T): () => T {
  let built: { readonly value: T } | null = null;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}
