import type {
  BattleaxeKeyword,
  BattleaxeOutcome,
  BattleaxeShooterRefusal,
  BattleaxeStep,
  BattleaxeTargetRefusal,
  BattleaxeVariants,
  BattleaxeWeaponId,
  CoverKind,
  HitModifierCode,
  HitsSource,
  IdleReason,
  BattleaxeArcCheck,
  ModifierCancel,
  SaveModifierCode,
} from '../src/games/battleaxe/index.js';
import type { BattleaxeScenarioIssue } from '../src/scenario/battleaxe-issues.js';
import { decimal, UP_TO_TWO_DECIMALS } from './number.js';
import { pluralForm } from './plural.js';

/**
 * Battleaxe texts: every code the battleaxe game module returns, in English and Russian. The
 * catalogue (catalogue.ts) holds them as its `battleaxe` section. Russian declines nouns:
 * counted nouns go through Intl.PluralRules (1 модель, 2 модели, 5 моделей), weapons are
 * kept in the genitive for «стрельба из …». Terms follow docs/glossary.md.
 */

/** The forms of a counted noun; every language gives all four, so both catalogues have the same entries. */
export interface CountForms {
  readonly one: string;
  readonly few: string;
  readonly many: string;
  readonly other: string;
}

/** The steps a roll log groups dice by (every step but the group headings). */
export type DiceStep = Exclude<BattleaxeStep, 'shot' | 'unit-turn'>;

export interface BattleaxeTexts {
  readonly name: string;
  readonly step: Readonly<Record<BattleaxeStep, string>>;
  readonly outcome: Readonly<Record<BattleaxeOutcome, string>>;
  /** What a number of dice with one outcome are called: "3 misses", "3 промаха". */
  readonly outcomeCount: Readonly<Record<BattleaxeOutcome, CountForms>>;
  readonly hitModifier: Readonly<Record<HitModifierCode, string>>;
  readonly modifierCancel: Readonly<Record<ModifierCancel, string>>;
  readonly saveModifier: Readonly<Record<SaveModifierCode, string>>;
  readonly keyword: Readonly<Record<BattleaxeKeyword, string>>;
  readonly hitsSource: Readonly<Record<HitsSource, string>>;
  readonly cover: Readonly<Record<CoverKind, string>>;
  readonly weapon: Readonly<Record<BattleaxeWeaponId, string>>;
  readonly shooterRefusal: Readonly<Record<BattleaxeShooterRefusal, string>>;
  readonly targetRefusal: Readonly<Record<BattleaxeTargetRefusal, string>>;
  readonly idle: Readonly<Record<IdleReason, string>>;
  /** How the shooter's firing arc judged a target (B-16). */
  readonly arc: Readonly<Record<BattleaxeArcCheck, string>>;
  readonly variant: {
    readonly woundChart: (value: BattleaxeVariants['woundChart']) => string;
    readonly directFireRanks: (value: BattleaxeVariants['directFireRanks']) => string;
    readonly arc: (value: BattleaxeVariants['arc']) => string;
  };
  readonly noun: { readonly model: CountForms; readonly die: CountForms };
  readonly text: {
    /** `weapon` is a weapon id, or the name of a weapon the scenario defines itself. */
    readonly shooting: (unit: string, models: number, weapon: string, target: string, targetModels: number) => string;
    /** `amount` is "D6" or a number as text; `fixed` is the number when it is one. */
    readonly hits: (name: string, amount: string, fixed: number | null, strength: number, target: string, targetModels: number) => string;
    readonly defaultShooter: string;
    readonly defaultTarget: string;
    readonly ballisticSkill: (bs: number) => string;
    readonly strengthAgainstToughness: (s: number, t: number) => string;
    readonly cannotWound: string;
    readonly dashWoundsOnSix: string;
    readonly armour: (score: number) => string;
    readonly ward: (score: number) => string;
    readonly saveImpossible: string;
    readonly naturalOneFails: string;
    readonly secondRoll: (needed: number, firstNeeded: number) => string;
    readonly cannotHit: (needed: number) => string;
    readonly needs: (score: number) => string;
    readonly ignoredBy: (what: string) => string;
    readonly multipleWounds: (amount: string, cap: number) => string;
    readonly hitsRoll: (amount: string) => string;
    /** "5 dice to hit"; `batch` (1-based) when the unit shoots in several. */
    readonly diceGroup: (count: number, step: DiceStep, batch: number | null) => string;
    /** Steps decided without a die: "10 shots: cannot hit". */
    readonly noDiceGroup: (count: number, step: DiceStep) => string;
    readonly batch: (index: number, models: number) => string;
    readonly shooters: (list: string) => string;
    readonly distance: (min: number, max: number) => string;
    readonly hiddenModels: (hidden: number, of: number) => string;
    readonly coverBy: (cover: string, by: string) => string;
    readonly inTheOpen: string;
    readonly shortRange: string;
    readonly longRange: string;
    readonly pointBlank: string;
    readonly whatRollsNeed: string;
    readonly toHitOfBatch: (batch: number, models: number) => string;
    readonly oneShot: (batch: number | null) => string;
    readonly oneHit: string;
    readonly allShots: (shots: number) => string;
    readonly allHits: (most: number) => string;
    readonly hit: string;
    readonly wounded: string;
    readonly armourSaved: string;
    readonly wardSaved: string;
    readonly unsaved: string;
    readonly hitsHeading: string;
    readonly woundsHeading: string;
    readonly unsavedHeading: string;
    readonly modelsRemovedHeading: string;
    readonly woundsOnNextHeading: string;
    readonly woundsOnNext: (wounds: number) => string;
    readonly mean: (value: string) => string;
    readonly atLeast: (count: number) => string;
    readonly wholeUnit: string;
    readonly seedLine: (seed: number) => string;
    readonly result: (target: string, removed: number, left: number, onCurrent: number) => string;
    readonly totals: (hits: number, wounds: number, unsaved: number) => string;
    readonly variantsUsed: string;
    readonly probabilityHeading: readonly [string, string, string];
  };
  readonly battle: {
    readonly targetsHeading: (unit: string, models: number, weapon: string) => string;
    readonly mayShoot: (unit: string) => string;
    readonly mayNotShoot: (unit: string, reasons: string) => string;
    readonly target: (name: string, models: number, distance: number) => string;
    readonly direct: string;
    readonly volley: string;
    readonly option: (how: string, models: number, batches: number) => string;
    readonly idle: (reason: string, models: string) => string;
    readonly odds: (mean: string, anyRemoved: string, destroyed: string) => string;
    readonly notLegal: (reasons: string) => string;
    readonly advised: string;
    readonly noAdvice: string;
    readonly volleyNotAllowed: (weapon: string) => string;
    readonly phaseHeading: (army: string) => string;
    readonly turnHeading: (index: number, unit: string, target: string, volley: boolean) => string;
    readonly noShooters: string;
    readonly afterPhase: string;
    readonly unitState: (name: string, models: number, startingModels: number, onCurrent: number) => string;
    readonly written: (file: string) => string;
  };
  /** Panic from heavy casualties after the shooting (docs/battleaxe.md, Panic). */
  readonly panic: {
    readonly heading: string;
    readonly rule: (modelsRemoved: number, startModels: number) => string;
    readonly never: string;
    readonly forced: string;
    readonly failUnknown: string;
    /** After a roll: whether the casualties force the test (it is not rolled). */
    readonly taken: string;
    readonly notTaken: string;
    /** After a phase: the heading, and the models a unit lost over the phase of those it had at its start. */
    readonly phaseHeading: string;
    readonly phaseLoss: (name: string, removed: number, startModels: number) => string;
  };
}


