// The calculator's chooser of a Ninth Age weapon's attributes: what it reads and writes, and
// that what it writes reaches the library's odds (worked by hand below).
// The page loads each game when it opens; these tests use every game's module at once.
import '../every-game.js';
import { describe, expect, it } from 'vitest';
import { calcOdds, parseColumn, type QuickFile } from '../../logic/calculator.js';
import { fieldsOf } from '../../logic/calculator-fields.js';
import { withMember, withValue, valueAt } from '../../logic/quick-file.js';
import { catalogue } from '../../../../i18n/index.js';
import { heldAttributes, renamedWeapon, weaponWithHeld } from './weapon-attributes.js';

const none = { flags: [], multipleWounds: null, clippedWings: false } as const;

describe('heldAttributes', () => {
  it("reads a known weapon's own attributes when none are written: a bow offers none of the chooser's", () => {
    expect(heldAttributes({ name: 'bow', aim: 4 })).toEqual(none);
  });

  it('reads what a link wrote, in any spelling the format reads', () => {
    expect(heldAttributes({ name: 'Bolt Thrower', aim: 4, attributes: ['Flaming Attacks', 'Multiple Wounds (D3, Clipped Wings)', 'Move or Fire'] })).toEqual({
      flags: ['flaming-attacks'],
      multipleWounds: 'D3',
      clippedWings: true,
    });
  });
});

describe('weaponWithHeld', () => {
  it("adds Flaming Attacks to a bow beside its own Volley Fire, since a written list replaces the weapon's own", () => {
    expect(weaponWithHeld({ name: 'bow', aim: 4 }, { ...none, flags: ['flaming-attacks'] })).toEqual({ name: 'bow', aim: 4, attributes: ['volley-fire', 'flaming-attacks'] });
  });

  it("leaves the list out again once it is only the weapon's own", () => {
    expect(weaponWithHeld({ name: 'bow', aim: 4, attributes: ['volley-fire', 'flaming-attacks'] }, none)).toEqual({ name: 'bow', aim: 4 });
  });

  it('writes Multiple Wounds with Clipped Wings, and drops Clipped Wings with the value', () => {
    const harpoon = weaponWithHeld({ name: 'crossbow', aim: 4 }, { flags: [], multipleWounds: 'D3', clippedWings: true });
    expect(harpoon).toEqual({ name: 'crossbow', aim: 4, attributes: ['unwieldy (1)', 'multiple-wounds (D3, clipped-wings)'] });
    expect(weaponWithHeld(harpoon, { flags: [], multipleWounds: null, clippedWings: true })).toEqual({ name: 'crossbow', aim: 4 });
    // The Long Rifle's Multiple Wounds against Standard models only keeps its condition when the value changes.
    const rifle = { name: 'Long Rifle', aim: 3, attributes: ['multiple-wounds (2, against-standard)', 'unwieldy (1)'] };
    expect(weaponWithHeld(rifle, { flags: [], multipleWounds: '3', clippedWings: false })).toEqual({ ...rifle, attributes: ['unwieldy (1)', 'multiple-wounds (3, against-standard)'] });
  });

  it('keeps what it does not offer as it was written, so the parser still judges it', () => {
    expect(weaponWithHeld({ name: 'bow', aim: 4, attributes: ['Fiery'] }, { ...none, flags: ['poison'] })).toEqual({ name: 'bow', aim: 4, attributes: ['Fiery', 'poison'] });
  });
});

describe('renamedWeapon', () => {
  it("carries what was added to the new weapon, and not the old weapon's own", () => {
    expect(renamedWeapon({ name: 'bow', aim: 4, attributes: ['volley-fire', 'flaming-attacks'] }, 'crossbow')).toEqual({ name: 'crossbow', aim: 4, attributes: ['unwieldy (1)', 'flaming-attacks'] });
  });

  it('changes only the name when nothing was added', () => {
    expect(renamedWeapon({ name: 'bow', aim: 4 }, 'longbow')).toEqual({ name: 'longbow', aim: 4 });
    expect(renamedWeapon({ name: 'bow', aim: 4, attributes: ['volley-fire'] }, 'handgun')).toEqual({ name: 'handgun', aim: 4 });
  });
});

