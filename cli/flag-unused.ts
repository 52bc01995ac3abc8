import type { FlagUnusedReason } from '../i18n/catalogue.js';

/** Why an attack has no use for a quick-attack flag given: the catalogue's reasons, which the CLI words. */
export type FlagUnused = FlagUnusedReason;
