/**
 * "Put it on a table": a calculator shot as a battle file of its game, the shooter and the
 * target on an open table at the shot's distance, for table mode to open. The battle says
 * only what the quick description says; what a table decides for itself (long range from
 * the distance, cover from terrain, Large Target from a model's height) is laid out so that
 * the table finds what the toggles said: the distance is the one given, else a quarter of
 * the weapon's range, or three quarters at long range; cover is a low wall or a hedge in
 * front of the target. The library's parser checks the file before table mode opens it.
 */
import { findWeapon as findMordheimWeapon, LARGE_BODY } from '../../../src/games/mordheim/index.js';
import { findBattleaxeWeapon, POINT_BLANK_RANGE } from '../../../src/games/battleaxe/index.js';
import { findWeapon as findNinthAgeWeapon, hardTargetValue, type HardTargetInstance } from '../../../src/games/ninth-age/index.js';
import { valueAt, type QuickFile } from './calculator.js';
import type { CalculatorFieldId, NoTableReason } from '../../../i18n/web-calculator.js';
import type { Game } from './calculator-fields.js';
import { jsonObjectOf, type JsonObject } from './json.js';

type Json = JsonObject;

const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Where the target stands, in inches, when the description gives no distance: inside half
 * range, or beyond it when the long-range toggle is on (a quarter or three quarters of the
 * range), and for Battleaxe on the right side of the point-blank limit as its toggle says.
 * `unmet` names the toggles no distance can honour (a javelin's 8": more than 4" is already
 * long range), so the table decides those for itself. A given distance is the one the parser
 * checked against the toggles.
 */
export function tablePlacement(file: QuickFile, game: Game): { readonly distance: number; readonly unmet: readonly CalculatorFieldId[] } {
  const given = valueAt(file, ['attack', 'circumstances', 'distance']);
  if (typeof given === 'number') return { distance: given, unmet: [] };
  const range = weaponRange(file, game);
  const longRange = on(file, 'longRange');
  const preferred = round3(longRange ? (range * 3) / 4 : Math.max(1, range / 4));
  if (game !== 'battleaxe') return { distance: preferred, unmet: [] };
  // Long range is beyond half range; point-blank is POINT_BLANK_RANGE or closer (B-5).
  const pointBlank = on(file, 'pointBlank');
  const low = Math.max(longRange ? range / 2 : 0, pointBlank ? 0 : POINT_BLANK_RANGE);
  const high = Math.min(longRange ? range : range / 2, pointBlank ? POINT_BLANK_RANGE : range);
  const fits = (d: number) => d > (longRange ? range / 2 : -1) && d <= (longRange ? range : range / 2) && (pointBlank ? d <= POINT_BLANK_RANGE : d > POINT_BLANK_RANGE);
  if (fits(preferred)) return { distance: preferred, unmet: [] };
  const middle = round3((low + high) / 2);
  if (low < high && fits(middle)) return { distance: middle, unmet: [] };
  return { distance: preferred, unmet: ['pointBlank'] };
}

function weaponRange(file: QuickFile, game: Game): number {
  const weapon = valueAt(file, ['attack', 'weapon']);
  switch (game) {
    case 'mordheim':
      return typeof weapon === 'string' ? (findMordheimWeapon(weapon)?.range ?? 12) : numberOr(jsonObjectOf(weapon).range, 12);
    case 'battleaxe':
      return typeof weapon === 'string' ? (findBattleaxeWeapon(weapon)?.range ?? 12) : numberOr(jsonObjectOf(weapon).range, 12);
    case 'ninth-age': {
      const name = typeof weapon === 'string' ? weapon : jsonObjectOf(weapon).name;
      const known = typeof name === 'string' ? findNinthAgeWeapon(name) : null;
      return numberOr(jsonObjectOf(weapon).range, known?.range ?? 12);
    }
  }
}

const header = (file: QuickFile, title: string): Json => ({ game: file.game, title, ...(file.variants !== undefined ? { variants: file.variants } : {}) });
const on = (file: QuickFile, key: string) => valueAt(file, ['attack', 'circumstances', key]) === true;

