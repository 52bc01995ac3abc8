// The page loads each game when it opens; these tests use every game's module at once.
import '../games/every-game.js';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { battleaxeTargetReport } from '../../../src/games/battleaxe/index.js';
import { footprintDistance, polygonFootprint } from '../../../src/geometry/index.js';
import {
  addUnit,
  addUnitTerrain,
  deleteUnitTerrain,
  ownWeaponNumber,
  setOwnWeaponNumber,
  setUnitProfile,
  setUnitRule,
  shiftUnitTerrain,
  unitProfileValue,
  unitRuleNames,
  unitRules,
  unitTerrain,
  updateUnitTerrain,
} from './unit-edits.js';
import { battleaxeUnitWeapon, setBattleaxeWeapon } from '../games/battleaxe/unit-edits.js';
import { ninthAgeWeaponRows, removeNinthAgeWeapon, setNinthAgeWeapon, setUnitFromPick, setUnitHardTarget, setUnitHeight, unitHeight } from '../games/ninth-age/unit-edits.js';
import type { NinthAgePick } from './profile-library.js';
import { editUnitBattle, setUnitState, unitFileEntry, unitSessionFromText, type UnitEdit, type UnitSession } from './units.js';

const textOf = (file: string) => readFileSync(fileURLToPath(new URL(`../../../examples/${file}`, import.meta.url)), 'utf8');

function sessionOf(file: string): UnitSession {
  const session = unitSessionFromText(textOf(file));
  if (!session) throw new Error(`${file} is no unit battle`);
  return session;
}

function accepted(edit: UnitEdit): UnitSession {
  if (!edit.ok) throw new Error(`refused: ${JSON.stringify(edit.issues)}`);
  return edit.session;
}

const battleaxe = () => {
  const session = sessionOf('battleaxe/hedge-and-wall.json');
  if (session.scenario.game !== 'battleaxe') throw new Error('not Battleaxe');
  return { session, battle: session.scenario.battle };
};

const unitOf = (session: UnitSession, id: string) => {
  const unit = session.scenario.battle.units.find((u) => u.id === id);
  if (!unit) throw new Error(`no ${id}`);
  return unit;
};

