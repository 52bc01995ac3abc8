/**
 * Benchmarks of reading hostile rosters within the limits (test-support/hostile-rosters.ts,
 * shrunk from the fuzz campaign's finds): each once took seconds or minutes, and each target
 * is what a player at the page or the CLI can wait for. What they read is checked in
 * src/data/bsdata/roster-limits.test.ts.
 */
import { buildMordheimLibrary, buildNinthAgeLibrary, importMordheimRoster, importNinthAgeRoster, type BsSourceFile } from '../src/data/bsdata/index.js';
import { shippedSources } from '../test-support/bsdata.js';
import { HOSTILE } from '../test-support/hostile-rosters.js';
import type { BenchCase } from './case.js';

/** A roster read once per run, with its target. */
function rosterCase(name: string, read: () => void, targetMs: number): BenchCase {
  return { name: `data: ${name}`, unit: 'read', perRun: 1, run: read, targetMs };
}

/** The cases, with the libraries and texts built once, outside the runs. */
export function dataCases(sources: { readonly mordheim: readonly BsSourceFile[]; readonly ninthAge: readonly BsSourceFile[] } = { mordheim: shippedSources('mordheim'), ninthAge: shippedSources('ninth-age') }): readonly BenchCase[] {
  const mordheim = { library: buildMordheimLibrary(sources.mordheim) };
  const ninthAge = { library: buildNinthAgeLibrary(sources.ninthAge) };
  const text = Object.fromEntries(Object.entries(HOSTILE).map(([key, make]) => [key, make()])) as Record<keyof typeof HOSTILE, string>;
  return [
    rosterCase('100,000 empty selections (refused at the element limit)', () => importMordheimRoster({ name: 'horde.ros', data: text.horde }, mordheim), 1000),
    rosterCase('one warrior with 1,999 unknown guns', () => importMordheimRoster({ name: 'armoury.ros', data: text.armoury }, mordheim), 1500),
    rosterCase('2,000 warriors (counted, not made)', () => importMordheimRoster({ name: 'crowd.ros', data: text.crowd }), 1000),
    rosterCase('a profile named "max(" 500,000 times', () => importMordheimRoster({ name: 'max.ros', data: text.maxName }), 1000),
    rosterCase('a range and a base padded with a million spaces', () => {
      importNinthAgeRoster({ name: 'r.ros', data: text.paddedRange });
      importNinthAgeRoster({ name: 'b.ros', data: text.paddedBase });
    }, 1000),
    rosterCase('a Rules text of one rule 100,000 times, and 300,000 attributes', () => {
      importNinthAgeRoster({ name: 'r.ros', data: text.repeatedRule }, ninthAge);
      importNinthAgeRoster({ name: 'a.ros', data: text.manyAttributes }, ninthAge);
    }, 1500),
    rosterCase('99,000 rules on one warrior', () => importMordheimRoster({ name: 'r.ros', data: text.manyRules }, mordheim), 1500),
  ];
}
