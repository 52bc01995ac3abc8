import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseScenarioValue } from '../../scenario/index.js';
import { buildNinthAgeLibrary, DEFAULT_UNIT_DEPLOYMENT, deployUnits, importNinthAgeRoster, parseBase, rosterGame, type NinthAgeRosterImport, type RosterArmy } from './index.js';
import { SHIPPED_DATA, shippedSources } from '../../../test-support/bsdata.js';

const DATA = SHIPPED_DATA;
const sonnstahl = readFileSync(`${DATA}rosters/sonnstahl.ros`, 'utf8');
const library = buildNinthAgeLibrary(shippedSources('ninth-age'));

function army(result: NinthAgeRosterImport): RosterArmy {
  if (!result.ok) throw new Error(`import failed: ${JSON.stringify(result.problems)}`);
  return result.army;
}

const unitOf = (a: RosterArmy, id: string) => a.units.find((u) => u.id === id);

describe('a hand-written Ninth Age roster imports', () => {
  const result = importNinthAgeRoster({ name: 'sonnstahl.ros', data: sonnstahl }, { library });
  const imported = army(result);

  it('as an army of units with their model counts, the roster\'s profiles, and weapons written out whole with their Aim', () => {
    expect(imported.id).toBe('sonnstahl-border-patrol');
    expect(imported.units.map((u) => [u.id, u.models, u.files, u.ranks])).toEqual([
      ['state-militia', 20, 5, 4],
      ['reiters', 5, 5, 1],
      ['heavy-infantry', 15, 5, 3],
    ]);
    expect(unitOf(imported, 'state-militia')).toMatchObject({
      profile: { HP: 1, Res: 3, Arm: 0, Str: 3, AP: 0, Height: 'standard' },
      weapons: [{ name: 'Bow', aim: 4, range: 24, shots: 1, strength: 3, armourPenetration: 0, attributes: ['volley-fire'] }],
      base: { width: 20, depth: 20 },
    });
    // BSData's misspelt "Unweildy" is Unwieldy, whose value is 1 when none is written.
    expect(unitOf(imported, 'reiters')?.weapons).toEqual([{ name: 'Repeater Gun', aim: 4, range: 24, shots: 3, strength: 4, armourPenetration: 2, attributes: ['unwieldy (1)'] }]);
  });

  it('adds the armour carried to the model\'s own: a Reiter (Arm 1) in light armour (+1) has 2', () => {
    expect(unitOf(imported, 'reiters')?.profile.Arm).toBe(2);
    expect(unitOf(imported, 'reiters')?.base).toEqual({ width: 25, depth: 50 });
  });

  it('fills a unit without a profile from the data by its entry id: Heavy Infantry, Arm 0 + light armour 1 + shield 1 = 2', () => {
    expect(unitOf(imported, 'heavy-infantry')?.profile).toEqual({ HP: 1, Res: 3, Arm: 2, Str: 3, AP: 0, Dis: 7, Adv: 4, Height: 'standard' });
    expect(result.problems).toEqual([]);
  });

  it('stands along the bottom edge, facing up the table, and parses as one army of a battle with nothing off the table or overlapping', () => {
    for (const unit of imported.units) {
      expect(unit.facing).toBe(0);
      // The rear of each unit is 1" from the bottom edge: centre y = 48 − 1 − ranks × depth / 2.
      expect(unit.position[1]).toBeCloseTo(48 - 1 - (unit.ranks * unit.base.depth) / 25.4 / 2, 3);
    }
    const enemy = { id: 'enemy', units: [{ id: 'target', position: [36, 12], facing: 180, files: 5, ranks: 2, base: { width: 20, depth: 20 }, profile: { Res: 3 } }] };
    const parsed = parseScenarioValue({ game: 'ninth-age', battle: { table: DEFAULT_UNIT_DEPLOYMENT.table, armies: [imported, enemy] } });
    expect(parsed.ok ? [] : parsed.issues).toEqual([]);
  });

  it('from a .rosz (the same roster zipped)', () => {
    const zipped = zipSync({ 'sonnstahl.ros': strToU8(sonnstahl) });
    expect(army(importNinthAgeRoster({ name: 'sonnstahl.rosz', data: zipped }, { library }))).toEqual(imported);
  });

  it('the top edge for the second army: facing down the table, rear 1" from the top', () => {
    const top = army(importNinthAgeRoster({ name: 'sonnstahl.ros', data: sonnstahl }, { library, deployment: { edge: 'top' }, takenIds: ['state-militia'] }));
    expect(top.units[0]).toMatchObject({ id: 'state-militia-2', facing: 180 });
    expect(top.units[0]?.position[1]).toBeCloseTo(1 + (4 * 20) / 25.4 / 2, 3);
  });
});

