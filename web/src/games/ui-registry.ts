/**
 * The unit games' parts of the unit editor, by game id (web-game-ui.ts). Kept out of
 * registry.ts so the page's logic, which the registry serves, never loads a component. Like the
 * games' modules, each part is a chunk of its own, fetched with its game by `loadGame`.
 */
import { gameLoaded, isUnitGame, loadWebGame } from './registry.js';
import type { UnitGameId } from './web-game.js';
import type { CalculatorPicker, UnitEditorParts } from './web-game-ui.js';
import type { GameId } from './web-game.js';
import { MordheimCalculatorPicker } from '../ui/profile-picker.js';

/** A unit game's parts drawn by the page: its part of the unit editor and its calculator's picker, if any. */
interface UnitGameUi<G extends UnitGameId> {
  readonly editor: UnitEditorParts<G>;
  readonly picker: CalculatorPicker | null;
}

const PART_LOADERS: { readonly [G in UnitGameId]: () => Promise<UnitGameUi<G>> } = {
  battleaxe: () => import('./battleaxe/unit-editor.js').then((m) => ({ editor: m.battleaxeUnitEditor, picker: null })),
  'ninth-age': () => Promise.all([import('./ninth-age/unit-editor.js'), import('./ninth-age/calculator-picker.js')]).then(([editor, picker]) => ({ editor: editor.ninthAgeUnitEditor, picker: picker.NinthAgeCalculatorPicker })),
};

const PARTS: { -readonly [G in UnitGameId]?: UnitGameUi<G> } = {};

/**
 * Fetches everything of a game the page draws (its module, and a unit game's part of the editor).
 *
 * @example
 * await loadGame('battleaxe');
 * gameReady('battleaxe'); // true
 */
export async function loadGame(game: GameId): Promise<void> {
  if (!isUnitGame(game)) return loadWebGame(game);
  const [, parts] = await Promise.all([loadWebGame(game), PARTS[game] ?? PART_LOADERS[game]()]);
  (PARTS as Partial<Record<UnitGameId, UnitGameUi<UnitGameId>>>)[game] = parts;
}

/**
 * Whether everything of the game the page draws is loaded.
 *
 * @example
 * gameReady('mordheim'); // true: part of the page
 */
export function gameReady(game: GameId): boolean {
  return gameLoaded(game) && (!isUnitGame(game) || PARTS[game] !== undefined);
}

export function unitEditorParts(game: UnitGameId): UnitEditorParts<UnitGameId> {
  const parts = PARTS[game];
  // A programming error: the unit page is drawn only once loadGame has settled.
  if (!parts) throw new Error(`the page asked the ${game} editor before loading it`);
  return parts.editor;
}

/** The pickers of the games that are part of the page (the unit games' come with their parts). */
const PAGE_PICKERS: { readonly [G in Exclude<GameId, UnitGameId>]: CalculatorPicker } = {
  mordheim: MordheimCalculatorPicker,
};

/** The calculator's picker of a loaded game, or null for a game without one. */
export function calculatorPicker(game: GameId): CalculatorPicker | null {
  return isUnitGame(game) ? (PARTS[game]?.picker ?? null) : PAGE_PICKERS[game];
}
