// The generated library the page loads is the one the library's reader makes of data/bsdata today.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildMordheimLibrary, buildNinthAgeLibrary } from '../../../src/data/bsdata/index.js';
import { shippedSources as sources } from '../../../test-support/bsdata.js';
import { buildWebProfileLibrary, profileModuleText } from './profile-library-build.js';

const GENERATED = fileURLToPath(new URL('../data/community-profiles.ts', import.meta.url));

const library = buildWebProfileLibrary(buildMordheimLibrary(sources('mordheim')), buildNinthAgeLibrary(sources('ninth-age')));
const text = profileModuleText(library);

describe('the page\'s library of the community\'s profiles', () => {
  it('is up to date with data/bsdata (MARKSMAN_WRITE_PROFILES=1 rewrites it: npm run web:profiles)', () => {
    if (process.env.MARKSMAN_WRITE_PROFILES === '1') writeFileSync(GENERATED, text);
    expect(readFileSync(GENERATED, 'utf8')).toBe(text);
  });

  it('holds Reikland marksmen as the data gives them: BS 4 (facts A5), their missile weapons, their armour options', () => {
    const marksmen = library.mordheim.find((p) => p.key === 'Reiklanders/Marksmen');
    expect(marksmen).toMatchObject({ aliases: ['Marksman'], profile: { M: 4, WS: 3, BS: 4, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 }, rules: [] });
    expect(marksmen?.weapons).toEqual(['bow', 'crossbow', 'pistol', 'long-bow', 'blunderbuss', 'handgun', 'hochland-long-rifle']);
    expect(marksmen?.kit).toEqual(['helmet', 'shield', 'light-armour']);
  });

  it('keeps every armour option on a list: the Averland captain may wear light or heavy armour', () => {
    const captain = library.mordheim.find((p) => p.key === 'Averlanders/Captain');
    expect(captain?.kit).toEqual(expect.arrayContaining(['light-armour', 'heavy-armour']));
  });

  it('leaves out what cannot be shot with: the Plague Cart (T and W only), Ninth Age units without characteristics, weapons Marksman cannot resolve', () => {
    expect(library.mordheim.some((p) => /plague cart/i.test(p.key))).toBe(false);
    expect(library.ninthAge.some((p) => p.key.startsWith('Dwarven Holds/'))).toBe(false);
    expect(library.ninthAge.find((p) => p.key === 'Empire of Sonnstahl/State Militia')?.weapons.map((w) => `${w.name} (${w.aim}+)`)).toEqual(['Bow (4+)', 'Pistol (4+)']);
    // Their links append "(4+)" to the names.
    expect(library.ninthAge.find((p) => p.key === 'Empire of Sonnstahl/Light Infantry')?.weapons.map((w) => `${w.name} (${w.aim}+)`)).toEqual(['Crossbow (4+)', 'Handgun (4+)']);
    expect(library.ninthAge.find((p) => p.key === 'Empire of Sonnstahl/Artillery')?.unusable.map((w) => [w.name, w.gap])).toEqual([
      ['Mortar', 'attribute-not-modelled'],
      ['Imperial Rocketeer', 'attribute-not-modelled'],
    ]);
    // The Volley Gun's shots on dice ("3D6*2") are rolled, and the Cannon's bracketed values are its single hit's (NA-WM-1): both shoot.
    expect(library.ninthAge.find((p) => p.key === 'Empire of Sonnstahl/Artillery')?.weapons.map((w) => w.name)).toEqual(['Cannon', 'Volley Gun']);
    // A rule Marksman applies keeps the weapon: the Long Rifle's Multiple Wounds against Standard
    // models only (its condition carried), the handbow's short-range AP written out in the profile.
    const artificer = library.ninthAge.find((p) => p.key === 'Empire of Sonnstahl/Artificer');
    expect(artificer?.unusable).toEqual([]);
    expect(artificer?.weapons.find((w) => w.name === 'Long Rifle')?.weapon.attributes).toContainEqual({ code: 'multiple-wounds', value: 2, againstStandard: true });
    expect(library.ninthAge.find((p) => p.key === 'Dread Elves/Corsairs')?.unusable).toEqual([]);
  });

  it('gives a breathing unit its Breath Attack with no Aim (it hits without a roll), the Feldrak Ancestor\'s with its Dying Embers', () => {
    expect(library.ninthAge.find((p) => p.key === 'Dread Elves/Hydra')?.weapons.map((w) => [w.name, w.aim, w.weapon.strength, w.weapon.armourPenetration])).toEqual([['Breath Attack', null, 3, 2]]);
    expect(library.ninthAge.find((p) => p.key === 'Empire of Sonnstahl/Steam Tank')?.weapons.map((w) => w.name)).toEqual(['Steam Cannon', 'Breath Attack']);
    // "Breath Attack (Str 4, AP 1, Dying Embers, Flaming Attacks)": the firer's lost Health Point is applied (Dying Embers), so it shoots.
    const feldrak = library.ninthAge.find((p) => p.key === 'Warriors of the Dark Gods/Feldrak Ancestor');
    expect(feldrak?.weapons.map((w) => [w.name, w.aim, w.weapon.strength, w.weapon.armourPenetration])).toEqual([['Breath Attack', null, 4, 1]]);
    expect(feldrak?.weapons[0]?.weapon.attributes.map((a) => a.code)).toEqual(expect.arrayContaining(['breath-attack', 'dying-embers', 'flaming-attacks']));
    expect(feldrak?.unusable).toEqual([]);
  });

  it('keeps the names of what it leaves out, so a file naming them is refused as on the command line', () => {
    expect(library.incomplete.mordheim.map((p) => p.key)).toEqual([expect.stringMatching(/plague cart/i)]);
    // The 2nd-edition Dwarven Holds file lists units without model profiles: no HP, Res or Arm.
    expect(library.incomplete.ninthAge.find((p) => p.key === 'Dwarven Holds/Clan Marksmen')?.missing).toEqual(['HP', 'Res', 'Arm']);
  });
});
