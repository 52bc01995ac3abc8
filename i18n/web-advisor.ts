/**
 * The page's words for the advisor (web/src/ui/advisor.tsx): the layer over the table, its
 * legend and its best places, and the phase plan played through. Held in the page's section
 * (`web.advisor`); the goals, the moves, the rules not applied and the plan's steps are the
 * command line's words (`advise`, `plan`).
 */
import type { AdviceProblem, PlanRefusal } from '../src/advisor/index.js';

/**
 * Why the page shows no exposure map for the chosen shooter, though it shows its heat map:
 * `joined-character`, a Ninth Age character joined to a unit shooting its own weapon (T-14), whose
 * danger the library's exposure map does not weigh (the enemies' shots are at its unit).
 */
export type ExposureWithheld = 'joined-character';

export interface WebAdvisorTexts {
  readonly heading: string;
  /** The check box that shows the layer over the table. */
  readonly show: string;
  readonly chooseShooter: string;
  readonly goal: string;
  readonly layer: string;
  readonly layerChoice: { readonly shoot: string; readonly safe: string; readonly hidden: string };
  readonly working: string;
  readonly problem: Readonly<Record<AdviceProblem | 'refused', string>>;
  readonly places: (count: number) => string;
  /** The legend: the colour's scale, from nothing to the top value shown. */
  readonly legendShoot: (top: string) => string;
  readonly legendSafe: (top: string) => string;
  readonly legendHidden: (top: string) => string;
  readonly legendMarked: string;
  readonly noShot: string;
  /** The hidden layer with a shot from somewhere, but from no sheltered place. */
  readonly noneSheltered: string;
  readonly bestHeading: { readonly shoot: string; readonly safe: string; readonly hidden: string };
  /** One best place (the list numbers it): where, the shot from there, and its exposure. */
  readonly bestLine: (where: string, shot: string, exposure: string) => string;
  readonly shot: (target: string, way: string, needed: string, value: string) => string;
  readonly exposure: (value: string) => string;
  /** A best place's exposure while the worker, having sent the heat map, still works out the exposure map. */
  readonly exposurePending: string;
  /** The safe and hidden maps while the exposure map is still being worked out (the heat map already shown). */
  readonly exposureWorking: string;
  /** Why the safe and hidden maps are not shown for this shooter (the heat map is), said instead of them. */
  readonly exposureWithheld: Readonly<Record<ExposureWithheld, string>>;
  /** A best place's exposure when it is not worked out for this shooter. */
  readonly exposureNotWorkedOut: string;
  readonly notAppliedHeading: string;
  readonly planHeading: string;
  readonly planAsk: string;
  readonly planFirst: string;
  /** A later shot of the plan, and the chance the dice lead to it. */
  readonly planThen: (chance: string) => string;
  readonly planNone: string;
  /** Why the phase cannot be planned, in the page's words (no command to type). */
  readonly planRefused: (refusal: PlanRefusal) => string;
  readonly planStepTitle: string;
  /** A unit game's battle: the check box, and the hint before a unit is chosen. */
  readonly showUnit: string;
  readonly chooseUnit: string;
  /** The move over the file's, for a unit game (the command line's `--move`). */
  readonly move: string;
  readonly moveHint: string;
  readonly moveRefused: (max: number) => string;
  /** `movement-unknown` in the page's words (the command line's names its flag). */
  readonly moveUnknown: string;
  /** What the plan is asked for: the most models on average, or the best chance against one enemy. */
  readonly planGoal: string;
  readonly planGoalExpected: string;
  readonly planGoalChance: (enemy: string) => string;
}

