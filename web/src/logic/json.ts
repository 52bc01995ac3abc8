/** Reading untyped JSON (a scenario file being edited, a link, storage): plain objects as records. */
export type JsonObject = Record<string, unknown>;

/** Whether the value is a plain JSON object (not null, not an array). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value as a record, or an empty one when it is no plain object. */
export function jsonObjectOf(value: unknown): JsonObject {
  return isJsonObject(value) ? value : {};
}
