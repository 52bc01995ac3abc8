import type { Arc } from '../src/geometry/index.js';
import type {
  AloneNotApplied,
  AimAt,
  CoverGrade,
  CoverLevel,
  CrossingReason,
  HeightClass,
  HitModifierCode,
  ModelRefusal,
  Movement,
  NinthAgeEdition,
  NinthAgeOutcome,
  NinthAgeStep,
  NinthAgeWeaponId,
  PanicFailUnknown,
  PanicRule,
  ShotsDice,
  SpecialSaveKind,
  TargetFacing,
  TargetRefusal,
  UnitRefusal,
  WeaponAttributeCode,
  WeaponRefusal,
  WoundsValue,
} from '../src/games/ninth-age/index.js';
import type { NinthAgeAttribute } from '../src/data/bsdata/index.js';
import type { NinthAgeNeeded, NinthAgeScenarioIssue, NinthAgeWeaponGap } from '../src/scenario/index.js';
import type { TerrainKind } from '../src/table/index.js';
import { decimal as decimalText } from './number.js';
import { countOf, type PluralForms } from './plural.js';

/** The three lines of the cover test, as explanations name them. */
export type LineName = 'left' | 'centre' | 'right';

/**
 * The Ninth Age texts: every code the ninth-age game module returns, in English and Russian.
 * The catalogue (catalogue.ts) holds them as its `ninthAge` section. Text functions sit right
 * under the section (never deeper), each with sample arguments in `ninthAgeTextSamples`.
 */
export interface NinthAgeTexts {
  readonly game: string;
  readonly step: Readonly<Record<NinthAgeStep, string>>;
  readonly outcome: Readonly<Record<NinthAgeOutcome, string>>;
  readonly hitModifier: Readonly<Record<HitModifierCode, string>>;
  readonly attribute: Readonly<Record<WeaponAttributeCode, string>>;
  readonly weapon: Readonly<Record<NinthAgeWeaponId, string>>;
  readonly edition: Readonly<Record<NinthAgeEdition, string>>;
  readonly movement: Readonly<Record<Movement, string>>;
  readonly cover: Readonly<Record<CoverLevel, string>>;
  readonly grade: Readonly<Record<CoverGrade, string>>;
  readonly reason: Readonly<Record<CrossingReason, string>>;
  readonly arc: Readonly<Record<Arc, string>>;
  readonly line: Readonly<Record<LineName, string>>;
  readonly save: Readonly<Record<SpecialSaveKind, string>>;
  readonly terrain: Readonly<Record<TerrainKind, string>>;
  readonly unitRefusal: Readonly<Record<UnitRefusal, string>>;
  readonly weaponRefusal: Readonly<Record<WeaponRefusal, string>>;
  readonly modelRefusal: Readonly<Record<ModelRefusal, string>>;
  readonly targetRefusal: Readonly<Record<TargetRefusal, string>>;
  /** What the rules say of characters left alone that is not applied (NA-ALONE, `aloneNotApplied`). */
  readonly aloneRule: Readonly<Record<AloneNotApplied, string>>;
  /** The not-applied line of a unit standing as its characters alone. */
  readonly aloneNotApplied: (unit: string, rules: readonly string[]) => string;
  readonly label: {
    readonly defaultShooter: string;
    readonly defaultTarget: string;
    readonly rankAndFile: string;
    readonly nothingCrossed: string;
    readonly noSpecialSave: string;
    readonly aegisAgainstMagical: string;
    readonly divineReroll: string;
    readonly divineSecondRoll: string;
    readonly poisonOnSix: string;
    readonly poisonWound: string;
    readonly lethalOnSix: string;
    readonly rerollFailed: string;
    readonly rerolled: string;
    readonly saveImpossible: string;
    readonly misfireTable: string;
    /** A Cannon: its natural 1 to hit Misfires (NR-CANNON). */
    readonly misfireOnOne: string;
    /** A Catapult: its natural 1 Misfires, any other miss rolls a Partial Hit (T9A-LEX-CATAPULT). */
    readonly catapultRoll: string;
    /** A Partial Hit's roll: a natural 1 is a plain miss. */
    readonly partialRoll: string;
    /** An Area Attack's hits after the first, at the plain values (BS-T9A-2ND Area Attack). */
    readonly areaOtherHits: string;
    /** No to-hit roll: every shot is a hit (Breath Attack). */
    readonly automaticHits: string;
    readonly byVolleyFire: string;
    readonly beyondRangeByStandAndShoot: string;
    readonly legal: string;
    readonly notLegal: string;
    readonly advised: string;
    readonly noAdvice: string;
    readonly noShooters: string;
    readonly afterPhase: string;
    readonly perShot: string;
    readonly dice: string;
    readonly lines: string;
    readonly hits: string;
    readonly wounds: string;
    readonly unsaved: string;
    readonly hpLost: string;
    readonly modelsRemoved: string;
    readonly destroyed: string;
    readonly modelsShooting: string;
  };
  readonly shots: (count: number) => string;
  readonly hits: (count: number) => string;
  readonly wounds: (count: number) => string;
  readonly unsavedWounds: (count: number) => string;
  readonly healthPoints: (count: number) => string;
  readonly models: (count: number) => string;
  /** `weapon` is a weapon id, or the name a scenario gave its own weapon. */
  readonly unitShoots: (shooter: string, weapon: string, target: string) => string;
  /** Null: the weapon has no Aim (a Breath Attack), so it cannot roll to hit. */
  readonly aim: (score: number | null) => string;
  readonly cannotHit: (needed: number) => string;
  readonly hopeless: (needed: number, second: number) => string;
  readonly strengthAgainstResilience: (strength: number, resilience: number) => string;
  readonly armourSave: (armour: number, penetration: number) => string;
  readonly lethalArmour: (armour: number, penetration: number) => string;
  /** Armour Penetration a weapon rule added (`rule`: the rule's worded name). */
  readonly penetrationAdded: (value: number, rule: string) => string;
  readonly specialSave: (kind: SpecialSaveKind, needed: number) => string;
  readonly fortitudeIgnored: (by: 'flaming-attacks' | 'lethal-strike') => string;
  /** A hit of a profile with bracketed values uses them: the plain Strength and AP it does not use (NA-WM-1). */
  readonly bracketedValues: (plainStrength: number, plainPenetration: number) => string;
  /** An Area Attack's first hit uses the bracketed values, its other hits the plain ones (BS-T9A-2ND Area Attack). */
  readonly bracketedAreaValues: (plainStrength: number, plainPenetration: number) => string;
  /** A Partial Hit's Strength and AP: half of these, rounding up, without the brackets (T9A-LEX-CATAPULT). */
  readonly halvedValues: (strength: number, penetration: number) => string;
  /**
   * An Area Attack's hits (BS-T9A-2ND Area Attack): X×Y, the facing the shooter is in, the models
   * of each rank or file, the hits; `partial`: a Catapult's Partial Hit.
   */
  readonly areaHits: (x: number, y: number, facing: TargetFacing, lines: readonly number[], hits: number, partial: boolean) => string;
  /**
   * With `clippedWings`, says the value already has Clipped Wings' one more against a target with
   * Fly; with `againstStandard` (the target's Height class), that the value holds against Standard
   * models only, so against any other class each wound costs one Health Point.
   */
  readonly multipleWounds: (value: WoundsValue, cap: number, clippedWings?: boolean, againstStandard?: HeightClass) => string;
  /** A model's shots rolled on dice, and for a Volley Gun what its natural 6s do. */
  readonly shotsDice: (dice: ShotsDice, volleyGun: boolean) => string;
  /** The shots the dice gave, and for a Volley Gun the natural 6s among them. */
  readonly shotsTotal: (shots: number, sixes: number, volleyGun: boolean) => string;
  readonly damage: (damage: number, lost: number, removed: number, modelsLeft: number, hpLostOnModel: number) => string;
  readonly outOfRange: (distance: number, range: number) => string;
  /** A target nearer than the weapon's minimum range (NA-MINRANGE). */
  readonly nearerThanMinimum: (distance: number, minRange: number) => string;
  /** `rule`: the worded name of the rule that set the shots, if one did. */
  readonly volleyHeading: (index: number, models: number, shots: number, rule?: string) => string;
  readonly shotHeading: (volley: number, index: number, of: number) => string;
  /** Characters joined to the target (NR-COMBINED, T-13). `hit` and `removed` come formatted. */
  readonly joinedHeading: (aimAt: AimAt) => string;
  readonly characterName: (index: number) => string;
  readonly joinedCharacter: (name: string, hittable: boolean, hit: string, removed: string, meanHits: number, meanHpLost: number) => string;
  readonly joinedRankAndFile: (meanHits: number, meanModelsRemoved: number, destroyed: string) => string;
  /** A unit of characters alone (NA-ALONE): its characters counted as its models. */
  readonly joinedAlone: (meanHpLost: number, meanModelsRemoved: number, modelRemoved: string, destroyed: string) => string;
  /** How many of a volley's hits were poisoned (Poison) and whom the shooter gave them. */
  readonly joinedPoisoned: (poisoned: number, toRankAndFile: number | null, toCharacters: readonly (readonly [string, number])[]) => string;
  /** Dying Embers: what the shooting certainly costs the breathing models (firer.ts). */
  readonly firerHarm: (models: number, hpLost: number) => string;
  /** Who took a template's hit at the bracketed values (NA-AREA-JOINED). */
  readonly joinedBracketed: (who: string) => string;
  readonly joinedPanic: (needed: number | null, startHp: number, forced: string) => string;
  readonly joinedVolleyRolled: (volley: number, hits: number, toRankAndFile: number | null, toCharacters: readonly (readonly [string, number])[]) => string;
  readonly joinedCharacterRolled: (name: string, hits: number, hpLost: number, removed: boolean) => string;
  readonly joinedRankAndFileRolled: (hits: number, removed: number, left: number) => string;
  /** One shared hit rolled on `who` (the rank and file, or a character's name) on a table. */
  readonly joinedHitHeading: (who: string, volley: number, index: number, of: number) => string;
  /** A joined character's state after a table shooting: its Health Points lost, or removed. */
  readonly characterState: (name: string, hpLost: number, removed: boolean) => string;
  /** A target's joined character in the target list: its chance to be hit and removed. */
  readonly characterOdds: (name: string, hittable: boolean, hit: string, removed: string) => string;
  readonly modelHeading: (model: string, rank: number, distance: number, cover: CoverLevel, arc: Arc) => string;
  readonly share: (soft: number, hard: number, samples: number) => string;
  readonly lineCount: (soft: number, hard: number) => string;
  /** T-11: the Covering terrain the target stands inside (its names, joined) and the cover that gives. */
  readonly standsInside: (terrain: string, cover: CoverLevel) => string;
  readonly wholeShooting: (shots: number) => string;
  /** Above the unit's own odds when characters are joined: what those odds leave out. */
  readonly unitOddsWithoutCharacters: string;
  /** A quick attack at a unit with no rank and file left (`models: 0`, NA-ALONE): why only the characters' odds follow. */
  readonly aloneOddsNote: string;
  /** The page's odds panel at a unit with joined characters: what its figures leave out, and where the characters' odds are. */
  readonly tableOddsWithoutCharacters: string;
  /** A volley whose shots are rolled: each model rolls `dice`. */
  readonly volleyRolledHeading: (index: number, models: number, dice: ShotsDice) => string;
  /**
   * The owner's choice of Veil Tokens discarded for more shots (the Aether Battery): `spent` of at
   * most `most`, `perToken` shots each; 0 is the default when the file chose none (`veilTokens`).
   */
  readonly veilTokensChosen: (spent: number, perToken: number, most: number) => string;
  /** The whole shooting when some shots are rolled: the mean number of shots. */
  readonly wholeShootingRolled: (meanShots: number) => string;
  readonly resultLine: (target: string, modelsLeft: number, hpLostOnModel: number) => string;
  readonly targetsHeading: (shooter: string) => string;
  readonly mayShoot: (shooter: string) => string;
  readonly mayNotShoot: (shooter: string, reasons: string) => string;
  readonly weaponNotUsable: (weapon: string, reasons: string) => string;
  readonly withWeapon: (weapon: string) => string;
  readonly modelsMayShoot: (may: number, of: number) => string;
  readonly oddsLine: (meanModels: number, modelRemoved: string, destroyed: string) => string;
  readonly phaseHeading: (army: string) => string;
  readonly turnHeading: (index: number, text: string) => string;
  readonly unitState: (name: string, models: number, hpLost: number) => string;
  readonly written: (file: string) => string;
  /** Panic from heavy casualties after the shooting (docs/ninth-age.md, Panic). */
  readonly panic: {
    readonly heading: string;
    readonly never: Readonly<Record<'single-model' | 'too-few', string>>;
    readonly forced: string;
    readonly failUnknown: Readonly<Record<PanicFailUnknown, string>>;
    /** After a roll: whether the casualties force the test (it is not rolled). */
    readonly taken: string;
    readonly notTaken: string;
  };
  /** The Panic Test's threshold: Health Points the unit must lose, of those it had at the start. */
  readonly panicRule: (rule: PanicRule['code'], hpLost: number, startHp: number) => string;
  readonly panicFailed: (discipline: number) => string;
  /** After a phase: the heading, and what a unit lost over the phase of what it had at its start. */
  readonly panicPhaseHeading: string;
  readonly panicPhaseLoss: (name: string, hpLost: number, startHp: number) => string;
}



