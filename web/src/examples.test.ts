// The page bundles only the examples it opens (examples.ts): each one it names must have its text.
// The page loads each game when it opens; these tests use every game's module at once.
import './games/every-game.js';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, exampleText } from './examples.js';
import { webGame } from './games/registry.js';

describe('the bundled examples', () => {
  it('holds the text of every battle the page offers and of each game\'s calculator example, each of its game', () => {
    const named = [...EXAMPLES, ...(['mordheim', 'battleaxe', 'ninth-age'] as const).map((game) => ({ game, file: webGame(game).calculator.example }))];
    for (const example of named) {
      const text = exampleText(example);
      expect(text, example.file).not.toBeNull();
      expect((JSON.parse(text ?? '{}') as { game?: string }).game, example.file).toBe(example.game);
    }
  });

  it('has no text for a file of examples/ the page never opens', () => {
    expect(exampleText({ game: 'ninth-age', file: 'ninth-age/marshal-in-militia.json' })).toBeNull();
  });
});
