// What a profile picked from the community's data writes into the calculator's form.
// The page loads each game when it opens; these tests use every game's module at once.
import '../games/every-game.js';
import { describe, expect, it } from 'vitest';
import { mordheimPickFill } from '../games/mordheim/calculator.js';
import { ninthAgePickFill } from '../games/ninth-age/calculator.js';
import { changesFromPick, fieldsOf } from './calculator-fields.js';
import type { JsonObject } from './json.js';
import type { MordheimPick, NinthAgePick } from './profile-picks.js';
import type { QuickFile } from './quick-file.js';

const ids = (changes: ReturnType<typeof changesFromPick>) => changes.map(([field, value]) => [field.id, value]);
const quick = (game: string, shooter: JsonObject, target: JsonObject, weapon: unknown = 'bow'): QuickFile => ({ game, attack: { shooter, weapon, target } });

// The data's entries as the generated library writes them (Mordheim rulebook and Skaven list).
const ogreBodyguard: MordheimPick = { key: 'Characters/Ogre Bodyguard', aliases: [], profile: { M: 6, WS: 3, BS: 2, S: 4, T: 4, W: 3, I: 3, A: 2, Ld: 7 }, weapons: [], kit: ['light-armour'], rules: [] };
const ratOgre: MordheimPick = { key: 'Skaven/Rat Ogre', aliases: [], profile: { M: 6, WS: 3, BS: 3, S: 5, T: 5, W: 3, I: 4, A: 4, Ld: 4 }, weapons: [], kit: [], rules: ['large-target'] };
const trollSlayer: MordheimPick = { key: 'Characters/Dwarf Troll Slayer', aliases: [], profile: { M: 3, WS: 4, BS: 3, S: 3, T: 4, W: 1, I: 2, A: 1, Ld: 9 }, weapons: [], kit: [], rules: ['hard-to-kill'] };
const tileanMarksman: MordheimPick = { key: 'Characters/Tilean Marksman', aliases: [], profile: { M: 4, WS: 3, BS: 4, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 }, weapons: ['crossbow'], kit: ['light-armour'], rules: ['steady-hands', 'dead-eye-shot'] };

// Ninth Age units of the community's 2nd-edition files.
const harpies: NinthAgePick = { key: 'Dread Elves/Harpies', aliases: [], profile: { HP: 1, Res: 3, Arm: 0, Str: 4, AP: 0, Dis: 6, Height: 'standard' }, hardTarget: 1, rules: ['skirmisher', 'light-troops', 'fly'], weapons: [], unusable: [] };
const pharaoh: NinthAgePick = { key: 'Undying Dynasties/Pharaoh', aliases: [], profile: { HP: 4, Res: 5, Arm: 1, Str: 5, AP: 2, Dis: 9, Height: 'standard' }, hardTarget: 0, rules: ['flammable'], weapons: [], unusable: [] };
const stateMilitia: NinthAgePick = {
  key: 'Empire of Sonnstahl/State Militia',
  aliases: [],
  profile: { HP: 1, Res: 3, Arm: 0, Str: 3, AP: 0, Dis: 7, Height: 'standard' },
  hardTarget: 0,
  rules: ['light-troops'],
  weapons: [
    { name: 'Bow', aim: 4, weapon: { id: 'Bow', range: 24, shots: 1, strength: 3, armourPenetration: 0, attributes: [{ code: 'volley-fire' }] } },
    { name: 'Pistol', aim: 4, weapon: { id: 'Pistol', range: 12, shots: 1, strength: 4, armourPenetration: 2, attributes: [{ code: 'quick-to-fire' }] } },
  ],
  unusable: [],
};
const heavyInfantry: NinthAgePick = { key: 'Empire of Sonnstahl/Heavy Infantry', aliases: [], profile: { HP: 1, Res: 3, Arm: 2, Dis: 7, Height: 'standard' }, hardTarget: 0, rules: [], weapons: [], unusable: [] };

