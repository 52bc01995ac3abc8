import { WEAPON_GAP_EN, WEAPON_GAP_RU } from './ninth-age.js';
import { pluralForm } from './plural.js';
import type { BsdataGame, BsdataProblem, BsdataProblemCode, EntryRef, LookupProblem, MordheimRuleRef, XmlErrorReason, XmlLimit } from '../src/data/bsdata/index.js';

/**
 * Words for the BattleScribe (BSData) reader: its problem codes, the lookups a scenario
 * makes by name, and the `marksman profiles` listing, in English and Russian. The
 * catalogue holds them as its `bsdata` section.
 */

type ProblemTexts = { readonly [C in BsdataProblemCode]: (problem: Extract<BsdataProblem, { code: C }>) => string };
type LookupTexts = { readonly [C in LookupProblem['code']]: (problem: Extract<LookupProblem, { code: C }>) => string };

export interface BsdataTexts {
  readonly problem: ProblemTexts;
  readonly lookup: LookupTexts;
  readonly xmlReason: Readonly<Record<XmlErrorReason, string>>;
  /** What a document held too much of, given the limit. */
  readonly xmlLimit: Readonly<Record<XmlLimit, (max: number) => string>>;
  readonly severity: Readonly<Record<'error' | 'warning', string>>;
  /** "Reiklanders.cat, entry "Marksmen" (id 074d…)". */
  readonly where: (file: string, entry: EntryRef | null) => string;
  readonly listing: {
    readonly game: Readonly<Record<BsdataGame, string>>;
    readonly revision: (revision: string) => string;
    readonly warriors: (count: number) => string;
    readonly units: (count: number) => string;
    readonly alsoKnownAs: (names: readonly string[]) => string;
    readonly category: (name: string) => string;
    readonly missileWeapons: string;
    readonly shootingWeapons: string;
    readonly armour: string;
    /** Beside a Ninth Age armour piece every model of the unit carries (added to its Armour). */
    readonly carried: string;
    readonly rules: string;
    readonly models: string;
    readonly none: string;
    readonly notInMarksman: string;
    readonly noProfile: string;
    readonly aim: (aim: number | null) => string;
    readonly range: (min: number | null, max: number | null) => string;
    readonly shots: (shots: number | string | null) => string;
    readonly strength: string;
    readonly armourPenetration: string;
    readonly asUser: string;
    readonly unknownValue: string;
    readonly ruleMeaning: Readonly<Record<MordheimRuleRef['meaning'], string>>;
    readonly noMatch: (search: string) => string;
    readonly problemsInData: (errors: number, warnings: number) => string;
    readonly problemsHint: string;
  };
}

function list(items: readonly string[]): string {
  return items.map((i) => `"${i}"`).join(', ');
}

const MIB = 1024 * 1024;
const KIB = 1024;

// Made once: a refused roster can list hundreds of problems, and making a format is slow. Made
// on first use, not at load: every command loads these words, and few ever say a size.
const FORMATS = new Map<string, Intl.NumberFormat>();
function formatOf(language: 'en' | 'ru', kind: 'size' | 'count'): Intl.NumberFormat {
  const key = `${language} ${kind}`;
  const made = FORMATS.get(key) ?? new Intl.NumberFormat(language, kind === 'size' ? { maximumFractionDigits: 1 } : {});
  FORMATS.set(key, made);
  return made;
}

/**
 * A limit as a reader thinks of it: 2097152 → "2 MiB", 1536 → "1.5 KiB". What was found is
 * given in bytes, exactly: rounded, a file one byte over would read as "2 MiB, over 2 MiB".
 */
function sizeIn(language: 'en' | 'ru', bytes: number, units: { readonly mib: string; readonly kib: string; readonly bytes: (n: number) => string }): string {
  const format = formatOf(language, 'size');
  if (bytes >= MIB) return `${format.format(bytes / MIB)} ${units.mib}`;
  if (bytes >= KIB) return `${format.format(bytes / KIB)} ${units.kib}`;
  return units.bytes(bytes);
}

const countEn = (n: number) => formatOf('en', 'count').format(n);
const bytesEn = (n: number) => `${countEn(n)} ${n === 1 ? 'byte' : 'bytes'}`;
const sizeEn = (bytes: number) => sizeIn('en', bytes, { mib: 'MiB', kib: 'KiB', bytes: bytesEn });

function entryEn(entry: EntryRef | null): string {
  return entry ? `, entry "${entry.name}"${entry.id ? ` (id ${entry.id})` : ''}` : '';
}

