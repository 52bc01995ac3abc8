import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseScenarioValue } from '../../../src/scenario/index.js';
import { checkEdit, findWarrior, updateWarrior } from './battle-file.js';
import { carriedWeapons, ninthAgeUnitPatch, pickLabel, searchPicks, withMordheimPick, type MordheimPick, type NinthAgePick } from './profile-library.js';
import { street } from './test-battle.js';

const pick = (key: string, aliases: string[] = []): MordheimPick => ({ key, aliases, profile: { BS: 3, S: 3, T: 3, W: 1, I: 3 }, weapons: [], kit: [], rules: [] });

const reikMarksmen: MordheimPick = {
  key: 'Reiklanders/Marksmen',
  aliases: ['Marksman'],
  profile: { M: 4, WS: 3, BS: 4, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 },
  weapons: ['bow', 'long-bow'],
  kit: ['helmet', 'light-armour'],
  rules: [],
};

describe('searching the community\'s warriors', () => {
  const picks = [pick('Skaven/Night Runners', ['Night Runner']), pick('Reiklanders/Marksmen', ['Marksman']), pick('Averlanders/Marksmen'), pick('Characters/Tilean Marksman')];

  it('finds a name by any of its names, a name whose own part starts with the text first', () => {
    // "Marksman" is in Tilean Marksman's key, and in Reikland's alias; Averland's "Marksmen" holds
    // it only with one letter changed, so it comes after them.
    expect(searchPicks(picks, 'marksman').map((p) => p.key)).toEqual(['Reiklanders/Marksmen', 'Characters/Tilean Marksman', 'Averlanders/Marksmen']);
    expect(searchPicks(picks, 'MARKSMEN').map((p) => p.key)).toEqual(['Averlanders/Marksmen', 'Reiklanders/Marksmen', 'Characters/Tilean Marksman']);
  });

  it('needs every word typed, in any part of the name; nothing typed finds nothing', () => {
    expect(searchPicks(picks, 'reik marks').map((p) => p.key)).toEqual(['Reiklanders/Marksmen']);
    expect(searchPicks(picks, '   ')).toEqual([]);
    expect(searchPicks(picks, 'marks', 1)).toHaveLength(1);
  });

  it('finds names typed with a slip, after the names that hold the text as typed', () => {
    // "marksmn": Marksmen with a letter left out (one slip allowed in 7 letters).
    expect(searchPicks(picks, 'marksmn').map((p) => p.key)).toEqual(['Averlanders/Marksmen', 'Characters/Tilean Marksman', 'Reiklanders/Marksmen']);
    // "nigth": two letters swapped is two slips, too many for 5 letters, so "nigth runers" finds nothing.
    expect(searchPicks(picks, 'nigth runers')).toEqual([]);
    // "niht": one letter left out of Night, one slip in 4 letters.
    expect(searchPicks(picks, 'niht runner').map((p) => p.key)).toEqual(['Skaven/Night Runners']);
    // The start of a word, with a slip: "runers" is the start of Runners with a letter left out.
    expect(searchPicks(picks, 'night runers').map((p) => p.key)).toEqual(['Skaven/Night Runners']);
    expect(searchPicks(picks, 'tlean').map((p) => p.key)).toEqual(['Characters/Tilean Marksman']);
    // Words under four letters must be typed as they are.
    expect(searchPicks(picks, 'til')).toHaveLength(1);
    expect(searchPicks(picks, 'tli')).toEqual([]);
  });

  it('labels an entry with its other names', () => {
    expect(pickLabel(picks[1] as MordheimPick)).toBe('Reiklanders/Marksmen (Marksman)');
    expect(pickLabel(picks[2] as MordheimPick)).toBe('Averlanders/Marksmen');
  });
});

