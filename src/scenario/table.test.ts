import { describe, expect, it } from 'vitest';
import { parseScenarioValue, type ScenarioIssue } from './index.js';
import { tableFromFile } from './table.js';

const warrior = (id: string, position: [number, number], extra: Record<string, unknown> = {}) => ({ id, position, profile: { BS: 3, S: 3, T: 3, I: 3 }, ...extra });

function battle(parts: { terrain?: unknown[]; buildings?: unknown[]; models?: unknown[] }) {
  return {
    game: 'mordheim',
    battle: {
      table: { width: 24, depth: 24 },
      terrain: parts.terrain ?? [],
      buildings: parts.buildings ?? [{ id: 'house', outline: [[2, 2], [8, 2], [8, 8], [2, 8]], floors: [{ id: 'upper', level: 3 }] }],
      warbands: [{ id: 'a', models: parts.models ?? [warrior('m1', [12, 12])] }],
    },
  };
}

function issues(value: unknown): ScenarioIssue[] {
  const result = parseScenarioValue(value);
  return result.ok ? [] : [...result.issues];
}

describe('battle scenarios', () => {
  it('a good battle parses into a table with its models standing where the file says', () => {
    const result = parseScenarioValue(battle({ models: [warrior('up', [5, 5], { floor: 'house/upper' }), warrior('hill', [12, 12], { elevation: 1 })] }));
    expect(result.ok).toBe(true);
    if (!result.ok || result.scenario.kind !== 'battle') return;
    const [up, hill] = result.scenario.battle.table.models;
    expect(up?.standing).toEqual({ kind: 'floor', building: 'house', floor: 'upper', elevation: 3 });
    expect(hill?.standing).toEqual({ kind: 'ground', elevation: 1 });
  });

  it('finds a terrain outline that crosses itself', () => {
    const bowTie = { id: 'bad', kind: 'hard-cover', outline: [[10, 10], [14, 14], [14, 10], [10, 14]], height: 1 };
    expect(issues(battle({ terrain: [bowTie] }))).toEqual([{ code: 'outline-crosses-itself', path: ['battle', 'terrain', 0, 'outline'] }]);
  });

  it('finds a model off the table, half over its edge', () => {
    expect(issues(battle({ models: [warrior('edge', [0.2, 12])] }))).toEqual([
      { code: 'off-table', path: ['battle', 'warbands', 0, 'models', 0, 'position'], x: 0.2, y: 12, width: 24, depth: 24 },
    ]);
  });

  it('finds overlapping bases, but allows bases in contact', () => {
    // 25 mm bases: 0.984" across; 0.5" apart overlap, 25.4 mm apart just touch.
    expect(issues(battle({ models: [warrior('a1', [12, 12]), warrior('a2', [12.5, 12])] }))).toEqual([
      { code: 'bases-overlap', path: ['battle', 'warbands', 0, 'models', 1, 'position'], other: 'a1' },
    ]);
    expect(issues(battle({ models: [warrior('a1', [12, 12]), warrior('a2', [12 + 25 / 25.4, 12])] }))).toEqual([]);
  });

  it('finds a model on a floor that does not exist, or off its floor', () => {
    expect(issues(battle({ models: [warrior('m', [5, 5], { floor: 'house/attic' })] }))).toEqual([
      { code: 'unknown-floor', path: ['battle', 'warbands', 0, 'models', 0, 'floor'], floor: 'house/attic', known: ['house/upper'] },
    ]);
    expect(issues(battle({ models: [warrior('m', [12, 12], { floor: 'house/upper' })] }))).toEqual([
      { code: 'off-floor', path: ['battle', 'warbands', 0, 'models', 0, 'position'], floor: 'house/upper' },
    ]);
  });

  it('finds duplicate ids and a floor given with an elevation', () => {
    const found = issues(battle({ models: [warrior('twin', [12, 12]), warrior('twin', [16, 16], { floor: 'house/upper', elevation: 2 })] }));
    expect(found.map((i) => i.code).sort()).toEqual(['duplicate-id', 'floor-and-elevation', 'off-floor']);
  });

  it('a file holds an attack or a battle, not both', () => {
    const both = { ...battle({}), attack: { shooter: { profile: { BS: 3 } }, weapon: 'bow', target: { profile: { T: 3 } } } };
    expect(issues(both).length).toBeGreaterThan(0);
  });
});

describe('rank-and-file blocks', () => {
  const inch = 25.4;
  const block = { id: 'spears', position: [12, 12] as [number, number], files: 5, ranks: 2, models: 7, base: { width: inch, depth: inch } };

  it('places the models rank by rank from the front left, inside the Unit Boundary', () => {
    const result = tableFromFile({ table: { width: 24, depth: 24 } }, [], ['battle'], [{ file: block, path: ['battle', 'units', 0] }]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { units, models } = result.table;
    expect(units[0]?.boundary).toEqual({ kind: 'rect', centre: { x: 12, y: 12 }, width: 5, depth: 2, facing: 0 });
    expect(units[0]?.models).toEqual(['spears#1', 'spears#2', 'spears#3', 'spears#4', 'spears#5', 'spears#6', 'spears#7']);
    // Facing up the table (−y): the front rank is at y = 12 − 0.5, the first file at x = 12 − 2.
    const centre = (id: string) => models.find((m) => m.id === id)?.base.centre;
    expect(centre('spears#1')).toEqual({ x: 10, y: 11.5 });
    expect(centre('spears#5')).toEqual({ x: 14, y: 11.5 });
    expect(centre('spears#6')).toEqual({ x: 10, y: 12.5 });
    expect(models.every((m) => m.unit === 'spears')).toBe(true);
  });

  it('turned to face right (90°), the front rank is on the right', () => {
    const result = tableFromFile({ table: { width: 24, depth: 24 } }, [], ['battle'], [{ file: { ...block, facing: 90 }, path: ['battle', 'units', 0] }]);
    if (!result.ok) throw new Error('the block should fit');
    const first = result.table.models[0]?.base.centre;
    expect(first?.x).toBeCloseTo(12.5, 9);
    expect(first?.y).toBeCloseTo(10, 9);
  });

  it('refuses more models than the block holds', () => {
    const result = tableFromFile({ table: { width: 24, depth: 24 } }, [], ['battle'], [{ file: { ...block, models: 11 }, path: ['battle', 'units', 0] }]);
    expect(result.ok ? [] : result.issues).toEqual([{ code: 'too-many-models', path: ['battle', 'units', 0, 'models'], models: 11, room: 10 }]);
  });
});