// ---------------------------------------------------------------------------------------
// English

const enForms = (one: string, other: string): CountForms => ({ one, few: other, many: other, other });
const enNumber = (value: number) => decimal('en', value, UP_TO_TWO_DECIMALS);
const enCount = (count: number, forms: CountForms) => `${enNumber(count)} ${pluralForm('en', count, forms)}`;
const enModels = enForms('model', 'models');
const enDice = enForms('die', 'dice');
const enWounds = enForms('wound', 'wounds');

const EN_WEAPONS: Readonly<Record<BattleaxeWeaponId, string>> = {
  'short-bow': 'short bow',
  bow: 'bow',
  longbow: 'longbow',
  crossbow: 'crossbow',
  handgun: 'handgun',
  pistol: 'pistol',
  sling: 'sling',
  javelin: 'javelins',
};
const enWeapon = (id: string) => (Object.hasOwn(EN_WEAPONS, id) ? EN_WEAPONS[id as BattleaxeWeaponId] : id);

const EN_DICE_FOR: Readonly<Record<DiceStep, string>> = {
  'hits-roll': 'for the number of hits',
  'to-hit': 'to hit',
  'to-hit-second-roll': 'rolled again after a 6 (7+ to hit)',
  'to-wound': 'to wound',
  'armour-save': 'for armour saves',
  'ward-save': 'for ward saves',
  'multiple-wounds': 'for multiple wounds',
};

const EN_STEPS: Readonly<Record<BattleaxeStep, string>> = {
  'hits-roll': 'Number of hits',
  'to-hit': 'To hit',
  'to-hit-second-roll': 'To hit, second roll',
  'to-wound': 'To wound',
  'armour-save': 'Armour save',
  'ward-save': 'Ward save',
  'multiple-wounds': 'Multiple wounds',
  shot: 'Shot',
  'unit-turn': 'Unit',
};

