/** Why an attack has no use for a quick-attack flag given (B-17): the weapon shoots at its own Strength. */
export type FlagUnused = { readonly because: 'weapon-strength'; readonly weapon: string; readonly strength: number };
