// The unit editor's joined characters (NR-COMBINED, T-13): read from the file, edited through the
// library's parser, and seen by the odds. examples/ninth-age/captain-in-unit-table.json: each unit
// of two archers (Bows, Aim 4+, Str 3) shoots three Spearmen and a Captain (HP 2, Res 3, no armour).
// The page loads each game when it opens; these tests use every game's module at once.
import '../every-game.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../../i18n/index.js';
import { shooterSummary, unitSessionFromText, unitShootingOrder, type UnitEdit, type UnitSession } from '../../logic/units.js';
import type { NinthAgePick } from '../../logic/profile-library.js';
import { addCharacter, characterFromPick, characterWeaponChoices, MAX_JOINED_CHARACTERS, removeCharacter, removeCharacterWeapon, setCharacterHpLost, setCharacterMarchAndShoot, setCharacterRemoved, setCharacterWeapon, unitCharacters } from './characters.js';

const sessionOf = (file: string): UnitSession => {
  const session = unitSessionFromText(readFileSync(new URL(`../../../../examples/${file}`, import.meta.url), 'utf8'));
  if (!session) throw new Error(`${file} is no unit battle`);
  return session;
};
const captain = () => sessionOf('ninth-age/captain-in-unit-table.json');

function accepted(edit: UnitEdit): UnitSession {
  if (!edit.ok) throw new Error(`refused: ${JSON.stringify(edit.issues)}`);
  return edit.session;
}

/** The library's joined characters of a unit, as parsed from the edited file. */
function joined(session: UnitSession, unit: string) {
  const found = session.scenario.battle.units.find((u) => u.id === unit);
  return found && 'joined' in found ? found.joined : undefined;
}

/** The lines under the spearmen's row of archers1's targets: the Captain's chance to be hit and removed. */
const captainLines = (session: UnitSession) => (shooterSummary(catalogue('en'), session.scenario, 'archers1').rows.find((r) => r.target === 'spearmen')?.lines ?? []).filter((l) => l.includes(': hit '));