describe('unit battles: editing a profile, weapons and rules through the parser', () => {
  it('Battleaxe: a new BS and armour save reach the library; the file keeps them', () => {
    const { session } = battleaxe();
    let next = accepted(setUnitProfile(session, 'archers', 'BS', 3));
    next = accepted(setUnitProfile(next, 'archers', 'armour', 5));
    const unit = unitOf(next, 'archers');
    if (next.scenario.game !== 'battleaxe' || !('BS' in unit.profile)) throw new Error('not Battleaxe');
    expect(unit.profile.BS).toBe(3);
    expect(unit.profile.armour).toBe(5);
    expect(unitProfileValue(next, 'archers', 'BS')).toBe(3);
    // An emptied save is no save.
    const bare = accepted(setUnitProfile(next, 'archers', 'armour', undefined));
    expect(unitOf(bare, 'archers').profile).toMatchObject({ armour: null });
  });

  it('Battleaxe: a unit marked as making a stand and shoot reaction shoots every batch as one (B-6)', () => {
    const { session } = battleaxe();
    const need = (s: UnitSession) => {
      if (s.scenario.game !== 'battleaxe') throw new Error('not Battleaxe');
      const option = battleaxeTargetReport(s.scenario.battle, 'archers', { variants: s.scenario.variants }).candidates.find((c) => c.target === 'goblins')?.options[0];
      return option?.batches.map((b) => [b.circumstances.standAndShoot, b.circumstances.longRange]);
    };
    // Four archers within half range and six beyond, as the file stands.
    expect(need(session)).toEqual([
      [false, false],
      [false, true],
    ]);
    const reacting = accepted(setUnitState(session, 'archers', 'standAndShoot', true));
    expect(unitOf(reacting, 'archers').state).toMatchObject({ standAndShoot: true });
    expect(need(reacting)).toEqual([
      [true, false],
      [true, true],
    ]);
  });

  it('a characteristic out of its range is refused with its path, and nothing changes', () => {
    const { session } = battleaxe();
    const edit = setUnitProfile(session, 'orcs', 'T', 0);
    expect(edit.ok).toBe(false);
    if (edit.ok) return;
    // The Orcs are the second unit of the second army.
    expect(edit.issues.map((i) => i.path)).toEqual([['battle', 'armies', 1, 'units', 1, 'profile', 'T']]);
    expect(unitProfileValue(session, 'orcs', 'T')).toBe(4);
  });

  it('Battleaxe: the weapon comes from the game\'s table; none leaves the unit unable to shoot; an unknown name is refused', () => {
    const { session } = battleaxe();
    const crossbows = accepted(setBattleaxeWeapon(session, 'archers', 'crossbow'));
    // The crossbow of the weapon table: 30", Strength 4, no volley.
    expect(unitOf(crossbows, 'archers')).toMatchObject({ weapon: { id: 'crossbow', range: 30, strength: 4, volleyFire: false } });
    expect(battleaxeUnitWeapon(crossbows, 'archers')).toEqual({ id: 'crossbow', own: false });
    const unarmed = accepted(setBattleaxeWeapon(session, 'archers', null));
    if (unarmed.scenario.game !== 'battleaxe') throw new Error('not Battleaxe');
    expect(battleaxeTargetReport(unarmed.scenario.battle, 'archers', { variants: unarmed.scenario.variants }).shooter.refusals).toContain('no-missile-weapon');
    const wrong = setBattleaxeWeapon(session, 'archers', 'banana');
    expect(wrong.ok ? [] : wrong.issues.map((i) => [i.code, i.path])).toEqual([['unknown-weapon', ['battle', 'armies', 0, 'units', 0, 'weapon']]]);
  });

  it('Battleaxe: the Large keyword is a rule the file keeps and the library reads', () => {
    const { session } = battleaxe();
    const large = accepted(setUnitRule(session, 'goblins', 'large', true));
    expect(unitRules(large, 'goblins')).toEqual(['large']);
    expect(unitOf(large, 'goblins')).toMatchObject({ keywords: ['large'] });
    const plain = accepted(setUnitRule(large, 'goblins', 'large', false));
    expect(unitRules(plain, 'goblins')).toEqual([]);
  });

  it('Battleaxe: skirmishers and shooting into combat, each in the field the file keeps it (B-15 and the combat rule read by the library)', () => {
    const { session } = battleaxe();
    expect(unitRuleNames('battleaxe')).toEqual(['large', 'character', 'war-machine', 'shoots-into-combat', 'skirmisher']);
    const loose = accepted(setUnitRule(accepted(setUnitRule(session, 'archers', 'skirmisher', true)), 'archers', 'shoots-into-combat', true));
    expect(unitFileEntry(loose, 'archers')).toMatchObject({ skirmishers: true, rules: ['shoots-into-combat'] });
    expect(unitRules(loose, 'archers')).toEqual(['shoots-into-combat', 'skirmisher']);
    expect(unitOf(loose, 'archers')).toMatchObject({ formation: { kind: 'skirmish' }, rules: ['shoots-into-combat'] });
    const ranked = accepted(setUnitRule(loose, 'archers', 'skirmisher', false));
    expect(unitFileEntry(ranked, 'archers')).not.toHaveProperty('skirmishers');
    expect(unitRules(ranked, 'archers')).toEqual(['shoots-into-combat']);
    // A rule of another game is no edit.
    expect(setUnitRule(session, 'archers', 'flammable', true)).toEqual({ ok: false, issues: [] });
  });

  it('The Ninth Age: weapons with their Aim, added, changed and removed; Hard Target and Flammable', () => {
    const session = sessionOf('ninth-age/forest-flank.json');
    expect(ninthAgeWeaponRows(session, 'crossbowmen')).toEqual([{ kind: 'table', weapon: 'crossbow', aim: 4 }]);
    const two = accepted(setNinthAgeWeapon(session, 'crossbowmen', 1, 'longbow', 3));
    expect(ninthAgeWeaponRows(two, 'crossbowmen')).toEqual([
      { kind: 'table', weapon: 'crossbow', aim: 4 },
      { kind: 'table', weapon: 'longbow', aim: 3 },
    ]);
    const unit = unitOf(two, 'crossbowmen');
    if (!('weapons' in unit)) throw new Error('not The Ninth Age');
    // The longbow of the weapon table: 30", with the Aim the entry gives it (T-3).
    expect(unit.weapons.map((w) => [w.weapon.id, w.weapon.range, w.aim])).toEqual([
      ['crossbow', 30, 4],
      ['longbow', 30, 3],
    ]);
    const one = accepted(removeNinthAgeWeapon(two, 'crossbowmen', 0));
    expect(ninthAgeWeaponRows(one, 'crossbowmen')).toEqual([{ kind: 'table', weapon: 'longbow', aim: 3 }]);
    const hard = accepted(setUnitHardTarget(one, 'spearmen', 1));
    const flammable = accepted(setUnitRule(hard, 'spearmen', 'flammable', true));
    expect(unitOf(flammable, 'spearmen')).toMatchObject({ flammable: true });
    // An Aim of 7 is no score on a die.
    const wrong = setNinthAgeWeapon(session, 'crossbowmen', 0, 'crossbow', 7);
    expect(wrong.ok).toBe(false);
  });

  it('a weapon the file defines itself: its numbers are edited, its other parts kept, a bad one refused with its path', () => {
    // Battleaxe: a war bow of the file's own, 30" and Strength 3, with Multiple Wounds 2.
    const { session } = battleaxe();
    const archers = { field: 'weapon' } as const;
    const own = accepted(
      editUnitBattle(session, (file) => {
        const units = (file as { battle: { armies: { units: Record<string, unknown>[] }[] } }).battle.armies[0]!.units;
        units[0]!.weapon = { name: 'war bow', range: 30, strength: 3, multipleWounds: 2 };
        return file;
      }),
    );
    expect(ownWeaponNumber(own, 'archers', archers, 'range')).toBe(30);
    const longer = accepted(setOwnWeaponNumber(own, 'archers', archers, 'range', 36));
    const weaponOf = (s: UnitSession) => {
      const unit = unitOf(s, 'archers');
      if (!('weapon' in unit)) throw new Error('not Battleaxe');
      return unit.weapon;
    };
    expect(weaponOf(longer)).toMatchObject({ id: 'war bow', range: 36, strength: 3, multipleWounds: { kind: 'fixed', value: 2 } });
    const piercing = accepted(setOwnWeaponNumber(longer, 'archers', archers, 'armourPiercing', 1));
    expect(weaponOf(piercing)).toMatchObject({ armourPiercing: 1 });
    // A weapon of its own needs a range: leaving it out is refused where the weapon is.
    const bare = setOwnWeaponNumber(own, 'archers', archers, 'range', undefined);
    expect(bare.ok).toBe(false);
    if (!bare.ok) expect(bare.issues.some((i) => i.path.join('.').startsWith('battle.armies.0.units.0.weapon'))).toBe(true);
    // A weapon of the game's table has no numbers of its own to edit.
    expect(setOwnWeaponNumber(session, 'archers', archers, 'range', 36)).toEqual({ ok: false, issues: [] });

    // The Ninth Age: a sling of the file's own beside the table's crossbow.
    const nine = sessionOf('ninth-age/forest-flank.json');
    const withSling = accepted(
      editUnitBattle(nine, (file) => {
        const units = (file as { battle: { armies: { units: Record<string, unknown>[] }[] } }).battle.armies[0]!.units;
        units[0]!.weapons = ['Crossbow (4+)', { name: 'sling', aim: 4, range: 18, strength: 3, shots: 2 }];
        return file;
      }),
    );
    expect(ninthAgeWeaponRows(withSling, 'crossbowmen')).toEqual([
      { kind: 'table', weapon: 'crossbow', aim: 4 },
      { kind: 'own', name: 'sling', profile: true },
    ]);
    const sling = { field: 'weapons', index: 1 } as const;
    const three = accepted(setOwnWeaponNumber(withSling, 'crossbowmen', sling, 'shots', 3));
    const sharper = accepted(setOwnWeaponNumber(three, 'crossbowmen', sling, 'aim', 3));
    const unit = unitOf(sharper, 'crossbowmen');
    if (!('weapons' in unit)) throw new Error('not The Ninth Age');
    expect(unit.weapons.map((w) => [w.weapon.id, w.weapon.range, w.weapon.shots, w.aim])).toEqual([
      ['crossbow', 30, 1, 4],
      ['sling', 18, 3, 3],
    ]);
    expect(setOwnWeaponNumber(withSling, 'crossbowmen', sling, 'aim', 7).ok).toBe(false);
    expect(setOwnWeaponNumber(withSling, 'crossbowmen', { field: 'weapons', index: 0 }, 'shots', 2)).toEqual({ ok: false, issues: [] });
  });
});

