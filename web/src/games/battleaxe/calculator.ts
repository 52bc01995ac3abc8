/**
 * Battleaxe's quick shot in the calculator: a unit of shooters (BS as a score), its weapon, the
 * target unit's T, W and saves, and the nine modifiers. The odds and the roll are the library's
 * (`battleaxeOdds`, `battleaxeRoll`).
 */
import { exactArithmetic } from '../../../../src/dice/index.js';
import { BATTLEAXE_KEYWORDS, BATTLEAXE_WEAPON_IDS, battleaxeOdds, battleaxeRoll, findBattleaxeWeapon, POINT_BLANK_RANGE, type BattleaxeAttack } from '../../../../src/games/battleaxe/index.js';
import type { Catalogue } from '../../../../i18n/index.js';
import { describeDiceGroup } from '../../../../i18n/explain-battleaxe.js';
import { jsonObjectOf, type JsonObject } from '../../logic/json.js';
import type { CalcOdds } from '../../logic/odds-view.js';
import { valueAt, type QuickFile } from '../../logic/quick-file.js';
import { distanceField, givenDistance, numberOr, on, preferredDistance, round3, shooter, target, toggle, when } from '../calculator-shared.js';
import { calculatorOdds, modelsRemovedEnds, unitBattleFromShot, unitState } from '../units-shared.js';
import type { CalculatorGame, FieldSpec, TablePlacement } from '../web-game.js';
import { BATTLEAXE_EXACT_SHOTS, battleaxeView } from './odds.js';

/** A unit of shooters (BS as a score), its weapon, the target unit's T, W, saves; the nine modifiers. */
const FIELDS: readonly FieldSpec[] = [
  { kind: 'text', id: 'shooterName', section: 'shooter', path: shooter('name') },
  { kind: 'number', id: 'bs', section: 'shooter', path: shooter('profile', 'BS'), min: 1, max: 10 },
  { kind: 'number', id: 'strength', section: 'shooter', path: shooter('profile', 'S'), min: 1, max: 10 },
  { kind: 'number', id: 'models', section: 'shooter', path: shooter('models'), min: 1, max: 400 },
  { kind: 'choice', id: 'weapon', section: 'shooter', path: ['attack', 'weapon'], options: BATTLEAXE_WEAPON_IDS, set: 'battleaxe-weapon', optional: false },
  { kind: 'text', id: 'targetName', section: 'target', path: target('name') },
  { kind: 'number', id: 'toughness', section: 'target', path: target('profile', 'T'), min: 1, max: 10 },
  { kind: 'number', id: 'wounds', section: 'target', path: target('profile', 'W'), min: 1, max: 20 },
  { kind: 'number', id: 'targetModels', section: 'target', path: target('models'), min: 1, max: 400 },
  { kind: 'number', id: 'armourSave', section: 'target', path: target('profile', 'armour'), min: 1, max: 6 },
  { kind: 'number', id: 'wardSave', section: 'target', path: target('profile', 'ward'), min: 1, max: 6 },
  { kind: 'number', id: 'startingModels', section: 'target', path: target('startingModels'), min: 1, max: 400 },
  // Large: +1 to hit; a lone character or the last of a unit: −1 (the seed's Lone Target).
  { kind: 'members', id: 'keywords', section: 'target', path: target('keywords'), items: BATTLEAXE_KEYWORDS, set: 'battleaxe-keyword' },
  toggle('moved', 'moved'),
  toggle('longRange', 'longRange'),
  toggle('pointBlank', 'pointBlank'),
  toggle('standAndShoot', 'standAndShoot'),
  toggle('volleyFire', 'volleyFire'),
  toggle('softCover', 'softCover'),
  toggle('hardCover', 'hardCover'),
  toggle('intoCombat', 'intoCombat'),
  distanceField,
];

function heading(cat: Catalogue, attack: BattleaxeAttack): string {
  const t = cat.battleaxe.text;
  const targetName = attack.target.name ?? t.defaultTarget;
  if (attack.kind !== 'shooting') return targetName;
  const models = attack.batches.reduce((n, batch) => n + batch.models, 0);
  return t.shooting(attack.shooter.name ?? t.defaultShooter, models, attack.weapon.id, targetName, attack.target.models);
}

function odds(cat: Catalogue, attack: BattleaxeAttack): CalcOdds {
  const float = battleaxeOdds(attack);
  const exact = float.unit.rounds <= BATTLEAXE_EXACT_SHOTS ? battleaxeOdds(attack, exactArithmetic) : null;
  return calculatorOdds(battleaxeView(cat, float, exact, heading(cat, attack), attack.target.models));
}

