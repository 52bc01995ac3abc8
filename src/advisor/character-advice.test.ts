// The advisor with a joined character shooting its own weapon (ruling T-14), worked by hand on
// examples/ninth-age/captain-shoots.json: the Captain's Handgun (3+) at five Orcs 6.5" away in the
// open wounds unsaved with 2/3 · 1/2 = 1/3. He moves only with his Militia: after an Advance,
// moving's −1 and Unwieldy (1)'s −1 (T-5) make it 5+, so 1/3 · 1/2 = 1/6 wherever it goes within 1".
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_REGISTRY, parseGameScenario } from '../index.js';
import { exposureMap } from './exposure.js';
import { heatMap } from './heat-map.js';
import { bestSheltered } from './sheltered.js';

const read = parseGameScenario(BUILT_IN_REGISTRY, readFileSync('examples/ninth-age/captain-shoots.json', 'utf8'));

describe('the advisor sees a joined character as a shooter (T-14)', () => {
  it('lists him among the shooters, after his unit', () => {
    if (!read.ok) throw new Error(JSON.stringify(read.issues));
    expect(read.game.table?.shooters(read.scenario)).toEqual(['militia', 'militia/1']);
  });

  it('rates his shot where he stands (1/3), and moves his unit to weigh the rest (1/6 after moving)', () => {
    if (!read.ok) throw new Error(JSON.stringify(read.issues));
    const map = heatMap(read.game, read.scenario, 'militia/1', { goal: 'any-effect', move: 1 });
    if (!map.ok) throw new Error(map.problem);
    const [stay, ...moved] = map.value.places;
    expect(stay?.place.move).toBe('stay');
    expect([stay?.target, stay?.way, stay?.needed]).toEqual(['orcs', 'handgun', 3]);
    expect(stay?.value).toBeCloseTo(1 / 3, 12);
    expect(moved.length).toBeGreaterThan(0);
    for (const place of moved) {
      expect(place.needed).toBe(5);
      expect(place.value).toBeCloseTo(1 / 6, 12);
    }
  });
});

// The same table with bows for the Orcs (Bow (4+), 6.5" away: in range of the Militia, in the
// open): the enemy now has shots, at the Militia, the unit the Captain stands in.
const armed = JSON.parse(readFileSync('examples/ninth-age/captain-shoots.json', 'utf8')) as { battle: { armies: { units: { id: string; weapons?: string[] }[] }[] } };
for (const army of armed.battle.armies) for (const unit of army.units) if (unit.id === 'orcs') unit.weapons = ['Bow (4+)'];
const shotAt = parseGameScenario(BUILT_IN_REGISTRY, JSON.stringify(armed));

describe("a joined character's exposure map is withheld, not read as safe (T-13, T-14)", () => {
  it('the enemy may shoot the unit: its own map has danger where it stands', () => {
    if (!shotAt.ok) throw new Error(JSON.stringify(shotAt.issues));
    const unit = exposureMap(shotAt.game, shotAt.scenario, 'militia', { goal: 'any-effect', move: 0 });
    if (!unit.ok) throw new Error(unit.problem);
    expect(unit.value.withheld).toBeNull();
    expect(unit.value.places[0]?.value).toBeGreaterThan(0);
    expect(unit.value.places[0]?.threats.map((t) => t.shooter)).toEqual(['orcs']);
  });

  it('the character standing in it gets no danger values, the reason with its unit, and no sheltered place', () => {
    if (!shotAt.ok) throw new Error(JSON.stringify(shotAt.issues));
    const options = { goal: 'any-effect', move: 1 } as const;
    const exposure = exposureMap(shotAt.game, shotAt.scenario, 'militia/1', options);
    const heat = heatMap(shotAt.game, shotAt.scenario, 'militia/1', options);
    if (!exposure.ok || !heat.ok) throw new Error('no advice');
    expect(exposure.value.withheld).toEqual({ code: 'joined-character', unit: 'militia' });
    expect(exposure.value.places).toEqual([]);
    expect(exposure.value.notApplied).toContain('exposure-withheld');
    // He has a shot from every place (1/3 or 1/6): without the withholding each would be "sheltered" (no shot aimed at him).
    expect(heat.value.places.every((p) => p.value > 0)).toBe(true);
    expect(bestSheltered(heat.value, exposure.value)).toEqual([]);
  });
});
