// The page loads each game when it opens; these tests use every game's module at once.
import '../games/every-game.js';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { setNinthAgeWeapon, setUnitFormation, unitFormation } from '../games/ninth-age/unit-edits.js';
import { grownOutline, unitRangeRings, type GrownBase } from './unit-rings.js';
import { setUnitModels, unitSessionFromText, type UnitSession } from './units.js';

const textOf = (file: string) => readFileSync(fileURLToPath(new URL(`../../../examples/${file}`, import.meta.url)), 'utf8');

function sessionOf(file: string): UnitSession {
  const session = unitSessionFromText(textOf(file));
  if (!session) throw new Error(`${file} is no unit battle`);
  return session;
}

describe('range rings of a unit', () => {
  it('a square grown by an inch: each side pushed out, the corners rounded with arcs of an inch', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ];
    const drawn = 'M0,-1 L1,-1 A1,1 0 0 1 2,0 L2,1 A1,1 0 0 1 1,2 L0,2 A1,1 0 0 1 -1,1 L-1,0 A1,1 0 0 1 0,-1 Z';
    expect(grownOutline(square, 1)).toBe(drawn);
    // Wound the other way, it is turned back to clockwise on the table: the same outline.
    expect(grownOutline([...square].reverse(), 1)).toBe(drawn);
  });

  it('Battleaxe: the archers\' bows, 24" and half of it 12", from each of the ten bases', () => {
    const { scenario } = sessionOf('battleaxe/hedge-and-wall.json');
    const rings = unitRangeRings(scenario, 'archers');
    expect(rings).toMatchObject({ weapon: 'bow', half: 12, full: 24 });
    expect(rings?.fullShapes.length).toBe(10);
    // The first archer's 1" base at x 19–20, y 33.5–34.5, grown by 24": its top edge 24" above.
    expect(rings?.fullShapes[0]).toEqual({ kind: 'path', d: 'M19,9.5 L20,9.5 A24,24 0 0 1 44,33.5 L44,34.5 A24,24 0 0 1 20,58.5 L19,58.5 A24,24 0 0 1 -5,34.5 L-5,33.5 A24,24 0 0 1 19,9.5 Z' });
    // The labels sit straight ahead of the front (the block faces up the table, its front at y 33.5).
    expect(rings?.halfLabel).toEqual({ x: 24, y: 21.5 });
    expect(rings?.fullLabel).toEqual({ x: 24, y: 9.5 });
    // The goblins carry no missile weapon: no rings.
    expect(unitRangeRings(scenario, 'goblins')).toBeNull();
  });

  it('The Ninth Age: the crossbow\'s 30", from the two ranks that shoot only', () => {
    const session = sessionOf('ninth-age/forest-flank.json');
    const rings = unitRangeRings(session.scenario, 'crossbowmen');
    expect(rings).toMatchObject({ weapon: 'crossbow', half: 15, full: 30 });
    expect(rings?.fullShapes.length).toBe(6);
    // Nine crossbowmen stand in three ranks of three; the third rank does not shoot (no Volley Fire).
    const deeper = setUnitModels(session, 'crossbowmen', 9);
    if (!deeper.ok) throw new Error('refused');
    expect(deeper.session.scenario.battle.table.units.find((u) => u.id === 'crossbowmen')?.models.length).toBe(9);
    expect(unitRangeRings(deeper.session.scenario, 'crossbowmen')?.fullShapes.length).toBe(6);
    // With bows (Volley Fire) in Line Formation, standing still, the third rank shoots too: all nine (facts B3).
    const bows = setNinthAgeWeapon(deeper.session, 'crossbowmen', 0, 'bow', 4);
    if (!bows.ok) throw new Error('refused');
    expect(unitRangeRings(bows.session.scenario, 'crossbowmen')?.fullShapes.length).toBe(6);
    const line = setUnitFormation(bows.session, 'crossbowmen', 'line');
    if (!line.ok) throw new Error('refused');
    expect(unitFormation(line.session, 'crossbowmen')).toBe('line');
    expect(unitRangeRings(line.session.scenario, 'crossbowmen')).toMatchObject({ weapon: 'bow', half: 12, full: 24 });
    expect(unitRangeRings(line.session.scenario, 'crossbowmen')?.fullShapes.length).toBe(9);
  });

  it("a joined character (militia/1, T-14): his Handgun's 24\" from his own front-rank place, not his unit's", () => {
    const { scenario } = sessionOf('ninth-age/captain-shoots.json');
    // The Militia carry no shooting weapon: no rings of their own.
    expect(unitRangeRings(scenario, 'militia')).toBeNull();
    const rings = unitRangeRings(scenario, 'militia/1');
    expect(rings).toMatchObject({ weapon: 'handgun', half: 12, full: 24 });
    // One base: the middle of the front rank. The Militia stand 5 by 2 on 1" bases about (20, 12),
    // facing the Orcs down the table, so the front rank is y 12–13 and its middle base x 19.5–20.5.
    expect(rings?.fullShapes.length).toBe(1);
    expect(rings?.halfShapes.length).toBe(1);
    const extent = (shape: GrownBase | undefined) => {
      if (shape?.kind !== 'path') throw new Error('a square base grows into a path');
      // The points the outline passes through (after M, L, and each arc's flags), not the arcs' radii.
      const points = [...shape.d.matchAll(/(?:[ML]|0 0 1 )(-?[\d.]+),(-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
      expect(points.length).toBe(9);
      const xs = points.map(([x]) => x);
      const ys = points.map(([, y]) => y);
      return [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    };
    // That base grown by 24": x −4.5 to 44.5, y −12 to 37; by 12": x 7.5 to 32.5, y 0 to 25.
    expect(extent(rings?.fullShapes[0])).toEqual([-4.5, 44.5, -12, 37]);
    expect(extent(rings?.halfShapes[0])).toEqual([7.5, 32.5, 0, 25]);
    // The labels straight ahead of the unit's front (y 13), on each ring.
    for (const [label, y] of [[rings?.fullLabel, 37], [rings?.halfLabel, 25]] as const) {
      expect(label?.x).toBeCloseTo(20, 9);
      expect(label?.y).toBeCloseTo(y, 9);
    }
  });
});
