import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildNinthAgeLibrary, isFatal, ninthAgeWeaponUse, type NinthAgeLibrary } from './index.js';
import { shippedSources, sourcesIn } from '../../../test-support/bsdata.js';

/** The project's shared copy of BSData, beside the repository when it is there (not in a plain clone). */
const SHARED = fileURLToPath(new URL('../../../../shared/data/bsdata-ninth-age/', import.meta.url));
import { parseAttributes, parseRange, parseShots, parseValue } from './ninth-age.js';

const files = shippedSources('ninth-age');
const library = buildNinthAgeLibrary(files);

function unit(lib: NinthAgeLibrary, key: string) {
  const found = lib.armies.flatMap((a) => a.units).find((u) => u.key === key);
  if (!found) throw new Error(`no ${key}`);
  return found;
}

describe('The Ninth Age, 2nd edition', () => {
  it('reads the game system and all 23 armies; the only fatal problems are the two links Warriors of the Dark Gods makes back into themselves', () => {
    expect(library.gameSystem?.name).toBe('The 9th Age: Fantasy Battles 2nd Edition 2024');
    // Each catalogue's name without its year and status ("Åsklanders 2024 Review 1", "Kingdom of Equitaine 2024 Released 5").
    expect(library.armies.map((a) => a.name)).toEqual([
      'Åsklanders',
      'Beast Herds',
      'Cult of Errahman',
      'Cultists',
      'Daemon Legions',
      'Dread Elves',
      'Dread Fleet',
      'Dwarven Holds',
      'Empire of Sonnstahl',
      'Highborn Elves',
      'Hobgoblins',
      'Infernal Dwarves',
      'Kingdom of Equitaine',
      'Legions of Sin',
      'Makhar',
      'Ogre Khans',
      'Orcs and Goblins',
      'Saurian Ancients',
      'Sylvan Elves',
      'Undying Dynasties',
      'Vampire Covenant',
      'Vermin Swarm',
      'Warriors of the Dark Gods',
    ]);
    // The Scythed Skywheel and the Dark Chariot link, through their options, to an entry they are inside: cut, and reported.
    expect(library.problems.filter(isFatal).map((p) => [p.code, p.entry?.name])).toEqual([
      ['link-cycle', 'Scythed Skywheel'],
      ['link-cycle', 'Dark Chariot'],
    ]);
  });

  it.skipIf(!existsSync(SHARED))('holds the same files as the shared BSData copy, unchanged (skipped in a plain clone, where ../shared is absent)', () => {
    const shared = sourcesIn(SHARED);
    expect(shared.map((f) => f.name)).toEqual(files.map((f) => f.name));
    expect(files).toHaveLength(24);
    shared.forEach((f, i) => expect(f.text === files[i]?.text, f.name).toBe(true));
  });

  it('Dwarven Holds Clan Warriors throw "Throwing Weapons (5+)": Aim 5+, 8", 2 shots, as user, Quick to Fire and Accurate (B3)', () => {
    expect(unit(library, 'Dwarven Holds/Clan Warriors').weapons).toEqual([
      {
        name: 'Throwing Weapons',
        entryName: 'Throwing Weapons (5+)',
        file: '2nd-dwarvenHolds.cat',
        entryId: '62c4-c61e-d0f8-32fe',
        aim: 5,
        minRange: null,
        range: 8,
        shots: 2,
        strength: { kind: 'user' },
        ap: { kind: 'user' },
        attributes: [
          { code: 'quick-to-fire', parameter: null, bracketed: false },
          { code: 'accurate', parameter: null, bracketed: false },
        ],
        notes: [],
        unknownAttributes: [],
        characteristics: { Range: '8"', Shots: '2', Str: 'As User', AP: 'As User', Attributes: 'Quick to Fire, Accurate' },
      },
    ]);
  });

  it('Clan Marksmen: the crossbow at Aim 4+ (30", S4, AP1, Unwieldy); the guild-crafted handgun has an Aim but no profile', () => {
    const marksmen = unit(library, 'Dwarven Holds/Clan Marksmen');
    expect(marksmen.weapons.find((w) => w.name === 'Crossbow')).toMatchObject({ aim: 4, range: 30, shots: 1, strength: { kind: 'number', value: 4, bracket: null }, ap: { kind: 'number', value: 1, bracket: null }, attributes: [{ code: 'unwieldy' }] });
    expect(marksmen.weapons.find((w) => w.name === 'Guild-Crafted Handgun')).toMatchObject({ aim: 4, range: null, shots: null });
    expect(library.problems).toContainEqual({ code: 'missing-weapon-profile', file: '2nd-dwarvenHolds.cat', entry: { id: '7d61-3776-4897-1909', name: 'Guild-Crafted Handgun (4+)' }, weapon: 'Guild-Crafted Handgun (4+)' });
  });

  it('artillery: bracketed values and attributes, dice shots, minimum ranges', () => {
    const artillery = unit(library, 'Dwarven Holds/Field Artillery').weapons;
    expect(artillery.find((w) => w.name === 'Cannon')).toMatchObject({ aim: 4, range: 60, strength: { value: 4, bracket: 10 }, attributes: [{ code: 'multiple-wounds', parameter: 'D3+1', bracketed: true }] });
    expect(artillery.find((w) => w.name === 'Organ Gun')).toMatchObject({ shots: '2D6*2', attributes: [{ code: 'volley-gun' }] });
    const catapult = artillery.find((w) => w.name === 'Dwarf Catapult');
    expect(catapult).toMatchObject({ minRange: 12, range: 60 });
    // Its "12-60\"" carried into the weapon shot, so a nearer target is refused.
    expect(catapult && ninthAgeWeaponUse(catapult)).toMatchObject({ ok: true, weapon: { minRange: 12, range: 60 } });
    const cannon = artillery.find((w) => w.name === 'Cannon');
    expect(cannon && ninthAgeWeaponUse(cannon)).not.toHaveProperty('weapon.minRange');
  });

  it('the Empire writes model characteristics; the Light Infantry take their Aim from the "(4+)" their links append', () => {
    const militia = unit(library, 'Empire of Sonnstahl/State Militia');
    expect(militia.models[0]).toMatchObject({ name: 'State Militia', height: 'Standard', type: 'Infantry', characteristics: { Adv: '4"', Dis: '7', HP: '1', Def: '3', Res: '3', Arm: '0', Off: '3', Str: '3', AP: '0', Agi: '3' } });
    expect(militia.weapons.map((w) => [w.name, w.aim])).toEqual([
      ['Bow', 4],
      ['Pistol', 4],
    ]);
    expect(unit(library, 'Empire of Sonnstahl/Light Infantry').weapons.map((w) => [w.name, w.entryName, w.aim, w.range])).toEqual([
      ['Crossbow', 'Crossbow(4+)', 4, 30],
      ['Handgun', 'Handgun(4+)', 4, 24],
    ]);
    expect(library.problems).toContainEqual(expect.objectContaining({ code: 'profile-by-name', item: 'Crossbow', profile: 'Crossbow' }));
  });

  it('reports units whose models have no characteristics in the data (Dwarven Holds has none)', () => {
    const missing = library.problems.filter((p) => p.code === 'missing-model-profile' && p.file === '2nd-dwarvenHolds.cat');
    expect(missing).toHaveLength(21);
    expect(missing[0]).toEqual({ code: 'missing-model-profile', file: '2nd-dwarvenHolds.cat', entry: { id: expect.any(String) as string, name: 'King' } });
  });

  it('reports an attribute it does not know', () => {
    const lib = buildNinthAgeLibrary([
      ...files.filter((f) => f.name.endsWith('.gst')),
      {
        name: 'Test.cat',
        text: `<catalogue id="t" name="Test Army 2024" gameSystemId="aa64-1e8e-66fc-9abf"><selectionEntries><selectionEntry id="u" name="Slingers" type="unit">
          <profiles><profile id="p" name="Sling (4+)" typeId="a00c-d586-ee68-ed21"><characteristics>
            <characteristic name="Range" typeId="c2a8-bc01-360c-6aca">18"</characteristic><characteristic name="Shots" typeId="6867-dcc2-7874-e3b4">2</characteristic>
            <characteristic name="Str" typeId="f166-13ff-9227-4525">3</characteristic><characteristic name="AP" typeId="857a-4ce1-d134-8701">0</characteristic>
            <characteristic name="Attributes" typeId="d988-3828-5f00-7582">Accurate, Whirling Stones</characteristic>
          </characteristics></profile></profiles></selectionEntry></selectionEntries></catalogue>`,
      },
    ]);
    expect(lib.armies[0]?.units[0]?.weapons[0]).toMatchObject({ name: 'Sling', aim: 4, range: 18, attributes: [{ code: 'accurate' }] });
    expect(lib.problems).toContainEqual({ code: 'unknown-attribute', file: 'Test.cat', entry: { id: 'u', name: 'Slingers' }, weapon: 'Sling', attribute: 'Whirling Stones' });
  });
});