export const battleaxeEn: BattleaxeTexts = {
  name: 'Battleaxe',
  step: EN_STEPS,
  outcome: {
    hits: 'hits',
    hit: 'hit',
    miss: 'miss',
    'natural-one': 'a 1 always fails',
    'second-roll': 'a 6: roll again',
    'cannot-hit': 'cannot hit',
    wound: 'wound',
    'no-wound': 'no wound',
    'cannot-wound': 'cannot wound',
    saved: 'saved',
    'not-saved': 'not saved',
    'no-save': 'no save',
    wounds: 'wounds',
  },
  outcomeCount: {
    hits: enForms('hit', 'hits'),
    hit: enForms('hit', 'hits'),
    miss: enForms('miss', 'misses'),
    'natural-one': enForms('natural 1 (always fails)', 'natural 1s (always fail)'),
    'second-roll': enForms('six to roll again', 'sixes to roll again'),
    'cannot-hit': enForms('shot that cannot hit', 'shots that cannot hit'),
    wound: enForms('wound', 'wounds'),
    'no-wound': enForms('failed', 'failed'),
    'cannot-wound': enForms('hit that cannot wound', 'hits that cannot wound'),
    saved: enForms('saved', 'saved'),
    'not-saved': enForms('not saved', 'not saved'),
    'no-save': enForms('wound with no save possible', 'wounds with no save possible'),
    wounds: enForms('wound', 'wounds'),
  },
  hitModifier: {
    moved: 'moved',
    'long-range': 'long range',
    'point-blank': 'point-blank range',
    'stand-and-shoot': 'stand and shoot',
    'volley-fire': 'volley fire',
    'lone-target': 'lone target',
    'large-target': 'Large target',
    'soft-cover': 'soft cover',
    'hard-cover': 'hard cover',
  },
  modifierCancel: { 'stand-and-shoot': 'stand and shoot', 'into-combat': 'shooting into a combat', 'hard-cover': 'hard cover instead' },
  saveModifier: { strength: 'Strength', 'armour-piercing': 'Armour Piercing' },
  keyword: { large: 'Large', character: 'character', 'war-machine': 'war machine' },
  hitsSource: { spell: 'spell', 'impact-hits': 'impact hits', automatic: 'automatic hits' },
  cover: { soft: 'soft cover', hard: 'hard cover' },
  weapon: EN_WEAPONS,
  shooterRefusal: {
    'not-their-phase': "not this army's shooting phase",
    destroyed: 'destroyed',
    'in-combat': 'in combat',
    fleeing: 'fleeing',
    'already-shot': 'has already shot this phase',
    'no-missile-weapon': 'has no missile weapon',
  },
  targetRefusal: { 'outside-arc': "wholly outside the unit's 90° front arc (B-16)", 'in-combat': 'in combat', 'not-visible': 'no model of the unit sees it', 'out-of-range': 'out of range' },
  idle: { 'rear-rank': 'behind the ranks that shoot directly (B-15)', 'out-of-range': 'out of range', 'no-sight': 'no line of sight' },
  arc: {
    'in-front': 'in the front arc (B-16)',
    outside: 'wholly outside the front arc (B-16)',
    'turns-to-face': 'outside the front arc: a war machine or a lone character turns to face it first (B-16)',
    'all-round': 'no firing arc: all-round (B-16 variant)',
  },
  variant: {
    woundChart: (v) => (v === 'chart' ? "the wound chart's dashes cannot wound (B-11)" : "the wound chart's dashes wound on a 6 (B-11 variant)"),
    directFireRanks: (v) => (v === 1 ? 'a ranked unit shoots directly with its front rank, in a volley with every model (B-15)' : 'a ranked unit shoots directly with its front two ranks, in a volley with every model (B-15 variant)'),
    arc: (v) => (v === 'front' ? 'a unit shoots at targets at least partly in its 90° front arc (B-16)' : 'a unit shoots all round, whichever way it faces (B-16 variant)'),
  },
  noun: { model: enModels, die: enDice },
  text: {
    shooting: (unit, models, weapon, target, targetModels) => `${unit} (${enCount(models, enModels)}) shoot with the ${enWeapon(weapon)} at ${target} (${enCount(targetModels, enModels)})`,
    hits: (name, amount, fixed, strength, target, targetModels) =>
      `${name}: ${fixed === null ? `${amount} hits` : enCount(fixed, enForms('hit', 'hits'))} at Strength ${strength} on ${target} (${enCount(targetModels, enModels)}), no roll to hit`,
    defaultShooter: 'The shooters',
    defaultTarget: 'the target',
    ballisticSkill: (bs) => `BS ${bs}+`,
    strengthAgainstToughness: (s, t) => `Strength ${s} against Toughness ${t}`,
    cannotWound: 'the chart says it cannot wound',
    dashWoundsOnSix: "the chart's dash: a 6 wounds (B-11 variant)",
    armour: (score) => `armour ${score}+`,
    ward: (score) => `ward ${score}+, never modified`,
    saveImpossible: 'no save possible',
    naturalOneFails: 'a 1 always fails',
    secondRoll: (needed, firstNeeded) => `needs ${firstNeeded}: a 6, then ${needed}+`,
    cannotHit: (needed) => `needs ${needed}: cannot hit`,
    needs: (score) => `${score}+`,
    ignoredBy: (what) => `ignored: ${what}`,
    multipleWounds: (amount, cap) => `each unsaved wound becomes ${amount} wounds, at most ${enCount(cap, enWounds)} (a model's Wounds), none spilling to the next model`,
    hitsRoll: (amount) => `${amount} hits`,
    diceGroup: (count, step, batch) => `${enCount(count, enDice)} ${EN_DICE_FOR[step]}${batch === null ? '' : `, batch ${batch}`}`,
    noDiceGroup: (count, step) => `${EN_STEPS[step]}: no die rolled, ${enCount(count, enForms('time', 'times'))}`,
    batch: (index, models) => `Batch ${index}: ${enCount(models, enModels)}`,
    shooters: (list) => `(${list})`,
    distance: (min, max) => (Math.abs(max - min) < 0.05 ? `${min.toFixed(1)}"` : `${min.toFixed(1)}–${max.toFixed(1)}"`),
    hiddenModels: (hidden, of) => `${hidden} of ${enCount(of, enModels)} more than half hidden`,
    coverBy: (cover, by) => `${cover} (${by})`,
    inTheOpen: 'in the open',
    shortRange: 'short range',
    longRange: 'long range',
    pointBlank: 'point-blank range',
    whatRollsNeed: 'What each roll needs',
    toHitOfBatch: (batch, models) => `To hit, batch ${batch} (${enCount(models, enModels)})`,
    oneShot: (batch) => (batch === null ? 'One shot' : `One shot of batch ${batch}`),
    oneHit: 'One hit',
    allShots: (shots) => `The whole unit: ${enCount(shots, enForms('shot', 'shots'))}`,
    allHits: (most) => `All the hits (up to ${most})`,
    hit: 'hit',
    wounded: 'wounded',
    armourSaved: 'saved by armour',
    wardSaved: 'saved by the ward',
    unsaved: 'not saved',
    hitsHeading: 'Hits',
    woundsHeading: 'Wounds',
    unsavedHeading: 'Unsaved wounds',
    modelsRemovedHeading: 'Models removed',
    woundsOnNextHeading: 'Wounds lost by the next model',
    woundsOnNext: (wounds) => enCount(wounds, enWounds),
    mean: (value) => `mean ${value}`,
    atLeast: (count) => `at least ${count}`,
    wholeUnit: 'the whole unit',
    seedLine: (seed) => `Seed ${seed} (the same seed rolls the same dice: --seed ${seed})`,
    result: (target, removed, left, onCurrent) =>
      `${target}: ${enCount(removed, enModels)} removed, ${left} left${onCurrent > 0 && left > 0 ? `; the next one has lost ${enCount(onCurrent, enWounds)}` : ''}`,
    totals: (hits, wounds, unsaved) => `${enCount(hits, enForms('hit', 'hits'))}, ${enCount(wounds, enWounds)}, ${unsaved} unsaved`,
    variantsUsed: 'Readings of the rules',
    probabilityHeading: ['', 'chance', 'exact'],
  },
  battle: {
    targetsHeading: (unit, models, weapon) => `whom ${unit} may shoot (${enCount(models, enModels)}, ${enWeapon(weapon)})`,
    mayShoot: (unit) => `${unit} may shoot.`,
    mayNotShoot: (unit, reasons) => `${unit} may not shoot: ${reasons}.`,
    target: (name, models, distance) => `${name} (${enCount(models, enModels)}), ${distance.toFixed(1)}" away`,
    direct: 'Shooting directly',
    volley: 'A volley (−1)',
    option: (how, models, batches) => `${how}: ${enCount(models, enModels)} fire${batches > 1 ? `, in ${batches} batches` : ''}`,
    idle: (reason, models) => `not firing, ${reason}: ${models}`,
    odds: (mean, anyRemoved, destroyed) => `models removed: mean ${mean}, at least one ${anyRemoved}, all ${destroyed}`,
    notLegal: (reasons) => `may not be shot: ${reasons}`,
    advised: '← advised',
    noAdvice: 'No enemy unit in range and sight: nothing to advise.',
    volleyNotAllowed: (weapon) => `--volley: the ${enWeapon(weapon)} cannot fire a volley`,
    phaseHeading: (army) => `Shooting phase of ${army}`,
    turnHeading: (index, unit, target, volley) => `${index}. ${unit} ${volley ? 'fire a volley' : 'shoot'} at ${target}`,
    noShooters: 'No unit could shoot.',
    afterPhase: 'After the phase',
    unitState: (name, models, startingModels, onCurrent) =>
      `${name}: ${models === 0 ? 'destroyed' : `${models} of ${enCount(startingModels, enModels)} left`}${onCurrent > 0 && models > 0 ? `, the next one has lost ${enCount(onCurrent, enWounds)}` : ''}`,
    written: (file) => `The battle after the shooting is written to ${file}.`,
  },
  panic: {
    heading: 'Panic test after the shooting',
    rule: (removed, start) => `forced by losing ${removed} or more of its ${start} models (a quarter), if the unit is still there`,
    never: 'a unit of one model can only be destroyed: no Panic test',
    forced: 'Panic test taken',
    failUnknown: 'the chance of failing it (a Leadership test) is not worked out: the file gives no Leadership',
    taken: 'The casualties force a Panic test (not rolled here).',
    notTaken: 'Not enough casualties for a Panic test.',
    phaseHeading: 'Panic tests for heavy casualties, counting the whole phase:',
    phaseLoss: (name, removed, start) => `${name} lost ${removed} of its ${start} models`,
  },
};

