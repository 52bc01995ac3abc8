import type { Catalogue } from './catalogue.js';
import { en } from './en.js';

/**
 * Russian. Until the Russian texts are written (the Russian-language issue), `--lang ru`
 * is accepted and shows the English catalogue, as the first issue asks.
 */
export const ru: Catalogue = { ...en, language: 'ru' };
