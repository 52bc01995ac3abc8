import type { MordheimWeaponId } from '../src/games/mordheim/index.js';
import { battleaxeIssuesRu, battleaxeRu } from './battleaxe.js';
import { bsdataRu } from './bsdata.js';
import type { Catalogue } from './catalogue.js';
import { pluralForm, type PluralForms } from './plural.js';
import { ninthAgeIssuesRu, ninthAgeRu } from './ninth-age.js';
import { webRu } from './web.js';

/*
 * Russian. The game terms follow the Russian Mordheim shooting chapter in the shared seeds
 * (сбит с ног, оглушён, укрытие, Большая Цель, тест на Инициативу, критический удар, защита
 * доспехами) and, where the seed is silent, the community translation of the rulebook it
 * comes from (Стрелковое Умение, Выносливость, бросок на повреждения). docs/glossary.md pairs
 * every English term with its Russian one.
 *
 * Russian declines nouns, so phrases that put a name into a sentence use the forms kept
 * here (the weapon in the genitive after «из»), and counted nouns go through
 * Intl.PluralRules (plural.ts): 1 рана, 2 раны, 5 ран, 21 рана.
 */

/** "1 рана", "3 раны", "25 ран". */
const count = (n: number, forms: PluralForms) => `${n} ${pluralForm('ru', n, forms)}`;

const nouns = {
  shot: { one: 'выстрел', few: 'выстрела', many: 'выстрелов', other: 'выстрела' },
  hit: { one: 'попадание', few: 'попадания', many: 'попаданий', other: 'попадания' },
  wound: { one: 'рана', few: 'раны', many: 'ран', other: 'раны' },
  die: { one: 'кубик', few: 'кубика', many: 'кубиков', other: 'кубика' },
  problem: { one: 'ошибка', few: 'ошибки', many: 'ошибок', other: 'ошибки' },
  byte: { one: 'байт', few: 'байта', many: 'байт', other: 'байта' },
  /** After «больше»: больше 1 байта, больше 2 байтов… */
  byteGenitive: { one: 'байта', few: 'байт', many: 'байт', other: 'байта' },
  level: { one: 'уровень', few: 'уровня', many: 'уровней', other: 'уровня' },
  model: { one: 'модель', few: 'модели', many: 'моделей', other: 'модели' },
  corner: { one: 'угол', few: 'угла', many: 'углов', other: 'угла' },
} as const satisfies Record<string, PluralForms>;

/** Characters and items in the genitive, after «не больше» and «не меньше». */
const lengthGenitive: Readonly<Record<'characters' | 'items', PluralForms>> = {
  characters: { one: 'символа', few: 'символов', many: 'символов', other: 'символа' },
  items: { one: 'элемента', few: 'элементов', many: 'элементов', other: 'элемента' },
};

/** Shots in the genitive, after «после»: после 1 выстрела, после 2 выстрелов, после 21 выстрела. */
const shotsGenitive: PluralForms = { one: 'выстрела', few: 'выстрелов', many: 'выстрелов', other: 'выстрела' };

/** Distances and other measures: 12 → "12", 7.5 → "7,5". */
const measure = (value: number) => new Intl.NumberFormat('ru', { maximumFractionDigits: 2, useGrouping: false }).format(value);
/** One decimal, as the English text gives it: 0.96 → "1,0". */
const tenths = (value: number) => new Intl.NumberFormat('ru', { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }).format(value);
const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '0');
const list = (items: readonly string[]) => items.join(', ');

/** Each weapon's name and its genitive (for «стреляет из …», «из … нельзя стрелять дважды»). */
const WEAPONS: Readonly<Record<MordheimWeaponId, { readonly name: string; readonly genitive: string }>> = {
  'short-bow': { name: 'короткий лук', genitive: 'короткого лука' },
  bow: { name: 'лук', genitive: 'лука' },
  'long-bow': { name: 'длинный лук', genitive: 'длинного лука' },
  'elf-bow': { name: 'эльфийский лук', genitive: 'эльфийского лука' },
  crossbow: { name: 'арбалет', genitive: 'арбалета' },
  sling: { name: 'праща', genitive: 'пращи' },
  'throwing-knives': { name: 'метательные ножи', genitive: 'метательных ножей' },
  'repeater-crossbow': { name: 'многозарядный арбалет', genitive: 'многозарядного арбалета' },
  'crossbow-pistol': { name: 'арбалет-пистоль', genitive: 'арбалета-пистоля' },
  pistol: { name: 'пистоль', genitive: 'пистоля' },
  'duelling-pistol': { name: 'дуэльный пистоль', genitive: 'дуэльного пистоля' },
  'brace-of-pistols': { name: 'пара пистолей', genitive: 'пары пистолей' },
  'brace-of-duelling-pistols': { name: 'пара дуэльных пистолей', genitive: 'пары дуэльных пистолей' },
  handgun: { name: 'аркебуза', genitive: 'аркебузы' },
  blunderbuss: { name: 'мушкетон', genitive: 'мушкетона' },
  'hochland-long-rifle': { name: 'хохландская длинная винтовка', genitive: 'хохландской длинной винтовки' },
  'warplock-pistol': { name: 'варплоковый пистоль', genitive: 'варплокового пистоля' },
  blowpipe: { name: 'духовая трубка', genitive: 'духовой трубки' },
};