// ---------------------------------------------------------------------------------------
// Russian

const ruForms = (one: string, few: string, many: string): CountForms => ({ one, few, many, other: few });
const ruNumber = (value: number) => decimal('ru', value, UP_TO_TWO_DECIMALS);
const ruTenths = (value: number) => decimal('ru', value, { minimumFractionDigits: 1, maximumFractionDigits: 1, grouped: false });
const ruCount = (count: number, forms: CountForms) => `${ruNumber(count)} ${pluralForm('ru', count, forms)}`;
const ruModels = ruForms('модель', 'модели', 'моделей');
const ruDice = ruForms('кубик', 'кубика', 'кубиков');
const ruWounds = ruForms('рана', 'раны', 'ран');
const ruHits = ruForms('попадание', 'попадания', 'попаданий');
/** After «не больше»: 1 раны, 3 ран. */
const ruWoundsGenitive = ruForms('раны', 'ран', 'ран');
/** After «потеряла»: 1 рану, 3 раны, 5 ран. */
const ruWoundsAccusative = ruForms('рану', 'раны', 'ран');

/** Each weapon's name and its genitive (for «стрельба из …»). */
const RU_WEAPONS: Readonly<Record<BattleaxeWeaponId, { readonly name: string; readonly genitive: string }>> = {
  'short-bow': { name: 'короткий лук', genitive: 'короткого лука' },
  bow: { name: 'лук', genitive: 'лука' },
  longbow: { name: 'длинный лук', genitive: 'длинного лука' },
  crossbow: { name: 'арбалет', genitive: 'арбалета' },
  handgun: { name: 'аркебуза', genitive: 'аркебузы' },
  pistol: { name: 'пистоль', genitive: 'пистоля' },
  sling: { name: 'праща', genitive: 'пращи' },
  javelin: { name: 'дротики', genitive: 'дротиков' },
};
const ruWeapon = (id: string) => (Object.hasOwn(RU_WEAPONS, id) ? RU_WEAPONS[id as BattleaxeWeaponId] : undefined);
/** «из арбалета»; a weapon of the scenario's own: «из оружия «Ястребиный лук»». */
const ruFromWeapon = (id: string) => `из ${ruWeapon(id)?.genitive ?? `оружия «${id}»`}`;
const ruWeaponName = (id: string) => ruWeapon(id)?.name ?? `«${id}»`;

