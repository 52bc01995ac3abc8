// A unit's Advance Rate as the community data writes it (the "1 Global" profile's Adv column),
// carried to a named unit's profile for the advisor's moves (docs/advisor.md).
import { describe, expect, it } from 'vitest';
import { advanceRate, buildNinthAgeLibrary, ninthAgeUnitProfile, resolveNinthAgeUnit } from './index.js';
import { shippedSources } from '../../../test-support/bsdata.js';

const library = buildNinthAgeLibrary(shippedSources('ninth-age'));

const adv = (name: string) => {
  const found = resolveNinthAgeUnit(library, name);
  if (!found.ok) throw new Error(JSON.stringify(found.problem));
  return found.value.profile.Adv;
};

describe('the Advance Rate of a unit of the data', () => {
  it('reads whole inches, with or without the inch mark', () => {
    expect(advanceRate('4"')).toBe(4);
    expect(advanceRate('10"')).toBe(10);
    expect(advanceRate(' 7 ')).toBe(7);
  });

  it('leaves out what is not one Advance Rate in inches: rolled ("2D6\\""), a flying rate beside the ground one ("2\\" (9\\")"), words, more than a file may hold', () => {
    for (const text of ['2D6"', '3D6', '2" (9")', 'Ground 7", Fly 7"', 'Standard', 'C', '', '21"', undefined]) expect(advanceRate(text), String(text)).toBeUndefined();
  });

  it('State Militia Advance 4" and Citizen Archers 5" in the data; the Steam Tank\'s 2D6" and the Giant Eagles\' 2" (9") are not carried', () => {
    expect(adv('Empire of Sonnstahl/State Militia')).toBe(4);
    expect(adv('Highborn Elves/Citizen Archers')).toBe(5);
    expect(adv('Empire of Sonnstahl/Steam Tank')).toBeUndefined();
    expect(adv('Highborn Elves/Giant Eagles')).toBeUndefined();
  });
});

describe('only a March Rate twice the Advance Rate, as the advisor marches', () => {
  it('the Raptor Chariot (Adv 7", Mar 7") does not bring it: the advisor would March it 14"', () => {
    expect(adv('Dread Elves/Raptor Chariot')).toBeUndefined();
  });

  it('no loaded unit brings an Advance Rate its data\'s March Rate is not twice of', () => {
    const inches = (text: string | undefined) => Number(/^(\d+)"?$/.exec(text ?? '')?.[1] ?? NaN);
    let carried = 0;
    for (const unit of library.armies.flatMap((a) => a.units)) {
      const found = ninthAgeUnitProfile(unit);
      if (!found.ok || found.value.profile.Adv === undefined) continue;
      carried += 1;
      const model = unit.models.find((m) => Object.keys(m.characteristics).length > 0);
      expect(inches(model?.characteristics.Mar), unit.key).toBe(2 * found.value.profile.Adv);
      expect(inches(model?.characteristics.Adv), unit.key).toBe(found.value.profile.Adv);
    }
    expect(carried).toBeGreaterThan(100);
  });
});
