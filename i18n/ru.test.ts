import { Command, Option, type HelpConfiguration } from 'commander';
import type { BattleaxeScenarioIssue } from '../src/scenario/battleaxe-issues.js';
import { BATTLEAXE_ISSUE_SAMPLES } from '../src/scenario/battleaxe-issues.js';
import type { NinthAgeScenarioIssue } from '../src/scenario/ninth-age-issues.js';
import { NINTH_AGE_ISSUE_SAMPLES } from '../src/scenario/ninth-age-issues.js';
import { battleaxeTextSamples } from './battleaxe.js';
import { ninthAgeTextSamples } from './ninth-age.js';
import { planTextSamples } from './plan.js';
import { strayLatin } from './test-latin.js';
import { describe, expect, it } from 'vitest';
import { MORDHEIM_WEAPON_IDS, type MordheimVariants } from '../src/games/mordheim/index.js';
import { MORDHEIM_KIT_ITEMS, type ScenarioIssue, type ScenarioIssueCode } from '../src/scenario/index.js';
import type { Catalogue, CliIssue } from './catalogue.js';
import { en } from './en.js';
import { HELP_WORDS, localiseHelp } from './help.js';
import { countOf } from './index.js';
import { ru } from './ru.js';

// Sample arguments for every function-valued entry. The types make each table complete:
// a new issue code or text function in the catalogue does not compile until it has samples.
type TextFunction = (...args: never[]) => unknown;
type FunctionKeys<T> = { [K in keyof T]-?: T[K] extends TextFunction ? K : never }[keyof T];
type Samples<T> = { readonly [K in FunctionKeys<T>]: readonly Parameters<Extract<T[K], TextFunction>>[] };

type CoreIssueCode = Exclude<ScenarioIssueCode, BattleaxeScenarioIssue['code'] | NinthAgeScenarioIssue['code']>;

