import { describe, expect, it } from 'vitest';
import { shippedSources } from '../../../test-support/bsdata.js';
import { buildNinthAgeLibrary, ninthAgeSourcesNamed, resolveNinthAgeUnit, type BsSourceFile } from './index.js';

const sources = shippedSources('ninth-age');
const names = (files: readonly BsSourceFile[] | null) => files?.map((f) => f.name).sort() ?? null;
const SYSTEM = '2nd-theNinthAge-FantasyBattles.gst';

describe('ninthAgeSourcesNamed: the data files a scenario naming Ninth Age units needs', () => {
  it('keeps the game system and the catalogue of each army named, whatever the case and spacing of the army', () => {
    expect(names(ninthAgeSourcesNamed(['Empire of Sonnstahl/State Militia', 'sylvan  elves/Sylvan Sentinels', 'Empire of Sonnstahl/Artillery'], sources))).toEqual([
      '2nd-empireOfSonnstahl.cat',
      '2nd-sylvanElves.cat',
      SYSTEM,
    ]);
    // An army whose catalogue's name carries a status after its year ("Åsklanders 2024 Review 1").
    const asklanders = sources.find((s) => s.name === '2nd-asklanders.cat')!;
    const army = /name="([^"]*)"/.exec(asklanders.text.slice(asklanders.text.indexOf('<catalogue')))![1]!.replace(/\s+2024.*$/, '');
    expect(names(ninthAgeSourcesNamed([`${army}/Anything`], sources))).toEqual(['2nd-asklanders.cat', SYSTEM]);
  });

  it('reads every file when a name gives no army, or an army no catalogue holds', () => {
    expect(ninthAgeSourcesNamed(['State Militia'], sources)).toBeNull();
    expect(ninthAgeSourcesNamed(['Empire of Sonnstahl/State Militia', 'Empire of Sonstahl/State Militia'], sources)).toBeNull();
  });

  it('finds the same unit, with the same profile, in the files it keeps as in all of them', () => {
    const all = buildNinthAgeLibrary(sources);
    const sample = ['Empire of Sonnstahl/State Militia', 'Sylvan Elves/Sylvan Sentinels', 'Dread Elves/Corsairs', 'Empire of Sonnstahl/Stat Militia'];
    for (const name of sample) {
      const kept = ninthAgeSourcesNamed([name], sources);
      expect(kept).not.toBeNull();
      const inKept = resolveNinthAgeUnit(buildNinthAgeLibrary(kept!), name);
      const inAll = resolveNinthAgeUnit(all, name);
      expect(inKept.ok).toBe(inAll.ok);
      if (inKept.ok && inAll.ok) expect(inKept.value).toEqual(inAll.value);
    }
  });
});
