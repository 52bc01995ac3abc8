import { describe, expect, it } from 'vitest';
import { ATTACK_MAX_SHOTS, jsonTextDepth, SCENARIO_MAX_DEPTH, TABLE_MAX_CORNERS, TABLE_MAX_MODELS } from './limits.js';
import { parseScenario, parseScenarioValue } from './parse.js';
import type { ScenarioIssue } from './issues.js';

const issuesOf = (text: string): readonly ScenarioIssue[] => {
  const result = parseScenario(text);
  return result.ok ? [] : result.issues;
};

/** A Battleaxe battle of two armies, each with `units` blocks of `files` × `ranks` 1" bases in a row across the table. */
function battleaxeBattle(units: number, files: number, ranks: number, extra: Record<string, unknown> = {}): unknown {
  const army = (a: number) => ({
    id: `army-${a}`,
    units: Array.from({ length: units }, (_, u) => ({
      id: `unit-${a}-${u}`,
      position: [1 + files / 2 + u * (files + 1), a === 0 ? 2 + ranks / 2 : 236 - ranks / 2],
      facing: a === 0 ? 180 : 0,
      files,
      ranks,
      base: { width: 1, depth: 1, unit: 'in' },
      profile: { BS: 4, S: 3, T: 3, W: 1 },
      weapon: 'bow',
    })),
  });
  return { game: 'battleaxe', battle: { table: { width: 240, depth: 240 }, armies: [army(0), army(1)], ...extra } };
}

describe('the depth of a file', () => {
  it('counts nested lists and objects, and not brackets inside strings', () => {
    expect(jsonTextDepth('1')).toBe(0);
    expect(jsonTextDepth('{"a": [1, {"b": "[[{"}], "c": {}}')).toBe(3);
    expect(jsonTextDepth('["\\"[", []]')).toBe(2);
  });

  it('refuses files nested thousands of levels deep with one issue, never a stack overflow', () => {
    for (const levels of [SCENARIO_MAX_DEPTH + 1, 4_000, 20_000]) {
      const text = '['.repeat(levels) + ']'.repeat(levels);
      expect(issuesOf(text)).toEqual([{ code: 'too-deep', path: [], depth: levels, limit: SCENARIO_MAX_DEPTH }]);
      const objects = '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
      expect(issuesOf(objects)).toEqual([{ code: 'too-deep', path: [], depth: levels, limit: SCENARIO_MAX_DEPTH }]);
    }
  });

  it('refuses a deep value handed in already parsed (the page), found without recursion', () => {
    let value: unknown = 1;
    for (let i = 0; i < 20_000; i += 1) value = { game: 'mordheim', attack: value };
    const result = parseScenarioValue(value);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.issues).toEqual([{ code: 'too-deep', path: [], limit: SCENARIO_MAX_DEPTH }]);
  });
});

describe('the size of a table', () => {
  it(`takes ${TABLE_MAX_MODELS} models and refuses one more, before laying anything out`, () => {
    // 20 units of 10 × 1 in each of two armies: 400 models.
    expect(parseScenarioValue(battleaxeBattle(20, 10, 1)).ok).toBe(true);
    const oneMore = battleaxeBattle(20, 10, 1) as { battle: { armies: { units: { ranks: number; models?: number }[] }[] } };
    const unit = oneMore.battle.armies[0]?.units[0];
    if (unit) Object.assign(unit, { ranks: 2, models: 11 });
    const refused = parseScenarioValue(oneMore);
    expect(refused.ok ? [] : refused.issues).toEqual([{ code: 'too-many-models-on-table', path: ['battle'], models: 401, limit: TABLE_MAX_MODELS }]);
  });

  it('refuses the 3,200 models a 5 KB file can ask for with one issue', () => {
    // 8 units of 40 × 5 a side: 3,200 models, all counted from files × ranks.
    const result = parseScenarioValue(battleaxeBattle(8, 40, 5));
    expect(result.ok ? [] : result.issues).toEqual([{ code: 'too-many-models-on-table', path: ['battle'], models: 3_200, limit: TABLE_MAX_MODELS }]);
  });

  it(`refuses outlines of more than ${TABLE_MAX_CORNERS} corners in all`, () => {
    // 11 pieces of 200 corners: 2,200, on a circle of 3" radius each.
    const piece = (k: number) => ({
      id: `rock-${k}`,
      kind: 'opaque',
      height: 1,
      outline: Array.from({ length: 200 }, (_, i) => [20 * k + 10 + 3 * Math.cos((2 * Math.PI * i) / 200), 120 + 3 * Math.sin((2 * Math.PI * i) / 200)]),
    });
    const battle = battleaxeBattle(1, 5, 1, { terrain: Array.from({ length: 11 }, (_, k) => piece(k)) });
    const result = parseScenarioValue(battle);
    expect(result.ok ? [] : result.issues).toEqual([{ code: 'too-many-corners', path: ['battle', 'terrain'], corners: 2_200, limit: TABLE_MAX_CORNERS }]);
    const ten = battleaxeBattle(1, 5, 1, { terrain: Array.from({ length: 10 }, (_, k) => piece(k)) });
    expect(parseScenarioValue(ten).ok).toBe(true);
  });
});