const coreIssueSamples: { readonly [C in CoreIssueCode]: readonly Extract<ScenarioIssue, { code: C }>[] } = {
  'json-syntax': [{ code: 'json-syntax', path: [], line: 3, column: 14 }],
  missing: [
    { code: 'missing', path: [], expected: 'whole-number' },
    { code: 'missing', path: [], expected: 'object' },
  ],
  'wrong-type': [
    { code: 'wrong-type', path: [], expected: 'whole-number', received: 'string', value: '"четыре"', min: 1, max: 10 },
    { code: 'wrong-type', path: [], expected: 'boolean', received: 'number', value: '1' },
    { code: 'wrong-type', path: [], expected: 'string', received: 'array', value: '[]' },
    { code: 'wrong-type', path: [], expected: 'array', received: 'object', value: '{}' },
    { code: 'wrong-type', path: [], expected: 'value', received: 'null', value: 'null' },
    { code: 'wrong-type', path: [], expected: 'number', received: 'string', value: '"х"', min: 0 },
  ],
  'out-of-range': [
    { code: 'out-of-range', path: [], value: '11', whole: true, min: 1, max: 10 },
    { code: 'out-of-range', path: [], value: '-1', whole: false, min: 0 },
    { code: 'out-of-range', path: [], value: '200', whole: true, max: 100 },
  ],
  'not-one-of': [{ code: 'not-one-of', path: [], options: MORDHEIM_KIT_ITEMS.slice(0, 3), value: '"кольчуга"' }],
  'unknown-key': [{ code: 'unknown-key', path: [], key: 'цвет' }],
  'no-form-matches': [{ code: 'no-form-matches', path: [], value: '42' }],
  'unknown-model-rule': [
    { code: 'unknown-model-rule', path: [], name: 'быстрый стрелок', kind: 'skill', suggestions: ['quick-shot'] },
    { code: 'unknown-model-rule', path: [], name: 'амулет', kind: 'equipment', suggestions: [] },
  ],
  'model-rule-kind': [
    { code: 'model-rule-kind', path: [], name: 'талисман удачи', listed: 'skill', is: 'equipment' },
    { code: 'model-rule-kind', path: [], name: 'уклонение', listed: 'equipment', is: 'skill' },
    { code: 'model-rule-kind', path: [], name: 'зоркий выстрел', listed: 'skill', is: 'special' },
  ],
  'unknown-weapon': [
    { code: 'unknown-weapon', path: [], name: 'арбалед', suggestions: ['crossbow', 'repeater-crossbow'] },
    { code: 'unknown-weapon', path: [], name: 'базука', suggestions: [] },
  ],
  'two-body-armours': [{ code: 'two-body-armours', path: [], pieces: ['light-armour', 'gromril-armour'] }],
  'wounds-left-above-wounds': [{ code: 'wounds-left-above-wounds', path: [], woundsLeft: 3, wounds: 2 }],
  'move-or-fire-after-moving': [
    { code: 'move-or-fire-after-moving', path: [], weapon: 'crossbow' },
    { code: 'move-or-fire-after-moving', path: [], weapon: 'Ружьё Якоба' },
  ],
  'fire-twice-not-allowed': [{ code: 'fire-twice-not-allowed', path: [], weapon: 'handgun' }],
  'fire-twice-after-moving': [{ code: 'fire-twice-after-moving', path: [], weapon: 'sling' }],
  'fire-twice-too-far': [{ code: 'fire-twice-too-far', path: [], weapon: 'sling', distance: 12.5, limit: 9 }],
  'fire-twice-shots': [{ code: 'fire-twice-shots', path: [], shots: 3 }],
  'barrels-not-allowed': [{ code: 'barrels-not-allowed', path: [], weapon: 'pistol' }, { code: 'barrels-not-allowed', path: [], weapon: 'Ружьё Якоба' }],
  'barrels-shots': [{ code: 'barrels-shots', path: [], shots: 2 }],
  'long-range-conflict': [
    { code: 'long-range-conflict', path: [], distance: 20, halfRange: 15, longRange: false },
    { code: 'long-range-conflict', path: [], distance: 10, halfRange: 15, longRange: true },
  ],
  'strength-needed': [{ code: 'strength-needed', path: [], weapon: 'throwing-knives' }],
  'range-strength-needed': [{ code: 'range-strength-needed', path: [], weapon: 'blessed-water', perStrength: 2 }],
  'target-strength-needed': [{ code: 'target-strength-needed', path: [], weapon: 'net' }],
  'blessed-water-forbidden': [
    { code: 'blessed-water-forbidden', path: [], weapon: 'blessed-water', kind: 'undead' },
    { code: 'blessed-water-forbidden', path: [], weapon: 'blessed-water', kind: 'possessed' },
  ],
  'too-large': [
    { code: 'too-large', path: [], bytes: 2_000_001, limit: 1_000_000 },
    { code: 'too-large', path: [], bytes: 1_048_577, limit: 1_048_576, atLeast: true },
  ],
  'wrong-length': [
    { code: 'wrong-length', path: [], of: 'characters', length: 81, max: 80 },
    { code: 'wrong-length', path: [], of: 'items', length: 0, min: 1 },
  ],
  'too-deep': [
    { code: 'too-deep', path: [], depth: 41, limit: 32 },
    { code: 'too-deep', path: [], limit: 32 },
  ],
  'too-many-models-on-table': [{ code: 'too-many-models-on-table', path: [], models: 402, limit: 400 }],
  'too-many-corners': [{ code: 'too-many-corners', path: [], corners: 2001, limit: 2000 }],
  'too-many-shots': [{ code: 'too-many-shots', path: [], shots: 801, limit: 200 }],
  'duplicate-id': [{ code: 'duplicate-id', path: [], id: 'рейкландцы' }],
  'outline-crosses-itself': [{ code: 'outline-crosses-itself', path: [] }],
  'off-table': [{ code: 'off-table', path: [], x: 47.5, y: 3, width: 48, depth: 48 }],
  'off-floor': [{ code: 'off-floor', path: [], floor: 'башня-1' }],
  'bases-overlap': [{ code: 'bases-overlap', path: [], other: 'дитер' }],
  'unknown-floor': [
    { code: 'unknown-floor', path: [], floor: 'чердак', known: ['башня-1', 'башня-2'] },
    { code: 'unknown-floor', path: [], floor: 'чердак', known: [] },
  ],
  'floor-and-elevation': [{ code: 'floor-and-elevation', path: [] }],
  'too-many-models': [{ code: 'too-many-models', path: [], models: 12, room: 10 }],
  'ambiguous-profile': [{ code: 'ambiguous-profile', path: [], name: 'Стрелок', matches: ['Reiklanders/Marksman', 'Reiklanders/Стрелок'] }],
  'unknown-profile': [{ code: 'unknown-profile', path: [], name: 'Reiklanders/Стрелок', suggestions: ['Reiklanders/Marksman'] }],
  'profiles-not-loaded': [{ code: 'profiles-not-loaded', path: [], name: 'Reiklanders/Стрелок' }],
  'attack-or-battle': [
    { code: 'attack-or-battle', path: [], both: true },
    { code: 'attack-or-battle', path: [], both: false },
  ],
  'unknown-model': [
    { code: 'unknown-model', path: [], id: 'ганс', known: ['дитер', 'отто'] },
    { code: 'unknown-model', path: [], id: 'ганс', known: [] },
  ],
};

