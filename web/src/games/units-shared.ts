/**
 * What the unit games (Battleaxe, The Ninth Age) do alike on the page: their odds read as
 * models removed, and a calculator shot goes on a table as one unit facing another across
 * open ground.
 */
import { rationalToString, type Rational } from '../../../src/dice/index.js';
import type { Table, TableModel, TableUnit } from '../../../src/table/index.js';
import { jsonObjectOf, type JsonObject } from '../logic/json.js';
import { firstAndLast, type CalcOdds, type OddsRow, type UnitOddsView } from '../logic/odds-view.js';
import { valueAt, type QuickFile } from '../logic/quick-file.js';
import type { Chance } from '../logic/shooting.js';
import { header, numberOr, round3, TABLE_SHOOTER_ID, TABLE_TARGET_ID } from './calculator-shared.js';

/** A chance from the float report and, when fractions were worked out, the exact one (a count past the report's end is 0). */
export function chance<N>(p: number | undefined, exact: N | undefined, worked: boolean): Chance {
  return { p: p ?? 0, exact: !worked ? null : exact === undefined ? '0' : rationalToString(exact as unknown as Rational) };
}

/** A unit's name in the battle, else its id. */
export function unitName(battle: { readonly units: readonly { readonly id: string; readonly name: string }[] }, id: string): string {
  return battle.units.find((u) => u.id === id)?.name ?? id;
}

/** A unit's block on the table and its models still there, or null when the table has no such unit. */
export function blockOf(table: Table, unit: string): { readonly block: TableUnit; readonly models: readonly TableModel[] } | null {
  const block = table.units.find((u) => u.id === unit);
  if (!block) return null;
  return { block, models: block.models.flatMap((id) => table.models.filter((m) => m.id === id)) };
}

/** "At least N" rows that cannot happen (more models than the shots can remove) are left out; the whole unit stays. */
export const possibleRows = (rows: readonly OddsRow[]): OddsRow[] => rows.filter((row) => row.chance.p > 0 || row.name === 'destroyed');

/** A unit battle's odds view as the calculator shows it: the models removed as its one count. */
export function calculatorOdds(view: UnitOddsView): CalcOdds {
  return { heading: view.heading, notes: [], sections: view.sections, counts: [{ heading: view.modelsHeading, rows: possibleRows(view.models) }, ...(view.after ? [view.after] : [])], ...(view.charts ? { charts: view.charts } : {}), exact: view.exact };
}

/** At least one model removed, and the whole unit. */
export function modelsRemovedEnds(odds: CalcOdds): readonly OddsRow[] {
  return firstAndLast(odds.counts[0]?.rows ?? []);
}

// ---------------------------------------------------------------------------------------
// A calculator shot on a table

/** A block of `models` on 1" bases, as few ranks as the format allows. */
function block(models: number): { files: number; ranks: number } {
  const files = Math.max(1, Math.min(models, 40));
  return { files, ranks: Math.ceil(models / files) };
}

/**
 * The shooters in a line facing the target unit across `distance` inches of open ground (each
 * shooter straight ahead of the target when the target is the wider unit).
 */
function unitLayout(shooterModels: number, targetModels: number, distance: number) {
  const shooter = block(shooterModels);
  const target = block(targetModels);
  const width = Math.min(240, Math.max(24, Math.max(shooter.files, target.files) + 8));
  const targetY = 2 + target.ranks / 2;
  const gapTop = targetY + target.ranks / 2;
  const shooterY = round3(gapTop + distance + shooter.ranks / 2);
  return { shooter, target, width, depth: Math.ceil(shooterY + shooter.ranks / 2 + 2), targetY, shooterY, gapTop, centre: width / 2 };
}

/** A strip of terrain across the gap between the units, in front of the target. */
function coverStrip(kind: string, layout: ReturnType<typeof unitLayout>, files: number, height: number, distance: number): JsonObject[] {
  if (distance < 1) return [];
  const y0 = round3(layout.gapTop + Math.min(0.6, distance / 3));
  const y1 = round3(y0 + 0.4);
  const half = files / 2 + 1;
  const x0 = layout.centre - half;
  const x1 = layout.centre + half;
  return [{ id: 'cover', kind, outline: [[x0, y0], [x1, y0], [x1, y1], [x0, y1]], height }];
}

const unitBase = { width: 1, depth: 1, unit: 'in' };

/** What a unit game adds to the shared skeleton: its cover (kind and height) and each unit's own fields. */
export interface UnitGameFields {
  readonly cover: { readonly kind: 'soft-cover' | 'hard-cover'; readonly height: number } | null;
  readonly shooter: JsonObject;
  readonly target: JsonObject;
}

/** Models shooting: the shooter's, or every batch's together (Battleaxe, B-10). */
function shootingModels(file: QuickFile): number {
  const batches = valueAt(file, ['attack', 'batches']);
  if (!Array.isArray(batches)) return numberOr(valueAt(file, ['attack', 'shooter', 'models']), 1);
  return batches.reduce((sum: number, batch: unknown) => sum + numberOr(jsonObjectOf(batch).models, 0), 0);
}

/** A unit's `state` field, left out when nothing is set. */
export function unitState(state: JsonObject): JsonObject {
  return Object.keys(state).length > 0 ? { state } : {};
}

/**
 * The unit games' battle: the shooting unit facing the target unit across `distance` inches of
 * open ground (a cover strip in front of the target if asked), each unit with its game's own
 * fields after the block they share.
 */
export function unitBattleFromShot(file: QuickFile, title: string, distance: number, fields: UnitGameFields): JsonObject {
  const a = jsonObjectOf(file.attack);
  const shooter = jsonObjectOf(a.shooter);
  const target = jsonObjectOf(a.target);
  const shooterModels = shootingModels(file);
  const targetModels = numberOr(target.models, 1);
  const layout = unitLayout(shooterModels, targetModels, distance);
  const cover = fields.cover ? coverStrip(fields.cover.kind, layout, layout.target.files, fields.cover.height, distance) : [];
  const named = (side: JsonObject) => (side.name !== undefined ? { name: side.name } : {});
  return {
    ...header(file, title),
    battle: {
      table: { width: layout.width, depth: layout.depth },
      ...(cover.length > 0 ? { terrain: cover } : {}),
      armies: [
        {
          id: 'shooters',
          units: [{ id: TABLE_SHOOTER_ID, ...named(shooter), position: [layout.centre, layout.shooterY], ...layout.shooter, models: shooterModels, base: unitBase, ...fields.shooter }],
        },
        {
          id: 'targets',
          units: [{ id: TABLE_TARGET_ID, ...named(target), position: [layout.centre, layout.targetY], facing: 180, ...layout.target, models: targetModels, base: unitBase, ...fields.target }],
        },
      ],
      shooting: 'shooters',
    },
  };
}