export const webAdvisorEn: WebAdvisorTexts = {
  heading: 'Advisor',
  show: 'Show where the chosen warrior should stand',
  chooseShooter: 'Choose a warrior to see where it should stand.',
  goal: 'Goal',
  layer: 'Map',
  layerChoice: { shoot: 'Where to shoot from', safe: 'Where it is safe', hidden: 'Where it can shoot and stay hidden or in cover' },
  working: 'Working it out…',
  problem: {
    'no-advice': 'This game has no advisor.',
    'not-a-battle': 'The advisor needs a battle on a table.',
    'unknown-shooter': 'That shooter is not on the table.',
    refused: 'The battle could not be read.',
  },
  places: (count) => `${count} ${count === 1 ? 'place' : 'places'} it can reach this turn`,
  legendShoot: (top) => `Best chance from a place, paler to darker (up to ${top})`,
  legendSafe: (top) => `Danger in the enemy's next phase, paler to darker (up to ${top})`,
  legendHidden: (top) => `Best chance from a place where no enemy can shoot it in the open, paler to darker (up to ${top}); the other places faint`,
  legendMarked: 'The best places, numbered',
  noShot: 'No legal shot from anywhere it can reach.',
  noneSheltered: 'None of the places it can shoot from is hidden or in cover.',
  bestHeading: { shoot: 'Best places to shoot from', safe: 'Safest places with a shot', hidden: 'Best places to shoot from, hidden or in cover' },
  bestLine: (where, shot, exposure) => `${where}: ${shot}; ${exposure}`,
  shot: (target, way, needed, value) => `${target} (${way}), ${needed}, ${value}`,
  exposure: (value) => `danger ${value}`,
  exposurePending: 'danger still being worked out',
  exposureWorking: 'Working out how exposed each place is…',
  exposureWithheld: {
    'joined-character':
      'How exposed a character joined to a unit is, is not worked out: Marksman weighs the danger of whole units only, so there is no safe or hidden map for it. Where to shoot from is its own: its weapon, from its place in the front rank, moving with its unit (the places are its unit\'s).',
  },
  exposureNotWorkedOut: 'danger not worked out for a character',
  notAppliedHeading: 'Not weighed:',
  planHeading: 'Who shoots first',
  planAsk: 'Plan the phase',
  planFirst: 'First:',
  planThen: (chance) => `then (${chance}):`,
  planNone: 'No shooter has a legal target.',
  planRefused: (refusal) => {
    switch (refusal.code) {
      case 'not-a-battle':
        return 'The plan needs a battle on a table.';
      case 'unknown-target':
        return `${refusal.target} is not an enemy on the table.`;
      case 'too-many-shooters':
        return `Too many shooters to plan: ${refusal.count}, at most ${refusal.limit}.`;
      case 'too-many-enemies':
        return `Too many enemies to plan against: ${refusal.count}, at most ${refusal.limit}.`;
      case 'too-many-states':
        return `The phase has too many ways to end to plan (more than ${refusal.limit} shots to weigh).`;
    }
  },
  planStepTitle: 'Choose this shooter and target',
  showUnit: 'Show where the chosen unit should stand',
  chooseUnit: 'Choose a unit of the shooting army to see where it should stand.',
  move: 'Move (inches)',
  moveHint: "How far it may move this turn, over the file's (Battleaxe: the profile's M; The Ninth Age: its Advance Rate, Adv; with March and Shoot it may march twice that). Left empty, the file's move; with none there, only where it stands is scored.",
  moveRefused: (max) => `The move must be a number of inches from 0 to ${max}; the map keeps the last move given.`,
  moveUnknown: 'no move given, here or in the file: only where it stands is scored (fill in the move above)',
  planGoal: 'Plan for',
  planGoalExpected: 'the most models taken out on average',
  planGoalChance: (enemy) => `the best chance to take out ${enemy}`,
};