const RU_DICE_FOR: Readonly<Record<DiceStep, string>> = {
  'hits-roll': 'на число попаданий',
  'to-hit': 'на попадание',
  'to-hit-second-roll': 'повторно после 6 (на попадание нужно 7+)',
  'to-wound': 'на ранение',
  'armour-save': 'на защиту доспехами',
  'ward-save': 'на особую защиту',
  'multiple-wounds': 'на множественные раны',
};

const RU_STEPS: Readonly<Record<BattleaxeStep, string>> = {
  'hits-roll': 'Число попаданий',
  'to-hit': 'Бросок на попадание',
  'to-hit-second-roll': 'Второй бросок на попадание',
  'to-wound': 'Бросок на ранение',
  'armour-save': 'Защита доспехами',
  'ward-save': 'Особая защита',
  'multiple-wounds': 'Множественные раны',
  shot: 'Выстрел',
  'unit-turn': 'Отряд',
};

export const battleaxeRu: BattleaxeTexts = {
  name: 'Бэттлэкс',
  step: RU_STEPS,
  outcome: {
    hits: 'попадания',
    hit: 'попадание',
    miss: 'промах',
    'natural-one': 'единица — всегда неудача',
    'second-roll': 'шестёрка: бросайте ещё раз',
    'cannot-hit': 'попасть нельзя',
    wound: 'ранение',
    'no-wound': 'без ранения',
    'cannot-wound': 'ранить нельзя',
    saved: 'защита спасла',
    'not-saved': 'защита не спасла',
    'no-save': 'защиты нет',
    wounds: 'раны',
  },
  outcomeCount: {
    hits: ruHits,
    hit: ruHits,
    miss: ruForms('промах', 'промаха', 'промахов'),
    'natural-one': ruForms('единица (всегда неудача)', 'единицы (всегда неудача)', 'единиц (всегда неудача)'),
    'second-roll': ruForms('шестёрка, бросок ещё раз', 'шестёрки, бросок ещё раз', 'шестёрок, бросок ещё раз'),
    'cannot-hit': ruForms('выстрел, которым попасть нельзя', 'выстрела, которыми попасть нельзя', 'выстрелов, которыми попасть нельзя'),
    wound: ruForms('ранение', 'ранения', 'ранений'),
    'no-wound': ruForms('без ранения', 'без ранения', 'без ранения'),
    'cannot-wound': ruForms('попадание, которым ранить нельзя', 'попадания, которыми ранить нельзя', 'попаданий, которыми ранить нельзя'),
    saved: ruForms('отражена', 'отражены', 'отражено'),
    'not-saved': ruForms('не отражена', 'не отражены', 'не отражено'),
    'no-save': ruForms('рана без защиты', 'раны без защиты', 'ран без защиты'),
    wounds: ruWounds,
  },
  hitModifier: {
    moved: 'движение',
    'long-range': 'дальняя дистанция',
    'point-blank': 'стрельба в упор',
    'stand-and-shoot': 'стрельба навстречу атаке',
    'volley-fire': 'стрельба залпом',
    'lone-target': 'одиночная цель',
    'large-target': 'Большая цель',
    'soft-cover': 'мягкое укрытие',
    'hard-cover': 'твёрдое укрытие',
  },
  modifierCancel: { 'stand-and-shoot': 'стрельба навстречу атаке', 'into-combat': 'стрельба в рукопашную схватку', 'hard-cover': 'вместо него твёрдое укрытие' },
  saveModifier: { strength: 'Сила', 'armour-piercing': 'Бронебойность' },
  keyword: { large: 'большой', character: 'персонаж', 'war-machine': 'боевая машина' },
  hitsSource: { spell: 'заклинание', 'impact-hits': 'удары натиска', automatic: 'автоматические попадания' },
  cover: { soft: 'мягкое укрытие', hard: 'твёрдое укрытие' },
  weapon: {
    'short-bow': RU_WEAPONS['short-bow'].name,
    bow: RU_WEAPONS.bow.name,
    longbow: RU_WEAPONS.longbow.name,
    crossbow: RU_WEAPONS.crossbow.name,
    handgun: RU_WEAPONS.handgun.name,
    pistol: RU_WEAPONS.pistol.name,
    sling: RU_WEAPONS.sling.name,
    javelin: RU_WEAPONS.javelin.name,
  },
  shooterRefusal: {
    'not-their-phase': 'сейчас фаза стрельбы другой армии',
    destroyed: 'отряд уничтожен',
    'in-combat': 'занят в ближнем бою',
    fleeing: 'бежит',
    'already-shot': 'уже стрелял в этой фазе',
    'no-missile-weapon': 'нет стрелкового оружия',
  },
  targetRefusal: {
    'outside-arc': 'целиком вне переднего сектора отряда в 90° (B-16)',
    'in-combat': 'занят в ближнем бою',
    'not-visible': 'ни одна модель отряда его не видит',
    'out-of-range': 'вне дальности',
  },
  idle: { 'rear-rank': 'стоят позади рядов, ведущих обычную стрельбу (B-15)', 'out-of-range': 'вне дальности', 'no-sight': 'нет линии видимости' },
  arc: {
    'in-front': 'в переднем секторе (B-16)',
    outside: 'целиком вне переднего сектора (B-16)',
    'turns-to-face': 'вне переднего сектора: боевая машина или одиночный герой сперва разворачивается к цели (B-16)',
    'all-round': 'сектора нет: стрельба во все стороны (вариант B-16)',
  },
  variant: {
    woundChart: (v) => (v === 'chart' ? 'прочерк в таблице ранений — ранить нельзя (B-11)' : 'прочерк в таблице ранений — ранит на 6 (вариант B-11)'),
    directFireRanks: (v) => (v === 1 ? 'в обычной стрельбе отряда в строю стреляет первый ряд, залпом — все модели (B-15)' : 'в обычной стрельбе отряда в строю стреляют два первых ряда, залпом — все модели (вариант B-15)'),
    arc: (v) => (v === 'front' ? 'отряд стреляет по целям, хотя бы отчасти попавшим в его передний сектор в 90° (B-16)' : 'отряд стреляет во все стороны, куда бы ни смотрел (вариант B-16)'),
  },
  noun: { model: ruModels, die: ruDice },
  text: {
    shooting: (unit, models, weapon, target, targetModels) => `${unit} (${ruCount(models, ruModels)}): стрельба ${ruFromWeapon(weapon)}, цель: ${target} (${ruCount(targetModels, ruModels)})`,
    hits: (name, amount, fixed, strength, target, targetModels) =>
      `${name}: ${fixed === null ? `${amount} попаданий` : ruCount(fixed, ruHits)} с Силой ${strength} без броска на попадание, цель: ${target} (${ruCount(targetModels, ruModels)})`,
    defaultShooter: 'Стрелки',
    defaultTarget: 'цель',
    ballisticSkill: (bs) => `СУ ${bs}+`,
    strengthAgainstToughness: (s, t) => `Сила ${s} против Выносливости ${t}`,
    cannotWound: 'по таблице ранить нельзя',
    dashWoundsOnSix: 'прочерк в таблице: ранит 6 (вариант B-11)',
    armour: (score) => `доспехи ${score}+`,
    ward: (score) => `особая защита ${score}+, без модификаторов`,
    saveImpossible: 'защита невозможна',
    naturalOneFails: 'единица — всегда неудача',
    secondRoll: (needed, firstNeeded) => `нужно ${firstNeeded}: 6, затем ${needed}+`,
    cannotHit: (needed) => `нужно ${needed}: попасть нельзя`,
    needs: (score) => `${score}+`,
    ignoredBy: (what) => `не учитывается: ${what}`,
    multipleWounds: (amount, cap) => `каждая неотражённая рана наносит ${amount}, но не больше ${ruCount(cap, ruWoundsGenitive)} (Раны модели); лишнее не переходит на следующую модель`,
    hitsRoll: (amount) => `${amount} попаданий`,
    diceGroup: (count, step, batch) => `${ruCount(count, ruDice)} ${RU_DICE_FOR[step]}${batch === null ? '' : `, группа ${batch}`}`,
    noDiceGroup: (count, step) => `${RU_STEPS[step]}: без броска, ${ruCount(count, ruForms('раз', 'раза', 'раз'))}`,
    batch: (index, models) => `Группа ${index}: ${ruCount(models, ruModels)}`,
    shooters: (list) => `(${list})`,
    distance: (min, max) => (Math.abs(max - min) < 0.05 ? `${ruTenths(min)}"` : `${ruTenths(min)}–${ruTenths(max)}"`),
    hiddenModels: (hidden, of) => `${ruNumber(hidden)} из ${ruCount(of, ruForms('модели', 'моделей', 'моделей'))} ${pluralForm('ru', hidden, { one: 'скрыта', other: 'скрыты' })} больше чем наполовину`,
    coverBy: (cover, by) => `${cover} (${by})`,
    inTheOpen: 'на открытом месте',
    shortRange: 'ближняя дистанция',
    longRange: 'дальняя дистанция',
    pointBlank: 'стрельба в упор',
    whatRollsNeed: 'Что нужно выбросить',
    toHitOfBatch: (batch, models) => `Бросок на попадание, группа ${batch} (${ruCount(models, ruModels)})`,
    oneShot: (batch) => (batch === null ? 'Один выстрел' : `Один выстрел группы ${batch}`),
    oneHit: 'Одно попадание',
    allShots: (shots) => `Весь отряд: ${ruCount(shots, ruForms('выстрел', 'выстрела', 'выстрелов'))}`,
    allHits: (most) => `Все попадания (до ${ruNumber(most)})`,
    hit: 'попадание',
    wounded: 'ранение',
    armourSaved: 'спасли доспехи',
    wardSaved: 'спасла особая защита',
    unsaved: 'защита не спасла',
    hitsHeading: 'Попадания',
    woundsHeading: 'Ранения',
    unsavedHeading: 'Неотражённые раны',
    modelsRemovedHeading: 'Убитые модели',
    woundsOnNextHeading: 'Раны, потерянные следующей моделью',
    woundsOnNext: (wounds) => ruCount(wounds, ruWounds),
    mean: (value) => `в среднем ${value}`,
    atLeast: (count) => `не менее ${count}`,
    wholeUnit: 'весь отряд',
    seedLine: (seed) => `Зерно ${seed} (с тем же зерном кубики выпадут так же: --seed ${seed})`,
    result: (target, removed, left, onCurrent) =>
      `${target}: ${removed === 0 ? 'никто не убит' : `убито ${ruCount(removed, ruModels)}`}, осталось ${ruNumber(left)}${onCurrent > 0 && left > 0 ? `; следующая уже потеряла ${ruCount(onCurrent, ruWoundsAccusative)}` : ''}`,
    totals: (hits, wounds, unsaved) => `${ruCount(hits, ruHits)}, ${ruCount(wounds, ruForms('ранение', 'ранения', 'ранений'))}, ${ruCount(unsaved, ruForms('неотражённая рана', 'неотражённые раны', 'неотражённых ран'))}`,
    variantsUsed: 'Толкования правил',
    probabilityHeading: ['', 'вероятность', 'точно'],
  },
  battle: {
    targetsHeading: (unit, models, weapon) => `в кого может стрелять ${unit} (${ruCount(models, ruModels)}, ${ruWeaponName(weapon)})`,
    mayShoot: (unit) => `${unit}: может стрелять.`,
    mayNotShoot: (unit, reasons) => `${unit}: стрелять не может — ${reasons}.`,
    target: (name, models, distance) => `${name} (${ruCount(models, ruModels)}), в ${ruTenths(distance)}"`,
    direct: 'Обычная стрельба',
    volley: 'Стрельба залпом (−1)',
    option: (how, models, batches) => `${how}: стреляют ${ruCount(models, ruModels)}${batches > 1 ? `, групп: ${batches}` : ''}`,
    idle: (reason, models) => `не стреляют (${reason}): ${models}`,
    odds: (mean, anyRemoved, destroyed) => `убитые модели: в среднем ${mean}, хотя бы одна ${anyRemoved}, все ${destroyed}`,
    notLegal: (reasons) => `стрелять нельзя: ${reasons}`,
    advised: '← рекомендуется',
    noAdvice: 'Нет вражеского отряда в пределах дальности и видимости: советовать нечего.',
    volleyNotAllowed: (weapon) => `--volley: ${ruFromWeapon(weapon)} нельзя стрелять залпом`,
    phaseHeading: (army) => `Фаза стрельбы: ${army}`,
    turnHeading: (index, unit, target, volley) => `${index}. ${unit}: ${volley ? 'стрельба залпом' : 'стрельба'}, цель: ${target}`,
    noShooters: 'Ни один отряд не смог выстрелить.',
    afterPhase: 'После фазы',
    unitState: (name, models, startingModels, onCurrent) =>
      `${name}: ${models === 0 ? 'отряд уничтожен' : `осталось ${ruNumber(models)} из ${ruCount(startingModels, ruForms('модели', 'моделей', 'моделей'))}`}${onCurrent > 0 && models > 0 ? `, следующая уже потеряла ${ruCount(onCurrent, ruWoundsAccusative)}` : ''}`,
    written: (file) => `Бой после стрельбы записан в ${file}.`,
  },
  panic: {
    heading: 'Проверка паники после стрельбы',
    rule: (removed, start) => `если отряд потеряет ${removed} или больше из своих ${start} моделей (четверть) и уцелеет`,
    never: 'отряд из одной модели можно только уничтожить: проверки паники нет',
    forced: 'Проверка паники',
    failUnknown: 'шанс провала (проверки Лидерства) не считается: в файле нет Лидерства',
    taken: 'Потери вынуждают пройти проверку паники (здесь она не бросается).',
    notTaken: 'Потерь недостаточно для проверки паники.',
    phaseHeading: 'Проверки паники за тяжёлые потери, считая всю фазу:',
    phaseLoss: (name, removed, start) => `${name}: потеряно ${ruNumber(removed)} из ${ruCount(start, ruForms('модели', 'моделей', 'моделей'))}`,
  },
};

