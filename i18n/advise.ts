import type { AdviceGoal, GameExposureWithheld, PlaceMove } from '../src/engine/index.js';

/** The words of `marksman advise`: the heat map's summary, its goals, moves and the rules it could not weigh. */
export interface AdviseTexts {
  readonly heading: (shooter: string, goal: string) => string;
  readonly goal: Readonly<Record<AdviceGoal, string>>;
  readonly move: Readonly<Record<PlaceMove, string>>;
  /** The rules of moving the advisor names as not applied, by code. */
  readonly notApplied: Readonly<Record<string, string>>;
  readonly places: (count: number, grid: string) => string;
  readonly here: string;
  readonly bestHeading: string;
  /** One best place: where, how it gets there, what it shoots with what score and value. */
  readonly placeLine: (where: string, move: string, target: string, way: string, needed: string, value: string) => string;
  readonly at: (x: string, y: string, level: string) => string;
  readonly noShot: string;
  readonly noNeeded: string;
  /** A place the shooter has no legal shot from (its own place, listed when no place is best). */
  readonly noShotHere: (where: string, move: string) => string;
  readonly exposure: (value: string, threats: number) => string;
  /** A place's exposure where the exposure map withholds it (`ExposureMap.withheld`). */
  readonly exposureNotWorkedOut: string;
  /** Why the danger is not worked out, in place of the sheltered places: the shooter and the unit it is joined to. */
  readonly withheld: (withheld: GameExposureWithheld, shooter: string) => string;
  readonly sheltered: string;
  readonly shelteredHeading: string;
  readonly noneSheltered: string;
  readonly notAppliedHeading: string;
  readonly written: (file: string) => string;
}

export const ADVISE_EN: AdviseTexts = {
  heading: (shooter, goal) => `Where ${shooter} should stand, for ${goal}`,
  goal: { 'out-of-action': 'the target taken out of action (a unit destroyed)', 'any-effect': 'any effect on the target', models: 'the models (Health Points) the target loses on average' },
  move: { stay: 'stays', move: 'moves', climb: 'climbs', advance: 'advances', march: 'marches' },
  notApplied: {
    'path-not-traced': 'the way to a place is not traced: a place counts as reached when its distance fits the move',
    'climb-test': 'the Initiative test to climb is not weighed into the chances',
    'enemy-one-inch': 'the inch a move must keep from enemies is not kept',
    'facing-kept': 'the unit keeps its facing: wheels and reforms are not tried',
    'movement-unknown': 'the file gives no move: only where it stands is scored (give --move, or the profile\'s M, or a Ninth Age unit\'s Adv)',
    'enemy-order-not-searched': 'where more than six enemies can shoot it, the danger is for each enemy side shooting in its own order, not the order worst for it',
    'exposure-withheld': "the danger of the enemy's next shooting phase is not worked out for this shooter (see above)",
  },
  places: (count, grid) => `${count} places on a ${grid}" grid`,
  here: 'where it stands',
  bestHeading: 'Best places:',
  placeLine: (where, move, target, way, needed, value) => `${where}, ${move}: ${target} (${way}), ${needed}, ${value}`,
  at: (x, y, level) => `(${x}", ${y}")${level === '0' ? '' : ` at ${level}" up`}`,
  noShot: 'no legal shot from anywhere it can reach',
  noNeeded: 'no roll to hit',
  noShotHere: (where, move) => `${where}, ${move}: no legal shot from there`,
  exposure: (value, threats) => `exposed there: ${value} in the enemy's next shooting phase (${threats} ${threats === 1 ? 'shooter' : 'shooters'} can shoot it)`,
  exposureNotWorkedOut: 'danger there not worked out',
  withheld: (withheld, shooter) => {
    switch (withheld.code) {
      case 'joined-character':
        return `The danger is not worked out for ${shooter}, a character joined to ${withheld.unit}: the enemy shoots at ${withheld.unit}, and the share of those hits that would fall on the character is not weighed. No place is marked as hidden or in cover.`;
    }
  },
  sheltered: 'hidden or in cover from every enemy there',
  shelteredHeading: 'Best places where it is also hidden or in cover:',
  noneSheltered: 'none of the places it can shoot from is hidden or in cover',
  notAppliedHeading: 'Not applied:',
  written: (file) => `Heat map written to ${file}.`,
};

export const ADVISE_RU: AdviseTexts = {
  heading: (shooter, goal) => `Где встать: ${shooter}; цель — ${goal}`,
  goal: { 'out-of-action': 'вывести цель из боя (уничтожить отряд)', 'any-effect': 'хоть как-то задеть цель', models: 'сколько моделей (ран) цель теряет в среднем' },
  move: { stay: 'стоит на месте', move: 'идёт', climb: 'лезет', advance: 'наступает', march: 'идёт маршем' },
  notApplied: {
    'path-not-traced': 'путь до места не прокладывается: место достижимо, если расстояние укладывается в движение',
    'climb-test': 'проверка Инициативы при лазании не учтена в шансах',
    'enemy-one-inch': 'дюйм, который движение должно держать от врагов, не соблюдается',
    'facing-kept': 'отряд сохраняет направление: повороты и перестроения не рассматриваются',
    'movement-unknown': 'в файле нет движения: оценено только текущее место (задайте --move или движение в профиле)',
    'enemy-order-not-searched': 'где стрелять в него могут больше шести врагов, опасность дана для их обычного порядка стрельбы, а не для худшего для него',
    'exposure-withheld': 'опасность следующей фазы стрельбы врага для этого стрелка не рассчитана (см. выше)',
  },
  places: (count, grid) => `мест: ${count}, сетка через ${grid}″`,
  here: 'на месте',
  bestHeading: 'Лучшие места:',
  placeLine: (where, move, target, way, needed, value) => `${where}, ${move}: цель ${target} (${way}), ${needed}, ${value}`,
  at: (x, y, level) => `(${x}″, ${y}″)${level === '0' ? '' : `, высота ${level}″`}`,
  noShot: 'ни из одного достижимого места нет разрешённого выстрела',
  noNeeded: 'без броска на попадание',
  noShotHere: (where, move) => `${where}, ${move}: отсюда нет разрешённого выстрела`,
  exposure: (value, threats) => `опасность там: ${value} в следующую фазу стрельбы врага (стрелков, способных выстрелить: ${threats})`,
  exposureNotWorkedOut: 'опасность там не рассчитана',
  withheld: (withheld, shooter) => {
    switch (withheld.code) {
      case 'joined-character':
        return `Опасность для ${shooter} не рассчитана: это персонаж в отряде ${withheld.unit}, враг стреляет по отряду ${withheld.unit}, а доля этих попаданий, что пришлась бы на персонажа, не учитывается. Ни одно место не отмечено как скрытое или в укрытии.`;
    }
  },
  sheltered: 'там скрыт или в укрытии от всех врагов',
  shelteredHeading: 'Лучшие места, где он к тому же скрыт или в укрытии:',
  noneSheltered: 'ни одно место, откуда можно стрелять, не скрыто и не в укрытии',
  notAppliedHeading: 'Не учтено:',
  written: (file) => `Тепловая карта записана в ${file}.`,
};
