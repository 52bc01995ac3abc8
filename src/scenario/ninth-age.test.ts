import { describe, expect, it } from 'vitest';
import { ninthAgeApplyShot, unitModels } from '../games/ninth-age/index.js';
import { ninthAgeBattleToFile, ninthAgeSchemas } from './ninth-age.js';
import type { NinthAgeUnitLookup } from './format.js';
import { namedProfilesWrittenOut, parseScenarioOf } from './parse.js';

const dwarf = {
  game: 'ninth-age',
  attack: {
    shooter: { name: 'Dwarf warriors', models: 1, profile: { Str: 3 } },
    weapon: 'Throwing Weapons(5++)',
    target: { name: 'Goblins', models: 20, profile: { Res: 3, Arm: 1, Height: 1 } },
  },
};

const codes = (value: unknown) => {
  const result = parseScenarioOf('ninth-age', value);
  return result.ok ? [] : result.issues.map((i) => [i.code, i.path.join('.')]);
};

describe('quick attacks', () => {
  it("reads the seed's dwarf: Throwing Weapons (5+) with two shots, the doubled plus a typo (T-3)", () => {
    const result = parseScenarioOf('ninth-age', dwarf);
    if (!result.ok || result.scenario.kind !== 'attack') throw new Error(JSON.stringify(result));
    const [volley] = result.scenario.attack.volleys;
    expect(volley?.entry.aim).toBe(5);
    expect(volley?.entry.weapon.id).toBe('throwing-weapons');
    expect(volley?.shots).toBe(2);
    expect(result.scenario.variants).toEqual({ edition: 'current' });
  });

  it('takes a weapon entry as an object, changed or new', () => {
    const bolt = { name: 'Bolt Thrower', aim: 4, range: 48, strength: 6, armourPenetration: 3, attributes: ['Multiple Wounds (D3)', 'Move or Fire'] };
    const result = parseScenarioOf('ninth-age', { ...dwarf, attack: { ...dwarf.attack, weapon: bolt } });
    if (!result.ok || result.scenario.kind !== 'attack') throw new Error(JSON.stringify(result));
    expect(result.scenario.attack.volleys[0]?.entry.weapon.attributes).toEqual([{ code: 'multiple-wounds', value: 'D3' }, { code: 'move-or-fire' }]);
    const longbow = parseScenarioOf('ninth-age', { ...dwarf, attack: { ...dwarf.attack, weapon: { name: 'longbow', aim: 3 } } });
    expect(longbow.ok && longbow.scenario.kind === 'attack' && longbow.scenario.attack.volleys[0]?.entry.weapon.range).toBe(30);
  });

  it('reports each problem with its path', () => {
    expect(codes({ ...dwarf, attack: { ...dwarf.attack, weapon: 'Bow' } })).toEqual([['ninth-age-aim-needed', 'attack.weapon']]);
    expect(codes({ ...dwarf, attack: { ...dwarf.attack, weapon: 'Crosbow (4+)' } })).toEqual([['unknown-weapon', 'attack.weapon']]);
    expect(codes({ ...dwarf, attack: { ...dwarf.attack, weapon: { name: 'Bow (4+)', aim: 3 } } })).toEqual([['ninth-age-aim-twice', 'attack.weapon.aim']]);
    expect(codes({ ...dwarf, attack: { ...dwarf.attack, weapon: { name: 'Ballista', aim: 4, range: 48, attributes: ['Unweildy (1)'] } } })).toEqual([
      ['ninth-age-weapon-profile-needed', 'attack.weapon'],
      ['ninth-age-unknown-attribute', 'attack.weapon.attributes.0'],
    ]);
    expect(codes({ ...dwarf, attack: { ...dwarf.attack, shooter: { models: 3 } } })).toEqual([['ninth-age-user-strength-needed', 'attack.shooter.profile.Str']]);
    expect(codes({ ...dwarf, attack: { ...dwarf.attack, weapon: 'Crossbow (4+)', circumstances: { movement: 'march' } } })).toEqual([['ninth-age-marched-without-march-and-shoot', 'attack.circumstances.movement']]);
    expect(codes({ ...dwarf, attack: { ...dwarf.attack, target: { models: 2, profile: { Res: 4, HP: 3 }, hpLost: 3, hardTarget: [{ value: 1, models: 3 }] } } })).toEqual([
      ['ninth-age-hp-lost-above-health', 'attack.target.hpLost'],
      ['ninth-age-hard-target-models-above', 'attack.target.hardTarget.0.models'],
    ]);
    expect(codes({ ...dwarf, attack: { ...dwarf.attack, circumstances: { distance: 6, longRange: false } } })).toEqual([['long-range-conflict', 'attack.circumstances.longRange']]);
    // Reload! (BS-T9A-2ND) is not for a Stand and Shoot; without the charge reaction it shoots.
    const harpoon = { name: 'Harpoon Launcher', aim: 3, range: 18, shots: 3, strength: 6, armourPenetration: 3, attributes: ['Accurate', 'Quick to Fire', 'Reload!'] };
    expect(codes({ ...dwarf, attack: { ...dwarf.attack, weapon: harpoon, circumstances: { standAndShoot: true } } })).toEqual([['ninth-age-reload-stand-and-shoot', 'attack.circumstances.standAndShoot']]);
    expect(codes({ ...dwarf, attack: { ...dwarf.attack, weapon: harpoon, circumstances: { standAndShoot: false } } })).toEqual([]);
    // Shots on dice: "3D6*2" reads; anything else is named at its path.
    const volleyGun = { name: 'Volley Gun', aim: 4, range: 24, shots: '3D6*2', strength: 5, armourPenetration: 3, attributes: ['Volley Gun'] };
    const read = parseScenarioOf('ninth-age', { ...dwarf, attack: { ...dwarf.attack, weapon: volleyGun } });
    expect(read.ok && read.scenario.kind === 'attack' && read.scenario.attack.volleys[0]?.entry.weapon).toEqual({
      id: 'Volley Gun',
      range: 24,
      shots: 36,
      shotsDice: { count: 3, sides: 6, times: 2, plus: 0 },
      strength: 5,
      armourPenetration: 3,
      attributes: [{ code: 'volley-gun' }],
    });
    expect(codes({ ...dwarf, attack: { ...dwarf.attack, weapon: { ...volleyGun, shots: '3D8' } } })).toEqual([['ninth-age-shots-dice-unknown', 'attack.weapon.shots']]);
    expect(codes({ ...dwarf, attack: { ...dwarf.attack, weapon: volleyGun, circumstances: { standAndShoot: true } } })).toEqual([['ninth-age-reload-stand-and-shoot', 'attack.circumstances.standAndShoot']]);
    // A Height that is neither a number nor a class: the shared zod conversion names the field.
    const height = codes({ ...dwarf, attack: { ...dwarf.attack, target: { profile: { Res: 3, Height: 'huge' } } } });
    expect(height.map(([, path]) => path)).toEqual(['attack.target.profile.Height']);
    expect(['no-form-matches', 'not-one-of']).toContain(height[0]?.[0]);
    expect(codes({ ...dwarf, variants: { edition: '3rd' } })).toEqual([['not-one-of', 'variants.edition']]);
  });

  it('refuses a target nearer than the weapon\'s minimum range; exactly at it the shot is allowed', () => {
    // The Dwarf Catapult as the data writes it: Range 12-60".
    const catapult = { name: 'Dwarf Catapult', aim: 4, minRange: 12, range: 60, strength: 7, armourPenetration: 4 };
    const at = (distance: number) => ({ ...dwarf, attack: { ...dwarf.attack, weapon: catapult, circumstances: { distance } } });
    expect(codes(at(11.5))).toEqual([['ninth-age-within-minimum-range', 'attack.circumstances.distance']]);
    const refused = parseScenarioOf('ninth-age', at(11.5));
    expect(refused.ok ? null : refused.issues[0]).toMatchObject({ weapon: 'Dwarf Catapult', distance: 11.5, minRange: 12 });
    expect(codes(at(12))).toEqual([]);
    expect(codes(at(60))).toEqual([]);
    // A minimum at or beyond the range leaves nothing to shoot at.
    expect(codes({ ...dwarf, attack: { ...dwarf.attack, weapon: { ...catapult, minRange: 60 } } })).toEqual([['ninth-age-minimum-range-not-below-range', 'attack.weapon.minRange']]);
    // Without a distance nothing is known of it: no refusal.
    expect(codes({ ...dwarf, attack: { ...dwarf.attack, weapon: catapult } })).toEqual([]);
  });

  it('reads an Aegis against Magical Attacks (AegisMagical) and the Magical and Divine Attacks attributes; a score out of 2–6 is refused at its path', () => {
    const hurl = { name: 'Hurl Attack', aim: 4, range: 30, strength: 3, armourPenetration: 0, attributes: ['Magical Attacks', 'Divine Attacks'] };
    const target = { models: 1, profile: { HP: 4, Res: 5, Aegis: 6, AegisMagical: 4 } };
    const result = parseScenarioOf('ninth-age', { ...dwarf, attack: { ...dwarf.attack, weapon: hurl, target } });
    if (!result.ok || result.scenario.kind !== 'attack') throw new Error(JSON.stringify(result));
    expect(result.scenario.attack.target.profile).toMatchObject({ Aegis: 6, AegisMagical: 4 });
    expect(result.scenario.attack.volleys[0]?.entry.weapon.attributes).toEqual([{ code: 'magical-attacks' }, { code: 'divine-attacks' }]);
    expect(codes({ ...dwarf, attack: { ...dwarf.attack, target: { ...target, profile: { ...target.profile, AegisMagical: 7 } } } })).toEqual([['out-of-range', 'attack.target.profile.AegisMagical']]);
  });

  it('sets long range from the distance', () => {
    const result = parseScenarioOf('ninth-age', { ...dwarf, attack: { ...dwarf.attack, circumstances: { distance: 6 } } });
    expect(result.ok && result.scenario.kind === 'attack' && result.scenario.attack.volleys[0]?.circumstances.longRange).toBe(true);
  });

  it('is a union of the attack and battle forms', () => {
    expect(ninthAgeSchemas().scenario.safeParse(dwarf).success).toBe(true);
  });
});

