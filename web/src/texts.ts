/**
 * The words of the page in the chosen language: the main catalogue (every code the library
 * returns) and the page's own section (i18n/web.ts), handed down through a context.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { catalogue, percent, type Catalogue, type Language } from '../../i18n/index.js';
import type { WebTexts } from '../../i18n/web.js';
import { gameNameIn } from './games/registry.js';
import type { GameId } from './games/web-game.js';
import type { Chance } from './logic/shooting.js';

export interface Texts {
  readonly language: Language;
  readonly cat: Catalogue;
  readonly web: WebTexts;
}

export function textsFor(language: Language): Texts {
  const cat = catalogue(language);
  return { language, cat, web: cat.web };
}

export const TextsContext = createContext<Texts>(textsFor('en'));

export function useTexts(): Texts {
  return useContext(TextsContext);
}

export type ChanceFormat = 'percent' | 'fraction';

/**
 * The longest fraction the page shows: seven digits over seven ("5486525/7962624", five
 * shots at 5/24 each). A longer one cannot be read at a glance (a Battleaxe series'
 * 2836530153082175/3656158440062976), so its percentage stands in.
 */
export const READABLE_FRACTION_CHARS = 15;

/** A chance as the player asked to read it: "33.3%", or "1/3" when the exact fraction is known and short. */
export function chanceText(t: Texts, chance: Chance, format: ChanceFormat): string {
  return format === 'fraction' && chance.exact !== null && chance.exact.length <= READABLE_FRACTION_CHARS ? chance.exact : percent(t.language, chance.p);
}

/** A weapon's name in the page's language; a weapon the file defines itself keeps its name. */
export function weaponText(t: Texts, id: string): string {
  return Object.hasOwn(t.cat.weapon, id) ? t.cat.weapon[id as keyof Catalogue['weapon']] : id;
}

/** A game's name, from the section of the catalogue that game's texts live in. */
export function gameName(t: Texts, game: GameId): string {
  return gameNameIn(t.cat, game);
}