const decimal = (language: 'en' | 'ru', value: number, digits = 1) => decimalText(language, value, { minimumFractionDigits: digits, maximumFractionDigits: digits, grouped: true });
const percentOf = (language: 'en' | 'ru', share: number) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(share);

/** Hits shared out: the rank and file's (left out when the unit has none, NA-ALONE), then each character's. */
function sharesText(language: 'en' | 'ru', toRankAndFile: number | null, toCharacters: readonly (readonly [string, number])[]): string {
  const rankAndFile = toRankAndFile === null ? [] : [language === 'en' ? `${toRankAndFile} to the rank and file` : `рядовым ${toRankAndFile}`];
  return [...rankAndFile, ...toCharacters.map(([name, n]) => (language === 'en' ? `${n} to ${name}` : `${name} — ${n}`))].join(', ');
}

const WEAPONS_EN: Readonly<Record<NinthAgeWeaponId, string>> = {
  bow: 'Bow',
  longbow: 'Longbow',
  crossbow: 'Crossbow',
  handgun: 'Handgun',
  pistol: 'Pistol',
  'throwing-weapons': 'Throwing Weapons',
};

const ATTRIBUTES_EN: Readonly<Record<WeaponAttributeCode, string>> = {
  accurate: 'Accurate',
  'quick-to-fire': 'Quick to Fire',
  unwieldy: 'Unwieldy',
  'volley-fire': 'Volley Fire',
  'move-or-fire': 'Move or Fire',
  'march-and-shoot': 'March and Shoot',
  reload: 'Reload!',
  'volley-gun': 'Volley Gun',
  cannon: 'Cannon',
  'multiple-wounds': 'Multiple Wounds',
  'flaming-attacks': 'Flaming Attacks',
  'lethal-strike': 'Lethal Strike',
  poison: 'Poison',
  'magical-attacks': 'Magical Attacks',
  'divine-attacks': 'Divine Attacks',
  'pivot-ignores-moving': 'no moving penalty after only a Pivot',
  'hits-on-aim': 'always hits on its Aim',
  'short-range-penetration': 'more Armour Penetration at Short Range',
  'shots-with-pistol': 'more shots with a Pistol beside it',
  'veil-token-shots': 'more shots for Veil Tokens discarded',
  'breath-attack': 'Breath Attack',
  'dying-embers': 'Dying Embers: the breathing model loses a Health Point',
  'area-attack': 'Area Attack',
  catapult: 'Catapult',
};

/** Rolled shots as profiles write them: 3D6*2, D3+1. */
const diceTextEn = (d: ShotsDice) => `${d.count === 1 ? '' : d.count}D${d.sides}${d.times === 1 ? '' : `×${d.times}`}${d.plus === 0 ? '' : `+${d.plus}`}`;
const weaponEn = (id: string): string => (Object.hasOwn(WEAPONS_EN, id) ? WEAPONS_EN[id as NinthAgeWeaponId] : id);
const enCount = (forms: PluralForms) => (count: number) => countOf('en', count, forms);

