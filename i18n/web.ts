/**
 * The words only the web page needs, in English and Russian: its controls, panels, legends
 * and notices. Everything the library returns as codes (outcomes, reasons, steps, issues)
 * still comes from the main catalogue; this section holds the page's own furniture.
 *
 * Only types are imported here (and the unit table's words, whose files import only types),
 * so the catalogue can hold this section as `web` without an import cycle.
 */
import type { ModelRuleKind } from '../src/games/mordheim/index.js';
import type { TerrainKind } from '../src/table/index.js';
import type { Language } from './language.js';
import { pluralForm } from './plural.js';
import type { NinthAgeWeaponGap } from '../src/scenario/index.js';
import { WEAPON_GAP_EN, WEAPON_GAP_RU } from './ninth-age.js';
import type { CalculatorTexts } from './web-calculator.js';
import { calculatorEn } from './en-calculator.js';
import { calculatorRu } from './ru-calculator.js';
import { webUnitTableEn } from './en-web-units.js';
import { webUnitTableRu } from './ru-web-units.js';
import type { WebUnitTableTexts } from './web-units.js';
import { webAdvisorEn, webAdvisorRu, type WebAdvisorTexts } from './web-advisor.js';

/** Why a share link could not be read (web/src/logic/share.ts). */
export type ShareLinkProblem = 'too-long' | 'not-base64' | 'not-deflate' | 'too-large';

/** The state flags a warrior carries in a file (`state` in the scenario format). */
export type WarriorFlag = 'moved' | 'ran' | 'failedCharge' | 'rallied' | 'inCombat' | 'fleeing' | 'hidden' | 'stoodUp' | 'hasShot' | 'fell';

/** The characteristics of a Mordheim profile, as the file keys them. */
export type Characteristic = 'M' | 'WS' | 'BS' | 'S' | 'T' | 'W' | 'I' | 'A' | 'Ld';

/** Where a loaded scenario came from, for the notice that says it could not be read. */
/** Where a battle the page was asked to open came from: a file, a shared link, the browser's storage, or the calculator's shot put on a table. */
export type ScenarioSource = { readonly kind: 'file'; readonly name: string } | { readonly kind: 'link' } | { readonly kind: 'storage' } | { readonly kind: 'calculator' };

export interface WebTexts {
  readonly appName: string;
  readonly tagline: string;
  /** Once the service worker has kept the page: which build answers offline. */
  readonly offlineVersion: (version: string) => string;
  readonly untitled: string;
  readonly exampleLabel: string;
  /** What the example picker shows while the table holds a battle opened from a file, a link or the calculator. */
  readonly exampleOwn: string;
  readonly openExample: string;
  readonly languageLabel: string;
  readonly languageNames: Readonly<Record<Language, string>>;
  readonly undo: string;
  readonly redo: string;
  readonly exportFile: string;
  readonly importFile: string;
  readonly shareLink: string;
  readonly shareReady: string;
  readonly shareCopied: string;
  readonly shootingWarband: string;
  /** While a game's part of the page is fetched (the first battle or calculator of that game). */
  readonly gameLoading: (game: string) => string;
  /** When that fetch failed (offline before the part was kept): said with a button to try again. */
  readonly gameNotLoaded: (game: string) => string;
  readonly tryAgain: string;
  /** Under that failure when it is the game of the battle kept in the browser: the battle is not lost. */
  readonly keptBattleWaits: string;

  readonly table: {
    readonly label: (title: string) => string;
    readonly zoomIn: string;
    readonly zoomOut: string;
    readonly zoomFit: string;
    readonly modeLabel: string;
    readonly modeSelect: string;
    readonly modeAddWarrior: string;
    readonly modeDrawTerrain: string;
    readonly warband: string;
    readonly addHint: string;
    readonly drawHint: string;
    readonly corners: (count: number) => string;
    readonly finishTerrain: string;
    readonly cancel: string;
    readonly keyboardHint: string;
    readonly turnLeft: string;
    readonly turnRight: string;
    readonly terrainKind: Readonly<Record<TerrainKind, string>>;
    readonly terrainTitle: (name: string, kind: string, height: number) => string;
    readonly floorTitle: (building: string, floor: string, level: number) => string;
    readonly inches: (value: number) => string;
    readonly legendVisible: string;
    readonly legendBlocked: string;
    readonly legendHalfRange: string;
    readonly legendFullRange: string;
    readonly legendExposure: string;
    readonly upHigh: (level: number) => string;
  };

  readonly shooter: {
    readonly heading: string;
    readonly pick: string;
    readonly weapon: string;
    readonly sightOnly: (name: string) => string;
    readonly chooseTarget: string;
    readonly chosen: string;
    readonly needs: string;
    readonly exposureToggle: (name: string) => string;
    readonly seenBy: (names: string) => string;
    readonly seenByNone: (name: string) => string;
    /** A double-barrelled weapon (M-17): the choice of one barrel or both, and a weapon with one barrel loaded. */
    readonly barrels: string;
    readonly bothBarrels: string;
    readonly oneBarrel: string;
    readonly oneBarrelLoaded: string;
    /** Throws divided between targets (Knife Fighter, M-15): the section's heading and each throw's choice. */
    readonly divideHeading: (rule: string, allowed: number) => string;
    readonly throwLabel: (index: number) => string;
  };

  readonly odds: {
    readonly heading: string;
    readonly pickTarget: string;
    readonly showAs: string;
    readonly percentages: string;
    readonly fractions: string;
    readonly noOdds: (target: string, reasons: string) => string;
    readonly steps: string;
    readonly unsaved: string;
    readonly afterShooting: string;
    readonly fell: string;
    readonly inTheWay: (name: string) => string;
    readonly seriesShots: string;
    readonly seriesHeading: (shots: number) => string;
    readonly table: string;
    readonly chance: string;
    /** A count's chart: its two series, its label for screen readers, and saving it. */
    readonly chartExactly: string;
    readonly chartAtLeast: string;
    readonly chartLabel: (heading: string) => string;
    readonly chartSave: string;
    readonly chartSavePng: string;
    /** Charts with no rows of their own: a unit's models left, a target's final state, and the label of a chart of categories. */
    readonly modelsLeftHeading: string;
    readonly finalStateHeading: string;
    readonly categoryChartLabel: (heading: string) => string;
    /** Several series on one chart (the compare view): its label for screen readers (the series listed), and the mark of the best on average. */
    readonly overlayLabel: (heading: string, series: string) => string;
    readonly overlayBest: string;
    /** The strip that keeps the chosen shot's odds in view: who shoots whom, the score to hit, and what a tap on it does. */
    readonly stripShot: (shooter: string, target: string) => string;
    readonly stripToHit: (score: string) => string;
    readonly stripOpen: string;
    /** The strip's small chart: its name for screen readers (the heading, then each bar's words and chance), and the words of one "at least N" bar. */
    readonly stripChartLabel: (heading: string, bars: string) => string;
    readonly stripAtLeast: (count: number) => string;
  };