const cliIssueSamples: { readonly [C in CliIssue['code']]: readonly Extract<CliIssue, { code: C }>[] } = {
  'unknown-option': [{ code: 'unknown-option', option: '--frob' }],
  'command-not-offered': [{ code: 'command-not-offered', command: 'targets', game: 'дуэль' }],
  'flag-not-applied': [
    { code: 'flag-not-applied', flag: '--сила', because: 'weapon-strength', weapon: 'лук', strength: 3 },
    { code: 'flag-not-applied', flag: '--сила-цели', because: 'target-strength-unread', weapon: 'лук' },
  ],
  'flag-not-for-game': [
    { code: 'flag-not-for-game', flag: '--цель', game: 'битва', flags: ['--меткость'] },
    { code: 'flag-not-for-game', flag: '--цель', game: 'дуэль', flags: [] },
  ],
  'missing-argument': [
    { code: 'missing-argument', argument: 'file' },
    { code: 'missing-argument', argument: 'модель' },
  ],
  'option-needs-value': [{ code: 'option-needs-value', option: '--seed' }],
  'too-many-arguments': [{ code: 'too-many-arguments', command: 'odds' }],
  'unknown-command': [{ code: 'unknown-command', command: 'шансы' }],
  'bad-seed': [{ code: 'bad-seed', value: 'абв', max: 4294967295 }],
  'bad-language': [{ code: 'bad-language', value: 'де', options: ['en', 'ru'] }],
  'file-not-found': [{ code: 'file-not-found', file: 'shot.json' }],
  'file-unreadable': [{ code: 'file-unreadable', file: 'shot.json' }],
  'attack-needed': [{ code: 'attack-needed', command: 'roll' }],
  'file-or-flags': [{ code: 'file-or-flags', command: 'odds' }],
  'flag-with-file': [{ code: 'flag-with-file', flag: '--вариант', command: 'odds' }],
  'options-together': [{ code: 'options-together', options: ['--from', '--to'] }],
  'roster-problems': [{ code: 'roster-problems', file: 'отряд.ros', problems: ['битый файл'] }],
  'bad-choice': [{ code: 'bad-choice', option: '--game', value: 'шахматы', options: ['mordheim'] }],
  'battle-needed': [{ code: 'battle-needed', command: 'render' }],
  'unknown-shooter': [{ code: 'unknown-shooter', option: '--shooter', id: 'ганс', known: ['дитер', 'отто'] }, { code: 'unknown-shooter', option: '--shooter', id: 'ганс', known: [] }],
  'bad-inches': [{ code: 'bad-inches', option: '--move', value: 'четыре', min: 0, max: 48 }],
  'unknown-model': [{ code: 'unknown-model', option: '--from', id: 'ганс', known: ['дитер', 'отто'] }],
  'unknown-unit': [{ code: 'unknown-unit', option: '--shooter', id: 'лучники', known: ['копейщики'] }],
  'game-refusal': [{ code: 'game-refusal', text: 'из арбалета нельзя стрелять залпом' }],
  'file-unwritable': [{ code: 'file-unwritable', file: 'table.svg' }],
  'stdout-unwritable': [{ code: 'stdout-unwritable', reason: 'ENOSPC' }],
  'battle-would-not-read-back': [{ code: 'battle-would-not-read-back', file: 'после.json', problems: ['подставка не целиком на столе'] }],
  'shooter-may-not': [{ code: 'shooter-may-not', shooter: 'Отто', reasons: ['сбит с ног', 'уже стрелял в этой фазе'] }],
  'weapon-not-usable': [
    { code: 'weapon-not-usable', weapon: 'handgun' },
    { code: 'weapon-not-usable', weapon: 'Ружьё Якоба' },
  ],
  'target-not-legal': [{ code: 'target-not-legal', target: 'Огр', reasons: ['нет линии видимости'] }],
  'not-a-target': [{ code: 'not-a-target', target: 'Отто' }],
  'no-legal-target': [{ code: 'no-legal-target', shooter: 'Капитан', flag: '--from' }],
  'split-not-allowed': [{ code: 'split-not-allowed', weapon: 'bow' }],
  'too-many-shots': [
    { code: 'too-many-shots', asked: 4, allowed: 3 },
    { code: 'too-many-shots', asked: 4, allowed: 3, flag: '--declare' },
  ],
  'declare-malformed': [{ code: 'declare-malformed', given: 'нож' }],
  'declare-not-in-order': [{ code: 'declare-not-in-order', shooter: 'Отто' }],
  unexpected: [{ code: 'unexpected', detail: 'сбой' }],
  'unknown-command-did-you-mean': [{ code: 'unknown-command-did-you-mean', command: 'шанс', suggestions: ['шансы'] }],
  'unknown-option-did-you-mean': [{ code: 'unknown-option-did-you-mean', option: '--сид', suggestions: ['--сиды'] }],
  'unknown-model-did-you-mean': [{ code: 'unknown-model-did-you-mean', option: '--target', id: 'Дитор', suggestions: ['дитер', 'Дитер'] }],
  'unknown-unit-did-you-mean': [{ code: 'unknown-unit-did-you-mean', option: '--shooter', id: 'лучник', suggestions: ['лучники'] }],
  'ambiguous-model-name': [{ code: 'ambiguous-model-name', option: '--target', name: 'Мечник', ids: ['мечник-1', 'мечник-2'] }],
  'ambiguous-unit-name': [{ code: 'ambiguous-unit-name', option: '--order', name: 'Лучники', ids: ['лучники-1', 'лучники-2'] }],
  'plan-goal-needs-target': [{ code: 'plan-goal-needs-target' }],
  'plan-target-with-expected': [{ code: 'plan-target-with-expected' }],
  'plan-unknown-target': [
    { code: 'plan-unknown-target', target: 'Маркус', enemies: ['огр', 'мечник'] },
    { code: 'plan-unknown-target', target: 'Маркус', enemies: [] },
  ],
  'plan-too-large': [
    { code: 'plan-too-large', what: 'shooters', count: 9, limit: 8 },
    { code: 'plan-too-large', what: 'enemies', count: 13, limit: 12 },
  ],
  'plan-too-many-states': [{ code: 'plan-too-many-states', limit: 200000 }],
};

