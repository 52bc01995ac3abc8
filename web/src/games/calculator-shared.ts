/**
 * What every game's calculator is built from: the places of a quick description its fields
 * edit, and the reading of a description that putting the shot on a table starts from.
 */
import type { CalculatorFieldId } from '../../../i18n/web-calculator.js';
import type { JsonObject } from '../logic/json.js';
import { valueAt, type Path, type QuickFile } from '../logic/quick-file.js';
import type { FieldSpec, TablePlacement } from './web-game.js';

export const shooter = (...path: string[]): Path => ['attack', 'shooter', ...path];

/** The ids a shot put on a table gives its shooter and target (a warrior or a unit), so the table can choose them at once. */
export const TABLE_SHOOTER_ID = 'shooter';
export const TABLE_TARGET_ID = 'target';
export const target = (...path: string[]): Path => ['attack', 'target', ...path];
export const circumstance = (key: string): Path => ['attack', 'circumstances', key];

export const toggle = (id: CalculatorFieldId, key: string): FieldSpec => ({ kind: 'toggle', id, section: 'circumstances', path: circumstance(key) });
export const distanceField: FieldSpec = { kind: 'number', id: 'distance', section: 'circumstances', path: circumstance('distance'), min: 0, max: 120, step: 0.5 };

export const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);
export const round3 = (value: number): number => Math.round(value * 1000) / 1000;

/** Whether a circumstance's toggle is on. */
export const on = (file: QuickFile, key: string): boolean => valueAt(file, ['attack', 'circumstances', key]) === true;

/** The top of a battle file made from a shot: its game, a title, and the variants it was shot with. */
export const header = (file: QuickFile, title: string): JsonObject => ({ game: file.game, title, ...(file.variants !== undefined ? { variants: file.variants } : {}) });

/** The distance the description gives, if any (the parser has checked it against the toggles). */
export function givenDistance(file: QuickFile): number | null {
  const given = valueAt(file, ['attack', 'circumstances', 'distance']);
  return typeof given === 'number' ? given : null;
}

/**
 * Where the target stands when no distance is given: inside half range, or beyond it when the
 * long-range toggle is on (a quarter or three quarters of the range).
 */
export function preferredDistance(file: QuickFile, range: number): number {
  return round3(on(file, 'longRange') ? (range * 3) / 4 : Math.max(1, range / 4));
}

/** The placement of a game whose toggles any distance inside or beyond half range honours. */
export function rangePlacement(file: QuickFile, range: (file: QuickFile) => number): TablePlacement {
  return { distance: givenDistance(file) ?? preferredDistance(file, range(file)), unmet: [] };
}

/** `[id]` when `yes`: a part of the description a table leaves behind. */
export const when = <T extends string>(id: T, yes: boolean): T[] => (yes ? [id] : []);
