// The Hope Harvester's Aether Battery named from the shipped community data (2nd-daemonLegions.cat:
// 18", 2D6*2 shots, Str 4, AP 1, Volley Gun Artillery Weapon, Aim 3+, and 3 more shots for each
// Veil Token the owner discards, 1 to 3): the owner's choice written beside the weapon
// (`veilTokens`), none by default, and a choice no rule reads refused at its path.
import { describe, expect, it } from 'vitest';
import { namedProfilesWrittenOut, parseScenarioValue } from '../../scenario/index.js';
import { shippedSources } from '../../../test-support/bsdata.js';
import { buildNinthAgeLibrary, ninthAgeLookups } from './index.js';

const lookups = ninthAgeLookups(buildNinthAgeLibrary(shippedSources('ninth-age')));

const attack = (weapon: unknown) => ({ game: 'ninth-age', attack: { shooter: { models: 1, profile: 'Daemon Legions/Hope Harvester' }, weapon, target: { models: 20, profile: { Res: 3 } }, circumstances: { distance: 10 } } });

const weaponOf = (file: unknown) => {
  const result = parseScenarioValue(file, lookups);
  if (!result.ok || result.scenario.game !== 'ninth-age' || result.scenario.kind !== 'attack') throw new Error(JSON.stringify(result));
  return result.scenario.attack.volleys[0]?.entry;
};

const problems = (file: unknown) => {
  const result = parseScenarioValue(file, lookups);
  return result.ok ? [] : result.issues.map((i) => [i.code, i.path.join('.')]);
};

describe('the Aether Battery\'s Veil Tokens, the owner\'s choice', () => {
  it('named alone: none spent, the data\'s 2D6*2 (at most 24), Aim 3+', () => {
    expect(weaponOf(attack('Aether Battery'))).toMatchObject({ aim: 3, weapon: { shots: 24, shotsDice: { count: 2, sides: 6, times: 2, plus: 0 }, attributes: [{ code: 'volley-gun' }, { code: 'veil-token-shots', value: 3, spent: 0 }] } });
  });

  it('{ "name": "Aether Battery", "veilTokens": 2 }: 2D6*2+6 (at most 30), the choice kept on the weapon', () => {
    expect(weaponOf(attack({ name: 'Aether Battery', veilTokens: 2 }))).toMatchObject({ aim: 3, weapon: { shots: 30, shotsDice: { count: 2, sides: 6, times: 2, plus: 6 }, attributes: [{ code: 'volley-gun' }, { code: 'veil-token-shots', value: 3, spent: 2 }] } });
  });

  it('written out, the weapon keeps the profile\'s shots and the choice beside them, and reads back the same', () => {
    const written = namedProfilesWrittenOut(attack({ name: 'Aether Battery', veilTokens: 1 }), lookups);
    if (!written.ok) throw new Error(JSON.stringify(written.issues));
    const file = written.value as { attack: { weapon: unknown } };
    expect(file.attack.weapon).toEqual({ name: 'Aether Battery', aim: 3, range: 18, shots: '2D6*2', strength: 4, armourPenetration: 1, attributes: ['volley-gun', 'veil-token-shots (3)'], veilTokens: 1 });
    expect(weaponOf(file)).toMatchObject({ weapon: { shots: 27, shotsDice: { plus: 3 } } });
  });

  it('refused at its path: four tokens (at most three), and tokens beside a weapon without the rule', () => {
    expect(problems(attack({ name: 'Aether Battery', veilTokens: 4 })).map(([, path]) => path)).toEqual(['attack.weapon.veilTokens']);
    expect(problems(attack({ name: 'Bow', aim: 4, veilTokens: 1 }))).toEqual([['ninth-age-veil-tokens-unused', 'attack.weapon.veilTokens']]);
  });
});