function rollLines(cat: Catalogue, attack: BattleaxeAttack, seed: number): string[] {
  const t = cat.battleaxe.text;
  const report = battleaxeRoll(attack, seed);
  const batches = attack.kind === 'shooting' ? attack.batches.length : 0;
  // Batch numbers only matter when there are several.
  const groups = report.groups.map((g) => describeDiceGroup(cat, batches > 1 ? g : { ...g, batch: null }));
  return [heading(cat, attack), cat.web.roll.seedLine(report.seed), ...groups, t.result(attack.target.name ?? t.defaultTarget, report.modelsRemoved, report.target.models, report.target.onCurrent), t.totals(report.hits, report.wounds, report.unsaved)];
}

function weaponRange(file: QuickFile): number {
  const weapon = valueAt(file, ['attack', 'weapon']);
  return typeof weapon === 'string' ? (findBattleaxeWeapon(weapon)?.range ?? 12) : numberOr(jsonObjectOf(weapon).range, 12);
}

/**
 * Where the target stands: as for any game, and also on the side of the point-blank limit its
 * toggle says. `unmet` names the toggle when no distance can honour it (a javelin's 8": more
 * than 4" is already long range), so the table decides it for itself.
 */
function placement(file: QuickFile): TablePlacement {
  const given = givenDistance(file);
  if (given !== null) return { distance: given, unmet: [] };
  const range = weaponRange(file);
  const longRange = on(file, 'longRange');
  const preferred = preferredDistance(file, range);
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

function battleFromShot(file: QuickFile, title: string): JsonObject {
  const a = jsonObjectOf(file.attack);
  const targetSide = jsonObjectOf(a.target);
  const shooterProfile = jsonObjectOf(jsonObjectOf(a.shooter).profile);
  // Both ticked count as hard cover only: the seed says soft and hard cover do not stack.
  const cover = on(file, 'hardCover') ? 'hard-cover' : on(file, 'softCover') ? 'soft-cover' : null;
  return unitBattleFromShot(file, title, placement(file).distance, {
    cover: cover ? { kind: cover, height: 1 } : null,
    shooter: {
      profile: { ...shooterProfile, S: numberOr(shooterProfile.S, 3), T: numberOr(shooterProfile.T, 3) },
      ...(a.weapon !== undefined ? { weapon: a.weapon } : {}),
      ...unitState({ ...(on(file, 'moved') ? { moved: true } : {}), ...(on(file, 'standAndShoot') ? { standAndShoot: true } : {}) }),
    },
    target: {
      height: 1,
      profile: { BS: 4, S: 3, ...jsonObjectOf(targetSide.profile) },
      ...(targetSide.keywords !== undefined ? { keywords: targetSide.keywords } : {}),
      ...(targetSide.startingModels !== undefined ? { startingModels: targetSide.startingModels } : {}),
      ...(targetSide.woundsOnCurrent !== undefined ? { state: { woundsOnCurrent: targetSide.woundsOnCurrent } } : {}),
    },
  });
}

/** Whether some batch has circumstances of its own, which a table decides per model instead. */
function batchesOwnCircumstances(file: QuickFile): boolean {
  const batches = valueAt(file, ['attack', 'batches']);
  return Array.isArray(batches) && batches.some((batch: unknown) => Object.keys(jsonObjectOf(jsonObjectOf(batch).circumstances)).length > 0);
}

export const battleaxeCalculator: CalculatorGame<BattleaxeAttack> = {
  fields: FIELDS,
  example: 'battleaxe/imperial-archers.json',
  formFile: (file) => file,
  odds,
  summaryEnds: modelsRemovedEnds,
  rollLines,
  onTable: {
    placement,
    battle: battleFromShot,
    // A table has no combat to shoot into, its unit shoots the way the player picks there (volley
    // or not), and the batches' models go over as one unit.
    leftBehind: (file) => [...when('intoCombat', on(file, 'intoCombat')), ...when('volleyFire', on(file, 'volleyFire')), ...placement(file).unmet, ...when('batchCircumstances', batchesOwnCircumstances(file))],
    // Hits with no roll to hit are not shot by a unit (B-14), and a table only has units shooting.
    noTableReason: (file) => (valueAt(file, ['attack', 'hits']) !== undefined ? 'hits-not-shot' : null),
  },
};
