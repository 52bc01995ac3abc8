/**
 * The Ninth Age's quick shot in the calculator: a unit with a weapon and its Aim, the target's
 * Resilience, Armour, special saves and Hard Target; movement, cover, long range. The odds and
 * the roll are the library's (`ninthAgeOdds`, `ninthAgeRoll`).
 */
import { exactArithmetic } from '../../../../src/dice/index.js';
import { COVER_LEVELS, findWeapon, hardTargetValue, MOVEMENTS, NINTH_AGE_WEAPON_IDS, ninthAgeOdds, ninthAgeRoll, parseWeaponEntry, weaponAttributeText, type HardTargetInstance, type NinthAgeAttack, type ShootingWeapon } from '../../../../src/games/ninth-age/index.js';
import type { NinthAgeUnitRule } from '../../../../src/scenario/index.js';
import type { Catalogue } from '../../../../i18n/index.js';
import { diceGroupLine } from '../../../../i18n/explain-ninth-age.js';
import { jsonObjectOf, type JsonObject } from '../../logic/json.js';
import type { CalcOdds } from '../../logic/odds-view.js';
import { valueAt, withValue, type QuickFile } from '../../logic/quick-file.js';
import { circumstance, distanceField, numberOr, on, rangePlacement, shooter, target, toggle, when } from '../calculator-shared.js';
import { calculatorOdds, modelsRemovedEnds, unitBattleFromShot, unitState } from '../units-shared.js';
import type { CalculatorGame, FieldSpec } from '../web-game.js';
import type { NinthAgePick } from '../../logic/profile-picks.js';
import { NINTH_AGE_EXACT_SHOTS, ninthAgeView } from './odds.js';
import { NINTH_AGE_WEAPON_ATTRIBUTES, renamedWeapon } from './weapon-attributes.js';

/**
 * The unit rules a quick attack's target may hold (the scenario format's `attack.target.rules`):
 * the two that change a shot at it; the others are about the unit shooting or being seen.
 */
const NINTH_AGE_TARGET_RULES = ['flammable', 'fly'] as const satisfies readonly NinthAgeUnitRule[];

/** A unit with a weapon and its Aim, the target's Resilience, Armour, special saves and Hard Target. */
const FIELDS: readonly FieldSpec[] = [
  { kind: 'text', id: 'shooterName', section: 'shooter', path: shooter('name') },
  { kind: 'number', id: 'models', section: 'shooter', path: shooter('models'), min: 1, max: 400 },
  {
    kind: 'choice',
    id: 'weapon',
    section: 'shooter',
    path: ['attack', 'weapon', 'name'],
    options: NINTH_AGE_WEAPON_IDS,
    set: 'ninth-age-weapon',
    optional: false,
    written: (file, name) => withValue(file, ['attack', 'weapon'], renamedWeapon(valueAt(file, ['attack', 'weapon']), name)),
  },
  { kind: 'number', id: 'aim', section: 'shooter', path: ['attack', 'weapon', 'aim'], min: 1, max: 6 },
  // Flaming Attacks and Clipped Wings change the odds only with the target's Flammable and Fly below.
  { kind: 'weapon-attributes', id: 'weaponAttributes', section: 'shooter', path: ['attack', 'weapon'], form: NINTH_AGE_WEAPON_ATTRIBUTES },
  { kind: 'number', id: 'strength', section: 'shooter', path: shooter('profile', 'Str'), min: 0, max: 10 },
  { kind: 'text', id: 'targetName', section: 'target', path: target('name') },
  { kind: 'number', id: 'targetModels', section: 'target', path: target('models'), min: 1, max: 400 },
  { kind: 'number', id: 'resilience', section: 'target', path: target('profile', 'Res'), min: 0, max: 10 },
  { kind: 'number', id: 'armour', section: 'target', path: target('profile', 'Arm'), min: 0, max: 10 },
  { kind: 'number', id: 'healthPoints', section: 'target', path: target('profile', 'HP'), min: 1, max: 20 },
  { kind: 'number', id: 'hpLost', section: 'target', path: target('hpLost'), min: 0, max: 19 },
  { kind: 'number', id: 'aegis', section: 'target', path: target('profile', 'Aegis'), min: 2, max: 6 },
  { kind: 'number', id: 'fortitude', section: 'target', path: target('profile', 'Fortitude'), min: 2, max: 6 },
  { kind: 'number', id: 'aegisMagical', section: 'target', path: target('profile', 'AegisMagical'), min: 2, max: 6 },
  { kind: 'number', id: 'discipline', section: 'target', path: target('profile', 'Dis'), min: 0, max: 10 },
  { kind: 'number', id: 'hardTarget', section: 'target', path: target('hardTarget'), min: 0, max: 6 },
  // Flammable: Flaming Attacks re-roll failed to-wound rolls; Fly: Clipped Wings adds one to Multiple Wounds.
  { kind: 'members', id: 'targetUnitRules', section: 'target', path: target('rules'), items: NINTH_AGE_TARGET_RULES, set: 'ninth-age-unit-rule' },
  { kind: 'choice', id: 'movement', section: 'circumstances', path: circumstance('movement'), options: MOVEMENTS, set: 'movement', optional: true },
  { kind: 'choice', id: 'coverLevel', section: 'circumstances', path: circumstance('cover'), options: COVER_LEVELS, set: 'cover-level', optional: true },
  toggle('longRange', 'longRange'),
  toggle('standAndShoot', 'standAndShoot'),
  distanceField,
];