describe('unit battles: an edit of a unit the file does not have', () => {
  it('is refused with no issue, and changes nothing', () => {
    const session = sessionOf('ninth-age/forest-flank.json');
    expect(setUnitHeight(session, 'no-such-unit', 3)).toEqual({ ok: false, issues: [] });
  });
});

describe('unit battles: a Ninth Age Height, a number or a 2.x class', () => {
  it('is kept as written, and the library reads either', () => {
    const session = sessionOf('ninth-age/forest-flank.json');
    expect(unitHeight(session, 'goblins')).toBe(1);
    const large = accepted(setUnitHeight(session, 'goblins', 'large'));
    expect(unitHeight(large, 'goblins')).toBe('large');
    expect(unitOf(large, 'goblins').profile).toMatchObject({ Height: 'large' });
    const three = accepted(setUnitHeight(large, 'goblins', 3));
    expect(unitOf(three, 'goblins').profile).toMatchObject({ Height: 3 });
    // Not written: the format's default Height applies.
    const none = accepted(setUnitHeight(three, 'goblins', undefined));
    expect(unitHeight(none, 'goblins')).toBeUndefined();
  });
});

describe('unit battles: a Ninth Age unit filled from the community\'s data', () => {
  const militia: NinthAgePick = {
    key: 'Empire of Sonnstahl/State Militia',
    aliases: [],
    profile: { HP: 1, Res: 3, Arm: 0, Str: 3, AP: 0, Height: 'standard' },
    hardTarget: 1,
    rules: ['flammable'],
    weapons: [{ name: 'Crossbow', aim: 4, weapon: { id: 'Crossbow', range: 30, shots: 1, strength: 4, armourPenetration: 1, attributes: [{ code: 'unwieldy', value: 1 }] } }],
    unusable: [],
  };

  it('takes the pick\'s profile, weapons, Hard Target and rules, and keeps the unit\'s place and models', () => {
    const session = sessionOf('ninth-age/forest-flank.json');
    const block = (s: UnitSession) => s.scenario.battle.table.units.find((u) => u.id === 'spearmen');
    const before = block(session);
    const next = accepted(setUnitFromPick(session, 'spearmen', militia));
    const unit = unitOf(next, 'spearmen');
    if (!('weapons' in unit)) throw new Error('not The Ninth Age');
    expect(unit).toMatchObject({ hardTarget: 1, flammable: true });
    expect(unit.weapons.map((w) => [w.weapon.range, w.weapon.strength, w.weapon.armourPenetration, w.aim])).toEqual([[30, 4, 1, 4]]);
    expect(unitProfileValue(next, 'spearmen', 'Res')).toBe(3);
    expect(block(next)?.models.length).toBe(before?.models.length);
    expect(block(next)?.boundary).toEqual(before?.boundary);
    // A pick with no Hard Target, rules or weapons takes them away rather than leaving the old ones.
    const plain = accepted(setUnitFromPick(next, 'spearmen', { ...militia, hardTarget: 0, rules: [], weapons: [] }));
    const bare = unitOf(plain, 'spearmen');
    expect(bare).toMatchObject({ hardTarget: 0, flammable: false });
    expect('weapons' in bare ? bare.weapons : null).toEqual([]);
  });
});