/** Mordheim: two warriors 25 mm across, the target `distance` inches from the shooter's base. */
function mordheimBattle(file: QuickFile, title: string): Json {
  const a = jsonObjectOf(file.attack);
  const shooter = jsonObjectOf(a.shooter);
  const target = jsonObjectOf(a.target);
  const shooterProfile = jsonObjectOf(shooter.profile);
  const targetProfile = jsonObjectOf(target.profile);
  const { distance } = tablePlacement(file, 'mordheim');
  const baseInches = 25 / 25.4;
  const y = 6;
  const x = 2;
  const targetX = round3(x + baseInches + distance);
  const largeBody = on(file, 'largeBody');
  const terrain = on(file, 'cover')
    ? [{ id: 'wall', kind: 'hard-cover', outline: [[targetX - 1.1, y - 2], [targetX - 0.9, y - 2], [targetX - 0.9, y + 2], [targetX - 1.1, y + 2]].map(([px, py]) => [round3(px ?? 0), py]), height: 0.6 }]
    : [];
  const state = {
    ...(target.condition !== undefined ? { condition: target.condition } : {}),
    ...(target.woundsLeft !== undefined ? { woundsLeft: target.woundsLeft } : {}),
  };
  return {
    ...header(file, title),
    battle: {
      table: { width: Math.ceil(targetX + 4), depth: 12 },
      ...(terrain.length > 0 ? { terrain } : {}),
      warbands: [
        {
          id: 'shooters',
          models: [
            {
              id: 'shooter',
              ...(shooter.name !== undefined ? { name: shooter.name } : {}),
              position: [x, y],
              facing: 90,
              profile: { ...shooterProfile, S: numberOr(shooterProfile.S, 3), T: numberOr(shooterProfile.T, 3), I: numberOr(shooterProfile.I, 3) },
              weapons: [a.weapon],
              ...(on(file, 'moved') ? { state: { moved: true } } : {}),
            },
          ],
        },
        {
          id: 'targets',
          models: [
            {
              id: 'target',
              ...(target.name !== undefined ? { name: target.name } : {}),
              position: [targetX, y],
              facing: 270,
              // Taller than the library's Large Target limit, so the table finds the +1 the toggle gave.
              ...(largeBody ? { height: LARGE_BODY + 0.5 } : {}),
              profile: { BS: 3, S: 3, I: 3, ...targetProfile },
              ...(target.kit !== undefined ? { kit: target.kit } : {}),
              ...(target.rules !== undefined ? { rules: target.rules } : {}),
              ...(Object.keys(state).length > 0 ? { state } : {}),
            },
          ],
        },
      ],
      shooting: 'shooters',
    },
  };
}

/** A block of `models` on 1" bases, as few ranks as the format allows. */
function block(models: number): { files: number; ranks: number } {
  const files = Math.max(1, Math.min(models, 40));
  return { files, ranks: Math.ceil(models / files) };
}

/**
 * The unit games: the shooters in a line facing the target unit across `distance` inches of
 * open ground (each shooter straight ahead of the target when the target is the wider unit).
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
function coverStrip(kind: string, layout: ReturnType<typeof unitLayout>, files: number, height: number, distance: number): Json[] {
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
interface UnitGameFields {
  readonly cover: { readonly kind: 'soft-cover' | 'hard-cover'; readonly height: number } | null;
  readonly shooter: Json;
  readonly target: Json;
}

/**
 * The unit games' battle: the shooting unit facing the target unit across the placed distance
 * of open ground (a cover strip in front of the target if asked), each unit with its game's
 * own fields after the block they share.
 */
