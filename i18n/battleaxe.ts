/**
 * Battleaxe texts: every code the battleaxe game module returns, in English and Russian. The
 * catalogue (catalogue.ts) holds them as its `battleaxe` section.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in as the game's codes land
export interface BattleaxeTexts {}

export const battleaxeEn: BattleaxeTexts = {};

export const battleaxeRu: BattleaxeTexts = {};
