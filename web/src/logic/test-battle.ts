// The street example as the page's logic tests load it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importText } from './import.js';
import type { Loaded } from './battle-file.js';

export const STREET_TEXT = readFileSync(fileURLToPath(new URL('../../../examples/mordheim/battle-street.json', import.meta.url)), 'utf8');

export function street(): Loaded {
  const imported = importText(STREET_TEXT);
  if (!imported.ok) throw new Error('the street example does not load');
  return imported.loaded;
}
