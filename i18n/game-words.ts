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
  /** Why a shooter, a target or a shot on the table is refused. */
  readonly refusal: Readonly<Record<string, string>>;
}

/** The counts the built-in games' odds give, named as a table of odds heads its rows. */
const COUNT_WORDS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: { hits: 'Hits', wounds: 'Wounds', 'wounds-left': 'Wounds left', unsaved: 'Unsaved wounds', 'hp-lost': 'Health Points lost', 'models-removed': 'Models removed' },
  ru: { hits: 'Попадания', wounds: 'Ранения', 'wounds-left': 'Осталось ран', unsaved: 'Неспасённые ранения', 'hp-lost': 'Потеряно единиц здоровья', 'models-removed': 'Убрано моделей' },
};

/** Why a shot on the table cannot be made, in every game: the shooter, the weapon, the target, the way of shooting. */
const SHOT_REFUSAL_WORDS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: {
    'shooter-may-not': 'the shooter may not shoot',
    'weapon-not-usable': 'the weapon cannot be used now',
    'target-not-legal': 'the target may not be shot',
    'no-such-target': 'no such target',
    'volley-not-allowed': 'the weapon cannot shoot a volley',
    'unknown-shooter': 'no such shooter',
    'unknown-way': 'no such way of shooting',
  },
  ru: {
    'shooter-may-not': 'стрелок не может стрелять',
    'weapon-not-usable': 'этим оружием сейчас стрелять нельзя',
    'target-not-legal': 'в эту цель стрелять нельзя',
    'no-such-target': 'такой цели нет',
    'volley-not-allowed': 'это оружие не стреляет навесом',
    'unknown-shooter': 'такого стрелка нет',
    'unknown-way': 'такого способа стрельбы нет',
  },
};

const DESTROYED: Readonly<Record<Language, string>> = { en: 'the unit destroyed', ru: 'отряд уничтожен' };

/** Mordheim's codes in the words of `cat`. */
export function mordheimWords(cat: Catalogue): GameWords {
  return {
    name: cat.game.mordheim,
    step: cat.step,
    outcome: cat.outcome,
    count: COUNT_WORDS[cat.language],
    result: cat.condition,
    refusal: { ...cat.targetRefusal, ...cat.shooterRefusal, ...SHOT_REFUSAL_WORDS[cat.language] },
  };
}

/** Battleaxe's codes in the words of `cat`. */
export function battleaxeWords(cat: Catalogue): GameWords {
  return {
    name: cat.battleaxe.name,
    step: cat.battleaxe.step,
    outcome: cat.battleaxe.outcome,
    count: COUNT_WORDS[cat.language],
    result: { destroyed: DESTROYED[cat.language] },
    refusal: { ...cat.battleaxe.targetRefusal, ...cat.battleaxe.shooterRefusal, ...SHOT_REFUSAL_WORDS[cat.language] },
  };
}

/** The Ninth Age's codes in the words of `cat`. */
export function ninthAgeWords(cat: Catalogue): GameWords {
  return {
    name: cat.ninthAge.game,
    step: cat.ninthAge.step,
    outcome: cat.ninthAge.outcome,
    count: COUNT_WORDS[cat.language],
    result: { destroyed: DESTROYED[cat.language] },
    refusal: { ...cat.ninthAge.targetRefusal, ...cat.ninthAge.unitRefusal, ...SHOT_REFUSAL_WORDS[cat.language] },
  };
}