// ---------------------------------------------------------------------------------------
// Scenario issues

/** Texts of the scenario issues only Battleaxe files can have (src/scenario/battleaxe-issues.ts). */
export type BattleaxeIssueTexts = { readonly [C in BattleaxeScenarioIssue['code']]: (issue: Extract<BattleaxeScenarioIssue, { code: C }>) => string };

export const battleaxeIssuesEn: BattleaxeIssueTexts = {
  'battleaxe-shooting-or-hits': (i) =>
    i.both ? 'an attack is either a unit shooting ("shooter" and "weapon") or hits with no roll to hit ("hits"), not both' : 'an attack needs a "shooter" with a "weapon", or "hits"',
  'battleaxe-hits-not-rolled': (i) => `"${i.field}" is for shooting: hits are not rolled to hit`,
  'battleaxe-models-and-batches': () => 'say how many models shoot either in "shooter.models" or in "batches", not both',
  'battleaxe-files-and-batches': () => '"shooter.files" picks the front rank of "shooter.models" (B-15); with "batches", say in each batch how many models shoot instead',
  'battleaxe-volley-not-allowed': (i) => `the ${enWeapon(i.weapon)} cannot fire a volley`,
  'battleaxe-out-of-range': (i) => `the target is ${enNumber(i.distance)}" away, beyond the weapon's range of ${enNumber(i.range)}"`,
  'battleaxe-point-blank-conflict': (i) =>
    `pointBlank is ${String(i.pointBlank)}, but the target is ${enNumber(i.distance)}" away, ${i.distance <= i.limit ? 'within' : 'beyond'} point-blank range (${enNumber(i.limit)}")`,
  'battleaxe-wounds-on-current': (i) => `the model in line can have lost at most ${enCount(i.wounds - 1, enWounds)} (its Wounds are ${i.wounds}), not ${i.woundsOnCurrent}`,
  'battleaxe-starting-models': (i) => `the unit cannot have begun with fewer models (${i.startingModels}) than it has now (${i.models})`,
  'battleaxe-characters-not-built': (i) => `${i.field === 'characters' ? 'characters joined to a unit are' : 'a champion is'} not built for Battleaxe yet: the shots would all fall on the rank and file; leave "${i.field}" out and shoot at the character's own profile separately`,
};

