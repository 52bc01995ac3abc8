// The words for rosters over their limits (issue 16): each says what the limit is and that the
// roster is over it, in English and Russian.
import { describe, expect, it } from 'vitest';
import type { BsdataProblem } from '../src/data/bsdata/index.js';
import { bsdataEn, bsdataProblemText, bsdataRu } from './bsdata.js';

const at = { file: 'band.rosz', entry: null };
const marksmen = { file: 'band.ros', entry: { id: 'a67a', name: 'Marksmen' } };
const MIB = 1024 * 1024;

const OVER_LIMITS: readonly BsdataProblem[] = [
  { code: 'roster-file-too-large', ...at, bytes: 8 * MIB, limit: 2 * MIB },
  { code: 'roster-file-too-large', ...at, bytes: null, limit: 2 * MIB },
  { code: 'roster-text-too-long', ...at, characters: 2 * MIB + 1, limit: 2 * MIB },
  { code: 'zip-too-many-entries', ...at, limit: 16 },
  { code: 'zip-declared-too-large', ...at, declared: 2 ** 31, limit: 2 * MIB },
  { code: 'zip-inflated-too-large', ...at, member: 'band.ros', limit: 2 * MIB },
  { code: 'xml-over-limit', ...at, limit: 'elements', max: 100_000, line: 7, column: 3 },
  { code: 'xml-over-limit', ...at, limit: 'depth', max: 100, line: 7, column: 3 },
  { code: 'xml-over-limit', ...at, limit: 'attributes', max: 100, line: 7, column: 3 },
  { code: 'roster-too-many-selections', ...at, selections: 2001, limit: 2000 },
  { code: 'roster-bad-number', ...marksmen, value: '1e300' },
  { code: 'roster-number-over-limit', ...marksmen, value: '100000', limit: 400 },
  { code: 'roster-too-many-models', ...at, models: 61, limit: 60 },
  { code: 'roster-too-many-units', ...at, units: 41, limit: 40 },
  { code: 'roster-warnings-not-listed', ...at, listed: 200 },
];

describe('a roster over a limit, in words', () => {
  it('English says the number over the limit and the limit (fuzz: 100000 was "expected a number")', () => {
    expect(bsdataProblemText(bsdataEn, { code: 'roster-number-over-limit', ...marksmen, value: '100000', limit: 400 })).toBe(
      'band.ros, entry "Marksmen" (id a67a): its number is 100000, over the limit of 400 (the most models a unit may have in a battle file)',
    );
    expect(bsdataProblemText(bsdataEn, { code: 'roster-bad-number', ...marksmen, value: '1e300' })).toBe('band.ros, entry "Marksmen" (id a67a): its number is "1e300", not a whole number');
  });

  it('sizes found are exact bytes, limits in MiB', () => {
    expect(bsdataEn.problem['roster-file-too-large']({ code: 'roster-file-too-large', ...at, bytes: 2 * MIB + 1, limit: 2 * MIB })).toBe('the file is 2,097,153 bytes, over the limit of 2 MiB, the largest roster file Marksman reads');
    expect(bsdataEn.problem['zip-declared-too-large']({ code: 'zip-declared-too-large', ...at, declared: 2 ** 31, limit: 2 * MIB })).toBe(
      "the zip's files say they unpack to 2,147,483,648 bytes, over the limit of 2 MiB, the most Marksman unpacks",
    );
    expect(bsdataRu.problem['roster-file-too-large']({ code: 'roster-file-too-large', ...at, bytes: null, limit: 2 * MIB })).toBe('файл больше предела в 2 МиБ — файлы ростеров крупнее Marksman не читает');
  });

  it('Russian says the same', () => {
    expect(bsdataProblemText(bsdataRu, { code: 'roster-number-over-limit', ...marksmen, value: '100000', limit: 400 })).toBe(
      'band.ros, запись «Marksmen» (id a67a): количество (number) 100000 больше предела в 400 (больше моделей в одном отряде файл битвы не допускает)',
    );
    expect(bsdataRu.problem['roster-too-many-models']({ code: 'roster-too-many-models', ...at, models: 61, limit: 60 })).toBe('в банде 61 модель, больше предела в 60 для банды Мордхейма в файле битвы');
  });

  it.each(OVER_LIMITS.map((p) => [p.code, p] as const))('%s names its limit in both languages', (_code, problem) => {
    for (const texts of [bsdataEn, bsdataRu]) {
      const text = bsdataProblemText(texts, problem);
      expect(text).not.toMatch(/undefined|NaN|\[object/);
      const limit = 'limit' in problem && typeof problem.limit === 'number' ? problem.limit : 'max' in problem ? problem.max : 'listed' in problem ? problem.listed : null;
      const written = limit === null ? [] : [new Intl.NumberFormat('en').format(limit), new Intl.NumberFormat('ru').format(limit), `${limit / MIB} MiB`, `${limit / MIB} МиБ`];
      if (limit !== null) expect(written.some((w) => text.includes(w))).toBe(true);
    }
  });
});
