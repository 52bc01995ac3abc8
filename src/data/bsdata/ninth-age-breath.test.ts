// The Breath Attacks the shipped data writes in its models' Rules columns, read as weapons
// (BS-T9A-2ND 2nd-theNinthAge-FantasyBattles.gst, rule Breath Attack: once per game, 6", 2D6 hits
// with no to-hit roll, the brackets' Strength, AP and attributes).
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString } from '../../dice/index.js';
import { ninthAgeOdds, parseBreathAttack } from '../../games/ninth-age/index.js';
import { namedProfilesWrittenOut, parseScenarioOf } from '../../scenario/index.js';
import { buildNinthAgeLibrary, isBreathAttack, ninthAgeDataShare, ninthAgeLookups, ninthAgeUnitProfile, ninthAgeWeaponKind, ninthAgeWeaponUse, type NinthAgeLibrary } from './index.js';
import { shippedSources } from '../../../test-support/bsdata.js';

const library = buildNinthAgeLibrary(shippedSources('ninth-age'));
const units = library.armies.flatMap((a) => a.units);

function unit(key: string) {
  const found = units.find((u) => u.key === key);
  if (!found) throw new Error(`no ${key}`);
  return found;
}

const breathOf = (key: string) => unit(key).weapons.find(isBreathAttack);