const battleFile = {
  game: 'ninth-age',
  battle: {
    table: { width: 48, depth: 48 },
    terrain: [{ id: 'forest', kind: 'soft-cover', outline: [[26, 19.5], [28, 19.5], [28, 24], [26, 24]], height: 3 }],
    armies: [
      {
        id: 'dwarfs',
        units: [
          { id: 'throwers', position: [32, 20], facing: 270, files: 5, ranks: 2, base: { width: 1, depth: 1, unit: 'in' }, profile: { Res: 4, Arm: 2, Str: 3 }, weapons: ['Throwing Weapons (5+)'], state: { movement: 'advance' } },
        ],
      },
      {
        id: 'goblins',
        units: [{ id: 'gobbos', position: [20, 20], files: 5, ranks: 4, models: 18, base: { width: 1, depth: 1, unit: 'in' }, profile: { Res: 3, Height: 1 } }],
      },
    ],
  },
};

describe('battles', () => {
  it('builds the table with the unit blocks and the units', () => {
    const result = parseScenarioOf('ninth-age', battleFile);
    if (!result.ok || result.scenario.kind !== 'battle') throw new Error(JSON.stringify(result));
    const { battle } = result.scenario;
    expect(battle.shooting).toBe('dwarfs');
    expect(unitModels(battle, 'gobbos')).toHaveLength(18);
    expect(battle.units.find((u) => u.id === 'throwers')?.state.movement).toBe('advance');
  });

  it('finds a shooting army that does not exist and a weapon without Aim', () => {
    const bad = structuredClone(battleFile) as typeof battleFile & { battle: { shooting?: string } };
    bad.battle.shooting = 'orcs';
    (bad.battle.armies[0]?.units[0] as { weapons: string[] }).weapons = ['Throwing Weapons'];
    expect(codes(bad)).toEqual([
      ['ninth-age-aim-needed', 'battle.armies.0.units.0.weapons.0'],
      ['ninth-age-unknown-army', 'battle.shooting'],
    ]);
  });

  it('reads skirmisher and light-troops (T-12); light troops have March and Shoot; an unknown rule is refused at its path', () => {
    const file = structuredClone<typeof battleFile>(battleFile);
    const throwers = file.battle.armies[0]?.units[0] as { rules?: string[] };
    throwers.rules = ['skirmisher', 'light-troops'];
    const result = parseScenarioOf('ninth-age', file);
    if (!result.ok || result.scenario.kind !== 'battle') throw new Error(JSON.stringify(result));
    const unit = result.scenario.battle.units.find((u) => u.id === 'throwers');
    expect([unit?.skirmisher, unit?.lightTroops, unit?.marchAndShoot]).toEqual([true, true, true]);
    const gobbos = result.scenario.battle.units.find((u) => u.id === 'gobbos');
    expect([gobbos?.skirmisher, gobbos?.lightTroops, gobbos?.marchAndShoot]).toEqual([false, false, false]);
    expect(gobbos?.fly).toBe(false);
    throwers.rules = ['fly'];
    const flying = parseScenarioOf('ninth-age', file);
    expect(flying.ok && flying.scenario.kind === 'battle' && flying.scenario.battle.units.find((u) => u.id === 'throwers')?.fly).toBe(true);
    throwers.rules = ['skirmishers'];
    expect(codes(file).map(([, path]) => path)).toEqual(['battle.armies.0.units.0.rules.0']);
  });

  it('writes casualties back: fewer models, fewer ranks, the front where it was', () => {
    const result = parseScenarioOf('ninth-age', battleFile);
    if (!result.ok || result.scenario.kind !== 'battle') throw new Error('not a battle');
    const after = ninthAgeApplyShot(result.scenario.battle, 'throwers', 'gobbos', { models: 14, onCurrent: 0 });
    const written = ninthAgeBattleToFile(battleFile, after) as typeof battleFile;
    const gobbos = written.battle.armies[1]?.units[0] as Record<string, unknown>;
    // 14 models in files of 5: 3 ranks; the front at y = 18 stays, so the centre is at 19.5.
    expect([gobbos.models, gobbos.ranks, gobbos.position]).toEqual([14, 3, [20, 19.5]]);
    expect((written.battle.armies[0]?.units[0] as Record<string, unknown>).state).toMatchObject({ hasShot: true });
    const reread = parseScenarioOf('ninth-age', written);
    expect(reread.ok && reread.scenario.kind === 'battle' && unitModels(reread.scenario.battle, 'gobbos').length).toBe(14);
  });
});