describe('the shots of one attack', () => {
  const battleaxeVolley = (batches: readonly number[], shots = 1) => ({
    game: 'battleaxe',
    attack: { shooter: { profile: { BS: 4, S: 3 } }, weapon: { name: 'Repeater', range: 24, strength: 3, shots }, batches: batches.map((models) => ({ models })), target: { profile: { T: 3 }, models: 400 } },
  });

  it(`takes ${ATTACK_MAX_SHOTS} shots over every batch and refuses more, where the file sets them`, () => {
    expect(parseScenarioValue(battleaxeVolley([100, 100])).ok).toBe(true);
    const refused = parseScenarioValue(battleaxeVolley([100, 101]));
    expect(refused.ok ? [] : refused.issues).toEqual([{ code: 'too-many-shots', path: ['attack', 'batches'], shots: 201, limit: ATTACK_MAX_SHOTS }]);
    // 20 batches of 400 models with 20 shots each: the 160,000 dice that once did not finish.
    const huge = parseScenarioValue(battleaxeVolley(Array.from({ length: 20 }, () => 400), 20));
    expect(huge.ok ? [] : huge.issues).toEqual([{ code: 'too-many-shots', path: ['attack', 'batches'], shots: 160_000, limit: ATTACK_MAX_SHOTS }]);
  });

  it('counts a Ninth Age unit\'s models by its weapon\'s shots', () => {
    const attack = (models: number) => ({ game: 'ninth-age', attack: { shooter: { models }, weapon: 'Throwing Weapons (4+)', target: { models: 20, profile: { HP: 1, Res: 3, Arm: 0 } } } });
    // Throwing weapons shoot twice: 100 models make 200 shots, 101 make 202.
    expect(parseScenarioValue({ ...attack(100), attack: { ...attack(100).attack, shooter: { models: 100, profile: { Str: 3 } } } }).ok).toBe(true);
    const refused = parseScenarioValue({ ...attack(101), attack: { ...attack(101).attack, shooter: { models: 101, profile: { Str: 3 } } } });
    expect(refused.ok ? [] : refused.issues).toEqual([{ code: 'too-many-shots', path: ['attack', 'shooter', 'models'], shots: 202, limit: ATTACK_MAX_SHOTS }]);
  });

  it('refuses a unit on the table whose shooting would pass the limit', () => {
    const battle = battleaxeBattle(1, 5, 1) as { battle: { armies: { units: Record<string, unknown>[] }[] } };
    const unit = battle.battle.armies[0]?.units[0];
    if (unit) unit.weapon = { name: 'Organ gun', range: 24, strength: 4, shots: 20, armourPiercing: 0 };
    // 5 models × 20 shots is 100: within the limit. 11 models would be 220.
    expect(parseScenarioValue(battle).ok).toBe(true);
    if (unit) Object.assign(unit, { files: 11, position: [10, 2.5] });
    const refused = parseScenarioValue(battle);
    expect(refused.ok ? [] : refused.issues).toEqual([{ code: 'too-many-shots', path: ['battle', 'armies', 0, 'units', 0, 'ranks'], shots: 220, limit: ATTACK_MAX_SHOTS }]);
  });
});