const isWeaponId = (id: string): id is MordheimWeaponId => Object.hasOwn(WEAPONS, id);
const weaponById = (id: string) => (isWeaponId(id) ? WEAPONS[id] : undefined);

/** "из арбалета"; a weapon of the scenario's own: "из оружия «Ружьё Якоба»". */
const fromWeapon = (id: string) => `из ${weaponById(id)?.genitive ?? `оружия «${id}»`}`;

/** What the file's kit names stand for: "light-armour" → "лёгкий доспех". */
const KIT_ITEMS: Readonly<Record<string, string>> = {
  'light-armour': 'лёгкий доспех',
  'heavy-armour': 'тяжёлый доспех',
  'gromril-armour': 'громриловый доспех',
  'ithilmar-armour': 'итильмаровый доспех',
  'toughened-leathers': 'дублёная кожа',
};
/** A code the file uses, with its Russian meaning when there is one: "crossbow (арбалет)". */
const glossed = (code: string, meaning: string | undefined) => (meaning ? `${code} (${meaning})` : code);

/** Command-line argument names (from commander's usage) as words. */
const ARGUMENTS: Readonly<Record<string, string>> = { file: 'файл сценария' };

const kinds = {
  number: 'число',
  'whole-number': 'целое число',
  string: 'текст',
  boolean: 'true или false',
  object: 'объект',
  array: 'список',
  value: 'значение',
  null: 'null',
  nothing: 'пустое значение',
} as const;
const range = (min?: number, max?: number) =>
  min !== undefined && max !== undefined ? ` от ${min} до ${max}` : min !== undefined ? ` не меньше ${min}` : max !== undefined ? ` не больше ${max}` : '';

/**
 * "Маркус стреляет из арбалета, цель: Дитер". The weapon comes as its id (or, for a weapon
 * of the scenario's own, its name); the target stays in the nominative after «цель:».
 */
function shoots(shooter: string, weapon: string, target: string): string {
  const known = weaponById(weapon);
  const action = weapon === 'throwing-knives' && known ? `метает ${known.name}` : `стреляет ${known ? `из ${known.genitive}` : `из оружия «${weapon}»`}`;
  return `${shooter} ${action}, цель: ${target}`;
}

/** "осталась 1 рана", "осталось 3 раны", "осталось 0 ран". */
const woundsLeft = (wounds: number) => `${pluralForm('ru', wounds, { one: 'осталась', other: 'осталось' })} ${count(wounds, nouns.wound)}`;

/** Skills, equipment and special rules, by id. */
const MODEL_RULE_NAMES: Catalogue['modelRule'] = {
  'quick-shot': '«Быстрый выстрел»',
  pistolier: '«Пистольер»',
  'eagle-eyes': '«Орлиный глаз»',
  'weapons-expert': '«Знаток оружия»',
  nimble: '«Проворство»',
  'trick-shooter': '«Стрелок-виртуоз»',
  hunter: '«Охотник»',
  'knife-fighter': '«Мастер метательных ножей»',
  dodge: '«Уклонение»',
  sprint: '«Спринт»',
  acrobat: '«Акробат»',
  'lucky-charm': 'талисман удачи',
  'hunting-arrows': 'охотничьи стрелы',
  'elven-cloak': 'эльфийский плащ',
  wolfcloak: 'волчий плащ',
  'superior-blackpowder': 'отборный порох',
  lantern: 'фонарь',
  torch: 'факел',
  'dead-eye-shot': '«Зоркий выстрел»',
  'steady-hands': '«Твёрдая рука»',
  'expert-pistolier': '«Мастер-пистольер»',
  'lethal-marksman': '«Смертоносный стрелок»',
  'excellent-sight': '«Превосходное зрение»',
  'unblinking-eye': '«Немигающий глаз»',
  'gun-rest': '«Упор для ружья»',
  'blessed-sight': '«Благословенное зрение»',
};