export const ninthAgeEn: NinthAgeTexts = {
  game: 'The Ninth Age',
  step: {
    range: 'Range',
    'to-hit': 'To hit',
    'hopeless-second-roll': 'Hopeless Shot, second roll',
    poison: 'Poison',
    'to-wound': 'To wound',
    'armour-save': 'Armour save',
    'special-save': 'Special save',
    'multiple-wounds': 'Multiple Wounds',
    'health-points': 'Health Points',
    shot: 'Shot',
    'unit-turn': 'Unit',
    'firer-harm': 'The firer',
    'shots-roll': 'Number of shots',
    'shots-total': 'Shots',
    misfire: 'Misfire Table',
    'cannon-misfire': 'Misfire Table (Cannon)',
    'catapult-misfire': 'Misfire Table (Catapult)',
    'partial-hit': 'Partial Hit',
    'area-hits': 'Area Attack',
    'joined-share': 'Hits shared',
    'joined-hit': 'Hit',
  },
  outcome: {
    'shots-die': 'rolled',
    'shots-six': 'a natural 6',
    shots: 'shots fired',
    'volley-gun-six': 'one natural 6: the shots are at −1 to hit',
    misfire: 'two or more natural 6s: Misfire, no shots',
    'cannon-misfire': 'a natural 1: a miss, and the Cannon Misfires',
    'catapult-misfire': 'a natural 1: a miss, and the Catapult Misfires',
    'partial-hit': 'missed: roll a Partial Hit',
    'area-hits': 'hits inflicted',
    breakdown: 'Breakdown: the weapon cannot shoot for the rest of the game',
    jammed: 'Jammed: the War Machine is Shaken until the end of its next Player Turn',
    malfunction: 'Malfunction: the shooting model loses a Health Point, no saves',
    'out-of-range': 'out of range: missed',
    'cannot-hit': 'cannot hit',
    hit: 'hit',
    'poisoned-hit': 'a natural 6: poisoned, wounds at once',
    miss: 'miss',
    'second-roll': 'a 6: roll again',
    wound: 'wound',
    'lethal-wound': 'a natural 6: lethal wound',
    'no-wound': 'no wound',
    're-roll': 'failed: re-rolled',
    saved: 'saved',
    'divine-reroll': 'saved: rolled again (Divine Attacks)',
    'not-saved': 'not saved',
    'no-save': 'no save',
    'multiple-wounds': 'that many Health Points',
    'hp-lost': 'Health Points lost',
    'models-removed': 'models removed',
    'unit-destroyed': 'the unit is destroyed',
    'no-effect': 'the unit is already gone',
    'hits-shared': 'shared out',
  },
  hitModifier: {
    'long-range': 'long range',
    moving: 'moving and shooting',
    unwieldy: 'Unwieldy',
    'stand-and-shoot': 'Stand and Shoot',
    'soft-cover': 'soft cover',
    'hard-cover': 'hard cover',
    'hard-target': 'Hard Target',
    'volley-gun-six': 'a natural 6 among the Volley Gun\'s shots dice',
    'cannon-gigantic': 'a Cannon against a wholly Gigantic unit out of cover',
  },
  attribute: ATTRIBUTES_EN,
  weapon: WEAPONS_EN,
  edition: {
    current: "the seed's rules: 7+ cannot hit, cover from three lines, Height 0–5 (T-1)",
    '2.x': '2.x rules: Hopeless Shots, Stand and Shoot −1 and at any range, Unwieldy −2 in all, Hard Target −1 per instance, Height classes, Gigantic shooters look over Standard models, cover by the share of the facing hidden (T-1 variant)',
  },
  movement: { none: 'did not move', pivot: 'only pivoted', advance: 'advanced', reform: 'reformed', march: 'marched' },
  cover: { none: 'no cover', soft: 'soft cover', hard: 'hard cover' },
  grade: { none: 'no cover', soft: 'soft', hard: 'hard' },
  reason: {
    'soft-cover-terrain': 'covering terrain, soft',
    'hard-cover-terrain': 'covering terrain, hard',
    'opaque-terrain': 'opaque terrain',
    'open-terrain': 'open terrain',
    floor: 'a building floor',
    'height-at-least-both': 'as tall as both',
    'height-at-least-one': 'as tall as one of them',
    'height-smaller-than-both': 'smaller than both',
    'volley-fire': 'no taller than the shooter: Volley Fire looks past it',
    'shooter-inside': 'the shooter stands in it',
    'unknown-model': 'a model of no known unit',
    'open-order': 'skirmishers or light troops: never block sight, at most soft cover',
    'gigantic-ignores-standard': 'a Standard model: the Gigantic shooter looks over it (2.x)',
  },
  arc: { front: 'front', left: 'left flank', right: 'right flank', rear: 'rear' },
  line: { left: 'left', centre: 'centre', right: 'right' },
  save: { aegis: 'Aegis', fortitude: 'Fortitude' },
  terrain: { open: 'open', 'soft-cover': 'soft cover', 'hard-cover': 'hard cover', opaque: 'opaque' },
  unitRefusal: {
    'not-their-turn': "not this army's shooting phase",
    destroyed: 'destroyed',
    engaged: 'engaged in combat',
    fleeing: 'fleeing',
    'already-shot': 'has already shot this phase',
    'no-shooting-weapon': 'has no shooting weapon',
    'no-usable-weapon': 'no weapon can be used now',
  },
  weaponRefusal: { 'move-or-fire': 'Move or Fire, and the unit moved', marched: 'the unit marched and has no March and Shoot', reload: 'Reload!, and the unit stands and shoots', 'breath-used': 'Breath Attack, once per game, and already used' },
  modelRefusal: {
    'rear-rank': 'not in a shooting rank',
    'out-of-range': 'out of range',
    'within-minimum-range': "nearer than the weapon's minimum range",
    'outside-front-arc': 'the target is outside its Front Arc',
    'no-line-of-sight': 'no line of sight',
  },
  targetRefusal: { engaged: 'engaged in combat', 'no-model-can-shoot': 'no model can shoot at it' },
  aloneRule: {
    'mismatching-base': "each character's own base size (a Mismatching Base): each stands on the rank and file's base",
    'rally-as-new-unit': 'a Rally Test as a new unit (no Rally Test is part of the shooting phase)',
  },
  aloneNotApplied: (unit, rules) => `Not applied for ${unit}, its characters standing as the unit (NA-ALONE): ${rules.join('; ')}`,
  label: {
    defaultShooter: 'the shooting unit',
    defaultTarget: 'the target',
    rankAndFile: 'Rank and file',
    nothingCrossed: 'clear',
    noSpecialSave: 'no special save',
    aegisAgainstMagical: 'its Aegis against Magical Attacks',
    divineReroll: 'Divine Attacks: a successful Aegis save is rolled again',
    divineSecondRoll: 'the second roll (Divine Attacks)',
    poisonOnSix: 'a natural 6 wounds at once (Poison)',
    poisonWound: 'poisoned: no to-wound roll',
    lethalOnSix: 'a natural 6 is a lethal wound: AP 10, no Fortitude (Lethal Strike)',
    rerollFailed: 'Flaming Attacks against a Flammable target: failed rolls are re-rolled',
    rerolled: 're-roll',
    saveImpossible: 'no save possible',
    misfireTable: 'D6: 1–2 Breakdown, 3–4 Jammed, 5–6 Malfunction',
    misfireOnOne: 'a natural 1 Misfires (Cannon): a D6 on the Misfire Table',
    catapultRoll: 'a natural 1 Misfires (Catapult): a D6 on the Misfire Table; any other miss rolls a Partial Hit',
    partialRoll: 'a new roll after the miss; a natural 1 is only a miss',
    areaOtherHits: 'Each other hit',
    automaticHits: 'no roll: every one is a hit (Breath Attack)',
    byVolleyFire: 'sees past smaller models (Volley Fire)',
    beyondRangeByStandAndShoot: 'beyond its range: Stand and Shoot (2.x), as long range',
    legal: 'May be shot',
    notLegal: 'May not be shot',
    advised: 'advised',
    noAdvice: 'No target to advise.',
    noShooters: 'No unit could shoot.',
    afterPhase: 'After the phase',
    perShot: 'Each shot',
    dice: 'The dice',
    lines: 'Lines to the target facing',
    hits: 'Hits',
    wounds: 'Wounds',
    unsaved: 'Unsaved wounds',
    hpLost: 'Health Points lost',
    modelsRemoved: 'Models removed',
    destroyed: 'The whole unit destroyed',
    modelsShooting: 'Models',
  },
  shots: enCount({ one: 'shot', other: 'shots' }),
  hits: enCount({ one: 'hit', other: 'hits' }),
  wounds: enCount({ one: 'wound', other: 'wounds' }),
  unsavedWounds: enCount({ one: 'unsaved wound', other: 'unsaved wounds' }),
  healthPoints: enCount({ one: 'Health Point', other: 'Health Points' }),
  models: enCount({ one: 'model', other: 'models' }),
  unitShoots: (shooter, weapon, target) => `${shooter} shooting at ${target} with ${weaponEn(weapon)}`,
  aim: (score) => (score === null ? 'no Aim' : `Aim ${score}+`),
  cannotHit: (needed) => `needs ${needed}: cannot hit, no die is rolled`,
  hopeless: (needed, second) => `needs ${needed}: a 6, then ${second}+ (Hopeless Shot)`,
  strengthAgainstResilience: (strength, resilience) => `Strength ${strength} against Resilience ${resilience}`,
  armourSave: (armour, penetration) => `Armour ${armour}, Armour Penetration ${penetration}`,
  lethalArmour: (armour, penetration) => `Armour ${armour}, Armour Penetration ${penetration} (Lethal Strike)`,
  penetrationAdded: (value, rule) => `+${value} of it from the weapon's rule: ${rule}`,
  specialSave: (kind, needed) => `${kind === 'aegis' ? 'Aegis' : 'Fortitude'} ${needed}+`,
  fortitudeIgnored: (by) => `Fortitude does not work against ${by === 'flaming-attacks' ? 'Flaming Attacks' : 'a Lethal Strike'}`,
  bracketedValues: (strength, penetration) => `the bracketed Strength and AP of the one hit each shot makes, not the plain ${strength} and ${penetration}`,
  bracketedAreaValues: (strength, penetration) => `the bracketed Strength and AP of the first hit only; the other hits at the plain ${strength} and ${penetration}`,
  halvedValues: (strength, penetration) => `a Partial Hit: half of Strength ${strength} and AP ${penetration}, rounded up, nothing in brackets`,
  areaHits: (x, y, facing, lines, hits, partial) =>
    `${partial ? 'Partial Hit, ' : ''}${x}×${y} from the ${facing === 'front' ? 'Front' : facing === 'rear' ? 'Rear' : 'Flank'}: up to ${y} ${facing === 'flank' ? 'files' : 'ranks'} of ${lines.join(', ')} models, ${x} hits on each at most; ${countOf('en', hits, { one: 'hit', other: 'hits' })}`,
  multipleWounds: (value, cap, clippedWings = false, againstStandard) =>
    againstStandard !== undefined && againstStandard !== 'standard'
      ? `Multiple Wounds (${String(value)}) against Standard models only: the target is ${againstStandard === 'large' ? 'Large' : 'Gigantic'}, so 1 Health Point a wound`
      : `Multiple Wounds (${String(value)}), at most ${countOf('en', cap, { one: 'Health Point', other: 'Health Points' })}${clippedWings ? ', one more than written: Clipped Wings against a target with Fly' : ''}${againstStandard ? ', against Standard models only: the target is Standard' : ''}`,
  shotsDice: (dice, volleyGun) => `${diceTextEn(dice)} shots${volleyGun ? '; Volley Gun: one natural 6 is −1 to hit, two or more a Misfire' : ''}`,
  shotsTotal: (shots, sixes, volleyGun) => `${countOf('en', shots, { one: 'shot', other: 'shots' })}${volleyGun ? `, ${countOf('en', sixes, { one: 'natural 6', other: 'natural 6s' })}` : ''}`,
  damage: (damage, lost, removed, modelsLeft, hpLostOnModel) =>
    `${damage} to take, ${lost} lost` +
    (removed > 0 ? `, ${countOf('en', removed, { one: 'model', other: 'models' })} removed` : '') +
    `; ${countOf('en', modelsLeft, { one: 'model', other: 'models' })} left` +
    (hpLostOnModel > 0 ? `, the next one down ${hpLostOnModel} HP` : ''),
  outOfRange: (distance, range) => `${decimal('en', distance)}" away, range ${range}"`,
  nearerThanMinimum: (distance, minRange) => `${decimal('en', distance)}" away, nearer than the minimum range of ${minRange}"`,
  volleyHeading: (index, models, shots, rule) =>
    `Volley ${index}: ${countOf('en', models, { one: 'model', other: 'models' })}, ${countOf('en', shots, { one: 'shot', other: 'shots' })}` + (rule ? ` (${rule})` : ''),
  shotHeading: (volley, index, of) => `Volley ${volley}, shot ${index} of ${of}`,
  joinedHeading: (aimAt) => `Characters joined to the unit (hits shared as equally as possible; the rest aimed at the ${aimAt === 'characters' ? 'characters' : 'rank and file'}, T-13):`,
  characterName: (index) => `Character ${index}`,
  joinedCharacter: (name, hittable, hit, removed, meanHits, meanHpLost) =>
    hittable ? `${name}: hit ${hit}, removed ${removed}; on average ${decimal('en', meanHits, 2)} hits, ${decimal('en', meanHpLost, 2)} HP lost` : `${name}: shielded by the rank and file, takes no hit`,
  joinedRankAndFile: (meanHits, meanModelsRemoved, destroyed) =>
    `Rank and file: on average ${decimal('en', meanHits, 2)} hits and ${decimal('en', meanModelsRemoved, 2)} models removed; all removed ${destroyed}`,
  joinedBracketed: (who) => `the hit at the bracketed values to ${who}`,
  joinedAlone: (meanHpLost, meanModelsRemoved, modelRemoved, destroyed) =>
    `The unit, its characters as its models: on average ${decimal('en', meanHpLost, 2)} HP lost and ${decimal('en', meanModelsRemoved, 2)} characters removed; at least one removed ${modelRemoved}; all removed, the unit gone ${destroyed}`,
  firerHarm: (models, hpLost) =>
    `Dying Embers: having breathed, the shooting unit loses ${countOf('en', hpLost, { one: 'Health Point', other: 'Health Points' })}${models === 1 ? '' : ` (one for each of its ${models} breathing models)`}, no save: certain`,
  joinedPoisoned: (poisoned, toRankAndFile, toCharacters) =>
    `of them ${countOf('en', poisoned, { one: 'poisoned hit', other: 'poisoned hits' })} (Poison: no to-wound roll): ` + sharesText('en', toRankAndFile, toCharacters),
  joinedPanic: (needed, startHp, forced) =>
    needed === null ? `Panic, counting the characters' Health Points too: ${startHp} HP at the start, this shooting cannot force the test` : `Panic, counting the characters' Health Points too: ${needed} of ${startHp} HP lost forces the test: ${forced}`,
  joinedVolleyRolled: (volley, hits, toRankAndFile, toCharacters) =>
    `Volley ${volley}: ${countOf('en', hits, { one: 'hit', other: 'hits' })}: ` + sharesText('en', toRankAndFile, toCharacters),
  joinedCharacterRolled: (name, hits, hpLost, removed) => `${name}: ${countOf('en', hits, { one: 'hit', other: 'hits' })}, ${hpLost} HP lost` + (removed ? ', removed' : ''),
  joinedRankAndFileRolled: (hits, removed, left) => `Rank and file: ${countOf('en', hits, { one: 'hit', other: 'hits' })}, ${countOf('en', removed, { one: 'model', other: 'models' })} removed, ${left} left`,
  joinedHitHeading: (who, volley, index, of) => `${who}: hit ${index} of ${of} (volley ${volley})`,
  characterState: (name, hpLost, removed) => (removed ? `${name}: removed` : `${name}: ${hpLost} HP lost`),
  characterOdds: (name, hittable, hit, removed) => (hittable ? `${name}: hit ${hit}, removed ${removed}` : `${name}: shielded by the rank and file, takes no hit`),
  modelHeading: (model, rank, distance, cover, arc) =>
    `${model} (rank ${rank}, ${decimal('en', distance)}" away, in the target's ${ninthAgeEnArc(arc)} arc): ${ninthAgeEnCover(cover)}`,
  share: (soft, hard, samples) => `${percentOf('en', soft)} of the facing hidden, ${percentOf('en', hard)} by hard obstructions (${samples} lines)`,
  lineCount: (soft, hard) => `${soft} of 3 lines through cover, ${hard} through hard cover`,
  standsInside: (terrain, cover) => `the target stands inside covering terrain (${terrain}): ${cover === 'hard' ? 'hard cover' : 'soft cover'} whatever the lines find`,
  wholeShooting: (shots) => `The whole shooting: ${countOf('en', shots, { one: 'shot', other: 'shots' })}`,
  unitOddsWithoutCharacters: 'The odds below give every hit to the rank and file, as if no character were joined; how the hits are shared with the characters, and what each share does, is at the end.',
  aloneOddsNote: 'No rank and file is left ("models": 0): the characters stand as the unit and share every hit among themselves (NA-ALONE); the odds are theirs.',
  tableOddsWithoutCharacters: 'every hit counted on the rank and file, as if no character were joined; each character\'s chance to be hit and removed is in the list of targets',
  volleyRolledHeading: (index, models, dice) => `Volley ${index}: ${countOf('en', models, { one: 'model', other: 'models' })}, each rolling ${diceTextEn(dice)} shots`,
  veilTokensChosen: (spent, perToken, most) =>
    spent === 0
      ? `No Veil Tokens discarded (the default; the owner may discard 1 to ${most}, each adding ${perToken} shots: "veilTokens" beside the weapon)`
      : `${countOf('en', spent, { one: 'Veil Token', other: 'Veil Tokens' })} discarded by the owner's choice: ${spent * perToken} more shots, in the roll above`,
  wholeShootingRolled: (meanShots) => `The whole shooting: ${decimal('en', meanShots, 2)} shots on average`,
  resultLine: (target, modelsLeft, hpLostOnModel) =>
    `${target}: ${countOf('en', modelsLeft, { one: 'model', other: 'models' })} left` + (hpLostOnModel > 0 ? `, the next one down ${hpLostOnModel} HP` : ''),
  targetsHeading: (shooter) => `Targets for ${shooter}`,
  mayShoot: (shooter) => `${shooter} may shoot.`,
  mayNotShoot: (shooter, reasons) => `${shooter} may not shoot: ${reasons}.`,
  weaponNotUsable: (weapon, reasons) => `${weaponEn(weapon)}: cannot be used (${reasons})`,
  withWeapon: (weapon) => `With ${weaponEn(weapon)}`,
  modelsMayShoot: (may, of) => `${may} of ${countOf('en', of, { one: 'model', other: 'models' })} may shoot`,
  oddsLine: (meanModels, modelRemoved, destroyed) => `${decimal('en', meanModels, 2)} models removed on average; at least one ${modelRemoved}; all ${destroyed}`,
  phaseHeading: (army) => `Shooting phase of ${army}`,
  turnHeading: (index, text) => `${index}. ${text}`,
  unitState: (name, models, hpLost) => `${name}: ${countOf('en', models, { one: 'model', other: 'models' })}` + (hpLost > 0 ? `, the next one down ${hpLost} HP` : ''),
  written: (file) => `The battle after the shooting is written to ${file}.`,
  panic: {
    heading: 'Panic Test after the shooting',
    never: {
      'single-model': 'a unit of a single model never tests for heavy casualties (2.x)',
      'too-few': 'the unit cannot lose enough Health Points and still be there to test',
    },
    forced: 'Panic Test taken',
    taken: 'The casualties force a Panic Test (not rolled here).',
    notTaken: 'Not enough casualties for a Panic Test.',
    failUnknown: {
      'courage-test': 'the chance of failing it is not worked out: these rules make it a Courage Test, which Marksman does not roll',
      'no-discipline': 'the chance of failing it needs the target\'s Discipline (profile "Dis")',
    },
  },
  panicRule: (rule, hpLost, startHp) =>
    `forced by losing ${hpLost} or more of its ${startHp} Health Points (a quarter${rule === 'quarter-of-health-and-three' ? ', and at least 3' : ''}), if the unit is still there`,
  panicFailed: (discipline) => `Panic Test failed (2D6 over Discipline ${discipline})`,
  panicPhaseHeading: 'Panic Tests for heavy casualties, counting the whole phase:',
  panicPhaseLoss: (name, hpLost, startHp) => `${name} lost ${hpLost} of its ${startHp} Health Points`,
};