export const battleaxeIssuesRu: BattleaxeIssueTexts = {
  'battleaxe-shooting-or-hits': (i) =>
    i.both
      ? 'атака — это либо стрельба отряда («shooter» и «weapon»), либо попадания без броска на попадание («hits»), но не то и другое'
      : 'для атаки нужен стрелок («shooter») с оружием («weapon») или попадания («hits»)',
  'battleaxe-hits-not-rolled': (i) => `поле «${i.field}» — для стрельбы, а для этих попаданий бросок на попадание не делается`,
  'battleaxe-models-and-batches': () => 'число стреляющих моделей укажите либо в «shooter.models», либо в «batches», но не в обоих',
  'battleaxe-files-and-batches': () => '«shooter.files» выделяет первый ряд из «shooter.models» (B-15); при «batches» укажите число стреляющих в каждой группе',
  'battleaxe-volley-not-allowed': (i) => `${ruFromWeapon(i.weapon)} нельзя стрелять залпом`,
  'battleaxe-out-of-range': (i) => `до цели ${ruNumber(i.distance)}", это дальше дальности оружия (${ruNumber(i.range)}")`,
  'battleaxe-point-blank-conflict': (i) =>
    `pointBlank указан как ${String(i.pointBlank)}, но до цели ${ruNumber(i.distance)}", а это ${i.distance <= i.limit ? 'в пределах' : 'дальше'} дистанции стрельбы в упор (${ruNumber(i.limit)}")`,
  'battleaxe-wounds-on-current': (i) => `модель на линии огня может потерять не больше ${ruCount(i.wounds - 1, ruWoundsGenitive)} (у неё ${ruCount(i.wounds, ruForms('Рана', 'Раны', 'Ран'))}), а указано ${i.woundsOnCurrent}`,
  'battleaxe-starting-models': (i) => `в начале боя в отряде не могло быть меньше моделей (${i.startingModels}), чем сейчас (${i.models})`,
  'battleaxe-characters-not-built': (i) => `${i.field === 'characters' ? 'герои в отряде' : 'чемпион отряда'} в Battleaxe пока не учитываются: все выстрелы пришлись бы на рядовых; уберите это поле и считайте выстрелы по профилю героя отдельно`,
};