  readonly compare: {
    readonly heading: (target: string) => string;
    readonly intro: string;
    readonly pickTarget: string;
    readonly shooter: string;
    readonly weapon: string;
    readonly needs: string;
    readonly hit: string;
    readonly wound: string;
    readonly outOfAction: string;
    readonly anyEffect: string;
    readonly tried: string;
    readonly tryWeapon: string;
    readonly inHandsOf: string;
    readonly add: string;
    readonly remove: (weapon: string) => string;
    readonly notAllowed: string;
    /** The overlay charts: their heading (what is counted) and the shots of the series (empty: each weapon's own). */
    readonly overlayHeading: (what: string) => string;
    readonly overlayShots: string;
    readonly overlayOwnShots: string;
  };

  /** Battles of the unit games (Battleaxe, The Ninth Age): units shoot at units. */
  readonly units: {
    readonly heading: string;
    readonly pickUnit: string;
    readonly shootingArmy: string;
    readonly targets: string;
    readonly noTargets: string;
    readonly advised: string;
    readonly chosen: string;
    readonly linesHeading: string;
    readonly linesHint: string;
    readonly models: (count: number) => string;
    /** A joined character that shoots on its own, in the roster: the unit it stands in. */
    readonly joinedTo: (unit: string) => string;
    readonly nextUnit: string;
    readonly phaseNext: (name: string) => string;
    readonly phaseDone: string;
    readonly dragHint: string;
    readonly facing: (name: string, degrees: number) => string;
    readonly turnLeft: (degrees: number) => string;
    readonly turnRight: (degrees: number) => string;
    readonly turnHint: string;
    readonly editHeading: (name: string) => string;
    readonly modelsField: string;
    /** The models field's hint: what 0 means where the rules keep a unit as its joined characters. */
    readonly modelsFieldTitle: string;
    readonly flag: { readonly moved: string; readonly inCombat: string; readonly engaged: string; readonly fleeing: string; readonly hasShot: string; readonly standAndShoot: string };
    readonly movement: string;
    readonly movementChoice: { readonly none: string; readonly pivot: string; readonly advance: string; readonly reform: string; readonly march: string };
    readonly deleteUnit: string;
  };

  /** Editing a unit battle's table: profiles, weapons, rules, new units, rings, compare (i18n/web-units.ts). */
  readonly unitTable: WebUnitTableTexts;
  /** The advisor's layer over the table and the phase plan (web-advisor.ts). */
  readonly advisor: WebAdvisorTexts;

  readonly roll: {
    readonly heading: string;
    readonly seed: string;
    readonly newSeed: string;
    readonly diceDrawn: (count: number) => string;
    readonly shoot: string;
    readonly shootHint: string;
    readonly nextShooter: string;
    readonly restOfPhase: string;
    readonly restartPhase: string;
    readonly phaseNext: (name: string) => string;
    readonly phaseDone: string;
    readonly log: string;
    readonly logEmpty: string;
    readonly diceUsed: (seed: number, first: number, last: number) => string;
    readonly noDiceUsed: (seed: number) => string;
    /** The log's seed line: the page's words, with no command-line flag. */
    readonly seedLine: (seed: number) => string;
    readonly replayHint: string;
    readonly skipped: (name: string, reasons: string) => string;
    readonly noTarget: (name: string) => string;
    readonly phaseEnd: (warband: string) => string;
    readonly clearLog: string;
  };

  readonly edit: {
    readonly heading: string;
    readonly nothing: string;
    readonly warriorHeading: (name: string) => string;
    readonly terrainHeading: (name: string) => string;
    readonly id: string;
    readonly name: string;
    readonly warband: string;
    readonly x: string;
    readonly y: string;
    readonly facing: string;
    readonly standsOn: string;
    readonly ground: string;
    readonly elevation: string;
    readonly base: string;
    readonly height: string;
    readonly profile: string;
    readonly namedProfile: (name: string) => string;
    readonly writeOutProfile: string;
    readonly characteristic: Readonly<Record<Characteristic, string>>;
    readonly characteristicName: Readonly<Record<Characteristic, string>>;
    readonly weapons: string;
    readonly kit: string;
    readonly rules: string;
    readonly hardToKill: string;
    readonly state: string;
    readonly condition: string;
    readonly woundsLeft: string;
    readonly flags: Readonly<Record<WarriorFlag, string>>;
    readonly reloading: string;
    /** A double-barrelled weapon's reload tokens (M-17), one per unloaded barrel. */
    readonly unloadedBarrels: (weapon: string) => string;
    readonly deleteWarrior: string;
    readonly kind: string;
    readonly bottom: string;
    readonly explosive: string;
    readonly deleteTerrain: string;
    readonly newWarrior: (n: number) => string;
  };

  readonly roster: {
    readonly heading: string;
    readonly offTable: string;
    readonly shooting: string;
  };

  readonly notice: {
    readonly dismiss: string;
    readonly notLoaded: (source: ScenarioSource) => string;
    readonly problems: (count: number) => string;
    readonly nothingChanged: string;
    readonly notABattle: string;
    readonly gameNotDrawn: (game: string) => string;
    readonly linkProblem: Readonly<Record<ShareLinkProblem, string>>;
    readonly editRefused: string;
    readonly shooterMayNot: (name: string, reasons: string) => string;
    readonly weaponNotUsable: (weapon: string) => string;
    readonly targetNotLegal: (name: string, reasons: string) => string;
    /** Throws divided between targets refused (M-15): the weapon's shots go at one target, or more throws than the rules give. */
    readonly splitNotAllowed: (weapon: string) => string;
    readonly tooManyThrows: (asked: number, allowed: number) => string;
    readonly notATarget: (name: string) => string;
    readonly loaded: (title: string) => string;
    readonly storageUnavailable: string;
    readonly storedUnreadable: string;
    /** A file or link that named the community's profiles, opened with their numbers written in (web/src/logic/named-import.ts). */
    readonly namesFilled: (names: readonly string[]) => string;
    /** A BattleScribe roster opened on the page (web/src/games/roster-import.ts): its side joined the battle, or opened a new one. */
    readonly rosterAdded: (side: string, joined: boolean) => string;
    readonly rosterWarnings: (count: number) => string;
    readonly rosterRefused: (file: string) => string;
  };

