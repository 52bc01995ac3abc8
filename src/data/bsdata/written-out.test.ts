// The example files that name profiles, written out with the CLI's lookups: numbers the
// data gives, and a file that parses with no library to the scenario the names give.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { namedProfilesWrittenOut, parseScenarioValue, type ParseOptions } from '../../scenario/index.js';
import { buildMordheimLibrary, buildNinthAgeLibrary, mordheimLookups, ninthAgeLookups } from './index.js';
import { shippedSources as sources } from '../../../test-support/bsdata.js';

const root = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

const example = (path: string): unknown => JSON.parse(readFileSync(root(`examples/${path}`), 'utf8'));

/** Writes the names out and checks the result parses alone to what the names parse to. */
function writtenOut(file: unknown, lookups: ParseOptions): { value: unknown; filled: readonly { readonly name: string }[] } {
  const written = namedProfilesWrittenOut(file, lookups);
  if (!written.ok) throw new Error(JSON.stringify(written.issues));
  const named = parseScenarioValue(file, lookups);
  const alone = parseScenarioValue(written.value);
  expect(alone.ok).toBe(true);
  expect(alone).toEqual(named);
  return written;
}

type Models = { battle: { warbands: { models: Record<string, unknown>[] }[] } };
type Units = { battle: { armies: { units: Record<string, unknown>[] }[] } };

describe('a Mordheim battle naming warriors, written out', () => {
  const lookups = mordheimLookups(buildMordheimLibrary(sources('mordheim')));
  const file = example('mordheim/battle-named-warriors.json');

  it('the Reikland marksman is BS 4, the Rat Ogre T 5, W 3 and a Large Target (facts A5), each named as the file names it', () => {
    const { value, filled } = writtenOut(file, lookups);
    expect(filled.map((f) => f.name)).toEqual(['Reiklanders/Marksman', 'Reiklanders/Youngblood', 'Skaven/Rat Ogre']);
    const [reikland, skaven] = (value as Models).battle.warbands;
    expect(reikland?.models[0]).toMatchObject({ id: 'marksman', name: 'Marksman', profile: { M: 4, WS: 3, BS: 4, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 }, weapons: ['Long bow'] });
    expect(reikland?.models[1]).toMatchObject({ name: 'Youngblood', profile: { BS: 2 } });
    expect(skaven?.models[0]).toMatchObject({ name: 'Rat Ogre', profile: { M: 6, WS: 3, BS: 3, S: 5, T: 5, W: 3, I: 4, A: 4, Ld: 4 }, rules: ['large-target'] });
    // The night runner wrote its own profile: it is left as it was.
    expect(skaven?.models[1]).toEqual((file as Models).battle.warbands[1]?.models[1]);
  });

  it('an unknown name is refused with its path and the nearest names, as on the command line', () => {
    const misspelt = structuredClone(file) as Models;
    const marksman = misspelt.battle.warbands[0]?.models[0];
    if (marksman) marksman.profile = 'Reiklanders/Marksmun';
    const written = namedProfilesWrittenOut(misspelt, lookups);
    // One letter from the alias Marksman and from Marksmen (equally near: alphabetically); Averlanders/Marksmen
    // is five edits off, within a quarter of the name's 20 letters.
    const suggestions = ['Reiklanders/Marksman', 'Reiklanders/Marksmen', 'Averlanders/Marksmen'];
    expect(written).toEqual({ ok: false, issues: [{ code: 'unknown-profile', path: ['battle', 'warbands', 0, 'models', 0, 'profile'], name: 'Reiklanders/Marksmun', suggestions }] });
  });
});

describe('a Ninth Age battle naming units, written out (examples/ninth-age/named-units.json)', () => {
  const lookups = ninthAgeLookups(buildNinthAgeLibrary(sources('ninth-age')));

  it('State Militia: Res 3 and a Bow (4+) of 24"; Sylvan Sentinels: Res 3, Hard Target (1), the file\'s Armour 1 over the data\'s 0', () => {
    const { value, filled } = writtenOut(example('ninth-age/named-units.json'), lookups);
    expect(filled.map((f) => f.name)).toEqual(['Empire of Sonnstahl/State Militia', 'Sylvan Elves/Sylvan Sentinels']);
    const [empire, elves] = (value as Units).battle.armies;
    expect(empire?.units[0]).toMatchObject({ name: 'State Militia', profile: { HP: 1, Res: 3, Arm: 0, Str: 3 } });
    expect(empire?.units[0]?.weapons).toEqual([{ name: 'Bow', aim: 4, range: 24, shots: 1, strength: 3, armourPenetration: 0, attributes: ['volley-fire'] }]);
    expect(elves?.units[0]).toMatchObject({ name: 'Sylvan Sentinels', profile: { HP: 1, Res: 3, Arm: 1 }, hardTarget: 1 });
  });
});
