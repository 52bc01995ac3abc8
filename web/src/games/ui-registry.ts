/**
 * The unit games' parts of the unit editor, by game id (web-game-ui.ts). Kept out of
 * registry.ts so the page's logic, which the registry serves, never loads a component.
 */
import { battleaxeUnitEditor } from './battleaxe/unit-editor.js';
import { ninthAgeUnitEditor } from './ninth-age/unit-editor.js';
import type { UnitGameId } from './web-game.js';
import type { CalculatorPicker, CalculatorPickers, UnitEditorParts } from './web-game-ui.js';
import type { GameId } from './web-game.js';
import { MordheimCalculatorPicker, NinthAgeCalculatorPicker } from '../ui/profile-picker.js';

const UNIT_EDITOR_PARTS = {
  battleaxe: battleaxeUnitEditor,
  'ninth-age': ninthAgeUnitEditor,
} as const satisfies { readonly [G in UnitGameId]: UnitEditorParts<G> };

export function unitEditorParts(game: UnitGameId): UnitEditorParts<UnitGameId> {
  return UNIT_EDITOR_PARTS[game];
}

const CALCULATOR_PICKERS: CalculatorPickers = {
  mordheim: MordheimCalculatorPicker,
  battleaxe: null,
  'ninth-age': NinthAgeCalculatorPicker,
};

export function calculatorPicker(game: GameId): CalculatorPicker | null {
  return CALCULATOR_PICKERS[game];
}