describe('unit battles: adding a unit', () => {
  it('on a free spot, it stands where asked, facing the far side', () => {
    const { session } = battleaxe();
    const added = addUnit(session, 'greenskins', { x: 40, y: 10 }, 'Wolf riders');
    if (!added.ok) throw new Error('refused');
    const unit = unitOf(added.session, added.id);
    expect(unit).toMatchObject({ name: 'Wolf riders', army: 'greenskins' });
    const block = added.session.scenario.battle.table.units.find((u) => u.id === added.id);
    // Five files of two ranks on 1" bases: a 5" × 2" block, centred on the point, in the upper half so facing down the table.
    expect(block?.boundary).toMatchObject({ centre: { x: 40, y: 10 }, width: 5, depth: 2, facing: 180 });
    expect(block?.models.length).toBe(10);
  });

  it('on a taken spot, it moves to the nearest free one: on the table and an inch clear of units and terrain', () => {
    const { session } = battleaxe();
    const added = addUnit(session, 'empire', { x: 24, y: 34 }, 'Spearmen');
    if (!added.ok) throw new Error('refused');
    const table = added.session.scenario.battle.table;
    const block = table.units.find((u) => u.id === added.id);
    if (!block) throw new Error('not on the table');
    expect(block.boundary.centre).not.toEqual({ x: 24, y: 34 });
    for (const other of table.units.filter((u) => u.id !== added.id)) expect(footprintDistance(block.boundary, other.boundary)).toBeGreaterThanOrEqual(1);
    for (const piece of table.terrain) expect(footprintDistance(block.boundary, polygonFootprint(piece.outline))).toBeGreaterThanOrEqual(1);
    expect(block.boundary.centre.x - 2.5).toBeGreaterThanOrEqual(0);
    expect(block.boundary.centre.x + 2.5).toBeLessThanOrEqual(48);
  });

  it('on a full table, it is refused and nothing changes', () => {
    const { session } = battleaxe();
    const covered = accepted(addUnitTerrain(session, { id: 'sea', kind: 'opaque', height: 1, outline: [[0, 0], [48, 0], [48, 48], [0, 48]] }));
    const added = addUnit(covered, 'empire', { x: 24, y: 24 }, 'Nowhere');
    expect(added).toEqual({ ok: false, issues: [] });
  });
});

