/**
 * The compare view of a unit battle: every unit of the shooting army, each way it may shoot
 * (Battleaxe: a volley or direct fire; The Ninth Age: each of its weapons), against one target,
 * side by side. Every number is the library's target report for that unit.
 */
import type { Catalogue } from '../../../i18n/index.js';
import type { WayOdds } from '../games/web-game.js';
import { chartBars, type ChartBar } from './chart.js';
import { unitOdds } from './unit-odds.js';
import { shooterSummary, type UnitScenario } from './units.js';

export interface UnitCompareRow {
  readonly shooter: string;
  /** Battleaxe: volley or direct; The Ninth Age: the weapon (in words). */
  readonly how: string;
  readonly usable: boolean;
  /** Why not, when it may not (the shooter's and the target's reasons, in words). */
  readonly reasons: readonly string[];
  readonly odds: WayOdds | null;
  /** The models removed, a bar for each count from 0 (the odds panel's "at least N"), for the overlay chart; empty when it may not shoot. */
  readonly models: readonly ChartBar[];
  /** The odds panel's heading of those counts (in words), or null when it may not shoot. */
  readonly modelsHeading: string | null;
}

export function unitCompareRows(cat: Catalogue, scenario: UnitScenario, target: string): UnitCompareRow[] {
  const { battle } = scenario;
  return battle.units
    .filter((u) => u.army === battle.shooting && u.id !== target)
    .flatMap((unit) => {
      const summary = shooterSummary(cat, scenario, unit.id);
      const ways = summary.rows.filter((r) => r.target === target);
      // A unit that may not shoot at all (no weapon, fleeing…) still shows, with its reasons.
      if (ways.length === 0) return summary.may ? [] : [{ shooter: unit.id, how: '', usable: false, reasons: [summary.line], odds: null, models: [], modelsHeading: null }];
      return ways.map((r): UnitCompareRow => {
        const usable = summary.may && r.legal;
        const reasons = usable ? [] : [summary.may ? '' : summary.line, ...r.lines.slice(1)].filter((l) => l !== '');
        const odds = usable ? unitOdds(cat, scenario, unit.id, target, r.choice) : null;
        return { shooter: unit.id, how: r.how, usable, reasons, odds: usable ? r.odds : null, models: odds ? chartBars(odds.models) : [], modelsHeading: odds?.modelsHeading ?? null };
      });
    });
}
