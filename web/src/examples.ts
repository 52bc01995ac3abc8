/**
 * The example battles the page offers, by game. Adding a game's example is adding its file
 * to this list (the file itself lives in examples/<game>/ and is bundled with the page).
 */
import type { Scenario } from '../../src/scenario/index.js';

export interface Example {
  readonly game: Scenario['game'];
  /** Path under examples/. */
  readonly file: string;
}

export const EXAMPLES: readonly Example[] = [
  { game: 'mordheim', file: 'mordheim/battle-street.json' },
  { game: 'battleaxe', file: 'battleaxe/hedge-and-wall.json' },
  { game: 'battleaxe', file: 'battleaxe/volley-over-friends.json' },
  { game: 'ninth-age', file: 'ninth-age/forest-flank.json' },
];

/** Every bundled example's text, read at build time (the page works with no network). */
const SOURCES = import.meta.glob<string>('../../examples/*/*.json', { query: '?raw', import: 'default', eager: true });

export function exampleText(example: Example): string | null {
  return SOURCES[`../../examples/${example.file}`] ?? null;
}

/** The title an example gives itself, else its file name. */
export function exampleTitle(example: Example): string {
  const text = exampleText(example);
  try {
    const title = text === null ? undefined : (JSON.parse(text) as { title?: unknown }).title;
    return typeof title === 'string' ? title : example.file;
  } catch {
    return example.file;
  }
}

/** The games that have examples, in the order of the list. */
export const EXAMPLE_GAMES: readonly Example['game'][] = [...new Set(EXAMPLES.map((e) => e.game))];
