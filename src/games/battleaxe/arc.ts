import { footprintTouchesFrontArc } from '../../geometry/index.js';
import type { PreparedTable } from '../../table/index.js';
import { unitModels, type BattleaxeBattle, type BattleaxeUnit } from './unit.js';
import type { BattleaxeVariants } from './variants.js';

/**
 * B-16, how a unit's firing arc judges a target: `in-front` — at least partly inside its 90°
 * front arc; `outside` — wholly outside it, so it may not be shot; `turns-to-face` — outside
 * it, but a war machine or a lone character may turn to face it first; `all-round` — the
 * table plays the `arc: "all-round"` variant and no arc is drawn.
 */
export type BattleaxeArcCheck = 'in-front' | 'outside' | 'turns-to-face' | 'all-round';

/** B-16: a war machine, or a character on its own, may turn to face its target before it shoots. */
function mayTurnToFace(battle: BattleaxeBattle, shooter: BattleaxeUnit): boolean {
  if (shooter.keywords.includes('war-machine')) return true;
  return shooter.keywords.includes('character') && unitModels(battle, shooter.id).length === 1;
}

/**
 * Whether a target unit lies in the shooting unit's firing arc (B-16): any part of any of its
 * models' bases inside the 90° arc drawn from the front edge of the shooter's block.
 *
 * @example
 * // battle, variants: examples/battleaxe/hedge-and-wall.json, parsed as in battleaxeTargetReport's example
 * const archers = findUnit(battle, 'archers');
 * if (archers) battleaxeArcCheck(battle, prepareTable(battle.table), archers, 'goblins', variants); // 'in-front'
 */
export function battleaxeArcCheck(battle: BattleaxeBattle, table: PreparedTable, shooter: BattleaxeUnit, targetId: string, variants: Pick<BattleaxeVariants, 'arc'>): BattleaxeArcCheck {
  switch (variants.arc) {
    case 'all-round':
      return 'all-round';
    case 'front': {
      const block = battle.table.units.find((u) => u.id === shooter.id);
      // A unit with no block on the table has no front to draw an arc from.
      if (!block) return mayTurnToFace(battle, shooter) ? 'turns-to-face' : 'outside';
      const seen = unitModels(battle, targetId).some((id) => {
        const model = table.models.get(id);
        return model !== undefined && footprintTouchesFrontArc(block.boundary, model.base);
      });
      if (seen) return 'in-front';
      return mayTurnToFace(battle, shooter) ? 'turns-to-face' : 'outside';
    }
  }
}