function ninthAgeEnArc(arc: Arc): string {
  return { front: 'front', left: 'left flank', right: 'right flank', rear: 'rear' }[arc];
}

function ninthAgeEnCover(cover: CoverLevel): string {
  return { none: 'no cover', soft: 'soft cover', hard: 'hard cover' }[cover];
}

/** Russian weapon names, and the genitive each takes after «из» ("стреляют из арбалетов"). */
const WEAPONS_RU: Readonly<Record<NinthAgeWeaponId, string>> = {
  bow: 'лук',
  longbow: 'длинный лук',
  crossbow: 'арбалет',
  handgun: 'ружьё',
  pistol: 'пистолет',
  'throwing-weapons': 'метательное оружие',
};

const WEAPONS_RU_FROM: Readonly<Record<NinthAgeWeaponId, string>> = {
  bow: 'стреляют из луков',
  longbow: 'стреляют из длинных луков',
  crossbow: 'стреляют из арбалетов',
  handgun: 'стреляют из ружей',
  pistol: 'стреляют из пистолетов',
  'throwing-weapons': 'мечут метательное оружие',
};

const isWeaponId = (id: string): id is NinthAgeWeaponId => Object.hasOwn(WEAPONS_RU, id);
const weaponRu = (id: string): string => (isWeaponId(id) ? WEAPONS_RU[id] : id);
const ruCount = (forms: PluralForms) => (count: number) => countOf('ru', count, forms);
const RU_MODELS: PluralForms = { one: 'модель', few: 'модели', many: 'моделей', other: 'модели' };
const RU_SHOTS: PluralForms = { one: 'выстрел', few: 'выстрела', many: 'выстрелов', other: 'выстрела' };
const RU_MODELS_GEN: PluralForms = { one: 'модели', few: 'моделей', many: 'моделей', other: 'модели' };
const RU_HITS_AREA: PluralForms = { one: 'попадание', few: 'попадания', many: 'попаданий', other: 'попадания' };
const RU_HP: PluralForms = { one: 'очко здоровья', few: 'очка здоровья', many: 'очков здоровья', other: 'очка здоровья' };
/** After «из»: «из 1 (21) очка», «из 2 (5) очков». */
const RU_HP_OUT_OF: PluralForms = { one: 'очка здоровья', few: 'очков здоровья', many: 'очков здоровья', other: 'очка здоровья' };
const RU_ARC: Readonly<Record<Arc, string>> = { front: 'фронтальном', left: 'левом фланговом', right: 'правом фланговом', rear: 'тыловом' };
const RU_COVER: Readonly<Record<CoverLevel, string>> = { none: 'без укрытия', soft: 'лёгкое укрытие', hard: 'тяжёлое укрытие' };
/** Rolled shots as Russian players write them: 3К6×2, К3+1. */
const diceTextRu = (d: ShotsDice) => `${d.count === 1 ? '' : d.count}К${d.sides}${d.times === 1 ? '' : `×${d.times}`}${d.plus === 0 ? '' : `+${d.plus}`}`;
/** Dice as Russian players write them: К3, К6. */
const diceRu = (value: WoundsValue) => String(value).replace(/^D/, 'К');

