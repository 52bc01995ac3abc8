// Every code a game declares (src/engine's `GameCodes`) has its words in both catalogues, so no
// front end ever shows a bare code for a built-in game.
import { describe, expect, it } from 'vitest';
import { catalogue, LANGUAGES } from '../../i18n/index.js';
import { BUILT_IN_CLI_GAMES, BUILT_IN_GAMES_ON_CLI } from './registry.js';

describe('the command line\'s games', () => {
  it('are the engine\'s built-in games, each once', () => {
    expect(BUILT_IN_GAMES_ON_CLI.registry.ids).toEqual(['mordheim', 'battleaxe', 'ninth-age']);
  });

  for (const entry of BUILT_IN_CLI_GAMES) {
    for (const language of LANGUAGES) {
      it(`${entry.game.id}: every declared code has a ${language} text`, () => {
        const words = entry.words(catalogue(language));
        const { steps, outcomes, counts, results, refusals } = entry.game.codes;
        const missing = [
          ...steps.filter((code) => !words.step[code]?.trim()).map((code) => `step ${code}`),
          ...outcomes.filter((code) => !words.outcome[code]?.trim()).map((code) => `outcome ${code}`),
          ...counts.filter((code) => !words.count[code]?.trim()).map((code) => `count ${code}`),
          ...results.filter((code) => !words.result[code]?.trim()).map((code) => `result ${code}`),
          ...refusals.filter((code) => !words.refusal[code]?.trim()).map((code) => `refusal ${code}`),
        ];
        expect(missing).toEqual([]);
        expect(words.name.trim()).not.toBe('');
      });
    }
  }

  it('words each code differently in Russian and English (no text left untranslated)', () => {
    for (const entry of BUILT_IN_CLI_GAMES) {
      const [en, ru] = [entry.words(catalogue('en')), entry.words(catalogue('ru'))];
      const { counts, results, refusals } = entry.game.codes;
      const same = [
        ...counts.filter((code) => en.count[code] === ru.count[code]),
        ...results.filter((code) => en.result[code] === ru.result[code]),
        ...refusals.filter((code) => en.refusal[code] === ru.refusal[code]),
      ];
      expect(same).toEqual([]);
    }
  });
});