describe('the data\'s Breath Attacks as weapons', () => {
  it('four units with characteristics write one in their Rules column: the Hydra, the Steam Tank, the Battle Sphinx and the Feldrak Ancestor', () => {
    expect(units.filter((u) => u.weapons.some(isBreathAttack)).map((u) => u.key)).toEqual([
      'Dread Elves/Hydra',
      'Empire of Sonnstahl/Steam Tank',
      'Undying Dynasties/Battle Sphinx',
      'Warriors of the Dark Gods/Feldrak Ancestor',
    ]);
  });

  it('the Hydra\'s "Breath Attack (Str 3, AP 2)": range 6", 2D6 hits, Strength 3, AP 2, no Aim and no missing-Aim problem', () => {
    expect(breathOf('Dread Elves/Hydra')).toMatchObject({
      name: 'Breath Attack',
      entryName: 'Breath Attack (Str 3, AP 2)',
      aim: null,
      range: 6,
      minRange: null,
      shots: '2D6',
      strength: { kind: 'number', value: 3, bracket: null },
      ap: { kind: 'number', value: 2, bracket: null },
      attributes: [{ code: 'breath-attack', parameter: null, bracketed: false }],
      unknownAttributes: [],
    });
    expect(library.problems.filter((p) => p.code === 'missing-aim' && 'weapon' in p && p.weapon === 'Breath Attack')).toEqual([]);
  });

  it('the Steam Tank keeps its Steam Cannon and gains "Breath Attack (Str 2, AP 3)"', () => {
    expect(unit('Empire of Sonnstahl/Steam Tank').weapons.map((w) => w.name)).toEqual(['Steam Cannon', 'Breath Attack']);
    expect(breathOf('Empire of Sonnstahl/Steam Tank')).toMatchObject({ strength: { value: 2 }, ap: { value: 3 }, attributes: [{ code: 'breath-attack' }] });
  });

  it('the Battle Sphinx\'s carries Flaming Attacks; the Feldrak Ancestor\'s "Dying Embers" too, read as the rule dying-embers', () => {
    expect(breathOf('Undying Dynasties/Battle Sphinx')?.attributes.map((a) => a.code)).toEqual(['breath-attack', 'flaming-attacks']);
    expect(breathOf('Warriors of the Dark Gods/Feldrak Ancestor')?.attributes.map((a) => a.code)).toEqual(['breath-attack', 'dying-embers', 'flaming-attacks']);
    expect(breathOf('Warriors of the Dark Gods/Feldrak Ancestor')?.unknownAttributes).toEqual([]);
    expect(library.problems).not.toContainEqual(expect.objectContaining({ code: 'unknown-attribute', weapon: 'Breath Attack', attribute: 'Dying Embers' }));
  });

  it('a character whose mount option breathes (the Imperious Dragon the Beastmaster and the Warlock Outcast may ride) does not breathe on foot; a unit without one gains nothing', () => {
    expect(ninthAgeUnitProfile(unit('Dread Elves/Beastmaster')).ok).toBe(true);
    expect(unit('Dread Elves/Beastmaster').weapons.some(isBreathAttack)).toBe(false);
    expect(unit('Dread Elves/Warlock Outcast').weapons.some(isBreathAttack)).toBe(false);
    expect(unit('Empire of Sonnstahl/State Militia').weapons.some(isBreathAttack)).toBe(false);
  });

  it('as Marksman\'s weapon: 6", 2D6 (12 at most), the brackets\' values, the same weapon parseBreathAttack reads from the text', () => {
    const hydra = breathOf('Dread Elves/Hydra');
    if (!hydra) throw new Error('no breath');
    const weapon = { id: 'Breath Attack', range: 6, shots: 12, shotsDice: { count: 2, sides: 6, times: 1, plus: 0 }, strength: 3, armourPenetration: 2, attributes: [{ code: 'breath-attack' }] };
    expect(ninthAgeWeaponUse(hydra)).toEqual({ ok: true, weapon });
    expect(parseBreathAttack(hydra.entryName)?.weapon).toEqual(weapon);
    const sphinx = breathOf('Undying Dynasties/Battle Sphinx');
    expect(sphinx && ninthAgeWeaponUse(sphinx)).toEqual({ ok: true, weapon: { ...weapon, strength: 4, armourPenetration: 1, attributes: [{ code: 'breath-attack' }, { code: 'flaming-attacks' }] } });
  });

  it('the Feldrak Ancestor\'s shoots, Dying Embers kept on the weapon (the model losing a Health Point afterwards: firer.ts)', () => {
    const feldrak = breathOf('Warriors of the Dark Gods/Feldrak Ancestor');
    const weapon = { id: 'Breath Attack', range: 6, shots: 12, shotsDice: { count: 2, sides: 6, times: 1, plus: 0 }, strength: 4, armourPenetration: 1, attributes: [{ code: 'breath-attack' }, { code: 'dying-embers' }, { code: 'flaming-attacks' }] };
    expect(feldrak && ninthAgeWeaponUse(feldrak)).toEqual({ ok: true, weapon });
  });

  it('the loaded unit lists it with no Aim, usable', () => {
    const hydra = ninthAgeUnitProfile(unit('Dread Elves/Hydra'));
    if (!hydra.ok) throw new Error('the Hydra does not load');
    expect(hydra.value.weapons.map((w) => [w.name, w.aim, w.use.ok])).toEqual([['Breath Attack', null, true]]);
  });
});

describe('counting Breath Attacks in the share', () => {
  const breath = breathOf('Dread Elves/Hydra');
  if (!breath) throw new Error('no breath');

  it('is a kind of its own, neither plain nor a war machine\'s though its hits are rolled', () => {
    expect(ninthAgeWeaponKind(breath)).toBe('breath');
  });

  it('loads and shoots with no Aim; a unit whose only weapon is one counts as shooting', () => {
    const hydra = unit('Dread Elves/Hydra');
    const lib: NinthAgeLibrary = { game: 'ninth-age', gameSystem: null, problems: [], armies: [{ id: 'd', name: 'Dread Elves', file: hydra.file, units: [hydra] }] };
    const share = ninthAgeDataShare(lib);
    expect(share.breath).toEqual({ shootingUnits: { total: 1, load: 1, shoot: 1 }, weapons: { total: 1, load: 1, shoot: 1 } });
    expect(share.shootingUnits).toEqual({ total: 1, load: 1, shoot: 1 });
    expect(share.weaponsNotShooting).toEqual([]);
  });
});