export const ninthAgeRu: NinthAgeTexts = {
  game: 'Девятая эпоха',
  step: {
    range: 'Дистанция',
    'to-hit': 'Попадание',
    'hopeless-second-roll': 'Безнадёжный выстрел, второй бросок',
    poison: 'Яд',
    'to-wound': 'Ранение',
    'armour-save': 'Спасбросок за броню',
    'special-save': 'Особый спасбросок',
    'multiple-wounds': 'Множественные раны',
    'health-points': 'Очки здоровья',
    shot: 'Выстрел',
    'unit-turn': 'Отряд',
    'firer-harm': 'Стрелявший',
    'shots-roll': 'Число выстрелов',
    'shots-total': 'Выстрелы',
    misfire: 'Таблица осечек',
    'cannon-misfire': 'Таблица осечек (пушка)',
    'catapult-misfire': 'Таблица осечек (катапульта)',
    'partial-hit': 'Частичное попадание',
    'area-hits': 'Атака по площади',
    'joined-share': 'Распределение попаданий',
    'joined-hit': 'Попадание',
  },
  outcome: {
    'shots-die': 'выпало',
    'shots-six': 'выпала 6',
    shots: 'столько выстрелов',
    'volley-gun-six': 'одна шестёрка: выстрелы с −1 к попаданию',
    misfire: 'две шестёрки или больше: осечка, выстрелов нет',
    'cannon-misfire': 'естественная 1: промах, и у пушки осечка',
    'catapult-misfire': 'естественная 1: промах, и у катапульты осечка',
    'partial-hit': 'промах: бросок на частичное попадание',
    'area-hits': 'столько попаданий',
    breakdown: 'поломка: оружие больше не стреляет до конца игры',
    jammed: 'заклинило: боевая машина потрясена до конца своего следующего хода',
    malfunction: 'неисправность: стреляющая модель теряет очко здоровья без спасбросков',
    'out-of-range': 'вне дистанции: промах',
    'cannot-hit': 'попасть нельзя',
    hit: 'попадание',
    'poisoned-hit': 'выпала 6: яд, рана без броска',
    miss: 'промах',
    'second-roll': 'выпала 6: бросок ещё раз',
    wound: 'рана',
    'lethal-wound': 'выпала 6: смертельная рана',
    'no-wound': 'нет раны',
    're-roll': 'неудача: переброс',
    saved: 'спасён',
    'divine-reroll': 'спасён: бросок ещё раз (божественные атаки)',
    'not-saved': 'не спасён',
    'no-save': 'спасброска нет',
    'multiple-wounds': 'столько очков здоровья',
    'hp-lost': 'очки здоровья потеряны',
    'models-removed': 'модели убраны',
    'unit-destroyed': 'отряд уничтожен',
    'no-effect': 'отряда уже нет',
    'hits-shared': 'распределены',
  },
  hitModifier: {
    'long-range': 'дальняя дистанция',
    moving: 'стрельба после движения',
    unwieldy: 'громоздкое',
    'stand-and-shoot': 'стоять и стрелять',
    'soft-cover': 'лёгкое укрытие',
    'hard-cover': 'тяжёлое укрытие',
    'hard-target': 'трудная цель',
    'volley-gun-six': 'шестёрка на кубиках выстрелов залпового орудия',
    'cannon-gigantic': 'пушка против отряда только из гигантских моделей без укрытия',
  },
  attribute: {
    accurate: 'Точное',
    'quick-to-fire': 'Скорострельное',
    unwieldy: 'Громоздкое',
    'volley-fire': 'Залповый огонь',
    'move-or-fire': 'Двигайся или стреляй',
    'march-and-shoot': 'Стрельба на марше',
    reload: 'Перезарядка!',
    'volley-gun': 'Залповое орудие',
    cannon: 'Пушка',
    'multiple-wounds': 'Множественные раны',
    'flaming-attacks': 'Огненные атаки',
    'lethal-strike': 'Смертельный удар',
    poison: 'Яд',
    'magical-attacks': 'Магические атаки',
    'divine-attacks': 'Божественные атаки',
    'pivot-ignores-moving': 'без штрафа за движение, если был только разворот',
    'hits-on-aim': 'всегда попадает на свою меткость',
    'short-range-penetration': 'бронебойность выше на ближней дистанции',
    'shots-with-pistol': 'больше выстрелов, если при модели есть пистолет',
    'veil-token-shots': 'больше выстрелов за сброшенные жетоны завесы',
    'breath-attack': 'Атака дыханием',
    'dying-embers': 'Угасающее пламя: дышавшая модель теряет очко здоровья',
    'area-attack': 'Атака по площади',
    catapult: 'Катапульта',
  },
  weapon: WEAPONS_RU,
  edition: {
    current: 'правила из исходного текста: на 7+ попасть нельзя, укрытие по трём линиям, рост от 0 до 5 (правило Т-1)',
    '2.x': 'правила второй редакции: безнадёжные выстрелы, «стоять и стрелять» −1 и на любой дальности, громоздкое −2 в сумме, трудная цель −1 за каждое её правило, классы роста, гигантский стрелок смотрит поверх моделей обычного роста, укрытие по доле скрытой стороны (вариант правила Т-1)',
  },
  movement: { none: 'не двигался', pivot: 'только разворачивался', advance: 'наступал', reform: 'перестраивался', march: 'шёл маршем' },
  cover: { none: 'без укрытия', soft: 'лёгкое укрытие', hard: 'тяжёлое укрытие' },
  grade: { none: 'не укрывает', soft: 'лёгкое', hard: 'тяжёлое' },
  reason: {
    'soft-cover-terrain': 'укрывающая местность, лёгкое укрытие',
    'hard-cover-terrain': 'укрывающая местность, тяжёлое укрытие',
    'opaque-terrain': 'непрозрачная местность',
    'open-terrain': 'открытая местность',
    floor: 'этаж здания',
    'height-at-least-both': 'не ниже обоих',
    'height-at-least-one': 'не ниже одного из них',
    'height-smaller-than-both': 'ниже обоих',
    'volley-fire': 'не выше стрелка: залповый огонь смотрит поверх',
    'shooter-inside': 'стрелок стоит в ней',
    'unknown-model': 'модель без известного отряда',
    'open-order': 'застрельщики или лёгкие войска: обзор не закрывают, укрытие не больше лёгкого',
    'gigantic-ignores-standard': 'модель обычного роста: гигантский стрелок смотрит поверх (вторая редакция)',
  },
  arc: { front: 'фронт', left: 'левый фланг', right: 'правый фланг', rear: 'тыл' },
  line: { left: 'левая', centre: 'средняя', right: 'правая' },
  save: { aegis: 'Эгида', fortitude: 'Крепость' },
  terrain: { open: 'открытая', 'soft-cover': 'лёгкое укрытие', 'hard-cover': 'тяжёлое укрытие', opaque: 'непрозрачная' },
  unitRefusal: {
    'not-their-turn': 'сейчас фаза стрельбы другой армии',
    destroyed: 'уничтожен',
    engaged: 'в рукопашной',
    fleeing: 'бежит',
    'already-shot': 'уже стрелял в эту фазу',
    'no-shooting-weapon': 'нет стрелкового оружия',
    'no-usable-weapon': 'ни одно оружие сейчас не годится',
  },
  weaponRefusal: { 'move-or-fire': '«двигайся или стреляй», а отряд двигался', marched: 'отряд шёл маршем без «стрельбы на марше»', reload: '«перезарядка!», а отряд стоит и стреляет в ответ на атаку', 'breath-used': 'атака дыханием — раз за игру, и она уже была' },
  modelRefusal: {
    'rear-rank': 'не в стреляющей шеренге',
    'out-of-range': 'вне дистанции',
    'within-minimum-range': 'ближе наименьшей дальности оружия',
    'outside-front-arc': 'цель вне фронтального сектора',
    'no-line-of-sight': 'нет линии обзора',
  },
  targetRefusal: { engaged: 'в рукопашной', 'no-model-can-shoot': 'ни одна модель не может по ней стрелять' },
  aloneRule: {
    'mismatching-base': 'собственный размер подставки каждого героя: каждый стоит на подставке рядовых',
    'rally-as-new-unit': 'проверка сбора как у нового отряда (в фазе стрельбы проверок сбора нет)',
  },
  aloneNotApplied: (unit, rules) => `Не учтено для отряда «${unit}», которым стоят его герои: ${rules.join('; ')}`,
  label: {
    defaultShooter: 'стреляющий отряд',
    defaultTarget: 'цель',
    rankAndFile: 'Рядовые',
    nothingCrossed: 'чисто',
    noSpecialSave: 'нет особого спасброска',
    aegisAgainstMagical: 'эгида против магических атак',
    divineReroll: 'божественные атаки: удачный бросок эгиды перебрасывается',
    divineSecondRoll: 'второй бросок (божественные атаки)',
    poisonOnSix: 'естественная 6 ранит сразу (яд)',
    poisonWound: 'яд: без броска на ранение',
    lethalOnSix: 'естественная 6 — смертельная рана: бронебойность 10, без крепости (смертельный удар)',
    rerollFailed: 'огненные атаки по горючей цели: неудачные броски перебрасываются',
    rerolled: 'переброс',
    saveImpossible: 'спасбросок невозможен',
    misfireTable: 'К6: 1–2 поломка, 3–4 заклинило, 5–6 неисправность',
    misfireOnOne: 'естественная 1 — осечка (пушка): К6 по таблице осечек',
    catapultRoll: 'естественная 1 — осечка (катапульта): К6 по таблице осечек; любой другой промах — бросок на частичное попадание',
    partialRoll: 'новый бросок после промаха; естественная 1 — просто промах',
    areaOtherHits: 'Каждое другое попадание',
    automaticHits: 'без броска: каждое попадает (атака дыханием)',
    byVolleyFire: 'смотрит поверх моделей ниже (залповый огонь)',
    beyondRangeByStandAndShoot: 'дальше предела: «стоять и стрелять» по правилам второй редакции, как на большой дистанции',
    legal: 'Можно обстрелять',
    notLegal: 'Нельзя обстрелять',
    advised: 'советуем',
    noAdvice: 'Советовать некого.',
    noShooters: 'Ни один отряд не смог стрелять.',
    afterPhase: 'После фазы',
    perShot: 'Каждый выстрел',
    dice: 'Кубики',
    lines: 'Линии к стороне цели',
    hits: 'Попадания',
    wounds: 'Раны',
    unsaved: 'Неотражённые раны',
    hpLost: 'Потеряно очков здоровья',
    modelsRemoved: 'Убрано моделей',
    destroyed: 'Отряд уничтожен целиком',
    modelsShooting: 'Модели',
  },
  shots: ruCount(RU_SHOTS),
  hits: ruCount({ one: 'попадание', few: 'попадания', many: 'попаданий', other: 'попадания' }),
  wounds: ruCount({ one: 'рана', few: 'раны', many: 'ран', other: 'раны' }),
  unsavedWounds: ruCount({ one: 'неотражённая рана', few: 'неотражённые раны', many: 'неотражённых ран', other: 'неотражённой раны' }),
  healthPoints: ruCount(RU_HP),
  models: ruCount(RU_MODELS),
  unitShoots: (shooter, weapon, target) => `${shooter} ${isWeaponId(weapon) ? WEAPONS_RU_FROM[weapon] : `стреляют (${weapon})`}, цель: ${target}`,
  aim: (score) => (score === null ? 'без меткости' : `меткость ${score}+`),
  cannotHit: (needed) => `нужно ${needed}: попасть нельзя, кубик не бросается`,
  hopeless: (needed, second) => `нужно ${needed}: 6, затем ${second}+ (безнадёжный выстрел)`,
  strengthAgainstResilience: (strength, resilience) => `сила ${strength} против стойкости ${resilience}`,
  armourSave: (armour, penetration) => `броня ${armour}, бронебойность ${penetration}`,
  lethalArmour: (armour, penetration) => `броня ${armour}, бронебойность ${penetration} (смертельный удар)`,
  penetrationAdded: (value, rule) => `из неё +${value} по правилу оружия: ${rule}`,
  specialSave: (kind, needed) => `${kind === 'aegis' ? 'эгида' : 'крепость'} ${needed}+`,
  fortitudeIgnored: (by) => `крепость не действует против ${by === 'flaming-attacks' ? 'огненных атак' : 'смертельного удара'}`,
  bracketedValues: (strength, penetration) => `сила и бронебойность в скобках — у единственного попадания каждого выстрела, а не обычные ${strength} и ${penetration}`,
  bracketedAreaValues: (strength, penetration) => `сила и бронебойность в скобках — только у первого попадания; у остальных обычные ${strength} и ${penetration}`,
  halvedValues: (strength, penetration) => `частичное попадание: половина силы ${strength} и бронебойности ${penetration} с округлением вверх, без значений в скобках`,
  areaHits: (x, y, facing, lines, hits, partial) =>
    `${partial ? 'частичное попадание, ' : ''}${x}×${y} ${facing === 'front' ? 'с фронта' : facing === 'rear' ? 'с тыла' : 'с фланга'}: до ${y} ${facing === 'flank' ? 'колонн' : 'шеренг'} по ${lines.join(', ')} моделей, не больше ${x} попаданий на каждую; ${countOf('ru', hits, RU_HITS_AREA)}`,
  multipleWounds: (value, cap, clippedWings = false, againstStandard) =>
    againstStandard !== undefined && againstStandard !== 'standard'
      ? `множественные раны (${diceRu(value)}) только против моделей обычного роста: цель ${againstStandard === 'large' ? 'большая' : 'гигантская'}, поэтому одно очко здоровья за рану`
      : `множественные раны (${diceRu(value)}), не больше чем ${countOf('ru', cap, RU_HP)}${clippedWings ? ', на одну больше написанного: подрезанные крылья против летающей цели' : ''}${againstStandard ? ', только против моделей обычного роста: цель обычного роста' : ''}`,
  shotsDice: (dice, volleyGun) => `выстрелов ${diceTextRu(dice)}${volleyGun ? '; залповое орудие: одна шестёрка даёт −1 к попаданию, две и больше — осечку' : ''}`,
  shotsTotal: (shots, sixes, volleyGun) => `${countOf('ru', shots, RU_SHOTS)}${volleyGun ? `, шестёрок: ${sixes}` : ''}`,
  damage: (damage, lost, removed, modelsLeft, hpLostOnModel) =>
    `снять ${damage}, потеряно ${lost}` +
    (removed > 0 ? `, убрано: ${countOf('ru', removed, RU_MODELS)}` : '') +
    `; осталось: ${countOf('ru', modelsLeft, RU_MODELS)}` +
    (hpLostOnModel > 0 ? `, у следующей потеряно ${countOf('ru', hpLostOnModel, RU_HP)}` : ''),
  outOfRange: (distance, range) => `до цели ${decimal('ru', distance)}″, дальность ${range}″`,
  nearerThanMinimum: (distance, minRange) => `до цели ${decimal('ru', distance)}″ — ближе наименьшей дальности ${minRange}″`,
  volleyHeading: (index, models, shots, rule) => `Залп ${index}: ${countOf('ru', models, RU_MODELS)}, ${countOf('ru', shots, RU_SHOTS)}` + (rule ? ` (${rule})` : ''),
  shotHeading: (volley, index, of) => `Залп ${volley}, выстрел ${index} из ${of}`,
  joinedHeading: (aimAt) => `Герои в отряде (попадания делятся как можно ровнее; остаток — ${aimAt === 'characters' ? 'героям' : 'рядовым'}):`,
  characterName: (index) => `Герой ${index}`,
  joinedCharacter: (name, hittable, hit, removed, meanHits, meanHpLost) =>
    hittable
      ? `${name}: попадание ${hit}, убит ${removed}; в среднем попаданий ${decimal('ru', meanHits, 2)}, потеряно очков здоровья ${decimal('ru', meanHpLost, 2)}`
      : `${name}: прикрыт рядовыми, попаданий не получает`,
  joinedRankAndFile: (meanHits, meanModelsRemoved, destroyed) =>
    `Рядовые: в среднем попаданий ${decimal('ru', meanHits, 2)}, убрано моделей ${decimal('ru', meanModelsRemoved, 2)}; убраны все ${destroyed}`,
  joinedBracketed: (who) => `попадание с величинами в скобках — ${who}`,
  joinedAlone: (meanHpLost, meanModelsRemoved, modelRemoved, destroyed) =>
    `Отряд, где модели — его герои: в среднем потеряно очков здоровья ${decimal('ru', meanHpLost, 2)}, убито героев ${decimal('ru', meanModelsRemoved, 2)}; убит хотя бы один ${modelRemoved}; убиты все, отряда больше нет ${destroyed}`,
  firerHarm: (models, hpLost) => `Угасающее пламя: после атаки дыханием стрелявший отряд теряет очков здоровья: ${hpLost}${models === 1 ? '' : ` (по одному за каждую из дышавших моделей: ${models})`}, без спасброска; наверняка`,
  joinedPoisoned: (poisoned, toRankAndFile, toCharacters) =>
    `из них отравленных (яд: без броска на ранение) ${poisoned}; ` + sharesText('ru', toRankAndFile, toCharacters),
  joinedPanic: (needed, startHp, forced) =>
    needed === null
      ? `Проверка паники с очками здоровья героев: в начале ${startHp}, этой стрельбой её не вызвать`
      : `Проверка паники с очками здоровья героев: её вызывает потеря ${needed} из ${startHp}: ${forced}`,
  joinedVolleyRolled: (volley, hits, toRankAndFile, toCharacters) =>
    `Залп ${volley}: попаданий ${hits}; ` + sharesText('ru', toRankAndFile, toCharacters),
  joinedCharacterRolled: (name, hits, hpLost, removed) => `${name}: попаданий ${hits}, потеряно очков здоровья ${hpLost}` + (removed ? ', убит' : ''),
  joinedRankAndFileRolled: (hits, removed, left) => `Рядовые: попаданий ${hits}, убрано моделей ${removed}, осталось ${left}`,
  joinedHitHeading: (who, volley, index, of) => `${who}: попадание ${index} из ${of} (залп ${volley})`,
  characterState: (name, hpLost, removed) => (removed ? `${name}: убит` : `${name}: потеряно очков здоровья ${hpLost}`),
  characterOdds: (name, hittable, hit, removed) => (hittable ? `${name}: попадание ${hit}, убит ${removed}` : `${name}: прикрыт рядовыми, попаданий не получает`),
  modelHeading: (model, rank, distance, cover, arc) => `${model} (шеренга ${rank}, до цели ${decimal('ru', distance)}″, в ${RU_ARC[arc]} секторе цели): ${RU_COVER[cover]}`,
  share: (soft, hard, samples) => `скрыто ${percentOf('ru', soft)} стороны, тяжёлым укрытием — ${percentOf('ru', hard)} (линий: ${samples})`,
  lineCount: (soft, hard) => `через укрытие проходят ${soft} из 3 линий, через тяжёлое — ${hard}`,
  standsInside: (terrain, cover) => `цель стоит внутри укрывающей местности (${terrain}): ${cover === 'hard' ? 'тяжёлое укрытие' : 'лёгкое укрытие'}, что бы ни нашли линии`,
  wholeShooting: (shots) => `Вся стрельба: ${countOf('ru', shots, RU_SHOTS)}`,
  unitOddsWithoutCharacters: 'Шансы ниже отдают все попадания рядовым, как будто героев в отряде нет; как попадания делятся с героями и что даёт каждая доля — в конце.',
  aloneOddsNote: 'Рядовых не осталось (ноль моделей): отрядом стоят его герои и делят все попадания между собой; ниже — их шансы.',
  tableOddsWithoutCharacters: 'все попадания отданы рядовым, как будто героев в отряде нет; шансы каждого героя получить попадание и погибнуть — в списке целей',
  volleyRolledHeading: (index, models, dice) => `Залп ${index}: ${countOf('ru', models, RU_MODELS)}, каждая бросает число выстрелов: ${diceTextRu(dice)}`,
  veilTokensChosen: (spent, perToken, most) =>
    spent === 0
      ? `Жетоны завесы не сброшены (так по умолчанию; владелец может сбросить от 1 до ${most}, каждый даёт ещё ${countOf('ru', perToken, RU_SHOTS)}; выбор пишется у оружия в файле)`
      : `Сброшено жетонов завесы по выбору владельца: ${spent}; выстрелов больше на ${spent * perToken}, они уже в броске выше`,
  wholeShootingRolled: (meanShots) => `Вся стрельба: в среднем ${decimal('ru', meanShots, 2)} выстрела`,
  resultLine: (target, modelsLeft, hpLostOnModel) =>
    `${target}: осталось ${countOf('ru', modelsLeft, RU_MODELS)}` + (hpLostOnModel > 0 ? `, у следующей потеряно ${countOf('ru', hpLostOnModel, RU_HP)}` : ''),
  targetsHeading: (shooter) => `Цели для отряда ${shooter}`,
  mayShoot: (shooter) => `${shooter}: может стрелять.`,
  mayNotShoot: (shooter, reasons) => `${shooter}: стрелять не может — ${reasons}.`,
  weaponNotUsable: (weapon, reasons) => `${weaponRu(weapon)}: сейчас нельзя (${reasons})`,
  withWeapon: (weapon) => `Оружие: ${weaponRu(weapon)}`,
  modelsMayShoot: (may, of) => `стрелять могут ${may} из ${countOf('ru', of, RU_MODELS)}`,
  oddsLine: (meanModels, modelRemoved, destroyed) => `в среднем убрано ${decimal('ru', meanModels, 2)} модели; хотя бы одна ${modelRemoved}; все ${destroyed}`,
  phaseHeading: (army) => `Фаза стрельбы: ${army}`,
  turnHeading: (index, text) => `${index}. ${text}`,
  unitState: (name, models, hpLost) => `${name}: ${countOf('ru', models, RU_MODELS)}` + (hpLost > 0 ? `, у следующей потеряно ${countOf('ru', hpLost, RU_HP)}` : ''),
  written: (file) => `Сражение после стрельбы записано в ${file}.`,
  panic: {
    heading: 'Проверка паники после стрельбы',
    never: {
      'single-model': 'по правилам второй редакции отряд из одной модели не проходит проверку за тяжёлые потери',
      'too-few': 'отряд не может потерять столько очков здоровья и уцелеть, чтобы пройти проверку',
    },
    forced: 'Проверка паники',
    taken: 'Потери вынуждают пройти проверку паники (здесь она не бросается).',
    notTaken: 'Потерь недостаточно для проверки паники.',
    failUnknown: {
      'courage-test': 'шанс провала не считается: по этим правилам это проверка храбрости, её Marksman не бросает',
      'no-discipline': 'для шанса провала нужна Дисциплина цели в её профиле',
    },
  },
  panicRule: (rule, hpLost, startHp) =>
    `если отряд потеряет ${hpLost} или больше из своих ${startHp} очков здоровья (четверть${rule === 'quarter-of-health-and-three' ? ', но не меньше 3' : ''}) и уцелеет`,
  panicFailed: (discipline) => `Проверка паники провалена (2К6 больше Дисциплины ${discipline})`,
  panicPhaseHeading: 'Проверки паники за тяжёлые потери, считая всю фазу:',
  panicPhaseLoss: (name, hpLost, startHp) => `${name}: потеряно ${hpLost} из ${countOf('ru', startHp, RU_HP_OUT_OF)}`,
};