function unitBattle(file: QuickFile, title: string, game: 'battleaxe' | 'ninth-age', fields: UnitGameFields): Json {
  const a = jsonObjectOf(file.attack);
  const shooter = jsonObjectOf(a.shooter);
  const target = jsonObjectOf(a.target);
  const shooterModels = shootingModels(file);
  const targetModels = numberOr(target.models, 1);
  const { distance } = tablePlacement(file, game);
  const layout = unitLayout(shooterModels, targetModels, distance);
  const cover = fields.cover ? coverStrip(fields.cover.kind, layout, layout.target.files, fields.cover.height, distance) : [];
  const named = (side: Json) => (side.name !== undefined ? { name: side.name } : {});
  return {
    ...header(file, title),
    battle: {
      table: { width: layout.width, depth: layout.depth },
      ...(cover.length > 0 ? { terrain: cover } : {}),
      armies: [
        {
          id: 'shooters',
          units: [{ id: 'shooter', ...named(shooter), position: [layout.centre, layout.shooterY], ...layout.shooter, models: shooterModels, base: unitBase, ...fields.shooter }],
        },
        {
          id: 'targets',
          units: [{ id: 'target', ...named(target), position: [layout.centre, layout.targetY], facing: 180, ...layout.target, models: targetModels, base: unitBase, ...fields.target }],
        },
      ],
      shooting: 'shooters',
    },
  };
}

/** Models shooting: the shooter's, or every batch's together (Battleaxe, B-10). */
function shootingModels(file: QuickFile): number {
  const batches = valueAt(file, ['attack', 'batches']);
  if (!Array.isArray(batches)) return numberOr(valueAt(file, ['attack', 'shooter', 'models']), 1);
  return batches.reduce((sum: number, batch: unknown) => sum + numberOr(jsonObjectOf(batch).models, 0), 0);
}

/** Whether some Battleaxe batch has circumstances of its own, which a table decides per model instead. */
function batchesOwnCircumstances(file: QuickFile): boolean {
  const batches = valueAt(file, ['attack', 'batches']);
  return Array.isArray(batches) && batches.some((batch: unknown) => Object.keys(jsonObjectOf(jsonObjectOf(batch).circumstances)).length > 0);
}

/**
 * The Ninth Age: the Hard Target a table unit needs for the modifier the description gives.
 * A table unit's value is every model's; a list of instances counts only those more than half
 * the target's models have, added up (T-4), so their sum is what the table needs.
 */
function tableHardTarget(file: QuickFile): number {
  const given = valueAt(file, ['attack', 'target', 'hardTarget']);
  if (typeof given === 'number') return given;
  if (!Array.isArray(given)) return 0;
  const instances: HardTargetInstance[] = given.map((entry: unknown) => {
    const { value, models } = jsonObjectOf(entry);
    return { value: numberOr(value, 0), models: numberOr(models, 0) };
  });
  return hardTargetValue({ hardTarget: instances, models: numberOr(valueAt(file, ['attack', 'target', 'models']), 1) });
}

/** The most Hard Target a table unit can have (the battle format's limit). */
const TABLE_HARD_TARGET_MAX = 6;

/** A unit's `state` field, left out when nothing is set. */
function unitState(state: Json): Json {
  return Object.keys(state).length > 0 ? { state } : {};
}

function battleaxeBattle(file: QuickFile, title: string): Json {
  const a = jsonObjectOf(file.attack);
  const target = jsonObjectOf(a.target);
  const shooterProfile = jsonObjectOf(jsonObjectOf(a.shooter).profile);
  // Both ticked count as hard cover only: the seed says soft and hard cover do not stack.
  const cover = on(file, 'hardCover') ? 'hard-cover' : on(file, 'softCover') ? 'soft-cover' : null;
  return unitBattle(file, title, 'battleaxe', {
    cover: cover ? { kind: cover, height: 1 } : null,
    shooter: {
      profile: { ...shooterProfile, S: numberOr(shooterProfile.S, 3), T: numberOr(shooterProfile.T, 3) },
      ...(a.weapon !== undefined ? { weapon: a.weapon } : {}),
      ...unitState({ ...(on(file, 'moved') ? { moved: true } : {}), ...(on(file, 'standAndShoot') ? { standAndShoot: true } : {}) }),
    },
    target: {
      height: 1,
      profile: { BS: 4, S: 3, ...jsonObjectOf(target.profile) },
      ...(target.keywords !== undefined ? { keywords: target.keywords } : {}),
      ...(target.startingModels !== undefined ? { startingModels: target.startingModels } : {}),
      ...(target.woundsOnCurrent !== undefined ? { state: { woundsOnCurrent: target.woundsOnCurrent } } : {}),
    },
  });
}

