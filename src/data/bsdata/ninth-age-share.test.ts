import { describe, expect, it } from 'vitest';
import { buildNinthAgeLibrary, ninthAgeDataShare, ninthAgeWeaponKind, type NinthAgeLibrary, type NinthAgeUnitEntry, type NinthAgeWeaponEntry } from './index.js';
import { shippedSources } from '../../../test-support/bsdata.js';

const GOAL = 0.9;
const share = ninthAgeDataShare(buildNinthAgeLibrary(shippedSources('ninth-age')));

describe('the share of the shipped Ninth Age data Marksman can use (counted from the data)', () => {
  it('at least nine in ten of the units with characteristics load', () => {
    expect(share.units.total).toBeGreaterThan(100);
    expect(share.units.load / share.units.total).toBeGreaterThanOrEqual(GOAL);
  });

  it('at least nine in ten of the shooting units and of their plain weapons load: every number a shot needs, Aim included, read from the data', () => {
    expect(share.plain.shootingUnits.load / share.plain.shootingUnits.total).toBeGreaterThanOrEqual(GOAL);
    expect(share.plain.weapons.load / share.plain.weapons.total).toBeGreaterThanOrEqual(GOAL);
  });

  it('at least nine in ten of the plain shooting units and of their plain weapons shoot: the Aspen Bows, the Repeater Handbows, Crossbows and Pistols applied', () => {
    expect(share.plain.shootingUnits.shoot / share.plain.shootingUnits.total).toBeGreaterThanOrEqual(GOAL);
    expect(share.plain.weapons.shoot / share.plain.weapons.total).toBeGreaterThanOrEqual(GOAL);
    expect(share.weaponsNotShooting.filter((w) => w.kind === 'plain' && w.reason === 'rule-not-modelled')).toEqual([]);
  });

  it('the counts docs/ninth-age.md tables: the Charnel Catapult\'s 6×6 among the war machines\' weapons (a template in its name), so 29 plain units and 41 plain weapons, 12 war machines\' weapons, the Cyclops\' among those that shoot', () => {
    expect(share.units).toEqual({ total: 143, load: 142, shoot: 142 });
    // The Artificer's Long Rifle shoots (Multiple Wounds against Standard models only, by the target's Height): 39 → 40.
    expect(share.plain).toEqual({ shootingUnits: { total: 29, load: 28, shoot: 28 }, weapons: { total: 41, load: 40, shoot: 40 } });
    // The Cyclops' Hurl Attack shoots: Magical and Divine Attacks, and its Pivot sentence (movement `pivot`).
    // The Hope Harvester's Aether Battery shoots (its Veil Tokens the owner's choice, none by default): its only weapon, so 5 → 6 units and 6 → 7 weapons.
    expect(share.warMachines).toEqual({ shootingUnits: { total: 8, load: 7, shoot: 6 }, weapons: { total: 12, load: 10, shoot: 7 } });
    // The Breath Attacks of the Hydra, Steam Tank, Battle Sphinx and Feldrak Ancestor: all four load
    // and shoot, the Feldrak's with its Dying Embers applied (harm to the firer). The Steam Tank shot
    // already (its Steam Cannon), so three units are new: 40 + 3 = 43, loading 35 + 3 = 38, shooting
    // 33 + 3 = 36; the Feldrak's breath is its only weapon, so the weapons shooting go 48 → 49.
    expect(share.breath).toEqual({ shootingUnits: { total: 4, load: 4, shoot: 4 }, weapons: { total: 4, load: 4, shoot: 4 } });
    // With the Long Rifle and the Aether Battery: weapons shooting 49 → 51; the Hope Harvester a new shooting unit, 36 → 37.
    expect(share.shootingUnits).toEqual({ total: 43, load: 38, shoot: 37 });
    expect(share.weapons).toEqual({ total: 65, load: 54, shoot: 51 });
    expect(share.weaponsNotShooting.map((w) => w.unit)).not.toContain('Beast Herds/Cyclops');
  });

  it('every weapon that cannot shoot is listed with its reason; a loaded one is stopped only by a rule Marksman does not apply', () => {
    expect(share.weaponsNotShooting).toHaveLength(share.weapons.total - share.weapons.shoot);
    for (const weapon of share.weaponsNotShooting) {
      expect(weapon.detail).not.toBe('');
      if (weapon.loads) expect(['attribute-not-modelled', 'rule-not-modelled']).toContain(weapon.reason);
    }
  });

  it('the war machines\' weapons (bracketed values, rolled shots, templates, artillery), the Breath Attacks and those with no profile in the data are counted apart', () => {
    const noProfile = share.weaponsNotShooting.filter((w) => w.kind === 'no-profile-in-data').length;
    expect(share.plain.weapons.total + share.warMachines.weapons.total + share.breath.weapons.total + noProfile).toBe(share.weapons.total);
    const warMachinesNotShooting = share.weaponsNotShooting.filter((w) => w.kind === 'war-machine').length;
    expect(share.warMachines.weapons.shoot).toBe(share.warMachines.weapons.total - warMachinesNotShooting);
    expect(share.weaponsNotShooting.filter((w) => w.kind === 'war-machine').map((w) => w.unit)).toContain('Empire of Sonnstahl/Artillery');
    // Reload! applied: the Repeater Battery's Daeb Bolt Thrower (an Artillery Weapon) and the Hunting Chariot's Harpoon Launcher shoot.
    const stopped = share.weaponsNotShooting.map((w) => `${w.unit}: ${w.weapon}`);
    expect(stopped).not.toContain('Dread Elves/Repeater Battery: Daeb Bolt Thrower');
    expect(stopped).not.toContain('Dread Elves/Hunting Chariot: Harpoon Launcher');
    // Bracketed values (NA-WM-1), the Cannon (NR-CANNON) and Multiple Wounds (D3+1): the Empire's Cannon and Steam Cannon and the Colossus' Giant Aspen Bow shoot.
    for (const weapon of ['Empire of Sonnstahl/Artillery: Cannon', 'Empire of Sonnstahl/Steam Tank: Steam Cannon', 'Undying Dynasties/Colossus: Giant Aspen Bow']) expect(stopped).not.toContain(weapon);
    expect(share.warMachines.weapons.shoot).toBeGreaterThanOrEqual(5);
  });
});

