import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseScenarioValue } from '../../scenario/index.js';
import { buildMordheimLibrary, DEFAULT_DEPLOYMENT, importMordheimRoster, type RosterImport, type RosterWarband } from './index.js';
import { SHIPPED_DATA, shippedSources } from '../../../test-support/bsdata.js';

const DATA = SHIPPED_DATA;
const reiklanders = readFileSync(`${DATA}rosters/reiklanders.ros`, 'utf8');
const skaven = readFileSync(`${DATA}rosters/skaven.ros`, 'utf8');
const library = buildMordheimLibrary(shippedSources('mordheim'));

function warband(result: RosterImport): RosterWarband {
  if (!result.ok) throw new Error(`import failed: ${JSON.stringify(result.problems)}`);
  return result.warband;
}

/** The warband dropped into a battle scenario, as the lead's format reads it. */
function asBattle(band: RosterWarband, table = DEFAULT_DEPLOYMENT.table) {
  const enemy = { id: 'enemy', models: [{ id: 'target', position: [table.width / 2, table.depth / 2], profile: { BS: 3, S: 3, T: 3, I: 3 } }] };
  return parseScenarioValue({ game: 'mordheim', battle: { table, warbands: [band, enemy] } });
}

describe('a roster written by hand imports', () => {
  const result = importMordheimRoster({ name: 'reiklanders.ros', data: reiklanders });
  const band = warband(result);

  it('as a warband of models with profiles, missile weapons as Marksman ids, kit and rules', () => {
    expect(band.id).toBe('reikland-rangers');
    expect(band.name).toBe('Reikland Rangers');
    expect(band.models.map((m) => m.id)).toEqual(['captain-ulrich', 'marksmen-1', 'marksmen-2', 'marksmen-3', 'youngblood']);
    expect(band.models[0]).toEqual({
      id: 'captain-ulrich',
      name: 'Captain Ulrich',
      position: [1, 47],
      profile: { M: 4, WS: 4, BS: 4, S: 3, T: 3, W: 1, I: 4, A: 1, Ld: 8 },
      weapons: ['handgun'],
      kit: ['heavy-armour', 'shield'],
      rules: [],
    });
    expect(band.models[1]).toMatchObject({ name: 'Marksmen 1', profile: { BS: 4 }, weapons: ['long-bow'], kit: ['light-armour'] });
    // The youngblood's javelins (BS-M data.cat: 8", as user, thrown) are a Marksman weapon now.
    expect(band.models[4]).toMatchObject({ weapons: ['javelins', 'bow'], kit: [] });
  });

  it('has nothing it could not carry over', () => {
    expect(result.problems).toEqual([]);
  });

  it('stands in a row along the bottom edge, bases apart, and passes the battle schema', () => {
    const xs = band.models.map((m) => m.position[0]);
    expect(xs).toEqual([1, 3, 5, 7, 9]);
    expect(band.models.every((m) => m.position[1] === 47)).toBe(true);
    const parsed = asBattle(band);
    expect(parsed.ok ? [] : parsed.issues).toEqual([]);
  });

  it('the same roster zipped (.rosz) imports the same', () => {
    const zipped = zipSync({ 'Reikland Rangers.ros': strToU8(reiklanders) });
    expect(importMordheimRoster({ name: 'reiklanders.rosz', data: zipped })).toEqual({ ...result, problems: result.problems.map((p) => ({ ...p, file: 'reiklanders.rosz' })) });
  });
});