/**
 * A weapon with its Aim is written "Crossbow (4+)"; the form edits the two apart, as
 * `{ name, aim }`, which the format accepts too (the library reads the text).
 */
function withWeaponEntry(file: QuickFile): QuickFile {
  const weapon = valueAt(file, ['attack', 'weapon']);
  if (typeof weapon !== 'string') return file;
  const entry = parseWeaponEntry(weapon);
  return entry ? withValue(file, ['attack', 'weapon'], { name: entry.name.toLowerCase(), aim: entry.aim }) : file;
}

function heading(cat: Catalogue, attack: NinthAgeAttack): string {
  const t = cat.ninthAge;
  return t.unitShoots(attack.shooter.name ?? t.label.defaultShooter, attack.volleys[0]?.entry.weapon.id ?? '', attack.target.name ?? t.label.defaultTarget);
}

function odds(cat: Catalogue, attack: NinthAgeAttack): CalcOdds {
  const float = ninthAgeOdds(attack);
  const exact = float.series.shots <= NINTH_AGE_EXACT_SHOTS ? ninthAgeOdds(attack, exactArithmetic) : null;
  return calculatorOdds(ninthAgeView(cat, attack, float, exact, heading(cat, attack), attack.target.models));
}

function rollLines(cat: Catalogue, attack: NinthAgeAttack, seed: number): string[] {
  const t = cat.ninthAge;
  const report = ninthAgeRoll(attack, seed);
  return [
    heading(cat, attack),
    cat.web.roll.seedLine(report.seed),
    ...report.groups.map((g) => diceGroupLine(cat, g)),
    t.resultLine(attack.target.name ?? t.label.defaultTarget, report.unit.models, report.unit.onCurrent),
    [t.hits(report.hits), t.wounds(report.wounds), t.unsavedWounds(report.unsaved), t.healthPoints(report.hpLost), t.models(report.modelsRemoved)].join(', '),
  ];
}

function weaponRange(file: QuickFile): number {
  const weapon = valueAt(file, ['attack', 'weapon']);
  const name = typeof weapon === 'string' ? weapon : jsonObjectOf(weapon).name;
  const known = typeof name === 'string' ? findWeapon(name) : null;
  return numberOr(jsonObjectOf(weapon).range, known?.range ?? 12);
}

const placement = (file: QuickFile) => rangePlacement(file, weaponRange);

