import type { BattleaxeFormation } from './unit.js';
import type { BattleaxeVariants } from './variants.js';

/**
 * B-15: how many of a unit's models (listed front rank first) shoot directly: those of its
 * first `directFireRanks` ranks; skirmishers, and a unit of one model, shoot with every model.
 * A volley (B-7) is not limited by ranks.
 *
 * @example
 * directFireCount({ kind: 'ranks', files: 5 }, 20, BATTLEAXE_DEFAULT_VARIANTS); // 5: the front rank
 * directFireCount({ kind: 'ranks', files: 5 }, 7, { ...BATTLEAXE_DEFAULT_VARIANTS, directFireRanks: 2 }); // 7: both ranks, the second of two
 * directFireCount({ kind: 'skirmish' }, 12, BATTLEAXE_DEFAULT_VARIANTS); // 12
 */
export function directFireCount(formation: BattleaxeFormation, models: number, variants: Pick<BattleaxeVariants, 'directFireRanks'>): number {
  switch (formation.kind) {
    case 'skirmish':
      return models;
    case 'ranks':
      return Math.min(models, formation.files * variants.directFireRanks);
  }
}