describe('a quick attack naming a breathing unit of the data', () => {
  const lookups = ninthAgeLookups(library);
  const attack = (weapon: unknown, shooter = 'Dread Elves/Hydra') => ({
    game: 'ninth-age',
    attack: { shooter: { profile: shooter }, weapon, target: { models: 20, profile: { HP: 1, Res: 3, Arm: 2 } }, circumstances: { distance: 5, cover: 'hard' } },
  });

  it('"Breath Attack" needs no Aim: 2D6 hits with no roll at Strength 3, AP 2', () => {
    const result = parseScenarioOf('ninth-age', attack('Breath Attack'), lookups);
    if (!result.ok || result.scenario.kind !== 'attack') throw new Error(JSON.stringify(result));
    expect(result.scenario.attack.volleys[0]?.entry.aim).toBeNull();
    const report = ninthAgeOdds(result.scenario.attack, exactArithmetic);
    expect(report.volleys[0]?.analysis.toHit.resolution).toBe('automatic');
    // Strength 3 against Resilience 3 wounds on 4+ (1/2); Armour 2 against AP 2 needs 7: no save. Each hit: 1/2.
    expect(rationalToString(report.volleys[0]?.shot.unsaved ?? exactArithmetic.zero)).toBe('1/2');
    // 2D6 hits: exactly 2 on a double one (1/36), exactly 7 on six faces of 36 (1/6).
    expect(rationalToString(report.series.hits.exactly[2] ?? exactArithmetic.zero)).toBe('1/36');
    expect(rationalToString(report.series.hits.exactly[7] ?? exactArithmetic.zero)).toBe('1/6');
  });

  it('written out, the weapon carries no Aim and reads back alone', () => {
    const written = namedProfilesWrittenOut(attack('Breath Attack'), lookups);
    if (!written.ok) throw new Error(JSON.stringify(written.issues));
    expect((written.value as { attack: { weapon: unknown } }).attack.weapon).toEqual({ name: 'Breath Attack', range: 6, shots: '2D6', strength: 3, armourPenetration: 2, attributes: ['breath-attack'] });
    const alone = parseScenarioOf('ninth-age', written.value);
    expect(alone.ok && alone.scenario.kind === 'attack' && alone.scenario.attack.volleys[0]?.entry.aim).toBeNull();
  });

  it('an Aim written beside it is refused: the hits are never rolled, so nothing would read it', () => {
    const result = parseScenarioOf('ninth-age', attack('Breath Attack (3+)'), lookups);
    expect(result.ok ? [] : result.issues.map((i) => [i.code, i.path.join('.'), 'aim' in i ? i.aim : null])).toEqual([['ninth-age-aim-unused', 'attack.weapon', 3]]);
  });

  it('the Feldrak Ancestor\'s shoots with its Dying Embers (the firer\'s Health Point, firer.ts); another weapon without an Aim still needs one', () => {
    const feldrak = parseScenarioOf('ninth-age', attack('Breath Attack', 'Warriors of the Dark Gods/Feldrak Ancestor'), lookups);
    expect(feldrak.ok ? [] : feldrak.issues.map((i) => [i.code, i.path.join('.')])).toEqual([]);
    expect(feldrak.ok && feldrak.scenario.kind === 'attack' && feldrak.scenario.attack.volleys[0]?.entry.weapon.attributes).toEqual([{ code: 'breath-attack' }, { code: 'dying-embers' }, { code: 'flaming-attacks' }]);
    const raiders = parseScenarioOf('ninth-age', attack('Repeater Crossbow', 'Dread Elves/Shadow Riders (Raiders)'), lookups);
    expect(raiders.ok ? [] : raiders.issues.map((i) => [i.code, i.path.join('.')])).toEqual([['ninth-age-aim-needed', 'attack.weapon']]);
  });

});