export const webAdvisorRu: WebAdvisorTexts = {
  heading: 'Советник',
  show: 'Показать, где встать выбранному воину',
  chooseShooter: 'Выберите воина, чтобы увидеть, где ему встать.',
  goal: 'Цель',
  layer: 'Карта',
  layerChoice: { shoot: 'Откуда стрелять', safe: 'Где безопасно', hidden: 'Откуда стрелять, оставаясь скрытым или в укрытии' },
  working: 'Считаю…',
  problem: {
    'no-advice': 'Для этой игры советника нет.',
    'not-a-battle': 'Советнику нужен бой на столе.',
    'unknown-shooter': 'Этого стрелка нет на столе.',
    refused: 'Бой не удалось прочитать.',
  },
  places: (count) => `мест, куда можно дойти за ход: ${count}`,
  legendShoot: (top) => `Лучший шанс с места, от бледного к тёмному (до ${top})`,
  legendSafe: (top) => `Опасность в следующей фазе врага, от бледного к тёмному (до ${top})`,
  legendHidden: (top) => `Лучший шанс с места, где ни один враг не может обстрелять его на открытом месте, от бледного к тёмному (до ${top}); прочие места едва видны`,
  legendMarked: 'Лучшие места, по номерам',
  noShot: 'Ни с одного доступного места нет законного выстрела.',
  noneSheltered: 'Ни одно место, откуда можно стрелять, не скрыто и не в укрытии.',
  bestHeading: { shoot: 'Лучшие места для стрельбы', safe: 'Самые безопасные места с выстрелом', hidden: 'Лучшие места для стрельбы, скрытые или в укрытии' },
  bestLine: (where, shot, exposure) => `${where}: ${shot}; ${exposure}`,
  shot: (target, way, needed, value) => `${target} (${way}), ${needed}, ${value}`,
  exposure: (value) => `опасность ${value}`,
  exposurePending: 'опасность ещё считаю',
  exposureWorking: 'Считаю, насколько опасно каждое место…',
  exposureWithheld: {
    'joined-character':
      'Насколько опасно место для персонажа в составе отряда, не рассчитывается: опасность оценивается только для целых отрядов, поэтому карт безопасных и скрытых мест для него нет. Места для стрельбы — его собственные: его оружие, с его места в первом ряду; он движется вместе с отрядом (места указаны для отряда).',
  },
  exposureNotWorkedOut: 'опасность для персонажа не рассчитана',
  notAppliedHeading: 'Не учтено:',
  planHeading: 'Кто стреляет первым',
  planAsk: 'Составить план фазы',
  planFirst: 'Сначала:',
  planThen: (chance) => `затем (${chance}):`,
  planNone: 'Ни у одного стрелка нет законной цели.',
  planRefused: (refusal) => {
    switch (refusal.code) {
      case 'not-a-battle':
        return 'Для плана нужна битва на столе.';
      case 'unknown-target':
        return `${refusal.target} — не враг на этом столе.`;
      case 'too-many-shooters':
        return `Слишком много стрелков для плана: ${refusal.count}, не больше ${refusal.limit}.`;
      case 'too-many-enemies':
        return `Слишком много врагов для плана: ${refusal.count}, не больше ${refusal.limit}.`;
      case 'too-many-states':
        return `У фазы слишком много исходов для плана (взвесить пришлось бы больше ${refusal.limit} выстрелов).`;
    }
  },
  planStepTitle: 'Выбрать этого стрелка и цель',
  showUnit: 'Показать, где встать выбранному отряду',
  chooseUnit: 'Выберите отряд стреляющей армии, чтобы увидеть, где ему встать.',
  move: 'Движение (дюймы)',
  moveHint: 'На сколько дюймов отряд может сдвинуться в этот ход, вместо движения из файла (в «Девятой Эпохе» — его скорость наступления; со «Стрельбой на марше» марш вдвое дальше). Если поле пусто, берётся движение из файла; если нет и его, оценено только текущее место.',
  moveRefused: (max) => `Движение — число дюймов от 0 до ${max}; карта считает по последнему заданному.`,
  moveUnknown: 'движение не задано ни здесь, ни в файле: оценено только текущее место (впишите движение выше)',
  planGoal: 'Цель плана',
  planGoalExpected: 'больше всего выведенных моделей в среднем',
  planGoalChance: (enemy) => `лучший шанс вывести из строя: ${enemy}`,
};
