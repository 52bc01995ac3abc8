import { describe, expect, it } from 'vitest';
import { buildNinthAgeLibrary, findNinthAgeWeapon, ninthAgeWeaponUse, resolveNinthAgeUnit, type NinthAgeWeaponEntry, type ResolvedNinthAgeUnit } from './index.js';
import { shippedSources } from '../../../test-support/bsdata.js';

const files = shippedSources('ninth-age');
const library = buildNinthAgeLibrary(files);

function resolved(name: string): ResolvedNinthAgeUnit {
  const found = resolveNinthAgeUnit(library, name);
  if (!found.ok) throw new Error(`${name}: ${found.problem.code}`);
  return found.value;
}

describe('Ninth Age units from the data in Marksman\'s terms', () => {
  it('State Militia: the model profile (HP 1, Res 3, Arm 0, Str 3, AP 0, Dis 7, Adv 4", Standard height) and a Bow (4+) of 24", S3, AP0, Volley Fire', () => {
    const militia = resolved('Empire of Sonnstahl/State Militia');
    expect(militia.profile).toEqual({ HP: 1, Res: 3, Arm: 0, Str: 3, AP: 0, Dis: 7, Adv: 4, Height: 'standard' });
    expect(findNinthAgeWeapon(militia, 'bow')).toEqual({
      name: 'Bow',
      aim: 4,
      use: { ok: true, weapon: { id: 'Bow', range: 24, shots: 1, strength: 3, armourPenetration: 0, attributes: [{ code: 'volley-fire' }] } },
    });
    expect(militia.hardTarget).toBe(0);
  });

  it('Skirmisher and Light Troops among the rules are carried onto the table (T-12); State Militia are Light Troops only', () => {
    // The catalogue's Imperial Rangers entry names both rules; the State Militia's, Light Troops.
    expect(resolved('Empire of Sonnstahl/Imperial Rangers').rules).toEqual(expect.arrayContaining(['skirmisher', 'light-troops']));
    expect(resolved('Empire of Sonnstahl/State Militia').rules).toContain('light-troops');
    expect(resolved('Empire of Sonnstahl/State Militia').rules).not.toContain('skirmisher');
  });

  it('Fly among the rules is carried (Clipped Wings adds one against it): Harpies and Giant Eagles fly, State Militia do not', () => {
    expect(resolved('Dread Elves/Harpies').rules).toContain('fly');
    expect(resolved('Highborn Elves/Giant Eagles').rules).toContain('fly');
    expect(resolved('Empire of Sonnstahl/State Militia').rules).not.toContain('fly');
  });

  it('an Aegis against Magical Attacks among the rules is carried apart from the plain Aegis (Daemon Legions); the Cyclops\' Hurl Attack reads Magical and Divine Attacks', () => {
    // Omen of Savar: the Aegis column's 6+ and "Aegis (4+, against Magical Attacks)"; Maw of Akaan: Fortitude 5+ and the magical Aegis 5+ only.
    expect(resolved('Daemon Legions/Omen of Savar').profile).toMatchObject({ Aegis: 6, AegisMagical: 4 });
    expect(resolved('Daemon Legions/Maw of Akaan').profile).toMatchObject({ Fortitude: 5, AegisMagical: 5 });
    expect(resolved('Daemon Legions/Maw of Akaan').profile).not.toHaveProperty('Aegis');
    expect(resolved('Empire of Sonnstahl/State Militia').profile).not.toHaveProperty('AegisMagical');
    // The Hurl Attack: 6–30", one shot, 3[7] and 0[4] (one hit at the bracketed values, NA-WM-1), its Pivot sentence read as pivot-ignores-moving.
    const hurl = findNinthAgeWeapon(resolved('Beast Herds/Cyclops'), 'hurl attack');
    expect(hurl).toEqual({
      name: 'Hurl Attack',
      aim: 4,
      use: {
        ok: true,
        weapon: {
          id: 'Hurl Attack',
          range: 30,
          minRange: 6,
          shots: 1,
          strength: 7,
          armourPenetration: 4,
          plain: { strength: 3, armourPenetration: 0 },
          attributes: [{ code: 'multiple-wounds', value: 'D3', clippedWings: true }, { code: 'magical-attacks' }, { code: 'divine-attacks' }, { code: 'march-and-shoot' }, { code: 'pivot-ignores-moving' }],
        },
      },
    });
  });

  it('the unit name alone, and the model\'s name, find the unit', () => {
    expect(resolved('State Militia').key).toBe('Empire of Sonnstahl/State Militia');
    expect(resolved('Empire of Sonnstahl/Reiter').key).toBe('Empire of Sonnstahl/Reiters');
  });

  it('Hard Target (1) among the model\'s rules; a Large cavalry model keeps its height class and carries its Plate Armour and Shield', () => {
    expect(resolved('Sylvan Elves/Sylvan Sentinels').hardTarget).toBe(1);
    // The model's Arm 1, and the unit's info links to Plate Armour (+3) and Shield (+1): 1 + 3 + 1.
    const knights = resolved('Empire of Sonnstahl/Knights of the Sun Griffon');
    expect(knights.profile).toMatchObject({ HP: 3, Res: 4, Arm: 5, Height: 'large' });
    expect(knights.naturalArm).toBe(1);
    expect(knights.carriedArmour).toEqual([
      { name: 'Plate Armour', bonus: 3 },
      { name: 'Shield', bonus: 1 },
    ]);
    expect(knights.armourOptions).toEqual([]);
  });

  it('Unwieldy without a value is Unwieldy (1); the Light Infantry crossbow takes the "(4+)" its link appends to the name', () => {
    expect(findNinthAgeWeapon(resolved('Empire of Sonnstahl/Light Infantry'), 'Crossbow')).toMatchObject({ aim: 4, use: { ok: true, weapon: { range: 30, strength: 4, armourPenetration: 1, attributes: [{ code: 'unwieldy', value: 1 }] } } });
  });

  it('the Artificer\'s Long Rifle: Multiple Wounds (2, against Standard) read with its condition, Unwieldy (1), Aim 3+ from its link', () => {
    expect(findNinthAgeWeapon(resolved('Empire of Sonnstahl/Artificer'), 'Long Rifle')).toEqual({
      name: 'Long Rifle',
      aim: 3,
      use: { ok: true, weapon: { id: 'Long Rifle', range: 48, shots: 1, strength: 5, armourPenetration: 3, attributes: [{ code: 'multiple-wounds', value: 2, againstStandard: true }, { code: 'unwieldy', value: 1 }] } },
    });
  });

  it('the Hope Harvester\'s Aether Battery: a Volley Gun of 2D6*2 shots, its Veil Tokens sentence read as 3 more shots a token, none spent until a file chooses', () => {
    expect(findNinthAgeWeapon(resolved('Daemon Legions/Hope Harvester'), 'Aether Battery')).toEqual({
      name: 'Aether Battery',
      aim: 3,
      use: { ok: true, weapon: { id: 'Aether Battery', range: 18, shots: 24, shotsDice: { count: 2, sides: 6, times: 2, plus: 0 }, strength: 4, armourPenetration: 1, attributes: [{ code: 'volley-gun' }, { code: 'veil-token-shots', value: 3, spent: 0 }] } },
    });
  });

  it('a weapon without Aim in the data keeps aim null: the Shadow Riders (Raiders) repeater crossbow', () => {
    expect(findNinthAgeWeapon(resolved('Dread Elves/Shadow Riders (Raiders)'), 'Repeater Crossbow')?.aim).toBeNull();
  });

  it('reads the Volley Gun\'s rolled shots (3D6*2: at most 36) and its Volley Gun attribute', () => {
    const artillery = resolved('Empire of Sonnstahl/Artillery');
    expect(findNinthAgeWeapon(artillery, 'Volley Gun')?.use).toEqual({
      ok: true,
      weapon: { id: 'Volley Gun', range: 24, shots: 36, shotsDice: { count: 3, sides: 6, times: 2, plus: 0 }, strength: 5, armourPenetration: 3, attributes: [{ code: 'volley-gun' }] },
    });
  });

  it('reads bracketed values as the single hit\'s (NA-WM-1): the Empire\'s Cannon at Strength 10 and AP 10 (plain 4 and 0), Cannon, Multiple Wounds (D3+1, Clipped Wings)', () => {
    const artillery = resolved('Empire of Sonnstahl/Artillery');
    expect(findNinthAgeWeapon(artillery, 'Cannon')?.use).toEqual({
      ok: true,
      weapon: {
        id: 'Cannon',
        range: 72,
        shots: 1,
        strength: 10,
        armourPenetration: 10,
        plain: { strength: 4, armourPenetration: 0 },
        attributes: [{ code: 'cannon' }, { code: 'multiple-wounds', value: 'D3+1', clippedWings: true }],
      },
    });
    // Str 3[10], AP 0[10], [Multiple Wounds (D3, Clipped Wings)]; Str 3[6] beside AP 10 with no bracket.
    expect(findNinthAgeWeapon(resolved('Empire of Sonnstahl/Steam Tank'), 'Steam Cannon')?.use).toMatchObject({ ok: true, weapon: { strength: 10, armourPenetration: 10, plain: { strength: 3, armourPenetration: 0 } } });
    expect(findNinthAgeWeapon(resolved('Undying Dynasties/Colossus'), 'Giant Aspen Bow')?.use).toMatchObject({ ok: true, weapon: { strength: 6, armourPenetration: 10, plain: { strength: 3, armourPenetration: 10 } } });
  });

  it('refuses what Marksman cannot shoot: unmodelled attributes (Catapult, an Area Attack) and sentences, no profile', () => {
    const artillery = resolved('Empire of Sonnstahl/Artillery');
    expect(findNinthAgeWeapon(artillery, 'Mortar')?.use).toEqual({ ok: false, gap: 'attribute-not-modelled', detail: 'catapult' });
    expect(findNinthAgeWeapon(artillery, 'Imperial Rocketeer')?.use).toEqual({ ok: false, gap: 'attribute-not-modelled', detail: 'catapult' });
    expect(resolveNinthAgeUnit(library, 'Empire of Sonnstahl/Imperial Giant')).toMatchObject({ ok: false, problem: { code: 'incomplete-profile' } });
  });

  it('reads an X×Y template as its attribute, the bracketed attribute kept off the plain hits; the Mortar\'s "Catapult (6)" is no X×Y and stays refused', () => {
    // No weapon of the shipped data writes Catapult (X×Y) among its attributes (docs/ninth-age.md): a profile written as the rule book prints one.
    const entry: NinthAgeWeaponEntry = {
      name: 'Catapult',
      entryName: 'Catapult (4+)',
      file: 'test.cat',
      entryId: 'test',
      aim: 4,
      minRange: 12,
      range: 60,
      shots: 1,
      strength: { kind: 'number', value: 3, bracket: 7 },
      ap: { kind: 'number', value: 0, bracket: 4 },
      attributes: [
        { code: 'catapult', parameter: '4×4', bracketed: false },
        { code: 'multiple-wounds', parameter: 'D3', bracketed: true },
      ],
      notes: [],
      unknownAttributes: [],
      characteristics: {},
    };
    expect(ninthAgeWeaponUse(entry)).toEqual({
      ok: true,
      weapon: {
        id: 'Catapult',
        minRange: 12,
        range: 60,
        shots: 1,
        strength: 7,
        armourPenetration: 4,
        attributes: [{ code: 'catapult', x: 4, y: 4 }, { code: 'multiple-wounds', value: 'D3' }],
        plain: { strength: 3, armourPenetration: 0, attributes: [{ code: 'catapult', x: 4, y: 4 }] },
      },
    });
    expect(ninthAgeWeaponUse({ ...entry, attributes: [{ code: 'catapult', parameter: '6', bracketed: false }] })).toEqual({ ok: false, gap: 'attribute-not-modelled', detail: 'catapult' });
  });

  it('a unit without characteristics in the data is reported with what is missing, never guessed', () => {
    expect(resolveNinthAgeUnit(library, 'Dwarven Holds/Clan Marksmen')).toEqual({
      ok: false,
      problem: { code: 'incomplete-profile', name: 'Dwarven Holds/Clan Marksmen', file: '2nd-dwarvenHolds.cat', missing: ['HP', 'Res', 'Arm'] },
    });
  });

  it('an unknown name gets the nearest names', () => {
    const found = resolveNinthAgeUnit(library, 'Empire of Sonnstahl/Reiterz');
    expect(found).toMatchObject({ ok: false, problem: { code: 'unknown-unit', name: 'Empire of Sonnstahl/Reiterz' } });
    expect(!found.ok && found.problem.code === 'unknown-unit' ? found.problem.suggestions[0] : null).toBe('Empire of Sonnstahl/Reiters');
  });
});