export const bsdataEn: BsdataTexts = {
  problem: {
    'xml-malformed': (p) => `not readable XML at line ${p.line}, column ${p.column}: ${bsdataEn.xmlReason[p.reason]}${p.detail ? ` (${p.detail})` : ''}`,
    'not-battlescribe': (p) => `not a BattleScribe file: its root element is <${p.root}>, expected ${p.expected.map((e) => `<${e}>`).join(' or ')}`,
    'missing-attribute': (p) => `<${p.element}> at line ${p.line} has no "${p.attribute}" attribute`,
    'duplicate-file-id': (p) => `has the same id (${p.id}) as ${p.other}; it was left out`,
    'missing-game-system': (p) => `its game system (id ${p.gameSystemId}) is not among the files`,
    'wrong-game-system': (p) => `belongs to another game system (id ${p.gameSystem}, expected ${p.expected})`,
    'missing-catalogue': (p) => `links the catalogue "${p.name}" (id ${p.catalogueId}), which is not among the files`,
    'unresolved-link': (p) => `a ${p.linkType || 'link'} points to id ${p.targetId}, which no file defines`,
    'link-cycle': (p) => `links back to ${p.targetId}, an entry it is already inside; not followed`,
    'missing-characteristic': (p) => `the profile has no ${p.characteristic}`,
    'bad-characteristic': (p) => `${p.characteristic} is "${p.value}", not a whole number; left out`,
    'several-model-profiles': (p) => `has several model profiles (${list(p.profiles)}); "${p.chosen}" was used`,
    'missing-model-profile': () => `no model characteristics in the data`,
    'unmapped-weapon': (p) => `Marksman has no missile weapon "${p.weapon}"; it cannot be used for shooting`,
    'unmapped-armour': (p) => `Marksman has no armour "${p.armour}"; it gives no save`,
    'unknown-rule': (p) => `the rule "${p.rule}" is unknown to Marksman; it is not applied`,
    'rule-not-modelled': (p) => `the rule "${p.rule}" can change a shot, but Marksman does not apply it yet`,
    'weapon-differs': (p) => `${p.field === 'range' ? 'range' : 'Strength'} in the data is "${p.data}", Marksman's ${p.weapon} has ${p.marksman}; Marksman's is used`,
    'armour-differs': (p) => `save in the data is "${p.data}", Marksman's ${p.armour} gives "${p.marksman}"; Marksman's is used`,
    'missing-aim': (p) => `"${p.weapon}" has no Aim in the data (BSData writes it as "(4+)" after the name)`,
    'missing-weapon-profile': (p) => `"${p.weapon}" has no weapon profile (range, shots, Strength, AP) in the data`,
    'profile-by-name': (p) => `"${p.item}" has no profile of its own; the shared profile "${p.profile}" of the same name was used`,
    'bad-weapon-value': (p) => `"${p.weapon}": ${p.field} "${p.value}" could not be read`,
    'unknown-attribute': (p) => `"${p.weapon}": the attribute "${p.attribute}" is unknown to Marksman`,
    'zip-unreadable': () => `not a readable zip file (.rosz)`,
    'zip-without-roster': (p) => `the zip holds no .ros roster (${p.files.length > 0 ? list(p.files) : 'it is empty'})`,
    'roster-game-not-supported': (p) => `a roster for "${p.gameSystem || p.gameSystemId}"; only Mordheim and Ninth Age (2nd edition) rosters can be imported`,
    'roster-without-models': () => `the roster holds no model with a profile`,
    'roster-model-without-profile': () => `has no model profile; left out`,
    'two-body-armours': (p) => `wears several suits of armour (${list(p.pieces)}); only "${p.pieces[0] ?? ''}" was kept`,
    'roster-unknown-entry': () => `carries no profile and the community's data has no entry of that id or name; left out`,
    'roster-weapon-unusable': (p) => `"${p.weapon}" cannot be used for a shot: ${WEAPON_GAP_EN[p.gap](p.detail)}; left out`,
    'roster-base-assumed': (p) => `the base "${p.base}" could not be read; 20×20 mm was assumed (move and resize the unit as needed)`,
    'xml-over-limit': (p) => `too large to read: ${bsdataEn.xmlLimit[p.limit](p.max)} (passed at line ${p.line}, column ${p.column})`,
    'roster-file-too-large': (p) => `the file is ${p.bytes === null ? 'larger than' : `${bytesEn(p.bytes)}, over`} the limit of ${sizeEn(p.limit)}, the largest roster file Marksman reads`,
    'roster-text-too-long': (p) => `the roster is ${countEn(p.characters)} characters long, over the limit of ${countEn(p.limit)}, the longest Marksman reads`,
    'zip-too-many-entries': (p) => `the zip holds more files than the limit of ${countEn(p.limit)}, the most Marksman opens (a .rosz holds one roster)`,
    'zip-declared-too-large': (p) => `the zip's files say they unpack to ${bytesEn(p.declared)}, over the limit of ${sizeEn(p.limit)}, the most Marksman unpacks`,
    'zip-inflated-too-large': (p) => `"${p.member}" unpacks to more than the limit of ${sizeEn(p.limit)}, the most Marksman unpacks, though the zip says it is smaller; unpacking stopped at the limit`,
    'roster-too-many-selections': (p) => `the roster has ${countEn(p.selections)} selections, over the limit of ${countEn(p.limit)}, the most Marksman reads`,
    'roster-bad-number': (p) => `its number is "${p.value}", not a whole number`,
    'roster-number-over-limit': (p) => `its number is ${p.value}, over the limit of ${countEn(p.limit)} (the most models a unit may have in a battle file)`,
    'roster-too-many-models': (p) => `the warband has ${countEn(p.models)} models, over the limit of ${countEn(p.limit)} a Mordheim warband may have in a battle file`,
    'roster-too-many-units': (p) => `the army has ${countEn(p.units)} units, over the limit of ${countEn(p.limit)} a Ninth Age army may have in a battle file`,
    'roster-warnings-not-listed': (p) => `more warnings were found; only the first ${countEn(p.listed)} are listed`,
  },
  lookup: {
    'unknown-warrior': (p) => `no warrior "${p.name}" in the data${p.suggestions.length > 0 ? `; did you mean ${list(p.suggestions)}?` : ''}`,
    'ambiguous-warrior': (p) => `"${p.name}" could be ${list(p.matches)}; write the warband too, as "Warband/Warrior"`,
    'incomplete-profile': (p) => `"${p.name}" (${p.file}) lacks ${p.missing.join(', ')} in the data`,
    'unknown-weapon': (p) => `no weapon "${p.name}" in the data${p.suggestions.length > 0 ? `; did you mean ${list(p.suggestions)}?` : ''}`,
    'unmapped-weapon': (p) => `"${p.name}" (${p.file}) is not a missile weapon Marksman knows`,
  },
  xmlReason: {
    empty: 'the file is empty',
    'no-root': 'there is no element',
    'several-roots': 'a second top-level element',
    'text-outside-root': 'text outside the top-level element',
    'unclosed-tag': 'a tag is not closed with >',
    'unclosed-element': 'an element is never closed',
    'mismatched-end-tag': 'an end tag does not match its start tag',
    'unexpected-end-tag': 'an end tag without a start tag',
    'bad-tag-name': 'a tag without a valid name',
    'bad-attribute': 'an attribute is not written name="value"',
    'duplicate-attribute': 'an attribute is given twice',
    'bad-entity': 'an & that does not start a known entity',
    'unclosed-comment': 'a comment is never closed',
    'unclosed-cdata': 'a CDATA section is never closed',
    'unclosed-declaration': 'a <? declaration is never closed',
    'doctype-not-supported': 'a DOCTYPE, which BattleScribe files never have',
  },
  xmlLimit: {
    elements: (max) => `more than ${countEn(max)} elements, the most Marksman reads in one file`,
    depth: (max) => `elements nested more than ${countEn(max)} deep, the deepest Marksman reads`,
    attributes: (max) => `an element with more than ${countEn(max)} attributes, the most Marksman reads on one element`,
  },
  severity: { error: 'error', warning: 'warning' },
  where: (file, entry) => `${file}${entryEn(entry)}`,
  listing: {
    game: { mordheim: 'Mordheim', 'ninth-age': 'The Ninth Age' },
    revision: (r) => `revision ${r}`,
    warriors: (n) => `${n} ${n === 1 ? 'warrior' : 'warriors'}`,
    units: (n) => `${n} ${n === 1 ? 'unit' : 'units'}`,
    alsoKnownAs: (names) => `also ${list(names)}`,
    category: (name) => name,
    missileWeapons: 'missile weapons',
    shootingWeapons: 'shooting weapons',
    armour: 'armour',
    carried: 'carried',
    rules: 'rules',
    models: 'models',
    none: 'none',
    notInMarksman: 'not in Marksman',
    noProfile: 'no characteristics in the data',
    aim: (aim) => (aim === null ? 'Aim ?' : `Aim ${aim}+`),
    range: (min, max) => (max === null ? 'range ?' : `${min === null ? '' : `${min}–`}${max}"`),
    shots: (shots) => `${shots ?? '?'} ${shots === 1 ? 'shot' : 'shots'}`,
    strength: 'S',
    armourPenetration: 'AP',
    asUser: 'as user',
    unknownValue: '?',
    ruleMeaning: {
      'large-target': 'large target',
      'hard-to-kill': 'hard to kill',
      applied: 'applied',
      'not-for-shooting': 'not for shooting',
      'not-modelled': 'not applied yet',
      unknown: 'unknown to Marksman',
    },
    noMatch: (search) => `nothing matches "${search}"`,
    problemsInData: (errors, warnings) => `the data has ${errors} ${errors === 1 ? 'error' : 'errors'} and ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`,
    problemsHint: 'add --problems to list them',
  },
};