const variantSamples: { readonly [K in keyof MordheimVariants]: readonly [MordheimVariants[K]][] } = {
  naturalOneMisses: [[true], [false]],
  sevenPlus: [['cannot-hit'], ['second-roll']],
  coverStrike: [['missed-by-one'], ['natural-one']],
  measure: [['3d'], ['horizontal']],
  oneCriticalPerPhase: [[true], [false]],
  initiativeSixFails: [[true], [false]],
  blackpowderMisfire: [[true], [false]],
};

const counts = [0, 1, 2, 5, 11, 21, 22, 25, 111];

const textSamples: Samples<Catalogue['text']> = {
  shooterShootsTarget: [
    ['Маркус', 'арбалет', 'Дитер'],
    ['Маркус', 'метательные ножи', 'Дитер'],
    ['Маркус', 'Ружьё Якоба', 'Дитер'],
  ],
  shooterTurn: [['Маркус', 'длинный лук', 'Огр']],
  ballisticSkill: [[3]],
  initiative: [[4]],
  strengthAgainstToughness: [[4, 3]],
  blessedWound: [['нежить'], ['демон'], ['одержимый']],
  armourIgnoredBy: [['мастерский удар']],
  ignoredBy: [['метательное оружие']],
  unarmouredSave: [[6]],
  saveFloor: [[6]],
  rerollBy: [['«Благословенное зрение»']],
  noSaveBy: [['игнорирует броню']],
  injuryResultRule: [
    ['«Нет боли»', 'stunned-as-knocked-down'],
    ['«Нет боли» (Вескит)', 'ignores-down-and-stunned'],
  ],
  rulesHeld: [['Маркус', '«Быстрый выстрел», «Орлиный глаз»']],
  rulesNotApplied: [['«Акробат»']],
  outOfRange: [[20, 16], [30.5, 30]],
  secondRoll: [[4, 7]],
  coverStrikeRule: [
    ['missed-by-one', 3],
    ['natural-one', 1],
  ],
  injuryBonus: [[2]],
  needs: [[4]],
  neededScore: [[4]],
  rolled: [[6]],
  afterShots: counts.filter((n) => n > 1).map((n) => [n]),
  woundsLeft: counts.map((n) => [n]),
  seedLine: [[27]],
  shotHeading: [[1, 2]],
  barrelHeading: [[1], [2]],
  throwHeading: [[2, 3, 'Огр']],
  fallStrength: [[4, 4], [2.5, 2]],
  fallHitHeading: [[1, 3]],
  acrobatTest: [[4, 8], [3, 2.5]],
  coverHit: [['Отто']],
  lineHit: [['Отто']],
  spotTest: [['Отто', 'Скрит']],
  coverStruck: [
    ['бочки', true],
    ['стена', false],
  ],
  edgeSlip: [['Отто', 0.96, 4]],
  misfireDie: [['handgun', 5], ['Ружьё Якоба', 4]],
  misfireExplosion: [['Отто', 4]],
  dangerousHit: [['Отто', 'bolas', 3]],
  entangle: [['bolas']],
  net: [
    ['net', 3],
    ['net', 6],
  ],
  shotsNotTaken: counts.filter((n) => n > 0).map((n) => [n]),
  resultLine: [
    ['Дитер', 'выведен из строя', 0],
    ['Дитер', 'на ногах', 1],
  ],
  totals: [['1 попадание', '2 раны']],
  problemsFound: counts.filter((n) => n > 0).map((n) => [n]),
  inFile: [['shot.json']],
  demoIntro: [['examples/mordheim/crossbow-vs-dieter.json']],
};