describe('the unit editor: characters joined to a Ninth Age unit', () => {
  it('reads each character as the file gives it', () => {
    expect(unitCharacters(captain(), 'spearmen')).toEqual([{ name: 'Captain', profile: { HP: 2, Res: 3, Height: 2 }, type: null, rules: [], hpLost: 0, removed: false, weapons: [], marchAndShoot: false }]);
    expect(unitCharacters(captain(), 'archers1')).toEqual([]);
  });

  it('Health Points lost reach the library and the odds; as many as the character has are refused with their path', () => {
    // Four models share two shots' hits, the first to the Captain: hit 1 − (1/2)² = 3/4. With 2 HP,
    // one unit's hit cannot remove him (a second hit goes to a Spearman): removed 0.
    expect(captainLines(captain())).toEqual(['Captain: hit 75.0%, removed 0.0%']);
    const wounded = accepted(setCharacterHpLost(captain(), 'spearmen', 0, 1));
    expect(joined(wounded, 'spearmen')?.characters[0]?.hpLost).toBe(1);
    expect(unitCharacters(wounded, 'spearmen')[0]?.hpLost).toBe(1);
    // With 1 HP left: hit 3/4, then wounded on 4+ (Str 3 against Res 3), no armour: 3/4 × 1/2 = 3/8.
    expect(captainLines(wounded)).toEqual(['Captain: hit 75.0%, removed 37.5%']);
    const refused = setCharacterHpLost(captain(), 'spearmen', 0, 2);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.issues.map((i) => [i.code, i.path.join('.')])).toEqual([['ninth-age-hp-lost-above-health', 'battle.armies.1.units.0.characters.0.hpLost']]);
    // Back to none: the field leaves the file.
    const healed = accepted(setCharacterHpLost(wounded, 'spearmen', 0, 0));
    expect(unitCharacters(healed, 'spearmen')[0]).toMatchObject({ hpLost: 0 });
  });

  it('a removed character is no longer a target; put back, it is one again', () => {
    const removed = accepted(setCharacterRemoved(accepted(setCharacterHpLost(captain(), 'spearmen', 0, 1)), 'spearmen', 0, true));
    expect(joined(removed, 'spearmen')?.characters[0]).toMatchObject({ removed: true, hpLost: 0 });
    expect(unitCharacters(removed, 'spearmen')[0]).toMatchObject({ removed: true, hpLost: 0 });
    expect(captainLines(removed)).toEqual([]);
    const back = accepted(setCharacterRemoved(removed, 'spearmen', 0, false));
    expect(joined(back, 'spearmen')?.characters[0]?.removed).toBe(false);
    expect(captainLines(back)).toEqual(['Captain: hit 75.0%, removed 0.0%']);
  });

  it('taken off and joined again with the profile typed, the odds are the example\'s', () => {
    const none = accepted(removeCharacter(captain(), 'spearmen', 0));
    expect(unitCharacters(none, 'spearmen')).toEqual([]);
    expect(joined(none, 'spearmen')).toBeUndefined();
    expect(captainLines(none)).toEqual([]);
    const again = accepted(addCharacter(none, 'spearmen', { name: ' Captain ', profile: { HP: 2, Res: 3, Height: 2 } }));
    expect(unitCharacters(again, 'spearmen')).toEqual(unitCharacters(captain(), 'spearmen'));
    expect(captainLines(again)).toEqual(['Captain: hit 75.0%, removed 0.0%']);
  });

  it('a blank name is left out; a seventh character and a profile without Resilience are refused', () => {
    let session = accepted(addCharacter(captain(), 'spearmen', { name: '  ', profile: { Res: 4 } }));
    expect(unitCharacters(session, 'spearmen')[1]).toEqual({ name: null, profile: { Res: 4 }, type: null, rules: [], hpLost: 0, removed: false, weapons: [], marchAndShoot: false });
    for (let n = 2; n < MAX_JOINED_CHARACTERS; n += 1) session = accepted(addCharacter(session, 'spearmen', { name: `Hero ${n}`, profile: { Res: 3 } }));
    expect(unitCharacters(session, 'spearmen')).toHaveLength(6);
    const seventh = addCharacter(session, 'spearmen', { name: 'One too many', profile: { Res: 3 } });
    expect(seventh.ok).toBe(false);
    if (!seventh.ok) expect(seventh.issues.map((i) => i.path.join('.'))).toEqual(['battle.armies.1.units.0.characters']);
    const noRes = addCharacter(captain(), 'spearmen', { name: 'Ghost', profile: { HP: 2 } });
    expect(noRes.ok).toBe(false);
    if (!noRes.ok) expect(noRes.issues.map((i) => i.path.join('.'))).toEqual(['battle.armies.1.units.0.characters.1.profile.Res']);
  });

  it('a Type and rules given join with him, and the library reads them; blank, the unit\'s Type stands', () => {
    const rider = accepted(addCharacter(captain(), 'spearmen', { name: 'Outrider', profile: { HP: 3, Res: 4 }, type: ' cavalry ', rules: ['fly', 'flammable'] }));
    expect(unitCharacters(rider, 'spearmen')[1]).toEqual({ name: 'Outrider', profile: { HP: 3, Res: 4 }, type: 'cavalry', rules: ['flammable', 'fly'], hpLost: 0, removed: false, weapons: [], marchAndShoot: false });
    expect(joined(rider, 'spearmen')?.characters[1]).toMatchObject({ type: 'cavalry', flammable: true, fly: true });
    const plain = accepted(addCharacter(captain(), 'spearmen', { name: 'Sergeant', profile: { Res: 3 }, type: '  ', rules: [] }));
    expect(joined(plain, 'spearmen')?.characters[1]).toMatchObject({ type: 'infantry', flammable: false, fly: false });
    expect(unitCharacters(plain, 'spearmen')[1]).toMatchObject({ type: null, rules: [] });
  });

  it('a pick from the community\'s data gives the name after the army\'s and the profile\'s defence, not its weapons or Strength', () => {
    const marshal: NinthAgePick = {
      key: 'Empire of Sonnstahl/Marshal',
      aliases: [],
      profile: { HP: 3, Res: 4, Arm: 1, Str: 4, AP: 0, Dis: 8, Aegis: 5, Height: 'standard' },
      hardTarget: 0,
      rules: [],
      weapons: [],
      unusable: [],
    };
    expect(characterFromPick(marshal)).toEqual({ name: 'Marshal', profile: { HP: 3, Res: 4, Arm: 1, Aegis: 5, Height: 'standard' } });
    // Flammable and Fly come with the pick; a rule a joined character cannot carry in the file does not.
    expect(characterFromPick({ ...marshal, rules: ['fly', 'skirmisher'] }).rules).toEqual(['fly']);
    const joinedMarshal = accepted(addCharacter(captain(), 'spearmen', characterFromPick(marshal)));
    expect(joined(joinedMarshal, 'spearmen')?.characters[1]).toMatchObject({ name: 'Marshal', profile: { HP: 3, Res: 4, Arm: 1, Aegis: 5 } });
  });

  it('a character given a weapon shoots on its own (T-14): the shooting army\'s order then offers archers1/1; its March and Shoot follows; with the last weapon off, it is gone', () => {
    const joinedArcher = accepted(addCharacter(captain(), 'archers1', { name: 'Warden', profile: { HP: 2, Res: 3, Str: 3 } }));
    expect(unitShootingOrder(joinedArcher.scenario)).toEqual(['archers1', 'archers2']);
    const armed = accepted(setCharacterWeapon(joinedArcher, 'archers1', 0, 0, 'handgun', 3));
    expect(unitCharacters(armed, 'archers1')[0]).toMatchObject({ weapons: [{ kind: 'table', weapon: 'handgun', aim: 3 }], marchAndShoot: false });
    expect(joined(armed, 'archers1')?.characters[0]?.shooting).toMatchObject({ Str: 3, weapons: [{ aim: 3 }], marchAndShoot: false });
    // T-14: the phase plays the character right after its unit.
    expect(unitShootingOrder(armed.scenario)).toEqual(['archers1', 'archers1/1', 'archers2']);
    const aimed = accepted(setCharacterWeapon(armed, 'archers1', 0, 0, 'longbow', 2));
    expect(unitCharacters(aimed, 'archers1')[0]?.weapons).toEqual([{ kind: 'table', weapon: 'longbow', aim: 2 }]);
    const marching = accepted(setCharacterMarchAndShoot(aimed, 'archers1', 0, true));
    expect(joined(marching, 'archers1')?.characters[0]?.shooting?.marchAndShoot).toBe(true);
    expect(unitCharacters(marching, 'archers1')[0]?.marchAndShoot).toBe(true);
    // Its last weapon off: March and Shoot goes too (the parser refuses it with no weapon), and so does its turn.
    const unarmed = accepted(removeCharacterWeapon(marching, 'archers1', 0, 0));
    expect(unitCharacters(unarmed, 'archers1')[0]).toMatchObject({ weapons: [], marchAndShoot: false, rules: [] });
    expect(unitShootingOrder(unarmed.scenario)).toEqual(['archers1', 'archers2']);
  });

  it('a data character\'s weapons are offered, written out whole; the ones ticked join with it, with its Strength, AP and Light Troops', () => {
    const bow = { id: 'Crossbow', range: 24, shots: 1, strength: 4, armourPenetration: 1, attributes: [] };
    const inquisitor: NinthAgePick = {
      key: 'Empire of Sonnstahl/Inquisitor',
      aliases: [],
      profile: { HP: 3, Res: 4, Arm: 3, Str: 4, AP: 1, Height: 'standard' },
      hardTarget: 0,
      rules: ['light-troops'],
      // Made Cavalry here, so the Type is seen to come from the pick (the data's Inquisitor is Infantry).
      type: 'cavalry',
      weapons: [{ name: 'Crossbow', aim: 4, weapon: bow }],
      unusable: [],
    };
    const offered = characterWeaponChoices(inquisitor);
    expect(offered).toEqual([{ name: 'Crossbow', aim: 4, range: 24, shots: 1, strength: 4, armourPenetration: 1, attributes: [] }]);
    const fields = characterFromPick(inquisitor);
    expect(fields).toEqual({ name: 'Inquisitor', profile: { HP: 3, Res: 4, Arm: 3, Height: 'standard', Str: 4, AP: 1 }, type: 'cavalry', shootingRules: ['light-troops'] });
    // None ticked: no weapon and no Light Troops in the file (nothing would read it).
    const bare = accepted(addCharacter(captain(), 'archers1', fields));
    expect(unitCharacters(bare, 'archers1')[0]).toMatchObject({ type: 'cavalry', weapons: [], rules: [] });
    expect(joined(bare, 'archers1')?.characters[0]?.type).toBe('cavalry');
    const carried = accepted(addCharacter(captain(), 'archers1', { ...fields, weapons: offered }));
    expect(joined(carried, 'archers1')?.characters[0]?.shooting).toMatchObject({ Str: 4, AP: 1, lightTroops: true, weapons: [{ aim: 4, weapon: { range: 24, strength: 4, armourPenetration: 1 } }] });
    expect(unitCharacters(carried, 'archers1')[0]?.weapons).toEqual([{ kind: 'own', name: 'Crossbow', profile: true }]);
  });
});
