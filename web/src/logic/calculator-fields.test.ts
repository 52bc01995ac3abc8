// What a profile picked from the community's data writes into the calculator's form.
import { describe, expect, it } from 'vitest';
import { fieldsOf, profileFromPick } from './calculator-fields.js';

const ids = (changes: ReturnType<typeof profileFromPick>) => changes.map(([field, value]) => [field.id, value]);

describe('profileFromPick', () => {
  // An Ogre bodyguard's characteristics (BS 2, S 4, T 4, W 3, I 3, Mordheim rulebook).
  const ogre = { M: 6, WS: 3, BS: 2, S: 4, T: 4, W: 3, I: 3, A: 2, Ld: 7 };

  it('fills the target side with the Toughness and Wounds, and nothing else', () => {
    expect(ids(profileFromPick(fieldsOf('mordheim'), 'target', ogre))).toEqual([
      ['toughness', 4],
      ['wounds', 3],
    ]);
  });

  it('fills the shooter side with the BS and Strength', () => {
    expect(ids(profileFromPick(fieldsOf('mordheim'), 'shooter', ogre))).toEqual([
      ['bs', 2],
      ['strength', 4],
    ]);
  });

  it("writes only the numbers a Ninth Age unit gives: no Aegis when it has none, and not its Height's class", () => {
    const unit = { HP: 1, Res: 3, Arm: 2, Height: 'standard' };
    expect(ids(profileFromPick(fieldsOf('ninth-age'), 'target', unit))).toEqual([
      ['resilience', 3],
      ['armour', 2],
      ['healthPoints', 1],
    ]);
  });

  it('fills a Ninth Age target\'s Discipline, so a 2.x Panic Test failing is worked out', () => {
    // Heavy Infantry of the Sonnstahl catalogue: HP 1, Res 3, Arm 2 (with their Light Armour and Shield), Dis 7.
    const unit = { HP: 1, Res: 3, Arm: 2, Dis: 7, Height: 'standard' };
    expect(ids(profileFromPick(fieldsOf('ninth-age'), 'target', unit))).toEqual([
      ['resilience', 3],
      ['armour', 2],
      ['healthPoints', 1],
      ['discipline', 7],
    ]);
    // The shooter side has no Discipline.
    expect(ids(profileFromPick(fieldsOf('ninth-age'), 'shooter', unit)).map(([id]) => id)).not.toContain('discipline');
  });
});