/** Texts of the scenario issues only Ninth Age files can have (src/scenario/ninth-age-issues.ts). */
export type NinthAgeIssueTexts = { readonly [C in NinthAgeScenarioIssue['code']]: (issue: Extract<NinthAgeScenarioIssue, { code: C }>) => string };

const listEn = (items: readonly string[]) => items.join(', ');
const MOVEMENT_EN: Readonly<Record<Exclude<Movement, 'none'>, string>> = { pivot: 'only pivoted', advance: 'advanced', reform: 'reformed', march: 'marched' };
const MOVEMENT_RU: Readonly<Record<Exclude<Movement, 'none'>, string>> = { pivot: 'только разворачивался', advance: 'наступал', reform: 'перестраивался', march: 'шёл маршем' };
const FIELD_RU: Readonly<Record<'range' | 'strength', string>> = { range: 'дальность', strength: 'силу' };

/** Why a weapon of the community's data cannot shoot in Marksman (src/scenario/ninth-age-issues.ts). */
export const WEAPON_GAP_EN: Readonly<Record<NinthAgeWeaponGap, (detail: string) => string>> = {
  'no-profile': () => 'the data has no profile for it',
  'dice-shots': (d) => `its shots are rolled (${d}), which Marksman does not resolve`,
  'bracketed-value': (d) => `artillery's second values in square brackets (${d}) are not resolved`,
  'attribute-not-modelled': (d) => `its attribute ${d} is not resolved`,
  'rule-not-modelled': (d) => `its profile's rule "${d}" is not applied`,
};
const ATTRIBUTE_RU: Readonly<Record<NinthAgeAttribute, string>> = {
  accurate: 'точное',
  'quick-to-fire': 'быстрая стрельба',
  unwieldy: 'громоздкое',
  'volley-fire': 'стрельба залпом',
  'move-or-fire': 'двигайся или стреляй',
  'march-and-shoot': 'стрельба на марше',
  reload: 'перезарядка',
  'multiple-wounds': 'множественные раны',
  'flaming-attacks': 'огненные атаки',
  'lethal-strike': 'смертельный удар',
  'poison-attacks': 'ядовитые атаки',
  'toxic-attacks': 'токсичные атаки',
  'magical-attacks': 'магические атаки',
  'divine-attacks': 'божественные атаки',
  'area-attack': 'атака по площади',
  cannon: 'пушка',
  catapult: 'катапульта',
  'volley-gun': 'залповое орудие',
  'artillery-weapon': 'артиллерийское оружие',
  'breath-attack': 'атака дыханием',
  'dying-embers': 'угасающее пламя',
};
const attributeRu = (code: string): string => (Object.hasOwn(ATTRIBUTE_RU, code) ? ATTRIBUTE_RU[code as NinthAgeAttribute] : code);
const NEEDED_RU: Readonly<Record<NinthAgeNeeded, string>> = { HP: 'очки здоровья', Res: 'стойкость', Arm: 'броня' };
export const WEAPON_GAP_RU: Readonly<Record<NinthAgeWeaponGap, (detail: string) => string>> = {
  'no-profile': () => 'в данных нет его профиля',
  'dice-shots': (d) => `число выстрелов бросается на кубиках (${d}), а здесь так не считается`,
  'bracketed-value': (d) => `вторые значения артиллерии в квадратных скобках (${d}) не учитываются`,
  'attribute-not-modelled': (d) => `его свойство «${attributeRu(d)}» не учитывается`,
  'rule-not-modelled': (d) => `правило из его профиля («${d}») не применяется`,
};