/** A weapon entry with the data's columns read; only what the share looks at varies. */
function weapon(name: string, over: Partial<NinthAgeWeaponEntry> = {}): NinthAgeWeaponEntry {
  return { name, entryName: name, file: 't.cat', entryId: name, aim: 4, minRange: null, range: 24, shots: 1, strength: { kind: 'number', value: 3, bracket: null }, ap: { kind: 'number', value: 0, bracket: null }, attributes: [], notes: [], unknownAttributes: [], characteristics: {}, ...over };
}

function unit(name: string, weapons: NinthAgeWeaponEntry[], characteristics: Record<string, string> = { HP: '1', Res: '3', Arm: '0' }): NinthAgeUnitEntry {
  const model = { name, file: 't.cat', entryId: name, characteristics, height: 'Standard', type: 'Infantry', base: '20×20', rules: [] };
  return { key: `Test/${name}`, army: 'Test', name, file: 't.cat', entryId: name, models: [model], weapons, armour: [], rules: [] };
}

describe('counting', () => {
  // Four units with characteristics: archers (a bow that shoots and a sling with no Aim), a
  // cannon crew (bracketed Strength, read as its single hit's, NA-WM-1), a unit without HP, Res
  // and Arm, and one with no weapon.
  const library: NinthAgeLibrary = {
    game: 'ninth-age',
    gameSystem: null,
    problems: [],
    armies: [
      {
        id: 't',
        name: 'Test',
        file: 't.cat',
        units: [
          unit('Archers', [weapon('Bow'), weapon('Sling', { aim: null })]),
          unit('Cannon', [weapon('Cannon', { strength: { kind: 'number', value: 4, bracket: 10 } })]),
          unit('Ghosts', [weapon('Wail')], { Adv: '5"' }),
          unit('Spears', []),
          unit('Nobody', [weapon('Bow')], {}),
        ],
      },
    ],
  };
  const counted = ninthAgeDataShare(library);

  it('units with characteristics: 4 (the unit without any is not counted), 3 load (Ghosts lack HP, Res and Arm)', () => {
    expect(counted.units).toEqual({ total: 4, load: 3, shoot: 3 });
    expect(counted.unitsNotLoaded).toEqual([{ unit: 'Test/Ghosts', missing: ['HP', 'Res', 'Arm'] }]);
  });

  it('shooting units 3: Archers and the Cannon crew (its bracketed Strength read) load and shoot; Ghosts do not load', () => {
    expect(counted.shootingUnits).toEqual({ total: 3, load: 2, shoot: 2 });
    expect(counted.weapons).toEqual({ total: 4, load: 2, shoot: 2 });
  });

  it('without the war machine: 2 units, 3 weapons', () => {
    expect(counted.plain).toEqual({ shootingUnits: { total: 2, load: 1, shoot: 1 }, weapons: { total: 3, load: 1, shoot: 1 } });
  });

  it('the war machine alone: 1 unit, 1 weapon, which loads and shoots (Strength 4[10]: one hit at 10)', () => {
    expect(counted.warMachines).toEqual({ shootingUnits: { total: 1, load: 1, shoot: 1 }, weapons: { total: 1, load: 1, shoot: 1 } });
  });

  it('a template\'s size in the name ("Charnel Catapult (6×6)") makes a war machine\'s weapon, even with plain values', () => {
    expect(ninthAgeWeaponKind(weapon('Charnel Catapult (6×6)'))).toBe('war-machine');
    expect(ninthAgeWeaponKind(weapon('Catapult (4x4)'))).toBe('war-machine');
    expect(ninthAgeWeaponKind(weapon('Bow (4+)'))).toBe('plain');
  });

  it('names each weapon that cannot shoot, with its kind and reason', () => {
    expect(counted.weaponsNotShooting.map((w) => [w.unit, w.weapon, w.kind, w.loads, w.reason])).toEqual([
      ['Test/Archers', 'Sling', 'plain', false, 'missing-aim'],
      ['Test/Ghosts', 'Wail', 'plain', false, 'unit-not-loaded'],
    ]);
  });
});
