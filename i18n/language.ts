// The languages of the catalogues. A leaf of its own: the catalogue, the plural rules and each
// game's or front end's texts all name a language, and none of them should import another for it.

export type Language = 'en' | 'ru';
export const LANGUAGES: readonly Language[] = ['en', 'ru'];
