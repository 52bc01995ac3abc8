import { describe, expect, it } from 'vitest';
import { namesProfiles, profileNames } from './index.js';

describe('profileNames: the community profiles a raw file names, before it is parsed', () => {
  it('collects named profiles as strings and as the `from` of changed ones, anywhere in the file', () => {
    const file = {
      game: 'ninth-age',
      battle: {
        armies: [
          { units: [{ profile: 'Empire of Sonnstahl/State Militia' }, { profile: { HP: 1, Res: 3, Arm: 0 } }] },
          { units: [{ profile: { from: 'Sylvan Elves/Sylvan Sentinels', Arm: 1 } }] },
        ],
      },
    };
    expect(profileNames(file).sort()).toEqual(['Empire of Sonnstahl/State Militia', 'Sylvan Elves/Sylvan Sentinels']);
    expect(namesProfiles(file)).toBe(true);
  });

  it('finds none in a file that writes every profile out, or in values that are not objects', () => {
    expect(profileNames({ game: 'mordheim', attack: { shooter: { profile: { BS: 3 } }, target: { profile: { T: 3, W: 1 } } } })).toEqual([]);
    expect(profileNames('Reiklanders/Marksman')).toEqual([]);
    expect(profileNames(null)).toEqual([]);
    expect(namesProfiles({ profile: { from: 7 } })).toBe(false);
  });
});