describe('options and the library', () => {
  it('a Rat Ogre is a large target; a selection without a profile is filled in from the library', () => {
    const result = importMordheimRoster({ name: 'skaven.ros', data: skaven }, { library, deployment: { edge: 'top' } });
    const band = warband(result);
    expect(band.models.map((m) => [m.id, m.position, m.rules])).toEqual([
      ['rat-ogre', [1, 1], ['large-target']],
      ['night-runners', [3, 1], []],
    ]);
    expect(band.models[1]).toMatchObject({ profile: { M: 6, WS: 2, BS: 3, S: 3, T: 3, W: 1, I: 4, A: 1, Ld: 4 }, weapons: ['sling'], kit: ['light-armour'] });
    expect(result.problems).toEqual([]);
    const parsed = asBattle(band);
    expect(parsed.ok ? [] : parsed.issues).toEqual([]);
  });

  it('without the library the profile-less selection is left out and reported', () => {
    const result = importMordheimRoster({ name: 'skaven.ros', data: skaven });
    expect(warband(result).models.map((m) => m.id)).toEqual(['rat-ogre']);
    expect(result.problems).toEqual([{ code: 'roster-model-without-profile', file: 'skaven.ros', entry: { id: '9ca77bf6-d4b6-5676-7f61-5cbe7bfb78f8', name: 'Night Runners' } }]);
  });

  it('many models fill a row, then start the next one further in', () => {
    const big = reiklanders.replace('number="3" type="model"', 'number="30" type="model"');
    const table = { width: 24, depth: 24 };
    const band = warband(importMordheimRoster({ name: 'big.ros', data: big }, { deployment: { table } }));
    expect(band.models).toHaveLength(32);
    expect(band.models.slice(11, 14).map((m) => m.position)).toEqual([
      [23, 23],
      [1, 21],
      [3, 21],
    ]);
    const parsed = asBattle(band, table);
    expect(parsed.ok ? [] : parsed.issues).toEqual([]);
  });
});

describe('rosters that cannot be imported say why', () => {
  it.each([
    ['broken.ros', '<roster name="x"><forces>', { code: 'xml-malformed', reason: 'unclosed-element' }],
    ['catalogue.ros', '<catalogue id="c" name="c"/>', { code: 'not-battlescribe', root: 'catalogue', expected: ['roster'] }],
    ['aos.ros', '<roster id="r" name="r" gameSystemId="e51d-b1a3-75fc-dc33" gameSystemName="Age of Sigmar"/>', { code: 'roster-game-not-supported', gameSystem: 'Age of Sigmar' }],
    ['empty.ros', '<roster id="r" name="r" gameSystemName="Mordheim"><forces/></roster>', { code: 'roster-without-models' }],
  ])('%s', (name, data, problem) => {
    const result = importMordheimRoster({ name, data });
    expect(result.ok).toBe(false);
    expect(result.problems[0]).toMatchObject({ file: name, ...problem });
  });

  it('a zip without a roster, and bytes that only look like a zip', () => {
    expect(importMordheimRoster({ name: 'notes.rosz', data: zipSync({ 'readme.txt': strToU8('hi'), 'b.txt': strToU8('') }) }).problems).toEqual([
      { code: 'zip-without-roster', file: 'notes.rosz', entry: null, files: ['readme.txt', 'b.txt'] },
    ]);
    expect(importMordheimRoster({ name: 'bad.rosz', data: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) }).problems).toEqual([{ code: 'zip-unreadable', file: 'bad.rosz', entry: null }]);
  });

  it('two suits of armour and an unknown rule are reported, the first suit kept', () => {
    const doubled = reiklanders.replace('<selection id="s1d" name="Shield"', '<selection id="s1x" name="Gromril Armour" entryId="g" number="1" type="upgrade"/><selection id="s1d" name="Shield"').replace('name="Leader"', 'name="Sigmar\'s Luck"');
    const result = importMordheimRoster({ name: 'doubled.ros', data: doubled });
    expect(warband(result).models[0]?.kit).toEqual(['heavy-armour', 'shield']);
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { code: 'two-body-armours', file: 'doubled.ros', entry: { id: '83acbe09-ec66-c45c-0f5b-1a9e0017016e', name: 'Mercenary Captain' }, pieces: ['heavy-armour', 'gromril-armour'] },
        { code: 'unknown-rule', file: 'doubled.ros', entry: { id: '83acbe09-ec66-c45c-0f5b-1a9e0017016e', name: 'Mercenary Captain' }, rule: "Sigmar's Luck" },
      ]),
    );
  });
});
