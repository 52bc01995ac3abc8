/**
 * "Put it on a table": a calculator shot as a battle file of its game, the shooter and the
 * target on an open table at the shot's distance, for table mode to open. The battle says
 * only what the quick description says; what a table decides for itself (long range from
 * the distance, cover from terrain, Large Target from a model's height) is laid out so that
 * the table finds what the toggles said: the distance is the one given, else a quarter of
 * the weapon's range, or three quarters at long range; cover is a low wall or a hedge in
 * front of the target. Each game lays out its own battle (web/src/games/<game>/calculator.ts);
 * the library's parser checks the file before table mode opens it.
 */
import type { CalculatorFieldId, NoTableReason } from '../../../i18n/web-calculator.js';
import { webGame } from '../games/registry.js';
import type { LeftBehindExtra, TablePlacement } from '../games/web-game.js';
import type { Game } from './calculator-fields.js';
import { valueAt, withValue, type QuickFile } from './quick-file.js';

export type { LeftBehindExtra } from '../games/web-game.js';

/**
 * Where the target stands, in inches, when the description gives no distance: inside half
 * range, or beyond it when the long-range toggle is on, and on the side of any other limit a
 * toggle names. `unmet` names the toggles no distance can honour, so the table decides those
 * for itself. A given distance is the one the parser checked against the toggles.
 */
export function tablePlacement(file: QuickFile, game: Game): TablePlacement {
  return webGame(game).calculator.onTable.placement(file);
}

/** Names for a shooter and a target the description leaves unnamed: on a table they are shown, so in the page's language. */
export interface DefaultNames {
  readonly shooter: string;
  readonly target: string;
}

/**
 * The battle file for a calculator shot (checked by the parser when table mode opens it). A
 * side the description does not name is given its default name, else the table would show
 * its id ("shooter", "target") whatever the language.
 */
export function battleFromShot(file: QuickFile, game: Game, title: string, names?: DefaultNames): unknown {
  const named = names ? withDefaultName(withDefaultName(file, 'shooter', names.shooter), 'target', names.target) : file;
  return webGame(game).calculator.onTable.battle(named, title);
}

function withDefaultName(file: QuickFile, side: 'shooter' | 'target', name: string): QuickFile {
  const described = valueAt(file, ['attack', side]);
  const hasName = valueAt(file, ['attack', side, 'name']) !== undefined;
  return typeof described === 'object' && described !== null && !Array.isArray(described) && !hasName ? withValue(file, ['attack', side, 'name'], name) : file;
}

/**
 * What of the description a table cannot hold, so the shot there differs (several shots where
 * a table shot is one, a combat the table has none of, a toggle no distance can honour…): named
 * under the button before the shot goes there.
 */
export function leftBehindOnTable(file: QuickFile, game: Game): readonly (CalculatorFieldId | LeftBehindExtra)[] {
  return webGame(game).calculator.onTable.leftBehind(file);
}

/** Why "Put it on a table" cannot be done for this description (hits no unit shoots), or null when it can. */
export function noTableReason(file: QuickFile, game: Game): NoTableReason | null {
  return webGame(game).calculator.onTable.noTableReason(file);
}