  /** A Mordheim warrior's skills, equipment and special rules: chips, and the type-ahead that adds one (web/src/ui/rules-field.tsx). */
  readonly warriorRules: {
    /** Each list's name. */
    readonly field: Readonly<Record<ModelRuleKind, string>>;
    /** The type-ahead's label. */
    readonly add: Readonly<Record<ModelRuleKind, string>>;
    readonly placeholder: Readonly<Record<ModelRuleKind, string>>;
    readonly hint: string;
    readonly remove: (name: string) => string;
    readonly didYouMean: string;
    readonly noMatch: (query: string) => string;
    readonly alreadyHeld: (name: string) => string;
    /** A rule of another kind typed here: where it belongs (`field` is that list's name). */
    readonly elsewhere: (name: string, field: string) => string;
    /** The tag on a rule Marksman does not apply (ruling M-14), or that changes nothing when shooting. */
    readonly notApplied: string;
    readonly noEffect: string;
    /** The tag on an entry of a file the library does not know, or listed under the wrong heading. */
    readonly unknown: string;
    readonly misplaced: string;
    readonly luckyCharmUsed: string;
  };

  /** The searchable picker of the community's warriors and units (web/src/ui/profile-picker.tsx). */
  readonly picker: {
    readonly open: string;
    readonly close: string;
    readonly searchMordheim: string;
    readonly searchNinthAge: string;
    readonly placeholder: string;
    readonly loading: string;
    readonly failed: string;
    readonly typeToSearch: string;
    readonly noMatch: (query: string) => string;
    readonly matches: (count: number) => string;
    readonly mordheimSummary: (profile: { readonly BS: number; readonly S: number; readonly T: number; readonly W: number }, weapons: number) => string;
    readonly ninthAgeSummary: (profile: { readonly HP: number; readonly Res: number; readonly Arm: number }, weapons: number) => string;
    /** After a Mordheim pick: what it set. */
    /** `weapons`: the missile weapons its lists allow, worded and joined. */
    readonly filledMordheim: (name: string, weapons: string) => string;
    /** After a Ninth Age pick: what it set. */
    readonly filledNinthAge: (name: string) => string;
    /** A weapon of the data a pick left out, and why (see `weaponGap`). */
    readonly weaponLeftOut: (weapon: string, why: string) => string;
    readonly weaponGap: Readonly<Record<NinthAgeWeaponGap | 'no-aim', (detail: string) => string>>;
  };
  /** The calculator mode: quick odds without a table (its own files: web-calculator.ts, en-/ru-calculator.ts). */
  readonly calculator: CalculatorTexts;
}


/** Inches and other measures: 12 → "12", 7.5 → "7.5" (ru: "7,5"). */
const measure = (language: Language, value: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 2, useGrouping: false }).format(value);

const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', ru: 'Русский' };

