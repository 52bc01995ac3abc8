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

/**
 * The text of each example the page opens, read at build time (the page works with no
 * network): the battles above and each game's calculator example. Only these are bundled: the
 * other files of examples/ (for the command line and the docs) would add to what a phone loads
 * at open. The paths are written out because the bundler reads them before the code runs; a test
 * (examples.test.ts) checks that every example the page names has its text.
 */
const SOURCES = import.meta.glob<string>(
  [
    '../../examples/mordheim/battle-street.json',
    '../../examples/battleaxe/hedge-and-wall.json',
    '../../examples/battleaxe/volley-over-friends.json',
    '../../examples/ninth-age/forest-flank.json',
    '../../examples/mordheim/crossbow-vs-dieter.json',
    '../../examples/battleaxe/imperial-archers.json',
    '../../examples/ninth-age/crossbows-moved.json',
  ],
  { query: '?raw', import: 'default', eager: true },
);

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
