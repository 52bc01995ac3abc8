/**
 * Every game's module loaded before anything else runs, for what uses the page's logic outside
 * the page (its tests, Node tools): imported for its effect. The page itself never imports it;
 * it loads each game when a battle or the calculator of that game opens (registry.ts).
 */
import { GAMES } from '../../../src/scenario/index.js';
import { loadWebGame } from './registry.js';

/**
 * Loads every game's module.
 *
 * @example
 * await loadEveryGame();
 * unitGame('battleaxe').file.profile; // the Battleaxe unit file's profile fields
 */
export async function loadEveryGame(): Promise<void> {
  await Promise.all(GAMES.map(loadWebGame));
}

await loadEveryGame();
