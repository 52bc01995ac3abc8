// The page's games are the engine's: each id the engine registers has its module here, under
// the same id, and the unit page takes the games whose battles are units.
// The page loads each game when it opens; these tests use every game's module at once.
import './every-game.js';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_REGISTRY } from '../../../src/engine/index.js';
import type { GameId } from './web-game.js';
import { isUnitGame, webGame } from './registry.js';

describe("the page's registry", () => {
  it("holds a module for every game of the engine's registry, under its id", () => {
    const ids = BUILT_IN_REGISTRY.ids as readonly GameId[];
    expect(ids.map((id) => webGame(id).id)).toEqual(['mordheim', 'battleaxe', 'ninth-age']);
    expect(ids.filter(isUnitGame)).toEqual(['battleaxe', 'ninth-age']);
  });
});