export const ru: Catalogue = {
  language: 'ru',
  game: { mordheim: 'Мордхейм' },
  battleaxe: battleaxeRu,
  bsdata: bsdataRu,
  web: webRu,
  ninthAge: ninthAgeRu,
  outcome: {
    'out-of-range': 'вне дальности: промах',
    hit: 'попадание',
    'poisoned-hit': 'отравленное попадание: ранит сразу',
    'hit-avoided': 'попадание отменено',
    'hit-stands': 'попадание остаётся',
    'poison-wound': 'ранен ядом',
    miss: 'промах',
    'cover-strike': 'попадание в укрытие',
    'cannot-hit': 'попасть нельзя',
    'second-roll': '6: бросайте ещё раз',
    wound: 'ранение',
    critical: 'критический удар',
    'no-wound': 'без ранения',
    'cannot-wound': 'ранить нельзя',
    'vital-part': 'жизненно важный орган: 2 раны, сначала защита доспехами',
    'exposed-spot': 'незащищённое место: 2 раны, доспехи не действуют',
    'master-strike': 'мастерский удар: 2 раны, доспехи не действуют, +2 к броску на повреждения',
    saved: 'доспехи спасли',
    'not-saved': 'доспехи не спасли',
    'no-save': 'защиты нет',
    'armour-ignored': 'доспехи не действуют',
    'knocked-down': 'сбит с ног',
    stunned: 'оглушён',
    'out-of-action': 'выведен из строя',
    'helmet-saved': 'шлем спас: вместо оглушения сбит с ног',
    'helmet-failed': 'шлем не спас: оглушён',
    passed: 'пройден',
    failed: 'провален',
    'fall-hits': 'столько ударов наносит падение',
    'cover-struck': 'выстрел попадает в укрытие',
    'explosive-struck': 'выстрел попадает в укрытие: оно может взорваться',
  },
  critical: { 'vital-part': 'жизненно важный орган', 'exposed-spot': 'незащищённое место', 'master-strike': 'мастерский удар' },
  step: {
    range: 'Дальность',
    'to-hit': 'Бросок на попадание',
    'avoid-hit': 'Бросок, чтобы избежать попадания',
    'line-hit': 'На линии выстрела',
    spot: 'Заметить стрелка',
    'to-hit-second-roll': 'Второй бросок на попадание',
    'to-wound': 'Бросок на ранение',
    critical: 'Критический удар',
    'armour-save': 'Защита доспехами',
    injury: 'Бросок на повреждения',
    helmet: 'Шлем',
    'initiative-test': 'Тест на Инициативу',
    shot: 'Выстрел',
    fall: 'Падение',
    'fall-hit': 'Удар при падении',
    'cover-hit': 'Попадание в модель на линии выстрела',
    'cover-struck': 'Попадание в укрытие',
    'edge-slip': 'У края',
    'shooter-turn': 'Стрелок',
  },
  hitModifier: {
    cover: 'укрытие',
    'long-range': 'дальняя дистанция',
    moved: 'движение',
    'large-target': 'Большая Цель',
    accuracy: 'точность',
    'fire-twice': 'двойной выстрел',
    'elven-cloak': 'эльфийский плащ',
    'gun-rest': 'упор для ружья',
  },
  saveModifier: { strength: 'Сила', weapon: 'оружие', wolfcloak: 'волчий плащ' },
  armourPiece: {
    light: 'лёгкий доспех',
    heavy: 'тяжёлый доспех',
    gromril: 'громриловый доспех',
    ithilmar: 'итильмаровый доспех',
    'toughened-leathers': 'дублёная кожа',
    shield: 'щит',
    barding: 'конский доспех',
    helmet: 'шлем',
    buckler: 'баклер',
  },
  condition: { standing: 'на ногах', 'knocked-down': 'сбит с ног', stunned: 'оглушён', 'out-of-action': 'выведен из строя' },
  weapon: {
    'short-bow': WEAPONS['short-bow'].name,
    bow: WEAPONS.bow.name,
    'long-bow': WEAPONS['long-bow'].name,
    'elf-bow': WEAPONS['elf-bow'].name,
    crossbow: WEAPONS.crossbow.name,
    sling: WEAPONS.sling.name,
    'throwing-knives': WEAPONS['throwing-knives'].name,
    'repeater-crossbow': WEAPONS['repeater-crossbow'].name,
    'crossbow-pistol': WEAPONS['crossbow-pistol'].name,
    pistol: WEAPONS.pistol.name,
    'duelling-pistol': WEAPONS['duelling-pistol'].name,
    'brace-of-pistols': WEAPONS['brace-of-pistols'].name,
    'brace-of-duelling-pistols': WEAPONS['brace-of-duelling-pistols'].name,
    handgun: WEAPONS.handgun.name,
    blunderbuss: WEAPONS.blunderbuss.name,
    'hochland-long-rifle': WEAPONS['hochland-long-rifle'].name,
    'warplock-pistol': WEAPONS['warplock-pistol'].name,
    blowpipe: WEAPONS.blowpipe.name,
  },
  modelRule: MODEL_RULE_NAMES,

  weaponRule: {
    'move-or-fire': 'двигаться или стрелять',
    'prepare-shot': 'подготовка выстрела',
    'pick-target': 'выбор цели',
    accuracy: 'точность',
    'fire-twice': 'двойной выстрел',
    'fire-twice-at-half-range': 'двойной выстрел на половине дальности',
    thrown: 'метательное оружие',
    'shoot-in-hand-to-hand': 'стрельба в рукопашной',
    'hand-to-hand': 'рукопашная',
    shot: 'дробь',
    'fire-once': 'один выстрел за бой',
    poison: 'яд',
    stealthy: 'скрытность',
    brace: 'пара: стреляет каждый ход',
  },
  variant: {
    naturalOneMisses: (v) => (v ? 'выпавшая 1 на попадание — всегда промах (M-1)' : 'выпавшая 1 может попасть (вариант M-1)'),
    sevenPlus: (v) => (v === 'cannot-hit' ? 'если на попадание нужно 7+, попасть нельзя (M-2)' : '7+ на попадание: 6, затем 4+/5+/6 (вариант M-2)'),
    coverStrike: (v) =>
      v === 'missed-by-one' ? 'промах на единицу попадает в укрытие (M-3, английский текст правил)' : 'выпавшая 1 попадает в укрытие (вариант M-3, русский текст правил)',
    measure: (v) => (v === '3d' ? 'расстояния в трёх измерениях (M-4)' : 'расстояния по плоскости стола (вариант M-4)'),
    oneCriticalPerPhase: (v) => (v ? 'не больше одного критического удара на стрелка за фазу (вариант M-6)' : 'критические удары без ограничений (M-6)'),
    initiativeSixFails: (v) => (v ? '6 всегда проваливает тест на Инициативу (вариант M-9)' : '6 проходит тест на Инициативу при Инициативе 6 и выше (M-9)'),
  },
  issue: {
    ...battleaxeIssuesRu,
    ...ninthAgeIssuesRu,
    'json-syntax': (i) => `текст не является корректным JSON (строка ${i.line}, столбец ${i.column})`,
    missing: (i) => `поле не указано: требуется ${kinds[i.expected]}`,
    'wrong-type': (i) => `требуется ${kinds[i.expected]}${range(i.min, i.max)}, в файле: ${i.value}`,
    'out-of-range': (i) => `требуется ${i.whole ? 'целое число' : 'число'}${range(i.min, i.max)}, в файле: ${i.value}`,
    'wrong-length': (i) =>
      `ожидается ${i.max !== undefined ? `не больше ${count(i.max, lengthGenitive[i.of])}` : `не меньше ${count(i.min ?? 0, lengthGenitive[i.of])}`}, а здесь ${i.length}`,
    'not-one-of': (i) => `допустимые значения: ${list(i.options)}; в файле: ${i.value}`,
    'unknown-key': (i) => `неизвестное поле «${i.key}»`,
    'no-form-matches': (i) => `значение не подходит ни под одну из допустимых форм (в файле: ${i.value})`,
    'unknown-weapon': (i) =>
      `неизвестное оружие «${i.name}»${i.suggestions.length > 0 ? `; возможно, имелось в виду ${list(i.suggestions.map((s) => glossed(s, weaponById(s)?.name)))}?` : ''}`,
    'unknown-model-rule': (i) =>
      `${i.kind === 'skill' ? 'неизвестный навык' : 'неизвестное снаряжение'} «${i.name}»${i.suggestions.length > 0 ? `; возможно, имелось в виду ${list(i.suggestions.map((s) => glossed(s, modelRuleName(s))))}?` : ''}`,
    'model-rule-kind': (i) =>
      `«${i.name}» — ${i.is === 'skill' ? 'навык' : i.is === 'equipment' ? 'снаряжение' : 'особое правило'}, а не ${i.listed === 'skill' ? 'навык' : 'снаряжение'}: укажите его в поле ${i.is === 'skill' ? 'skills' : i.is === 'equipment' ? 'equipment' : 'rules'}`,
    'two-body-armours': (i) => `воин носит только один доспех, а указано несколько: ${list(i.pieces.map((p) => glossed(p, KIT_ITEMS[p])))}`,
    'wounds-left-above-wounds': (i) => `оставшихся ран (${i.woundsLeft}) больше, чем Ран в профиле (${i.wounds})`,
    'move-or-fire-after-moving': (i) => `${fromWeapon(i.weapon)} нельзя стрелять после движения: правило «двигаться или стрелять»`,
    'fire-twice-not-allowed': (i) => `${fromWeapon(i.weapon)} нельзя стрелять дважды`,
    'fire-twice-after-moving': (i) => `${fromWeapon(i.weapon)} можно стрелять дважды, только если стрелок не двигался`,
    'fire-twice-shots': (i) => `стрельба дважды — это два выстрела, а shots равно ${i.shots}: уберите shots или укажите 2`,
    'fire-twice-too-far': (i) =>
      `${fromWeapon(i.weapon)} можно стрелять дважды только на ${measure(i.limit)}" и ближе, а до цели ${measure(i.distance)}"`,
    'long-range-conflict': (i) =>
      `longRange указан как ${String(i.longRange)}, но до цели ${measure(i.distance)}", а это ${i.distance > i.halfRange ? 'дальше' : 'в пределах'} половины дальности (${measure(i.halfRange)}")`,
    'strength-needed': (i) => `Сила оружия «${weaponById(i.weapon)?.name ?? i.weapon}» равна Силе бросающего — укажите Силу стрелка (S)`,
    'too-large': (i) => `файл занимает ${i.atLeast ? `больше ${count(i.limit, nouns.byteGenitive)}` : count(i.bytes, nouns.byte)}, а предел — ${count(i.limit, nouns.byte)}`,
    'too-deep': (i) =>
      i.depth === undefined
        ? `списки и объекты в файле вложены глубже предела в ${count(i.limit, nouns.level)}`
        : `списки и объекты в файле вложены на ${count(i.depth, nouns.level)}, а предел — ${count(i.limit, nouns.level)}`,
    'too-many-models-on-table': (i) => `на столе ${count(i.models, nouns.model)}, а предел — ${count(i.limit, nouns.model)}`,
    'too-many-corners': (i) => `у контуров на столе всего ${count(i.corners, nouns.corner)}, а предел — ${count(i.limit, nouns.corner)}`,
    'too-many-shots': (i) => `здесь было бы сразу ${count(i.shots, nouns.shot)}, а точные шансы считаются не более чем для ${count(i.limit, shotsGenitive)}`,
    'duplicate-id': (i) => `идентификатор «${i.id}» встречается дважды`,
    'outline-crosses-itself': () => 'контур пересекает сам себя (перечислите углы по порядку, обходя фигуру)',
    'off-table': (i) => `подставка в точке (${measure(i.x)}; ${measure(i.y)}) не целиком на столе ${measure(i.width)}" × ${measure(i.depth)}"`,
    'off-floor': (i) => `подставка не целиком на этаже «${i.floor}»`,
    'bases-overlap': (i) => `подставка заходит на подставку модели «${i.other}»`,
    'unknown-floor': (i) => `этажа «${i.floor}» нет${i.known.length > 0 ? `; есть этажи: ${list(i.known)}` : '; на столе нет этажей'}`,
    'floor-and-elevation': () => 'укажите либо этаж, на котором стоит модель, либо её высоту, но не то и другое',
    'ambiguous-profile': (i) => `«${i.name}» — это может быть ${list(i.matches)}; укажите и группу: «Отряд/Воин» в Мордхейме или «Армия/Отряд» в «Девятой Эпохе»`,
    'unknown-profile': (i) => `в данных сообщества нет профиля «${i.name}»${i.suggestions.length > 0 ? `; может быть, ${list(i.suggestions)}?` : ''}`,
    'profiles-not-loaded': (i) => `«${i.name}» — это имя профиля, но библиотека профилей здесь не загружена`,
    'too-many-models': (i) => `моделей: ${i.models}, а в строю места только для ${i.room}`,
    'attack-or-battle': (i) => (i.both ? 'в сценарии должно быть что-то одно: «attack» или «battle», но не оба' : 'в сценарии нужен раздел «attack» или «battle»'),
    'unknown-model': (i) => `модели «${i.id}» нет${i.known.length > 0 ? `; есть модели: ${list(i.known)}` : ''}`,
  },
  cliIssue: {
    'unknown-option': (i) => `неизвестный параметр ${i.option}`,
    'missing-argument': (i) => `не указан ${ARGUMENTS[i.argument] ?? `аргумент «${i.argument}»`}`,
    'option-needs-value': (i) => `параметру ${i.option} нужно значение`,
    'too-many-arguments': (i) => `слишком много аргументов для команды «${i.command}»`,
    'unknown-command': (i) => `неизвестная команда «${i.command}»`,
    'bad-seed': (i) => `--seed: требуется целое число от 0 до ${i.max}, указано «${i.value}»`,
    'bad-language': (i) => `--lang: допустимые значения: ${list(i.options)}; указано «${i.value}»`,
    'file-not-found': (i) => `${i.file}: файл не найден`,
    'file-unreadable': (i) => `${i.file}: не удаётся прочитать файл`,
    'battle-needed': (i) => `команда «${i.command}» работает со сценарием, где на столе идёт бой («battle»); в этом файле одна атака`,
    'unknown-model': (i) => `${i.option}: модели «${i.id}» нет; есть модели: ${list(i.known)}`,
    'unknown-unit': (i) => `${i.option}: отряда «${i.id}» нет; есть отряды: ${list(i.known)}`,
    'game-refusal': (i) => i.text,
    'file-unwritable': (i) => `${i.file}: не удаётся записать файл`,
    'stdout-unwritable': (i) => `не удаётся записать в стандартный вывод (${i.reason})`,
    'battle-would-not-read-back': (i) =>
      `${i.file} не записан: бой после выстрелов не прочитался бы снова (${i.problems.join('; ')}); это внутренняя ошибка Marksman, пожалуйста, сообщите о ней`,
    'roster-problems': (i) => `${i.file}: ростер не удалось загрузить: ${i.problems.join('; ')}`,
    'bad-choice': (i) => `${i.option}: ожидается одно из значений ${list(i.options)}, получено «${i.value}»`,
    'file-or-flags': (i) => `команде «${i.command}» нужен либо файл сценария, либо --game с флагами, но не то и другое сразу`,
    'options-together': (i) => `${list(i.options)}: укажите что-то одно, не оба сразу`,
    'command-not-offered': (i) => `игра «${i.game}» умеет только «odds» и «roll»; для «${i.command}» нужна игра со столом`,
    'flag-not-applied': (i) => `${i.flag}: этой атаке не нужен: оружие ${i.weapon} стреляет со своей Силой ${i.strength}; уберите флаг`,
    'flag-not-for-game': (i) => (i.flags.length > 0 ? `${i.flag}: у игры ${i.game} нет такого флага; её флаги: ${list(i.flags)}` : `${i.flag}: игра ${i.game} не описывается флагами; опишите атаку в файле`),
    'attack-needed': (i) => `команда «${i.command}» работает со сценарием, в котором есть «attack»; в этом файле бой («battle») — попробуйте «render»`,
    'shooter-may-not': (i) => `--shooter: ${i.shooter} не может стрелять: ${list(i.reasons)}`,
    'weapon-not-usable': (i) => `--weapon: ${fromWeapon(i.weapon)} сейчас нельзя стрелять`,
    'target-not-legal': (i) => `--target: ${i.target} — стрелять нельзя: ${list(i.reasons)}`,
    'not-a-target': (i) => `--target: ${i.target} — не враг на этом столе`,
    unexpected: (i) => `внутренняя ошибка Marksman (${i.detail}); пожалуйста, сообщите о ней`,
    'unknown-command-did-you-mean': (i) => `неизвестная команда «${i.command}»; может быть, ${list(i.suggestions)}?`,
    'unknown-option-did-you-mean': (i) => `неизвестный параметр ${i.option}; может быть, ${list(i.suggestions)}?`,
    'unknown-model-did-you-mean': (i) => `${i.option}: модели с идентификатором или именем «${i.id}» нет; может быть, ${list(i.suggestions)}?`,
    'unknown-unit-did-you-mean': (i) => `${i.option}: отряда с идентификатором или именем «${i.id}» нет; может быть, ${list(i.suggestions)}?`,
    'ambiguous-model-name': (i) => `${i.option}: имя «${i.name}» носят несколько моделей (${list(i.ids)}); укажите идентификатор одной из них`,
    'ambiguous-unit-name': (i) => `${i.option}: имя «${i.name}» носят несколько отрядов (${list(i.ids)}); укажите идентификатор одного из них`,
  },
  shooterRefusal: {
    'not-their-phase': 'сейчас фаза стрельбы другого отряда',
    'out-of-action': 'выведен из строя',
    'in-combat': 'занят в ближнем бою',
    ran: 'бежал в этот ход',
    'failed-charge': 'неудачно атаковал в этот ход',
    rallied: 'приходил в себя в этот ход',
    'knocked-down': 'сбит с ног',
    stunned: 'оглушён',
    fleeing: 'удирает',
    'already-shot': 'уже стрелял в этой фазе',
    'no-missile-weapon': 'нет стрелкового оружия',
    'no-usable-weapon': 'ни из одного оружия сейчас нельзя стрелять',
  },
  weaponRefusal: { 'move-or-fire': 'двигаться или стрелять, а стрелок двигался', reloading: 'ещё перезаряжается (подготовка выстрела)', 'fired-once': 'уже выстрелило в этом бою (один выстрел за бой)' },
  targetReason: {
    closest: 'ближайший стоящий враг',
    'easier-to-hit': 'дальше, но в него легче попасть',
    'large-target': 'Большую Цель можно выбрать всегда',
    'downed-or-fleeing': 'сбит с ног, оглушён или удирает: стрелять можно, но не обязательно',
    'elevated-shooter': 'стрелок выше 2" над столом: любой видимый враг',
    'same-building': 'враг в том же здании: стрелять нужно в него',
    'pick-target': 'оружие само выбирает цель («выбор цели»)',
    'any-direction': 'линию выстрела мушкетона можно провести в любую сторону',
  },
  targetRefusal: {
    'in-combat': 'занят в ближнем бою',
    'not-visible': 'нет линии видимости',
    hidden: 'спрятан',
    'not-closest': 'не ближайший, и попасть в него не легче',
    'enemy-in-same-building': 'сначала нужно стрелять во врага в том же здании',
  },
  battle: {
    targetsHeading: (shooter) => `В кого может стрелять ${shooter}`,
    mayShoot: (shooter) => `${shooter} может стрелять.`,
    mayNotShoot: (shooter, reasons) => `${shooter} не может стрелять: ${reasons}.`,
    revealsItself: 'Выстрел выдаст, где стрелок прячется.',
    weaponNotUsable: (weapon, reasons) => `${weapon}: сейчас стрелять нельзя (${reasons})`,
    legal: 'Можно стрелять',
    notLegal: 'Нельзя стрелять',
    withWeapon: (weapon) => `Оружие: ${weapon}`,
    distance: (inches) => `${tenths(inches)}"`,
    outOfRange: (range) => `вне дальности (${measure(range)}"): выстрел промахнётся`,
    hiddenShare: (percent) => `скрыто ${percent}\u00a0%`,
    easierThan: (needed, closer) => `нужно ${needed}+, а по ближним ${closer}+`,
    easierThanUnhittable: (needed) => `нужно ${needed}+, а по ближним попасть нельзя`,
    closestIs: (name) => `ближе стоит ${name}`,
    oddsLine: (outOfAction, anyEffect) => `выведен из строя ${outOfAction}, любой эффект ${anyEffect}`,
    advised: 'рекомендуется',
    noAdvice: 'Нет цели в пределах дальности: советовать нечего.',
    phaseHeading: (warband) => `Фаза стрельбы: ${warband}`,
    turnHeading: (index, text) => `${index}. ${text}`,
    noShooters: 'Никто не смог выстрелить.',
    afterPhase: 'После фазы',
    warriorState: (name, condition, wounds, fell) => `${name}: ${condition}, ${woundsLeft(wounds)}${fell ? ', было падение' : ''}`,
    written: (file) => `Бой после стрельбы записан в ${file}.`,
  },
  noun: { shot: nouns.shot, hit: nouns.hit, wound: nouns.wound, die: nouns.die },
  text: {
    shooterShootsTarget: shoots,
    shooterTurn: shoots,
    defaultShooter: 'воин',
    defaultTarget: 'противник',
    ballisticSkill: (bs) => `СУ ${bs}`,
    initiative: (value) => `Инициатива ${value}`,
    strengthAgainstToughness: (s, t) => `Сила ${s} против Выносливости ${t}`,
    criticalOnSix: '6 — критический удар',
    noCriticalNeedsSix: 'нужна 6, поэтому критических ударов нет',
    noCriticalHits: 'падение не вызывает критических ударов',
    rulesHeld: (holder, rules) => `${holder}: ${rules}`,
    rulesNotApplied: (rules) => `не применяются (Marksman их пока не учитывает): ${rules}`,
    automaticHit: 'без броска: выстрел попадает во всех, кто на линии',
    noCriticalPoison: 'яд: критических ударов нет, а 6 на попадание ранит сразу',
    poisonSixWounds: 'яд: 6 на попадание ранит сразу',
    poisonedWound: '6 на попадание была отравленной',
    unarmouredSave: (save) => `доспехов нет, но против этого оружия защита ${save}+`,
    criticalLimitReached: 'критического удара нет: он уже был в этой фазе',
    cannotWound: 'по таблице ранить нельзя',
    noArmour: 'доспехов нет',
    saveImpossible: 'защита невозможна',
    armourIgnoredBy: (critical) => `отменена: ${critical}`,
    ignoredBy: (rule) => `не учитывается: ${rule}`,
    outOfRange: (distance, range) => `до цели ${measure(distance)}", дальность ${measure(range)}"`,
    secondRoll: (needed, firstNeeded) => `нужно ${firstNeeded}: 6, затем ${needed}+`,
    coverStrikeRule: (reading, face) =>
      face === null ? '' : reading === 'missed-by-one' ? `${face} — промах на единицу, выстрел попадает в укрытие` : 'выпавшая 1 попадает в укрытие',
    injuryBonus: (bonus) => `${signed(bonus)} за мастерский удар`,
    hardToKillTable: '«Трудно убить»: 1–2 сбит с ног, 3–5 оглушён, 6 выведен из строя',
    needs: (score) => `${score}+`,
    neededScore: (score) => `нужно ${score}+`,
    rolled: (face) => `выпало ${face}`,
    noDie: 'без броска',
    whatRollsNeed: 'Что нужно выбросить',
    oneShot: 'Один выстрел',
    afterShots: (shots) => `После ${count(shots, shotsGenitive)}`,
    woundsLeft,
    woundsLeftHeading: 'Осталось ран',
    atLeast: 'не менее',
    exactly: 'ровно',
    mean: 'в среднем',
    hits: 'Попадания',
    wounds: 'Раны',
    seedLine: (seed) => `Зерно ${seed} (с тем же зерном кубики выпадут так же: --seed ${seed})`,
    shotHeading: (index, of) => `Выстрел ${index} из ${of}`,
    fallStrength: (drop, strength) => `падение с высоты ${measure(drop)}": D3 ударов с Силой ${strength}, защита доспехами не действует`,
    fallHitHeading: (index, of) => `Удар при падении ${index} из ${of}`,
    coverHit: (model) => `попадание получает ${model} — модель на линии выстрела`,
    spotTest: (model, shooter) => `${model} проходит тест, чтобы заметить ${shooter}: тот стрелял из укрытия`,
    lineHit: (model) => `${model} стоит на линии мушкетона: попадание без броска`,
    coverStruck: (id, explosive) => (explosive ? `${id} — взрывоопасное укрытие` : id),
    edgeSlip: (model, distance, drop) =>
      `${model} лежит в ${tenths(distance)}" от края, высота ${measure(drop)}": тест на Инициативу, чтобы не упасть`,
    shotsNotTaken: (n) => `${count(n, nouns.shot)} ${pluralForm('ru', n, { one: 'не сделан', few: 'не сделаны', other: 'не сделано' })}: цель выведена из строя`,
    resultLine: (target, condition, wounds) => `${target}: ${condition}, ${woundsLeft(wounds)}`,
    totals: (hits, wounds) => `${hits}, ${wounds}`,
    variantsUsed: 'Толкования правил',
    problemsFound: (n) => `${pluralForm('ru', n, { one: 'Найдена', other: 'Найдено' })} ${count(n, nouns.problem)}`,
    inFile: (file) => `в файле ${file}`,
    demoIntro: (file) => `Пример: ${file}`,
    probabilityHeading: ['', 'вероятность', 'точно'],
  },
  svg: {
    hidden: (percent) => `скрыто ${percent}\u00a0%`,
    noSight: 'нет линии видимости',
    floor: (level) => `уровень ${measure(level)}"`,
  },
  help: {
    volley: 'Battleaxe: стрелять залпом (по умолчанию — как советует Marksman)',
    noVolley: 'Battleaxe: стрелять прямой наводкой, не залпом',
    fireOnce: 'Мордхейм: выстрелить один раз, где правила позволяют больше (многозарядный арбалет, праща, «Быстрый выстрел»)',
    quick: {
      '--bs': 'Стрелковое Умение стрелка (Battleaxe: нужный результат, 4 для 4+)',
      '--models': 'Battleaxe, Девятая Эпоха: сколько моделей стреляет (по умолчанию 1)',
      '--target-models': 'Battleaxe, Девятая Эпоха: моделей в отряде-цели (по умолчанию 1)',
      '--files': 'Battleaxe: моделей в первом ряду стреляющего отряда; тогда в обычной стрельбе стреляет лишь он, залпом — все модели (B-15)',
      '--target-starting-models': 'Battleaxe: со сколькими моделями отряд-цель начал бой (последняя модель — одиночная цель, B-8)',
      '--wounds-on-current': 'Battleaxe: сколько ран уже потеряла модель цели, стоящая на очереди (B-13)',
      '--target-keywords': 'Battleaxe: ключевые слова цели: large, character, war-machine',
      '--armour-save': 'Battleaxe: защита доспехами цели, например 5+',
      '--ward': 'Battleaxe: особая защита цели, например 6+',
      '--target-res': 'Девятая Эпоха: Стойкость цели',
      '--target-arm': 'Девятая Эпоха: Броня цели',
      '--target-hp': 'Девятая Эпоха: Очки здоровья цели (по умолчанию 1)',
      '--aegis': 'Девятая Эпоха: защита Эгида, например 5+',
      '--fortitude': 'Девятая Эпоха: защита Стойкость духа, например 5+',
      '--hard-target': 'Девятая Эпоха: значение Трудной цели',
      '--movement': 'Девятая Эпоха: none, advance, reform или march',
      '--cover': 'Девятая Эпоха: none, soft или hard',
      '--strength': 'Сила стрелка (для метательного оружия)',
      '--weapon': 'оружие, например crossbow, long-bow (Девятая Эпоха: с Меткостью, "crossbow (4+)")',
      '--target-t': 'Выносливость цели',
      '--target-w': 'Раны цели (по умолчанию 1)',
      '--wounds-left': 'сколько ран у цели осталось (по умолчанию все)',
      '--condition': 'standing, knocked-down или stunned',
      '--armour': 'снаряжение цели, например heavy,shield,helmet',
      '--target-rules': 'правила цели: large-target, hard-to-kill и особые правила',
      '--skills': 'Мордхейм: навыки стрелка, например quick-shot,eagle-eyes',
      '--equipment': 'Мордхейм: снаряжение стрелка, например hunting-arrows,superior-blackpowder',
      '--rules': 'Мордхейм: особые правила стрелка, например dead-eye-shot',
      '--target-skills': 'Мордхейм: навыки цели, например dodge',
      '--target-equipment': 'Мордхейм: снаряжение цели, например lucky-charm,elven-cloak',
      '--mods': 'обстоятельства — Мордхейм: cover, long-range, moved, large-body, fire-twice; Battleaxe: moved, long-range, point-blank, stand-and-shoot, volley, soft-cover, hard-cover, into-combat; Девятая Эпоха: long-range, stand-and-shoot',
      '--distance': 'расстояние до цели в дюймах',
      '--shots': 'выстрелов по цели за ход (по умолчанию 1)',
      '--variant': 'прочтение правил, например sevenPlus=second-roll (можно несколько раз)',
    },
    game: 'описать атаку флагами вместо файла: игра (mordheim, battleaxe, ninth-age)',
    profiles: 'Показать бойцов и отряды из данных сообщества (BattleScribe) с профилями и снаряжением.',
    profilesGame: 'игра: mordheim или ninth-age',
    search: 'только те, у кого в названии банды, имени, оружии, доспехах или правилах есть этот текст',
    problems: 'перечислить все найденные в данных проблемы, а не только их число',
    data: 'папка с данными BattleScribe (по умолчанию — данные, поставляемые с Marksman)',
    roster: 'Загрузить ростер BattleScribe (.ros или .rosz; Мордхейм или Девятая Эпоха) как банду или армию в сценарий боя.',
    rosterFile: 'файл ростера',
    into: 'добавить банду или армию в этот сценарий боя той же игры (по умолчанию — новый стол: 48" × 48" для Мордхейма, 72" × 48" для Девятой Эпохи)',
    rosterOut: 'записать сценарий в этот файл (по умолчанию — вывести)',
    targets: 'В кого может стрелять воин и почему, что нужно выбросить для каждого выстрела и какие шансы.',
    shoot: 'Один выстрел на столе: бросок с зерном и объяснение каждого кубика.',
    phase: 'Сыграть всю фазу стрельбы: каждый стрелок по очереди делает рекомендованный выстрел.',
    weapon: 'оружие для выстрела (по умолчанию рекомендованное)',
    out: 'записать бой после выстрелов в этот файл',
    render: 'Нарисовать стол в SVG: местность, подставки, куда смотрят модели и линии видимости от одной из них или к одной.',
    svg: 'файл, куда записать SVG, или - для стандартного вывода',
    program: 'Marksman: кто может стрелять, что нужно выбросить, точные шансы и бросок с зерном, где объяснён каждый кубик.',
    odds: 'Точные шансы атаки: каждый шаг, итоговое состояние цели, вероятность набрать не меньше заданного числа попаданий и ран.',
    roll: 'Бросить кубики для атаки (с зерном) и объяснить каждый из них.',
    demo: 'Показать шансы и бросок с зерном для встроенного примера.',
    schema: 'Вывести JSON-схему файлов сценариев.',
    fileArgument: 'файл сценария (JSON) или - для чтения со стандартного ввода',
    json: 'вывести JSON для программ вместо текста',
    lang: 'язык вывода: en или ru (по умолчанию из LANG, иначе en)',
    seed: 'зерно для кубиков, целое число от 0 до 4294967295 (по умолчанию берётся из файла, иначе новое)',
    version: 'показать версию',
    helpOption: 'показать справку',
    helpCommand: 'показать справку по команде',
    shooterIdOrName: 'стреляющий воин (или отряд): его идентификатор или имя',
    targetIdOrName: 'цель: её идентификатор или имя',
    orderIdsOrNames: 'порядок стрелков: идентификаторы или имена через запятую (по умолчанию как в файле)',
    fromIdOrName: 'модель, чьи линии видимости нарисовать: её идентификатор или имя',
    toIdOrName: 'модель, к которой нарисовать линии видимости всех остальных (кто её видит): её идентификатор или имя',
    schemaOf: 'какая схема: scenario (файлы сценариев; по умолчанию) или вывод --json команд odds, roll, demo, targets, shoot, phase, profiles и roster',
    rosterJson: 'вывести JSON для программ: бой и предупреждения в виде кодов с данными',
  },
};

/** A warrior's rule's Russian name, for a suggestion by id. */
const modelRuleName = (id: string): string | undefined => (Object.hasOwn(MODEL_RULE_NAMES, id) ? MODEL_RULE_NAMES[id as keyof typeof MODEL_RULE_NAMES] : undefined);