function ninthAgeBattle(file: QuickFile, title: string): Json {
  const a = jsonObjectOf(file.attack);
  const shooter = jsonObjectOf(a.shooter);
  const target = jsonObjectOf(a.target);
  const circumstances = jsonObjectOf(a.circumstances);
  const movement = typeof circumstances.movement === 'string' && circumstances.movement !== 'none' ? circumstances.movement : null;
  const cover = circumstances.cover === 'hard' ? 'hard-cover' : circumstances.cover === 'soft' ? 'soft-cover' : null;
  const hardTarget = Math.min(TABLE_HARD_TARGET_MAX, tableHardTarget(file));
  return unitBattle(file, title, 'ninth-age', {
    cover: cover ? { kind: cover, height: 4 } : null,
    shooter: {
      profile: { Res: 3, ...jsonObjectOf(shooter.profile) },
      ...(shooter.rules !== undefined ? { rules: shooter.rules } : {}),
      weapons: [a.weapon],
      ...unitState({ ...(movement ? { movement } : {}), ...(on(file, 'standAndShoot') ? { standAndShoot: true } : {}) }),
    },
    target: {
      profile: jsonObjectOf(target.profile),
      ...(hardTarget > 0 ? { hardTarget } : {}),
      ...(target.rules !== undefined ? { rules: target.rules } : {}),
      ...(target.hpLost !== undefined ? { state: { hpLost: target.hpLost } } : {}),
    },
  });
}

/** The battle file for a calculator shot (checked by the parser when table mode opens it). */
export function battleFromShot(file: QuickFile, game: Game, title: string): unknown {
  switch (game) {
    case 'mordheim':
      return mordheimBattle(file, title);
    case 'battleaxe':
      return battleaxeBattle(file, title);
    case 'ninth-age':
      return ninthAgeBattle(file, title);
  }
}

/**
 * What of the description a table cannot hold, besides its fields: Battleaxe batches with
 * circumstances of their own (a table finds each model's cover itself, B-10).
 */
export type LeftBehindExtra = 'batchCircumstances';

/**
 * What of the description a table cannot hold, so the shot there differs: a table shot is one
 * shot (Mordheim's several shots and a weapon's fire twice are the calculator's series); the
 * table modes have no combat to shoot into (a stand and shoot goes over as the shooting
 * unit's state); a unit on a table shoots the way the player picks there (volley or not); a
 * point-blank toggle no distance can honour (see {@link tablePlacement}); batches' own
 * circumstances (their models go over as one unit); and a Hard Target above what one table
 * unit can have.
 */
export function leftBehindOnTable(file: QuickFile, game: Game): readonly (CalculatorFieldId | LeftBehindExtra)[] {
  const shots = valueAt(file, ['attack', 'shots']);
  const when = <T extends CalculatorFieldId | LeftBehindExtra>(id: T, yes: boolean): T[] => (yes ? [id] : []);
  switch (game) {
    case 'mordheim':
      return [...when('shots', typeof shots === 'number' && shots > 1), ...when('fireTwice', on(file, 'fireTwice'))];
    case 'battleaxe':
      return [
        ...when('intoCombat', on(file, 'intoCombat')),
        ...when('volleyFire', on(file, 'volleyFire')),
        ...tablePlacement(file, game).unmet,
        ...when('batchCircumstances', batchesOwnCircumstances(file)),
      ];
    case 'ninth-age':
      return when('hardTarget', tableHardTarget(file) > TABLE_HARD_TARGET_MAX);
  }
}

/**
 * Why "Put it on a table" cannot be done for this description, or null when it can: Battleaxe
 * hits with no roll to hit are not shot by a unit (B-14), and a table only has units shooting.
 */
export function noTableReason(file: QuickFile, game: Game): NoTableReason | null {
  switch (game) {
    case 'battleaxe':
      return valueAt(file, ['attack', 'hits']) !== undefined ? 'hits-not-shot' : null;
    case 'mordheim':
    case 'ninth-age':
      return null;
  }
}