const battleSamples: Samples<Catalogue['battle']> = {
  targetsHeading: [['Маркус']],
  mayShoot: [['Маркус']],
  mayNotShoot: [['Маркус', 'сбит с ног']],
  weaponNotUsable: [['аркебуза', 'ещё перезаряжается (подготовка выстрела)']],
  withWeapon: [['длинный лук']],
  distance: [[12.34]],
  outOfRange: [[30]],
  hiddenShare: [[40]],
  easierThan: [[4, 6]],
  easierThanUnhittable: [[6]],
  closestIs: [['Огр']],
  oddsLine: [['10,6 %', '24,1 %']],
  splitLine: [['«Мастер метательных ножей»', 2, 3]],
  splitTarget: [['Огр', 2]],
  misfireOddsLine: [['0,5 %', '2,8 %', '2,8 %', '2,8 %']],
  entangleOddsLine: [['41,7 %', '2,8 %']],
  phaseHeading: [['Рейкландцы']],
  turnHeading: [[1, 'Маркус стреляет из длинного лука, цель: Огр']],
  warriorState: [
    ['Огр', 'на ногах', 2, false],
    ['Отто', 'оглушён', 0, true],
  ],
  written: [['after.json']],
};

const svgSamples: Samples<Catalogue['svg']> = { hidden: [[0], [37], [100]], floor: [[2], [4.5]] };