describe('characters left alone (NA-ALONE): models 0', () => {
  const withCaptains = (models: number, characters: unknown[]) => {
    const file = structuredClone<typeof battleFile>(battleFile);
    Object.assign(file.battle.armies[1]!.units[0]!, { models, characters });
    return file;
  };
  const captain = { name: 'Captain', profile: { Res: 3, HP: 2 } };

  it('the last Goblin falls: written back as models 0, one rank of the characters, read back where they stood', () => {
    const file = withCaptains(1, [captain, { ...captain, name: 'Shaman' }]);
    const result = parseScenarioOf('ninth-age', file);
    if (!result.ok || result.scenario.kind !== 'battle') throw new Error(JSON.stringify(result));
    const after = ninthAgeApplyShot(result.scenario.battle, 'throwers', 'gobbos', { models: 0, onCurrent: 0 });
    const written = ninthAgeBattleToFile(file, after) as typeof battleFile;
    const gobbos = written.battle.armies[1]?.units[0] as Record<string, unknown>;
    // The block was 5 wide at x 20 with its front at y 18: the two places nearest the middle are
    // the middle (x 20) and its left neighbour (x 19, first of two equally near), one base deep:
    // centre (19.5, 18.5).
    expect([gobbos.models, gobbos.files, gobbos.ranks, gobbos.position]).toEqual([0, 2, 1, [19.5, 18.5]]);
    const reread = parseScenarioOf('ninth-age', written);
    if (!reread.ok || reread.scenario.kind !== 'battle') throw new Error(JSON.stringify(reread));
    const centres = (models: readonly { id: string; base: { centre: unknown } }[]) => models.filter((m) => m.id.startsWith('gobbos')).map((m) => [m.id, m.base.centre]);
    expect(centres(reread.scenario.battle.table.models)).toEqual(centres(after.table.models));
    expect(centres(after.table.models)).toEqual([
      ['gobbos/1', { x: 19, y: 18.5 }],
      ['gobbos/2', { x: 20, y: 18.5 }],
    ]);
    expect(reread.scenario.battle.units.find((u) => u.id === 'gobbos')?.joined?.alone).toBe(true);
  });

  it('models 0 needs a character not removed, at its path', () => {
    expect(codes(withCaptains(0, [{ ...captain, removed: true }]))).toEqual([['ninth-age-no-model-left', 'battle.armies.1.units.0.models']]);
    const none = structuredClone<typeof battleFile>(battleFile);
    Object.assign(none.battle.armies[1]!.units[0]!, { models: 0 });
    expect(codes(none)).toEqual([['ninth-age-no-model-left', 'battle.armies.1.units.0.models']]);
    expect(codes(withCaptains(0, [captain]))).toEqual([]);
  });
});

