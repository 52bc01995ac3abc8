// The games the command line knows: each engine game (src/engine) with what the CLI adds to it.
// This list is the only place the CLI names a game; everything else reaches a game through it.
import { battleaxeGame, createRegistry, mordheimGame, ninthAgeGame } from '../../src/engine/index.js';
import { battleaxeWords, mordheimWords, ninthAgeWords } from '../../i18n/game-words.js';
import { battleaxeCommands } from './battleaxe/commands.js';
import type { CliGame, CliGames } from '../game-commands.js';
import { mordheimCommands } from './mordheim/commands.js';
import { ninthAgeCommands } from './ninth-age/commands.js';
import { MORDHEIM_DATA } from './mordheim/data.js';
import { NINTH_AGE_DATA } from './ninth-age/data.js';
import { BATTLEAXE_FLAGS, MORDHEIM_FLAGS, NINTH_AGE_FLAGS } from '../quick-flags.js';

export type { CliGame, CliGames } from '../game-commands.js';

/** The three games Marksman ships, each with its own commands. */
export const BUILT_IN_CLI_GAMES: readonly CliGame[] = [
  { game: mordheimGame, commands: mordheimCommands, words: mordheimWords, quickFlags: MORDHEIM_FLAGS, data: MORDHEIM_DATA },
  { game: battleaxeGame, commands: battleaxeCommands, words: battleaxeWords, quickFlags: BATTLEAXE_FLAGS, data: null },
  { game: ninthAgeGame, commands: ninthAgeCommands, words: ninthAgeWords, quickFlags: NINTH_AGE_FLAGS, data: NINTH_AGE_DATA },
];

/** The CLI's games from a list of entries; two entries under one id are a fault of the caller. */
export function cliGames(entries: readonly CliGame[]): CliGames {
  const made = createRegistry(entries.map((entry) => entry.game));
  if (!made.ok) throw new Error(`games registered twice: ${made.duplicates.join(', ')}`);
  const byId = new Map(entries.map((entry) => [entry.game.id, entry]));
  return { entries, registry: made.registry, find: (id) => byId.get(id) };
}

/** The command line's games unless a caller (a test, a program embedding the CLI) gives others. */
export const BUILT_IN_GAMES_ON_CLI: CliGames = cliGames(BUILT_IN_CLI_GAMES);
