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
}

/** The readings used unless a table group picks others. */
export const BATTLEAXE_DEFAULT_VARIANTS: BattleaxeVariants = { woundChart: 'chart' };

/** The variant names and the ruling each one belongs to, for help texts and validation. */
export const BATTLEAXE_VARIANT_RULINGS: Readonly<Record<keyof BattleaxeVariants, string>> = { woundChart: 'B-11' };