describe('units named from a library', () => {
  // A stand-in library: one unit with a bow of the data's Aim 4+ and a weapon Marksman cannot resolve.
  const lookup: NinthAgeUnitLookup = (name) =>
    name === 'Empire/Militia'
      ? {
          ok: true,
          value: {
            profile: { HP: 1, Res: 3, Arm: 0, Str: 3, AP: 0 },
            hardTarget: 1,
            rules: ['flammable'],
            weapons: [
              { name: 'Bow', aim: 4, use: { ok: true, weapon: { id: 'Bow', range: 24, shots: 1, strength: 3, armourPenetration: 0, attributes: [] } } },
              { name: 'Organ Gun', aim: 4, use: { ok: false, gap: 'dice-shots', detail: '2D6' } },
            ],
          },
        }
      : { ok: false, reason: 'unknown', suggestions: ['Empire/Militia'] };
  const named = (shooter: unknown, weapon: unknown, target: unknown) => ({ game: 'ninth-age', attack: { shooter: { profile: shooter }, weapon, target: { profile: target } } });

  it('takes the named profile, the written changes over it, the Hard Target and rules, and the weapon with its Aim', () => {
    const result = parseScenarioOf('ninth-age', named('Empire/Militia', 'bow', { from: 'Empire/Militia', Arm: 2 }), { ninthAgeUnits: lookup });
    if (!result.ok || result.scenario.kind !== 'attack') throw new Error(JSON.stringify(result));
    const { attack } = result.scenario;
    expect(attack.shooter.name).toBe('Militia');
    // The data's Bow is a name the game knows, so it takes the game's id, as a file writing it out would.
    expect(attack.volleys[0]?.entry).toEqual({ aim: 4, weapon: { id: 'bow', range: 24, shots: 1, strength: 3, armourPenetration: 0, attributes: [] } });
    expect(attack.target.profile).toMatchObject({ HP: 1, Res: 3, Arm: 2 });
    expect(attack.target.hardTarget).toEqual([{ value: 1, models: 1 }]);
    expect(attack.target.flammable).toBe(true);
  });

  it('reports a name with no library loaded, an unknown name, and a weapon the data cannot shoot, each where it is', () => {
    expect(codes(named('Empire/Militia', 'Bow (4+)', { Res: 3 }))).toEqual([['profiles-not-loaded', 'attack.shooter.profile']]);
    const issues = (value: unknown) => {
      const result = parseScenarioOf('ninth-age', value, { ninthAgeUnits: lookup });
      return result.ok ? [] : result.issues.map((i) => [i.code, i.path.join('.')]);
    };
    expect(issues(named('Empire/Milita', 'Bow (4+)', { from: 'Empire/Milita' }))).toEqual([
      ['unknown-profile', 'attack.shooter.profile'],
      ['unknown-profile', 'attack.target.profile.from'],
    ]);
    expect(issues(named('Empire/Militia', 'Organ Gun', { Res: 3 }))).toEqual([['ninth-age-weapon-unusable', 'attack.weapon']]);
  });

  it('writes the names out: the profile (with the changes), the weapon whole, Hard Target, rules and names; the result parses alone to the same attack', () => {
    const file = named('Empire/Militia', 'Bow', { from: 'Empire/Militia', Arm: 2 });
    const written = namedProfilesWrittenOut(file, { ninthAgeUnits: lookup });
    if (!written.ok) throw new Error(JSON.stringify(written.issues));
    expect(written.filled).toEqual([
      { path: ['attack', 'shooter', 'profile'], name: 'Empire/Militia' },
      { path: ['attack', 'target', 'profile', 'from'], name: 'Empire/Militia' },
    ]);
    // A shooter's place holds Str, AP and Height only; a target's the defence (HP, Res, Arm…).
    expect(written.value).toEqual({
      game: 'ninth-age',
      attack: {
        shooter: { name: 'Militia', profile: { Str: 3, AP: 0 } },
        weapon: { name: 'Bow', aim: 4, range: 24, shots: 1, strength: 3, armourPenetration: 0, attributes: [] },
        target: { name: 'Militia', profile: { HP: 1, Res: 3, Arm: 2 }, hardTarget: 1, rules: ['flammable'] },
      },
    });
    const alone = parseScenarioOf('ninth-age', written.value);
    expect(alone).toEqual(parseScenarioOf('ninth-age', file, { ninthAgeUnits: lookup }));
    expect(alone.ok).toBe(true);
  });

  it('a target\'s Fly: written as a rule, or carried from a named unit with Fly beside the file\'s own rules', () => {
    const flyOf = (value: unknown, options = {}) => {
      const result = parseScenarioOf('ninth-age', value, options);
      if (!result.ok || result.scenario.kind !== 'attack') throw new Error(JSON.stringify(result));
      return [result.scenario.attack.target.fly, result.scenario.attack.target.flammable];
    };
    expect(flyOf(dwarf)).toEqual([false, false]);
    expect(flyOf({ ...dwarf, attack: { ...dwarf.attack, target: { ...dwarf.attack.target, rules: ['fly'] } } })).toEqual([true, false]);
    const harpies: NinthAgeUnitLookup = (name) => {
      const found = lookup(name);
      return found.ok ? { ok: true, value: { ...found.value, rules: ['fly'] } } : found;
    };
    const target = { profile: 'Empire/Militia', rules: ['flammable'] };
    expect(flyOf({ game: 'ninth-age', attack: { shooter: { profile: { Str: 3 } }, weapon: 'Bow (4+)', target } }, { ninthAgeUnits: harpies })).toEqual([true, true]);
  });

  it('writing out refuses what parsing refuses, and leaves a file naming nothing as it is', () => {
    expect(namedProfilesWrittenOut(named('Empire/Milita', 'Bow (4+)', { Res: 3 }), { ninthAgeUnits: lookup })).toMatchObject({ ok: false, issues: [{ code: 'unknown-profile', path: ['attack', 'shooter', 'profile'] }] });
    expect(namedProfilesWrittenOut(named('Empire/Militia', 'Bow', { Res: 3 }), {})).toMatchObject({ ok: false, issues: [{ code: 'profiles-not-loaded' }] });
    expect(namedProfilesWrittenOut(dwarf, { ninthAgeUnits: lookup })).toEqual({ ok: true, value: dwarf, filled: [] });
  });
});