/** Issue texts take the issue as their one argument. */
const oneArgument = (table: Readonly<Record<string, readonly unknown[]>>) => Object.fromEntries(Object.entries(table).map(([key, list]) => [key, list.map((item) => [item])]));

const SAMPLES: Readonly<Record<string, Readonly<Record<string, readonly (readonly unknown[])[]>>>> = {
  variant: variantSamples,
  issue: oneArgument({ ...coreIssueSamples, ...BATTLEAXE_ISSUE_SAMPLES, ...NINTH_AGE_ISSUE_SAMPLES }),
  cliIssue: oneArgument(cliIssueSamples),
  text: textSamples,
  svg: svgSamples,
  battle: battleSamples,
  advise: {
    heading: [['снайпер', 'вывести цель из боя']],
    places: [[148, '0,5']],
    placeLine: [['(8″, 6″)', 'идёт', 'дозорный', 'long-bow', '4+', '12,9 %']],
    noShotHere: [['на месте', 'остаётся']],
    at: [['8', '6', '3'], ['8', '6', '0']],
    exposure: [['0,0 %', 0], ['12 %', 2]],
    withheld: [[{ code: 'joined-character', unit: 'ополчение' }, 'капитан']],
    written: [['карта.svg']],
  },
  plan: planTextSamples,
};

/** Each game section brings its own samples, shaped like the section. */
function samplesAt(path: readonly string[]): readonly (readonly unknown[])[] | undefined {
  const [section = '', key = '', sub = ''] = path;
  const lookup = (table: object, k: string): unknown => (Object.hasOwn(table, k) ? (table as Record<string, unknown>)[k] : undefined);
  switch (section) {
    case 'battleaxe': {
      const group = lookup(battleaxeTextSamples, key);
      return (path.length === 3 && group ? lookup(group, sub) : undefined) as readonly (readonly unknown[])[] | undefined;
    }
    case 'ninthAge':
      return (path.length === 2 ? lookup(ninthAgeTextSamples, key) : undefined) as readonly (readonly unknown[])[] | undefined;
    default:
      return path.length === 2 ? SAMPLES[section]?.[key] : undefined;
  }
}

interface Entry {
  readonly path: string;
  readonly text: string;
}

/** Every text of a catalogue: strings as they are, functions called with each of their samples. */
function entries(cat: Catalogue): Entry[] {
  const found: Entry[] = [];
  const walk = (value: unknown, path: readonly string[]): void => {
    const name = path.join('.');
    if (typeof value === 'string') found.push({ path: name, text: value });
    else if (typeof value === 'function') {
      // The community-data texts are checked against their own samples in cli/profiles-command.test.ts,
      // the page's in the browser tests (web/e2e), which read the Russian page.
      if (path[0] === 'bsdata' || path[0] === 'web') return;
      const samples = samplesAt(path);
      if (!samples || samples.length === 0) throw new Error(`no samples for ${name}`);
      const text = value as (...args: readonly unknown[]) => unknown;
      samples.forEach((args, k) => {
        const result = text(...args);
        found.push({ path: `${name}#${k}`, text: typeof result === 'string' ? result : `(not a string: ${typeof result})` });
      });
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, String(i)]));
    else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
    else throw new Error(`unexpected ${typeof value} at ${name}`);
  };
  walk(cat, []);
  return found;
}