describe('unit battles: terrain, as on the Mordheim table', () => {
  it('added, changed, moved and deleted, each read again by the library', () => {
    const { session } = battleaxe();
    const added = accepted(addUnitTerrain(session, { id: 'rocks', kind: 'hard-cover', height: 2, outline: [[2, 2], [6, 2], [6, 4]] }));
    expect(added.scenario.battle.table.terrain.map((t) => t.id)).toEqual(['hedge', 'wall', 'rocks']);
    const opaque = accepted(updateUnitTerrain(added, 'rocks', (p) => ({ ...p, kind: 'opaque', height: 3 })));
    expect(opaque.scenario.battle.table.terrain.find((t) => t.id === 'rocks')).toMatchObject({ kind: 'opaque', top: 3 });
    const moved = accepted(shiftUnitTerrain(opaque, 'rocks', 1.5, -0.5));
    expect(unitTerrain(moved).find((t) => t.id === 'rocks')?.outline).toEqual([[3.5, 1.5], [7.5, 1.5], [7.5, 3.5]]);
    const gone = accepted(deleteUnitTerrain(moved, 'rocks'));
    expect(gone.scenario.battle.table.terrain.map((t) => t.id)).toEqual(['hedge', 'wall']);
  });

  it('a height of nothing is refused with the piece\'s path', () => {
    const { session } = battleaxe();
    const edit = updateUnitTerrain(session, 'wall', (p) => ({ ...p, height: 0 }));
    expect(edit.ok ? [] : edit.issues.map((i) => i.path)).toEqual([['battle', 'terrain', 1, 'height']]);
  });
});
