/**
 * Problems only NinthAge scenario files can have, as codes with data (see issues.ts). Empty
 * until the ninth-age format needs its own; the catalogue's texts for them live in
 * i18n/ninth-age.ts (`ninthAgeIssuesEn`, `ninthAgeIssuesRu`).
 */
export type NinthAgeScenarioIssue = never;