export const webEn: WebTexts = {
  calculator: calculatorEn,
  appName: 'Marksman',
  tagline: 'who may shoot whom, what each roll needs, the exact odds, and the dice',
  offlineVersion: (version) => `Works offline: version ${version} is kept in this browser`,
  untitled: 'Untitled battle',
  exampleLabel: 'Example battle',
  exampleOwn: 'Your own battle',
  openExample: 'Open',
  languageLabel: 'Language',
  languageNames: LANGUAGE_NAMES,
  undo: 'Undo',
  redo: 'Redo',
  exportFile: 'Export file',
  importFile: 'Import file',
  shareLink: 'Share link',
  shareReady: 'This link holds the whole battle:',
  shareCopied: 'Copied to the clipboard.',
  shootingWarband: 'Shooting phase of',
  gameLoading: (game) => `Loading ${game}…`,
  gameNotLoaded: (game) => `${game} could not be loaded: is the network there?`,
  tryAgain: 'Try again',
  keptBattleWaits: 'The battle kept in this browser, with its log, stays as it was until its game has loaded.',

  table: {
    label: (title) => `The table: ${title}`,
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    zoomFit: 'Fit the table',
    modeLabel: 'What a click on the table does',
    modeSelect: 'Select and move',
    modeAddWarrior: 'Add a warrior',
    modeDrawTerrain: 'Draw terrain',
    warband: 'Warband',
    addHint: 'Click the table where the new warrior stands.',
    drawHint: 'Click the table to place the corners in order, then finish the piece (Enter). Escape cancels.',
    corners: (count) => `${count} ${pluralForm('en', count, { one: 'corner', other: 'corners' })}`,
    finishTerrain: 'Finish the piece',
    cancel: 'Cancel',
    keyboardHint: 'On a selected warrior: arrows move it (Shift: finer), [ and ] turn it, Enter makes it the shooter or the target.',
    turnLeft: 'Turn left 15°',
    turnRight: 'Turn right 15°',
    terrainKind: { open: 'open ground', 'soft-cover': 'soft cover', 'hard-cover': 'hard cover', opaque: 'blocks sight' },
    terrainTitle: (name, kind, height) => `${name}: ${kind}, ${measure('en', height)}" high`,
    floorTitle: (building, floor, level) => `${building}, ${floor}: a floor ${measure('en', level)}" up`,
    inches: (value) => `${measure('en', value)}"`,
    legendVisible: 'line of sight (share hidden)',
    legendBlocked: 'no line of sight',
    legendHalfRange: 'half range',
    legendFullRange: 'range',
    legendExposure: 'an enemy who sees the chosen warrior',
    upHigh: (level) => `${measure('en', level)}" up`,
  },

  shooter: {
    heading: 'Shooter',
    pick: 'Select a warrior of the shooting warband: click it on the table or in the warband list.',
    weapon: 'Weapon',
    sightOnly: (name) => `Sight lines from ${name}`,
    chooseTarget: 'Choose a target: click an enemy on the table or in this list.',
    chosen: 'chosen',
    needs: 'needs',
    exposureToggle: (name) => `Show the enemies who can see ${name}`,
    seenBy: (names) => `Seen by ${names} (sight lines only: range and the rules are each enemy's to check in its own turn).`,
    seenByNone: (name) => `No enemy can see ${name}.`,
    barrels: 'Barrels',
    bothBarrels: 'both (one roll to hit, a roll to wound for each)',
    oneBarrel: 'one (an ordinary shot)',
    oneBarrelLoaded: 'one barrel is loaded: it fires alone',
    divideHeading: (rule, allowed) => `${rule}: each of the ${allowed} throws may go at its own target`,
    throwLabel: (index) => `Throw ${index}`,
  },

  odds: {
    heading: 'Odds',
    pickTarget: 'Choose a target to see the odds.',
    showAs: 'Show chances as',
    percentages: 'percentages',
    fractions: 'fractions',
    noOdds: (target, reasons) => `${target} may not be shot (${reasons}), so there are no odds to show.`,
    steps: 'One shot, step by step',
    unsaved: 'wounded, not saved',
    afterShooting: 'After the shooting, on this table',
    fell: 'falls from the edge',
    inTheWay: (name) => `${name}, in the way`,
    seriesShots: 'Shots in the series',
    seriesHeading: (shots) => `Over ${shots} ${pluralForm('en', shots, { one: 'shot', other: 'shots' })}`,
    table: 'The chances as a table',
    chance: 'chance',
    chartExactly: 'exactly',
    chartAtLeast: 'at least',
    chartLabel: (heading) => `Chart of ${heading}: the chance of exactly and of at least each count`,
    chartSave: 'Save the chart (SVG)',
    chartSavePng: 'Save as a picture (PNG)',
    modelsLeftHeading: 'Models left in the unit',
    finalStateHeading: 'Where the target ends',
    categoryChartLabel: (heading) => `Chart of ${heading}: the chance of each`,
    overlayLabel: (heading, series) => `Chart of ${heading} for each of them (${series}): the chance of exactly and of at least each count`,
    overlayBest: 'best on average',
    stripShot: (shooter, target) => `${shooter} → ${target}`,
    stripToHit: (score) => `${score} to hit`,
    stripOpen: 'Show the odds in full',
    stripChartLabel: (heading, bars) => `Chart of ${heading}: ${bars}`,
    stripAtLeast: (count) => `at least ${count}`,
  },

  compare: {
    heading: (target) => `Compare against ${target}`,
    intro: 'Each warrior of the shooting warband with each of its weapons against the same target; try other weapons in a warrior’s hands below.',
    pickTarget: 'Choose a target to compare the shooters against it.',
    shooter: 'Shooter',
    weapon: 'Weapon',
    needs: 'To hit',
    hit: 'hit',
    wound: 'wounded, not saved',
    outOfAction: 'out of action',
    anyEffect: 'any effect',
    tried: 'tried',
    tryWeapon: 'Try the weapon',
    inHandsOf: 'in the hands of',
    add: 'Add',
    remove: (weapon) => `Remove ${weapon}`,
    notAllowed: 'may not',
    overlayHeading: (what) => `${what}: all of them on one chart`,
    overlayShots: 'Shots each on the charts',
    overlayOwnShots: 'empty: the shots each weapon takes',
  },

  units: {
    heading: 'Unit',
    pickUnit: 'Choose a unit of the shooting army, on the table or in the list.',
    shootingArmy: 'Shooting army',
    targets: 'Targets',
    noTargets: 'No enemy units.',
    advised: 'advised',
    chosen: 'chosen',
    linesHeading: 'Lines to the target',
    linesHint: 'Each shooting model\'s three lines to the target facing: red through hard cover, orange through soft, green clear.',
    models: (count) => `${count} ${pluralForm('en', count, { one: 'model', other: 'models' })}`,
    joinedTo: (unit) => `in ${unit}`,
    nextUnit: 'Next unit',
    phaseNext: (name) => `The phase goes on from ${name}: each unit in turn takes the advised shooting; a unit that cannot shoot is passed over.`,
    phaseDone: 'Every unit has had its turn.',
    dragHint: 'Click a unit to choose it; drag it to move its whole block, and the targets and odds follow. Drag the empty table to pan; the wheel or two fingers zoom.',
    facing: (name, degrees) => `${name} faces ${degrees}° (0° up the table, 90° to the right)`,
    turnLeft: (degrees) => `Turn ${degrees}° left`,
    turnRight: (degrees) => `Turn ${degrees}° right`,
    turnHint: 'With the table focused, [ and ] turn the chosen unit.',
    editHeading: (name) => `Edit ${name}`,
    modelsField: 'Models',
    modelsFieldTitle: 'Rank-and-file models left. In The Ninth Age, 0 keeps the unit on the table as its joined characters (a unit with none cannot have 0).',
    flag: { moved: 'Moved this turn', inCombat: 'In combat', engaged: 'Engaged in combat', fleeing: 'Fleeing', hasShot: 'Has shot', standAndShoot: 'Stand and shoot (a charge reaction)' },
    movement: 'Movement this turn',
    movementChoice: { none: 'none', pivot: 'pivot only', advance: 'advance', reform: 'reform', march: 'march' },
    deleteUnit: 'Delete the unit',
  },
  unitTable: webUnitTableEn,
  advisor: webAdvisorEn,
  roll: {
    heading: 'Dice and log',
    seed: 'Seed',
    newSeed: 'New seed',
    diceDrawn: (count) => `${count} ${pluralForm('en', count, { one: 'die', other: 'dice' })} drawn since this seed`,
    shoot: 'Shoot',
    shootHint: 'Choose a shooter who may shoot and a target it may shoot at.',
    nextShooter: 'Next shooter',
    restOfPhase: 'Rest of the phase',
    restartPhase: 'Start the phase again',
    phaseNext: (name) => `The phase goes on from ${name}: each shooter in turn takes the advised shot, or is passed over with the reason.`,
    phaseDone: 'Every shooter has had its turn.',
    log: 'Log',
    logEmpty: 'No dice rolled yet.',
    diceUsed: (seed, first, last) => `Seed ${seed}, dice ${first} to ${last}`,
    noDiceUsed: (seed) => `Seed ${seed}, no dice`,
    seedLine: (seed) => `Seed ${seed}: the same seed rolls these dice again`,
    replayHint: 'Undo, then roll again: the same seed gives the same dice.',
    skipped: (name, reasons) => `${name} does not shoot: ${reasons}.`,
    noTarget: (name) => `${name} has no target in range.`,
    phaseEnd: (warband) => `End of the shooting phase of ${warband}.`,
    clearLog: 'Clear the log',
  },

  edit: {
    heading: 'Edit',
    nothing: 'Select a warrior or a piece of terrain on the table to edit it.',
    warriorHeading: (name) => `Warrior: ${name}`,
    terrainHeading: (name) => `Terrain: ${name}`,
    id: 'Id',
    name: 'Name',
    warband: 'Warband',
    x: 'Across (")',
    y: 'Down (")',
    facing: 'Facing (°)',
    standsOn: 'Stands on',
    ground: 'the ground',
    elevation: 'Ground height (")',
    base: 'Base (mm)',
    height: 'Height (")',
    profile: 'Profile',
    namedProfile: (name) => `From the warband data: ${name}`,
    writeOutProfile: 'Write it out to edit',
    characteristic: { M: 'M', WS: 'WS', BS: 'BS', S: 'S', T: 'T', W: 'W', I: 'I', A: 'A', Ld: 'Ld' },
    characteristicName: {
      M: 'Movement',
      WS: 'Weapon Skill',
      BS: 'Ballistic Skill',
      S: 'Strength',
      T: 'Toughness',
      W: 'Wounds',
      I: 'Initiative',
      A: 'Attacks',
      Ld: 'Leadership',
    },
    weapons: 'Missile weapons',
    kit: 'Armour',
    rules: 'Rules, skills and equipment',
    hardToKill: 'Hard to Kill',
    state: 'This turn',
    condition: 'Condition',
    woundsLeft: 'Wounds left',
    flags: {
      moved: 'moved',
      ran: 'ran',
      failedCharge: 'failed a charge',
      rallied: 'rallied',
      inCombat: 'in hand-to-hand combat',
      fleeing: 'fleeing',
      hidden: 'hidden',
      stoodUp: 'stood up',
      hasShot: 'has shot',
      fell: 'fell from an edge',
    },
    reloading: 'Reloading',
    unloadedBarrels: (weapon) => `Unloaded barrels of the ${weapon}`,
    deleteWarrior: 'Delete the warrior',
    kind: 'Kind',
    bottom: 'Bottom above the table (")',
    explosive: 'may explode when struck',
    deleteTerrain: 'Delete the piece',
    newWarrior: (n) => `Warrior ${n}`,
  },

  roster: {
    heading: 'Warbands',
    offTable: 'off the table',
    shooting: 'shooting',
  },

  notice: {
    dismiss: 'Close',
    notLoaded: (source) => {
      switch (source.kind) {
        case 'file':
          return `${source.name} was not loaded.`;
        case 'link':
          return 'The shared link was not loaded.';
        case 'storage':
          return 'The battle saved in this browser could not be read.';
        case 'calculator':
          return 'The shot could not be put on a table.';
      }
    },
    problems: (count) => `${count} ${pluralForm('en', count, { one: 'problem', other: 'problems' })} found:`,
    nothingChanged: 'Nothing on the page was changed.',
    notABattle: 'It holds a single attack, not a battle on a table; the table needs a battle.',
    gameNotDrawn: (game) => `It holds a battle of ${game}, which the table cannot show yet.`,
    linkProblem: {
      'too-long': 'The link is longer than any battle the page accepts.',
      'not-base64': 'The link is damaged: it holds characters a share link never has (it may have been cut or changed while copied).',
      'not-deflate': 'The link is damaged: its battle cannot be unpacked (it may have been cut while copied).',
      'too-large': 'The battle in the link is larger than the page accepts (1 MiB).',
    },
    editRefused: 'That change was not made:',
    shooterMayNot: (name, reasons) => `${name} may not shoot: ${reasons}.`,
    weaponNotUsable: (weapon) => `The ${weapon} cannot be used now.`,
    targetNotLegal: (name, reasons) => `${name} may not be shot: ${reasons}.`,
    splitNotAllowed: (weapon) => `The shots of the ${weapon} all go at one target: only a rule such as Knife Fighter lets them be divided.`,
    tooManyThrows: (asked, allowed) => `${asked} throws chosen, but the rules give ${allowed} here.`,
    notATarget: (name) => `${name} is not an enemy on the table.`,
    loaded: (title) => `Loaded: ${title}.`,
    storageUnavailable: 'This browser does not let the page keep the battle; it will not survive a reload.',
    storedUnreadable: 'The example battle is open instead.',
    namesFilled: (names) => `Taken from the community's data: ${names.join(', ')}. Their numbers are written in now, so exports and links read without the data.`,
    rosterAdded: (side, joined) => (joined ? `${side} joined the battle, along the far edge of the table.` : `${side} opened on a new table of its game.`),
    rosterWarnings: (count) => `${count} ${pluralForm('en', count, { one: 'thing', other: 'things' })} of the roster could not be carried over:`,
    rosterRefused: (file) => `${file} cannot be imported as a roster:`,
  },

  warriorRules: {
    field: { skill: 'Skills', equipment: 'Equipment', special: 'Special rules' },
    add: { skill: 'Add a skill', equipment: 'Add equipment', special: 'Add a special rule' },
    placeholder: { skill: 'e.g. Quick Shot', equipment: 'e.g. lucky charm', special: 'e.g. Dead Eye Shot' },
    hint: 'Type part of a name; arrow keys move through the list, Enter adds.',
    remove: (name) => `Remove ${name}`,
    didYouMean: 'Did you mean:',
    noMatch: (query) => `Marksman knows nothing here called "${query}".`,
    alreadyHeld: (name) => `${name} is on the list already.`,
    elsewhere: (name, field) => `${name} belongs under ${field}.`,
    notApplied: 'not applied',
    noEffect: 'no effect on shooting',
    unknown: 'unknown',
    misplaced: 'wrong list',
    luckyCharmUsed: 'its lucky charm has had its roll this battle',
  },

  picker: {
    open: "Choose from the community's data",
    close: 'Close the list',
    searchMordheim: "Search the community's warriors (warband or warrior)",
    searchNinthAge: "Search the community's units (army or unit)",
    placeholder: 'e.g. marksman',
    loading: "Loading the community's data…",
    failed: "The community's data could not be loaded.",
    typeToSearch: 'Type part of a name; arrow keys move through the list, Enter picks.',
    noMatch: (query) => `Nothing in the community's data matches "${query}".`,
    matches: (count) => `${count} ${pluralForm('en', count, { one: 'match', other: 'matches' })}`,
    mordheimSummary: (p, weapons) => `BS ${p.BS}, S ${p.S}, T ${p.T}, W ${p.W}; ${weapons} ${pluralForm('en', weapons, { one: 'missile weapon', other: 'missile weapons' })}`,
    ninthAgeSummary: (p, weapons) => `HP ${p.HP}, Res ${p.Res}, Arm ${p.Arm}; ${weapons} ${pluralForm('en', weapons, { one: 'shooting weapon', other: 'shooting weapons' })}`,
    filledMordheim: (name, weapons) =>
      `Filled from ${name}: its profile and special rules (skills or equipment its entry gives join the warrior's own). The missile weapons and armour it carried stay only where the new lists allow them (a list of one weapon gives that one); tick what else it carries. Its lists allow: ${weapons === '' ? 'no missile weapon' : weapons}.`,
    filledNinthAge: (name) => `Filled from ${name}: its profile, its weapons with their Aim, Hard Target and rules replace the unit's own.`,
    weaponLeftOut: (weapon, why) => `Left out: ${weapon} — ${why}.`,
    weaponGap: { ...WEAPON_GAP_EN, 'no-aim': () => 'the data gives it no Aim; add it by hand with its Aim' },
  },
};