describe('the chooser in the form', () => {
  const odds = (file: QuickFile) => {
    const parsed = parseColumn(file);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    return calcOdds(catalogue('en'), parsed.shot);
  };
  const exact = (file: QuickFile, name: string) =>
    odds(file)
      .sections.flatMap((s) => s.chances)
      .concat(odds(file).counts.flatMap((c) => c.rows))
      .find((r) => r.name === name || r.name.endsWith(`-${name}`))?.chance.exact;

  it('sits under the weapon, edits the weapon itself, and the choice of weapon carries what it added', () => {
    const ids = fieldsOf('ninth-age').map((f) => f.id);
    expect(ids.indexOf('weaponAttributes')).toBe(ids.indexOf('aim') + 1);
    const field = fieldsOf('ninth-age').find((f) => f.id === 'weaponAttributes');
    expect(field).toMatchObject({ kind: 'weapon-attributes', path: ['attack', 'weapon'] });
    const weapon = fieldsOf('ninth-age').find((f) => f.id === 'weapon');
    if (weapon?.kind !== 'choice' || !weapon.written) throw new Error('the weapon choice writes no more than its name');
    const flaming: QuickFile = { game: 'ninth-age', attack: { weapon: { name: 'bow', aim: 4, attributes: ['volley-fire', 'flaming-attacks'] } } };
    expect(valueAt(weapon.written(flaming, 'crossbow'), ['attack', 'weapon'])).toEqual({ name: 'crossbow', aim: 4, attributes: ['unwieldy (1)', 'flaming-attacks'] });
  });

  it('Flaming Attacks ticked on a Bow (4+) against a Flammable target: 1/4 a shot becomes 3/8', () => {
    // Aim 4+ hits on 4+ (1/2); Strength 3 against Resilience 3 wounds on 4+ (1/2); no Armour: 1/4.
    // Flaming Attacks against Flammable re-roll the failed wounds: 1/2 + 1/2 × 1/2 = 3/4, so 1/2 × 3/4 = 3/8.
    const bow: QuickFile = { game: 'ninth-age', attack: { shooter: { models: 1 }, weapon: { name: 'bow', aim: 4 }, target: { models: 1, profile: { HP: 1, Res: 3, Arm: 0 } } } };
    const flammable = withMember(bow, ['attack', 'target', 'rules'], 'flammable', true);
    expect(exact(flammable, 'unsaved')).toBe('1/4');
    const fire = withValue(flammable, ['attack', 'weapon'], weaponWithHeld(valueAt(flammable, ['attack', 'weapon']), { ...none, flags: ['flaming-attacks'] }));
    expect(exact(fire, 'unsaved')).toBe('3/8');
    // The bow kept its own Volley Fire beside it.
    const parsed = parseColumn(fire);
    expect(parsed.ok && parsed.shot.game === 'ninth-age' ? parsed.shot.attack.volleys[0]?.entry.weapon.attributes : null).toEqual([{ code: 'volley-fire' }, { code: 'flaming-attacks' }]);
  });

  it('Multiple Wounds (2) with Clipped Wings on a crossbow against a Flying lone model of 3 HP: destroyed only with Fly', () => {
    // Aim 4+ with Unwieldy, not moved: 4+ (1/2); Strength 4 against Resilience 4: 4+ (1/2); no Armour: 1/4 unsaved.
    // Two Health Points of three leave it standing; against Fly Clipped Wings makes it three: destroyed 1/4.
    const base: QuickFile = { game: 'ninth-age', attack: { shooter: { models: 1 }, weapon: { name: 'crossbow', aim: 4 }, target: { models: 1, profile: { HP: 3, Res: 4, Arm: 0 } } } };
    const harpoon = withValue(base, ['attack', 'weapon'], weaponWithHeld(valueAt(base, ['attack', 'weapon']), { flags: [], multipleWounds: '2', clippedWings: true }));
    expect(exact(harpoon, 'unsaved')).toBe('1/4');
    expect(exact(harpoon, 'destroyed')).toBe('0');
    expect(exact(withMember(harpoon, ['attack', 'target', 'rules'], 'fly', true), 'destroyed')).toBe('1/4');
  });
});