/**
 * Sample arguments for every text function of the section, for the catalogue tests (which
 * call each function with its samples and look for stray English in the Russian results).
 */
type TextFunction = (...args: never[]) => string;
type FunctionKeys<T> = { [K in keyof T]-?: T[K] extends TextFunction ? K : never }[keyof T];
type SamplesOf<T> = { readonly [K in FunctionKeys<T>]: readonly Parameters<Extract<T[K], TextFunction>>[] };

export const battleaxeTextSamples: {
  readonly variant: SamplesOf<BattleaxeTexts['variant']>;
  readonly text: SamplesOf<BattleaxeTexts['text']>;
  readonly battle: SamplesOf<BattleaxeTexts['battle']>;
  readonly panic: SamplesOf<BattleaxeTexts['panic']>;
} = {
  variant: { woundChart: [['chart'], ['always-six']], directFireRanks: [[1], [2]], arc: [['front'], ['all-round']] },
  text: {
    shooting: [
      ['Лучники', 5, 'short-bow', 'Гоблины', 20],
      ['Стража', 1, 'Ястребиный лук', 'Огр', 1],
    ],
    hits: [
      ['Огненный шар', '2', 2, 4, 'Гоблины', 21],
      ['Колесница', '3', 3, 5, 'Огры', 3],
    ],
    ballisticSkill: [[4]],
    strengthAgainstToughness: [[3, 4]],
    armour: [[5]],
    ward: [[6]],
    secondRoll: [[4, 7]],
    cannotHit: [[10]],
    needs: [[4]],
    ignoredBy: [['твёрдое укрытие']],
    multipleWounds: [
      ['2', 3],
      ['3', 1],
    ],
    hitsRoll: [['2']],
    diceGroup: [
      [1, 'to-hit', null],
      [5, 'to-hit', 2],
      [22, 'to-wound', null],
      [11, 'armour-save', null],
      [3, 'ward-save', null],
      [2, 'multiple-wounds', null],
      [1, 'hits-roll', null],
      [2, 'to-hit-second-roll', 1],
    ],
    noDiceGroup: [
      [10, 'to-hit'],
      [1, 'armour-save'],
    ],
    batch: [
      [1, 6],
      [2, 21],
    ],
    shooters: [['лучники#1–4']],
    distance: [
      [8.5, 8.63],
      [12, 12],
    ],
    hiddenModels: [
      [6, 10],
      [1, 1],
    ],
    coverBy: [['твёрдое укрытие', 'Мечники']],
    toHitOfBatch: [[2, 4]],
    oneShot: [[null], [2]],
    allShots: [[1], [40]],
    allHits: [[6]],
    woundsOnNext: [[0], [1], [2]],
    mean: [['2,50']],
    atLeast: [[3]],
    seedLine: [[42]],
    result: [
      ['Гоблины', 3, 17, 0],
      ['Огры', 1, 2, 2],
      ['Огры', 0, 3, 1],
    ],
    totals: [
      [2, 1, 1],
      [5, 0, 0],
    ],
  },
  battle: {
    targetsHeading: [['Лучники', 10, 'bow']],
    mayShoot: [['Лучники']],
    mayNotShoot: [['Мечники', 'нет стрелкового оружия']],
    target: [['Гоблины', 10, 10.84]],
    option: [
      ['обычная стрельба', 10, 2],
      ['стрельба залпом', 1, 1],
    ],
    idle: [['нет линии видимости', 'лучники#1–6']],
    odds: [['0,97', '62,3 %', '0,0 %']],
    notLegal: [['занят в ближнем бою']],
    volleyNotAllowed: [['crossbow']],
    phaseHeading: [['Империя']],
    turnHeading: [
      [1, 'Лучники', 'Гоблины', false],
      [2, 'Лучники', 'Гоблины', true],
    ],
    unitState: [
      ['Гоблины', 17, 20, 0],
      ['Огры', 2, 3, 1],
      ['Огры', 0, 3, 0],
    ],
    written: [['after.json']],
  },
  panic: {
    rule: [[2, 8]],
    phaseLoss: [
      ['Гоблины', 3, 10],
      ['Огры', 1, 21],
    ],
  },
};