export const ninthAgeIssuesEn: NinthAgeIssueTexts = {
  'ninth-age-aim-unused': (i) => `${weaponEn(i.weapon)} hits without a to-hit roll, so its Aim (${i.aim}+) would never be read: leave it out`,
  'ninth-age-veil-tokens-unused': (i) => `${weaponEn(i.weapon)} has no rule for discarding Veil Tokens, so ${i.veilTokens} Veil Tokens would change nothing: leave "veilTokens" out`,
  'ninth-age-aim-needed': (i) => `give the Aim of ${weaponEn(i.weapon)} in brackets, e.g. "${weaponEn(i.weapon)} (4+)", or as "aim"`,
  'ninth-age-aim-twice': (i) => `the name says Aim ${i.written}+ and "aim" says ${i.given}+: give it once`,
  'ninth-age-unknown-attribute': (i) => `unknown weapon attribute "${i.attribute}"${i.suggestions.length > 0 ? `; did you mean ${listEn(i.suggestions)}?` : ''}`,
  'ninth-age-weapon-profile-needed': (i) => `${i.weapon} is not a known weapon: give its ${i.missing.join(' and ')}`,
  'ninth-age-user-strength-needed': (i) => `${weaponEn(i.weapon)} shoot at the model's own Strength: give the shooter's Str`,
  'ninth-age-hp-lost-above-health': (i) => `${i.hpLost} Health Points lost is a whole model: HP is ${i.hp}; remove the model instead`,
  'ninth-age-marched-without-march-and-shoot': (i) => `a unit that marched may shoot only with March and Shoot, and ${weaponEn(i.weapon)} have none`,
  'ninth-age-move-or-fire-moved': (i) => `${weaponEn(i.weapon)} are Move or Fire: a unit that ${MOVEMENT_EN[i.movement]} cannot shoot them`,
  'ninth-age-reload-stand-and-shoot': (i) => `${weaponEn(i.weapon)} have Reload!: they cannot be used to Stand and Shoot`,
  'ninth-age-shots-dice-unknown': (i) => `"${i.written}" is neither a number of shots nor dice such as "3D6*2", "2D6", "D6+1" or "D3" (at most 4 dice, times 3, plus 6)`,
  'ninth-age-hard-target-models-above': (i) => `${i.models} models with Hard Target is more than the unit's ${i.unitModels}`,
  'ninth-age-unknown-army': (i) => `there is no army "${i.army}"; the armies are ${listEn(i.known)}`,
  'ninth-age-profile-incomplete': (i) => `the community's data gives "${i.name}" no ${i.missing.join(', ')}: write the profile out instead`,
  'ninth-age-weapon-unusable': (i) => `${i.weapon} from the community's data cannot be used for a shot: ${WEAPON_GAP_EN[i.gap](i.detail)}`,
  'ninth-age-minimum-range-not-below-range': (i) => `${weaponEn(i.weapon)}: a minimum range of ${i.minRange}" is not below its range of ${i.range}", so no target could be shot; give a smaller "minRange"`,
  'ninth-age-within-minimum-range': (i) => `the target is ${decimal('en', i.distance)}" away, nearer than the ${i.minRange}" minimum range of ${weaponEn(i.weapon)}: it cannot be shot at with them`,
  'ninth-age-no-characters': (i) => `"${i.field}" chooses where hits go between the rank and file and joined characters, and the target has no "characters"`,
  'ninth-age-area-width-needed': (i) => `${weaponEn(i.weapon)} is an Area Attack: give the target's "width" (models in each full rank) so its ${i.models} models' ranks and files are known`,
  'ninth-age-area-field-unused': (i) => `"${i.field}" is read only for an Area Attack or a Catapult, and ${weaponEn(i.weapon)} has neither: leave it out`,
  'ninth-age-champion-alone': (i) => `a Champion is one of the unit's models and the unit has ${i.models}: give "models" counting the Champion and the rest of the rank and file`,
  'ninth-age-no-model-left': (i) => (i.characters === 0 ? '"models": 0 says no rank and file is left, and the unit has no "characters" to stand as it: give its models' : `"models": 0 says no rank and file is left, and all ${i.characters} of its characters are removed: a unit with no model left is off the table, so leave it out`),
  'ninth-age-alone-field-unused': (i) =>
    `"models": 0 says no rank and file is left, and "${i.field}" is the rank and file's ${i.field === 'hpLost' ? 'Health Points lost' : 'Hard Target'}: nothing is left to apply it to (its characters stand as the unit, NA-ALONE), so ${i.field === 'hpLost' ? 'give a character\'s own "hpLost" or ' : ''}leave it out`,
  'ninth-age-character-no-weapon': (i) => `"${i.field}" is about the character's own shooting, and it has no "weapons": give its weapons or leave "${i.field}" out`,
  'ninth-age-character-rule-not-carried': (i) => `the community's data gives "${i.name}" ${i.rule === 'hard-target' ? 'Hard Target' : 'Skirmisher'}, which a character joined to a unit does not carry here: write its profile out instead`,
};


/** The Russian words for a joined character's shooting fields (T-14), which the file writes in Latin. */
const CHARACTER_SHOOTING_FIELD_RU = { hasShot: 'Отметка «уже стрелял»', breathUsed: 'Отметка «дыхание уже использовано»', 'march-and-shoot': 'Правило «марш и стрельба»', 'light-troops': 'Правило «лёгкие войска»' } as const;

