/**
 * The Strength-against-Toughness chart of the Mordheim seed, which Battleaxe also uses
 * (ruling B-11). Rows are the hit's Strength 1–10, columns the target's Toughness 1–10;
 * `null` is a cell the chart marks with a dash: that hit cannot wound. Read by index, as
 * ruling M-4 asks (the seed's header row is damaged).
 */
export const WOUND_CHART: readonly (readonly (number | null)[])[] = [
  [4, 5, 6, 6, null, null, null, null, null, null],
  [3, 4, 5, 6, 6, null, null, null, null, null],
  [2, 3, 4, 5, 6, 6, null, null, null, null],
  [2, 2, 3, 4, 5, 6, 6, null, null, null],
  [2, 2, 2, 3, 4, 5, 6, 6, null, null],
  [2, 2, 2, 2, 3, 4, 5, 6, 6, null],
  [2, 2, 2, 2, 2, 3, 4, 5, 6, 6],
  [2, 2, 2, 2, 2, 2, 3, 4, 5, 6],
  [2, 2, 2, 2, 2, 2, 2, 3, 4, 5],
  [2, 2, 2, 2, 2, 2, 2, 2, 3, 4],
];

export const CHARACTERISTIC_MIN = 1;
export const CHARACTERISTIC_MAX = 10;

function clampCharacteristic(value: number): number {
  return Math.min(CHARACTERISTIC_MAX, Math.max(CHARACTERISTIC_MIN, Math.trunc(value)));
}

/**
 * The score needed to wound, or null when the chart says the hit cannot wound.
 *
 * @example
 * neededToWound(4, 3); // 3
 * neededToWound(3, 7); // null: the chart's dash
 */
export function neededToWound(strength: number, toughness: number): number | null {
  const row = WOUND_CHART[clampCharacteristic(strength) - 1];
  return row?.[clampCharacteristic(toughness) - 1] ?? null;
}