/**
 * The Hard Target a table unit needs for the modifier the description gives. A table unit's
 * value is every model's; a list of instances counts only those more than half the target's
 * models have, added up (T-4), so their sum is what the table needs.
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

function battleFromShot(file: QuickFile, title: string): JsonObject {
  const a = jsonObjectOf(file.attack);
  const shooterSide = jsonObjectOf(a.shooter);
  const targetSide = jsonObjectOf(a.target);
  const circumstances = jsonObjectOf(a.circumstances);
  const movement = typeof circumstances.movement === 'string' && circumstances.movement !== 'none' ? circumstances.movement : null;
  const cover = circumstances.cover === 'hard' ? 'hard-cover' : circumstances.cover === 'soft' ? 'soft-cover' : null;
  const hardTarget = Math.min(TABLE_HARD_TARGET_MAX, tableHardTarget(file));
  return unitBattleFromShot(file, title, placement(file).distance, {
    cover: cover ? { kind: cover, height: 4 } : null,
    shooter: {
      profile: { Res: 3, ...jsonObjectOf(shooterSide.profile) },
      ...(shooterSide.rules !== undefined ? { rules: shooterSide.rules } : {}),
      weapons: [a.weapon],
      ...unitState({ ...(movement ? { movement } : {}), ...(on(file, 'standAndShoot') ? { standAndShoot: true } : {}) }),
    },
    target: {
      profile: jsonObjectOf(targetSide.profile),
      ...(hardTarget > 0 ? { hardTarget } : {}),
      ...(targetSide.rules !== undefined ? { rules: targetSide.rules } : {}),
      ...(targetSide.hpLost !== undefined ? { state: { hpLost: targetSide.hpLost } } : {}),
    },
  });
}

export const ninthAgeCalculator: CalculatorGame<NinthAgeAttack> = {
  fields: FIELDS,
  example: 'ninth-age/crossbows-moved.json',
  formFile: withWeaponEntry,
  odds,
  summaryEnds: modelsRemovedEnds,
  rollLines,
  onTable: {
    placement,
    battle: battleFromShot,
    // A table unit's Hard Target is the same on every model, and bounded by the battle format.
    leftBehind: (file) => when('hardTarget', tableHardTarget(file) > TABLE_HARD_TARGET_MAX),
    noTableReason: () => null,
  },
};

/**
 * One side of the calculator's shot filled from a unit of the community's data: its
 * characteristics in place of the side's; a target also takes its Hard Target and, of its
 * rules, the ones a shot at it counts (Flammable, Fly), each left out when it has none, so
 * nothing from an earlier pick stays behind.
 *
 * @example
 * ninthAgePickSide(griffon, 'target', { profile: { HP: 1, Res: 3 }, rules: ['flammable'] }); // { profile: griffon.profile, rules: ['fly'] }
 */
export function ninthAgePickSide(pick: NinthAgePick, section: 'shooter' | 'target', side: JsonObject): JsonObject {
  const { hardTarget: _hardTarget, rules: _rules, ...rest } = side;
  // The Advance Rate is a table unit's, for the advisor: an attack has no place for it.
  const { Adv: _adv, ...profile } = pick.profile;
  const filled = { ...(section === 'target' ? rest : side), profile };
  if (section === 'shooter') return filled;
  const rules = pick.rules.filter((rule) => (NINTH_AGE_TARGET_RULES as readonly string[]).includes(rule));
  return { ...filled, ...(pick.hardTarget > 0 ? { hardTarget: pick.hardTarget } : {}), ...(rules.length > 0 ? { rules } : {}) };
}

/**
 * The weapon a picked shooter brings to the form: the first of the data's weapons that is one
 * the form offers, with the very profile the library gives it (the State Militia's Bow (4+)),
 * as `{ name, aim }`; null when none is (a weapon of its own stays out of the form's choice,
 * which could not show it).
 *
 * @example
 * ninthAgePickWeapon(stateMilitia); // { name: 'bow', aim: 4 }
 */
export function ninthAgePickWeapon(pick: NinthAgePick): JsonObject | null {
  for (const { name, aim, weapon } of pick.weapons) {
    const known = findWeapon(name);
    if (known && sameProfile(known, weapon)) return { name: known.id, aim };
  }
  return null;
}

function sameProfile(a: ShootingWeapon, b: ShootingWeapon): boolean {
  const texts = (w: ShootingWeapon) => w.attributes.map(weaponAttributeText).sort();
  return (
    a.range === b.range &&
    a.minRange === b.minRange &&
    a.shots === b.shots &&
    a.shotsDice === undefined &&
    b.shotsDice === undefined &&
    a.plain === undefined &&
    b.plain === undefined &&
    a.strength === b.strength &&
    a.armourPenetration === b.armourPenetration &&
    JSON.stringify(texts(a)) === JSON.stringify(texts(b))
  );
}

/**
 * The calculator's attack with one side filled from a unit of the community's data
 * ({@link ninthAgePickSide}); a shooter also brings its weapon where the form offers it
 * ({@link ninthAgePickWeapon}), else the weapon stays.
 *
 * @example
 * ninthAgePickFill(stateMilitia, 'shooter')(attack).weapon; // { name: 'bow', aim: 4 }
 */
export function ninthAgePickFill(pick: NinthAgePick, section: 'shooter' | 'target'): (attack: JsonObject) => JsonObject {
  return (attack) => {
    const weapon = section === 'shooter' ? ninthAgePickWeapon(pick) : null;
    return { ...attack, [section]: ninthAgePickSide(pick, section, jsonObjectOf(attack[section])), ...(weapon ? { weapon } : {}) };
  };
}
