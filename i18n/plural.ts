/**
 * Counted nouns in both languages: which form a count takes is Intl.PluralRules' business
 * (1 model, 2 models; 1 модель, 2 модели, 5 моделей, 1,5 модели), asked here once for every
 * catalogue instead of in each; English whole counts are answered without it (number.test.ts
 * holds them to its answers).
 */
import type { Language } from './language.js';
import { decimal, UP_TO_TWO_DECIMALS } from './number.js';

/** The forms a counted noun takes; which one applies is Intl.PluralRules' business. */
export interface PluralForms {
  readonly one: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

// Made on first use: a language's rules cost time to make, and a command speaks one language.
const RULES = new Map<Language, Intl.PluralRules>();
function rulesOf(language: Language): Intl.PluralRules {
  const made = RULES.get(language) ?? new Intl.PluralRules(language);
  RULES.set(language, made);
  return made;
}

/**
 * English's form of a whole count without Intl (its first use costs a quick command some
 * 15 ms): "one" for 1 alone. Null for anything else (a fraction, a sign), which Intl answers.
 */
function wholeCountFormEn(count: number, forms: PluralForms): string | null {
  return Number.isSafeInteger(count) && count >= 0 ? (count === 1 ? forms.one : forms.other) : null;
}

/** The form of the noun for `count`; a missing few or many form falls back on `other`. */
export function pluralForm(language: Language, count: number, forms: PluralForms): string {
  return (language === 'en' ? wholeCountFormEn(count, forms) : null) ?? intlPluralForm(language, count, forms);
}

function intlPluralForm(language: Language, count: number, forms: PluralForms): string {
  switch (rulesOf(language).select(count)) {
    case 'one':
      return forms.one;
    case 'few':
      return forms.few ?? forms.other;
    case 'many':
      return forms.many ?? forms.other;
    case 'zero':
    case 'two':
    case 'other':
      return forms.other;
  }
}

/** "1 hit", "2 hits"; "1 попадание", "2 попадания", "5 попаданий": the count, as the language writes numbers, and its noun. */
export function countOf(language: Language, count: number, forms: PluralForms): string {
  return `${decimal(language, count, UP_TO_TWO_DECIMALS)} ${pluralForm(language, count, forms)}`;
}