describe('words of a file\'s problems', () => {
  it('says a string is too long, not that a number was expected', () => {
    const text = JSON.stringify({ game: 'mordheim', attack: { shooter: { name: 'x'.repeat(81), profile: { BS: 3 } }, weapon: 'bow', target: { profile: { T: 3 } } } });
    expect(issuesOf(text)).toEqual([{ code: 'wrong-length', path: ['attack', 'shooter', 'name'], of: 'characters', length: 81, max: 80 }]);
  });

  it('says a list is too long', () => {
    const weapons = Array.from({ length: 11 }, () => 'bow');
    const text = JSON.stringify({ game: 'mordheim', battle: { table: { width: 24, depth: 24 }, warbands: [{ id: 'a', models: [{ id: 'm', position: [5, 5], profile: { BS: 3, T: 3 }, weapons }] }] } });
    expect(issuesOf(text).filter((issue) => issue.path.includes('weapons'))).toEqual([{ code: 'wrong-length', path: ['battle', 'warbands', 0, 'models', 0, 'weapons'], of: 'items', length: 11, max: 10 }]);
  });

  it('reports an unknown weapon in the same pass as the schema\'s problems, in each game', () => {
    const mordheim = { game: 'mordheim', attack: { shooter: { profile: { BS: 'four' } }, weapon: 'crosbow', target: { profile: { T: 3 } } } };
    expect(parseScenarioValue(mordheim)).toEqual({
      ok: false,
      issues: [
        { code: 'wrong-type', path: ['attack', 'shooter', 'profile', 'BS'], expected: 'whole-number', received: 'string', value: '"four"', min: 1, max: 10 },
        { code: 'unknown-weapon', path: ['attack', 'weapon'], name: 'crosbow', suggestions: ['crossbow'] },
      ],
    });
    const battleaxe = battleaxeBattle(1, 5, 1) as { battle: { armies: { units: Record<string, unknown>[] }[] } };
    const unit = battleaxe.battle.armies[1]?.units[0];
    if (unit) Object.assign(unit, { weapon: 'lngbow', files: 0 });
    const codes = (value: unknown) => {
      const result = parseScenarioValue(value);
      return result.ok ? [] : result.issues.map((issue) => `${issue.code} ${issue.path.join('.')}`);
    };
    expect(codes(battleaxe)).toEqual(['out-of-range battle.armies.1.units.0.files', 'unknown-weapon battle.armies.1.units.0.weapon']);
    const ninthAge = { game: 'ninth-age', attack: { shooter: { models: 0 }, weapon: 'Crosbow (4+)', target: { profile: { HP: 1, Res: 3, Arm: 0 } } } };
    expect(codes(ninthAge)).toEqual(['out-of-range attack.shooter.models', 'unknown-weapon attack.weapon']);
  });

  it('says a weapon is missing, not that it has none of the accepted forms', () => {
    const text = JSON.stringify({ game: 'mordheim', attack: { shooter: { profile: { BS: 3 } }, target: { profile: { T: 3 } } } });
    expect(issuesOf(text)).toEqual([{ code: 'missing', path: ['attack', 'weapon'], expected: 'value' }]);
  });

  it('says where a coordinate far off any table may lie', () => {
    // A fuzz finding: a warrior at y = 1e300 once sent the base-overlap grid counting forever.
    const text = JSON.stringify({ game: 'mordheim', battle: { table: { width: 44, depth: 42 }, warbands: [{ id: 'a', models: [{ id: 'w', position: [6, 1e300], profile: { BS: 3, S: 3, T: 3, I: 3 } }] }] } });
    expect(issuesOf(text)).toEqual([{ code: 'out-of-range', path: ['battle', 'warbands', 0, 'models', 0, 'position', 1], value: '1e+300', whole: false, min: -1000, max: 1000 }]);
  });

  it('reads a file that starts with a byte-order mark', () => {
    const text = '\uFEFF' + JSON.stringify({ game: 'mordheim', attack: { shooter: { profile: { BS: 3 } }, weapon: 'bow', target: { profile: { T: 3 } } } });
    expect(parseScenario(text).ok).toBe(true);
  });
});