describe('characters joined to the target (NR-COMBINED, T-13)', () => {
  const withCaptain = (target: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    ...dwarf,
    attack: { ...dwarf.attack, ...extra, target: { ...dwarf.attack.target, ...target } },
  });
  const captain = { name: 'Captain', profile: { HP: 3, Res: 4, Arm: 3, Height: 'large' } };

  it('reads characters, the champion and where the hits are aimed', () => {
    const result = parseScenarioOf('ninth-age', withCaptain({ characters: [captain], champion: true, type: 'infantry' }, { aimAt: 'rank-and-file' }));
    if (!result.ok || result.scenario.kind !== 'attack') throw new Error(JSON.stringify(result));
    expect(result.scenario.joined).toEqual({
      type: 'infantry',
      champion: true,
      aimAt: 'rank-and-file',
      characters: [{ name: 'Captain', profile: { HP: 3, Res: 4, Arm: 3, Aegis: null, Fortitude: null, Height: 'large' }, type: 'infantry', hpLost: 0, flammable: false, fly: false }],
    });
  });

  it('aims at the characters unless told, and a file without characters has no joined part', () => {
    const result = parseScenarioOf('ninth-age', withCaptain({ characters: [captain] }));
    expect(result.ok && result.scenario.kind === 'attack' && result.scenario.joined?.aimAt).toBe('characters');
    const plain = parseScenarioOf('ninth-age', dwarf);
    expect(plain.ok && plain.scenario.kind === 'attack' && plain.scenario.joined).toBe(undefined);
  });

  it('names each problem with its path', () => {
    expect(codes(withCaptain({}, { aimAt: 'characters' }))).toEqual([['ninth-age-no-characters', 'attack.aimAt']]);
    expect(codes(withCaptain({ models: 1, champion: true, characters: [captain] }))).toEqual([['ninth-age-champion-alone', 'attack.target.champion']]);
    expect(codes(withCaptain({ characters: [{ ...captain, hpLost: 3 }] }))).toEqual([['ninth-age-hp-lost-above-health', 'attack.target.characters.0.hpLost']]);
    expect(codes(withCaptain({ characters: [captain] }, { aimAt: 'general' }))[0]?.[1]).toBe('attack.aimAt');
  });
});

