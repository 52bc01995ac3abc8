// A joined character's own weapons in a battle file (ruling T-14): examples/ninth-age/captain-shoots.json.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exactArithmetic, probability, rationalToString } from '../dice/index.js';
import { ninthAgePhaseOdds, ninthAgePlanShot, ninthAgeRollShot, ninthAgeShooter, unitModels } from '../games/ninth-age/index.js';
import { ninthAgeBattleToFile } from './ninth-age.js';
import { parseScenarioOf } from './parse.js';

type File = { battle: { armies: { id: string; units: Record<string, unknown>[] }[] } };
const captainFile = JSON.parse(readFileSync(new URL('../../examples/ninth-age/captain-shoots.json', import.meta.url), 'utf8')) as File;

/** The file with the Captain's entry changed. */
function withCaptain(change: (captain: Record<string, unknown>) => Record<string, unknown>): File {
  const file = structuredClone(captainFile);
  const militia = file.battle.armies[0]?.units[0] as { characters: Record<string, unknown>[] };
  militia.characters = militia.characters.map(change);
  return file;
}

const codes = (value: unknown) => {
  const result = parseScenarioOf('ninth-age', value);
  return result.ok ? [] : result.issues.map((i) => [i.code, i.path.join('.')]);
};

const battleOf = (value: unknown) => {
  const result = parseScenarioOf('ninth-age', value);
  if (!result.ok || result.scenario.kind !== 'battle') throw new Error(JSON.stringify(result));
  return result.scenario;
};

describe('a joined character with its own weapons, in a file (T-14)', () => {
  it('reads its weapons, Strength and AP; the phase gives one Orc down with 1/3 (2/3 to hit, 1/2 to wound, no save)', () => {
    const { battle, variants } = battleOf(captainFile);
    const captain = battle.units[0]?.joined?.characters[0];
    expect(captain?.shooting).toEqual({ Str: 3, AP: 0, weapons: [{ weapon: expect.objectContaining({ id: 'handgun' }) as unknown, aim: 3 }], marchAndShoot: false, hasShot: false });
    const ends = ninthAgePhaseOdds(battle, { variants }, undefined, exactArithmetic);
    expect(rationalToString(probability(ends, (e) => unitModels(e.battle, 'orcs').length === 4, exactArithmetic))).toBe('1/3');
  });

  it('writes back that the Captain has shot, and reads it again as shot', () => {
    const { battle, variants } = battleOf(captainFile);
    const planned = ninthAgePlanShot(battle, 'militia/1', 'orcs', null, { variants });
    if (!planned.ok) throw new Error(planned.refusal.code);
    const written = ninthAgeBattleToFile(captainFile, ninthAgeRollShot(battle, planned, 4).battle) as File;
    expect(written.battle.armies[0]?.units[0]?.characters).toEqual([expect.objectContaining({ name: 'Captain', hasShot: true })]);
    expect(ninthAgeShooter(battleOf(written).battle, 'militia/1')?.state.hasShot).toBe(true);
  });

  it('names each problem with its path', () => {
    // A shooting state with no weapon to shoot; a thrown weapon with no Strength; a unit already called militia/1.
    expect(codes(withCaptain(({ weapons: _w, ...c }) => ({ ...c, hasShot: true, rules: ['march-and-shoot'] })))).toEqual([
      ['ninth-age-character-no-weapon', 'battle.armies.0.units.0.characters.0.hasShot'],
      ['ninth-age-character-no-weapon', 'battle.armies.0.units.0.characters.0.rules.0'],
    ]);
    expect(codes(withCaptain((c) => ({ ...c, profile: { HP: 2, Res: 3 }, weapons: ['Throwing Weapons (4+)'] })))).toEqual([['ninth-age-user-strength-needed', 'battle.armies.0.units.0.characters.0.profile.Str']]);
    const clash = structuredClone(captainFile);
    const orcs = clash.battle.armies[1]?.units[0];
    if (orcs) orcs.id = 'militia/1';
    expect(codes(clash)).toEqual([['duplicate-id', 'battle.armies.0.units.0.characters.0']]);
  });
});