describe('changesFromPick: a Mordheim warrior', () => {
  const file = quick('mordheim', { profile: { BS: 3 } }, { profile: { T: 3 } });

  it('fills the target side with the Toughness, Strength (a net reads it) and Wounds, and nothing else when the entry has no rules', () => {
    expect(ids(changesFromPick(fieldsOf('mordheim'), 'target', file, mordheimPickFill(ogreBodyguard, 'target')))).toEqual([
      ['toughness', 4],
      ['targetStrength', 4],
      ['wounds', 3],
    ]);
  });

  it("ticks a Rat Ogre's Large Target, written once though three fields show the target's rules", () => {
    expect(ids(changesFromPick(fieldsOf('mordheim'), 'target', file, mordheimPickFill(ratOgre, 'target')))).toEqual([
      ['toughness', 5],
      ['targetStrength', 5],
      ['wounds', 3],
      ['largeTarget', ['large-target']],
    ]);
  });

  it("replaces the target's rules: a Troll Slayer after the Rat Ogre is Hard to Kill and no Large Target", () => {
    const withOgre = quick('mordheim', { profile: { BS: 3 } }, { profile: { T: 5, W: 3 }, rules: ['large-target'] });
    expect(ids(changesFromPick(fieldsOf('mordheim'), 'target', withOgre, mordheimPickFill(trollSlayer, 'target')))).toEqual([
      ['toughness', 4],
      ['targetStrength', 3],
      ['wounds', 1],
      ['largeTarget', ['hard-to-kill']],
    ]);
  });

  it("fills the shooter side with the BS and Strength, and a Tilean Marksman's two special rules (Steady Hands, Dead Eye Shot)", () => {
    expect(ids(changesFromPick(fieldsOf('mordheim'), 'shooter', file, mordheimPickFill(ogreBodyguard, 'shooter')))).toEqual([
      ['bs', 2],
      ['strength', 4],
    ]);
    expect(ids(changesFromPick(fieldsOf('mordheim'), 'shooter', file, mordheimPickFill(tileanMarksman, 'shooter')))).toEqual([
      ['bs', 4],
      ['strength', 3],
      ['shooterRules', ['steady-hands', 'dead-eye-shot']],
    ]);
  });

  it("keeps the shooter's own skills and puts Large Target on no shooter (a quick shooter holds special rules only)", () => {
    const skilled = quick('mordheim', { profile: { BS: 3 }, skills: ['quick-shot'] }, { profile: { T: 3 } });
    expect(ids(changesFromPick(fieldsOf('mordheim'), 'shooter', skilled, mordheimPickFill(ratOgre, 'shooter')))).toEqual([
      ['strength', 5],
    ]);
  });
});

describe('changesFromPick: a Ninth Age unit', () => {
  const file = quick('ninth-age', { models: 10 }, { profile: { HP: 1, Res: 3, Arm: 0 } });

  it("writes only the numbers the unit gives, not its Height's class, and no rule when it has none", () => {
    expect(ids(changesFromPick(fieldsOf('ninth-age'), 'target', file, ninthAgePickFill(heavyInfantry, 'target')))).toEqual([
      ['armour', 2],
      ['discipline', 7],
    ]);
    // The shooter side has no Discipline.
    expect(ids(changesFromPick(fieldsOf('ninth-age'), 'shooter', file, ninthAgePickFill(heavyInfantry, 'shooter'))).map(([id]) => id)).not.toContain('discipline');
  });

  it('ticks Fly and fills Hard Target (1) for Harpies, leaving out the rules a shot at them does not count', () => {
    expect(ids(changesFromPick(fieldsOf('ninth-age'), 'target', file, ninthAgePickFill(harpies, 'target')))).toEqual([
      ['discipline', 6],
      ['hardTarget', 1],
      ['targetUnitRules', ['fly']],
    ]);
  });

  it('ticks Flammable for a Pharaoh, and takes off the Harpies\' Fly and Hard Target picked before', () => {
    const harpiesPicked = quick('ninth-age', { models: 10 }, { profile: { HP: 1, Res: 3, Arm: 0, Dis: 6 }, hardTarget: 1, rules: ['fly'] });
    expect(ids(changesFromPick(fieldsOf('ninth-age'), 'target', harpiesPicked, ninthAgePickFill(pharaoh, 'target')))).toEqual([
      ['resilience', 5],
      ['armour', 1],
      ['healthPoints', 4],
      ['discipline', 9],
      ['hardTarget', undefined],
      ['targetUnitRules', ['flammable']],
    ]);
  });

  it("brings a shooter's weapon the form offers: the State Militia's Bow (4+) in place of a crossbow, and their Strength", () => {
    const crossbows = quick('ninth-age', { models: 10 }, { profile: { HP: 1, Res: 3 } }, { name: 'crossbow', aim: 4, attributes: ['unwieldy (1)', 'flaming-attacks'] });
    expect(ids(changesFromPick(fieldsOf('ninth-age'), 'shooter', crossbows, ninthAgePickFill(stateMilitia, 'shooter')))).toEqual([
      ['weapon', 'bow'],
      // The whole weapon, so the crossbow's Flaming Attacks do not stay on the Militia's bow.
      ['weaponAttributes', { name: 'bow', aim: 4 }],
      ['strength', 3],
    ]);
  });

  it("leaves the weapon when the data's differs from the form's (a bow of 30\" is not the rulebook's bow)", () => {
    const longBow = { ...stateMilitia, weapons: [{ name: 'Bow', aim: 3, weapon: { id: 'Bow', range: 30, shots: 1, strength: 3, armourPenetration: 0, attributes: [{ code: 'volley-fire' as const }] } }] };
    const crossbows = quick('ninth-age', { models: 10 }, { profile: { HP: 1, Res: 3 } }, { name: 'crossbow', aim: 4 });
    expect(ids(changesFromPick(fieldsOf('ninth-age'), 'shooter', crossbows, ninthAgePickFill(longBow, 'shooter')))).toEqual([['strength', 3]]);
  });
});
