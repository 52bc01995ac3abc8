// The shape every scenario issue shares. A leaf of its own: issues.ts gathers every game's
// issues into `ScenarioIssue`, and each game's issue file builds its own on this shape.

/** An issue with code `C`, its place in the file, and its data. */
export type At<C extends string, D> = { readonly code: C; readonly path: readonly (string | number)[] } & D;