describe('reading the columns', () => {
  it.each([
    ['48"', { min: null, max: 48 }],
    ['12-60"', { min: 12, max: 60 }],
    ['15"-48"', { min: 15, max: 48 }],
    ['far', null],
  ])('range %s', (text, range) => expect(parseRange(text)).toEqual(range));

  it('shots, values and attributes', () => {
    expect([parseShots('3'), parseShots('2d6'), parseShots('3D6*2'), parseShots('many')]).toEqual([3, '2D6', '3D6*2', null]);
    expect([parseValue('4[10]'), parseValue('As User'), parseValue('+1')]).toEqual([{ kind: 'number', value: 4, bracket: 10 }, { kind: 'user' }, null]);
    expect(parseAttributes('Quick to Fire. If the model is also equipped with a Pistol, this weapon gains Shots 4.')).toEqual({
      attributes: [{ name: 'Quick to Fire', parameter: null, bracketed: false }],
      notes: ['If the model is also equipped with a Pistol, this weapon gains Shots 4.'],
    });
    expect(parseAttributes('Catapult (1), [Multiple Wounds (D3, Clipped Wings)], This weapon treats all results on the Misfire Table as Malfunction')).toEqual({
      attributes: [
        { name: 'Catapult', parameter: '1', bracketed: false },
        { name: 'Multiple Wounds', parameter: 'D3, Clipped Wings', bracketed: true },
      ],
      notes: ['This weapon treats all results on the Misfire Table as Malfunction'],
    });
  });
});