export const webRu: WebTexts = {
  calculator: calculatorRu,
  appName: 'Marksman',
  tagline: 'кто в кого может стрелять, что нужно выбросить, точные шансы и кубики',
  offlineVersion: (version) => `Работает без сети: версия ${version} сохранена в этом браузере`,
  untitled: 'Бой без названия',
  exampleLabel: 'Пример боя',
  exampleOwn: 'Ваш собственный бой',
  openExample: 'Открыть',
  languageLabel: 'Язык',
  languageNames: LANGUAGE_NAMES,
  undo: 'Отменить',
  redo: 'Вернуть',
  exportFile: 'Сохранить файл',
  importFile: 'Открыть файл',
  shareLink: 'Ссылка на бой',
  shareReady: 'В этой ссылке весь бой:',
  shareCopied: 'Скопировано в буфер обмена.',
  shootingWarband: 'Фаза стрельбы отряда',
  gameLoading: (game) => `Загружается игра «${game}»…`,
  gameNotLoaded: (game) => `Не удалось загрузить игру «${game}»: есть ли сеть?`,
  tryAgain: 'Попробовать ещё раз',
  keptBattleWaits: 'Бой, сохранённый в этом браузере, вместе с журналом остаётся как был, пока его игра не загрузится.',

  table: {
    label: (title) => `Стол: ${title}`,
    zoomIn: 'Приблизить',
    zoomOut: 'Отдалить',
    zoomFit: 'Весь стол',
    modeLabel: 'Что делает щелчок по столу',
    modeSelect: 'Выбрать и двигать',
    modeAddWarrior: 'Добавить воина',
    modeDrawTerrain: 'Нарисовать местность',
    warband: 'Отряд',
    addHint: 'Щёлкните по столу там, где встанет новый воин.',
    drawHint: 'Щёлкайте по столу, расставляя углы по порядку, затем завершите фигуру (Enter). Escape отменяет.',
    corners: (count) => `${count} ${pluralForm('ru', count, { one: 'угол', few: 'угла', many: 'углов', other: 'угла' })}`,
    finishTerrain: 'Завершить фигуру',
    cancel: 'Отмена',
    keyboardHint: 'Выбранный воин: стрелки двигают его (с Shift — точнее), [ и ] поворачивают, Enter делает его стрелком или целью.',
    turnLeft: 'Повернуть влево на 15°',
    turnRight: 'Повернуть вправо на 15°',
    terrainKind: { open: 'открытая местность', 'soft-cover': 'лёгкое укрытие', 'hard-cover': 'твёрдое укрытие', opaque: 'закрывает обзор' },
    terrainTitle: (name, kind, height) => `${name}: ${kind}, высота ${measure('ru', height)}"`,
    floorTitle: (building, floor, level) => `${building}, ${floor}: этаж на уровне ${measure('ru', level)}"`,
    inches: (value) => `${measure('ru', value)}"`,
    legendVisible: 'линия видимости (доля скрытого)',
    legendBlocked: 'нет линии видимости',
    legendHalfRange: 'половина дальности',
    legendFullRange: 'дальность',
    legendExposure: 'враг, который видит выбранного воина',
    upHigh: (level) => `на высоте ${measure('ru', level)}"`,
  },

  shooter: {
    heading: 'Стрелок',
    pick: 'Выберите воина из отряда, который стреляет: щёлкните по нему на столе или в списке отрядов.',
    weapon: 'Оружие',
    sightOnly: (name) => `Линии видимости: ${name}`,
    chooseTarget: 'Выберите цель: щёлкните по врагу на столе или в этом списке.',
    chosen: 'выбрана',
    needs: 'нужно',
    exposureToggle: (name) => `Показать врагов, которые видят: ${name}`,
    seenBy: (names) => `Видят: ${names} (только линии видимости: дальность и правила каждый враг проверит в свой ход).`,
    seenByNone: (name) => `Ни один враг не видит: ${name}.`,
    barrels: 'Стволы',
    bothBarrels: 'оба (один бросок на попадание, для каждого свой бросок на ранение)',
    oneBarrel: 'один (обычный выстрел)',
    oneBarrelLoaded: 'заряжен один ствол: стреляет только он',
    divideHeading: (rule, allowed) => `${rule}: каждый из бросков (${allowed}) может лететь в свою цель`,
    throwLabel: (index) => `Бросок ${index}`,
  },

  odds: {
    heading: 'Шансы',
    pickTarget: 'Выберите цель, чтобы увидеть шансы.',
    showAs: 'Показывать шансы',
    percentages: 'в процентах',
    fractions: 'дробями',
    noOdds: (target, reasons) => `Стрелять в эту цель нельзя (${target}: ${reasons}), поэтому шансов нет.`,
    steps: 'Один выстрел, шаг за шагом',
    unsaved: 'ранен, доспехи не спасли',
    afterShooting: 'После стрельбы, на этом столе',
    fell: 'падает с края',
    inTheWay: (name) => `${name}, на линии выстрела`,
    seriesShots: 'Выстрелов в серии',
    seriesHeading: (shots) => `За ${shots} ${pluralForm('ru', shots, { one: 'выстрел', few: 'выстрела', many: 'выстрелов', other: 'выстрела' })}`,
    table: 'Шансы таблицей',
    chance: 'шанс',
    chartExactly: 'ровно столько',
    chartAtLeast: 'столько или больше',
    chartLabel: (heading) => `График: ${heading} — шанс получить ровно и не меньше каждого числа`,
    chartSave: 'Сохранить график (SVG)',
    chartSavePng: 'Сохранить картинкой (PNG)',
    modelsLeftHeading: 'Моделей останется в отряде',
    finalStateHeading: 'Чем кончится для цели',
    categoryChartLabel: (heading) => `График: ${heading} — шанс каждого исхода`,
    overlayLabel: (heading, series) => `График: ${heading} у каждого (${series}) — шанс получить ровно и не меньше каждого числа`,
    overlayBest: 'лучший в среднем',
    stripShot: (shooter, target) => `${shooter} → ${target}`,
    stripToHit: (score) => `попадание на ${score}`,
    stripOpen: 'Показать все шансы',
    stripChartLabel: (heading, bars) => `График: ${heading} — ${bars}`,
    stripAtLeast: (count) => `не менее ${count}`,
  },

  compare: {
    heading: (target) => `Сравнение, цель: ${target}`,
    intro: 'Каждый воин стреляющего отряда с каждым своим оружием против одной цели; ниже можно дать воину другое оружие и посмотреть, что выйдет.',
    pickTarget: 'Выберите цель, чтобы сравнить стрелков.',
    shooter: 'Стрелок',
    weapon: 'Оружие',
    needs: 'Попадание',
    hit: 'попадание',
    wound: 'ранен, доспехи не спасли',
    outOfAction: 'выведен из строя',
    anyEffect: 'любой эффект',
    tried: 'проба',
    tryWeapon: 'Попробовать оружие',
    inHandsOf: 'в руках воина',
    add: 'Добавить',
    remove: (weapon) => `Убрать: ${weapon}`,
    notAllowed: 'нельзя',
    overlayHeading: (what) => `${what}: все на одном графике`,
    overlayShots: 'Выстрелов у каждого на графиках',
    overlayOwnShots: 'пусто — сколько стреляет само оружие',
  },

  units: {
    heading: 'Отряд',
    pickUnit: 'Выберите отряд стреляющей армии на столе или в списке.',
    shootingArmy: 'Стреляет армия',
    targets: 'Цели',
    noTargets: 'Вражеских отрядов нет.',
    advised: 'советуем',
    chosen: 'выбрано',
    linesHeading: 'Линии к цели',
    linesHint: 'Три линии каждой стреляющей модели к стороне цели: красная — через твёрдое укрытие, оранжевая — через мягкое, зелёная — чисто.',
    models: (count) => `${count} ${pluralForm('ru', count, { one: 'модель', few: 'модели', many: 'моделей', other: 'модели' })}`,
    joinedTo: (unit) => `в отряде «${unit}»`,
    nextUnit: 'Следующий отряд',
    phaseNext: (name) => `Фаза продолжается с отряда ${name}: каждый отряд по очереди стреляет так, как советуем; отряд, который не может стрелять, пропускается.`,
    phaseDone: 'Все отряды уже сделали свой ход.',
    dragHint: 'Щёлкните по отряду, чтобы выбрать его; перетащите, чтобы сдвинуть целиком, и цели и шансы пересчитаются. Перетащите пустое место стола, чтобы сдвинуть вид; колесо мыши или два пальца меняют масштаб.',
    facing: (name, degrees) => `${name} смотрит на ${degrees}° (0° — вверх по столу, 90° — вправо)`,
    turnLeft: (degrees) => `Повернуть на ${degrees}° влево`,
    turnRight: (degrees) => `Повернуть на ${degrees}° вправо`,
    turnHint: 'Когда стол в фокусе, клавиши [ и ] поворачивают выбранный отряд.',
    editHeading: (name) => `Правка: ${name}`,
    modelsField: 'Моделей',
    modelsFieldTitle: 'Сколько рядовых осталось. В «Девятой эпохе» при нуле отряд остаётся на столе своими присоединёнными героями (отряд без героев нуля иметь не может).',
    flag: { moved: 'Двигался в этот ход', inCombat: 'В рукопашной', engaged: 'Связан боем', fleeing: 'Бежит', hasShot: 'Уже стрелял', standAndShoot: 'Стреляет навстречу атаке' },
    movement: 'Движение в этот ход',
    movementChoice: { none: 'нет', pivot: 'только разворот', advance: 'наступление', reform: 'перестроение', march: 'марш' },
    deleteUnit: 'Удалить отряд',
  },
  unitTable: webUnitTableRu,
  advisor: webAdvisorRu,
  roll: {
    heading: 'Кубики и журнал',
    seed: 'Зерно',
    newSeed: 'Новое зерно',
    diceDrawn: (count) => `${pluralForm('ru', count, { one: 'брошен', few: 'брошено', many: 'брошено', other: 'брошено' })} ${count} ${pluralForm('ru', count, { one: 'кубик', few: 'кубика', many: 'кубиков', other: 'кубика' })} с этого зерна`,
    shoot: 'Стрелять',
    shootHint: 'Выберите стрелка, который может стрелять, и цель, в которую ему можно стрелять.',
    nextShooter: 'Следующий стрелок',
    restOfPhase: 'Вся оставшаяся фаза',
    restartPhase: 'Начать фазу заново',
    phaseNext: (name) => `Фаза продолжается с воина ${name}: каждый стрелок по очереди стреляет в рекомендуемую цель или пропускает ход, и журнал скажет почему.`,
    phaseDone: 'Все стрелки уже сделали свой ход.',
    log: 'Журнал',
    logEmpty: 'Кубики ещё не брошены.',
    diceUsed: (seed, first, last) => `Зерно ${seed}, кубики с ${first} по ${last}`,
    noDiceUsed: (seed) => `Зерно ${seed}, без кубиков`,
    seedLine: (seed) => `Зерно ${seed}: с тем же зерном кубики выпадут так же`,
    replayHint: 'Отмените и бросьте снова: то же зерно даёт те же кубики.',
    skipped: (name, reasons) => `${name} не стреляет: ${reasons}.`,
    noTarget: (name) => `${name}: нет цели в пределах дальности.`,
    phaseEnd: (warband) => `Конец фазы стрельбы: ${warband}.`,
    clearLog: 'Очистить журнал',
  },

  edit: {
    heading: 'Правка',
    nothing: 'Выберите воина или элемент местности на столе, чтобы изменить их.',
    warriorHeading: (name) => `Воин: ${name}`,
    terrainHeading: (name) => `Местность: ${name}`,
    id: 'Код',
    name: 'Имя',
    warband: 'Отряд',
    x: 'Поперёк стола (")',
    y: 'Вглубь стола (")',
    facing: 'Направление (°)',
    standsOn: 'Стоит на',
    ground: 'земле',
    elevation: 'Высота земли (")',
    base: 'Подставка (мм)',
    height: 'Рост (")',
    profile: 'Характеристики',
    namedProfile: (name) => `Из данных отряда: ${name}`,
    writeOutProfile: 'Расписать, чтобы изменить',
    characteristic: { M: 'Дв', WS: 'ББ', BS: 'СУ', S: 'С', T: 'В', W: 'Р', I: 'И', A: 'А', Ld: 'Лд' },
    characteristicName: {
      M: 'Движение',
      WS: 'Боевое Умение',
      BS: 'Стрелковое Умение',
      S: 'Сила',
      T: 'Выносливость',
      W: 'Раны',
      I: 'Инициатива',
      A: 'Атаки',
      Ld: 'Лидерство',
    },
    weapons: 'Стрелковое оружие',
    kit: 'Доспехи',
    rules: 'Правила, навыки и снаряжение',
    hardToKill: '«Трудно убить»',
    state: 'В этот ход',
    condition: 'Состояние',
    woundsLeft: 'Осталось ран',
    flags: {
      moved: 'двигался',
      ran: 'бежал',
      failedCharge: 'неудачно атаковал',
      rallied: 'приходил в себя',
      inCombat: 'занят в ближнем бою',
      fleeing: 'удирает',
      hidden: 'спрятан',
      stoodUp: 'поднялся на ноги',
      hasShot: 'уже стрелял',
      fell: 'упал с края',
    },
    reloading: 'Перезаряжается',
    unloadedBarrels: (weapon) => `Разряженные стволы: ${weapon}`,
    deleteWarrior: 'Удалить воина',
    kind: 'Вид',
    bottom: 'Низ над столом (")',
    explosive: 'может взорваться от попадания',
    deleteTerrain: 'Удалить элемент',
    newWarrior: (n) => `Воин ${n}`,
  },

  roster: {
    heading: 'Отряды',
    offTable: 'не на столе',
    shooting: 'стреляет',
  },

  notice: {
    dismiss: 'Закрыть',
    notLoaded: (source) => {
      switch (source.kind) {
        case 'file':
          return `Файл ${source.name} не открыт.`;
        case 'link':
          return 'Бой по ссылке не открыт.';
        case 'storage':
          return 'Бой, сохранённый в этом браузере, прочитать не удалось.';
        case 'calculator':
          return 'Выстрел не удалось поставить на стол.';
      }
    },
    problems: (count) => `${pluralForm('ru', count, { one: 'Найдена', few: 'Найдено', many: 'Найдено', other: 'Найдено' })} ${count} ${pluralForm('ru', count, { one: 'ошибка', few: 'ошибки', many: 'ошибок', other: 'ошибки' })}:`,
    nothingChanged: 'На странице ничего не изменилось.',
    notABattle: 'В нём одна атака, а не бой на столе; для стола нужен бой.',
    gameNotDrawn: (game) => `В нём бой по игре «${game}», а её стол пока не показывает.`,
    linkProblem: {
      'too-long': 'Ссылка длиннее любого боя, который принимает страница.',
      'not-base64': 'Ссылка повреждена: в ней есть знаки, которых в ссылке на бой не бывает (возможно, её обрезали или изменили при копировании).',
      'not-deflate': 'Ссылка повреждена: бой из неё не распаковывается (возможно, её обрезали при копировании).',
      'too-large': 'Бой в ссылке больше, чем принимает страница (1 МиБ).',
    },
    editRefused: 'Это изменение не сделано:',
    shooterMayNot: (name, reasons) => `${name} не может стрелять: ${reasons}.`,
    weaponNotUsable: (weapon) => `Оружие «${weapon}» сейчас использовать нельзя.`,
    targetNotLegal: (name, reasons) => `В эту цель стрелять нельзя (${name}: ${reasons}).`,
    splitNotAllowed: (weapon) => `Все выстрелы оружия «${weapon}» идут в одну цель: делить их позволяет только правило вроде «Мастера метательных ножей».`,
    tooManyThrows: (asked, allowed) => `Выбрано бросков: ${asked}, а правила дают здесь только ${allowed}.`,
    notATarget: (name) => `${name} — не враг на столе.`,
    loaded: (title) => `Открыт бой: ${title}.`,
    storageUnavailable: 'Этот браузер не даёт странице сохранять бой: после перезагрузки он пропадёт.',
    storedUnreadable: 'Вместо него открыт пример боя.',
    namesFilled: (names) => `Взято из данных сообщества: ${names.join(', ')}. Теперь вместо имён записаны числа, так что экспорт и ссылки читаются и без этих данных.`,
    rosterAdded: (side, joined) => (joined ? `${side}: отряд добавлен в битву, у дальнего края стола.` : `${side}: открыт на новом столе своей игры.`),
    rosterWarnings: (count) => `Не удалось перенести из ростера: ${count}.`,
    rosterRefused: (file) => `Файл ${file} нельзя загрузить как ростер:`,
  },
  warriorRules: {
    field: { skill: 'Навыки', equipment: 'Снаряжение', special: 'Особые правила' },
    add: { skill: 'Добавить навык', equipment: 'Добавить снаряжение', special: 'Добавить особое правило' },
    placeholder: { skill: 'например, «Быстрый выстрел»', equipment: 'например, талисман удачи', special: 'например, «Зоркий выстрел»' },
    hint: 'Введите часть названия; стрелки переходят по списку, Enter добавляет.',
    remove: (name) => `Убрать: ${name}`,
    didYouMean: 'Возможно, имелось в виду:',
    noMatch: (query) => `Здесь нет ничего с названием «${query}».`,
    alreadyHeld: (name) => `${name} уже в списке.`,
    elsewhere: (name, field) => `${name} относится к разделу «${field}».`,
    notApplied: 'не применяется',
    noEffect: 'на стрельбу не влияет',
    unknown: 'неизвестно',
    misplaced: 'не в том списке',
    luckyCharmUsed: 'талисман удачи уже сработал в этом бою',
  },
  picker: {
    open: 'Выбрать из данных сообщества',
    close: 'Закрыть список',
    searchMordheim: 'Поиск бойцов в данных сообщества (отряд или боец)',
    searchNinthAge: 'Поиск подразделений в данных сообщества (армия или подразделение)',
    placeholder: 'часть имени (имена в данных английские)',
    loading: 'Загружаются данные сообщества…',
    failed: 'Не удалось загрузить данные сообщества.',
    typeToSearch: 'Введите часть имени; стрелки переходят по списку, Enter выбирает.',
    noMatch: (query) => `В данных сообщества ничего не нашлось по запросу «${query}».`,
    matches: (count) => `${count} ${pluralForm('ru', count, { one: 'совпадение', few: 'совпадения', many: 'совпадений', other: 'совпадения' })}`,
    mordheimSummary: (p, weapons) => `СУ ${p.BS}, С ${p.S}, В ${p.T}, Р ${p.W}; стрелкового оружия: ${weapons}`,
    ninthAgeSummary: (p, weapons) => `здоровье ${p.HP}, стойкость ${p.Res}, броня ${p.Arm}; стрелкового оружия: ${weapons}`,
    filledMordheim: (name, weapons) =>
      `Заполнено из «${name}»: профиль и особые правила (навыки и снаряжение из его записи добавлены к уже имеющимся). Стрелковое оружие и броня, что были у него, остаются, только если их разрешают новые списки (если в списке одно оружие, отмечено оно); отметьте, что ещё у него есть. Его списки разрешают: ${weapons === '' ? 'стрелкового оружия нет' : weapons}.`,
    filledNinthAge: (name) => `Заполнено из «${name}»: профиль, оружие с его меткостью, «трудная цель» и правила заменяют прежние.`,
    weaponLeftOut: (weapon, why) => `Не взято: ${weapon} — ${why}.`,
    weaponGap: { ...WEAPON_GAP_RU, 'no-aim': () => 'в данных у него нет меткости; добавьте его вручную с меткостью' },
  },
};