describe('Area Attacks and Catapults in a quick attack (docs/ninth-age.md, Area Attacks and Catapults)', () => {
  // The Charnel Catapult's 4×4 as the community data writes it: Str 3 [7], AP 0 [4], [Multiple Wounds (D3, Clipped Wings)].
  const catapult = { name: 'Catapult (4×4)', aim: 4, minRange: 12, range: 60, strength: '3 [7]', armourPenetration: '0 [4]', attributes: ['Catapult (4×4)', '[Multiple Wounds (D3, Clipped Wings)]'] };
  const at = (target: Record<string, unknown>, circumstances: Record<string, unknown> = {}) => ({
    ...dwarf,
    attack: { ...dwarf.attack, weapon: catapult, target: { ...dwarf.attack.target, ...target }, circumstances },
  });

  it('reads the template, the target\'s width and facing, and keeps the bracketed attribute off the plain hits', () => {
    const result = parseScenarioOf('ninth-age', at({ models: 20, width: 5 }, { facing: 'flank' }));
    if (!result.ok || result.scenario.kind !== 'attack') throw new Error(JSON.stringify(result));
    expect(result.scenario.attack.target.formation).toEqual({ width: 5, facing: 'flank' });
    const weapon = result.scenario.attack.volleys[0]?.entry.weapon;
    expect(weapon?.attributes).toEqual([{ code: 'catapult', x: 4, y: 4 }, { code: 'multiple-wounds', value: 'D3', clippedWings: true }]);
    expect(weapon?.plain).toEqual({ strength: 3, armourPenetration: 0, attributes: [{ code: 'catapult', x: 4, y: 4 }] });
    // The front is the default facing.
    const front = parseScenarioOf('ninth-age', at({ models: 20, width: 5 }));
    expect(front.ok && front.scenario.kind === 'attack' && front.scenario.attack.target.formation).toEqual({ width: 5, facing: 'front' });
  });

  it('needs the width of a unit of more than one model, its joined characters counted; refuses width and facing for another weapon, and a template with shots on dice at joined characters', () => {
    expect(codes(at({ models: 20 }))).toEqual([['ninth-age-area-width-needed', 'attack.target.width']]);
    expect(codes(at({ models: 1 }))).toEqual([]);
    const crossbow = { ...dwarf, attack: { ...dwarf.attack, weapon: 'Crossbow (4+)', target: { ...dwarf.attack.target, width: 5 }, circumstances: { facing: 'rear' } } };
    expect(codes(crossbow)).toEqual([
      ['ninth-age-area-field-unused', 'attack.target.width'],
      ['ninth-age-area-field-unused', 'attack.circumstances.facing'],
    ]);
    // NA-AREA-JOINED: a template at joined characters shoots; one model and a character make two in the ranks, so the width is needed.
    expect(codes(at({ models: 20, width: 5, characters: [{ profile: { Res: 4, HP: 3 } }] }))).toEqual([]);
    expect(codes(at({ models: 1, characters: [{ profile: { Res: 4, HP: 3 } }] }))).toEqual([['ninth-age-area-width-needed', 'attack.target.width']]);
    const rolled = { ...at({ models: 20, width: 5, characters: [{ profile: { Res: 4, HP: 3 } }] }) };
    const dice = { ...rolled, attack: { ...rolled.attack, weapon: { ...catapult, shots: 'D3' } } };
    // Shots on dice at joined characters: each number of templates weighed (NA-AREA-JOINED), no longer refused.
    expect(codes(dice)).toEqual([]);
    expect(codes(at({ models: 20, width: 5 }, { facing: 'side' }))[0]?.[1]).toBe('attack.circumstances.facing');
  });
});
