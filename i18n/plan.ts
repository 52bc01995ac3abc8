/**
 * The words of the phase plan (`marksman plan`), in English and Russian: the catalogue holds
 * them as its `plan` section. Numbers come in already written (a percentage, a decimal).
 */

export interface PlanTexts {
  /** The goal as the heading says it. */
  readonly goalExpected: string;
  readonly goalChance: (target: string) => string;
  readonly heading: (goal: string) => string;
  readonly first: string;
  /** One shot: `way` is a weapon's id, `volley` or `direct`, or empty when there is one way only. */
  readonly step: (shooter: string, target: string, way: string) => string;
  readonly stepOdds: (takeOut: string, expected: string) => string;
  readonly then: string;
  readonly branch: (chance: string, step: string) => string;
  readonly stop: string;
  readonly noShot: string;
  /** The value of the plan: models out on average, or the chance for the chosen enemy. */
  readonly valueExpected: (value: string) => string;
  readonly valueChance: (value: string) => string;
  readonly fixed: (order: string, value: string) => string;
  readonly advice: (order: string, value: string) => string;
  readonly gain: (gain: string) => string;
  readonly again: string;
  readonly volley: string;
  readonly direct: string;
}

export const planEn: PlanTexts = {
  goalExpected: 'the most enemy models taken out, on average',
  goalChance: (target) => `the best chance to take out ${target}`,
  heading: (goal) => `Phase plan for ${goal}:`,
  first: 'Shoot first:',
  step: (shooter, target, way) => `${shooter} → ${target}${way ? ` (${way})` : ''}`,
  stepOdds: (takeOut, expected) => `takes the target out ${takeOut}; models taken out on average ${expected}`,
  then: 'Then, as the dice fall:',
  branch: (chance, step) => `${chance}: ${step}`,
  stop: 'the phase ends',
  noShot: 'No shooter has a legal target: there is nothing to plan.',
  valueExpected: (value) => `The plan (each shot chosen after the dice of the ones before): ${value} models taken out on average`,
  valueChance: (value) => `The plan (each shot chosen after the dice of the ones before): ${value}`,
  fixed: (order, value) => `Best fixed order, each taking the advised shot: ${order} — ${value}`,
  advice: (order, value) => `Today's advice, one by one in the file's order: ${order} — ${value}`,
  gain: (gain) => `Gain over the advice: ${gain}`,
  again: 'After the first shot, save the battle (shoot --out) and ask for the plan again.',
  volley: 'volley',
  direct: 'direct',
};

export const planRu: PlanTexts = {
  goalExpected: 'наибольшее среднее число выбитых вражеских моделей',
  goalChance: (target) => `наибольший шанс вывести из строя: ${target}`,
  heading: (goal) => `План фазы на ${goal}:`,
  first: 'Первым стреляет:',
  step: (shooter, target, way) => `${shooter} → ${target}${way ? ` (${way})` : ''}`,
  stepOdds: (takeOut, expected) => `цель выбита: ${takeOut}; выбито моделей в среднем: ${expected}`,
  then: 'Дальше — смотря как лягут кубики:',
  branch: (chance, step) => `${chance}: ${step}`,
  stop: 'фаза окончена',
  noShot: 'Ни у одного стрелка нет допустимой цели: планировать нечего.',
  valueExpected: (value) => `План (каждый выстрел выбирается после кубиков предыдущих): в среднем выбито моделей: ${value}`,
  valueChance: (value) => `План (каждый выстрел выбирается после кубиков предыдущих): ${value}`,
  fixed: (order, value) => `Лучший постоянный порядок, каждый стреляет по совету: ${order} — ${value}`,
  advice: (order, value) => `Нынешний совет, по одному в порядке файла: ${order} — ${value}`,
  gain: (gain) => `Выигрыш против совета: ${gain}`,
  again: 'После первого выстрела сохраните бой (shoot --out) и запросите план снова.',
  volley: 'залпом',
  direct: 'прямой наводкой',
};

/** Samples for the Russian catalogue's test: each text called with each. */
export const planTextSamples: { readonly [K in keyof PlanTexts]?: readonly (readonly unknown[])[] } = {
  goalChance: [['Огр']],
  heading: [['наибольший шанс']],
  step: [
    ['Маркус', 'Огр', 'длинный лук'],
    ['Лучники', 'Гоблины', ''],
  ],
  stepOdds: [['12,9 %', '0,13']],
  branch: [['97,1 %', 'Маркус → Огр']],
  valueExpected: [['0,13']],
  valueChance: [['12,9 %']],
  fixed: [['Маркус, Отто', '0,13']],
  advice: [['Маркус, Отто', '0,13']],
  gain: [['0,05']],
};