function ru(n: number, one: string, few: string, many: string): string {
  return `${n} ${pluralForm('ru', n, { one, few, many, other: many })}`;
}

const countRu = (n: number) => formatOf('ru', 'count').format(n);
const bytesRu = (n: number) => `${countRu(n)} ${pluralForm('ru', n, { one: 'байт', few: 'байта', many: 'байт', other: 'байта' })}`;
const sizeRu = (bytes: number) => sizeIn('ru', bytes, { mib: 'МиБ', kib: 'КиБ', bytes: bytesRu });

function entryRu(entry: EntryRef | null): string {
  return entry ? `, запись «${entry.name}»${entry.id ? ` (id ${entry.id})` : ''}` : '';
}

function listRu(items: readonly string[]): string {
  return items.map((i) => `«${i}»`).join(', ');
}

export const bsdataRu: BsdataTexts = {
  problem: {
    'xml-malformed': (p) => `не читается как XML: строка ${p.line}, позиция ${p.column} — ${bsdataRu.xmlReason[p.reason]}${p.detail ? ` (${p.detail})` : ''}`,
    'not-battlescribe': (p) => `не файл BattleScribe: корневой элемент <${p.root}>, ожидался ${p.expected.map((e) => `<${e}>`).join(' или ')}`,
    'missing-attribute': (p) => `у <${p.element}> в строке ${p.line} нет атрибута «${p.attribute}»`,
    'duplicate-file-id': (p) => `тот же id (${p.id}), что у ${p.other}; файл пропущен`,
    'missing-game-system': (p) => `его игровой системы (id ${p.gameSystemId}) нет среди файлов`,
    'wrong-game-system': (p) => `относится к другой игровой системе (id ${p.gameSystem}, ожидалась ${p.expected})`,
    'missing-catalogue': (p) => `ссылается на каталог «${p.name}» (id ${p.catalogueId}), которого нет среди файлов`,
    'unresolved-link': (p) => `ссылка${p.linkType ? ` (${p.linkType})` : ''} ведёт на id ${p.targetId}, которого нет ни в одном файле`,
    'link-cycle': (p) => `ссылается на ${p.targetId}, внутри которого уже находится; ссылка не пройдена`,
    'missing-characteristic': (p) => `в профиле нет характеристики ${p.characteristic}`,
    'bad-characteristic': (p) => `${p.characteristic} равно «${p.value}» — не целое число; пропущено`,
    'several-model-profiles': (p) => `несколько профилей модели (${listRu(p.profiles)}); взят «${p.chosen}»`,
    'missing-model-profile': () => `в данных нет характеристик модели`,
    'unmapped-weapon': (p) => `в Marksman нет метательного оружия «${p.weapon}»; стрелять из него нельзя`,
    'unmapped-armour': (p) => `в Marksman нет доспеха «${p.armour}»; спасброска он не даёт`,
    'unknown-rule': (p) => `правило «${p.rule}» Marksman неизвестно и не применяется`,
    'rule-not-modelled': (p) => `правило «${p.rule}» может изменить выстрел, но Marksman его пока не применяет`,
    'weapon-differs': (p) => `${p.field === 'range' ? 'дальность' : 'Сила'} в данных — «${p.data}», у ${p.weapon} в Marksman — ${p.marksman}; взято значение Marksman`,
    'armour-differs': (p) => `спасбросок в данных — «${p.data}», у ${p.armour} в Marksman — «${p.marksman}»; взято значение Marksman`,
    'missing-aim': (p) => `у «${p.weapon}» в данных нет Меткости (BSData пишет её после названия, например «(4+)»)`,
    'missing-weapon-profile': (p) => `у «${p.weapon}» в данных нет профиля оружия (дальность, выстрелы, Сила, БП)`,
    'profile-by-name': (p) => `у «${p.item}» нет своего профиля; взят общий профиль «${p.profile}» с тем же названием`,
    'bad-weapon-value': (p) => `«${p.weapon}»: значение ${p.field} «${p.value}» не прочитать`,
    'unknown-attribute': (p) => `«${p.weapon}»: свойство «${p.attribute}» Marksman неизвестно`,
    'zip-unreadable': () => `не читается как zip-архив (.rosz)`,
    'zip-without-roster': (p) => `в архиве нет ростера .ros (${p.files.length > 0 ? listRu(p.files) : 'архив пуст'})`,
    'roster-game-not-supported': (p) => `ростер для «${p.gameSystem || p.gameSystemId}»; импортировать можно только ростеры Мордхейма и Девятой Эпохи (2-я редакция)`,
    'roster-without-models': () => `в ростере нет ни одной модели с профилем`,
    'roster-model-without-profile': () => `нет профиля модели; пропущено`,
    'two-body-armours': (p) => `надето несколько доспехов (${listRu(p.pieces)}); оставлен только «${p.pieces[0] ?? ''}»`,
    'roster-unknown-entry': () => `нет профиля, а в данных сообщества нет записи с таким id или названием; пропущено`,
    'roster-weapon-unusable': (p) => `«${p.weapon}» нельзя использовать для выстрела: ${WEAPON_GAP_RU[p.gap](p.detail)}; пропущено`,
    'roster-base-assumed': (p) => `подставку «${p.base}» не прочитать; взята 20×20 мм (передвиньте отряд и поправьте размер сами)`,
    'xml-over-limit': (p) => `слишком велик для чтения: ${bsdataRu.xmlLimit[p.limit](p.max)} (предел превышен в строке ${p.line}, позиция ${p.column})`,
    'roster-file-too-large': (p) => `${p.bytes === null ? 'файл больше' : `файл занимает ${bytesRu(p.bytes)}, больше`} предела в ${sizeRu(p.limit)} — файлы ростеров крупнее Marksman не читает`,
    'roster-text-too-long': (p) => `в ростере ${countRu(p.characters)} ${pluralForm('ru', p.characters, { one: 'символ', few: 'символа', many: 'символов', other: 'символа' })}, больше предела в ${countRu(p.limit)} — длиннее Marksman не читает`,
    'zip-too-many-entries': (p) => `в архиве больше ${countRu(p.limit)} файлов — больше Marksman не открывает (в .rosz лежит один ростер)`,
    'zip-declared-too-large': (p) => `по заявленным размерам файлы архива распакуются в ${bytesRu(p.declared)}, больше предела в ${sizeRu(p.limit)} — больше Marksman не распаковывает`,
    'zip-inflated-too-large': (p) => `«${p.member}» распаковывается больше чем в ${sizeRu(p.limit)} (предел Marksman), хотя в архиве заявлено меньше; распаковка остановлена на пределе`,
    'roster-too-many-selections': (p) => `в ростере ${ru(p.selections, 'позиция', 'позиции', 'позиций')} (selection), больше предела в ${countRu(p.limit)} — больше Marksman не читает`,
    'roster-bad-number': (p) => `количество (number) «${p.value}» — не целое число`,
    'roster-number-over-limit': (p) => `количество (number) ${p.value} больше предела в ${countRu(p.limit)} (больше моделей в одном отряде файл битвы не допускает)`,
    'roster-too-many-models': (p) => `в банде ${ru(p.models, 'модель', 'модели', 'моделей')}, больше предела в ${countRu(p.limit)} для банды Мордхейма в файле битвы`,
    'roster-too-many-units': (p) => `в армии ${ru(p.units, 'отряд', 'отряда', 'отрядов')}, больше предела в ${countRu(p.limit)} для армии Девятой Эпохи в файле битвы`,
    'roster-warnings-not-listed': (p) => `найдены и другие предупреждения; показаны только первые ${countRu(p.listed)}`,
  },
  lookup: {
    'unknown-warrior': (p) => `в данных нет воина «${p.name}»${p.suggestions.length > 0 ? `; может быть, ${listRu(p.suggestions)}?` : ''}`,
    'ambiguous-warrior': (p) => `«${p.name}» — это может быть ${listRu(p.matches)}; укажите и отряд: «Отряд/Воин»`,
    'incomplete-profile': (p) => `у «${p.name}» (${p.file}) в данных нет ${p.missing.join(', ')}`,
    'unknown-weapon': (p) => `в данных нет оружия «${p.name}»${p.suggestions.length > 0 ? `; может быть, ${listRu(p.suggestions)}?` : ''}`,
    'unmapped-weapon': (p) => `«${p.name}» (${p.file}) — не метательное оружие, известное Marksman`,
  },
  xmlReason: {
    empty: 'файл пуст',
    'no-root': 'нет ни одного элемента',
    'several-roots': 'второй элемент верхнего уровня',
    'text-outside-root': 'текст вне элемента верхнего уровня',
    'unclosed-tag': 'тег не закрыт знаком >',
    'unclosed-element': 'элемент не закрыт',
    'mismatched-end-tag': 'закрывающий тег не совпадает с открывающим',
    'unexpected-end-tag': 'закрывающий тег без открывающего',
    'bad-tag-name': 'тег без допустимого имени',
    'bad-attribute': 'атрибут записан не как имя="значение"',
    'duplicate-attribute': 'атрибут указан дважды',
    'bad-entity': 'знак & не начинает известную сущность',
    'unclosed-comment': 'комментарий не закрыт',
    'unclosed-cdata': 'раздел CDATA не закрыт',
    'unclosed-declaration': 'объявление <? не закрыто',
    'doctype-not-supported': 'DOCTYPE, которого в файлах BattleScribe не бывает',
  },
  xmlLimit: {
    elements: (max) => `больше ${countRu(max)} элементов — больше в одном файле Marksman не читает`,
    depth: (max) => `элементы вложены глубже ${countRu(max)} уровней — глубже Marksman не читает`,
    attributes: (max) => `у элемента больше ${countRu(max)} атрибутов — больше Marksman не читает`,
  },
  severity: { error: 'ошибка', warning: 'предупреждение' },
  where: (file, entry) => `${file}${entryRu(entry)}`,
  listing: {
    game: { mordheim: 'Мордхейм', 'ninth-age': 'Девятая Эпоха' },
    revision: (r) => `редакция ${r}`,
    warriors: (n) => ru(n, 'воин', 'воина', 'воинов'),
    units: (n) => ru(n, 'отряд', 'отряда', 'отрядов'),
    alsoKnownAs: (names) => `также ${listRu(names)}`,
    category: (name) => name,
    missileWeapons: 'метательное оружие',
    shootingWeapons: 'стрелковое оружие',
    armour: 'доспехи',
    carried: 'носят все',
    rules: 'правила',
    models: 'модели',
    none: 'нет',
    notInMarksman: 'нет в Marksman',
    noProfile: 'в данных нет характеристик',
    aim: (aim) => (aim === null ? 'Меткость ?' : `Меткость ${aim}+`),
    range: (min, max) => (max === null ? 'дальность ?' : `${min === null ? '' : `${min}–`}${max}"`),
    shots: (shots) => (typeof shots === 'number' ? ru(shots, 'выстрел', 'выстрела', 'выстрелов') : `выстрелов: ${shots ?? '?'}`),
    strength: 'Сила',
    armourPenetration: 'БП',
    asUser: 'как у владельца',
    unknownValue: '?',
    ruleMeaning: {
      'large-target': 'крупная цель',
      'hard-to-kill': 'трудно убить',
      applied: 'применяется',
      'not-for-shooting': 'не для стрельбы',
      'not-modelled': 'пока не применяется',
      unknown: 'неизвестно Marksman',
    },
    noMatch: (search) => `по запросу «${search}» ничего не найдено`,
    problemsInData: (errors, warnings) => `в данных ${ru(errors, 'ошибка', 'ошибки', 'ошибок')} и ${ru(warnings, 'предупреждение', 'предупреждения', 'предупреждений')}`,
    problemsHint: 'добавьте --problems, чтобы их увидеть',
  },
};

/** "Reiklanders.cat, entry "Marksmen" (id …): Marksman has no missile weapon …". */
export function bsdataProblemText(texts: BsdataTexts, problem: BsdataProblem): string {
  const text = (texts.problem[problem.code] as (p: BsdataProblem) => string)(problem);
  return `${texts.where(problem.file, problem.entry)}: ${text}`;
}

export function lookupProblemText(texts: BsdataTexts, problem: LookupProblem): string {
  return (texts.lookup[problem.code] as (p: LookupProblem) => string)(problem);
}