describe('the Russian catalogue', () => {
  const enEntries = entries(en);
  const ruEntries = new Map(entries(ru).map((e) => [e.path, e.text]));

  it('has a text wherever the English one has', () => {
    expect(enEntries.length).toBeGreaterThan(250);
    const missing = enEntries.filter((e) => e.text.length > 0 && !ruEntries.get(e.path)).map((e) => e.path);
    expect(missing).toEqual([]);
    // Russian has more plural forms than English (few, many); nothing else is extra.
    const enPaths = new Set(enEntries.map((e) => e.path));
    expect([...ruEntries.keys()].filter((path) => !enPaths.has(path))).toEqual(
      (['shot', 'hit', 'wound', 'die'] as const).flatMap((noun) => [`noun.${noun}.few`, `noun.${noun}.many`]),
    );
  });

  it('is Russian: language ru, and no English word in any text', () => {
    expect(ru.language).toBe('ru');
    const stray = [...ruEntries]
      .filter(([path]) => path !== 'language')
      .flatMap(([path, text]) => strayLatin(text).map((word) => `${path}: ${word} (in "${text}")`));
    expect(stray).toEqual([]);
  });

  it('differs from English in every text that has words', () => {
    // Proper names are the same in both: the program's and each language's own name for itself.
    const properNames = new Set(['language', 'web.appName', 'web.languageNames.en', 'web.languageNames.ru']);
    const same = enEntries.filter((e) => /[a-z]{3}/i.test(e.text) && !properNames.has(e.path) && ruEntries.get(e.path) === e.text).map((e) => e.path);
    expect(same).toEqual([]);
  });

  it('names every weapon, and says what the shooter does with it', () => {
    for (const id of MORDHEIM_WEAPON_IDS) expect(ru.weapon[id]).toMatch(/^[а-яё -]+$/);
    expect(ru.text.shooterShootsTarget('Маркус', 'crossbow', 'Дитер')).toBe('Маркус стреляет из арбалета, цель: Дитер');
    expect(ru.text.shooterShootsTarget('Маркус', 'hochland-long-rifle', 'Крысоогр')).toBe('Маркус стреляет из хохландской длинной винтовки, цель: Крысоогр');
    expect(ru.text.shooterShootsTarget('Маркус', 'sling', 'Культист')).toBe('Маркус стреляет из пращи, цель: Культист');
    expect(ru.text.shooterShootsTarget('Ассасин', 'throwing-knives', 'Сестра')).toBe('Ассасин метает метательные ножи, цель: Сестра');
    expect(ru.text.shooterShootsTarget('Якоб', 'Ружьё Якоба', 'Дитер')).toBe('Якоб стреляет из оружия «Ружьё Якоба», цель: Дитер');
  });

  it('puts the weapon of an issue in the genitive', () => {
    expect(ru.issue['fire-twice-not-allowed']({ code: 'fire-twice-not-allowed', path: [], weapon: 'handgun' })).toBe('из аркебузы нельзя стрелять дважды');
    expect(ru.issue['fire-twice-too-far']({ code: 'fire-twice-too-far', path: [], weapon: 'sling', distance: 12.5, limit: 9 })).toBe(
      'из пращи можно стрелять дважды только на 9" и ближе, а до цели 12,5"',
    );
    expect(ru.issue['unknown-weapon']({ code: 'unknown-weapon', path: [], name: 'crosbow', suggestions: ['crossbow'] })).toBe(
      'неизвестное оружие «crosbow»; возможно, имелось в виду crossbow (арбалет)?',
    );
  });
});

