/**
 * Problems only Battleaxe scenario files can have, as codes with data (see issues.ts). Empty
 * until the battleaxe format needs its own; the catalogue's texts for them live in
 * i18n/battleaxe.ts (`battleaxeIssuesEn`, `battleaxeIssuesRu`).
 */
export type BattleaxeScenarioIssue = never;