describe('filling a warrior from a pick', () => {
  it('the street\'s crossbowman becomes a Reikland marksman: BS 4, only the weapons he carried that their list allows, the armour he wore that it allows, the same place and name', () => {
    const { file } = street();
    const withCrossbows = { ...reikMarksmen, weapons: ['bow', 'crossbow', 'long-bow'] as const };
    const checked = checkEdit(updateWarrior(file, 'crossbowman', (w) => withMordheimPick(w, withCrossbows)));
    if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
    const warrior = findWarrior(checked.loaded.file, 'crossbowman')?.warrior;
    expect(warrior).toMatchObject({ name: 'Crossbowman', position: [6, 12], profile: reikMarksmen.profile, weapons: ['crossbow'], kit: ['light-armour'] });
    const model = checked.loaded.scenario.battle.warriors.find((m) => m.id === 'crossbowman');
    expect(model?.profile.BS).toBe(4);
  });

  it('ticks only the weapons carried: none of the list\'s when the warrior carried none of them, the one weapon of a list of one', () => {
    const { file } = street();
    // The crossbowman's crossbow is not on this list: nothing is ticked, and the parser takes a warrior without missile weapons.
    const none = checkEdit(updateWarrior(file, 'crossbowman', (w) => withMordheimPick(w, reikMarksmen)));
    if (!none.ok) throw new Error(JSON.stringify(none.issues));
    expect(findWarrior(none.loaded.file, 'crossbowman')?.warrior.weapons).toEqual([]);
    expect(carriedWeapons(['crossbow'], ['crossbow'])).toEqual(['crossbow']);
    expect(carriedWeapons([], ['elf-bow'])).toEqual(['elf-bow']);
    expect(carriedWeapons(['pistol', 'long-bow', 'sling'], ['bow', 'crossbow', 'pistol', 'long-bow', 'blunderbuss', 'handgun', 'hochland-long-rifle'])).toEqual(['pistol', 'long-bow']);
    expect(carriedWeapons(['sling'], ['bow', 'crossbow'])).toEqual([]);
  });

  it('never puts armour on: a warrior wearing none stays bare, and armour the new list lacks comes off', () => {
    const { file } = street();
    const bare = checkEdit(updateWarrior(file, 'crossbowman', (w) => withMordheimPick({ ...w, kit: [] }, reikMarksmen)));
    if (!bare.ok) throw new Error(JSON.stringify(bare.issues));
    expect(findWarrior(bare.loaded.file, 'crossbowman')?.warrior.kit).toEqual([]);
    const crossbowman = findWarrior(file, 'crossbowman')?.warrior;
    if (!crossbowman) throw new Error('no crossbowman');
    const shielded = withMordheimPick({ ...crossbowman, kit: ['shield', 'helmet'] }, reikMarksmen);
    expect(shielded.kit).toEqual(['helmet']);
  });

  it('caps the wounds left at the new W', () => {
    const lookout = findWarrior(street().file, 'lookout')?.warrior;
    if (!lookout) throw new Error('no lookout');
    const wounded = { ...lookout, state: { ...lookout.state, woundsLeft: 3 } };
    expect(withMordheimPick(wounded, reikMarksmen).state?.woundsLeft).toBe(1);
  });
});

describe('filling a Ninth Age unit from a pick', () => {
  const militia: NinthAgePick = {
    key: 'Empire of Sonnstahl/State Militia',
    aliases: [],
    profile: { HP: 1, Res: 3, Arm: 0, Str: 3, AP: 0, Height: 'standard' },
    hardTarget: 0,
    rules: [],
    weapons: [{ name: 'Crossbow', aim: 4, weapon: { id: 'Crossbow', range: 30, shots: 1, strength: 4, armourPenetration: 1, attributes: [{ code: 'unwieldy', value: 1 }] } }],
    unusable: [],
  };

  it('writes the weapons out whole, so the file parses without the data and gives the same weapon', () => {
    const text = readFileSync(fileURLToPath(new URL('../../../examples/ninth-age/forest-flank.json', import.meta.url)), 'utf8');
    const file = JSON.parse(text) as { battle: { armies: { units: Record<string, unknown>[] }[] } };
    const unit = file.battle.armies[0]?.units[0];
    if (!unit) throw new Error('no unit');
    Object.assign(unit, ninthAgeUnitPatch(militia));
    const parsed = parseScenarioValue(file);
    if (!parsed.ok || parsed.scenario.game !== 'ninth-age' || parsed.scenario.kind !== 'battle') throw new Error(JSON.stringify(parsed));
    const crossbowmen = parsed.scenario.battle.units.find((u) => u.id === 'crossbowmen');
    // A name the game module knows keeps its id.
    expect(crossbowmen?.weapons).toEqual([{ aim: 4, weapon: { id: 'crossbow', range: 30, shots: 1, strength: 4, armourPenetration: 1, attributes: [{ code: 'unwieldy', value: 1 }] } }]);
    expect(crossbowmen?.profile).toMatchObject({ HP: 1, Res: 3, Arm: 0, Str: 3, Height: 'standard' });
  });
});
