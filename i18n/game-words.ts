// The words of a game's declared codes (src/engine's `GameCodes`), for the front ends that show
// any game the same way. The built-in games' words come from their sections of the catalogue;
// a game plugged in brings its own, in every language.
import type { Catalogue } from './catalogue.js';
import type { Language } from './language.js';

/** Words for each code a game declares: its name, steps, outcomes, counts and results. */
export interface GameWords {
  readonly name: string;
  readonly step: Readonly<Record<string, string>>;
  readonly outcome: Readonly<Record<string, string>>;
  readonly count: Readonly<Record<string, string>>;
  readonly result: Readonly<Record<string, string>>;
}

/** The counts the built-in games' odds give, named as a table of odds heads its rows. */
const COUNT_WORDS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: { hits: 'Hits', wounds: 'Wounds', 'wounds-left': 'Wounds left', unsaved: 'Unsaved wounds', 'hp-lost': 'Health Points lost', 'models-removed': 'Models removed' },
  ru: { hits: 'Попадания', wounds: 'Ранения', 'wounds-left': 'Осталось ран', unsaved: 'Неспасённые ранения', 'hp-lost': 'Потеряно единиц здоровья', 'models-removed': 'Убрано моделей' },
};

const DESTROYED: Readonly<Record<Language, string>> = { en: 'the unit destroyed', ru: 'отряд уничтожен' };

/** Mordheim's codes in the words of `cat`. */
export function mordheimWords(cat: Catalogue): GameWords {
  return { name: cat.game.mordheim, step: cat.step, outcome: cat.outcome, count: COUNT_WORDS[cat.language], result: cat.condition };
}

/** Battleaxe's codes in the words of `cat`. */
export function battleaxeWords(cat: Catalogue): GameWords {
  return { name: cat.battleaxe.name, step: cat.battleaxe.step, outcome: cat.battleaxe.outcome, count: COUNT_WORDS[cat.language], result: { destroyed: DESTROYED[cat.language] } };
}

/** The Ninth Age's codes in the words of `cat`. */
export function ninthAgeWords(cat: Catalogue): GameWords {
  return { name: cat.ninthAge.game, step: cat.ninthAge.step, outcome: cat.ninthAge.outcome, count: COUNT_WORDS[cat.language], result: { destroyed: DESTROYED[cat.language] } };
}
