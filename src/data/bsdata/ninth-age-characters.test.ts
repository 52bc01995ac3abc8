// Characters joined to a unit named from the shipped community data (T-13, T-14):
// examples/ninth-age/marshal-in-militia.json and changes to it. Expected values are worked from
// the data's profiles by hand.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString, type Rational } from '../../dice/index.js';
import { ninthAgePlanShot, ninthAgeShooter, ninthAgeShotOutcomes, unitModels } from '../../games/ninth-age/index.js';
import { namedProfilesWrittenOut, parseScenarioValue } from '../../scenario/index.js';
import { shippedSources } from '../../../test-support/bsdata.js';
import { buildNinthAgeLibrary, ninthAgeLookups } from './index.js';

type Character = Record<string, unknown>;
type File = { battle: { armies: { units: ({ characters?: Character[] } & Record<string, unknown>)[] }[] } };

const lookups = ninthAgeLookups(buildNinthAgeLibrary(shippedSources('ninth-age')));
const example = JSON.parse(readFileSync(new URL('../../../examples/ninth-age/marshal-in-militia.json', import.meta.url), 'utf8')) as File;

/** The example with the Marshal's entry (or the whole file) changed. */
function withMarshal(change: (marshal: Character) => Character): File {
  const file = structuredClone(example);
  const militia = file.battle.armies[0]?.units[0] as { characters: Character[] };
  militia.characters = militia.characters.map(change);
  return file;
}

const battleOf = (file: unknown) => {
  const result = parseScenarioValue(file, lookups);
  if (!result.ok || result.scenario.game !== 'ninth-age' || result.scenario.kind !== 'battle') throw new Error(JSON.stringify(result));
  return result.scenario;
};

const problems = (file: unknown) => {
  const result = parseScenarioValue(file, lookups);
  return result.ok ? [] : result.issues.map((i) => [i.code, i.path.join('.')]);
};