describe('rules a roster carries', () => {
  it('March and Shoot, Flammable and Hard Target (a plain one is X = 1) from the unit\'s rules', () => {
    const ruled = sonnstahl.replace('<rule id="u2r1" name="Light Troops" hidden="false"/>', '<rule id="u2r1" name="March and Shoot" hidden="false"/><rule id="u2r2" name="Flammable" hidden="false"/><rule id="u2r3" name="Hard Target" hidden="false"/>');
    expect(unitOf(army(importNinthAgeRoster({ name: 'ruled.ros', data: ruled }, { library })), 'reiters')).toMatchObject({ rules: ['march-and-shoot', 'flammable'], hardTarget: 1 });
  });

  it('Fly, written with its flying rates ("Fly (8", 16")") or bare, is the rule fly', () => {
    for (const written of ['Fly (8&quot;, 16&quot;)', 'Fly']) {
      const ruled = sonnstahl.replace('<rule id="u2r1" name="Light Troops" hidden="false"/>', `<rule id="u2r1" name="${written}" hidden="false"/>`);
      expect(unitOf(army(importNinthAgeRoster({ name: 'ruled.ros', data: ruled }, { library })), 'reiters')?.rules, written).toContain('fly');
    }
    expect(unitOf(army(importNinthAgeRoster({ name: 'sonnstahl.ros', data: sonnstahl }, { library })), 'reiters')?.rules).not.toContain('fly');
  });
});

describe('what a Ninth Age roster import reports', () => {
  it('a unit with no profile is left out without the data, and the rest imported', () => {
    const result = importNinthAgeRoster({ name: 'sonnstahl.ros', data: sonnstahl });
    expect(army(result).units.map((u) => u.id)).toEqual(['state-militia', 'reiters']);
    expect(result.problems).toEqual([{ code: 'roster-model-without-profile', file: 'sonnstahl.ros', entry: { id: 'cd21-fe43-e8e5-42de', name: 'Heavy Infantry' } }]);
  });

  it('an entry the data does not know is reported by its id and name', () => {
    const unknown = sonnstahl.replace('</selections>\n    </force>', '  <selection id="u9" name="Steam Giraffe" entryId="0000-not-in-data" number="1" type="unit"/>\n      </selections>\n    </force>');
    const result = importNinthAgeRoster({ name: 'giraffe.ros', data: unknown }, { library });
    expect(army(result).units).toHaveLength(3);
    expect(result.problems).toEqual([{ code: 'roster-unknown-entry', file: 'giraffe.ros', entry: { id: '0000-not-in-data', name: 'Steam Giraffe' } }]);
  });

  it('malformed XML, with its line and column; a file that is not a roster; a zip without a roster', () => {
    const broken = importNinthAgeRoster({ name: 'broken.ros', data: sonnstahl.replace('</force>', '</forse>') });
    expect(broken).toMatchObject({ ok: false, problems: [{ code: 'xml-malformed', file: 'broken.ros', reason: 'mismatched-end-tag' }] });
    expect(!broken.ok && broken.problems[0]?.code === 'xml-malformed' ? broken.problems[0].line : 0).toBeGreaterThan(1);
    expect(importNinthAgeRoster({ name: 'x.cat', data: '<catalogue id="c"/>' })).toEqual({ ok: false, problems: [{ code: 'not-battlescribe', file: 'x.cat', entry: null, root: 'catalogue', expected: ['roster'] }] });
    expect(importNinthAgeRoster({ name: 'empty.rosz', data: zipSync({ 'notes.txt': strToU8('hi'), 'list.txt': strToU8('-') }) })).toMatchObject({ ok: false, problems: [{ code: 'zip-without-roster' }] });
  });

  it('a weapon Marksman cannot shoot (artillery with a Catapult template) is left out with the reason; a roster of another game is refused', () => {
    const gun = sonnstahl.replace(
      '<selection id="u1w" name="Bow"',
      '<selection id="u1v" name="Volley Gun" entryId="vg" number="1" type="upgrade"><profiles><profile id="vgp" name="Volley Gun (4+)" typeId="a00c-d586-ee68-ed21" typeName="6 Ranged Weapon"><characteristics><characteristic name="Range" typeId="r">24&quot;</characteristic><characteristic name="Shots" typeId="s">3D6*2</characteristic><characteristic name="Str" typeId="t">5[10]</characteristic><characteristic name="AP" typeId="a">3</characteristic><characteristic name="Attributes" typeId="b">Catapult (6)</characteristic></characteristics></profile></profiles></selection>\n            <selection id="u1w" name="Bow"',
    );
    const result = importNinthAgeRoster({ name: 'gun.ros', data: gun }, { library });
    expect(result.problems).toEqual([{ code: 'roster-weapon-unusable', file: 'gun.ros', entry: { id: 'vg', name: 'Volley Gun' }, weapon: 'Volley Gun', gap: 'attribute-not-modelled', detail: 'catapult' }]);
    const mordheim = readFileSync(`${DATA}rosters/reiklanders.ros`, 'utf8');
    expect(importNinthAgeRoster({ name: 'reiklanders.ros', data: mordheim })).toMatchObject({ ok: false, problems: [{ code: 'roster-game-not-supported', gameSystem: 'Mordheim' }] });
    expect(rosterGame({ name: 'reiklanders.ros', data: mordheim })).toMatchObject({ ok: true, game: 'mordheim', roster: { name: 'reiklanders.ros', game: 'mordheim' } });
    expect(rosterGame({ name: 'sonnstahl.ros', data: sonnstahl })).toMatchObject({ ok: true, game: 'ninth-age' });
  });
});

