/**
 * The readings a table group can switch (shared/rules/rulings.md, Battleaxe). Every result
 * a variant changes names the reading in its explanation.
 */
export interface BattleaxeVariants {
  /**
   * B-11: the wound chart's dashes: `chart` — such a hit cannot wound (the default);
   * `always-six` — it wounds on a 6.
   */
  readonly woundChart: 'chart' | 'always-six';
  /**
   * B-15: how many ranks of a ranked unit shoot directly (not in a volley): 1, the front rank
   * (the default), or 2, the front two ranks.
   */
  readonly directFireRanks: 1 | 2;
  /**
   * B-16: `front` — a unit shoots only at a target at least partly in its 90° front arc (the
   * default); `all-round` — at any target, whichever way it faces.
   */
  readonly arc: 'front' | 'all-round';
}

/** The readings used unless a table group picks others. */
export const BATTLEAXE_DEFAULT_VARIANTS: BattleaxeVariants = { woundChart: 'chart', directFireRanks: 1, arc: 'front' };

/** The variant names and the ruling each one belongs to, for help texts and validation. */
export const BATTLEAXE_VARIANT_RULINGS: Readonly<Record<keyof BattleaxeVariants, string>> = { woundChart: 'B-11', directFireRanks: 'B-15', arc: 'B-16' };
