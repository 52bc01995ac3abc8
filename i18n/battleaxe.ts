import type { BattleaxeScenarioIssue } from '../src/scenario/battleaxe-issues.js';

/**
 * Battleaxe texts: every code the battleaxe game module returns, in English and Russian. The
 * catalogue (catalogue.ts) holds them as its `battleaxe` section.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in as the game's codes land
export interface BattleaxeTexts {}

export const battleaxeEn: BattleaxeTexts = {};

export const battleaxeRu: BattleaxeTexts = {};

/** Texts of the scenario issues only Battleaxe files can have (src/scenario/battleaxe-issues.ts). */
export type BattleaxeIssueTexts = { readonly [C in BattleaxeScenarioIssue['code']]: (issue: Extract<BattleaxeScenarioIssue, { code: C }>) => string };

export const battleaxeIssuesEn: BattleaxeIssueTexts = {};

export const battleaxeIssuesRu: BattleaxeIssueTexts = {};