describe('Russian plurals', () => {
  const ns = [1, 2, 5, 11, 21, 22, 25, 111];
  const expected: Record<keyof Catalogue['noun'], string[]> = {
    shot: ['выстрел', 'выстрела', 'выстрелов', 'выстрелов', 'выстрел', 'выстрела', 'выстрелов', 'выстрелов'],
    hit: ['попадание', 'попадания', 'попаданий', 'попаданий', 'попадание', 'попадания', 'попаданий', 'попаданий'],
    wound: ['рана', 'раны', 'ран', 'ран', 'рана', 'раны', 'ран', 'ран'],
    die: ['кубик', 'кубика', 'кубиков', 'кубиков', 'кубик', 'кубика', 'кубиков', 'кубиков'],
  };

  for (const noun of ['shot', 'hit', 'wound', 'die'] as const) {
    it(`counts ${noun}s: ${expected[noun].slice(0, 3).join(', ')}…`, () => {
      expect(ns.map((n) => countOf('ru', n, ru.noun[noun]))).toEqual(ns.map((n, i) => `${n} ${expected[noun][i]}`));
    });
  }

  it('uses the genitive singular for a fraction (1,5 раны)', () => {
    expect(countOf('ru', 1.5, ru.noun.wound)).toMatch(/ раны$/);
    expect(countOf('ru', 0.5, ru.noun.hit)).toMatch(/ попадания$/);
  });

  it('agrees the words around a count', () => {
    expect(ns.map((n) => ru.text.woundsLeft(n))).toEqual([
      'осталась 1 рана',
      'осталось 2 раны',
      'осталось 5 ран',
      'осталось 11 ран',
      'осталась 21 рана',
      'осталось 22 раны',
      'осталось 25 ран',
      'осталось 111 ран',
    ]);
    expect(ru.text.woundsLeft(0)).toBe('осталось 0 ран');
    expect([2, 5, 11, 21, 22].map((n) => ru.text.afterShots(n))).toEqual(['После 2 выстрелов', 'После 5 выстрелов', 'После 11 выстрелов', 'После 21 выстрела', 'После 22 выстрелов']);
    expect([1, 2, 5, 21].map((n) => ru.text.shotsNotTaken(n))).toEqual([
      '1 выстрел не сделан: цель выведена из строя',
      '2 выстрела не сделаны: цель выведена из строя',
      '5 выстрелов не сделано: цель выведена из строя',
      '21 выстрел не сделан: цель выведена из строя',
    ]);
    expect([1, 2, 5, 11, 21].map((n) => ru.text.problemsFound(n))).toEqual(['Найдена 1 ошибка', 'Найдено 2 ошибки', 'Найдено 5 ошибок', 'Найдено 11 ошибок', 'Найдена 21 ошибка']);
    expect(ru.text.resultLine('Дитер', ru.condition['out-of-action'], 0)).toBe('Дитер: выведен из строя, осталось 0 ран');
    expect(ru.text.resultLine('Огр', ru.condition.standing, 21)).toBe('Огр: на ногах, осталась 21 рана');
    expect(ru.issue['too-large']({ code: 'too-large', path: [], bytes: 1_048_577, limit: 1_048_576 })).toBe('файл занимает 1048577 байт, а предел — 1048576 байт');
    expect(ru.issue['too-large']({ code: 'too-large', path: [], bytes: 1_000_002, limit: 1_000_001 })).toBe('файл занимает 1000002 байта, а предел — 1000001 байт');
  });
});

describe('localiseHelp', () => {
  const program = (config: HelpConfiguration) => {
    const root = new Command('marksman')
      .configureHelp(config)
      .description('описание')
      .helpOption('-h, --help', 'показать справку')
      .helpCommand('help [command]', 'показать справку по команде');
    root
      .command('odds')
      .description('шансы')
      .argument('<file>', 'файл сценария')
      .addOption(new Option('--lang <code>', 'язык'))
      .addOption(new Option('--seed <n>', 'зерно').default('7'));
    return root;
  };
  const helpOf = (config: HelpConfiguration) => {
    const root = program(config);
    const odds = root.commands.find((c) => c.name() === 'odds');
    return `${root.helpInformation()}\n${odds?.helpInformation() ?? ''}`;
  };

  it('gives commander Russian headings and placeholders', () => {
    const help = helpOf(localiseHelp('ru'));
    for (const english of ['Usage:', 'Options:', 'Commands:', 'Arguments:', '[options]', '[command]', '<file>', '<code>', '<n>', 'default:']) expect(help).not.toContain(english);
    for (const russian of ['Использование: marksman [параметры] [команда]', 'Использование: marksman odds [параметры] <файл>', 'Параметры:', 'Команды:', 'Аргументы:', '--lang <язык>', '--seed <число>', '(по умолчанию: "7")'])
      expect(help).toContain(russian);
    expect(strayLatin(help)).toEqual([]);
  });

  it('takes a catalogue as well as a language', () => {
    expect(helpOf(localiseHelp(ru))).toBe(helpOf(localiseHelp('ru')));
  });

  it('leaves English as commander writes it', () => {
    expect(helpOf(localiseHelp('en'))).toBe(helpOf({}));
    expect(helpOf(localiseHelp(en))).toContain('Usage: marksman [options] [command]');
  });

  it('has a Russian word for every heading and label', () => {
    for (const table of [HELP_WORDS.ru.headings, HELP_WORDS.ru.labels]) for (const word of Object.values(table)) expect(strayLatin(word)).toEqual([]);
  });
});