describe('a character named from the community data (examples/ninth-age/marshal-in-militia.json)', () => {
  it('writes the Marshal out: name, Type, the profile a joined character holds, and his two weapons whole', () => {
    const written = namedProfilesWrittenOut(example, lookups);
    if (!written.ok) throw new Error(JSON.stringify(written.issues));
    expect(written.filled.map((f) => f.name)).toEqual(['Empire of Sonnstahl/Marshal', 'Empire of Sonnstahl/State Militia']);
    const marshal = (written.value as File).battle.armies[0]?.units[0]?.characters?.[0];
    // Empire of Sonnstahl's Marshal: HP 3, Res 4, Arm 0 + Plate Armour (+3), Str 4, AP 1, Dis 9, Infantry, Standard; Adv is the unit's business.
    expect(marshal).toEqual({
      name: 'Marshal',
      type: 'infantry',
      profile: { HP: 3, Res: 4, Arm: 3, Str: 4, AP: 1, Dis: 9, Height: 'standard' },
      weapons: [
        { name: 'Pistol', aim: 2, range: 12, shots: 1, strength: 4, armourPenetration: 2, attributes: ['quick-to-fire'] },
        expect.objectContaining({ name: 'Repeater Pistol', aim: 3, range: 12, shots: 3, strength: 4, armourPenetration: 2 }) as unknown,
      ],
    });
    // Written out, the file reads alone to the same battle.
    expect(parseScenarioValue(written.value)).toEqual(parseScenarioValue(example, lookups));
  });

  it('he shoots 4 Repeater Pistol shots (a Pistol beside it) at 2/3 × 1/2 with no save: an Orc falls with 65/81; without the Pistol, 3 shots: 19/27', () => {
    const chanceOfLoss = (file: unknown): string => {
      const { battle, variants } = battleOf(file);
      const planned = ninthAgePlanShot(battle, 'militia/1', 'orcs', 'Repeater Pistol', { variants });
      if (!planned.ok) throw new Error(JSON.stringify(planned.refusal));
      const outcomes = ninthAgeShotOutcomes(battle, planned, exactArithmetic);
      const lost = outcomes.filter((o) => unitModels(o.battle, 'orcs').length < 5).reduce<Rational>((sum, o) => exactArithmetic.add(sum, o.chance), exactArithmetic.zero);
      return rationalToString(lost);
    };
    expect(chanceOfLoss(example)).toBe('65/81');
    expect(chanceOfLoss(withMarshal((m) => ({ ...m, weapons: ['Repeater Pistol'] })))).toBe('19/27');
  });

  it('takes changes over the data ("from"), and the file\'s own name, Type and rules win or add', () => {
    const changed = withMarshal((m) => ({ ...m, name: 'Marshal Hals', type: 'cavalry', profile: { from: 'Empire of Sonnstahl/Marshal', Arm: 4 }, rules: ['flammable'] }));
    const marshal = battleOf(changed).battle.units[0]?.joined?.characters[0];
    expect(marshal).toMatchObject({ name: 'Marshal Hals', type: 'cavalry', profile: { HP: 3, Res: 4, Arm: 4 }, flammable: true });
  });

  it('a shooting character from the data with Light Troops has March and Shoot in a unit with Light Troops, and none in a unit without', () => {
    // Empire of Sonnstahl's Inquisitor: Light Troops in the data, a Crossbow (4+). Made Cavalry, he gains no Light Troops from the Infantry unit (T-14): only his own rule can give it.
    const marchAndShoot = (unitRules: string[]) => {
      const file = withMarshal(() => ({ profile: 'Empire of Sonnstahl/Inquisitor', type: 'cavalry', weapons: ['Crossbow'] }));
      const militia = file.battle.armies[0]?.units[0];
      if (militia) Object.assign(militia, { profile: { Height: 'standard', HP: 1, Res: 3 }, rules: unitRules });
      const { battle } = battleOf(file);
      expect(battle.units[0]?.joined?.characters[0]?.shooting?.lightTroops).toBe(true);
      return ninthAgeShooter(battle, 'militia/1')?.marchAndShoot;
    };
    expect(marchAndShoot(['light-troops'])).toBe(true);
    expect(marchAndShoot([])).toBe(false);
  });

  it('names each problem with its path: an unknown name, a unit the data gives no profile, a weapon the data cannot shoot, an unknown weapon', () => {
    expect(problems(withMarshal((m) => ({ ...m, profile: 'Empire of Sonnstahl/Marshall' })))).toEqual([['unknown-profile', 'battle.armies.0.units.0.characters.0.profile']]);
    expect(problems(withMarshal((m) => ({ ...m, profile: { from: 'Dwarven Holds/Clan Marksmen' } })))).toEqual([['ninth-age-profile-incomplete', 'battle.armies.0.units.0.characters.0.profile.from']]);
    // The Sentinel of Nukuja's Dark Fire has no profile in the data; the Artificer's Long Rifle
    // (Multiple Wounds against Standard models only) is applied, so no problem.
    expect(problems(withMarshal(() => ({ profile: 'Daemon Legions/Sentinel of Nukuja', weapons: ['Dark Fire'] })))).toEqual([['ninth-age-weapon-unusable', 'battle.armies.0.units.0.characters.0.weapons.0']]);
    expect(problems(withMarshal(() => ({ profile: 'Empire of Sonnstahl/Artificer', weapons: ['Long Rifle'] })))).toEqual([]);
    expect(problems(withMarshal((m) => ({ ...m, weapons: ['Blunderbuss'] })))).toEqual([['unknown-weapon', 'battle.armies.0.units.0.characters.0.weapons.0']]);
  });

  it('a unit of the data whose rules a joined character does not carry here (Hard Target, Skirmisher) is refused at the character\'s profile', () => {
    // Dread Elves' Black Cloaks: Hard Target and Skirmisher in the data; the unit's rules count for a joined character.
    const path = 'battle.armies.0.units.0.characters.0.profile';
    expect(problems(withMarshal(() => ({ profile: 'Dread Elves/Black Cloaks' })))).toEqual([
      ['ninth-age-character-rule-not-carried', path],
      ['ninth-age-character-rule-not-carried', path],
    ]);
  });

  it('a quick attack\'s target may name its characters too: the Marshal in ten Militia takes none of one hit (T-13, same Type and Height, five or more rank and file)', () => {
    const attack = {
      game: 'ninth-age',
      attack: { shooter: { profile: { Str: 3 } }, weapon: 'Bow (4+)', target: { models: 10, profile: 'Empire of Sonnstahl/State Militia', characters: [{ profile: 'Empire of Sonnstahl/Marshal' }] } },
    };
    const result = parseScenarioValue(attack, lookups);
    if (!result.ok || result.scenario.game !== 'ninth-age' || result.scenario.kind !== 'attack') throw new Error(JSON.stringify(result));
    expect(result.scenario.joined?.characters).toEqual([{ name: 'Marshal', profile: { HP: 3, Res: 4, Arm: 3, Aegis: null, Fortitude: null, Height: 'standard' }, type: 'infantry', hpLost: 0, flammable: false, fly: false }]);
    expect(result.scenario.joined?.type).toBe('infantry');
  });

  it('a named character with no library is refused at its path (profiles-not-loaded), as a named unit is', () => {
    const result = parseScenarioValue(example);
    expect(result.ok ? [] : result.issues.map((i) => [i.code, i.path.join('.')])).toEqual([
      ['profiles-not-loaded', 'battle.armies.0.units.0.characters.0.profile'],
      ['profiles-not-loaded', 'battle.armies.0.units.0.profile'],
    ]);
  });
});
