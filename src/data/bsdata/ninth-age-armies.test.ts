// A few units of each army added with the full 2nd-edition data, worked from the catalogue text
// by hand (data/bsdata/ninth-age, BSData/The-9th-Age at 4665544): the profile's columns, the
// armour the unit's entry carries added to Arm, the Aim from the entry or the models' Rules.
import { describe, expect, it } from 'vitest';
import { buildNinthAgeLibrary, findNinthAgeWeapon, resolveNinthAgeUnit, type ResolvedNinthAgeUnit } from './index.js';
import { shippedSources } from '../../../test-support/bsdata.js';

const library = buildNinthAgeLibrary(shippedSources('ninth-age'));

function resolved(name: string): ResolvedNinthAgeUnit {
  const found = resolveNinthAgeUnit(library, name);
  if (!found.ok) throw new Error(`${name}: ${found.problem.code}`);
  return found.value;
}

describe('the armies added with the full data', () => {
  it('Åsklanders, Ice Trolls: HP 3, Res 4, Arm 0, Str 5, AP 2, Dis 4, Adv 6"; "Fortitude (4+)" in the Defensive Rules column; Large on 40×40', () => {
    const trolls = resolved('Åsklanders/Ice Trolls');
    expect(trolls.profile).toEqual({ HP: 3, Res: 4, Arm: 0, Str: 5, AP: 2, Dis: 4, Adv: 6, Fortitude: 4, Height: 'large' });
    expect(trolls.base).toBe('40×40');
  });

  it('Daemon Legions write their own "2 Defensive (DL)" profile type with an Aeg column: Sirens have Aegis 5+ and Hard Target (1)', () => {
    const sirens = resolved('Daemon Legions/Sirens');
    expect(sirens.profile).toMatchObject({ HP: 1, Res: 3, Arm: 0, Aegis: 5 });
    expect(sirens.hardTarget).toBe(1);
  });

  it('Daemon Legions, Miser of Sugulag: its Abyssal Armour writes a save ("4+") and no bonus, so its Armour cannot be read', () => {
    expect(resolveNinthAgeUnit(library, 'Daemon Legions/Miser of Sugulag')).toEqual({
      ok: false,
      problem: { code: 'incomplete-profile', name: 'Daemon Legions/Miser of Sugulag', file: '2nd-daemonLegions.cat', missing: ['Arm'] },
    });
  });

  it('Dread Elves, Corsairs: Arm 0 with the Light Armour (+1) and Kraken\'s Hide (+1) their entry links is 2; the handbow\'s sentence "gains Armour Penetration 1" at Short Range is read as short-range-penetration (1)', () => {
    const corsairs = resolved('Dread Elves/Corsairs');
    expect(corsairs.profile).toMatchObject({ HP: 1, Res: 3, Arm: 2, Str: 3, AP: 0, Height: 'standard' });
    expect(corsairs.carriedArmour.map((a) => [a.name, a.bonus])).toEqual([
      ['Light Armour', 1],
      ["Kraken's Hide", 1],
    ]);
    // The link appends " [2] (4+)" to the Repeater Handbow's name: Aim 4+.
    expect(findNinthAgeWeapon(corsairs, 'Repeater Handbow')).toEqual({
      name: 'Repeater Handbow',
      aim: 4,
      use: {
        ok: true,
        weapon: { id: 'Repeater Handbow', range: 12, shots: 2, strength: 3, armourPenetration: 0, attributes: [{ code: 'accurate' }, { code: 'quick-to-fire' }, { code: 'short-range-penetration', value: 1 }] },
      },
    });
  });

  it('Dread Elves, Silexian Auxiliaries: the Repeater Crossbow\'s column is one sentence with a comma, read whole as short-range-penetration (1)', () => {
    const auxiliaries = resolved('Dread Elves/Silexian Auxiliaries');
    expect(findNinthAgeWeapon(auxiliaries, 'Repeater Crossbow')?.use).toEqual({
      ok: true,
      weapon: { id: 'Repeater Crossbow', range: 18, shots: 2, strength: 3, armourPenetration: 0, attributes: [{ code: 'short-range-penetration', value: 1 }] },
    });
  });

  it('Dread Elves, Repeater Battery: the Aim is in the crew\'s Rules column ("Daeb Bolt Thrower (3+)"); its Artillery Weapon is read as Reload!, which every Artillery Weapon has', () => {
    const battery = resolved('Dread Elves/Repeater Battery');
    expect(battery.profile).toMatchObject({ HP: 4, Res: 4, Arm: 1 });
    expect(findNinthAgeWeapon(battery, 'Daeb Bolt Thrower')).toEqual({
      name: 'Daeb Bolt Thrower',
      aim: 3,
      use: { ok: true, weapon: { id: 'Daeb Bolt Thrower', range: 24, shots: 8, strength: 5, armourPenetration: 2, attributes: [{ code: 'reload' }] } },
    });
  });

  it('Dread Elves, Hunting Chariot: the Harpoon Launcher\'s Reload! is read; its sentence on the target\'s Swiftstride afterwards plays no part in the shot', () => {
    const chariot = resolved('Dread Elves/Hunting Chariot');
    expect(findNinthAgeWeapon(chariot, 'Harpoon Launcher')).toEqual({
      name: 'Harpoon Launcher',
      aim: 3,
      use: { ok: true, weapon: { id: 'Harpoon Launcher', range: 18, shots: 3, strength: 6, armourPenetration: 3, attributes: [{ code: 'accurate' }, { code: 'quick-to-fire' }, { code: 'reload' }] } },
    });
  });

  it('Empire of Sonnstahl, Marshal: the Repeater Pistol\'s "gains Shots 4" beside a Pistol or Brace of Pistols is read as shots-with-pistol (4), after Quick to Fire', () => {
    const marshal = resolved('Empire of Sonnstahl/Marshal');
    expect(findNinthAgeWeapon(marshal, 'Repeater Pistol')?.use).toEqual({
      ok: true,
      weapon: { id: 'Repeater Pistol', range: 12, shots: 3, strength: 4, armourPenetration: 2, attributes: [{ code: 'quick-to-fire' }, { code: 'shots-with-pistol', value: 4 }] },
    });
  });

  it('Highborn Elves, Citizen Archers: the Longbow\'s Aim 3+ from the model\'s Rules column "Lightning Reflexes, Longbow (3+)"; 30", S3, AP0, Volley Fire', () => {
    const archers = resolved('Highborn Elves/Citizen Archers');
    expect(archers.profile).toMatchObject({ HP: 1, Res: 3, Arm: 1 });
    expect(findNinthAgeWeapon(archers, 'Longbow')).toEqual({
      name: 'Longbow',
      aim: 3,
      use: { ok: true, weapon: { id: 'Longbow', range: 30, shots: 1, strength: 3, armourPenetration: 0, attributes: [{ code: 'volley-fire' }] } },
    });
  });

  it('Hobgoblins, Hob Levies: Light Armour carried (Arm 0 + 1); a Shield (+1) and Heavy Armour (+2) offered, not added', () => {
    const levies = resolved('Hobgoblins/Hob Levies');
    expect(levies.profile.Arm).toBe(1);
    expect(levies.naturalArm).toBe(0);
    expect(levies.armourOptions).toEqual([
      { name: 'Shield', bonus: 1 },
      { name: 'Heavy Armour', bonus: 2 },
    ]);
    expect(findNinthAgeWeapon(levies, 'Bow')?.aim).toBe(4);
  });

  it('Infernal Dwarves, Citadel Guard: the Pistol (4+) shoots; the Flintlock Axe (3+) has no profile in the data', () => {
    const guard = resolved('Infernal Dwarves/Citadel Guard');
    expect(findNinthAgeWeapon(guard, 'Pistol')).toMatchObject({ aim: 4, use: { ok: true, weapon: { range: 12, shots: 1, strength: 4, armourPenetration: 2 } } });
    expect(findNinthAgeWeapon(guard, 'Flintlock Axe')).toEqual({ name: 'Flintlock Axe', aim: 3, use: { ok: false, gap: 'no-profile', detail: 'Flintlock Axe' } });
  });

  it('Undying Dynasties, Skeleton Archers: an army option shows Light or Heavy Armour; the model\'s Rules column names Light Armour, so Arm 0 + 1, Heavy Armour offered; the Aspen Bow\'s "always hits on its Aim" is read as hits-on-aim', () => {
    const archers = resolved('Undying Dynasties/Skeleton Archers');
    expect(archers.profile).toMatchObject({ HP: 1, Res: 3, Arm: 1 });
    expect(archers.carriedArmour).toEqual([{ name: 'Light Armour', bonus: 1 }]);
    expect(archers.armourOptions).toEqual([{ name: 'Heavy Armour', bonus: 2 }]);
    expect(findNinthAgeWeapon(archers, 'Aspen Bow')).toEqual({
      name: 'Aspen Bow',
      aim: 5,
      use: { ok: true, weapon: { id: 'Aspen Bow', range: 24, shots: 1, strength: 3, armourPenetration: 0, attributes: [{ code: 'volley-fire' }, { code: 'hits-on-aim' }] } },
    });
  });

  it('Warriors of the Dark Gods, Flayers: Bow (4+) and Throwing Weapons (5+), both shoot; Light Armour carried, a Shield offered', () => {
    const flayers = resolved('Warriors of the Dark Gods/Flayers');
    expect(flayers.profile).toMatchObject({ HP: 1, Res: 3, Arm: 2, Str: 4, AP: 0 });
    expect(flayers.weapons.map((w) => [w.name, w.aim, w.use.ok])).toEqual([
      ['Bow', 4, true],
      ['Throwing Weapons', 5, true],
    ]);
  });

  it('Vermin Swarm, Plague Disciples: no armour linked, but the Defensive Rules column names "Light Armour, Shield": the game system\'s pieces, Arm 0 + 1 + 1', () => {
    const disciples = resolved('Vermin Swarm/Plague Disciples');
    expect(disciples.profile).toMatchObject({ HP: 1, Res: 3, Arm: 2, Height: 'standard' });
    expect(disciples.carriedArmour).toEqual([
      { name: 'Light Armour', bonus: 1 },
      { name: 'Shield', bonus: 1 },
    ]);
  });

  it('Warriors of the Dark Gods, Warriors: Hell-Forged Armour (+3) and the Shield their entry links; the Spiked Shield the Rules column names is a second shield, not added', () => {
    const warriors = resolved('Warriors of the Dark Gods/Warriors');
    expect(warriors.carriedArmour).toEqual([
      { name: 'Hell-Forged Armour', bonus: 3 },
      { name: 'Shield', bonus: 1 },
    ]);
    expect(warriors.profile.Arm).toBe(4);
  });

  it('Cultists, Possessed Giant: its defensive profile\'s Aeg column (5+) is Aegis; Gigantic on 50×75', () => {
    const giant = resolved('Cultists/Possessed Giant');
    expect(giant.profile).toEqual({ HP: 7, Res: 5, Arm: 1, Str: 5, AP: 2, Dis: 8, Adv: 7, Aegis: 5, Height: 'gigantic' });
    expect(giant.base).toBe('50×75');
  });

  it('Ogre Khans, Scraplings: Throwing Weapons (5+) and Bow (4+) from their entries\' names; a Shield offered', () => {
    const scraplings = resolved('Ogre Khans/Scraplings');
    expect(scraplings.profile).toMatchObject({ HP: 1, Res: 3, Arm: 0 });
    expect(scraplings.weapons.map((w) => [w.name, w.aim, w.use.ok])).toEqual([
      ['Throwing Weapons', 5, true],
      ['Bow', 4, true],
    ]);
    expect(scraplings.armourOptions).toEqual([{ name: 'Shield', bonus: 1 }]);
  });

  it('Beast Herds, Cyclops: the Hurl Attack\'s range "6–30\\"" (an en dash) is read; its bracketed Strength keeps it for later', () => {
    const hurl = library.armies.flatMap((a) => a.units).find((u) => u.key === 'Beast Herds/Cyclops')?.weapons.find((w) => w.name === 'Hurl Attack');
    expect(hurl).toMatchObject({ minRange: 6, range: 30, strength: { kind: 'number', value: 3, bracket: 7 } });
  });
});