describe('bases and deployment', () => {
  it('reads BSData\'s bases', () => {
    expect(parseBase('20×20')).toEqual({ width: 20, depth: 20 });
    expect(parseBase('25x50')).toEqual({ width: 25, depth: 50 });
    expect(parseBase('60Ø')).toEqual({ width: 60, depth: 60 });
    expect(parseBase('large')).toBeNull();
  });

  it('puts units side by side 2" apart, and starts a new row further in when the edge is full', () => {
    // Each unit is 10 × 25.4 mm = 10" wide and 1" deep; on a 24" table two fit (1 + 10 + 2 + 10 = 23), the third goes 2" further in.
    const unit = { files: 10, ranks: 1, base: { width: 25.4, depth: 25.4 } };
    const placed = deployUnits([unit, unit, unit], { ...DEFAULT_UNIT_DEPLOYMENT, table: { width: 24, depth: 24 } });
    expect(placed.map((u) => u.position)).toEqual([
      [6, 22.5],
      [18, 22.5],
      [6, 19.5],
    ]);
  });
});

describe('a roster\'s Breath Attack (docs/ninth-age.md, Breath Attack)', () => {
  // data/bsdata/rosters/dread-elves.ros (SOURCE.txt): a Hydra with its profiles written, whose
  // Rules read "Breath Attack (Str 3, AP 2)", and one with none, filled in from the data.
  const hydras = army(importNinthAgeRoster({ name: 'dread-elves.ros', data: readFileSync(`${DATA}rosters/dread-elves.ros`, 'utf8') }, { library }));
  // The rule gives every Breath Attack 6" and 2D6 hits with no roll (BS-T9A-2ND Breath Attack); the brackets Strength 3, AP 2.
  const breath = { name: 'Breath Attack', range: 6, shots: '2D6', strength: 3, armourPenetration: 2, attributes: ['breath-attack'] };

  it('both Hydras breathe, with no Aim: the written one from its Rules, the other from the data', () => {
    expect(hydras.units.map((u) => [u.id, u.models])).toEqual([
      ['hydra', 1],
      ['second-hydra', 1],
    ]);
    expect(unitOf(hydras, 'hydra')?.weapons).toEqual([breath]);
    expect(unitOf(hydras, 'second-hydra')?.weapons).toEqual([breath]);
    expect(unitOf(hydras, 'hydra')?.profile).toMatchObject({ HP: 6, Res: 5, Arm: 3, Height: 'gigantic' });
  });

  it('the imported army shoots its Breath Attack in a battle file', () => {
    const enemy = { id: 'enemy', units: [{ id: 'target', position: [10, 40], facing: 180, files: 5, ranks: 2, base: { width: 20, depth: 20 }, profile: { Res: 3 } }] };
    const parsed = parseScenarioValue({ game: 'ninth-age', battle: { table: DEFAULT_UNIT_DEPLOYMENT.table, armies: [hydras, enemy] } });
    expect(parsed.ok ? [] : parsed.issues).toEqual([]);
  });
});