export const ninthAgeIssuesRu: NinthAgeIssueTexts = {
  'ninth-age-aim-unused': (i) => `оружие «${weaponRu(i.weapon)}» попадает без броска на попадание, поэтому его меткость (${i.aim}+) ничего не меняет: уберите её`,
  'ninth-age-veil-tokens-unused': (i) => `у оружия «${weaponRu(i.weapon)}» нет правила о сбросе жетонов завесы, поэтому жетоны (${i.veilTokens}) ничего не меняют: уберите это поле`,
  'ninth-age-aim-needed': (i) => `укажите меткость оружия «${weaponRu(i.weapon)}» в скобках после названия, например «${i.weapon} (4+)», или отдельным полем`,
  'ninth-age-aim-twice': (i) => `в названии меткость ${i.written}+, а в отдельном поле — ${i.given}+: укажите один раз`,
  'ninth-age-unknown-attribute': (i) => `неизвестное свойство оружия «${i.attribute}»${i.suggestions.length > 0 ? `; может быть, ${i.suggestions.join(', ')}?` : ''}`,
  'ninth-age-weapon-profile-needed': (i) => `«${i.weapon}» — незнакомое оружие: укажите ${i.missing.map((m) => FIELD_RU[m]).join(' и ')}`,
  'ninth-age-user-strength-needed': (i) => `«${weaponRu(i.weapon)}» бьёт с силой самой модели: укажите силу стрелка`,
  'ninth-age-hp-lost-above-health': (i) => `потеряно ${countOf('ru', i.hpLost, RU_HP)} — это целая модель (очков здоровья ${i.hp}); уберите модель`,
  'ninth-age-marched-without-march-and-shoot': (i) => `после марша стрелять можно только со «стрельбой на марше», а у оружия «${weaponRu(i.weapon)}» её нет`,
  'ninth-age-move-or-fire-moved': (i) => `«${weaponRu(i.weapon)}»: двигайся или стреляй, а отряд ${MOVEMENT_RU[i.movement]}`,
  'ninth-age-reload-stand-and-shoot': (i) => `«${weaponRu(i.weapon)}»: «перезарядка!» — из этого оружия нельзя стоять и стрелять в ответ на атаку`,
  'ninth-age-shots-dice-unknown': (i) => `«${i.written}» — ни число выстрелов, ни кубики вида «3D6*2», «2D6», «D6+1» или «D3» (не больше 4 кубиков, умножить на 3, прибавить 6)`,
  'ninth-age-hard-target-models-above': (i) => `моделей с трудной целью ${i.models}, а в отряде всего ${i.unitModels}`,
  'ninth-age-unknown-army': (i) => `армии «${i.army}» нет; армии: ${i.known.join(', ')}`,
  'ninth-age-profile-incomplete': (i) => `в данных сообщества у «${i.name}» нет характеристик: ${i.missing.map((m) => NEEDED_RU[m]).join(', ')}; впишите профиль сами`,
  'ninth-age-weapon-unusable': (i) => `оружие «${i.weapon}» из данных сообщества нельзя использовать для выстрела: ${WEAPON_GAP_RU[i.gap](i.detail)}`,
  'ninth-age-minimum-range-not-below-range': (i) => `«${weaponRu(i.weapon)}»: наименьшая дальность ${i.minRange}″ не меньше дальности ${i.range}″, стрелять было бы не по кому; укажите наименьшую дальность меньше`,
  'ninth-age-within-minimum-range': (i) => `до цели ${decimal('ru', i.distance)}″ — ближе наименьшей дальности оружия «${weaponRu(i.weapon)}» (${i.minRange}″): стрелять по ней из него нельзя`,
  'ninth-age-no-characters': () => 'выбор, куда направить попадания — в рядовых или в присоединённых героев, — дан, а героев у цели нет',
  'ninth-age-area-width-needed': (i) => `«${weaponRu(i.weapon)}» — атака по площади: укажите ширину цели (моделей в полной шеренге), чтобы знать шеренги и колонны её ${countOf('ru', i.models, RU_MODELS_GEN)}`,
  'ninth-age-area-field-unused': (i) => `${i.field === 'width' ? 'ширина цели' : 'сторона цели, с которой стреляют,'} нужна только атаке по площади или катапульте, а у оружия «${weaponRu(i.weapon)}» их нет: уберите это поле`,
  'ninth-age-champion-alone': (i) => `чемпион — одна из моделей отряда, а моделей в отряде ${i.models}: укажите число моделей вместе с чемпионом и остальными рядовыми`,
  'ninth-age-no-model-left': (i) => (i.characters === 0 ? 'ноль моделей значит, что рядовых не осталось, а героев, которые остались бы отрядом, у него нет: укажите число его моделей' : `ноль моделей значит, что рядовых не осталось, а все герои отряда (${i.characters}) убраны: отряда без моделей на столе нет, уберите его из файла`),
  'ninth-age-alone-field-unused': (i) =>
    `ноль моделей значит, что рядовых не осталось, а ${i.field === 'hpLost' ? 'потерянные очки здоровья' : 'трудная цель'} — это о рядовых: применять ${i.field === 'hpLost' ? 'их' : 'её'} не к кому (отрядом стоят его герои), поэтому ${i.field === 'hpLost' ? 'укажите потерянные очки здоровья у самого героя или ' : ''}уберите это поле`,
  'ninth-age-character-no-weapon': (i) => `${CHARACTER_SHOOTING_FIELD_RU[i.field]} — это о собственной стрельбе героя, а оружия у него не указано: укажите его оружие или уберите это поле`,
  'ninth-age-character-rule-not-carried': (i) => `в данных сообщества у «${i.name}» есть правило «${i.rule === 'hard-target' ? 'трудная цель' : 'застрельщики'}», а присоединённый к отряду герой его здесь не несёт: впишите профиль сами`,
};

type TextFunction = (...args: never[]) => unknown;
type FunctionKeys<T> = { [K in keyof T]-?: T[K] extends TextFunction ? K : never }[keyof T];

/**
 * Sample arguments for every text function, for the catalogue tests (i18n/ru.test.ts adds
 * them to its table as `ninthAge`; names are Russian so the Russian texts stay Latin-free).
 */
export const ninthAgeTextSamples: { readonly [K in FunctionKeys<NinthAgeTexts>]: readonly Parameters<NinthAgeTexts[K]>[] } = {
  shots: [[1], [2], [5], [21]],
  hits: [[1], [3], [11]],
  wounds: [[1], [4], [25]],
  unsavedWounds: [[1], [2], [7]],
  healthPoints: [[1], [3], [5]],
  models: [[0], [1], [2], [5], [21]],
  unitShoots: [
    ['Гномы', 'throwing-weapons', 'Гоблины'],
    ['Арбалетчики', 'crossbow', 'Орки'],
    ['Лучники', 'longbow', 'Тролли'],
  ],
  aim: [[4]],
  cannotHit: [[7]],
  hopeless: [[7, 4]],
  strengthAgainstResilience: [[4, 3]],
  armourSave: [[2, 1]],
  lethalArmour: [[2, 10]],
  penetrationAdded: [[1, 'бронебойность выше на ближней дистанции']],
  specialSave: [
    ['aegis', 5],
    ['fortitude', 4],
  ],
  fortitudeIgnored: [['flaming-attacks'], ['lethal-strike']],
  shotsDice: [
    [{ count: 3, sides: 6, times: 2, plus: 0 }, true],
    [{ count: 1, sides: 6, times: 1, plus: 1 }, false],
    [{ count: 1, sides: 3, times: 1, plus: 1 }, false],
  ],
  shotsTotal: [
    [14, 1, true],
    [5, 0, false],
    [22, 0, true],
  ],
  multipleWounds: [
    ['D3', 3],
    [2, 1],
    ['D6', 5],
    ['D3+2', 3, true],
  ],
  bracketedValues: [[4, 0]],
  halvedValues: [[7, 4]],
  bracketedAreaValues: [[3, 0]],
  areaHits: [
    [3, 3, 'front', [5, 5, 5], 9, false],
    [2, 2, 'flank', [3, 3, 3, 2, 2], 4, true],
    [1, 1, 'rear', [1], 1, false],
  ],
  damage: [
    [1, 1, 0, 10, 0],
    [3, 3, 1, 1, 0],
    [2, 2, 0, 2, 2],
    [3, 2, 2, 0, 0],
  ],
  outOfRange: [[31.5, 30]],
  nearerThanMinimum: [[11.5, 12]],
  volleyHeading: [
    [1, 5, 10],
    [2, 1, 1],
    [1, 1, 4, 'больше выстрелов, если при модели есть пистолет'],
  ],
  shotHeading: [[1, 3, 10]],
  joinedHeading: [['characters'], ['rank-and-file']],
  characterName: [[1]],
  joinedCharacter: [
    ['Капитан', true, '75 % (3/4)', '21 % (5/24)', 0.75, 0.21],
    ['Капитан', false, '0 %', '0 %', 0, 0],
  ],
  joinedRankAndFile: [[1.25, 0.42, '0 %']],
  joinedAlone: [[0.38, 0.13, '13 % (1/8)', '0 %']],
  aloneNotApplied: [['Копейщики', ['собственный размер подставки каждого героя']]],
  joinedPoisoned: [[2, 1, [['Капитан', 1]]], [1, 1, []], [1, null, [['Капитан', 1]]]],
  joinedBracketed: [['Капитан'], ['рядовым']],
  firerHarm: [[1, 1], [2, 2]],
  joinedVolleyRolled: [[1, 4, 3, [['Капитан', 1]]], [1, 2, null, [['Капитан', 1], ['Волшебник', 1]]]],
  joinedPanic: [
    [3, 12, '20 % (1/5)'],
    [null, 2, '0 %'],
  ],
  joinedCharacterRolled: [
    ['Капитан', 2, 2, true],
    ['Капитан', 1, 0, false],
  ],
  joinedRankAndFileRolled: [[3, 1, 9]],
  joinedHitHeading: [['Капитан', 1, 2, 3]],
  characterState: [
    ['Капитан', 1, false],
    ['Капитан', 0, true],
  ],
  characterOdds: [
    ['Капитан', true, '50 %', '25 %'],
    ['Капитан', false, '0 %', '0 %'],
  ],
  modelHeading: [
    ['Гномы №1', 1, 7.5, 'soft', 'right'],
    ['Гномы №6', 2, 8, 'none', 'front'],
  ],
  share: [[0.62, 0.1, 21]],
  lineCount: [[2, 1]],
  standsInside: [
    ['Лес', 'soft'],
    ['Руины', 'hard'],
  ],
  wholeShooting: [[10]],
  volleyRolledHeading: [
    [1, 1, { count: 3, sides: 6, times: 2, plus: 0 }],
    [2, 3, { count: 1, sides: 6, times: 1, plus: 1 }],
  ],
  veilTokensChosen: [
    [0, 3, 3],
    [2, 3, 3],
  ],
  wholeShootingRolled: [[14.58], [2]],
  resultLine: [
    ['Гоблины', 17, 0],
    ['Огры', 2, 1],
  ],
  targetsHeading: [['Гномы']],
  mayShoot: [['Гномы']],
  mayNotShoot: [['Гномы', 'в рукопашной']],
  weaponNotUsable: [['crossbow', 'отряд шёл маршем']],
  withWeapon: [['crossbow']],
  modelsMayShoot: [[6, 15]],
  oddsLine: [[1.25, '71,0 %', '0,5 %']],
  phaseHeading: [['Гномы']],
  turnHeading: [[1, 'Гномы стреляют']],
  unitState: [
    ['Гоблины', 17, 0],
    ['Огры', 2, 2],
  ],
  written: [['after.json']],
  panicRule: [
    ['quarter-of-health-and-three', 3, 8],
    ['quarter-of-health', 2, 8],
  ],
  panicFailed: [[7]],
  panicPhaseLoss: [
    ['Гоблины', 2, 8],
    ['Огры', 5, 21],
  ],
};
