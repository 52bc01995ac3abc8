import type { NinthAgeScenarioIssue } from '../src/scenario/ninth-age-issues.js';

/**
 * NinthAge texts: every code the ninth-age game module returns, in English and Russian. The
 * catalogue (catalogue.ts) holds them as its `ninthAge` section.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in as the game's codes land
export interface NinthAgeTexts {}

export const ninthAgeEn: NinthAgeTexts = {};

export const ninthAgeRu: NinthAgeTexts = {};

/** Texts of the scenario issues only NinthAge files can have (src/scenario/ninth-age-issues.ts). */
export type NinthAgeIssueTexts = { readonly [C in NinthAgeScenarioIssue['code']]: (issue: Extract<NinthAgeScenarioIssue, { code: C }>) => string };

export const ninthAgeIssuesEn: NinthAgeIssueTexts = {};

export const ninthAgeIssuesRu: NinthAgeIssueTexts = {};
